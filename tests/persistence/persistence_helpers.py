"""Seeded AI matches for the persistence tests."""

from __future__ import annotations

from murlan_qt.ai import AIPlayer, make_player, player_seed
from murlan_qt.engine import (
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    MatchState,
    Observation,
    Player,
    choose_cards,
)

PLAYERS = (
    Player("You", "human"),
    Player("Arta", "ai", "greedy"),
    Player("Besnik", "ai", "random"),
    Player("Drita", "ai", "greedy"),
)


def ai_players(match: MatchState) -> list[AIPlayer]:
    """One AI per seat (the human seat plays greedy), seeded from the match seed and the seat."""
    levels = [p.level if p.kind == "ai" and p.level in ("greedy", "random") else "greedy" for p in match.players]
    return [make_player(levels[s], player_seed(match.seed, s)) for s in range(4)]


def next_decision(match: MatchState, players: list[AIPlayer]) -> tuple[str, int, object]:
    """What the seat on turn would do next: ('deal', -1, None), ('give', seat, card) or ('play', seat, cards)."""
    if match.needs_new_hand:
        return ("deal", -1, None)
    hand = match.hand
    seat = hand.turn
    obs = Observation.of(match, seat)
    if hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
        return ("give", seat, players[seat].choose_swap(obs))
    combo = players[seat].choose_play(obs)
    if combo is None:
        return ("play", seat, None)
    return ("play", seat, tuple(choose_cards(hand.cards[seat], combo, hand.must_include())))


def step(match: MatchState, players: list[AIPlayer]) -> None:
    """Make the next decision through the checked engine."""
    kind, seat, what = next_decision(match, players)
    if kind == "deal":
        match.start_next_hand()
    elif kind == "give":
        if match.hand.phase == PHASE_SWAP_LAST:
            match.give_by_last(what)  # type: ignore[arg-type]
        else:
            match.give_by_first(what)  # type: ignore[arg-type]
    elif what is None:
        match.pass_turn(seat)
    else:
        match.play(seat, what)  # type: ignore[arg-type]


def play_match(seed: int, stop_after: int | None = None, players: tuple[Player, ...] = PLAYERS) -> MatchState:
    """A seeded match played by AIs, to the end or for ``stop_after`` steps."""
    match = MatchState(seed, players=players)
    ais = ai_players(match)
    n = 0
    while not match.is_over and (stop_after is None or n < stop_after):
        step(match, ais)
        n += 1
    return match


def count_steps(seed: int) -> int:
    match = MatchState(seed, players=PLAYERS)
    ais = ai_players(match)
    n = 0
    while not match.is_over:
        step(match, ais)
        n += 1
    return n
