"""The game window's menus act at the table shown (player trial after issue 26): Game > Play and Pass at a
network table, and Enter in the chat line sends the line, never the selected cards."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from qt_net_helpers import ServerThread, hosted_table, network_window

from murlan_qt.engine import PHASE_PLAY
from murlan_qt.engine.hand import Action
from murlan_qt.ui.net.dialogs import JoinChoice
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.window.main_window import MainWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def _seated(qtbot: QtBot, tmp_path: Path, server: ServerThread) -> tuple[MainWindow, NetTable, object]:
    """The game's window at a started network table (a headless host plays seat 0 of the server); the
    window active, as a player's is. The window, its table and the host's bot."""
    window = network_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    host, code = hosted_table(server, "Menus")
    window.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None
    assert not window.play_action.isEnabled() and not window.pass_action.isEnabled()  # nothing dealt yet
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=200))
    qtbot.waitUntil(lambda: table.source.match is not None and table.source.match.hand.phase == PHASE_PLAY,
                    timeout=WAIT)
    return window, table, bot


def _select_a_legal_play(table: NetTable) -> None:
    m = table.source.match
    assert m is not None
    table.scene.clear_selection()
    for c in m.hand.cards_for(m.hand.legal_plays()[0]):
        table.scene.toggle_selected(c)


def _next_tab_stop(widget: QWidget) -> QWidget:
    """The next widget after ``widget`` and its parts in the focus chain that Tab stops at (enabled or not)."""
    w = widget.nextInFocusChain()
    while w is not widget and (widget.isAncestorOf(w) or not w.focusPolicy().value & Qt.FocusPolicy.TabFocus.value):
        w = w.nextInFocusChain()
    return w


def _actions(table: NetTable) -> int:
    m = table.source.match
    assert m is not None
    return len(m.hand.actions)


def test_game_play_and_pass_follow_the_network_table_and_act_there(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window, table, bot = _seated(qtbot, tmp_path, server)
    mine: list[Action] = []
    table.source.action_applied.connect(lambda a: mine.append(a) if a.seat == 0 else None)
    by_menu = {"play": 0, "pass": 0}
    while not (by_menu["play"] and by_menu["pass"]):
        qtbot.waitUntil(table.can_play_now, timeout=WAIT)
        # enabled as the network table says (Play: the player's turn; Pass: and a pass is allowed)
        assert window.play_action.isEnabled()
        assert window.pass_action.isEnabled() == table.source.can_human_pass()
        before = len(mine)
        if table.source.can_human_pass() and not by_menu["pass"]:
            window.pass_action.trigger()
            qtbot.waitUntil(lambda b=before: len(mine) > b, timeout=WAIT)
            assert mine[-1].is_pass
            by_menu["pass"] += 1
        else:
            _select_a_legal_play(table)
            window.play_action.trigger()
            qtbot.waitUntil(lambda b=before: len(mine) > b, timeout=WAIT)
            assert not mine[-1].is_pass
            by_menu["play"] += 1
        qtbot.waitUntil(lambda: window.play_action.isEnabled() == table.can_play_now()
                        and window.pass_action.isEnabled() == table.can_pass_now(), timeout=WAIT)
    bot.cancel()


def test_enter_in_the_chat_line_sends_the_line_and_plays_nothing(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window, table, bot = _seated(qtbot, tmp_path, server)
    qtbot.waitUntil(table.can_play_now, timeout=WAIT)
    _select_a_legal_play(table)
    selected = set(table.scene.selected)
    played = _actions(table)
    assert window.play_action.isEnabled()  # Enter would play, were the keys on the table
    table.chat.edit.setFocus()
    qtbot.waitUntil(table.chat.edit.hasFocus, timeout=WAIT)
    qtbot.keyClicks(table.chat.edit, "my turn")
    qtbot.keyClick(table.chat.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "You: my turn" in table.chat.lines.toPlainText(), timeout=WAIT)
    assert table.chat.edit.text() == ""
    assert _actions(table) == played and table.can_play_now()
    assert table.scene.selected == selected  # the cards wait for the player's Enter at the table
    # Enter on the table plays them
    table.view.setFocus()
    qtbot.waitUntil(table.view.hasFocus, timeout=WAIT)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _actions(table) > played, timeout=WAIT)
    m = table.source.match
    assert m is not None and m.hand.actions[played].seat == 0 and not m.hand.actions[played].is_pass
    bot.cancel()


def test_view_play_log_and_the_settings_box_show_the_network_tables_log(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    window = network_window(qtbot, tmp_path)
    _host, code = hosted_table(server, "Logs")
    window.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None
    log_switch, tracker_switch = window.aids.actions["show_play_log"], window.aids.actions["show_tracker"]
    assert not log_switch.isChecked() and not table.log_dock.isVisible()  # the switch says what is shown
    log_switch.trigger()  # View > Play log
    qtbot.waitUntil(table.log_dock.isVisible, timeout=WAIT)
    assert log_switch.isChecked() and not window.aids.log_dock.isVisible()  # not the local table's, hidden
    tracker_switch.trigger()  # View > Card tracker: a tab beside the log
    qtbot.waitUntil(table.tracker_dock.isVisible, timeout=WAIT)
    assert not window.aids.tracker_dock.isVisible()
    # the Settings dialog's box, at once
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None and dialog.aids["show_play_log"].isChecked()
    dialog.aids["show_play_log"].setChecked(False)
    qtbot.waitUntil(lambda: not table.log_dock.isVisible(), timeout=WAIT)
    assert not log_switch.isChecked() and not window.aids.log_dock.isVisible()
    assert table.tracker_dock.isVisible()
    dialog.reject()
    # back at the local table, its docks as switched meanwhile
    log_switch.trigger()
    window.menus.leave_action.trigger()
    assert window.network.table is None
    qtbot.waitUntil(lambda: window.aids.log_dock.isVisible() and window.aids.tracker_dock.isVisible(),
                    timeout=WAIT)


def test_hosting_or_joining_sets_the_tab_order_without_qt_warnings(
        server: ServerThread, qtbot: QtBot, tmp_path: Path, qtlog: object) -> None:
    """(player trial: "QWidget::setTabOrder: 'first' and 'second' must be in the same window" as the table
    came after the Join dialog) The Join dialog, a table joined from it, and the Host dialog: no such warning;
    Tab from the hand still reaches Play, then Pass."""
    window = network_window(qtbot, tmp_path)
    _host, code = hosted_table(server, "Tabs")
    dialog = window.network.ask_join(browse=False)
    assert dialog is not None
    dialog.address_edit.setText("127.0.0.1")
    dialog.port_box.setValue(server.server.port)
    dialog.code_edit.setText(code)
    dialog.name_edit.setText("Drita")
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None
    # the order asked for: the hand, then Play, then Pass
    assert _next_tab_stop(table.view) is table.play_button
    assert _next_tab_stop(table.play_button) is table.pass_button
    window.network.leave()
    host_dialog = window.network.ask_host()
    assert host_dialog is not None
    host_dialog.reject()
    said = [r.message for r in qtlog.records]  # type: ignore[attr-defined]
    assert not [m for m in said if "setTabOrder" in m], said
