"""The decision point the engine gives players, and the replay of a hand into decision points."""

from __future__ import annotations

import hashlib
import random
from dataclasses import fields

import pytest
from engine_helpers import cards, deal_with, do_swap, random_move
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import (
    PHASE_PLAY,
    HandState,
    IllegalPlayError,
    MatchState,
    Observation,
    Rules,
    Situation,
    combination,
    derive_seed,
    legal_plays,
)
from murlan_qt.engine.cards import rank_counts

rules_st = st.builds(Rules, pass_locks_trick=st.booleans(), scale_step_one=st.booleans())


def _played_match(seed: int, rules: Rules, hands: int) -> tuple[MatchState, list[Situation]]:
    """A match whose ``hands``-th hand is part played at random; the situations of that hand's actions."""
    rng = random.Random(seed)
    match = MatchState(seed, rules)
    seen: list[Situation] = []
    for k in range(hands):
        hand = match.hand
        seen = []
        while hand.phase != PHASE_PLAY:
            do_swap(hand, rng)
        stop = rng.randrange(1, 80) if k == hands - 1 else 10_000
        while not hand.is_over and len(hand.actions) < stop:
            seen.append(hand.situation())
            move = random_move(hand, rng)
            if move is None:
                match.pass_turn(hand.turn)
            else:
                match.play_combination(hand.turn, move)
        if k < hands - 1:
            match.score_if_over()
            if match.is_over:
                break
            match.start_next_hand()
    return match, seen


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rules_st, hands=st.integers(1, 3))
def test_the_replay_gives_the_situation_each_seat_faced(seed: int, rules: Rules, hands: int) -> None:
    match, seen = _played_match(seed, rules, hands)
    hand = match.hand
    for observer in range(4):
        obs = Observation.of(match, observer)
        past = obs.past_decisions()
        assert [d.action for d in past] == list(hand.actions)
        for d, truth in zip(past, seen, strict=True):
            if d.action.seat == observer:
                assert d.situation == truth
            else:
                # another seat's hand is not known; the rest is what it saw
                assert d.situation.rank_counts == () and d.situation.masks == ()
                assert d.situation == truth.with_hand((), ())


def test_the_opening_lead_is_part_of_the_situation_and_of_its_legal_plays() -> None:
    hand = HandState(deal_with({0: "3S 3H 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S"}), 3)
    situation = hand.situation()
    assert situation.opening and situation.top is None and not situation.can_pass
    plays = situation.legal_plays()
    assert plays == hand.legal_plays()
    assert all(0 in p.ranks for p in plays)
    assert plays == legal_plays(hand.hand_of(0), None, must_include=cards("3S"))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), rules=rules_st)
def test_hand_state_and_observation_give_the_same_situation(seed: int, rules: Rules) -> None:
    match, _ = _played_match(seed, rules, 1)
    hand = match.hand
    if hand.is_over:
        return
    obs = Observation.of(match, hand.turn)
    from_hand = hand.situation()
    assert obs.situation == from_hand
    assert from_hand.rank_counts == tuple(rank_counts(obs.hand))
    assert from_hand.hand_sizes == obs.hand_sizes == hand.hand_sizes()
    # the same situation worked out from the cards alone (no shared rank counts)
    assert Situation.of(
        obs.seat, rank_counts(obs.hand), obs.top, obs.top_seat, obs.hand_sizes, obs.opening, obs.rules
    ) == from_hand
    assert obs.legal_plays() == hand.legal_plays()


def test_an_observation_built_on_the_fast_path_has_every_field() -> None:
    match, _ = _played_match(3, Rules(), 2)
    obs = Observation.of(match, 1)
    names = {f.name for f in fields(Observation)}
    assert names <= set(vars(obs))
    rebuilt = Observation(**{n: getattr(obs, n) for n in names})
    assert rebuilt == obs and rebuilt.situation == obs.situation


def test_a_later_hand_is_not_the_first_and_has_no_opening_lead() -> None:
    match, _ = _played_match(5, Rules(), 2)
    obs = Observation.of(match, 0)
    assert not obs.is_first_hand
    assert not any(d.situation.opening for d in obs.past_decisions())
    first = Observation.of_hand(HandState(deal_with({}), 3), 0)
    assert first.is_first_hand and first.situation.opening == (first.turn == 0)


def test_with_hand_sizes_changes_only_the_counts_of_cards() -> None:
    hand = HandState(deal_with({}), 3)
    s = hand.situation()
    t = s.with_hand_sizes((13, 13, 13, 13))
    assert t.hand_sizes == (13, 13, 13, 13) and t._replace(hand_sizes=s.hand_sizes) == s


# ---------------------------------------------------------------- a computer player's play


def test_play_combination_makes_the_lowest_suits_with_the_3s_first() -> None:
    hand = HandState(deal_with({0: "3S 3H 3D 4S 5S 6S 7S 8S 9S TS JS QS KS AS"}), 3)
    hand.play_combination(0, combination("pair", 2, 0))
    assert hand.actions[-1].cards == tuple(cards("3S 3H"))


def test_play_combination_refuses_what_is_not_legal_with_the_rule_s_reason() -> None:
    hand = HandState(deal_with({0: "3S 3H 3D 4S 5S 6S 7S 8S 9S TS JS QS KS AS"}), 3)
    before = (len(hand.actions), hand.turn)
    with pytest.raises(IllegalPlayError) as err:
        hand.play_combination(0, combination("single", 1, 1))  # the opening lead needs the 3S
    assert err.value.code == "must_include_three_of_spades"
    with pytest.raises(IllegalPlayError) as err:
        hand.play_combination(1, combination("single", 1, 0))
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalPlayError):
        hand.play_combination(0, combination("bomb", 4, 5))  # not held
    assert (len(hand.actions), hand.turn) == before
    hand.play_combination(0, combination("single", 1, 0))
    with pytest.raises(IllegalPlayError) as err:
        hand.play_combination(hand.turn, combination("pair", 2, 9))
    assert err.value.code == "needs_higher_same_kind"


# ---------------------------------------------------------------- seeds


def test_derived_seeds_are_the_ones_the_tools_and_players_always_used() -> None:
    def old(text: str) -> int:
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1

    assert derive_seed("murlan-ai", 7, 2) == old("murlan-ai:7:2")
    assert derive_seed("murlan-sim", 0, 5) == old("murlan-sim:0:5")
    assert derive_seed("murlan-arena", "deal", 4, 0) == old("murlan-arena:deal:4:0")
    assert derive_seed("murlan-ai", 7, 2) != derive_seed("murlan-ai", 7, 3)
