"""The ``normal`` level: a rule-based player that plays its hand as groups.

The policy (:func:`normal_choice`) decides from a
:class:`~murlan_qt.engine.Situation` alone, so the search levels use the very
same function to play out sampled deals, and the inference to ask what a
player would have done with a guessed hand.

* It prices its hand with :func:`~murlan_qt.ai.hand_analysis.hand_cost`
  (roughly the turns it needs to go out) and prefers plays that lower it most:
  on lead that is its weakest whole group, on a trick the lowest play that
  beats without breaking a group.
* It passes when beating would only break its groups or spend a strong card
  for nothing.
* Bombs and jokers are kept for when they finish the hand, or to stop an
  opponent who is about to go out.
* In the partners game (``rules.teams``) it plays for its team: the seat
  opposite is no opponent to watch, its winning play is left alone (unless
  beating it leaves one group and the partner is not close to going out),
  and when the partner is close to going out it leads low what the partner
  can follow.

A ``hard`` decision starts here too: :func:`normal_choice` in the sharper
:data:`SHARP_STYLE` is the search's first candidate, and
:func:`searched_moves` adds the others (see :mod:`~murlan_qt.ai.search`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Protocol

from ..engine import Card, Combination, Observation, Situation
from ..engine.cards import RANK_BLACK_JOKER, RANK_RED_JOKER, rank_counts
from ..engine.combos import Kind, low_position
from .base import AIPlayer, CancelToken
from .hand_analysis import group_strength, hand_cost


class Policy(Protocol):
    """A rule-based way to play: the move in a :class:`~murlan_qt.engine.Situation` (``None``: pass).

    What the search levels play every seat out with, and what the inference
    asks about an opponent's past decisions: a :class:`Style` of this
    module's policy, or one of the other styles of :mod:`~murlan_qt.ai.pool`.
    """

    def choose(self, situation: Situation) -> Combination | None:
        """The move in ``situation``: a legal play, or ``None`` to pass."""
        ...


@dataclass(frozen=True, slots=True)
class Style:
    """The few numbers that set how a rule-based player plays (a :class:`Policy`: :meth:`choose`)."""

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
    reserve_rank: int = RANK_BLACK_JOKER
    #: an opponent down to one card counts as a threat whoever leads the trick
    threat_last_card: bool = True

    def choose(self, situation: Situation) -> Combination | None:
        """:func:`normal_choice` in this style."""
        return normal_choice(situation, self)


#: the ``normal`` level's style (tuned against random and greedy play)
NORMAL_STYLE = Style()
#: a sharper style, tuned by self-play against ``normal``: it plays on a trick whenever it
#: can, even at the price of a small break, watches opponents from 4 cards down, and keeps
#: only the red joker and bombs back. The search levels play their own moves in it.
SHARP_STYLE = Style(
    pass_threshold=0.45, danger_cards=4, threat_high=0.0105, lead_length=0.045, lead_low=0.0023,
    follow_low=0.0008, lead_danger=0.4219, reserve_rank=RANK_RED_JOKER, threat_last_card=False,
)

#: on lead, what leading a bomb costs when it does not finish the hand (it is worth more later)
BOMB_LEAD_COST = 0.5
#: on lead in danger, how much less the penalty is per rank step of the play (high is safer)
DANGER_RELIEF_PER_RANK = 0.08
#: on a trick, the bonus of a bomb or reserved card that (nearly) finishes the hand
FINISHING_RESERVE_BONUS = 1.0
#: among a search player's other moves, the preference per card for longer plays
SEARCH_LENGTH_BONUS = 0.02
#: on lead in the partners game, a partner holding this many cards or fewer is led what it can follow
PARTNER_LEAD_CARDS = 1
#: on lead in the partners game, the bonus of a low play the partner (close to going out) can follow
PARTNER_LEAD_BONUS = 1.0
#: ... less this much per rank step of the play (a low lead is the one the partner can beat)
PARTNER_LEAD_PER_RANK = 0.06
#: a partner holding this many cards or fewer is close to going out: an opponent's play is beaten
#: (as a threat) to win the lead for it
PARTNER_RESCUE_CARDS = 3
#: in the partners game, an opponent's play is beaten unless every play raises the hand's cost by
#: this much or more (the style's ``pass_threshold`` when that is higher): a pass leaves the
#: opponents' play standing, with no third player to fight it but the partner
TEAM_PASS_THRESHOLD = 0.5
#: an opponent count above any real one (no opponent holds cards)
_NO_OPPONENT = 99


def _cost_after(counts: Sequence[int], c: Combination) -> float:
    """The hand's cost once ``c`` is played from it."""
    after = list(counts)
    each = c.multiplicity
    for r in c.ranks:
        after[r] -= each
    return hand_cost(after)


