"""Determinized sampling: the ``hard`` level and the search machinery ``expert`` shares.

A decision samples possible deals of the unseen cards, builds each as a
:class:`~murlan_qt.engine.HandState` with ``from_position``, plays every
candidate move out to the end of the hand (``push``/``pop``, no copies) with
the rule-based policy (the opponents in the style their history suggests,
``normal`` by default; itself in the sharper
:data:`~murlan_qt.ai.normal.SHARP_STYLE`), and picks the candidate with the
best average points. All candidates are scored on the same sampled deals, the
worse half is dropped after every batch of deals, and a move must beat the
player's own rule-based move by ``normal_margin`` points to replace it (the
estimates are noisy; small deviations would mostly be noise).

The deals are consistent with every seat's card count and the cards known
from the swap and, for the levels that set ``opponent_styles``, drawn by the
inference chain of :mod:`~murlan_qt.ai.inference`, which prefers deals that
explain what each opponent played and passed on. Against the rule-based
player that is most of the strength: with the real hands the same search
scores about 2.6 points a hand, with uniform deals about 1.95, with inferred
ones about 2.1.

The number of sampled deals follows from a playout budget, the cards left and
the candidates only, and the chain's length from a budget of replayed work, so
a decision is deterministic for a seed and public state; the time limit is a
hard stop on top of that (with a margin), and the cancel token is checked
before every playout and between the chain's steps.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType

from ..engine import Card, Combination, HandState, Observation
from ..engine.cards import rank_counts
from ..engine.combos import masks_of_counts
from ..engine.hand import PHASE_PLAY, POINTS_BY_PLACE
from .base import AIPlayer, CancelToken
from .inference import MISMATCH_WEIGHT, SEARCH_ODDS, STYLE_PENALTY, Hands, Sample, inferred_sampler
from .normal import NORMAL_STYLE, SHARP_STYLE, Style, normal_choice, searched_moves, swap_by_cost

#: seconds kept in hand below the caller's time limit
TIME_MARGIN = 0.02


def sample_hands(obs: Observation, rng: random.Random) -> Hands:
    """One deal of the unseen cards consistent with the counts and the known cards."""
    known = obs.known_cards()
    taken = {c for cards in known.values() for c in cards}
    pool = [int(c) for c in obs.unseen_cards() if c not in taken]
    rng.shuffle(pool)
    hands: Hands = [[], [], [], []]
    hands[obs.seat] = [int(c) for c in obs.hand]
    i = 0
    for s in range(4):
        if s == obs.seat:
            continue
        mine = [int(c) for c in known.get(s, [])]
        need = obs.counts[s] - len(mine)
        hands[s] = mine + pool[i : i + need]
        i += need
    return hands


def position_of(obs: Observation, hands: Sequence[Sequence[int]]) -> HandState:
    """The hand in play at the observation's moment, with these hands."""
    return HandState.from_position(
        hands, turn=obs.turn, top=obs.top, top_seat=obs.top_seat, passed=obs.passed,
        finish=obs.finish, opening=obs.opening, rules=obs.rules,
    )


def rollout_points(
    state: HandState, seat: int, own_style: Style = SHARP_STYLE, styles: Sequence[Style] | None = None
) -> int:
    """Play the hand out with the rule-based policy for every seat; ``seat``'s points.

    ``seat`` itself plays with ``own_style``; the others with their entry of
    ``styles`` (all ``normal`` when not given).

    The playout stops as soon as ``seat`` has its place (the rest of the hand
    cannot change its points). The state is left exactly as it was (every
    action is popped again).
    """
    step_one = state.rules.scale_step_one
    counts = state.counts
    masks = state.masks
    cards = state.cards
    finish = state.finish
    seat_styles = list(styles) if styles is not None else [NORMAL_STYLE] * 4
    seat_styles[seat] = own_style
    n = 0
    while state.phase == PHASE_PLAY and seat not in finish:
        t = state.turn
        sizes = (len(cards[0]), len(cards[1]), len(cards[2]), len(cards[3]))
        state.push(
            normal_choice(
                counts[t], masks[t], state.top, state.top_seat, t, sizes, state.opening, step_one,
                seat_styles[t],
            )
        )
        n += 1
    place = state.finish.index(seat)
    for _ in range(n):
        state.pop()
    return POINTS_BY_PLACE[place]


