"""The match's earlier hands in an observation (``Observation.earlier``) and their rebuilt decisions.

An earlier hand is kept as the table showed it to the observing seat: no card
of another seat that was neither played nor shown to this seat in the swap.
:func:`past_hand_decisions` rebuilds, from those public actions alone, the
decisions whose hand the table later showed in full, and they must be the
decisions the seats really faced.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator

from engine_helpers import play_match

from murlan_qt.engine import (
    Card,
    HandState,
    MatchState,
    Observation,
    past_hand_decisions,
)
from murlan_qt.engine.replay import decisions


def cards_in(value: object) -> Iterator[int]:
    """Every card anywhere in ``value`` (dataclasses, tuples, named tuples walked through)."""
    if isinstance(value, Card):
        yield int(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, tuple):
        for v in value:
            yield from cards_in(v)


def shown_to(hand: HandState, seat: int) -> set[int]:
    """The cards of ``hand`` the table showed ``seat``: every played card, the swap's if it was in it."""
    shown = {int(c) for a in hand.actions if a.cards is not None for c in a.cards}
    sw = hand.swap
    if sw is not None and seat in (sw.last, sw.first):
        shown.update(int(c) for c in (sw.given_by_last, sw.given_by_first) if c is not None)
    return shown


def _watcher(middles: random.Random, seen: list[Observation]) -> Callable[[MatchState], None]:
    """Records every seat's observation as each hand starts and at a random middle of it."""
    middle = [0]

    def watch(m: MatchState) -> None:
        if not m.hand.actions:  # the hand starts
            middle[0] = middles.randrange(5, 30)
        elif len(m.hand.actions) != middle[0]:
            return
        seen.extend(Observation.of(m, s) for s in range(4))

    return watch


def seeded_matches(n: int) -> Iterator[tuple[MatchState, list[Observation]]]:
    """``n`` matches of random play, with every seat's observation at the start and the middle of each hand."""
    for seed in range(n):
        match = MatchState(seed)
        seen: list[Observation] = []
        play_match(match, random.Random(seed), watch=_watcher(random.Random(seed + 1000), seen))
        assert match.is_over
        yield match, seen


def test_earlier_hands_hold_no_card_the_seat_was_not_shown() -> None:
    checked = 0
    for match, seen in seeded_matches(12):
        for obs in seen:
            assert len(obs.earlier) == obs.hand_index
            for i, past in enumerate(obs.earlier):
                real = match.hands[i]
                assert past.index == i
                assert past.actions == tuple(real.actions)
                assert past.finish == tuple(real.finish)
                got = set(cards_in(past))
                assert got <= shown_to(real, obs.seat)
                # in particular none of the cards the last seat never played
                assert not got & set(real.cards[real.finish[-1]]) - shown_to(real, obs.seat)
                if past.swap is not None and obs.seat not in (past.swap.last, past.swap.first):
                    assert past.swap.given_by_last is None and past.swap.given_by_first is None
                checked += 1
    assert checked > 100


def test_the_first_hand_has_no_earlier_hands_and_of_hand_none() -> None:
    match = MatchState(5)
    assert Observation.of(match, 0).earlier == ()
    assert Observation.of_hand(match.hand, 0).earlier == ()


def start_of_play(hand: HandState) -> HandState:
    """``hand`` again from its first play, with the true cards (after the swap)."""
    played: list[list[int]] = [[], [], [], []]
    for a in hand.actions:
        if a.cards is not None:
            played[a.seat].extend(int(c) for c in a.cards)
    hands = [played[s] + [int(c) for c in hand.cards[s]] for s in range(4)]
    return HandState.from_position(
        hands, turn=hand.actions[0].seat, top=None, top_seat=-1, passed=0, finish=(),
        opening=hand.is_first_hand, rules=hand.rules,
    )


def test_past_hand_decisions_are_the_decisions_the_seats_really_faced() -> None:
    compared = 0
    for match, _seen in seeded_matches(8):
        earlier = Observation.of(match, 0).earlier
        assert len(earlier) == len(match.hands) - 1
        for past, real in zip(earlier, match.hands, strict=False):
            truth = {d.action_index: d for d in decisions(start_of_play(real), real.actions)}
            got = past_hand_decisions(past)
            last = real.finish[-1]
            assert {d.action.seat for d in got} <= set(real.finish[:-1])
            assert all(d.action.seat != last for d in got)
            # every decision of the seats that went out is there, and is the true one
            assert [d.action_index for d in got] == [
                j for j, a in enumerate(real.actions) if a.seat != last
            ]
            for d in got:
                assert d.situation == truth[d.action_index].situation
                assert d.action == real.actions[d.action_index]
                # the hand it uses is cards the seat went on to play in that hand
                shown = [0] * 15
                for a in real.actions[d.action_index:]:
                    if a.seat == d.action.seat and a.cards is not None:
                        for c in a.cards:
                            shown[c.rank] += 1
                assert list(d.situation.rank_counts) == shown
                compared += 1
            one = past_hand_decisions(past, seat=real.finish[0])
            assert one == [d for d in got if d.action.seat == real.finish[0]]
    assert compared > 500
