"""The ``normal`` level: a rule-based player that plays its hand as groups.

The policy (:func:`normal_choice`) works on rank counts and masks, so the
search levels use the very same function to play out sampled deals.

* It prices its hand with :func:`~murlan_qt.ai.hand_analysis.hand_cost`
  (roughly the turns it needs to go out) and prefers plays that lower it most:
  on lead that is its weakest whole group, on a trick the lowest play that
  beats without breaking a group.
* It passes when beating would only break its groups or spend a strong card
  for nothing.
* Bombs and jokers are kept for when they finish the hand, or to stop an
  opponent who is about to go out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine import Card, Combination, Observation
from ..engine.cards import rank_counts
from ..engine.combos import legal_from_masks, masks_of_counts
from .base import AIPlayer, CancelToken
from .hand_analysis import group_strength, hand_cost


@dataclass(frozen=True, slots=True)
class Style:
    """The few numbers that set how a rule-based player plays."""

    #: play on a trick only when it lowers the hand's cost at least this much
    pass_threshold: float = -0.5
    #: an opponent with this many cards or fewer is about to go out
    danger_cards: int = 3
    #: in a threat, how much a higher play is preferred per rank step
    threat_high: float = 0.03
    #: on lead, preference per card for longer plays, and per rank step for lower ones
    lead_length: float = 0.03
    lead_low: float = 0.004
    #: on a trick, preference per rank step for lower plays
    follow_low: float = 0.004
    #: a hand costing at most this after a play is "one group left"
    finish_rest: float = 1.2
    #: on lead, penalty of a play an opponent about to go out could go out on
    lead_danger: float = 1.0
    #: cards of this rank and up (jokers by default) are kept like bombs on a trick
    reserve_rank: int = 13
    #: an opponent down to one card counts as a threat whoever leads the trick
    threat_last_card: bool = True
    #: as a model of an opponent (see :mod:`~murlan_qt.ai.inference`): the opponent
    #: searches, so its move may be any of :func:`searched_moves`; one of them that is not
    #: this style's own move is one unexplained decision, any other move two
    searched: bool = False


#: the ``normal`` level's style (tuned against random and greedy play)
NORMAL_STYLE = Style()
#: a sharper style, tuned by self-play against ``normal`` (about 1.93 points a hand
#: against three ``normal`` players): it plays on a trick whenever it can, even at the
#: price of a small break, watches opponents from 4 cards down, and keeps only the red
#: joker and bombs back. The search levels use it for their own moves.
SHARP_STYLE = Style(
    pass_threshold=0.45, danger_cards=4, threat_high=0.0105, lead_length=0.045, lead_low=0.0023,
    follow_low=0.0008, lead_danger=0.4219, reserve_rank=14, threat_last_card=False,
)


#: the sharp style as a model of a search player (``hard``, ``expert``): it plays the
#: sharp move most of the time and otherwise another of the moves it searched
SEARCH_STYLE = replace(SHARP_STYLE, searched=True)


def _low_position(c: Combination) -> int:
    """Where the play starts on the rank scale (scales by position, others by rank)."""
    if c.kind == "scale":
        return c.value - c.length + 1 - 3
    return c.value


def _cost_after(counts: Sequence[int], c: Combination) -> float:
    after = list(counts)
    level = c.level
    for r in c.ranks:
        after[r] -= level
    return hand_cost(after)


def normal_choice(
    counts: Sequence[int],
    masks: Sequence[int],
    top: Combination | None,
    top_seat: int,
    seat: int,
    sizes: Sequence[int],
    opening: bool = False,
    step_one: bool = False,
    style: Style = NORMAL_STYLE,
) -> Combination | None:
    """The ``normal`` play for a hand (``counts``/``masks``) on ``top``, or ``None`` to pass.

    ``sizes`` are the four seats' card counts (0 for a seat that is out).
    """
    if opening:
        plays = legal_from_masks(masks, None, step_one, 1, 1)
    else:
        plays = legal_from_masks(masks, top, step_one)
    if not plays:
        return None
    n_me = sizes[seat]
    for p in plays:
        if p.length == n_me:
            return p
    opp_min = 99
    for s in range(4):
        if s != seat and 0 < sizes[s] < opp_min:
            opp_min = sizes[s]
    base = hand_cost(counts)
    if top is None or opening:
        return _lead(counts, plays, base, opp_min, style)
    return _follow(counts, plays, base, top, sizes[top_seat], opp_min, style)


def _lead(
    counts: Sequence[int], plays: list[Combination], base: float, opp_min: int, style: Style
) -> Combination:
    best = plays[0]
    best_score = 1e9
    for p in plays:
        rest = _cost_after(counts, p)
        score = rest - base - style.lead_length * p.length + style.lead_low * _low_position(p)
        strength = group_strength(p)
        if rest <= style.finish_rest:
            # one group left after this: lead the strong one first to keep the lead
            score -= strength
        elif p.is_bomb:
            score += 0.5
        if opp_min <= p.length and opp_min <= style.danger_cards and p.kind != "scale":
            # someone could go out on it: only lead it high
            score += style.lead_danger - 0.08 * p.value
        if score < best_score:
            best_score = score
            best = p
    return best


def _follow(
    counts: Sequence[int],
    plays: list[Combination],
    base: float,
    top: Combination,
    top_size: int,
    opp_min: int,
    style: Style,
) -> Combination | None:
    threat = top_size <= style.danger_cards or (style.threat_last_card and opp_min <= 1)
    if threat:
        # stop an opponent about to go out: any play, bombs and jokers too, higher preferred
        best_t = plays[0]
        best_ts = 1e9
        for p in plays:
            s = _cost_after(counts, p) - base - style.threat_high * p.value
            if s < best_ts:
                best_t, best_ts = p, s
        return best_t
    best: Combination | None = None
    best_score = style.pass_threshold
    for p in plays:
        rest = _cost_after(counts, p)
        score = rest - base + style.follow_low * p.value
        if p.is_bomb or (p.value >= style.reserve_rank and p.kind != "scale"):
            # a bomb or joker only when it (nearly) finishes the hand
            if rest > style.finish_rest:
                continue
            score -= 1.0
        if score < best_score:
            best_score = score
            best = p
    return best


def searched_moves(
    counts: Sequence[int],
    plays: Sequence[Combination],
    first: Combination | None,
    can_pass: bool,
    n_cards: int,
    limit: int,
) -> list[Combination | None]:
    """The moves a search player weighs: ``first`` (its policy's), pass, then the most natural others.

    ``plays`` are the legal plays of the hand ``counts`` (``n_cards`` cards),
    ``first`` the policy's move. At most ``limit`` moves, and one bomb more
    when a bomb is legal; only ``first`` when it goes out.
    """
    out: list[Combination | None] = [first]
    if first is not None and first.length == n_cards:
        return out  # going out is never wrong
    if can_pass and first is not None:
        out.append(None)
    base = hand_cost(counts)
    scored = sorted(
        (p for p in plays if p is not first),
        key=lambda p: (_cost_after(counts, p) - base - 0.02 * p.length, p.value),
    )
    bombs = [p for p in scored if p.is_bomb]
    for p in scored:
        if len(out) >= limit:
            break
        if not p.is_bomb:
            out.append(p)
    if bombs and len(out) < limit + 1 and bombs[0] not in out:
        out.append(bombs[0])
    return out


def swap_by_cost(hand: Sequence[Card], options: Sequence[Card]) -> Card:
    """The option whose loss hurts the hand least (ties: the lowest card)."""
    counts = rank_counts(hand)
    best = options[0]
    best_cost = 1e9
    for c in options:
        counts[c.rank] -= 1
        cost = hand_cost(counts)
        counts[c.rank] += 1
        if cost < best_cost - 1e-9:
            best, best_cost = c, cost
    return best


class NormalPlayer(AIPlayer):
    """A good rule-based player; see the module docstring."""

    level = "normal"

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        if cancel is not None:
            cancel.check()
        counts = rank_counts(obs.hand)
        return normal_choice(
            counts, masks_of_counts(counts), obs.top, obs.top_seat, obs.seat, obs.counts,
            obs.opening, obs.rules.scale_step_one,
        )

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)
