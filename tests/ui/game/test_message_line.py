"""The message line's one owner: which sentence wins when."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from murlan_qt.ui.game.message_line import MessageLine, Shown


@pytest.fixture
def line(qapp: QApplication) -> MessageLine:
    return MessageLine(QLabel())


def test_a_refusal_goes_when_the_selection_changes(line: MessageLine) -> None:
    line.say_turn("Your turn: beat the play on the table, or pass.")
    line.refuse("A pair cannot beat a single.")
    assert line.text == "A pair cannot beat a single." and line.shown is Shown.REFUSAL
    line.follow_selection("", "Your turn: beat the play on the table, or pass.")
    assert line.text == "Your turn: beat the play on the table, or pass." and line.shown is Shown.TURN


def test_a_preview_shows_and_gives_way_to_the_turn_when_the_cards_are_put_back(line: MessageLine) -> None:
    line.say_turn("Your lead: play any combination.")
    line.follow_selection("A pair of 7s.", "Your lead: play any combination.")
    assert line.text == "A pair of 7s." and line.shown is Shown.PREVIEW
    line.follow_selection("", "Your lead: play any combination.")
    assert line.text == "Your lead: play any combination."


def test_news_of_the_table_stays_when_the_selection_changes_without_a_preview(line: MessageLine) -> None:
    line.say("Hint: play the 7\u2660.")
    line.follow_selection("", "Your lead: play any combination.")
    assert line.text == "Hint: play the 7\u2660." and line.shown is Shown.MESSAGE
    line.follow_selection("A single 9.", "Your lead: play any combination.")
    assert line.text == "A single 9."


def test_a_note_is_replaced_by_the_next_turn_sentence(line: MessageLine) -> None:
    line.note("Looking for a hint...")
    line.say_turn("Your turn: beat the play on the table, or pass.")
    assert line.text == "Your turn: beat the play on the table, or pass." and line.shown is Shown.TURN


def test_clearing_leaves_nothing_and_an_empty_text_counts_as_nothing(line: MessageLine) -> None:
    line.say("Hand 2.")
    line.clear()
    assert line.text == "" and line.shown is Shown.NOTHING
    line.say("")
    assert line.shown is Shown.NOTHING
    line.follow_selection("", "Your lead: play any combination.")
    assert line.text == "Your lead: play any combination."
