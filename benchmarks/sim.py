"""``murlan-sim`` speed: complete hands per second with four ``random`` players, records written.

Run from the top of the repository::

    .venv/bin/python benchmarks/sim.py [--matches 200] [--seed 1] [--results]

Plays whole matches exactly as ``murlan-sim --players random --matches N
--seed S --out FILE`` does (one :class:`~murlan_qt.engine.Observation`, one
decision and one checked engine call per action, one JSON record per match,
written to memory here) and prints the hands per second, per wall-clock
second and per CPU second (on a busy machine the wall clock also counts other
processes' time). Beside it, the engine's own rate: random hands on the
unchecked fast path (``benchmarks/engine.py``). A measurement, not a test;
``--results`` writes the figures into ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from pathlib import Path

from murlan_qt.engine import DEFAULT_RULES
from murlan_qt.tools.sim import run

sys.path.insert(0, str(Path(__file__).parent))
from engine import play_hands  # noqa: E402
from results import record  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--results", action="store_true", help="write the figures into benchmarks/RESULTS.md")
    args = parser.parse_args()
    out = io.StringIO()
    cpu = time.process_time()
    summary = run(["random"] * 4, args.matches, args.seed, DEFAULT_RULES, out)
    cpu = time.process_time() - cpu
    lines = [
        f"murlan-sim --players random --matches {args.matches} --seed {args.seed} (records to memory)",
        f"  {summary.hands} hands in {summary.seconds:.2f} s ({cpu:.2f} s of CPU): "
        f"{summary.hands / summary.seconds:,.0f} hands/s ({summary.hands / cpu:,.0f} per CPU second), "
        f"{len(out.getvalue()) / summary.matches / 1024:.1f} KiB of record per match",
    ]
    n = 2000
    wall, engine_cpu, actions = play_hands(n, args.seed, 0.25, DEFAULT_RULES)
    lines += [
        "the engine alone (benchmarks/engine.py: random hands on push(), pass chance 0.25)",
        f"  {n} hands in {wall:.2f} s ({engine_cpu:.2f} s of CPU): {n / wall:,.0f} hands/s "
        f"({n / engine_cpu:,.0f} per CPU second), {actions / n:.1f} actions per hand",
    ]
    print("\n".join(lines))
    if args.results:
        command = f"python benchmarks/sim.py --matches {args.matches} --seed {args.seed}"
        record("sim", "murlan-sim speed (four random players, records)", command, "\n".join(lines))

if __name__ == "__main__":
    main()
