"""The table's news for a screen reader: one announcement per action, polite or assertive as it fits.

Everything a table source reports in one go (a play, then the trick won, the player out and the next
turn) is gathered and announced once, when the burst of signals is over. A refused play and the end of
the match interrupt (assertive); the rest waits for the screen reader to finish (polite). Nothing polite
is announced while the player types in a text field.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit

from ...engine import PHASE_PLAY, Action, Card, HandResult, MatchResult
from ..game.message_line import hand_start_sentence
from ..table.source import TableSource
from ..texts import card_phrase, jokers_sentence, place_name, shown_name, subject_sentence, team_won_sentence
from .words import action_sentence, score_text, spoken, turn_text

translate = QCoreApplication.translate
Politeness = QAccessible.AnnouncementPoliteness


def is_typing() -> bool:
    """Whether the keyboard's focus is in a field the player types into."""
    w = QApplication.focusWidget()
    if isinstance(w, QComboBox):
        return w.isEditable()
    return isinstance(w, QLineEdit | QTextEdit | QPlainTextEdit | QAbstractSpinBox)


class Announcer(QObject):
    """Announces the news of ``source``'s table through ``target`` (the table view)."""

    #: an announcement was sent: its text and whether it interrupts (for the log and the tests)
    announced = Signal(str, bool)

    def __init__(self, source: TableSource, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.target = target
        self.enabled = True
        self._parts: list[str] = []
        self._turn = ""  # whose turn it is comes last, after the trick won and who went out
        self._assertive = False
        #: "Your turn." was said with the action that gave the player the turn (not said again as it starts)
        self._turn_told = False
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.timeout.connect(self.flush)
        s = source
        s.hand_started.connect(self._on_hand_started)
        s.action_applied.connect(self._on_action)
        s.play_refused.connect(self._on_refused)
        s.human_turn_started.connect(self._on_human_turn)
        s.trick_won.connect(self._on_trick_won)
        s.player_went_out.connect(self._on_went_out)
        s.swap_applied.connect(self._on_swap)
        s.jokers_shown.connect(self._on_jokers)
        s.hand_finished.connect(self._on_hand_finished)
        s.match_finished.connect(self._on_match_finished)

    # ------------------------------------------------------------ sending

    def add(self, text: str, *, assertive: bool = False, turn: bool = False) -> None:
        """One piece of the next announcement (sent once the source's signals of this moment are done);
        ``turn``: the sentence of whose turn it is, said last."""
        if not text or not self.enabled:
            return
        if turn:
            self._turn = text
        elif text not in self._parts:
            self._parts.append(text)
        self._assertive = self._assertive or assertive
        self._flush.start(0)

    def flush(self) -> None:
        """Send what was gathered as one announcement."""
        self._flush.stop()
        parts, assertive = self._parts + ([self._turn] if self._turn else []), self._assertive
        self._parts, self._turn, self._assertive = [], "", False
        if parts:
            self.say(" ".join(parts), assertive=assertive)

    def say(self, text: str, *, assertive: bool = False) -> None:
        """Announce ``text`` now (a polite one not while the player types), its cards in words."""
        if not assertive and is_typing():
            return
        text = spoken(text)
        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(Politeness.Assertive if assertive else Politeness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text, assertive)

    # ------------------------------------------------------------ the source's news

    def _name(self, seat: int) -> str:
        m = self.source.match
        return shown_name(m.players[seat]) if m is not None else ""

    def _on_hand_started(self, index: int) -> None:
        self._turn_told = False
        m = self.source.match
        if m is not None:
            self.add(hand_start_sentence(m, index, self.source.human_seat))

    def _on_action(self, action: Action) -> None:
        m = self.source.match
        if m is None:
            return
        me = self.source.human_seat
        self.add(action_sentence(m, action, me))
        hand = m.hand
        self._turn_told = False
        if not hand.is_over and hand.turn != me:
            self.add(turn_text(m, me, awaiting_me=False), turn=True)
        elif not hand.is_over and hand.phase == PHASE_PLAY:
            # the player's turn is said with the action that gives it, in the same announcement (the source
            # starts the turn a moment later, once the cards have landed)
            self.add(turn_text(m, me, awaiting_me=True), turn=True)
            self._turn_told = True

    def _on_refused(self, reason: str) -> None:
        self.add(reason, assertive=True)

    def _on_human_turn(self) -> None:
        m = self.source.match
        if self._turn_told:
            self._turn_told = False
            return
        if m is not None:
            self.add(turn_text(m, self.source.human_seat, awaiting_me=True), turn=True)

    def _on_trick_won(self, winner: int) -> None:
        if winner == self.source.human_seat:
            self.add(translate("Access", "You win the trick."))
        else:
            self.add(subject_sentence("trick_won_news", self._name(winner)))

    def _on_went_out(self, seat: int, place: int) -> None:
        if seat == self.source.human_seat:
            self.add(translate("TableScene", "You go out {place}!").format(place=place_name(place)))
        else:
            self.add(subject_sentence("goes_out", self._name(seat), place=place_name(place)) + ".")

    def _on_swap(self, giver: int, receiver: int, card: Card) -> None:
        me = self.source.human_seat
        if giver == me:
            text = translate("MainWindow", "You give {card} to {name}.").format(card=card_phrase(card),
                                                                               name=self._name(receiver))
        elif receiver == me:
            text = translate("MainWindow", "{name} gives you {card}.").format(name=self._name(giver),
                                                                             card=card_phrase(card))
        else:
            text = translate("MainWindow", "{giver} gives a card to {receiver}.").format(
                giver=self._name(giver), receiver=self._name(receiver))
        self.add(text)

    def _on_jokers(self, last: int, first: int) -> None:
        if last == self.source.human_seat:
            self.add(translate("MainWindow", "You hold both jokers and show them: no swap this hand, {first} leads."
                               ).format(first=self._name(first)))
        else:
            self.add(jokers_sentence(self._name(last), self._name(first)))

    def _on_hand_finished(self, result: HandResult) -> None:
        m = self.source.match
        if m is None:
            return
        order = ", ".join(f"{place_name(i)} {self._name(s)}" for i, s in enumerate(result.finish_order))
        scores = ", ".join(score_text(m, s) for s in range(4))
        self.add(translate("Access", "The hand is over: {order}. Scores: {scores}.").format(order=order,
                                                                                          scores=scores))

    def _on_match_finished(self, result: MatchResult) -> None:
        m = self.source.match
        if result.team is not None and m is not None:
            self.add(team_won_sentence(m.players, result, "team_won_news"), assertive=True)
        elif result.winner is not None:
            self.add(subject_sentence("match_won_news", self._name(result.winner)),
                     assertive=True)
        else:
            self.add(translate("MainWindow", "The match ends in a tie."), assertive=True)
