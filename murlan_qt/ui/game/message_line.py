"""The message line at the bottom of the table, and every sentence that says whose turn it is.

:class:`MessageLine` alone writes the line's QLabel (it is handed the label: where the label lives is
the window's business). Everything else asks it: a turn sentence, a refusal, the selection's preview,
a note that the next turn sentence replaces, a plain message, or nothing. The line keeps what kind of
text it shows, so a new selection knows whether the text on the line may be replaced.

The sentences are looked up in the "MainWindow" translation context, where they were first written.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel

from ...engine import MatchState
from ..texts import shown_name, subject_sentence

translate = QCoreApplication.translate


class Shown(Enum):
    """What the message line shows now."""

    NOTHING = "nothing"
    TURN = "turn"  # what the turn asks of the player
    REFUSAL = "refusal"  # why the engine (or a lesson) turned a play away
    PREVIEW = "preview"  # what the selected cards are
    NOTE = "note"  # a passing note (a hint being looked for): the next turn sentence replaces it
    MESSAGE = "message"  # news of the table (a hand dealt, a match won, a file saved)


def turn_sentence(match: MatchState) -> str:
    """What the player's turn asks of him: the opening lead, a free lead, or beat-or-pass."""
    if match.hand.opening:
        return translate("MainWindow", "Your lead: the first play of the match must include the 3\u2660.")
    if match.hand.top is None:
        return translate("MainWindow", "Your lead: play any combination.")
    return translate("MainWindow", "Your turn: beat the play on the table, or pass.")


def hand_start_sentence(match: MatchState, index: int, human_seat: int | None) -> str:
    """The sentence of a new hand: who holds the 3\u2660 in the first hand of the match, else its number."""
    if index == 0 and match.hand.is_first_hand:
        holder = match.hand.turn
        if holder == human_seat:
            return translate("MainWindow", "You hold the 3\u2660: the first play of the match must include it.")
        return subject_sentence("holds_three", shown_name(match.players[holder]))
    hand = match.hand
    if hand.swap is not None and hand.swap.partners and not hand.actions and hand.turn >= 0:
        # the partners game after a 3-3 hand: no swap, the 3\u2660 leads (docs/rules.md 7.3)
        return subject_sentence("partners_no_swap", shown_name(match.players[hand.turn]))
    return translate("MainWindow", "Hand {n}.").format(n=index + 1)


class MessageLine(QObject):
    """The one writer of the message line's label."""

    def __init__(self, label: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.shown = Shown.NOTHING

    @property
    def text(self) -> str:
        return self.label.text()

    def _set(self, text: str, kind: Shown) -> None:
        self.shown = kind if text else Shown.NOTHING
        self.label.setText(text)

    def say(self, text: str) -> None:
        """News of the table; it stays until something else is said."""
        self._set(text, Shown.MESSAGE)

    def say_turn(self, text: str) -> None:
        """What the turn asks of the player (a turn sentence, or "nothing beats ...")."""
        self._set(text, Shown.TURN)

    def refuse(self, text: str) -> None:
        """Why a play was turned away; the next selection replaces it."""
        self._set(text, Shown.REFUSAL)

    def note(self, text: str) -> None:
        """A passing note: a later turn sentence or selection replaces it."""
        self._set(text, Shown.NOTE)

    def clear(self) -> None:
        self._set("", Shown.NOTHING)

    def follow_selection(self, preview: str, standing: str) -> None:
        """The selection changed: show its ``preview`` when there is one; else, when the line shows a
        refusal, an earlier preview or nothing, what the turn asks (``standing``). Anything else stays."""
        if preview:
            self._set(preview, Shown.PREVIEW)
        elif self.shown in (Shown.NOTHING, Shown.REFUSAL, Shown.PREVIEW):
            self._set(standing, Shown.TURN)
