"""A hand's actions replayed into the decision points they were made at.

The hand review and the AI's reading of its opponents both ask: what did the
seat that made this play (or pass) see when it made it? The answer comes from
replaying the actions on a :class:`~murlan_qt.engine.HandState`, so tricks,
turns, passes, players going out and the opening lead follow the very rules
the game is played by (no second copy of them).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from .hand import Action, HandState
from .situation import Situation

if TYPE_CHECKING:
    from .observation import Observation


class PastDecision(NamedTuple):
    """One action of a hand and the decision point it was taken at."""

    #: the action's position in the hand's actions
    action_index: int
    #: what the seat faced (``rank_counts``/``masks`` empty when its hand is not known)
    situation: Situation
    action: Action


def decisions(state: HandState, actions: Iterable[Action]) -> Iterator[PastDecision]:
    """Replay ``actions`` on ``state``, yielding the situation before each one.

    ``state`` is the hand before the first of ``actions``, in play, and ends
    after the last (the actions are pushed unchecked: they come from a hand the
    engine checked; each is made with the lowest suits of its ranks).
    """
    for i, action in enumerate(actions):
        yield PastDecision(i, state.situation(action.seat), action)
        state.push(action.combo)


def public_decisions(obs: Observation) -> list[PastDecision]:
    """Every decision of the hand so far as ``obs.seat`` can know it.

    Its own situations are complete; another seat's carry the public part
    only (the table, the cards per seat, the opening lead), its hand empty.
    """
    actions = obs.actions
    if not actions:
        return []
    played: list[list[int]] = [[], [], [], []]
    for a in actions:
        if a.cards is not None:
            played[a.seat].extend(a.cards)
    # the hands at the start of the hand: the other seats' unplayed cards are not known,
    # and any unseen cards stand in for them (only how many there are changes the play)
    unseen = [int(c) for c in obs.unseen_cards()]
    hands: list[list[int]] = []
    i = 0
    for s in range(4):
        if s == obs.seat:
            hands.append([int(c) for c in obs.hand] + played[s])
        else:
            n = obs.hand_sizes[s]
            hands.append(unseen[i : i + n] + played[s])
            i += n
    start = HandState.from_position(
        hands, turn=actions[0].seat, top=None, top_seat=-1, passed=0, finish=(),
        opening=obs.is_first_hand, rules=obs.rules,
    )
    out = []
    for d in decisions(start, actions):
        if d.action.seat != obs.seat:
            d = d._replace(situation=d.situation.with_hand((), ()))
        out.append(d)
    return out
