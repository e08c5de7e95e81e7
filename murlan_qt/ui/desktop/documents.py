"""Saved matches handed to the game by the desktop: macOS's file-open event and a file dropped on the window.

Both only name a file; the window opens it as File > Open does (a damaged or foreign file is
reported and nothing changes). A path given on the command line, or by a second start over the
single-instance socket (:mod:`.single_instance`), takes the same way.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, Signal
from PySide6.QtGui import QDragMoveEvent, QDropEvent, QFileOpenEvent

from ...persistence import EXTENSION


class FileOpenEvents(QObject):
    """The application's file-open events (macOS: a saved match double-clicked in the Finder, or dropped on
    the Dock icon). Installed on the application before its window exists: a file named at launch
    arrives before the window can open it, so it is held until :meth:`deliver_to` is called."""

    #: a file the system asked the game to open
    file_requested = Signal(str)

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        self.pending: list[str] = []
        self._delivering = False
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file() or event.url().toLocalFile()
            if path:
                if self._delivering:
                    self.file_requested.emit(path)
                else:
                    self.pending.append(path)
                return True
        return False

    def deliver_to_listeners(self) -> None:
        """From now on files go out as :attr:`file_requested` at once; those held so far go first."""
        self._delivering = True
        held, self.pending = self.pending, []
        for path in held:
            self.file_requested.emit(path)


def match_file_in(mime: QMimeData) -> Path | None:
    """The saved match a drag carries: its first local file whose name ends in ``.murlan``."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            path = Path(url.toLocalFile())
            if path.suffix.lower() == EXTENSION:
                return path
    return None


class MatchFileDrops(QObject):
    """Lets a ``.murlan`` file be dropped on the widgets it watches (:meth:`watch`); other drags are left
    to the widgets as before."""

    #: a saved match was dropped: its path
    dropped = Signal(object)

    def watch(self, widget: QObject) -> None:
        if hasattr(widget, "setAcceptDrops"):
            widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        # a drag-enter event is a drag-move event too
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDragMoveEvent):
            if match_file_in(event.mimeData()) is not None:
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = match_file_in(event.mimeData())
            if path is not None:
                event.acceptProposedAction()
                self.dropped.emit(path)
                return True
        return False
