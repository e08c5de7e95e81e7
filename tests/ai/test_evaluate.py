"""evaluate(): every legal play scored on the same deals; its best play is hard's own move."""

from __future__ import annotations

import io
import json
from dataclasses import replace

import pytest
from decision_positions import DATA, UNBOUNDED, decode_move, observation_of, seed_of

from murlan_qt.ai import CancelToken, DecisionCancelled, make_player, take_turn
from murlan_qt.ai.evaluate import evaluate
from murlan_qt.ai.settings import HARD
from murlan_qt.ai.worker import _Worker
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Observation, Rules
from murlan_qt.engine.record import to_record

POSITIONS = json.loads(DATA.read_text(encoding="utf-8"))["positions"]
HARD_UNBOUNDED = replace(HARD, budget=UNBOUNDED)


def test_the_best_play_is_hards_own_stored_move() -> None:
    checked = wrong = 0
    for i in range(0, len(POSITIONS), 6):
        pos = POSITIONS[i]
        ev = evaluate(observation_of(pos), HARD_UNBOUNDED, seed_of(i), time_limit=UNBOUNDED)
        checked += 1
        wrong += ev.best is not decode_move(pos["answers"]["hard"])
    assert checked >= 50 and wrong == 0


def test_every_legal_play_and_the_pass_get_a_value() -> None:
    for i in (1, 2, 3, 5, 8):
        obs = observation_of(POSITIONS[i])
        ev = evaluate(obs, HARD_UNBOUNDED, seed_of(i), time_limit=UNBOUNDED)
        situation = obs.situation
        want = set(situation.legal_plays()) | ({None} if situation.can_pass else set())
        assert {v.play for v in ev.values} == want and len(ev.values) == len(want)
        assert ev.deals >= 4
        assert all(0.0 <= v.mean <= 3.0 and v.spread >= 0.0 for v in ev.values)
        assert [v.mean for v in ev.values] == sorted((v.mean for v in ev.values), reverse=True)
        assert ev.best in {v.play for v in ev.values}


def test_an_evaluation_depends_only_on_the_seed_and_the_position() -> None:
    obs = observation_of(POSITIONS[16])
    a = evaluate(obs, HARD_UNBOUNDED, 7, time_limit=UNBOUNDED)
    b = evaluate(obs, HARD_UNBOUNDED, 7, time_limit=UNBOUNDED)
    assert a == b


def test_a_cancelled_evaluation_stops() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(DecisionCancelled):
        evaluate(observation_of(POSITIONS[16]), HARD_UNBOUNDED, 7, token, UNBOUNDED)


def test_only_the_seat_on_turn_in_play_is_evaluated() -> None:
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    with pytest.raises(ValueError):
        evaluate(Observation.of(m, (m.hand.turn + 1) % 4))


def test_the_worker_evaluates_and_names_the_cards() -> None:
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    for _ in range(5):
        take_turn(m, make_player("normal", 1), 0.05)
    request = {"id": 4, "kind": "evaluate", "record": to_record(m), "seat": m.hand.turn, "level": "hard",
               "seed": 2, "time_limit": 5.0}
    out = io.StringIO()
    _Worker(out).run(io.StringIO(json.dumps(request) + "\n"), finish=True)
    answer = json.loads(out.getvalue().splitlines()[0])
    assert answer["id"] == 4 and answer["deals"] >= 4
    plays = [v["play"] for v in answer["values"]]
    assert answer["best"] in plays
    hand = {str(c) for c in m.hand.cards[m.hand.turn]}
    assert all(p is None or set(p) <= hand for p in plays)
    request["level"] = "normal"
    out = io.StringIO()
    _Worker(out).run(io.StringIO(json.dumps(request) + "\n"), finish=True)
    assert "only hard, expert" in json.loads(out.getvalue())["error"]
