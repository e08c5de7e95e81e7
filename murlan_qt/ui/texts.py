"""Words the table shows about plays, places and levels, all translatable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Combination
from ..engine.cards import RANK_CHARS


def tr(text: str) -> str:
    """Translate in the ``Table`` context."""
    return QCoreApplication.translate("Table", text)


def rank_name(rank: int) -> str:
    names = [
        tr("3"), tr("4"), tr("5"), tr("6"), tr("7"), tr("8"), tr("9"), tr("10"),
        tr("jack"), tr("queen"), tr("king"), tr("ace"), tr("2"), tr("black joker"), tr("red joker"),
    ]
    return names[rank]


def rank_plural(rank: int) -> str:
    plurals = [
        tr("3s"), tr("4s"), tr("5s"), tr("6s"), tr("7s"), tr("8s"), tr("9s"), tr("10s"),
        tr("jacks"), tr("queens"), tr("kings"), tr("aces"), tr("2s"), "", "",
    ]
    return plurals[rank]


def _position_char(position: int) -> str:
    if position in (1, 14):
        return tr("A")
    if position == 2:
        return "2"
    char = RANK_CHARS[position - 3]
    return "10" if char == "T" else char


def describe_combo(combo: Combination) -> str:
    """Plain words for a play: "a pair of 7s", "a 6-card scale, 4 to 9"."""
    if combo.kind == "scale":
        low = combo.value - combo.length + 1
        return tr("a {n}-card scale, {low} to {high}").format(
            n=combo.length, low=_position_char(low), high=_position_char(combo.value)
        )
    if combo.kind == "single":
        return tr("the {rank}").format(rank=rank_name(combo.value)) if combo.value >= 13 else tr(
            "a single {rank}"
        ).format(rank=rank_name(combo.value))
    pattern = {
        "pair": tr("a pair of {ranks}"),
        "triple": tr("a triple of {ranks}"),
        "bomb": tr("a bomb of {ranks}!"),
    }[combo.kind]
    return pattern.format(ranks=rank_plural(combo.value))


def place_name(place: int) -> str:
    """1st, 2nd, 3rd, last (place 0..3)."""
    return [tr("1st"), tr("2nd"), tr("3rd"), tr("last")][place]


def level_name(level: str | None) -> str:
    """A computer player's level as shown to the player."""
    if not level:
        return ""
    names = {
        "random": tr("Random"),
        "greedy": tr("Greedy"),
        "easy": tr("Easy"),
        "normal": tr("Normal"),
        "hard": tr("Hard"),
        "expert": tr("Expert"),
    }
    return names.get(level, level.capitalize())


def card_text(card: int) -> str:
    """A card's short text for messages: "10♥", "2♠", "black joker"."""
    from ..engine import Card

    c = Card(card)
    if c.is_joker:
        return rank_name(c.rank)
    rank = str(c)[0]
    return ("10" if rank == "T" else rank) + "♠♥♦♣"[c.suit]
