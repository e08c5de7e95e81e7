"""A decision point: what the seat on turn has in hand and sees on the table.

:class:`Situation` is the one value every computer player decides from. The
engine produces it (:meth:`HandState.situation
<murlan_qt.engine.HandState.situation>`, :meth:`Observation.situation
<murlan_qt.engine.Observation.situation>`), and replays a hand's public
actions into the situation each seat faced at each of its decisions
(:func:`~murlan_qt.engine.replay.public_decisions`), so no player re-derives a
trick, a turn or the opening lead.

The seat's hand is given the way the AI reads it: as rank counts (how many
cards of each rank 3..RJ it holds) and the rank bitmasks of
:func:`~murlan_qt.engine.combos.masks_of_counts`. Cards per seat are
``hand_sizes``; the word *counts* always means a rank histogram.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import RANK_OF
from .combos import Combination, legal_from_masks, masks_of_counts
from .rules import Rules

#: the opening lead of a match must contain the 3S: a rank mask and the least multiplicity
OPENING_MUST_MASK = 1 << RANK_OF[0]
OPENING_MUST_MULTIPLICITY = 1

_new = tuple.__new__  # builds a Situation without the NamedTuple constructor (hot path)


class Situation(NamedTuple):
    """What ``seat`` knows when it must play or pass: its hand, the table and the counts of cards.

    A frozen value (a named tuple, cheap to build in playouts). When the hand
    is not known (another seat's past decision, as an observer replays it),
    ``rank_counts`` and ``masks`` are empty and :meth:`with_hand` fills them in.
    """

    #: the seat on turn
    seat: int
    #: the seat's cards per rank (15 entries, ``3`` .. ``RJ``)
    rank_counts: tuple[int, ...]
    #: ``(0, ranks held >= 1, >= 2, >= 3, >= 4 times)`` as bitmasks
    masks: tuple[int, ...]
    #: the play to beat, ``None`` when the seat leads
    top: Combination | None
    #: who made ``top`` (-1 when the seat leads)
    top_seat: int
    #: cards held by each seat (0: out of the hand)
    hand_sizes: tuple[int, int, int, int]
    #: the first lead of a match: the play must contain the 3S
    opening: bool
    rules: Rules

    @classmethod
    def of(
        cls,
        seat: int,
        rank_counts: Sequence[int],
        top: Combination | None,
        top_seat: int,
        hand_sizes: Sequence[int],
        opening: bool,
        rules: Rules,
    ) -> Situation:
        """A situation from a hand's rank counts (the masks are worked out)."""
        counts = tuple(rank_counts)
        sizes = tuple(hand_sizes)
        return _new(cls, (seat, counts, masks_of_counts(counts), top, top_seat, sizes, opening, rules))

    @property
    def can_pass(self) -> bool:
        return self.top is not None

    @property
    def cards_held(self) -> int:
        return self.hand_sizes[self.seat]

    def legal_plays(self) -> list[Combination]:
        """The distinct plays the seat may make (passing not included)."""
        _, _, masks, top, _, _, opening, rules = self
        if opening:
            return legal_from_masks(masks, None, rules.scale_step_one, OPENING_MUST_MASK, OPENING_MUST_MULTIPLICITY)
        return legal_from_masks(masks, top, rules.scale_step_one)

    def with_hand(self, rank_counts: Sequence[int], masks: Sequence[int] | None = None) -> Situation:
        """The same table with the seat holding ``rank_counts`` (for a guessed hand)."""
        seat, _, _, top, top_seat, sizes, opening, rules = self
        counts = rank_counts if type(rank_counts) is tuple else tuple(rank_counts)
        held = masks_of_counts(counts) if masks is None else tuple(masks)
        return _new(Situation, (seat, counts, held, top, top_seat, sizes, opening, rules))

    def with_hand_sizes(self, hand_sizes: Sequence[int]) -> Situation:
        """The same hand and table with other card counts per seat (a player that does not look)."""
        return _new(
            Situation,
            (
                self.seat, self.rank_counts, self.masks, self.top, self.top_seat,
                tuple(hand_sizes), self.opening, self.rules,
            ),
        )
