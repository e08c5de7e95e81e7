"""The persistence part of the smoke test: autosave and a statistics row, written and read back."""

from __future__ import annotations

from pathlib import Path

import pytest
from persistence_helpers import play_match

from murlan_qt.persistence import DataPaths, PersistenceError, StatsDB, check_persistence, match_uid


def test_smoke_check_of_an_unfinished_match(_temporary_data_dir: Path) -> None:
    match = play_match(21, 150)
    assert match.results and not match.is_over
    report = check_persistence(None, match)  # MURLAN_DATA_DIR
    assert "wal" in report
    paths = DataPaths.resolve()
    assert paths.autosave.exists()
    assert StatsDB(paths.stats).recorded_hands(match_uid(match)) == len(match.results)


def test_smoke_check_of_a_finished_match_keeps_it_in_the_history(tmp_path: Path) -> None:
    match = play_match(21)
    check_persistence(tmp_path / "d", match)
    paths = DataPaths.resolve(tmp_path / "d")
    assert not paths.autosave.exists()
    assert [p.name.startswith("finished-") for p in paths.saves.iterdir()] == [True]


def test_smoke_check_fails_clearly(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(PersistenceError, match="cannot be created"):
        check_persistence(tmp_path / "file", play_match(21, 10))
