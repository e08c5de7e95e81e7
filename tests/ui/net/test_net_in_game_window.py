"""A network table is played in the game's own window (issue 26, player trial): no second window; the Game
menu leaves it and the local match comes back as it was; a wrong code or an address that does not answer
keeps the player in the Join dialog with the reason; a game started again offers the kept seat back."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication
from qt_net_helpers import ServerThread, hosted_table, network_window

from murlan_qt.engine import PHASE_PLAY
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.net.dialogs import JoinChoice
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def _table(server: ServerThread, name: str = "Family table") -> str:
    return hosted_table(server, name)[1]  # the host at seat 0


def _choice(server: ServerThread, code: str, name: str = "Drita") -> JoinChoice:
    return JoinChoice("127.0.0.1", server.server.port, code, name, None)


def _join(qtbot: QtBot, window: MainWindow, choice: JoinChoice) -> NetTable:
    window.network.join(choice)
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None
    return table


def test_the_table_is_played_in_the_game_window_and_leaving_brings_back_the_local_match(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window = network_window(qtbot, tmp_path)
    window.start_match(MatchConfig(seed=11))
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=WAIT)
    local = window.controller.match
    assert local is not None
    played = len(local.hand.actions)
    table = _join(qtbot, window, _choice(server, _table(server)))
    # in the window's table area, not a window of its own; the menu bar stays, with Leave the table
    assert window.table_area.currentWidget() is table and not table.isWindow()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, NetTable)]
    assert window.menus.leave_action.isVisible() and window.menus.leave_action.text() == "&Leave the table"
    assert window.windowTitle() == "Family table"  # (the desktop adds " — Murlan")
    assert not window.new_action.isEnabled() and not window.open_action.isEnabled()
    assert not window.play_action.isEnabled() and not window.pass_action.isEnabled()  # Enter and P: the table's
    assert window.minimumSizeHint().width() <= 1024  # no wider than the offline window may be
    # Game > Leave the table: the local match again, as it was left
    window.menus.leave_action.trigger()
    assert window.network.table is None
    assert window.table_area.currentWidget() is window.local_page
    assert window.controller.match is local and len(local.hand.actions) == played
    assert window.windowTitle() == "Murlan" and not window.menus.leave_action.isVisible()
    assert window.new_action.isEnabled() and window.play_action.isEnabled()


def test_a_wrong_code_keeps_the_join_dialog_with_the_reason_and_the_values(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window = network_window(qtbot, tmp_path)
    _table(server)
    window.network.join(_choice(server, "ZZZZZZ"))
    qtbot.waitUntil(lambda: window.network.join_dialog is not None, timeout=WAIT)
    dialog = window.network.join_dialog
    assert dialog is not None
    assert dialog.problem.text() and "ZZZZZZ" not in dialog.problem.text()  # the reason, in words
    assert (dialog.address_edit.text(), dialog.port_box.value(), dialog.code_edit.text(),
            dialog.name_edit.text()) == ("127.0.0.1", server.server.port, "ZZZZZZ", "Drita")
    # no table was shown, stuck at "Connecting…"
    assert window.network.table is None and window.table_area.currentWidget() is window.local_page


def test_an_address_that_does_not_answer_keeps_the_join_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = network_window(qtbot, tmp_path)
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    window.network.join(JoinChoice("127.0.0.1", port, "ABCDEF", "Drita", None))
    qtbot.waitUntil(lambda: window.network.join_dialog is not None, timeout=WAIT)
    dialog = window.network.join_dialog
    assert dialog is not None and dialog.problem.text() == "Could not reach the table at this address."
    assert dialog.port_box.value() == port and dialog.code_edit.text() == "ABCDEF"
    assert window.network.table is None and window.table_area.currentWidget() is window.local_page


def test_a_game_started_again_offers_the_kept_table_and_rejoins_the_same_seat(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    first = network_window(qtbot, tmp_path)
    code = _table(server)
    seat = _join(qtbot, first, _choice(server, code)).source.seat
    assert seat is not None and seat != 0
    first.close()  # the game quits: its seat token stays in the data folder
    again = network_window(qtbot, tmp_path)
    again.menus.game_menu.aboutToShow.emit()
    returns = again.menus.return_actions
    assert [a.text() for a in returns] == ["Return to table Family table"]
    returns[0].trigger()
    qtbot.waitUntil(lambda: again.network.is_shown, timeout=WAIT)
    table = again.network.table
    assert table is not None and table.source.seat == seat
    assert table.connection.name == "Drita"


def test_once_the_match_is_on_the_table_card_is_one_line_with_the_whole_code(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    # (screenshot at 1024x700: the folded card kept a third of the side's height, empty, and its one line
    # cut the code short; the chat's preset buttons lost the ends of their words)
    window = network_window(qtbot, tmp_path)
    window.resize(1024, 700)
    host, code = hosted_table(server, "A family table with a rather long name")
    table = _join(qtbot, window, _choice(server, code))
    server.call(host.start())
    qtbot.waitUntil(lambda: table.source.is_started and table.invite_code.isVisible(), timeout=WAIT)
    qtbot.wait(50)
    assert table.invite_code.text() == f"code {code}"
    assert table.invite_code.width() >= table.invite_code.sizeHint().width()  # the code is never cut
    line = table.invite_toggle.sizeHint().height()
    assert table.lobby_dock.widget().height() <= 2 * line  # the folded card is one line
    assert table.chat_dock.height() > table.lobby_dock.height()
    for b in table.chat.preset_buttons.values():
        assert b.width() >= b.sizeHint().width()  # every preset's words shown whole
    table.invite_toggle.click()  # the invitation again, whole
    assert table.lobby.isVisible() and table.lobby_dock.widget().maximumHeight() > 10 * line


def test_a_reason_from_outside_is_shown_as_plain_text(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    from murlan_qt.ui.net.feature import warn_plain

    box = warn_plain(None, "Host a table", "<b>not bold</b> <img src=x>")
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText and box.text() == "<b>not bold</b> <img src=x>"
    box.close()


def test_the_language_changed_at_the_network_table_changes_its_words(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    """View > Language while at a network table: its docks, buttons, lobby, chat and play log speak it at
    once, as the game's own table does (the lines already said stay as said)."""
    window = network_window(qtbot, tmp_path)
    table = _join(qtbot, window, _choice(server, _table(server)))
    english = [table.log_dock.windowTitle(), table.chat_dock.windowTitle(), table.chat.send_button.text(),
               table.lobby.copy_button.text(), table.play_button.text(), table.play_log.hand_label.text(),
               table.lobby.code_title.text()]
    assert english == ["Play log", "Chat", "Send", "&Copy", "P&lay", "&Hand:", "Code:"]
    window.set_language("sq")
    try:
        qtbot.waitUntil(lambda: table.log_dock.windowTitle() != "Play log", timeout=WAIT)
        albanian = [table.log_dock.windowTitle(), table.chat_dock.windowTitle(), table.chat.send_button.text(),
                    table.lobby.copy_button.text(), table.play_button.text(), table.play_log.hand_label.text(),
                    table.lobby.code_title.text()]
        assert albanian == ["Regjistri i lojës", "Bisedë", "Dërgo", "&Kopjo", "&Luaj", "&Dora:", "Kodi:"]
    finally:
        window.set_language("en")


