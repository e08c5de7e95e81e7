"""The engine's turn order, trick ends and finishes agree with a plain model written from RULES.md 4."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine_helpers import do_swap, random_move
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import Combination, MatchState, Rules


@dataclass
class Model:
    """RULES.md 4.3-4.6 as plainly as possible: lists and sets, no bitmasks."""

    counts: list[int]
    turn: int
    locking: bool
    top: Combination | None = None
    top_seat: int = -1
    passes: set[int] = field(default_factory=set)
    finish: list[int] = field(default_factory=list)
    over: bool = False

    def holders(self) -> list[int]:
        return [s for s in range(4) if self.counts[s] > 0]

    def next_seat(self, seat: int, skip: set[int]) -> int:
        for i in (1, 2, 3, 4):
            s = (seat + i) % 4
            if self.counts[s] > 0 and s not in skip:
                return s
        raise AssertionError("nobody can move")

    def trick_over(self) -> bool:
        others = [s for s in self.holders() if s != self.top_seat]
        return all(s in self.passes for s in others)

    def end_trick(self) -> None:
        leader = self.top_seat
        if self.counts[leader] == 0:
            leader = self.next_seat(leader, set())
        self.top, self.top_seat, self.passes, self.turn = None, -1, set(), leader

    def play(self, seat: int, combo: Combination) -> None:
        self.counts[seat] -= combo.length
        self.top, self.top_seat = combo, seat
        if not self.locking:
            self.passes = set()  # 4.5: passes count in a row since the last play
        if self.counts[seat] == 0:
            self.finish.append(seat)
            if len(self.holders()) == 1:  # 4.6: the last holder is last, at once
                self.finish += self.holders()
                self.over = True
                return
        if self.locking and self.trick_over():
            self.end_trick()
            return
        self.turn = self.next_seat(seat, self.passes if self.locking else set())

    def pass_turn(self, seat: int) -> None:
        self.passes.add(seat)
        if self.trick_over():
            self.end_trick()
            return
        self.turn = self.next_seat(seat, self.passes if self.locking else set())


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**63), locking=st.booleans(), pass_chance=st.floats(0.0, 0.9))
def test_hand_flow_matches_the_plain_model(seed: int, locking: bool, pass_chance: float) -> None:
    """Turn, table, trick ends, leads after going out and the finish order follow the rules text."""
    rng = random.Random(seed)
    match = MatchState(seed, Rules(pass_locks_trick=locking))
    if rng.random() < 0.5:  # a later hand, after the swap
        while not match.hand.is_over:
            match.hand.push(random_move(match.hand, rng))
        match.score_if_over()
        match.start_next_hand()
        do_swap(match.hand, rng)
    hand = match.hand
    model = Model(counts=list(hand.hand_sizes()), turn=hand.turn, locking=locking)
    while not hand.is_over:
        seat = hand.turn
        assert seat == model.turn
        move = random_move(hand, rng, pass_chance)
        if move is None:
            hand.pass_turn(seat)
            model.pass_turn(seat)
        else:
            hand.play(seat, hand.cards_for(move))
            model.play(seat, move)
        assert list(hand.hand_sizes()) == model.counts
        assert hand.top is model.top
        assert hand.finish == model.finish
        assert hand.is_over == model.over
        if not hand.is_over:
            assert hand.turn == model.turn
    assert model.over
