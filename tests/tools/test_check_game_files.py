"""murlan-check accepts every file the game and murlan-sim write, and tells a document from JSON lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from murlan_qt.engine import MatchState, dumps
from murlan_qt.engine.jsontext import MAX_RECORD_BYTES
from murlan_qt.persistence import Autosave, save_match
from murlan_qt.tools import check, sim


def finished_match(seed: int) -> MatchState:
    return sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)


def unfinished(seed: int) -> MatchState:
    match = finished_match(seed)
    rec = json.loads(dumps(match))
    rec["hands"] = rec["hands"][:2]
    rec["hands"][-1]["actions"] = rec["hands"][-1]["actions"][:5]
    for key in ("finish_order", "points", "totals", "target"):
        rec["hands"][-1].pop(key, None)
    rec["result"] = None
    from murlan_qt.engine import from_record

    return from_record(rec)


def test_save_as_autosave_and_history_files_pass(tmp_path: Path) -> None:
    """Save As, the autosave (mid-match) and the finished-match history copy: all one-document records."""
    save_as = tmp_path / "match.murlan"
    save_match(save_as, unfinished(11))
    auto = Autosave(tmp_path / "autosave.murlan", tmp_path / "saves")
    assert auto.save(unfinished(12))
    assert auto.save(finished_match(13))
    assert auto.last_finished is not None
    assert auto.save(unfinished(14))
    files = [save_as, auto.path, auto.last_finished]
    for f in files:
        assert f.read_text(encoding="utf-8").count("\n") > 10  # indented over many lines
        report = check.check_file(str(f))
        assert report.is_ok and report.records == 1, report.problems


def test_sim_output_passes_as_json_lines(tmp_path: Path) -> None:
    out = tmp_path / "m.jsonl"
    assert sim.main(["--players", "random,random,greedy,random", "--matches", "3", "--seed", "2",
                     "--out", str(out)]) == 0
    report = check.check_file(str(out))
    assert report.is_ok and report.records == 3


def test_one_line_document_and_many_line_document_are_one_record(tmp_path: Path) -> None:
    text = dumps(finished_match(15))
    for body in (text, json.dumps(json.loads(text), indent=1), "\n\n" + json.dumps(json.loads(text), indent=4)):
        f = tmp_path / "one.murlan"
        f.write_text(body, encoding="utf-8")
        report = check.check_file(str(f))
        assert report.is_ok and report.records == 1


def test_short_objects_on_their_own_lines_do_not_make_json_lines() -> None:
    """The old guess took any line holding a whole object for a record: an indented document is not that."""
    rec = json.loads(dumps(finished_match(16)))
    lines = "{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in rec.items()) + "\n}\n"
    assert '"rules": {' in lines  # a whole object on one line
    report = check.check_bytes("x", lines.encode())
    assert report.is_ok and report.records == 1


def test_a_json_line_over_the_limit_is_refused_and_reading_stops(tmp_path: Path) -> None:
    """JSON lines are read one at a time; a line over the limit may never end: it is refused, reading stops."""
    good = dumps(finished_match(17))
    f = tmp_path / "m.jsonl"
    with f.open("w", encoding="utf-8") as out:
        out.write(good + "\n")
        out.write('{"pad": "' + "x" * (MAX_RECORD_BYTES + 10) + '"}\n')
        out.write(good + "\n")
    report = check.check_file(str(f))
    assert report.records == 2
    assert [line for line, _ in report.problems] == [2]
    assert "far too large" in report.problems[0][1] and "rest of the file" in report.problems[0][1]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_standard_input_that_never_ends_is_refused(tmp_path: Path) -> None:
    """``murlan-check - < /dev/zero``: one endless line, refused after the limit, never a hang."""
    with open("/dev/zero", "rb") as endless:
        report = check.check_stream("-", endless)  # type: ignore[arg-type]
    assert not report.is_ok and "far too large" in report.problems[0][1]


def test_one_document_over_the_limit_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "big.murlan"
    f.write_text("{\n" + " " * (MAX_RECORD_BYTES + 5) + "}\n", encoding="utf-8")
    report = check.check_file(str(f))
    assert not report.is_ok and "far too large" in report.problems[0][1]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_devices_and_fifos_are_refused_at_once(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path, words in ((fifo, "pipe"), (Path("/dev/zero"), "device")):
        report = check.check_file(str(path))
        assert report.records == 0 and words in report.problems[0][1]


def test_duplicate_keys_are_refused() -> None:
    text = dumps(finished_match(18)).replace('"seed": ', '"seed": 5, "seed": ', 1)
    report = check.check_bytes("x", text.encode())
    assert not report.is_ok and "appears twice" in report.problems[0][1]
