"""Four real headless clients play on a real server on the loopback: a hand, a whole match, computer players."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of, write_record

from murlan_qt.engine import from_record
from murlan_qt.net.client import HeadlessClient
from murlan_qt.tools import check


def test_four_clients_play_one_hand_and_their_views_agree(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, hand_pause=60.0)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            for c in clients:
                await c.wait_for(lambda m: m.get("type") == "hand_over")
            overs = [next(m for m in c.log if m["type"] == "hand_over") for c in clients]
            assert all(o == overs[0] for o in overs)  # the same result, the same n, at every seat
            assert sorted(overs[0]["finish_order"]) == [0, 1, 2, 3]
            # the hand's plays: every seat saw the same public actions, and its own view's cards add up
            views = [c.view.match for c in clients]
            assert all(v is not None and v["actions"] == views[0]["actions"] for v in views)  # type: ignore[index]
            played = [card for a in views[0]["actions"] if "play" in a for card in a["play"]]  # type: ignore[index]
            left = [card for hand in overs[0]["remaining"] for card in hand]
            assert len(played) + len(left) == 54 and len(set(played + left)) == 54
            # the server's table agrees with the clients
            table = server.tables[code]
            assert table.match is not None and len(table.match.results) == 1
            assert [str(c) for a in table.match.hands[0].actions if a.cards for c in a.cards] == played
            await close_all(clients)

    run(go())


def test_four_clients_play_a_whole_match_and_the_records_pass_murlan_check(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path / "server")) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            await asyncio.gather(*(c.bot(seed=10 + i) for i, c in enumerate(clients)))
            records = [c.view.record for c in clients]
            assert all(r is not None and r == records[0] for r in records)
            assert records[0] is not None and records[0]["result"] is not None
            files = [write_record(tmp_path / f"seat{i}.json", r) for i, r in enumerate(records) if r]
            assert check.main([str(f) for f in files]) == 0
            match = from_record(records[0])
            assert match.is_over and [p.kind for p in match.players] == ["human"] * 4
            # the server kept the finished match as a match file too
            server.store.flush()  # type: ignore[union-attr]
            kept = list((tmp_path / "server" / "finished").glob(f"{code}-*.json"))
            assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8")) == records[0]
            assert check.main([str(kept[0])]) == 0
            await close_all(clients)

    run(go())


def test_one_person_and_three_computer_players_in_worker_processes_play_a_hand(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        config.ai_workers = 1  # the computer players decide in a process of their own
        async with running_server(config) as server:
            code, (person,) = await seated_table(server, people=1, level="normal")
            await person.start()
            seats = person.view.table["seats"]
            assert [s["kind"] for s in seats] == ["person", "computer", "computer", "computer"]
            assert all(s["level"] == "normal" for s in seats[1:])
            await person.bot(seed=3, until="hand_over", hands=1)
            over = await person.wait_for(lambda m: m.get("type") == "hand_over")
            assert sorted(over["finish_order"]) == [0, 1, 2, 3]
            await person.close()

    run(go())


def test_a_second_client_joins_a_free_seat_and_gets_the_seats_event(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, (host,) = await seated_table(server, people=1)
            guest = HeadlessClient()
            await guest.connect(url_of(server), "Guest")
            seat = await guest.join(code, seat=2)
            assert seat == 2
            seats_event = await host.wait_for(lambda m: m.get("type") == "seats")
            assert seats_event["seats"][2]["name"] == "Guest" and seats_event["seats"][1] is None
            assert host.view.table["host_seat"] == 0 and guest.view.table["host_seat"] == 0
            # the guest may not start: the creator is the host
            reply = await guest.request({"type": "start"})
            assert reply["code"] == "not_host"
            await close_all([host, guest])

    run(go())
