"""Stored decision points with the moves the AI levels made there (the "no one plays differently" check).

``tests/ai/data/decisions.json`` holds play-phase positions from seeded matches
(first hands and later hands with their swaps, under the default rules and both
rules variants) together with the move each of ``easy``, ``normal`` and
``hard`` chose there. ``hard`` is asked with an unbounded clock, so its move
depends only on its seed and the position (its search is budgeted in
playouts and replayed work, the clock is only a hard stop on top).

The file was written once, by the code before the AI package was restructured
(commit bd68683; its search settings were class attributes then, set to an
unbounded budget the same way)::

    .venv/bin/python tests/ai/decision_positions.py tests/ai/data/decisions.json

and :mod:`test_decisions_unchanged` asserts every level still makes exactly
those moves. Regenerating the file only makes sense when a level is *meant*
to play differently. ``hard``'s and ``expert``'s answers were regenerated
once so (issue 22: the search levels read each opponent's style over the
arena's pool), keeping the positions and ``easy``'s and ``normal``'s answers.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from murlan_qt.ai import AIPlayer, make_player
from murlan_qt.ai.search import SearchPlayer
from murlan_qt.engine import (
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Combination,
    HandState,
    MatchState,
    Observation,
    Player,
    Rules,
    combination,
    format_cards,
    parse_card,
    parse_cards,
)
from murlan_qt.engine.combos import choose_cards

DATA = Path(__file__).parent / "data" / "decisions.json"
#: the levels whose moves are stored
LEVELS = ("easy", "normal", "hard")
#: ``expert`` (on an unbounded clock, so as deterministic as ``hard``) answers every
#: this many-th position too (its decisions are the slowest)
EXPERT_EVERY = 8
#: a clock that never stops a decision
UNBOUNDED = 1.0e6


def encode_move(combo: Combination | None) -> list[object] | None:
    return None if combo is None else [combo.kind, combo.length, combo.value]


def decode_move(data: Sequence[object] | None) -> Combination | None:
    if data is None:
        return None
    kind, length, value = data
    return combination(str(kind), int(length), int(value))  # type: ignore[call-overload]


def position_of(match: MatchState, seat: int) -> dict[str, Any]:
    """The current decision point of ``seat`` as plain data."""
    hand = match.hand
    swap = hand.swap
    return {
        "rules": hand.rules.to_dict(),
        "dealer": hand.dealer,
        "previous_finish": list(match.results[-1].finish_order) if match.results else None,
        "deal": [format_cards(h) for h in hand.deal],
        "swap": None if swap is None or swap.jokers_shown else [str(swap.given_by_last), str(swap.given_by_first)],
        "actions": [[a.seat, None if a.cards is None else format_cards(a.cards)] for a in hand.actions],
        "seat": seat,
        "hand_index": len(match.hands) - 1,
        "totals": list(match.totals),
        "target": match.target,
        "players": ["human" if p.kind == "human" else p.level or "" for p in match.players],
    }


def observation_of(pos: dict[str, Any]) -> Observation:
    """The observation of a stored position, rebuilt through the checked engine."""
    rules = Rules.from_dict(pos["rules"])
    deal = [parse_cards(h) for h in pos["deal"]]
    hand = HandState(deal, pos["dealer"], rules, pos["previous_finish"])
    if pos["swap"] is not None:
        hand.give_by_last(parse_card(pos["swap"][0]))
        hand.give_by_first(parse_card(pos["swap"][1]))
    for seat, cards in pos["actions"]:
        if cards is None:
            hand.pass_turn(seat)
        else:
            hand.play(seat, parse_cards(cards))
    assert hand.phase == PHASE_PLAY and hand.turn == pos["seat"]
    return Observation.of_hand(
        hand, pos["seat"], hand_index=pos["hand_index"], totals=tuple(pos["totals"]),
        target=pos["target"], players=tuple(pos["players"]),
    )


def seed_of(index: int) -> int:
    """The AI seed the answers of position ``index`` were made with."""
    return 1_000_003 * index + 17


def _collect(n_matches: int, every: float, rng: random.Random) -> list[dict[str, Any]]:
    """Positions met in seeded matches of quick players, each kept with chance ``every``."""
    out: list[dict[str, Any]] = []
    variants = (Rules(), Rules(pass_locks_trick=True), Rules(scale_step_one=True))
    drivers = ("normal", "easy", "greedy", "random")
    shown = ("normal", "hard", "expert", "easy", "human", "")
    for m in range(n_matches):
        rules = variants[m % len(variants)]
        levels = [drivers[(m + s) % len(drivers)] for s in range(4)]
        names = [shown[(m * 3 + s) % len(shown)] for s in range(4)]
        players = [
            Player(f"p{s}", "human", None) if names[s] == "human" else Player(f"p{s}", "ai", names[s] or None)
            for s in range(4)
        ]
        match = MatchState(5000 + m, rules, players)
        bots = [make_player(lv, 77 * m + s) for s, lv in enumerate(levels)]
        while not match.is_over:
            if match.needs_new_hand:
                match.start_next_hand()
            hand = match.hand
            while not hand.is_over:
                seat = hand.turn
                obs = Observation.of(match, seat)
                if hand.phase == PHASE_SWAP_LAST:
                    match.give_by_last(bots[seat].choose_swap(obs))
                    continue
                if hand.phase == PHASE_SWAP_FIRST:
                    match.give_by_first(bots[seat].choose_swap(obs))
                    continue
                if rng.random() < every and len(obs.legal_plays()) + obs.can_pass() >= 2:
                    out.append(position_of(match, seat))
                combo = bots[seat].choose_play(obs)
                if combo is None:
                    match.pass_turn(seat)
                else:
                    match.play(seat, choose_cards(obs.hand, combo, hand.must_include()))
    return out


def answers(pos: dict[str, Any], index: int, levels: Sequence[str] = LEVELS) -> dict[str, object]:
    """The move each level makes at a stored position (the search levels on an unbounded clock)."""
    obs = observation_of(pos)
    return {lv: encode_move(unbounded_player(lv, seed_of(index)).choose_play(obs, UNBOUNDED)) for lv in levels}


def unbounded_player(level: str, seed: int) -> AIPlayer:
    """A player of ``level`` whose search, if any, is never stopped by the clock."""
    player = make_player(level, seed)
    if isinstance(player, SearchPlayer):
        return type(player)(seed, replace(player.settings, budget=UNBOUNDED))
    return player


def main(argv: Sequence[str]) -> int:
    path = Path(argv[0]) if argv else DATA
    positions = _collect(40, 0.02, random.Random(16))
    rows = []
    for i, pos in enumerate(positions):
        levels = LEVELS + ("expert",) if i % EXPERT_EVERY == 0 else LEVELS
        rows.append({**pos, "answers": answers(pos, i, levels)})
        print(i, rows[-1]["answers"], file=sys.stderr)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "positions": rows}, indent=None, separators=(",", ":")) + "\n")
    print(f"{len(rows)} positions written to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
