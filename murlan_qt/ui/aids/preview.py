"""What the player's selection is, before he plays it: words and a yes/no from the engine.

Every answer comes from the engine's own checks (:meth:`HandState.check_play`,
:func:`classify`, :meth:`HandState.legal_plays`), so the preview and Play's
enabled state say exactly what a press of Play would do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import PHASE_PLAY, Card, IllegalPlayError, MatchState, classify
from ...engine.combos import combination_refusal
from ..texts import describe_combo, refusal_text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Preview:
    """The words for a selection and whether Play would be accepted now."""

    text: str
    can_play: bool


def _is_human_turn(match: MatchState, seat: int) -> bool:
    hand = match.hand
    return hand.phase == PHASE_PLAY and hand.turn == seat


def selection_preview(match: MatchState | None, seat: int | None, cards: Sequence[Card]) -> Preview:
    """What ``cards`` are and whether ``seat`` may play them now (empty text for no selection)."""
    if match is None or seat is None or not cards:
        return Preview("", False)
    hand = match.hand
    if not _is_human_turn(match, seat):
        combo = classify(list(cards))
        if combo is None:
            refusal = combination_refusal(list(cards))
            return Preview(refusal_text(refusal) if refusal is not None else "", False)
        return Preview(_capital(translate("Preview", "{play} (not your turn yet)").format(
            play=describe_combo(combo))), False)
    try:
        combo = hand.check_play(seat, list(cards))
    except IllegalPlayError as exc:
        return Preview(refusal_text(exc), False)
    if hand.top is None:
        return Preview(_capital(translate("Preview", "{play}: press Play to lead it.").format(
            play=describe_combo(combo))), True)
    return Preview(_capital(translate("Preview", "{play} beats {top}: press Play.").format(
        play=describe_combo(combo), top=describe_combo(hand.top))), True)


def nothing_beats(match: MatchState | None, seat: int | None) -> str:
    """"nothing in your hand beats ...: pass" when ``seat`` is on turn and cannot beat the table, else ""."""
    if match is None or seat is None or not _is_human_turn(match, seat):
        return ""
    hand = match.hand
    if hand.top is None or hand.legal_plays():
        return ""
    return translate("Preview", "Nothing in your hand beats {top}: pass.").format(top=describe_combo(hand.top))


def playable_cards(match: MatchState | None, seat: int | None) -> set[Card]:
    """The player's cards that are part of some legal play now (all of them when not on turn)."""
    if match is None or seat is None:
        return set()
    hand = match.hand
    held = hand.hand_of(seat)
    if not _is_human_turn(match, seat):
        return set(held)
    ranks = {r for combo in hand.legal_plays() for r in combo.ranks}
    return {c for c in held if c.rank in ranks}
