"""``murlan-sim``: play whole matches headless between AI levels and write their records.

Example::

    murlan-sim --players random,random,greedy,random --matches 100 --seed 7 \\
        --out matches.jsonl --rule pass_locks_trick=true

Match ``i`` is seeded from ``--seed`` and ``i`` alone (:func:`match_seed`) and
every AI from the match seed and its seat, so the same command writes the same
file. Each record is one line of the output (``murlan_qt.engine.dumps``).
``--rule teams=true`` plays the partners game (seats 0+2 against 1+3) and
counts the wins by team.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from .. import ai
from ..engine import (
    DEFAULT_RULES,
    TEAMS,
    IllegalPlayError,
    MatchState,
    MurlanError,
    Player,
    Rules,
    derive_seed,
    dumps,
)

#: a runaway guard: no hand of Murlan needs this many actions
MAX_ACTIONS = 5000
_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


class SimError(Exception):
    """A match could not be played (an AI made a move the rules refuse)."""


def match_seed(seed: int, index: int) -> int:
    """The seed of match ``index`` of a run with ``seed``."""
    return derive_seed("murlan-sim", seed, index)


@dataclass
class Summary:
    """What a run played."""

    matches: int = 0
    hands: int = 0
    seconds: float = 0.0
    wins: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    ties: int = 0
    #: matches won by each team (the partners game, rules option ``teams``)
    team_wins: list[int] = field(default_factory=lambda: [0, 0])
    teams: bool = False

    def lines(self) -> list[str]:
        rate = self.hands / self.seconds if self.seconds > 0 else 0.0
        if self.teams:
            wins_line = "wins by team: " + "  ".join(
                f"seats {a}+{b}: {n}" for (a, b), n in zip(TEAMS, self.team_wins, strict=True))
        else:
            wins_line = "wins by seat: " + "  ".join(f"seat {s}: {n}" for s, n in enumerate(self.wins))
        return [
            f"matches: {self.matches}",
            f"hands: {self.hands}",
            f"time: {self.seconds:.2f} s",
            f"hands per second: {rate:.1f}",
            wins_line,
            f"ties: {self.ties}",
        ]


def play_match(
    seed: int, levels: Sequence[str], rules: Rules = DEFAULT_RULES, time_limit: float = 1.0
) -> MatchState:
    """One whole match between AI ``levels`` (seat order), from ``seed``."""
    players = [Player(f"{level.capitalize()} {s}", "ai", level) for s, level in enumerate(levels)]
    match = MatchState(seed, rules, players)
    bots = [ai.make_player(level, ai.player_seed(seed, s)) for s, level in enumerate(levels)]
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        for _ in range(MAX_ACTIONS):
            if hand.is_over:
                break
            seat = hand.turn
            try:
                ai.take_turn(match, bots[seat], time_limit)
            except IllegalPlayError as e:
                raise SimError(
                    f"match seed {seed}, hand {len(match.hands)}: the {levels[seat]!r} player at "
                    f"seat {seat} made a move the rules refuse: {e}"
                ) from None
        else:
            raise SimError(f"match seed {seed}, hand {len(match.hands)} did not end")
    return match


# ---------------------------------------------------------------- command line


def _levels(text: str) -> list[str]:
    """``--players``: four AI levels (or one for all four seats)."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= 4
    if len(names) != 4:
        raise argparse.ArgumentTypeError(f"give four levels separated by commas, not {len(names)}")
    for n in names:
        if n not in ai.LEVELS:
            raise argparse.ArgumentTypeError(
                f"unknown AI level {n!r} (known: {', '.join(ai.LEVELS)})"
            )
    return names


def _rule(text: str) -> tuple[str, bool]:
    """``--rule NAME=VALUE`` with a boolean value."""
    name, sep, value = text.partition("=")
    name = name.strip()
    known = Rules.option_names()
    if not sep:
        raise argparse.ArgumentTypeError(f"write NAME=VALUE, for example {known[0]}=true (got {text!r})")
    if name not in known:
        raise argparse.ArgumentTypeError(f"unknown rules option {name!r} (known: {', '.join(known)})")
    v = value.strip().lower()
    if v in _TRUE:
        return name, True
    if v in _FALSE:
        return name, False
    raise argparse.ArgumentTypeError(f"{name} must be true or false, not {value!r}")


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None


def _seconds(text: str) -> float:
    try:
        t = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not t > 0 or t == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return t


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="murlan-sim",
        description="Play whole Murlan matches between AI levels and write one match record per line.",
    )
    parser.add_argument(
        "--players", type=_levels, default=_levels("random"),
        help=f"four AI levels, seat 0 to 3, separated by commas, or one for all "
        f"(known: {', '.join(ai.LEVELS)}; default: random)",
    )
    parser.add_argument("--matches", type=_count, default=1, help="how many matches (default 1)")
    parser.add_argument("--seed", type=_seed, default=0, help="the seed of the run (default 0)")
    parser.add_argument("--out", help="the JSON-lines file to write (default: write nothing)")
    parser.add_argument(
        "--rule", type=_rule, action="append", default=[], metavar="NAME=VALUE",
        help=f"set a rules option, for example pass_locks_trick=true (options: {', '.join(Rules.option_names())})",
    )
    parser.add_argument(
        "--time-limit", type=_seconds, default=1.0, metavar="SECONDS",
        help="thinking time per decision given to the AI (default 1.0)",
    )
    return parser


def run(
    levels: Sequence[str], matches: int, seed: int, rules: Rules, out: TextIO | None, time_limit: float = 1.0
) -> Summary:
    """Play the matches, writing each record to ``out`` as it ends."""
    summary = Summary(teams=rules.teams)
    start = time.perf_counter()
    try:
        for i in range(matches):
            match = play_match(match_seed(seed, i), levels, rules, time_limit)
            if out is not None:
                out.write(dumps(match) + "\n")
                out.flush()
            summary.matches += 1
            summary.hands += len(match.hands)
            res = match.result
            assert res is not None
            if res.team is not None:
                summary.team_wins[res.team] += 1
            elif res.winner is not None:
                summary.wins[res.winner] += 1
            else:
                summary.ties += 1
    finally:
        summary.seconds = time.perf_counter() - start
    return summary


def main(argv: Sequence[str] | None = None) -> int:
    """The ``murlan-sim`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    rules = DEFAULT_RULES
    for name, value in args.rule:
        rules = rules.with_option(name, value)
    out: TextIO | None = None
    if args.out:
        try:
            out = open(args.out, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 - closed below
        except OSError as e:
            parser.error(f"cannot write {args.out}: {e.strerror or e}")
    summary = Summary()
    code = 0
    try:
        summary = run(args.players, args.matches, args.seed, rules, out, args.time_limit)
    except (SimError, MurlanError) as e:
        print(f"murlan-sim: error: {e}", file=sys.stderr)
        code = 1
    except KeyboardInterrupt:
        print("murlan-sim: interrupted", file=sys.stderr)
        code = 130
    finally:
        if out is not None:
            out.close()
    for line in summary.lines():
        print(line)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
