"""Refused requests change nothing and the table goes on: out of turn, stale, bad tokens and codes, bad frames."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import TableServer


def state(server: TableServer, code: str) -> Any:
    """What a refusal must not change: the server's match record and its seats."""
    from murlan_qt.engine.record import to_record

    t = server.tables[code]
    assert t.match is not None
    return json.dumps(to_record(t.match)), [t.seat_json(i) for i in range(4)], t.change_n


def test_actions_out_of_turn_stale_or_illegal_are_refused_and_change_nothing(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, hand_pause=60.0)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            view = clients[0].view.match
            assert view is not None
            turn = view["turn"]
            on, off = clients[turn], clients[(turn + 1) % 4]
            before = state(server, code)
            hand_of_off = off.view.match["hand"]  # type: ignore[index]
            replies = [
                await off.play([hand_of_off[0]]),  # out of turn
                await off.pass_(),
                await on.pass_(),  # the opening lead cannot pass
                await on.play([hand_of_off[0]]),  # a card of another seat's hand
                await on.request({"type": "play", "cards": ["3S"], "n": on.view.n + 5}),  # a view from the future
                await on.request({"type": "play", "cards": ["3S"], "n": 0}),  # an old view: stale
                await on.give("3S"),  # not the swap
                await on.request({"type": "play", "cards": ["ZZ"], "n": on.view.n}),
                await on.request({"type": "play", "cards": "3S", "n": on.view.n}),
                await on.request({"type": "play", "cards": ["3S"], "n": "7"}),
                await on.request({"type": "play", "cards": ["3S"]}),
                await on.request({"type": "play", "cards": ["3S"], "n": on.view.n, "seat": (turn + 1) % 4}),
            ]
            codes = [r.get("code") for r in replies]
            assert codes[:3] == ["not_your_turn", "not_your_turn", "must_play_lead"]
            assert codes[3] == "not_held" and replies[3]["params"]["cards"] == [hand_of_off[0]]
            assert codes[4:7] == ["stale", "stale", "not_swap_time"]
            assert codes[7:11] == ["bad_message"] * 4
            assert replies[7]["params"]["field"] == "cards[0]" and replies[9]["params"]["field"] == "n"
            assert replies[10]["params"]["field"] == "n"
            # a "seat" field is ignored: the seat is the connection's (a play for another seat is its own play)
            assert replies[11]["type"] == "ok"
            after = state(server, code)
            assert json.loads(after[0])["hands"][0]["actions"] == [{"seat": turn, "play": ["3S"]}]
            assert after[1] == before[1]
            # the table goes on: the hand is played to its end
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            assert server.tables[code].match.results  # type: ignore[union-attr]
            await close_all(clients)

    run(go())


