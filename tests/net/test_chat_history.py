"""The table's chat survives a rejoin (the snapshot carries the last lines, bounded and cleaned), and every
seat is told when a person joins, leaves or comes back (a ``notice``: a code and the name)."""

from __future__ import annotations

from pathlib import Path

from net_helpers import close_all, fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.protocol import MAX_CHAT_LENGTH
from murlan_qt.net.table import CHAT_HISTORY


def test_a_rejoining_client_gets_the_recent_chat_in_its_snapshot_bounded_and_cleaned(tmp_path: Path) -> None:
    async def go() -> None:
        config = fast_config(tmp_path)
        async with running_server(config) as server:
            code, (a, b) = await seated_table(server, people=2)
            table = server.tables[code]
            await b.drop()
            for i in range(CHAT_HISTORY + 5):
                st = table.seats[a.seat]
                st.last_chat = float("-inf")  # (the one-line-a-second limit is tested elsewhere)
                assert (await a.chat(text=f"line {i}"))["type"] == "ok"
            st.last_chat = float("-inf")
            assert (await a.chat(text="<b>" + "x" * 1500 + "\n</b>"))["type"] == "ok"  # a hostile, long line
            back = HeadlessClient()
            await back.connect(url_of(server), "Player 1")
            assert await back.join(code, token=b.token) == b.seat
            snap = next(m for m in back.log if m.get("type") == "snapshot")
            chat = snap["chat"]
            assert len(chat) == CHAT_HISTORY  # the oldest lines are forgotten
            assert [c["text"] for c in chat[:-1]] == [f"line {i}" for i in range(6, CHAT_HISTORY + 5)]
            assert all(c["name"] == "Player 0" and c["seat"] == a.seat and c["type"] == "chat" for c in chat)
            assert [c["n"] for c in chat] == sorted(c["n"] for c in chat)
            last = chat[-1]["text"]
            assert len(last) == MAX_CHAT_LENGTH and last.startswith("<b>xxx") and "\n" not in last
            await close_all([a, back])

    run(go())


def test_every_seat_is_told_who_joined_left_and_came_back(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(fast_config(tmp_path, grace=60.0)) as server:
            code, (a, b) = await seated_table(server, people=2)
            joined = await a.wait_for(lambda m: m.get("type") == "notice")
            assert joined == {"type": "notice", "code": "joined", "seat": b.seat, "name": "Player 1",
                              "n": joined["n"]}
            assert not [m for m in b.log if m.get("type") == "notice"]  # nobody is told of themselves
            start = len(a.log)
            await b.drop()
            left = await a.wait_for(lambda m: m.get("type") == "notice", start=start)
            assert (left["code"], left["seat"], left["name"]) == ("left", b.seat, "Player 1")
            start = len(a.log)
            back = HeadlessClient()
            await back.connect(url_of(server), "Player 1")
            await back.join(code, token=b.token)
            again = await a.wait_for(lambda m: m.get("type") == "notice", start=start)
            assert (again["code"], again["seat"]) == ("back", b.seat)
            start = len(a.log)
            await back.leave()
            gone = await a.wait_for(lambda m: m.get("type") == "notice", start=start)
            assert (gone["code"], gone["seat"]) == ("left", b.seat)
            assert not a.view.out_of_step  # a notice is an event like the others: numbered in order
            await close_all([a])

    run(go())
