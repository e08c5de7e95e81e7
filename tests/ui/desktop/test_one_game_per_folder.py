"""One game per data folder: a second start is refused (and raises the first), a crashed game's lock is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.ui.desktop.single_instance import LOCK_NAME, SingleInstance


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
