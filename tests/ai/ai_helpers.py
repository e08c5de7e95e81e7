"""Shared helpers of the AI tests: cheap players and seeded games."""

from __future__ import annotations

from murlan_qt.ai import AIPlayer, make_player, player_seed
from murlan_qt.ai.search import SearchPlayer
from murlan_qt.engine import (
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    HandState,
    MatchState,
    Observation,
)
from murlan_qt.engine.combos import choose_cards

ALL_LEVELS = ("random", "greedy", "easy", "normal", "hard", "expert")


def cheap_player(level: str, seed: int, samples: int = 2) -> AIPlayer:
    """A player of ``level``; search levels get a few deals and a generous budget (no timing effects)."""
    player = make_player(level, seed)
    if isinstance(player, SearchPlayer):
        player.samples = samples
        player.playouts = 1
        player.max_candidates = 3
        player.budget = 30.0
        player.halving_batch = 0
        if hasattr(player, "burn_in"):
            player.burn_in = 10  # type: ignore[attr-defined]
            player.thin = 2  # type: ignore[attr-defined]
    return player


def step(match: MatchState, ai: AIPlayer, time_limit: float = 60.0) -> None:
    """Let the seat on turn act once (swap or play), checked by the engine."""
    hand = match.hand
    seat = hand.turn
    obs = Observation.of(match, seat)
    if hand.phase == PHASE_SWAP_LAST:
        match.give_by_last(ai.choose_swap(obs))
        return
    if hand.phase == PHASE_SWAP_FIRST:
        match.give_by_first(ai.choose_swap(obs))
        return
    combo = ai.choose_play(obs, time_limit)
    if combo is None:
        assert obs.can_pass(), f"{ai.level} passed on lead"
        match.pass_turn(seat)
        return
    assert combo in obs.legal_plays(), f"{ai.level} chose {combo!r}, not a legal play"
    match.play(seat, choose_cards(obs.hand, combo, hand.must_include()))


def play_match(seed: int, levels: tuple[str, str, str, str], samples: int = 1) -> MatchState:
    """A whole seeded match between these levels (every play checked)."""
    match = MatchState(seed)
    ais = [cheap_player(lv, player_seed(seed, s), samples) for s, lv in enumerate(levels)]
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        n = 0
        while not hand.is_over:
            step(match, ais[hand.turn])
            n += 1
            assert n < 1000, "a hand did not end"
    return match


def replay(deal: list[list[int]], dealer: int, actions: list) -> HandState:
    """A first hand with ``deal`` and the given actions replayed, checked."""
    hand = HandState(deal, dealer)
    for a in actions:
        if a.cards is None:
            hand.pass_turn(a.seat)
        else:
            hand.play(a.seat, list(a.cards))
    return hand
