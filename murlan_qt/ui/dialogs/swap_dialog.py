"""The swap: the player picks the card he gives; only the legal cards can be chosen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import PHASE_SWAP_FIRST, Card
from ...engine.cards import RANK_TEN
from ..art.card_art import DEFAULT_THEME, CardTheme, card_face_pixmap
from ..texts import card_name, card_phrase, card_text


class SwapDialog(QDialog):
    """Shows the player's hand; the cards he may give are the only ones enabled."""

    def __init__(self, phase: str, hand: list[Card], options: list[Card], other_name: str,
                 received: Card | None = None, theme: CardTheme = DEFAULT_THEME,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The swap"))
        self.setModal(True)
        self.chosen: Card | None = None
        layout = QVBoxLayout(self)
        if phase == PHASE_SWAP_FIRST:
            text = self.tr("You finished first last hand. Give {name} one card of rank 3 to 10.").format(
                name=other_name)
            if options and all(c.rank > RANK_TEN for c in options):
                text = self.tr("You finished first last hand and hold no 3 to 10: give {name} one of "
                               "your lowest cards.").format(name=other_name)
            if received is not None:
                text += "\n" + self.tr("{name} gave you {card}.").format(name=other_name, card=card_phrase(received))
        else:
            text = self.tr("You finished last: give {name} your highest card. Which one?").format(name=other_name)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # the other player's name is text, never markup
        self.message.setText(text)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.buttons: dict[Card, QToolButton] = {}
        width = 64
        dpr = self.devicePixelRatioF()
        allowed = set(options)
        for i, c in enumerate(hand):
            b = QToolButton()
            b.setIcon(QIcon(card_face_pixmap(c, width, dpr, theme)))
            b.setIconSize(QSize(width, round(width * 1.4)))
            b.setAutoRaise(True)
            b.setEnabled(c in allowed)
            b.setToolTip(card_text(c))
            b.setAccessibleName(card_name(c))  # read in words ("3 of spades"), not by its glyphs
            b.clicked.connect(lambda _checked=False, card=c: self._choose(card))
            grid.addWidget(b, i // 8, i % 8)
            self.buttons[c] = b
        layout.addLayout(grid)
        hint = QLabel(self.tr("Only the cards you may give can be clicked."))
        hint.setAlignment(Qt.AlignmentFlag.AlignRight)
        layout.addWidget(hint)
        first = next((self.buttons[c] for c in hand if c in allowed), None)
        if first is not None:
            first.setFocus()

    def enabled_cards(self) -> list[Card]:
        """The cards that can be chosen (for tests and checks)."""
        return [c for c, b in self.buttons.items() if b.isEnabled()]

    def _choose(self, c: Card) -> None:
        self.chosen = c
        self.accept()
