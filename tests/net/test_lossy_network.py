"""Faults: the server and its clients in two network namespaces joined by a slow, lossy link (lossy_link.py).

Whole hands with 200 ms each way and 5 % of the packets lost, a whole match with 5 % lost, a client killed
mid-trick that rejoins over the bad link; after every event the table sent, every client's view of the match
(rebuilt from what it received, as its game does) equals the server's view for that seat.
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from lossy_link import SERVER_IP, LossyLink, unavailable
from net_helpers import close_all, fast_config, run, running_server

from murlan_qt.net import views
from murlan_qt.net.client import HeadlessClient, SeatView
from murlan_qt.net.server import TableServer
from murlan_qt.net.table import Table

pytestmark = [pytest.mark.slow, pytest.mark.skipif(unavailable() is not None, reason=str(unavailable()))]


def observe(table: Table) -> dict[int, list[dict[str, Any]]]:
    """The server's view of the match for each seat right after each event it sends (by the event's ``n``)."""
    seen: dict[int, list[dict[str, Any]]] = {}
    original: Callable[..., None] = table._emit

    def emit(make: Any, **kwargs: Any) -> None:
        original(make, **kwargs)
        if table.match is not None and table.match.hands:
            seen[table.n] = [views.match_view(table.match, s) for s in range(4)]

    table._emit = emit  # type: ignore[method-assign]
    return seen


def client_views(client: HeadlessClient) -> dict[int, tuple[dict[str, Any], list[list[str]], str]]:
    """The client's view of the match after each message it received (rebuilt from its log), by ``n``."""
    view = SeatView()
    out: dict[int, tuple[dict[str, Any], list[list[str]], str]] = {}
    for msg in client.log:
        view.apply(msg)
        assert not view.out_of_step  # TCP: nothing lost or reordered, however bad the link
        if "n" in msg and view.match is not None:
            out[view.n] = (copy.deepcopy(view.match), [list(t) for t in view.trick], str(msg["type"]))
    return out


def compare(seen: dict[int, list[dict[str, Any]]], client: HeadlessClient, seat: int) -> int:
    """Every event's client view against the server's; how many were compared."""
    checked = 0
    for n, (mine, trick, kind) in client_views(client).items():
        if n not in seen:
            continue
        theirs = seen[n][seat]
        keys = ["hand_index", "hand", "hand_sizes", "actions", "turn"]
        if not (kind == "action" and theirs["phase"] == "over"):  # the hand's end comes in the next event
            keys += ["phase", "finish_order"]
        if kind in ("hand_over", "snapshot", "hand_started"):
            keys.append("totals")
        assert {k: mine[k] for k in keys} == {k: theirs[k] for k in keys}, (n, kind, seat)
        assert (trick[-1] if trick else None) == theirs["top"], (n, kind, seat)
        checked += 1
    return checked


async def lossy_table(link: LossyLink, server: TableServer) -> tuple[str, list[HeadlessClient], dict[int, Any]]:
    url = f"ws://{SERVER_IP}:{server.port}/"
    clients = [HeadlessClient() for _ in range(4)]
    for i, c in enumerate(clients):
        await c.connect(url, f"Player {i}", sock=await link.client_socket(server.port), open_timeout=60)
    code = await clients[0].create("Lossy table", level="easy")
    for c in clients:
        await c.join(code)
    return code, clients, observe(server.tables[code])


def test_a_whole_hand_over_200_ms_each_way_and_5_percent_loss_every_view_equal_to_the_servers(
        tmp_path: Path) -> None:
    async def go() -> None:
        async with LossyLink(delay=0.2, loss=0.05, seed=5) as link:
            config = fast_config(tmp_path, hand_pause=60.0, grace=60.0)
            config.sock = await link.listening_socket()
            async with running_server(config) as server:
                code, clients, seen = await lossy_table(link, server)
                await clients[0].start()
                await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
                for c in clients:
                    await c.wait_for(lambda m: m.get("type") == "hand_over", timeout=120)
                match = server.tables[code].match
                assert match is not None and len(match.results) == 1
                checked = [compare(seen, c, i) for i, c in enumerate(clients)]
                assert all(k >= len(match.hands[0].actions) for k in checked)
                assert link.dropped > 10
                await close_all(clients)

    run(go())


def test_a_whole_match_with_5_percent_loss_every_view_equal_and_the_records_the_same(tmp_path: Path) -> None:
    async def go() -> None:
        async with LossyLink(delay=0.01, loss=0.05, seed=6) as link:
            config = fast_config(tmp_path)
            config.sock = await link.listening_socket()
            async with running_server(config) as server:
                code, clients, seen = await lossy_table(link, server)
                await clients[0].start()
                await asyncio.gather(*(c.bot(seed=30 + i) for i, c in enumerate(clients)))
                records = [c.view.record for c in clients]
                assert records[0] is not None and all(r == records[0] for r in records)
                for i, c in enumerate(clients):
                    assert compare(seen, c, i) > 100
                assert link.dropped > 10
                await close_all(clients)

    run(go())


def test_a_client_killed_mid_trick_over_the_lossy_link_rejoins_and_its_view_is_the_servers(tmp_path: Path) -> None:
    async def go() -> None:
        async with LossyLink(delay=0.1, loss=0.05, seed=7) as link:
            config = fast_config(tmp_path, hand_pause=60.0, grace=0.5)
            config.sock = await link.listening_socket()
            async with running_server(config) as server:
                code, clients, seen = await lossy_table(link, server)
                table = server.tables[code]
                await clients[0].start()
                await asyncio.gather(*(c.bot(seed=i, moves=2) for i, c in enumerate(clients)))
                assert table.match is not None and not table.match.hand.is_over
                victim_seat = (table.match.hand.turn + 1) % 4
                victim = clients[victim_seat]
                token = victim.token
                await victim.drop()  # killed: no closing handshake
                # the others play on; the victim's computer player moves for it after the grace
                others = [c for c in clients if c is not victim]
                start = len(others[0].log)
                waiting = [asyncio.ensure_future(c.bot(seed=40 + i, moves=1)) for i, c in enumerate(others)]
                await others[0].wait_for(lambda m: m.get("type") == "action" and m["seat"] == victim_seat,
                                         start=start, timeout=120)
                for w in waiting:
                    w.cancel()
                back = HeadlessClient()
                await back.connect(f"ws://{SERVER_IP}:{server.port}/", "Back",
                                   sock=await link.client_socket(server.port), open_timeout=60)
                assert await back.join(code, token=token) == victim_seat
                players = [back if c is victim else c for c in clients]
                await asyncio.gather(*(c.bot(seed=50 + i, until="hand_over", hands=1) for i, c in enumerate(players)))
                for c in players:
                    await c.wait_for(lambda m: m.get("type") == "hand_over", timeout=120)
                assert table.match.results
                for i, c in enumerate(players):
                    assert compare(seen, c, i) > 0
                await close_all(players)

    run(go())
