"""The hint at a network table (H, and the Hint button): the offline hint's judge, for the player's own seat.

The judge (:func:`murlan_qt.ai.judge.judge`) reads an :class:`~murlan_qt.engine.Observation`, never a whole
match: the observation of the drawn match's seat 0 holds only what the seat may see (its own hand, the public
actions, the counts, a swap's cards only when the seat was in it); the stand-in cards of the other hands
(:mod:`.standin`) are never in it. The judge samples the unknown hands as the computer players do. It runs on
a thread of its own (never on the window's), one at a time; an answer for a position the table has left is
dropped. The answer selects the cards in the player's hand (the player still presses Play) or says "pass",
with the reason of :func:`murlan_qt.ai.advice.advice_reason`, in the offline hint's words.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton

from ...ai.advice import advice_reason
from ...ai.base import CancelToken
from ...ai.judge import Verdict, judge
from ...engine import PHASE_PLAY, Observation
from ..aids.reason_texts import reason_text
from ..texts import describe_combo, shown_name

if TYPE_CHECKING:
    from ..game.message_line import MessageLine
    from ..table.scene import TableScene
    from .source import NetTableSource

translate = QCoreApplication.translate

#: the position a hint is for: the match drawn, its hand, how far the hand is, whose turn
Position = tuple[int, int, int, int]


class NetHint(QObject):
    """See the module docstring."""

    #: from the judge's thread: the position asked, the observation, the verdict (None: failed), why it failed
    _decided = Signal(object, object, object, str)
    #: a hint was shown: the cards selected (None: pass) and its sentence
    shown = Signal(object, str)

    def __init__(self, source: NetTableSource, scene: TableScene, message: MessageLine,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.scene = scene
        self.message = message
        self._asked: Position | None = None
        self._cancel: CancelToken | None = None
        self.button = QPushButton()
        self.button.setObjectName("netHintButton")
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.button.clicked.connect(self.ask)
        self.action = QAction(self)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.triggered.connect(self.ask)
        self._decided.connect(self._on_decided, Qt.ConnectionType.QueuedConnection)
        for sig in (source.action_applied, source.turn_changed, source.hand_started, source.human_turn_started,
                    source.hand_finished, source.match_started):
            sig.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.button.setText(translate("Hint", "Hint"))
        self.button.setToolTip(translate("Hint", "Select the best play by the hand review's analysis (H)"))
        self.action.setText(translate("Hint", "&Hint"))

    def position(self) -> Position | None:
        """The position a hint is for (None: no hint now: not the player's turn to play)."""
        m = self.source.match
        if m is None or not self.source.can_human_play() or m.hand.phase != PHASE_PLAY:
            return None
        return (id(m), len(m.hands), len(m.hand.actions), m.hand.turn)

    def refresh(self, *_args: object) -> None:
        pos = self.position()
        self.button.setEnabled(pos is not None)
        self.action.setEnabled(pos is not None)
        if self._asked is not None and self._asked != pos:
            self.cancel()

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.cancel()
        self._cancel = None
        self._asked = None

    def ask(self) -> None:
        """Ask the judge about the player's position, on a thread (nothing happens off the player's turn)."""
        pos = self.position()
        m = self.source.match
        if pos is None or m is None or self._asked == pos:
            return
        self.cancel()
        obs = Observation.of(m, 0)  # the seat's own view only (see the module docstring)
        token = self._cancel = CancelToken()
        self._asked = pos
        self.message.note(translate("Hint", "Looking for a hint..."))

        def run() -> None:
            try:
                verdict = judge(obs, cancel=token)
            except Exception as e:  # a cancelled or failed analysis: said, never raised on the thread
                self._decided.emit(pos, obs, None, str(e) or type(e).__name__)
                return
            self._decided.emit(pos, obs, verdict, "")

        threading.Thread(target=run, name="murlan-net-hint", daemon=True).start()

    def _on_decided(self, pos: Position, obs: Observation, verdict: object, error: str) -> None:
        if pos != self._asked or pos != self.position():
            return  # stale: the table moved on
        self._asked = self._cancel = None
        m = self.source.match
        if verdict is None or m is None:
            self.message.say(translate("Hint", "No hint this time ({why}).").format(why=error))
            return
        assert isinstance(verdict, Verdict)
        names = [shown_name(p) for p in m.players]
        why = reason_text(advice_reason(obs, verdict), names)
        combo = verdict.best_play
        scene = self.scene
        scene.selected.clear()
        if combo is None:
            cards = None
            text = translate("Hint", "Hint (the review's analysis): pass. {reason}").format(reason=why)
        else:
            cards = tuple(m.hand.cards_for(combo))
            scene.selected.update(cards)
            text = translate("Hint", "Hint (the review's analysis): play {play}. {reason}").format(
                play=describe_combo(combo).rstrip("!"), reason=why)
        scene.sync()
        scene.selection_changed.emit()
        self.message.say(text)
        self.shown.emit(cards, text)
