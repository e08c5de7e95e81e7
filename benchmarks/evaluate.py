"""How long ``evaluate`` takes on a full hand, and how often two seeds agree on the best play.

Run from the top of the repository::

    .venv/bin/python benchmarks/evaluate.py [--positions 12]

The positions are the first lead of seeded second hands (a free lead, after
the swap) whose leader holds 13 cards or more: the largest choice of plays. For each of ``hard``'s and
``expert``'s settings (their own clocks: the times are what the table would
see), every position is evaluated with two different player seeds: the time of
each evaluation, the plays scored and the deals, and whether the two seeds
chose the same best play. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from murlan_qt.ai import make_player, take_turn
from murlan_qt.ai.evaluate import evaluate
from murlan_qt.ai.settings import EXPERT, HARD
from murlan_qt.engine import DEFAULT_PLAYERS, PHASE_PLAY, MatchState, Observation, Rules


def first_leads(n: int) -> list[Observation]:
    """The first lead of the second hand of seeded matches (a free lead, after the swap), 13+ cards."""
    out: list[Observation] = []
    seed = 1
    while len(out) < n:
        m = MatchState(seed, Rules(), DEFAULT_PLAYERS)
        players = [make_player("normal", seed * 4 + s) for s in range(4)]
        seed += 1
        while not m.hand.is_over:
            take_turn(m, players[m.hand.turn])
        m.score_if_over()
        if not m.needs_new_hand:
            continue
        m.start_next_hand()
        while m.hand.phase != PHASE_PLAY:
            take_turn(m, players[m.hand.turn])
        seat = m.hand.turn
        if len(m.hand.cards[seat]) >= 13 and not m.hand.opening:
            out.append(Observation.of(m, seat))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=12)
    args = p.parse_args()
    try:
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        load = "unknown"
    print(f"{args.positions} first leads of 13+ cards; {os.cpu_count()} cores; load average {load}")
    print("| settings | median time | longest | plays scored (median) | deals (median) | same best play, seeds 1 and 2 |")
    print("|---|---|---|---|---|---|")
    positions = first_leads(args.positions)
    for name, settings in (("hard", HARD), ("expert", EXPERT)):
        times: list[float] = []
        plays: list[int] = []
        deals: list[int] = []
        agree = 0
        for obs in positions:
            best = []
            for seed in (1, 2):
                t = time.perf_counter()
                ev = evaluate(obs, settings, seed, time_limit=settings.budget + 0.05)
                times.append(time.perf_counter() - t)
                plays.append(len(ev.values))
                deals.append(ev.deals)
                best.append(ev.best)
            agree += best[0] == best[1]
        print(f"| {name} | {statistics.median(times) * 1000:.0f} ms | {max(times) * 1000:.0f} ms "
              f"| {statistics.median(plays):.0f} | {statistics.median(deals):.0f} "
              f"| {agree} of {len(positions)} |", flush=True)


if __name__ == "__main__":
    main()
