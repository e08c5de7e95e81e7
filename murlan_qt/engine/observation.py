"""What one seat may know: the only view of a hand given to players outside the engine."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import BLACK_JOKER, NUM_CARDS, RED_JOKER, Card, card, rank_counts
from .combos import Combination, legal_from_masks, masks_of_counts
from .hand import PHASE_PLAY, Action, HandState
from .match import MatchState
from .rules import Rules


@dataclass(frozen=True)
class SwapView:
    """The swap as one seat saw it: the cards only for the two seats in it."""

    last: int
    first: int
    jokers_shown: bool
    given_by_last: Card | None
    given_by_first: Card | None


@dataclass(frozen=True)
class Observation:
    """Exactly what ``seat`` may know at this moment of the match."""

    seat: int
    rules: Rules
    hand_index: int
    dealer: int
    hand: tuple[Card, ...]
    counts: tuple[int, int, int, int]
    actions: tuple[Action, ...]
    trick_start: int
    phase: str
    turn: int
    top: Combination | None
    top_seat: int
    passed: int
    finish: tuple[int, ...]
    opening: bool
    swap: SwapView | None
    totals: tuple[int, int, int, int]
    target: int
    swap_options: tuple[Card, ...] = ()
    #: who sits at each seat, as the table shows it to everyone: ``"human"`` or the
    #: computer player's level (``""`` when not known; empty: none known)
    players: tuple[str, ...] = ()

    @classmethod
    def of(cls, match: MatchState, seat: int) -> Observation:
        """The observation of ``seat`` in the match's current hand."""
        hand = match.hand
        return cls.of_hand(
            hand, seat, hand_index=len(match.hands) - 1,
            totals=tuple(match.totals), target=match.target,  # type: ignore[arg-type]
            players=tuple(
                "human" if p.kind == "human" else p.level or "" for p in match.players
            ),
        )

    @classmethod
    def of_hand(
        cls,
        hand: HandState,
        seat: int,
        *,
        hand_index: int = 0,
        totals: tuple[int, int, int, int] = (0, 0, 0, 0),
        target: int = 21,
        players: tuple[str, ...] = (),
    ) -> Observation:
        swap_view = None
        options: tuple[Card, ...] = ()
        if hand.swap is not None:
            sw = hand.swap
            involved = seat in (sw.last, sw.first)
            swap_view = SwapView(
                sw.last, sw.first, sw.jokers_shown,
                sw.given_by_last if involved else None,
                sw.given_by_first if involved else None,
            )
            if seat == hand.turn:
                options = tuple(hand.swap_last_options() or hand.swap_first_options())
        return cls(
            seat=seat,
            rules=hand.rules,
            hand_index=hand_index,
            dealer=hand.dealer,
            hand=tuple(hand.hand_of(seat)),
            counts=hand.card_counts(),
            actions=tuple(hand.actions),
            trick_start=hand.trick_start,
            phase=hand.phase,
            turn=hand.turn,
            top=hand.top,
            top_seat=hand.top_seat,
            passed=hand.passed,
            finish=tuple(hand.finish),
            opening=hand.opening,
            swap=swap_view,
            totals=totals,
            target=target,
            swap_options=options,
            players=players,
        )

    # ------------------------------------------------------------ derived knowledge

    @property
    def is_my_turn(self) -> bool:
        return self.turn == self.seat

    def legal_plays(self) -> list[Combination]:
        """The plays this seat may make now (empty unless it is its turn to play)."""
        if self.phase != PHASE_PLAY or self.turn != self.seat:
            return []
        masks = masks_of_counts(rank_counts(self.hand))
        if self.opening:
            return legal_from_masks(masks, None, self.rules.scale_step_one, 1, 1)
        return legal_from_masks(masks, self.top, self.rules.scale_step_one)

    def can_pass(self) -> bool:
        return self.phase == PHASE_PLAY and self.turn == self.seat and self.top is not None

    def played_cards(self) -> list[Card]:
        """Every card played so far in this hand."""
        return [c for a in self.actions if a.cards is not None for c in a.cards]

    def known_cards(self) -> dict[int, list[Card]]:
        """Cards this seat knows another seat still holds (from the swap)."""
        known: dict[int, list[Card]] = {s: [] for s in range(4) if s != self.seat}
        sw = self.swap
        if sw is None:
            return known
        played = set(self.played_cards())
        if sw.jokers_shown:
            if sw.last != self.seat:
                known[sw.last] = [card(c) for c in (BLACK_JOKER, RED_JOKER) if c not in played]
        elif self.seat == sw.first and sw.given_by_first is not None:
            if sw.given_by_first not in played:
                known[sw.last] = [sw.given_by_first]
        elif self.seat == sw.last and sw.given_by_last is not None and sw.given_by_last not in played:
            known[sw.first] = [sw.given_by_last]
        return known

    def unseen_cards(self) -> list[Card]:
        """Cards in other players' hands, as far as this seat can tell."""
        mine = set(self.hand)
        played = set(self.played_cards())
        return [card(c) for c in range(NUM_CARDS) if c not in mine and c not in played]

    def passes_on(self) -> dict[int, list[Combination]]:
        """For each other seat, the tops it passed on this hand (what it likely cannot beat)."""
        out: dict[int, list[Combination]] = {s: [] for s in range(4) if s != self.seat}
        top: Combination | None = None
        for a in self.actions:
            if a.cards is not None:
                top = a.combo
            elif a.seat != self.seat and top is not None:
                out[a.seat].append(top)
        return out
