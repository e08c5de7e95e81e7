"""Hostile clients against a real table in progress: a seeded fuzzer, slow and never-finished handshakes, floods.

The single refusals (each error code) are in test_refusals.py; here the messages are random (seeded), they
come from a seated player between its turns and from strangers, and after every batch the server must be
answering, the match (the server's record, and every honest client's view) unchanged, and the hand must go on
to its end with the honest players.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import random
import socket
import string
from pathlib import Path
from typing import Any

import pytest
from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of
from websockets.exceptions import ConnectionClosed

from murlan_qt.engine.record import to_record
from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import TableServer

HOSTILE_SEAT = 3
#: strangers connect from other loopback addresses: their wrong codes get their address blocked, not the players'
STRANGER_ADDRESSES = ["127.0.0.2", "127.0.0.3", "127.0.0.4"]
TYPES = ["play", "pass", "give", "resync", "hello", "join", "create", "start", "end_table", "chat", "leave",
         "explode", "", "PLAY", "play\u0000", "welcome", "snapshot"]


def match_state(server: TableServer, code: str) -> tuple[str, int]:
    """What no bad message may change: the server's match record and the ``n`` of its last match change."""
    t = server.tables[code]
    assert t.match is not None
    return json.dumps(to_record(t.match), sort_keys=True), t.change_n


