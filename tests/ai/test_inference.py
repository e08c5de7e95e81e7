"""What passes and plays reveal: the replayed history and the inferred deals."""

from __future__ import annotations

import random
from functools import partial

from murlan_qt.ai import make_player
from murlan_qt.ai.base import AIPlayer
from murlan_qt.ai.deals import sample_hands
from murlan_qt.ai.inference import (
    RULE_BASED,
    SEARCHER,
    ChainSettings,
    HistoryModel,
    InferenceChain,
    OpponentModel,
    past_decisions,
    placed_right,
    unexplained,
)
from murlan_qt.ai.normal import NORMAL_STYLE, SHARP_STYLE, Style, normal_choice
from murlan_qt.ai.search import candidate_moves
from murlan_qt.engine import Combination, MatchState, Observation
from murlan_qt.engine.cards import rank_counts
from murlan_qt.engine.combos import choose_cards


class _StylePlayer(AIPlayer):
    """The rule-based policy in a given style (what the chain models opponents with)."""

    def __init__(self, style: Style) -> None:
        super().__init__(0)
        self.style = style

    def choose_play(self, obs: Observation, time_limit: float = 1.0, cancel: object = None) -> Combination | None:
        return normal_choice(obs.situation, self.style)


def _normal_hand_observations(
    seed: int, style: Style = NORMAL_STYLE
) -> list[tuple[Observation, list[list[int]]]]:
    match = MatchState(seed)
    hand = match.hand
    ais = [_StylePlayer(style) for _ in range(4)] if style is not NORMAL_STYLE else [
        make_player("normal", s) for s in range(4)
    ]
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
            assert unexplained(obs, hands) == 0


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
        samplers = [
            partial(sample_hands, obs, rng),
            InferenceChain(obs, random.Random(2)),
            InferenceChain(obs, random.Random(2), ChainSettings(block_move=0.4, cycle_move=0.4)),
        ]
        for sample in samplers:
            for _ in range(3):
                got = sample()
                assert got is not None
                hands = got[0] if isinstance(got, tuple) else got
                assert [len(h) for h in hands] == list(obs.hand_sizes)
                assert sorted(hands[obs.seat]) == sorted(int(c) for c in obs.hand)
                others = sorted(c for s in range(4) if s != obs.seat for c in hands[s])
                assert others == unseen


def test_inferred_deals_explain_the_history_better_than_uniform_ones() -> None:
    uniform = inferred = 0
    for seed in (3, 4):
        for obs, _ in _normal_hand_observations(seed)[12::6]:
            rng = random.Random(seed)
            sample = InferenceChain(obs, rng, ChainSettings(burn_in=8000, thin=200, models=(RULE_BASED,)))
            for _ in range(3):
                got = sample()
                assert got is not None
                inferred += unexplained(obs, got[0])
                uniform += unexplained(obs, sample_hands(obs, rng))
    assert inferred < uniform / 2


def test_inferred_deals_place_the_hidden_cards_better_than_uniform_ones() -> None:
    inferred = uniform = total = 0
    for seed in range(5, 11):
        for obs, truth in _normal_hand_observations(seed)[10::7]:
            rng = random.Random(seed)
            sample = InferenceChain(obs, rng, ChainSettings(burn_in=8000, thin=200, models=(RULE_BASED,)))
            for _ in range(4):
                got = sample()
                assert got is not None
                inferred += placed_right(got[0], truth, obs.seat)[0]
                ok, n = placed_right(sample_hands(obs, rng), truth, obs.seat)
                uniform += ok
                total += n
    assert inferred > uniform + 0.05 * total


def _held_thrice(obs: Observation, hands: list[list[int]]) -> int:
    """Ranks of which an opponent holds three cards or more, summed over the opponents."""
    return sum(
        sum(1 for n in rank_counts(hands[s]) if n >= 3) for s in range(4) if s != obs.seat
    )


def test_block_swaps_leave_the_chain_s_target_unchanged() -> None:
    # with a weight of nearly 1 every step is taken, so the chain's deals must be uniform
    # deals whatever its steps. Block swaps move cards in twos and threes of a rank; without
    # their Hastings correction they pile ranks up (ranks held three times or more)
    obs, _ = _normal_hand_observations(12)[6]
    rng = random.Random(5)
    n = 1500
    uniform = sum(_held_thrice(obs, sample_hands(obs, rng)) for _ in range(n)) / n
    sample = InferenceChain(obs, random.Random(6), ChainSettings(
        burn_in=2000, thin=60, models=(RULE_BASED,), mismatch_weight=0.999999, block_move=0.95,
    ))
    chain = 0.0
    for _ in range(n):
        got = sample()
        assert got is not None
        chain += _held_thrice(obs, got[0])
    assert abs(chain / n - uniform) < 0.4


