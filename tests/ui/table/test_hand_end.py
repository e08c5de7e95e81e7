"""At the end of a hand the last player's remaining cards are turned up on the table."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import make_window


def test_the_last_players_cards_are_shown_face_up_when_the_hand_ends(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    window.start_match(dataclasses.replace(window.last_config(), seed=5))
    qtbot.waitUntil(lambda: window.controller.match is not None and bool(window.controller.match.results),
                    timeout=60_000)
    qtbot.waitUntil(lambda: not window.scene.animator.is_running, timeout=10_000)
    hand = window.controller.match.hand
    last = hand.finish[-1]
    left = hand.hand_of(last)
    assert last != 0 and left, "seed 5 should end with a computer player holding cards"
    assert all(window.scene.cards[c].is_face_up for c in left)
    assert window.scene.disagreements() == []
