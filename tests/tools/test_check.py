"""murlan-check: every input gets an answer, never a traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from murlan_qt.engine import MatchState, dumps
from murlan_qt.tools import check


def record_text(seed: int = 1, finished: bool = True) -> str:
    """A valid one-line record (a random match, finished or not)."""
    rng = random.Random(seed)
    match = MatchState(seed)
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        while hand.phase in ("swap_last", "swap_first"):
            opts = hand.swap_last_options() or hand.swap_first_options()
            (hand.give_by_last if hand.phase == "swap_last" else hand.give_by_first)(opts[0])
        while not hand.is_over:
            plays = hand.legal_plays()
            if hand.can_pass() and (not plays or rng.random() < 0.3):
                match.pass_turn(hand.turn)
            else:
                match.play(hand.turn, hand.cards_for(rng.choice(plays)))
            if not finished and len(hand.actions) > 10:
                return dumps(match)
    return dumps(match)


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = check.main(argv)
    except SystemExit as e:
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out + err


def test_good_json_lines_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 0 when all records hold."""
    f = tmp_path / "good.jsonl"
    f.write_text("\n".join(record_text(s) for s in range(3)) + "\n", encoding="utf-8")
    code, out = run_main([str(f)], capsys)
    assert code == 0 and "checked 3 records in 1 file: all hold" in out


