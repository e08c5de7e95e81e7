"""Determinized sampling: the ``hard`` level, and the search machinery ``expert`` shares.

How a ``hard`` decision is made, from :meth:`SearchPlayer.choose_play` to the move:

1. :func:`candidate_moves`: the rule-based move in the sharp style
   (:func:`~murlan_qt.ai.normal.normal_choice`), then pass, then the most natural
   other plays (:func:`~murlan_qt.ai.normal.searched_moves`). With one
   candidate (going out, a single legal move) that is the move.
2. :meth:`SearchPlayer.make_sampler`: where the deals come from, an
   :class:`~murlan_qt.ai.inference.InferenceChain` that prefers deals
   explaining what each opponent played and passed on, and reads each
   opponent's style at the same time: the ``normal`` player, a searcher, or
   one of the other styles of the arena's pool (:mod:`~murlan_qt.ai.pool`:
   keeping the high cards, breaking combinations freely, a searcher with
   greedy playouts). An opponent the table names as a computer level keeps
   that level's model (``easy``/``normal``: the ``normal`` player;
   ``hard``/``expert``: a searcher); any other is read from its play.
3. :meth:`SearchPlayer.search`: for each sampled deal, the position is built
   (:func:`position_of`) and every candidate still alive is played out to the
   end of the hand by the rule-based policy for all four seats
   (:func:`rollout_points`, ``push``/``pop`` on one
   :class:`~murlan_qt.engine.HandState`, no copies), each opponent in the
   style the deal's sample gave it. All candidates are scored
   on the same deals; after every ``halving_batch`` deals the worse half is
   dropped.
4. The candidate with the best mean points wins, but the rule-based move
   keeps its place unless another beats it by ``normal_margin``.

``expert`` (:mod:`~murlan_qt.ai.expert`) changes the settings and step 3's
scorer. The settings of both are in :mod:`~murlan_qt.ai.settings`. The cancel
token is checked before every playout and between the chain's steps.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable, Mapping, Sequence

from ..engine import Card, Combination, HandState, Observation, PastHand
from ..engine.hand import PHASE_PLAY, POINTS_BY_PLACE
from .base import AIPlayer, CancelToken
from .deals import sample_hands
from .inference import RULE_BASED, InferenceChain, Sample, match_prior
from .normal import NORMAL_STYLE, SHARP_STYLE, Policy, Style, normal_choice, searched_moves, swap_by_cost
from .settings import HARD, HARD_READS, SearchSettings

#: seconds kept in hand below the caller's time limit
TIME_MARGIN = 0.02
#: at least this many sampled deals, however many cards are left
MIN_SAMPLES = 4
#: cards in a whole hand: the unit of ``SearchSettings.playouts``
DECK_SIZE = 54
#: a team's best hand: first and second place
TEAM_BEST = POINTS_BY_PLACE[0] + POINTS_BY_PLACE[1]


def position_of(obs: Observation, hands: Sequence[Sequence[int]]) -> HandState:
    """The hand in play at the observation's moment, with these hands."""
    return HandState.from_position(
        hands, turn=obs.turn, top=obs.top, top_seat=obs.top_seat, passed=obs.passed,
        finish=obs.finish, opening=obs.opening, rules=obs.rules,
    )


def rollout_points(
    state: HandState, seat: int, own_style: Policy = SHARP_STYLE, styles: Sequence[Policy] | None = None
) -> int:
    """Play the hand out with a rule-based policy for every seat; ``seat``'s points (its team's).

    ``seat`` itself plays with ``own_style``; the others with their entry of
    ``styles`` (all ``normal`` when not given; any :class:`~murlan_qt.ai.normal.Policy`).
    In the partners game (``state.rules.teams``) the result is the points of
    ``seat`` and its partner together (0..5): a playout is judged by the team.

    The playout stops as soon as ``seat`` (and in the partners game its
    partner) has its place (the rest of the hand cannot change the points).
    The state is left exactly as it was (every action is popped again).
    """
    finish = state.finish
    seat_styles: list[Policy] = list(styles) if styles is not None else [NORMAL_STYLE] * 4
    seat_styles[seat] = own_style
    n = 0
    if state.rules.teams:
        partner = (seat + 2) % 4
        while state.phase == PHASE_PLAY and (seat not in finish or partner not in finish):
            state.push(seat_styles[state.turn].choose(state.situation()))
            n += 1
        points = POINTS_BY_PLACE[finish.index(seat)] + POINTS_BY_PLACE[finish.index(partner)]
    else:
        while state.phase == PHASE_PLAY and seat not in finish:
            state.push(seat_styles[state.turn].choose(state.situation()))
            n += 1
        points = POINTS_BY_PLACE[finish.index(seat)]
    for _ in range(n):
        state.pop()
    return points


def best_points(teams: bool) -> int:
    """The most points a playout can give: 3 for a player, 5 for a team (first and second)."""
    return TEAM_BEST if teams else POINTS_BY_PLACE[0]


def candidate_moves(
    obs: Observation, limit: int, style: Style = SHARP_STYLE
) -> list[Combination | None]:
    """The moves worth searching: the policy's move in ``style`` first, pass, then the most natural others."""
    situation = obs.situation
    return searched_moves(situation, normal_choice(situation, style), limit)


