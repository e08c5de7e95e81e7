"""A network table: the game's own table scene drawing a :class:`NetTableSource`, with the table's card
(address, code, seats, Start; one line once the match is on), the chat, and the play log and the card
tracker (shown as the game's settings say: View > Play log, View > Card tracker) in docks.

:class:`NetTable` is a widget (a QMainWindow only for its docks, with no menu bar): the game's window shows it
in its table area in place of the local table (see :class:`~.feature.TableStage`); alone it is a window of
its own (the tests).

The scene, the animations, the narration on the message line, the play log, the card tracker (what the seat
has not seen: its own hand and the public play) and the sounds are the offline table's, fed by the network
source; the hint is the game's (:mod:`.hint`: the same judge, from what the seat sees). The features that
need the local game's controller (the other table aids, the tutorial, the hand review during play, saving
and autosave) are not offered at a network table. A finished match is
kept in the player's history and statistics (its record comes from the server at the end).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import PHASE_SWAP_FIRST, HandResult, MatchResult
from ...persistence import SaveError
from ...persistence.saves import EXTENSION, save_new_match, utc_stamp
from ...persistence.stats import PEOPLE
from ..access.announcer import Announcer
from ..access.feature import SUMMARY_KEY, summary_of
from ..access.tree import install as install_access
from ..aids.play_log import PlayLogPanel
from ..aids.tracker import TrackerPanel
from ..art.looks import felt_of, theme_of
from ..dialogs.swap_dialog import SwapDialog
from ..game.message_line import MessageLine
from ..settings import Settings
from ..sound.board import SoundBoard
from ..table.animation import Animator
from ..table.narration import TableNarrator
from ..table.scene import TableScene
from ..table.view import TableView
from ..texts import seat_sentence, shown_name, team_won_sentence
from .chat import ChatPanel
from .connection import TableConnection
from .hint import NetHint
from .lobby import LobbyPanel
from .source import NetTableSource
from .tokens import SeatTokens

if TYPE_CHECKING:
    from ...net.process import ServerProcess
    from ..game.player_data import PlayerData


#: the docks' width at first, and the least (pixels): the table keeps the room of the offline window's
DOCK_WIDTH = 300
DOCK_MIN_WIDTH = 220
#: how long "Too many messages" stays on the message line (milliseconds), unless a line goes through first
RATE_NOTE_MS = 4000
#: Qt's QWIDGETSIZE_MAX (no limit on a widget's size), which PySide6 does not export
NO_LIMIT = (1 << 24) - 1


class NetTable(QMainWindow):
    """See the module docstring."""

    #: the table's name is known or changed (the window's title)
    title_changed = Signal(str)
    #: the table ended (the host ended it, its server stopped...): the player's words for why
    ended = Signal(str)
    #: whether the player may play or pass now may have changed (the game window's Play and Pass follow it)
    buttons_changed = Signal()

    def __init__(self, settings: Settings, tokens: SeatTokens, *, data: PlayerData | None = None,
                 server: ServerProcess | None = None, show_dialogs: bool = True, sound: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("netTable")
        self.settings = settings
        self.tokens = tokens
        self.data = data
        #: the table server this window hosts (stopped when the window closes)
        self.server = server
        self.show_dialogs = show_dialogs
        #: True until a joining player is seated (the feature shows the table then)
        self.joining = False
        self.connection = TableConnection(self)
        self.source = NetTableSource(self.connection, self)
        self.animator = Animator(lambda: settings.animation_speed, self)
        settings.subscribe(("animation_speed",), self.animator.speed_changed, self.animator)
        self.scene = TableScene(self.source, self.animator, theme_of(settings), settings.sort_by_rank)
        self.scene.set_felt(felt_of(settings))
        self.scene.follow_looks(settings)
        self.view = TableView(self.scene)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        bar = QWidget()
        bar.setObjectName("netBottomBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(12, 6, 12, 6)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        row.addWidget(self.message, 1)
        self.pass_button = QPushButton()
        self.play_button = QPushButton()
        for b in (self.pass_button, self.play_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them; a click leaves the focus on the table
            row.addWidget(b)
        column.addWidget(bar)
        # (once the bar is in the same widget as the view: Qt orders only widgets of one window)
        QWidget.setTabOrder(self.view, self.play_button)  # Tab from the hand: Play, then Pass
        QWidget.setTabOrder(self.play_button, self.pass_button)
        self.setCentralWidget(central)
        self.message_line = MessageLine(self.message, self)
        self.narrator = TableNarrator(self.source, self.scene, self.message_line.say, self)
        # the table's news for a screen reader, as at the game's own table (ui/access/)
        install_access()
        self.announcer = Announcer(self.source, self.view, self)
        self.announcer.enabled = settings.describe_table
        settings.subscribe(("describe_table",), self._follow_describe_table, self)
        # D: the table in a few sentences, as at the game's own table (its key waits while this table is shown)
        self.summary_action = QAction(self)
        self.summary_action.setShortcut(QKeySequence(SUMMARY_KEY))
        self.summary_action.triggered.connect(lambda: self.announcer.say(summary_of(self.source), assertive=True))
        self.addAction(self.summary_action)
        self.sound: SoundBoard | None = None
        if sound and settings.sound_enabled:
            self.sound = SoundBoard(settings.sound_volume, False, self)
            self.sound.follow(self.source)
            self.sound.follow_settings(settings)
            self.sound.prepare()
        self.hint = NetHint(self.source, self.scene, self.message_line, self)  # H and the Hint button
        row.insertWidget(row.indexOf(self.pass_button), self.hint.button)
        self.addAction(self.hint.action)
        self.lobby = LobbyPanel(self.source)
        # the table's card: whole before the match; one line once it is on (the invitation again on demand)
        invite = QWidget()
        invite.setObjectName("inviteBox")
        box = QVBoxLayout(invite)
        box.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        line.setContentsMargins(6, 4, 6, 0)
        # the table's name may be cut short by a narrow dock, never its code (a friend reads it out)
        self.invite_line = QLabel()
        self.invite_line.setTextFormat(Qt.TextFormat.PlainText)  # the table's name comes from the network
        self.invite_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        line.addWidget(self.invite_line, 1)
        self.invite_code = QLabel()
        self.invite_code.setTextFormat(Qt.TextFormat.PlainText)
        line.addWidget(self.invite_code)
        self.invite_toggle = QPushButton()
        self.invite_toggle.setCheckable(True)
        self.invite_toggle.toggled.connect(lambda _on: self._fit_invitation())
        line.addWidget(self.invite_toggle)
        box.addLayout(line)
        box.addWidget(self.lobby, 1)
        self.lobby_dock = QDockWidget(self)
        self.lobby_dock.setObjectName("lobbyDock")
        self.lobby_dock.setWidget(invite)
        self.play_log = PlayLogPanel()
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("netLogDock")
        self.log_dock.setWidget(self.play_log)
        # the card tracker: what the player's seat has not seen yet (its own hand and the public play only),
        # a tab beside the play log
        self.tracker = TrackerPanel()
        self.tracker_dock = QDockWidget(self)
        self.tracker_dock.setObjectName("netTrackerDock")
        self.tracker_dock.setWidget(self.tracker)
        self.chat = ChatPanel(self.source)
        # the chat's history is read, not typed in: the keys stay on the table; Tab reaches the chat line
        self.chat.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chat.back_to_table.connect(lambda: self.view.setFocus(Qt.FocusReason.ShortcutFocusReason))
        self.chat_dock = QDockWidget(self)
        self.chat_dock.setObjectName("chatDock")
        self.chat_dock.setWidget(self.chat)
        # one above the other (never tabs: a tab behind another had no height): the card, the log, the chat
        for dock in (self.lobby_dock, self.log_dock, self.chat_dock):
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
            dock.widget().setMinimumWidth(DOCK_MIN_WIDTH)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tracker_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.tracker_dock.widget().setMinimumWidth(DOCK_MIN_WIDTH)
        self.tabifyDockWidget(self.log_dock, self.tracker_dock)
        self.log_dock.raise_()
        docks = [self.lobby_dock, self.log_dock, self.chat_dock]
        self.resizeDocks(docks, [DOCK_WIDTH] * 3, Qt.Orientation.Horizontal)
        self.resizeDocks(docks, [300, 200, 300], Qt.Orientation.Vertical)
        # the play log and the tracker are shown as the player wants them at every table (View > Play log,
        # View > Card tracker, the Settings dialog)
        self._follow_panels()
        settings.subscribe(("show_play_log", "show_tracker"), self._follow_panels, self)
        self.swap_dialog: SwapDialog | None = None
        self._saved = False
        self._left = False
        self._clock_note = ""
        # "Too many messages" (the server dropped a request of a burst) goes by itself after a while, or as
        # soon as one of the player's lines goes through
        self._rate_note = ""
        self.rate_note_ms = RATE_NOTE_MS
        self._rate_timer = QTimer(self)
        self._rate_timer.setSingleShot(True)
        self._rate_timer.timeout.connect(self._clear_rate_note)
        self._connect()
        self.retranslate()
        self.resize(1280, 800)
        self.setWindowTitle(self.tr("Network table"))
        self.update_buttons()

    def retranslate(self) -> None:
        """The table's own words in the language shown (again when it changes; the lobby, the chat and the
        hint word their own)."""
        self.pass_button.setText(self.tr("&Pass"))
        self.play_button.setText(self.tr("P&lay"))
        self.lobby_dock.setWindowTitle(self.tr("Table"))
        self.log_dock.setWindowTitle(self.tr("Play log"))
        self.tracker_dock.setWindowTitle(self.tr("Card tracker"))
        self.chat_dock.setWindowTitle(self.tr("Chat"))
        self.play_log.retranslate()
        self.play_log.refresh(self.source.match, 0)
        self.tracker.refresh(self.source.match, 0)
        self._fit_invitation()

    def _follow_panels(self) -> None:
        self.log_dock.setVisible(self.settings.show_play_log)
        self.tracker_dock.setVisible(self.settings.show_tracker)
        if self.settings.show_play_log:
            self.log_dock.raise_()  # the log's tab in front when both are shown

    def _follow_describe_table(self) -> None:
        self.announcer.enabled = self.settings.describe_table

    # ------------------------------------------------------------ starting

    def host(self, name: str, table_name: str, rules: dict[str, bool], level: str, clock: int) -> None:
        """Make the table at this window's server and sit at it as the host."""
        assert self.server is not None
        self.lobby.set_where(self.server.addresses or ["127.0.0.1"], self.server.port)
        self.connection.host_table(self.server.url, name, table_name, rules, level, clock)

    def join(self, url: str, name: str, code: str, seat: int | None = None) -> None:
        """Sit at table ``code`` of ``url`` (back at the seat kept for this player, when there is one)."""
        token = self.tokens.token(url, code)
        self.connection.join_table(url, name, code, token, seat)

    # ------------------------------------------------------------ following the table

    def _connect(self) -> None:
        s, c = self.source, self.connection
        s.play_refused.connect(self.message_line.refuse)
        s.turn_changed.connect(lambda _s: self.update_buttons())
        s.human_turn_started.connect(self.update_buttons)
        s.action_applied.connect(lambda _a: self.update_buttons())
        s.hand_started.connect(lambda _i: self.update_buttons())
        s.hand_finished.connect(self._on_hand_finished)
        s.match_finished.connect(self._on_match_finished)
        s.human_swap_requested.connect(self._on_swap_requested)
        s.record_received.connect(self._keep_record)
        s.seats_changed.connect(self.scene.refresh_labels)
        s.table_changed.connect(self._title)
        s.seats_changed.connect(self._fit_invitation)
        s.match_started.connect(self._fit_invitation)
        s.clock_started.connect(self._on_clock)
        s.clock_ran_out.connect(self._on_clock_ran_out)
        s.clock_moved.connect(self._on_clock_moved)
        s.turn_changed.connect(self._clear_clock_note)
        for sig in (s.action_applied, s.hand_started, s.swap_applied, s.hand_finished, s.position_shown,
                    s.match_started, s.seats_changed):
            sig.connect(self._refresh_log)
        self.scene.selection_changed.connect(self.update_buttons)
        self.animator.animations_finished.connect(self.update_buttons)
        self.play_button.clicked.connect(self.play_selected)
        self.pass_button.clicked.connect(self.pass_turn)
        s.chat_received.connect(self._on_chat)
        c.joined.connect(self._on_joined)
        c.refused.connect(self._on_refused)
        c.reconnecting.connect(lambda n: self.message_line.note(
            self.tr("The connection was lost: trying again ({n})…").format(n=n)))
        c.reconnected.connect(lambda: self.chat.note(self.tr("The connection is back.")))
        c.closed.connect(self._on_closed)
        c.table_ended.connect(self._on_table_ended)

    def _refresh_log(self, *_args: object) -> None:
        self.play_log.delegate.theme = self.scene.theme
        self.play_log.refresh(self.source.match, 0)
        self.tracker.refresh(self.source.match, 0)

    def _on_clock(self, seat: int, left: float) -> None:
        if seat == 0:
            self._clock_note = self.tr("Your turn: you have {n} seconds, then a computer player moves for "
                                       "you.").format(n=round(left))
            self.message_line.note(self._clock_note)

    def _on_clock_ran_out(self, seat: int) -> None:
        if seat == 0:
            self._clock_note = self.tr("Your time ran out: a computer player moves for you.")
            self.message_line.note(self._clock_note)

    def _on_clock_moved(self, seat: int) -> None:
        """The computer player moved for a seat whose clock ran out: said on the message line and in the chat's
        history (the message line's next news replaces it)."""
        m = self.source.match
        if m is None:
            return
        if seat == 0:
            text = self.tr("Time ran out: the computer played for you.")
        else:
            text = self.tr("Time ran out: the computer played for {name}.").format(name=shown_name(m.players[seat]))
        self._clock_note = ""
        self.message_line.say(text)
        self.chat.note(text)

    def _clear_clock_note(self, seat: int) -> None:
        """The turn left the player: the clock's note goes (unless something else was said since)."""
        if seat != 0 and self._clock_note and self.message_line.text == self._clock_note:
            self.message_line.clear()
        if seat != 0:
            self._clock_note = ""

    @property
    def title(self) -> str:
        """The table's name (the desktop adds the game's: "Family table — Murlan"), until known "Network table"."""
        name = str(self.source.table.get("name", ""))
        return name or self.tr("Network table")

    def _title(self) -> None:
        self.setWindowTitle(self.title)
        self.title_changed.emit(self.title)
        self._fit_invitation()

    def _fit_invitation(self, *_args: object) -> None:
        """The table's card whole before the match, else one line (and whole again while the toggle is on)."""
        started = self.source.is_started
        table = self.source.table
        name = str(table.get("name", ""))
        self.invite_line.setText(name)
        self.invite_line.setAccessibleName(name)  # (no tooltip: Qt would read a name with tags as rich text)
        self.invite_code.setText(self.tr("code {code}").format(code=str(table.get("code", ""))))
        for w in (self.invite_line, self.invite_code, self.invite_toggle):
            w.setVisible(started)
        whole = not started or self.invite_toggle.isChecked()
        self.lobby.setVisible(whole)
        # folded, the card's dock is one line high and the log and the chat below it get the room
        box = self.lobby_dock.widget()
        box.setMaximumHeight(NO_LIMIT if whole else box.sizeHint().height())
        self.invite_toggle.setText(self.tr("Hide") if self.invite_toggle.isChecked() else self.tr("Invitation…"))
        self.invite_toggle.setAccessibleName(self.tr("Show the table's invitation and seats"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.hint.retranslate()
        super().changeEvent(event)

    def _on_joined(self, seat: int, token: str, table: dict[str, Any]) -> None:
        code = self.connection.code
        if code:
            self.tokens.keep(self.connection.url, code, token, seat, table_name=str(table.get("name", "")),
                             player=self.connection.name)

    def _on_refused(self, rid: int, code: str, text: str) -> None:
        if rid != self.source.last_move_request:  # (the source says why its moves were refused)
            self.message_line.refuse(text)
        if code == "rate_limited":
            self._rate_note = self.message_line.text
            self._rate_timer.start(self.rate_note_ms)

    def _on_chat(self, seat: int, *_args: object) -> None:
        if seat == 0:  # the player's own line came back: the server takes messages again
            self._clear_rate_note()

    def _clear_rate_note(self) -> None:
        """"Too many messages" goes (unless something else was said since)."""
        self._rate_timer.stop()
        if self._rate_note and self.message_line.text == self._rate_note:
            self.message_line.clear()
        self._rate_note = ""

    def _on_closed(self, why: str) -> None:
        if why:
            self.message_line.refuse(why)
            self.chat.note(why)
        self.update_buttons()

    def _on_table_ended(self, reason: str) -> None:
        texts = {
            "host_ended": self.tr("The host ended the table."),
            "server_stopping": self.tr("The table's server stopped."),
            "idle": self.tr("The table ended: nobody was playing."),
        }
        code = self.connection.code
        if code:
            self.tokens.forget(self.connection.url, code)
        text = texts.get(reason, self.tr("The table has ended."))
        self.message_line.say(text)
        self.ended.emit(text)

    def can_play_now(self) -> bool:
        """The player's turn to play, the cards at rest (Game > Play selected cards may be asked)."""
        return self.source.can_human_play() and not self.animator.is_running

    def can_pass_now(self) -> bool:
        """As :meth:`can_play_now`, and the player may pass (Game > Pass)."""
        return self.can_play_now() and self.source.can_human_pass()

    def update_buttons(self) -> None:
        can_play = self.can_play_now()
        self.play_button.setEnabled(can_play and bool(self.scene.selected))
        self.pass_button.setEnabled(self.can_pass_now())
        self.buttons_changed.emit()

    def play_selected(self) -> None:
        self.scene.play_selected()
        self.update_buttons()

    def pass_turn(self) -> None:
        self.scene.pass_turn()
        self.update_buttons()

    def _on_swap_requested(self, phase: str, options: list) -> None:
        m = self.source.match
        if m is None or m.hand.swap is None or self.swap_dialog is not None:
            return
        sw = m.hand.swap
        other = sw.last if phase == PHASE_SWAP_FIRST else sw.first
        dialog = SwapDialog(phase, self.scene.human_hand_order(), options, shown_name(m.players[other]),
                            sw.given_by_last if phase == PHASE_SWAP_FIRST else None, self.scene.theme, self)
        self.swap_dialog = dialog

        def done() -> None:
            self.swap_dialog = None
            if dialog.chosen is not None:
                self.source.human_give(dialog.chosen)
            else:  # the swap is compulsory: the dialog comes back
                QTimer.singleShot(0, lambda: self._again(phase))

        dialog.finished.connect(lambda _r: done())
        if self.show_dialogs:
            dialog.open()

    def _again(self, phase: str) -> None:
        m = self.source.match
        if m is not None and m.hand.phase == phase and m.hand.turn == 0:
            self._on_swap_requested(phase, self.source.swap_options())

    def _on_hand_finished(self, result: HandResult) -> None:
        m = self.source.match
        self.update_buttons()
        if m is None:
            return
        first = result.finish_order[0] if result.finish_order else None
        if first is not None and m.result is None:
            self.message_line.say(seat_sentence("net_hand_first", first == 0, shown_name(m.players[first]),
                                                totals=self._totals(result.totals)))

    def _totals(self, totals: tuple[int, ...]) -> str:
        m = self.source.match
        assert m is not None
        return ", ".join(f"{shown_name(m.players[s])} {totals[s]}" for s in range(4))

    def _on_match_finished(self, result: MatchResult) -> None:
        m = self.source.match
        if m is None:
            return
        if result.team is not None:  # the partners game: the winning team, the player's own form when in it
            text = team_won_sentence(m.players, result, "team_won_news")
        elif result.winner is not None:
            text = seat_sentence("net_match_won", result.winner == 0, shown_name(m.players[result.winner]))
        else:
            text = self.tr("The match ends in a tie.")
        self.message_line.say(text)

    def _keep_record(self, record: dict[str, Any]) -> None:
        """The finished match in the player's history and statistics (played with people)."""
        match = self.source.final_match
        if self._saved or match is None or self.data is None:
            return
        self._saved = True
        folder: Path = self.data.paths.saves
        try:
            kept = save_new_match(folder / f"finished-{utc_stamp()}-network{EXTENSION}", match, played_with="people")
        except SaveError as e:
            self.message_line.note(str(e))
            return
        self.data.writer.record(match, history_name=kept.name, played_with=PEOPLE)

    # ------------------------------------------------------------ closing

    def leave(self) -> None:
        """Leave the table (the seat stays kept for its token); the host ends it for everyone and stops its
        server. Once only."""
        if self._left:
            return
        self._left = True
        if self.swap_dialog is not None:
            self.swap_dialog.close()
        self.hint.cancel()
        if self.server is not None and self.source.is_host:
            # the table lives in the host's game: it ends for everyone, who are told so; nothing to return to
            self.connection.send({"type": "end_table"})
            self.connection.close()
            if self.connection.code:
                self.tokens.forget(self.connection.url, self.connection.code)
        else:
            self.connection.leave()
        if self.sound is not None:
            self.sound.release()
        if self.server is not None:
            server, self.server = self.server, None
            server.stop()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API (alone, as in the tests)
        self.leave()
        super().closeEvent(event)
