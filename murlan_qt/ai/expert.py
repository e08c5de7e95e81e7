"""The ``expert`` level: ``hard``'s search on sharper inferred deals, with a tree over its own later moves.

How an ``expert`` decision is made, from :meth:`SearchPlayer.choose_play
<murlan_qt.ai.search.SearchPlayer.choose_play>` to the move (the steps of a
``hard`` decision, with :data:`~murlan_qt.ai.settings.EXPERT` for settings):

1. The same candidates: the sharp rule-based move, pass, the most natural others.
2. The deals come from four :class:`~murlan_qt.ai.inference.InferenceChain`
   chains taking turns (so that the first deals, on which the worse
   candidates are already dropped, are not all alike), sharper than
   ``hard``'s and with block swaps and three-way passes so that the sharp
   weight does not leave a chain sitting on one deal. As ``hard``'s, the chains
   also infer each opponent's kind from what it played and passed on: the
   rule-based ``normal`` player, a searcher
   (:data:`~murlan_qt.ai.inference.SEARCHER`), or another style of the
   arena's pool (:data:`~murlan_qt.ai.inference.STYLE_MODELS`). What the
   table shows everyone decides it where it can: an opponent whose name
   plate says ``easy`` or ``normal`` is modelled as the rule-based player,
   one that says ``hard`` or ``expert`` as a searcher, and only a human's (or
   an unknown player's) kind is inferred. A searcher is played out sharp,
   any other opponent in its style.
3. Each candidate is scored by :func:`~murlan_qt.ai.tree.descend` instead of
   one playout: the candidate grows a tree of the decision points that
   follow it (information-set Monte Carlo tree search), whose little-visited
   points play the policy's move and whose well-visited ones choose by UCB1
   among the policy's move, pass and the most natural others.
4. More deals, successive halving after every batch, and the same margin for
   leaving the rule-based move. Its clock is hard: at most ``budget`` seconds
   (under 1 s) and never more than the caller allows, the chains included.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Combination, HandState
from .normal import Policy
from .search import SearchPlayer, best_points
from .settings import EXPERT, EXPERT_READS
from .tree import Node, descend


class ExpertPlayer(SearchPlayer):
    """Search on inferred deals and opponent models, with a tree; see the module docstring."""

    level = "expert"
    default_settings = EXPERT

    def scorer(
        self, seat: int, candidates: list[Combination | None]
    ) -> Callable[[HandState, int, Sequence[Policy]], float]:
        """Scores a candidate by walking (and growing) the tree of the decisions after it."""
        cfg = self.settings
        if not cfg.tree:
            return super().scorer(seat, candidates)
        root = Node(list(candidates))

        def score(state: HandState, j: int, styles: Sequence[Policy]) -> float:
            value = descend(state, seat, root, j, styles, cfg)
            return best_points(state.rules.teams) * value

        return score


class ExpertReadsPlayer(ExpertPlayer):
    """``expert-reads``: ``expert`` reading its opponents across the match's hands
    (:data:`~murlan_qt.ai.settings.EXPERT_READS`; an arena level, not offered at the table)."""

    level = "expert-reads"
    default_settings = EXPERT_READS

    #: seeded as ``expert``, so with nothing to read it plays exactly as ``expert`` (an arena row against
    #: ``expert`` then differs by the reads alone)
    seeded_as = "expert"
