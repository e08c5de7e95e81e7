"""The one turn driver: decide, apply, take a turn."""

from __future__ import annotations

import pytest

from murlan_qt.ai import apply_move, decide, make_player, take_turn
from murlan_qt.ai.base import AIPlayer
from murlan_qt.ai.basic import PASS_CHANCE
from murlan_qt.engine import (
    PHASE_PLAY,
    PHASE_SWAP_LAST,
    Combination,
    IllegalPlayError,
    MatchState,
    Observation,
    combination,
)
from murlan_qt.engine.hand import PHASE_OVER


def _second_hand(seed: int) -> MatchState:
    match = MatchState(seed)
    bot = make_player("normal", seed)
    while not match.hand.is_over:
        take_turn(match, bot)
    match.start_next_hand()
    return match


def test_a_turn_in_the_swap_gives_one_of_the_options() -> None:
    for seed in range(8):
        match = _second_hand(seed)
        hand = match.hand
        if hand.phase != PHASE_SWAP_LAST:
            continue
        options = hand.swap_last_options()
        move = take_turn(match, make_player("normal", 1))
        assert move in options and hand.swap is not None and hand.swap.given_by_last == move
        return
    pytest.fail("no hand with a swap")


def test_a_whole_match_is_played_by_turns_and_each_move_is_the_decided_one() -> None:
    match = MatchState(11)
    bots = [make_player(level, s) for s, level in enumerate(("random", "greedy", "easy", "normal"))]
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        seat = match.hand.turn
        obs = Observation.of(match, seat)
        n = len(match.hand.actions)
        move = take_turn(match, bots[seat])
        assert move == decide(bots[seat], obs)  # decisions depend on the observation only
        if obs.phase == PHASE_PLAY:
            assert match.hand.actions[n].combo is move
    assert match.result is not None


class _Cheat(AIPlayer):
    level = "cheat"

    def choose_play(self, obs: Observation, time_limit: float = 1.0, cancel: object = None) -> Combination | None:
        return combination("bomb", 4, 12)


def test_a_refused_move_changes_nothing() -> None:
    match = MatchState(2)
    before = (len(match.hand.actions), match.hand.turn)
    with pytest.raises(IllegalPlayError):
        take_turn(match, _Cheat())
    with pytest.raises(TypeError):
        apply_move(match, match.hand.turn, "3S")  # type: ignore[arg-type]
    assert (len(match.hand.actions), match.hand.turn) == before


def test_no_move_is_decided_when_the_hand_is_over() -> None:
    match = MatchState(3)
    bot = make_player("greedy")
    while not match.hand.is_over:
        take_turn(match, bot)
    obs = Observation.of(match, 0)
    assert obs.phase == PHASE_OVER
    with pytest.raises(ValueError):
        decide(bot, obs)


def test_the_random_player_passes_about_as_often_as_it_says() -> None:
    # over many decisions where it may pass and has a play, its share of passes is near its
    # chance (the binomial sd over 3000 decisions is under 0.01)
    bot = make_player("random", 5)
    passes = n = 0
    for seed in range(200):
        match = MatchState(seed)
        while not match.hand.is_over and n < 3000:
            obs = Observation.of(match, match.hand.turn)
            if obs.can_pass() and obs.legal_plays():
                n += 1
                passes += decide(bot, obs) is None
            take_turn(match, bot)
    assert n == 3000
    assert abs(passes / n - PASS_CHANCE) < 0.04


def test_the_no_clock_switch_lifts_only_the_search_levels_own_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    import math
    from dataclasses import replace

    from murlan_qt.ai import NO_CLOCK_ENV, make_player
    from murlan_qt.ai.search import SearchPlayer
    from murlan_qt.ai.settings import EXPERT, HARD

    monkeypatch.delenv(NO_CLOCK_ENV, raising=False)
    hard = make_player("hard", 1)
    assert isinstance(hard, SearchPlayer) and hard.settings == HARD
    monkeypatch.setenv(NO_CLOCK_ENV, "0")
    assert make_player("hard", 1).settings == HARD  # "0" is off
    monkeypatch.setenv(NO_CLOCK_ENV, "1")
    for level, settings in (("hard", HARD), ("expert", EXPERT)):
        player = make_player(level, 1)
        assert isinstance(player, SearchPlayer)
        assert player.settings.budget == math.inf
        assert player.settings == replace(settings, budget=math.inf)  # nothing else changes
    assert not isinstance(make_player("normal", 1), SearchPlayer)
