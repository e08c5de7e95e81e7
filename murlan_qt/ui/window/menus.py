"""The game window's menu bar: File, Game, View and Help, their actions, and their texts.

:class:`WindowMenus` builds the menus once and holds the actions; the window connects
what they do. Their texts are set again in place when the language changes (the actions
stay the same objects, with their shortcuts). View's quick toggles store their setting and
announce it (:meth:`~murlan_qt.ui.settings.Settings.notify`), and follow the settings
changed elsewhere (the Settings dialog). The texts are looked up in the "MainWindow"
context, where they were written when the window built its own menus.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ..settings import SPEEDS, Settings

translate = QCoreApplication.translate


class WindowMenus(QObject):
    """The menu bar of ``window``; ``review_action`` (File > Review) is its owner's, placed in File."""

    def __init__(self, window: QMainWindow, settings: Settings, review_action: QAction) -> None:
        super().__init__(window)
        self.settings = settings
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self.open_action = QAction(window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addAction(review_action)
        self.save_as_action = QAction(window)
        self.save_as_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_S))
        self.file_menu.addAction(self.save_as_action)
        self.file_menu.addSeparator()
        self.quit_action = QAction(window)
        # the platform's shortcut (Ctrl+Q; Windows has none of its own, so Ctrl+Q there too)
        self.quit_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
                                      or [QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Q)])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)  # macOS: in the application menu
        self.file_menu.addAction(self.quit_action)

        self.game_menu = bar.addMenu("")
        self.new_action = QAction(window)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.game_menu.addAction(self.new_action)
        self.host_action = QAction(window)  # Play with friends (ui/net/)
        self.game_menu.addAction(self.host_action)
        self.join_action = QAction(window)
        self.game_menu.addAction(self.join_action)
        # Game > Return to table <name>: the seats kept (set_return_tables), after Join
        self._return_anchor = self.game_menu.addSeparator()
        self.return_actions: list[QAction] = []
        self._return_names: list[str] = []
        self.leave_action = QAction(window)  # at a network table only: Leave the table (the host: End the table)
        self.leave_action.setVisible(False)
        self.game_menu.addAction(self.leave_action)
        self._is_host = False
        self.game_menu.addSeparator()
        self.play_action = QAction(window)
        self.play_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.game_menu.addAction(self.play_action)
        self.pass_action = QAction(window)
        self.pass_action.setShortcut(QKeySequence(Qt.Key.Key_P))
        self.game_menu.addAction(self.pass_action)
        self.next_action = QAction(window)
        self.next_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_D))
        self.game_menu.addAction(self.next_action)
        self.details_action = QAction(window)
        self.game_menu.addAction(self.details_action)
        self.game_menu.addSeparator()
        self.stats_action = QAction(window)
        self.game_menu.addAction(self.stats_action)
        self.settings_action = QAction(window)
        self.settings_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
                                          or [QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Comma)])
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS: Preferences...
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.four_colour_action = QAction(window, checkable=True)
        self.view_menu.addAction(self.four_colour_action)
        self.view_menu.addSeparator()
        order = QActionGroup(self)
        self.sort_action = QAction(window, checkable=True)
        self.own_order_action = QAction(window, checkable=True)
        for a in (self.sort_action, self.own_order_action):
            order.addAction(a)
            self.view_menu.addAction(a)
        self.view_menu.addSeparator()
        self.speed_menu = self.view_menu.addMenu("")
        speeds = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for s in SPEEDS:
            a = QAction(window, checkable=True)
            a.triggered.connect(lambda _c=False, sp=s: self._store("animation_speed", sp))
            speeds.addAction(a)
            self.speed_menu.addAction(a)
            self.speed_actions[s] = a
        self.view_menu.addSeparator()
        self.full_screen_action = QAction(window, checkable=True)
        # the platform's key (F11 on Linux and Windows, Ctrl+Cmd+F on macOS); F11 where it names none
        self.full_screen_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
                                             or [QKeySequence(Qt.Key.Key_F11)])
        self.view_menu.addAction(self.full_screen_action)
        self._show_settings()
        self.four_colour_action.toggled.connect(lambda on: self._store("four_colour", on))
        self.sort_action.toggled.connect(lambda on: self._store("sort_by_rank", on))
        settings.subscribe(("four_colour", "sort_by_rank", "animation_speed"), self._show_settings, self)

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(window)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.help_menu.addAction(self.rules_action)
        self.learn_action = QAction(window)
        self.help_menu.addAction(self.learn_action)
        self.welcome_action = QAction(window)
        self.help_menu.addAction(self.welcome_action)
        self.help_menu.addSeparator()
        self.about_action = QAction(window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.about_action)
        self.retranslate()

    def set_return_tables(self, names: list[str], chosen: Callable[[int], object]) -> None:
        """One "Return to table <name>" per kept seat (``chosen(i)`` when the i-th is picked)."""
        for a in self.return_actions:
            self.game_menu.removeAction(a)
            a.deleteLater()
        self.return_actions = []
        self._return_names = list(names)
        for i, _name in enumerate(names):
            a = QAction(self.game_menu)
            a.triggered.connect(lambda _c=False, i=i: chosen(i))
            self.game_menu.insertAction(self._return_anchor, a)
            self.return_actions.append(a)
        self._retranslate_returns()

    def set_at_network_table(self, at: bool, is_host: bool) -> None:
        """At a network table: Leave (End for the host) shown; New match, Host, Join and Return put away."""
        self._is_host = is_host
        self.leave_action.setVisible(at)
        for a in (self.host_action, self.join_action, *self.return_actions):
            a.setEnabled(not at)
        self.retranslate()

    def _retranslate_returns(self) -> None:
        for a, name in zip(self.return_actions, self._return_names, strict=True):
            # the name comes from the network: "&" shown as itself, not as a mnemonic
            a.setText(translate("MainWindow", "Return to table {name}").format(name=name.replace("&", "&&")))

    def set_keeps_data(self, keeps: bool) -> None:
        """File's entries work only with a data folder (checks and screenshots keep none)."""
        for a in (self.open_action, self.save_as_action):
            a.setEnabled(keeps)
        self.recent_menu.setEnabled(keeps)

    # ------------------------------------------------------------ View's quick toggles

    def _store(self, name: str, value: object) -> None:
        setattr(self.settings, name, value)
        self.settings.notify(name)

    def _show_settings(self) -> None:
        """The toggles as the settings are now (changed here, in the Settings dialog, or by the table)."""
        s = self.settings
        toggles = (self.four_colour_action, self.sort_action, self.own_order_action, *self.speed_actions.values())
        for a in toggles:
            a.blockSignals(True)
        try:
            self.four_colour_action.setChecked(s.four_colour)
            (self.sort_action if s.sort_by_rank else self.own_order_action).setChecked(True)
            if s.animation_speed in self.speed_actions:
                self.speed_actions[s.animation_speed].setChecked(True)
        finally:
            for a in toggles:
                a.blockSignals(False)

    # ------------------------------------------------------------ language

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:  # passed on by the window to its child objects
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        """Every menu and action text in the language installed now."""
        self.file_menu.setTitle(translate("MainWindow", "&File"))
        self.open_action.setText(translate("MainWindow", "&Open..."))
        self.recent_menu.setTitle(translate("MainWindow", "Open &Recent"))
        self.save_as_action.setText(translate("MainWindow", "Save &As..."))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New match..."))
        self.host_action.setText(translate("MainWindow", "&Host a table..."))
        self.join_action.setText(translate("MainWindow", "&Join a table..."))
        self.leave_action.setText(translate("MainWindow", "&End the table...") if self._is_host
                                  else translate("MainWindow", "&Leave the table"))
        self._retranslate_returns()
        self.play_action.setText(translate("MainWindow", "&Play selected cards"))
        self.pass_action.setText(translate("MainWindow", "P&ass"))
        self.next_action.setText(translate("MainWindow", "&Deal the next hand"))
        self.details_action.setText(translate("MainWindow", "Match &details..."))
        self.stats_action.setText(translate("MainWindow", "&Statistics..."))
        self.settings_action.setText(translate("MainWindow", "S&ettings..."))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.four_colour_action.setText(translate("MainWindow", "&Four-colour deck"))
        self.sort_action.setText(translate("MainWindow", "Sort hand by &rank"))
        self.own_order_action.setText(translate("MainWindow", "&Keep my order"))
        self.speed_menu.setTitle(translate("MainWindow", "Animation &speed"))
        labels = {"instant": translate("MainWindow", "&Instant"), "fast": translate("MainWindow", "&Fast"), "normal": translate("MainWindow", "&Normal"), "slow": translate("MainWindow", "S&low")}
        for s, a in self.speed_actions.items():
            a.setText(labels[s])
        self.full_screen_action.setText(translate("MainWindow", "Full Scr&een"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.learn_action.setText(translate("MainWindow", "&Learn to play..."))
        self.welcome_action.setText(translate("MainWindow", "&Welcome"))
        self.about_action.setText(translate("MainWindow", "&About Murlan"))
