"""One running game per data folder: a lock file in the folder, and a call to raise the first window.

The lock is a :class:`QLockFile` (``murlan.lock``): a game that crashed
leaves it behind, and the next start finds its process gone and takes it
over. A second start on the same folder asks the first, over a local
socket, to bring its window to the front, and says the game is running.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "murlan.lock"
_RAISE = b"raise\n"


class SingleInstance(QObject):
    """The lock of one data folder; :meth:`acquire` before touching any file in it."""

    #: another start on the same folder asked this one to show its window
    raise_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        key = hashlib.sha256(str(self.folder.absolute()).encode("utf-8", "surrogatepass")).hexdigest()[:16]
        self.server_name = f"murlan-{key}"
        self.server: QLocalServer | None = None
        self._sockets: list[QLocalSocket] = []
        #: why the folder could not be locked although no other game holds it (the game goes on unguarded)
        self.problem: str | None = None

    def acquire(self) -> bool:
        """True if this is the only game on the folder (or the folder cannot be locked at all)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # nothing can be written there: the saves will say why
        if self.lock.tryLock(0):
            self._listen()
            return True
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return False
        self.problem = f"the lock file in {self.folder} cannot be written"
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
            self._sockets.append(sock)
            sock.readyRead.connect(self._read)
        self._read()

    def _read(self) -> None:
        for sock in list(self._sockets):
            if sock.bytesAvailable() and bytes(sock.readAll().data()).startswith(_RAISE.strip()):
                self.raise_requested.emit()

    def ask_first_to_raise(self, timeout_ms: int = 1000) -> bool:
        """Ask the game holding the lock to show its window; False if it could not be reached."""
        sock = QLocalSocket()
        sock.connectToServer(self.server_name)
        if not sock.waitForConnected(timeout_ms):
            return False
        sock.write(_RAISE)
        ok = sock.waitForBytesWritten(timeout_ms)
        sock.disconnectFromServer()
        return ok

    def release(self) -> None:
        for sock in self._sockets:
            sock.abort()
        self._sockets.clear()
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()
