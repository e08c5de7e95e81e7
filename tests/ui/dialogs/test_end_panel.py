"""The end-of-hand panel: on the table clear of every plate, following the window, dealing the next hand."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import MatchState
from murlan_qt.ui.desktop.screen_fit import MIN_TABLE
from murlan_qt.ui.dialogs.end_panels import EndPanel, table_obstacles
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


def test_a_panel_on_a_view_without_a_table_takes_a_language_change(qtbot: QtBot) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication, QGraphicsView

    from murlan_qt.engine import MatchState
    from murlan_qt.engine.match import HandResult
    from murlan_qt.ui.dialogs.end_panels import EndPanel

    match = MatchState(5)
    hand = HandResult(finish_order=(0, 1, 2, 3), points=(3, 2, 1, 0), totals=(3, 2, 1, 0), target=21)
    match.results.append(hand)
    view = QGraphicsView()  # no scene: the panel outlived its table, or was made before it
    qtbot.addWidget(view)
    panel = EndPanel(match, hand, view)
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))  # raised AttributeError before
    assert panel.headline.text().startswith("Hand 1")
