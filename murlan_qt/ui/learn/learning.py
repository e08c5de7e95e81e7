"""The window's learning pages: the welcome page, the tutorial, the rules window and the match details.

:class:`LearningPages` is mixed into :class:`~murlan_qt.ui.window.main_window.MainWindow`;
it keeps these hook-ups out of the main window's own module. Its texts are
looked up in the "MainWindow" context, where the window's other texts are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ...engine import MatchState
from ..game.controller import MatchConfig

if TYPE_CHECKING:
    from ..window.main_window import MainWindow

translate = QCoreApplication.translate


class LearningPages:
    """Welcome, tutorial, rules and match details for the main window (a mixin)."""

    def show_rules(self: MainWindow) -> None:
        """Help > Rules (F1): the rules window, with pictures."""
        from .rules_window import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self, self.scene.theme)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()

    def show_match_details(self: MainWindow) -> None:
        """Game > Match details: the seed (not shown on the table) and the rules of the match."""
        from ..dialogs.match_details import match_details_text

        m = self.controller.match
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Match details"),
                          match_details_text(m) if m is not None else translate("MainWindow", "No match is in play."),
                          QMessageBox.StandardButton.Close, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def start_up(self: MainWindow, config: MatchConfig) -> None:
        """On start: the welcome page the very first time (no data yet), else as :meth:`resume_or_start`."""
        has_match = self.data is not None and self.data.autosave.path.exists()
        if not self.settings.welcome_shown and not has_match:
            self.show_welcome()
            return
        self.resume_or_start(config)

    def show_welcome(self: MainWindow) -> None:
        """The welcome page over the table (Help > Welcome)."""
        from .welcome import WelcomePage

        if self.welcome is None:
            self.welcome = WelcomePage(self.view, self.settings.language)
            self.welcome.learn_requested.connect(self._welcome_learn)
            self.welcome.play_requested.connect(self._welcome_play)
            self.welcome.language_chosen.connect(self.set_language)
            self.welcome.close_requested.connect(self.hide_welcome)
        self.welcome.set_language_shown(self.settings.language)
        self.welcome.set_can_close(self.controller.match is not None)
        self.welcome.show()
        self.welcome.raise_()
        self.welcome.learn_button.setFocus()

    def hide_welcome(self: MainWindow) -> None:
        if self.welcome is not None:
            self.welcome.hide()

    def _welcome_learn(self: MainWindow) -> None:
        self.settings.welcome_shown = True
        self.hide_welcome()
        self.start_tutorial()

    def _welcome_play(self: MainWindow) -> None:
        self.settings.welcome_shown = True
        self.ask_new_match()

    def start_tutorial(self: MainWindow) -> None:
        """Help > Learn to play: the lessons on the table (the match in play comes back afterwards)."""
        from .tutorial import Tutorial

        self.hide_welcome()
        self._close_dialogs()
        if self.tutorial is None:
            self.tutorial = Tutorial(self)
        self.tutorial.start()
        self.update_buttons()

    def tutorial_left(self: MainWindow, match: MatchState | None) -> None:
        """The tutorial gave the table back: play on with ``match``, or show the welcome page."""
        self.show_message("")
        if match is not None:
            self.controller.continue_match(match)
        else:
            self.controller.close_match()
            self.scene.sync(animate=False)
            self.show_welcome()
        self.update_buttons()

    @property
    def is_in_tutorial(self: MainWindow) -> bool:
        return self.tutorial is not None and self.tutorial.is_running
