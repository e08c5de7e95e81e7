"""The search levels' settings: ``hard`` in full, ``expert`` as what it changes.

A :class:`SearchSettings` value is all a :class:`~murlan_qt.ai.search.SearchPlayer`
needs besides its seed; a level is a named value (:data:`HARD`,
:data:`EXPERT`), and a test or benchmark that wants a cheaper or unbounded
search builds its own with :func:`dataclasses.replace`.

The number of sampled deals follows from ``playouts``, the cards left and the
candidates, and the inference chain's length from ``burn_in`` and ``thin``
(work, not seconds), so a decision is the same on any machine; ``budget`` is
a hard stop on top of that.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from .inference import CHAIN, STYLE_MODELS, STYLE_PENALTY, ChainSettings, OpponentModel
from .normal import SHARP_STYLE, Style

#: the model of an opponent the table names: a rule-based level is the ``normal`` player
#: (index 0 of :data:`~murlan_qt.ai.inference.STYLE_MODELS`), a search level a searcher (1)
DECLARED_MODELS: Mapping[str, int] = MappingProxyType({
    "easy": 0, "normal": 0, "hard": 1, "expert": 1, "hard-reads": 1, "expert-reads": 1,
})


@dataclass(frozen=True)
class SearchSettings:
    """How a search player searches (the fields' defaults are ``hard``'s)."""

    #: seconds a decision may take at most (further capped by the caller's limit)
    budget: float = 0.25
    #: playouts per decision, in units of a whole hand (54 cards): the number of sampled
    #: deals follows from it, the cards left and the candidates
    playouts: int = 80
    #: at most this many sampled deals
    samples: int = 200
    #: candidate moves searched at the decision itself
    max_candidates: int = 4
    #: drop the worse half of the candidates after each batch of this many deals (0: never)
    halving_batch: int = 8
    #: a move must beat the policy's own move by this many points on average to replace it
    #: (the estimates are noisy; small deviations would mostly be noise)
    normal_margin: float = 0.08
    #: the style the player's own moves are played out in (and its first candidate)
    own_style: Style = SHARP_STYLE
    #: the opponent models deals are inferred with (empty: deals sampled uniformly): the
    #: ``normal`` player, a searcher and the other styles of the arena's pool
    opponent_models: tuple[OpponentModel, ...] = STYLE_MODELS
    #: the model (an index into ``opponent_models``) of an opponent the table shows as a
    #: computer player of a level named here; any other opponent's is inferred
    declared_models: Mapping[str, int] = field(default_factory=lambda: DECLARED_MODELS)
    #: what choosing each opponent model costs, in unexplained decisions
    model_penalty: tuple[float, ...] = STYLE_PENALTY
    #: how much less likely an inferred deal is per past decision it does not explain
    mismatch_weight: float = CHAIN.mismatch_weight
    #: how likely a searching opponent's other weighed moves are against its sharp one
    search_odds: tuple[float, ...] = CHAIN.search_odds
    #: the chain's work before the first deal and between two deals, in cards of replayed
    #: past decisions (see :class:`~murlan_qt.ai.inference.InferenceChain`)
    burn_in: int = 14000
    thin: int = CHAIN.thin
    #: independent inference chains, sharing the burn-in and taking turns to give a deal
    #: (one chain's deals in a row stay close to one another)
    chains: int = 1
    #: the share of the decision's time the inference chains may use at most
    chain_share: float = 0.5
    #: the shares of the chain's block swaps and three-way passes (0: single swaps only)
    block_move: float = CHAIN.block_move
    cycle_move: float = CHAIN.cycle_move
    #: search the player's own later decisions too (a tree per candidate, :mod:`~murlan_qt.ai.tree`)
    tree: bool = False
    #: in the tree: UCB1's exploration constant (values are points / 3)
    explore: float = 0.35
    #: in the tree: progressive widening, a point weighs ``1 + sqrt(visits / widen)`` moves
    widen: float = 4.0
    #: in the tree: moves weighed at the later decision points
    inner_moves: int = 3
    #: read each opponent across the match: what its decisions of the match's earlier hands
    #: (those the table showed its hand for, :func:`~murlan_qt.ai.inference.match_prior`) say
    #: of its model is added to that model's penalty (off: every decision as before)
    match_reads: bool = False

    @property
    def chain(self) -> ChainSettings:
        """The settings of each of the player's inference chains (they share the burn-in)."""
        return ChainSettings(
            burn_in=self.burn_in // self.chains, thin=self.thin, models=self.opponent_models,
            model_penalty=self.model_penalty, mismatch_weight=self.mismatch_weight,
            block_move=self.block_move, cycle_move=self.cycle_move, search_odds=self.search_odds,
        )


#: ``hard``: deals inferred with each opponent's style (the one the table names, else the one its
#: play reads as), four candidates, a quarter second at most
HARD = SearchSettings()

#: ``expert``: more playouts, sharper and longer chains that also read each opponent's kind,
#: and a tree over its own later decisions; under a second
EXPERT = replace(
    HARD,
    budget=0.6,
    playouts=280,
    # sharper than hard's: a known rule-based opponent never makes an unexplained move, a
    # searcher's other weighed moves keep their odds at any weight, and the four chains
    # keep the deals apart
    mismatch_weight=0.01,
    block_move=0.2,
    cycle_move=0.2,
    burn_in=40000,
    chains=4,
    thin=900,
    chain_share=0.6,
    tree=True,
)

#: ``hard-reads`` and ``expert-reads``: the two levels reading their opponents across the match's
#: hands (for the arena: whether the reads are worth it is measured there first)
HARD_READS = replace(HARD, match_reads=True)
EXPERT_READS = replace(EXPERT, match_reads=True)
