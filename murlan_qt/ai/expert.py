"""The ``expert`` level: tree search on deals and opponents inferred from the history.

Like ``hard`` it scores candidate moves on sampled deals, but

* the deals come from longer and sharper inference chains
  (:func:`~murlan_qt.ai.inference.inferred_sampler`, with its block swaps and
  three-way passes, so that the sharp weight does not leave it sitting on one
  deal; four independent chains taking turns, so that the first deals, on
  which the worse candidates are already dropped, are not all alike) that
  also infer each opponent's kind from what it played and passed on: the
  rule-based ``normal`` player, or a search player
  (:data:`~murlan_qt.ai.normal.SEARCH_STYLE`: mostly the sharp style's move,
  otherwise one of the few moves a search weighs); an opponent read as a
  searcher is played out sharp (opponent modelling). What the table shows
  everyone decides it where it can: an opponent whose name plate says
  ``easy`` or ``normal`` is modelled as the rule-based player, one that says
  ``hard`` or ``expert`` as a searcher (:attr:`declared_styles`), and only a
  human's (or an unknown player's) kind is inferred;
* its own later decisions are searched too, not left to the policy: each
  candidate grows a tree of the decision points that follow it
  (information-set Monte Carlo tree search, :mod:`~murlan_qt.ai.tree`), whose
  little-visited points play the policy's move and whose well-visited ones
  choose by UCB1 among the policy's move, pass and the most natural others;
* it searches more deals, and drops the worse half of the candidates after
  every batch of deals (successive halving), so the deals go to the moves
  that matter;
* its time limit is hard: at most ``budget`` seconds (under 1 s) and never
  more than the caller allows, the chain included.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType

from ..engine import Combination, HandState
from .inference import OPPONENT_STYLES
from .normal import SHARP_STYLE, Style
from .search import SearchPlayer
from .tree import Node, descend


class ExpertPlayer(SearchPlayer):
    """Search on inferred deals and opponent models; see the module docstring."""

    level = "expert"
    budget = 0.6
    playouts = 280
    max_candidates = 4
    halving_batch = 8
    normal_margin = 0.08
    opponent_styles = OPPONENT_STYLES
    #: a rule-based level is modelled as the ``normal`` player, a search level as a searcher
    declared_styles = MappingProxyType({"easy": 0, "normal": 0, "hard": 1, "expert": 1})
    #: sharper than hard's: a known rule-based opponent never makes an unexplained move, a
    #: searcher's other weighed moves keep their measured odds at any weight, and the
    #: four chains keep the deals apart (0.02 with one chain scored alike or worse)
    mismatch_weight = 0.01
    block_move = 0.2
    cycle_move = 0.2
    burn_in = 40000
    chains = 4
    thin = 900
    chain_share = 0.6
    #: UCB1's exploration constant (values are points / 3) and the progressive widening
    explore = 0.35
    widen = 4.0
    #: moves weighed at the later decision points
    inner_moves = 3

    def scorer(
        self, seat: int, candidates: list[Combination | None]
    ) -> Callable[[HandState, int, Sequence[Style]], float]:
        """Scores a candidate by walking (and growing) the tree of the decisions after it."""
        root = Node(list(candidates))

        def score(state: HandState, j: int, styles: Sequence[Style]) -> float:
            value = descend(
                state, seat, root, j, styles, self.explore, self.widen, self.inner_moves, SHARP_STYLE
            )
            return 3.0 * value

        return score
