"""Engine speed: random self-play hands per second and legal-play generation per second.

Run from the top of the repository::

    .venv/bin/python benchmarks/engine.py [--hands 5000] [--seed 1] [--pass-chance 0.3]

Complete hands are played in one process on the fast path (``deal_cards``,
``HandState``, ``legal_plays()`` and ``push()``) by players that choose
uniformly among the legal plays and pass with ``--pass-chance`` when they
may. ``legal_plays`` is then timed on positions collected from such hands,
both through ``HandState.legal_plays()`` (rank masks kept up to date) and
through the public ``legal_plays(hand, top)`` (which reads the cards first).
Last, ``push``/``pop`` are timed as AI search uses them: every line of play
two moves deep from positions of such hands, each move undone.
Rates per CPU second are printed too: on a busy machine the wall clock
also counts the time other processes took. This is a measurement, not a
test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import random
import time

from murlan_qt.engine import HandState, Rules, deal_cards, legal_plays
from murlan_qt.engine.combos import legal_from_masks


def play_hands(n: int, seed: int, pass_chance: float, rules: Rules) -> tuple[float, float, int]:
    """Play ``n`` complete first hands at random; (wall seconds, CPU seconds, actions)."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for i in range(n):
        hand = HandState(deal_cards(i & 3, rng), i & 3, rules)
        while not hand.is_over:
            plays = hand.legal_plays()
            if hand.top is not None and (not plays or rng.random() < pass_chance):
                hand.push(None)
            else:
                hand.push(rng.choice(plays))
        actions += len(hand.actions)
    return time.perf_counter() - start, time.process_time() - cpu, actions


def collect_positions(n: int, seed: int, rules: Rules) -> list[tuple[list[int], object, list[int]]]:
    """(masks, top, cards) of the seat on turn at every turn of ``n`` random hands."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        hand = HandState(deal_cards(i & 3, rng), i & 3, rules)
        while not hand.is_over:
            out.append((list(hand.masks[hand.turn]), hand.top, sorted(hand.cards[hand.turn])))
            plays = hand.legal_plays()
            if hand.top is not None and (not plays or rng.random() < 0.3):
                hand.push(None)
            else:
                hand.push(rng.choice(plays))
    return out


def time_legal_plays(positions: list, rules: Rules, repeat: int) -> tuple[float, float]:
    """Calls per second of the mask-based generator and of the public ``legal_plays``."""
    step = rules.scale_step_one
    start = time.perf_counter()
    for _ in range(repeat):
        for masks, top, _cards in positions:
            legal_from_masks(masks, top, step)
    fast = repeat * len(positions) / (time.perf_counter() - start)
    start = time.perf_counter()
    for _masks, top, cards in positions:
        legal_plays(cards, top, None, rules)
    public = len(positions) / (time.perf_counter() - start)
    return fast, public


def time_push_pop(n: int, seed: int, rules: Rules) -> tuple[float, int]:
    """(CPU seconds, push/pop pairs) of walking every line two moves deep from each turn of ``n`` hands."""
    rng = random.Random(seed)
    pairs = 0
    cpu = time.process_time()
    for i in range(n):
        hand = HandState(deal_cards(i & 3, rng), i & 3, rules)
        while not hand.is_over:
            first = hand.legal_plays() + ([None] if hand.can_pass() else [])
            for move in first:
                hand.push(move)
                if not hand.is_over:
                    for reply in hand.legal_plays() + ([None] if hand.can_pass() else []):
                        hand.push(reply)
                        hand.pop()
                        pairs += 1
                hand.pop()
                pairs += 1
            plays = hand.legal_plays()
            if hand.top is not None and (not plays or rng.random() < 0.3):
                hand.push(None)
            else:
                hand.push(rng.choice(plays))
    return time.process_time() - cpu, pairs


def main() -> None:
    parser = argparse.ArgumentParser(description="Murlan engine benchmark (hands/s, legal_plays calls/s)")
    parser.add_argument("--hands", type=int, default=5000, help="hands to play (default 5000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pass-chance", type=float, default=0.3, help="chance of passing when allowed")
    parser.add_argument("--pass-locks-trick", action="store_true")
    parser.add_argument("--scale-step-one", action="store_true")
    args = parser.parse_args()
    rules = Rules(pass_locks_trick=args.pass_locks_trick, scale_step_one=args.scale_step_one)

    play_hands(200, args.seed + 1, args.pass_chance, rules)  # warm the caches
    seconds, cpu, actions = play_hands(args.hands, args.seed, args.pass_chance, rules)
    print(f"rules: {rules}, pass chance {args.pass_chance}")
    print(f"random self-play: {args.hands} complete hands in {seconds:.2f} s ({cpu:.2f} s of CPU)")
    print(f"  {args.hands / seconds:,.0f} hands/s ({args.hands / cpu:,.0f} per CPU second), "
          f"{actions / seconds:,.0f} actions/s, {actions / args.hands:.1f} actions per hand")

    positions = collect_positions(300, args.seed, rules)
    fast, public = time_legal_plays(positions, rules, repeat=5)
    print(f"legal_plays on {len(positions)} positions from random hands:")
    print(f"  HandState.legal_plays (rank masks): {fast:,.0f} calls/s")
    print(f"  legal_plays(hand, top) (public API, reads the cards): {public:,.0f} calls/s")

    cpu, pairs = time_push_pop(100, args.seed, rules)
    print(f"push/pop, every line two moves deep from each turn of 100 random hands: {pairs:,} pairs")
    print(f"  {pairs / cpu:,.0f} push/pop pairs per CPU second")


if __name__ == "__main__":
    main()
