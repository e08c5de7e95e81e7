"""What a new player meets first: the end-of-hand panel on the table, the smallest window, windows that
open on the screen, and Quit where each platform expects it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import MatchState
from murlan_qt.persistence import StatsDB
from murlan_qt.ui.desktop.screen_fit import MIN_TABLE, fit_on_screen, fitted_geometry
from murlan_qt.ui.dialogs.end_panels import EndPanel, table_obstacles
from murlan_qt.ui.dialogs.persistence_ui import resume_box
from murlan_qt.ui.table.labels import table_font
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 60_000


def _finish_a_hand(qtbot: QtBot, window: MainWindow, totals: list[int] | None = None) -> EndPanel:
    match = MatchState(5)
    if totals is not None:
        match.totals = totals
    window.controller.continue_match(match)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)
    panel = window.summary
    assert isinstance(panel, EndPanel)
    return panel


@pytest.mark.parametrize("size", [(1280, 800), (0, 0)], ids=["1280x800", "minimum"])
@pytest.mark.parametrize("totals", [None, [10, 25, 3, 8]], ids=["hand", "match"])
def test_the_end_panel_lies_on_the_table_clear_of_every_plate(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int], totals: list[int] | None
) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)  # (0, 0): the window's minimum size
    qtbot.waitUntil(lambda: window.view.width() >= MIN_TABLE.width())
    panel = _finish_a_hand(qtbot, window, totals)
    assert panel.parent() is window.view  # on the table, not a separate window
    assert window.view.rect().contains(panel.geometry())
    for item in window.scene.plates:
        plate = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not plate.intersects(panel.geometry()), "the panel covers a name plate"
    for rect in table_obstacles(window.view):
        assert not window.view.mapFromScene(rect).boundingRect().intersects(panel.geometry())
    assert panel.height() >= panel.sizeHint().height()  # nothing inside is squeezed
    for button in panel.findChildren(QPushButton):
        assert panel.rect().contains(button.geometry())
    assert "#1d2a22" in panel.styleSheet()  # the table's dark green and gold, not the system's grey
    if totals is not None:
        assert "wins the match" in panel.headline.text() and panel.close_button is not None
    window.controller.shutdown()


def test_the_end_panel_follows_a_resized_window(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    panel = _finish_a_hand(qtbot, window)
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.view.rect().contains(panel.geometry()))
    for item in window.scene.plates:
        assert not window.view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersects(panel.geometry())
    window.controller.shutdown()


def test_next_hand_on_the_panel_deals_the_next_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    panel = _finish_a_hand(qtbot, window)
    qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.controller.match.hands) == 2, timeout=WAIT_MS)
    assert window.summary is None
    qtbot.waitUntil(lambda: window.view.findChildren(EndPanel) == [])  # no old panels pile up
    window.controller.shutdown()


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


def test_quit_is_in_file_and_game_with_the_standard_shortcut(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    menus = {m.menu().objectName() or m.text(): m.menu() for m in window.menuBar().actions()}
    file_menu, game_menu = menus["&File"], menus["&Game"]
    assert window.quit_action in file_menu.actions() and window.quit_action in game_menu.actions()
    assert window.quit_action.menuRole() == QAction.MenuRole.QuitRole
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()
    window.show()
    window.quit_action.trigger()
    assert not window.isVisible()


def test_an_abandoned_match_is_recorded_as_lost(tmp_path: Path) -> None:
    from murlan_qt.engine import Player

    match = MatchState(9, players=(Player("Me", "human"), Player("A", "ai", "easy"), Player("B", "ai", "easy"),
                                   Player("C", "ai", "easy")))
    with StatsDB(tmp_path / "stats.sqlite") as db:
        assert db.record_abandoned(match)
        s = db.summary()
        assert (s.matches_played, s.matches_won, s.current_streak) == (1, 0, 0)
        assert db.record_abandoned(match)  # once only
        assert db.summary().matches_played == 1
