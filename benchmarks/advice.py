"""The advice (issue 27): the judge that the hint and the hand review share, checked against constructed
blunders, a strong player's own moves, a second draw of deals and the real deals.

Run from the top of the repository::

    MURLAN_AI_NO_CLOCK=1 nice -n 10 .venv/bin/python benchmarks/advice.py [--hands 6] [--bombs 24] [--results]

What it measures:

- **Controls.** Seeded first hands between four ``hard`` players (on no clock, so the same moves on any
  machine). Every play decision with a choice, of every seat, is judged (:func:`murlan_qt.ai.judge.judge`,
  the hint's and the review's settings); the share of hard's own moves that get a mark (target at most 2%).
- **Constructed blunders**, each judged at its position; the share marked (detection) per kind:
  ``bomb_on_single`` (a seat answers a lone 3S with a bomb, holding a plain single that beats it; constructed
  deals), and, at the control hands' positions where they exist: ``scale_for_pair`` (a pair that breaks a
  scale of the hand's best split, when a pair that breaks none, or passing, was there), ``top_card_first``
  (the highest single led at the seat's first lead, with 10 cards or more, when it is a 2 or a joker),
  ``low_first`` (leading the low card of the last two when nothing out beats the high one),
  ``pass_on_lead_stop`` (passing when an opponent has one card left and the seat holds a play that
  nothing out beats).
- **Seed agreement.** Every position judged again with another salt (other deals drawn, the rest the
  same): of the decisions either draw marks, the share both mark; and the same best play where its
  margin is clear. (The review's own seed no longer moves a verdict at all: the deals are seeded from the
  position, so two review seeds agree on every mark by construction; the salt measures what is left.)
- **The real deal.** For each marked decision, the judge's best and the play made, each played out once
  on the real cards by the rule-based policy (sharp for the seat, ``normal`` for the others): the mean
  real gain per kind against the judge's expected loss (does the judge overrate a kind the real deal does
  not punish?).
- **Time.** The judge's time per position (what the hint waits for, p95 target 0.5 s) and a hand review's
  time (:func:`murlan_qt.ai.review.review_hand` of seat 0 of each control hand; targets median 5 s,
  longest 15 s).

This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import redirect_stdout
from dataclasses import dataclass, replace

from murlan_qt.ai import make_player, take_turn
from murlan_qt.ai.advice import broken_group, nothing_out_beats
from murlan_qt.ai.judge import JUDGE, Verdict, judge
from murlan_qt.ai.review import review_hand
from murlan_qt.ai.search import HardPlayer, position_of, rollout_points
from murlan_qt.ai.settings import HARD
from murlan_qt.engine import Card, Combination, HandState, Kind, MatchState, Observation, Player, Rules
from murlan_qt.engine.cards import DECK
from murlan_qt.engine.hand import PHASE_PLAY, POINTS_BY_PLACE

HARD_PLAYERS = tuple(Player(f"H{s}", "ai", "hard") for s in range(4))
PLAYERS = (Player("You", "human"), Player("A", "ai", "normal"), Player("B", "ai", "normal"),
           Player("C", "ai", "normal"))


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def share(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {k / max(1, n):.1%} (95% CI {lo:.1%}-{hi:.1%})"


def mean_ci(xs: list[float]) -> str:
    if not xs:
        return "-"
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return f"{m:+.2f} (n=1)"
    se = statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.2f} (95% CI {m - 1.96 * se:+.2f} to {m + 1.96 * se:+.2f}, n={len(xs)})"


@dataclass
class Case:
    """A decision to judge: the position, the real cards, the play made, and its kind."""

    kind: str
    obs: Observation
    hands: list[list[int]]
    played: Combination | None
    #: the hand as it was dealt and the actions before this decision (to replay it on the real cards)
    history: HandState | None = None
    #: the level of each seat's player (who plays the rest of the hand on the real deal)
    levels: tuple[str, ...] = ("hard",) * 4


def hard_hand(seed: int) -> MatchState:
    m = MatchState(seed, Rules(), HARD_PLAYERS)
    players = [HardPlayer(seed * 4 + s, replace(HARD, budget=math.inf)) for s in range(4)]
    while not m.hand.is_over:
        take_turn(m, players[m.hand.turn], time_limit=60.0)
    m.score_if_over()
    return m


def positions(m: MatchState) -> Iterator[tuple[Observation, list[list[int]], Combination | None, HandState]]:
    """Every play decision of the first hand: what the seat saw, the real cards, what it played, and the
    hand up to that decision (a copy)."""
    played = m.hands[0]
    state = HandState(played.deal, played.dealer, played.rules, None)
    players = tuple("hard" for _ in range(4))
    for action in played.actions:
        if state.phase != PHASE_PLAY:
            return
        obs = Observation.of_hand(state, action.seat, hand_index=0, players=players)
        yield obs, [sorted(state.cards[s]) for s in range(4)], action.combo, copy_of(state)
        if action.cards is None:
            state.pass_turn(action.seat)
        else:
            state.play(action.seat, list(action.cards))


def copy_of(state: HandState) -> HandState:
    """A new hand dealt as ``state`` was (a first hand), with the same actions made."""
    new = HandState(state.deal, state.dealer, state.rules, None)
    for a in state.actions:
        if a.cards is None:
            new.pass_turn(a.seat)
        else:
            new.play(a.seat, list(a.cards))
    return new


def replayed_points(case: Case, move: Combination | None, seed: int) -> int:
    """``move`` made at the case's position on the real cards, the rest of the hand played by the hand's own
    players (``case.levels``, seeded by ``seed``); the seat's points."""
    assert case.history is not None
    state = case.history
    players = [make_player(level, seed * 4 + s) for s, level in enumerate(case.levels)]
    n = 1
    state.push(move)
    while state.phase == PHASE_PLAY and case.obs.seat not in state.finish:
        s = state.turn
        state.push(players[s].choose_play(Observation.of_hand(state, s, hand_index=0, players=case.levels), 60.0))
        n += 1
    points = POINTS_BY_PLACE[state.finish.index(case.obs.seat)]
    for _ in range(n):
        state.pop()
    return points


