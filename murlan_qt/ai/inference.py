"""What the public history tells about the hidden hands.

Every play and every pass an opponent made is a decision taken with the cards
it held then: its cards now plus the cards it played since. Replaying each
decision with the ``normal`` policy on a guessed hand says whether the guess
explains it. A pass on a single 9 while holding a lone jack is unlikely; a
lead of a pair of 4s while holding a lone 3 is too. The sampler below
prefers deals that explain the history: a Metropolis chain over swaps of
cards between opponents, each mismatch making a deal ``MISMATCH_WEIGHT``
times less likely (soft, since a human or another level is not ``normal``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Combination, Observation
from ..engine.cards import NUM_RANKS, RANK_OF
from ..engine.combos import masks_of_counts
from .normal import normal_choice

#: how much less likely a deal is per decision of the history it does not explain
MISMATCH_WEIGHT = 0.25
THREE_OF_SPADES = 0


@dataclass(frozen=True)
class Decision:
    """One past decision of an opponent, with what it could see."""

    seat: int
    top: Combination | None
    top_seat: int
    sizes: tuple[int, int, int, int]
    opening: bool
    made: Combination | None
    #: rank counts of the cards the seat played from this decision on
    later: tuple[int, ...]


def past_decisions(obs: Observation) -> dict[int, list[Decision]]:
    """Each other seat's decisions this hand, replayed from the public actions."""
    played = [0, 0, 0, 0]
    for a in obs.actions:
        if a.cards is not None:
            played[a.seat] += len(a.cards)
    sizes = [obs.counts[s] + played[s] for s in range(4)]
    active = sum(1 << s for s in range(4) if sizes[s])
    locking = obs.rules.pass_locks_trick
    top: Combination | None = None
    top_seat = -1
    passed = 0
    opening = (
        obs.hand_index == 0
        and bool(obs.actions)
        and obs.actions[0].cards is not None
        and THREE_OF_SPADES in obs.actions[0].cards
    )
    raw: list[tuple[int, Combination | None, int, tuple[int, int, int, int], bool, Combination | None]] = []
    for i, a in enumerate(obs.actions):
        seat = a.seat
        if seat != obs.seat:
            raw.append((i, top, top_seat, (sizes[0], sizes[1], sizes[2], sizes[3]), opening, a.combo))
        if a.cards is not None:
            sizes[seat] -= len(a.cards)
            top, top_seat, opening = a.combo, seat, False
            if not locking:
                passed = 0
            if sizes[seat] == 0:
                active &= ~(1 << seat)
                if active.bit_count() <= 1:
                    break
            if locking and active & ~(1 << seat) & ~passed == 0:
                top, top_seat, passed = None, -1, 0
        else:
            passed |= 1 << seat
            if active & ~(1 << top_seat) & ~passed == 0:
                top, top_seat, passed = None, -1, 0
    # rank counts each seat played from each action on (suffix sums)
    later = [[0] * NUM_RANKS for _ in range(4)]
    suffix: dict[int, tuple[int, ...]] = {}
    for i in range(len(obs.actions) - 1, -1, -1):
        a = obs.actions[i]
        if a.cards is not None:
            for c in a.cards:
                later[a.seat][RANK_OF[c]] += 1
        if a.seat != obs.seat:
            suffix[i] = tuple(later[a.seat])
    out: dict[int, list[Decision]] = {s: [] for s in range(4) if s != obs.seat}
    for i, t, ts, sz, op, made in raw:
        seat = obs.actions[i].seat
        out[seat].append(Decision(seat, t, ts, sz, op, made, suffix[i]))
    return out


class HistoryModel:
    """Counts the past decisions of a seat that a guessed hand does not explain."""

    def __init__(self, obs: Observation) -> None:
        self.decisions = past_decisions(obs)
        self.step_one = obs.rules.scale_step_one
        self._cache: dict[tuple[int, tuple[int, ...]], int] = {}

    def mismatches(self, seat: int, hidden: list[int]) -> int:
        """Decisions of ``seat`` not explained when it now holds the cards ``hidden``."""
        counts = [0] * NUM_RANKS
        for c in hidden:
            counts[RANK_OF[c]] += 1
        key = (seat, tuple(counts))
        got = self._cache.get(key)
        if got is not None:
            return got
        bad = 0
        step_one = self.step_one
        for d in self.decisions.get(seat, ()):
            now = [a + b for a, b in zip(counts, d.later, strict=True)]
            choice = normal_choice(
                now, masks_of_counts(now), d.top, d.top_seat, seat, d.sizes, d.opening, step_one
            )
            if choice is not d.made:
                bad += 1
        self._cache[key] = bad
        return bad


def inferred_sampler(
    obs: Observation,
    rng: random.Random,
    *,
    burn_in: int = 60,
    thin: int = 8,
    time_left: Callable[[], bool] | None = None,
) -> Callable[[], list[list[int]] | None]:
    """Deals drawn by a Metropolis chain that weighs each by how well it explains the history.

    ``time_left()`` is asked between steps; when it says no, the chain
    stops moving and the current deal is returned as it is.
    """
    model = HistoryModel(obs)
    known = obs.known_cards()
    taken = {int(c) for cards in known.values() for c in cards}
    pool = [int(c) for c in obs.unseen_cards() if c not in taken]
    rng.shuffle(pool)
    others = [s for s in range(4) if s != obs.seat]
    fixed = {s: [int(c) for c in known.get(s, [])] for s in others}
    free: dict[int, list[int]] = {}
    i = 0
    for s in others:
        need = obs.counts[s] - len(fixed[s])
        free[s] = pool[i : i + need]
        i += need
    movable = [s for s in others if free[s]]
    bad = {s: model.mismatches(s, fixed[s] + free[s]) for s in others}
    log_w = math.log(MISMATCH_WEIGHT)
    has_history = any(model.decisions[s] for s in others)

    def step() -> None:
        a, b = rng.sample(movable, 2)
        ia = rng.randrange(len(free[a]))
        ib = rng.randrange(len(free[b]))
        ca, cb = free[a][ia], free[b][ib]
        if RANK_OF[ca] == RANK_OF[cb]:
            return
        free[a][ia], free[b][ib] = cb, ca
        na = model.mismatches(a, fixed[a] + free[a])
        nb = model.mismatches(b, fixed[b] + free[b])
        delta = na + nb - bad[a] - bad[b]
        if delta <= 0 or rng.random() < math.exp(delta * log_w):
            bad[a], bad[b] = na, nb
        else:
            free[a][ia], free[b][ib] = ca, cb

    def run(steps: int) -> None:
        if len(movable) < 2 or not has_history:
            return
        for _ in range(steps):
            if time_left is not None and not time_left():
                return
            step()

    run(burn_in)

    def sample() -> list[list[int]] | None:
        if len(movable) >= 2 and has_history:
            run(thin)
        elif len(movable) >= 2:
            # nothing to infer from: a fresh uniform shuffle of the free cards
            cards = [c for s in movable for c in free[s]]
            rng.shuffle(cards)
            j = 0
            for s in movable:
                n = len(free[s])
                free[s] = cards[j : j + n]
                j += n
        hands: list[list[int]] = [[], [], [], []]
        hands[obs.seat] = [int(c) for c in obs.hand]
        for s in others:
            hands[s] = fixed[s] + free[s]
        return hands

    return sample


def explained(obs: Observation, hands: list[list[int]]) -> int:
    """How many past opponent decisions the deal ``hands`` does not explain (for tests)."""
    model = HistoryModel(obs)
    return sum(model.mismatches(s, hands[s]) for s in range(4) if s != obs.seat)
