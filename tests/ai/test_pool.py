"""The arena's pool of opponent styles: legal, blind to hidden hands, seeded; ``--vs pool``."""

from __future__ import annotations

import json

import pytest
from ai_helpers import mid_hand, twin_with_hidden_cards_swapped

from murlan_qt.ai import AIPlayer, apply_move, decide, player_seed
from murlan_qt.ai.deals import sample_hands
from murlan_qt.ai.pool import (
    POOL,
    BreakFreeStyle,
    GreedyPolicy,
    GreedySearchPlayer,
    KeepHighStyle,
    greedy_choice,
)
from murlan_qt.ai.search import position_of, rollout_points
from murlan_qt.engine import PHASE_PLAY, MatchState, Observation, combination
from murlan_qt.engine.situation import Situation
from murlan_qt.tools import arena
from murlan_qt.tools.arena import make_arena_player, pool_opponents, run_arena, seat_levels_among

STYLES = ("greedy-search", "keep-high", "break-free")


class _Seen(AIPlayer):
    """Wraps a player; records the type of everything it was asked about."""

    def __init__(self, inner: AIPlayer) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.level = inner.level
        self.seen: set[type] = set()

    def choose_play(self, obs, time_limit=1.0, cancel=None):  # type: ignore[no-untyped-def]
        self.seen.add(type(obs))
        return self.inner.choose_play(obs, time_limit, cancel)

    def choose_swap(self, obs):  # type: ignore[no-untyped-def]
        self.seen.add(type(obs))
        return self.inner.choose_swap(obs)


def test_the_pool_holds_three_other_styles_and_normal() -> None:
    assert set(POOL) == {*STYLES, "normal"}
    for name, cls in POOL.items():
        assert cls.level == name
        assert make_arena_player(name, 3).level == name


@pytest.mark.parametrize("seed", [1, 2])
def test_pool_styles_play_whole_matches_with_only_legal_moves_from_an_observation(seed: int) -> None:
    levels = ("greedy-search", "keep-high", "break-free", "keep-high") if seed == 1 else (
        "break-free", "normal", "greedy-search", "break-free"
    )
    match = MatchState(seed)
    ais = [_Seen(make_arena_player(lv, player_seed(seed, s))) for s, lv in enumerate(levels)]
    moves = 0
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        while not hand.is_over:
            seat = hand.turn
            obs = Observation.of(match, seat)
            move = decide(ais[seat], obs)
            if obs.phase == PHASE_PLAY:
                if move is None:
                    assert obs.can_pass(), f"{levels[seat]} passed on lead"
                else:
                    assert move in obs.legal_plays(), f"{levels[seat]} chose {move!r}"
            apply_move(match, seat, move)  # the engine checks it again
            moves += 1
            assert moves < 20000
    assert match.result is not None
    for ai in ais:
        assert ai.seen == {Observation}


@pytest.mark.parametrize("style", STYLES)
def test_pool_styles_do_not_see_hidden_hands(style: str) -> None:
    checked = 0
    for seed in range(40):
        hand = mid_hand(seed, 4 + seed % 17)
        if hand.is_over:
            continue
        seat = hand.turn
        twin = twin_with_hidden_cards_swapped(hand, seat)
        if twin is None:
            continue
        obs_a = Observation.of_hand(hand, seat)
        obs_b = Observation.of_hand(twin, seat)
        assert obs_a == obs_b
        a = make_arena_player(style, seed).choose_play(obs_a)
        b = make_arena_player(style, seed).choose_play(obs_b)
        assert a is b
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


@pytest.mark.parametrize("style", STYLES)
def test_pool_styles_are_deterministic_for_a_seed(style: str) -> None:
    for seed in (3, 8, 21):
        hand = mid_hand(seed, 6)
        obs = Observation.of_hand(hand, hand.turn)
        assert make_arena_player(style, 5).choose_play(obs) is make_arena_player(style, 5).choose_play(obs)


