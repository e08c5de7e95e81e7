"""The computer players' own process: reads requests on stdin, answers on stdout, one JSON object a line.

The table (:mod:`murlan_qt.ui.game.ai_process`) starts this module as a child
process so that a decision never shares the interpreter lock with the window.
The protocol is plain JSON data, never Python objects: a request names the position as the
match record (``docs/match-format.md``, read back through the checked engine,
so a damaged one is refused like a damaged file) and the seat to play, and the
answer is the cards to play (their names) or ``null`` to pass. Nothing
received is executed.

Requests::

    {"id": 7, "record": {...}, "seat": 2, "level": "hard", "seed": 123, "time_limit": 1.0}
    {"cancel": 7}          # stop request 7 (its answer is not sent)
    {"id": 8, "kind": "evaluate", "record": {...}, "seat": 0, "level": "hard", "seed": 5, "time_limit": 1.0}
    {"id": 9, "kind": "review", "record": {...}, "hand": 1, "seat": 0, "seed": 0}
    {"id": 10, "kind": "advice", "record": {...}, "seat": 0}   # the judge's verdict (the hint)

Answers::

    {"id": 7, "play": ["5H", "5S"]}     # or "play": null to pass
    {"id": 7, "error": "what went wrong"}
    {"id": 8, "deals": 20, "best": ["9S"], "values": [{"play": ["9S"], "mean": 2.1, "spread": 0.2}, ...]}
    {"id": 9, "progress": 3, "of": 17, "decision": {...}}   # a review: one line per decision, then
    {"id": 9, "review": {...}}                              # the whole analysis (HandReview.to_json)
    {"id": 10, "advice": {"best": 0, "deals": 56, "values": [...]}}   # Verdict.to_json

A review (:func:`~murlan_qt.ai.review.review_hand`, hand 0-based) streams its
decisions as they are analysed; it can be cancelled like a decision.

Requests are answered one at a time, in the order they came; a cancel names the
request it stops (the one in progress or one still waiting), so the table's
request and the hint's can be in flight at once. End of input ends the process.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
from collections.abc import Callable
from typing import IO, Any

from ..engine import Combination, MatchState, Observation
from ..engine.jsontext import parse_json
from ..engine.record import from_record
from .base import CancelToken, DecisionCancelled
from .driver import decide

#: the command-line flag that makes ``murlan`` (or the frozen executable) run this loop
WORKER_FLAG = "--ai-worker"
#: the longest request line read (a long match record is well under it)
MAX_REQUEST_BYTES = 4_000_000


def answer(request: dict[str, Any], cancel: CancelToken,
           send: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """The answer to one request (raises :class:`DecisionCancelled` if cancelled); ``send`` takes the
    lines a review streams before its answer."""
    from . import make_player  # here: the package imports this module's users, not the reverse

    rid = request["id"]
    if request.get("kind") == "review":
        return _review(rid, request, cancel, send)
    if request.get("kind") == "advice":
        return _advice(rid, request, cancel)
    seat = request["seat"]
    level = request["level"]
    seed = request["seed"]
    limit = request["time_limit"]
    if not (isinstance(seat, int) and 0 <= seat < 4 and isinstance(level, str) and isinstance(seed, int)
            and isinstance(limit, (int, float)) and 0 < limit <= 60):
        return {"id": rid, "error": "a malformed request"}
    match = from_record(request["record"])
    if match.hand.turn != seat:
        return {"id": rid, "error": f"seat {seat} is not on turn"}
    if request.get("kind") == "evaluate":
        return _evaluation(rid, match, seat, level, seed, float(limit), cancel)
    player = make_player(level, seed)
    move = decide(player, Observation.of(match, seat), float(limit), cancel)
    if move is None:
        return {"id": rid, "play": None}
    cards = match.hand.cards_for(move)  # type: ignore[arg-type]
    return {"id": rid, "play": [str(c) for c in cards]}


def _evaluation(rid: int, match: MatchState, seat: int, level: str, seed: int, limit: float,
                cancel: CancelToken) -> dict[str, Any]:
    """:func:`~murlan_qt.ai.evaluate.evaluate` at ``level``'s budget (``hard`` or ``expert``), as data."""
    from .evaluate import evaluate
    from .settings import EXPERT, HARD

    budgets = {"hard": HARD, "expert": EXPERT}
    if level not in budgets:
        return {"id": rid, "error": f"no evaluation at level {level!r} (only {', '.join(budgets)})"}
    ev = evaluate(Observation.of(match, seat), budgets[level], seed, cancel, limit)

    def names(play: Combination | None) -> list[str] | None:
        return None if play is None else [str(c) for c in match.hand.cards_for(play)]

    return {
        "id": rid, "deals": ev.deals, "best": names(ev.best),
        "values": [{"play": names(v.play), "mean": v.mean, "spread": v.spread} for v in ev.values],
    }


