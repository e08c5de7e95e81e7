"""Reads that last the match: the earlier hands' evidence on an opponent's style (``match_reads``).

With the reads on, an opponent that played like a style in the match's
earlier hands is more likely modelled as that style now; with them off (the
default) nothing any level decides changes, earlier hands or not.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace

import pytest

from murlan_qt.ai import LEVELS, apply_move, decide, make_player, player_seed
from murlan_qt.ai.expert import ExpertPlayer
from murlan_qt.ai.inference import (
    STYLE_MODELS,
    ChainSettings,
    InferenceChain,
    earlier_decisions,
    match_prior,
)
from murlan_qt.ai.judge import position_key
from murlan_qt.ai.pool import KeepHighPlayer
from murlan_qt.ai.search import HardPlayer, SearchPlayer
from murlan_qt.ai.settings import DECLARED_MODELS, EXPERT, HARD
from murlan_qt.engine import PHASE_PLAY, MatchState, Observation, Player
from murlan_qt.engine.cards import NUM_RANKS

#: the index of the keep-high model in STYLE_MODELS, and of the ``normal`` one
KEEP_HIGH = 2
NORMAL = 0


def keep_high_match(seed: int, hands: int, seat1_actions: int = 0) -> MatchState:
    """A seeded match whose seat 1 plays the keep-high style and the others ``normal``, ``hands`` hands in,
    stopped at the first play of the next hand or, with ``seat1_actions``, at seat 0's first turn after seat 1
    acted that many times in it (the table names seat 1 by a level no model is declared for)."""
    players = (Player("a", "ai", "normal"), Player("b", "ai", "keep-high"),
               Player("c", "ai", "normal"), Player("d", "ai", "normal"))
    match = MatchState(seed, players=players)
    ais = [make_player("normal", player_seed(seed, s)) for s in range(4)]
    ais[1] = KeepHighPlayer(player_seed(seed, 1))
    for _ in range(hands):
        hand = match.hand
        while not hand.is_over:
            seat = hand.turn
            apply_move(match, seat, decide(ais[seat], Observation.of(match, seat), 60.0))
        match.start_next_hand()
    hand = match.hand
    while hand.phase != PHASE_PLAY:
        seat = hand.turn
        apply_move(match, seat, decide(ais[seat], Observation.of(match, seat), 60.0))
    while sum(a.seat == 1 for a in hand.actions) < seat1_actions or hand.turn != 0:
        assert not hand.is_over
        seat = hand.turn
        apply_move(match, seat, decide(ais[seat], Observation.of(match, seat), 60.0))
    return match


def read_match(hands: int = 3, seat1_actions: int = 0) -> MatchState:
    """The first seeded keep-high match in which seat 1 went out in an earlier hand, so it was read."""
    for seed in range(40):
        match = keep_high_match(seed, hands, seat1_actions)
        if any(1 in h.finish[:-1] for h in match.hands[:-1]):
            return match
    raise AssertionError("no seed gave a hand seat 1 went out in")


def test_the_earlier_decisions_judged_are_of_seats_that_went_out_and_the_style_explains_them() -> None:
    match = read_match()
    obs = Observation.of(match, 0)
    got = earlier_decisions(obs.earlier, 0)
    assert set(got) == {1, 2, 3}
    assert got[1], "seat 1 went out in an earlier hand"
    went_out = {s for h in match.hands[:-1] for s in h.finish[:-1]}
    assert {s for s, ds in got.items() if ds} <= went_out
    # seat 1 plays keep-high's choice at every decision the table showed its hand for
    style = STYLE_MODELS[KEEP_HIGH].style
    for d in got[1]:
        assert style.choose(d.situation) is d.made


def test_an_opponent_that_played_a_style_before_gets_that_style_as_its_prior() -> None:
    match = read_match()
    obs = Observation.of(match, 0)
    prior = match_prior(obs, STYLE_MODELS)
    assert prior[1][KEEP_HIGH] == 0.0
    assert prior[1][NORMAL] > 0.0
    # with no earlier hands there is nothing to read
    assert match_prior(replace(obs, earlier=()), STYLE_MODELS) == {}


def model_counts(obs: Observation, prior: dict[int, tuple[float, ...]] | None, seed: int) -> Counter[int]:
    """How often a short chain models seat 1 by each model, over its samples."""
    settings = ChainSettings(burn_in=300, thin=40, models=STYLE_MODELS, model_penalty=HARD.model_penalty)
    chain = InferenceChain(obs, random.Random(seed), settings, known_models={2: 0, 3: 0}, model_prior=prior)
    counts: Counter[int] = Counter()
    for _ in range(60):
        _hands, models = chain()
        counts[STYLE_MODELS.index(models[1])] += 1
    return counts


def test_the_prior_moves_the_chains_model_of_that_seat_toward_the_style() -> None:
    # a few actions into the hand, so the chain also weighs seat 1's decisions of this hand
    match = read_match(seat1_actions=3)
    # seat 0 observes; seat 1's model is inferred (the others' are the declared normal)
    obs = Observation.of(match, 0)
    prior = match_prior(obs, STYLE_MODELS)
    chain = InferenceChain(
        obs, random.Random(1), ChainSettings(burn_in=0, models=STYLE_MODELS, model_penalty=HARD.model_penalty),
        known_models={2: 0, 3: 0}, model_prior=prior,
    )
    # the penalty of each model of seat 1 is the settings' plus the prior's, and it starts as keep-high
    assert chain.penalty_of[1] == tuple(a + b for a, b in zip(HARD.model_penalty, prior[1], strict=True))
    assert chain.model_of[1] == KEEP_HIGH
    assert 1 in chain.unsure
    with_reads = sum(model_counts(obs, prior, seed)[KEEP_HIGH] for seed in range(3))
    without = sum(model_counts(obs, None, seed)[KEEP_HIGH] for seed in range(3))
    assert with_reads > without


def test_a_prior_of_zeros_keeps_the_chain_exactly_as_without_one() -> None:
    match = read_match(seat1_actions=3)
    obs = Observation.of(match, 0)
    zeros = {s: (0.0,) * len(STYLE_MODELS) for s in (1, 2, 3)}
    settings = ChainSettings(burn_in=500, thin=50, models=STYLE_MODELS, model_penalty=HARD.model_penalty)
    # the zero prior starts every seat at model 0, as the chain does without one
    a = InferenceChain(obs, random.Random(3), settings, known_models={1: 0}, model_prior=zeros)
    b = InferenceChain(obs, random.Random(3), settings, known_models={1: 0})
    for _ in range(10):
        assert a() == b()


def positions_with_earlier_hands() -> list[Observation]:
    """Play decisions of seeded matches in their second or later hand (several actions in)."""
    out = []
    for seed in (2, 7, 11):
        match = keep_high_match(seed, 1 + seed % 2)
        ais = [make_player("normal", player_seed(seed, s)) for s in range(4)]
        hand = match.hand
        # some actions in, then on to the first seat with a choice to make
        for n in range(200):
            obs = Observation.of(match, hand.turn)
            if n >= 6 + seed % 5 and len(obs.legal_plays()) + obs.can_pass() > 1:
                break
            apply_move(match, hand.turn, decide(ais[hand.turn], obs, 60.0))
            assert not hand.is_over
        assert obs.earlier and len(obs.legal_plays()) + obs.can_pass() > 1
        out.append(obs)
    return out


@pytest.mark.parametrize("cls,settings", [(HardPlayer, HARD), (ExpertPlayer, EXPERT)], ids=["hard", "expert"])
def test_with_the_reads_off_a_decision_is_the_same_with_or_without_earlier_hands(
    cls: type[SearchPlayer], settings: object
) -> None:
    no_clock = replace(settings, budget=math.inf)  # type: ignore[type-var]
    for obs in positions_with_earlier_hands():
        bare = replace(obs, earlier=())
        assert cls(5, no_clock).choose_play(obs, 60.0) is cls(5, no_clock).choose_play(bare, 60.0)


def test_the_reads_level_without_earlier_hands_decides_as_hard() -> None:
    no_clock = replace(HARD, budget=math.inf)
    for obs in positions_with_earlier_hands():
        bare = replace(obs, earlier=())
        reads = LEVELS["hard-reads"](5)
        assert isinstance(reads, SearchPlayer) and reads.settings.match_reads
        reads.settings = replace(reads.settings, budget=math.inf)
        assert reads.choose_play(bare, 60.0) is HardPlayer(5, no_clock).choose_play(bare, 60.0)


def test_the_judges_position_key_ignores_the_earlier_hands() -> None:
    for obs in positions_with_earlier_hands():
        assert position_key(obs) == position_key(replace(obs, earlier=()))


def test_the_reads_levels_are_searchers_the_table_declares() -> None:
    for level in ("hard-reads", "expert-reads"):
        assert DECLARED_MODELS[level] == 1
        assert LEVELS[level].level == level
    assert isinstance(LEVELS["expert-reads"](0), ExpertPlayer)


def test_a_seat_with_no_earlier_decisions_has_no_prior() -> None:
    match = read_match()
    obs = Observation.of(match, 0)
    got = earlier_decisions(obs.earlier, 0)
    prior = match_prior(obs, STYLE_MODELS)
    assert {s for s, ds in got.items() if ds} == set(prior)
    assert all(len(p) == len(STYLE_MODELS) and min(p) == 0.0 for p in prior.values())
    assert NUM_RANKS == 15
