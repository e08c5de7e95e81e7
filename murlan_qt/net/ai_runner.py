"""The server's computer players, run off the event loop: in worker processes (or one thread).

A decision is asked with the match as its record (plain JSON data, replayed
through the checked engine in the worker) and answered as plain data: the
card to give, the cards to play, or a pass. The table applies the answer
through the engine's checked calls, like a person's move.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
from typing import Any

from ..ai import make_player, player_seed
from ..ai.driver import decide
from ..engine import Card, Combination, Observation
from ..engine.record import from_record

#: a decision's thinking time for the search levels (seconds)
TIME_LIMIT = 1.0


def decide_from_record(record: dict[str, Any], seat: int, level: str, time_limit: float = TIME_LIMIT) -> dict[str, Any]:
    """The move of ``seat`` (on turn) in the match of ``record``: ``{"give": "2H"}``, ``{"play": [...]}``
    or ``{"play": None}`` (a pass). Runs in a worker."""
    match = from_record(record)
    if match.hand.turn != seat:
        raise ValueError(f"seat {seat} is not on turn")
    player = make_player(level, player_seed(match.seed, seat))
    move = decide(player, Observation.of(match, seat), time_limit)
    if isinstance(move, Card):
        return {"give": str(move)}
    if move is None:
        return {"play": None}
    assert isinstance(move, Combination)
    return {"play": [str(c) for c in match.hand.cards_for(move)]}


class AIRunner:
    """Runs :func:`decide_from_record` in ``workers`` processes (0: in one thread of the server)."""

    def __init__(self, workers: int = 1, time_limit: float = TIME_LIMIT) -> None:
        self.time_limit = time_limit
        self._pool: concurrent.futures.Executor
        if workers > 0:
            # spawn: the server's threads (zeroconf, the store's writer) are not copied into a fork
            self._pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
        else:
            self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="murlan-ai")

    async def decide(self, record: dict[str, Any], seat: int, level: str) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, decide_from_record, record, seat, level, self.time_limit)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
