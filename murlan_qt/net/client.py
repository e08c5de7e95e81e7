"""A headless protocol client (asyncio, ``websockets``): for tests, benchmarks and the smoke test.

:class:`HeadlessClient` speaks docs/protocol.md: hello, create or join, then
requests; it keeps its seat's :attr:`~HeadlessClient.view` up to date from the
snapshot and the events, and records every message received (:attr:`log`).
:meth:`HeadlessClient.bot` plays legal moves for its seat (the engine's legal
plays, a seeded choice) until the match is over.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import itertools
import json
import random
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ..engine import Card, classify, legal_plays, parse_card
from ..engine.combos import choose_cards
from ..engine.match import first_target
from ..engine.rules import Rules
from .protocol import MAX_FRAME_BYTES, PROTOCOL_VERSION

THREE_OF_SPADES = "3S"


class ServerError(Exception):
    """The server answered a request with ``error``."""

    def __init__(self, reply: dict[str, Any]) -> None:
        super().__init__(f"{reply.get('code')}: {reply.get('message')}")
        self.code = str(reply.get("code"))
        self.reply = reply


@dataclass
class SeatView:
    """A seat's view, kept from the snapshot and the events (the same fields as the snapshot's)."""

    n: int = 0
    seat: int = -1
    table: dict[str, Any] = field(default_factory=dict)
    match: dict[str, Any] | None = None
    clock_left: float | None = None
    #: the plays of the trick in progress (the top is the last)
    trick: list[list[str]] = field(default_factory=list)
    #: an event came whose ``n`` was not the next one: resync
    out_of_step: bool = False
    ended: str | None = None
    record: dict[str, Any] | None = None

    def apply(self, msg: dict[str, Any]) -> None:
        msg = copy.deepcopy(msg)  # the view changes its own lists, never the message (kept in the log)
        t = msg.get("type")
        if t == "snapshot":
            self.n, self.seat, self.table = msg["n"], msg["seat"], msg["table"]
            self.match, self.clock_left = msg["match"], msg["clock_left"]
            self.out_of_step = False
            self.trick = []
            if self.match is not None and self.match.get("top") is not None:
                self.trick = [self.match["top"]]  # the play to beat
            return
        if "n" not in msg:
            return
        if msg["n"] != self.n + 1:
            self.out_of_step = True
        self.n = msg["n"]
        m = self.match
        if t == "seats":
            self.table["seats"] = msg["seats"]
        elif t == "hand_started":
            self.match = {
                **(m or {"totals": [0, 0, 0, 0], "target": _first_target(self.table), "results": []}),
                **{k: msg[k] for k in ("hand_index", "dealer", "hand", "hand_sizes", "phase", "turn", "swap",
                                       "first_of_match", "swap_options")},
                "teams": msg.get("teams"),
                "actions": [], "finish_order": [], "remaining": None,
            }
            self.trick = []
            self.table["started"] = True
        elif t == "gave" and m is not None:
            sizes = m["hand_sizes"]
            sizes[msg["seat"]] -= 1
            sizes[msg["to"]] += 1
            card = msg["card"]
            if card is not None:
                if msg["seat"] == self.seat:
                    m["hand"] = [c for c in m["hand"] if c != card]
                elif msg["to"] == self.seat:
                    m["hand"] = sorted([*m["hand"], card], key=lambda c: int(parse_card(c)))
            sw = m["swap"]
            if sw is not None:
                key = "given_by_last" if msg["seat"] == sw["last"] else "given_by_first"
                sw[key] = card
            m["phase"], m["turn"], m["swap_options"] = msg["phase"], msg["turn"], msg.get("swap_options", [])
        elif t == "jokers_shown" and m is not None and m["swap"] is not None:
            m["swap"]["jokers_shown"] = True
        elif t == "action" and m is not None:
            a = {"seat": msg["seat"], "pass": True} if msg.get("pass") else {"seat": msg["seat"], "play": msg["play"]}
            m["actions"].append(a)
            if "play" in a:
                m["hand_sizes"][a["seat"]] -= len(a["play"])
                if a["seat"] == self.seat:
                    m["hand"] = [c for c in m["hand"] if c not in a["play"]]
                self.trick.append(a["play"])
            if msg.get("out") is not None:
                m["finish_order"].append(a["seat"])
            if msg.get("trick_won") is not None:
                self.trick = []
            m["turn"] = msg["turn"]
            m["swap_options"] = []
        elif t == "hand_over" and m is not None:
            m["results"].append({k: msg[k] for k in ("finish_order", "points", "totals", "target", "team_points",
                                                     "team_totals") if k in msg})
            m["totals"], m["target"] = msg["totals"], msg["target"]
            if m.get("teams") is not None and "team_totals" in msg:
                m["teams"] = {**m["teams"], "totals": msg["team_totals"]}
            m["finish_order"], m["phase"], m["turn"] = msg["finish_order"], "over", -1
            m["remaining"] = msg.get("remaining")
        elif t == "match_over":
            self.record = msg["record"]
            if m is not None:
                m["result"] = {"winner": msg.get("winner"), "tie": msg.get("tie", []), "team": msg.get("team"),
                               "winners": msg.get("winners", [])}
        elif t == "clock":
            self.clock_left = float(msg["left"])
        elif t == "table_ended":
            self.ended = str(msg["reason"])

    @property
    def my_turn(self) -> bool:
        m = self.match
        return m is not None and m["turn"] == self.seat and m["phase"] in ("play", "swap_last", "swap_first")


def _first_target(table: dict[str, Any]) -> int:
    """The target a match of ``table``'s rules starts with (41 in the partners game, else 21)."""
    return first_target(Rules.from_dict(table.get("rules") or {}, require_all=False))


