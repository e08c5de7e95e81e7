"""The hand review's analysis: its time per hand, and how often two seeds agree on the marks.

Run from the top of the repository::

    nice -n 10 .venv/bin/python benchmarks/review.py [--hands 20] [--out /tmp/review-bench.jsonl]

The hands are the second hand (after a swap, when there is one) of seeded
matches between ``easy``, ``normal``, ``hard`` and ``normal`` players (``hard``
on a clock far away, so the matches are the same on any machine). The seat
reviewed alternates between the ``easy`` seat and the ``hard`` seat. Each
hand is analysed twice, with seeds 1 and 2, at the review's settings
(:data:`murlan_qt.ai.review.REVIEW`): the time of each analysis, and for each
decision whether the two seeds agree on its mark (marked or not; and the same
mark). With ``--out`` every decision of both analyses is written as a JSON
line, so that other margins can be tried on the same figures
(``--rescore FILE``, with ``--inaccuracy``, ``--mistake``, ``--min-z``). This
is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import time
from dataclasses import replace
from pathlib import Path

from murlan_qt.ai import make_player, take_turn
from murlan_qt.ai.judge import JudgeSettings, mark_for
from murlan_qt.ai.review import REVIEW, review_hand
from murlan_qt.ai.search import HardPlayer
from murlan_qt.ai.settings import HARD
from murlan_qt.engine import MatchState, Player, Rules

LEVELS = ("easy", "normal", "hard", "normal")


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a share ``k / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def match_for(seed: int) -> MatchState:
    """A match stopped after its second hand (or its first, if the match ended there)."""
    players = tuple(Player(f"P{s}", "ai", lv) for s, lv in enumerate(LEVELS))
    m = MatchState(seed, Rules(), players)
    ai = [make_player(lv, seed * 4 + s) for s, lv in enumerate(LEVELS)]
    ai[2] = HardPlayer(seed * 4 + 2, replace(HARD, budget=30.0))
    for k in range(2):
        while not m.hand.is_over:
            take_turn(m, ai[m.hand.turn], time_limit=60.0)
        m.score_if_over()
        if k == 0 and m.needs_new_hand:
            m.start_next_hand()
    return m


def mark_of(d: dict, s: JudgeSettings) -> str | None:
    if d["best"] == d["played"]:
        return None
    return mark_for(d["loss"], d["error"], s)


def summarize(rows: list[dict], s: JudgeSettings) -> None:
    """Agreement of the two seeds' marks per decision, for the margins of ``s``."""
    by: dict[tuple, dict[int, dict]] = {}
    for r in rows:
        by.setdefault((r["match"], r["hand"], r["action"]), {})[r["run_seed"]] = r
    pairs = [(v[1], v[2]) for v in by.values() if 1 in v and 2 in v and v[1]["choices"] > 1]
    n = len(pairs)
    marked = [(mark_of(a, s) is not None, mark_of(b, s) is not None) for a, b in pairs]
    same_flag = sum(x == y for x, y in marked)
    same_mark = sum(mark_of(a, s) == mark_of(b, s) for a, b in pairs)
    either = sum(x or y for x, y in marked)
    both = sum(x and y for x, y in marked)
    lo, hi = wilson(same_flag, n)
    print(f"margins: margin {s.margin}, mistake {s.mistake}, floor {s.floor}, z {s.z}")
    print(f"decisions with a choice: {n}; marked by seed 1: {sum(x for x, _ in marked)}, by seed 2: "
          f"{sum(y for _, y in marked)}; by both: {both}; by either: {either}")
    print(f"same verdict (marked or not): {same_flag} of {n} = {same_flag / max(1, n):.1%} "
          f"(95% CI {lo:.1%}-{hi:.1%})")
    lo2, hi2 = wilson(same_mark, n)
    print(f"same mark (none / inaccuracy / mistake): {same_mark} of {n} = {same_mark / max(1, n):.1%} "
          f"(95% CI {lo2:.1%}-{hi2:.1%})")
    if either:
        lo3, hi3 = wilson(both, either)
        print(f"of the decisions either seed marked, both marked: {both} of {either} = {both / either:.1%} "
              f"(95% CI {lo3:.1%}-{hi3:.1%})")
    for level in ("easy", "hard"):
        rs = [a for a, _ in pairs if a["level"] == level]
        if rs:
            marks = [mark_of(a, s) for a in rs]
            print(f"seat played by {level}: {len(rs)} decisions, {marks.count('inaccuracy')} inaccuracies, "
                  f"{marks.count('mistake')} mistakes (seed 1)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=20)
    p.add_argument("--out", type=Path)
    p.add_argument("--rescore", type=Path, help="only summarize the decisions of an earlier --out file")
    p.add_argument("--margin", type=float, default=REVIEW.judge.margin)
    p.add_argument("--mistake", type=float, default=REVIEW.judge.mistake)
    p.add_argument("--floor", type=float, default=REVIEW.judge.floor)
    p.add_argument("--z", type=float, default=REVIEW.judge.z)
    p.add_argument("--max-deals", type=int, default=REVIEW.judge.max_deals, help="the judge's most deals")
    args = p.parse_args()
    judge_settings = replace(REVIEW.judge, margin=args.margin, mistake=args.mistake, floor=args.floor, z=args.z,
                             max_deals=args.max_deals)
    margins = replace(REVIEW, judge=judge_settings)
    if args.rescore is not None:
        rows = [json.loads(line) for line in args.rescore.read_text().splitlines() if line.strip()]
        summarize(rows, judge_settings)
        return
    try:
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        load = "unknown"
    print(f"{args.hands} hands; {os.cpu_count()} cores; load average {load}; review settings: "
          f"the judge's {judge_settings.first_deals}..{judge_settings.max_deals} deals per play decision, "
          f"{margins.swap_deals} for the swap")
    rows: list[dict] = []
    times: list[float] = []
    per_decision: list[float] = []
    out = args.out.open("w") if args.out is not None else None
    for k in range(args.hands):
        seed = 100 + k
        m = match_for(seed)
        hand = len(m.hands) - 1
        seat = 0 if k % 2 == 0 else 2
        for run_seed in (1, 2):
            t = time.perf_counter()
            salted = replace(margins, judge=replace(judge_settings, salt=f"run {run_seed}"))
            r = review_hand(m, hand, seat, seed=run_seed, settings=salted)
            dt = time.perf_counter() - t
            times.append(dt)
            per_decision.append(dt / max(1, len(r.decisions)))
            for d in r.decisions:
                row = d.to_json() | {"match": seed, "run_seed": run_seed, "level": LEVELS[seat]}
                rows.append(row)
                if out is not None:
                    out.write(json.dumps(row) + "\n")
            if out is not None:
                out.flush()
            print(f"match {seed} hand {hand + 1} seat {seat} ({LEVELS[seat]}) seed {run_seed}: "
                  f"{len(r.decisions)} decisions, {dt:.1f} s, marks "
                  f"{[d.mark for d in r.decisions if d.mark]}, points {r.points}, expected {r.expected:.2f}",
                  flush=True)
    if out is not None:
        out.close()
    print(f"time per hand: median {statistics.median(times):.1f} s, longest {max(times):.1f} s; "
          f"per decision: median {statistics.median(per_decision):.2f} s")
    summarize(rows, judge_settings)


if __name__ == "__main__":
    main()
