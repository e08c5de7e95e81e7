"""The main window's size, position, maximised or full-screen state and panels, kept between runs.

Saved when the window closes (``saveGeometry``/``saveState`` in the settings) and restored at the next
start, inside the available screen: a window saved on a screen that is gone, or larger than the screen
now, is fitted and centred instead. A window closed full screen that was maximised before comes back full
screen over maximised, so that leaving full screen gives the maximised window again.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from ..settings import Settings
from .screen_fit import fit_on_screen


def remember_window(window: QMainWindow, settings: Settings, maximised_under_full_screen: bool = False) -> None:
    """Store ``window``'s geometry and its panels' places (on closing), and whether a full-screen window was
    maximised before it went full screen (``maximised_under_full_screen``)."""
    settings.window_geometry = bytes(window.saveGeometry().data())
    settings.window_state = bytes(window.saveState().data())
    settings.window_maximised_under_full_screen = bool(
        maximised_under_full_screen and window.windowState() & Qt.WindowState.WindowFullScreen)


def is_inside_a_screen(rect: QRect) -> bool:
    """``rect`` (a window's frame) lies within the available area of one of the screens."""
    return any(screen.availableGeometry().contains(rect) for screen in QGuiApplication.screens())


def restore_window(window: QMainWindow, settings: Settings) -> bool:
    """Give ``window`` (not shown yet) the geometry and panels of the last run; False when nothing usable
    was stored (the caller fits the window on the screen). A maximised or full-screen window comes back
    so; a normal one is moved inside the available screen if it would not be."""
    geometry, state = settings.window_geometry, settings.window_state
    if state:
        window.restoreState(QByteArray(state))
    if not geometry or not window.restoreGeometry(QByteArray(geometry)):
        return False
    full = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    if not window.windowState() & full and not is_inside_a_screen(window.frameGeometry()):
        fit_on_screen(window)
    elif window.windowState() & Qt.WindowState.WindowFullScreen and settings.window_maximised_under_full_screen:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)  # leaving it: maximised
    return True
