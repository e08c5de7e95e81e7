"""The file dialogs and boxes: names and file names shown as text, a FIFO refused at once."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState, Player
from murlan_qt.ui.dialogs import persistence_ui as persistence_ui

HOSTILE = "<img src=x><b>x</b>"


def hostile_match(seed: int = 4) -> MatchState:
    players = [Player("You", "human"), Player(HOSTILE, "ai", "easy"), Player("B", "ai", "easy"),
               Player("C", "ai", "easy")]
    return MatchState(seed, players=players)


def labels_showing(widget: object, text: str) -> list[QLabel]:
    return [lb for lb in widget.findChildren(QLabel) if text in lb.text()]  # type: ignore[attr-defined]


def test_resume_box_shows_a_name_as_text(qtbot: QtBot) -> None:
    box = persistence_ui.resume_box(None, hostile_match())
    qtbot.addWidget(box)
    found = labels_showing(box, "Hand 1") or labels_showing(box, HOSTILE)
    assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)


def test_open_error_box_is_plain_text(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: shown.append(self) or 0)
    bad = tmp_path / "bad.murlan"
    bad.write_text(json.dumps({"format": HOSTILE}))  # the message quotes the format
    assert persistence_ui.open_saved_match(None, bad) is None
    assert len(shown) == 1
    box = shown[0]
    qtbot.addWidget(box)
    found = labels_showing(box, HOSTILE)
    assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_open_and_open_recent_refuse_a_fifo_at_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """File > Open and Open Recent share open_saved_match: a FIFO is refused, never waited on."""
    fifo = tmp_path / "recent.murlan"
    os.mkfifo(fifo)
    shown: list[str] = []
    monkeypatch.setattr(persistence_ui, "show_warning", lambda parent, title, text: shown.append(text))
    assert persistence_ui.open_saved_match(None, fifo) is None
    assert len(shown) == 1 and "pipe" in shown[0]


def test_tooltips_show_file_names_as_typed(qtbot: QtBot) -> None:
    from PySide6.QtGui import QTextDocument

    tip = persistence_ui.plain_tooltip("/tmp/<img src=x>.murlan")
    doc = QTextDocument()
    doc.setHtml(tip)
    assert doc.toPlainText() == "/tmp/<img src=x>.murlan"
