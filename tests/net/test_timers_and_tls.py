"""The server's clocks and ends: the turn clock, the host ending a table, a connection that stops answering, an
idle server exiting (in process and as ``murlan-server``), and ``wss://`` with --tls-cert/--tls-key."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.process import start_server
from murlan_qt.net.server import TableServer, tls_context


def test_the_turn_clock_running_out_makes_the_seats_computer_player_move(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, hand_pause=60.0)) as server:
            code, clients = await seated_table(server, clock=30)
            table = server.tables[code]
            table.clock = 1  # a player may choose 30 or 60 s; the test's table runs out after 1 s
            await clients[0].start()
            assert table.match is not None
            seat = table.match.hand.turn
            watcher = clients[(seat + 1) % 4]
            clock = await watcher.wait_for(lambda m: m.get("type") == "clock")
            assert clock["seat"] == seat and clock["left"] == 1
            # nobody moves: the seat's computer player does, with the 3 of spades of the match's first lead
            action = await watcher.wait_for(lambda m: m.get("type") == "action", timeout=30)
            assert action["seat"] == seat and "3S" in action["play"]
            # the person keeps the seat (no stand-in), and the clock starts for the next seat
            assert table.seats[seat] is not None and not table.seats[seat].stand_in  # type: ignore[union-attr]
            nxt = await watcher.wait_for(lambda m: m.get("type") == "clock" and m["n"] > action["n"])
            assert nxt["seat"] == action["turn"]
            # every seat saw that move, the person's own hand lost the cards
            for c in clients:
                seen = await c.wait_for(lambda m: m.get("type") == "action")
                assert seen == action
            assert not set(action["play"]) & set(clients[seat].view.match["hand"])  # type: ignore[index]
            await close_all(clients)

    run(go())


def test_the_host_ends_the_table_everyone_is_told_and_the_idle_server_exits(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        config.exit_when_idle = 0.5
        server = TableServer(config)
        await server.start()
        try:
            code, clients = await seated_table(server, people=2)
            await clients[0].start()
            assert (await clients[1].end_table())["code"] == "not_host"
            # the host's end_table is answered by the table's end, not an "ok"
            ended = await clients[0].end_table()
            assert (ended["type"], ended["reason"]) == ("table_ended", "host_ended")
            for c in clients:
                ended = await c.wait_for(lambda m: m.get("type") == "table_ended")
                assert ended["reason"] == "host_ended"
                await asyncio.wait_for(c.closed.wait(), 10)
                assert c.close_code == 1000
            assert code not in server.tables
            # a join with the code of the ended table finds none
            late = HeadlessClient()
            await late.connect(url_of(server), "Late")
            start = len(late.log)
            await late.send({"type": "join", "code": code, "token": clients[1].token, "seat": None})
            assert (await late.wait_for(lambda m: m.get("type") == "error", start=start))["code"] == "no_table"
            await late.close()
            # no table and no connection: the server stops by itself
            await asyncio.wait_for(server.wait_stopped(), 30)
            assert server.store is not None
            server.store.flush()
            assert not list((tmp_path / "tables").glob(f"{code}*.json"))
        finally:
            await server.stop()

    run(go())


def test_a_connection_that_stops_answering_pings_is_closed_and_its_seat_shown_dropped(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path, grace=60.0)
        config.ping_interval, config.ping_timeout = 0.5, 0.5
        async with running_server(config) as server:
            code, (host, mute) = await seated_table(server, people=2)
            start = len(host.log)
            assert mute.ws is not None
            mute.ws.transport.pause_reading()  # alive for TCP, deaf for WebSocket: no pong ever comes
            seats = await host.wait_for(
                lambda m: m.get("type") == "seats" and m["seats"][1]["connected"] is False, start=start, timeout=30)
            assert seats["seats"][1]["name"] == "Player 1"
            # noticed within the ping's timeout and the short closing handshake (2 s), not websockets' 10 s
            assert server.config.close_timeout == 2.0
            # the host, who answers its pings, is still there well past the timeout
            await asyncio.sleep(1.5)
            assert not host.closed.is_set() and (await host.resync())["table"]["seats"][0]["connected"] is True
            mute.ws.transport.abort()
            await close_all([host])

    run(go())


def test_murlan_server_exits_when_idle_after_its_last_table_ended(tmp_path: Path) -> None:
    server = start_server(tmp_path / "data", ("--exit-when-idle", "1", "--hand-pause", "0"))
    try:
        async def play() -> None:
            c = HeadlessClient()
            await c.connect(server.url, "Host")
            code = await c.create("Short")
            await c.join(code)
            await c.send({"type": "end_table"})  # answered by table_ended and the close, not by ok
            assert (await c.wait_for(lambda m: m.get("type") == "table_ended"))["reason"] == "host_ended"
            await asyncio.wait_for(c.closed.wait(), 10)

        asyncio.run(play())
        assert server.process.wait(30) == 0
    finally:
        server.stop()


def _self_signed(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=60)
    return cert, key


needs_openssl = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command for a certificate")


@needs_openssl
def test_a_table_over_wss_with_a_self_signed_certificate(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    trusting = ssl.create_default_context(cafile=str(cert))

    async def go() -> None:
        config = fast_config(tmp_path / "data", hand_pause=60.0)
        config.ssl = tls_context(cert, key)
        async with running_server(config) as server:
            url = f"wss://localhost:{server.port}/"
            clients = [HeadlessClient() for _ in range(4)]
            for i, c in enumerate(clients):
                await c.connect(url, f"Player {i}", ssl=trusting)
            code = await clients[0].create("Secure")
            for c in clients:
                await c.join(code)
            await clients[0].start()
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            assert server.tables[code].match.results  # type: ignore[union-attr]
            # a client that does not trust the certificate, and a plain ws:// client, get no table
            with pytest.raises(ssl.SSLCertVerificationError):
                await HeadlessClient().connect(url, "Doubter")
            with pytest.raises(Exception):  # noqa: B017 - the TLS server answers no plain HTTP upgrade
                await HeadlessClient().connect(f"ws://127.0.0.1:{server.port}/", "Plain", open_timeout=10)
            await close_all(clients)

    run(go())


@needs_openssl
def test_murlan_server_serves_wss_with_its_tls_flags_and_refuses_a_bad_key(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)
    server = start_server(tmp_path / "data", ("--tls-cert", str(cert), "--tls-key", str(key)))
    try:
        async def hello() -> str:
            c = HeadlessClient()
            welcome = await c.connect(f"wss://127.0.0.1:{server.port}/", "Probe",
                                      ssl=ssl.create_default_context(cafile=str(cert)))
            await c.close()
            return str(welcome["type"])

        assert asyncio.run(hello()) == "welcome"
    finally:
        assert server.stop() == 0
    with pytest.raises(RuntimeError):
        start_server(tmp_path / "data2", ("--tls-cert", str(cert), "--tls-key", str(cert)))
