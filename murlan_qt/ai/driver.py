"""The one turn driver: ask the computer player on turn for its move, then make it through the engine.

Everything that lets computer players play (``murlan-sim``, ``murlan-arena``,
the table's controller and the tests) goes through these three functions:
:func:`decide` (what the player chooses, from the :class:`~murlan_qt.engine.Observation`
of its seat), :func:`apply_move` (the checked engine call for it) and
:func:`take_turn` (both). The table's controller decides in the computer
players' own process (:mod:`~murlan_qt.ai.worker`) and applies on the GUI
thread, so the two halves are separate.
"""

from __future__ import annotations

from ..engine import PHASE_PLAY, PHASE_SWAP_FIRST, PHASE_SWAP_LAST, Card, Combination, MatchState, Observation
from .base import AIPlayer, CancelToken

#: a move: the card given in the swap, a play, or ``None`` (a pass)
Move = Card | Combination | None


def decide(
    player: AIPlayer, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
) -> Move:
    """The move ``player`` makes as ``obs.seat`` (on turn): its swap card, its play or ``None`` to pass."""
    if obs.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
        return player.choose_swap(obs)
    if obs.phase != PHASE_PLAY:
        raise ValueError(f"no move to make in phase {obs.phase!r}")
    return player.choose_play(obs, time_limit, cancel)


def apply_move(match: MatchState, seat: int, move: Move) -> None:
    """Make ``seat``'s move through the checked engine calls (:class:`~murlan_qt.engine.IllegalPlayError` if refused).

    A play is made with the lowest suits of its ranks (the ``3S`` first on the
    opening lead).
    """
    phase = match.hand.phase
    if phase == PHASE_SWAP_LAST:
        match.give_by_last(_card(move))
    elif phase == PHASE_SWAP_FIRST:
        match.give_by_first(_card(move))
    elif move is None:
        match.pass_turn(seat)
    elif isinstance(move, Combination):
        match.play_combination(seat, move)
    else:
        raise TypeError(f"a play is a Combination or None, not {move!r}")


def take_turn(
    match: MatchState, player: AIPlayer, time_limit: float = 1.0, cancel: CancelToken | None = None
) -> Move:
    """The seat on turn (played by ``player``) gives its swap card, plays or passes; the move made.

    Goes through the checked :class:`MatchState` calls, so a bad decision raises
    :class:`~murlan_qt.engine.IllegalPlayError`; the caller deals new hands.
    """
    seat = match.hand.turn
    move = decide(player, Observation.of(match, seat), time_limit, cancel)
    apply_move(match, seat, move)
    return move


def _card(move: Move) -> Card:
    if not isinstance(move, Card):
        raise TypeError(f"a swap move is a Card, not {move!r}")
    return move
