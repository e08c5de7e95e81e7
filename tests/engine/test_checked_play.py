"""The checked play() accepts exactly the plays legal_plays() offers, and a refusal changes nothing."""

from __future__ import annotations

import random

from engine_helpers import do_swap, random_move, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import Card, IllegalPlayError, MatchState, Rules, classify


def random_attempt(held: list[Card], rng: random.Random) -> list[Card]:
    """Some cards to try: a random subset, often of one rank or a run, sometimes a card not held."""
    kind = rng.random()
    if kind < 0.3:
        rank = rng.choice(held).rank
        same = [c for c in held if c.rank == rank]
        return rng.sample(same, rng.randint(1, len(same)))
    if kind < 0.6:
        ranks = sorted({c.rank for c in held})
        start = rng.randrange(len(ranks))
        run = ranks[start : start + rng.randint(1, 8)]
        return [next(c for c in held if c.rank == r) for r in run]
    if kind < 0.7:
        return [Card(rng.randrange(54))]
    return rng.sample(held, rng.randint(1, min(6, len(held))))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**63), locking=st.booleans(), step_one=st.booleans())
def test_checked_play_accepts_exactly_the_legal_plays(seed: int, locking: bool, step_one: bool) -> None:
    """For many tries per turn: play() succeeds iff the cards form one of legal_plays(); refusals change nothing."""
    rng = random.Random(seed)
    match = MatchState(seed, Rules(pass_locks_trick=locking, scale_step_one=step_one))
    if rng.random() < 0.4:
        while not match.hand.is_over:
            match.hand.push(random_move(match.hand, rng))
        match.score_if_over()
        match.start_next_hand()
        do_swap(match.hand, rng)
    hand = match.hand
    while not hand.is_over:
        seat = hand.turn
        legal = set(hand.legal_plays())
        held = hand.hand_of(seat)
        for _ in range(6):
            attempt = random_attempt(held, rng)
            combo = classify(attempt)
            ok = (
                combo in legal
                and set(attempt) <= set(held)
                and (not hand.opening or Card(0) in attempt)
            )
            before = snapshot(hand)
            try:
                got = hand.play(seat, attempt)
            except IllegalPlayError as e:
                assert not ok, f"{attempt} refused: {e}"
                assert str(e)
                assert snapshot(hand) == before
            else:
                assert ok, f"{attempt} accepted but not legal"
                assert got is combo
                hand.pop()
                assert snapshot(hand) == before
        move = random_move(hand, rng)
        hand.push(move)