def test_one_indented_document_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file holding one JSON document, indented over many lines, is one record."""
    f = tmp_path / "one.murlan"
    f.write_text(json.dumps(json.loads(record_text(4, finished=False)), indent=2), encoding="utf-8")
    code, out = run_main([str(f)], capsys)
    assert code == 0 and "checked 1 record" in out


def test_bad_record_is_reported_with_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 1 and FILE:LINE: problem for each bad record."""
    good = record_text(1)
    data = json.loads(good)
    data["hands"][0]["actions"][0]["seat"] = (data["hands"][0]["actions"][0]["seat"] + 1) % 4
    f = tmp_path / "mixed.jsonl"
    f.write_text("\n".join([good, "", json.dumps(data), good[: len(good) // 2], good]) + "\n", encoding="utf-8")
    code, out = run_main([str(f)], capsys)
    assert code == 1
    assert f"{f}:3: hand 1, action 1: " in out and "(rule 4.3)" in out
    assert f"{f}:4: not valid JSON" in out
    assert f"{f}:1:" not in out and f"{f}:5:" not in out
    assert "checked 4 records in 1 file: 2 with problems" in out


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"\n\n  \n", "empty"),
        (b"\x00\xff\xfe\x01binary\x9c", "not UTF-8"),
        (b'{"format": "murlan-match", "version": 1, "rules": {', "truncated"),
        (b"[1, 2, 3]", "JSON array"),
        (b'"a string"', "expected a JSON object"),
        (b"null", "expected a JSON object"),
        (b'{"format": "murlan-match", "version": 1.0}', "'version' must be an integer"),
        (b"[[[[[[[[[[" * 2000, "nested too deeply"),
    ],
)
def test_any_input_gets_a_message(
    content: bytes, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Any input at all (empty, binary, half a record, a JSON array) gets a message, never a traceback."""
    f = tmp_path / "x.json"
    f.write_bytes(content)
    code, out = run_main([str(f)], capsys)
    assert code == 1
    assert f"{f}:" in out and words in out


def test_half_a_real_record_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record cut in half says it may be truncated."""
    f = tmp_path / "half.json"
    text = record_text(2)
    f.write_text(text[: len(text) // 2], encoding="utf-8")
    code, out = run_main([str(f)], capsys)
    assert code == 1 and "truncated" in out


def test_missing_file_and_directory_get_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing file or a directory is a problem, reported, and the other files are still checked."""
    good = tmp_path / "good.jsonl"
    good.write_text(record_text(3) + "\n", encoding="utf-8")
    code, out = run_main([str(tmp_path / "nope.json"), str(tmp_path), str(good)], capsys)
    assert code == 1
    assert f"{tmp_path / 'nope.json'}: cannot read" in out
    assert f"{tmp_path}: is a directory" in out
    assert "checked 1 record in 3 files" in out


def test_no_files_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """Without FILE the checker explains its usage (exit 2)."""
    code, out = run_main([], capsys)
    assert code == 2 and "FILE" in out


def test_many_bad_lines_are_cut_short(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file of many bad records reports the first ones and counts the rest."""
    f = tmp_path / "many.jsonl"
    f.write_text("{}\n" * 30, encoding="utf-8")
    code, out = run_main(["-q", str(f)], capsys)
    assert code == 1
    assert out.count(f"{f}:") == check.MAX_REPORTS + 1
    assert "and 10 more bad records" in out


def test_check_runs_as_a_program(tmp_path: Path) -> None:
    """Through a subprocess: exit codes 0 and 1, messages and no traceback."""
    good = tmp_path / "good.jsonl"
    good.write_text(record_text(5) + "\n", encoding="utf-8")
    binary = tmp_path / "bin.dat"
    binary.write_bytes(bytes(range(256)) * 4)
    ok = subprocess.run([sys.executable, "-m", "murlan_qt.tools.check", str(good)],
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = subprocess.run([sys.executable, "-m", "murlan_qt.tools.check", str(binary), str(tmp_path / "gone")],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 1
    assert "Traceback" not in bad.stdout + bad.stderr
    assert f"{binary}:1:" in bad.stdout and "cannot read" in bad.stdout


def test_standard_input_and_windows_line_ends(tmp_path: Path) -> None:
    """'-' reads standard input; CRLF line ends and a byte-order mark are fine."""
    lines = [record_text(6), record_text(7, finished=False)]
    blob = ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")
    proc = subprocess.run([sys.executable, "-m", "murlan_qt.tools.check", "-"],
                          input=blob, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert b"checked 2 records" in proc.stdout


def test_bad_records_past_the_reported_ones_are_only_counted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.jsonl"
    f.write_text('{"format": "murlan-match"}\n' * 3000, encoding="utf-8")
    report = check.check_file(str(f))
    # the problems kept are the ones printed; the others are a count, not a list of every message
    assert len(report.problems) == check.MAX_REPORTS
    assert report.more_problems == 3000 - check.MAX_REPORTS and report.bad == 3000 and not report.is_ok
    assert report.records == 3000
    assert check.main([str(f)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-2] == f"{f}: ... and {3000 - check.MAX_REPORTS} more bad records"
    assert out[-1] == "checked 3000 records in 1 file: 3000 with problems"


@pytest.mark.parametrize(("error", "words"), [
    (PermissionError(13, "Permission denied"), "cannot read: permission denied"),
    (OSError(5, "Input/output error"), "cannot read: Input/output error"),
])
def test_a_file_that_cannot_be_opened_is_named_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: OSError, words: str
) -> None:
    f = tmp_path / "theirs.murlan"
    f.write_text("{}", encoding="utf-8")
    real_open = os.open

    def deny(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if str(file) == str(f):
            raise error
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", deny)
    assert check.main(["-q", str(f)]) == 1
    out = capsys.readouterr().out
    assert out == f"{f}: {words}\n"
    assert out.count(str(f)) == 1 and out.count("theirs.murlan") == 1


def test_a_blank_line_longer_than_a_record_is_too_large_not_empty() -> None:
    from murlan_qt.engine.jsontext import MAX_RECORD_BYTES

    report = check.check_bytes("spaces.murlan", b" " * (MAX_RECORD_BYTES + 10) + b"\n{}\n")
    assert [why for _, why in report.problems] == [check._too_large()]
    assert check.check_bytes("blank.murlan", b"   \n\n  ").problems == [(1, "empty: no match record in this file")]
