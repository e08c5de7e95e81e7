"""Shared by the network tests: a real server on 127.0.0.1 (port 0) that is always stopped, real clients."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from murlan_qt.engine import parse_card
from murlan_qt.engine.errors import CardParseError
from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import ServerConfig, TableServer
from murlan_qt.net.table import TableConfig

T = TypeVar("T")
#: the longest any test waits for one step (a hung server fails the test instead of hanging it)
STEP_TIMEOUT = 120.0


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(asyncio.wait_for(coro, STEP_TIMEOUT * 2))


def fast_config(data_dir: Path | None, **table: Any) -> ServerConfig:
    """A server for tests: loopback, any port, no pauses, computer players in a thread, a loose rate limit
    (the bots answer at once, much faster than people)."""
    t = {"grace": 0.3, "hand_pause": 0.0, "ai_delay": 0.0, "fixed_seed": 7, **table}
    return ServerConfig(host="127.0.0.1", port=0, data_dir=data_dir, ai_workers=0, rate=2000, burst=2000,
                        table=TableConfig(**t))


@contextlib.asynccontextmanager
async def running_server(config: ServerConfig) -> AsyncIterator[TableServer]:
    server = TableServer(config)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}/"


async def seated_table(server: TableServer, people: int = 4, *, level: str = "easy", clock: int = 0,
                       rules: dict[str, bool] | None = None) -> tuple[str, list[HeadlessClient]]:
    """A table created by the first client, ``people`` clients seated (the creator is the host); not started."""
    clients = [HeadlessClient() for _ in range(people)]
    for i, c in enumerate(clients):
        await c.connect(url_of(server), f"Player {i}")
    code = await clients[0].create("Test table", rules=rules, level=level, clock=clock)
    for c in clients:
        await c.join(code)
    return code, clients


async def close_all(clients: list[HeadlessClient]) -> None:
    for c in clients:
        await c.close()


def card_strings(value: Any) -> list[str]:
    """Every string in a JSON value that names a card (in the notation of rules.md)."""
    found: list[str] = []
    if isinstance(value, str):
        if 2 <= len(value) <= 3:
            with contextlib.suppress(CardParseError):
                found.append(str(parse_card(value)))
    elif isinstance(value, list):
        for v in value:
            found.extend(card_strings(v))
    elif isinstance(value, dict):
        for v in value.values():
            found.extend(card_strings(v))
    return found


def has_key(value: Any, key: str) -> bool:
    if isinstance(value, dict):
        return key in value or any(has_key(v, key) for v in value.values())
    if isinstance(value, list):
        return any(has_key(v, key) for v in value)
    return False


def write_record(path: Path, record: dict[str, Any]) -> Path:
    path.write_text(json.dumps(record), encoding="utf-8")
    return path
