"""The table's aids, hooked to the table's context: the play log and card tracker panels, the
selection preview, dimming, auto-pass, "finish the hand", and the card received in the swap.

Each aid reads its switch from :class:`~murlan_qt.ui.settings.Settings`;
:meth:`TableAids.apply_settings` re-reads them all, whenever one of them changes
(the aids subscribe to their settings), so a settings dialog can change them live.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QPushButton

from ...engine import PHASE_PLAY, Card
from ...engine.hand_log import received_card
from ..game.message_line import turn_sentence
from ..settings import AIDS
from .play_log import PlayLogPanel
from .preview import Preview, nothing_beats, playable_cards, selection_preview
from .tracker import TrackerPanel, TrackerScrollArea

if TYPE_CHECKING:
    from ..game.context import TableContext

translate = QCoreApplication.translate

#: the visible pause before an automatic pass
AUTO_PASS_MS = 1200


class TableAids(QObject):
    """Builds the aids into the table's ``context`` and keeps them in step with the controller.

    ``pass_turn`` passes for the player (the automatic pass); ``clear_hand_note`` takes the note off the
    player's hand."""

    def __init__(self, context: TableContext, *, pass_turn: Callable[[], None],
                 clear_hand_note: Callable[[], None]) -> None:
        super().__init__(context.host)
        self.context = context
        self.host = context.host
        self.settings = context.settings
        self.controller = context.controller
        self.scene = context.scene
        self.message = context.message
        self._pass_turn = pass_turn
        self._clear_hand_note = clear_hand_note
        self._restore_speed: str | None = None
        self._text_px = 0
        #: the local table is on screen (False while a network table is shown in its place: the docks wait)
        self.is_table_shown = True
        self._build_docks()
        self._build_finish_button()
        self._auto_pass_timer = QTimer(self)
        self._auto_pass_timer.setSingleShot(True)
        self._auto_pass_timer.timeout.connect(self._auto_pass_now)
        self._auto_pass_tag: tuple | None = None
        c = self.controller
        #: the position the panels were last refreshed for (see :meth:`_position`)
        self._panels_at: tuple[object, ...] | None = None
        # after an action the panels follow the table a moment later, once the table has drawn it (the play
        # log and the tracker are a third of the work an action gives the GUI thread)
        self._panels_timer = QTimer(self)
        self._panels_timer.setSingleShot(True)
        self._panels_timer.timeout.connect(self._refresh_panels)
        for sig in (c.match_started, c.hand_started, c.swap_applied, c.jokers_shown, c.hand_finished):
            sig.connect(self.refresh)  # once a hand: the panels at once (their size follows what they show)
        c.action_applied.connect(self._follow_table)
        c.turn_changed.connect(self._on_turn_changed)
        c.human_turn_started.connect(self._on_human_turn)
        c.player_went_out.connect(self._on_went_out)
        c.hand_finished.connect(self._end_fast_forward)
        c.match_started.connect(self._end_fast_forward)
        self.scene.selection_changed.connect(self._on_selection_changed)
        self.host.installEventFilter(self)  # the panels' text grows with the window, like the bottom bar's
        self.scene.drag_started.connect(self._on_selection_changed)
        self.settings.subscribe(AIDS, self.apply_settings, self)

    # ------------------------------------------------------------ building

    def _build_docks(self) -> None:
        w = self.host
        self.play_log = PlayLogPanel()
        self.log_dock = QDockWidget(translate("Aids", "Play log"), w)
        self.log_dock.setObjectName("playLogDock")
        self.log_dock.setWidget(self.play_log)
        self.tracker = TrackerPanel()
        scroll = TrackerScrollArea(self.tracker)
        self.tracker_dock = QDockWidget(translate("Aids", "Card tracker"), w)
        self.tracker_dock.setObjectName("trackerDock")
        self.tracker_dock.setWidget(scroll)
        for dock in (self.log_dock, self.tracker_dock):
            # shown and hidden from the View menu (and remembered there)
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                             | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.setVisible(False)

    def _build_finish_button(self) -> None:
        self.finish_button = QPushButton(translate("Aids", "Finish the hand"))
        self.finish_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.finish_button.setToolTip(translate("Aids", "Let the computer players finish this hand at once"))
        self.finish_button.setVisible(False)
        self.finish_button.clicked.connect(self.finish_hand)
        self.context.buttons.add_button(self.finish_button)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:  # passed on by the window to its child objects
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        """The panels', the button's and the View menu switches' words in the language installed now."""
        for name, action in getattr(self, "actions", {}).items():
            action.setText(self._switch_text(name))
        self.log_dock.setWindowTitle(translate("Aids", "Play log"))
        self.tracker_dock.setWindowTitle(translate("Aids", "Card tracker"))
        self.finish_button.setText(translate("Aids", "Finish the hand"))
        self.finish_button.setToolTip(translate("Aids", "Let the computer players finish this hand at once"))
        self.play_log.retranslate()
        self.refresh()

    def add_menu_actions(self, view: QMenu) -> None:
        """The aids' switches in the View menu (remembered in the settings)."""
        view.addSeparator()

        def switch(name: str, shortcut: QKeySequence | None = None) -> QAction:
            action = QAction(self._switch_text(name), self.host, checkable=True)
            action.setChecked(bool(getattr(self.settings, name)))
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.toggled.connect(lambda on, n=name: self._set(n, on))
            view.addAction(action)
            return action

        ctrl = Qt.Modifier.CTRL
        self.actions = {
            "show_play_log": switch("show_play_log", QKeySequence(ctrl | Qt.Key.Key_L)),
            "show_tracker": switch("show_tracker", QKeySequence(ctrl | Qt.Key.Key_T)),
            "dim_unplayable": switch("dim_unplayable"),
            "auto_pass": switch("auto_pass"),
            "speed_up_when_out": switch("speed_up_when_out"),
        }

    @staticmethod
    def _switch_text(name: str) -> str:
        """The View menu's words for the switch of setting ``name``."""
        return {
            "show_play_log": translate("Aids", "Play &log"),
            "show_tracker": translate("Aids", "Card &tracker"),
            "dim_unplayable": translate("Aids", "&Dim cards that cannot be played"),
            "auto_pass": translate("Aids", "Pass &automatically when nothing beats the table"),
            "speed_up_when_out": translate("Aids", "Speed &up when I am out"),
        }[name]

    def _set(self, name: str, on: bool) -> None:
        setattr(self.settings, name, on)
        self.settings.notify(name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self._size_text(self.host.height())
        return False

    def _size_text(self, window_height: int) -> None:
        px = max(12, min(18, round(window_height / 64)))
        if px == self._text_px:
            return
        self._text_px = px
        for panel in (self.play_log, self.tracker):
            font = QFont(panel.font())
            font.setPixelSize(px)
            panel.setFont(font)
        self.refresh()

    # ------------------------------------------------------------ settings

    def apply_settings(self) -> None:
        """Re-read every aid's setting and update the table (for the menu and a settings dialog)."""
        s = self.settings
        for name, action in getattr(self, "actions", {}).items():
            action.blockSignals(True)
            action.setChecked(bool(getattr(s, name)))
            action.blockSignals(False)
        self.log_dock.setVisible(s.show_play_log and self.is_table_shown)
        self.tracker_dock.setVisible(s.show_tracker and self.is_table_shown)
        if not s.auto_pass:
            self._auto_pass_timer.stop()
        if s.speed_up_when_out and self._is_human_out():
            self.finish_hand()
        self.refresh()

    def set_table_shown(self, shown: bool) -> None:
        """The local table leaves the screen (a network table takes its place: its docks go, whatever the
        View menu says meanwhile), or comes back (its docks as the settings say now)."""
        self.is_table_shown = shown
        self.apply_settings()

    # ------------------------------------------------------------ keeping in step

    def refresh(self, *_args: object) -> None:
        """Panels, marks on the cards and the finish button, from the match as it stands (at once)."""
        self._refresh_panels()
        self._update_marks()
        self._update_finish_button()

    def _follow_table(self, *_args: object) -> None:
        """The match moved: the marks and the finish button at once, the panels on the next turn of the
        event loop (after the table has drawn the action)."""
        self._panels_at = self._position()
        self._panels_timer.start(0)
        self._update_marks()
        self._update_finish_button()

    def _refresh_panels(self) -> None:
        self._panels_timer.stop()
        c = self.controller
        m, me = c.match, c.human_seat
        if self.log_dock.isVisible():
            self.play_log.delegate.theme = self.scene.theme  # the suits' colours follow the deck
            self.play_log.refresh(m, me)
        if self.tracker_dock.isVisible():
            self.tracker.refresh(m, me)
        self._panels_at = self._position()

    def _position(self) -> tuple[object, ...]:
        """What the panels show depends on: the match as far as it went, whose it is, which panels are open."""
        c = self.controller
        m = c.match
        if m is None:
            return (None, c.human_seat, self.log_dock.isVisible(), self.tracker_dock.isVisible())
        hand = m.hand
        swap = (hand.swap.given_by_last, hand.swap.given_by_first) if hand.swap is not None else None
        return (m, len(m.hands), len(hand.actions), hand.phase, hand.turn, hand.is_over, len(m.results), swap,
                c.human_seat, self.log_dock.isVisible(), self.tracker_dock.isVisible(), self.scene.theme)

    def _on_turn_changed(self, _seat: int) -> None:
        """The turn passes on right after the action the panels were refreshed for: they stay as they are
        (the play log and the tracker show what was played, not whose turn it is); the marks follow."""
        if self._panels_at != self._position():
            self._follow_table()
            return
        self._update_marks()
        self._update_finish_button()

    def _update_marks(self) -> None:
        c = self.controller
        m, me = c.match, c.human_seat
        dimmed: set[Card] = set()
        if self.settings.dim_unplayable and m is not None and me is not None and c.is_awaiting_human \
                and m.hand.phase == PHASE_PLAY:
            dimmed = set(m.hand.hand_of(me)) - playable_cards(m, me)
        got = received_card(m, me)
        self.scene.dimmed_cards = dimmed
        self.scene.marked_cards = {got} if got is not None else set()
        self.scene.apply_marks()

    def _is_human_out(self) -> bool:
        m, me = self.controller.match, self.controller.human_seat
        return m is not None and me is not None and me in m.hand.finish and not m.hand.is_over

    def _update_finish_button(self) -> None:
        self.finish_button.setVisible(self._is_human_out() and self._restore_speed is None)

    # ------------------------------------------------------------ the selection

    def preview(self) -> Preview:
        """What the selected cards are, and whether Play would take them now."""
        return selection_preview(self.controller.match, self.controller.human_seat, self.scene.selected_cards())

    def _on_selection_changed(self) -> None:
        preview = self.preview()
        # the selection's preview, or back to what the turn asks of the player (a stale refusal goes)
        self.message.follow_selection(preview.text if self.scene.selected else "", self._standing_text())
        self._clear_hand_note()  # the window's buttons follow the selection on their own

    def say_turn(self) -> None:
        """Say again what the turn asks of the player (the language changed)."""
        self.message.say_turn(self._standing_text())

    def _standing_text(self) -> str:
        c = self.controller
        m = c.match
        if not c.is_awaiting_human or m is None or m.hand.phase != PHASE_PLAY:
            return ""
        beaten = nothing_beats(m, c.human_seat)
        return beaten or turn_sentence(m)

    # ------------------------------------------------------------ the turn

    def _on_human_turn(self) -> None:
        c = self.controller
        m = c.match
        self._update_marks()
        if m is None:
            return
        beaten = nothing_beats(m, c.human_seat)
        if not beaten:
            self.message.say_turn(turn_sentence(m))
        elif self.settings.auto_pass:
            self.message.say_turn(translate("Aids", "{text} Passing for you...").format(text=beaten))
            self._auto_pass_tag = (id(m), len(m.hands), len(m.hand.actions))
            self._auto_pass_timer.start(AUTO_PASS_MS)
        else:
            self.message.say_turn(beaten)

    def _auto_pass_now(self) -> None:
        c = self.controller
        m = c.match
        if m is None or self._auto_pass_tag != (id(m), len(m.hands), len(m.hand.actions)):
            return  # the position changed (a new match, an undo): nothing to pass
        if c.can_human_pass() and self.settings.auto_pass and not m.hand.legal_plays():
            self._pass_turn()

    # ------------------------------------------------------------ finishing the hand

    def _on_went_out(self, seat: int, _place: int) -> None:
        if seat == self.controller.human_seat and self.settings.speed_up_when_out and self._is_human_out():
            self.finish_hand()
        self._update_finish_button()

    def finish_hand(self) -> None:
        """The computer players finish this hand at instant speed (the chosen speed comes back after)."""
        if not self._is_human_out() or self._restore_speed is not None:
            return
        self._restore_speed = self.controller.speed
        self.controller.set_speed("instant")
        self.context.animator.speed_changed()
        self._update_finish_button()

    def _end_fast_forward(self, *_args: object) -> None:
        if self._restore_speed is not None:
            speed, self._restore_speed = self._restore_speed, None
            self.controller.set_speed(speed)
            self.context.animator.speed_changed()
        self._update_finish_button()
