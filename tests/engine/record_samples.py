"""Sample matches for the record tests: finished, mid-hand, mid-swap and between hands."""

from __future__ import annotations

import random
from functools import cache

from engine_helpers import do_swap, play_match, random_move

from murlan_qt.engine import PHASE_SWAP_LAST, MatchState, Rules


def finished(seed: int = 1, rules: Rules | None = None) -> MatchState:
    """A whole match played at random."""
    match = MatchState(seed, rules or Rules())
    play_match(match, random.Random(seed))
    return match


def mid_hand(seed: int = 2, hands: int = 2, actions: int = 9) -> MatchState:
    """A match stopped in its ``hands``-th hand after ``actions`` actions."""
    rng = random.Random(seed)
    match = MatchState(seed)
    while True:
        hand = match.hand
        do_swap(hand, rng)
        limit = actions if len(match.hands) == hands else 10_000
        for _ in range(limit):
            if hand.is_over:
                break
            move = random_move(hand, rng)
            if move is None:
                match.pass_turn(hand.turn)
            else:
                match.play(hand.turn, hand.cards_for(move))
        if len(match.hands) == hands or match.is_over:
            return match
        match.start_next_hand()


def between_hands(seed: int = 3) -> MatchState:
    """A match whose first hand is over and scored, the next not dealt yet."""
    rng = random.Random(seed)
    match = MatchState(seed)
    hand = match.hand
    while not hand.is_over:
        move = random_move(hand, rng)
        if move is None:
            match.pass_turn(hand.turn)
        else:
            match.play(hand.turn, hand.cards_for(move))
    assert match.needs_new_hand
    return match


@cache
def swap_seed() -> int:
    """A seed whose second hand has a real swap (the last player lacks one of the jokers)."""
    for seed in range(100):
        match = between_hands(seed)
        match.start_next_hand()
        if match.hand.phase == PHASE_SWAP_LAST:
            return seed
    raise AssertionError("no seed with a swap")


def mid_swap(step: int) -> MatchState:
    """The second hand waiting for the swap: ``step`` 0 before the last player gives, 1 after."""
    match = between_hands(swap_seed())
    match.start_next_hand()
    hand = match.hand
    if step >= 1:
        hand.give_by_last(hand.swap_last_options()[0])
    return match


@cache
def jokers_seed() -> int:
    """A seed whose second hand starts with the last player showing both jokers."""
    for seed in range(2000):
        match = between_hands(seed)
        match.start_next_hand()
        if match.hand.swap is not None and match.hand.swap.jokers_shown:
            return seed
    raise AssertionError("no seed with shown jokers")
