"""The window's side of hardening: plain text from files, one game per folder, statistics off the window's thread."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from murlan_qt.engine import PHASE_SWAP_FIRST, Card, MatchState, Player, dumps, from_record, to_record
from murlan_qt.persistence import StatsDB, StatsWriter, match_uid, save_match
from murlan_qt.persistence import stats as stats_module
from murlan_qt.ui.desktop.single_instance import LOCK_NAME, SingleInstance
from murlan_qt.ui.dialogs import persistence_ui as persistence_ui
from murlan_qt.ui.dialogs.stats_window import StatisticsDialog
from murlan_qt.ui.dialogs.swap_dialog import SwapDialog

HOSTILE = "<img src=x><b>x</b>"


def hostile_match(seed: int = 4) -> MatchState:
    players = [Player("You", "human"), Player(HOSTILE, "ai", "easy"), Player("B", "ai", "easy"),
               Player("C", "ai", "easy")]
    return MatchState(seed, players=players)


def finished_match(seed: int, level: str = "easy", name: str = "A") -> MatchState:
    from murlan_qt.tools import sim

    match = sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    rec = to_record(match)
    rec["players"] = [{"name": "You", "kind": "human"}] + [
        {"name": name, "kind": "ai", "level": level} for _ in range(3)]
    return from_record(rec)


def labels_showing(widget: object, text: str) -> list[QLabel]:
    return [lb for lb in widget.findChildren(QLabel) if text in lb.text()]  # type: ignore[attr-defined]


# ---------------------------------------------------------------- text is text


def test_resume_box_shows_a_name_as_text(qtbot: QtBot) -> None:
    box = persistence_ui.resume_box(None, hostile_match())
    qtbot.addWidget(box)
    found = labels_showing(box, "Hand 1") or labels_showing(box, HOSTILE)
    assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)


def test_open_error_box_is_plain_text(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self) or 0)
    bad = tmp_path / "bad.murlan"
    bad.write_text(json.dumps({"format": HOSTILE}))  # the message quotes the format
    assert persistence_ui.open_saved_match(None, bad) is None
    assert len(shown) == 1
    box = shown[0]
    qtbot.addWidget(box)
    found = labels_showing(box, HOSTILE)
    assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)


def test_swap_dialog_shows_a_name_as_text(qtbot: QtBot) -> None:
    hand = [Card.from_str(c) for c in ("3H", "4H", "9S", "KD")]
    dialog = SwapDialog(PHASE_SWAP_FIRST, hand, hand[:2], HOSTILE)
    qtbot.addWidget(dialog)
    assert dialog.message.textFormat() == Qt.TextFormat.PlainText
    assert HOSTILE in dialog.message.text()


def test_statistics_window_shows_a_level_as_text(qtbot: QtBot, tmp_path: Path) -> None:
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert db.record_match(finished_match(5, level=HOSTILE, name=HOSTILE))
        dialog = StatisticsDialog(db)
        qtbot.addWidget(dialog)
        found = labels_showing(dialog, "<img")
        assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)


# ---------------------------------------------------------------- one game per folder


def _hold_lock(folder: Path) -> subprocess.Popen[str]:
    code = (
        "import sys, time\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from murlan_qt.ui.desktop.single_instance import SingleInstance\n"
        "app = QCoreApplication([])\n"
        f"g = SingleInstance(__import__('pathlib').Path({str(folder)!r}))\n"
        "print(g.acquire(), flush=True)\n"
        "time.sleep(120)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
    return proc


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_a_second_game_on_the_folder_is_refused_and_a_crashed_ones_lock_is_taken_over(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    proc = _hold_lock(folder)
    try:
        assert not SingleInstance(folder).acquire()
    finally:
        proc.send_signal(signal.SIGKILL)  # a crash: the lock file stays behind
        proc.wait()
    assert (folder / LOCK_NAME).exists()
    guard = SingleInstance(folder)
    assert guard.acquire()  # its process is gone: the stale lock is taken over
    guard.release()


def test_the_second_start_asks_the_first_to_raise_its_window(qtbot: QtBot, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path / "data")
    assert first.acquire()
    second = SingleInstance(tmp_path / "data")
    assert not second.acquire()
    with qtbot.waitSignal(first.raise_requested, timeout=10_000):
        assert second.ask_first_to_raise()
    first.release()


def test_the_game_refuses_to_start_twice_on_one_folder(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    proc = _hold_lock(folder)
    try:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        done = subprocess.run([sys.executable, "-m", "murlan_qt", "--smoke-test", "--seed", "2", "--data-dir",
                               str(folder)], env=env, capture_output=True, text=True, timeout=300)
    finally:
        proc.kill()
        proc.wait()
    assert done.returncode == 1
    assert "already running" in done.stderr and "Traceback" not in done.stderr


# ---------------------------------------------------------------- the smoke test's start-up


def test_smoke_test_keeps_a_damaged_autosave_aside(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    damaged = b'{"format": "murlan-match", "version": 1, "rules'
    (data / "autosave.murlan").write_bytes(damaged)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "murlan_qt", "--smoke-test", "--seed", "3", "--data-dir", str(data)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    kept = list(data.glob("autosave.murlan.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged


def test_smoke_test_puts_an_unfinished_match_in_saves(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    match = MatchState(8)
    save_match(data / "autosave.murlan", match)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "murlan_qt", "--smoke-test", "--seed", "3", "--data-dir", str(data)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    put_aside = list((data / "saves").glob("unfinished-*.murlan"))
    assert len(put_aside) == 1 and json.loads(put_aside[0].read_text())["seed"] == 8


# ---------------------------------------------------------------- statistics


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


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_long_names_are_elided_so_no_plate_covers_another(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    from PySide6.QtCore import QSettings

    from murlan_qt.ui.game.controller import GameController
    from murlan_qt.ui.settings import Settings
    from murlan_qt.ui.window.main_window import MainWindow

    names = ["W" * 24, HOSTILE, "Ëndërrimtari i Madh Gjatë", "M" * 24]
    players = [Player(names[0], "human")] + [Player(n, "ai", "easy") for n in names[1:]]
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "instant"
    controller = GameController(speed="instant", human_seat=0)
    window = MainWindow(settings, None, controller=controller, show_dialogs=False, keep_data=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    controller.continue_match(MatchState(7, players=players))
    qtbot.waitUntil(lambda: all(p.isVisible() for p in window.scene.plates), timeout=10_000)
    qtbot.wait(50)
    scene = window.scene
    boxes = [p.mapRectToScene(p.plate_rect()) for p in scene.plates] + [
        b.mapRectToScene(b.board_rect()) for b in (scene.scoreboard, scene.info)]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    assert any(p.shown_title().endswith("…") for p in scene.plates)
    controller.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_open_and_open_recent_refuse_a_fifo_at_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """File > Open and Open Recent share open_saved_match: a FIFO is refused, never waited on."""
    fifo = tmp_path / "recent.murlan"
    os.mkfifo(fifo)
    shown: list[str] = []
    monkeypatch.setattr(persistence_ui, "show_warning", lambda parent, title, text: shown.append(text))
    assert persistence_ui.open_saved_match(None, fifo) is None
    assert len(shown) == 1 and "pipe" in shown[0]


def test_tooltips_show_file_names_as_typed(qtbot: QtBot) -> None:
    from PySide6.QtGui import QTextDocument

    tip = persistence_ui.plain_tooltip("/tmp/<img src=x>.murlan")
    doc = QTextDocument()
    doc.setHtml(tip)
    assert doc.toPlainText() == "/tmp/<img src=x>.murlan"


def test_starting_the_game_twice_says_it_is_running(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``murlan`` on a folder another game holds: no window, a message naming the folder, exit 0."""
    from murlan_qt.ui import app as app_module

    folder = tmp_path / "data"
    proc = _hold_lock(folder)
    told: list[Path] = []
    monkeypatch.setattr(app_module, "show_already_running", told.append)
    monkeypatch.setattr(app_module.QApplication, "exec", lambda *a: pytest.fail("a second game must not start"))
    try:
        assert app_module.main(["--data-dir", str(folder)]) == 0
    finally:
        proc.kill()
        proc.wait()
    assert told == [folder.absolute()]
    assert str(folder.absolute()) in app_module.already_running_text(folder.absolute())
