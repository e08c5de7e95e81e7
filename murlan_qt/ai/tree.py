"""Information-set Monte Carlo tree search over the player's own later decisions.

The flat search of :mod:`~murlan_qt.ai.search` scores each candidate move by
playing the hand out with the rule-based policy, so it judges a move as if
every later move of its own were the policy's. The tree here searches those
later moves too. Each candidate keeps a tree of the decision points that
follow it; scoring the candidate in a sampled deal (with the opponents'
models) plays it, lets the opponents answer with their model's move in that
deal, walks down the tree choosing the player's move at each point by UCB1,
adds one new point and plays the rest out with the policy (:func:`descend`).
The root itself stays the flat search's: every candidate on every deal.

A decision point is keyed by what the player can see: its own moves so far and
the public answers since, never the sampled hands, so a point gathers the
playouts of every deal in which the table looked the same (single-observer
ISMCTS; Cowling, Powley and Whitehouse, 2012). The opponents are not searched:
their moves come from their inferred model. A point weighs more of its moves
as it gets visits (progressive widening), so a tree that has seen little
plays what the policy would: exploring a little-visited point's other moves
only adds noise to the value of the move above it (a full-width tree scored
worse than the flat search at the same budget).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine import Combination, HandState
from ..engine.hand import PHASE_PLAY, POINTS_BY_PLACE
from .normal import Policy, Style, normal_choice, searched_moves
from .search import best_points, rollout_points
from .settings import SearchSettings


class Node:
    """A decision point of the searching player: its moves and their statistics."""

    __slots__ = ("children", "moves", "n", "totals", "visits")

    def __init__(self, moves: list[Combination | None]) -> None:
        self.moves = moves
        self.visits = [0] * len(moves)
        self.totals = [0.0] * len(moves)
        self.n = 0
        #: (move index, the answers' indexes) -> the next decision point
        self.children: dict[tuple[int, tuple[int, ...]], Node] = {}

    def select(self, explore: float, width: int) -> int:
        """Among the first ``width`` moves: an untried one first, then the best by UCB1."""
        visits = self.visits
        for i in range(width):
            if visits[i] == 0:
                return i
        log_n = math.log(self.n)
        totals = self.totals
        best = 0
        best_score = -1.0
        for i in range(width):
            v = visits[i]
            score = totals[i] / v + explore * math.sqrt(log_n / v)
            if score > best_score:
                best, best_score = i, score
        return best


def node_moves(state: HandState, seat: int, limit: int, style: Style) -> list[Combination | None]:
    """The searched moves of ``seat``, on turn in ``state``."""
    situation = state.situation(seat)
    return searched_moves(situation, normal_choice(situation, style), limit)


def descend(
    state: HandState,
    seat: int,
    node: Node,
    first: int,
    styles: Sequence[Policy],
    settings: SearchSettings,
) -> float:
    """Play move ``first`` of ``node``, then walk the tree and play out; the seat's points / 3.

    In the partners game: its team's points / 5 (:func:`~murlan_qt.ai.search.rollout_points`).

    The tree's settings are ``settings``' ``explore``, ``widen``, ``inner_moves``
    and ``own_style`` (the style of the seat's own moves). Below ``node`` each
    decision point of the seat chooses by UCB1 among its first moves only, more
    of them as it gets visits (progressive widening:
    ``1 + sqrt(visits / widen)``), so a point seen a few times plays the
    policy's move, as the playout would. A new point is added with the
    playout's result credited to the policy's move (the move the playout made
    there). ``state`` is left as it was.
    """
    explore, widen, inner_moves, own_style = settings.explore, settings.widen, settings.inner_moves, settings.own_style
    teams = state.rules.teams
    best = float(best_points(teams))
    finish = state.finish
    path: list[tuple[Node, int]] = []
    i = first
    pushed = 0
    while True:
        path.append((node, i))
        state.push(node.moves[i])
        pushed += 1
        answers: list[int] = []
        while state.phase == PHASE_PLAY and seat not in finish and state.turn != seat:
            move = styles[state.turn].choose(state.situation())
            state.push(move)
            pushed += 1
            answers.append(-1 if move is None else move.index)
        if seat in finish:
            if teams:  # the partner plays on: the team's points, its partner's place played out
                value = rollout_points(state, seat, own_style, styles) / best
            else:
                value = POINTS_BY_PLACE[finish.index(seat)] / 3.0
            break
        if state.phase != PHASE_PLAY:
            value = 0.0
            break
        key = (i, tuple(answers))
        child = node.children.get(key)
        if child is None:
            child = Node(node_moves(state, seat, inner_moves, own_style))
            node.children[key] = child
            value = rollout_points(state, seat, own_style, styles) / best
            path.append((child, 0))
            break
        node = child
        width = min(len(node.moves), 1 + int(math.sqrt(node.n / widen)))
        i = node.select(explore, width)
    for n, j in path:
        n.n += 1
        n.visits[j] += 1
        n.totals[j] += value
    for _ in range(pushed):
        state.pop()
    return value
