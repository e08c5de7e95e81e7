"""The hand review's analysis: every decision of one seat in one hand of a record, scored on common deals.

For each decision the seat made (each play and pass, and the card it gave
back as the first player in the swap), every choice it had is played out to
the end of the hand on the same sampled deals, and the choice it made is
compared with the best one:

- **Plays and passes.** The position is put to the judge
  (:func:`~murlan_qt.ai.judge.judge`), the same one the hint asks: every
  legal play and the pass played out by the policy on the same inferred
  deals, seeded from the position (never from the review's seed), with more
  deals where the verdict is close. So the review never marks the play the
  hint recommended at that position, and reviewing a hand again gives the
  same marks.
- **The swap.** The first player's give-back is scored the same way: the
  other three hands are dealt at random from the cards the seat cannot see
  (the last player holds nothing above the card he gave), and on each deal
  every card the seat may give (one per rank: suits do not matter after the
  opening lead) is given and the whole hand played out by the policy.

A choice's *loss* is how many points of the hand (0..3) it gives up on
average against the best choice on those deals. In the partners game every
figure is the seat's team's points (0..5): the playouts
(:func:`~murlan_qt.ai.search.rollout_points`) are scored by the team. A decision is marked
:data:`MISTAKE` or :data:`INACCURACY` by the judge's rule
(:func:`~murlan_qt.ai.judge.mark_for`): the loss reaches the margin and the
lower end of its 95% interval is clearly above zero; any other choice that is
not the best is a close call, never a mark.

Everything depends only on the record and the seat (the seed only moves the
hand's expected points): the sampler
is budgeted in work, never in time, so an analysis is the same on any
machine. A set :class:`~murlan_qt.ai.base.CancelToken` stops it
(:class:`~murlan_qt.ai.base.DecisionCancelled`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..engine import Card, Combination, HandState, MatchState, Observation
from ..engine.cards import NUM_RANKS, RANK_OF, card
from ..engine.combos import Kind, combination
from ..engine.hand import PHASE_PLAY, PHASE_SWAP_FIRST, THREE_OF_SPADES
from ..engine.match import first_target
from .advice import advice_reason
from .base import CancelToken
from .inference import RULE_BASED
from .judge import JUDGE, JUDGE_VERSION, JudgeSettings, judge, mark_for, position_key
from .normal import Style
from .reasons import Reason
from .search import position_of, rollout_points
from .settings import EXPERT, SearchSettings

#: the version of the analysis: a cached analysis of another version is made again
ANALYSIS_VERSION = 1 + JUDGE_VERSION

class Mark(StrEnum):
    """A decision's mark, from the smaller loss to the larger; each member equals the text the
    review's cache and ``murlan-review --json`` store (``Mark.MISTAKE == "mistake"``)."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"


#: the marks, from the smaller loss to the larger
MARKS: tuple[Mark, ...] = tuple(Mark)


@dataclass(frozen=True)
class ReviewSettings:
    """How a hand is analysed: the judge of the plays, the swap's deals, and the style of the expected points."""

    #: the judge of every play decision (and the margins of every mark)
    judge: JudgeSettings = JUDGE
    #: the search settings whose own style the seat is played in for the hand's expected points
    budget: SearchSettings = EXPERT
    #: random deals for the swap decision
    swap_deals: int = 96


