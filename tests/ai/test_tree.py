"""The expert's tree of its own later decisions (murlan_qt.ai.tree)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from murlan_qt.ai import make_player
from murlan_qt.ai.deals import sample_hands
from murlan_qt.ai.normal import NORMAL_STYLE, SHARP_STYLE
from murlan_qt.ai.search import candidate_moves, position_of, rollout_points
from murlan_qt.ai.settings import HARD
from murlan_qt.ai.tree import Node, descend
from murlan_qt.engine import HandState, MatchState, Observation
from murlan_qt.engine.combos import choose_cards
from murlan_qt.engine.hand import PHASE_PLAY

STYLES = (NORMAL_STYLE,) * 4


def _observation(seed: int, n_actions: int) -> Observation:
    match = MatchState(seed)
    hand = match.hand
    ais = [make_player("normal", s) for s in range(4)]
    for _ in range(n_actions):
        if hand.phase != PHASE_PLAY:
            break
        obs = Observation.of(match, hand.turn)
        combo = ais[hand.turn].choose_play(obs)
        if combo is None:
            match.pass_turn(hand.turn)
        else:
            match.play(hand.turn, choose_cards(obs.hand, combo, hand.must_include()))
    return Observation.of(match, hand.turn)


def _snapshot(state: HandState) -> tuple[object, ...]:
    return (
        [sorted(c) for c in state.cards], [list(c) for c in state.counts], state.turn, state.top,
        state.top_seat, state.passed, list(state.finish), len(state.actions), state.phase,
    )


@pytest.mark.parametrize("seed", range(4))
def test_descend_leaves_the_position_as_it_was(seed: int) -> None:
    obs = _observation(seed, 6 + seed)
    moves = candidate_moves(obs, 4)
    state = position_of(obs, sample_hands(obs, random.Random(seed)))
    before = _snapshot(state)
    root = Node(moves)
    for k in range(60):
        descend(state, obs.seat, root, k % len(moves), STYLES, HARD)
        assert _snapshot(state) == before
    assert sum(root.visits) == 60


@pytest.mark.parametrize("seed", range(4))
def test_a_first_visit_scores_as_the_plain_playout(seed: int) -> None:
    obs = _observation(seed, 5)
    moves = candidate_moves(obs, 4)
    state = position_of(obs, sample_hands(obs, random.Random(seed)))
    for j, move in enumerate(moves):
        root = Node(moves)
        got = descend(state, obs.seat, root, j, STYLES, HARD)
        state.push(move)
        plain = rollout_points(state, obs.seat, SHARP_STYLE, STYLES)
        state.pop()
        assert got * 3 == pytest.approx(plain)


def test_a_little_visited_point_plays_the_policy_move() -> None:
    # progressive widening: below widen visits only the first (the policy's) move is tried,
    # so a young tree plays exactly the playout's moves
    obs = _observation(2, 8)
    moves = candidate_moves(obs, 4)
    state = position_of(obs, sample_hands(obs, random.Random(2)))
    root = Node(moves)
    widen = 1000.0
    for _ in range(30):
        descend(state, obs.seat, root, 0, STYLES, replace(HARD, widen=widen))
    inner = list(root.children.values())
    assert inner
    stack = list(inner)
    while stack:
        node = stack.pop()
        assert all(v == 0 for v in node.visits[1:])
        stack.extend(node.children.values())


def test_select_tries_every_unlocked_move_then_the_best() -> None:
    node = Node([None, None, None])
    assert node.select(0.35, 1) == 0
    node.visits = [3, 0, 0]
    node.totals = [1.0, 0.0, 0.0]
    node.n = 3
    assert node.select(0.35, 2) == 1
    node.visits = [3, 3, 3]
    node.totals = [0.5, 2.5, 1.0]
    node.n = 9
    assert node.select(0.35, 3) == 1
    assert node.select(0.35, 1) == 0
