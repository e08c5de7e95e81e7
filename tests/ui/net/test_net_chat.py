"""The chat at a network table (issue 26, player trial): who joined, left and came back is told in each
player's words; a player back at the table reads what was said before (the snapshot's history), once, as
plain text and as long as the server allows, whatever a hostile client sent."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication
from qt_net_helpers import ServerThread, hosted_table, seat_qt_player

from murlan_qt.net.protocol import MAX_CHAT_LENGTH
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.net.chat import ChatPanel
from murlan_qt.ui.net.tokens import SeatTokens

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 30_000


def _lines(panel: ChatPanel) -> list[str]:
    return panel.lines.toPlainText().splitlines()


def test_who_joined_left_and_came_back_is_told_in_the_chat(server: ServerThread, qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    _host, code = hosted_table(server, "Notices")
    win = seat_qt_player(qtbot, tmp_path, server.url, code, "Drita")
    other = server.headless("Arben")
    server.call(other.join(code))
    qtbot.waitUntil(lambda: _lines(win.chat) == ["— Arben joined the table."], timeout=WAIT)
    token = other.token
    server.call(other.leave())
    qtbot.waitUntil(lambda: _lines(win.chat)[-1:] == ["— Arben left the table."], timeout=WAIT)
    back = server.headless("Arben")
    server.call(back.join(code, token=token))
    qtbot.waitUntil(lambda: _lines(win.chat)[-1:] == ["— Arben came back."], timeout=WAIT)


def test_a_player_back_at_the_table_reads_the_recent_chat_once_as_plain_text(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host, code = hosted_table(server, "History")
    tokens = SeatTokens(tmp_path / "data")
    win = seat_qt_player(qtbot, tmp_path, server.url, code, "Drita", tokens=tokens)
    hostile = "<b>loud</b><img src=x> " + "y" * 1500  # rich text and far longer than a chat line may be
    assert server.call(host.chat(text=hostile))["type"] == "ok"
    qtbot.waitUntil(lambda: bool(_lines(win.chat)), timeout=WAIT)
    win.leave()
    # the player comes back in a new window (the seat's token kept in the data folder)
    again = seat_qt_player(qtbot, tmp_path, server.url, code, "Drita", tokens=tokens)
    shown = [line for line in _lines(again.chat) if line.startswith("Host: ")]
    assert shown == ["Host: " + hostile[:MAX_CHAT_LENGTH]]  # cut by the server, the markup shown as text
    assert "<b>" not in again.chat.lines.document().toHtml()  # (QPlainTextEdit: never rendered as markup)
    # a resync brings the snapshot again: the history is not shown twice
    with qtbot.waitSignal(again.connection.message_received, timeout=WAIT,
                          check_params_cb=lambda m: m.get("type") == "snapshot" and bool(m.get("chat"))):
        again.connection.resync()
    assert [line for line in _lines(again.chat) if line.startswith("Host: ")] == shown


@pytest.fixture
def albanian(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "sq") == "sq"
    yield
    remove_translators(qapp)


def test_the_notices_are_worded_in_albanian(server: ServerThread, qtbot: QtBot, tmp_path: Path,
                                            albanian: None) -> None:
    _host, code = hosted_table(server, "Njoftime")
    win = seat_qt_player(qtbot, tmp_path, server.url, code, "Drita")
    other = server.headless("Arben")
    server.call(other.join(code))
    qtbot.waitUntil(lambda: _lines(win.chat) == ["— Arben u ul në tavolinë."], timeout=WAIT)
