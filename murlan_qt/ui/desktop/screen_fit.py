"""Windows open inside the available screen, centred, and never smaller than the table needs.

The smallest window in which the game is playable and readable: every card
of a full hand visible and the smallest text on the table (the score board's
rows, the name plates' second line) at least 11 px high, which needs a card
unit of about 68 px (see :class:`murlan_qt.ui.table.zones.TableLayout`).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
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
