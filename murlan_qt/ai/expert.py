"""The ``expert`` level: determinized search on deals inferred from the history.

Like ``hard`` it plays candidate moves out with the ``normal`` policy on
sampled deals, but

* the deals come from :func:`~murlan_qt.ai.inference.inferred_sampler`, a
  Metropolis chain that prefers deals explaining what every opponent played
  and passed on (opponent modelling with the ``normal`` policy as the model);
* it searches more moves and more deals, and drops the worse half of the
  moves after every batch of deals (successive halving), so the deals go to
  the moves that matter;
* its time limit is hard: at most ``budget`` seconds (under 1 s) and never
  more than the caller allows, the chain included.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine import Observation
from .base import CancelToken
from .inference import inferred_sampler
from .search import Hands, SearchPlayer


class ExpertPlayer(SearchPlayer):
    """Search on inferred deals; see the module docstring."""

    level = "expert"
    budget = 0.35
    playouts = 360
    max_candidates = 5
    halving_batch = 10
    normal_margin = 0.25
    #: Metropolis steps before the first deal, and between two deals
    burn_in = 60
    thin = 6

    def make_sampler(
        self, obs: Observation, rng: random.Random, deadline: float, cancel: CancelToken | None
    ) -> Callable[[], Hands | None]:
        # the chain may use at most a third of the time left
        chain_end = time.perf_counter() + (deadline - time.perf_counter()) / 3

        def time_left() -> bool:
            if cancel is not None:
                cancel.check()
            return time.perf_counter() < chain_end

        return inferred_sampler(obs, rng, burn_in=self.burn_in, thin=self.thin, time_left=time_left)
