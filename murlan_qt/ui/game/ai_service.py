"""The one way the UI asks the AI: the computer players' process first, a thread when it cannot.

Every part that asks (the table, the hint, the hand review) holds its own
:class:`AIClient`, one request slot: a new request of a client replaces only
that client's previous one, and a request replaced or cancelled never delivers.
Answers are typed (:class:`Decision`, :class:`ReviewProgress`, :class:`Reviewed`,
:class:`Failure`). A request goes to the process
(:class:`~murlan_qt.ui.game.ai_process.AIProcess`) when the process can run and
the player is a plain player of a registered level; otherwise, and whenever the
process is lost with the request (it stopped, or missed the request's deadline),
it is answered on the service's thread, so every request gets its answer.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ...ai import LEVELS, AIPlayer, CancelToken, DecisionCancelled
from ...ai.driver import decide
from ...ai.judge import Verdict, judge, verdict_from_json
from ...ai.review import REVIEW, DecisionReview, HandReview, review_hand
from ...engine import Combination, MatchState, Observation
from ...engine.cards import parse_card
from ...engine.combos import classify
from .ai_process import AIProcess


@dataclass(frozen=True)
class Decision:
    """A computer player's play (``None``: pass) for request ``request``."""

    request: int
    play: Combination | None


@dataclass(frozen=True)
class ReviewProgress:
    """One more decision of a hand review analysed: ``done`` of ``total``."""

    request: int
    done: int
    total: int
    decision: DecisionReview


@dataclass(frozen=True)
class Reviewed:
    """A hand review's whole analysis."""

    request: int
    review: HandReview


@dataclass(frozen=True)
class Advised:
    """The judge's verdict on a position (the hint's answer)."""

    request: int
    verdict: Verdict


@dataclass(frozen=True)
class Failure:
    """What went wrong with request ``request`` (a broken player, a refused position)."""

    request: int
    why: str


Answer = Decision | ReviewProgress | Reviewed | Advised | Failure


@dataclass
class _Request:
    """A request in a client's slot: what the thread needs to answer it, and where it runs."""

    rid: int
    client: AIClient
    #: the work the thread does (with the request's token and a progress callback) for a fallback
    work: Callable[[CancelToken, Callable[[int, int, DecisionReview], None]], object]
    process_rid: int | None = None
    token: CancelToken | None = None


class _TaskSignals(QObject):
    """The service's one way back from its thread (a child of the service, living on the GUI thread)."""

    progressed = Signal(int, int, int, object)  # request, done, total, DecisionReview
    done = Signal(int, object, object)  # request, the result, what went wrong (or None); also when cancelled


