"""The installed game's network check: host a loopback table, a headless player at it, one whole hand.

``murlan --smoke-test`` runs it after its offline hand: a table server started as the game starts it
(:func:`~murlan_qt.net.process.start_server`, the game's own executable in a frozen build), a table
created on it, a headless client (:class:`~murlan_qt.net.client.HeadlessClient`) joining and starting
it (the three empty seats get computer players, in the server's own worker process), and the client
playing legal moves until the first hand is scored. Problems are returned as sentences.
"""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from .client import HeadlessClient, ServerError
from .process import start_server

#: the table's pace for the check: no pause between hands, computer players moving at once
SMOKE_SERVER_ARGUMENTS = ("--hand-pause", "0.2", "--ai-delay", "0")


async def _play_one_hand(url: str, seed: int, timeout: float) -> list[str]:
    client = HeadlessClient()
    problems: list[str] = []
    try:
        await client.connect(url, "Smoke test")
        code = await client.create("Smoke test table", level="easy")
        seat = await client.join(code)
        await client.start()
        await client.bot(seed, until="hand_over", timeout=timeout)
        over = [m for m in client.log if m.get("type") == "hand_over"]
        if not over:
            problems.append("the network hand was not scored")
        else:
            order = over[0].get("finish_order")
            if not isinstance(order, list) or sorted(order) != [0, 1, 2, 3]:
                problems.append(f"the network hand's finish order is {order!r}")
        kinds = {int(m["seat"]) for m in client.log if m.get("type") == "action" and isinstance(m.get("seat"), int)}
        if kinds != {0, 1, 2, 3}:
            problems.append(f"not every seat played at the network table (seats seen: {sorted(kinds)})")
        if seat not in kinds:
            problems.append("the headless player's own moves were not applied")
        # the server answers by ending the table and closing the connection
        ended = await client.end_table()
        if ended.get("type") != "table_ended":
            problems.append(f"the host could not end the network table: {ended}")
        await asyncio.wait_for(client.closed.wait(), 10)
        if not any(m.get("type") == "table_ended" and m.get("reason") == "host_ended" for m in client.log):
            problems.append("the host could not end the network table")
    except (ServerError, OSError, TimeoutError) as e:
        problems.append(f"the network table failed: {type(e).__name__}: {e}")
    finally:
        await client.close()
    return problems


def network_smoke_test(seed: int = 7, timeout: float = 120.0, log: Path | None = None) -> list[str]:
    """Host a loopback table and play one hand at it; the problems found (empty: it worked)."""
    with tempfile.TemporaryDirectory() as tmp:
        try:
            server = start_server(Path(tmp) / "tables", SMOKE_SERVER_ARGUMENTS, timeout=timeout, log=log)
        except (OSError, RuntimeError) as e:
            return [f"the table server did not start: {e}"]
        try:
            problems = asyncio.run(asyncio.wait_for(_play_one_hand(server.url, seed, timeout), timeout + 30))
        except TimeoutError:
            problems = ["the network hand did not end in time"]
        finally:
            status = server.stop()
        if status != 0:
            problems.append(f"the table server ended with status {status}")
        return problems
