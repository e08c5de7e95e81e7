"""The computer players' process, seen from the table: a :class:`QProcess` running :mod:`murlan_qt.ai.worker`.

Decisions run there so that the window keeps its own core (and its own
interpreter lock). Requests and answers are JSON lines (the position as a
match record; the answer as card names), never Python objects. The worker
answers its requests one at a time, in order; each request has a deadline (its
time limit plus :attr:`AIProcess.deadline_margin`, counted from when the worker
gets to it). A worker that dies, or that misses a deadline (stopped, hung,
talking nonsense), is killed; the requests it had are reported :attr:`AIProcess.lost`
and it is started again for the next one.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QProcess, QTimer, Signal

from ...ai.worker import WORKER_FLAG
from ...engine import MatchState
from ...engine.jsontext import parse_json
from ...engine.record import to_record
from ..desktop.child_process import end_child, start_child

#: the longest answer line read from the worker (a hand review's whole analysis is the longest)
MAX_ANSWER_BYTES = 400_000
#: milliseconds a closing worker gets to leave by itself before it is killed
CLOSE_WAIT_MS = 300
#: workers that stop in a row without a single answer before the table gives up on the process
#: (and decides on a thread, as before)
GIVE_UP_AFTER = 3
#: milliseconds after the first paint of the table before the worker is started
START_AFTER_PAINT_MS = 100
#: seconds a request may take beyond its own time limit before the worker is taken for dead
#: (room for the worker's start and a loaded machine)
DEADLINE_MARGIN_S = 10.0
#: the time limit of one step of a hand review (the deadline restarts with each decision analysed)
REVIEW_STEP_LIMIT_S = 60.0
#: how long the judge's verdict for the hint may take before the worker is taken for stuck (work-bounded,
#: well under a second on a quiet machine)
ADVICE_LIMIT_S = 30.0
#: why requests were lost: the worker stopped, or missed a deadline
STOPPED = "the computer players' process stopped"
LATE = "the computer players' process did not answer in time"


def worker_command() -> tuple[str, list[str]]:
    """The program and arguments that start a worker: this executable when frozen, else this Python."""
    if getattr(sys, "frozen", False):
        return sys.executable, [WORKER_FLAG]
    return sys.executable, ["-m", "murlan_qt.ai.worker"]


class AIProcess(QObject):
    """One worker process; :meth:`request` a decision, get :attr:`answered`, :attr:`failed` or :attr:`lost`."""

    #: request id, the card names to play (a list) or None to pass
    answered = Signal(int, object)
    #: request id, what went wrong (the worker's error, or an unreadable answer)
    failed = Signal(int, str)
    #: request id, why: the worker stopped or missed the deadline with the request unanswered
    lost = Signal(int, str)
    #: a hand review in progress: request id, decisions done, decisions in all, the decision (JSON data)
    review_progressed = Signal(int, int, int, object)
    #: a hand review done: request id, the analysis (JSON data, ``HandReview.to_json``)
    reviewed = Signal(int, object)
    #: the judge's verdict on a position (the hint): request id, the verdict (JSON data, ``Verdict.to_json``)
    advised = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._buffer = b""
        #: the requests sent and not answered, in the order the worker takes them: id -> time limit (s)
        self._outstanding: dict[int, float] = {}
        self._next_id = 0
        self.starts = 0  # how many worker processes were started (a restart counts)
        #: the worker could not be started, or stopped :data:`GIVE_UP_AFTER` times in a row without
        #: answering (the table then decides on a thread, as before)
        self.failed_to_start = False
        self._deaths_in_a_row = 0
        self._counted: QProcess | None = None
        #: seconds a request may take beyond its time limit (tests make it short)
        self.deadline_margin = DEADLINE_MARGIN_S
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_deadline)
        self._timed: int | None = None  # the request the deadline is for (the one the worker is on)

    # ------------------------------------------------------------ life

    @property
    def is_running(self) -> bool:
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    def pid(self) -> int:
        """The worker's process id (0 when none runs)."""
        return int(self._process.processId()) if self._process is not None else 0

    def start(self) -> None:
        """Start the worker in the background if none runs (returns at once)."""
        if self.is_running:
            return
        self._discard_process()
        program, args = worker_command()
        self._buffer = b""
        self.starts += 1
        self._process = start_child(self, program, args, self._read, self._on_finished, self._on_error)

    def stop(self, wait_ms: int = CLOSE_WAIT_MS) -> None:
        """End the worker (on quit): close its input, wait a moment, then kill it."""
        self._outstanding.clear()
        self._arm()
        proc = self._process
        self._process = None
        if proc is None:
            return
        end_child(proc, wait_ms)

    def _discard_process(self) -> None:
        if self._process is not None:
            self.stop(0)

    # ------------------------------------------------------------ requests

    @property
    def outstanding(self) -> tuple[int, ...]:
        """The requests sent and not yet answered, in the worker's order."""
        return tuple(self._outstanding)

    def request(self, match: MatchState, seat: int, level: str, seed: int, time_limit: float) -> int:
        """Ask for ``seat``'s play in ``match``; the request id (requests are answered in order)."""
        message = {
            "record": to_record(match), "seat": seat, "level": level, "seed": seed, "time_limit": time_limit,
        }
        return self._send(message, time_limit)

    def request_review(self, match: MatchState, hand: int, seat: int, seed: int) -> int:
        """Ask for the analysis of ``seat``'s decisions in hand ``hand`` (0-based) of ``match``; the request id.

        The worker streams :attr:`review_progressed` per decision, then :attr:`reviewed` (or :attr:`failed`).
        """
        message = {"kind": "review", "record": to_record(match), "hand": hand, "seat": seat, "seed": seed}
        return self._send(message, REVIEW_STEP_LIMIT_S)

    def request_advice(self, match: MatchState, seat: int) -> int:
        """Ask the judge's verdict on ``seat``'s position (on turn) in ``match``; the request id."""
        message = {"kind": "advice", "record": to_record(match), "seat": seat}
        return self._send(message, ADVICE_LIMIT_S)

    def _send(self, message: dict[str, Any], time_limit: float) -> int:
        self.start()
        self._next_id += 1
        rid = self._next_id
        self._outstanding[rid] = time_limit
        self._write({"id": rid, **message})
        self._arm()
        return rid

    def cancel(self, rid: int | None = None) -> None:
        """Stop request ``rid`` (every request without it); an answer that still comes is dropped."""
        for r in list(self._outstanding) if rid is None else [rid]:
            if self._outstanding.pop(r, None) is not None:
                self._write({"cancel": r})
        self._arm()

    def _write(self, message: dict[str, Any]) -> None:
        if self._process is not None:
            self._process.write((json.dumps(message) + "\n").encode("utf-8"))

    # ------------------------------------------------------------ the deadline

    def _arm(self, again: bool = False) -> None:
        """Time the request the worker is on (the first outstanding one); ``again``: from now."""
        head = next(iter(self._outstanding), None)
        if head is None:
            self._deadline.stop()
            self._timed = None
        elif head != self._timed or again:
            self._timed = head
            self._deadline.start(int((self._outstanding[head] + self.deadline_margin) * 1000))

    def _on_deadline(self) -> None:
        self._read()  # an answer may be waiting behind the timer
        if self._timed is not None and self._timed in self._outstanding:
            self._died(LATE)

    # ------------------------------------------------------------ answers

    def _read(self) -> None:
        proc = self._process
        if proc is None:
            return
        self._buffer += bytes(proc.readAllStandardOutput().data())
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            self._take(line)
        if len(self._buffer) > MAX_ANSWER_BYTES:
            self._buffer = b""
            self._died(STOPPED)

    def _take(self, line: bytes) -> None:
        if not line.lstrip().startswith(b"{"):
            return  # not an answer (a flood of junk is skipped cheaply)
        try:
            message = parse_json(line, MAX_ANSWER_BYTES)
        except Exception:
            return
        if not isinstance(message, dict):
            return
        rid = message.get("id")
        if not isinstance(rid, int) or rid not in self._outstanding:
            return  # stale: cancelled, or not ours
        self._deaths_in_a_row = 0
        if "progress" in message:
            done, total = message.get("progress"), message.get("of")
            if isinstance(done, int) and isinstance(total, int) and isinstance(message.get("decision"), dict):
                self._arm(again=rid == self._timed)
                self.review_progressed.emit(rid, done, total, message["decision"])
            return
        del self._outstanding[rid]
        self._arm()
        if "review" in message:
            if isinstance(message["review"], dict):
                self.reviewed.emit(rid, message["review"])
            else:
                self.failed.emit(rid, "the computer players' process sent an unreadable answer")
            return
        if "advice" in message:
            if isinstance(message["advice"], dict):
                self.advised.emit(rid, message["advice"])
            else:
                self.failed.emit(rid, "the computer players' process sent an unreadable answer")
            return
        if "error" in message:
            self.failed.emit(rid, str(message["error"])[:500])
            return
        play = message.get("play")
        if play is None:
            self.answered.emit(rid, None)
        elif isinstance(play, list) and all(isinstance(c, str) for c in play):
            self.answered.emit(rid, list(play))
        else:
            self.failed.emit(rid, "the computer players' process sent an unreadable answer")

    def _on_finished(self, *_args: object) -> None:
        self._died(STOPPED)

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.failed_to_start = True
        if error in (QProcess.ProcessError.FailedToStart, QProcess.ProcessError.Crashed):
            self._died(STOPPED)

    def _died(self, why: str) -> None:
        """The worker is gone (or taken for dead): kill it, count it, and report the requests it had."""
        proc = self._process
        if proc is not None and proc.state() != QProcess.ProcessState.NotRunning:
            self._process = None  # killed and let go at once: the next request starts a new worker
            end_child(proc, 0)
        if proc is not None and proc is not self._counted:  # a death is told twice: error and finished
            self._counted = proc
            self._deaths_in_a_row += 1
            if self._deaths_in_a_row >= GIVE_UP_AFTER:
                self.failed_to_start = True
        lost = list(self._outstanding)
        self._outstanding.clear()
        self._arm()
        for rid in lost:
            self.lost.emit(rid, why)


class _AfterFirstPaint(QObject):
    """Calls ``then`` a moment after ``widget`` is first painted (once)."""

    def __init__(self, widget: QObject, then: Callable[[], None], delay_ms: int) -> None:
        super().__init__(widget)
        self._widget = widget
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(then)
        self._delay_ms = delay_ms
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint and not self._timer.isActive():
            self._widget.removeEventFilter(self)
            self._timer.start(self._delay_ms)
        return False


def start_after_first_paint(widget: QObject, start: Callable[[], None], delay_ms: int = START_AFTER_PAINT_MS) -> None:
    """Call ``start`` (the worker's start) once ``widget`` has been painted, so start-up does not grow."""
    _AfterFirstPaint(widget, start, delay_ms)
