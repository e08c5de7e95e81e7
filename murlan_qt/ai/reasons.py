"""Why a play makes sense, in one plain sentence: a code and its parameters, from the hand analysis.

:func:`reason` looks at the play against the best split of the hand
(:func:`~murlan_qt.ai.hand_analysis.split_hand`) and at the table (an opponent
about to go out, a play that cannot be beaten). It returns a :class:`Reason`:
a code and parameters, never words; the table renders it in the player's
language (``murlan_qt.ui.texts.reason_text``), like the engine's refusals.

The codes, in the order they are tried:

``out``            the play is the seat's last cards
``cannot_beat``    (a pass) nothing in the hand beats ``top``
``stop``           an opponent (``seat``) has ``left`` cards: ``play`` (a bomb, or the hand's
                   strongest play of its kind) keeps the lead from them
``breaks``         ``play`` breaks ``group``, a group of the hand's best split
``keeps_scale``    ``play`` leaves the ``length``-card scale of the hand whole for later
``lowest_single``  ``play`` is the hand's lowest single; its pairs (and other groups) stay whole
``whole_group``    ``play`` is a whole group of the split; ``groups`` groups are left
``pass_keeps``     (a pass) beating ``top`` would break a group or spend a strong card
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from ..engine import Combination, Kind, Observation
from .hand_analysis import split_hand

#: an opponent with at most this many cards is about to go out
ABOUT_TO_GO_OUT = 2

CODES: tuple[str, ...] = (
    "out", "cannot_beat", "stop", "breaks", "keeps_scale", "lowest_single", "whole_group", "pass_keeps",
)


@dataclass(frozen=True)
class Reason:
    """A reason's code and its parameters (plays as :class:`Combination`, seats and counts as ints)."""

    code: str
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))


def _reason(code: str, **params: object) -> Reason:
    return Reason(code, MappingProxyType(params))


def _counts_after(counts: Sequence[int], play: Combination) -> list[int]:
    """The hand's rank counts once ``play``'s cards have left it."""
    after = list(counts)
    for r in play.ranks:
        after[r] -= play.multiplicity
    return after


def reason(obs: Observation, play: Combination | None) -> Reason:
    """Why ``obs.seat`` might make ``play`` (``None``: pass), from its hand and the table."""
    situation = obs.situation
    counts = situation.rank_counts
    if play is None:
        if not situation.legal_plays():  # nothing beats the top
            return _reason("cannot_beat", top=situation.top)
        return _reason("pass_keeps", top=situation.top)
    if len(play.ranks) * play.multiplicity >= sum(counts):
        return _reason("out", play=play)
    legal = situation.legal_plays()
    strongest = play.is_bomb or play.value == max(
        (p.value for p in legal if p.kind == play.kind and p.length == play.length), default=play.value)
    for step in (1, 2, 3):
        seat = (obs.seat + step) % 4
        left = obs.hand_sizes[seat]
        if strongest and 0 < left <= ABOUT_TO_GO_OUT:
            return _reason("stop", play=play, seat=seat, left=left)
    groups = split_hand(counts)
    after = _counts_after(counts, play)
    if play not in groups:
        used = set(play.ranks)
        # a group the play takes cards from is broken only if the hand after the play cannot keep it: a 2
        # played from three 2s leaves a scale holding one of them whole (the pair is what breaks)
        kept = set(split_hand(after))
        touched = [g for g in groups if used & set(g.ranks) and g.kind != Kind.SINGLE and g not in kept]
        if touched:
            group = max(touched, key=lambda g: (g.is_bomb, len(g.ranks) * g.multiplicity))
            return _reason("breaks", play=play, group=group)
    scales = [g for g in split_hand(after) if g.kind == Kind.SCALE]  # whole after the play, not only before
    if scales:
        return _reason("keeps_scale", play=play, length=max(g.length for g in scales))
    if play.kind == Kind.SINGLE and play == min(
        (g for g in groups if g.kind == Kind.SINGLE), key=lambda g: g.value, default=None
    ) and play.value == min(r for r, n in enumerate(counts) if n):
        return _reason("lowest_single", play=play)
    rest = [g for g in groups if g != play]
    return _reason("whole_group", play=play, groups=len(rest))