def test_bad_frames_are_bad_messages_and_five_of_them_close_the_connection(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, (host,) = await seated_table(server, people=1)
            c = HeadlessClient()
            await c.connect(url_of(server), "Hostile")
            frames: list[str | bytes] = [
                "{not json", "[1, 2]", b"\x00\x01binary", json.dumps({"type": "chat", "text": "x" * 17000}),
            ]
            for f in frames:
                start = len(c.log)
                await c.send_raw(f)
                err = await c.wait_for(lambda m: m.get("type") == "error", start=start)
                assert err["code"] == "bad_message"
            assert [m["code"] for m in c.log if m["type"] == "error"] == ["bad_message"] * 4
            assert not c.closed.is_set()
            await c.send({"type": "play", "cards": [], "n": 0})  # not joined: not a bad message
            await c.wait_for(lambda m: m.get("code") == "not_joined")
            await c.send({"type": "explode"})  # the fifth bad message
            await asyncio.wait_for(c.closed.wait(), 10)
            assert c.close_code == 1008
            # the host's table is untouched and the host still talks to it
            snap = await host.resync()
            assert snap["table"]["seats"][0]["connected"] is True
            await host.close()

    run(go())


def test_a_frame_far_over_the_limit_closes_the_connection_and_the_server_goes_on(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            c = HeadlessClient()
            await c.open_raw(url_of(server))
            await c.send_raw("x" * (1 << 20))
            await asyncio.wait_for(c.closed.wait(), 10)
            assert c.close_code == 1009
            d = HeadlessClient()
            assert (await d.connect(url_of(server), "Next"))["type"] == "welcome"
            await d.close()

    run(go())


def test_the_handshake_rules(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        config.handshake_timeout = 0.5
        async with running_server(config) as server:
            slow = HeadlessClient()
            await slow.open_raw(url_of(server))
            await asyncio.wait_for(slow.closed.wait(), 10)  # no hello in time
            assert slow.close_code == 1008
            early = HeadlessClient()
            await early.open_raw(url_of(server))
            await early.send({"type": "join", "code": "AAAAAA"})
            err = await early.wait_for(lambda m: m.get("type") == "error")
            assert err["code"] == "bad_message" and err["params"]["field"] == "type"
            await early.close()
            old = HeadlessClient()
            await old.open_raw(url_of(server))
            await old.send({"type": "hello", "protocol": 2, "client": "x", "name": "Old"})
            err = await old.wait_for(lambda m: m.get("type") == "error")
            assert err["code"] == "protocol_version" and err["supported"] == [1]
            await asyncio.wait_for(old.closed.wait(), 10)
            blank = HeadlessClient()
            await blank.open_raw(url_of(server))
            await blank.send({"type": "hello", "protocol": 1, "client": "x", "name": "\u200b\u202e \n"})
            err = await blank.wait_for(lambda m: m.get("type") == "error")
            assert err["code"] == "bad_name"
            await blank.close()

    run(go())


def test_tokens_codes_and_wrong_code_attempts(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, (host,) = await seated_table(server, people=1)
            other_code, (other,) = await seated_table(server, people=1)
            c = HeadlessClient()
            await c.connect(url_of(server), "Mallory")
            errors = []
            for token in ("forged-token", other.token):  # forged, and a token of another table
                start = len(c.log)
                await c.send({"type": "join", "code": code, "token": token, "seat": None})
                errors.append((await c.wait_for(lambda m: m.get("type") == "error", start=start))["code"])
            assert errors == ["bad_token", "bad_token"]
            start = len(c.log)
            await c.send({"type": "join", "code": code.lower(), "token": None, "seat": 0})  # lower case is the code
            assert (await c.wait_for(lambda m: m.get("type") == "error", start=start))["code"] == "seat_taken"
            codes = []
            for _ in range(9):
                start = len(c.log)
                await c.send({"type": "join", "code": "ZZZZZZ", "token": None, "seat": None})
                codes.append((await c.wait_for(lambda m: m.get("type") == "error", start=start))["code"])
            assert codes[:8] == ["no_table"] * 8 and codes[8] == "too_many_attempts"
            start = len(c.log)
            await c.send({"type": "join", "code": code, "token": None, "seat": None})  # even the right code now
            assert (await c.wait_for(lambda m: m.get("type") == "error", start=start))["code"] == "too_many_attempts"
            # nothing changed at the tables
            assert [s is None for s in server.tables[code].seats] == [False, True, True, True]
            await close_all([host, other, c])

    run(go())


def test_chat_is_cleaned_rate_limited_and_presets_are_checked(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, (a, b) = await seated_table(server, people=2)
            assert (await a.chat(text="  Hi\u202e there\n<b>x</b>  "))["type"] == "ok"
            line = await b.wait_for(lambda m: m.get("type") == "chat")
            assert line == {"type": "chat", "seat": 0, "text": "Hi there <b>x</b>", "n": line["n"]}
            # a typed line and a preset straight after it pass (3 in a row); the fourth at once is refused
            assert (await a.chat(preset="thanks"))["type"] == "ok"
            assert (await a.chat(preset="hello"))["type"] == "ok"
            assert (await a.chat(preset="oops"))["code"] == "rate_limited"
            assert (await b.chat(preset="nonsense"))["code"] == "bad_message"
            assert (await b.chat(text="x", preset="oops"))["code"] == "bad_message"
            assert (await b.chat(preset="good_game"))["type"] == "ok"
            await a.wait_for(lambda m: m.get("preset") == "good_game")
            await close_all([a, b])

    run(go())


def test_the_connection_rate_limit_drops_messages_past_the_burst(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        config.rate, config.burst = 20.0, 40.0
        async with running_server(config) as server:
            c = HeadlessClient()
            await c.connect(url_of(server), "Flood")
            for i in range(300):
                await c.send({"type": "resync", "id": i})
            await asyncio.wait_for(c.closed.wait(), 20)
            limited = [m for m in c.log if m.get("code") == "rate_limited"]
            assert len(limited) > 200 and c.close_code == 1008
            d = HeadlessClient()
            assert (await d.connect(url_of(server), "Calm"))["type"] == "welcome"
            await d.close()

    run(go())
