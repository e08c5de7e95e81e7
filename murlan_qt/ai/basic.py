"""The simplest computer players: ``random`` and ``greedy`` (baselines for the arena and simulations)."""

from __future__ import annotations

from ..engine import Combination, Observation
from ..engine.combos import lowest_play
from .base import AIPlayer, CancelToken, decision_bits

#: the ``random`` player's chance of passing when it may
PASS_CHANCE = 0.25
_HIGH_BITS = 24
_LOW_BITS = 40


class RandomPlayer(AIPlayer):
    """Uniform over the legal plays; passes now and then when it may.

    Its chance comes from :func:`~murlan_qt.ai.base.decision_bits` (the seed and
    the public moment), not from a seeded generator per decision: it is the
    player simulations run by the thousand.
    """

    level = "random"

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        situation = obs.situation
        plays = situation.legal_plays()
        bits = decision_bits(self.seed, obs.seat, obs.hand_index, len(obs.actions))
        if situation.can_pass and (not plays or bits >> _LOW_BITS < PASS_CHANCE * (1 << _HIGH_BITS)):
            return None
        return plays[(bits & ((1 << _LOW_BITS) - 1)) * len(plays) >> _LOW_BITS]


class GreedyPlayer(AIPlayer):
    """The lowest play that beats the table; on lead, the lowest single-rank group."""

    level = "greedy"

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        plays = obs.situation.legal_plays()
        if not plays:
            return None
        return lowest_play(plays)