class HeadlessClient:
    """See the module docstring."""

    def __init__(self) -> None:
        self.ws: ClientConnection | None = None
        self.view = SeatView()
        self.log: list[dict[str, Any]] = []
        self.token: str | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.welcome: dict[str, Any] | None = None
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._changed = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self.closed = asyncio.Event()
        self.close_code: int | None = None
        #: when each message came (``time.perf_counter()``), beside :attr:`log`
        self.times: list[float] = []

    # ------------------------------------------------------------ connection

    async def connect(self, url: str, name: str, *, client: str = "murlan-headless", **kwargs: Any) -> dict[str, Any]:
        """Open the connection and say hello; the server's ``welcome``."""
        self.ws = await connect(url, max_size=MAX_FRAME_BYTES, compression=None, **kwargs)
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return await self.hello(name, client=client)

    async def open_raw(self, url: str, **kwargs: Any) -> None:
        """Open the connection without hello (for tests of the handshake)."""
        self.ws = await connect(url, max_size=None, compression=None, **kwargs)
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def hello(self, name: str, *, client: str = "murlan-headless") -> dict[str, Any]:
        await self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": client, "name": name})
        self.welcome = await self.wait_for(lambda m: m.get("type") in ("welcome", "error"))
        if self.welcome.get("type") == "error":
            raise ServerError(self.welcome)
        return self.welcome

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5)

    async def drop(self) -> None:
        """Lose the connection abruptly (no closing handshake), as a killed client does."""
        if self.ws is not None:
            transport = self.ws.transport
            transport.abort()
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5)

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for frame in self.ws:
                msg = json.loads(frame)
                self.log.append(msg)
                self.times.append(time.perf_counter())
                self.view.apply(msg)
                rid = msg.get("id")
                if msg.get("type") in ("ok", "error", "created") and isinstance(rid, int):
                    fut = self._waiting.pop(rid, None)
                    if fut is not None and not fut.done():
                        fut.set_result(msg)
                self._queue.put_nowait(msg)
                self._changed.set()
        except ConnectionClosed:
            pass
        finally:
            if self.ws is not None:
                self.close_code = self.ws.close_code
            self.closed.set()
            self._changed.set()
            self._queue.put_nowait(None)
            for fut in self._waiting.values():
                if not fut.done():
                    fut.set_exception(ConnectionError("the connection closed"))

    async def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        await self.ws.send(json.dumps(message))

    async def send_raw(self, frame: str | bytes) -> None:
        assert self.ws is not None
        await self.ws.send(frame)

    async def request(self, message: dict[str, Any], *, check: bool = False) -> dict[str, Any]:
        """Send ``message`` with a fresh id; the server's ``ok``/``error``/``created`` to it."""
        rid = next(self._ids)
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[rid] = fut
        await self.send({**message, "id": rid})
        reply = await fut
        if check and reply.get("type") == "error":
            raise ServerError(reply)
        return reply

    async def wait_for(self, pred: Any, timeout: float = 30.0, start: int = 0) -> dict[str, Any]:
        """The first message (from ``log[start:]``) for which ``pred(msg)`` holds, waiting for it."""
        deadline = asyncio.get_running_loop().time() + timeout
        i = start
        while True:
            while i < len(self.log):
                if pred(self.log[i]):
                    return self.log[i]
                i += 1
            if self.closed.is_set():
                raise ConnectionError("the connection closed while waiting")
            self._changed.clear()
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("no such message came")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        """Every message as it comes, until the connection closes."""
        while True:
            msg = await self._queue.get()
            if msg is None:
                return
            yield msg

    # ------------------------------------------------------------ the session

    async def create(self, name: str, rules: dict[str, bool] | None = None, level: str = "easy",
                     clock: int = 0) -> str:
        reply = await self.request({"type": "create", "name": name, "rules": rules or {}, "level": level,
                                    "clock": clock}, check=True)
        self.code = str(reply["code"])
        return self.code

    async def join(self, code: str, token: str | None = None, seat: int | None = None) -> int:
        """Join (or rejoin with ``token``); the seat. Waits for ``joined`` and the snapshot."""
        start = len(self.log)
        await self.send({"type": "join", "code": code, "token": token, "seat": seat})
        msg = await self.wait_for(lambda m: m.get("type") in ("joined", "error"), start=start)
        if msg["type"] == "error":
            raise ServerError(msg)
        await self.wait_for(lambda m: m.get("type") == "snapshot", start=start)
        self.code, self.token, self.seat = code, str(msg["token"]), int(msg["seat"])
        return self.seat

    async def play(self, cards: list[str]) -> dict[str, Any]:
        return await self.request({"type": "play", "cards": list(cards), "n": self.view.n})

    async def pass_(self) -> dict[str, Any]:
        return await self.request({"type": "pass", "n": self.view.n})

    async def give(self, card: str) -> dict[str, Any]:
        return await self.request({"type": "give", "card": card, "n": self.view.n})

    async def chat(self, text: str | None = None, preset: str | None = None) -> dict[str, Any]:
        msg: dict[str, Any] = {"type": "chat"}
        if text is not None:
            msg["text"] = text
        if preset is not None:
            msg["preset"] = preset
        return await self.request(msg)

    async def resync(self) -> dict[str, Any]:
        start = len(self.log)
        await self.send({"type": "resync"})
        return await self.wait_for(lambda m: m.get("type") == "snapshot", start=start)

    async def start(self) -> dict[str, Any]:
        return await self.request({"type": "start"}, check=True)

    async def end_table(self) -> dict[str, Any]:
        """End the table (the host only): the ``table_ended`` that follows, or the server's ``error``.

        The server answers a host's ``end_table`` by ending the table and closing the connection, with
        no ``ok``, so the reply is the ``table_ended`` seen in the log."""
        start = len(self.log)
        try:
            return await self.request({"type": "end_table"})
        except ConnectionError:
            for msg in self.log[start:]:
                if msg.get("type") == "table_ended":
                    return msg
            raise

    async def leave(self) -> None:
        with contextlib.suppress(ConnectionError):
            await self.request({"type": "leave"})
        await self.close()

    # ------------------------------------------------------------ the bot

    def choose_move(self, rng: random.Random) -> tuple[str, Any]:
        """A legal move for this seat from its view: ``("give", card)``, ``("play", cards)`` or ``("pass", None)``."""
        m = self.view.match
        assert m is not None
        if m["phase"] in ("swap_last", "swap_first"):
            return "give", m["swap_options"][0]
        hand = [parse_card(c) for c in m["hand"]]
        top = classify(self.view.trick[-1]) if self.view.trick else None
        opening = bool(m["first_of_match"]) and not m["actions"]
        must = [parse_card(THREE_OF_SPADES)] if opening else None
        rules = Rules.from_dict(self.view.table.get("rules", {}), require_all=False)
        plays = legal_plays(hand, top, must, rules)
        if top is not None and (not plays or rng.random() < 0.25):
            return "pass", None
        combo = rng.choice(plays[:4]) if plays else None
        assert combo is not None
        cards: list[Card] = choose_cards(hand, combo, must)
        return "play", [str(c) for c in cards]

    async def bot(self, seed: int = 0, *, until: str = "match_over", timeout: float = 600.0,
                  hands: int | None = None, moves: int | None = None) -> None:
        """Play legal moves for this seat until ``until`` (``match_over`` or ``hand_over``), the table's end
        or ``hands`` hands over, or after ``moves`` moves of its own. A refused move (``stale``: the view moved on) is followed by a resync."""
        rng = random.Random(seed)
        deadline = asyncio.get_running_loop().time() + timeout
        seen_over = 0
        made = 0
        while True:
            if moves is not None and made >= moves:
                return
            if self.view.ended is not None or self.closed.is_set():
                return
            over = sum(1 for msg in self.log if msg.get("type") == "hand_over")
            if until == "hand_over" and over > seen_over and over >= (hands or 1):
                return
            if any(msg.get("type") == "match_over" for msg in self.log):
                return
            if self.view.out_of_step:
                await self.resync()
                continue
            if self.view.my_turn:
                kind, arg = self.choose_move(rng)
                if kind == "give":
                    reply = await self.give(arg)
                elif kind == "play":
                    reply = await self.play(arg)
                else:
                    reply = await self.pass_()
                if reply.get("type") == "ok":
                    made += 1
                if reply.get("type") == "error" and reply.get("code") == "rate_limited":
                    await asyncio.sleep(0.1)  # dropped by the server's rate limit: try again a moment later
                    continue
                if reply.get("type") == "error":
                    if reply.get("code") not in ("stale", "not_your_turn", "swap_not_finished", "hand_over",
                                                 "not_swap_time"):
                        raise ServerError(reply)
                    await self.resync()
                continue
            self._changed.clear()
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("the match did not end in time")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(left, 5.0))
