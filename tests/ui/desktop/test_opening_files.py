"""A saved match handed to the game by the desktop: ``murlan FILE``, a second start, macOS's file-open
event, a file dropped on the window. A finished match opens in the review; a bad file is reported."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState, dumps, from_record, to_record
from murlan_qt.persistence import DataPaths, RecentFiles, load_match, save_match
from murlan_qt.ui import app as app_module
from murlan_qt.ui.desktop.documents import FileOpenEvents, match_file_in
from murlan_qt.ui.desktop.single_instance import MAX_LINE, SingleInstance
from murlan_qt.ui.dialogs import persistence_ui
from murlan_qt.ui.game.controller import GameController, MatchConfig
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.window.main_window import MainWindow

LEVELS = ("easy", "normal", "easy")
_ini = itertools.count()


def make_window(qtbot: QtBot, tmp_path: Path, data: Path) -> MainWindow:
    store = QSettings(str(tmp_path / f"murlan-{next(_ini)}.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.animation_speed = "instant"
    controller = GameController(speed="instant", human_seat=0, ai_time_limit=0.05)
    window = MainWindow(settings, data, controller=controller, show_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 720)
    window.show()
    return window


def new_match(seed: int) -> MatchState:
    """A match just dealt (one hand, nothing played): it opens where it was saved without a question."""
    return MatchState(seed, players=MatchConfig(levels=LEVELS).players("You"))


def finished_match(seed: int) -> MatchState:
    from murlan_qt.tools import sim

    match = sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    rec = to_record(match)
    rec["players"] = [{"name": "You", "kind": "human"}] + [{"name": "A", "kind": "ai", "level": "easy"}] * 3
    return from_record(rec)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warnings a bad file brings (the boxes themselves wait for a click)."""
    shown: list[str] = []
    monkeypatch.setattr(persistence_ui, "show_warning", lambda parent, title, text: shown.append(text))
    return shown


# ---------------------------------------------------------------- the command line


def test_a_file_on_the_command_line_is_the_match_to_open() -> None:
    args, qt = app_module.parse_arguments(["my match.murlan"])
    assert args.file == Path("my match.murlan") and qt == []


def test_qt_options_pass_through_and_their_values_are_not_taken_for_the_file() -> None:
    args, qt = app_module.parse_arguments(["-style", "fusion", "-reverse", "m.murlan", "--platform", "offscreen"])
    assert args.file == Path("m.murlan")
    assert qt == ["-style", "fusion", "--platform", "offscreen", "-reverse"]
    args, qt = app_module.parse_arguments(["-style=fusion", "--data-dir", "d"])
    assert args.file is None and args.data_dir == Path("d") and qt == ["-style=fusion"]


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        app_module.parse_arguments(["--version"])
    assert stop.value.code == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("murlan ") and out == app_module.version_text()


# ---------------------------------------------------------------- the window opens it


