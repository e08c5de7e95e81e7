"""The player's statistics: written off the window's thread, made good after a crash, a failure told once."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState, dumps, from_record, to_record
from murlan_qt.persistence import DataPaths, StatsDB, StatsWriter, load_match, match_uid, save_match
from murlan_qt.persistence import stats as stats_module
from murlan_qt.persistence.atomic import _write_temp
from murlan_qt.persistence.review_cache import ReviewCache
from murlan_qt.persistence.saves import save_new_match
from murlan_qt.ui.game.player_data import PlayerData


def finished_match(seed: int, level: str = "easy", name: str = "A") -> MatchState:
    from murlan_qt.tools import sim

    match = sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    rec = to_record(match)
    rec["players"] = [{"name": "You", "kind": "human"}] + [
        {"name": name, "kind": "ai", "level": level} for _ in range(3)]
    return from_record(rec)


def test_statistics_are_written_off_the_calling_thread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[threading.Thread] = []
    real = stats_module.StatsDB.record_match

    def spy(self: StatsDB, *a: object, **k: object) -> bool:
        threads.append(threading.current_thread())
        return real(self, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(stats_module.StatsDB, "record_match", spy)
    errors: list[str | None] = []
    writer = StatsWriter(tmp_path / "stats.sqlite3", on_done=errors.append)
    writer.record(finished_match(6))
    assert writer.wait(60)
    writer.close()
    assert threads and threads[0] is not threading.current_thread()
    assert errors == [None]


def test_a_crash_before_the_statistics_is_made_good_from_the_history_file(tmp_path: Path) -> None:
    """The history copy was written, then the game died: the next start counts the match."""
    saves = tmp_path / "saves"
    saves.mkdir()
    match = finished_match(7)
    save_match(saves / "finished-20261202T000000Z.murlan", match)
    (saves / "finished-20261202T000001Z.murlan").write_text("damaged")
    writer = StatsWriter(tmp_path / "stats.sqlite3")
    writer.complete_from_history(saves)
    assert writer.wait(60)
    writer.close()
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert db.recorded_hands(match_uid(match)) == len(match.results)
        assert db.summary().matches_played == 1
        assert db.uncounted_history(["finished-20261202T000000Z.murlan", "finished-20261202T000001Z.murlan"]) == []
        db.reset()  # a reset stays a reset: counted files are not counted again
    writer = StatsWriter(tmp_path / "stats.sqlite3")
    writer.complete_from_history(saves)
    assert writer.wait(60)
    writer.close()
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert db.summary().matches_played == 0
    assert dumps(match)


def test_a_network_match_missed_by_the_statistics_is_counted_as_played_with_people(tmp_path: Path) -> None:
    """The history file of a network table's match says ``played_with``: the catch-up counts it so."""
    saves = tmp_path / "saves"
    saves.mkdir()
    save_new_match(saves / "finished-20261202T000000Z-network.murlan", finished_match(8), played_with="people")
    save_new_match(saves / "finished-20261202T000001Z.murlan", finished_match(9), played_with="<b>x</b>")
    writer = StatsWriter(tmp_path / "stats.sqlite3")
    writer.complete_from_history(saves)
    assert writer.wait(60)
    writer.close()
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        rows = dict(db._con.execute("SELECT uid, played_with FROM matches").fetchall())
    assert rows == {match_uid(finished_match(8)): "people", match_uid(finished_match(9)): None}


def test_a_statistics_failure_is_told_once_per_run_of_failures(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from murlan_qt.persistence import DataPaths
    from murlan_qt.ui.game.player_data import PlayerData

    fail = [True]
    real = stats_module.StatsDB.record_match

    def flaky(self: StatsDB, *a: object, **k: object) -> bool:
        if fail[0]:
            self.last_error = "The statistics could not be saved: the disk is full."
            return False
        return real(self, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(stats_module.StatsDB, "record_match", flaky)
    data = PlayerData(DataPaths(tmp_path / "data"))
    told: list[str] = []
    data.statistics_problem.connect(told.append)
    match = finished_match(9)
    for _ in range(3):
        data.record_statistics(match)
    assert data.wait_for_statistics()
    qtbot.waitUntil(lambda: len(told) >= 1, timeout=10_000)
    qtbot.wait(50)
    assert told == ["The statistics could not be saved: the disk is full."]
    fail[0] = False  # a write works: the next failure is a new run, told again
    data.record_statistics(match)
    assert data.wait_for_statistics()
    fail[0] = True
    data.record_statistics(match)
    assert data.wait_for_statistics()
    qtbot.waitUntil(lambda: len(told) == 2, timeout=10_000)
    data.close()


def test_an_autosave_that_may_not_be_read_is_first_in_the_recent_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = DataPaths(tmp_path / "data").ensure()
    match = finished_match(9)
    unfinished = MatchState(match.seed, players=match.players)
    save_match(paths.autosave, unfinished)
    real_open = os.open

    def deny(file: object, flags: int, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == paths.autosave and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", deny)
    data = PlayerData(paths)
    try:
        found = data.load_autosave()
        monkeypatch.undo()
        assert found.problem is not None and "permission denied" in found.problem
        assert found.moved_to is not None and data.recent_paths()[0] == found.moved_to
        assert dumps(load_match(found.moved_to)) == dumps(unfinished)
    finally:
        monkeypatch.undo()
        data.close()


def test_temporary_files_a_crash_left_in_reviews_are_removed_at_start(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "data").ensure()
    paths.reviews.mkdir(parents=True, exist_ok=True)
    cache = ReviewCache(paths.reviews)
    kept = cache.path("a" * 64, 0, 1)
    assert kept is not None
    # what a write killed between writing its temporary file and renaming it leaves behind
    left = _write_temp(kept, b'{"cut": ')
    other = paths.reviews / "notes.tmp"  # not one of ours: it stays
    other.write_text("mine", encoding="utf-8")
    assert left.exists()
    data = PlayerData(paths)
    try:
        assert not left.exists()
        assert other.read_text(encoding="utf-8") == "mine"
    finally:
        data.close()