def test_bigger_steps_find_deals_that_single_swaps_miss() -> None:
    # a sharp chain (weight 0.01) with the expert's burn-in, on positions of normal players:
    # the bigger steps leave clearly fewer decisions unexplained than single swaps only
    left: dict[float, int] = {}
    for block, cycle in ((0.0, 0.0), (0.2, 0.2)):
        left[block] = 0
        for seed in range(40, 52):
            for obs, _ in _normal_hand_observations(seed)[20::12]:
                sample = InferenceChain(obs, random.Random(seed), ChainSettings(
                    burn_in=40000, thin=200, models=(RULE_BASED,), mismatch_weight=0.01, block_move=block,
                    cycle_move=cycle,
                ))
                got = sample()
                assert got is not None
                left[block] += unexplained(obs, got[0])
    assert left[0.2] < 0.7 * left[0.0]


def test_the_chain_infers_the_opponents_style() -> None:
    def sharp_share(style: Style) -> float:
        sharp = n = 0
        for seed in range(20, 26):
            for obs, _ in _normal_hand_observations(seed, style)[30::10]:
                sample = InferenceChain(obs, random.Random(seed), ChainSettings(burn_in=3000, thin=200))
                for _ in range(3):
                    got = sample()
                    assert got is not None
                    sharp += sum(got[1][s] is SEARCHER for s in range(4) if s != obs.seat)
                    n += 3
        return sharp / n

    assert sharp_share(SHARP_STYLE) > sharp_share(NORMAL_STYLE) + 0.3


def test_the_true_deal_explains_every_decision_of_sharp_players_under_their_model() -> None:
    for obs, hands in _normal_hand_observations(7, SHARP_STYLE):
        assert unexplained(obs, hands, model=1) == 0


def test_a_limited_count_is_exact_up_to_the_limit() -> None:
    obs, _ = _normal_hand_observations(8)[40]
    rng = random.Random(8)
    for _ in range(30):
        hands = sample_hands(obs, rng)
        for s in range(4):
            if s == obs.seat:
                continue
            exact = HistoryModel(obs).unexplained_by_cards(s, hands[s])
            counts = tuple(rank_counts(hands[s]))
            for limit in range(4):
                got = HistoryModel(obs).unexplained(s, counts, 0, limit)
                assert got == (exact if exact <= limit else limit + 1)


def test_the_same_seed_draws_the_same_deals() -> None:
    obs, _ = _normal_hand_observations(9)[35]
    a = InferenceChain(obs, random.Random(3), ChainSettings(burn_in=500, thin=50))
    b = InferenceChain(obs, random.Random(3), ChainSettings(burn_in=500, thin=50))
    for _ in range(5):
        assert a() == b()


class _SearchLikePlayer(AIPlayer):
    """Plays one of the moves a search player weighs, drawn from a seeded generator."""

    def choose_play(self, obs: Observation, time_limit: float = 1.0, cancel: object = None) -> Combination | None:
        moves = candidate_moves(obs, 4)
        rng = self.rng_for(obs)
        return moves[0] if rng.random() < 0.6 else rng.choice(moves)


def test_the_search_model_explains_a_search_player_within_its_weighed_moves() -> None:
    truth_search = truth_sharp = other_search = other_sharp = 0.0
    for seed in range(30, 34):
        match = MatchState(seed)
        hand = match.hand
        players = [_SearchLikePlayer(seed * 4 + s) for s in range(4)]
        rng = random.Random(seed)
        while not hand.is_over:
            seat = hand.turn
            obs = Observation.of(match, seat)
            if len(obs.actions) % 7 == 6:
                model = HistoryModel(obs, (OpponentModel(SHARP_STYLE), SEARCHER))
                guess = sample_hands(obs, rng)
                for s in range(4):
                    if s == seat:
                        continue
                    held = [int(c) for c in hand.cards[s]]
                    # the true hand: every decision is one of the weighed moves, so a move
                    # that is not the sharp one costs one under the sharp model and only a
                    # part of one under the search model
                    truth_sharp += model.unexplained_by_cards(s, held, 0)
                    truth_search += model.unexplained_by_cards(s, held, 1)
                    other_sharp += model.unexplained_by_cards(s, guess[s], 0)
                    other_search += model.unexplained_by_cards(s, guess[s], 1)
            combo = players[seat].choose_play(obs)
            if combo is None:
                match.pass_turn(seat)
            else:
                match.play(seat, choose_cards(obs.hand, combo, hand.must_include()))
    assert truth_sharp > 0
    assert 0 < truth_search < truth_sharp
    assert truth_search <= max(model.search_costs) * truth_sharp
    # and it tells the true hand from a guessed one better than the sharp model does
    assert other_search / truth_search > other_sharp / truth_sharp


