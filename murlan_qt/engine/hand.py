"""One hand of Murlan (RULES.md section 4): deal, swap, turns, tricks, finishes.

:class:`HandState` is the one mutable object of a hand. Its action list is
the hand's record; :meth:`HandState.play` and :meth:`HandState.pass_turn` are
checked and explain a refusal, :meth:`HandState.push` / :meth:`HandState.pop`
are the unchecked fast path with undo used by AI search.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .cards import (
    BLACK_JOKER,
    DECK,
    NUM_CARDS,
    NUM_RANKS,
    RANK_OF,
    RANK_TEN,
    RED_JOKER,
    Card,
    card,
    card_ids_of_rank,
    format_cards,
)
from .combos import (
    Combination,
    beat_refusal,
    classify,
    combination_refusal,
    legal_from_masks,
    masks_of_counts,
)
from .errors import IllegalPlayError, ImpossibleStateError
from .rules import DEFAULT_RULES, Rules
from .situation import Situation

THREE_OF_SPADES = 0
_RANK_IDS = tuple(card_ids_of_rank(r) for r in range(NUM_RANKS))
_CARDS = DECK
_RANK_CARDS = tuple(tuple(DECK[c] for c in ids) for ids in _RANK_IDS)
POINTS_BY_PLACE: tuple[int, int, int, int] = (3, 2, 1, 0)


class Phase(StrEnum):
    """Where a hand is; each member equals its string (``Phase.PLAY == "play"``)."""

    #: the last player of the previous hand gives his highest card (RULES.md 4.2)
    SWAP_LAST = "swap_last"
    #: the first player gives a card back
    SWAP_FIRST = "swap_first"
    #: turns and tricks
    PLAY = "play"
    #: one seat is left holding cards: the hand is scored
    OVER = "over"


PHASE_SWAP_LAST = Phase.SWAP_LAST
PHASE_SWAP_FIRST = Phase.SWAP_FIRST
PHASE_PLAY = Phase.PLAY
PHASE_OVER = Phase.OVER


class Action(NamedTuple):
    """One recorded action: a play (``cards`` and ``combo`` set) or a pass."""

    seat: int
    cards: tuple[Card, ...] | None
    combo: Combination | None

    @property
    def is_pass(self) -> bool:
        return self.cards is None

    def __str__(self) -> str:
        if self.cards is None:
            return f"{self.seat}: pass"
        return f"{self.seat}: {format_cards(self.cards)}"


class Undo(NamedTuple):
    """What :meth:`HandState.pop` restores: the state before a play, or a pass that ended a trick.

    The cards a play took and the seat that was on turn are in its
    :class:`Action`, so they are not kept here. A pass that leaves the trick
    open changes nothing but the seat's pass, so it keeps ``None`` instead.
    """

    top: Combination | None
    top_seat: int
    passed: int
    trick_start: int
    opening: bool
    active: int
    #: how many seats had finished (a play may finish one or two)
    finished: int


_PASSES = tuple(Action(s, None, None) for s in range(4))
#: ``_NEXT_SEAT[skip][seat]``: the first seat clockwise after ``seat`` (``seat`` itself last)
#: whose bit is not in the 4-bit mask ``skip``; -1 when every seat is skipped
_NEXT_SEAT: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(((seat + i) & 3 for i in (1, 2, 3, 4) if not skip >> ((seat + i) & 3) & 1), -1) for seat in range(4))
    for skip in range(16)
)
_new_tuple = tuple.__new__  # builds an Action or Undo without the NamedTuple constructor (hot path)


@dataclass
class Swap:
    """The swap before a later hand (RULES.md 4.2)."""

    last: int
    first: int
    jokers_shown: bool = False
    given_by_last: Card | None = None
    given_by_first: Card | None = None
    #: the partners game: first and last are partners, so nothing is exchanged (docs/rules.md 7.3)
    partners: bool = False

    @property
    def is_complete(self) -> bool:
        return self.jokers_shown or self.partners or (
            self.given_by_last is not None and self.given_by_first is not None
        )


def trick_winner(actions: Sequence[Action]) -> int | None:
    """The seat whose play won a trick of these actions: the last seat that played a combination."""
    for a in reversed(actions):
        if a.cards is not None:
            return a.seat
    return None


def deal_cards(dealer: int, rng: random.Random) -> list[list[Card]]:
    """Shuffle with ``rng`` and deal one at a time from the seat after ``dealer``."""
    deck = list(range(NUM_CARDS))
    rng.shuffle(deck)
    hands: list[list[Card]] = [[], [], [], []]
    for i, c in enumerate(deck):
        hands[(dealer + 1 + i) % 4].append(card(c))
    for h in hands:
        h.sort()
    return hands


class HandState:
    """The state of one hand; see the module docstring."""

    def __init__(
        self,
        deal: Sequence[Iterable[int]],
        dealer: int,
        rules: Rules = DEFAULT_RULES,
        previous_finish: Sequence[int] | None = None,
    ) -> None:
        self.rules = rules
        self.dealer = dealer
        self.deal: tuple[tuple[Card, ...], ...] = tuple(
            tuple(sorted(card(c) for c in h)) for h in deal
        )
        _check_deal(self.deal, dealer)
        self.cards: list[set[int]] = [set(h) for h in self.deal]
        self._count_cards()
        self.active = 0b1111
        self.actions: list[Action] = []
        self.finish: list[int] = []
        self.top: Combination | None = None
        self.top_seat = -1
        self.passed = 0
        self.trick_start = 0
        self._undo: list[Undo | None] = []
        self.swap: Swap | None = None
        self.is_first_hand = previous_finish is None
        self.opening = self.is_first_hand
        self.phase: Phase
        if previous_finish is None:
            self.phase = PHASE_PLAY
            self.turn = next(s for s in range(4) if THREE_OF_SPADES in self.cards[s])
            return
        last, first = previous_finish[-1], previous_finish[0]
        if rules.teams and last % 2 == first % 2:
            # partners (a 3-3 hand): no swap, and the three of spades' holder starts, free to play
            # anything, as neither team earned the lead (docs/rules.md 7.3)
            self.swap = Swap(last=last, first=first, partners=True)
            self.phase = PHASE_PLAY
            self.turn = next(s for s in range(4) if THREE_OF_SPADES in self.cards[s])
        elif BLACK_JOKER in self.cards[last] and RED_JOKER in self.cards[last]:
            self.swap = Swap(last=last, first=first, jokers_shown=True)
            self.phase = PHASE_PLAY
            self.turn = first
        else:
            self.swap = Swap(last=last, first=first)
            self.phase = PHASE_SWAP_LAST
            self.turn = last

    def _count_cards(self) -> None:
        """Rank counts and rank masks of every seat, from ``self.cards``."""
        self.counts: list[list[int]] = []
        self.masks: list[list[int]] = []
        for h in self.cards:
            counts = [0] * NUM_RANKS
            for c in h:
                counts[RANK_OF[c]] += 1
            self.counts.append(counts)
            self.masks.append(list(masks_of_counts(counts)))

    # ------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        return self.phase is PHASE_OVER

    def hand_of(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds, sorted."""
        return [card(c) for c in sorted(self.cards[seat])]

    def hand_sizes(self) -> tuple[int, int, int, int]:
        """Cards held by each seat."""
        c = self.cards
        return (len(c[0]), len(c[1]), len(c[2]), len(c[3]))

    def situation(self, seat: int | None = None) -> Situation:
        """The decision point of ``seat`` (default: the seat on turn), its own hand included."""
        if seat is None:
            seat = self.turn
        c = self.cards
        return _new_tuple(
            Situation,
            (
                seat, tuple(self.counts[seat]), tuple(self.masks[seat]), self.top, self.top_seat,
                (len(c[0]), len(c[1]), len(c[2]), len(c[3])), self.opening, self.rules,
            ),
        )

    def must_include(self) -> tuple[Card, ...]:
        """Cards the play on turn must contain (the ``3S`` on the opening lead)."""
        return (card(THREE_OF_SPADES),) if self.opening else ()

    def legal_plays(self) -> list[Combination]:
        """The distinct plays the seat on turn may make (passing not included)."""
        if self.phase != PHASE_PLAY:
            return []
        masks = self.masks[self.turn]
        if self.opening:
            return legal_from_masks(masks, None, self.rules.scale_step_one, 1, 1)
        return legal_from_masks(masks, self.top, self.rules.scale_step_one)

    def can_pass(self) -> bool:
        return self.phase == PHASE_PLAY and self.top is not None

    def cards_for(self, combo: Combination) -> list[Card]:
        """Concrete cards of the seat on turn for ``combo`` (lowest suits, ``3S`` first)."""
        held = self.cards[self.turn]
        each = combo.multiplicity
        opening = self.opening
        if not opening:
            if each == 1:
                lowest: list[Card] = []
                for r in combo.ranks:
                    for c in _RANK_CARDS[r]:
                        if c in held:
                            lowest.append(c)
                            break
                return lowest
            return [c for c in _RANK_CARDS[combo.value] if c in held][:each]
        out: list[Card] = []
        for r in combo.ranks:
            ids = card_ids_of_rank(r)
            n = 0
            if opening and r == 0 and THREE_OF_SPADES in held:
                out.append(card(THREE_OF_SPADES))
                n = 1
            for cid in ids:
                if n == each:
                    break
                if cid in held and not (opening and cid == THREE_OF_SPADES):
                    out.append(card(cid))
                    n += 1
        return out

    def points(self) -> list[int]:
        """Points of the finished hand, indexed by seat."""
        if not self.is_over:
            raise IllegalPlayError("the hand is not over")
        pts = [0, 0, 0, 0]
        for place, seat in enumerate(self.finish):
            pts[seat] = POINTS_BY_PLACE[place]
        return pts

    def trick_actions(self) -> list[Action]:
        """The actions of the trick in progress (since the table was last cleared)."""
        return self.actions[self.trick_start :]

    @property
    def last_trick_winner(self) -> int | None:
        """The seat that won the trick last cleared from the table (None before the first trick ends)."""
        return trick_winner(self.actions[: self.trick_start])

    def trick_ends(self) -> list[int]:
        """Indices of the actions after which the table was cleared (a trick was won), in order.

        The last action of a finished hand ends the hand, not a trick, and is not listed.
        """
        undo, n = self._undo, len(self.actions)
        if len(undo) != n:  # a position built for search has no history
            return []
        # walk back from the present: the trick start before an action is in its undo snapshot,
        # or unchanged when the action was a pass that left the trick open (no snapshot)
        ends: list[int] = []
        after = self.trick_start
        for i in range(n - 1, -1, -1):
            if after == i + 1 and not (self.is_over and i == n - 1):
                ends.append(i)
            entry = undo[i]
            if entry is not None:
                after = entry.trick_start
        ends.reverse()
        return ends

    # ------------------------------------------------------------ the swap

    def swap_last_options(self) -> list[Card]:
        """Cards the last player may give: those of his highest rank."""
        if self.phase != PHASE_SWAP_LAST or self.swap is None:
            return []
        held = self.cards[self.swap.last]
        top_rank = max(RANK_OF[c] for c in held)
        return [card(c) for c in sorted(held) if RANK_OF[c] == top_rank]

    def swap_first_options(self) -> list[Card]:
        """Cards the first player may give back: a 3..10, else his lowest rank."""
        if self.phase != PHASE_SWAP_FIRST or self.swap is None:
            return []
        before = set(self.cards[self.swap.first])
        if self.swap.given_by_last is not None:
            before.discard(self.swap.given_by_last)
        low = [c for c in before if RANK_OF[c] <= RANK_TEN]
        if not low:
            low_rank = min(RANK_OF[c] for c in before)
            low = [c for c in before if RANK_OF[c] == low_rank]
        return [card(c) for c in sorted(low)]

    def give_by_last(self, given: int) -> None:
        """The last player gives his highest card to the first player."""
        if self.phase != PHASE_SWAP_LAST or self.swap is None:
            raise IllegalPlayError("it is not the time for the last player to give a card", "not_swap_time")
        options = self.swap_last_options()
        if given not in options:
            raise IllegalPlayError(
                f"the last player must give his highest card ({format_cards(options)}), "
                f"not {card(given)}",
                "must_give_highest", {"options": list(options), "card": card(given)},
            )
        self._move(self.swap.last, self.swap.first, given)
        self.swap.given_by_last = card(given)
        self.phase = PHASE_SWAP_FIRST
        self.turn = self.swap.first

    def give_by_first(self, given: int) -> None:
        """The first player gives a 3..10 (else his lowest card) back; the last player leads."""
        if self.phase != PHASE_SWAP_FIRST or self.swap is None:
            raise IllegalPlayError("it is not the time for the first player to give a card", "not_swap_time")
        options = self.swap_first_options()
        if given not in options:
            if self.swap.given_by_last == given:
                why, code = "he cannot hand back the card he was given", "cannot_give_back"
            elif given not in self.cards[self.swap.first]:
                why, code = f"he does not hold {card(given)}", "give_not_held"
            else:
                why = "he must give a card of rank 3 to 10 (or his lowest card if he has none)"
                code = "must_give_low"
            raise IllegalPlayError(
                f"the first player cannot give {card(given)}: {why}", code, {"card": card(given)}
            )
        self._move(self.swap.first, self.swap.last, given)
        self.swap.given_by_first = card(given)
        self.phase = PHASE_PLAY
        self.turn = self.swap.last

    def _move(self, src: int, dst: int, c: int) -> None:
        self.cards[src].discard(c)
        self.cards[dst].add(c)
        r = RANK_OF[c]
        counts = self.counts[src]
        self.masks[src][counts[r]] &= ~(1 << r)
        counts[r] -= 1
        counts = self.counts[dst]
        counts[r] += 1
        self.masks[dst][counts[r]] |= 1 << r

    # ------------------------------------------------------------ checked actions

    def check_play(self, seat: int, cards: Sequence[int]) -> Combination:
        """The combination ``seat`` would play, or :class:`IllegalPlayError` saying why not."""
        if self.phase == PHASE_OVER:
            raise IllegalPlayError("the hand is over", "hand_over")
        if self.phase != PHASE_PLAY:
            raise IllegalPlayError("the swap is not finished: no one may play yet", "swap_not_finished")
        if seat != self.turn:
            raise IllegalPlayError(
                f"it is seat {self.turn}'s turn, not seat {seat}'s", "not_your_turn",
                {"turn": self.turn, "seat": seat},
            )
        for c in cards:
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < NUM_CARDS:
                raise IllegalPlayError(f"{c!r} is not a card", "not_a_card", {"card": c})
        if len(set(cards)) != len(cards):
            raise IllegalPlayError("the same card is named twice", "card_named_twice")
        held = self.cards[seat]
        missing = [c for c in cards if c not in held]
        if missing:
            raise IllegalPlayError(
                f"seat {seat} does not hold {format_cards(missing)}", "not_held",
                {"seat": seat, "cards": [card(c) for c in missing]},
            )
        refusal = combination_refusal(cards)
        if refusal is not None:
            raise refusal
        combo = classify(cards)
        assert combo is not None
        if self.opening and THREE_OF_SPADES not in cards:
            raise IllegalPlayError("the first play of the match must include the 3S", "must_include_three_of_spades")
        refusal = beat_refusal(combo, self.top, self.rules)
        if refusal is not None:
            raise refusal
        return combo

    def play(self, seat: int, cards: Sequence[int | str]) -> Combination:
        """Play ``cards`` for ``seat`` after checking every rule."""
        ids = [c if isinstance(c, int) else Card.from_str(c) for c in cards]
        combo = self.check_play(seat, ids)
        self._apply_play(seat, tuple(card(c) for c in ids), combo)
        return combo

    def pass_turn(self, seat: int) -> None:
        """Pass for ``seat`` after checking it may."""
        if self.phase != PHASE_PLAY:
            if self.is_over:
                raise IllegalPlayError("the hand is over", "hand_over")
            raise IllegalPlayError("the swap is not finished", "swap_not_finished")
        if seat != self.turn:
            raise IllegalPlayError(
                f"it is seat {self.turn}'s turn, not seat {seat}'s", "not_your_turn",
                {"turn": self.turn, "seat": seat},
            )
        if self.top is None:
            raise IllegalPlayError("you lead this trick: you must play, not pass", "must_play_lead")
        self._apply_pass(seat)

    def play_combination(self, seat: int, combo: Combination) -> None:
        """Play ``combo`` for ``seat`` with its lowest suits (the ``3S`` first), checked.

        The cheap checked call for computer players, which choose a combination
        rather than cards: it must be one of :meth:`legal_plays`.
        """
        if self.phase != PHASE_PLAY or seat != self.turn or combo not in self.legal_plays():
            self._refuse_combination(seat, combo)
        self._apply_play(seat, tuple(self.cards_for(combo)), combo)

    def _refuse_combination(self, seat: int, combo: Combination) -> None:
        """Raise the reason ``seat`` may not play ``combo`` now."""
        if self.phase != PHASE_PLAY or seat != self.turn:
            self.check_play(seat, [])  # the phase's or the turn's refusal
        cards = self.cards_for(combo)
        if len(cards) == combo.length:
            self.check_play(seat, cards)  # held: the rule it breaks
        refusal = beat_refusal(combo, self.top, self.rules)
        if refusal is not None:
            raise refusal
        raise IllegalPlayError(f"seat {seat} cannot make {combo.describe()}", "cannot_make", {"combo": combo})

    # ------------------------------------------------------------ fast path

    def push(self, combo: Combination | None) -> None:
        """Unchecked: the seat on turn plays ``combo`` (lowest suits) or passes (``None``)."""
        if combo is None:
            self._apply_pass(self.turn)
        else:
            self._apply_play(self.turn, tuple(self.cards_for(combo)), combo)

    def pop(self) -> Action:
        """Undo the last action (play or pass)."""
        action = self.actions.pop()
        undo = self._undo.pop()
        seat = self.turn = action.seat
        if undo is None:  # a pass inside a trick: it only added the seat's pass
            self.passed &= ~(1 << seat)
            return action
        top, top_seat, passed, trick_start, opening, active, finished = undo
        self.top = top
        self.top_seat = top_seat
        self.passed = passed
        self.trick_start = trick_start
        self.phase = PHASE_PLAY
        if action.cards is None:
            return action  # a pass changes nothing else
        cards = self.cards[seat]
        counts = self.counts[seat]
        masks = self.masks[seat]
        for c in action.cards:
            cards.add(c)
            r = RANK_OF[c]
            n = counts[r] = counts[r] + 1
            masks[n] |= 1 << r
        del self.finish[finished:]
        self.active = active
        self.opening = opening
        return action

    def _apply_play(self, seat: int, cards: tuple[Card, ...], combo: Combination) -> None:
        active = self.active
        self._undo.append(_new_tuple(Undo, (
            self.top, self.top_seat, self.passed, self.trick_start, self.opening, active, len(self.finish),
        )))
        self.actions.append(_new_tuple(Action, (seat, cards, combo)))
        held = self.cards[seat]
        counts = self.counts[seat]
        masks = self.masks[seat]
        for c in cards:
            held.discard(c)
            r = RANK_OF[c]
            masks[counts[r]] &= ~(1 << r)
            counts[r] -= 1
        self.top = combo
        self.top_seat = seat
        self.opening = False
        locking = self.rules.pass_locks_trick
        if not locking:
            self.passed = 0
        if not held:
            active &= ~(1 << seat)
            self.finish.append(seat)
            if active.bit_count() == 1:
                self.finish.append(active.bit_length() - 1)
                self.active = 0
                self.phase = PHASE_OVER
                self.turn = -1
                return
            self.active = active
        if locking:
            passed = self.passed
            if active & ~(1 << seat) & ~passed == 0:
                self._end_trick()
                return
            self.turn = _NEXT_SEAT[(~active | passed) & 15][seat]
        else:
            self.turn = _NEXT_SEAT[~active & 15][seat]

    def _apply_pass(self, seat: int) -> None:
        top_seat = self.top_seat
        was_passed = self.passed
        passed = was_passed | 1 << seat
        ends_trick = self.active & ~(1 << top_seat) & ~passed == 0
        if ends_trick or passed == was_passed:
            self._undo.append(_new_tuple(Undo, (
                self.top, top_seat, was_passed, self.trick_start, self.opening, self.active, len(self.finish),
            )))
        else:
            self._undo.append(None)  # pop() only takes the seat's pass back
        self.actions.append(_PASSES[seat])
        self.passed = passed
        if ends_trick:
            self._end_trick()
            return
        # the next seat that holds cards (with pass_locks_trick: and has not passed)
        skip = ~self.active | passed if self.rules.pass_locks_trick else ~self.active
        self.turn = _NEXT_SEAT[skip & 15][seat]

    def _end_trick(self) -> None:
        leader = self.top_seat
        if not self.active >> leader & 1:
            leader = self._next_active(leader)
        self.top = None
        self.top_seat = -1
        self.passed = 0
        self.turn = leader
        self.trick_start = len(self.actions)

    def _next_active(self, seat: int) -> int:
        active = self.active
        for i in (1, 2, 3):
            s = (seat + i) & 3
            if active >> s & 1:
                return s
        raise AssertionError("no active seat")

    # ------------------------------------------------------------ positions for search

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Iterable[int]],
        *,
        turn: int,
        top: Combination | None,
        top_seat: int,
        passed: int,
        finish: Sequence[int],
        opening: bool = False,
        rules: Rules = DEFAULT_RULES,
    ) -> HandState:
        """A hand in play from a given position (for AI determinization).

        :class:`ImpossibleStateError` if a card is given to two seats or the seat on turn holds none.
        """
        self = cls.__new__(cls)
        self.rules = rules
        self.dealer = -1
        self.deal = tuple(tuple(sorted(card(c) for c in h)) for h in hands)
        self.cards = [set(h) for h in self.deal]
        if len(self.cards) != 4 or len(set().union(*self.cards)) != sum(map(len, self.cards)):
            raise ImpossibleStateError("a position gives cards to exactly four seats, each card to one seat")
        self._count_cards()
        self.active = sum(1 << s for s in range(4) if self.cards[s])
        self.actions = []
        self.finish = list(finish)
        self.top = top
        self.top_seat = top_seat
        self.passed = passed
        self._undo = []
        self.trick_start = 0
        self.swap = None
        self.is_first_hand = opening
        self.opening = opening
        self.phase = PHASE_PLAY if self.active.bit_count() > 1 else PHASE_OVER
        self.turn = turn if self.phase == PHASE_PLAY else -1
        if self.phase == PHASE_PLAY and not (0 <= turn < 4 and self.active >> turn & 1):
            raise ImpossibleStateError(f"seat {turn} is on turn in this position but holds no cards")
        return self


def _check_deal(deal: Sequence[Sequence[int]], dealer: int) -> None:
    if len(deal) != 4:
        raise ImpossibleStateError("a deal gives cards to exactly four seats")
    if not 0 <= dealer < 4:
        raise ImpossibleStateError(f"the dealer must be a seat 0..3, not {dealer}")
    seen: set[int] = set()
    for h in deal:
        for c in h:
            if c in seen:
                raise ImpossibleStateError(f"the deal gives {card(c)} twice")
            seen.add(c)
    if len(seen) != NUM_CARDS:
        missing = [card(c) for c in range(NUM_CARDS) if c not in seen]
        raise ImpossibleStateError(f"the deal leaves out {format_cards(missing)}")
    for i in range(4):
        seat = (dealer + 1 + i) % 4
        want = 14 if i < 2 else 13
        if len(deal[seat]) != want:
            raise ImpossibleStateError(
                f"with dealer {dealer}, seat {seat} must be dealt {want} cards, "
                f"not {len(deal[seat])}"
            )