def replayed_gain(case: Case, best: Combination | None, replays: int) -> float:
    """The best play's points minus the play made's on the real cards, the hand's players playing on (the
    mean of ``replays`` continuations, the same seeds for both)."""
    return statistics.fmean(replayed_points(case, best, 9000 + k) - replayed_points(case, case.played, 9000 + k)
                            for k in range(replays))


def derived_blunders(
    obs: Observation, hands: list[list[int]], first_lead: bool, history: HandState
) -> Iterator[Case]:
    """The constructed blunders of the kinds that a control position allows."""
    sit = obs.situation
    legal = sit.legal_plays()
    counts = list(sit.rank_counts)
    top = sit.top
    if top is not None and top.kind == Kind.PAIR:
        pairs = [p for p in legal if p.kind == Kind.PAIR]
        breaking = [p for p in pairs if (g := broken_group(counts, p)) is not None and g.kind == Kind.SCALE]
        clean = [p for p in pairs if broken_group(counts, p) is None]
        if breaking and (clean or sit.can_pass):
            yield Case("scale_for_pair", obs, hands, min(breaking, key=lambda p: p.value), history)
    if top is None:
        singles = [p for p in legal if p.kind == Kind.SINGLE]
        if first_lead and len(obs.hand) >= 10 and singles:
            high = max(singles, key=lambda p: p.value)
            if high.value >= 12 and len(singles) > 1:  # a 2 or a joker
                yield Case("top_card_first", obs, hands, high, history)
        if len(obs.hand) == 2 and len(singles) == 2 and singles[0].value != singles[1].value:
            low, high = sorted(singles, key=lambda p: p.value)
            if nothing_out_beats(obs, high):
                yield Case("low_first", obs, hands, low, history)
    if top is not None and sit.can_pass and legal:
        opp_one = any(obs.hand_sizes[(obs.seat + k) % 4] == 1 for k in (1, 2, 3))
        if opp_one and any(nothing_out_beats(obs, p) for p in legal) and top.kind == Kind.SINGLE:
            yield Case("pass_on_lead_stop", obs, hands, None, history)