def test_an_opponent_whose_model_is_known_keeps_it_and_the_others_are_still_inferred() -> None:
    # the table says the first opponent is a rule-based player; the other two are inferred
    def searcher_share(style: Style) -> float:
        kept = searchers = n = 0
        for seed in range(20, 24):
            for obs, _ in _normal_hand_observations(seed, style)[30::10]:
                others = [s for s in range(4) if s != obs.seat]
                told, rest = others[0], others[1:]
                sample = InferenceChain(
                    obs, random.Random(seed), ChainSettings(burn_in=3000, thin=200), known_models={told: 0}
                )
                for _ in range(3):
                    got = sample()
                    assert got is not None
                    kept += got[1][told] is RULE_BASED
                    searchers += sum(got[1][s] is SEARCHER for s in rest)
                    n += 1
        assert kept == n
        return searchers / (2 * n)

    assert searcher_share(SHARP_STYLE) > searcher_share(NORMAL_STYLE) + 0.2


def test_when_every_model_is_known_the_chain_only_moves_cards() -> None:
    obs, _ = _normal_hand_observations(21, SHARP_STYLE)[25]
    others = [s for s in range(4) if s != obs.seat]
    told = dict.fromkeys(others, 1)
    sample = InferenceChain(obs, random.Random(5), ChainSettings(burn_in=2000, thin=100), known_models=told)
    start = InferenceChain(obs, random.Random(5), ChainSettings(burn_in=0, thin=0), known_models=told)()
    assert start is not None
    for _ in range(5):
        got = sample()
        assert got is not None
        assert all(got[1][s] is SEARCHER for s in others)
        # the chain moves on from its random start to deals that explain more
        assert unexplained(obs, got[0], model=1) < unexplained(obs, start[0], model=1) - 2


# ---------------------------------------------------------------- the chain's steps, one by one


def _check_chain_state(chain: InferenceChain, obs: Observation) -> None:
    """The chain's bookkeeping agrees with its deal: sizes, cards, rank counts and scores."""
    unseen = sorted(int(c) for c in obs.unseen_cards())
    held = []
    for s in chain.others:
        cards = chain.fixed[s] + chain.free[s]
        assert len(cards) == obs.hand_sizes[s]
        assert chain.counts[s] == rank_counts(cards)
        model = chain.model_of[s]
        assert chain.bad[s] == chain.history.unexplained(s, tuple(chain.counts[s]), model) + chain.penalty[model]
        held += cards
    assert sorted(held) == unseen


def test_every_step_of_the_chain_keeps_its_deal_and_scores_consistent() -> None:
    obs, _ = _normal_hand_observations(13, SHARP_STYLE)[12]
    chain = InferenceChain(obs, random.Random(4), ChainSettings(burn_in=0, thin=0))
    assert chain.can_swap and chain.can_remodel and chain.can_cycle
    _check_chain_state(chain, obs)
    for step in (chain.swap_step, chain.block_step, chain.cycle_step, chain.model_step):
        for _ in range(60):
            step()
            _check_chain_state(chain, obs)


def test_a_swap_step_moves_one_card_each_way_or_nothing() -> None:
    obs, _ = _normal_hand_observations(14)[20]
    chain = InferenceChain(
        obs, random.Random(2), ChainSettings(burn_in=0, thin=0, models=(RULE_BASED,), mismatch_weight=0.5)
    )
    moved = 0
    for _ in range(100):
        before = {s: sorted(chain.free[s]) for s in chain.others}
        chain.swap_step()
        changed = [s for s in chain.others if sorted(chain.free[s]) != before[s]]
        assert len(changed) in (0, 2)
        for s in changed:
            assert len(set(chain.free[s]) - set(before[s])) == 1
        moved += bool(changed)
    assert moved > 0


def test_the_model_step_leaves_known_models_alone() -> None:
    obs, _ = _normal_hand_observations(15, SHARP_STYLE)[28]
    told = chain_seat = next(s for s in range(4) if s != obs.seat)
    chain = InferenceChain(obs, random.Random(3), ChainSettings(burn_in=0, thin=0), known_models={told: 1})
    assert told not in chain.unsure
    for _ in range(200):
        chain.model_step()
        assert chain.model_of[chain_seat] == 1


def test_a_search_level_gives_each_of_its_chains_its_settings_and_a_share_of_the_burn_in() -> None:
    from murlan_qt.ai.settings import EXPERT, HARD

    for level in (HARD, EXPERT):
        chain = level.chain
        assert chain.burn_in == level.burn_in // level.chains
        assert (chain.thin, chain.models, chain.model_penalty) == (level.thin, level.opponent_models,
                                                                   level.model_penalty)
        assert (chain.mismatch_weight, chain.block_move, chain.cycle_move, chain.search_odds) == (
            level.mismatch_weight, level.block_move, level.cycle_move, level.search_odds)
    assert EXPERT.chain != HARD.chain