#: the settings the game and ``murlan-review`` use
REVIEW = ReviewSettings()


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the seat: what it did, what was best, and the mark.

    Plays are card names (``None``: a pass); in the swap, one card.
    """

    #: the hand (0-based) and the action's index in the hand's actions (-1: the swap)
    hand: int
    action: int
    seat: int
    #: ``"play"`` (a play or a pass) or ``"swap"`` (the card given back)
    kind: str
    played: tuple[str, ...] | None
    played_points: float
    best: tuple[str, ...] | None
    best_points: float
    #: ``best_points - played_points`` (0 when the best play was made)
    loss: float
    #: the standard error of ``loss`` (the paired difference over the deals)
    error: float
    #: ``None`` when the decision is not marked
    mark: Mark | None
    #: how many choices the seat had (1: a forced move, not counted in the accuracy)
    choices: int
    deals: int
    #: why the best play makes sense (``None`` when the best play was made, and in the swap)
    reason: Reason | None = None

    @property
    def is_choice(self) -> bool:
        return self.choices > 1

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (the review's cache and ``murlan-review --json``)."""
        return {
            "hand": self.hand, "action": self.action, "seat": self.seat, "kind": self.kind,
            "played": _names(self.played), "played_points": self.played_points,
            "best": _names(self.best), "best_points": self.best_points,
            "mark": None if self.mark is None else self.mark.value,
            "loss": self.loss, "error": self.error, "choices": self.choices,
            "deals": self.deals, "reason": None if self.reason is None else reason_to_json(self.reason),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DecisionReview:
        """The decision of :meth:`to_json` (``ValueError``/``KeyError``/``TypeError`` if it is not one)."""
        stored = data["mark"]
        if stored is not None and stored not in MARKS:
            raise ValueError(f"unknown mark {stored!r}")
        mark = None if stored is None else Mark(stored)
        kind = data["kind"]
        if kind not in ("play", "swap"):
            raise ValueError(f"unknown decision kind {kind!r}")
        return cls(
            hand=_int(data["hand"]), action=_int(data["action"]), seat=_int(data["seat"]), kind=kind,
            played=_cards_of(data["played"]), played_points=_float(data["played_points"]),
            best=_cards_of(data["best"]), best_points=_float(data["best_points"]),
            loss=_float(data["loss"]), error=_float(data["error"]), mark=mark,
            choices=_int(data["choices"]), deals=_int(data["deals"]),
            reason=None if data.get("reason") is None else reason_from_json(data["reason"]),
        )


@dataclass(frozen=True)
class HandReview:
    """The analysis of one seat's decisions in one hand."""

    hand: int
    seat: int
    seed: int
    decisions: tuple[DecisionReview, ...]
    #: the points the seat got in the hand (``None``: the hand is not over); in the partners game its
    #: team's points (0..5), as every figure of the analysis
    points: int | None
    #: the points the analysis expected for the seat before the first play (every seat playing the policy)
    expected: float
    version: int = ANALYSIS_VERSION
    settings: ReviewSettings = field(default=REVIEW, compare=False)

    @property
    def choices(self) -> list[DecisionReview]:
        """The decisions with more than one choice (those the accuracy counts)."""
        return [d for d in self.decisions if d.is_choice]

    @property
    def accuracy(self) -> float | None:
        """The share of real choices with no mark (``None`` when the seat had no choice to make)."""
        real = self.choices
        if not real:
            return None
        return sum(d.mark is None for d in real) / len(real)

    def marked(self, mark: Mark) -> list[DecisionReview]:
        return [d for d in self.decisions if d.mark == mark]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version, "hand": self.hand, "seat": self.seat, "seed": self.seed,
            "points": self.points, "expected": self.expected,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HandReview:
        """The review of :meth:`to_json` (``ValueError``/``KeyError``/``TypeError`` if it is not one)."""
        points = data["points"]
        decisions = data["decisions"]
        if not isinstance(decisions, list):
            raise TypeError("decisions is not a list")
        return cls(
            hand=_int(data["hand"]), seat=_int(data["seat"]), seed=_int(data["seed"]),
            decisions=tuple(DecisionReview.from_json(d) for d in decisions),
            points=None if points is None else _int(points), expected=_float(data["expected"]),
            version=_int(data["version"]),
        )


# ---------------------------------------------------------------- json helpers


def _names(cards: tuple[str, ...] | None) -> list[str] | None:
    return None if cards is None else list(cards)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not an integer")
    return value


def _float(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise TypeError(f"{value!r} is not a number")
    return float(value)


def _cards_of(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise TypeError("a play is a list of card names")
    return tuple(str(card(Card.from_str(c))) for c in value)


def reason_to_json(r: Reason) -> dict[str, Any]:
    """A reason as data: a combination is ``{"combo": [kind, length, value]}``."""
    params: dict[str, Any] = {}
    for key, value in r.params.items():
        if isinstance(value, Combination):
            params[key] = {"combo": [value.kind, value.length, value.value]}
        elif value is None or isinstance(value, (int, str)):
            params[key] = value
    return {"code": r.code, "params": params}


def reason_from_json(data: object) -> Reason:
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) or not isinstance(data.get("params"), dict):
        raise TypeError("not a reason")
    params: dict[str, object] = {}
    for key, value in data["params"].items():
        if isinstance(value, dict):
            kind, length, val = value["combo"]
            params[str(key)] = combination(str(kind), _int(length), _int(val))
        elif value is None or isinstance(value, (int, str)):
            params[str(key)] = value
        else:
            raise TypeError(f"reason parameter {key!r} is not a play or a number")
    return Reason(data["code"], params)


# ---------------------------------------------------------------- the decisions of a hand


@dataclass(frozen=True)
class _Moment:
    """A decision of the seat: the observation it had, its index, and what it did."""

    obs: Observation
    action: int
    played: Card | Combination | None
    played_cards: tuple[Card, ...] | None


def _players(match: MatchState) -> tuple[str, ...]:
    return tuple("human" if p.kind == "human" else p.level or "" for p in match.players)


def seat_moments(match: MatchState, hand: int, seat: int) -> Iterator[_Moment]:
    """The decisions ``seat`` made in hand ``hand`` of ``match``, replayed by the engine, in order."""
    played_hand = match.hands[hand]
    previous = match.results[hand - 1] if hand > 0 else None
    state = HandState(
        played_hand.deal, played_hand.dealer, played_hand.rules,
        None if previous is None else previous.finish_order,
    )
    facts: dict[str, Any] = {
        "hand_index": hand,
        "totals": tuple(previous.totals) if previous is not None else (0, 0, 0, 0),
        "target": previous.target if previous is not None else first_target(match.rules),
        "players": _players(match),
    }
    sw = played_hand.swap
    if sw is not None and not sw.jokers_shown and sw.given_by_last is not None:
        state.give_by_last(sw.given_by_last)
        if sw.given_by_first is not None:
            if sw.first == seat:
                obs = Observation.of_hand(state, seat, **facts)
                yield _Moment(obs, -1, sw.given_by_first, (sw.given_by_first,))
            state.give_by_first(sw.given_by_first)
    for i, action in enumerate(played_hand.actions):
        if state.phase != PHASE_PLAY:
            return
        if action.seat == seat:
            obs = Observation.of_hand(state, seat, **facts)
            yield _Moment(obs, i, action.combo, action.cards)
        if action.cards is None:
            state.pass_turn(action.seat)
        else:
            state.play(action.seat, list(action.cards))


# ---------------------------------------------------------------- scoring


@dataclass(frozen=True)
class _Scores:
    """Each choice's points on each deal (``points[j][d]``)."""

    points: list[list[float]]

    @property
    def deals(self) -> int:
        return len(self.points[0]) if self.points else 0

    def mean(self, j: int) -> float:
        pts = self.points[j]
        return sum(pts) / len(pts) if pts else 0.0

    def paired_error(self, a: int, b: int) -> float:
        """The standard error of ``mean(a) - mean(b)`` over the common deals."""
        n = self.deals
        if n < 2 or a == b:
            return 0.0
        diffs = [x - y for x, y in zip(self.points[a], self.points[b], strict=True)]
        m = sum(diffs) / n
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        return math.sqrt(var / n)


def _swap_deals(obs: Observation, rng: random.Random) -> list[list[int]]:
    """The other hands at the first player's give-back: random, but the last player holds nothing
    above the card he gave (he gave his highest)."""
    sw = obs.swap
    assert sw is not None and sw.given_by_last is not None
    top = sw.given_by_last.rank
    mine = {int(c) for c in obs.hand}
    unseen = [c for c in range(54) if c not in mine]
    rng.shuffle(unseen)
    high = [c for c in unseen if RANK_OF[c] > top]
    low = [c for c in unseen if RANK_OF[c] <= top]
    hands: list[list[int]] = [[], [], [], []]
    hands[obs.seat] = sorted(mine)
    others = [s for s in range(4) if s != obs.seat]
    need = {s: obs.hand_sizes[s] for s in others}
    hands[sw.last] = low[: need[sw.last]]
    rest = high + low[need[sw.last]:]
    rng.shuffle(rest)
    i = 0
    for s in others:
        if s == sw.last:
            continue
        hands[s] = rest[i : i + need[s]]
        i += need[s]
    return hands


def _swap_scores(
    obs: Observation, options: Sequence[Card], settings: ReviewSettings, seed: int, cancel: CancelToken | None,
) -> _Scores:
    """Each card the first player may give, given on the same random deals and the hand played out."""
    sw = obs.swap
    assert sw is not None
    # seeded from the position, not the review's seed: the verdict does not change with the dice
    rng = random.Random(f"review-swap:{settings.judge.salt}:{position_key(obs)}")
    own: Style = settings.budget.own_style
    styles = tuple(RULE_BASED.style for _ in range(4))
    points: list[list[float]] = [[] for _ in options]
    for _ in range(settings.swap_deals):
        hands = _swap_deals(obs, rng)
        for j, given in enumerate(options):
            if cancel is not None:
                cancel.check()
            after = [list(h) for h in hands]
            after[obs.seat].remove(int(given))
            after[sw.last].append(int(given))
            state = HandState.from_position(
                after, turn=sw.last, top=None, top_seat=-1, passed=0, finish=(), rules=obs.rules)
            points[j].append(rollout_points(state, obs.seat, own, styles))
    return _Scores(points)


def _judge(scores: _Scores, made: int, settings: ReviewSettings) -> tuple[int, float, float, Mark | None]:
    """The best choice (on a tie the one made, then the first), the loss, its error and the mark."""
    n = len(scores.points)
    best = min(range(n), key=lambda j: (-round(scores.mean(j), 9), j != made, j))
    loss = max(0.0, scores.mean(best) - scores.mean(made))
    error = scores.paired_error(best, made)
    mark = None if best == made else mark_for(loss, error, settings.judge)
    return best, loss, error, (None if mark is None else Mark(mark))


def review_decision(
    moment: _Moment, hand: int, settings: ReviewSettings = REVIEW, seed: int = 0, cancel: CancelToken | None = None,
) -> DecisionReview:
    """The analysis of one decision of the seat."""
    obs = moment.obs
    if obs.phase == PHASE_SWAP_FIRST:
        return _review_swap(moment, hand, settings, seed, cancel)
    verdict = judge(obs, settings.judge, cancel)
    made = verdict.index(moment.played)  # type: ignore[arg-type]
    played_names = _card_names(moment.played_cards)
    if len(verdict.values) == 1:
        return DecisionReview(hand, moment.action, obs.seat, "play", played_names, 0.0, played_names, 0.0,
                              0.0, 0.0, None, 1, 0)
    best = verdict.best
    best_play = verdict.values[best].play
    made_value = verdict.values[made]
    best_points = verdict.values[best].mean
    # the loss is measured on the common deals; the points shown add up with it
    loss, error = made_value.loss, made_value.error
    mark_text = verdict.mark_of(moment.played)  # type: ignore[arg-type]
    mark = None if mark_text is None else Mark(mark_text)
    state = position_of(obs, _held_only(obs))
    best_names = played_names if best == made else (
        None if best_play is None else tuple(str(c) for c in state.cards_for(best_play)))
    why = None if best == made else advice_reason(obs, verdict, made)
    return DecisionReview(hand, moment.action, obs.seat, "play", played_names, best_points - loss, best_names,
                          best_points, loss, error, mark, len(verdict.values), verdict.deals, why)


def _review_swap(
    moment: _Moment, hand: int, settings: ReviewSettings, seed: int, cancel: CancelToken | None,
) -> DecisionReview:
    obs = moment.obs
    # one card per rank: suits do not matter after the opening lead
    options: list[Card] = []
    for c in obs.swap_options:
        if not any(o.rank == c.rank for o in options):
            options.append(c)
    given = moment.played
    assert isinstance(given, Card)
    made = next(j for j, c in enumerate(options) if c.rank == given.rank)
    played_names = (str(given),)
    if len(options) == 1:
        return DecisionReview(hand, -1, obs.seat, "swap", played_names, 0.0, played_names, 0.0, 0.0, 0.0, None,
                              1, 0)
    scores = _swap_scores(obs, options, settings, seed, cancel)
    best, loss, error, mark = _judge(scores, made, settings)
    best_names = played_names if best == made else (str(options[best]),)
    why = None if best == made else swap_reason(obs.hand, options[best])
    return DecisionReview(hand, -1, obs.seat, "swap", played_names, scores.mean(made), best_names,
                          scores.mean(best), loss, error, mark, len(options), scores.deals, why)


def swap_reason(hand: Sequence[Card], given: Card) -> Reason:
    """Why giving ``given`` back makes sense: ``give_lone`` (a card that is in no group of the hand's
    best split) or ``give_breaks`` (it breaks the smallest group it could)."""
    from .hand_analysis import split_hand

    counts = [0] * NUM_RANKS
    for c in hand:
        counts[c.rank] += 1
    groups = split_hand(counts)
    touched = [g for g in groups if given.rank in g.ranks and g.kind != Kind.SINGLE]
    single = combination(Kind.SINGLE, 1, given.rank)
    if not touched:
        return Reason("give_lone", {"play": single})
    group = max(touched, key=lambda g: (g.is_bomb, len(g.ranks) * g.multiplicity))
    return Reason("give_breaks", {"play": single, "group": group})


def _held_only(obs: Observation) -> list[list[int]]:
    """Hands for a position whose only use is the seat's own cards (the others get the unseen cards)."""
    from .deals import sample_hands

    return sample_hands(obs, random.Random(0))


def _card_names(cards: Sequence[Card] | None) -> tuple[str, ...] | None:
    return None if cards is None else tuple(str(c) for c in cards)


def expected_points(
    match: MatchState, hand: int, seat: int, settings: ReviewSettings = REVIEW, seed: int = 0,
    cancel: CancelToken | None = None,
) -> float:
    """What ``seat`` could expect from hand ``hand`` before its first play, as it knew its cards then:
    the mean points of the policy playing the hand out for every seat on random deals of the rest."""
    moments = list(_start_of_play(match, hand, seat))
    if not moments:
        return 0.0
    obs = moments[0]
    rng = random.Random(f"review-expected:{seed}:{seat}:{hand}")
    from .deals import sample_hands

    total = 0.0
    n = max(1, settings.swap_deals)
    styles = tuple(RULE_BASED.style for _ in range(4))
    for _ in range(n):
        if cancel is not None:
            cancel.check()
        hands = sample_hands(obs, rng)
        if obs.opening and THREE_OF_SPADES not in hands[obs.turn]:
            # the seat that leads the match holds the 3S: everyone knows it
            holder = next(s for s in range(4) if THREE_OF_SPADES in hands[s])
            other = hands[obs.turn][0]
            hands[obs.turn][0] = THREE_OF_SPADES
            hands[holder][hands[holder].index(THREE_OF_SPADES)] = other
        state = position_of(obs, hands)
        total += rollout_points(state, seat, settings.budget.own_style, styles)
    return total / n


def _start_of_play(match: MatchState, hand: int, seat: int) -> Iterator[Observation]:
    """The seat's observation when the play of hand ``hand`` starts (after the swap)."""
    played_hand = match.hands[hand]
    previous = match.results[hand - 1] if hand > 0 else None
    state = HandState(played_hand.deal, played_hand.dealer, played_hand.rules,
                      None if previous is None else previous.finish_order)
    sw = played_hand.swap
    if sw is not None and not sw.jokers_shown and not sw.partners:  # partners exchange nothing
        if sw.given_by_last is None or sw.given_by_first is None:
            return
        state.give_by_last(sw.given_by_last)
        state.give_by_first(sw.given_by_first)
    if state.phase != PHASE_PLAY:
        return
    yield Observation.of_hand(state, seat, hand_index=hand, players=_players(match))


#: called after each decision with (decisions done, decisions in all, the decision)
Progress = Callable[[int, int, DecisionReview], None]


def review_hand(
    match: MatchState, hand: int, seat: int, seed: int = 0, settings: ReviewSettings = REVIEW,
    cancel: CancelToken | None = None, progress: Progress | None = None,
) -> HandReview:
    """The analysis of every decision ``seat`` made in hand ``hand`` (0-based) of ``match``."""
    if not 0 <= hand < len(match.hands):
        raise ValueError(f"the match has no hand {hand + 1} (it has {len(match.hands)})")
    if not 0 <= seat < 4:
        raise ValueError(f"no seat {seat} (the seats are 0 to 3)")
    moments = list(seat_moments(match, hand, seat))
    out: list[DecisionReview] = []
    for moment in moments:
        d = review_decision(moment, hand, settings, seed, cancel)
        out.append(d)
        if progress is not None:
            progress(len(out), len(moments), d)
    expected = expected_points(match, hand, seat, settings, seed, cancel)
    played = match.hands[hand]
    points: int | None = None
    if played.is_over:
        got = played.points()
        # the partners game: the hand is judged by the team's points, as every playout is
        points = got[seat] + got[(seat + 2) % 4] if match.rules.teams else got[seat]
    return HandReview(hand, seat, seed, tuple(out), points, expected, ANALYSIS_VERSION, settings)


def decision_count(match: MatchState, hand: int, seat: int) -> int:
    """How many decisions ``seat`` made in hand ``hand`` (what a progress bar counts to)."""
    return sum(1 for _ in seat_moments(match, hand, seat))


__all__ = [
    "ANALYSIS_VERSION", "MARKS", "REVIEW", "Mark", "DecisionReview", "HandReview",
    "ReviewSettings", "decision_count", "expected_points", "review_decision", "review_hand", "seat_moments",
    "swap_reason",
]
