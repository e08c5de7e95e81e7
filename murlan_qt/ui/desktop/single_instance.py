"""One running game per data folder: a lock file in the folder, and a call to raise the first window.

The lock is a :class:`QLockFile` (``murlan.lock``): a game that crashed
leaves it behind, and the next start finds its process gone and takes it
over. A second start on the same folder asks the first, over a local
socket, to bring its window to the front, and says the game is running.

A lock Qt would keep forever is taken over too: one that cannot be read
(empty, damaged, a folder of that name) or whose holder does not answer on
the single-instance socket (a live process that is not the game, a lock
from another machine). Before it is removed the file's own lock is tried:
a live game keeps its lock file locked (on Windows, open without sharing),
so a game that holds the folder but is reached under another socket name
is never robbed.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "murlan.lock"
_RAISE = b"raise"
_OPEN = b"open "
#: the longest line read from a caller (an ``open`` of the longest path a system allows fits)
MAX_LINE = 1 << 16
#: how often, and how far apart, the holder of a lock is called before its lock counts as stale: a game
#: that has just taken the lock listens on its socket a moment later
_CALLS = 5
_CALL_PAUSE_S = 0.1


class SingleInstance(QObject):
    """The lock of one data folder; :meth:`acquire` before touching any file in it."""

    #: another start on the same folder asked this one to show its window
    raise_requested = Signal()
    #: another start on the same folder asked this one to open a file (its absolute path)
    open_requested = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock_path = self.folder / LOCK_NAME
        self.lock = QLockFile(str(self.lock_path))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        key = hashlib.sha256(str(self.folder.absolute()).encode("utf-8", "surrogatepass")).hexdigest()[:16]
        self.server_name = f"murlan-{key}"
        self.server: QLocalServer | None = None
        self._sockets: dict[QLocalSocket, bytearray] = {}
        #: why the folder could not be locked although no other game holds it (the game goes on unguarded)
        self.problem: str | None = None

    def acquire(self) -> bool:
        """True if this is the only game on the folder (or the folder cannot be locked at all)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # nothing can be written there: the saves will say why
        for _ in range(2):  # a stale lock is taken over once; refused again, another start won the race
            if self.lock.tryLock(0):
                self._listen()
                return True
            if self.lock.error() != QLockFile.LockError.LockFailedError:
                self.problem = f"the lock file {self.lock_path} cannot be written"
                return True
            if not self._is_stale() or not self._remove_stale_lock():
                return False
        return False

    def _is_stale(self) -> bool:
        """The lock cannot be read, or the game it names does not answer on this folder's socket."""
        pid, _host, _app = self.lock.getLockInfo()
        if pid <= 0:  # empty, damaged, or not a file
            return True
        for attempt in range(_CALLS):
            if attempt:
                time.sleep(_CALL_PAUSE_S)
            sock = QLocalSocket()
            sock.connectToServer(self.server_name)
            if sock.waitForConnected(int(_CALL_PAUSE_S * 1000)):
                sock.disconnectFromServer()
                return False
        return True

    def _remove_stale_lock(self) -> bool:
        """Remove the lock nobody answers for; False if it is still held (or cannot be removed)."""
        path = self.lock_path
        try:
            if path.is_symlink():  # never a game's lock: a game creates a new file
                path.unlink()
            elif path.is_dir():
                try:
                    path.rmdir()
                except OSError:  # something of the player's is in it: kept, under another name
                    path.rename(path.with_name(f"{LOCK_NAME}.{os.getpid()}.{time.time_ns()}.moved-aside"))
            else:
                return _remove_unless_locked(path)
        except OSError:
            return False
        return True

    def _listen(self) -> None:
        QLocalServer.removeServer(self.server_name)  # a socket file left by a crash
        server = QLocalServer(self)
        if server.listen(self.server_name):
            server.newConnection.connect(self._on_connection)
            self.server = server

    def _on_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self._sockets[sock] = bytearray()
            sock.readyRead.connect(self._on_ready_read)
            sock.disconnected.connect(self._on_disconnected)
            self._read(sock)

    def _on_ready_read(self) -> None:
        sock = self.sender()
        if isinstance(sock, QLocalSocket):
            self._read(sock)

    def _on_disconnected(self) -> None:
        sock = self.sender()
        if isinstance(sock, QLocalSocket) and self._sockets.pop(sock, None) is not None:
            sock.deleteLater()

    def _read(self, sock: QLocalSocket) -> None:
        buffer = self._sockets.get(sock)
        if buffer is None:
            return
        buffer += bytes(sock.readAll().data())
        while (end := buffer.find(b"\n")) >= 0:
            line = bytes(buffer[:end])
            del buffer[:end + 1]
            self._handle(line)
        if len(buffer) > MAX_LINE:  # no line of ours is this long: not a game calling
            buffer.clear()
            sock.abort()

    def _handle(self, line: bytes) -> None:
        if line.strip() == _RAISE:
            self.raise_requested.emit()
        elif line.startswith(_OPEN):
            try:
                path = os.fsdecode(bytes.fromhex(line[len(_OPEN):].decode("ascii")))
            except (ValueError, UnicodeDecodeError):
                return  # not a path: nothing to open
            if path and "\0" not in path:
                self.raise_requested.emit()
                self.open_requested.emit(path)

    def ask_first_to_raise(self, timeout_ms: int = 1000) -> bool:
        """Ask the game holding the lock to show its window; False if it could not be reached."""
        return self._call(_RAISE + b"\n", timeout_ms)

    def ask_first_to_open(self, path: str | os.PathLike[str], timeout_ms: int = 1000) -> bool:
        """Ask the game holding the lock to open ``path`` (made absolute here: the game's working folder
        is its own); False if it could not be reached."""
        absolute = os.path.abspath(os.fspath(path))
        return self._call(_OPEN + os.fsencode(absolute).hex().encode("ascii") + b"\n", timeout_ms)

    def _call(self, message: bytes, timeout_ms: int) -> bool:
        sock = QLocalSocket()
        sock.connectToServer(self.server_name)
        if not sock.waitForConnected(timeout_ms):
            return False
        sock.write(message)
        ok = sock.waitForBytesWritten(timeout_ms)
        sock.disconnectFromServer()
        if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            sock.waitForDisconnected(timeout_ms)
        return ok

    def release(self) -> None:
        for sock in list(self._sockets):
            sock.abort()
        self._sockets.clear()
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def _remove_unless_locked(path: Path) -> bool:
    """Delete the lock file ``path`` unless a live game holds its file lock (False then)."""
    if sys.platform == "win32":
        os.remove(path)  # refused while the game that wrote it has it open
        return True
    import fcntl

    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a live game holds it
        except OSError:
            pass  # no file locks on this file system: the silent socket decides
        opened, named = os.fstat(fd), os.stat(path, follow_symlinks=False)
        if (opened.st_dev, opened.st_ino) != (named.st_dev, named.st_ino):
            return False  # replaced meanwhile by another start's fresh lock
        os.remove(path)
    finally:
        os.close(fd)
    return True
