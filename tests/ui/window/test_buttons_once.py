"""One input, one reckoning of the Play and Pass buttons (a play changes the turn, the selection and the hand)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import card_point, make_window

from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.window.main_window import MainWindow


def _count_reckonings(window: MainWindow) -> list[int]:
    """Counts each time the buttons are worked out (each works out whether Play may be pressed)."""
    count = [0]
    original = window.play_button.setEnabled

    def counted(on: bool) -> None:
        count[0] += 1
        original(on)

    window.play_button.setEnabled = counted  # type: ignore[method-assign]
    return count


def _window_on_the_players_turn(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(MatchConfig(seed=11))
    c = window.controller
    qtbot.waitUntil(lambda: c.is_awaiting_human and c.match is not None and bool(c.match.hand.legal_plays()),
                    timeout=30_000)
    return window


def test_a_click_on_play_works_the_buttons_out_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window_on_the_players_turn(qtbot, tmp_path)
    m = window.controller.match
    assert m is not None
    play = m.hand.legal_plays()[0]
    window.scene.selected = set(m.hand.cards_for(play))
    window.scene.selection_changed.emit()
    assert window.play_button.isEnabled()
    count = _count_reckonings(window)
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert len(m.hand.actions) >= 1 and m.hand.actions[-1].seat == 0  # played
    assert count[0] == 1
    assert not window.play_button.isEnabled()  # and the buttons show the new turn at once
    window.controller.shutdown()


def test_a_click_on_a_card_works_the_buttons_out_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window_on_the_players_turn(qtbot, tmp_path)
    m = window.controller.match
    assert m is not None
    card = m.hand.hand_of(0)[0]
    count = _count_reckonings(window)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, card))
    assert window.scene.selected == {card}
    assert count[0] == 1
    window.controller.shutdown()
