"""Names from files are shown as plain text in the swap dialog and the statistics window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from murlan_qt.engine import PHASE_SWAP_FIRST, Card, MatchState, from_record, to_record
from murlan_qt.persistence import StatsDB
from murlan_qt.ui.dialogs.stats_window import StatisticsDialog
from murlan_qt.ui.dialogs.swap_dialog import SwapDialog

HOSTILE = "<img src=x><b>x</b>"


def finished_match(seed: int, level: str = "easy", name: str = "A") -> MatchState:
    from murlan_qt.tools import sim

    match = sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    rec = to_record(match)
    rec["players"] = [{"name": "You", "kind": "human"}] + [
        {"name": name, "kind": "ai", "level": level} for _ in range(3)]
    return from_record(rec)


def labels_showing(widget: object, text: str) -> list[QLabel]:
    return [lb for lb in widget.findChildren(QLabel) if text in lb.text()]  # type: ignore[attr-defined]


def test_swap_dialog_shows_a_name_as_text(qtbot: QtBot) -> None:
    hand = [Card.from_str(c) for c in ("3H", "4H", "9S", "KD")]
    dialog = SwapDialog(PHASE_SWAP_FIRST, hand, hand[:2], HOSTILE)
    qtbot.addWidget(dialog)
    assert dialog.message.textFormat() == Qt.TextFormat.PlainText
    assert HOSTILE in dialog.message.text()


def test_statistics_window_shows_a_level_as_text(qtbot: QtBot, tmp_path: Path) -> None:
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        assert db.record_match(finished_match(5, level=HOSTILE, name=HOSTILE))
        dialog = StatisticsDialog(db)
        qtbot.addWidget(dialog)
        found = labels_showing(dialog, "<img")
        assert found and all(lb.textFormat() == Qt.TextFormat.PlainText for lb in found)
