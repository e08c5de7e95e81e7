"""Splitting a hand into groups (bombs, scales, triples, pairs, singles) and pricing it.

A hand is given as its 15 rank counts. Its *cost* is roughly the number of
turns it needs to go out: every group costs one turn, less the chance that
the group wins its trick by itself (a red joker, a pair of 2s, a bomb).
The split with the lowest cost is found by a small memoized search over the
scales the hand can make; everything else is one group per rank.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Combination, combination
from ..engine.cards import RANK_BLACK_JOKER, RANK_RED_JOKER, SUITED_RANKS
from ..engine.combos import Kind, scale_position_rank

#: how likely a single of each rank (3 .. RJ) wins its trick by itself
SINGLE_STRENGTH: tuple[float, ...] = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0.02, 0.1, 0.25, 0.5, 0.75, 0.95,
)
#: the same for a pair of each rank (3 .. 2)
PAIR_STRENGTH: tuple[float, ...] = (0, 0, 0, 0, 0, 0, 0, 0, 0.05, 0.1, 0.2, 0.45, 0.85)
#: the same for a triple of each rank (3 .. 2)
TRIPLE_STRENGTH: tuple[float, ...] = (0.1, 0.1, 0.1, 0.15, 0.15, 0.2, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 0.95)
#: a bomb both empties a rank and takes the lead: worth more than a free turn
BOMB_STRENGTH = 1.3
#: a card of a low rank left alone is a small extra burden, per rank step below ``LOW_SINGLE_BELOW``
LOW_SINGLE_BURDEN = 0.04
#: the rank index (a 9) below which a lone card is a burden
LOW_SINGLE_BELOW = 6
#: how likely a 5-card scale wins its trick, and how much more per card beyond 5
SCALE_BASE_STRENGTH = 0.15
SCALE_STRENGTH_PER_CARD = 0.05
#: a scale whose top is above this position (a 10) gains ``SCALE_STRENGTH_PER_HIGH_STEP`` per step
SCALE_HIGH_FROM = 10
SCALE_STRENGTH_PER_HIGH_STEP = 0.12
#: no scale is surer than this to win its trick
SCALE_STRENGTH_CAP = 0.9

#: the longest scale: 13 cards (``A 2 3 ... K`` or ``2 3 ... A``; the ace counts once)
MAX_SCALE = 13

_RANK_OF_POSITION = tuple(scale_position_rank(p) if p else -1 for p in range(15))
#: memoized hands kept per table (a few tens of MB at most), then the table starts over
_CACHE_LIMIT = 150_000
_cost_cache: dict[tuple[int, ...], float] = {}


def group_strength(combo: Combination) -> float:
    """How likely ``combo``, played as a lead, wins its trick (0..1, bombs above)."""
    kind = combo.kind
    if kind == Kind.SINGLE:
        return SINGLE_STRENGTH[combo.value]
    if kind == Kind.PAIR:
        return PAIR_STRENGTH[combo.value]
    if kind == Kind.TRIPLE:
        return TRIPLE_STRENGTH[combo.value]
    if kind == Kind.BOMB:
        return BOMB_STRENGTH
    return _scale_strength(combo.length, combo.value)


def _scale_strength(length: int, top: int) -> float:
    """Long scales and high scales are rarely beaten."""
    base = SCALE_BASE_STRENGTH + SCALE_STRENGTH_PER_CARD * (length - 5)
    return min(SCALE_STRENGTH_CAP, base + max(0, top - SCALE_HIGH_FROM) * SCALE_STRENGTH_PER_HIGH_STEP)


def _plain_cost(rank: int, n: int) -> float:
    if n == 1:
        burden = LOW_SINGLE_BURDEN * (LOW_SINGLE_BELOW - rank) if rank < LOW_SINGLE_BELOW else 0.0
        return 1.0 - SINGLE_STRENGTH[rank] + burden
    if n == 2:
        return 1.0 - PAIR_STRENGTH[rank]
    if n == 3:
        return 1.0 - TRIPLE_STRENGTH[rank]
    return 1.0 - BOMB_STRENGTH


_PLAIN = tuple(
    tuple(0.0 if n == 0 else _plain_cost(r, n) for n in range(5)) for r in range(SUITED_RANKS)
)
_JOKER_COST = (1.0 - SINGLE_STRENGTH[RANK_BLACK_JOKER], 1.0 - SINGLE_STRENGTH[RANK_RED_JOKER])


def _scales_in(rem: Sequence[int]) -> list[tuple[int, int]]:
    """Scales ``(low, high)`` (positions) worth trying: each uses >= 2 lone cards."""
    return _scales_at([rem[_RANK_OF_POSITION[p]] for p in range(1, 15)], 1)


def _scales_at(n_at: Sequence[int], first: int) -> list[tuple[int, int]]:
    """:func:`_scales_in` of the cards at consecutive positions ``first``, ``first + 1``, ..."""
    out: list[tuple[int, int]] = []
    end = len(n_at)
    i = 0
    while i < end:
        if not n_at[i]:
            i += 1
            continue
        j = i
        while j + 1 < end and n_at[j + 1]:
            j += 1
        if j - i >= 4:
            for lo in range(i, j - 3):
                lone = 0
                for hi in range(lo, min(j, lo + MAX_SCALE - 1) + 1):
                    if n_at[hi] == 1:
                        lone += 1
                    if hi - lo >= 4 and lone >= 2:
                        out.append((lo + first, hi + first))
        i = j + 1
    return out


def _best_rest(rem: tuple[int, ...]) -> tuple[float, tuple[tuple[int, int], ...]]:
    """Best cost of ranks 3..2 (no bombs, counts 0..3) and the scales used."""
    got = _rest_cache.get(rem)
    if got is not None:
        return got
    best = 0.0
    for r, n in enumerate(rem):
        if n:
            best += _PLAIN[r][n]
    best_scales: tuple[tuple[int, int], ...] = ()
    for lo, hi in _scales_in(rem):
        sub = list(rem)
        for x in range(lo, hi + 1):
            sub[_RANK_OF_POSITION[x]] -= 1
        cost, scales = _best_rest(tuple(sub))
        cost += 1.0 - _scale_strength(hi - lo + 1, hi)
        if cost < best - 1e-9:
            best = cost
            best_scales = ((lo, hi), *scales)
    got = (best, best_scales)
    if len(_rest_cache) > _CACHE_LIMIT:
        _rest_cache.clear()
    _rest_cache[rem] = got
    return got


_rest_cache: dict[tuple[int, ...], tuple[float, tuple[tuple[int, int], ...]]] = {}


def _run_plain(first: int, run: tuple[int, ...]) -> float:
    """The cost of the cards at positions ``first`` .. (one rank each) with no scale made."""
    cost = 0.0
    for i, n in enumerate(run):
        if n:
            cost += _PLAIN[_RANK_OF_POSITION[first + i]][n]
    return cost


def _run_cost(first: int, run: tuple[int, ...]) -> float:
    """Best cost of the cards at positions ``first`` .. (one rank each), as :func:`_best_rest`."""
    key = (first, run)
    got = _run_cost_cache.get(key)
    if got is not None:
        return got
    best = _run_plain(first, run)
    for lo, hi in _scales_at(run, first):
        sub = list(run)
        for x in range(lo - first, hi - first + 1):
            sub[x] -= 1
        cost = _run_cost(first, tuple(sub)) + 1.0 - _scale_strength(hi - lo + 1, hi)
        if cost < best - 1e-9:
            best = cost
    if len(_run_cost_cache) > _CACHE_LIMIT:
        _run_cost_cache.clear()
    _run_cost_cache[key] = best
    return best


_run_cost_cache: dict[tuple[int, tuple[int, ...]], float] = {}


#: the scale positions (bits 1..14) of each rank 3..2: the ace is both 1 and 14
_POSITION_BITS = tuple(
    sum(1 << p for p in range(1, 15) if _RANK_OF_POSITION[p] == r) for r in range(SUITED_RANKS)
)


def _runs_gain(key: tuple[int, ...], m: int) -> float:
    """What scales save on the plain cost of a hand whose scale positions are the bits of ``m``.

    Scales never cross a missing rank, so the best split is the best split of
    every run of present ranks on its own, and a run is a far more common key
    than a hand. Only where the ace ends a long run at both ends
    (``A 2 3 4 5`` and ``T J Q K A``) do two runs share a card; those few
    hands take the whole-hand search.
    """
    runs: list[tuple[int, int]] = []
    p = 1
    while p <= 14:
        if not m >> p & 1:
            p += 1
            continue
        q = p
        while q < 14 and m >> (q + 1) & 1:
            q += 1
        if q - p >= 4:
            runs.append((p, q))
        p = q + 1
    if runs[0][0] == 1 and runs[-1][1] == 14:
        rem = tuple(0 if key[r] == 4 else key[r] for r in range(SUITED_RANKS))
        plain = sum(_PLAIN[r][n] for r, n in enumerate(rem))
        return _best_rest(rem)[0] - plain
    gain = 0.0
    for p, q in runs:
        run = tuple(key[_RANK_OF_POSITION[x]] for x in range(p, q + 1))
        gain += _run_cost(p, run) - _run_plain(p, run)
    return gain


def hand_cost(counts: Sequence[int]) -> float:
    """The cost of the best split of a hand given as 15 rank counts (0 when empty)."""
    key = tuple(counts)
    got = _cost_cache.get(key)
    if got is not None:
        return got
    cost = 0.0
    m = 0
    for r in range(SUITED_RANKS):
        n = key[r]
        if n:
            cost += _PLAIN[r][n]
            if n < 4:
                m |= _POSITION_BITS[r]
    if key[RANK_BLACK_JOKER]:
        cost += _JOKER_COST[0]
    if key[RANK_RED_JOKER]:
        cost += _JOKER_COST[1]
    if m & m >> 1 & m >> 2 & m >> 3 & m >> 4:
        cost += _runs_gain(key, m)
    if len(_cost_cache) > _CACHE_LIMIT:
        _cost_cache.clear()
    _cost_cache[key] = cost
    return cost


def split_hand(counts: Sequence[int]) -> list[Combination]:
    """The groups of the best split: bombs, scales, then one group per rank, jokers."""
    key = tuple(counts)
    groups: list[Combination] = []
    rem = []
    for r in range(SUITED_RANKS):
        n = key[r]
        if n == 4:
            groups.append(combination(Kind.BOMB, 4, r))
            rem.append(0)
        else:
            rem.append(n)
    _, scales = _best_rest(tuple(rem))
    for lo, hi in scales:
        groups.append(combination(Kind.SCALE, hi - lo + 1, hi))
        for x in range(lo, hi + 1):
            rem[_RANK_OF_POSITION[x]] -= 1
    kinds = ("", Kind.SINGLE, Kind.PAIR, Kind.TRIPLE)
    for r, n in enumerate(rem):
        if n:
            groups.append(combination(kinds[n], n, r))
    for r in (RANK_BLACK_JOKER, RANK_RED_JOKER):
        if key[r]:
            groups.append(combination(Kind.SINGLE, 1, r))
    return groups


def clear_caches() -> None:
    """Forget memoized splits (tests, long sessions)."""
    _rest_cache.clear()
    _run_cost_cache.clear()
    _cost_cache.clear()
