"""``murlan-review``: one line (or JSON object) per decision; bad files and arguments are messages, not tracebacks."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from murlan_qt.engine.jsontext import MAX_RECORD_BYTES
from murlan_qt.engine.record import dumps
from murlan_qt.persistence.files import size_text
from murlan_qt.persistence.records import MAX_LINES_FILE_BYTES, MAX_RECORDS
from murlan_qt.persistence.saves import record_text
from murlan_qt.tools import review

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai"))
from test_review import bomb_breaking_match  # noqa: E402

KEYS = {"hand", "action", "seat", "played", "played_points", "best", "best_points", "mark"}


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("review") / "blunder.murlan"
    path.write_text(record_text(bomb_breaking_match("4S")), encoding="utf-8")
    return path


def test_json_gives_one_object_per_decision_with_the_keys(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert review.main([str(record_file), "--seat", "0", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1  # seat 0 made one decision in this hand
    d = json.loads(lines[0])
    assert d.keys() >= KEYS
    assert (d["hand"], d["action"], d["seat"], d["played"], d["mark"]) == (1, 4, 0, ["4S"], "mistake")
    assert d["best_points"] > d["played_points"]


def test_a_line_per_decision_and_the_hands_summary(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the human's seat by default
    assert review.main([str(record_file), "--hand", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("hand 1 action 4 seat 0: played 4S (") and out[0].endswith("MISTAKE")
    assert out[1].startswith("hand 1 seat 0: not over, expected ")
    assert out[1].endswith("; 0 inaccuracies, 1 mistake")  # counted in words that agree with the count


def test_one_match_of_a_json_lines_file_and_the_same_seed_gives_the_same_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = tmp_path / "two.jsonl"
    lines.write_text(dumps(bomb_breaking_match("KS")) + "\n" + dumps(bomb_breaking_match("4S"))
                     + "\n", encoding="utf-8")
    assert review.main([str(lines), "--match", "2", "--seat", "0", "--json", "--seed", "3"]) == 0
    first = capsys.readouterr().out
    assert json.loads(first)["played"] == ["4S"]
    assert review.main([str(lines), "--match", "2", "--seat", "0", "--json", "--seed", "3"]) == 0
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(("content", "args", "status", "words"), [
    (None, [], 1, "there is no file"),
    (b"\x00\x01\x02binary", [], 1, "not a Murlan match file"),
    (b'{"format": "murlan-match", "version": 1}', [], 1, "blunder.murlan"),
    ("record", ["--hand", "9"], 2, "the match has 1 hand"),
    ("record", ["--match", "2"], 2, "the file holds 1 match"),
    ("record", ["--seat", "7"], 2, "the seats are 0 to 3"),
])
def test_bad_files_and_arguments_are_a_message_and_a_non_zero_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | str | None, args: list[str], status: int,
    words: str,
) -> None:
    path = tmp_path / "blunder.murlan"
    if content == "record":
        path.write_text(record_text(bomb_breaking_match("4S")), encoding="utf-8")
    elif isinstance(content, bytes):
        path.write_bytes(content)
    assert review.main([str(path), *args]) == status
    captured = capsys.readouterr()
    assert words.lower() in captured.err.lower()
    assert "Traceback" not in captured.err and captured.out == ""


def test_a_match_past_the_records_read_is_refused_with_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "many.jsonl"
    path.write_text(dumps(bomb_breaking_match("4S")) + "\n" + "{}\n" * MAX_RECORDS, encoding="utf-8")
    assert review.main([str(path), "--match", str(MAX_RECORDS + 1)]) == 2
    err = capsys.readouterr().err
    assert f"more than {MAX_RECORDS} matches" in err and f"only the first {MAX_RECORDS}" in err


def test_a_file_too_large_names_the_same_record_limit_as_the_other_readers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.murlan"
    with path.open("wb") as f:  # sparse: no disk is used
        f.truncate(MAX_LINES_FILE_BYTES + 1)
    assert review.main([str(path)]) == 1
    err = capsys.readouterr().err
    assert f"at most {size_text(MAX_RECORD_BYTES)}" in err  # what the game and murlan-check name
    assert f"at most {size_text(MAX_LINES_FILE_BYTES)}" in err and "Traceback" not in err
