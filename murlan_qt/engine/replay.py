"""A hand's actions replayed into the decision points they were made at.

The hand review and the AI's reading of its opponents both ask: what did the
seat that made this play (or pass) see when it made it? The answer comes from
replaying the actions on a :class:`~murlan_qt.engine.HandState`, so tricks,
turns, passes, players going out and the opening lead follow the very rules
the game is played by (no second copy of them).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from .cards import RANK_OF
from .hand import Action, HandState
from .rules import DEFAULT_RULES, Rules
from .situation import Situation

if TYPE_CHECKING:
    from .observation import Observation, SwapView


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


@dataclass(frozen=True)
class PastHand:
    """An earlier hand of the match as one seat saw it on the table.

    Only what was shown to that seat: every action (the seat and the cards it
    played, or its pass), the finish order, the swap as that seat saw it (its
    cards only when the seat was one of the two in it), and the cards each seat
    was dealt (the count only, which the dealer decides). The cards a seat did
    not play are not here: the seat left last in the hand keeps its unplayed
    cards hidden. (They could be deduced as the 54 cards less every played one;
    that is deliberately not done anywhere: a person's table never shows them,
    and whether a read may use them is an open question, see
    :func:`past_hand_decisions`.)
    """

    #: the hand's position in the match (0: the first)
    index: int
    dealer: int
    #: cards each seat held when play began (the deal's: the swap gives one for one)
    start_sizes: tuple[int, int, int, int]
    actions: tuple[Action, ...]
    finish: tuple[int, ...]
    #: the first hand of the match: its first play is the opening lead with the 3S
    opening: bool
    swap: SwapView | None
    #: who sits at each seat as the table shows it now (see :attr:`Observation.players`; a seat
    #: taken over during the match, as at a network table, is not told apart)
    players: tuple[str, ...] = ()
    rules: Rules = DEFAULT_RULES


class ShownDecision(NamedTuple):
    """A decision of an earlier hand whose hand at that moment the table showed in full."""

    action_index: int
    #: what the seat faced, its hand included (every card of it was played later in the hand)
    situation: Situation
    action: Action


def past_hand_decisions(past: PastHand, seat: int | None = None) -> list[ShownDecision]:
    """The decisions of an earlier hand taken with a hand the table later showed in full.

    The rule: a seat's hand at a decision is known exactly when the seat went
    out in that hand, since every card it held then was played from that
    decision on (the cards of its later plays). Those decisions are rebuilt
    here with that hand, the table (the play to beat, its seat, the opening
    lead) and the cards per seat, replayed from the public actions alone: the
    trick's end follows the same rule as :class:`HandState` (every other seat
    still in has passed), and the cards per seat are the deal's counts less the
    cards played. The seat left last is never judged: some of its cards were
    never shown (deducing them from the 54 dealt is the open question
    :class:`PastHand` names, and is not done). ``seat`` given: that seat's
    decisions only.
    """
    actions = past.actions
    rules = past.rules
    out_seats = set(past.finish[:-1]) if len(past.finish) == 4 else set(past.finish)
    # the rank counts each seat plays from each of its actions on (its hand there, if it went out)
    later = [[0] * 15 for _ in range(4)]
    hand_at: dict[int, tuple[int, ...]] = {}
    for i in range(len(actions) - 1, -1, -1):
        a = actions[i]
        if a.cards is not None:
            for c in a.cards:
                later[a.seat][RANK_OF[c]] += 1
        hand_at[i] = tuple(later[a.seat])
    sizes = list(past.start_sizes)
    active = sum(1 << s for s in range(4) if sizes[s])
    top = None
    top_seat = -1
    passed = 0
    opening = past.opening
    locking = rules.pass_locks_trick
    found: list[ShownDecision] = []
    for i, a in enumerate(actions):
        s = a.seat
        if s in out_seats and (seat is None or s == seat):
            counts = hand_at[i]
            found.append(ShownDecision(i, Situation.of(
                s, counts, top, top_seat, (sizes[0], sizes[1], sizes[2], sizes[3]), opening, rules,
            ), a))
        if a.combo is None or a.cards is None:
            passed |= 1 << s
            if active & ~(1 << top_seat) & ~passed == 0:
                top, top_seat, passed = None, -1, 0
            continue
        sizes[s] -= len(a.cards)
        top, top_seat = a.combo, s
        opening = False
        if not locking:
            passed = 0
        if sizes[s] == 0:
            active &= ~(1 << s)
        if locking and active & ~(1 << s) & ~passed == 0:
            top, top_seat, passed = None, -1, 0
    return found
