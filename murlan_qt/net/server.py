"""The table server: asyncio and ``websockets``, many tables, the limits of docs/protocol.md.

:class:`TableServer` accepts WebSocket connections on path ``/``, reads the
session of docs/protocol.md (hello, create or join, requests), and hands the
requests to the :class:`~.table.Table` of the connection's seat. Each
connection has its own send queue (a slow client never holds up a table) and
its own rate limit; bad messages are answered ``bad_message`` and, past five,
the connection is closed. On :meth:`TableServer.stop` the tables are saved,
not ended: a restarted server (same data folder) takes them back.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import importlib.metadata
import logging
import os
import socket
import ssl as ssl_module
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..engine import Card
from .ai_runner import AIRunner
from .protocol import (
    DEFAULT_PORT,
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    ProtocolError,
    bad,
    clean_name,
    codes_equal,
    decode,
    encode,
    error_message,
    get_int,
    get_str,
    is_code,
    new_code,
    ok_message,
    parse_card_field,
    parse_cards_field,
    parse_clock,
    parse_level,
    parse_rules,
    request_id,
    request_type,
)
from .store import Store
from .table import Table, TableConfig

log = logging.getLogger("murlan.net.server")



def _version() -> str:
    try:
        return importlib.metadata.version("murlan-qt")
    except importlib.metadata.PackageNotFoundError:
        return "0.1.0"


SERVER_NAME = f"murlan-server {_version()}"
#: bad messages before the connection is closed (1008)
MAX_BAD_MESSAGES = 5
#: the token bucket of each connection: messages a second on average, and the burst
RATE, BURST = 20.0, 40.0
#: messages dropped by the rate limit in a minute before the connection is closed
MAX_DROPPED_PER_MINUTE = 200
#: join attempts with a wrong code (or token) from one address in a minute, then a minute of refusals
MAX_WRONG_JOINS = 10
WRONG_JOIN_WINDOW = 60.0
#: messages waiting to be sent to one connection before it is closed as too slow
MAX_SEND_QUEUE = 2000


@dataclass
class ServerConfig:
    host: str = "0.0.0.0"
    port: int = DEFAULT_PORT
    data_dir: Path | None = None
    ssl: ssl_module.SSLContext | None = None
    advertise: bool = False
    table: TableConfig = field(default_factory=TableConfig)
    #: computer players' worker processes (0: one thread of the server)
    ai_workers: int = 1
    ai_time_limit: float = 1.0
    #: the rate limit of each connection: messages a second on average, and the burst
    rate: float = RATE
    burst: float = BURST
    max_connections: int = 2000
    max_tables: int = 1000
    handshake_timeout: float = 10.0
    ping_interval: float = 15.0
    #: no pong this long after a ping: the connection is gone (at most 45 s without a sign with the 15 s
    #: ping; 30 s leaves room for a slow, lossy link's retransmissions)
    ping_timeout: float = 30.0
    #: the closing handshake a gone connection is given before its socket is dropped
    close_timeout: float = 2.0
    #: stop this many seconds after the last table ended while no connection is open (None: never)
    exit_when_idle: float | None = None
    #: interfaces the advertiser announces on (None: every one)
    advertise_interfaces: list[str] | None = None
    #: a listening socket made by the caller (another network namespace, socket activation): host and port unused
    sock: socket.socket | None = None


class Connection:
    """One client connection: its queue of frames to send, its limits, its seat."""

    def __init__(self, server: TableServer, ws: ServerConnection) -> None:
        self.server = server
        self.ws = ws
        addr = ws.remote_address
        self.address = str(addr[0]) if isinstance(addr, tuple) and addr else "?"
        self.name: str | None = None
        self.table: Table | None = None
        self.seat: int | None = None
        self.created: set[str] = set()
        self.bad = 0
        self.rate, self.burst = server.config.rate, server.config.burst
        self.tokens = self.burst
        self.refilled = time.monotonic()
        self.dropped: collections.deque[float] = collections.deque()
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._close: tuple[int, str] | None = None
        self.writer = asyncio.get_running_loop().create_task(self._write())

    # Peer
    def send(self, message: dict[str, Any]) -> None:
        if self._close is not None:
            return
        if self._queue.qsize() >= MAX_SEND_QUEUE:
            log.warning("%s: too slow to read its messages; closed", self.address)
            self.close(1008, "too slow")
            return
        self._queue.put_nowait(encode(message))

    def close(self, code: int, reason: str) -> None:
        if self._close is None:
            self._close = (code, reason)
            self._queue.put_nowait(None)

    def replaced(self) -> None:
        self.table = None
        self.seat = None

    async def _write(self) -> None:
        try:
            while True:
                item = await self._queue.get()
                if item is None:
                    code, reason = self._close or (1000, "")
                    await self.ws.close(code, reason)
                    return
                await self.ws.send(item)
        except ConnectionClosed:
            return

    def take_token(self) -> bool:
        """One message's worth of the rate limit (False: over it)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.refilled) * self.rate)
        self.refilled = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.dropped.append(now)
        while self.dropped and now - self.dropped[0] > 60.0:
            self.dropped.popleft()
        return False