def test_a_table_ended_by_its_host_gives_the_game_back_and_leaves_nothing_to_return_to(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    """(player trial: the joined player was left on a dead table, its plates lit, New match and Join off;
    the host got a bare felt and a Return to table that led nowhere)"""
    window = network_window(qtbot, tmp_path)
    host, code = hosted_table(server, "Family table")
    table = _join(qtbot, window, _choice(server, code))
    server.call(host.start())
    qtbot.waitUntil(lambda: table.source.match is not None, timeout=WAIT)
    server.call(host.end_table())
    # the window's own table again, the welcome page on it (no local match waited), New match and Join on
    qtbot.waitUntil(lambda: window.network.table is None, timeout=WAIT)
    assert window.network.ended_note == "The host ended the table."
    assert window.table_area.currentWidget() is window.local_page
    assert window.welcome is not None and window.welcome.isVisible()
    assert window.new_action.isEnabled() and not window.menus.leave_action.isVisible()
    window.menus.game_menu.aboutToShow.emit()
    assert window.menus.return_actions == []


def test_after_a_preset_or_the_chat_line_the_keys_play_at_the_table(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    """(player trial: after a click on a chat preset, or typing in the chat, Enter and P did nothing and the
    clock ran out) A preset's click leaves the keys on the table; Escape in the chat line gives them back."""
    from PySide6.QtCore import Qt

    window = network_window(qtbot, tmp_path)
    window.activateWindow()
    host, code = hosted_table(server, "Family table")
    table = _join(qtbot, window, _choice(server, code))
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus, timeout=WAIT)
    qtbot.mouseClick(table.chat.preset_buttons["hello"], Qt.MouseButton.LeftButton)
    assert table.view.hasFocus()  # the preset went, the keys stayed
    assert table.chat.send_button.focusPolicy() == Qt.FocusPolicy.TabFocus
    table.chat.edit.setFocus()
    qtbot.waitUntil(table.chat.edit.hasFocus, timeout=WAIT)
    qtbot.keyClicks(table.chat.edit, "gati")
    qtbot.keyClick(table.chat.edit, Qt.Key.Key_Escape)
    qtbot.waitUntil(table.view.hasFocus, timeout=WAIT)
    assert table.chat.edit.text() == "gati"  # kept, for later


@pytest.mark.slow  # a table server process starts and stops
def test_quitting_the_game_while_hosting_asks_first_as_ending_the_table_does(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(player trial: Ctrl+Q ended the host's table for everyone without a word)"""
    from PySide6.QtWidgets import QMessageBox

    from murlan_qt.engine import DEFAULT_RULES
    from murlan_qt.ui.net.dialogs import HostChoice

    window = network_window(qtbot, tmp_path)
    window.network.host(HostChoice("Family table", DEFAULT_RULES, "easy", 0, "Drita"), bind="127.0.0.1", port=0,
                        advertise=False)
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None and table.server is not None
    process = table.server.process
    window.network.show_dialogs = True  # (the question is asked only where dialogs are shown)
    asked: list[str] = []

    def answer(reply: QMessageBox.StandardButton) -> object:
        return lambda _parent, title, _text, *_a: (asked.append(title), reply)[1]

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    window.close()
    assert asked == ["End the table?"] and window.isVisible() and window.network.table is table
    assert process.poll() is None  # the table goes on
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    window.close()
    assert not window.isVisible() and window.network.table is None
    qtbot.waitUntil(lambda: process.poll() is not None, timeout=WAIT)


def test_the_card_tracker_at_the_network_table_counts_what_the_seat_has_not_seen(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    """The issue: "the same table, log, tracker... as offline": a tab beside the play log, from the seat's
    own hand and the public play only."""
    window = network_window(qtbot, tmp_path)
    host, code = hosted_table(server, "Family table")
    table = _join(qtbot, window, _choice(server, code))
    window.aids.actions["show_play_log"].trigger()  # View > Play log, View > Card tracker
    window.aids.actions["show_tracker"].trigger()
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=60))
    qtbot.waitUntil(lambda: table.source.match is not None and table.source.match.hand.phase == PHASE_PLAY,
                    timeout=WAIT)
    m = table.source.match
    assert m is not None
    table.tracker_dock.raise_()
    qtbot.waitUntil(lambda: table.tracker.isVisible() and table.tracker.height() > 100, timeout=WAIT)
    table.tracker.refresh(m, 0)
    played = sum(len(a.cards or ()) for a in m.hand.actions)
    assert table.tracker.heading.text() == f"Cards not seen yet: {54 - len(m.hand.hand_of(0)) - played}"
    table.log_dock.raise_()
    qtbot.waitUntil(lambda: table.play_log.isVisible() and table.play_log.height() > 100, timeout=WAIT)
    bot.cancel()
