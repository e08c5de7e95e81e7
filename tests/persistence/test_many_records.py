"""A JSON-lines file of very many records: at most MAX_RECORDS are listed, and the reader says more follow."""

from __future__ import annotations

from pathlib import Path

from persistence_helpers import play_match

from murlan_qt.engine import dumps
from murlan_qt.persistence.records import MAX_RECORDS, open_record, read_records


def test_at_most_max_records_are_read_and_the_rest_is_said(tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    match = play_match(5)
    path.write_text(dumps(match) + "\n" + "{}\n" * (MAX_RECORDS + 500), encoding="utf-8")
    records = read_records(path)
    assert len(records) == MAX_RECORDS and records.more
    assert records[0].line == 1 and records[MAX_RECORDS - 1].line == MAX_RECORDS
    assert dumps(open_record(path, records[0], True)) == dumps(match)


def test_a_file_of_exactly_max_records_has_nothing_more(tmp_path: Path) -> None:
    path = tmp_path / "full.jsonl"
    path.write_text("{}\n\n" * MAX_RECORDS, encoding="utf-8")
    records = read_records(path)
    assert len(records) == MAX_RECORDS and not records.more
    assert records[-1].line == 2 * MAX_RECORDS - 1  # blank lines are skipped, their numbers kept
