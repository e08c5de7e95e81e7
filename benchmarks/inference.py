"""How much the inference chain knows about the hidden hands, and how much knowing would be worth.

Run from the top of the repository::

    .venv/bin/python benchmarks/inference.py               # opponents: normal (about 10 seconds)
    .venv/bin/python benchmarks/inference.py --vs hard     # opponents: hard (about 2 minutes: they search)

Positions are taken from seeded first hands played by four players of the
``--vs`` level, seen from seat 0 every few decisions. Over those positions it prints

* **placement**: the share of the hidden cards whose rank a sampled deal puts
  in the right hand (the overlap of each opponent's sampled and true rank
  counts), for uniform deals and for the chains of ``hard`` and ``expert``
  (their own settings), with the unexplained decisions of the samples and
  the share of opponents each chain reads as search players (the model the
  playouts then give them: sharp). ``expert`` takes the kind of an opponent
  the table names (``hard``: a searcher) from the table; ``expert/play``
  is its chain with the table hidden, reading the kinds from the play alone,
  as it must for a human;
* **search moves** (``--vs hard`` and ``--vs expert``): which of the moves a
  search weighs (:func:`~murlan_qt.ai.normal.searched_moves`, sharp move
  first) the players actually made, on their true hands: the odds the
  searcher model gives its other moves
  (:data:`~murlan_qt.ai.inference.SEARCH_ODDS`) come from these shares;
* **headroom** (``--vs normal`` only, where the opponents' play is a function
  of their hands): on the true deal, the points of the sharp policy's move
  and of the best of the first k searched moves, each played out with the
  policy: what a search that knew the deal could gain by weighing more moves.

A measurement for whoever works on the search levels, not a test: nothing here
asserts a figure. Figures of past runs are in ``benchmarks/RESULTS.md``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import math
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from murlan_qt.ai import ExpertPlayer, HardPlayer, make_player, player_seed, take_turn
from murlan_qt.ai.deals import sample_hands
from murlan_qt.ai.inference import RULE_BASED, SEARCHED, HistoryModel, Sample, placed_right
from murlan_qt.ai.normal import SHARP_STYLE, normal_choice, searched_moves
from murlan_qt.ai.search import SearchPlayer, candidate_moves, position_of, rollout_points
from murlan_qt.engine import Combination, MatchState, Observation, Player

sys.path.insert(0, str(Path(__file__).parent))
from results import record  # noqa: E402

Position = tuple[Observation, list[list[int]]]


def positions(level: str, deals: int, every: int) -> list[Position]:
    """Seat 0's observations (and the true deal) every ``every`` decisions of seeded first hands."""
    out: list[Position] = []
    for d in range(deals):
        seed = 1000 + d
        match = MatchState(seed, players=[Player(f"p{s}", "ai", level) for s in range(4)])
        players = [make_player(level, player_seed(seed, s)) for s in range(4)]
        k = 0
        while not match.hand.is_over:
            hand = match.hand
            if hand.turn == 0 and k % every == 0 and len(hand.actions) > 4:
                truth = [[int(c) for c in hand.hand_of(s)] for s in range(4)]
                out.append((Observation.of(match, 0), truth))
            take_turn(match, players[hand.turn], 30.0)
            k += 1
    return out


def placement(obs: Observation, hands: Sequence[Sequence[int]], truth: Sequence[Sequence[int]]) -> float:
    """The share of the hidden cards that ``hands`` gives a hand holding their rank."""
    right, total = placed_right(hands, truth, obs.seat)
    return right / total if total else 1.0


def chain_of(
    player: type[SearchPlayer], table: bool = True
) -> Callable[[Observation, random.Random], Callable[[], Sample]]:
    """A deal sampler of a search level, as its decisions build it (with no clock).

    ``table=False`` hides who sits where: every opponent's kind is inferred.
    """

    def make(obs: Observation, rng: random.Random) -> Callable[[], Sample]:
        if not table:
            obs = replace(obs, players=())
        sample = player(0).make_sampler(obs, rng, math.inf, None)

        def draw() -> Sample:
            got = sample()
            assert got is not None  # without a clock the chain always answers
            return got

        return draw

    return make


def uniform(obs: Observation, rng: random.Random) -> Callable[[], Sample]:
    models = (RULE_BASED,) * 4
    return lambda: (sample_hands(obs, rng), models)


