"""The turn clock and the grace period together (issue 26, player trial: "an unexplained early pass ~20 s
into a 60 s clock"): a person dropped on turn keeps the clock every seat was told of, the seats say how long
a dropped person's grace has left, and every seat is told when a clock runs out."""

from __future__ import annotations

import time
from pathlib import Path

from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import TableServer

#: the test's clock (a player may choose 30 or 60 s) and grace period, both short and far enough apart
CLOCK, GRACE = 2.0, 0.4


async def _person_on_turn(server: TableServer) -> tuple[str, list[HeadlessClient], int, dict]:
    """A started table of two people (seats 0 and 1) and two computer players, at the first clock of a person."""
    code, clients = await seated_table(server, people=2, clock=30)
    server.tables[code].clock = CLOCK  # type: ignore[assignment]
    await clients[0].start()
    clock = await clients[0].wait_for(lambda m: m.get("type") == "clock")
    return code, clients, clock["seat"], clock


def test_a_person_dropped_on_turn_keeps_the_clock_after_the_grace() -> None:
    async def go() -> None:
        async with running_server(fast_config(None, hand_pause=60.0, grace=GRACE)) as server:
            code, clients, seat, clock = await _person_on_turn(server)
            began = time.monotonic()
            watcher = clients[1 - seat]
            await clients[seat].drop()
            # the grace runs out: the seat is shown played for, but the turn's clock still runs
            stand_in = await watcher.wait_for(
                lambda m: m.get("type") == "seats" and m["seats"][seat].get("stand_in") is not None)
            assert time.monotonic() - began < CLOCK
            ran_out = await watcher.wait_for(lambda m: m.get("type") == "clock_ran_out", timeout=30)
            action = await watcher.wait_for(lambda m: m.get("type") == "action", timeout=30)
            # not before the clock every seat was told of (the grace is a fifth of it)
            assert time.monotonic() - began >= CLOCK - 0.1
            assert ran_out["seat"] == seat and action["seat"] == seat
            assert stand_in["n"] < ran_out["n"] < action["n"]
            assert clock["n"] < stand_in["n"]
            await close_all(clients)

    run(go())


def test_a_person_who_leaves_on_turn_is_played_for_at_once() -> None:
    async def go() -> None:
        async with running_server(fast_config(None, hand_pause=60.0, grace=GRACE)) as server:
            _code, clients, seat, _clock = await _person_on_turn(server)
            began = time.monotonic()
            watcher = clients[1 - seat]
            await clients[seat].leave()
            action = await watcher.wait_for(lambda m: m.get("type") == "action", timeout=30)
            assert action["seat"] == seat and time.monotonic() - began < CLOCK
            # (a computer player standing in moves at once: no clock ran out)
            assert not [m for m in watcher.log if m.get("type") == "clock_ran_out"]
            await close_all(clients)

    run(go())


def test_every_seat_is_told_when_a_clock_runs_out_before_the_computer_moves() -> None:
    async def go() -> None:
        async with running_server(fast_config(None, hand_pause=60.0, grace=GRACE)) as server:
            _code, clients, seat, clock = await _person_on_turn(server)
            for c in clients:
                ran_out = await c.wait_for(lambda m: m.get("type") == "clock_ran_out", timeout=30)
                action = await c.wait_for(lambda m: m.get("type") == "action" and m["n"] > clock["n"], timeout=30)
                assert ran_out["seat"] == seat == action["seat"] and ran_out["n"] < action["n"]
                # the person keeps the seat (no stand-in) and the next turn has its own, whole clock
                after = action["n"]
                nxt = await c.wait_for(lambda m, after=after: m.get("type") == "clock" and m["n"] > after, timeout=30)
                assert nxt["left"] == CLOCK
            await close_all(clients)

    run(go())


def test_the_seats_say_how_long_a_dropped_persons_grace_has_left() -> None:
    async def go() -> None:
        async with running_server(fast_config(None, hand_pause=60.0, grace=30.0)) as server:
            code, clients = await seated_table(server, people=3)
            await clients[0].start()
            await clients[2].drop()
            seats = await clients[0].wait_for(lambda m: m.get("type") == "seats" and m["seats"][2] is not None
                                            and not m["seats"][2]["connected"])
            assert 29.0 <= seats["seats"][2]["grace_left"] <= 30.0
            assert "grace_left" not in seats["seats"][1]  # a connected person has none
            # a snapshot later says what is left of it
            snap = await clients[1].resync()
            assert 0 < snap["table"]["seats"][2]["grace_left"] <= seats["seats"][2]["grace_left"]
            # back: no grace any more
            back = HeadlessClient()
            await back.connect(f"ws://127.0.0.1:{server.port}/", "Back")
            await back.join(code, token=clients[2].token)
            again = await clients[0].wait_for(lambda m: m.get("type") == "seats" and m["n"] > seats["n"]
                                            and m["seats"][2]["connected"])
            assert "grace_left" not in again["seats"][2]
            await close_all([*clients, back])

    run(go())


def test_after_a_restart_a_person_not_back_is_played_for_after_the_grace(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path, hand_pause=60.0, grace=GRACE)
        async with running_server(config) as server:
            code, clients = await seated_table(server, people=2)
            await clients[0].start()
            tokens = [c.token for c in clients]
        await close_all(clients)
        # the server comes back on its data folder: only the first person rejoins
        async with running_server(config) as server:
            back = HeadlessClient()
            await back.connect(url_of(server), "Back")
            await back.join(code, token=tokens[0])
            seats = await back.wait_for(lambda m: m.get("type") == "snapshot")
            assert 0 < seats["table"]["seats"][1]["grace_left"] <= GRACE
            # the other's grace runs out: a computer player keeps the seat, the table does not wait for ever
            await back.wait_for(lambda m: m.get("type") == "seats" and m["seats"][1].get("stand_in") is not None,
                                timeout=30)
            await back.close()

    run(go())
