"""The window's learning pages: the welcome page, the tutorial, the rules window and the match details.

:class:`LearningPages` is an object the window owns: it gets the table's context and the few things of
the window it needs as callbacks. Its texts are looked up in the "MainWindow" context, where the
window's other texts are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import MatchState
from ..game.controller import MatchConfig

if TYPE_CHECKING:
    from ..game.context import TableContext
    from .rules_window import RulesWindow
    from .tutorial import Tutorial
    from .welcome import WelcomePage

translate = QCoreApplication.translate


class LearningPages(QObject):
    """Welcome, tutorial, rules and match details for the table of ``context``.

    ``over``: the widget the welcome page covers (the table's view). The callbacks: ``play_match``
    remembers a setup and starts a match with it, ``new_match`` opens the New match dialog,
    ``resume_or_start`` is the start-up's usual way, ``set_language`` switches the language,
    ``close_dialogs`` closes the table's dialogs, ``close_swap`` closes an open swap dialog,
    ``update_buttons`` sets Play and Pass; ``waiting_table`` names the network table that keeps the player's
    seat ("" when none) and ``return_to_table`` goes back to it (the welcome page offers it)."""

    def __init__(self, context: TableContext, over: QWidget, *, play_match: Callable[[MatchConfig], None],
                 new_match: Callable[[], None], resume_or_start: Callable[[MatchConfig], None],
                 set_language: Callable[[str], None], close_dialogs: Callable[[], None],
                 close_swap: Callable[[], None], update_buttons: Callable[[], None],
                 waiting_table: Callable[[], str] = lambda: "",
                 return_to_table: Callable[[], object] = lambda: None) -> None:
        super().__init__(context.host)
        self.context = context
        self.over = over
        self._play_match = play_match
        self._new_match = new_match
        self._resume_or_start = resume_or_start
        self._set_language = set_language
        self._close_dialogs = close_dialogs
        self._close_swap = close_swap
        self._update_buttons = update_buttons
        self._waiting_table = waiting_table
        self._return_to_table = return_to_table
        self.tutorial: Tutorial | None = None  # the lessons, while they have the table
        self.welcome: WelcomePage | None = None
        self.rules_window: RulesWindow | None = None

    def show_rules(self) -> None:
        """Help > Rules (F1): the rules window, with pictures."""
        from .rules_window import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(self.context.host, self.context.scene.theme)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()

    def show_match_details(self) -> None:
        """Game > Match details: the seed (not shown on the table) and the rules of the match."""
        from ..dialogs.match_details import match_details_text

        m = self.context.controller.match
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Match details"),
                          match_details_text(m) if m is not None else translate("MainWindow", "No match is in play."),
                          QMessageBox.StandardButton.Close, self.context.host)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def start_up(self, config: MatchConfig) -> None:
        """On start: the welcome page the very first time (no data yet), else the usual resume or start."""
        data = self.context.data
        has_match = data is not None and data.autosave.path.exists()
        if not self.context.settings.welcome_shown and not has_match:
            self.show_welcome()
            return
        self._resume_or_start(config)

    def show_welcome(self) -> None:
        """The welcome page over the table (Help > Welcome)."""
        from .welcome import WelcomePage

        settings = self.context.settings
        if self.welcome is None:
            self.welcome = WelcomePage(self.over, settings.language)
            self.welcome.learn_requested.connect(self._welcome_learn)
            self.welcome.play_requested.connect(self._welcome_play)
            self.welcome.language_chosen.connect(self._set_language)
            self.welcome.close_requested.connect(self.hide_welcome)
            self.welcome.return_requested.connect(self._welcome_return)
        self.welcome.set_language_shown(settings.language)
        self.welcome.set_can_close(self.context.controller.match is not None)
        waiting = self._waiting_table()
        self.welcome.set_waiting_table(waiting)
        self.welcome.show()
        self.welcome.raise_()
        (self.welcome.return_button if waiting else self.welcome.learn_button).setFocus()

    def hide_welcome(self) -> None:
        if self.welcome is not None:
            self.welcome.hide()

    def _welcome_learn(self) -> None:
        self.context.settings.welcome_shown = True
        self.hide_welcome()
        self.start_tutorial()

    def _welcome_return(self) -> None:
        self.hide_welcome()
        self._return_to_table()

    def _welcome_play(self) -> None:
        self.context.settings.welcome_shown = True
        self._new_match()

    def start_tutorial(self) -> None:
        """Help > Learn to play: the lessons on the table (the match in play comes back afterwards)."""
        from .tutorial import Tutorial

        self.hide_welcome()
        self._close_dialogs()
        if self.tutorial is None:
            self.tutorial = Tutorial(self.context, left=self.tutorial_left, play_match=self._play_match,
                                     close_swap=self._close_swap)
        self.tutorial.start()
        self._update_buttons()

    def tutorial_left(self, match: MatchState | None) -> None:
        """The tutorial gave the table back: play on with ``match``, or show the welcome page."""
        c = self.context
        c.message.clear()
        if match is not None:
            c.controller.continue_match(match)
        else:
            c.controller.close_match()
            c.scene.sync(animate=False)
            self.show_welcome()
        self._update_buttons()

    @property
    def is_in_tutorial(self) -> bool:
        return self.tutorial is not None and self.tutorial.is_running