def test_the_greedy_searcher_draws_its_deals_from_its_seed() -> None:
    # over many positions, two seeds disagree somewhere: the deals really are its own
    differ = 0
    for seed in range(30):
        hand = mid_hand(seed, 3 + seed % 11)
        if hand.is_over:
            continue
        obs = Observation.of_hand(hand, hand.turn)
        if GreedySearchPlayer(1).choose_play(obs) is not GreedySearchPlayer(2).choose_play(obs):
            differ += 1
    assert differ > 0


def _situation(hand: str, top: str | None, sizes: tuple[int, int, int, int], top_seat: int = 1) -> Situation:
    from murlan_qt.engine import parse_cards
    from murlan_qt.engine.cards import rank_counts
    from murlan_qt.engine.combos import classify
    from murlan_qt.engine.rules import DEFAULT_RULES

    cards = parse_cards(hand)
    sizes = (len(cards), *sizes[1:])  # type: ignore[assignment]
    played = None if top is None else classify(parse_cards(top))
    return Situation.of(0, rank_counts(cards), played, top_seat if top else -1, sizes, False, DEFAULT_RULES)


def test_greedy_plays_the_lowest_play_that_beats() -> None:
    sit = _situation("4S 9H 9D KS BJ", "8C", (5, 10, 10, 10))
    assert greedy_choice(sit) is combination("single", 1, 6)  # the 9, breaking the pair


def test_keep_high_keeps_its_high_cards_and_its_groups_while_the_hand_is_long() -> None:
    style = KeepHighStyle()
    long_hand = "3S 3D 5H 7D 7C 8S 8H QD AS 2H 2D BJ RJ"
    # only an ace, a 2 (breaking the pair) or a joker beats a king: it passes
    assert style.choose(_situation(long_hand, "KC", (13, 10, 10, 10))) is None
    # a queen is no high card: it follows a 9 with it
    assert style.choose(_situation(long_hand, "9C", (13, 10, 10, 10))) is combination("single", 1, 9)
    # on lead it dumps its lowest group
    assert style.choose(_situation(long_hand, None, (13, 10, 10, 10))) is combination("pair", 2, 0)
    # an opponent about to go out is stopped with the highest play that is not a bomb
    assert style.choose(_situation(long_hand, "KC", (13, 2, 10, 10))) is combination("single", 1, 14)
    # once the hand is short its high cards are played like the others
    assert style.choose(_situation("5H AS 2H 2D", "KC", (4, 10, 10, 10))) is combination("single", 1, 11)


def test_break_free_breaks_groups_and_keeps_jokers_and_bombs() -> None:
    style = BreakFreeStyle()
    hand = "4S 4H 4D 9S 9H 9D 9C TH JD QC KS BJ"
    # the lowest play that beats, breaking the triple of 4s; never a card of the bomb of 9s
    assert style.choose(_situation(hand, "3C", (12, 10, 10, 10))) is combination("single", 1, 1)
    assert style.choose(_situation(hand, "8C", (12, 10, 10, 10))) is combination("single", 1, 7)
    assert style.choose(_situation(hand, "AC", (12, 10, 10, 10))) is None  # only the joker or the bomb
    # on lead: the longest play holding its lowest card
    assert style.choose(_situation(hand, None, (12, 10, 10, 10))) is combination("triple", 3, 1)


def test_the_search_plays_opponents_out_with_any_pool_policy() -> None:
    hand = mid_hand(4, 9)
    obs = Observation.of_hand(hand, hand.turn)
    import random

    hands = sample_hands(obs, random.Random(1))
    state = position_of(obs, hands)
    before = [sorted(h) for h in state.cards]
    for policy in (KeepHighStyle(), BreakFreeStyle(), GreedyPolicy()):
        points = rollout_points(state, obs.seat, styles=[policy] * 4)
        assert points in (0, 1, 2, 3)
        assert [sorted(h) for h in state.cards] == before


# ---------------------------------------------------------------- the arena


