"""On a real X server with a window manager: the game's first window fits the screen with its frame, and
full screen entered from a maximised window goes back to maximised, also after a restart.

The window manager frames a window (title bar, borders) only after it is shown, so a fit made at
``show()`` allows for no frame: on a 1280x800 screen the 1280x800 window got a 20 px title bar on top and
its status bar (Hint, Pass, Play) pushed off the bottom. Xvfb and openbox, the game as the desktop starts
it (``python -m murlan_qt``), and the frame measured from outside with xprop and xwininfo.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCREEN = (1280, 800)
TOOLS = ("Xvfb", "openbox", "xdotool", "xprop", "xwininfo")
WAIT_S = 60.0  # a deadline for the game to come up on a loaded machine, not a measurement


def _missing() -> str:
    return ", ".join(tool for tool in TOOLS if shutil.which(tool) is None)


def _run(*command: str, display: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "DISPLAY": display},
                          timeout=30)
    return done.stdout if done.returncode == 0 else ""


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture
def display(tmp_path: Path) -> Iterator[str]:
    """A private X server (its own display number) with openbox managing it."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                               "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()
    assert number.isdigit(), "Xvfb gave no display number"
    name = f":{number}"
    manager = subprocess.Popen(["openbox"], env={**os.environ, "DISPLAY": name}, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + WAIT_S
        while "window id" not in _run("xprop", "-root", "_NET_SUPPORTING_WM_CHECK", display=name):
            assert time.monotonic() < deadline and manager.poll() is None, "openbox did not start"
            time.sleep(0.2)
        yield name
    finally:
        _stop(manager)
        _stop(server)


def frame_of(window: str, display: str) -> tuple[int, int, int, int] | None:
    """The window's frame on the screen as (x, y, width, height), once the window manager has framed it."""
    extents = re.search(r"= (\d+), (\d+), (\d+), (\d+)", _run("xprop", "-id", window, "_NET_FRAME_EXTENTS",
                                                               display=display))
    info = _run("xwininfo", "-id", window, display=display)
    numbers = {key: int(value) for key, value in re.findall(r"(Absolute upper-left [XY]|Width|Height):\s+(-?\d+)",
                                                             info)}
    if extents is None or len(numbers) < 4:
        return None
    left, right, top, bottom = (int(n) for n in extents.groups())
    return (numbers["Absolute upper-left X"] - left, numbers["Absolute upper-left Y"] - top,
            numbers["Width"] + left + right, numbers["Height"] + top + bottom)


def inside_screen(frame: tuple[int, int, int, int] | None) -> bool:
    if frame is None:
        return False
    x, y, w, h = frame
    return x >= 0 and y >= 0 and x + w <= SCREEN[0] and y + h <= SCREEN[1]


def wait_until(condition: Callable[[], bool], what: str, display: str, game: subprocess.Popen[bytes],
               log: Path) -> None:
    deadline = time.monotonic() + WAIT_S
    while not condition():
        if game.poll() is not None:
            raise AssertionError(f"the game ended before {what}: " + log.read_text(errors="replace"))
        assert time.monotonic() < deadline, f"no {what} after {WAIT_S} s (the window's state: {wm_state(display)!r})"
        time.sleep(0.25)


def game_window(display: str) -> str:
    windows = _run("xdotool", "search", "--onlyvisible", "--name", "^Murlan$", display=display).split()
    return windows[0] if windows else ""


def wm_state(display: str) -> str:
    """The window manager's _NET_WM_STATE of the game's window ("" before there is one)."""
    window = game_window(display)
    return _run("xprop", "-id", window, "_NET_WM_STATE", display=display) if window else ""


def start_game(tmp_path: Path, display: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "share"),
           "MURLAN_NO_SOUND": "1"}
    log = (tmp_path / "game.log").open("ab")
    try:
        return subprocess.Popen([sys.executable, "-m", "murlan_qt", "--data-dir", str(tmp_path / "data")],
                                env=env, stdout=log, stderr=subprocess.STDOUT)
    finally:
        log.close()


@pytest.mark.skipif(bool(_missing()), reason=f"needs {_missing()}")
def test_the_first_window_fits_the_screen_with_the_frame_the_window_manager_gives_it(
        display: str, tmp_path: Path) -> None:
    game = start_game(tmp_path, display)
    try:
        deadline = time.monotonic() + WAIT_S
        frame = None
        while not inside_screen(frame):
            assert game.poll() is None, (tmp_path / "game.log").read_text(errors="replace")
            assert time.monotonic() < deadline, f"the window's frame {frame} is not inside the {SCREEN} screen"
            time.sleep(0.3)
            window = game_window(display)
            frame = frame_of(window, display) if window else None
        assert frame is not None
        x, y, w, h = frame
        assert w >= SCREEN[0] - 10 and h >= SCREEN[1] - 10, f"the window {frame} was shrunk more than its frame"
    finally:
        _stop(game)

@pytest.mark.slow
@pytest.mark.skipif(bool(_missing()), reason=f"needs {_missing()}")
def test_full_screen_from_maximised_goes_back_to_maximised_also_after_a_restart(
        display: str, tmp_path: Path) -> None:
    log = tmp_path / "game.log"
    game = start_game(tmp_path, display)
    try:
        wait_until(lambda: inside_screen(frame_of(game_window(display), display) if game_window(display) else None),
                   "framed game window", display, game, log)
        frame = frame_of(game_window(display), display)
        assert frame is not None
        x, y, w, _ = frame
        _run("xdotool", "mousemove", str(x + w // 2), str(y + 8), "click", "--repeat", "2", "--delay", "120", "1",
             display=display)  # openbox: a double-click on the title bar maximises
        wait_until(lambda: "MAXIMIZED_HORZ" in wm_state(display), "maximised window", display, game, log)
        _run("xdotool", "key", "F11", display=display)
        wait_until(lambda: "FULLSCREEN" in wm_state(display), "full screen", display, game, log)
        _run("xdotool", "key", "ctrl+q", display=display)
        game.wait(timeout=WAIT_S)
        game = start_game(tmp_path, display)
        wait_until(lambda: "FULLSCREEN" in wm_state(display), "full screen again after the restart", display, game, log)
        _run("xdotool", "key", "F11", display=display)
        wait_until(lambda: "FULLSCREEN" not in wm_state(display), "the end of full screen", display, game, log)
        wait_until(lambda: "MAXIMIZED_HORZ" in wm_state(display) and "MAXIMIZED_VERT" in wm_state(display),
                   "maximised window", display, game, log)
    finally:
        _stop(game)