def bomb_cases(n: int, seed: int) -> Iterator[Case]:
    """Seat 1 opens with the 3S alone, seats 2 and 3 pass; seat 0 holds a bomb and answers with it."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        m = MatchState(1000 + made, Rules(), PLAYERS, start=False)
        m.first_dealer = 3
        rank = rng.randrange(1, 10)  # a bomb of 4s .. Qs (not of 3s: the 3S opens)
        bomb = [c for c in DECK if c.rank == rank]
        rest = [c for c in DECK if c not in bomb and str(c) != "3S"]
        rng.shuffle(rest)
        mine = bomb + rest[:10]
        others = rest[10:]
        m.start_next_hand(deal=[mine, [Card.from_str("3S"), *others[:13]], others[13:26], others[26:39]])
        m.play(1, ["3S"])
        m.pass_turn(2)
        m.pass_turn(3)
        obs = Observation.of(m, 0)
        bombs = [p for p in obs.situation.legal_plays() if p.is_bomb and p.value == rank]
        plain = [p for p in obs.situation.legal_plays() if p.kind == Kind.SINGLE]
        if not bombs or not plain:
            continue
        made += 1
        yield Case("bomb_on_single", obs, [sorted(m.hand.cards[s]) for s in range(4)], bombs[0], copy_of(m.hand),
                   ("hard", "normal", "normal", "normal"))


def real_gain(case: Case, best: Combination | None) -> float:
    """The best play's points minus the play made's, each played out once on the real cards."""
    state = position_of(case.obs, case.hands)
    out = []
    for play in (best, case.played):
        state.push(play)
        out.append(rollout_points(state, case.obs.seat))
        state.pop()
    return float(out[0] - out[1])


#: the judge's sampler (independent deals), and the search levels' inferred deals to compare with
SAMPLERS = {
    "judge": JUDGE.sampler,
    "independent": replace(HARD, opponent_models=(), tree=False),
    "inference2": replace(HARD, chains=2, tree=False),
    "inference8": replace(HARD, chains=8, burn_in=8 * 2000, tree=False),
    "inf8t": replace(HARD, chains=8, burn_in=8 * 3000, thin=2000, tree=False),
    "inf16": replace(HARD, chains=16, burn_in=16 * 2000, thin=1000, tree=False),
    "inf16s": replace(HARD, chains=16, burn_in=16 * 2000, thin=400, tree=False),
}


def run(args: argparse.Namespace) -> str:
    settings = replace(JUDGE, sampler=SAMPLERS[args.sampler])
    other = replace(settings, salt="second draw")
    cases: list[Case] = []
    times: list[float] = []
    review_times: list[float] = []
    t0 = time.perf_counter()
    matches = []
    for k in range(args.hands):
        m = hard_hand(args.first + k)
        matches.append(m)
        leads: set[int] = set()
        for obs, hands, played, history in positions(m):
            first = obs.top is None and obs.seat not in leads
            if obs.top is None:
                leads.add(obs.seat)
            if len(obs.situation.legal_plays()) + int(obs.situation.can_pass) > 1:
                cases.append(Case("control", obs, hands, played, history))
            cases.extend(derived_blunders(obs, hands, first, history))
    cases.extend(bomb_cases(args.bombs, args.first))
    print(f"{args.hands} control hands (hard x4, first hands of matches {args.first}..{args.first + args.hands - 1}), "
          f"{len(cases)} judged decisions; built in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    judged: dict[int, tuple[Verdict, Verdict]] = {}
    cache: dict[int, tuple[Verdict, Verdict]] = {}
    for i, c in enumerate(cases):
        key = id(c.obs)
        if key not in cache:
            t = time.perf_counter()
            a = judge(c.obs, settings)
            times.append(time.perf_counter() - t)
            b = judge(c.obs, other)
            cache[key] = (a, b)
        judged[i] = cache[key]
        if i % 50 == 0:
            print(f"  judged {i + 1}/{len(cases)}", file=sys.stderr, flush=True)
    if args.dump is not None:
        with open(args.dump, "w", encoding="utf-8") as f:
            for i, c in enumerate(cases):
                a, b = judged[i]
                va, vb = a.of(c.played), b.of(c.played)
                f.write(json.dumps({"kind": c.kind, "a": [va.loss, va.error, va.deals, a.index(c.played) == a.best],
                                    "b": [vb.loss, vb.error, vb.deals, b.index(c.played) == b.best]}) + "\n")
    for m in matches:
        t = time.perf_counter()
        review_hand(m, 0, 0, seed=1)
        review_times.append(time.perf_counter() - t)

    out = io.StringIO()
    with redirect_stdout(out):
        kinds = ["control", "bomb_on_single", "scale_for_pair", "top_card_first", "low_first", "pass_on_lead_stop"]
        print("| kind | decisions | marked (judge) | marked by the second draw | judge's loss, marked ones | "
              "gain of the best, real deal, rule-based playout | gain of the best, real deal, the hand's players |")
        print("|---|---|---|---|---|---|---|")
        either = both = 0
        clear_best = same_best = 0
        for kind in kinds:
            idx = [i for i, c in enumerate(cases) if c.kind == kind]
            marked = [i for i in idx if judged[i][0].is_marked(cases[i].played)]
            marked2 = [i for i in idx if judged[i][1].is_marked(cases[i].played)]
            gains = [real_gain(cases[i], judged[i][0].best_play) for i in marked]
            losses = [judged[i][0].of(cases[i].played).loss for i in marked]
            replayed = [replayed_gain(cases[i], judged[i][0].best_play, args.replays) for i in marked] \
                if args.replays else []
            print(f"| {kind} | {len(idx)} | {share(len(marked), len(idx))} | {share(len(marked2), len(idx))} | "
                  f"{statistics.fmean(losses) if losses else 0:.2f} | {mean_ci(gains)} | {mean_ci(replayed)} |")
        seen: set[int] = set()
        for i, c in enumerate(cases):
            a, b = judged[i]
            x, y = a.is_marked(c.played), b.is_marked(c.played)
            if x != y:
                va, vb = a.of(c.played), b.of(c.played)
                print(f"  disagreement ({c.kind}): loss {va.loss:.2f}+-{va.error:.2f} on {va.deals} deals / "
                      f"{vb.loss:.2f}+-{vb.error:.2f} on {vb.deals}", file=sys.stderr)
            either += x or y
            both += x and y
            key = id(c.obs)
            if key in seen:
                continue
            seen.add(key)
            ru = a.runner_up()
            if ru is not None and ru.loss - JUDGE.z * ru.error > JUDGE.floor:
                clear_best += 1
                same_best += a.best == b.best
        print()
        print(f"- seed agreement (of the decisions either draw marks, both mark): {share(both, either)}")
        print(f"- the same best play in both draws, where the best is clear of the next play: "
              f"{share(same_best, clear_best)}")
        ts = sorted(times)
        p95 = ts[min(len(ts) - 1, int(0.95 * len(ts)))]
        print(f"- judge time per position ({len(ts)} positions, the hint's wait): median {statistics.median(ts):.3f} s, "
              f"p95 {p95:.3f} s, longest {ts[-1]:.3f} s")
        print(f"- hand review time (seat 0 of {len(review_times)} control hands): median "
              f"{statistics.median(review_times):.1f} s, longest {max(review_times):.1f} s")
    return out.getvalue()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=6)
    p.add_argument("--first", type=int, default=300, help="the first control match's seed (and the bombs' deals)")
    p.add_argument("--bombs", type=int, default=24)
    p.add_argument("--sampler", choices=sorted(SAMPLERS), default="judge",
                   help="the judge's sampler (the game's, or another to compare)")
    p.add_argument("--replays", type=int, default=2,
                   help="continuations on the real deal by the hand's own players, per marked decision (0: none)")
    p.add_argument("--dump", help="write each decision's loss and error in both draws here (JSON lines)")
    p.add_argument("--results", action="store_true", help="write the figures into benchmarks/RESULTS.md")
    args = p.parse_args()
    text = run(args)
    print(text)
    if args.results:
        from results import record

        record("advice", "Advice: one judge for the hint and the review (issue 27): `benchmarks/advice.py`",
               f"MURLAN_AI_NO_CLOCK=1 nice -n 10 .venv/bin/python benchmarks/advice.py --hands {args.hands} "
               f"--first {args.first} --bombs {args.bombs} --replays {args.replays} --results", text)


if __name__ == "__main__":
    main()
