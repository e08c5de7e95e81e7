"""The ``easy`` level: the ``normal`` player, but loose now and then.

Most decisions are the ``normal`` ones. With some (seeded) chance it instead
makes a random play that a beginner might make: any legal play that is not a
bomb and, unless the table is already high, not a joker; or a pass when it
could have played. It never passes on lead and never bombs a low card, and
it does not watch for opponents about to go out.
"""

from __future__ import annotations

from ..engine import Card, Combination, Observation
from ..engine.cards import RANK_ACE, RANK_BLACK_JOKER
from .base import AIPlayer, CancelToken
from .normal import normal_choice, swap_by_cost

#: chance of a loose decision
LOOSE_CHANCE = 0.3
#: chance, in a loose decision on a trick, of passing
LOOSE_PASS = 0.3
#: the cards it believes every other seat still holds (it does not count)
ASSUMED_HAND_SIZE = 13
#: a top of this rank or higher (ace, 2, jokers) makes the table "high": a joker may follow
HIGH_TABLE_RANK = RANK_ACE
#: jokers (this rank and up) are not thrown loosely on a low table
JOKER_RANK = RANK_BLACK_JOKER


class EasyPlayer(AIPlayer):
    """A beginner; see the module docstring."""

    level = "easy"

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        if cancel is not None:
            cancel.check()
        situation = obs.situation
        # it does not look at how many cards the others hold
        sizes = [ASSUMED_HAND_SIZE if n else 0 for n in situation.hand_sizes]
        sizes[obs.seat] = situation.cards_held
        sensible = normal_choice(situation.with_hand_sizes(sizes))
        rng = self.rng_for(obs, "loose")
        if rng.random() >= LOOSE_CHANCE:
            return sensible
        if situation.can_pass and rng.random() < LOOSE_PASS:
            return None
        top = situation.top
        high_table = top is not None and top.value >= HIGH_TABLE_RANK
        loose = [
            p for p in situation.legal_plays()
            if not p.is_bomb and (p.value < JOKER_RANK or high_table or p.length == situation.cards_held)
        ]
        if not loose:
            return sensible
        return rng.choice(loose)

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)
