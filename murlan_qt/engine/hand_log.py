"""What happened in a hand, as one seat may know it: the entries of the play log.

The entries are built from the hand's record (its actions, the tricks it ended and
its finish order), so a log rebuilt from a saved match is the log that was shown
while it was played. The swap's cards are named only to the two seats in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .combos import Combination
from .hand import Action, HandState, trick_winner
from .match import MatchState
from .observation import Observation, SwapView

#: the swap before the hand, with the cards only when ``seat`` was in it: the
#: observation's own swap value, under the log's name
SwapEntry = SwapView


@dataclass(frozen=True)
class PlayEntry:
    """``seat`` played ``cards`` (the action at ``index``)."""

    index: int
    seat: int
    cards: tuple[Card, ...]
    combo: Combination


@dataclass(frozen=True)
class PassEntry:
    """``seat`` passed (the action at ``index``)."""

    index: int
    seat: int


@dataclass(frozen=True)
class TrickWonEntry:
    """The trick ended after the action at ``index``; ``winner`` played last on it."""

    index: int
    winner: int
    number: int  # 1 for the hand's first trick


@dataclass(frozen=True)
class WentOutEntry:
    """``seat`` finished in ``place`` (0 = first); ``index`` is its last play (-1 for the last player)."""

    index: int
    seat: int
    place: int


LogEntry = SwapEntry | PlayEntry | PassEntry | TrickWonEntry | WentOutEntry


def hand_log(hand: HandState, seat: int | None) -> list[LogEntry]:
    """Every event of ``hand`` in order, as ``seat`` saw it (``None``: no seat's secrets)."""
    out: list[LogEntry] = []
    sw = hand.swap
    if sw is not None and (sw.jokers_shown or sw.given_by_last is not None):
        view = Observation.of_hand(hand, seat).swap if seat is not None else None
        out.append(SwapView(
            sw.last, sw.first, sw.jokers_shown,
            view.given_by_last if view is not None else None,
            view.given_by_first if view is not None else None,
        ))
    ends = hand.trick_ends()
    end_set = set(ends)
    last_play: dict[int, int] = {}
    for i, a in enumerate(hand.actions):
        if a.cards is not None:
            last_play[a.seat] = i
    out_at = {last_play[s]: (s, place) for place, s in enumerate(hand.finish) if s in last_play
              and not (hand.is_over and place == len(hand.finish) - 1)}
    trick = 0
    for i, a in enumerate(hand.actions):
        if a.cards is None:
            out.append(PassEntry(i, a.seat))
        else:
            assert a.combo is not None
            out.append(PlayEntry(i, a.seat, tuple(a.cards), a.combo))
            if i in out_at:
                s, place = out_at[i]
                out.append(WentOutEntry(i, s, place))
        if i in end_set:
            trick += 1
            winner = trick_winner(hand.actions[: i + 1])
            assert winner is not None  # a trick ends with a play on it
            out.append(TrickWonEntry(i, winner, trick))
    if hand.is_over and hand.finish:
        out.append(WentOutEntry(-1, hand.finish[-1], len(hand.finish) - 1))
    return out


def last_trick(hand: HandState) -> list[Action]:
    """The actions of the last trick won in this hand (empty before the first one ends)."""
    ends = hand.trick_ends()
    if not ends:
        return []
    start = ends[-2] + 1 if len(ends) > 1 else 0
    return list(hand.actions[start : ends[-1] + 1])


def received_card(match: MatchState | None, seat: int | None) -> Card | None:
    """The card ``seat`` got in this hand's swap, while it is in his hand and he has not played yet."""
    if match is None or seat is None or not match.hands:
        return None
    hand = match.hand
    sw = hand.swap
    if sw is None or sw.jokers_shown:
        return None
    got = sw.given_by_last if seat == sw.first else sw.given_by_first if seat == sw.last else None
    if got is None or got not in hand.cards[seat]:
        return None
    if any(a.seat == seat and a.cards is not None for a in hand.actions):
        return None
    return got
