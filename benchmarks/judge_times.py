"""The judge's time per position: what the hint waits for when H is pressed as the turn begins.

    MURLAN_AI_NO_CLOCK=1 .venv/bin/python benchmarks/judge_times.py [--first 400] [--hands 10] [--one-process]

Every play decision with a choice in the first hands of seeded matches between four ``hard`` players
(the controls of ``benchmarks/advice.py``), each judged once with the game's settings. Prints the median,
the p95 with a 95% interval from the order statistics, and the longest. Run it on a quiet machine.
The judge works as in the game's computer players' process: half of its chains in a helper process
(:mod:`murlan_qt.ai.judge_helper`); ``--one-process`` judges without it (the same verdicts).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import advice  # noqa: E402

from murlan_qt.ai.judge import judge  # noqa: E402
from murlan_qt.ai.judge_helper import JudgeHelper  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--first", type=int, default=400)
    p.add_argument("--hands", type=int, default=10)
    p.add_argument("--one-process", action="store_true", help="no helper process (the judge on one core)")
    args = p.parse_args()
    helper = None if args.one_process else JudgeHelper().start()
    ts: list[float] = []
    for k in range(args.hands):
        m = advice.hard_hand(args.first + k)
        for obs, _hands, _played, _history in advice.positions(m):
            if len(obs.situation.legal_plays()) + int(obs.situation.can_pass) > 1:
                t = time.perf_counter()
                judge(obs, helper=helper)
                ts.append(time.perf_counter() - t)
    ts.sort()
    n = len(ts)
    spread = 1.96 * math.sqrt(n * 0.05 * 0.95)
    lo, hi = ts[max(0, int(n * 0.95 - spread))], ts[min(n - 1, int(n * 0.95 + spread))]
    p95 = ts[min(n - 1, int(0.95 * n))]
    print(f"{n} positions: median {statistics.median(ts):.3f} s, p95 {p95:.3f} s [{lo:.3f}, {hi:.3f}], "
          f"longest {ts[-1]:.3f} s ({'one process' if helper is None else 'with the helper process'})")
    if helper is not None:
        helper.close()


if __name__ == "__main__":
    main()
