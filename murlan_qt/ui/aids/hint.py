"""The hint (H, and a button in the bottom bar): the judge's best play in the player's place.

The judge (:func:`murlan_qt.ai.judge.judge`) is the same analysis the hand review marks
with, on the same deals (seeded from the position), so the review never marks the play
the hint recommended. The hint is asked through its own slot of the controller's AI service
(:class:`~murlan_qt.ui.game.ai_service.AIService`: the computer players' process, or a thread
when that cannot answer), so it never waits for, nor cancels, the table's request; never on the
window's thread. The answer selects the cards in the player's hand (the player still presses
Play) or says "pass", with the reason of :func:`murlan_qt.ai.advice.advice_reason`: how much
better it is than the nearest other play, and the fact that decides it.
An answer for a position the game has left is dropped. Each hint asked counts in the statistics.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from ...ai import player_seed
from ...ai.advice import advice_reason
from ...ai.judge import Verdict
from ...engine import PHASE_PLAY, Card, MatchState, Observation
from ..game.ai_service import Advised, Failure
from ..game.context import TableMode
from ..texts import describe_combo, shown_name
from .reason_texts import reason_text

if TYPE_CHECKING:
    from ..game.context import TableContext

translate = QCoreApplication.translate

def hint_seed(match: MatchState, seat: int) -> int:
    """The seed a computer player in ``seat`` would have (the hint itself needs none: the judge's deals
    are seeded from the position)."""
    return player_seed(match.seed, seat)


@dataclass(frozen=True)
class Hint:
    """A hint shown: the cards to play (``None``: pass) and its sentence."""

    position: tuple
    cards: tuple[Card, ...] | None
    text: str


class HintAid(QObject):
    """The Hint button and action of the table's ``context``; asks, drops stale answers, selects the cards."""

    #: a hint was shown (the :class:`Hint`)
    shown = Signal(object)

    def __init__(self, context: TableContext) -> None:
        super().__init__(context.host)
        self.context = context
        self.controller = context.controller
        self.scene = context.scene
        self.message = context.message
        self.last: Hint | None = None
        self._asked: tuple | None = None  # the position of the hint in progress
        #: whether the player asked for the hint in progress (else it is prepared while the player thinks)
        self._wanted = False
        #: whether ``last`` was shown (a prepared hint is kept unseen until the player asks)
        self._last_shown = False
        #: the match in which the player has asked for a hint: from then on each turn's hint is prepared
        #: as the turn begins, so that the key shows a verdict already made (none is prepared for a
        #: player who never asks: the judge's work is not spent for nothing)
        self._hints_used_in: int | None = None
        #: the hint's own request slot (a hint never replaces the table's request, nor the reverse)
        self.ai = self.controller.ai.client("hint")
        self.ai.advised.connect(self._on_answer)
        self.ai.failed.connect(self._on_failure)
        self.button = QPushButton(translate("Hint", "Hint"))
        self.button.setObjectName("hintButton")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.ask)
        context.buttons.add_button(self.button, before=context.buttons.pass_button)
        self.action = QAction(translate("Hint", "&Hint"), context.host)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.action.triggered.connect(self.ask)
        context.host.addAction(self.action)
        self.retranslate()
        c = self.controller
        for sig in (c.match_started, c.hand_started, c.action_applied, c.turn_changed, c.human_turn_started,
                    c.hand_finished):
            sig.connect(self.refresh)
        c.human_turn_started.connect(self.prepare)
        self.refresh()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:  # passed on by the window to its child objects
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        self.button.setText(translate("Hint", "Hint"))
        self.button.setToolTip(translate("Hint", "Select the best play by the hand review's analysis (H)"))
        self.action.setText(translate("Hint", "&Hint"))

    # ------------------------------------------------------------ state

    def position(self) -> tuple | None:
        """The position a hint is for: the match, its hand, how far the hand is, whose turn (None: no hint now)."""
        c = self.controller
        m = c.match
        if m is None or not c.can_human_play() or m.hand.phase != PHASE_PLAY or self.context.mode() is TableMode.TUTORIAL:
            return None
        return (id(m), m.seed, len(m.hands), len(m.hand.actions), m.hand.turn)

    def refresh(self, *_args: object) -> None:
        """Enable the button on the player's turn; drop a hint in progress for a position left behind."""
        pos = self.position()
        self.button.setEnabled(pos is not None)
        self.action.setEnabled(pos is not None)
        if self._asked is not None and self._asked != pos:
            self._drop()
        if self.last is not None and self.last.position != pos:
            self.last = None

    def _drop(self) -> None:
        self.ai.cancel()
        self._asked = None
        self._wanted = False

    def prepare(self, *_args: object) -> None:
        """Ask the judge, unseen, as the player's turn begins (once the player has used the hint in this
        match); :meth:`ask` then shows the verdict at once, or as soon as it is made."""
        pos = self.position()
        m = self.controller.match
        seat = self.controller.human_seat
        if pos is None or m is None or seat is None or self._hints_used_in != id(m):
            return
        if self._asked == pos or (self.last is not None and self.last.position == pos):
            return
        self._drop()
        self._asked = pos
        self.ai.ask_advice(m, seat)

    # ------------------------------------------------------------ asking

    def ask(self) -> None:
        """Ask for the hint of the player's position (nothing happens off the player's turn)."""
        pos = self.position()
        if pos is None:
            return
        m = self.controller.match
        seat = self.controller.human_seat
        assert m is not None and seat is not None
        self._hints_used_in = id(m)
        if self.last is not None and self.last.position == pos:
            if not self._last_shown:
                self._count(m)  # prepared while the player thought: asked for now
            self._show(self.last)  # the same position again: shown again, not counted again
            return
        if self._asked == pos:
            if not self._wanted:  # being prepared: shown as soon as it is made
                self._wanted = True
                self._count(m)
                self.message.note(translate("Hint", "Looking for a hint..."))
            return
        self._drop()
        self._asked = pos
        self._wanted = True
        self._count(m)
        self.message.note(translate("Hint", "Looking for a hint..."))
        self.ai.ask_advice(m, seat)

    def _count(self, m: MatchState) -> None:
        """Count a hint the player asked for (in the statistics)."""
        data = self.context.data
        if data is not None:
            data.record_hint(m)

    def _on_answer(self, answer: Advised) -> None:
        self._on_decided(self._asked, answer.verdict, None)

    def _on_failure(self, answer: Failure) -> None:
        self._on_decided(self._asked, None, answer.why)

    def _on_decided(self, pos: tuple | None, verdict: Verdict | None, error: str | None) -> None:
        if pos is None or pos != self._asked or pos != self.position():
            return  # stale: the game moved on
        self._asked = None
        wanted, self._wanted = self._wanted, False
        if error is not None or verdict is None:
            if wanted:
                self.message.say(translate("Hint", "No hint this time ({why}).").format(why=error))
            return
        m = self.controller.match
        seat = self.controller.human_seat
        assert m is not None and seat is not None
        obs = Observation.of(m, seat)
        names = [shown_name(p) for p in m.players]
        combo = verdict.best_play
        why = reason_text(advice_reason(obs, verdict), names)
        if combo is None:
            cards = None
            # the hint says whose analysis it is: the hand review's (not a computer level's)
            text = translate("Hint", "Hint (the review's analysis): pass. {reason}").format(reason=why)
        else:
            cards = tuple(m.hand.cards_for(combo))
            text = translate("Hint", "Hint (the review's analysis): play {play}. {reason}").format(
                play=describe_combo(combo).rstrip("!"), reason=why)
        self.last = Hint(pos, cards, text)
        self._last_shown = False
        if wanted:
            self._show(self.last)

    def _show(self, hint: Hint) -> None:
        """Select the hint's cards (never plays them) and say it in the message line."""
        scene = self.scene
        if hint.cards is not None:
            scene.selected.clear()
            scene.selected.update(hint.cards)
        else:
            scene.selected.clear()
        scene.sync()
        scene.selection_changed.emit()
        self._last_shown = True
        self.message.say(hint.text)
        self.shown.emit(hint)


def show_hint_for_screenshot(hint: HintAid, app: QCoreApplication, wait_s: float = 30.0) -> bool:
    """Ask the hint of the position on screen and wait for it (``murlan --screenshot --show hint``)."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    hint.ask()
    deadline = QDeadlineTimer(int(wait_s * 1000))
    while hint.last is None and hint._asked is not None and not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return hint.last is not None