class _Task(QRunnable):
    """One request answered on the service's thread.

    The task holds no QObject of its own: the pool deletes a finished task on its
    thread, and a QObject created on the GUI thread must never be destroyed there
    (that crashed the suite once, under the garbage collector). It emits through
    the service's signals, which the service owns.
    """

    def __init__(self, request: _Request, token: CancelToken, signals: _TaskSignals) -> None:
        super().__init__()
        self.rid, self.work, self.token = request.rid, request.work, token
        self.signals = signals

    def run(self) -> None:
        def progress(done: int, total: int, d: DecisionReview) -> None:
            if not self.token.is_cancelled:
                self._emit(self.signals.progressed, self.rid, done, total, d)

        result: object = None
        error: str | None = None
        try:
            result = self.work(self.token, progress)
        except DecisionCancelled:
            error = "cancelled"
        except Exception as exc:  # noqa: BLE001 - a broken player or analysis is reported, never kills the window
            error = f"{type(exc).__name__}: {exc}"
        self._emit(self.signals.done, self.rid, result, error)  # always: the service then forgets the request

    @staticmethod
    def _emit(signal: Any, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the service is gone (the window closed meanwhile): nobody waits
            signal.emit(*args)


class AIClient(QObject):
    """One asker's request slot: ask, get one typed answer (or none if replaced or cancelled)."""

    #: a :class:`Decision`
    decided = Signal(object)
    #: a :class:`ReviewProgress`
    progressed = Signal(object)
    #: a :class:`Reviewed`
    reviewed = Signal(object)
    #: an :class:`Advised`
    advised = Signal(object)
    #: a :class:`Failure`
    failed = Signal(object)

    def __init__(self, service: AIService, name: str) -> None:
        super().__init__(service)
        self.service = service
        self.name = name
        self.current: _Request | None = None

    @property
    def pending(self) -> int | None:
        """The id of the request in the slot (None: nothing asked)."""
        return self.current.rid if self.current is not None else None

    @property
    def is_on_thread(self) -> bool:
        """Whether the request in the slot is being answered on the thread (not by the process)."""
        return self.current is not None and self.current.token is not None

    def ask_decision(self, match: MatchState, seat: int, player: AIPlayer, time_limit: float) -> int:
        """Ask ``player``'s play for ``seat`` (on turn) in ``match``; the request id."""
        obs = Observation.of(match, seat)

        def work(token: CancelToken, _progress: Callable[[int, int, DecisionReview], None]) -> object:
            return decide(player, obs, time_limit, token)

        request = self.service._new_request(self, work)
        if type(player) is LEVELS.get(player.level) and self.service.can_use_process:
            request.process_rid = self.service.process.request(match, seat, player.level, player.seed, time_limit)
            self.service._by_process[request.process_rid] = request
        else:
            self.service._to_thread(request)
        return request.rid

    def ask_review(self, match: MatchState, hand: int, seat: int, seed: int) -> int:
        """Ask the analysis of ``seat``'s decisions in hand ``hand`` (0-based) of ``match``; the request id."""

        def work(token: CancelToken, progress: Callable[[int, int, DecisionReview], None]) -> object:
            return review_hand(match, hand, seat, seed, REVIEW, token, progress)

        request = self.service._new_request(self, work)
        if self.service.can_use_process:
            request.process_rid = self.service.process.request_review(match, hand, seat, seed)
            self.service._by_process[request.process_rid] = request
        else:
            self.service._to_thread(request)
        return request.rid

    def ask_advice(self, match: MatchState, seat: int) -> int:
        """Ask the judge's verdict on ``seat``'s position (on turn) in ``match``; the request id."""
        obs = Observation.of(match, seat)

        def work(token: CancelToken, _progress: Callable[[int, int, DecisionReview], None]) -> object:
            return judge(obs, cancel=token)

        request = self.service._new_request(self, work)
        if self.service.can_use_process:
            request.process_rid = self.service.process.request_advice(match, seat)
            self.service._by_process[request.process_rid] = request
        else:
            self.service._to_thread(request)
        return request.rid

    def cancel(self) -> None:
        """Let the request in the slot go: it is stopped and never delivers."""
        request, self.current = self.current, None
        if request is not None:
            self.service._let_go(request)


class AIService(QObject):
    """The computer players' process, a thread for when it cannot answer, and the clients' slots."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process = AIProcess(self)
        self.process.answered.connect(self._on_answered)
        self.process.failed.connect(self._on_failed)
        self.process.lost.connect(self._on_lost)
        self.process.review_progressed.connect(self._on_review_progressed)
        self.process.reviewed.connect(self._on_reviewed)
        self.process.advised.connect(self._on_advised)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _TaskSignals(self)
        self._signals.progressed.connect(self._on_thread_progress)
        self._signals.done.connect(self._on_thread_done)
        self._next_id = 0
        #: how many requests were answered on the thread (sent there, or taken over from a lost process)
        self.thread_requests = 0
        self._by_process: dict[int, _Request] = {}
        #: the requests on the thread, until their task is done
        self._on_thread: dict[int, _Request] = {}

    def client(self, name: str) -> AIClient:
        """A new request slot (``name`` says whose: "table", "hint", "review")."""
        return AIClient(self, name)

    @property
    def can_use_process(self) -> bool:
        """Whether requests go to the process (not once it could not start or was given up)."""
        return not self.process.failed_to_start

    @property
    def threads_busy(self) -> int:
        """Requests being answered on the thread now."""
        return len(self._on_thread)

    def start(self) -> None:
        """Start the process in the background (returns at once)."""
        self.process.start()

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Stop everything (on quit): end the process, wait a moment for the thread."""
        for client in self.findChildren(AIClient):
            client.cancel()
        self.process.stop()
        self._pool.waitForDone(wait_ms)

    # ------------------------------------------------------------ slots

    def _new_request(self, client: AIClient, work: Callable[..., object]) -> _Request:
        client.cancel()  # the client's previous request, only
        self._next_id += 1
        request = _Request(self._next_id, client, work)
        client.current = request
        return request

    def _let_go(self, request: _Request) -> None:
        if request.process_rid is not None:
            self._by_process.pop(request.process_rid, None)
            self.process.cancel(request.process_rid)
            request.process_rid = None
        if request.token is not None:
            request.token.cancel()

    def _live(self, request: _Request | None) -> bool:
        return request is not None and request.client.current is request

    def _to_thread(self, request: _Request) -> None:
        self.thread_requests += 1
        token = CancelToken()
        request.token = token
        self._on_thread[request.rid] = request
        self._pool.start(_Task(request, token, self._signals))

    def _finish(self, request: _Request, answer: Answer) -> None:
        """Empty the client's slot and deliver ``answer``."""
        request.client.current = None
        client = request.client
        if isinstance(answer, Decision):
            client.decided.emit(answer)
        elif isinstance(answer, Reviewed):
            client.reviewed.emit(answer)
        elif isinstance(answer, Advised):
            client.advised.emit(answer)
        elif isinstance(answer, Failure):
            client.failed.emit(answer)

    # ------------------------------------------------------------ answers from the process

    def _from_process(self, process_rid: int, final: bool = True) -> _Request | None:
        request = self._by_process.pop(process_rid, None) if final else self._by_process.get(process_rid)
        return request if self._live(request) else None

    def _on_answered(self, process_rid: int, cards: list[str] | None) -> None:
        request = self._from_process(process_rid)
        if request is None:
            return
        request.process_rid = None
        try:
            play = None if cards is None else classify([parse_card(c) for c in cards])
        except ValueError as exc:
            self._finish(request, Failure(request.rid, f"{type(exc).__name__}: {exc}"))
            return
        if cards is not None and play is None:
            self._finish(request, Failure(request.rid, "not a combination"))
            return
        self._finish(request, Decision(request.rid, play))

    def _on_failed(self, process_rid: int, why: str) -> None:
        request = self._from_process(process_rid)
        if request is not None:
            request.process_rid = None
            self._finish(request, Failure(request.rid, why))

    def _on_lost(self, process_rid: int, _why: str) -> None:
        """The process went (stopped, or missed the deadline) with the request: the thread answers it."""
        request = self._from_process(process_rid)
        if request is not None:
            request.process_rid = None
            self._to_thread(request)

    def _on_review_progressed(self, process_rid: int, done: int, total: int, data: Any) -> None:
        request = self._from_process(process_rid, final=False)
        if request is None:
            return
        try:
            d = DecisionReview.from_json(data)
        except Exception:  # noqa: BLE001 - an unreadable line is skipped; the whole answer still comes
            return
        request.client.progressed.emit(ReviewProgress(request.rid, done, total, d))

    def _on_reviewed(self, process_rid: int, data: Any) -> None:
        request = self._from_process(process_rid)
        if request is None:
            return
        request.process_rid = None
        try:
            review = HandReview.from_json(data)
        except Exception as exc:  # noqa: BLE001
            self._finish(request, Failure(request.rid, f"{type(exc).__name__}: {exc}"))
            return
        self._finish(request, Reviewed(request.rid, review))

    def _on_advised(self, process_rid: int, data: Any) -> None:
        request = self._from_process(process_rid)
        if request is None:
            return
        request.process_rid = None
        try:
            verdict = verdict_from_json(data)
        except Exception as exc:  # noqa: BLE001
            self._finish(request, Failure(request.rid, f"{type(exc).__name__}: {exc}"))
            return
        self._finish(request, Advised(request.rid, verdict))

    # ------------------------------------------------------------ answers from the thread

    def _thread_request(self, rid: int) -> _Request | None:
        request = self._on_thread.get(rid)
        return request if self._live(request) else None

    def _on_thread_progress(self, rid: int, done: int, total: int, d: DecisionReview) -> None:
        request = self._thread_request(rid)
        if request is not None:
            request.client.progressed.emit(ReviewProgress(rid, done, total, d))

    def _on_thread_done(self, rid: int, result: object, error: str | None) -> None:
        request = self._thread_request(rid)
        self._on_thread.pop(rid, None)
        if request is None:
            return  # replaced or cancelled meanwhile
        if error is not None:
            self._finish(request, Failure(rid, error))
        elif isinstance(result, HandReview):
            self._finish(request, Reviewed(rid, result))
        elif isinstance(result, Verdict):
            self._finish(request, Advised(rid, result))
        elif result is None or isinstance(result, Combination):
            self._finish(request, Decision(rid, result))
        else:
            self._finish(request, Failure(rid, f"not a play: {result!r}"))
