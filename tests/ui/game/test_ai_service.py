"""The AI-request service: a slot per client, typed answers, stale answers dropped, the thread fallback."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player, take_turn
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Rules
from murlan_qt.ui.game.ai_service import AIClient, AIService, Decision, Failure

WAIT_MS = 120_000


def _position() -> MatchState:
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    for _ in range(6):
        take_turn(m, make_player("normal", 1), 0.05)
    return m


def _answers(client: AIClient) -> list[object]:
    got: list[object] = []
    client.decided.connect(got.append)
    client.failed.connect(got.append)
    return got


def _is_legal(m: MatchState, answer: object) -> bool:
    if not isinstance(answer, Decision):
        return False
    if answer.play is None:
        return m.hand.can_pass()
    return answer.play in m.hand.legal_plays()


def test_a_hint_and_the_tables_request_in_flight_at_once_both_get_their_answers(qtbot: QtBot) -> None:
    service = AIService()
    table, hint = service.client("table"), service.client("hint")
    table_got, hint_got = _answers(table), _answers(hint)
    m = _position()
    seat = m.hand.turn
    table_rid = table.ask_decision(m, seat, make_player("hard", 3), 0.3)
    hint_rid = hint.ask_decision(m, seat, make_player("hard", 4), 0.3)
    assert table.pending == table_rid and hint.pending == hint_rid  # both in flight
    qtbot.waitUntil(lambda: bool(table_got) and bool(hint_got), timeout=WAIT_MS)
    assert [a.request for a in table_got] == [table_rid]  # type: ignore[attr-defined]
    assert [a.request for a in hint_got] == [hint_rid]  # type: ignore[attr-defined]
    assert _is_legal(m, table_got[0]) and _is_legal(m, hint_got[0])
    assert service.thread_requests == 0 and service.process.starts == 1  # both answered by the process
    service.shutdown()


def test_a_new_request_replaces_only_its_own_clients_previous_one(qtbot: QtBot) -> None:
    service = AIService()
    table, hint = service.client("table"), service.client("hint")
    table_got, hint_got = _answers(table), _answers(hint)
    m = _position()
    seat = m.hand.turn
    table.ask_decision(m, seat, make_player("expert", 3), 30.0)  # replaced before it is answered
    hint_rid = hint.ask_decision(m, seat, make_player("hard", 4), 0.3)
    again = table.ask_decision(m, seat, make_player("hard", 3), 0.3)
    qtbot.waitUntil(lambda: bool(table_got) and bool(hint_got), timeout=WAIT_MS)
    assert [a.request for a in hint_got] == [hint_rid]  # type: ignore[attr-defined]
    assert [a.request for a in table_got] == [again]  # type: ignore[attr-defined]
    assert _is_legal(m, table_got[0])
    service.shutdown()


def test_on_the_thread_a_cancelled_request_never_delivers(qtbot: QtBot) -> None:
    service = AIService()
    service.process.failed_to_start = True  # the process cannot run: everything goes to the thread
    table, hint = service.client("table"), service.client("hint")
    table_got, hint_got = _answers(table), _answers(hint)
    m = _position()
    seat = m.hand.turn
    table.ask_decision(m, seat, make_player("hard", 3), 0.3)
    assert table.is_on_thread
    table.cancel()
    hint_rid = hint.ask_decision(m, seat, make_player("hard", 4), 0.3)
    # one thread answers in order: once the hint is answered, the cancelled request is done with too
    qtbot.waitUntil(lambda: bool(hint_got), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: service.threads_busy == 0, timeout=WAIT_MS)
    assert table_got == [] and table.pending is None
    assert [a.request for a in hint_got] == [hint_rid] and _is_legal(m, hint_got[0])  # type: ignore[attr-defined]
    assert service.process.starts == 0
    service.shutdown()


def test_a_broken_player_is_a_failure_not_a_crash(qtbot: QtBot) -> None:
    class Broken(type(make_player("normal", 0))):  # type: ignore[misc]
        def choose_play(self, *_args: object, **_kwargs: object) -> None:
            raise RuntimeError("no idea")

    service = AIService()
    table = service.client("table")
    got = _answers(table)
    m = _position()
    rid = table.ask_decision(m, m.hand.turn, Broken(0), 0.3)  # not a plain level's player: the thread
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT_MS)
    assert got == [Failure(rid, "RuntimeError: no idea")]
    service.shutdown()
