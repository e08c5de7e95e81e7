"""Shared helpers of the AI tests: cheap players and seeded games."""

from __future__ import annotations

import random
from dataclasses import replace

from murlan_qt.ai import AIPlayer, apply_move, decide, make_player, player_seed
from murlan_qt.ai.search import SearchPlayer
from murlan_qt.engine import PHASE_PLAY, HandState, MatchState, Observation, deal_cards

ALL_LEVELS = ("random", "greedy", "easy", "normal", "hard", "expert")


def cheap_player(level: str, seed: int, samples: int = 2) -> AIPlayer:
    """A player of ``level``; search levels get a few deals and a generous budget (no timing effects)."""
    player = make_player(level, seed)
    if isinstance(player, SearchPlayer):
        cheap = replace(
            player.settings, samples=samples, playouts=1, max_candidates=3, budget=30.0,
            halving_batch=0, burn_in=10, thin=2,
        )
        return type(player)(seed, cheap)
    return player


def step(match: MatchState, ai: AIPlayer, time_limit: float = 60.0) -> None:
    """Let the seat on turn act once (swap or play), checked by the engine."""
    seat = match.hand.turn
    obs = Observation.of(match, seat)
    move = decide(ai, obs, time_limit)
    if obs.phase == PHASE_PLAY:
        if move is None:
            assert obs.can_pass(), f"{ai.level} passed on lead"
        else:
            assert move in obs.legal_plays(), f"{ai.level} chose {move!r}, not a legal play"
    apply_move(match, seat, move)


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


def mid_hand(seed: int, n_actions: int) -> HandState:
    """A first hand played by ``normal`` players for ``n_actions`` actions."""
    hand = HandState(deal_cards(seed % 4, random.Random(seed)), seed % 4)
    ai = make_player("normal", seed)
    for _ in range(n_actions):
        if hand.is_over:
            break
        obs = Observation.of_hand(hand, hand.turn)
        hand.push(ai.choose_play(obs))
    return hand


def twin_with_hidden_cards_swapped(hand: HandState, seat: int) -> HandState | None:
    """The same public hand, but two opponents with equal counts have exchanged unplayed cards."""
    others = [s for s in range(4) if s != seat and hand.cards[s]]
    for i, a in enumerate(others):
        for b in others[i + 1 :]:
            if len(hand.cards[a]) == len(hand.cards[b]):
                deal = [list(h) for h in hand.deal]
                ka = sorted(hand.cards[a])[:2]
                kb = sorted(hand.cards[b])[-2:]
                for x, y in zip(ka, kb, strict=True):
                    deal[a][deal[a].index(x)] = y
                    deal[b][deal[b].index(y)] = x
                return replay(deal, hand.dealer, hand.actions)
    return None
