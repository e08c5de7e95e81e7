"""Showing the open window in another language at once (Settings > Language).

Qt sends every widget a LanguageChange event when a translator is installed;
widgets that build their texts in ``changeEvent`` (the Settings dialog, the
end-of-hand panel) redo them there. The main window's menus are rebuilt from
``_build_menus`` (their texts come from ``tr`` as they are made), the bottom
bar, the table's labels and the message line are set again, and an open
Statistics window is reopened in the new language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

translate = QCoreApplication.translate


def _menu_actions(menu: QMenu) -> list[QAction]:
    found: list[QAction] = []
    for action in menu.actions():
        found.append(action)
        sub = action.menu()
        if isinstance(sub, QMenu):
            found.extend(_menu_actions(sub))
    return found


def rebuild_menus(window: Any) -> None:
    """Throw the menu bar's menus and actions away and build them again (in the language now installed)."""
    bar = window.menuBar()
    old: list[QAction] = []
    menus: list[QMenu] = []
    for top in bar.actions():
        sub = top.menu()
        if isinstance(sub, QMenu):
            menus.append(sub)
            old.extend(_menu_actions(sub))
    bar.clear()
    for action in old:
        action.setShortcuts([])  # no shortcut twice while the old action waits to be deleted
        action.setEnabled(False)
        if action.parent() is window or action.parent() in menus:
            action.deleteLater()
    for menu in menus:
        menu.deleteLater()
    window._build_menus()


def retranslate_window(window: Any) -> None:
    """Every text of ``window`` (a MainWindow) in the language installed now."""
    window.setWindowTitle(translate("MainWindow", "Murlan"))
    rebuild_menus(window)
    window.message.setAccessibleName(translate("MainWindow", "Message"))
    window.pass_button.setText(translate("MainWindow", "Pass"))
    window.pass_button.setToolTip(translate("MainWindow", "Pass (P)"))
    window.play_button.setText(translate("MainWindow", "Play"))
    window.play_button.setToolTip(translate("MainWindow", "Play the selected cards (Enter)"))
    window.view.setAccessibleName(translate("TableView", "Card table"))
    window.update_buttons()
    window.scene.refresh_labels()
    window.message_line.clear()
    controller = window.controller
    if controller.is_awaiting_human and controller.can_human_play():
        window.aids.say_turn()
    aids = getattr(window, "aids", None)
    if aids is not None:
        aids.retranslate()
    for page in (getattr(window, "welcome", None), getattr(window, "tutorial", None),
                 getattr(window, "rules_window", None), getattr(window, "hint", None)):
        if page is not None:
            page.retranslate()
    stats = getattr(window, "stats_dialog", None)
    if stats is not None:
        visible = stats.isVisible()
        stats.close()
        stats.deleteLater()
        window.stats_dialog = None
        if visible:
            window.show_statistics()