class TableServer:
    """See the module docstring."""

    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self.store: Store | None = None
        self.ai = AIRunner(self.config.ai_workers, self.config.ai_time_limit)
        self.port = 0
        self._server: Server | None = None
        self._wrong: dict[str, collections.deque[float]] = {}
        self._blocked: dict[str, float] = {}
        self._stopped = asyncio.Event()
        self._idle_since = time.monotonic()
        self._ticker: asyncio.Task[None] | None = None
        self._advertiser: Any = None
        self._zc_pool: concurrent.futures.ThreadPoolExecutor | None = None

    # ------------------------------------------------------------ running

    async def start(self) -> None:
        cfg = self.config
        if cfg.data_dir is not None:
            self.store = Store(cfg.data_dir)
            self._load_tables()
        where: dict[str, Any] = {"sock": cfg.sock} if cfg.sock is not None else {"host": cfg.host, "port": cfg.port}
        self._server = await serve(
            self._handle, ssl=cfg.ssl, **where, max_size=MAX_FRAME_BYTES,
            ping_interval=cfg.ping_interval, ping_timeout=cfg.ping_timeout, close_timeout=cfg.close_timeout,
            open_timeout=cfg.handshake_timeout,
            process_request=self._check_path, compression=None, max_queue=64,
        )
        sock = next(iter(self._server.sockets))
        self.port = int(sock.getsockname()[1])
        if cfg.advertise:
            from .discovery import Advertiser

            self._zc_pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="murlan-mdns")
            self._advertiser = await asyncio.get_running_loop().run_in_executor(
                self._zc_pool, lambda: Advertiser(self.port, interfaces=cfg.advertise_interfaces))
            for t in self.tables.values():
                self._advertise(t)
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        log.info("listening on %s:%d with %d tables", cfg.host, self.port, len(self.tables))

    def _check_path(self, connection: ServerConnection, request: Request) -> Response | None:
        if request.path.split("?", 1)[0] != "/":
            return connection.respond(404, "Not found: the table server's path is /\n")
        return None

    async def wait_stopped(self) -> None:
        await self._stopped.wait()

    def request_stop(self) -> None:
        self._stopped.set()

    async def stop(self) -> None:
        """Save every table (not ended: they resume on the next start) and close every connection (1001)."""
        if self._ticker is not None:
            self._ticker.cancel()
        for t in list(self.tables.values()):
            t.stop()
        if self.store is not None:
            await asyncio.get_running_loop().run_in_executor(None, self.store.close)
        for c in list(self.connections):
            c.close(1001, "the server is restarting")
        if self._server is not None:
            self._server.close(close_connections=False)
            writers = [c.writer for c in self.connections]
            if writers:
                await asyncio.wait(writers, timeout=5)
            self._server.close()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 10)
        if self._advertiser is not None and self._zc_pool is not None:
            await asyncio.get_running_loop().run_in_executor(self._zc_pool, self._advertiser.close)
            self._zc_pool.shutdown(wait=False)
        self.ai.close()
        self._stopped.set()

    async def _tick(self) -> None:
        """Once a second: tables idle too long end; an idle server asked to exit does."""
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for t in list(self.tables.values()):
                t.check_idle(now)
            limit = self.config.exit_when_idle
            if self.tables or self.connections:
                self._idle_since = now
            elif limit is not None and now - self._idle_since >= limit:
                log.info("no table and no connection for %.0f s: exiting", limit)
                self.request_stop()
                return

    # ------------------------------------------------------------ tables

    def _table_ended(self, table: Table) -> None:
        self.tables.pop(table.code, None)
        if self._advertiser is not None and self._zc_pool is not None:
            self._zc_pool.submit(self._advertiser.remove, table.code)

    def _advertise(self, table: Table) -> None:
        if self._advertiser is not None and self._zc_pool is not None and not table.ended:
            self._zc_pool.submit(self._advertiser.publish, table.code, table.name, table.free_seats,
                                 table.free_seat_list)

    def _new_table(self, name: str, rules: Any, level: str, clock: int) -> Table:
        code = new_code()
        while code in self.tables:
            code = new_code()
        table = Table(code, name, rules, level, clock, store=self.store, ai=self.ai, config=self.config.table,
                      on_end=self._table_ended, on_change=self._advertise)
        self.tables[code] = table
        table._persist()
        self._advertise(table)
        return table

    def create_table(self, name: str, rules: Any = None, level: str = "normal", clock: int = 0) -> Table:
        """A table made by the server itself (the in-game host's process may use it)."""
        from ..engine import DEFAULT_RULES

        return self._new_table(name, rules or DEFAULT_RULES, level, clock)

    def _load_tables(self) -> None:
        assert self.store is not None
        for data in self.store.load():
            path = data.pop("_path")
            try:
                table = Table.restore(data, store=self.store, ai=self.ai, config=self.config.table,
                                      on_end=self._table_ended, on_change=self._advertise)
            except (ValueError, TypeError, KeyError, RecursionError) as e:
                self.store.set_aside(path, str(e))
                continue
            if table.code in self.tables:
                self.store.set_aside(path, "a second file of the same table")
                continue
            self.tables[table.code] = table
            log.info("table %s (%s) taken back from its file", table.code, table.name)

    def find_table(self, code: str) -> Table | None:
        """The table of ``code``: every table's code is compared, in constant time each."""
        found = None
        for t in list(self.tables.values()):
            if codes_equal(code, t.code):
                found = t
        return found

    # ------------------------------------------------------------ connections

    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(self, ws)
        if len(self.connections) >= self.config.max_connections:
            conn.send(error_message("server_full", "the server holds as many connections as it can", None))
            conn.close(1013, "server full")
            await conn.writer
            return
        self.connections.add(conn)
        try:
            await self._session(conn)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            if conn.table is not None and conn.seat is not None:
                conn.table.dropped(conn.seat, conn)
                conn.table = None
            conn.close(1000, "")
            with contextlib.suppress(asyncio.TimeoutError, ConnectionClosed):
                await asyncio.wait_for(asyncio.shield(conn.writer), 5)
            if not conn.writer.done():
                conn.writer.cancel()

    async def _session(self, conn: Connection) -> None:
        ws = conn.ws
        deadline = time.monotonic() + self.config.handshake_timeout
        while conn.name is None:
            left = deadline - time.monotonic()
            if left <= 0:
                conn.close(1008, "no hello in time")
                await self._drain(conn)
                return
            try:
                frame = await asyncio.wait_for(ws.recv(), left)
            except TimeoutError:
                conn.close(1008, "no hello in time")
                return
            if not self._frame(conn, frame):
                await self._drain(conn)
                return
        async for frame in ws:
            if not self._frame(conn, frame):
                await self._drain(conn)
                return

    async def _drain(self, conn: Connection) -> None:
        """Read (and drop) what still comes until the connection is closed: its closing handshake is behind
        the frames the client had sent, and a full receive queue would hold it up."""
        with contextlib.suppress(ConnectionClosed, asyncio.TimeoutError):
            async with asyncio.timeout(10):
                async for _frame in conn.ws:
                    pass

    def _frame(self, conn: Connection, frame: str | bytes) -> bool:
        """Handle one received frame; False when the connection is to be closed."""
        if not conn.take_token():
            rid0: int | None = None
            with contextlib.suppress(ProtocolError):  # the id only, so the client knows which one was dropped
                rid0 = request_id(decode(frame))
            conn.send(error_message("rate_limited", "too many messages: this one was dropped", rid0))
            if len(conn.dropped) > MAX_DROPPED_PER_MINUTE:
                conn.close(1008, "too many messages")
                return False
            return True
        rid: int | None = None
        try:
            msg = decode(frame)
            rid = request_id(msg)
            kind = request_type(msg)
            return self._request(conn, kind, msg, rid)
        except ProtocolError as e:
            conn.send(error_message(e.code, e.message, rid, e.params))
            if e.code == "bad_message":
                conn.bad += 1
                if conn.bad >= MAX_BAD_MESSAGES:
                    conn.close(1008, "too many bad messages")
                    return False
            return True

    def _request(self, conn: Connection, kind: str, msg: dict[str, Any], rid: int | None) -> bool:
        if kind == "hello":
            if conn.name is not None:
                raise bad("type", "hello is sent once")
            protocol = msg.get("protocol")
            if not isinstance(protocol, int) or isinstance(protocol, bool):
                raise bad("protocol", "must be an integer")
            if protocol != PROTOCOL_VERSION:
                conn.send(error_message("protocol_version", f"this server speaks protocol {PROTOCOL_VERSION}",
                                        rid, {"supported": [PROTOCOL_VERSION]}) | {"supported": [PROTOCOL_VERSION]})
                conn.close(1008, "protocol version")
                return False
            get_str(msg, "client", 100)
            name = clean_name(get_str(msg, "name", 200) or "")
            if not name:
                raise ProtocolError("bad_name", "the name has no printable characters")
            conn.name = name
            conn.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "server": SERVER_NAME})
            return True
        if conn.name is None:
            raise bad("type", "hello must be the first message")
        if kind == "create":
            name = get_str(msg, "name", 200) or ""
            rules = parse_rules(msg.get("rules"))
            level = parse_level(msg.get("level"))
            clock = parse_clock(msg.get("clock"))
            if len([t for t in self.tables.values() if not t.ended]) >= self.config.max_tables:
                raise ProtocolError("too_many_tables", "the server holds as many tables as it can")
            made = self._new_table(name, rules, level, clock)
            conn.created.add(made.code)
            reply: dict[str, Any] = {"type": "created", "code": made.code}
            if rid is not None:
                reply["id"] = rid
            conn.send(reply)
            return True
        if kind == "join":
            self._join(conn, msg)
            return True
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            raise ProtocolError("not_joined", "join a table first")
        if kind == "resync":
            conn.send(table.snapshot(seat))
            return True
        if kind == "leave":
            table.leave(seat, conn)
            conn.table = conn.seat = None
            conn.send(ok_message(rid))
            conn.close(1000, "left")
            return False
        if kind == "play":
            cards = parse_cards_field(msg.get("cards"), "cards") if "cards" in msg else None
            if cards is None:
                raise bad("cards", "is missing")
            n = get_int(msg, "n", 0, 2**53)
            assert n is not None
            table.play(seat, cards, n)
        elif kind == "pass":
            n = get_int(msg, "n", 0, 2**53)
            assert n is not None
            table.pass_(seat, n)
        elif kind == "give":
            if "card" not in msg:
                raise bad("card", "is missing")
            card: Card = parse_card_field(msg["card"], "card")
            n = get_int(msg, "n", 0, 2**53)
            assert n is not None
            table.give(seat, card, n)
        elif kind == "chat":
            text = msg.get("text")
            preset = msg.get("preset")
            if (text is None) == (preset is None):
                raise bad("text", "a chat line has either 'text' or 'preset'")
            if text is not None and (not isinstance(text, str) or len(text) > 2000):
                raise bad("text", "must be a string")
            if preset is not None:
                from .protocol import CHAT_PRESETS

                if not isinstance(preset, str) or preset not in CHAT_PRESETS:
                    raise bad("preset", f"must be one of {', '.join(CHAT_PRESETS)}")
            table.chat(seat, text, preset)
        elif kind == "start":
            table.start(seat)
        elif kind == "end_table":
            table.end_by(seat)
            return False
        conn.send(ok_message(rid))
        return True

    def _join(self, conn: Connection, msg: dict[str, Any]) -> None:
        code = get_str(msg, "code", 64)
        assert code is not None
        token = get_str(msg, "token", 200, nullable=True) if "token" in msg else None
        seat = get_int(msg, "seat", 0, 3, nullable=True) if "seat" in msg else None
        if conn.table is not None:
            raise bad("type", "this connection is at a table already (leave first)")
        now = time.monotonic()
        blocked = self._blocked.get(conn.address)
        if blocked is not None:
            if now < blocked:
                raise ProtocolError("too_many_attempts", "too many joins with a wrong code: wait a minute")
            del self._blocked[conn.address]
        table = self.find_table(code) if is_code(code) else None
        if table is None:
            self._wrong_attempt(conn.address, now)
            raise ProtocolError("no_table", "no table has this code")
        assert conn.name is not None
        try:
            index, _token = table.join(conn, conn.name, token, seat, creator=table.code in conn.created)
        except ProtocolError as e:
            if e.code == "bad_token":
                self._wrong_attempt(conn.address, now)
            raise
        conn.table, conn.seat = table, index

    def _wrong_attempt(self, address: str, now: float) -> None:
        times = self._wrong.setdefault(address, collections.deque())
        times.append(now)
        while times and now - times[0] > WRONG_JOIN_WINDOW:
            times.popleft()
        if len(times) >= MAX_WRONG_JOINS:
            self._blocked[address] = now + WRONG_JOIN_WINDOW
            times.clear()
        if len(self._wrong) > 10_000:  # forget the oldest addresses: the map cannot grow without end
            for key in list(self._wrong)[:5000]:
                del self._wrong[key]


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses, the LAN ones first, the loopback last."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # no packet is sent: only the route's source address is read
        found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = str(info[4][0])
            if addr not in found and not addr.startswith("127."):
                found.append(addr)
    found = [a for a in found if not a.startswith("127.")]
    found.append("127.0.0.1")
    return found


def tls_context(cert: str | os.PathLike[str], key: str | os.PathLike[str]) -> ssl_module.SSLContext:
    ctx = ssl_module.SSLContext(ssl_module.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl_module.TLSVersion.TLSv1_2
    ctx.load_cert_chain(cert, key)
    return ctx
