"""One game per data folder: a lock nobody holds is taken over, a game really running is not.

Each case writes a real ``murlan.lock`` (or a folder of that name); the
"really running" cases hold the lock in a real second process.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from murlan_qt.ui.app import already_running_text
from murlan_qt.ui.desktop.single_instance import LOCK_NAME, SingleInstance

HOLDER = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QLockFile
from murlan_qt.ui.desktop.single_instance import LOCK_NAME, SingleInstance
app = QCoreApplication([])
folder = Path(sys.argv[1])
if sys.argv[2] == "game":
    guard = SingleInstance(folder)
    print(guard.acquire(), flush=True)
else:  # holds the lock as a game does but does not listen on the single-instance socket
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)
    print(lock.tryLock(0), flush=True)
time.sleep(120)
"""


@pytest.fixture
def sleeper() -> Iterator[subprocess.Popen[str]]:
    """A live process that is not the game (the same interpreter, so the same program name as the game's)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], text=True)
    yield proc
    proc.kill()
    proc.wait()


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[Callable[[Path, str], subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []

    def start(folder: Path, how: str = "game") -> subprocess.Popen[str]:
        folder.mkdir(parents=True, exist_ok=True)
        proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), how], stdout=subprocess.PIPE, text=True)
        started.append(proc)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
        return proc

    yield start
    for proc in started:
        proc.kill()
        proc.wait()


def qt_lock_text(pid: int, hostname: str | None = None) -> bytes:
    """The text of a lock as Qt writes it, naming ``pid`` (and ``hostname``, if given)."""
    probe = Path(os.environ.get("TMPDIR", "/tmp")) / f"murlan-probe-{os.getpid()}.lock"
    lock = QLockFile(str(probe))
    assert lock.tryLock(0)
    lines = probe.read_bytes().split(b"\n")
    lock.unlock()
    lines[0] = str(pid).encode()
    if hostname is not None:
        lines[2] = hostname.encode()
    return b"\n".join(lines)


def lock_holder_pid(folder: Path) -> int:
    return int((folder / LOCK_NAME).read_bytes().split(b"\n")[0])


def acquire_and_check_held(folder: Path) -> None:
    guard = SingleInstance(folder)
    assert guard.acquire()
    try:
        assert lock_holder_pid(folder) == os.getpid()  # the lock is ours now
        assert not SingleInstance(folder).acquire()  # and guards the folder
    finally:
        guard.release()


@pytest.mark.parametrize("content", [b"", b"\n", b"\x00\xff\xfe garbage \x01\n\n", b"not a pid\nmurlan\nhost\n",
                                     b"-5\npython\nhost\n", b"9" * 5000])
def test_an_empty_or_damaged_lock_is_taken_over(tmp_path: Path, content: bytes) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).write_bytes(content)
    acquire_and_check_held(folder)


def test_a_lock_naming_a_live_process_that_is_not_the_game_is_taken_over(
        tmp_path: Path, sleeper: subprocess.Popen[str]) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).write_bytes(qt_lock_text(sleeper.pid))
    assert sleeper.poll() is None
    acquire_and_check_held(folder)


def test_a_lock_from_another_machine_that_nothing_holds_is_taken_over(
        tmp_path: Path, sleeper: subprocess.Popen[str]) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / LOCK_NAME).write_bytes(qt_lock_text(sleeper.pid, "some-other-machine"))
    acquire_and_check_held(folder)


def test_a_folder_named_like_the_lock_is_taken_over(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    (folder / LOCK_NAME).mkdir(parents=True)
    acquire_and_check_held(folder)


def test_a_folder_named_like_the_lock_with_files_in_it_is_moved_aside_not_deleted(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    (folder / LOCK_NAME).mkdir(parents=True)
    (folder / LOCK_NAME / "kept.txt").write_text("a file of the player's", encoding="utf-8")
    acquire_and_check_held(folder)
    kept = list(folder.glob("*/kept.txt"))
    assert [p.read_text(encoding="utf-8") for p in kept] == ["a file of the player's"]


@pytest.mark.skipif(sys.platform == "win32", reason="a symbolic link")
def test_a_lock_that_is_a_link_is_removed_and_its_target_kept(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    target = tmp_path / "elsewhere.txt"
    target.write_text("not a lock", encoding="utf-8")
    (folder / LOCK_NAME).symlink_to(target)
    acquire_and_check_held(folder)
    assert target.read_text(encoding="utf-8") == "not a lock"


def test_a_game_really_running_keeps_its_lock(tmp_path: Path, holder: Callable[..., subprocess.Popen[str]]) -> None:
    folder = tmp_path / "data"
    proc = holder(folder)
    before = (folder / LOCK_NAME).read_bytes()
    assert not SingleInstance(folder).acquire()
    assert not SingleInstance(folder).acquire()
    assert (folder / LOCK_NAME).read_bytes() == before and lock_holder_pid(folder) == proc.pid
    assert proc.poll() is None


def test_a_game_holding_the_lock_is_not_robbed_when_its_socket_does_not_answer(
        tmp_path: Path, holder: Callable[..., subprocess.Popen[str]]) -> None:
    """The same folder reached by another path (its socket has another name) or a game whose listening failed."""
    folder = tmp_path / "data"
    proc = holder(folder, "lock only")
    assert not SingleInstance(folder).acquire()
    assert lock_holder_pid(folder) == proc.pid


def test_the_running_message_names_the_lock_file(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    text = already_running_text(folder)
    assert str(folder) in text and str(folder / LOCK_NAME) in text
