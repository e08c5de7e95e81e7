"""The ``easy`` level: the ``normal`` player, but loose now and then.

Most decisions are the ``normal`` ones. With some (seeded) chance it instead
makes a random play that a beginner might make: any legal play that is not a
bomb and, unless the table is already high, not a joker; or a pass when it
could have played. It never passes on lead and never bombs a low card, and
it does not watch for opponents about to go out.
"""

from __future__ import annotations

from ..engine import Card, Combination, Observation
from ..engine.cards import rank_counts
from ..engine.combos import masks_of_counts
from .base import AIPlayer, CancelToken
from .normal import normal_choice, swap_by_cost


class EasyPlayer(AIPlayer):
    """A beginner; see the module docstring."""

    level = "easy"
    #: chance of a loose decision
    loose_chance = 0.3
    #: chance, in a loose decision on a trick, of passing
    loose_pass = 0.3

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        if cancel is not None:
            cancel.check()
        counts = rank_counts(obs.hand)
        # it does not look at how many cards the others hold
        sizes = tuple(13 if n else 0 for n in obs.counts)
        sizes = tuple(len(obs.hand) if s == obs.seat else n for s, n in enumerate(sizes))
        sensible = normal_choice(
            counts, masks_of_counts(counts), obs.top, obs.top_seat, obs.seat, sizes,
            obs.opening, obs.rules.scale_step_one,
        )
        rng = self.rng_for(obs, "loose")
        if rng.random() >= self.loose_chance:
            return sensible
        if obs.can_pass() and rng.random() < self.loose_pass:
            return None
        high_table = obs.top is not None and obs.top.value >= 11
        loose = [
            p for p in obs.legal_plays()
            if not p.is_bomb and (p.value < 13 or high_table or p.length == len(obs.hand))
        ]
        if not loose:
            return sensible
        return rng.choice(loose)

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)