def test_an_unfinished_match_plays_on_and_is_first_in_open_recent(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "unfinished.murlan"
    save_match(path, new_match(31))
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    assert window.open_document(path)
    assert window.controller.match is not None and dumps(window.controller.match) == dumps(load_match(path))
    assert window.data is not None and window.data.recent_paths()[0] == path


def test_a_finished_match_opens_in_the_review(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "finished.murlan"
    save_match(path, finished_match(5))
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    window.start_match(MatchConfig(levels=LEVELS, seed=9))
    playing = window.controller.match
    assert window.open_document(path)
    assert len(window.review.windows) == 1 and window.review.windows[0].isVisible()
    assert window.controller.match is playing  # the match in play goes on behind the review


def test_a_damaged_file_is_reported_and_nothing_changes(qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    bad = tmp_path / "notes.murlan"
    bad.write_text("shopping list\n")
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    window.start_match(MatchConfig(levels=LEVELS, seed=9))
    before = dumps(window.controller.match)
    assert not window.open_document(bad)
    assert len(warnings) == 1 and "not a Murlan saved match" in warnings[0]
    assert bad.read_text() == "shopping list\n" and dumps(window.controller.match) == before
    assert window.review.windows == []


def test_starting_with_a_file_keeps_the_unfinished_autosave_in_saves(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    left = new_match(77)
    save_match(DataPaths(data).autosave, left)
    path = tmp_path / "opened.murlan"
    save_match(path, new_match(78))
    window = make_window(qtbot, tmp_path, data)
    window.start_up_with_file(path, window.last_config())
    m = window.controller.match
    assert m is not None and m.seed == 78
    assert window.data is not None
    recent = window.data.recent_paths()
    assert recent[0] == path
    kept = [load_match(p) for p in recent[1:]]
    assert [k.seed for k in kept] == [77]  # the match left in the autosave, put in saves/


def test_starting_with_a_bad_file_starts_as_usual(qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    bad = tmp_path / "bad.murlan"
    bad.write_bytes(b"\x00\xff" * 10)
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    window.settings.welcome_shown = True
    window.start_up_with_file(bad, MatchConfig(levels=LEVELS, seed=4))
    assert len(warnings) == 1
    assert window.controller.match is not None and window.controller.match.seed == 4
    assert bad.read_bytes() == b"\x00\xff" * 10


# ---------------------------------------------------------------- dropped on the window


def _mime(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_a_match_file_dropped_on_the_table_opens(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "dropped.murlan"
    save_match(path, new_match(61))
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    target = window.view.viewport()
    mime = _mime(tmp_path / "picture.png", path)
    enter = QDragEnterEvent(QPoint(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    assert drop.isAccepted()
    assert window.controller.match is not None and window.controller.match.seed == 61


def test_a_drop_without_a_match_file_opens_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    save_match(other, new_match(62))  # a match inside, but not a .murlan file: a drop of some other kind
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    window.start_match(MatchConfig(levels=LEVELS, seed=9))
    playing = window.controller.match
    mime = _mime(other)
    assert match_file_in(mime) is None
    drop = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view.viewport(), drop)
    assert window.controller.match is playing


# ---------------------------------------------------------------- macOS's file-open event


def test_a_file_open_event_before_the_window_waits_then_arrives(qtbot: QtBot, tmp_path: Path) -> None:
    app = QApplication.instance()
    assert app is not None
    events = FileOpenEvents(app)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "a.murlan")))
        assert events.pending == [str(tmp_path / "a.murlan")]
        got: list[str] = []
        events.file_requested.connect(got.append)
        events.deliver_to_listeners()
        QApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "b.murlan")))
        assert got == [str(tmp_path / "a.murlan"), str(tmp_path / "b.murlan")] and events.pending == []
    finally:
        app.removeEventFilter(events)
        events.deleteLater()


# ---------------------------------------------------------------- handed to the game already running


def test_a_second_start_hands_the_file_to_the_first(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    first = SingleInstance(tmp_path / "data")
    assert first.acquire()
    second = SingleInstance(tmp_path / "data")
    assert not second.acquire()
    odd = tmp_path / "ünï cödé\nnew line.murlan"
    try:
        with qtbot.waitSignal(first.open_requested, timeout=10_000) as opened:
            assert second.ask_first_to_open(odd)
        assert opened.args == [str(odd)]
        monkeypatch.chdir(tmp_path)
        with qtbot.waitSignal(first.open_requested, timeout=10_000) as opened:
            assert second.ask_first_to_open("relative.murlan")  # made absolute by the caller
        assert opened.args == [str(tmp_path / "relative.murlan")]
    finally:
        first.release()


def test_a_caller_that_sends_no_line_is_cut_off(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtNetwork import QLocalSocket

    first = SingleInstance(tmp_path / "data")
    assert first.acquire()
    asked: list[str] = []
    first.open_requested.connect(asked.append)
    sock = QLocalSocket()
    sock.connectToServer(first.server_name)
    try:
        assert sock.waitForConnected(5000)
        sock.write(b"open " + b"41" * MAX_LINE)
        sock.waitForBytesWritten(5000)
        qtbot.waitUntil(lambda: sock.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=10_000)
        sock.connectToServer(first.server_name)
        assert sock.waitForConnected(5000)
        sock.write(b"open zz-not-hex\n")
        sock.waitForBytesWritten(5000)
        qtbot.wait(50)  # handled as soon as it is read; nothing is asked either way
        assert asked == []
    finally:
        sock.abort()
        first.release()


@pytest.mark.slow
def test_double_clicking_a_match_while_the_game_runs_opens_it_there(tmp_path: Path) -> None:
    """Two real processes on one data folder: the second, given a file, hands it over and exits."""
    data = tmp_path / "data"
    path = tmp_path / "double-clicked.murlan"
    save_match(path, new_match(88))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MURLAN_NO_SOUND": "1"}
    game = subprocess.Popen([sys.executable, "-m", "murlan_qt", "--data-dir", str(data)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (data / "murlan.lock").exists():
            assert game.poll() is None and time.monotonic() < deadline, "the first game did not start"
            time.sleep(0.1)
        second = subprocess.run([sys.executable, "-m", "murlan_qt", "--data-dir", str(data), str(path)],
                                env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        recent = RecentFiles(DataPaths(data).recent)
        while not recent.paths() or recent.paths()[0] != path:
            assert game.poll() is None and time.monotonic() < deadline, "the first game did not open the file"
            time.sleep(0.1)
        assert game.poll() is None  # still running: the second start did not replace it
    finally:
        game.kill()
        game.wait()
