"""For the network table's Qt tests: a real table server on 127.0.0.1 on a thread of its own, real headless
clients on its loop, and the Qt client in the test's event loop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import ServerConfig, TableServer
from murlan_qt.net.table import TableConfig

T = TypeVar("T")
STEP = 60.0


def quick_config(data_dir: Path | None = None, **table: Any) -> ServerConfig:
    t = {"grace": 0.3, "hand_pause": 0.0, "ai_delay": 0.0, "fixed_seed": 7, **table}
    return ServerConfig(host="127.0.0.1", port=0, data_dir=data_dir, ai_workers=0, rate=2000, burst=2000,
                        table=TableConfig(**t))


class ServerThread:
    """A TableServer running on an asyncio loop in a thread; :meth:`call` runs a coroutine there."""

    def __init__(self, config: ServerConfig) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = TableServer(config)
        self.call(self.server.start())

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}/"

    def call(self, coro: Coroutine[Any, Any, T], timeout: float = STEP) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def on_loop(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)`` run on the server's loop (the table's state read where it changes)."""

        async def run() -> Any:
            return fn(*args)

        return self.call(run())

    def stop(self) -> None:
        try:
            self.call(self.server.stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)

    def headless(self, name: str) -> HeadlessClient:
        c = HeadlessClient()

        async def make() -> None:
            await c.connect(self.url, name)

        self.call(make())
        return c
