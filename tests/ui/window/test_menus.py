"""The window's menus: Game > New match, Quit where players look for it, the View menu and the Settings dialog agree."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog
from murlan_qt.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


def test_game_new_match_from_the_menu_deals_a_new_match(window: MainWindow) -> None:
    """The menu action passes `checked`; it must not be taken for the unfinished match."""
    window.new_action.trigger()
    dialog = window.findChild(NewMatchDialog, "newMatchDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.seed_edit.setText("11")
    dialog.accept()
    m = window.controller.match
    assert m is not None and m.seed == 11


def test_the_settings_dialog_shows_what_the_view_menu_changed(window: MainWindow) -> None:
    window.show_settings()
    d = window.settings_dialog
    assert d is not None and not d.aids["show_play_log"].isChecked()
    d.reject()
    window.aids.actions["show_play_log"].setChecked(True)  # the View menu's switch
    window.show_settings()
    assert d.aids["show_play_log"].isChecked()
    assert window.settings.show_play_log is True


def test_quit_is_in_file_and_game_with_the_standard_shortcut(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    menus = {m.menu().objectName() or m.text(): m.menu() for m in window.menuBar().actions()}
    file_menu, game_menu = menus["&File"], menus["&Game"]
    assert window.quit_action in file_menu.actions() and window.quit_action in game_menu.actions()
    assert window.quit_action.menuRole() == QAction.MenuRole.QuitRole
    assert QKeySequence("Ctrl+Q") in window.quit_action.shortcuts()
    window.show()
    window.quit_action.trigger()
    assert not window.isVisible()
