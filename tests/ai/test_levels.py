"""Every AI level: registered, legal, deterministic, blind to hidden hands, cancellable."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import ALL_LEVELS, cheap_player, mid_hand, play_match, twin_with_hidden_cards_swapped
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.ai import (
    LEVELS,
    PREFERRED_LEVELS,
    CancelToken,
    DecisionCancelled,
    available_levels,
    default_level,
    make_player,
)
from murlan_qt.ai.expert import ExpertPlayer
from murlan_qt.ai.search import SearchPlayer
from murlan_qt.engine import MatchState, Observation


def test_the_four_levels_are_registered() -> None:
    for level in ("easy", "normal", "hard", "expert"):
        assert LEVELS[level].level == level
        assert make_player(level, 1).level == level


def test_the_levels_offered_are_the_preferred_ones_registered_weakest_first() -> None:
    assert available_levels() == list(PREFERRED_LEVELS)
    assert default_level() == "normal" and default_level() in available_levels()


def test_without_the_preferred_levels_every_registered_level_is_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("murlan_qt.ai.LEVELS", {"random": LEVELS["random"], "greedy": LEVELS["greedy"]})
    assert available_levels() == ["random", "greedy"]
    assert default_level() == "greedy"


def test_unknown_level_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("grandmaster")


def test_ai_package_imports_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, murlan_qt.ai, murlan_qt.tools.arena\n"
        "import murlan_qt.ai.expert, murlan_qt.ai.inference, murlan_qt.ai.search\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- positions


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_peeking_hidden_hands_do_not_change_the_decision(level: str) -> None:
    checked = 0
    for seed in range(40):
        hand = mid_hand(seed, 4 + seed % 17)
        if hand.is_over:
            continue
        seat = hand.turn
        twin = twin_with_hidden_cards_swapped(hand, seat)
        if twin is None:
            continue
        assert [sorted(h) for h in twin.cards] != [sorted(h) for h in hand.cards]
        # the levels the table shows are public: the expert models those opponents by them
        players = ("human", "hard", "normal", "expert")
        obs_a = Observation.of_hand(hand, seat, players=players)
        obs_b = Observation.of_hand(twin, seat, players=players)
        assert obs_a == obs_b
        a = cheap_player(level, seed, samples=3).choose_play(obs_a, 60.0)
        b = cheap_player(level, seed, samples=3).choose_play(obs_b, 60.0)
        assert a is b
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_seed_same_decision(level: str) -> None:
    hand = mid_hand(7, 9)
    obs = Observation.of_hand(hand, hand.turn)
    assert cheap_player(level, 3).choose_play(obs) is cheap_player(level, 3).choose_play(obs)


# ---------------------------------------------------------------- whole games


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32), levels=st.permutations(["easy", "normal", "hard", "expert"]))
def test_mixed_levels_play_only_legal_moves_and_finish_the_match(seed: int, levels: list[str]) -> None:
    match = play_match(seed, tuple(levels))  # type: ignore[arg-type]
    assert match.is_over
    assert match.result is not None
    assert all(len(h.finish) == 4 for h in match.hands)


@pytest.mark.parametrize("seed", range(3))
def test_baselines_mixed_with_levels_finish(seed: int) -> None:
    levels = ("random", "greedy", "easy", "normal") if seed % 2 else ("hard", "random", "expert", "greedy")
    assert play_match(seed, levels).is_over


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_swap_choice_is_one_of_the_options(level: str) -> None:
    seen = 0
    for seed in range(20):
        match = MatchState(seed)
        hand = match.hand
        ai = make_player("normal", seed)
        while not hand.is_over:
            hand.push(ai.choose_play(Observation.of_hand(hand, hand.turn)))
        match.score_if_over()
        if match.is_over:
            continue
        second = match.start_next_hand()
        player = make_player(level, seed)
        while second.phase != "play":
            obs = Observation.of(match, second.turn)
            given_card = player.choose_swap(obs)
            assert given_card in obs.swap_options
            if second.phase == "swap_last":
                match.give_by_last(given_card)
            else:
                match.give_by_first(given_card)
            seen += 1
        if seen >= 2:
            break
    assert seen >= 2


def test_normal_never_passes_on_lead_and_keeps_bombs_for_low_singles() -> None:
    from murlan_qt.ai.normal import normal_choice
    from murlan_qt.engine import DEFAULT_RULES, Situation, combination
    from murlan_qt.engine.cards import parse_cards, rank_counts

    counts = rank_counts(parse_cards("4S 4H 4D 4C 6S 8H 9D JC QS"))
    lead = normal_choice(Situation.of(0, counts, None, -1, (9, 10, 10, 10), False, DEFAULT_RULES))
    assert lead is not None
    three = combination("single", 1, 0)
    on_three = normal_choice(Situation.of(0, counts, three, 1, (9, 10, 10, 10), False, DEFAULT_RULES))
    assert on_three is not None and not on_three.is_bomb


# ---------------------------------------------------------------- time and cancel


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_tiny_time_limit_still_gives_a_legal_play(level: str) -> None:
    for seed in (1, 2, 3):
        hand = mid_hand(seed, 6)
        obs = Observation.of_hand(hand, hand.turn)
        choice = make_player(level, seed).choose_play(obs, 0.000_001)
        assert choice is None and obs.can_pass() or choice in obs.legal_plays()


@pytest.mark.parametrize("level", ALL_LEVELS[2:])
def test_a_cancelled_decision_raises(level: str) -> None:
    hand = mid_hand(5, 6)
    obs = Observation.of_hand(hand, hand.turn)
    token = CancelToken()
    token.cancel()
    with pytest.raises(DecisionCancelled):
        make_player(level, 1).choose_play(obs, 1.0, token)


class _CancelLater(CancelToken):
    """A token that cancels itself after a few checks (a player quitting mid-search)."""

    def __init__(self, after: int) -> None:
        super().__init__()
        self.left = after

    def check(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.cancel()
        super().check()


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_cancel_during_search_raises(level: str) -> None:
    for seed in range(10):
        hand = mid_hand(seed, 8)
        obs = Observation.of_hand(hand, hand.turn)
        player = make_player(level, seed)
        assert isinstance(player, SearchPlayer)
        player = type(player)(seed, replace(player.settings, budget=30.0))
        if len(obs.legal_plays()) + obs.can_pass() < 2:
            continue
        with pytest.raises(DecisionCancelled):
            player.choose_play(obs, 60.0, _CancelLater(3))
        return
    pytest.fail("no position with a choice")


def test_swap_give_back_goes_through_the_one_hook() -> None:
    from murlan_qt.ai.base import AIPlayer
    from murlan_qt.ai.easy import EasyPlayer
    from murlan_qt.ai.normal import NormalPlayer

    # only the hook is overridden: no level writes choose_swap out again
    for cls in (EasyPlayer, NormalPlayer, SearchPlayer, *LEVELS.values()):
        assert cls.choose_swap is AIPlayer.choose_swap
    calls: list[int] = []

    class Spy(NormalPlayer):
        def choose_give_back(self, hand, options):  # type: ignore[no-untyped-def]
            calls.append(len(options))
            return options[-1]

    for seed in range(30):
        match = MatchState(seed)
        hand = match.hand
        ai = make_player("normal", seed)
        while not hand.is_over:
            hand.push(ai.choose_play(Observation.of_hand(hand, hand.turn)))
        match.score_if_over()
        if match.is_over:
            continue
        second = match.start_next_hand()
        spy = Spy(seed)
        while second.phase != "play":
            obs = Observation.of(match, second.turn)
            card = spy.choose_swap(obs)
            if second.phase == "swap_last":
                match.give_by_last(card)
            else:
                assert card == obs.swap_options[-1]
                match.give_by_first(card)
        if calls:
            break
    assert calls


@pytest.mark.parametrize("seed", range(6))
def test_playouts_stopped_at_the_seats_place_score_as_full_playouts(seed: int) -> None:
    from murlan_qt.ai.deals import sample_hands
    from murlan_qt.ai.normal import NORMAL_STYLE, SHARP_STYLE, normal_choice
    from murlan_qt.ai.search import position_of, rollout_points
    from murlan_qt.engine.hand import PHASE_PLAY, POINTS_BY_PLACE

    hand = mid_hand(seed, 3 * seed)
    if hand.is_over:
        return
    obs = Observation.of_hand(hand, hand.turn)
    rng = random.Random(seed)
    for _ in range(5):
        state = position_of(obs, sample_hands(obs, rng))
        for seat in range(4):
            if not state.cards[seat]:
                continue
            got = rollout_points(state, seat)
            # the same playout to the very end of the hand
            n = 0
            while state.phase == PHASE_PLAY:
                t = state.turn
                state.push(normal_choice(state.situation(), SHARP_STYLE if t == seat else NORMAL_STYLE))
                n += 1
            full = POINTS_BY_PLACE[state.finish.index(seat)]
            for _ in range(n):
                state.pop()
            assert got == full


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_model_the_opponents_the_table_names_and_infer_the_others(level: str) -> None:
    from murlan_qt.ai.inference import RULE_BASED, SEARCHER, STYLE_MODELS

    hand = mid_hand(5, 6)
    player = make_player(level, 1)
    assert isinstance(player, SearchPlayer)
    assert player.settings.opponent_models == STYLE_MODELS
    players = ("hard", "human", "easy", "expert")
    told = player.known_models(Observation.of_hand(hand, 1, players=players))
    assert {s: STYLE_MODELS[i] for s, i in told.items()} == {
        0: SEARCHER, 2: RULE_BASED, 3: SEARCHER,
    }
    # a human, an unknown player, a level it has no model for and the arena's other styles
    # (which it has models for, but must read from the play) are inferred
    assert player.known_models(Observation.of_hand(hand, 0, players=("", "human", "random", ""))) == {}
    assert player.known_models(Observation.of_hand(hand, 0)) == {}
    pool = ("keep-high", "break-free", "greedy-search", "keep-high")
    assert player.known_models(Observation.of_hand(hand, 0, players=pool)) == {}


def test_the_expert_s_chains_give_first_deals_less_alike_than_one_chain() -> None:
    import itertools
    import math

    from murlan_qt.ai.inference import placed_right

    def alike(chains: int) -> float:
        from murlan_qt.ai.settings import EXPERT

        settings = replace(EXPERT, burn_in=8000, thin=300, chains=chains)
        total = n = 0.0
        for seed in range(6):
            hand = mid_hand(seed, 20 + seed)
            if hand.is_over:
                continue
            obs = Observation.of_hand(hand, hand.turn, players=("normal",) * 4)
            sample = ExpertPlayer(seed, settings).make_sampler(obs, random.Random(seed), math.inf, None)
            deals = []
            for _ in range(8):
                got = sample()
                assert got is not None
                deals.append(got[0])
            for a, b in itertools.combinations(deals, 2):
                right, cards = placed_right(a, b, obs.seat)
                total += right / cards
                n += 1
        return total / n

    assert alike(4) < alike(1) - 0.05
