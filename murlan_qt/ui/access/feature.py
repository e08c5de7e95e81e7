"""The table for a player who cannot see it: the tree, the announcements, the order of Tab, the summary.

:class:`TableAccess` is a feature like the aids: it gets the table's context, puts the table view's
accessibility in place (:mod:`.tree`), announces the table's news while the setting "Describe the table"
is on (:mod:`.announcer`), speaks a summary of the table on its key, and orders the bottom bar's buttons
after the hand for Tab (hand, Play, Pass, Hint, then the panels).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from ..game.context import TableContext
from ..table.source import TableSource
from ..table.view import TableView
from .announcer import Announcer
from .tree import TableTree, install, tree_of
from .words import summary_text

translate = QCoreApplication.translate

#: the key that speaks the summary of the table
SUMMARY_KEY = Qt.Key.Key_D


def summary_of(source: TableSource) -> str:
    """The table of ``source`` in words (the summary key's sentences), whoever draws it: the local game,
    a network table (who plays each seat as its source says: a person, a computer player)."""
    m = source.match
    if m is None:
        return translate("Access", "No match on the table.")
    return summary_text(m, source.human_seat, awaiting_me=source.is_awaiting_human,
                        notes=[source.seat_note(s) for s in range(4)])


class TableAccess(QObject):
    """The table's accessibility for the window's table."""

    def __init__(self, context: TableContext) -> None:
        super().__init__(context.host)
        self.context = context
        install()
        view = next(v for v in context.scene.views() if isinstance(v, TableView))
        self.view = view
        self.tree: TableTree = tree_of(view)
        self.announcer = Announcer(context.controller, view, self)
        settings = context.settings
        self.announcer.enabled = settings.describe_table
        settings.subscribe(("describe_table",), self._follow_setting, self)
        self.summary_action = QAction(self)
        self.summary_action.setShortcut(QKeySequence(SUMMARY_KEY))
        self.summary_action.triggered.connect(self.speak_summary)
        context.host.addAction(self.summary_action)
        self.switch = QAction(self, checkable=True)
        self.switch.setChecked(settings.describe_table)
        self.switch.toggled.connect(self._set)
        self.retranslate()

    # ------------------------------------------------------------ the summary and the setting

    def summary(self) -> str:
        """The table in words: the hand by rank, the table, the turn, the counts and the scores."""
        return summary_of(self.context.controller)

    def speak_summary(self) -> None:
        self.announcer.say(self.summary(), assertive=True)

    def _set(self, on: bool) -> None:
        self.context.settings.describe_table = on
        self.context.settings.notify("describe_table")

    def _follow_setting(self) -> None:
        on = self.context.settings.describe_table
        self.announcer.enabled = on
        if self.switch.isChecked() != on:
            self.switch.setChecked(on)

    def add_menu_actions(self, menu: QMenu) -> None:
        """The switch and the summary in the View menu."""
        menu.addSeparator()
        menu.addAction(self.switch)
        menu.addAction(self.summary_action)

    # ------------------------------------------------------------ keyboard

    def order_tab(self) -> None:
        """Tab from the hand to Play, Pass, then the bar's other buttons (Hint first), in the bar's order."""
        bar = self.context.buttons
        first = [bar.play_button, bar.pass_button]
        holder = bar.play_button.parentWidget()
        others = [b for b in holder.findChildren(QPushButton, options=Qt.FindChildOption.FindDirectChildrenOnly)
                  if b not in first] if holder is not None else []
        hint = [b for b in others if b.objectName() == "hintButton"]
        chain: list[QWidget] = [self.view, *first, *hint, *(b for b in others if b not in hint)]
        for w in chain[1:]:
            w.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the focus on the table
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # ------------------------------------------------------------ language

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        self.switch.setText(translate("Access", "&Describe the table"))
        self.switch.setToolTip(translate("Access", "Tell a screen reader each play, the turn and the tricks won"))
        self.summary_action.setText(translate("Access", "&Read the table aloud"))
        self.tree.changed()
