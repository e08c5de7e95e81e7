"""What one seat sees (docs/protocol.md, *What a seat sees*): its snapshot and each event, from the match.

Built only from the engine's state and the seat asking: its own cards, the
public actions, the counts, the swap as the rules let that seat see it. No
other seat's unplayed card and no seed is ever put in a view; the seed goes
out only in ``match_over``'s record, when the match is over.
"""

from __future__ import annotations

from typing import Any

from ..engine import PHASE_OVER, TEAMS, HandResult, MatchState, team_totals
from ..engine.hand import Action, HandState
from ..engine.teams import partner_of
from .protocol import cards_text


def swap_view(hand: HandState, seat: int) -> dict[str, Any] | None:
    """SWAPVIEW of ``hand`` for ``seat``: the given cards only for the two seats of the swap."""
    sw = hand.swap
    if sw is None:
        return None
    involved = seat in (sw.last, sw.first)
    return {
        "last": sw.last,
        "first": sw.first,
        "jokers_shown": sw.jokers_shown,
        "given_by_last": str(sw.given_by_last) if involved and sw.given_by_last is not None else None,
        "given_by_first": str(sw.given_by_first) if involved and sw.given_by_first is not None else None,
        # the partners game: first and last are partners, so nothing is exchanged (docs/rules.md 7.3)
        "partners": sw.partners,
    }


def swap_options(hand: HandState, seat: int) -> list[str]:
    """The cards ``seat`` may give now (empty unless it is its turn to give)."""
    if hand.swap is None or hand.turn != seat:
        return []
    return cards_text(hand.swap_last_options() or hand.swap_first_options())


def action_json(a: Action) -> dict[str, Any]:
    if a.cards is None:
        return {"seat": a.seat, "pass": True}
    return {"seat": a.seat, "play": cards_text(a.cards)}


def result_json(r: HandResult, teams: bool = False) -> dict[str, Any]:
    """RESULT; in the partners game also the two teams' points of the hand and totals."""
    out: dict[str, Any] = {"finish_order": list(r.finish_order), "points": list(r.points),
                           "totals": list(r.totals), "target": r.target}
    if teams:
        out["team_points"] = list(team_totals(r.points))
        out["team_totals"] = list(team_totals(r.totals))
    return out


def teams_view(match: MatchState, seat: int) -> dict[str, Any] | None:
    """TEAMS for ``seat``: who plays with whom, this seat's team and partner, the team totals (null: no teams).

    Only public facts: a seat learns nothing of its partner's hand (the partner's cards are hidden like
    any other seat's)."""
    if not match.rules.teams:
        return None
    return {"seats": [list(t) for t in TEAMS], "team": seat % 2, "partner": partner_of(seat),
            "totals": list(team_totals(match.totals))}


def remaining(hand: HandState) -> list[list[str]]:
    """The cards left in each hand: public once the hand is over (the loser's cards)."""
    if not hand.is_over:
        raise ValueError("the cards left are shown only when the hand is over")
    return [cards_text(hand.hand_of(s)) for s in range(4)]


def match_result_json(match: MatchState) -> dict[str, Any] | None:
    r = match.result
    if r is None:
        return None
    # (the partners game: ``team`` won, ``winners`` are its two seats; ``winner`` is null)
    return {"winner": r.winner, "tie": list(r.tie), "team": r.team, "winners": list(r.winners)}


def match_view(match: MatchState, seat: int) -> dict[str, Any]:
    """The ``match`` object of a snapshot for ``seat``."""
    hand = match.hand
    index = len(match.hands) - 1
    over = hand.phase == PHASE_OVER
    out: dict[str, Any] = {
        "hand_index": index,
        "dealer": hand.dealer,
        "totals": list(match.totals),
        "target": match.target,
        "results": [result_json(r, match.rules.teams) for r in match.results],
        "teams": teams_view(match, seat),
        "hand": cards_text(hand.hand_of(seat)),
        "hand_sizes": list(hand.hand_sizes()),
        "phase": str(hand.phase),
        "turn": hand.turn,
        "first_of_match": hand.is_first_hand,
        "swap": swap_view(hand, seat),
        "actions": [action_json(a) for a in hand.actions],
        "finish_order": list(hand.finish),
        "swap_options": swap_options(hand, seat),
        # beyond the spec's fields: the play to beat (cards and seat; null on a lead)
        "top": _top_cards(hand),
        "top_seat": hand.top_seat if hand.top is not None else None,
        # beyond the spec's fields: the cards left once the hand is over, and the match's result
        "remaining": remaining(hand) if over else None,
        "result": match_result_json(match),
    }
    return out


def _top_cards(hand: HandState) -> list[str] | None:
    if hand.top is None:
        return None
    for a in reversed(hand.trick_actions()):
        if a.cards is not None:
            return cards_text(a.cards)
    return None


def hand_started(match: MatchState, seat: int) -> dict[str, Any]:
    hand = match.hand
    return {
        "type": "hand_started",
        "hand_index": len(match.hands) - 1,
        "dealer": hand.dealer,
        "hand": cards_text(hand.hand_of(seat)),
        "hand_sizes": list(hand.hand_sizes()),
        "phase": str(hand.phase),
        "turn": hand.turn,
        "swap": swap_view(hand, seat),
        "first_of_match": hand.is_first_hand,
        "swap_options": swap_options(hand, seat),
        "teams": teams_view(match, seat),
    }


def gave(hand: HandState, giver: int, to: int, card: str, seat: int) -> dict[str, Any]:
    """A swap card given: the card only to the giver and the getter."""
    return {
        "type": "gave",
        "seat": giver,
        "to": to,
        "card": card if seat in (giver, to) else None,
        "phase": str(hand.phase),
        "turn": hand.turn,
        "swap_options": swap_options(hand, seat),
    }


def action_event(hand: HandState, trick_won: int | None, out: int | None) -> dict[str, Any]:
    """The last action of ``hand``: public, the same for every seat."""
    a = hand.actions[-1]
    ev: dict[str, Any] = {"type": "action", **action_json(a), "turn": hand.turn, "trick_won": trick_won,
                          "out": out}
    return ev


def hand_over(match: MatchState) -> dict[str, Any]:
    return {"type": "hand_over", **result_json(match.results[-1], match.rules.teams),
            "remaining": remaining(match.hand)}
