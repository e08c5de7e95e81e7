"""A seat's view of a network match (docs/protocol.md, *snapshot*) as an engine :class:`MatchState`.

No Qt here. The server sends a seat its own cards, the public actions and the
counts; the table draws an engine match. :func:`build_match` makes one from the
view, turned so the viewing seat is seat 0: the hidden hands hold *stand-in*
cards (the cards this seat cannot see, spread over the other hands with the
right counts), each seat's played cards are put in its own hand, and the swap
cards this seat did not see are chosen so the engine accepts them. The hand is
then replayed through the engine's checked calls, so the turn, the trick, the
finish order and the scores are the engine's own; :class:`StandInError` when
the view cannot be replayed (the caller resyncs).

Only the current hand is replayed; the earlier hands of the match are stand-in
deals (the table draws only the current one), their results the server's.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ...engine import (
    PHASE_OVER,
    HandResult,
    HandState,
    MatchResult,
    MatchState,
    MurlanError,
    Player,
    Rules,
    deal_cards,
    parse_card,
)
from ...engine.cards import BLACK_JOKER, NUM_CARDS, RED_JOKER
from ...engine.hand import THREE_OF_SPADES
from ...engine.match import first_target


class StandInError(ValueError):
    """The view could not be turned into an engine match (it is inconsistent: resync)."""


def to_local(seat: int, me: int) -> int:
    """A server seat as the table numbers it (``me`` at seat 0)."""
    return (seat - me) % 4


def to_server(seat: int, me: int) -> int:
    return (seat + me) % 4


def _turned(values: Sequence[Any], me: int) -> list[Any]:
    """A list indexed by server seat, indexed by local seat."""
    return [values[to_server(i, me)] for i in range(4)]


def _cards(values: Iterable[str]) -> list[int]:
    return [int(parse_card(v)) for v in values]


def players_of(table: dict[str, Any], me: int) -> list[Player]:
    """The table's seats as the engine's players, in local seats (an empty seat: a computer player)."""
    out: list[Player] = []
    for s in _turned(list(table.get("seats") or [None] * 4), me):
        if isinstance(s, dict) and s.get("kind") == "person":
            out.append(Player(str(s.get("name", "")), "human"))
        elif isinstance(s, dict):
            out.append(Player(str(s.get("name", "")), "ai", s.get("level") if isinstance(s.get("level"), str) else None))
        else:
            out.append(Player("", "ai"))
    return out


def _result(r: dict[str, Any], me: int) -> HandResult:
    return HandResult(tuple(to_local(s, me) for s in r["finish_order"]), tuple(_turned(r["points"], me)),
                      tuple(_turned(r["totals"], me)), int(r["target"]))


def build_match(view: dict[str, Any], table: dict[str, Any], me: int,
                prefer: Sequence[Iterable[int]] | None = None) -> MatchState:
    """The engine match of seat ``me``'s view ``view`` (a snapshot's ``match``), turned so ``me`` is seat 0.

    ``prefer``: the stand-in cards each local seat held in the last match built of this hand (kept where
    they can be, so the face-down cards do not change seats between two events)."""
    try:
        return _build(view, table, me, prefer)
    except (MurlanError, KeyError, TypeError, ValueError, IndexError, AssertionError) as e:
        if prefer is not None:
            return build_match(view, table, me, None)
        raise StandInError(str(e)) from None


def _build(view: dict[str, Any], table: dict[str, Any], me: int,
           prefer: Sequence[Iterable[int]] | None) -> MatchState:
    rules = Rules.from_dict(table.get("rules") or {}, require_all=False)
    m = MatchState(0, rules, players_of(table, me), start=False)
    k = int(view["hand_index"])
    dealer = to_local(int(view["dealer"]), me)
    m.first_dealer = (dealer - k) % 4
    results = [_result(r, me) for r in view.get("results") or []]
    earlier = results[:k]
    m.results = list(earlier)
    m.totals = list(earlier[-1].totals) if earlier else [0, 0, 0, 0]
    m.target = earlier[-1].target if earlier else first_target(rules)
    for i in range(k):  # stand-in deals of the hands before (never drawn)
        previous = earlier[i - 1].finish_order if i > 0 else None
        m.hands.append(HandState(deal_cards(m.dealer_of(i), random.Random(i)), m.dealer_of(i), rules, previous))
    previous = earlier[k - 1].finish_order if k > 0 else None

    actions: list[tuple[int, list[int] | None]] = []
    for a in view.get("actions") or []:
        actions.append((to_local(int(a["seat"]), me), _cards(a["play"]) if "play" in a else None))
    played: list[set[int]] = [set(), set(), set(), set()]
    for s, cs in actions:
        if cs is not None:
            played[s].update(cs)
    sizes = _turned(list(view["hand_sizes"]), me)
    mine = set(_cards(view["hand"]))
    sw = view.get("swap")
    last = to_local(int(sw["last"]), me) if sw else -1
    first = to_local(int(sw["first"]), me) if sw else -1
    jokers = bool(sw and sw.get("jokers_shown"))
    # the partners game: first and last are partners, nothing is exchanged and the 3 of spades leads
    partners = bool(sw and sw.get("partners"))
    g_last = int(parse_card(sw["given_by_last"])) if sw and sw.get("given_by_last") else None
    g_first = int(parse_card(sw["given_by_first"])) if sw and sw.get("given_by_first") else None
    phase = str(view["phase"])
    last_gave = bool(sw) and not jokers and not partners and phase != "swap_last"
    first_gave = last_gave and phase != "swap_first"

    # what each seat holds now
    held: list[set[int]] = [set(), set(), set(), set()]
    held[0] = set(mine)
    remaining = view.get("remaining")
    if remaining is not None:
        held = [set(_cards(h)) for h in _turned(remaining, me)]
    else:
        pins: list[set[int]] = [set(), set(), set(), set()]
        # the first player of the match (and of a hand after partners were first and last) held the 3 of spades
        if (k == 0 or partners) and THREE_OF_SPADES not in mine:
            opener = actions[0][0] if actions else to_local(int(view["turn"]), me)
            if THREE_OF_SPADES not in played[opener]:
                pins[opener].add(THREE_OF_SPADES)
        if jokers and last != 0:
            pins[last] |= {BLACK_JOKER, RED_JOKER} - played[last]
        if first == 0 and g_first is not None and g_first not in played[last]:
            pins[last].add(g_first)
        if last == 0 and g_last is not None and g_last not in played[first]:
            pins[first].add(g_last)
        taken = set(mine).union(*played, *pins)
        pool = sorted(c for c in range(NUM_CARDS) if c not in taken)
        hidden = [s for s in (1, 2, 3)]
        # the last player's stand-ins are the lowest cards, the first player's the highest (the swap's rules)
        order = sorted(hidden, key=lambda s: 0 if s == last else (2 if s == first else 1))
        for s in hidden:
            held[s] = set(pins[s])
        if prefer is not None:
            for s in order:
                for c in sorted(prefer[s]):
                    if c in pool and len(held[s]) < sizes[s]:
                        held[s].add(c)
                        pool.remove(c)
        for s in order:
            need = sizes[s] - len(held[s])
            if need < 0:
                raise StandInError(f"seat {s} holds more known cards than its count")
            held[s] |= set(pool[:need])
            pool = pool[need:]
        if pool:
            raise StandInError("the counts leave cards over")
    for s in range(4):
        if len(held[s]) != sizes[s]:
            raise StandInError(f"seat {s} should hold {sizes[s]} cards, not {len(held[s])}")

    # the hands at the start of play, then the deal before the swap
    deal = [held[s] | played[s] for s in range(4)]
    if last_gave:
        if g_last is None:
            g_last = max(deal[first])
        deal[first].discard(g_last)
        deal[last].add(g_last)
        if first_gave:
            if g_first is None:
                g_first = min(deal[last] - {g_last})
            deal[last].discard(g_first)
            deal[first].add(g_first)
    hand = HandState([sorted(h) for h in deal], dealer, rules, previous)
    m.hands.append(hand)
    if last_gave:
        assert g_last is not None
        hand.give_by_last(g_last)
        if first_gave:
            assert g_first is not None
            hand.give_by_first(g_first)
    for s, cs in actions:
        if cs is None:
            m.pass_turn(s)
        else:
            m.play(s, cs)
    # the engine's state must be the view's
    if phase == "over" or phase == PHASE_OVER:
        if not hand.is_over:
            raise StandInError("the hand is over at the server but not in the replay")
    elif not hand.is_over:  # (the last action's event comes just before the hand's result)
        if str(hand.phase) != phase:
            raise StandInError(f"the phase is {hand.phase}, the server says {phase}")
        if hand.turn != to_local(int(view["turn"]), me):
            raise StandInError("the turn differs from the server's")
    if list(hand.hand_sizes()) != sizes:
        raise StandInError("the counts differ from the server's")
    result = view.get("result")
    if isinstance(result, dict) and m.result is None:
        m.result = result_of(result, me)
    return m


def result_of(result: dict[str, Any], me: int) -> MatchResult:
    """The server's match result (``winner``, ``tie``, ``team``) in local seats and teams."""
    winner = result.get("winner")
    team = result.get("team")
    return MatchResult(winner=to_local(int(winner), me) if isinstance(winner, int) else None,
                       tie=tuple(to_local(int(s), me) for s in result.get("tie") or []),
                       # a team's number turns with its seats: local seat (s - me) % 4 keeps s's team iff me is even
                       team=(int(team) - me) % 2 if isinstance(team, int) else None)


def view_of(m: MatchState) -> dict[str, Any]:
    """What the table shows of ``m`` in local seats: own hand, counts, the play to beat, turn, phase, totals."""
    hand = m.hand
    top = None
    for a in reversed(hand.trick_actions()):
        if a.cards is not None:
            top = sorted(int(c) for c in a.cards)
            break
    return {"hand": sorted(int(c) for c in hand.hand_of(0)), "sizes": list(hand.hand_sizes()), "top": top,
            "turn": hand.turn if not hand.is_over else -1, "phase": "over" if hand.is_over else str(hand.phase),
            "totals": list(m.totals), "hand_index": len(m.hands) - 1}


def server_view(view: dict[str, Any], me: int) -> dict[str, Any]:
    """The same fields of a snapshot's ``match`` (server seats turned to local ones)."""
    top = view.get("top")
    phase = str(view["phase"])
    return {"hand": sorted(_cards(view["hand"])), "sizes": _turned(list(view["hand_sizes"]), me),
            "top": sorted(_cards(top)) if top else None,
            "turn": to_local(int(view["turn"]), me) if phase != "over" else -1, "phase": phase,
            "totals": _turned(list(view["totals"]), me), "hand_index": int(view["hand_index"])}