def _advice(rid: int, request: dict[str, Any], cancel: CancelToken) -> dict[str, Any]:
    """The judge's verdict on the position of the seat on turn (:func:`~murlan_qt.ai.judge.judge`), as data."""
    from .judge import judge

    seat = request.get("seat")
    if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 4):
        return {"id": rid, "error": "a malformed request"}
    match = from_record(request["record"])
    if match.hand.turn != seat:
        return {"id": rid, "error": f"seat {seat} is not on turn"}
    verdict = judge(Observation.of(match, seat), cancel=cancel)

    def names(play: Combination | None) -> list[str] | None:
        return None if play is None else [str(c) for c in match.hand.cards_for(play)]

    return {"id": rid, "advice": verdict.to_json(names)}


def _review(rid: int, request: dict[str, Any], cancel: CancelToken,
            send: Callable[[dict[str, Any]], None] | None) -> dict[str, Any]:
    """The analysis of one seat's decisions in one hand, each decision sent as it is done."""
    from .review import REVIEW, DecisionReview, review_hand

    hand, seat, seed = request.get("hand"), request.get("seat"), request.get("seed", 0)
    if not (isinstance(hand, int) and isinstance(seat, int) and 0 <= seat < 4 and isinstance(seed, int)
            and not isinstance(hand, bool)):
        return {"id": rid, "error": "a malformed request"}
    match = from_record(request["record"])
    if not 0 <= hand < len(match.hands):
        return {"id": rid, "error": f"the match has no hand {hand + 1}"}

    def progress(done: int, total: int, d: DecisionReview) -> None:
        if send is not None and not cancel.is_cancelled:
            send({"id": rid, "progress": done, "of": total, "decision": d.to_json()})

    review = review_hand(match, hand, seat, seed, REVIEW, cancel, progress)
    return {"id": rid, "review": review.to_json()}


class _Worker:
    """Reads requests on the main thread, thinks on one thread, writes whole lines."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.lock = threading.Lock()
        self.jobs: queue.Queue[tuple[dict[str, Any], CancelToken] | None] = queue.Queue()
        #: the requests asked and not yet answered (waiting or in progress), by id
        self.open: dict[int, CancelToken] = {}
        self.thinker = threading.Thread(target=self.think, name="murlan-ai", daemon=True)

    def send(self, message: dict[str, Any]) -> None:
        with self.lock:
            self.out.write(json.dumps(message) + "\n")
            self.out.flush()

    def think(self) -> None:
        while True:
            job = self.jobs.get()
            if job is None:
                return
            request, token = job
            if token.is_cancelled:
                continue
            try:
                reply = answer(request, token, self.send)
            except DecisionCancelled:
                reply = None
            except Exception as exc:  # a broken decision is reported, never kills the worker
                reply = {"id": request.get("id"), "error": f"{type(exc).__name__}: {exc}"}
            with self.lock:
                self.open.pop(request["id"], None)
            if reply is not None and not token.is_cancelled:
                self.send(reply)

    def handle(self, line: str) -> None:
        try:
            message = parse_json(line, MAX_REQUEST_BYTES)
        except Exception as exc:
            self.send({"id": None, "error": f"unreadable request: {exc}"})
            return
        if not isinstance(message, dict):
            return
        if "cancel" in message:
            with self.lock:
                cancelled = self.open.pop(message["cancel"], None) if isinstance(message["cancel"], int) else None
            if cancelled is not None:
                cancelled.cancel()
            return
        rid = message.get("id")
        if not isinstance(rid, int):
            self.send({"id": None, "error": "a request without an id"})
            return
        token = CancelToken()
        with self.lock:
            self.open[rid] = token
        self.jobs.put((message, token))

    def run(self, source: IO[str], finish: bool = False) -> int:
        """Serve ``source`` to its end; then cancel the decision in progress (the table quit),
        or with ``finish`` answer everything asked first (a batch of requests)."""
        self.thinker.start()
        for line in source:
            if line.strip():
                self.handle(line)
        if not finish:
            with self.lock:
                for token in self.open.values():
                    token.cancel()
        self.jobs.put(None)
        self.thinker.join(None if finish else 1.0)
        return 0


def main() -> int:
    """Serve requests on stdin until it closes."""
    # a windowed frozen build may start without sys.stdin/sys.stdout: use the pipes themselves
    source = sys.stdin if sys.stdin is not None else open(0, encoding="utf-8", closefd=False)  # noqa: SIM115
    out = sys.stdout if sys.stdout is not None else open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
    from .judge_helper import start_default_helper

    helper = start_default_helper()  # the hint's and the review's judge on both cores
    try:
        return _Worker(out).run(source)
    finally:
        if helper is not None:
            helper.close()


if __name__ == "__main__":
    sys.exit(main())