def candidate_moves(
    obs: Observation, limit: int, style: Style = SHARP_STYLE
) -> list[Combination | None]:
    """The moves worth searching: the ``normal`` move first, pass, then the most natural others."""
    counts = rank_counts(obs.hand)
    masks = masks_of_counts(counts)
    first = normal_choice(
        counts, masks, obs.top, obs.top_seat, obs.seat, obs.counts, obs.opening,
        obs.rules.scale_step_one, style,
    )
    return searched_moves(counts, obs.legal_plays(), first, obs.can_pass(), len(obs.hand), limit)


class SearchPlayer(AIPlayer):
    """Flat Monte Carlo over sampled deals; subclasses set the budget and the sampler."""

    level = ""
    #: seconds a decision may take at most (further capped by the caller's limit)
    budget = 0.12
    #: playouts per decision, in units of a whole hand (54 cards): the number of sampled
    #: deals follows from it, the cards left and the candidates, so it is the same on any
    #: machine (a decision replays exactly) while the time stays roughly constant
    playouts = 120
    #: at most this many sampled deals
    samples = 200
    #: candidate moves searched
    max_candidates = 7
    #: drop the worse half of the candidates after each batch of this many deals (0: never)
    halving_batch = 0
    #: a move must beat the ``normal`` move by this many points on average to replace it
    normal_margin = 0.0
    #: the opponent models deals are inferred with (empty: deals sampled uniformly)
    opponent_styles: tuple[Style, ...] = ()
    #: the inference chain's work before the first deal and between two deals, in cards of
    #: replayed past decisions (see :func:`~murlan_qt.ai.inference.inferred_sampler`)
    burn_in = 14000
    thin = 400
    #: how much less likely an inferred deal is per past decision it does not explain
    mismatch_weight = MISMATCH_WEIGHT
    #: the share of the decision's time the inference chain may use at most
    chain_share = 0.5
    #: the shares of the chain's block swaps and three-way passes (see
    #: :func:`~murlan_qt.ai.inference.inferred_sampler`; 0: single swaps only)
    block_move = 0.0
    cycle_move = 0.0
    #: how likely a search model's other weighed moves are against its sharp one (see
    #: :data:`~murlan_qt.ai.inference.SEARCH_ODDS`)
    search_odds: tuple[float, ...] = SEARCH_ODDS
    #: independent inference chains, sharing the burn-in and taking turns to give a deal:
    #: one chain's deals in a row stay close to one another (on 100 positions of ``normal``
    #: players, 8 deals in a row of one chain at the expert's settings agreed on 0.83 of the
    #: hidden cards' places and with the true deal on 0.72; four chains: 0.70 and 0.68)
    chains = 1
    #: what choosing each opponent model costs (see :func:`~murlan_qt.ai.inference.inferred_sampler`)
    style_penalty: tuple[float, ...] = STYLE_PENALTY
    #: the opponent model (an index into ``opponent_styles``) of an opponent the table
    #: shows as a computer player of a level named here; any other opponent's is inferred
    declared_styles: Mapping[str, int] = MappingProxyType({})

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        start = time.perf_counter()
        deadline = start + min(self.budget, time_limit - TIME_MARGIN)
        if cancel is not None:
            cancel.check()
        candidates = candidate_moves(obs, self.max_candidates)
        if len(candidates) == 1:
            return candidates[0]
        rng = self.rng_for(obs, "search")
        sampler = self.make_sampler(obs, rng, deadline, cancel)
        return self.search(obs, candidates, sampler, deadline, cancel)

    def make_sampler(
        self, obs: Observation, rng: random.Random, deadline: float, cancel: CancelToken | None
    ) -> Callable[[], Sample | None]:
        """A function giving the next sampled deal and opponent models (``None``: no more)."""
        if not self.opponent_styles:
            styles = (NORMAL_STYLE,) * 4
            return lambda: (sample_hands(obs, rng), styles)
        # the chain is budgeted in work; the clock is only a hard stop on top of it
        start = time.perf_counter()
        span = (deadline - start) * self.chain_share
        # while the chains burn in, the k-th of n may run until (k + 1) / n of the span
        stop = [start + span]

        def time_left() -> bool:
            if cancel is not None:
                cancel.check()
            return time.perf_counter() < stop[0]

        known = self.known_styles(obs)
        n = self.chains
        samplers = []
        for k in range(n):
            stop[0] = start + span * (k + 1) / n
            samplers.append(inferred_sampler(
                obs, rng if n == 1 else random.Random(rng.getrandbits(64)),
                burn_in=self.burn_in // n, thin=self.thin, styles=self.opponent_styles,
                mismatch_weight=self.mismatch_weight, time_left=time_left,
                block_move=self.block_move, cycle_move=self.cycle_move,
                search_odds=self.search_odds, style_penalty=self.style_penalty,
                known_styles=known,
            ))
        stop[0] = start + span
        if n == 1:
            return samplers[0]
        turn = itertools.count()
        return lambda: samplers[next(turn) % n]()

    def known_styles(self, obs: Observation) -> dict[int, int]:
        """The opponents whose model the table tells: seat -> index into ``opponent_styles``."""
        return {
            s: self.declared_styles[level]
            for s, level in enumerate(obs.players)
            if s != obs.seat and level in self.declared_styles
        }

    def search(
        self,
        obs: Observation,
        candidates: list[Combination | None],
        sampler: Callable[[], Sample | None],
        deadline: float,
        cancel: CancelToken | None,
    ) -> Combination | None:
        """The candidate with the best mean points over the sampled deals."""
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        done = [0] * len(candidates)
        score = self.scorer(obs.seat, candidates)
        cards_left = max(1, sum(obs.counts))
        n_samples = int(self.playouts * 54 / (cards_left * len(candidates)))
        n_samples = min(self.samples, max(4, n_samples))
        for k in range(n_samples):
            if time.perf_counter() > deadline:
                break
            got = sampler()
            if got is None:
                break
            hands, styles = got
            state = position_of(obs, hands)
            results: list[tuple[int, float]] = []
            for j in alive:
                if cancel is not None:
                    cancel.check()
                if time.perf_counter() > deadline:
                    results = []
                    break
                results.append((j, score(state, j, styles)))
            if not results:
                break
            for j, pts in results:
                totals[j] += pts
                done[j] += 1
            batch = self.halving_batch
            if batch and (k + 1) % batch == 0 and len(alive) > 2:
                alive.sort(key=lambda j: (-totals[j] / done[j], j))
                alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
        best = 0
        best_mean = -1.0
        if done[0]:
            best_mean = totals[0] / done[0] + self.normal_margin
        for j in alive:
            if done[j] and totals[j] / done[j] > best_mean + 1e-9:
                best, best_mean = j, totals[j] / done[j]
        return candidates[best]

    def scorer(
        self, seat: int, candidates: list[Combination | None]
    ) -> Callable[[HandState, int, Sequence[Style]], float]:
        """Scores candidate ``j`` for ``seat`` in a sampled position: here one playout with the policy."""

        def score(state: HandState, j: int, styles: Sequence[Style]) -> float:
            state.push(candidates[j])
            points = rollout_points(state, seat, SHARP_STYLE, styles)
            state.pop()
            return points

        return score

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)


class HardPlayer(SearchPlayer):
    """Deals inferred with the ``normal`` model, four candidates, ~0.05 s a move (0.25 s at most)."""

    level = "hard"
    budget = 0.25
    max_candidates = 4
    halving_batch = 8
    normal_margin = 0.08
    playouts = 80
    opponent_styles = (NORMAL_STYLE,)
    burn_in = 14000
    thin = 400
