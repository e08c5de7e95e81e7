"""What a newcomer hit in the merged game: each test fails without its fix."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
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


def test_help_welcome_during_a_match_has_a_way_back(window: MainWindow, qtbot: QtBot) -> None:
    window.show_welcome()
    assert window.welcome is not None and not window.welcome.back_button.isVisible()  # no match: nothing to go back to
    window.hide_welcome()
    window.start_match(window.last_config())
    window.show_welcome()
    page = window.welcome
    assert page.isVisible() and page.back_button.isVisible()
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert not page.isVisible()
    window.show_welcome()
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert not page.isVisible()
