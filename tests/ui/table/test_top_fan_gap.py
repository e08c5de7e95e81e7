"""The top seat's last play keeps a gap below its fan of backs (player trial after issue 26: at the
network table the cards touched), at 1280x800 and at the smallest table."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import make_window, shows_top_play_in_front, top_fan_touches

from murlan_qt.ai import default_level, make_player, player_seed, take_turn
from murlan_qt.engine import MatchState, Rules
from murlan_qt.ui.desktop.screen_fit import MIN_TABLE
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.table.zones import TOP


def _top_just_played(seed: int) -> MatchState:
    """The first time the top seat's last play is shown in front of it (a later play beats it), the player on
    turn (the top's fan still nearly full)."""
    config = MatchConfig(levels=(default_level(),) * 3, seed=seed)
    match = MatchState(seed, Rules(), players=config.players("You"))
    players = {s: make_player(default_level(), player_seed(seed, s)) for s in range(4)}
    hand = match.hand
    while not (hand.turn == 0 and shows_top_play_in_front(match)):
        take_turn(match, players[hand.turn], 0.05)
    return match


def test_the_top_seats_last_play_keeps_clear_of_its_fan(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    match = _top_just_played(4)
    assert len(match.hand.cards[TOP]) == 13  # a fan bowed deep towards the table
    window.controller.continue_match(match)
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=30_000)
    scene = window.scene
    for size in ((window.view.viewport().width(), window.view.viewport().height()),
                 (MIN_TABLE.width(), MIN_TABLE.height())):
        scene.set_size(*size)
        assert scene.trick_cards(), size
        assert top_fan_touches(scene) == [], size
    window.controller.shutdown()
