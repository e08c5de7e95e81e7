"""The levels make exactly the moves they made before the AI package was restructured.

The positions and moves are data (``data/decisions.json``, written by
:mod:`decision_positions` from the code before the change). A refactoring of the
AI must keep every one of them; a level that is meant to play differently
regenerates the file in the same commit and says so.
"""

from __future__ import annotations

import json

import pytest
from decision_positions import DATA, UNBOUNDED, decode_move, observation_of, seed_of, unbounded_player

POSITIONS = json.loads(DATA.read_text(encoding="utf-8"))["positions"]


def test_the_stored_positions_are_enough_and_varied() -> None:
    assert len(POSITIONS) >= 300
    assert any(p["hand_index"] == 0 for p in POSITIONS)
    assert any(p["swap"] for p in POSITIONS)
    assert any(p["rules"]["pass_locks_trick"] for p in POSITIONS)
    assert any(p["rules"]["scale_step_one"] for p in POSITIONS)
    for level in ("easy", "normal", "hard"):
        moves = {json.dumps(p["answers"][level]) for p in POSITIONS}
        assert "null" in moves and len(moves) > 20


@pytest.mark.parametrize("level", ["easy", "normal", pytest.param("hard", marks=pytest.mark.slow),
                                   pytest.param("expert", marks=pytest.mark.slow)])
def test_every_level_makes_the_stored_move(level: str) -> None:
    checked = 0
    wrong = []
    for i, pos in enumerate(POSITIONS):
        if level not in pos["answers"]:
            continue
        obs = observation_of(pos)
        want = decode_move(pos["answers"][level])
        got = unbounded_player(level, seed_of(i)).choose_play(obs, UNBOUNDED)
        checked += 1
        if got is not want:
            wrong.append((i, want, got))
    assert checked >= (300 if level != "expert" else 40)
    assert not wrong, f"{len(wrong)} of {checked} moves changed, first: {wrong[:3]}"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_against_opponents_the_table_names_normal_the_search_decides_as_with_one_model(level: str) -> None:
    # the pool's styles are read only from opponents the table does not name: against
    # players named ``normal`` (the arena's rows against normal) every decision is the one
    # of the search that models every opponent as the normal player
    from dataclasses import replace
    from types import MappingProxyType

    from murlan_qt.ai.inference import MODEL_PENALTY, OPPONENT_MODELS, RULE_BASED
    from murlan_qt.ai.search import SearchPlayer

    checked = 0
    for i, pos in enumerate(POSITIONS[:: 8 if level == "hard" else 24]):
        obs = observation_of(pos)
        obs = replace(obs, players=("normal",) * 4)
        now = unbounded_player(level, seed_of(i))
        assert isinstance(now, SearchPlayer)
        # today's settings before the pool's styles: hard one model and no names, expert two
        if level == "hard":
            old = replace(now.settings, opponent_models=(RULE_BASED,), declared_models=MappingProxyType({}))
        else:
            old = replace(now.settings, opponent_models=OPPONENT_MODELS)
        before = type(now)(seed_of(i), replace(old, model_penalty=MODEL_PENALTY))
        assert now.choose_play(obs, UNBOUNDED) is before.choose_play(obs, UNBOUNDED)
        checked += 1
    assert checked >= 15
