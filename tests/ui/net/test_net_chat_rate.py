"""A chat burst the table refuses: "Too many messages" is said, then goes by itself, or once one of the
player's lines goes through (player trial after issue 26: it stayed until something else was said)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from qt_net_helpers import ServerThread, hosted_table, seat_qt_player

from murlan_qt.ui.net.table_window import NetTable

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000
TOO_MANY = "Too many messages: wait a moment."


def _burst(qtbot: QtBot, win: NetTable) -> None:
    """Lines said one after another until the table refuses one (it allows three in a row)."""
    refused: list[str] = []
    win.connection.refused.connect(lambda _rid, code, _text: refused.append(code))
    for i in range(20):
        win.chat.edit.setText(f"line {i}")
        win.chat.send()
        if i >= 3:
            qtbot.waitUntil(lambda i=i: len(refused) > 0 or f"line {i}" in win.chat.lines.toPlainText(), timeout=WAIT)
        if refused:
            break
    assert refused == ["rate_limited"]
    assert win.message_line.text == TOO_MANY


def test_too_many_messages_goes_by_itself(server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    _host, code = hosted_table(server, "Chatty")
    win = seat_qt_player(qtbot, tmp_path, server.url, code)
    _burst(qtbot, win)
    qtbot.waitUntil(lambda: win.message_line.text == "", timeout=WAIT)


def test_too_many_messages_goes_once_a_line_goes_through(server: ServerThread, qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    _host, code = hosted_table(server, "Chatty")
    win = seat_qt_player(qtbot, tmp_path, server.url, code)
    win.rate_note_ms = 10 * WAIT  # (it would not go by itself during this test)
    _burst(qtbot, win)
    # the player says a line again until the table takes it (one a second)
    refused: list[str] = []
    win.connection.refused.connect(lambda _rid, code, _text: refused.append(code))
    for _ in range(100):
        before = len(refused)
        win.chat.edit.setText("again")
        win.chat.send()
        qtbot.waitUntil(lambda b=before: len(refused) > b or "You: again" in win.chat.lines.toPlainText(),
                        timeout=WAIT)
        if "You: again" in win.chat.lines.toPlainText():
            break
        assert win.message_line.text == TOO_MANY
        qtbot.wait(200)
    qtbot.waitUntil(lambda: win.message_line.text == "", timeout=WAIT)

def test_something_said_since_stays(server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    _host, code = hosted_table(server, "Chatty")
    win = seat_qt_player(qtbot, tmp_path, server.url, code)
    _burst(qtbot, win)
    with qtbot.waitSignal(win._rate_timer.timeout, timeout=WAIT):
        win.message_line.say("The hand is dealt.")
    assert win.message_line.text == "The hand is dealt."
