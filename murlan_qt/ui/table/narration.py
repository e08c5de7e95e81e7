"""The table's narration: what the table source says happened, told on the table and in the message line.

The table source emits what happened (a player went out, the swap, the jokers
shown, a refusal); this module turns it into words. The scene only draws.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPropertyAnimation,
    QTimer,
)
from PySide6.QtGui import QFont, QFontMetricsF

from ...engine import Card
from ...engine.hand_log import SwapEntry, hand_log
from ..texts import card_phrase, jokers_sentence, place_name, shown_name, subject_sentence, swap_text
from .labels import BubbleItem, table_font
from .scene import TableScene
from .source import TableSource

translate = QCoreApplication.translate


def wrap_text(text: str, font: QFont, width: float) -> str:
    """``text`` broken into lines no wider than ``width`` in ``font`` (at spaces)."""
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)

#: how long a refusal stays next to the hand
HAND_NOTE_MS = 3500
#: the note's text size, in card units
NOTE_SIZE = 0.17
#: how long the swap's summary stays on the table
SWAP_BANNER_MS = 6000


class TableNarrator(QObject):
    """Banners, the note by the hand and the message line, from the table source's signals."""

    def __init__(self, source: TableSource, scene: TableScene, show_message: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.scene = scene
        self.show_message = show_message
        self.hand_note = BubbleItem(720)
        scene.addItem(self.hand_note)
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.clear_hand_note)
        c = source
        c.player_went_out.connect(self._on_went_out)
        c.swap_applied.connect(self._on_swap_applied)
        c.jokers_shown.connect(self._on_jokers_shown)
        c.hand_started.connect(self._on_hand_started)
        c.play_refused.connect(self.show_hand_note)
        c.match_started.connect(self.clear_hand_note)

    # ------------------------------------------------------------ the note by the hand

    def show_hand_note(self, text: str) -> None:
        """A refusal, briefly, just above the player's hand (as well as in the message line).

        It starts right of the player's name plate and ends before the right seat's plate,
        wrapped when it is longer than that.
        """
        lay = self.scene.table
        u = lay.unit
        me = self.source.human_seat if self.source.human_seat is not None else 0
        plate = self.scene.plates[me]
        left = plate.sceneBoundingRect().right() + u * 0.15 if plate.isVisible() else lay.margin
        right = lay.width - lay.margin
        font = table_font(u * NOTE_SIZE, True)
        line_h = QFontMetricsF(font).height()
        band_top = lay.hand_rect().top() - line_h * 2.5 - u * 0.2
        other = self.scene.plates[(me + 3) % 4]  # the seat on the player's right
        if other.isVisible() and other.sceneBoundingRect().bottom() > band_top:
            right = min(right, other.sceneBoundingRect().left() - u * 0.15)
        if right - left < lay.width * 0.3:  # too little room beside the plates: use the whole width
            left, right = lay.margin, lay.width - lay.margin
        self.hand_note.set_text(wrap_text(text, font, right - left - u * 0.6), u, NOTE_SIZE, strong=True)
        note = self.hand_note.boundingRect()
        self.hand_note.setPos(left + note.width() / 2, lay.hand_rect().top() - note.height() / 2)
        self._note_timer.start(HAND_NOTE_MS)

    def clear_hand_note(self) -> None:
        self._note_timer.stop()
        self.hand_note.set_text("", self.scene.table.unit)

    # ------------------------------------------------------------ events

    def _on_went_out(self, seat: int, place: int) -> None:
        m = self.source.match
        if m is None:
            return
        plate = self.scene.plates[seat]
        flight = self.scene.animator.flight_ms
        if flight > 0:
            pulse = QPropertyAnimation(plate, b"scale", self)
            pulse.setStartValue(1.4)
            pulse.setEndValue(1.0)
            pulse.setDuration(flight * 3)
            pulse.setEasingCurve(QEasingCurve.Type.OutBack)
            pulse.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        if seat == self.source.human_seat:
            text = translate("TableScene", "You go out {place}!").format(place=place_name(place))
        else:
            text = subject_sentence("goes_out_banner", shown_name(m.players[seat]), place=place_name(place))
        self.scene.show_banner(text)

    def _on_swap_applied(self, giver: int, receiver: int, card: Card) -> None:
        c = self.source
        m = c.match
        if m is None:
            return
        names = [shown_name(p) for p in m.players]
        me = c.human_seat
        if giver == me:
            text = translate("MainWindow", "You give {card} to {name}.").format(card=card_phrase(card),
                                                                              name=names[receiver])
        elif receiver == me:
            text = translate("MainWindow", "{name} gives you {card}.").format(name=names[giver],
                                                                            card=card_phrase(card))
        else:
            text = translate("MainWindow", "{giver} gives a card to {receiver}.").format(giver=names[giver],
                                                                                      receiver=names[receiver])
        swap = m.hand.swap
        if swap is not None and swap.is_complete:
            # the whole swap in one line, kept for a while: the first half was announced a moment ago
            entry = next(e for e in hand_log(m.hand, me) if isinstance(e, SwapEntry))
            text = swap_text(entry, names, me)
            self.show_message(text)
            self.scene.show_banner(text, SWAP_BANNER_MS)
            return
        self.show_message(text)
        self.scene.show_banner(text)

    def _on_hand_started(self, index: int) -> None:
        """The partners game: after a 3-3 hand nothing is swapped and the 3\u2660 leads (docs/rules.md 7.3)."""
        m = self.source.match
        if m is None or index != len(m.hands) - 1:
            return
        hand = m.hand
        if hand.swap is None or not hand.swap.partners or hand.actions or hand.turn < 0:
            return
        # the message line says it too (hand_start_sentence)
        self.scene.show_banner(subject_sentence("partners_no_swap", shown_name(m.players[hand.turn])), SWAP_BANNER_MS)

    def _on_jokers_shown(self, last: int, first: int) -> None:
        m = self.source.match
        if m is None:
            return
        names = [shown_name(p) for p in m.players]
        if last == self.source.human_seat:
            text = translate("MainWindow", "You hold both jokers and show them: no swap this hand, {first} leads."
                             ).format(first=names[first])
        else:
            text = jokers_sentence(names[last], names[first])
        self.show_message(text)
        self.scene.show_banner(text, SWAP_BANNER_MS)
