"""The one judge of a position: what the hint recommends and what the hand review marks.

Both the hint and the review ask :func:`judge` (the computer levels keep their
own search and clocks). For the seat on turn in the play phase it scores every
legal play and the pass:

1. **The deals** are drawn from 16 inference chains in turn, as the search
   levels draw theirs (:class:`~murlan_qt.ai.inference.InferenceChain`
   through :meth:`~murlan_qt.ai.search.SearchPlayer.make_sampler` with
   :data:`JUDGE_SAMPLER`): deals that explain what the opponents have played
   and passed, each opponent played out in the style its history reads like.
   Measured (``benchmarks/advice.py``, replaying marked decisions on the real
   deal with the hand's own players): with independent deals and every
   opponent played as ``normal``, the judge marked about 5% of a ``hard``
   player's moves, and the real deal did not bear those marks out; with the
   chains, 1.5 to 2%. A chain's deals follow one another, so the error of a
   difference is the spread of the chains' own means (:func:`_paired`), and
   the chains take many steps between two deals (``thin``).
2. **Common random numbers.** Every play is played out by the rule-based
   policy (:func:`~murlan_qt.ai.search.rollout_points`) on the *same* deals,
   and the sampler's generator is seeded from the position alone (the seat's
   cards and everything public: :func:`position_key`), never from a player's
   or a review's seed: the same position always gets the same verdict, whoever
   asks and with whatever seed.
3. **An adaptive budget.** After ``first_deals`` deals, and after every
   ``batch`` more, each play is compared with the best one on their common
   deals (the paired difference and its standard error). A play whose loss is
   clearly at least ``margin`` (the lower end of its interval is above it) is
   settled as worse and no longer played out; a play whose loss is clearly
   below ``margin`` is settled as close. The deals go on, up to ``max_deals``,
   only while some play is neither: the budget goes to the close calls.

:meth:`Verdict.mark_of` is the review's rule: a play is marked only when its
loss is at least ``margin`` *and* the lower end of its 95% interval
(``loss - z * error``) is above ``floor``. Anything else that is not the best
is a close call, never a mark.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, Protocol

from ..engine import Combination, Observation
from ..engine.hand import PHASE_PLAY
from .base import CancelToken
from .inference import RULE_BASED, DecisionMemo, InferenceChain, Sample
from .normal import Policy
from .search import HardPlayer, position_of, rollout_points
from .settings import HARD, SearchSettings

if TYPE_CHECKING:
    from .judge_helper import JudgeHelper

#: the version of the judge: a review analysed by another one is made again
JUDGE_VERSION = 2

#: the sampler's settings: 16 inference chains of hard's kind, 1000 steps of work between two deals of a chain
JUDGE_SAMPLER: SearchSettings = replace(HARD, chains=16, burn_in=16 * 2000, thin=1000, tree=False)


@dataclass(frozen=True)
class JudgeSettings:
    """How a position is judged: the sampler, the deals, and the margins of a verdict."""

    sampler: SearchSettings = JUDGE_SAMPLER
    #: deals before the first comparison
    first_deals: int = 32
    #: deals between two comparisons
    batch: int = 16
    #: at most this many deals (only a close call gets that far; three times as many made two draws
    #: agree no better, at twice the time)
    max_deals: int = 128
    #: a loss of at least this many points (of 3) is worth a mark
    margin: float = 0.3
    #: and a mark needs the lower end of the loss's interval above this (chosen with ``margin`` on
    #: ``benchmarks/advice.py``'s draws: fewer marks on a strong player's moves, and two draws agreeing
    #: more often, for a few of the constructed blunders)
    floor: float = 0.2
    #: standard errors on each side of an interval (about 95%)
    z: float = 2.0
    #: a play is settled as worse (no longer played out) when its loss is this many standard errors above
    #: ``margin``: wider than ``z``, as the error of few deals is itself uncertain
    settle_z: float = 2.5
    #: plays whose mean is within this of the best are "about equal"
    equal: float = 0.1
    #: a loss of at least this many points is a mistake (below: an inaccuracy)
    mistake: float = 0.6
    #: mixed into the position's seed; only to measure how much a verdict owes to the deals drawn
    salt: str = ""


#: the settings of the hint and the review
JUDGE = JudgeSettings()


def position_key(obs: Observation) -> str:
    """Everything the seat knows at this moment, as text (the seed of the judge's deals)."""
    actions = ";".join(
        f"{a.seat}:{'-' if a.cards is None else ','.join(str(int(c)) for c in a.cards)}" for a in obs.actions)
    sw = obs.swap
    swap = "" if sw is None else f"{sw.last},{sw.first},{sw.jokers_shown},{sw.given_by_last},{sw.given_by_first}"
    return (
        f"{obs.seat}|{obs.hand_index}|{obs.dealer}|{','.join(str(int(c)) for c in obs.hand)}|{actions}|"
        f"{obs.totals}|{obs.target}|{obs.players}|{swap}|{obs.is_first_hand}|{obs.rules.key()}"
    )


@dataclass(frozen=True)
class PlayVerdict:
    """One play's standing: its mean points, and its loss against the best on their common deals."""

    #: the play, or ``None`` for passing
    play: Combination | None
    mean: float
    #: the deals it was played out on (a play settled as worse early has fewer)
    deals: int
    #: the best play's mean minus this one's, on their common deals (0 for the best)
    loss: float
    #: the standard error of ``loss`` (the paired difference)
    error: float


@dataclass(frozen=True)
class Verdict:
    """Every legal play of a position (legal order, the pass last) and which one is best."""

    values: tuple[PlayVerdict, ...]
    best: int
    #: the deals drawn
    deals: int
    settings: JudgeSettings = JUDGE

    @property
    def best_play(self) -> Combination | None:
        return self.values[self.best].play

    def index(self, play: Combination | None) -> int:
        """The index of ``play`` (``ValueError`` if it is not a legal play here)."""
        for j, v in enumerate(self.values):
            if v.play == play:
                return j
        raise ValueError(f"{play!r} is not a play of this position")

    def of(self, play: Combination | None) -> PlayVerdict:
        return self.values[self.index(play)]

    def is_marked(self, play: Combination | None) -> bool:
        """Whether the review marks ``play``: a clear loss (see the module docstring)."""
        v = self.of(play)
        return mark_for(v.loss, v.error, self.settings) is not None

    def mark_of(self, play: Combination | None) -> str | None:
        """``"mistake"``, ``"inaccuracy"`` or ``None`` (the review's mark of ``play``)."""
        v = self.of(play)
        return mark_for(v.loss, v.error, self.settings)

    def about_equal(self) -> list[PlayVerdict]:
        """The other plays whose mean is within ``equal`` of the best's (on their common deals)."""
        return [v for j, v in enumerate(self.values) if j != self.best and v.loss < self.settings.equal]

    def runner_up(self) -> PlayVerdict | None:
        """The play closest to the best, other than the best (on a tie the first)."""
        others = [v for j, v in enumerate(self.values) if j != self.best]
        return min(others, key=lambda v: v.loss) if others else None

    def to_json(self, names: Any) -> dict[str, Any]:
        """Plain data; ``names(play)`` gives a play's card names (``None`` for a pass)."""
        return {
            "best": self.best, "deals": self.deals,
            "values": [{"play": names(v.play), "mean": v.mean, "deals": v.deals, "loss": v.loss, "error": v.error}
                       for v in self.values],
        }


def verdict_from_json(data: object, settings: JudgeSettings = JUDGE) -> Verdict:
    """The verdict of :meth:`Verdict.to_json` (``ValueError``/``KeyError``/``TypeError`` if it is not one)."""
    from ..engine.cards import parse_card
    from ..engine.combos import classify

    if not isinstance(data, dict) or not isinstance(data.get("values"), list) or not data["values"]:
        raise TypeError("not a verdict")
    values = []
    for v in data["values"]:
        names = v["play"]
        if names is None:
            play = None
        elif isinstance(names, list) and all(isinstance(c, str) for c in names):
            play = classify([parse_card(c) for c in names])
            if play is None:
                raise ValueError("not a combination")
        else:
            raise TypeError("a play is a list of card names")
        nums = [v[k] for k in ("mean", "loss", "error")]
        if not all(isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in nums):
            raise TypeError("not a number")
        if not isinstance(v["deals"], int):
            raise TypeError("not a count")
        values.append(PlayVerdict(play, float(nums[0]), v["deals"], float(nums[1]), float(nums[2])))
    best, deals = data["best"], data["deals"]
    if not isinstance(best, int) or not 0 <= best < len(values) or not isinstance(deals, int):
        raise ValueError("not a verdict")
    return Verdict(tuple(values), best, deals, settings)


def mark_for(loss: float, error: float, settings: JudgeSettings = JUDGE) -> str | None:
    """The mark of a choice losing ``loss`` points (standard error ``error``) against the best:
    ``"mistake"``, ``"inaccuracy"`` or ``None`` (a close call, or the best)."""
    if loss < settings.margin - 1e-9 or loss - settings.z * error <= settings.floor + 1e-9:
        return None
    return "mistake" if loss >= settings.mistake - 1e-9 else "inaccuracy"


def _paired(a: Sequence[float], b: Sequence[float], groups: int = 1) -> tuple[float, float]:
    """``mean(a - b)`` and its standard error over their common deals (a prefix of both).

    With ``groups`` > 1 the deals came from that many independent inference chains in turn (deal ``i``
    from chain ``i % groups``): deals of one chain follow one another and are not independent, so the
    error is the spread of the chains' own means (batch means), which holds however slowly a chain mixes.
    """
    n = min(len(a), len(b))
    if n == 0:
        return 0.0, 0.0
    diffs = [a[i] - b[i] for i in range(n)]
    m = sum(diffs) / n
    if groups > 1 and n >= 2 * groups:
        n -= n % groups  # whole rounds only, so that every chain weighs the same
        means = [sum(diffs[k:n:groups]) / (n // groups) for k in range(groups)]
        m = sum(means) / groups
        var = sum((x - m) ** 2 for x in means) / (groups - 1)
        return m, math.sqrt(var / groups)
    if n < 2:
        return m, 0.0
    var = sum((d - m) ** 2 for d in diffs) / (n - 1)
    return m, math.sqrt(var / n)


class _Deals(Protocol):
    """Where the judge's deals come from: each deal's points for the alive plays, in the deals' order."""

    def points(self, start: int, stop: int, alive: Sequence[int]) -> list[list[float]]:
        """The points of the plays ``alive`` on deals ``start`` to ``stop`` (fewer when the deals ran out)."""
        ...

    def close(self) -> None:
        ...


def _play_out(obs: Observation, plays: Sequence[Combination | None], sample: Sample, alive: Sequence[int],
              own: Policy, cancel: CancelToken | None) -> list[float]:
    """Each alive play's points on one sampled deal, played out by the rule-based policies."""
    hands, models = sample
    styles = tuple(m.style for m in models) if models else tuple(RULE_BASED.style for _ in range(4))
    state = position_of(obs, hands)
    row: list[float] = []
    for j in alive:
        if cancel is not None:
            cancel.check()
        state.push(plays[j])
        row.append(rollout_points(state, obs.seat, own, styles))
        state.pop()
    return row


def _position_rng(obs: Observation, settings: JudgeSettings) -> random.Random:
    """The judge's generator for a position: seeded from the position alone (and the settings' salt)."""
    return random.Random(f"murlan-judge:{settings.salt}:{position_key(obs)}")


def chain_seeds(obs: Observation, settings: JudgeSettings) -> list[int]:
    """The seed of each inference chain, from the position alone (as :meth:`SearchPlayer.make_sampler` draws)."""
    rng = _position_rng(obs, settings)
    return [rng.getrandbits(64) for _ in range(settings.sampler.chains)]


class ChainDeals:
    """Deals from some of the judge's inference chains (``mine``, indices of ``chains``): deal ``i`` is
    chain ``i % chains``'s next one, so any split of the chains gives the same deals as all of them."""

    def __init__(self, obs: Observation, plays: Sequence[Combination | None], settings: JudgeSettings,
                 cancel: CancelToken | None, mine: Sequence[int]) -> None:
        self.obs, self.plays, self.settings, self.cancel = obs, plays, settings, cancel
        self.n = settings.sampler.chains
        self.mine = frozenset(mine)
        self._chains: dict[int, Callable[[], Sample]] = {}
        #: the index of the deal each chain gives next
        self._next: dict[int, int] = {}
        self._seeds: list[int] = []
        self._known: dict[int, int] = {}
        #: the decisions' costs, worked out once for all of this part's chains (the same deals)
        self._memo: DecisionMemo = {}

    def _time_left(self) -> bool:
        if self.cancel is not None:
            self.cancel.check()
        return True

    def _chain(self, k: int) -> Callable[[], Sample]:
        chain = self._chains.get(k)
        if chain is None:  # built (and burnt in) when first asked, so that two processes overlap the work
            if not self._seeds:
                self._seeds = chain_seeds(self.obs, self.settings)
                self._known = HardPlayer(0, self.settings.sampler).known_models(self.obs)
            chain = self._chains[k] = InferenceChain(
                self.obs, random.Random(self._seeds[k]), self.settings.sampler.chain, time_left=self._time_left,
                known_models=self._known, memo=self._memo)
            self._next[k] = k
        return chain

    def rows(self, start: int, stop: int, alive: Sequence[int]) -> dict[int, list[float]]:
        """The points of the alive plays on this part's deals among ``start`` to ``stop``."""
        out: dict[int, list[float]] = {}
        own = self.settings.sampler.own_style
        for i in range(start, stop):
            k = i % self.n
            if k not in self.mine:
                continue
            chain = self._chain(k)
            while self._next[k] < i:  # catching up (a part taken over from a failed helper)
                chain()
                self._next[k] += self.n
            sample = chain()
            self._next[k] += self.n
            out[i] = _play_out(self.obs, self.plays, sample, alive, own, self.cancel)
        return out

    def points(self, start: int, stop: int, alive: Sequence[int]) -> list[list[float]]:
        rows = self.rows(start, stop, alive)
        return [rows[i] for i in range(start, stop)]

    def close(self) -> None:
        pass


class _SamplerDeals:
    """Deals from a search player's sampler (the judge without inference chains)."""

    def __init__(self, obs: Observation, plays: Sequence[Combination | None], settings: JudgeSettings,
                 cancel: CancelToken | None) -> None:
        self.obs, self.plays, self.cancel = obs, plays, cancel
        self.own = settings.sampler.own_style
        rng = _position_rng(obs, settings)
        self.sampler = HardPlayer(0, settings.sampler).make_sampler(obs, rng, time.perf_counter() + 1.0e6, cancel)

    def points(self, start: int, stop: int, alive: Sequence[int]) -> list[list[float]]:
        out = []
        for _ in range(start, stop):
            got = self.sampler()
            if got is None:
                break
            out.append(_play_out(self.obs, self.plays, got, alive, self.own, self.cancel))
        return out

    def close(self) -> None:
        pass


class _SharedDeals:
    """The chains split between this process (the even ones) and a :class:`JudgeHelper` (the odd ones),
    both working at once; when the helper fails its chains are taken over here (the same deals)."""

    def __init__(self, obs: Observation, plays: Sequence[Combination | None], settings: JudgeSettings,
                 cancel: CancelToken | None, helper: JudgeHelper) -> None:
        n = settings.sampler.chains
        self.obs, self.plays, self.settings, self.cancel = obs, plays, settings, cancel
        self.local = ChainDeals(obs, plays, settings, cancel, range(0, n, 2))
        self.theirs = range(1, n, 2)
        self.taken_over: ChainDeals | None = None
        self.helper: JudgeHelper | None = helper
        #: taken by ``can_share``; given back however the judgement ends
        self.taken = helper
        self.serial = helper.begin(obs, settings.salt, self.theirs)

    def _fail(self) -> ChainDeals:
        self.helper = None
        if self.taken_over is None:
            self.taken_over = ChainDeals(self.obs, self.plays, self.settings, self.cancel, self.theirs)
        return self.taken_over

    def points(self, start: int, stop: int, alive: Sequence[int]) -> list[list[float]]:
        from .judge_helper import HelperFailed

        helper = self.helper
        if helper is not None:
            try:
                helper.ask(self.serial, start, stop, alive)
            except HelperFailed:
                helper = None
                self._fail()
        rows = self.local.rows(start, stop, alive)
        if helper is not None:
            try:
                rows.update(helper.answer(self.serial, self.cancel))
            except HelperFailed:
                helper = None
        if helper is None:
            rows.update(self._fail().rows(start, stop, alive))
        return [rows[i] for i in range(start, stop)]

    def close(self) -> None:
        self.taken.release()


def legal_choices(obs: Observation) -> list[Combination | None]:
    """The legal plays in the engine's order, the pass last when it is allowed."""
    situation = obs.situation
    plays: list[Combination | None] = list(situation.legal_plays())
    if situation.can_pass:
        plays.append(None)
    return plays


def judge(obs: Observation, settings: JudgeSettings = JUDGE, cancel: CancelToken | None = None,
          helper: JudgeHelper | None | Literal["default"] = "default") -> Verdict:
    """The verdict on every legal play of ``obs.seat`` (on turn in the play phase); see the module docstring.

    ``helper`` (by default the process's :func:`~murlan_qt.ai.judge_helper.default_helper`, if one was
    set) runs half of the inference chains in a second process; the verdict is exactly the same.
    """
    if helper == "default":
        from .judge_helper import default_helper

        helper = default_helper()
    if obs.phase != PHASE_PLAY or obs.turn != obs.seat:
        raise ValueError("only the seat on turn in the play phase has plays to judge")
    plays = legal_choices(obs)
    n = len(plays)
    points: list[list[float]] = [[] for _ in plays]
    if n == 1:
        return Verdict((PlayVerdict(plays[0], 0.0, 0, 0.0, 0.0),), 0, 0, settings)
    chained = settings.sampler.opponent_models and settings.sampler.chains > 1
    groups = settings.sampler.chains if settings.sampler.opponent_models else 1
    deals: _Deals
    if chained and helper is not None and helper.can_share(settings):
        deals = _SharedDeals(obs, plays, settings, cancel, helper)
    elif chained:
        deals = ChainDeals(obs, plays, settings, cancel, range(settings.sampler.chains))
    else:
        deals = _SamplerDeals(obs, plays, settings, cancel)
    try:
        best, drawn = _weigh(deals, points, settings, groups)
    finally:
        deals.close()
    values = []
    for j, play in enumerate(plays):
        pts = points[j]
        mean = sum(pts) / len(pts) if pts else 0.0
        loss, error = (0.0, 0.0) if j == best else _paired(points[best], pts, groups)
        values.append(PlayVerdict(play, mean, len(pts), max(0.0, loss), error))
    return Verdict(tuple(values), best, drawn, settings)


def _weigh(deals: _Deals, points: list[list[float]], settings: JudgeSettings, groups: int) -> tuple[int, int]:
    """Play the deals out in batches, settling plays as they go (the module docstring's point 3);
    the best play and the deals drawn."""
    alive = list(range(len(points)))
    drawn = 0
    target = settings.first_deals
    best = 0
    while True:
        if drawn < target:
            got = deals.points(drawn, target, alive)
            for row in got:
                for j, pts in zip(alive, row, strict=True):
                    points[j].append(pts)
            drawn += len(got)
        best = _best(points, alive)
        open_calls = False
        still = [best]
        for j in alive:
            if j == best:
                continue
            loss, error = _paired(points[best], points[j], groups)
            if loss - settings.settle_z * error >= settings.margin:
                continue  # settled: clearly worse by a mark's margin
            still.append(j)
            if loss + settings.z * error >= settings.margin:
                open_calls = True  # neither clearly worse nor clearly close
        alive = sorted(still)
        if not open_calls or drawn < target or drawn >= settings.max_deals:
            break
        target = min(settings.max_deals, drawn + settings.batch)
    return best, drawn


def _best(points: list[list[float]], alive: Sequence[int]) -> int:
    """The alive play with the best mean (all alive plays have the same deals); on a tie the first."""
    return max(alive, key=lambda j: (round(sum(points[j]) / max(1, len(points[j])), 9), -j))


__all__ = [
    "JUDGE", "JUDGE_SAMPLER", "JUDGE_VERSION", "JudgeSettings", "PlayVerdict", "Verdict", "judge", "legal_choices", "mark_for",
    "verdict_from_json",
    "position_key",
]