def report_placement(pos: list[Position], samples: int) -> None:
    samplers = (
        ("uniform", uniform), ("hard", chain_of(HardPlayer)), ("expert", chain_of(ExpertPlayer)),
        ("expert/play", chain_of(ExpertPlayer, table=False)),
    )
    print(f"{'sampler':<11} placement  unexplained decisions (normal model)  read as searchers")
    for name, make in samplers:
        placed = unexplained = searchers = 0.0
        for i, (obs, truth) in enumerate(pos):
            draw = make(obs, random.Random(i))
            model = HistoryModel(obs, (RULE_BASED,))
            others = [s for s in range(4) if s != obs.seat]
            for _ in range(samples):
                hands, models = draw()
                placed += placement(obs, hands, truth)
                unexplained += sum(model.unexplained_by_cards(s, hands[s]) for s in others)
                searchers += sum(models[s].searches for s in others) / len(others)
        n = len(pos) * samples
        print(f"{name:<11} {placed / n:9.3f}  {unexplained / n:38.2f}  {searchers / n:17.3f}")


def report_headroom(pos: list[Position], widths: Sequence[int]) -> None:
    def value(obs: Observation, truth: list[list[int]], move: Combination | None) -> int:
        state = position_of(obs, truth)
        state.push(move)
        return rollout_points(state, obs.seat)

    sharp = 0.0
    best = dict.fromkeys(widths, 0.0)
    n = 0
    for obs, truth in pos:
        moves = candidate_moves(obs, max(widths))
        if len(moves) == 1:
            continue  # nothing to choose
        n += 1
        values = [value(obs, truth, m) for m in moves]
        sharp += values[0]
        for k in widths:
            best[k] += max(values[:k])
    print(f"{n} positions with a choice; points on the true deal: sharp move {sharp / n:.3f}, " + ", ".join(
        f"best of {k} {best[k] / n:.3f}" for k in widths
    ))


def report_search_moves(level: str, deals: int) -> None:
    """Which weighed move ``level`` players made at each decision with a choice (on their true hands)."""
    made = [0] * (SEARCHED + 1)  # the index among the weighed moves; the last: none of them
    for d in range(deals):
        seed = 2000 + d
        match = MatchState(seed, players=[Player(f"p{s}", "ai", level) for s in range(4)])
        players = [make_player(level, player_seed(seed, s)) for s in range(4)]
        while not match.hand.is_over:
            seat = match.hand.turn
            situation = Observation.of(match, seat).situation
            weighed = searched_moves(situation, normal_choice(situation, SHARP_STYLE), SEARCHED)
            move = take_turn(match, players[seat], 30.0)
            if len(weighed) > 1:
                made[weighed.index(move) if move in weighed else SEARCHED] += 1
    n = sum(made)
    shares = ", ".join(f"{100 * k / n:.0f}%" for k in made[:SEARCHED])
    odds = ", ".join(f"{k / made[0]:.2f}" for k in made[1:SEARCHED])
    print(
        f"{n} decisions with a choice of {deals} hands of four {level} players: the weighed moves "
        f"(sharp first) made {shares}; none of them {100 * made[SEARCHED] / n:.0f}%; odds against "
        f"the sharp move {odds}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vs", default="normal", help="the level playing the hands (default normal)")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--every", type=int, default=8, help="take every n-th decision of seat 0")
    parser.add_argument("--samples", type=int, default=10, help="sampled deals per position")
    parser.add_argument("--results", action="store_true", help="write the figures into benchmarks/RESULTS.md")
    args = parser.parse_args()
    printed = io.StringIO()
    with contextlib.redirect_stdout(_Tee(sys.stdout, printed)):
        pos = positions(args.vs, args.deals, args.every)
        print(f"{len(pos)} positions from {args.deals} first hands of four {args.vs} players")
        report_placement(pos, args.samples)
        if args.vs == "normal":
            report_headroom(positions(args.vs, args.deals * 5, 1), (2, 3, 4, 6, 8))
        else:
            report_search_moves(args.vs, args.deals)
    if args.results:
        command = (
            f"python benchmarks/inference.py --vs {args.vs} --deals {args.deals} --every {args.every} "
            f"--samples {args.samples}"
        )
        record(f"inference-{args.vs}", f"What the inference knows (opponents: {args.vs})", command, printed.getvalue())


class _Tee(io.TextIOBase):
    """Writes to two streams (the console and the copy for RESULTS.md)."""

    def __init__(self, *streams: TextIO) -> None:
        self.streams = streams

    def write(self, text: str) -> int:
        for s in self.streams:
            s.write(text)
        return len(text)


if __name__ == "__main__":
    main()
