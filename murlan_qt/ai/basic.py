"""The simplest computer players: ``random`` and ``greedy`` (baselines for the arena)."""

from __future__ import annotations

from ..engine import Combination, Observation
from .base import AIPlayer, CancelToken


def _play_order(c: Combination) -> tuple[int, int, int]:
    """Lowest first: non-bombs before bombs, then by value, longer scales first."""
    return (1 if c.is_bomb else 0, c.value, -c.length)


class RandomPlayer(AIPlayer):
    """Uniform over the legal plays; passes now and then when it may."""

    level = "random"
    pass_chance = 0.25

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        plays = obs.legal_plays()
        rng = self.rng_for(obs)
        if obs.can_pass() and (not plays or rng.random() < self.pass_chance):
            return None
        return rng.choice(plays)


class GreedyPlayer(AIPlayer):
    """The lowest play that beats the table; on lead, the lowest single-rank group."""

    level = "greedy"

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        plays = obs.legal_plays()
        if not plays:
            return None
        return min(plays, key=_play_order)
