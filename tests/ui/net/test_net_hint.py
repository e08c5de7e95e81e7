"""The Hint at a network table: the offline judge for the player's own seat, from the seat's view only, off
the window's thread; it selects a legal play (never plays it) and is dropped when the table moves on."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from qt_net_helpers import ServerThread, hosted_table, network_window, seat_qt_player

from murlan_qt.engine import PHASE_PLAY, Observation
from murlan_qt.ui.net.table_window import NetTable

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def _table(qtbot: QtBot, tmp_path: Path, server: ServerThread) -> tuple[NetTable, object]:
    """A Qt player seated at a started table whose host is a headless client playing legal moves."""
    host, code = hosted_table(server, "Hints")
    win = seat_qt_player(qtbot, tmp_path, server.url, code, "Drita")
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=60))

    def on_turn_to_play() -> bool:
        m = win.source.match
        return win.source.is_awaiting_human and m is not None and m.hand.phase == PHASE_PLAY

    qtbot.waitUntil(on_turn_to_play, timeout=WAIT)
    return win, bot


def test_the_hint_selects_a_legal_play_of_the_players_seat_and_plays_nothing(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    win, bot = _table(qtbot, tmp_path, server)
    m = win.source.match
    assert m is not None
    before = len(m.hand.actions)
    threads: list[str] = []
    shown: list[tuple[object, str]] = []
    win.hint.shown.connect(lambda cards, text: (shown.append((cards, text)), threads.append(
        threading.current_thread().name)))
    assert win.hint.button.isEnabled()
    win.hint.button.click()
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    cards, text = shown[0]
    hand = win.source.match.hand
    legal = [frozenset(hand.cards_for(p)) for p in hand.legal_plays()]
    if cards is None:
        assert hand.situation(0).can_pass and "pass" in text
    else:
        assert frozenset(cards) in legal  # a play the engine takes, of the player's own cards
        assert set(win.scene.selected) == set(cards)
    assert text.startswith("Hint (the review's analysis)") and win.message.text() == text
    assert threads == [threading.main_thread().name]  # shown on the window's thread (worked out on another)
    assert len(win.source.match.hand.actions) == before  # a hint never plays
    bot.cancel()


def test_the_hint_is_worked_out_from_the_seats_view_only(server: ServerThread, qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    win, bot = _table(qtbot, tmp_path, server)
    m = win.source.match
    assert m is not None
    asked: list[Observation] = []
    import murlan_qt.ui.net.hint as hint_module

    real = hint_module.judge

    def spy(obs: Observation, **kw: object) -> object:
        asked.append(obs)
        return real(obs, **kw)  # type: ignore[arg-type]

    hint_module.judge = spy  # type: ignore[assignment]
    try:
        win.hint.ask()
        qtbot.waitUntil(lambda: win.hint._asked is None, timeout=WAIT)
    finally:
        hint_module.judge = real
    obs = asked[0]
    # the player's own cards, the public actions and the counts; no hidden hand is in an observation
    assert obs.seat == 0 and set(obs.hand) == set(win.scene.human_hand_order())  # the hand on screen
    assert obs.hand_sizes == tuple(len(m.hand.cards[s]) for s in range(4))
    assert obs.actions == tuple(m.hand.actions)
    bot.cancel()


def test_no_hint_off_the_players_turn_and_a_hint_in_progress_is_dropped_when_the_table_moves_on(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    win, bot = _table(qtbot, tmp_path, server)
    hint = win.hint
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_H)  # H at the table asks, as offline
    assert hint._asked is not None
    token = hint._cancel
    shown: list[object] = []
    hint.shown.connect(lambda cards, _text: shown.append(cards))
    mine: list[int] = []
    win.source.action_applied.connect(lambda a: mine.append(a.seat) if a.seat == 0 else None)
    hand = win.source.match.hand
    assert win.source.human_play(hand.cards_for(hand.legal_plays()[0]))  # the player plays meanwhile
    assert hint.position() is None  # the play is on its way: no hint now
    hint.refresh()
    assert hint._asked is None and token is not None and token.is_cancelled
    assert not hint.button.isEnabled()
    qtbot.waitUntil(lambda: bool(mine), timeout=WAIT)  # the play landed (the turn may be back already)
    qtbot.wait(100)
    assert shown == []  # the answer for the position left, if it came, was dropped
    bot.cancel()


def test_h_in_the_game_window_asks_the_network_tables_hint_not_the_local_matchs(
        server: ServerThread, qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from murlan_qt.ui.game.controller import MatchConfig
    from murlan_qt.ui.net.dialogs import JoinChoice

    window = network_window(qtbot, tmp_path)
    window.start_match(MatchConfig(seed=11))
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=WAIT)
    local_hints: list[object] = []
    window.hint.ai.advised.connect(local_hints.append)
    host, code = hosted_table(server, "Hints")
    window.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
    qtbot.waitUntil(lambda: window.network.is_shown, timeout=WAIT)
    table = window.network.table
    assert table is not None
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=60))
    qtbot.waitUntil(lambda: table.hint.position() is not None, timeout=WAIT)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table.view.setFocus()
    shown: list[object] = []
    table.hint.shown.connect(lambda cards, _text: shown.append(cards))
    qtbot.keyClick(table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    assert local_hints == [] and window.hint.last is None  # the hidden local match was not asked
    bot.cancel()
