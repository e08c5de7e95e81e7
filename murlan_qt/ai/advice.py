"""Why the judge prefers a play, from its verdict and the position: one :class:`~murlan_qt.ai.reasons.Reason`.

:func:`advice_reason` compares the judge's best play with another one (the
play the seat made, in the review; the nearest alternative, in the hint),
gives the difference in expected points, and names at most one fact of the
position that decides it. Every fact is checked against the position before
it is named, so it is true whatever the sampled deals were:

``out``            the best play is the seat's last cards
``unbeatable``     nothing the cards still out could make beats the best play
                   (all the unseen cards together cannot: then no opponent can)
``breaks``         the other play breaks ``group`` (a group of the hand's best split that the
                   hand after it cannot keep whole), and the hand after the best play keeps it
``few_cards``      an opponent (``seat``) has ``left`` (1 or 2) cards
``higher_unseen``  the other play is a single and a higher single (``card``) is still out
``bomb_out``       the unseen cards hold the cards of a bomb (``card``: the bomb) and the best play is no bomb

The reason's code is ``advice`` (``equal`` 1 when the two are about equal: then no fact is named);
its parameters: ``play`` (the best, ``None``: pass), ``other``, ``diff`` (hundredths of a point),
``equal``, ``factor`` (one of the codes above, ``""``: none) and the fact's own parameters.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from ..engine import Combination, Kind, Observation, Situation
from ..engine.cards import NUM_RANKS
from ..engine.combos import combination
from .hand_analysis import split_hand
from .judge import Verdict
from .reasons import ABOUT_TO_GO_OUT, Reason

FACTORS: tuple[str, ...] = ("out", "unbeatable", "breaks", "few_cards", "higher_unseen", "bomb_out")


def unseen_counts(obs: Observation) -> list[int]:
    """The cards ``obs.seat`` cannot see (in the other hands), per rank."""
    counts = [0] * NUM_RANKS
    for c in obs.unseen_cards():
        counts[c.rank] += 1
    return counts


def _plays_of(counts: Sequence[int], top: Combination | None, obs: Observation) -> list[Combination]:
    """What a hand of ``counts`` could play on ``top`` (``None``: a lead), by the table's rules."""
    n = sum(counts)
    return Situation.of(obs.seat, counts, top, -1 if top is None else (obs.seat + 1) % 4, (n, n, n, n), False,
                        obs.rules).legal_plays()


def nothing_out_beats(obs: Observation, play: Combination) -> bool:
    """Whether no play made of the unseen cards (all of them together) beats ``play``."""
    return not _plays_of(unseen_counts(obs), play, obs)


def highest_unseen_single(obs: Observation) -> int | None:
    """The rank of the highest card still out (``None``: none)."""
    counts = unseen_counts(obs)
    ranks = [r for r, n in enumerate(counts) if n]
    return max(ranks) if ranks else None


def bomb_out(obs: Observation) -> Combination | None:
    """A bomb the unseen cards hold the cards of (the highest), or ``None``."""
    bombs = [p for p in _plays_of(unseen_counts(obs), None, obs) if p.is_bomb]
    return max(bombs, key=lambda p: (p.length * p.multiplicity, p.value)) if bombs else None


def counts_after(counts: Sequence[int], play: Combination | None) -> list[int]:
    after = list(counts)
    if play is not None:
        for r in play.ranks:
            after[r] -= play.multiplicity
    return after


def broken_group(counts: Sequence[int], play: Combination | None) -> Combination | None:
    """The largest group of the hand's best split that ``play`` breaks (the hand after it cannot keep it whole)."""
    if play is None:
        return None
    groups = split_hand(counts)
    if play in groups:
        return None
    kept = set(split_hand(counts_after(counts, play)))
    used = set(play.ranks)
    touched = [g for g in groups if used & set(g.ranks) and g.kind != Kind.SINGLE and g not in kept]
    if not touched:
        return None
    return max(touched, key=lambda g: (g.is_bomb, len(g.ranks) * g.multiplicity))


def keeps_group(counts: Sequence[int], play: Combination | None, group: Combination) -> bool:
    """Whether the hand after ``play`` still has ``group`` in its best split."""
    return group in split_hand(counts_after(counts, play))


def advice_reason(obs: Observation, verdict: Verdict, against: int | None = None) -> Reason:
    """Why the verdict's best play beats play ``against`` (an index of ``verdict.values``; ``None``: the
    nearest other play). With one legal play only: code ``only``."""
    best = verdict.values[verdict.best]
    if len(verdict.values) == 1:
        return Reason("only", MappingProxyType({"play": best.play}))
    if against is None or against == verdict.best:
        other = verdict.runner_up()
        assert other is not None
    else:
        other = verdict.values[against]
    diff = round(other.loss * 100)
    params: dict[str, object] = {"play": best.play, "other": other.play, "diff": diff,
                                 "equal": int(other.loss < verdict.settings.equal), "factor": ""}
    if not params["equal"]:
        params.update(_factor(obs, best.play, other.play))
    return Reason("advice", MappingProxyType(params))


def _factor(obs: Observation, best: Combination | None, other: Combination | None) -> dict[str, object]:
    """The first fact of :data:`FACTORS` that holds here, with its parameters (empty: none)."""
    counts = list(obs.situation.rank_counts)
    if best is not None and len(best.ranks) * best.multiplicity >= sum(counts):
        return {"factor": "out"}
    if best is not None and nothing_out_beats(obs, best):
        return {"factor": "unbeatable"}
    group = broken_group(counts, other)
    if group is not None and keeps_group(counts, best, group):
        return {"factor": "breaks", "group": group}
    for step in (1, 2, 3):
        seat = (obs.seat + step) % 4
        left = obs.hand_sizes[seat]
        if 0 < left <= ABOUT_TO_GO_OUT:
            return {"factor": "few_cards", "seat": seat, "left": left}
    if other is not None and other.kind == Kind.SINGLE:
        top = highest_unseen_single(obs)
        if top is not None and _plays_of([int(r == top) for r in range(NUM_RANKS)], other, obs):
            return {"factor": "higher_unseen", "card": combination(Kind.SINGLE, 1, top)}
    bomb = bomb_out(obs)
    if bomb is not None and (best is None or not best.is_bomb):
        return {"factor": "bomb_out", "card": bomb}
    return {}


__all__ = [
    "FACTORS", "advice_reason", "bomb_out", "broken_group", "counts_after", "highest_unseen_single", "keeps_group",
    "nothing_out_beats", "unseen_counts",
]
