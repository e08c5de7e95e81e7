"""LAN discovery on the loopback: an advertised table is found by a browser, its seats follow, removal is seen."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from net_helpers import fast_config, run, running_server, seated_table, url_of

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.discovery import Advertiser, Browser, FoundTable, parse_free

LOOPBACK = ["127.0.0.1"]


class Seen:
    def __init__(self) -> None:
        self.lists: list[list[FoundTable]] = []
        self.changed = threading.Condition()

    def __call__(self, tables: list[FoundTable]) -> None:
        with self.changed:
            self.lists.append(tables)
            self.changed.notify_all()

    def wait(self, pred: object, timeout: float = 20.0) -> list[FoundTable]:
        with self.changed:
            ok = self.changed.wait_for(lambda: bool(self.lists) and pred(self.lists[-1]), timeout)  # type: ignore[operator]
            assert ok, f"not seen; last lists: {self.lists[-3:]}"
            return self.lists[-1]


def test_an_advertised_table_is_found_updated_and_removed() -> None:
    seen = Seen()
    advertiser = Advertiser(7999, interfaces=LOOPBACK)
    browser = Browser(seen, interfaces=LOOPBACK)
    try:
        advertiser.publish("K7PX3M", "Family table", 3)
        browser.start()
        found = seen.wait(lambda ts: any(t.name == "Family table" for t in ts))
        table = next(t for t in found if t.name == "Family table")
        assert table == FoundTable("Family table", "127.0.0.1", 7999, 3, 1)
        advertiser.publish("K7PX3M", "Family table", 1)
        seen.wait(lambda ts: any(t.name == "Family table" and t.free_seats == 1 for t in ts))
        advertiser.remove("K7PX3M")
        seen.wait(lambda ts: not any(t.name == "Family table" for t in ts))
    finally:
        browser.stop()
        advertiser.close()


def test_the_server_advertises_its_tables_without_their_codes(tmp_path: Path) -> None:
    seen = Seen()
    browser = Browser(seen, interfaces=LOOPBACK)
    browser.start()

    async def go() -> None:
        config = fast_config(tmp_path)
        config.advertise, config.advertise_interfaces = True, LOOPBACK
        async with running_server(config) as server:
            code, clients = await seated_table(server, people=1)
            found = await asyncio.to_thread(
                seen.wait, lambda ts: any(t.port == server.port and t.free_seats == 3 for t in ts))
            assert all(code not in repr(t) for t in found)
            # which seats are free, kept up to date: the Join dialog offers only those
            assert next(t for t in found if t.port == server.port).free == (1, 2, 3)
            other = HeadlessClient()
            await other.connect(url_of(server), "Arben")
            await other.join(code, seat=2)
            await asyncio.to_thread(seen.wait, lambda ts: any(t.port == server.port and t.free == (1, 3)
                                                              for t in ts))
            for c in [*clients, other]:
                await c.close()

    try:
        run(go())
    finally:
        browser.stop()


def test_the_free_seats_of_an_announcement_are_read_strictly() -> None:
    assert parse_free("0,2,3") == (0, 2, 3) and parse_free("") == () and parse_free("3,3,1") == (1, 3)
    assert parse_free(None) is None and parse_free("0,4") is None and parse_free("x") is None
    assert parse_free("1," * 20) is None  # (longer than four seats can be)
