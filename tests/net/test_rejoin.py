"""A client dropped mid-trick: its computer player plays after the grace; it rejoins with its token and plays on."""

from __future__ import annotations

import asyncio
from pathlib import Path

from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient


def test_a_dropped_client_is_played_for_after_the_grace_then_rejoins_with_its_token(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, grace=0.5, hand_pause=60.0)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            table = server.tables[code]
            await asyncio.gather(*(c.bot(seed=i, moves=2) for i, c in enumerate(clients)))
            match = table.match
            assert match is not None and not match.hand.is_over
            victim_seat = match.hand.turn
            victim = clients[victim_seat]
            others = [c for c in clients if c is not victim]
            token = victim.token
            actions_before = len(match.hand.actions)
            watcher = others[0]
            start = len(watcher.log)
            await victim.drop()  # the connection is lost, no goodbye
            gone = await watcher.wait_for(
                lambda m: m.get("type") == "seats" and m["seats"][victim_seat]["connected"] is False, start=start)
            assert "stand_in" not in gone["seats"][victim_seat]  # the grace period first
            stood = await watcher.wait_for(
                lambda m: m.get("type") == "seats" and m["seats"][victim_seat].get("stand_in") == "easy", start=start)
            played = await watcher.wait_for(lambda m: m.get("type") == "action" and m["seat"] == victim_seat,
                                            start=watcher.log.index(stood))
            assert len(match.hand.actions) == actions_before + 1 and played["n"] > stood["n"]
            # the seat is not free while kept for its token
            stranger = HeadlessClient()
            await stranger.connect(url_of(server), "Stranger")
            start = len(stranger.log)
            await stranger.send({"type": "join", "code": code, "token": None, "seat": victim_seat})
            assert (await stranger.wait_for(lambda m: m.get("type") == "error", start=start))["code"] == "seat_taken"
            # back with the token: the same seat, a snapshot of where the hand is, the plate a person's again
            back = HeadlessClient()
            await back.connect(url_of(server), "Whoever")
            assert await back.join(code, token=token) == victim_seat
            snap = next(m for m in back.log if m["type"] == "snapshot")
            assert len(snap["match"]["actions"]) == len(match.hand.actions)
            assert snap["match"]["hand"] == [str(c) for c in match.hand.hand_of(victim_seat)]
            assert snap["table"]["seats"][victim_seat] == {"name": f"Player {victim_seat}", "kind": "person",
                                                           "connected": True}
            players = [back if c is victim else c for c in clients]
            await asyncio.gather(*(c.bot(seed=20 + i, until="hand_over", hands=1) for i, c in enumerate(players)))
            assert match.results and sorted(match.results[0].finish_order) == [0, 1, 2, 3]
            await close_all([*players, stranger])

    run(go())


def test_leave_hands_the_seat_to_its_computer_player_at_once_and_a_token_takes_a_live_seat_back(
        tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, grace=60.0)) as server:
            code, (a, b) = await seated_table(server, people=2)
            start = len(a.log)
            await b.leave()
            seats = await a.wait_for(lambda m: m.get("type") == "seats", start=start)
            assert seats["seats"][1] == {"name": "Player 1", "kind": "person", "connected": False, "stand_in": "easy"}
            # a second connection with a's token takes the seat: the first is closed
            twin = HeadlessClient()
            await twin.connect(url_of(server), "Twin")
            assert await twin.join(code, token=a.token) == 0
            await asyncio.wait_for(a.closed.wait(), 10)
            assert a.close_code == 1000
            # the host right follows the token
            assert (await twin.start())["type"] == "ok"
            await twin.wait_for(lambda m: m.get("type") == "hand_started")
            await close_all([twin])

    run(go())


def test_the_computer_player_makes_both_sides_of_the_swap_for_two_players_who_left(tmp_path: Path) -> None:
    """The last and the first of a hand leave before the next swap: their computer players give the
    highest card and a low card back, through the engine (the record passes murlan-check); each gets
    its swap card shown when it comes back, and nobody else sees either card."""
    from net_helpers import write_record

    from murlan_qt.engine.record import to_record
    from murlan_qt.tools import check

    async def go() -> None:
        async with running_server(fast_config(tmp_path)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            table = server.tables[code]
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            match = table.match
            assert match is not None and match.results
            order = match.results[0].finish_order
            first, last = order[0], order[-1]
            tokens = {s: clients[s].token for s in (first, last)}
            for s in (first, last):
                await clients[s].leave()  # the seat is kept; its computer player plays it from now on
            stay = [c for i, c in enumerate(clients) if i not in (first, last)]
            watcher = stay[0]
            gave = await watcher.wait_for(lambda m: m.get("type") == "gave" and m["seat"] == first)
            assert match.hand.swap is not None and not match.hand.swap.jokers_shown, "pick a seed with a swap"
            sw = match.hand.swap
            assert sw.given_by_last is not None and sw.given_by_first is not None
            assert gave["to"] == last and gave["card"] is None  # a swap between two others: only that it happened
            assert all(m["card"] is None for c in stay for m in c.log if m.get("type") == "gave")
            # the giver's rules held: a card of the highest rank (and the engine checked the low card back)
            assert sw.given_by_last.rank == max(match.hand.deal[last]).rank
            for s, key in ((last, "given_by_first"), (first, "given_by_last")):
                back = HeadlessClient()
                await back.connect(url_of(server), "Back")
                assert await back.join(code, token=tokens[s]) == s
                snap = next(m for m in back.log if m["type"] == "snapshot")
                assert snap["match"]["swap"][key] == str(getattr(sw, key))  # the card got is shown to its getter
                await back.close()
            checked = write_record(tmp_path / "match.json", to_record(match))
            assert check.main([str(checked)]) == 0
            await close_all(stay)

    run(go())
