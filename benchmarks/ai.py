"""AI strength and speed: the target rows of issue 3, measured with the arena.

Run from the top of the repository (each row is one ``murlan-arena`` run)::

    .venv/bin/python benchmarks/ai.py                 # every row, default deal counts
    .venv/bin/python benchmarks/ai.py hard expert     # only the rows testing these levels
    .venv/bin/python benchmarks/ai.py --scale 0.25    # a quarter of the deals (a quick look)

The same rows by hand::

    murlan-arena --test normal --vs random --deals 1000 --seed 1 --jobs 2
    murlan-arena --test easy   --vs normal --deals 1000 --seed 2 --jobs 2
    murlan-arena --test hard   --vs normal --deals 150  --seed 3 --jobs 2 --matches 19
    murlan-arena --test expert --vs normal --deals 90   --seed 4 --jobs 2
    murlan-arena --test expert --vs hard   --deals 60   --seed 5 --jobs 2

and the rows against the other opponent styles of the pool (issue 22,
``murlan_qt/ai/pool.py``): each style against three ``normal`` players and
``normal`` against three of each (both near 1.5: the styles are about
``normal``'s strength), then ``hard`` and ``expert`` against three of each::

    murlan-arena --test keep-high --vs normal    --deals 400 --seed 11
    murlan-arena --test normal    --vs keep-high --deals 400 --seed 11
    murlan-arena --test hard      --vs keep-high --deals 200 --seed 21 --jobs 2
    murlan-arena --test expert    --vs keep-high --deals 200 --seed 22 --jobs 2

(Seconds for the normal and easy rows; about 9 minutes for the hard row, 10 for
expert against normal and 14 for expert against hard, where all four seats
search, with nothing else running.) Decision times are wall-clock:
on a machine busy with other work they grow, and the maxima first.

Deals are first hands of a match (the ``3S`` leads, no swap); ``--matches``
plays whole matches to 21 with the swaps. This is a measurement, not a test:
nothing here asserts a figure, it prints each row next to its target.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from murlan_qt.tools.arena import format_report, run_arena

sys.path.insert(0, str(Path(__file__).parent))
from results import record  # noqa: E402

#: (test, vs, deals, seed, matches, target)
ROWS: tuple[tuple[str, str, int, int, int, str], ...] = (
    ("normal", "random", 1000, 1, 0, "mean >= 2.5, first places >= 70%"),
    ("easy", "normal", 1000, 2, 0, "mean in 0.9 .. 1.35"),
    ("hard", "normal", 150, 3, 19, "mean >= 2.1, CI low > 2.0, matches >= 80%, p95 <= 150 ms, max <= 1 s"),
    ("expert", "normal", 90, 4, 0, "mean >= 2.3, p95 <= 500 ms, max < 1 s"),
    ("expert", "hard", 60, 5, 0, "mean >= 1.7, CI excludes 1.5"),
    ("keep-high", "normal", 400, 11, 0, "mean in 1.35 .. 1.65"),
    ("normal", "keep-high", 400, 11, 0, "mean in 1.35 .. 1.65"),
    ("break-free", "normal", 400, 11, 0, "mean in 1.35 .. 1.65"),
    ("normal", "break-free", 400, 11, 0, "mean in 1.35 .. 1.65"),
    ("greedy-search", "normal", 200, 11, 0, "mean in 1.35 .. 1.65"),
    ("normal", "greedy-search", 200, 11, 0, "mean in 1.35 .. 1.65"),
    ("hard", "keep-high", 200, 21, 0, "mean >= 1.8, p95 <= 150 ms, max <= 1 s"),
    ("hard", "break-free", 200, 21, 0, "mean >= 1.8, p95 <= 150 ms, max <= 1 s"),
    ("hard", "greedy-search", 200, 21, 0, "mean >= 1.8, p95 <= 150 ms, max <= 1 s"),
    ("expert", "keep-high", 200, 22, 0, "mean >= 2.0, p95 <= 500 ms, max < 1 s"),
    ("expert", "break-free", 200, 22, 0, "mean >= 2.0, p95 <= 500 ms, max < 1 s"),
    ("expert", "greedy-search", 200, 22, 0, "mean >= 2.0, p95 <= 500 ms, max < 1 s"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", nargs="*", help="only the rows testing these levels")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the deal counts")
    parser.add_argument("--results", action="store_true", help="write the rows into benchmarks/RESULTS.md")
    args = parser.parse_args()
    lines: list[str] = []
    for test, vs, deals, seed, matches, target in ROWS:
        if args.levels and test not in args.levels:
            continue
        n = max(1, round(deals * args.scale))
        m = round(matches * args.scale)
        cmd = f"murlan-arena --test {test} --vs {vs} --deals {n} --seed {seed} --jobs {args.jobs}"
        if m:
            cmd += f" --matches {m}"
        print(f"$ {cmd}")
        start = time.perf_counter()
        report = run_arena(test, vs, n, seed, jobs=args.jobs, matches=m)
        row = [f"$ {cmd}", format_report(test, vs, report), f"  target: {target}  ({time.perf_counter() - start:.0f} s)"]
        print("\n".join(row[1:]) + "\n", flush=True)
        lines += row + [""]
    if args.results and lines:
        levels = " ".join(args.levels)
        command = f"python benchmarks/ai.py {levels} --jobs {args.jobs} --scale {args.scale}".replace("  ", " ")
        record("ai" + ("-" + "-".join(args.levels) if args.levels else ""), "AI strength and speed (arena rows)",
               command, "\n".join(lines))


if __name__ == "__main__":
    main()
