"""Let a computer player make the move on turn in a match, through the checked engine."""

from __future__ import annotations

from ..engine import PHASE_SWAP_FIRST, PHASE_SWAP_LAST, MatchState, Observation
from .base import AIPlayer


def take_turn(match: MatchState, player: AIPlayer, time_limit: float = 1.0) -> None:
    """The seat on turn (played by ``player``) gives its swap card, plays or passes.

    Goes through the checked :class:`MatchState` calls, so a bad decision raises
    :class:`~murlan_qt.engine.IllegalPlayError`; the caller deals new hands.
    """
    hand = match.hand
    seat = hand.turn
    obs = Observation.of(match, seat)
    if hand.phase == PHASE_SWAP_LAST:
        match.give_by_last(player.choose_swap(obs))
    elif hand.phase == PHASE_SWAP_FIRST:
        match.give_by_first(player.choose_swap(obs))
    elif (combo := player.choose_play(obs, time_limit)) is None:
        match.pass_turn(seat)
    else:
        match.play(seat, hand.cards_for(combo))
