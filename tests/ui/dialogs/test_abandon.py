"""What counts as abandoning a match: only one the player has played in."""

from __future__ import annotations

from murlan_qt.ai import make_player, take_turn
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Rules
from murlan_qt.ui.dialogs.abandon import is_in_progress


def _computer_leads_first() -> MatchState:
    """A fresh match (seeded) whose first play is a computer player's, made."""
    for seed in range(200):
        m = MatchState(seed, Rules(), DEFAULT_PLAYERS)
        if m.hand.turn != 0:
            take_turn(m, make_player("normal", 1), 0.05)
            return m
    raise AssertionError("no seed of 200 lets a computer player lead")


def test_a_match_where_only_the_computers_have_played_loses_nothing() -> None:
    m = _computer_leads_first()
    assert m.hand.actions and all(a.seat != 0 for a in m.hand.actions)
    assert not is_in_progress(m)  # counted as abandoned (a lost match) before


def test_a_match_the_player_has_played_in_is_in_progress() -> None:
    m = _computer_leads_first()
    while m.hand.turn != 0:
        take_turn(m, make_player("normal", 1), 0.05)
        assert not is_in_progress(m)
    take_turn(m, make_player("normal", 2), 0.05)  # the player's own move
    assert is_in_progress(m)
    assert not is_in_progress(None) and not is_in_progress(MatchState(3, Rules(), DEFAULT_PLAYERS))
