"""What each play is worth: every legal play (passing included) scored on the same sampled deals.

A search level's own view of a position: :func:`evaluate` (the worker's ``evaluate`` request). The
hint and the hand review ask :func:`~murlan_qt.ai.judge.judge` instead, the one judge they share.

How an evaluation is made, for a search level's settings (``hard``'s by default):

1. The level's own decision, :meth:`SearchPlayer.choose_play
   <murlan_qt.ai.search.SearchPlayer.choose_play>`, with the same seed: that
   is :attr:`Evaluation.best`, so the evaluation's best play *is* the level's
   move (not a second opinion that could disagree with it).
2. The deals that decision searched, drawn again from the same sampler with
   the same generator (the sampler is budgeted in work, so it gives the same
   deals), as many as the decision's own formula gives for its candidates.
3. Every legal play and the pass, each played out to the end of the hand on
   every one of those deals by the rule-based policy
   (:func:`~murlan_qt.ai.search.rollout_points`), so that the differences
   between two plays are not the luck of different deals.

Everything depends only on the seed and the public facts of the observation,
so the same position always gets the same evaluation; a set
:class:`~murlan_qt.ai.base.CancelToken` stops it (:class:`DecisionCancelled`).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Combination, Observation
from ..engine.hand import PHASE_PLAY
from .base import CancelToken
from .expert import ExpertPlayer
from .inference import RULE_BASED, Sample
from .normal import Style
from .search import (
    DECK_SIZE,
    MIN_SAMPLES,
    HardPlayer,
    SearchPlayer,
    candidate_moves,
    position_of,
    rollout_points,
)
from .settings import HARD, SearchSettings


@dataclass(frozen=True)
class PlayValue:
    """One play's worth: expected points for this hand, and how sure that is."""

    #: the play, or ``None`` for passing
    play: Combination | None
    #: mean points for this hand over the deals (0..3: last..first place)
    mean: float
    #: the standard error of ``mean``
    spread: float


@dataclass(frozen=True)
class Evaluation:
    """Every legal play of the position, best mean first, and the level's own move."""

    values: tuple[PlayValue, ...]
    #: the sampled deals every play was scored on
    deals: int
    #: the move the level itself makes here (its search's choice, with its margin for the policy's move)
    best: Combination | None


def searcher_for(settings: SearchSettings, seed: int) -> SearchPlayer:
    """The search player of ``settings``: ``expert``'s class when it searches a tree, else ``hard``'s."""
    cls: type[SearchPlayer] = ExpertPlayer if settings.tree else HardPlayer
    return cls(seed, settings)


def score_on_common_deals(
    obs: Observation, plays: Sequence[Combination | None], sampler: Callable[[], Sample | None], deals: int,
    own_style: Style, cancel: CancelToken | None = None,
) -> list[list[float]]:
    """Each play's points on each of up to ``deals`` sampled deals (the same deals for every play, so that
    the differences between two plays are not the luck of different deals), played out to the end of the
    hand by the policy: ``obs.seat`` in ``own_style``, each opponent in the style its sample gave it."""
    points: list[list[float]] = [[] for _ in plays]
    for _ in range(deals):
        got = sampler()
        if got is None:
            break
        hands, models = got
        styles = tuple(m.style for m in models) if models else tuple(RULE_BASED.style for _ in range(4))
        state = position_of(obs, hands)
        for j, play in enumerate(plays):
            if cancel is not None:
                cancel.check()
            state.push(play)
            points[j].append(rollout_points(state, obs.seat, own_style, styles))
            state.pop()
    return points


def evaluate(
    obs: Observation, budget: SearchSettings = HARD, seed: int = 0, cancel: CancelToken | None = None,
    time_limit: float = 1.0,
) -> Evaluation:
    """Every legal play of ``obs.seat`` (on turn in the play phase), scored as ``budget``'s search sees it.

    ``seed`` is the searching player's seed; ``time_limit`` caps the level's own decision as the table does.
    """
    if obs.phase != PHASE_PLAY or obs.turn != obs.seat:
        raise ValueError("only the seat on turn in the play phase has plays to evaluate")
    player = searcher_for(budget, seed)
    best = player.choose_play(obs, time_limit, cancel)
    situation = obs.situation
    plays: list[Combination | None] = list(situation.legal_plays())
    if situation.can_pass:
        plays.append(None)
    n_candidates = len(candidate_moves(obs, budget.max_candidates, budget.own_style))
    cards_left = max(1, sum(obs.hand_sizes))
    n_deals = int(budget.playouts * DECK_SIZE / (cards_left * max(1, n_candidates)))
    n_deals = min(budget.samples, max(MIN_SAMPLES, n_deals))
    # the decision's deals again: the same generator and a sampler that the clock never stops
    sampler = player.make_sampler(obs, player.rng_for(obs, "search"), time.perf_counter() + 1.0e6, cancel)
    points = score_on_common_deals(obs, plays, sampler, n_deals, budget.own_style, cancel)
    deals = len(points[0]) if points else 0
    totals = [sum(p) for p in points]
    squares = [sum(x * x for x in p) for p in points]
    values = []
    for j, play in enumerate(plays):
        mean = totals[j] / deals if deals else 0.0
        var = max(0.0, squares[j] / deals - mean * mean) if deals else 0.0
        spread = math.sqrt(var / (deals - 1)) if deals > 1 else 0.0
        values.append(PlayValue(play, mean, spread))
    # best mean first; on a tie the level's own move first, then the legal plays' order, pass last
    order = sorted(range(len(values)), key=lambda j: (-values[j].mean, values[j].play is not best, j))
    return Evaluation(tuple(values[j] for j in order), deals, best)
