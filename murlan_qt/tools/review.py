"""``murlan-review RECORD``: the hand review's analysis, headless.

Example::

    murlan-review matches.jsonl --match 3 --hand 2 --seat 1 --seed 5 --json

For each hand asked (``--hand H``, 1-based; every hand when not given) the
decisions of one seat (``--seat S``; the human player's seat by default, else
seat 0) are analysed as the game's hand review does
(:func:`murlan_qt.ai.review.review_hand`, the same settings and, for the same
``--seed``, the same figures). One line per decision: the play made and its
expected points, the best play and its expected points, and the mark; then a
line per hand with the points got, the points expected before the first play
and the accuracy. In a partners match (rules option ``teams``) every figure
is the seat's team's points (0..5) and the hand's line says ``team points``.
``--json`` prints one JSON object per decision instead (keys
``hand``, ``action``, ``seat``, ``played``, ``played_points``, ``best``,
``best_points``, ``mark``; hands and actions 1-based, the swap's action 0;
plays as lists of card names, ``null`` for a pass).

The file is read like ``murlan-check`` reads it (one record, or JSON lines: pick
one with ``--match K``, 1-based). A file that cannot be read or a record the
rules refuse is a message and exit status 1; a usage error (no such match,
hand or seat) exit status 2; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from ..ai.review import REVIEW, DecisionReview, HandReview, Mark, review_hand
from ..engine import MatchState, MurlanError
from ..persistence.errors import LoadError
from ..persistence.records import open_record, read_records
from . import tolerant_output

PROG = "murlan-review"


def _play_text(cards: Sequence[str] | None) -> str:
    return "pass" if cards is None else " ".join(cards)


def decision_json(d: DecisionReview) -> dict[str, Any]:
    """A decision as ``--json`` prints it (1-based hand and action; the swap is action 0)."""
    return {
        "hand": d.hand + 1, "action": d.action + 1, "seat": d.seat, "kind": d.kind,
        "played": None if d.played is None else list(d.played), "played_points": round(d.played_points, 3),
        "best": None if d.best is None else list(d.best), "best_points": round(d.best_points, 3),
        "mark": None if d.mark is None else d.mark.value, "loss": round(d.loss, 3), "choices": d.choices,
    }


def decision_line(d: DecisionReview) -> str:
    """A decision as one line of text."""
    where = f"hand {d.hand + 1} " + ("swap" if d.kind == "swap" else f"action {d.action + 1}")
    if d.choices == 1:
        return f"{where} seat {d.seat}: {_play_text(d.played)} (the only choice)"
    mark = f"  {d.mark.upper()}" if d.mark else ""
    return (f"{where} seat {d.seat}: played {_play_text(d.played)} ({d.played_points:.2f}), "
            f"best {_play_text(d.best)} ({d.best_points:.2f}){mark}")


def summary_line(r: HandReview, teams: bool = False) -> str:
    """The hand's line; in the partners game the points are the seat's team's (``team points``)."""
    unit = "team point" if teams else "point"
    got = "not over" if r.points is None else f"{r.points} {unit}{'s' * (r.points != 1)}"
    acc = r.accuracy
    real = r.choices
    accuracy = "no choices" if acc is None else (
        f"accuracy {acc:.0%} ({sum(d.mark is None for d in real)} of {len(real)} choices unmarked)")
    inaccuracies, mistakes = len(r.marked(Mark.INACCURACY)), len(r.marked(Mark.MISTAKE))
    return (f"hand {r.hand + 1} seat {r.seat}: {got}, expected {r.expected:.2f} before the first play; "
            f"{accuracy}; {inaccuracies} {'inaccuracy' if inaccuracies == 1 else 'inaccuracies'}, "
            f"{mistakes} mistake{'s' * (mistakes != 1)}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Analyse one seat's decisions in the hands of a Murlan match record.")
    parser.add_argument("record", metavar="RECORD", help="a .murlan file, or a murlan-sim JSON-lines file")
    parser.add_argument("--match", type=int, default=1, metavar="K", help="the match of a JSON-lines file (1-based)")
    parser.add_argument("--hand", type=int, metavar="H", help="the hand to analyse (1-based; default: every hand)")
    parser.add_argument("--seat", type=int, metavar="S", help="the seat (0-3; default: the human's, else 0)")
    parser.add_argument("--seed", type=int, default=0, metavar="N", help="the analysis seed (default 0)")
    parser.add_argument("--json", action="store_true", help="one JSON object per decision")
    return parser


def load_match(path: str, k: int) -> MatchState:
    """Match ``k`` (1-based) of the file: :class:`LoadError` or ``ValueError`` (no such match) if not."""
    entries = read_records(path)
    if not 1 <= k <= len(entries):
        if entries.more and k > len(entries):
            raise ValueError(f"--match {k}: the file holds more than {len(entries)} matches;"
                             f" only the first {len(entries)} can be reviewed")
        raise ValueError(f"--match {k}: the file holds {len(entries)} match{'es' * (len(entries) != 1)}")
    return open_record(path, entries[k - 1], len(entries) > 1)


def main(argv: Sequence[str] | None = None) -> int:
    """The ``murlan-review`` console script."""
    args = build_parser().parse_args(argv)
    tolerant_output()
    try:
        match = load_match(args.record, args.match)
    except ValueError as e:
        print(f"{PROG}: {e}", file=sys.stderr)
        return 2
    except (LoadError, MurlanError, OSError) as e:
        print(f"{PROG}: {e}", file=sys.stderr)
        return 1
    except RecursionError:
        print(f"{PROG}: {args.record}: not a match record: nested too deeply", file=sys.stderr)
        return 1
    n = len(match.hands)
    if args.hand is not None and not 1 <= args.hand <= n:
        print(f"{PROG}: --hand {args.hand}: the match has {n} hand{'s' * (n != 1)}", file=sys.stderr)
        return 2
    humans = [s for s, p in enumerate(match.players) if p.kind == "human"]
    seat = args.seat if args.seat is not None else (humans[0] if humans else 0)
    if not 0 <= seat <= 3:
        print(f"{PROG}: --seat {seat}: the seats are 0 to 3", file=sys.stderr)
        return 2
    hands = [args.hand - 1] if args.hand is not None else list(range(n))
    for k in hands:
        review = review_hand(match, k, seat, args.seed, REVIEW)
        for d in review.decisions:
            print(json.dumps(decision_json(d)) if args.json else decision_line(d), flush=True)
        if not args.json:
            print(summary_line(review, match.rules.teams), flush=True)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
