"""The message line as a screen reader reads it: its text, not a fixed name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot
from ui_helpers import make_window


def test_the_message_line_is_read_by_its_text(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    label = window.bottom_bar.message_label
    window.message_line.say("Hand 2.")
    iface = QAccessible.queryAccessibleInterface(label)
    assert iface.text(QAccessible.Text.Name) == "Hand 2."
    window.message_line.refuse("Wait for your turn.")
    assert iface.text(QAccessible.Text.Name) == "Wait for your turn."
    assert iface.text(QAccessible.Text.Description) == "Message line"
    window.controller.shutdown()
