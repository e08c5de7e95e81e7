"""Windows open inside the available screen, centred, and never smaller than the table needs.

The smallest window in which the game is playable and readable: every card
of a full hand visible and the smallest text on the table (the score board's
rows, the name plates' second line) at least 11 px high, which needs a card
unit of about 68 px (see :class:`murlan_qt.ui.table.zones.TableLayout`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: the table view's smallest size (a card unit of 68 px: 68 * 11.2 wide, 68 * 4.72 * 1.4 high)
MIN_TABLE = QSize(780, 450)


def fitted_geometry(wanted: QSize, minimum: QSize, available: QRect) -> QRect:
    """``wanted`` shrunk to ``available`` (never below ``minimum`` unless the screen is smaller), centred."""
    w = max(min(wanted.width(), available.width()), min(minimum.width(), available.width()))
    h = max(min(wanted.height(), available.height()), min(minimum.height(), available.height()))
    x = available.x() + (available.width() - w) // 2
    y = available.y() + (available.height() - h) // 2
    return QRect(x, y, w, h)


def available_rect(widget: QWidget) -> QRect:
    """The available geometry (without panels and docks) of the screen ``widget`` is on, or the primary one."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def fit_on_screen(widget: QWidget, wanted: QSize | None = None) -> QRect:
    """Resize ``widget`` (a top-level window) to fit its screen's available area and centre it there.

    The window's frame (title bar, borders) is allowed for once it is known; a
    minimum size larger than the screen is lowered to the screen, so the whole
    window stays reachable (e.g. with QT_SCALE_FACTOR=2 on a small screen).
    """
    avail = available_rect(widget)
    frame_w = max(0, widget.frameGeometry().width() - widget.width())
    frame_h = max(0, widget.frameGeometry().height() - widget.height())
    inner = QRect(avail.x(), avail.y(), avail.width() - frame_w, avail.height() - frame_h)
    minimum = widget.minimumSize()
    if minimum.width() > inner.width() or minimum.height() > inner.height():
        widget.setMinimumSize(minimum.boundedTo(inner.size()))
    geometry = fitted_geometry(wanted or widget.size(), widget.minimumSize(), inner)
    widget.resize(geometry.size())
    widget.move(geometry.x(), geometry.y())  # a window's position is its frame's
    return geometry


class FitWhenFramed(QObject):
    """Fit ``window`` again once its frame is known, if the frame then sticks out of the available screen.

    On X11 the window manager frames a window (title bar, borders) only after it is shown, so the fit
    made right after ``show()`` allows for no frame: a 1280x800 window on a 1280x800 screen got a title bar
    on top and its status bar and buttons pushed off the bottom. The window tells of its frame by a move
    or a resize; the first one with a frame decides (refit if needed), then this filter removes itself, so a
    window the player later moves part off the screen is left where it was put. A maximised or full-screen
    window needs nothing.
    """

    WATCHED = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.WindowStateChange)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.refitted = False
        window.installEventFilter(self)
        self.check()  # the frame may be known already (a window manager that answered at once, Windows, macOS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() in self.WATCHED:
            QTimer.singleShot(0, self, self.check)  # after Qt has taken in the new frame
        return False

    def check(self) -> None:
        window = self.window
        if window.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            self._done()
            return
        frame = window.frameGeometry()
        if frame.size() == window.size():
            return  # no frame yet (or none at all: nothing to allow for)
        if not available_rect(window).contains(frame):
            fit_on_screen(window)
            self.refitted = True
        self._done()

    def _done(self) -> None:
        self.window.removeEventFilter(self)
        self.deleteLater()
