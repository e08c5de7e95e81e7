"""Help > Welcome during a match: the page has a way back to the table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


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
