"""What one seat may know: the only view of a hand given to players outside the engine."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from .cards import BLACK_JOKER, DECK, NUM_CARDS, RED_JOKER, Card, card
from .combos import Combination
from .hand import PHASE_PLAY, Action, HandState
from .match import MatchState, Player
from .replay import PastDecision, PastHand, public_decisions
from .rules import Rules
from .situation import Situation


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
    #: cards held by each seat
    hand_sizes: tuple[int, int, int, int]
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
    #: the hand is the first of the match (its first play is the opening lead with the 3S)
    is_first_hand: bool = False
    #: the match's earlier hands as the table showed them to this seat (oldest first): the
    #: public actions and the swap as this seat saw it, never a card it was not shown
    earlier: tuple[PastHand, ...] = ()

    @classmethod
    def of(cls, match: MatchState, seat: int) -> Observation:
        """The observation of ``seat`` in the match's current hand."""
        hands = match.hands
        players = _table_players(match.players)
        obs = cls._build(
            hands[-1], seat, len(hands) - 1, tuple(match.totals), match.target,  # type: ignore[arg-type]
            players,
        )
        if len(hands) > 1:
            obs.__dict__["earlier"] = _earlier_hands(hands, seat, players)
        return obs

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
        """The observation of ``seat`` in ``hand`` (a hand outside a match, or with its match's facts given)."""
        return cls._build(hand, seat, hand_index, totals, target, players)

    @classmethod
    def _build(
        cls,
        hand: HandState,
        seat: int,
        hand_index: int,
        totals: tuple[int, int, int, int],
        target: int,
        players: tuple[str, ...],
    ) -> Observation:
        swap_view = _swap_view(hand, seat)
        options: tuple[Card, ...] = ()
        if hand.swap is not None and seat == hand.turn:
            options = tuple(hand.swap_last_options() or hand.swap_first_options())
        # built without the dataclass __init__ (one call per field): an observation is made
        # for every decision of every computer player, simulations included
        situation = hand.situation(seat)
        obs = object.__new__(cls)
        obs.__dict__.update({
            "seat": seat,
            "rules": hand.rules,
            "hand_index": hand_index,
            "dealer": hand.dealer,
            "hand": tuple(map(DECK.__getitem__, sorted(hand.cards[seat]))),
            "hand_sizes": situation.hand_sizes,
            "actions": tuple(hand.actions),
            "trick_start": hand.trick_start,
            "phase": hand.phase,
            "turn": hand.turn,
            "top": hand.top,
            "top_seat": hand.top_seat,
            "passed": hand.passed,
            "finish": tuple(hand.finish),
            "opening": hand.opening,
            "swap": swap_view,
            "totals": totals,
            "target": target,
            "swap_options": options,
            "players": players,
            "is_first_hand": hand.is_first_hand,
            "earlier": (),
            # the seat's own decision point, from the rank counts the hand keeps
            "situation": situation,
        })
        return obs

    # ------------------------------------------------------------ derived knowledge

    @cached_property
    def situation(self) -> Situation:
        """This seat's decision point: its hand as rank counts, the table, the cards per seat."""
        counts = [0] * 15
        for c in self.hand:
            counts[c.rank] += 1
        return Situation.of(
            self.seat, counts, self.top, self.top_seat, self.hand_sizes, self.opening, self.rules
        )

    def past_decisions(self) -> list[PastDecision]:
        """Every action of the hand so far with the situation it was taken in, as this seat knows it.

        See :func:`~murlan_qt.engine.replay.public_decisions`: another seat's
        hand at its decisions is not known, only the table it saw.
        """
        return public_decisions(self)

    def legal_plays(self) -> list[Combination]:
        """The plays this seat may make now (empty unless it is its turn to play)."""
        if self.phase != PHASE_PLAY or self.turn != self.seat:
            return []
        return self.situation.legal_plays()

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


def _swap_view(hand: HandState, seat: int) -> SwapView | None:
    """The hand's swap as ``seat`` saw it: the given cards only when it was one of the two seats in it."""
    sw = hand.swap
    if sw is None:
        return None
    involved = seat in (sw.last, sw.first)
    return _new_swap_view(
        sw.last, sw.first, sw.jokers_shown,
        sw.given_by_last if involved else None,
        sw.given_by_first if involved else None,
    )


def past_hand(hand: HandState, index: int, seat: int, players: tuple[str, ...] = ()) -> PastHand:
    """A finished (or any) hand as ``seat`` saw it on the table: public actions and its view of the swap.

    The cards are the played ones only (each action's), the start sizes those
    of the deal (public: the dealer decides who gets 14), and the swap's cards
    only when ``seat`` was in it; no seat's unplayed card is kept.
    """
    return PastHand(
        index=index,
        dealer=hand.dealer,
        start_sizes=tuple(len(h) for h in hand.deal),  # type: ignore[arg-type]
        actions=tuple(hand.actions),
        finish=tuple(hand.finish),
        opening=hand.is_first_hand,
        swap=_swap_view(hand, seat),
        players=players,
        rules=hand.rules,
    )


#: seat -> (the match's hand list, how many earlier hands, its first and last earlier hand, the answer):
#: a match asks at every decision, and finished hands do not change
_earlier_cache: dict[int, tuple[list[HandState], int, HandState, HandState, tuple[PastHand, ...]]] = {}


def _earlier_hands(hands: list[HandState], seat: int, players: tuple[str, ...]) -> tuple[PastHand, ...]:
    """``seat``'s view of every hand of ``hands`` but the last (the current one)."""
    n = len(hands) - 1
    got = _earlier_cache.get(seat)
    if got is not None and got[0] is hands and got[1] == n and got[2] is hands[0] and got[3] is hands[n - 1]:
        return got[4]
    earlier = tuple(past_hand(h, i, seat, players) for i, h in enumerate(hands[:n]))
    _earlier_cache[seat] = (hands, n, hands[0], hands[n - 1], earlier)
    return earlier


@lru_cache(maxsize=1024)
def _new_swap_view(
    last: int, first: int, jokers_shown: bool, given_by_last: Card | None, given_by_first: Card | None
) -> SwapView:
    """The :class:`SwapView` of these facts: a value, so one is shared by every observation that has it."""
    return SwapView(last, first, jokers_shown, given_by_last, given_by_first)


_last_players: list[tuple[tuple[Player, ...], tuple[str, ...]]] = []


def _table_players(players: tuple[Player, ...]) -> tuple[str, ...]:
    """What the table shows of each seat: ``"human"`` or the computer player's level.

    The match's players are an immutable tuple, so the answer for the same
    tuple is kept (one entry: a match asks again at every decision).
    """
    if _last_players and _last_players[0][0] is players:
        return _last_players[0][1]
    shown = tuple(["human" if p.kind == "human" else p.level or "" for p in players])
    _last_players[:] = [(players, shown)]
    return shown
