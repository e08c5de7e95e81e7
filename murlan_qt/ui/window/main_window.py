"""The main window: composes the table, the bottom bar (:mod:`.bottom_bar`) and the menus (:mod:`.menus`).

The player's data (autosave, statistics, recent files) is kept by
:class:`~murlan_qt.ui.game.player_data.PlayerData`; the window shows what it reports.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent, QWindowStateChangeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from ...ai import available_levels, default_level
from ...engine import PHASE_SWAP_FIRST, HandResult, MatchResult, MatchState
from ...persistence import DataPaths, SaveError, save_match
from ..access.feature import TableAccess
from ..aids.hint import HintAid
from ..aids.table_aids import TableAids
from ..art.icon_art import app_icon
from ..art.looks import felt_of, theme_of
from ..desktop.documents import MatchFileDrops
from ..desktop.i18n import follow_language
from ..desktop.window_memory import remember_window
from ..dialogs.abandon import abandon_match
from ..dialogs.about import AboutDialog
from ..dialogs.end_panels import EndPanel
from ..dialogs.new_match_dialog import NewMatchDialog
from ..dialogs.persistence_ui import (
    ask_resume,
    choose_match_start,
    load_saved_match,
    open_match_dialog,
    open_saved_match,
    plain_tooltip,
    save_as_dialog,
    show_load_problem,
    show_save_problem,
    show_warning,
    warning_box,
)
from ..dialogs.settings_dialog import SettingsDialog
from ..dialogs.stats_window import StatisticsDialog
from ..dialogs.swap_dialog import SwapDialog
from ..game.ai_process import start_after_first_paint
from ..game.context import TableContext, TableMode
from ..game.controller import GameController, MatchConfig
from ..game.message_line import MessageLine, hand_start_sentence
from ..game.player_data import PlayerData
from ..game.saved_matches import SavedMatchTexts
from ..learn.learning import LearningPages
from ..net.feature import NetworkPlay
from ..net.table_window import NetTable
from ..review.window import ReviewLauncher
from ..settings import Settings
from ..sound.board import SOUND_START_AFTER_PAINT_MS, SoundBoard
from ..table.animation import Animator
from ..table.narration import TableNarrator
from ..table.scene import TableScene
from ..table.view import TableView
from ..texts import shown_name, subject_sentence, team_won_sentence
from .bottom_bar import BottomBar
from .menus import WindowMenus

if TYPE_CHECKING:
    from ..learn.rules_window import RulesWindow
    from ..learn.tutorial import Tutorial
    from ..learn.welcome import WelcomePage


class MainWindow(QMainWindow):
    """The game window."""

    def __init__(self, settings: Settings | None = None, data_dir: Path | None = None, *,
                 controller: GameController | None = None, show_dialogs: bool = True,
                 keep_data: bool = True) -> None:
        """``data_dir``: where saves and statistics live (None: ``$MURLAN_DATA_DIR`` or the user's);
        ``keep_data=False`` writes nothing there (checks and screenshots)."""
        super().__init__()
        self.settings = settings if settings is not None else Settings()
        #: the data folder's files; None when nothing is kept
        self.paths: DataPaths | None = DataPaths.resolve(data_dir) if keep_data else None
        self.data_dir = self.paths.root if self.paths is not None else data_dir
        self.show_dialogs = show_dialogs
        #: the window was maximised when it went full screen: leaving full screen maximises it again
        self.maximised_under_full_screen = False
        speed = self.settings.animation_speed
        self.controller = controller if controller is not None else GameController(speed=speed)
        self.controller.setParent(self)
        self.animator = Animator(lambda: self.controller.speed, self)  # one speed: the controller's
        #: a network table is shown in the table area (the local match waits: see show_network_table)
        self.is_away = False
        #: the network table shown in the table area (None at the local table)
        self.network_table: NetTable | None = None
        self._hidden_docks: list[QDockWidget] = []
        self._held_actions: list[QAction] = []
        # the next step waits for flying cards, and while the player is at a network table
        self.controller.set_animation_check(lambda: self.animator.is_running or self.is_away)
        self.controller.follow_settings(self.settings)
        # after the controller's: the animator's speed is the controller's
        self.settings.subscribe(("animation_speed",), self.animator.speed_changed, self.animator)
        self.animator.animations_finished.connect(self.controller.notify_animations_finished)
        self.scene = TableScene(self.controller, self.animator, theme_of(self.settings), self.settings.sort_by_rank)
        self.scene.set_felt(felt_of(self.settings))
        self.scene.follow_looks(self.settings)
        self.view = TableView(self.scene)
        self.controller.pace = self.settings.computer_pace
        self.sound = SoundBoard(self.settings.sound_volume, not self.settings.sound_enabled, self)
        self.sound.follow(self.controller)
        self.sound.follow_settings(self.settings)
        self.sound.readiness_changed.connect(self._on_sound_readiness)
        # the computer players' process starts once the first table is on screen (start-up stays short)
        start_after_first_paint(self.view.viewport(), self.controller.start_ai_process)
        if not self.sound.muted:  # the sound process too, a little later: the first deal's sounds are then ready
            start_after_first_paint(self.view.viewport(), self.sound.prepare, SOUND_START_AFTER_PAINT_MS)
        self.settings_dialog: SettingsDialog | None = None
        self._buttons_held = False  # see _buttons_once
        self.setWindowTitle(self.tr("Murlan"))
        self.setWindowIcon(app_icon())
        self.summary: EndPanel | None = None
        self.swap_dialog: SwapDialog | None = None
        self.stats_dialog: StatisticsDialog | None = None
        follow_language(self.settings, self)
        self._open_data()
        self._build_bottom_bar()
        # the parts, each built once what it is handed exists; the window's own slots are connected before
        # the features' (they run first: the hand's summary is timed before the aids restore the speed)
        self.message_line = MessageLine(self.message, self)  # the one writer of the message line
        self.context = TableContext(self, self.controller, self.scene, self.animator, self.settings,
                                    self.message_line, self.bottom_bar, self.data, self._mode)
        self._connect()
        self.narrator = TableNarrator(self.controller, self.scene, self.message_line.say, self)
        self.aids = TableAids(self.context, pass_turn=self._pass_local,
                              clear_hand_note=self.narrator.clear_hand_note)
        self.hint = HintAid(self.context)  # H and the Hint button (ui/aids/hint.py)
        self.learning = LearningPages(self.context, self.view, play_match=self._play_match,
                                      new_match=lambda: self.ask_new_match(), resume_or_start=self.resume_or_start,
                                      set_language=self.set_language, close_dialogs=self._close_dialogs,
                                      close_swap=self._close_swap, update_buttons=self.update_buttons,
                                      waiting_table=self._waiting_table_name,
                                      return_to_table=self._return_to_waiting_table)
        self.review = ReviewLauncher(self.context, self.paths, continue_match=self.continue_match,
                                     may_replace_match=self.may_replace_match)  # the hand review (ui/review/)
        self.saved_texts = SavedMatchTexts(self)  # Open Recent lists matches by what they are
        self.saved_texts.described.connect(self._on_described)
        self._recent_actions: dict[Path, QAction] = {}
        self.access = TableAccess(self.context)  # the table for screen readers (ui/access/)
        # play with friends (ui/net/): a network table is shown in this window's table area (the window is
        # its TableStage: show_network_table, set_network_title, restore_local)
        self.network = NetworkPlay(self, self, self.settings, self.paths.root if self.paths is not None else None,
                                   self.data, show_dialogs=self.show_dialogs)
        self.access.order_tab()  # after the features' buttons: hand, Play, Pass, Hint, the others
        self._build_menus()  # last: the menus hold the features' actions
        self.drops = MatchFileDrops(self)  # a saved match dropped on the window opens
        self.drops.dropped.connect(self.open_document)
        for widget in (self, self.view, self.view.viewport()):
            self.drops.watch(widget)
        self.resize(1280, 800)
        self.apply_aid_settings()
        self.update_buttons()

    # ------------------------------------------------------------ building

    def _build_bottom_bar(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        self.bottom_bar = BottomBar()
        layout.addWidget(self.bottom_bar)
        # the table area: the local table, or a network table in its place (show_network_table)
        self.table_area = QStackedWidget()
        self.table_area.addWidget(central)
        self.local_page = central
        self.setCentralWidget(self.table_area)
        self.message = self.bottom_bar.message_label
        self.play_button = self.bottom_bar.play_button
        self.pass_button = self.bottom_bar.pass_button
        self.next_button = self.bottom_bar.next_button
        self.pass_button.clicked.connect(self.pass_turn)
        self.play_button.clicked.connect(self.play_selected)
        self.next_button.clicked.connect(self.continue_after_hand)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.bottom_bar.fit_to_height(self.height())
        if self.tutorial is not None:
            self.tutorial.resize_text()

    def _build_menus(self) -> None:
        menus = self.menus = WindowMenus(self, self.settings, self.review.action)
        # the menus' actions under their old names (the window's own code and the tests use them)
        self.recent_menu = menus.recent_menu
        self.view_menu = menus.view_menu
        self.open_action = menus.open_action
        self.save_as_action = menus.save_as_action
        self.quit_action = menus.quit_action
        self.new_action = menus.new_action
        self.play_action = menus.play_action
        self.pass_action = menus.pass_action
        self.next_action = menus.next_action
        self.details_action = menus.details_action
        self.stats_action = menus.stats_action
        self.settings_action = menus.settings_action
        self.four_colour_action = menus.four_colour_action
        self.sort_action = menus.sort_action
        self.own_order_action = menus.own_order_action
        self.speed_actions = menus.speed_actions
        menus.set_keeps_data(self.paths is not None)
        menus.stats_action.setEnabled(self.data is not None)
        menus.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        for action, slot in (
            (menus.open_action, self.open_match), (menus.save_as_action, self.save_match_as),
            (menus.quit_action, self.close), (menus.new_action, lambda: self.ask_new_match()),  # not with `checked`
            (menus.play_action, self.play_selected), (menus.pass_action, self.pass_turn),
            (menus.next_action, self.continue_after_hand), (menus.details_action, self.learning.show_match_details),
            (menus.stats_action, self.show_statistics), (menus.settings_action, self.show_settings),
            (menus.rules_action, self.show_rules), (menus.learn_action, self.start_tutorial),
            (menus.welcome_action, self.show_welcome), (menus.about_action, self.show_about),
            (menus.host_action, lambda: self.network.ask_host()), (menus.join_action, lambda: self.network.ask_join()),
            (menus.leave_action, lambda: self.network.leave()),
        ):
            action.triggered.connect(slot)
        self.aids.add_menu_actions(menus.view_menu)
        self.access.add_menu_actions(menus.view_menu)
        menus.full_screen_action.toggled.connect(self.set_full_screen)
        menus.game_menu.aboutToShow.connect(self._fill_return_actions)
        self._fill_return_actions()

    # ------------------------------------------------------------ the network table (ui/net/feature.TableStage)

    def _fill_return_actions(self) -> None:
        """Game > Return to table <name>: the tables whose seat is kept (the newest three), at the local table."""
        kept = self.network.kept_tables()[:3] if not self.network.is_busy else []
        self.menus.set_return_tables([k.name or k.code for k in kept],
                                     lambda i, k=kept: self.network.return_to(k[i]))  # type: ignore[misc]

    def _waiting_table_name(self) -> str:
        """The network table whose seat is kept (the newest), for the welcome page; "" when none (or at one)."""
        kept = self.network.kept_tables() if not self.network.is_busy else []
        return (kept[0].name or kept[0].code) if kept else ""

    def _return_to_waiting_table(self) -> None:
        """The welcome page's Return to table: as Game > Return to table <name> for the newest kept seat."""
        kept = self.network.kept_tables() if not self.network.is_busy else []
        if kept:
            self.network.return_to(kept[0])

    def show_network_table(self, table: NetTable, is_host: bool) -> None:
        """A network table in the table area; the local match waits (saved, its computer players paused, its
        docks and dialogs put away) until :meth:`restore_local`. Game > Play and Pass act at the table shown."""
        self._close_dialogs()
        if self.is_in_tutorial:
            assert self.tutorial is not None
            self.tutorial.leave(restore=True, quiet=True)
        self.hide_welcome()
        self.autosave_now()
        self.is_away = True
        self.aids.set_table_shown(False)  # the play log's and the tracker's switches act at the table shown
        self._hidden_docks = [d for d in self.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                              if d.isVisible()]
        for dock in self._hidden_docks:
            dock.hide()
        # the local match's actions wait too (its keys: H, the aids'...; New match and Open: leave first)
        self._held_actions = [a for a in (*self.actions(), self.new_action, self.open_action, self.details_action,
                                          self.review.action, self.recent_menu.menuAction()) if a.isEnabled()]
        for a in self._held_actions:
            a.setEnabled(False)
        self.table_area.addWidget(table)
        self.table_area.setCurrentWidget(table)
        self.network_table = table
        table.buttons_changed.connect(self.update_buttons)
        self.menus.set_at_network_table(True, is_host)
        self.update_buttons()

    def set_network_title(self, title: str) -> None:
        """The table's name as the window's title (the desktop adds " — Murlan" after it)."""
        if self.is_away:
            self.setWindowTitle(title)

    def restore_local(self) -> None:
        """Back at the local table: its match goes on where it was left."""
        page = self.table_area.currentWidget()
        if page is not self.local_page:
            self.table_area.removeWidget(page)
        if self.network_table is not None:
            self.network_table.buttons_changed.disconnect(self.update_buttons)
            self.network_table = None
        self.table_area.setCurrentWidget(self.local_page)
        self.is_away = False
        for dock in self._hidden_docks:
            dock.show()
        self._hidden_docks = []
        self.aids.set_table_shown(True)  # (the log and the tracker as they were switched meanwhile)
        for a in self._held_actions:
            a.setEnabled(True)
        self._held_actions = []
        self.menus.set_at_network_table(False, False)
        self.setWindowTitle(self.tr("Murlan"))
        self.update_buttons()
        self.controller.notify_animations_finished()  # the computer players go on
        if self.controller.match is None and not self.is_in_tutorial:
            self.show_welcome()  # no local match waited: the welcome page, not a bare felt
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_full_screen(self, on: bool) -> None:
        """View > Full screen: the window fills the screen, or goes back to how it was (maximised or not)."""
        state = self.windowState()
        if on != bool(state & Qt.WindowState.WindowFullScreen):
            state ^= Qt.WindowState.WindowFullScreen
            if not on and self.maximised_under_full_screen:
                state |= Qt.WindowState.WindowMaximized  # X11 reports a full-screen window as full screen only
            self.setWindowState(state)

    def _note_full_screen(self, old: Qt.WindowState) -> None:
        """Keep whether the window was maximised when it went full screen (to go back to it, also after a
        restart: see :func:`restore_window`)."""
        new = self.windowState()
        if new & Qt.WindowState.WindowFullScreen:
            if not old & Qt.WindowState.WindowFullScreen:
                self.maximised_under_full_screen = bool((old | new) & Qt.WindowState.WindowMaximized)
            elif new & Qt.WindowState.WindowMaximized:
                self.maximised_under_full_screen = True

    def _connect(self) -> None:
        c = self.controller
        c.play_refused.connect(self.message_line.refuse)
        c.turn_changed.connect(lambda _s: self.update_buttons())
        c.human_turn_started.connect(self._on_human_turn)
        c.action_applied.connect(self._on_action)
        c.hand_started.connect(self._on_hand_started)
        c.hand_finished.connect(self._on_hand_finished)
        c.match_finished.connect(self._on_match_finished)
        c.match_changed.connect(self.autosave_now)
        c.hand_finished.connect(lambda _r: self.record_statistics())
        c.match_finished.connect(lambda _r: self.record_statistics())
        c.human_swap_requested.connect(self._on_swap_requested)
        c.ai_failed.connect(lambda seat, why: self.message_line.say(
            self.tr("{name} made a mistake and played safe ({why}).").format(name=c.player_name(seat), why=why)))
        self.scene.selection_changed.connect(self.update_buttons)

    # ------------------------------------------------------------ actions

    def play_selected(self) -> None:
        """Game > Play selected cards (Enter), at the table shown."""
        if self.network_table is not None:
            self.network_table.play_selected()
            return
        with self._buttons_once():
            self.scene.play_selected()

    def pass_turn(self) -> None:
        """Game > Pass (P), at the table shown."""
        if self.network_table is not None:
            self.network_table.pass_turn()
            return
        self._pass_local()

    def _pass_local(self) -> None:
        """A pass at the local table (also the aids' automatic pass: never at a network table)."""
        with self._buttons_once():
            self.scene.pass_turn()

    @contextmanager
    def _buttons_once(self) -> Iterator[None]:
        """The buttons worked out once, at the end: a play changes the turn, the selection and the hand,
        and each would otherwise ask again."""
        if self._buttons_held:
            yield
            return
        self._buttons_held = True
        try:
            yield
        finally:
            self._buttons_held = False
            self.update_buttons()

    def _mode(self) -> TableMode:
        return TableMode.TUTORIAL if self.is_in_tutorial else TableMode.PLAY

    # the learning pages (ui/learn/learning.py), as the menus and the start-up reach them
    @property
    def tutorial(self) -> Tutorial | None:
        return self.learning.tutorial

    @property
    def welcome(self) -> WelcomePage | None:
        return self.learning.welcome

    @property
    def rules_window(self) -> RulesWindow | None:
        return self.learning.rules_window

    @property
    def is_in_tutorial(self) -> bool:
        return self.learning.is_in_tutorial

    def start_up(self, config: MatchConfig) -> None:
        self.learning.start_up(config)

    def start_tutorial(self) -> None:
        if not self.is_away or self.network.leave():  # the lesson is played at the local table
            self.learning.start_tutorial()

    def show_welcome(self) -> None:
        self.learning.show_welcome()

    def hide_welcome(self) -> None:
        self.learning.hide_welcome()

    def show_rules(self) -> None:
        self.learning.show_rules()

    def apply_aid_settings(self) -> None:
        """Re-read the table aids' settings (play log, tracker, dimming, auto-pass, speed-up) and apply them."""
        self.aids.apply_settings()

    def update_buttons(self) -> None:
        if self._buttons_held:
            return  # inside _buttons_once: done once when it ends
        c = self.controller
        can_play = c.can_human_play()
        # Play only for a play the engine would take
        self.play_button.setEnabled(can_play and self.aids.preview().can_play)
        self.pass_button.setEnabled(c.can_human_pass())
        self.play_action.setEnabled(can_play)
        self.pass_action.setEnabled(c.can_human_pass())
        m = c.match
        between = m is not None and (m.is_over or m.needs_new_hand) and not self.is_in_tutorial
        self.next_button.setVisible(between)
        self.bottom_bar.set_next_starts_match(m is not None and m.is_over)
        self.next_action.setEnabled(m is not None and m.needs_new_hand)
        self.save_as_action.setEnabled(m is not None and self.paths is not None)
        self.play_button.setVisible(not between)
        self.pass_button.setVisible(not between)
        if self.is_away:  # the local match waits: Play and Pass act at the network table shown
            for action in (self.next_action, self.save_as_action):
                action.setEnabled(False)
            table = self.network_table
            self.play_action.setEnabled(table is not None and table.can_play_now())
            self.pass_action.setEnabled(table is not None and table.can_pass_now())

    def continue_after_hand(self) -> None:
        """Deal the next hand, or offer a new match when this one is over."""
        m = self.controller.match
        if m is None or self.is_in_tutorial:
            return
        if self.summary is not None:
            self.summary.dismiss()
            self.summary = None
        if m.is_over:
            self.ask_new_match()
        elif m.needs_new_hand:
            self.controller.start_next_hand()

    def set_speed(self, speed: str) -> None:
        """The animation speed (as View > Animation speed): stored, and followed by whoever shows it."""
        self.settings.animation_speed = speed
        self.settings.notify("animation_speed")

    def show_about(self) -> None:
        AboutDialog(self).open()

    # ------------------------------------------------------------ language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """A new language (Settings > Language): the window's own texts; its parts retranslate themselves."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.WindowStateChange and hasattr(self, "menus"):
            if isinstance(event, QWindowStateChangeEvent):
                self._note_full_screen(event.oldState())
            action = self.menus.full_screen_action  # left full screen another way (the window manager's key)
            action.blockSignals(True)
            action.setChecked(bool(self.windowState() & Qt.WindowState.WindowFullScreen))
            action.blockSignals(False)
        super().changeEvent(event)  # then Qt passes the event on to the parts (bar, menus, aids, pages...)

    def _retranslate(self) -> None:
        if not self.is_away:
            self.setWindowTitle(self.tr("Murlan"))
        self.update_buttons()
        self._fill_recent_menu()
        self.message_line.clear()
        controller = self.controller
        if controller.is_awaiting_human and controller.can_human_play():
            self.aids.say_turn()  # what the turn asks, in the new language
        stats = self.stats_dialog
        if stats is not None:  # its texts are written as it is built: it is built again
            visible = stats.isVisible()
            stats.close()
            stats.deleteLater()
            self.stats_dialog = None
            if visible:
                self.show_statistics()

    # ------------------------------------------------------------ settings and language

    def _on_sound_readiness(self, _available: bool) -> None:
        """The sound process answered (it plays, or why not): an open Settings dialog says so."""
        if self.settings_dialog is not None:
            self.settings_dialog.show_sound_problem()

    def show_settings(self) -> None:
        """Game > Settings: every change applies at once (the parts that show it subscribed to it)."""
        if self.settings_dialog is None:
            self.sound.prepare()  # to tell the player when no sound can be played here (when it answers)
            self.settings_dialog = SettingsDialog(self.settings, self, lambda: self.sound.problem)
        else:
            self.settings_dialog.load_values()
        self.settings_dialog.open()

    def set_language(self, code: str) -> None:
        """Show the game in language ``code`` ("en", "sq"; "" follows the system) at once, and remember it."""
        self.settings.language = code
        self.settings.notify("language")

    def last_config(self) -> MatchConfig:
        """The setup the player chose last time (from the settings)."""
        s = self.settings
        levels = list(s.opponent_levels)
        known = available_levels()
        levels = [lv if lv in known else default_level() for lv in levels[:3]]
        levels += [default_level()] * (3 - len(levels))
        # the seed is never carried over: a seed typed once must not deal the same cards again by surprise
        return MatchConfig(s.player_name, tuple(levels), None, rules=s.rules)  # type: ignore[arg-type]

    def ask_new_match(self, unfinished: MatchState | None = None) -> None:
        """The New match dialog; Deal asks before abandoning the match in progress (or ``unfinished``)."""
        dialog = NewMatchDialog(self.last_config(), self)
        dialog.setObjectName("newMatchDialog")
        abandoned = unfinished if unfinished is not None else self.controller.match

        def accepted() -> None:
            config = dialog.config()
            self.remember(config)
            if abandon_match(self, abandoned, self.data.record_abandoned if self.data is not None else None):
                if unfinished is not None and self.data is not None:
                    self.data.put_aside(unfinished)  # kept as saves/unfinished-<UTC>.murlan: File > Open continues it
                self.start_match(config)
            elif unfinished is not None:
                self.continue_match(unfinished)

        dialog.accepted.connect(accepted)
        if unfinished is not None:  # the resume prompt's New match, then Cancel: the match goes on
            dialog.rejected.connect(lambda: self.continue_match(unfinished))
        dialog.open()

    def remember(self, config: MatchConfig) -> None:
        s = self.settings
        s.player_name = config.player_name
        s.opponent_levels = list(config.levels)
        s.rules = config.rules

    def start_match(self, config: MatchConfig) -> None:
        self._end_tutorial_and_welcome()
        self._close_dialogs()
        self.message_line.clear()
        self._put_unfinished_aside()
        self.controller.new_match(config, self.tr("You"))

    def _play_match(self, config: MatchConfig) -> None:
        """Remember ``config`` as the last setup and start a match with it."""
        self.remember(config)
        self.start_match(config)

    def _close_swap(self) -> None:
        if self.swap_dialog is not None:
            self.swap_dialog.done(0)

    def continue_match(self, match: MatchState) -> None:
        """Play on from ``match`` (resumed or opened); an unfinished match in play is kept in ``saves/``."""
        self._end_tutorial_and_welcome()
        self._close_dialogs()
        self.message_line.clear()
        if match is not self.controller.match:
            self._put_unfinished_aside()
        self.controller.continue_match(match)

    def may_replace_match(self, parent: QWidget) -> bool:
        """Ask before another match takes the table from an unfinished match of the player's (it is not
        lost: it is kept in the saves folder and listed in File > Open Recent)."""
        m = self.controller.match
        if m is None or m.is_over or self.is_in_tutorial or self.data is None:
            return True
        answer = QMessageBox.question(
            parent, self.tr("Start a new match?"),
            self.tr("Your match in progress will be kept: File > Open Recent continues it where you left "
                    "it.\n\nStart the new match from this point?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _end_tutorial_and_welcome(self) -> None:
        """A match takes the table: the tutorial ends (its lesson is dropped) and the welcome goes."""
        if self.is_in_tutorial:
            assert self.tutorial is not None
            self.tutorial.leave(restore=False, quiet=True)
        self.hide_welcome()

    def _close_dialogs(self) -> None:
        if self.summary is not None:
            self.summary.dismiss()
        if self.swap_dialog is not None:
            self.swap_dialog.close()
        self.summary = self.swap_dialog = None

    def _on_hand_started(self, index: int) -> None:
        self.update_buttons()
        m = self.controller.match
        if m is not None:
            self.message_line.say(hand_start_sentence(m, index, self.controller.human_seat))

    def _on_human_turn(self) -> None:
        self.update_buttons()  # the turn's sentence is the table aids' (what the turn asks, ui/aids/)

    def _on_action(self, action: object) -> None:
        self.update_buttons()
        m = self.controller.match
        first_play = m is not None and m.hand.is_first_hand and len(m.hand.actions) == 1
        if getattr(action, "seat", -1) == self.controller.human_seat or first_play:
            self.message_line.clear()

    def _on_swap_requested(self, phase: str, options: list) -> None:
        m = self.controller.match
        if m is None or m.hand.swap is None:
            return
        sw = m.hand.swap
        other = sw.last if phase == PHASE_SWAP_FIRST else sw.first
        hand = self.scene.human_hand_order()
        dialog = SwapDialog(phase, hand, options, shown_name(m.players[other]), sw.given_by_last
                            if phase == PHASE_SWAP_FIRST else None, self.scene.theme, self)
        self.swap_dialog = dialog

        def done() -> None:
            if dialog.chosen is not None:
                self.controller.human_give(dialog.chosen)
                self._keyboard_to_table()
            if self.swap_dialog is dialog:
                self.swap_dialog = None

        dialog.finished.connect(lambda _r: done())
        dialog.rejected.connect(lambda: QTimer.singleShot(0, lambda: self._reopen_swap(phase)))
        if self.show_dialogs:
            dialog.open()

    def _keyboard_to_table(self) -> None:
        """The keys back on the hand once a dialog of the table is done: the window active again (no
        window manager gives it back under Xvfb or a bare X session) and the table focused, where a
        keyboard or screen-reader player plays next."""
        if not self.isVisible():
            return
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _reopen_swap(self, phase: str) -> None:
        """The swap is compulsory: a closed dialog comes back."""
        m = self.controller.match
        if m is not None and m.hand.phase == phase and m.hand.turn == self.controller.human_seat:
            self._on_swap_requested(phase, m.hand.swap_last_options() or m.hand.swap_first_options())

    def _on_hand_finished(self, result: HandResult) -> None:
        self.update_buttons()
        m = self.controller.match
        if m is None or not self.show_dialogs or self.is_in_tutorial:
            return
        if self.summary is not None:
            self.summary.dismiss()
        panel = EndPanel(m, result, self.view)
        panel.next_hand_requested.connect(self.continue_after_hand)
        panel.new_match_requested.connect(lambda: self.ask_new_match())
        panel.review_requested.connect(self.review.review_current_hand)
        self.summary = panel
        # let the last cards land before the summary opens
        QTimer.singleShot(self.animator.flight_ms * 3, lambda: panel.open() if self.summary is panel else None)

    def _on_match_finished(self, result: MatchResult) -> None:
        m = self.controller.match
        if m is None:
            return
        if result.team is not None:
            self.message_line.say(team_won_sentence(m.players, result, "team_won_news"))
        elif result.winner is not None:
            self.message_line.say(subject_sentence("match_won_news", shown_name(m.players[result.winner])))
        else:
            self.message_line.say(self.tr("The match ends in a tie."))

    # ------------------------------------------------------------ saves and statistics

    def _open_data(self) -> None:
        """The player's files in the data folder (nothing when not kept)."""
        self.data: PlayerData | None = None
        if self.paths is None:
            return
        self.data = PlayerData(self.paths, self)
        self.data.save_problem.connect(lambda message: show_save_problem(self, message))
        self.data.statistics_problem.connect(lambda message: self.statusBar().showMessage(message, 15000))
        self.data.statistics_changed.connect(self._refresh_statistics)

    def resume_or_start(self, config: MatchConfig, *, offer_resume: bool = True) -> None:
        """On start: offer to continue an unfinished match (the default), else start a new one with ``config``.

        ``offer_resume=False`` (checks): an unfinished match is put aside in ``saves/``, never overwritten.
        """
        if self.data is None:
            self.start_match(config)
            return
        if self.data.stats.problem:
            self._show_data_problem(self.tr("Statistics"), self.data.stats.problem)
        found = self.data.load_autosave()
        if found.problem:
            show_load_problem(self, found.problem, found.moved_to)
        if found.match is not None:
            if not offer_resume:
                self.data.put_aside(None)  # kept as saves/unfinished-<UTC>.murlan: File > Open can continue it
            elif ask_resume(self, found.match):
                self.continue_match(found.match)
                return
            else:
                self.ask_new_match(found.match)  # the New match dialog (it asks before abandoning the match)
                return
        self.start_match(config)

    def _put_unfinished_aside(self) -> None:
        """A new match replaces an unfinished one: its autosave is kept in ``saves/``."""
        m = self.controller.match
        if self.data is not None and m is not None:
            self.data.put_aside(m)

    def autosave_now(self) -> None:
        """Save the match in progress (after every change); a failure is reported once, retried next time."""
        m = self.controller.match
        if self.data is not None and m is not None and not self.is_in_tutorial:
            self.data.keep(m)

    def record_statistics(self) -> None:
        """Record the finished hands (and the result) of the match, off the window's thread."""
        m = self.controller.match
        if self.data is not None and m is not None and not self.is_in_tutorial:
            self.data.record_statistics(m)

    def _refresh_statistics(self) -> None:
        if self.stats_dialog is not None and self.stats_dialog.isVisible():
            self.stats_dialog.refresh()

    def show_statistics(self) -> None:
        if self.data is None:
            return
        if self.stats_dialog is None:
            self.stats_dialog = StatisticsDialog(self.data.stats, self)
            self.stats_dialog.setObjectName("statisticsDialog")
            self.review.add_history(self.stats_dialog)
        else:
            self.stats_dialog.refresh()
        self.stats_dialog.open()

    def save_match_as(self) -> None:
        """File > Save As: the match as a ``.murlan`` file anywhere."""
        m = self.controller.match
        if self.paths is None or m is None:
            return
        path = save_as_dialog(self, self.paths.saves, f"match-{date.today().isoformat()}.murlan")
        if path is not None:
            self.save_match_to(path)

    def save_match_to(self, path: Path) -> bool:
        """Write the match to ``path`` (a failure is shown; the old file stays whole)."""
        m = self.controller.match
        if m is None:
            return False
        try:
            save_match(path, m)
        except SaveError as e:
            show_warning(self, self.tr("Match not saved"), str(e))
            return False
        self._remember_recent(path)
        self.message_line.say(self.tr("Saved as {path}.").format(path=str(path)))
        return True

    def open_match(self) -> None:
        """File > Open: a saved match, continued where it was saved or from the start of one of its hands."""
        if self.paths is None:
            return
        path = open_match_dialog(self, self.paths.saves)
        if path is not None:
            self.open_match_file(path)

    def open_match_file(self, path: Path) -> bool:
        """Open ``path`` (a bad file is reported and nothing changes); True if the match now plays."""
        match = open_saved_match(self, path)
        if match is None:
            if not path.exists() and self.data is not None:
                self.data.forget(path)
            return False
        self.continue_match(match)  # the match it replaces goes to the recent files first...
        self._remember_recent(path)  # ...and the one opened before it
        return True

    def open_document(self, path: object) -> bool:
        """A saved match handed over by the desktop (a double-click, a second start, a drop, macOS's
        file-open event): a finished one opens in the hand review, an unfinished one plays on as with
        File > Open. A file that cannot be used is reported and nothing changes; True if it opened. At a
        network table, the player is asked to leave it first."""
        if self.is_away and not self.network.leave():
            return False
        path = Path(str(path))
        match = load_saved_match(self, path)
        if match is None:
            return False
        if match.is_over:
            self.review.review(match, path.name)
        else:
            chosen = choose_match_start(self, match)
            if chosen is None:
                return False
            self.continue_match(chosen)  # the match it replaces is kept in saves/ first
        self._remember_recent(path)
        return True

    def start_up_with_file(self, path: Path, config: MatchConfig) -> None:
        """On start with a file named (``murlan FILE``): open it. An unfinished match left in the autosave
        is kept in ``saves/`` first (File > Open Recent lists it); a finished match opens in the review
        over the usual start; a file that cannot be used is reported, then the usual start."""
        match = load_saved_match(self, path)
        chosen = None if match is None or match.is_over else choose_match_start(self, match)
        if chosen is None:
            self.start_up(config)
            if match is not None and match.is_over:
                self.review.review(match, path.name)
                self._remember_recent(path)
            return
        if self.data is not None:
            found = self.data.load_autosave()
            if found.problem:
                show_load_problem(self, found.problem, found.moved_to)
            if found.match is not None:
                self.data.put_aside(None)
        self.continue_match(chosen)
        self._remember_recent(path)

    def _remember_recent(self, path: Path) -> None:
        if self.data is not None and (problem := self.data.remember(path)):
            self.statusBar().showMessage(problem, 8000)

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        paths = self.data.recent_paths() if self.data is not None else []
        self._recent_actions = {}
        for i, path in enumerate(paths, start=1):
            action = menu.addAction("")
            self._recent_actions[path] = action
            self._name_recent(action, i, path)
            action.setToolTip(plain_tooltip(str(path)))  # a file may be named like markup
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_match_file(p))
        if not paths:
            empty = menu.addAction(self.tr("No recent matches"))
            empty.setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(self.tr("&Clear Menu"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self.clear_recent)

    def _name_recent(self, action: QAction, i: int, path: Path) -> None:
        """What the match is (players, scores, date, in progress), once read; until then the file's name."""
        text = (self.saved_texts.text_for(path) or path.name).replace("&", "&&")
        action.setText(f"&{i} {text}" if i < 10 else text)

    def _on_described(self, path: object) -> None:
        action = self._recent_actions.get(path)  # type: ignore[call-overload]
        if action is not None:
            i = list(self._recent_actions).index(path) + 1  # type: ignore[arg-type]
            self._name_recent(action, i, path)  # type: ignore[arg-type]

    def clear_recent(self) -> None:
        if self.data is not None:
            self.data.clear_recent()
        self._fill_recent_menu()

    def _show_data_problem(self, title: str, text: str) -> None:
        """A problem with the data folder: non-modal, the game goes on."""
        self.statusBar().showMessage(text, 15000)
        box = warning_box(self, title, text)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        # the host's table ends with the game: asked first, as Game > End the table asks (a joined player's
        # seat stays kept for its return)
        if not self.network.leave(ask=True):
            event.ignore()
            return
        if self.paths is not None:  # the player's own window (checks and screenshots leave no trace)
            remember_window(self, self.settings, self.maximised_under_full_screen)
        self.network.close_all()
        self.controller.shutdown()
        self.sound.release()
        if self.data is not None:
            self.data.close()  # the match itself was saved after its last change
        super().closeEvent(event)

