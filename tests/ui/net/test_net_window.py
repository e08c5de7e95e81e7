"""The network table's window: hosting starts a table server and shows the code, the host starts the match with
computer players, plates say who plays each seat (a person, a computer player, a person disconnected), chat
from the network is shown as plain text, seat tokens are kept in the data folder and bring the seat back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMainWindow
from qt_net_helpers import ServerThread, net_settings, seat_qt_player

from murlan_qt.engine import DEFAULT_RULES
from murlan_qt.net.protocol import is_code
from murlan_qt.ui.net.dialogs import HostDialog, JoinChoice, JoinDialog
from murlan_qt.ui.net.feature import NetworkPlay
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.net.tokens import SeatTokens, table_key
from murlan_qt.ui.settings import Settings

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def _settings(tmp_path: Path) -> Settings:
    return net_settings(tmp_path, name="Drita")


def _join(qtbot: QtBot, tmp_path: Path, server: ServerThread, code: str, name: str = "Qt player",
          tokens: SeatTokens | None = None) -> NetTable:
    return seat_qt_player(qtbot, tmp_path, server.url, code, name, settings=_settings(tmp_path), tokens=tokens)


@pytest.mark.slow  # a table server process starts and stops
def test_hosting_starts_a_server_shows_its_code_and_the_host_starts_with_computer_players(
        qtbot: QtBot, tmp_path: Path) -> None:
    main = QMainWindow()
    qtbot.addWidget(main)
    play = NetworkPlay(main, None, _settings(tmp_path), tmp_path / "data", show_dialogs=False)
    dialog = HostDialog("Drita", DEFAULT_RULES)
    qtbot.addWidget(dialog)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("easy"))
    dialog.ok_button.click()
    assert dialog.choice is not None and dialog.choice.table_name == "Drita's table"
    play.host(dialog.choice, bind="127.0.0.1", port=0, advertise=False)
    qtbot.waitUntil(lambda: play.table is not None and play.is_shown, timeout=WAIT)
    win = play.table
    assert win is not None and win.server is not None
    qtbot.waitUntil(lambda: is_code(win.lobby.code_edit.text()), timeout=WAIT)
    code = win.lobby.code_edit.text()
    assert str(win.server.port) in win.lobby.address_label.text()
    assert code in win.lobby.invitation()
    assert win.source.is_host and win.lobby.start_button.isVisibleTo(win.lobby)
    process = win.server.process
    guest = _join(qtbot, tmp_path, ServerUrl(win.server.url), code, name="Guest",  # type: ignore[arg-type]
                  tokens=SeatTokens(tmp_path / "guest"))
    win.lobby.start_button.click()
    qtbot.waitUntil(lambda: win.source.match is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: [win.source.seat_note(s) for s in (1, 2, 3)] == ["person", "computer, Easy",
                                                                          "computer, Easy"], timeout=WAIT)
    assert not win.lobby.start_button.isVisibleTo(win.lobby)
    assert win.tokens.token(win.connection.url, code) is not None
    win.close()
    assert process.poll() is not None  # the host's server stops with its window
    assert win.tokens.token(win.connection.url, code) is None  # the table is gone: no Return to it
    # the guest is told the host ended the table, and forgets its seat token
    qtbot.waitUntil(lambda: guest.source.view.ended == "host_ended", timeout=WAIT)
    assert guest.message.text() == "The host ended the table."
    assert guest.tokens.token(guest.connection.url, code) is None


class ServerUrl:
    """A server as :func:`_join` reads it: its url."""

    def __init__(self, url: str) -> None:
        self.url = url


def test_plates_show_a_person_a_computer_player_and_a_disconnected_person(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host = server.headless("Host")
    code = server.call(host.create("Plates", level="easy"))
    server.call(host.join(code))  # seat 0
    other = server.headless("Arben")
    server.call(other.join(code))  # seat 1
    win = _join(qtbot, tmp_path, server, code)  # seat 2: the host is at local 2, Arben at local 3
    server.call(host.start())  # seat 3 gets a computer player (local 1)
    qtbot.waitUntil(lambda: win.source.match is not None, timeout=WAIT)
    plates = win.scene.plates

    def shows(seat: int, note: str) -> bool:
        # the plate of the seat on turn says "thinking" instead
        m = win.source.match
        on_turn = m is not None and m.hand.turn == seat
        return win.source.seat_note(seat) == note and (on_turn or plates[seat].subtitle == note)

    qtbot.waitUntil(lambda: shows(1, "computer, Easy"), timeout=WAIT)
    assert shows(2, "person") and plates[2].title == "Host"
    assert shows(3, "person")
    server.call(other.drop())
    # (the grace period of this server is a minute: the seat is awaited, see test_net_plates for the rest)
    qtbot.waitUntil(lambda: win.source.seat_kind(3) == "disconnected", timeout=WAIT)
    assert shows(3, "person") and plates[3].status.startswith("reconnecting… ")
    assert win.lobby.seat_labels[1].text() == "Seat 2: Arben \u2014 person, reconnecting"


def test_chat_from_the_network_is_plain_text(server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host = server.headless("<i>Host</i>")
    code = server.call(host.create("Chat", level="easy"))
    server.call(host.join(code))
    win = _join(qtbot, tmp_path, server, code)
    server.call(host.chat("<b>bold?</b> & <a href='x'>link</a>"))
    qtbot.waitUntil(lambda: "bold?" in win.chat.lines.toPlainText(), timeout=WAIT)
    shown = win.chat.lines.toPlainText()
    assert "<i>Host</i>: <b>bold?</b> & <a href='x'>link</a>" in shown
    assert "<i>Host</i>" in win.lobby.seat_labels[0].text()
    # the player's own line goes out and comes back, and a preset is said in words
    win.chat.edit.setText("hello all")
    win.chat.send_button.click()
    qtbot.waitUntil(lambda: "You: hello all" in win.chat.lines.toPlainText(), timeout=WAIT)
    while server.call(host.chat(preset="good_game")).get("code") == "rate_limited":  # one line a second
        qtbot.wait(200)
    qtbot.waitUntil(lambda: "<i>Host</i>: Good game!" in win.chat.lines.toPlainText(), timeout=WAIT)
    assert win.chat.edit.maxLength() == 200


def test_a_person_who_joins_after_the_player_is_shown_connected(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host = server.headless("Host")
    code = server.call(host.create("Lobby", level="easy"))
    server.call(host.join(code))
    win = _join(qtbot, tmp_path, server, code)  # seat 1
    late = server.headless("Late")
    server.call(late.join(code))  # seat 2: local 1
    qtbot.waitUntil(lambda: win.source.seat_name(1) == "Late", timeout=WAIT)
    assert win.source.seat_kind(1) == "person"
    assert win.lobby.seat_labels[2].text() == "Seat 3: Late \u2014 person"


def test_a_player_who_quits_gets_the_seat_back_with_the_kept_token(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host = server.headless("Host")
    code = server.call(host.create("Tokens", level="easy"))
    server.call(host.join(code))
    tokens = SeatTokens(tmp_path / "data")
    win = _join(qtbot, tmp_path, server, code, tokens=tokens)
    seat = win.source.seat
    assert tokens.token(server.url, code) == win.connection.token
    assert table_key(server.url, code.lower()) == table_key(server.url, code)
    win.close()
    # someone else comes: the quitter's seat is kept for its token
    third = server.headless("Third")
    server.call(third.join(code))
    assert third.seat != seat
    again = _join(qtbot, tmp_path, server, code, tokens=SeatTokens(tmp_path / "data"))
    assert again.source.seat == seat


def test_the_join_dialog_checks_the_code_and_lists_tables_heard_of(qtbot: QtBot) -> None:
    from murlan_qt.net.discovery import FoundTable

    dialog = JoinDialog("Drita", browse=False)
    qtbot.addWidget(dialog)
    dialog.show_found([FoundTable("<b>Family</b>", "192.168.1.20", 7171, 2, 1)])
    assert dialog.found_list.count() == 1 and "<b>Family</b>" in dialog.found_list.item(0).text()
    dialog.ok_button.click()  # nothing typed, nothing picked: the problem is said...
    assert dialog.choice is None and "address" in dialog.problem.text()
    dialog.found_list.setCurrentRow(0)
    assert dialog.problem.text() == ""  # ...and goes once a table is picked (player trial: it stayed)
    assert dialog.address_edit.text() == "192.168.1.20"
    dialog.code_edit.setText("abc")
    dialog.ok_button.click()
    assert dialog.choice is None and "six" in dialog.problem.text()
    dialog.code_edit.setText("k7px3m")
    dialog.ok_button.click()
    assert dialog.choice == JoinChoice("192.168.1.20", 7171, "K7PX3M", "Drita", None)
    assert dialog.choice.url == "ws://192.168.1.20:7171/"


def test_the_join_dialog_lists_a_table_advertised_on_the_network(qtbot: QtBot) -> None:
    from murlan_qt.net.discovery import Advertiser

    advertiser = Advertiser(7998, interfaces=["127.0.0.1"])
    try:
        advertiser.publish("K7PX3M", "<b>Family</b> table", 3)
        dialog = JoinDialog("Drita", interfaces=["127.0.0.1"])
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: dialog.found_list.count() == 1, timeout=30_000)
        assert dialog.found_list.item(0).text().startswith("<b>Family</b> table\n127.0.0.1:7998 · 3")
        assert "K7PX3M" not in dialog.found_list.item(0).text()
        dialog.found_list.setCurrentRow(0)
        assert dialog.port_box.value() == 7998
        dialog.reject()
    finally:
        advertiser.close()


def test_the_turn_clock_is_told_on_the_players_turn_and_goes_with_it(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    host = server.headless("Host")
    code = server.call(host.create("Clock", level="easy", clock=30))
    server.call(host.join(code))
    win = _join(qtbot, tmp_path, server, code)
    server.call(host.start())
    bot = server.spawn(host.bot(seed=1, moves=40))
    note = "Your turn: you have 30 seconds, then a computer player moves for you."
    qtbot.waitUntil(lambda: win.source.is_awaiting_human and win.message.text() == note, timeout=WAIT)
    # what the message line says as the turn goes on to each other seat (the window's slot runs first)
    after: list[tuple[int, str]] = []
    win.source.turn_changed.connect(lambda seat: after.append((seat, win.message.text())))
    hand = win.source.match.hand
    assert win.source.human_play(hand.cards_for(hand.legal_plays()[0]))
    qtbot.waitUntil(lambda: any(seat != 0 for seat, _text in after), timeout=WAIT)
    assert all(text != note for seat, text in after if seat != 0)
    bot.cancel()


def test_the_table_is_announced_but_not_while_the_player_types_in_the_chat_line(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    host = server.headless("Host")
    code = server.call(host.create("Quiet", level="easy"))
    server.call(host.join(code))
    win = _join(qtbot, tmp_path, server, code)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    said: list[tuple[str, bool]] = []
    win.announcer.announced.connect(lambda text, assertive: said.append((text, assertive)))
    acted: list[int] = []
    win.source.action_applied.connect(lambda a: acted.append(a.seat))
    server.call(host.start())
    bot = server.spawn(host.bot(seed=1, moves=40))
    me = win.source.seat
    qtbot.waitUntil(lambda: win.source.is_awaiting_human, timeout=WAIT)
    qtbot.waitUntil(lambda: bool(said), timeout=WAIT)  # the table's news is announced at a network table
    # the player types in the chat line: nothing polite is announced meanwhile
    win.chat.edit.setFocus()
    qtbot.waitUntil(win.chat.edit.hasFocus)
    qtbot.keyClicks(win.chat.edit, "good luck")
    before, n_acted = len(said), len(acted)
    hand = win.source.match.hand
    assert win.source.human_play(hand.cards_for(hand.legal_plays()[0]))
    qtbot.waitUntil(lambda: any(s != me for s in acted[n_acted:]), timeout=WAIT)
    qtbot.wait(50)
    assert said[before:] == []
    # the field left, the news is announced again
    win.view.setFocus()
    qtbot.waitUntil(win.view.hasFocus)
    qtbot.waitUntil(lambda: win.source.is_awaiting_human, timeout=WAIT)
    # Tab from the hand reaches Play, then Pass (those enabled)
    enabled = [b for b in (win.play_button, win.pass_button) if b.isEnabled()]
    qtbot.keyClick(win.view, Qt.Key.Key_Tab)
    assert not enabled or QApplication.focusWidget() is enabled[0]
    win.view.setFocus()
    hand = win.source.match.hand
    play = hand.legal_plays()[0] if hand.legal_plays() else None
    assert win.source.human_play(hand.cards_for(play)) if play is not None else win.source.human_pass()
    qtbot.waitUntil(lambda: len(said) > before, timeout=WAIT)
    assert said[before][0].startswith(("You play", "You pass"))
    bot.cancel()