def junk_value(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value of any type: the wrong type for most fields, sometimes a nearly right one."""
    pick = rng.randrange(14)
    if pick == 0:
        return None
    if pick == 1:
        return rng.choice([True, False])
    if pick == 2:
        return rng.choice([0, -1, 1, 3, 4, 2**31, 2**53 + 1, -(2**63), 10**40])
    if pick == 3:
        return rng.choice([0.5, -0.0, 1e308, 3.0])
    if pick == 4:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(0, 30)))
    if pick == 5:
        return rng.choice(["3S", "2H", "JR", "JB", "ZZ", "3s", "10H", "TH", "AS ", "\u202e3S", "3S" * 3000])
    if pick == 6:
        return [rng.choice(["3S", "4D", "KC", "AH", "2S"]) for _ in range(rng.randrange(0, 8))]
    if pick == 7 and depth < 3:
        return [junk_value(rng, depth + 1) for _ in range(rng.randrange(0, 4))]
    if pick == 8 and depth < 3:
        return {rng.choice(["type", "n", "cards", "x"]): junk_value(rng, depth + 1) for _ in range(rng.randrange(3))}
    if pick == 9:
        return "\ud800" if rng.random() < 0.5 else "\u200b" * 50
    if pick == 10:
        return "A" * rng.choice([64, 200, 201, 5000])
    if pick == 11:
        return {"$ne": None}
    return rng.randrange(-5, 500)


def illegal_on_turn(rng: random.Random, n: int, own: list[str], others: list[str], leading: bool,
                    change_n: int) -> dict[str, Any]:
    """A move the seat on turn may not make, whatever its hand: a card twice, another seat's card beside its
    own, a stale or future ``n``, a pass on a lead, a give outside the swap."""
    pick = rng.randrange(6)
    card = rng.choice(own)
    if pick == 0:
        return {"type": "play", "cards": [card] * rng.randrange(2, 5), "n": n}
    if pick == 1:
        return {"type": "play", "cards": [card, rng.choice(others)], "n": n}
    if pick == 2:
        return {"type": "play", "cards": [card], "n": rng.choice([change_n - 1, n + 1, n + 1000])}
    if pick == 3 and leading:
        return {"type": "pass", "n": n}
    if pick == 4:
        return {"type": "give", "card": card, "n": n}
    return {"type": "play", "cards": [rng.choice(others)], "n": n}


def junk_message(rng: random.Random, view_n: int, other_cards: list[str], code: str,
                 tokens: list[str]) -> str | bytes:
    """One frame for the fuzzer: broken JSON, wrong types, other seats' cards, odd ``n``, forged tokens."""
    pick = rng.randrange(12)
    if pick == 0:
        return rng.choice(["{", "}", "[", '{"type": "play"', "null", "1", '"play"', "[]", "{}", "NaN",
                           '{"type": "pass", "n": NaN}', '{"type": "pass", "n": Infinity}', "\x00", "\ufeff{}",
                           '{"type":"pass","type":"play"}', "[" * 20000 + "]" * 20000])
    if pick == 1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if pick == 2:  # over the message limit (16 KiB), sometimes over the frame limit (64 KiB: closed)
        size = rng.choice([16 * 1024 + 1, 40_000, 70_000, 300_000])
        return json.dumps({"type": "chat", "text": "x" * size})
    msg: dict[str, Any] = {"type": rng.choice(TYPES)}
    for key in rng.sample(["cards", "card", "n", "id", "seat", "code", "token", "name", "protocol", "client",
                           "text", "preset", "rules", "level", "clock"], rng.randrange(0, 6)):
        msg[key] = junk_value(rng)
    if pick in (3, 4):  # nearly right: a real type with another seat's cards and an n close to the table's
        msg["type"] = rng.choice(["play", "pass", "give"])
        msg["cards"] = rng.sample(other_cards, min(len(other_cards), rng.randrange(1, 4)))
        msg["card"] = rng.choice(other_cards)
        msg["n"] = view_n + rng.choice([-2, -1, 0, 0, 0, 1, 2])
        msg["seat"] = rng.randrange(4)
    if pick == 5:  # a forged token (a real one with a character changed) or another table's token
        token = rng.choice(tokens)
        i = rng.randrange(len(token))
        forged = token[:i] + ("A" if token[i] != "A" else "B") + token[i + 1:]
        msg = {"type": "join", "code": code, "token": rng.choice([forged, token[:-1], token + "x"]), "seat": None}
    if pick == 6:
        msg = {"type": "join", "code": rng.choice([code, code.lower(), code[:-1], "ZZZZZZ", code + "A"]),
               "token": None, "seat": rng.choice([None, 0, 1, 2, 3, 4, -1, "0"])}
    return json.dumps(msg)


async def sync(c: HeadlessClient, probe_id: int) -> None:
    """Wait until the server has handled every frame sent on ``c``: the answer to a probe, or the close."""
    if c.closed.is_set():
        return
    start = len(c.log)
    try:
        await c.send({"type": "resync", "id": probe_id})
    except Exception:  # noqa: BLE001 - the server closed it meanwhile
        await asyncio.wait_for(c.closed.wait(), 30)
        return
    with contextlib.suppress(ConnectionError):
        await c.wait_for(lambda m: m.get("type") == "snapshot" or m.get("id") == probe_id, start=start)


async def settled(server: TableServer, code: str, honest: list[HeadlessClient]) -> None:
    """Every honest client has every event the table sent (the table's ``n``)."""
    n = server.tables[code].n
    for c in honest:
        await c.wait_for(lambda _m, c=c: c.view.n >= n)


def honest_views(clients: list[HeadlessClient]) -> list[Any]:
    return [copy.deepcopy(c.view.match) for c in clients]


async def stranger(rng: random.Random, server: TableServer) -> HeadlessClient:
    c = HeadlessClient()
    local = (rng.choice(STRANGER_ADDRESSES), 0)
    if rng.random() < 0.3:
        await c.open_raw(url_of(server), local_addr=local)  # no hello: the fuzz comes first
    else:
        await c.connect(url_of(server), "Stranger", local_addr=local)
    return c


@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_a_seeded_fuzzer_changes_nothing_and_the_honest_players_finish_the_hand(
        tmp_path: Path, seed: int, caplog: pytest.LogCaptureFixture) -> None:
    rng = random.Random(seed)
    close_codes: list[int | None] = []

    async def go() -> None:
        config = fast_config(tmp_path, hand_pause=60.0, grace=120.0)
        config.rate, config.burst = 20.0, 40.0  # the real limits: the fuzzer meets them, the players do not
        config.handshake_timeout = 2.0
        async with running_server(config) as server:
            code, clients = await seated_table(server)
            other_code, (other,) = await seated_table(server, people=1)
            await clients[0].start()
            table = server.tables[code]
            assert table.match is not None
            tokens = [c.token for c in [*clients, other] if c.token]
            hostile = clients[HOSTILE_SEAT]
            honest = [c for c in clients if c is not hostile]
            strangers: list[HeadlessClient] = []
            refusals: dict[str, int] = {}
            sent = closed = rejoined = 0
            probe = 10_000
            while not table.match.hand.is_over:
                await settled(server, code, clients)
                before, views = match_state(server, code), honest_views(honest)
                hands = [list(table.match.hand.hand_of(s)) for s in range(4)]
                other_cards = [str(card) for s in range(4) if s != HOSTILE_SEAT for card in hands[s]] or ["3S"]
                turn = table.match.hand.turn
                # the fuzz: from the hostile seat while it is not its turn, and from strangers at any time
                senders: list[HeadlessClient] = []
                if turn != HOSTILE_SEAT:
                    senders.append(hostile)
                else:  # on its turn: moves that are never legal, then its own honest move below
                    own = [str(card) for card in hands[HOSTILE_SEAT]]
                    for _ in range(rng.randrange(1, 6)):
                        move = illegal_on_turn(rng, table.n, own, other_cards, table.match.hand.top is None,
                                               table.change_n)
                        reply = await hostile.request(move)
                        assert reply["type"] == "error", move
                        refusals[reply["code"]] = refusals.get(reply["code"], 0) + 1
                while len(strangers) < 3:
                    strangers.append(await stranger(rng, server))
                senders.extend(rng.sample(strangers, 2))
                for c in senders:
                    for _ in range(rng.randrange(1, 12)):
                        if c.closed.is_set():
                            break
                        frame = junk_message(rng, table.n, other_cards, code, tokens)
                        try:
                            await c.send_raw(frame)
                            sent += 1
                        except Exception:  # noqa: BLE001 - closed by the server (too big, too many bad ones)
                            break
                    probe += 1
                    await sync(c, probe)
                # nothing changed: the server's match, and what every honest player sees
                assert match_state(server, code) == before
                await settled(server, code, honest)
                assert honest_views(honest) == views
                assert all(not c.view.out_of_step and not c.closed.is_set() for c in honest)
                # closed connections come back: the hostile seat with its token (from the players' address)
                for c in [s for s in strangers if s.closed.is_set()]:
                    strangers.remove(c)
                    close_codes.append(c.close_code)
                    closed += 1
                if hostile.closed.is_set():
                    close_codes.append(hostile.close_code)
                    assert hostile.token is not None and hostile.code is not None
                    token = hostile.token
                    hostile = HeadlessClient()
                    await hostile.connect(url_of(server), "Player 3")
                    assert await hostile.join(code, token=token) == HOSTILE_SEAT
                    clients[HOSTILE_SEAT] = hostile
                    rejoined += 1
                # the seat whose turn it is makes one honest move
                await clients[turn].bot(seed=seed * 10 + len(table.match.hand.actions), moves=1)
            # the hand ended at the honest players' hands, and everyone saw the same end
            assert table.match.results and sorted(table.match.results[0].finish_order) == [0, 1, 2, 3]
            for c in clients:
                await c.wait_for(lambda m: m.get("type") == "hand_over")
            overs = [next(m for m in c.log if m["type"] == "hand_over") for c in clients]
            assert all(o == overs[0] for o in overs)
            assert {"not_held", "card_named_twice", "not_swap_time"} <= set(refusals)  # the engine's own refusals
            assert sent > 100 and closed > 0 and rejoined > 0  # the fuzz reached the limits that close
            # the server answers a newcomer, and the other table was not touched
            probe_client = HeadlessClient()
            assert (await probe_client.connect(url_of(server), "Newcomer"))["type"] == "welcome"
            assert [s is None for s in server.tables[other_code].seats] == [False, True, True, True]
            await close_all([*clients, other, probe_client, *strangers])

    caplog.set_level("WARNING")
    run(go())
    # every close was the server's refusal (policy 1008, too big 1009, or 1000 after a leave), never a crash (1011)
    assert set(close_codes) <= {1000, 1008, 1009}, close_codes
    assert not [r for r in caplog.records if r.levelno >= 40], [r.getMessage() for r in caplog.records]


async def _raw_connections(port: int, count: int) -> list[tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
    return [await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.2", 0)) for _ in range(count)]


@pytest.mark.slow
def test_slow_and_never_finished_handshakes_and_a_flood_of_connections_leave_the_table_playing(
        tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path, hand_pause=60.0)
        config.handshake_timeout = 1.0
        config.max_connections = 40
        async with running_server(config) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            # many raw TCP connections: silent ones, and a slowloris trickling its HTTP request a byte at a time
            silent = await _raw_connections(server.port, 150)
            loris = await _raw_connections(server.port, 20)
            request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"

            async def trickle(writer: asyncio.StreamWriter) -> None:
                for b in request:
                    if writer.is_closing():
                        return
                    try:
                        writer.write(bytes([b]))
                        await writer.drain()
                    except ConnectionError:
                        return
                    await asyncio.sleep(0.1)

            trickles = [asyncio.ensure_future(trickle(w)) for _, w in loris]
            # WebSocket connections that say hello and then nothing, past the connection limit
            idle = [HeadlessClient() for _ in range(45)]
            replies = []
            for c in idle:
                await c.open_raw(url_of(server), local_addr=("127.0.0.3", 0))
                with contextlib.suppress(ConnectionClosed):  # a full server says so and closes at once
                    await c.send({"type": "hello", "protocol": 1, "client": "idle", "name": "Idle"})
            for c in idle:
                replies.append(await c.wait_for(lambda m: m.get("type") in ("welcome", "error")))
            full = [r for r in replies if r.get("code") == "server_full"]
            assert len(full) == 45 - (40 - 4)  # the 4 players hold 4 of the 40; the raw sockets none yet
            # the honest players play the hand to its end meanwhile
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            assert server.tables[code].match.results  # type: ignore[union-attr]
            # every silent and slow connection was closed by the server (the handshake timeout)
            for reader, _ in [*silent, *loris]:
                data = await asyncio.wait_for(reader.read(), 30)
                assert b"101 Switching" not in data
            for t in trickles:
                await asyncio.wait_for(t, 30)
            for _, w in [*silent, *loris]:
                w.close()
            # the server answers once the idle ones are gone
            await close_all(idle)
            newcomer = HeadlessClient()
            assert (await newcomer.connect(url_of(server), "Newcomer"))["type"] == "welcome"
            await close_all([*clients, newcomer])

    run(go())


def test_the_address_block_holds_for_the_strangers_address_only(tmp_path: Path) -> None:
    """A stranger guessing codes from one address is blocked there; a player from another address still joins."""
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, (host,) = await seated_table(server, people=1)
            guesser = HeadlessClient()
            await guesser.connect(url_of(server), "Guesser", local_addr=("127.0.0.2", 0))
            errors = []
            for i in range(12):
                start = len(guesser.log)
                await guesser.send({"type": "join", "code": f"ZZZZZ{'ABCDEFGHJKLM'[i]}", "token": None, "seat": None})
                errors.append((await guesser.wait_for(lambda m: m.get("type") == "error", start=start))["code"])
            assert errors[-1] == "too_many_attempts"
            friend = HeadlessClient()
            await friend.connect(url_of(server), "Friend")
            assert await friend.join(code) == 1
            await close_all([host, guesser, friend])

    run(go())


def test_a_raw_socket_that_sends_garbage_instead_of_http_is_closed(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        config.handshake_timeout = 2.0
        async with running_server(config) as server:
            for junk in (b"\x16\x03\x01\x02\x00" + bytes(200), b"GET /x HTTP/1.1\r\n\r\n", b"A" * 70_000 + b"\r\n\r\n",
                         b"GET / HTTP/1.1\r\n" + b"X: " + b"y" * 20_000 + b"\r\n\r\n"):
                with socket.create_connection(("127.0.0.1", server.port), timeout=30) as s:
                    s.sendall(junk)
                    loop = asyncio.get_running_loop()
                    data = await loop.run_in_executor(None, s.recv, 4096)
                    assert b"101" not in data.split(b"\r\n", 1)[0]
            c = HeadlessClient()
            assert (await c.connect(url_of(server), "After"))["type"] == "welcome"
            await c.close()

    run(go())


@pytest.mark.slow  # a server process with its computer players' worker starts and stops
def test_the_murlan_server_process_survives_the_fuzz_while_a_hand_is_played(tmp_path: Path) -> None:
    """The same fuzz against the real ``murlan-server`` process (its default limits), strangers sending
    while a person plays a hand with three computer players: the process lives and answers, the hand ends."""
    from murlan_qt.net.process import start_server

    server = start_server(tmp_path / "data", ("--ai-delay", "0", "--hand-pause", "30", "--grace", "60"))
    rng = random.Random(3)

    async def go() -> None:
        person = HeadlessClient()
        await person.connect(server.url, "Person")
        code = await person.create("Fuzzed", level="easy")
        await person.join(code)
        await person.start()
        playing = asyncio.ensure_future(person.bot(seed=1, until="hand_over", hands=1))
        sent = 0
        while not playing.done() or sent < 300:
            c = HeadlessClient()
            local = (rng.choice(STRANGER_ADDRESSES), 0)
            await c.connect(server.url, "Stranger", local_addr=local)
            for _ in range(rng.randrange(1, 15)):
                if c.closed.is_set():
                    break
                try:
                    await c.send_raw(junk_message(rng, person.view.n, ["3S", "4D", "KC"], code, [person.token or "x"]))
                    sent += 1
                except Exception:  # noqa: BLE001 - closed by the server
                    break
            await sync(c, 1)
            await c.close()
            assert c.close_code in (None, 1000, 1008, 1009)
        await playing
        over = await person.wait_for(lambda m: m.get("type") == "hand_over")
        assert sorted(over["finish_order"]) == [0, 1, 2, 3]
        assert server.process.poll() is None
        newcomer = HeadlessClient()
        assert (await newcomer.connect(server.url, "Newcomer"))["type"] == "welcome"
        assert (await person.resync())["match"]["results"]
        await close_all([person, newcomer])

    try:
        asyncio.run(asyncio.wait_for(go(), 300))
    finally:
        assert server.stop() == 0