def normal_choice(situation: Situation, style: Style = NORMAL_STYLE) -> Combination | None:
    """The rule-based play in ``situation``, or ``None`` to pass."""
    plays = situation.legal_plays()
    if not plays:
        return None
    seat, counts, _, top, top_seat, sizes, _, rules = situation
    n_me = sizes[seat]
    for p in plays:
        if p.length == n_me:
            return p
    # the partners game: the seat opposite is a partner, not an opponent (docs/rules.md section 7)
    partner = (seat + 2) % 4 if rules.teams else -1
    opp_min = _NO_OPPONENT
    for s in range(4):
        if s != seat and s != partner and 0 < sizes[s] < opp_min:
            opp_min = sizes[s]
    base = hand_cost(counts)
    if top is None:
        return _lead(counts, plays, base, opp_min, style, sizes[partner] if partner >= 0 else 0)
    if top_seat == partner:
        return _over_partner(counts, plays, base, sizes[partner], style)
    if partner >= 0:
        if 0 < sizes[partner] <= PARTNER_RESCUE_CARDS:
            # the partner is close to going out: win the trick to lead for it, as against a threat
            return _follow(counts, plays, base, top, 0, opp_min, style)
        # block the opponents: a pass leaves their play to the other of them or to the partner
        style = _blocking(style)
    return _follow(counts, plays, base, top, sizes[top_seat], opp_min, style)


@lru_cache(maxsize=64)
def _blocking(style: Style) -> Style:
    """``style`` with the partners game's readiness to beat an opponent's play."""
    if style.pass_threshold >= TEAM_PASS_THRESHOLD:
        return style
    return replace(style, pass_threshold=TEAM_PASS_THRESHOLD)


def _over_partner(
    counts: Sequence[int], plays: list[Combination], base: float, partner_size: int, style: Style
) -> Combination | None:
    """The partner's play is on top: let it stand (pass), unless a plain play leaves one group and the
    partner is not about to go out itself (then taking the lead lets this seat finish next)."""
    if partner_size <= style.danger_cards:
        return None
    best: Combination | None = None
    best_rest = style.finish_rest
    for p in plays:
        if p.is_bomb or (p.value >= style.reserve_rank and p.kind != Kind.SCALE):
            continue
        rest = _cost_after(counts, p)
        if rest <= best_rest:
            best, best_rest = p, rest
    return best


def _lead(
    counts: Sequence[int], plays: list[Combination], base: float, opp_min: int, style: Style,
    partner_size: int = 0,
) -> Combination:
    helping = 0 < partner_size <= PARTNER_LEAD_CARDS
    best = plays[0]
    best_score = 1e9
    for p in plays:
        rest = _cost_after(counts, p)
        score = rest - base - style.lead_length * p.length + style.lead_low * low_position(p)
        if helping and p.kind != Kind.SCALE and not p.is_bomb and (p.length == 1 or p.length == partner_size):
            # the partner is close to going out: lead low what it can follow (a single, or its count)
            score -= PARTNER_LEAD_BONUS - PARTNER_LEAD_PER_RANK * p.value
        strength = group_strength(p)
        if rest <= style.finish_rest:
            # one group left after this: lead the strong one first to keep the lead
            score -= strength
        elif p.is_bomb:
            score += BOMB_LEAD_COST
        if opp_min <= p.length and opp_min <= style.danger_cards and p.kind != Kind.SCALE:
            # someone could go out on it: only lead it high
            score += style.lead_danger - DANGER_RELIEF_PER_RANK * p.value
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
        if p.is_bomb or (p.value >= style.reserve_rank and p.kind != Kind.SCALE):
            # a bomb or joker only when it (nearly) finishes the hand
            if rest > style.finish_rest:
                continue
            score -= FINISHING_RESERVE_BONUS
        if score < best_score:
            best_score = score
            best = p
    return best


def searched_moves(situation: Situation, first: Combination | None, limit: int) -> list[Combination | None]:
    """The moves a search player weighs: ``first`` (its policy's), pass, then the most natural others.

    ``first`` is the policy's move in ``situation``. At most ``limit`` moves,
    and one bomb more when a bomb is legal; only ``first`` when it goes out.
    """
    out: list[Combination | None] = [first]
    if first is not None and first.length == situation.cards_held:
        return out  # going out is never wrong
    if situation.can_pass and first is not None:
        out.append(None)
    counts = situation.rank_counts
    base = hand_cost(counts)
    scored = sorted(
        (p for p in situation.legal_plays() if p is not first),
        key=lambda p: (_cost_after(counts, p) - base - SEARCH_LENGTH_BONUS * p.length, p.value),
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
        return normal_choice(obs.situation)

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)
