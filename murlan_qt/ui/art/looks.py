"""The looks a player chooses in Settings: the card back's colour and the table's felt."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ..settings import CARD_BACKS, TABLE_COLOURS, Settings
from .card_art import CardTheme

#: card back name -> (base colour, lattice accent)
BACKS: dict[str, tuple[str, str]] = {
    "red": ("#8e1b22", "#b8333b"),
    "blue": ("#1b3a8e", "#3b5fc0"),
    "green": ("#17613a", "#2f8a57"),
}
#: table colour -> the felt's (centre, middle, edge) colours
FELTS: dict[str, tuple[QColor, QColor, QColor]] = {
    "green": (QColor(38, 122, 70), QColor(26, 96, 54), QColor(12, 58, 32)),
    "blue": (QColor(36, 86, 140), QColor(26, 66, 112), QColor(12, 34, 64)),
    "red": (QColor(132, 40, 44), QColor(104, 30, 34), QColor(58, 14, 18)),
}
assert set(BACKS) == set(CARD_BACKS) and set(FELTS) == set(TABLE_COLOURS)


def colour_name(key: str) -> str:
    """A colour's name in the Settings dialog, in the language in use."""
    translate = QCoreApplication.translate
    names = {"red": translate("Looks", "Red"), "blue": translate("Looks", "Blue"),
             "green": translate("Looks", "Green")}
    return names.get(key, key)


def card_theme(four_colour: bool, back: str = "red") -> CardTheme:
    """The deck's theme for these choices."""
    base, accent = BACKS.get(back, BACKS["red"])
    return replace(CardTheme(four_colour=four_colour), back_colour=base, back_accent=accent)


def theme_of(settings: Settings) -> CardTheme:
    return card_theme(settings.four_colour, settings.card_back)


def felt_of(settings: Settings) -> tuple[QColor, QColor, QColor]:
    return FELTS.get(settings.table_colour, FELTS["green"])
