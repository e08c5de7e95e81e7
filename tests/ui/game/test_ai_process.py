"""The computer players' own process: decisions, a killed worker, cancelling, stale answers, the protocol."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player, take_turn
from murlan_qt.ai.worker import WORKER_FLAG, _Worker
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Rules
from murlan_qt.engine.record import to_record
from murlan_qt.ui.game.ai_process import worker_command
from murlan_qt.ui.game.ai_service import Decision, Failure
from murlan_qt.ui.game.controller import GameController, MatchConfig

HARD = ("hard", "hard", "hard")


def _controller() -> GameController:
    return GameController(speed="instant", human_seat=None, ai_time_limit=0.2)


def test_a_hand_is_played_by_the_process_not_by_a_thread(qtbot: QtBot) -> None:
    c = _controller()
    failures: list[str] = []
    c.ai_failed.connect(lambda _s, why: failures.append(why))
    with qtbot.waitSignal(c.hand_finished, timeout=120_000):
        c.new_match(MatchConfig(seed=11, levels=HARD))
    assert failures == []
    assert c.ai_process.starts == 1 and c.ai_process.is_running
    assert c.ai.thread_requests == 0  # no decision went to the thread
    c.shutdown()
    assert not c.ai_process.is_running


def test_a_killed_worker_falls_back_to_the_thread_and_is_started_again(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=5.0)
    failures: list[tuple[int, str]] = []
    c.ai_failed.connect(lambda s, why: failures.append((s, why)))
    killed: list[int] = []

    def kill_once(_seat: int) -> None:
        if not killed and c.ai_process.pid():
            killed.append(c.ai_process.pid())
            os.kill(killed[0], signal.SIGKILL)

    c.ai_thinking_started.connect(kill_once)
    with qtbot.waitSignal(c.hand_finished, timeout=180_000):
        c.new_match(MatchConfig(seed=3, levels=("normal",) * 3))
    assert killed and failures == []  # the decision it took with it was made on the thread, quietly
    assert c.ai.thread_requests >= 1
    assert c.ai_process.starts >= 2  # started again for the next decision
    assert c.ai_process.pid() != killed[0]
    m = c.match
    assert m is not None and m.hand.is_over
    c.shutdown()


def test_opening_another_match_drops_the_answer_in_progress(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=5.0)
    c.auto_next_hand = False
    first = MatchConfig(seed=21, levels=("expert",) * 3)
    asked: list[int] = []
    c.ai_thinking_started.connect(lambda s: asked.append(s))
    c.new_match(first)
    qtbot.waitUntil(lambda: bool(asked) and c.ai_process.is_running, timeout=30_000)
    old_request = c._pending
    assert old_request is not None
    applied: list[object] = []
    c.action_applied.connect(applied.append)
    c.new_match(MatchConfig(seed=22, levels=HARD))  # cancels the expert's decision
    with qtbot.waitSignal(c.hand_finished, timeout=180_000):
        pass
    m = c.match
    assert m is not None and m.seed == 22
    # every action announced belongs to the new match: the old answer was never applied
    assert len(applied) == len(m.hand.actions)
    c.shutdown()


def test_a_stale_answer_line_is_dropped(qtbot: QtBot) -> None:
    c = _controller()
    answers: list[object] = []
    c.ai_process.answered.connect(lambda rid, play: answers.append((rid, play)))
    c.ai_process._outstanding = {5: 1.0}
    c.ai_process._take(b'{"id": 4, "play": null}')  # an answer to an earlier request
    c.ai_process._take(b'not json at all')
    c.ai_process._take(b'{"id": 5, "play": [1, 2]}')  # cards must be names
    assert answers == []
    c.ai_process._outstanding = {6: 1.0}
    c.ai_process._take(b'{"id": 6, "play": ["5H"]}')
    assert answers == [(6, ["5H"])]


def _position() -> MatchState:
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    for _ in range(6):
        take_turn(m, make_player("normal", 1), 0.05)
    return m


def _serve(lines: list[dict]) -> list[dict]:
    out = io.StringIO()
    _Worker(out).run(io.StringIO("".join(json.dumps(x) + "\n" for x in lines)), finish=True)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_the_worker_answers_a_legal_play_of_the_seat_on_turn() -> None:
    m = _position()
    seat = m.hand.turn
    got = _serve([{"id": 1, "record": to_record(m), "seat": seat, "level": "hard", "seed": 4, "time_limit": 1.0}])
    assert len(got) == 1 and got[0]["id"] == 1
    play = got[0]["play"]
    if play is not None:
        m.play(seat, play)  # the engine accepts it (it raises otherwise)


def test_the_worker_refuses_bad_requests_without_dying() -> None:
    m = _position()
    record = to_record(m)
    broken = json.loads(json.dumps(record))
    broken["hands"][-1]["actions"][0]["play"] = ["JR", "JR"]
    requests = [
        {"id": 1, "record": record, "seat": (m.hand.turn + 1) % 4, "level": "hard", "seed": 4, "time_limit": 1.0},
        {"id": 2, "record": broken, "seat": m.hand.turn, "level": "hard", "seed": 4, "time_limit": 1.0},
        {"id": 3, "record": record, "seat": m.hand.turn, "level": "nonsense", "seed": 4, "time_limit": 1.0},
        {"id": 4, "record": record, "seat": m.hand.turn, "level": "normal", "seed": 4, "time_limit": 1.0},
    ]
    # each request alone (a new request cancels the one before it)
    by_id = {g["id"]: g for r in requests for g in _serve([r])}
    assert "not on turn" in by_id[1]["error"]
    assert "error" in by_id[2] and "error" in by_id[3]
    assert "play" in by_id[4]


def test_a_cancelled_request_gets_no_answer_and_the_next_one_does() -> None:
    m = _position()
    ask = {"record": to_record(m), "seat": m.hand.turn, "level": "expert", "seed": 4, "time_limit": 30.0}
    got = _serve([{"id": 1, **ask}, {"cancel": 1}, {"id": 2, **ask, "level": "normal"}])
    assert [g["id"] for g in got] == [2]


def test_two_requests_in_flight_are_both_answered_in_order() -> None:
    """The table's request and the hint's share the worker: a new request no longer cancels the other."""
    m = _position()
    ask = {"record": to_record(m), "seat": m.hand.turn, "level": "hard", "time_limit": 0.3}
    got = _serve([{"id": 1, **ask, "seed": 4}, {"id": 2, **ask, "seed": 5}])
    assert [g["id"] for g in got] == [1, 2] and all("play" in g for g in got)


def test_a_cancel_reaches_a_request_still_waiting_its_turn() -> None:
    m = _position()
    ask = {"record": to_record(m), "seat": m.hand.turn, "level": "normal", "seed": 4, "time_limit": 0.3}
    got = _serve([{"id": 1, **ask}, {"id": 2, **ask}, {"cancel": 2}, {"id": 3, **ask}])
    assert [g["id"] for g in got] == [1, 3]


def _ask_program(command: list[str], request: dict) -> dict:
    """Start ``command``, send one request, read its answer, close its input: it must then leave."""
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(request) + "\n")
    proc.stdin.flush()
    line = proc.stdout.readline()
    proc.stdin.close()
    assert proc.wait(timeout=60) == 0
    return json.loads(line)


def test_the_worker_runs_as_its_own_program() -> None:
    program, args = worker_command()
    assert program == sys.executable and "murlan_qt.ai.worker" in args
    m = _position()
    request = {"id": 9, "record": to_record(m), "seat": m.hand.turn, "level": "hard", "seed": 1, "time_limit": 0.5}
    assert _ask_program([program, *args], request)["id"] == 9


def test_the_frozen_entry_point_serves_the_worker_flag() -> None:
    """The PyInstaller entry script turns into the worker with the flag (what a frozen build runs)."""
    entry = Path(__file__).resolve().parents[3] / "packaging" / "murlan_main.py"
    m = _position()
    request = {"id": 3, "record": to_record(m), "seat": m.hand.turn, "level": "normal", "seed": 1, "time_limit": 0.5}
    assert _ask_program([sys.executable, str(entry), WORKER_FLAG], request)["id"] == 3


def test_the_window_starts_the_worker_only_after_its_first_paint(qtbot: QtBot, tmp_path: Path) -> None:
    from ui_helpers import make_window

    window = make_window(tmp_path)
    qtbot.addWidget(window)
    assert not window.controller.ai_process.is_running  # not while the window is being built
    window.show()
    qtbot.waitUntil(lambda: window.controller.ai_process.is_running, timeout=30_000)
    assert window.controller.ai_process.starts == 1
    window.controller.shutdown()
    assert not window.controller.ai_process.is_running


def test_an_answer_to_another_request_leaves_the_one_in_progress_waiting(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=5.0)
    asked: list[int] = []
    c.ai_thinking_started.connect(asked.append)
    c.new_match(MatchConfig(seed=21, levels=("expert",) * 3))
    qtbot.waitUntil(lambda: c._pending is not None, timeout=30_000)
    current = c._pending
    request = c._ai.current
    assert current is not None and request is not None and request.process_rid is not None
    c.ai._on_answered(request.process_rid - 1, None)  # an id that is not the current request's
    c.ai._on_failed(request.process_rid + 1, "another request")
    c._on_decision(Decision(current[0] - 1, None))
    c._on_failure(Failure(current[0] + 1, "another request"))
    assert c._pending == current and c._ai.current is request
    with qtbot.waitSignal(c.ai_thinking_finished, timeout=60_000):
        pass  # the request in progress is still answered
    c.shutdown()


def test_a_worker_that_keeps_dying_is_given_up_for_the_thread(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from murlan_qt.ui.game import ai_process as ai_process
    monkeypatch.setattr(ai_process, "worker_command", lambda: (sys.executable, ["-c", "import sys; sys.exit(3)"]))
    c = GameController(speed="instant", human_seat=None, ai_time_limit=0.2)
    failures: list[str] = []
    c.ai_failed.connect(lambda _s, why: failures.append(why))
    with qtbot.waitSignal(c.hand_finished, timeout=120_000):
        c.new_match(MatchConfig(seed=5, levels=HARD))
    assert c.ai_process.failed_to_start and c.ai_process.starts == ai_process.GIVE_UP_AFTER
    assert failures == []  # each decision a dead worker took with it, and every one after, made on the thread
    assert c.ai.thread_requests >= ai_process.GIVE_UP_AFTER
    c.shutdown()


def _blunder_record() -> dict:
    import sys as _sys
    from pathlib import Path as _Path

    _sys.path.insert(0, str(_Path(__file__).resolve().parents[2] / "ai"))
    from test_review import bomb_breaking_match

    return to_record(bomb_breaking_match("4S"))


def test_a_review_request_streams_each_decision_then_the_whole_analysis() -> None:
    got = _serve([{"id": 5, "kind": "review", "record": _blunder_record(), "hand": 0, "seat": 0, "seed": 0}])
    assert [sorted(g) for g in got] == [["decision", "id", "of", "progress"], ["id", "review"]]
    progress, done = got
    assert (progress["progress"], progress["of"]) == (1, 1)
    assert progress["decision"]["mark"] == "mistake" and progress["decision"]["played"] == ["4S"]
    assert done["review"]["decisions"] == [progress["decision"]]
    bad = _serve([{"id": 6, "kind": "review", "record": _blunder_record(), "hand": 4, "seat": 0, "seed": 0}])
    assert bad == [{"id": 6, "error": "the match has no hand 5"}]


def test_a_cancelled_review_sends_nothing_more() -> None:
    ask = {"kind": "review", "record": _blunder_record(), "hand": 0, "seat": 0, "seed": 0}
    got = _serve([{"id": 1, **ask}, {"cancel": 1}, {"id": 2, **ask, "seat": 2}])
    assert {g["id"] for g in got} == {2}


def test_the_first_paints_late_start_does_nothing_once_the_table_is_shut_down() -> None:
    """The worker is started a moment after the first paint; a quit (or a screenshot) within that moment
    left a worker started after the shutdown, killed at exit ('QProcess: Destroyed while process is
    still running')."""
    from murlan_qt.ui.game.controller import GameController

    controller = GameController(speed="instant", human_seat=None)
    controller.shutdown()
    controller.start_ai_process()  # the first paint's timer, firing late
    assert not controller.ai_process.is_running and controller.ai_process.starts == 0
