"""The ``expert`` level: determinized search on deals and opponents inferred from the history.

Like ``hard`` it plays candidate moves out with the rule-based policy on
sampled deals, but

* the deals come from a longer inference chain
  (:func:`~murlan_qt.ai.inference.inferred_sampler`) that also infers each
  opponent's style from what it played and passed on: an opponent whose
  decisions read like the sharp style is played out sharp (opponent
  modelling);
* it searches more moves and more deals, and drops the worse half of the
  moves after every batch of deals (successive halving), so the deals go to
  the moves that matter;
* its time limit is hard: at most ``budget`` seconds (under 1 s) and never
  more than the caller allows, the chain included.
"""

from __future__ import annotations

from .inference import OPPONENT_STYLES
from .search import SearchPlayer


class ExpertPlayer(SearchPlayer):
    """Search on inferred deals and opponent models; see the module docstring."""

    level = "expert"
    budget = 0.45
    playouts = 200
    max_candidates = 4
    halving_batch = 8
    normal_margin = 0.08
    opponent_styles = OPPONENT_STYLES
    burn_in = 40000
    thin = 900
    chain_share = 0.6
