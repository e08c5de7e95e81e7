"""What passes and plays reveal: the replayed history and the inferred deals."""

from __future__ import annotations

import random
from functools import partial

from murlan_qt.ai import make_player
from murlan_qt.ai.inference import explained, inferred_sampler, past_decisions
from murlan_qt.ai.search import sample_hands
from murlan_qt.engine import MatchState, Observation
from murlan_qt.engine.combos import choose_cards


def _normal_hand_observations(seed: int) -> list[tuple[Observation, list[list[int]]]]:
    match = MatchState(seed)
    hand = match.hand
    ais = [make_player("normal", s) for s in range(4)]
    out = []
    while not hand.is_over:
        seat = hand.turn
        obs = Observation.of(match, seat)
        out.append((obs, [sorted(int(c) for c in h) for h in hand.cards]))
        combo = ais[seat].choose_play(obs)
        if combo is None:
            match.pass_turn(seat)
        else:
            match.play(seat, choose_cards(obs.hand, combo, hand.must_include()))
    return out


def test_the_true_deal_explains_every_decision_of_normal_players() -> None:
    for seed in range(4):
        for obs, hands in _normal_hand_observations(seed):
            assert explained(obs, hands) == 0


def test_past_decisions_are_every_other_seats_actions() -> None:
    obs, _ = _normal_hand_observations(1)[-1]
    decisions = past_decisions(obs)
    mine = sum(1 for a in obs.actions if a.seat == obs.seat)
    assert sum(len(d) for d in decisions.values()) == len(obs.actions) - mine
    assert obs.seat not in decisions


def test_sampled_deals_respect_counts_and_unseen_cards() -> None:
    for obs, _ in _normal_hand_observations(2)[5::9]:
        unseen = sorted(int(c) for c in obs.unseen_cards())
        rng = random.Random(1)
        samplers = [partial(sample_hands, obs, rng), inferred_sampler(obs, random.Random(2))]
        for sample in samplers:
            for _ in range(3):
                hands = sample()
                assert hands is not None
                assert [len(h) for h in hands] == list(obs.counts)
                assert sorted(hands[obs.seat]) == sorted(int(c) for c in obs.hand)
                others = sorted(c for s in range(4) if s != obs.seat for c in hands[s])
                assert others == unseen


def test_inferred_deals_explain_the_history_better_than_uniform_ones() -> None:
    uniform = inferred = 0
    for seed in (3, 4):
        for obs, _ in _normal_hand_observations(seed)[12::6]:
            rng = random.Random(seed)
            sample = inferred_sampler(obs, rng, burn_in=80, thin=4)
            for _ in range(3):
                inferred += explained(obs, sample())  # type: ignore[arg-type]
                uniform += explained(obs, sample_hands(obs, rng))
    assert inferred < uniform
