"""Review... from the Statistics window opens the review in front of the dialog, free to use."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import MatchState
from murlan_qt.engine.record import dumps
from murlan_qt.ui.review.window import FinishedMatchesBox


def _finished_match() -> MatchState:
    match = MatchState(3)
    players = {s: make_player("greedy", player_seed(3, s)) for s in range(4)}
    while not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        else:
            take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
            match.score_if_over()
    return match


def test_review_from_statistics_opens_in_front_of_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    assert window.paths is not None
    (window.paths.saves / "finished-20260101T000000Z.murlan").write_text(dumps(_finished_match()), "utf-8")
    window.show_statistics()
    dialog = window.stats_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.findChild(FinishedMatchesBox)
    assert box is not None and box.list.count() == 1
    box.list.setCurrentRow(0)
    box.review_button.click()
    review = window.review.windows[-1]
    qtbot.waitUntil(review.isVisible)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=5_000)
    # a click through the window system, as the player's: a window blocked by the modal dialog drops it
    closed: list[bool] = []
    review.destroyed.connect(lambda _o=None: closed.append(True))
    button = review.close_button
    centre = button.mapTo(review, button.rect().center())
    QTest.mouseClick(review.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)
    qtbot.waitUntil(lambda: bool(closed), timeout=5_000)
    assert dialog.isVisible()  # the Statistics window is still there to choose another match
    # a review left open when the dialog closes stays on screen, a window of the main window
    box.review_button.click()
    review = window.review.windows[-1]
    qtbot.waitUntil(review.isVisible)
    where = review.geometry()
    dialog.close()
    assert review.isVisible() and review.parent() is window and review.geometry() == where
    window.stats_dialog = None
    dialog.deleteLater()
    qtbot.wait(10)
    assert review in window.review.windows and review.isVisible()
