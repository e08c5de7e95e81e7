"""Dealing the cards a player cannot see: one random deal consistent with what the player knows.

Used by the search levels' uniform sampling, the pool's greedy searcher and the hand review
(the inferred deals of :mod:`.inference` weigh them by the play; these do not).
"""

from __future__ import annotations

import random

from ..engine import Observation


def sample_hands(obs: Observation, rng: random.Random) -> list[list[int]]:
    """One deal of the unseen cards consistent with the counts and the known cards."""
    known = obs.known_cards()
    taken = {c for cards in known.values() for c in cards}
    pool = [int(c) for c in obs.unseen_cards() if c not in taken]
    rng.shuffle(pool)
    hands: list[list[int]] = [[], [], [], []]
    hands[obs.seat] = [int(c) for c in obs.hand]
    i = 0
    for s in range(4):
        if s == obs.seat:
            continue
        mine = [int(c) for c in known.get(s, [])]
        need = obs.hand_sizes[s] - len(mine)
        hands[s] = mine + pool[i : i + need]
        i += need
    return hands
