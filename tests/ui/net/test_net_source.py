"""The Qt client at a real table server: it joins, plays a whole hand with three headless players, and after
every action the match it draws agrees with the server's view of its seat; a refusal shows the server's reason;
a lost connection comes back to the same seat with its token."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest
from qt_net_helpers import ServerThread, quick_config

from murlan_qt.engine import PHASE_PLAY
from murlan_qt.net.client import HeadlessClient
from murlan_qt.ui.net.connection import TableConnection
from murlan_qt.ui.net.source import NetTableSource

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 30_000


@pytest.fixture
def server() -> Iterator[ServerThread]:
    s = ServerThread(quick_config(hand_pause=60.0))
    try:
        yield s
    finally:
        s.stop()


def _table(server: ServerThread, code: str) -> Any:
    return server.server.find_table(code)


def _seated(server: ServerThread, qtbot: QtBot, people: int = 3) -> tuple[str, list[HeadlessClient],
                                                                             NetTableSource]:
    """A table made by a headless host (seat 0), ``people`` - 1 more headless players, then the Qt client."""
    host = server.headless("Host")
    code = server.call(host.create("Test table", level="easy"))
    clients = [host] + [server.headless(f"Bot {i}") for i in range(1, people)]
    for c in clients:
        server.call(c.join(code))
    conn = TableConnection()
    source = NetTableSource(conn)
    with qtbot.waitSignal(conn.joined, timeout=WAIT):
        conn.join_table(server.url, "Qt player", code)
    qtbot.waitUntil(lambda: source.seat is not None, timeout=WAIT)
    return code, clients, source


def _server_snapshot(server: ServerThread, code: str, seat: int) -> dict[str, Any]:
    return server.on_loop(lambda: _table(server, code).snapshot(seat))


def test_the_qt_client_plays_a_hand_and_agrees_with_the_server_after_every_action(
        server: ServerThread, qtbot: QtBot) -> None:
    code, clients, source = _seated(server, qtbot)
    assert source.seat == 3
    server.call(clients[0].start())
    qtbot.waitUntil(lambda: source.match is not None, timeout=WAIT)
    rng = random.Random(5)
    by_seat = {c.seat: c for c in clients}
    checked = 0
    mine = 0
    while True:
        snap = _server_snapshot(server, code, 3)
        qtbot.waitUntil(lambda s=snap: source.connection.n == s["n"], timeout=WAIT)
        assert source.agrees_with(snap["match"]), (snap["match"], source.match and source.match.hand.hand_of(0))
        checked += 1
        m = snap["match"]
        if m["phase"] == "over":
            break
        turn = m["turn"]
        if turn == 3:
            qtbot.waitUntil(lambda: source.is_awaiting_human, timeout=WAIT)
            hand = source.match.hand
            assert hand.phase == PHASE_PLAY  # the first hand of a match has no swap
            plays = hand.legal_plays()
            if hand.can_pass() and (not plays or rng.random() < 0.3):
                assert source.human_pass()
            else:
                assert source.human_play(hand.cards_for(rng.choice(plays[:4])))
            mine += 1
        else:
            bot = by_seat[turn]
            server.call(bot.wait_for(lambda msg, n=snap["n"]: msg.get("n", 0) >= n and msg.get("type") != "joined"))
            server.call(bot.bot(seed=turn, moves=1))
        qtbot.waitUntil(lambda n=snap["n"]: source.connection.n > n, timeout=WAIT)
    assert mine > 0 and checked > 10
    assert source.match is not None and source.match.hand.is_over
    assert len(source.match.results) == 1


def test_a_refused_play_shows_the_servers_reason(server: ServerThread, qtbot: QtBot) -> None:
    code, clients, source = _seated(server, qtbot)
    server.call(clients[0].start())
    qtbot.waitUntil(lambda: source.match is not None, timeout=WAIT)
    # play out of step: the view is made stale by sending an old n (the server refuses, the source says why)
    snap = _server_snapshot(server, code, 3)
    turn = snap["match"]["turn"]
    if turn != 3:  # let the bots play until it is the Qt client's turn
        while _server_snapshot(server, code, 3)["match"]["turn"] != 3:
            t = _server_snapshot(server, code, 3)["match"]["turn"]
            server.call({c.seat: c for c in clients}[t].resync())
            server.call({c.seat: c for c in clients}[t].bot(seed=t, moves=1))
    qtbot.waitUntil(lambda: source.is_awaiting_human, timeout=WAIT)
    hand = source.match.hand
    held = hand.hand_of(0)
    # two cards of different ranks are not a combination: the server refuses with its code
    pair = [held[0], held[-1]]
    with qtbot.waitSignal(source.play_refused, timeout=WAIT) as refused:
        assert source.human_play(pair)
    text = refused.args[0]
    assert "not a combination" in text
    assert source.is_awaiting_human  # the player may try again
    assert source.match.hand.hand_of(0) == held


def test_a_lost_connection_comes_back_to_the_same_seat_with_its_token(server: ServerThread, qtbot: QtBot) -> None:
    code, clients, source = _seated(server, qtbot)
    conn = source.connection
    seat, token = conn.seat, conn.token
    with qtbot.waitSignal(conn.reconnected, timeout=WAIT):
        conn.drop_for_test()
    assert conn.seat == seat and conn.token == token
    qtbot.waitUntil(lambda: source.seat_kind(0) == "person", timeout=WAIT)
    table = _table(server, code)
    assert server.on_loop(lambda: table.seats[seat].peer is not None)


def test_an_event_that_skips_a_number_is_dropped_and_a_snapshot_asked_for(server: ServerThread, qtbot: QtBot) -> None:
    code, clients, source = _seated(server, qtbot)
    conn = source.connection
    n = conn.n
    got: list[dict[str, Any]] = []
    conn.message_received.connect(got.append)
    # as if event n + 1 had been lost on the way
    conn._on_text(json.dumps({"type": "chat", "seat": 0, "text": "lost one", "n": n + 2}))
    qtbot.waitUntil(lambda: any(m.get("type") == "snapshot" for m in got), timeout=WAIT)
    assert not any(m.get("type") == "chat" for m in got)  # the event out of step was not passed on
    assert conn.n == _server_snapshot(server, code, 3)["n"]
