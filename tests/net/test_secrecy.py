"""Secrecy: every message each seat receives over whole matches shows it no card of another seat's hand
before that card is played, and no seed before ``match_over``."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_helpers import card_strings, close_all, fast_config, has_key, run, running_server, seated_table

from murlan_qt.engine.record import to_record
from murlan_qt.net.client import HeadlessClient


def leaks(log: list[dict[str, Any]], seat: int, record: dict[str, Any]) -> list[str]:
    """The cards of others (and seeds) that ``seat``'s messages showed before they were public."""
    found: list[str] = []
    hand_index = -1
    mine: set[str] = set()
    played: set[str] = set()
    for msg in log:
        t = msg.get("type")
        if t == "match_over":
            break  # the whole record, seed included, is the seat's from here on
        if has_key(msg, "seed"):
            found.append(f"a seed in {t}")
        if t == "hand_started":
            hand_index = msg["hand_index"]
            h = record["hands"][hand_index]
            mine = set(h["deal"][seat])
            sw = h["swap"]
            if sw and "given_by_last" in sw:  # what this seat gets in the swap is its card too
                if sw["first"] == seat and sw["given_by_last"]:
                    mine.add(sw["given_by_last"])
                if sw["last"] == seat and sw["given_by_first"]:
                    mine.add(sw["given_by_first"])
            played = set()
        shown = dict(msg)
        if t == "hand_over":
            shown.pop("remaining")  # the cards left are public when the hand is over
        if t == "snapshot" and shown.get("match") and shown["match"].get("phase") == "over":
            shown["match"] = {k: v for k, v in shown["match"].items() if k != "remaining"}
        if t == "action" and "play" in msg:
            played.update(msg["play"])
        for card in card_strings(shown):
            if card not in mine and card not in played:
                found.append(f"{card} in {t} (n={msg.get('n')})")
        if t == "hand_over":
            played.update(c for hand in msg["remaining"] for c in hand)
    return found


@pytest.mark.parametrize("seed", [3, 11])
def test_no_seat_sees_another_seats_cards_or_the_seed_over_whole_matches(tmp_path: Path, seed: int) -> None:
    async def go() -> list[HeadlessClient]:
        async with running_server(fast_config(tmp_path, fixed_seed=seed)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            # a resync now and then: snapshots are checked too
            await asyncio.gather(*(c.bot(seed=seed * 10 + i) for i, c in enumerate(clients)))
            for c in clients:
                await c.resync()
            await close_all(clients)
            return clients

    clients = run(go())
    record = clients[0].view.record
    assert record is not None and len(record["hands"]) >= 2  # swaps were played too
    for c in clients:
        assert c.seat is not None
        assert any(m["type"] == "gave" for m in c.log)
        assert leaks(c.log, c.seat, record) == []


def test_the_secrecy_check_finds_a_card_of_another_seat(tmp_path: Path) -> None:
    """The check above can fail: one hand, then a planted message with another seat's unplayed card."""
    async def go() -> tuple[list[HeadlessClient], dict[str, Any]]:
        async with running_server(fast_config(tmp_path, hand_pause=60.0)) as server:
            code, clients = await seated_table(server)
            await clients[0].start()
            await clients[0].resync()  # a snapshot mid-hand is checked too
            await asyncio.gather(*(c.bot(seed=i, until="hand_over", hands=1) for i, c in enumerate(clients)))
            await close_all(clients)
            match = server.tables[code].match
            assert match is not None
            return clients, to_record(match)  # the server's record: every seat's deal (only the test reads it)

    clients, record = run(go())
    c = clients[0]
    assert c.seat is not None
    started = next(m for m in c.log if m["type"] == "hand_started")
    other = next(card for card in record["hands"][0]["deal"][(c.seat + 1) % 4]
                 if not any(card in m.get("play", []) for m in c.log[:c.log.index(started) + 1]))
    assert leaks(c.log, c.seat, record) == []
    planted = [*c.log[:c.log.index(started) + 1], {"type": "chat", "seat": 1, "text": other, "n": 0}]
    assert leaks(planted, c.seat, record) == [f"{other} in chat (n=0)"]
