"""``murlan-arena``: measure one AI level against another on duplicate deals.

Each seeded deal is played four times, the tested level rotating through the
four seats with the ``--vs`` level in the other three. A deal is the first
hand of a match (the ``3S`` leads, no swap), drawn by
:class:`~murlan_qt.engine.MatchState` from the deal's seed. Every seat's AI is
seeded with ``player_seed(deal_seed, seat)``, so its randomness depends only
on the deal and the seat: a level against three copies of itself plays the
same hand four times and scores exactly 1.5.

``--vs`` names a level, one of the opponent styles of
:data:`~murlan_qt.ai.pool.POOL` (``greedy-search``, ``keep-high``,
``break-free``, ``normal``), or ``pool``: then each deal seats three
opponents drawn from the pool (with repeats) by the deal's seed, in the same
order clockwise after the tested seat in each of the four rotations, and the
report gives the mean and interval over the deals in which each style sat at
the table as well as over all deals.

With ``--hands H`` each deal is the first H hands of its match (the later
ones with their swaps; fewer if the match ends sooner) and a rotation's
result is its mean points a hand, so what a player reads of the others in one
hand can count in the next (the ``-reads`` levels).

With ``--matches M``, M seeded whole matches to 21 (with the swaps) are played
the same duplicate way and the share the tested level wins is reported.

With ``--teams`` the deals are of the partners game (rules option ``teams``):
each deal is played twice, the tested level as the pair at seats 0 and 2 and
then at seats 1 and 3, the ``--vs`` level as the other pair, and the report
gives the tested pair's team points per hand (3 is even; 0..5) and its gain
over 3. A level name ending in ``-blind`` (``hard-blind``) is that level
playing without knowing about teams (:class:`~murlan_qt.ai.teams.TeamBlindPlayer`),
so ``--teams --test hard --vs hard-blind`` measures what playing for the team
is worth. ``--matches`` then plays whole team matches to 41. ``--partner LEVEL``
seats a mixed pair: the tested level at the pair's first seat (0, or 1) and
LEVEL at its second (2, or 3), so ``--teams --test hard --partner normal --vs
normal`` measures what one ``hard`` player is worth to a ``normal`` partner.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool

from ..ai import LEVELS, AIPlayer, CancelToken, apply_move, decide, make_player, player_seed
from ..ai.pool import POOL
from ..ai.teams import BLIND_SUFFIX, TeamBlindPlayer
from ..engine import (
    DEFAULT_RULES,
    PHASE_PLAY,
    TEAMS,
    MatchState,
    Observation,
    Player,
    Rules,
    derive_seed,
    team_of,
)

#: the rules of a ``--teams`` run
TEAM_RULES = Rules(teams=True)

#: z for a two-sided 95% interval (normal approximation over per-deal means)
Z95 = 1.959963984540054
#: a runaway guard: no hand of Murlan needs this many actions
MAX_ACTIONS = 2000
#: the ``--vs`` value that draws the opponents of each deal from the pool of styles
VS_POOL = "pool"
#: the pool's styles in the order they are drawn from
POOL_STYLES: tuple[str, ...] = tuple(POOL)


def known_players() -> list[str]:
    """Every name ``--test`` and ``--vs`` accept (``--vs`` also ``pool``)."""
    return list(LEVELS) + [name for name in POOL if name not in LEVELS]


def is_known_player(name: str) -> bool:
    """A level, a pool style, or either with the ``-blind`` ending."""
    base = name.removesuffix(BLIND_SUFFIX)
    return base in known_players()


def make_arena_player(level: str, seed: int) -> AIPlayer:
    """A player of a level or of a pool style (``-blind``: the same, blind to teams)."""
    if level.endswith(BLIND_SUFFIX):
        return TeamBlindPlayer(make_arena_player(level.removesuffix(BLIND_SUFFIX), seed))
    if level in LEVELS:
        return make_player(level, seed)
    try:
        return POOL[level](seed)
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(known_players())})") from None


def pool_opponents(seed: int) -> tuple[str, str, str]:
    """The three opponent styles of the deal (or match) seeded ``seed``, clockwise after the tested seat."""
    bits = derive_seed("murlan-arena", "pool", seed)
    n = len(POOL_STYLES)
    picks = []
    for _ in range(3):
        bits, k = divmod(bits, n)
        picks.append(POOL_STYLES[k])
    return picks[0], picks[1], picks[2]


def deal_seed(seed: int, index: int, kind: str = "deal") -> int:
    """The seed of deal (or match) ``index`` of an arena run with ``seed``."""
    return derive_seed("murlan-arena", kind, seed, index)


def seat_levels(test: str, vs: str, rotation: int) -> list[str]:
    """The levels at the four seats when the tested level sits at ``rotation``."""
    levels = [vs] * 4
    levels[rotation] = test
    return levels


def seat_levels_among(test: str, opponents: Sequence[str], rotation: int) -> list[str]:
    """The levels at the four seats: ``test`` at ``rotation``, ``opponents`` clockwise after it."""
    levels = [test] * 4
    for j, lv in enumerate(opponents):
        levels[(rotation + 1 + j) % 4] = lv
    return levels


@dataclass
class GameResult:
    """What one rotation of one deal (or match) gave the tested seat."""

    #: mean points a hand
    points: float
    #: the share of its hands it finished first (one hand: 1 or 0)
    first: float
    match_won: bool = False
    decision_ms: list[float] = field(default_factory=list)


def _players(seed: int, levels: Sequence[str]) -> list[Player]:
    return [Player(f"{lv}-{s}", "ai", lv) for s, lv in enumerate(levels)]


def _run_hand(match: MatchState, ais: list, test_seat: int, time_limit: float, times: list[float]) -> None:
    hand = match.hand
    cancel = CancelToken()
    n = 0
    while not hand.is_over:
        n += 1
        if n > MAX_ACTIONS:
            raise RuntimeError("a hand did not end")
        seat = hand.turn
        obs = Observation.of(match, seat)
        t0 = time.perf_counter()
        move = decide(ais[seat], obs, time_limit, cancel)
        if seat == test_seat and obs.phase == PHASE_PLAY:
            times.append((time.perf_counter() - t0) * 1000.0)
        apply_move(match, seat, move)


def play_deal(
    seed: int, levels: Sequence[str], test_seat: int, time_limit: float = 1.0, rules: Rules = DEFAULT_RULES,
    hands: int = 1,
) -> GameResult:
    """Play the first ``hands`` hands of the match seeded ``seed`` (fewer if it ends sooner); the result of
    ``test_seat`` (its team's, with teams): its mean points a hand and its share of first places."""
    match = MatchState(seed, rules, players=_players(seed, levels))
    ais = [make_arena_player(lv, player_seed(seed, s)) for s, lv in enumerate(levels)]
    times: list[float] = []
    team = TEAMS[team_of(test_seat)] if rules.teams else (test_seat,)
    points = 0
    firsts = 0
    played = 0
    while True:
        _run_hand(match, ais, test_seat, time_limit, times)
        hand_points = match.hand.points()
        points += sum(hand_points[s] for s in team)
        firsts += match.hand.finish[0] in team
        played += 1
        if played >= hands or match.is_over:
            break
        match.start_next_hand()
    return GameResult(points / played, firsts / played, False, times)


def play_match(
    seed: int, levels: Sequence[str], test_seat: int, time_limit: float = 1.0, rules: Rules = DEFAULT_RULES
) -> GameResult:
    """Play the whole match seeded ``seed``; whether ``test_seat`` (its team, with teams) won it."""
    match = MatchState(seed, rules, players=_players(seed, levels))
    ais = [make_arena_player(lv, player_seed(seed, s)) for s, lv in enumerate(levels)]
    times: list[float] = []
    while True:
        _run_hand(match, ais, test_seat, time_limit, times)
        if match.is_over:
            break
        match.start_next_hand()
    assert match.result is not None
    return GameResult(0, False, match.result.is_won_by(test_seat), times)


def team_levels(test: str, vs: str, rotation: int, partner: str | None = None) -> list[str]:
    """The levels at the four seats in a ``--teams`` run: the tested pair at seats 0+2 (rotation 0) or 1+3,
    ``test`` at the pair's first seat and ``partner`` (default ``test``) at its second."""
    levels = [vs] * 4
    levels[rotation], levels[rotation + 2] = test, partner or test
    return levels


#: one game: ("deal" or "match", its seed, the levels at the four seats, the tested seat, the time limit,
#: the partners game, the hands a deal plays)
Job = tuple[str, int, tuple[str, ...], int, float, bool, int]


def _work(job: Job) -> GameResult:
    kind, seed, levels, rotation, time_limit, teams, hands = job
    rules = TEAM_RULES if teams else DEFAULT_RULES
    if kind == "deal":
        return play_deal(seed, levels, rotation, time_limit, rules, hands)
    return play_match(seed, levels, rotation, time_limit, rules)


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95% interval ``(mean, low, high)`` (normal approximation, sample sd)."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` percentile (0 < q <= 100)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(1, math.ceil(q / 100.0 * len(ordered)))
    return ordered[k - 1]


def summarize(
    deal_results: Sequence[Sequence[GameResult]],
    match_results: Sequence[GameResult] | None = None,
    deal_opponents: Sequence[Sequence[str]] | None = None,
) -> dict[str, object]:
    """The arena report from the results of each deal's four rotations.

    With ``deal_opponents`` (each deal's opponent styles) the report also has
    ``by_style``: per style, the mean, interval and number of the deals it sat in.
    """
    per_deal = [sum(r.points for r in rots) / len(rots) for rots in deal_results]
    mean, low, high = mean_ci(per_deal)
    games = [r for rots in deal_results for r in rots]
    times = [t for r in games for t in r.decision_ms]
    if match_results:
        times += [t for r in match_results for t in r.decision_ms]
    report: dict[str, object] = {
        "mean_points": mean,
        "ci95": [low, high],
        "first_rate": sum(r.first for r in games) / len(games),
    }
    if match_results:
        report["match_win_rate"] = sum(1 for r in match_results if r.match_won) / len(match_results)
    report["decision_ms"] = {
        "mean": sum(times) / len(times) if times else 0.0,
        "p95": percentile(times, 95),
        "max": max(times) if times else 0.0,
    }
    report["games"] = len(games)
    if deal_opponents is not None:
        by_style: dict[str, object] = {}
        for style in POOL_STYLES:
            values = [v for v, opp in zip(per_deal, deal_opponents, strict=True) if style in opp]
            if values:
                m, lo, hi = mean_ci(values)
                by_style[style] = {"mean_points": m, "ci95": [lo, hi], "deals": len(values)}
        report["by_style"] = by_style
    return report


def run_arena(
    test: str,
    vs: str,
    deals: int,
    seed: int,
    *,
    jobs: int = 1,
    matches: int = 0,
    time_limit: float = 1.0,
    teams: bool = False,
    partner: str | None = None,
    hands: int = 1,
) -> dict[str, object]:
    """Play the duplicate deals (and matches) and return the report (``vs`` may be ``pool``; ``partner``, with
    ``teams`` only: the tested level's partner, default the tested level; ``hands``: each deal is the first
    that many hands of its match, so what a player reads in one hand can count in the next)."""
    known = known_players()
    if partner is not None and not teams:
        raise ValueError("--partner seats the tested level's partner: it needs --teams")
    for lv in ((test, vs) if vs != VS_POOL else (test,)) + ((partner,) if partner is not None else ()):
        if not is_known_player(lv):
            raise ValueError(f"unknown AI level {lv!r} (known: {', '.join(known)}, each also with "
                             f"{BLIND_SUFFIX}; --vs also {VS_POOL})")
    if deals < 1:
        raise ValueError("--deals must be at least 1")
    if hands < 1:
        raise ValueError("--hands must be at least 1")
    if teams:
        if vs == VS_POOL:
            raise ValueError(f"--teams plays a pair against a pair: --vs {VS_POOL} is not offered with it")
        return _run_teams(test, vs, deals, seed, jobs, matches, time_limit, partner, hands)

    def levels_at(s: int, k: int) -> tuple[str, ...]:
        if vs == VS_POOL:
            return tuple(seat_levels_among(test, pool_opponents(s), k))
        return tuple(seat_levels(test, vs, k))

    jobs_list: list[Job] = []
    opponents: list[tuple[str, str, str]] = []
    for i in range(deals):
        s = deal_seed(seed, i)
        opponents.append(pool_opponents(s))
        jobs_list += [("deal", s, levels_at(s, k), k, time_limit, False, hands) for k in range(4)]
    for j in range(matches):
        s = deal_seed(seed, j, "match")
        jobs_list += [("match", s, levels_at(s, k), k, time_limit, False, 0) for k in range(4)]
    results = list(_map(jobs_list, jobs))
    deal_part = [results[4 * i : 4 * i + 4] for i in range(deals)]
    match_part = results[4 * deals :]
    report = summarize(deal_part, match_part or None, opponents if vs == VS_POOL else None)
    if hands > 1:
        report["hands_per_deal"] = hands
    return report


def _run_teams(
    test: str, vs: str, deals: int, seed: int, jobs: int, matches: int, time_limit: float,
    partner: str | None = None, hands: int = 1,
) -> dict[str, object]:
    """``--teams``: each deal (and match) twice, the tested pair at seats 0+2 and then at 1+3."""
    jobs_list: list[Job] = []
    for i in range(deals):
        s = deal_seed(seed, i, "team-deal")
        jobs_list += [
            ("deal", s, tuple(team_levels(test, vs, k, partner)), k, time_limit, True, hands) for k in range(2)
        ]
    for j in range(matches):
        s = deal_seed(seed, j, "team-match")
        jobs_list += [
            ("match", s, tuple(team_levels(test, vs, k, partner)), k, time_limit, True, 0) for k in range(2)
        ]
    results = list(_map(jobs_list, jobs))
    deal_part = [results[2 * i : 2 * i + 2] for i in range(deals)]
    match_part = results[2 * deals :]
    report = summarize(deal_part, match_part or None)
    low, high = report["ci95"]  # type: ignore[misc]
    report["teams"] = True
    report["partner"] = partner or test
    report["gain_over_even"] = float(report["mean_points"]) - 3.0  # type: ignore[arg-type]
    report["gain_ci95"] = [low - 3.0, high - 3.0]
    return report


def _map(jobs_list: list[Job], jobs: int) -> Iterable[GameResult]:
    if jobs <= 1:
        return [_work(j) for j in jobs_list]
    with Pool(jobs) as pool:
        return pool.map(_work, jobs_list, chunksize=1)


def format_report(test: str, vs: str, report: dict[str, object]) -> str:
    """The report as a few lines of text."""
    low, high = report["ci95"]  # type: ignore[misc]
    dm = report["decision_ms"]
    assert isinstance(dm, dict)
    if report.get("teams"):
        glow, ghigh = report["gain_ci95"]  # type: ignore[misc]
        lines = [
            f"{test} + {report.get('partner', test)} vs {vs} + {vs} (partners): {report['games']} games",
            f"  team points per hand: {report['mean_points']:.3f}  (95% CI {low:.3f} .. {high:.3f})",
            f"  gain over an even 3: {report['gain_over_even']:+.3f}  (95% CI {glow:+.3f} .. {ghigh:+.3f})",
            f"  hands the pair won (first place): {100 * report['first_rate']:.1f}%",  # type: ignore[operator]
        ]
        if "match_win_rate" in report:
            lines.append(f"  team matches to 41 won: {100 * report['match_win_rate']:.1f}%")  # type: ignore[operator]
    else:
        lines = [
            f"{test} vs 3 x {vs}: {report['games']} games",
            f"  mean points per hand: {report['mean_points']:.3f}  (95% CI {low:.3f} .. {high:.3f})",
            f"  first places: {100 * report['first_rate']:.1f}%",  # type: ignore[operator]
        ]
        if "match_win_rate" in report:
            lines.append(f"  matches to 21 won: {100 * report['match_win_rate']:.1f}%")  # type: ignore[operator]
    lines.append(
        f"  decision time (ms): mean {dm['mean']:.1f}, p95 {dm['p95']:.1f}, max {dm['max']:.1f}"
    )
    by_style = report.get("by_style")
    if isinstance(by_style, dict):
        for style, row in by_style.items():
            lo, hi = row["ci95"]
            lines.append(
                f"  deals with {style} at the table ({row['deals']}): "
                f"{row['mean_points']:.3f}  (95% CI {lo:.3f} .. {hi:.3f})"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="murlan-arena", description="Measure an AI level against another on duplicate deals."
    )
    parser.add_argument("--test", required=True, help="the level under test")
    parser.add_argument(
        "--vs", required=True,
        help="the level or pool style in the other three seats, or 'pool' (three styles drawn per deal)",
    )
    parser.add_argument("--deals", type=int, required=True, help="number of duplicate deals")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--matches", type=int, default=0, help="also play M whole matches to 21")
    parser.add_argument(
        "--hands", type=int, default=1,
        help="hands per deal: the first H hands of its match (with the swaps), so reads can carry over",
    )
    parser.add_argument("--time-limit", type=float, default=1.0, help="seconds per decision")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--teams", action="store_true",
        help="the partners game: the tested level as a pair against a pair of --vs (e.g. --vs hard-blind)",
    )
    parser.add_argument(
        "--partner", default=None,
        help="with --teams: the tested level's partner, for a mixed pair (default: the tested level itself)",
    )
    args = parser.parse_args(argv)
    try:
        report = run_arena(
            args.test, args.vs, args.deals, args.seed,
            jobs=args.jobs, matches=args.matches, time_limit=args.time_limit, teams=args.teams,
            partner=args.partner, hands=args.hands,
        )
    except ValueError as exc:
        parser.error(str(exc))
    if args.json:
        print(json.dumps(report))
    else:
        print(format_report(args.test, args.vs, report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
