"""A table label given the same content again keeps its picture (the labels are refreshed after every change)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from murlan_qt.ui.table.labels import BubbleItem, ScoreBoardItem


def _count_updates(item: BubbleItem | ScoreBoardItem) -> list[int]:
    count = [0]
    original = item.update

    def counted(*args: object) -> None:
        count[0] += 1
        original(*args)

    item.update = counted  # type: ignore[method-assign]
    return count


def test_a_bubble_told_the_same_text_is_not_drawn_again(qtbot: QtBot) -> None:
    bubble = BubbleItem()
    bubble.set_text("Pass", 80.0, 0.22)
    count = _count_updates(bubble)
    bubble.set_text("Pass", 80.0, 0.22)
    assert count[0] == 0 and bubble.isVisible()
    bubble.set_text("", 80.0)
    assert count[0] == 1 and not bubble.isVisible()


def test_a_score_board_told_the_same_rows_is_not_drawn_again(qtbot: QtBot) -> None:
    board = ScoreBoardItem()
    rows = [("Arta", "3", False), ("You", "5", True)]
    board.set_content("Target 11", rows, "", 80.0)
    count = _count_updates(board)
    board.set_content("Target 11", list(rows), "", 80.0)
    assert count[0] == 0
    board.set_content("Target 11", [("Arta", "4", False), ("You", "5", True)], "", 80.0)
    assert count[0] == 1 and board.rows[0][1] == "4"
