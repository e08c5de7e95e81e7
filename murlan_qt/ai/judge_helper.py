"""A second process for the judge: half of its inference chains worked on the machine's other core.

The judge (:func:`~murlan_qt.ai.judge.judge`) draws deal ``i`` from chain ``i % 16``; each chain is
seeded from the position alone. So the chains can be split: this process works the even chains, a
:class:`JudgeHelper` (a child process started with multiprocessing's "spawn", as the table server's
workers are) the odd ones, at the same time, and the verdict is exactly the one a single process
finds. The computer players' process (:mod:`murlan_qt.ai.worker`) starts one for the hint and the
hand review; when the helper is missing, busy or fails, its chains are worked here instead.

The pipe carries Python objects between this process and its own child only (nothing from a file
or the network).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections.abc import Sequence
from dataclasses import replace
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Observation
from .base import CancelToken
from .judge import JUDGE, JUDGE_SAMPLER, ChainDeals, JudgeSettings, legal_choices

#: set to "0" to judge in one process only
ENV_VAR = "MURLAN_JUDGE_HELPER"
#: seconds between two looks at the cancel token while the helper's part is awaited
POLL_S = 0.02
#: the helper is started again after a failure at most this many times
RESTARTS = 2


class HelperFailed(Exception):
    """The helper process stopped, or could not work its part (its chains are then worked here)."""


def _serve(conn: Connection) -> None:
    """The helper's loop: a position, then batches of its deals, until the pipe closes."""
    deals: ChainDeals | None = None
    serial = -1
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        try:
            if message[0] == "start":
                _, serial, obs, salt, mine = message
                settings = replace(JUDGE, salt=salt)
                deals = ChainDeals(obs, legal_choices(obs), settings, None, mine)
            elif message[0] == "deals":
                _, asked, start, stop, alive = message
                if deals is None or asked != serial:
                    conn.send(("error", asked, "no such position"))
                    continue
                conn.send(("ok", asked, deals.rows(start, stop, alive)))
        except Exception as e:  # said to the judge, which then works the part itself
            conn.send(("error", message[1] if len(message) > 1 else -1, f"{type(e).__name__}: {e}"))


class JudgeHelper:
    """A child process working the odd chains of the judge's positions (see the module docstring)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self._process: Any = None
        self._serial = 0
        self._failures = 0

    def start(self) -> JudgeHelper:
        """Start the child (at once: its imports then overlap with other work)."""
        ctx = multiprocessing.get_context("spawn")
        ours, theirs = ctx.Pipe()
        process = ctx.Process(target=_serve, args=(theirs,), name="murlan-judge-helper", daemon=True)
        process.start()
        theirs.close()
        self._conn, self._process = ours, process
        return self

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def can_share(self, settings: JudgeSettings) -> bool:
        """Whether this judgement can be split now (the game's sampler, the helper free); takes the
        helper until :meth:`release`."""
        if settings.sampler != JUDGE_SAMPLER or not self._lock.acquire(blocking=False):
            return False
        if not self.alive:
            if self._failures > RESTARTS:
                self._lock.release()
                return False
            self.close()
            try:
                self.start()
            except OSError:
                self._failures = RESTARTS + 1
                self._lock.release()
                return False
        return True

    def release(self) -> None:
        self._lock.release()

    def _send(self, message: object) -> None:
        try:
            assert self._conn is not None
            self._conn.send(message)
        except (OSError, ValueError, AssertionError) as e:
            self._failed()
            raise HelperFailed(str(e)) from None

    def _failed(self) -> None:
        self._failures += 1
        if self._process is not None:
            self._process.kill()

    def begin(self, obs: Observation, salt: str, mine: Sequence[int]) -> int:
        """A new position (its chains ``mine``); the serial number of its requests."""
        self._serial += 1
        with contextlib.suppress(HelperFailed):  # the first ask fails too, and the judge works the part itself
            self._send(("start", self._serial, obs, salt, tuple(mine)))
        return self._serial

    def ask(self, serial: int, start: int, stop: int, alive: Sequence[int]) -> None:
        self._send(("deals", serial, start, stop, tuple(alive)))

    def answer(self, serial: int, cancel: CancelToken | None) -> dict[int, list[float]]:
        """The helper's rows of the batch last asked (older answers are read and dropped)."""
        conn = self._conn
        if conn is None:
            raise HelperFailed("not started")
        while True:
            try:
                while not conn.poll(POLL_S):
                    if cancel is not None:
                        cancel.check()  # the answer is dropped when it comes, by its serial number
                    if not self.alive:
                        raise HelperFailed("the judge's helper stopped")
                kind, got_serial, body = conn.recv()
            except (EOFError, OSError) as e:
                self._failed()
                raise HelperFailed(str(e)) from None
            if got_serial != serial:
                continue
            if kind != "ok":
                raise HelperFailed(str(body))
            rows: dict[int, list[float]] = body
            return rows

    def close(self) -> None:
        """End the child (it also ends by itself when this process goes: its pipe closes)."""
        if self._conn is not None:
            with contextlib.suppress(OSError, ValueError):
                self._conn.send(None)
            self._conn.close()
        if self._process is not None:
            self._process.join(0.5)
            if self._process.is_alive():
                self._process.kill()
        self._conn = self._process = None


_default: JudgeHelper | None = None


def default_helper() -> JudgeHelper | None:
    """The helper :func:`~murlan_qt.ai.judge.judge` uses when none is given (``None``: one process)."""
    return _default


def set_default_helper(helper: JudgeHelper | None) -> None:
    global _default
    _default = helper


def start_default_helper() -> JudgeHelper | None:
    """Start this process's helper, on a machine with more than one core (unless :data:`ENV_VAR` is "0")."""
    if os.environ.get(ENV_VAR, "1") == "0" or (os.cpu_count() or 1) < 2:
        return None
    try:
        helper = JudgeHelper().start()
    except OSError:
        return None
    set_default_helper(helper)
    return helper


__all__ = ["ENV_VAR", "HelperFailed", "JudgeHelper", "default_helper", "set_default_helper", "start_default_helper"]