def test_pool_opponents_are_fixed_by_the_deal_s_seed_and_vary_between_deals() -> None:
    assert pool_opponents(123) == pool_opponents(123)
    drawn = {pool_opponents(arena.deal_seed(0, i)) for i in range(40)}
    assert len(drawn) > 10
    assert {s for trio in drawn for s in trio} == set(POOL)


def test_pool_opponents_keep_their_places_after_the_tested_seat() -> None:
    opp = ("keep-high", "normal", "break-free")
    assert [seat_levels_among("hard", opp, k) for k in range(4)] == [
        ["hard", "keep-high", "normal", "break-free"],
        ["break-free", "hard", "keep-high", "normal"],
        ["normal", "break-free", "hard", "keep-high"],
        ["keep-high", "normal", "break-free", "hard"],
    ]


@pytest.mark.parametrize("style", STYLES)
def test_a_pool_style_against_three_copies_of_itself_scores_exactly_one_and_a_half(style: str) -> None:
    report = run_arena(style, style, 2 if style == "greedy-search" else 6, seed=4)
    assert report["mean_points"] == 1.5
    assert report["ci95"] == [1.5, 1.5]


def test_vs_pool_is_reproducible_for_a_seed_and_reports_each_style() -> None:
    one = run_arena("keep-high", "pool", 6, seed=7)
    two = run_arena("keep-high", "pool", 6, seed=7, jobs=2)
    assert one["mean_points"] == two["mean_points"]
    assert one["ci95"] == two["ci95"]
    assert one["by_style"] == two["by_style"]
    by_style = one["by_style"]
    assert isinstance(by_style, dict)
    seats = [pool_opponents(arena.deal_seed(7, i)) for i in range(6)]
    for style, row in by_style.items():
        assert row["deals"] == sum(1 for trio in seats if style in trio)
    assert set(by_style) == {s for trio in seats for s in trio}
    other = run_arena("keep-high", "pool", 6, seed=8)
    assert other["by_style"] != one["by_style"]


def test_vs_pool_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--test", "normal", "--vs", "pool", "--deals", "3", "--seed", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"mean_points", "ci95", "first_rate", "decision_ms", "games", "by_style"}
    arena.main(["--test", "normal", "--vs", "pool", "--deals", "3", "--seed", "2"])
    out = capsys.readouterr().out
    assert "at the table" in out
    with pytest.raises(SystemExit):
        arena.main(["--test", "pool", "--vs", "normal", "--deals", "1"])


def _read_as_keep_high(style: str) -> float:
    """The share of the search's sampled models that read three unnamed ``style`` players as keep-high."""
    import random

    from murlan_qt.ai.inference import KEEP_HIGH
    from murlan_qt.ai.search import HardPlayer
    from murlan_qt.engine import Player

    read = total = 0
    for seed in range(5):
        levels = ("normal", style, style, style)
        match = MatchState(seed, players=[Player(f"p{s}", "human", None) for s in range(4)])
        ais = [make_arena_player(lv, player_seed(seed, s)) for s, lv in enumerate(levels)]
        k = 0
        while not match.hand.is_over:
            seat = match.hand.turn
            obs = Observation.of(match, seat)
            if seat == 0 and len(obs.actions) > 24 and k < 3:
                k += 1
                sampler = HardPlayer(seed).make_sampler(obs, random.Random(k), float("inf"), None)
                for _ in range(4):
                    _, models = sampler()  # type: ignore[misc]
                    read += sum(1 for m in models[1:] if m is KEEP_HIGH)
                    total += 3
            apply_move(match, seat, decide(ais[seat], obs))
    return read / total


def test_the_search_reads_unnamed_keep_high_players_as_keep_high_far_more_often_than_normal_ones() -> None:
    keep_high = _read_as_keep_high("keep-high")
    normal = _read_as_keep_high("normal")
    assert keep_high > 2 * normal
    assert keep_high > 0.25
