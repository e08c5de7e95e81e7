"""Invariants over random play (hypothesis): cards conserved, hands and matches end, undo is exact."""

from __future__ import annotations

import random

from engine_helpers import do_swap, random_move, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import (
    PHASE_PLAY,
    HandState,
    MatchState,
    Observation,
    Rules,
    classify,
    dumps,
    loads,
)

seeds = st.integers(min_value=0, max_value=2**63 - 1)  # a record holds a signed 64-bit seed
rules_st = st.builds(Rules, pass_locks_trick=st.booleans(), scale_step_one=st.booleans())


def all_cards(hand: HandState) -> list[int]:
    """Cards in hands plus cards played: must always be the whole deck."""
    held = [c for h in hand.cards for c in h]
    played = [c for a in hand.actions if a.cards is not None for c in a.cards]
    return sorted(held + played)


@settings(max_examples=60, deadline=None)
@given(seed=seeds, rules=rules_st)
def test_54_cards_are_conserved_through_every_deal_swap_and_play(seed: int, rules: Rules) -> None:
    """No card is ever lost or duplicated, whatever happens in a match."""
    rng = random.Random(seed)
    match = MatchState(seed, rules)
    for _ in range(200):
        if match.is_over:
            break
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        assert all_cards(hand) == list(range(54))
        assert sorted(c for h in hand.deal for c in h) == list(range(54))
        do_swap(hand, rng)
        assert all_cards(hand) == list(range(54))
        while not hand.is_over:
            move = random_move(hand, rng)
            if move is None:
                match.pass_turn(hand.turn)
            else:
                match.play(hand.turn, hand.cards_for(move))
            assert all_cards(hand) == list(range(54))
            assert hand.hand_sizes() == tuple(len(h) for h in hand.cards)
    assert match.is_over, "every match ends"


@settings(max_examples=100, deadline=None)
@given(seed=seeds, rules=rules_st, pass_chance=st.floats(0.0, 0.95))
def test_every_hand_ends(seed: int, rules: Rules, pass_chance: float) -> None:
    """Whatever the players do, a hand ends with all four seats placed."""
    rng = random.Random(seed)
    match = MatchState(seed, rules)
    hand = match.hand
    for _ in range(5000):
        if hand.is_over:
            break
        hand.push(random_move(hand, rng, pass_chance))
    assert hand.is_over
    assert sorted(hand.finish) == [0, 1, 2, 3]
    assert sorted(hand.points()) == [0, 1, 2, 3]


@settings(max_examples=60, deadline=None)
@given(seed=seeds, rules=rules_st)
def test_every_match_ends_with_a_winner_or_a_tie_at_51(seed: int, rules: Rules) -> None:
    """A match ends: one player reaches the target alone, or two or more reach 51."""
    from engine_helpers import play_match

    match = MatchState(seed, rules)
    play_match(match, random.Random(seed))
    res = match.result
    assert res is not None
    if res.winner is not None:
        assert match.totals[res.winner] >= match.target
        assert sum(1 for t in match.totals if t >= match.target) == 1
    else:
        assert match.target == 51 and len(res.tie) >= 2
        assert sorted(res.tie) == [s for s in range(4) if match.totals[s] >= 51]


@settings(max_examples=80, deadline=None)
@given(seed=seeds, rules=rules_st)
def test_push_pop_restores_everything_exactly(seed: int, rules: Rules) -> None:
    """pop() undoes push() exactly: cards, counts, masks, turn, top, passed, finish, active, trick_start."""
    rng = random.Random(seed)
    match = MatchState(seed, rules)
    if rng.random() < 0.5:  # a later hand, with a swap, too
        while not match.hand.is_over:
            match.hand.push(random_move(match.hand, rng))
        match.score_if_over()
        if match.is_over:
            return
        match.start_next_hand()
        do_swap(match.hand, rng)
    hand = match.hand
    start = snapshot(hand)
    history = []
    while not hand.is_over:
        before = snapshot(hand)
        move = random_move(hand, rng)
        hand.push(move)
        undone = hand.pop()
        assert snapshot(hand) == before
        assert undone.combo is move
        hand.push(move)
        history.append(before)
        if rng.random() < 0.1 and len(history) > 2:  # undo a few steps and go another way
            for _ in range(2):
                hand.pop()
                assert snapshot(hand) == history.pop()
    while hand.actions:
        hand.pop()
    assert snapshot(hand) == start


@settings(max_examples=60, deadline=None)
@given(seed=seeds, rules=rules_st)
def test_push_agrees_with_the_checked_play(seed: int, rules: Rules) -> None:
    """Every play legal_plays() offers is accepted by the checked play() as the same combination."""
    rng = random.Random(seed)
    hand = MatchState(seed, rules).hand
    while not hand.is_over:
        plays = hand.legal_plays()
        for combo in plays:
            assert hand.check_play(hand.turn, hand.cards_for(combo)) is combo
            assert classify(hand.cards_for(combo)) is combo
        move = random_move(hand, rng)
        if move is None:
            hand.pass_turn(hand.turn)
        else:
            hand.play(hand.turn, hand.cards_for(move))


@settings(max_examples=40, deadline=None)
@given(seed=seeds, rules=rules_st, cut=st.floats(0.0, 1.0))
def test_a_written_record_reads_back_into_the_same_match(seed: int, rules: Rules, cut: float) -> None:
    """dumps(loads(s)) == s, for finished matches and for matches stopped anywhere."""
    from engine_helpers import play_match

    match = MatchState(seed, rules)
    play_match(match, random.Random(seed))
    text = dumps(match)
    back = loads(text)
    assert dumps(back) == text
    assert back.totals == match.totals and back.target == match.target
    assert [h.deal for h in back.hands] == [h.deal for h in match.hands]
    # the same match stopped part way: replay the first actions only
    rng = random.Random(seed)
    part = MatchState(seed, rules)
    stop = int(cut * sum(len(h.actions) for h in match.hands))
    done = 0
    for _ in range(200):
        if part.needs_new_hand:
            part.start_next_hand()
        hand = part.hand
        do_swap(hand, rng)
        while not hand.is_over and done < stop:
            move = random_move(hand, rng)
            if move is None:
                part.pass_turn(hand.turn)
            else:
                part.play(hand.turn, hand.cards_for(move))
            done += 1
        if done >= stop or part.is_over:
            break
    text = dumps(part)
    assert dumps(loads(text)) == text


@settings(max_examples=40, deadline=None)
@given(seed=seeds)
def test_an_observation_shows_only_what_its_seat_may_know(seed: int) -> None:
    """An observation holds the seat's own cards and public facts only."""
    rng = random.Random(seed)
    match = MatchState(seed)
    hand = match.hand
    for _ in range(rng.randrange(40)):
        if hand.is_over:
            break
        hand.push(random_move(hand, rng))
    for seat in range(4):
        obs = Observation.of(match, seat)
        assert list(obs.hand) == hand.hand_of(seat)
        assert obs.hand_sizes == hand.hand_sizes()
        unseen = set(obs.unseen_cards())
        others = {c for s in range(4) if s != seat for c in hand.cards[s]}
        assert unseen == others
        if hand.phase == PHASE_PLAY and hand.turn == seat:
            assert obs.legal_plays() == hand.legal_plays()
