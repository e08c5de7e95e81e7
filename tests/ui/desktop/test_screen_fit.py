"""Windows fit the available screen: a minimum at which the game is playable, fitted and centred."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import MatchState
from murlan_qt.ui.desktop.screen_fit import MIN_TABLE, fit_on_screen, fitted_geometry
from murlan_qt.ui.dialogs.persistence_ui import resume_box
from murlan_qt.ui.table.labels import table_font

WAIT_MS = 60_000


def test_the_window_has_a_minimum_at_which_the_game_is_playable_and_readable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    window.resize(400, 300)
    qtbot.waitUntil(lambda: window.view.width() >= MIN_TABLE.width())
    assert window.width() >= MIN_TABLE.width() and window.view.height() >= MIN_TABLE.height()
    window.start_match(window.last_config())
    qtbot.waitUntil(lambda: window.controller.match is not None
                    and window.scene.card_items_in_hand() == set(window.controller.match.hand.hand_of(0))
                    and not window.animator.is_running, timeout=WAIT_MS)
    assert len(window.scene.card_items_in_hand()) >= 13
    scene_rect = window.scene.sceneRect()
    for card in window.scene.card_items_in_hand():
        assert scene_rect.contains(window.scene.cards[card].sceneBoundingRect())
    unit = window.scene.table.unit
    smallest = min(table_font(unit * 0.165).pixelSize(), table_font(unit * 0.16).pixelSize())
    assert smallest >= 11, f"the score board's rows would be {smallest} px"
    window.controller.shutdown()


def test_both_panels_fit_the_window_at_its_minimum(qtbot: QtBot, tmp_path: Path) -> None:
    """The tracker's four suit columns whole (it scrolls up and down only), the log's hand switcher's text whole."""
    window = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(window)
    window.settings.show_play_log = True
    window.settings.show_tracker = True
    window.aids.apply_settings()
    window.show()
    window.start_match(window.last_config())
    qtbot.waitUntil(lambda: window.controller.match is not None and not window.animator.is_running, timeout=WAIT_MS)
    window.resize(400, 300)  # the window's minimum
    qtbot.waitUntil(lambda: window.width() < 1000)
    qtbot.wait(50)
    assert window.view.width() >= MIN_TABLE.width() and window.view.height() >= MIN_TABLE.height()
    scroll = window.aids.tracker_dock.widget()
    assert isinstance(scroll, QScrollArea)
    viewport = scroll.viewport()
    assert not scroll.horizontalScrollBar().isVisible()
    for cells in window.aids.tracker.cells:
        for cell in cells:
            right = cell.mapTo(viewport, cell.rect().topRight()).x()
            assert right < viewport.width(), f"a tracker column is cut at {right} of {viewport.width()} px"
    box = window.aids.play_log.hand_box
    assert box.currentText() == "Hand 1 (in play)"
    assert box.width() >= box.sizeHint().width(), "the hand switcher's text is cut"
    assert window.aids.play_log.mapTo(window, box.geometry().topRight()).x() <= window.width()
    window.controller.shutdown()


def test_a_window_too_big_for_the_screen_is_fitted_and_centred() -> None:
    # QT_SCALE_FACTOR=2 on a 1400x900 screen: 700x450 logical pixels, less a 20 px panel
    available = QRect(0, 20, 700, 430)
    g = fitted_geometry(QSize(1280, 800), QSize(780, 514), available)
    assert available.contains(g) and g.size() == available.size()
    big = QRect(0, 0, 1920, 1080)
    g = fitted_geometry(QSize(1280, 800), QSize(780, 514), big)
    assert g.size() == QSize(1280, 800) and g.center() == big.center()
    small = QRect(100, 0, 1000, 700)
    g = fitted_geometry(QSize(1280, 800), QSize(780, 514), small)
    assert g == QRect(100, 0, 1000, 700)


def test_the_window_opens_inside_the_available_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, size=(2560, 1600))
    qtbot.addWidget(window)
    available = QGuiApplication.primaryScreen().availableGeometry()
    fit_on_screen(window)
    window.show()
    fit_on_screen(window)  # again once the window's frame is known
    assert available.contains(window.frameGeometry())
    assert abs(window.frameGeometry().center().x() - available.center().x()) <= 2
    # the resume question lands on the window, inside the screen
    box = resume_box(window, MatchState(4))
    box.show()
    qtbot.waitUntil(box.isVisible)
    assert available.contains(box.frameGeometry())
    assert window.frameGeometry().contains(box.frameGeometry().center())
    box.close()
