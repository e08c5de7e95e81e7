"""A computer players' process that is alive but does not answer: past the deadline it is taken for dead.

Each test runs a real child process (the worker stopped with SIGSTOP, or a stand-in
that never answers or floods junk lines); the match must go on, its decisions made
on the thread, with nothing said on the table.
"""

from __future__ import annotations

import os
import signal
import sys

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState
from murlan_qt.ui.game import ai_process
from murlan_qt.ui.game.ai_process import AIProcess
from murlan_qt.ui.game.controller import GameController, MatchConfig

HARD = ("hard", "hard", "hard")
#: the deadline's margin in these tests (seconds): short, so a dead worker is noticed soon
MARGIN_S = 1.0
WAIT_MS = 180_000

#: a worker that reads its requests and never answers
SILENT = "import sys\nfor _ in sys.stdin:\n    pass\n"
#: a worker that answers its first request with an endless flood of lines that are no answer
FLOOD = (
    "import sys\n"
    "sys.stdin.readline()\n"
    "junk = 'not an answer\\n{\"id\": \"x\"}\\n[1, 2]\\n{\"id\": 0, \"play\": null}\\n' * 200\n"
    "while True:\n"
    "    sys.stdout.write(junk)\n"
    "    sys.stdout.flush()\n"
)


def _controller(limit: float = 0.2) -> GameController:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=limit)
    c.ai_process.deadline_margin = MARGIN_S
    return c


def _is_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_stopped_worker_is_taken_for_dead_past_the_deadline_and_the_hand_goes_on(qtbot: QtBot) -> None:
    c = _controller()
    failures: list[str] = []
    c.ai_failed.connect(lambda _s, why: failures.append(why))
    stopped: list[int] = []

    def stop_once(_seat: int) -> None:
        if not stopped and c.ai_process.pid():
            stopped.append(c.ai_process.pid())
            os.kill(stopped[0], signal.SIGSTOP)

    c.ai_thinking_started.connect(stop_once)
    with qtbot.waitSignal(c.hand_finished, timeout=WAIT_MS):
        c.new_match(MatchConfig(seed=3, levels=HARD))
    m = c.match
    assert stopped and m is not None and m.hand.is_over
    assert failures == []  # nothing alarming: the decision was made on the thread
    assert c.ai.thread_requests >= 1
    assert c.ai_process.pid() != stopped[0]
    qtbot.waitUntil(lambda: _is_gone(stopped[0]), timeout=WAIT_MS)  # the stopped worker was killed
    c.shutdown()


@pytest.mark.parametrize("script", [SILENT, FLOOD], ids=["never-answers", "floods-junk"])
def test_a_worker_that_never_answers_is_given_up_and_the_hand_is_played_on_the_thread(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, script: str) -> None:
    monkeypatch.setattr(ai_process, "worker_command", lambda: (sys.executable, ["-c", script]))
    c = _controller()
    failures: list[str] = []
    c.ai_failed.connect(lambda _s, why: failures.append(why))
    with qtbot.waitSignal(c.hand_finished, timeout=WAIT_MS):
        c.new_match(MatchConfig(seed=5, levels=HARD))
    m = c.match
    assert m is not None and m.hand.is_over
    assert failures == []
    # each worker missed its deadline and was killed; after a few the table gave up on the process
    assert c.ai_process.failed_to_start and c.ai_process.starts == ai_process.GIVE_UP_AFTER
    assert not c.ai_process.is_running
    c.shutdown()


def test_a_request_behind_one_the_worker_is_stuck_on_gets_its_own_deadline(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker busy with another request (here: one cancelled, that it never lets go) still answers
    the next one by its deadline, or is taken for dead."""
    monkeypatch.setattr(ai_process, "worker_command", lambda: (sys.executable, ["-c", SILENT]))
    process = AIProcess()
    process.deadline_margin = MARGIN_S
    lost: list[tuple[int, str]] = []
    process.lost.connect(lambda rid, why: lost.append((rid, why)))
    m = MatchState(4)
    stuck = process.request(m, m.hand.turn, "hard", 1, 0.2)
    process.cancel(stuck)
    waiting = process.request(m, m.hand.turn, "hard", 1, 0.2)
    qtbot.waitUntil(lambda: bool(lost), timeout=WAIT_MS)
    assert lost == [(waiting, ai_process.LATE)]
    assert process.outstanding == () and not process.is_running
    process.stop()