class SearchPlayer(AIPlayer):
    """Flat Monte Carlo over sampled deals, as its :class:`~murlan_qt.ai.settings.SearchSettings` say."""

    level = ""
    #: the settings a player of this class gets when none are given
    default_settings: SearchSettings = HARD

    def __init__(self, seed: int = 0, settings: SearchSettings | None = None) -> None:
        super().__init__(seed)
        self.settings = settings if settings is not None else self.default_settings
        #: the last :meth:`model_prior`: the seat, the earlier hands it was read from, the answer
        self._prior: tuple[int, tuple[PastHand, ...], dict[int, tuple[float, ...]]] | None = None

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        start = time.perf_counter()
        deadline = start + min(self.settings.budget, time_limit - TIME_MARGIN)
        if cancel is not None:
            cancel.check()
        candidates = candidate_moves(obs, self.settings.max_candidates, self.settings.own_style)
        if len(candidates) == 1:
            return candidates[0]
        rng = self.rng_for(obs, "search")
        sampler = self.make_sampler(obs, rng, deadline, cancel)
        return self.search(obs, candidates, sampler, deadline, cancel)

    def make_sampler(
        self, obs: Observation, rng: random.Random, deadline: float, cancel: CancelToken | None
    ) -> Callable[[], Sample | None]:
        """A function giving the next sampled deal and opponent models (``None``: no more)."""
        cfg = self.settings
        if not cfg.opponent_models:
            models = (RULE_BASED,) * 4
            return lambda: (sample_hands(obs, rng), models)
        # the chain is budgeted in work; the clock is only a hard stop on top of it
        start = time.perf_counter()
        span = (deadline - start) * cfg.chain_share
        # while the chains burn in, the k-th of n may run until (k + 1) / n of the span
        stop = [start + span]

        def time_left() -> bool:
            if cancel is not None:
                cancel.check()
            return time.perf_counter() < stop[0]

        known = self.known_models(obs)
        prior = self.model_prior(obs, known) if cfg.match_reads and obs.earlier else None
        n = cfg.chains
        chain = cfg.chain
        chains = []
        for k in range(n):
            stop[0] = start + span * (k + 1) / n
            chains.append(InferenceChain(
                obs, rng if n == 1 else random.Random(rng.getrandbits(64)), chain,
                time_left=time_left, known_models=known, model_prior=prior,
            ))
        stop[0] = start + span
        if n == 1:
            return chains[0]
        turn = itertools.count()
        return lambda: chains[next(turn) % n]()

    def model_prior(self, obs: Observation, known: Mapping[int, int]) -> dict[int, tuple[float, ...]]:
        """What the match's earlier hands say of each opponent whose model is not known (see
        :func:`~murlan_qt.ai.inference.match_prior`); the answer is kept for the same earlier hands."""
        kept = self._prior
        if kept is not None and kept[0] == obs.seat and kept[1] == obs.earlier:
            prior = kept[2]
        else:
            cfg = self.settings
            prior = match_prior(obs, cfg.opponent_models, cfg.mismatch_weight, cfg.search_odds)
            self._prior = (obs.seat, obs.earlier, prior)
        return {s: p for s, p in prior.items() if s not in known}

    def known_models(self, obs: Observation) -> dict[int, int]:
        """The opponents whose model the table tells: seat -> index into ``opponent_models``."""
        declared = self.settings.declared_models
        return {
            s: declared[level]
            for s, level in enumerate(obs.players)
            if s != obs.seat and level in declared
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
        cfg = self.settings
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        done = [0] * len(candidates)
        score = self.scorer(obs.seat, candidates)
        cards_left = max(1, sum(obs.hand_sizes))
        n_samples = int(cfg.playouts * DECK_SIZE / (cards_left * len(candidates)))
        n_samples = min(cfg.samples, max(MIN_SAMPLES, n_samples))
        for k in range(n_samples):
            if time.perf_counter() > deadline:
                break
            got = sampler()
            if got is None:
                break
            hands, models = got
            styles = tuple(m.style for m in models)
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
            batch = cfg.halving_batch
            if batch and (k + 1) % batch == 0 and len(alive) > 2:
                alive.sort(key=lambda j: (-totals[j] / done[j], j))
                alive = sorted(alive[: max(2, (len(alive) + 1) // 2)])
        best = 0
        best_mean = -1.0
        if done[0]:
            # the margin is in points of 3; a team's playout counts up to 5 (and varies as much more)
            best_mean = totals[0] / done[0] + cfg.normal_margin * best_points(obs.rules.teams) / POINTS_BY_PLACE[0]
        for j in alive:
            if done[j] and totals[j] / done[j] > best_mean + 1e-9:
                best, best_mean = j, totals[j] / done[j]
        return candidates[best]

    def scorer(
        self, seat: int, candidates: list[Combination | None]
    ) -> Callable[[HandState, int, Sequence[Policy]], float]:
        """Scores candidate ``j`` for ``seat`` in a sampled position: here one playout with the policy."""
        own_style = self.settings.own_style

        def score(state: HandState, j: int, styles: Sequence[Policy]) -> float:
            state.push(candidates[j])
            points = rollout_points(state, seat, own_style, styles)
            state.pop()
            return points

        return score

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)


class HardPlayer(SearchPlayer):
    """The ``hard`` level: :data:`~murlan_qt.ai.settings.HARD`."""

    level = "hard"
    default_settings = HARD


class HardReadsPlayer(SearchPlayer):
    """``hard-reads``: ``hard`` reading its opponents across the match's hands
    (:data:`~murlan_qt.ai.settings.HARD_READS`; an arena level, not offered at the table)."""

    level = "hard-reads"
    default_settings = HARD_READS

    #: seeded as ``hard``, so with nothing to read it plays exactly as ``hard`` (an arena row against
    #: ``hard`` then differs by the reads alone)
    seeded_as = "hard"
