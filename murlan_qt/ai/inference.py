"""What the public history tells about the hidden hands, and who the opponents are.

Every play and every pass an opponent made is a decision taken with the cards
it held then: its cards now plus the cards it played since. The engine
replays the hand's actions into the situation each seat faced
(:meth:`Observation.past_decisions <murlan_qt.engine.Observation.past_decisions>`);
:class:`HistoryModel` puts a guessed hand into each of those situations and
asks a model of the player (:class:`OpponentModel`: the rule-based policy in
some style, and whether the player searches) whether it explains what was
done. A pass on a single 9 while holding a lone jack is unlikely; a lead of a
pair of 4s while holding a lone 3 is too.

:class:`InferenceChain` draws deals from a Metropolis chain whose state is a
deal of the unseen cards *and* a model for each opponent. Each decision the
state does not explain makes it ``mismatch_weight`` times less likely: soft,
since a human is no policy, but sharp enough that against a rule-based
opponent the chain settles on deals that explain nearly everything. A
searching model (:data:`SEARCHER`) plays the sharp style's move most of the
time and otherwise one of the few others a search weighs
(:func:`~murlan_qt.ai.normal.searched_moves`), never a move it did not weigh:
one of its other weighed moves counts as part of an unexplained decision (as
much as it is rarer than the sharp move, :data:`SEARCH_ODDS`), a move outside
them twice. The models give the playouts their opponents: an opponent whose
history reads like a searcher is played out sharp. An opponent whose kind the
caller knows (``known_models``: the table names it a computer player of some
level) keeps its model, and the chain only moves its cards.

Reads that last the match (``SearchSettings.match_reads``, off by default):
the match's earlier hands (:attr:`Observation.earlier
<murlan_qt.engine.Observation.earlier>`) hold more decisions of each
opponent. Only those whose hand the table showed in full are judged: a seat
that went out played every card it held, so at each of its decisions its
hand was the cards it played from there on. The seat left last kept some
cards hidden, and its decisions of that hand are not judged. (Its hidden
cards could be deduced as the 54 less every card played; whether a read may
use that is an open question, and nothing here does: a person at the table
is never shown them.) How many of those decisions each model leaves
unexplained becomes a per-seat addition to the model penalty
(:func:`match_prior`), so a seat that played like a style before is more
likely modelled as that style now.

A chain of single card swaps between two opponents gets stuck: moving a pair
from one hand to another takes two swaps, and the deal halfway usually
explains less than both ends, so with a sharp weight the chain stays on a deal
that leaves a decision unexplained though others explain everything. Two
bigger steps (a block of two or three cards of a rank swapped for as many of
another, and one card passed round all three opponents) let it move on.

The chain is made cheap by two things. The acceptance test is drawn before a
proposal is scored, so scoring stops at the first decision that makes the
proposal fail; and each seat's decisions are tried in the order of how often
they failed, so that first failing decision usually comes first. Its length is
counted in replayed decisions (weighed by their cards), not in seconds, so a
decision of the player using it is the same on any machine (the caller's time
limit stays a hard stop on top).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..engine import Combination, Observation, PastHand, Situation, past_hand_decisions
from ..engine.cards import NUM_RANKS, RANK_OF
from ..engine.combos import masks_of_counts
from .normal import NORMAL_STYLE, SHARP_STYLE, Policy, searched_moves
from .pool import BreakFreeStyle, GreedyPolicy, KeepHighStyle


@dataclass(frozen=True, slots=True)
class OpponentModel:
    """How an opponent is taken to decide: a rule-based policy (its style), and whether it searches.

    A searching opponent's move is its style's move or another of the moves
    a search weighs; a rule-based one's is its style's move.
    """

    style: Policy
    searches: bool = False


#: an opponent that plays the ``normal`` level's rules
RULE_BASED = OpponentModel(NORMAL_STYLE)
#: an opponent that searches (``hard``, ``expert``): mostly the sharp move, else another it weighed
SEARCHER = OpponentModel(SHARP_STYLE, searches=True)
#: the opponent models the chain chooses between
OPPONENT_MODELS: tuple[OpponentModel, ...] = (RULE_BASED, SEARCHER)
#: the other styles of the arena's pool (:mod:`~murlan_qt.ai.pool`): keeping the high cards,
#: breaking combinations freely, and a searcher whose base move is the greedy one
KEEP_HIGH = OpponentModel(KeepHighStyle())
BREAK_FREE = OpponentModel(BreakFreeStyle())
GREEDY_SEARCHER = OpponentModel(GreedyPolicy(), searches=True)
#: the models of the search levels: ``normal``, a searcher, and the pool's other styles (the
#: first two keep their places, so a level the table names keeps its index)
STYLE_MODELS: tuple[OpponentModel, ...] = (RULE_BASED, SEARCHER, KEEP_HIGH, BREAK_FREE, GREEDY_SEARCHER)

#: how much less likely a deal is per decision of the history it does not explain
MISMATCH_WEIGHT = 0.05
#: what choosing each model costs, in unexplained decisions: an opponent is taken for
#: a search player only when that explains clearly more of its history
MODEL_PENALTY: tuple[float, ...] = (0.0, 1.0)
#: the same for :data:`STYLE_MODELS`: a searcher as in :data:`MODEL_PENALTY`, the pool's
#: other styles more readily (each is far from ``normal`` on the decisions it differs on)
STYLE_PENALTY: tuple[float, ...] = (0.0, 1.0, 0.3, 0.3, 0.3)
#: how many moves a searching opponent is taken to weigh
SEARCHED = 4
#: how likely a searching opponent is to play each of the other moves it weighs (the second,
#: third, ... of :func:`~murlan_qt.ai.normal.searched_moves`) against its sharp move (the
#: shares measured on ``hard`` players are printed by ``benchmarks/inference.py``)
SEARCH_ODDS: tuple[float, ...] = (0.3, 0.1, 0.05, 0.05)
#: what a searching model's move outside its weighed ones costs, in unexplained decisions
OUTSIDE_COST = 2.0


@dataclass(frozen=True)
class ChainSettings:
    """How an :class:`InferenceChain` runs (a search player's come from its
    :attr:`~murlan_qt.ai.settings.SearchSettings.chain`)."""

    #: the work before the first sample and between two samples, in cards of replayed
    #: decisions (see :attr:`HistoryModel.replayed`)
    burn_in: int = 6000
    thin: int = 400
    #: the opponent models the chain chooses between
    models: tuple[OpponentModel, ...] = OPPONENT_MODELS
    #: what choosing each model costs, in unexplained decisions (a prior)
    model_penalty: tuple[float, ...] = MODEL_PENALTY
    #: how much less likely a deal is per past decision it does not explain
    mismatch_weight: float = MISMATCH_WEIGHT
    #: the shares of the block swaps and three-way passes (0: single swaps only)
    block_move: float = 0.0
    cycle_move: float = 0.0
    #: how likely a searching opponent's other weighed moves are against its sharp one
    search_odds: tuple[float, ...] = SEARCH_ODDS


#: the chain's defaults
CHAIN = ChainSettings()
#: chance that a step of the chain proposes another model for an opponent (not a card move)
MODEL_STEP = 0.08
#: what a step that replayed nothing (a same-rank swap, a known answer) still costs, in cards
IDLE_STEP_WORK = 2
#: a bound above any count of unexplained decisions
_UNBOUNDED = float(1 << 30)
#: :data:`DecisionMemo`'s value for a decision the hand explains (any other value is what it costs)
EXPLAINED = -1.0
#: a :data:`DecisionMemo` is emptied when it holds more entries than this (about 25 MB)
MEMO_LIMIT = 100_000

#: what each past decision costs a guessed hand, known once it was worked out: (seat, the decision's
#: index in :func:`past_decisions`, model, the rank counts the seat held then) -> :data:`EXPLAINED` or
#: the cost. A pure function of the observation and the models, so the chains of one position (the
#: judge's 16) may share one and get exactly the deals they would get alone, with less work done.
DecisionMemo = dict[tuple[int, int, int, tuple[int, ...]], float]

Hands = list[list[int]]
#: a sampled deal and the model of each seat (the observer's own entry is unused)
Sample = tuple[Hands, tuple[OpponentModel, OpponentModel, OpponentModel, OpponentModel]]


@dataclass(frozen=True, slots=True)
class Decision:
    """One past decision of an opponent: what it faced (its hand unknown) and what it did."""

    situation: Situation
    made: Combination | None
    #: rank counts of the cards the seat played from this decision on
    later: tuple[int, ...]


def past_decisions(obs: Observation) -> dict[int, list[Decision]]:
    """Each other seat's decisions this hand, from the engine's replay of the public actions."""
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
    for d in obs.past_decisions():
        seat = d.action.seat
        if seat != obs.seat:
            out[seat].append(Decision(d.situation, d.action.combo, suffix[d.action_index]))
    return out


def earlier_decisions(earlier: Sequence[PastHand], seat: int) -> dict[int, list[Decision]]:
    """Each other seat's decisions of the match's earlier hands whose hand the table showed in full.

    Those are the decisions of a seat that went out in that hand
    (:func:`~murlan_qt.engine.past_hand_decisions`): its hand then is the cards
    it played from there on, so ``later`` holds all of it and the seat holds
    nothing else (the counts it is judged with are all 0). The seat left last
    in a hand is not judged on it: some of its cards were never shown.
    """
    out: dict[int, list[Decision]] = {s: [] for s in range(4) if s != seat}
    for past in earlier:
        for d in past_hand_decisions(past):
            s = d.action.seat
            if s != seat:
                out[s].append(Decision(d.situation, d.action.combo, d.situation.rank_counts))
    return out


#: how much one earlier hand's unexplained decision weighs against one of this hand's, when the
#: match's reads are on (:func:`match_prior`): a person may change their play between hands,
#: so the earlier hands count half (a choice, not tuned)
READS_WEIGHT = 0.5


def match_prior(
    obs: Observation,
    models: Sequence[OpponentModel],
    mismatch_weight: float = MISMATCH_WEIGHT,
    search_odds: Sequence[float] = SEARCH_ODDS,
    weight: float = READS_WEIGHT,
) -> dict[int, tuple[float, ...]]:
    """What the match's earlier hands say of each opponent's model: seat -> an added penalty per model.

    Each opponent's earlier decisions the table showed in full
    (:func:`earlier_decisions`) are judged under every model as this hand's are
    (:meth:`HistoryModel.unexplained`); the added penalty of a model is
    ``weight`` times how many more of them it leaves unexplained than the model
    that explains them best (0 for that one). A seat with no such decisions has
    no entry. The chain adds it to the model's penalty
    (:class:`InferenceChain`'s ``model_prior``), so a seat that played like a
    style before is more likely modelled as that style now.
    """
    history = HistoryModel(
        obs, models, mismatch_weight, search_odds, decisions=earlier_decisions(obs.earlier, obs.seat)
    )
    nothing = (0,) * NUM_RANKS
    prior: dict[int, tuple[float, ...]] = {}
    for s, ds in history.decisions.items():
        if not ds:
            continue
        bad = [history.unexplained(s, nothing, m) for m in range(len(history.models))]
        least = min(bad)
        prior[s] = tuple(weight * (b - least) for b in bad)
    return prior


class HistoryModel:
    """Counts the past decisions of a seat that a guessed hand and model do not explain."""

    def __init__(
        self,
        obs: Observation,
        models: Sequence[OpponentModel] = OPPONENT_MODELS,
        mismatch_weight: float = MISMATCH_WEIGHT,
        search_odds: Sequence[float] = SEARCH_ODDS,
        memo: DecisionMemo | None = None,
        *,
        decisions: dict[int, list[Decision]] | None = None,
    ) -> None:
        #: each other seat's decisions (by default this hand's, :func:`past_decisions`)
        self.decisions = past_decisions(obs) if decisions is None else decisions
        self.models = tuple(models)
        #: what a searching model's weighed moves cost (the sharp one nothing), in
        #: unexplained decisions: odds of ``mismatch_weight`` cost one
        log_w = math.log(mismatch_weight)
        self.search_costs = (0.0,) + tuple(math.log(o) / log_w for o in search_odds)
        #: work done so far, the chain's measure of it: the cards of every replayed
        #: decision's hand (a big hand costs more to replay than a small one)
        self.replayed = 0
        # each seat's decisions, most often failed first
        self._order = {s: list(ds) for s, ds in self.decisions.items()}
        self._fails = {s: [0] * len(ds) for s, ds in self.decisions.items()}
        self._index = {s: list(range(len(ds))) for s, ds in self.decisions.items()}
        #: (seat, model, counts) -> (unexplained, exact); not exact: a lower bound
        self._cache: dict[tuple[int, int, tuple[int, ...]], tuple[float, bool]] = {}
        #: what each decision costs a hand (see :data:`DecisionMemo`): this model's own, or one
        #: shared by every chain of the same observation and models
        self._memo: DecisionMemo = {} if memo is None else memo

    def unexplained_by_cards(self, seat: int, hidden: Sequence[int], model: int = 0) -> float:
        """Decisions of ``seat`` not explained when it now holds the cards ``hidden``."""
        counts = [0] * NUM_RANKS
        for c in hidden:
            counts[RANK_OF[c]] += 1
        return self.unexplained(seat, tuple(counts), model)

    def unexplained(
        self, seat: int, counts: tuple[int, ...], model: int = 0, limit: float = _UNBOUNDED
    ) -> float:
        """Unexplained decisions of ``seat`` holding rank ``counts`` now, under model ``model``.

        Under a searching model a weighed move other than the sharp one counts
        only a part (:attr:`search_costs`), a move outside them
        :data:`OUTSIDE_COST`. Stops once more than ``limit`` are found and then
        returns what it found so far, more than ``limit`` (a lower bound is all
        the caller needs to reject).
        """
        key = (seat, model, counts)
        got = self._cache.get(key)
        if got is not None and (got[1] or got[0] > limit):
            return got[0]
        decisions = self._order.get(seat, ())
        index = self._index[seat]
        fails = self._fails[seat]
        opponent = self.models[model]
        style = opponent.style
        searches = opponent.searches
        costs = self.search_costs
        memo = self._memo
        if len(memo) > MEMO_LIMIT:
            memo.clear()
        bad = 0.0
        exact = True
        failed_at = -1
        for i, d in enumerate(decisions):
            situation = d.situation
            # the work is counted whether the answer is known or not: the chain's length in work
            # (and so its deals) must not depend on what other chains have asked before
            self.replayed += situation.hand_sizes[seat]
            now = tuple([a + b for a, b in zip(counts, d.later, strict=True)])
            mkey = (seat, index[i], model, now)
            cost = memo.get(mkey)
            if cost is None:
                then = situation.with_hand(now, masks_of_counts(now))
                choice = style.choose(then)
                if choice is d.made:
                    cost = EXPLAINED
                elif searches:
                    weighed = searched_moves(then, choice, SEARCHED)
                    if d.made in weighed:
                        cost = costs[min(weighed.index(d.made), len(costs) - 1)]
                    else:
                        cost = OUTSIDE_COST
                else:
                    cost = 1.0
                memo[mkey] = cost
            if cost != EXPLAINED:
                bad += cost
                if failed_at < 0:
                    failed_at = i
                if bad > limit:
                    exact = False
                    break
        if failed_at > 0:
            self._promote(seat, failed_at)
        elif failed_at == 0:
            fails[index[0]] += 1
        self._cache[key] = (bad, exact)
        return bad

    def _promote(self, seat: int, i: int) -> None:
        """Count a failure of the seat's ``i``-th decision and move it up past less failing ones."""
        order, index, fails = self._order[seat], self._index[seat], self._fails[seat]
        fails[index[i]] += 1
        j = i
        while j > 0 and fails[index[j - 1]] <= fails[index[i]]:
            j -= 1
        if j < i:
            order.insert(j, order.pop(i))
            index.insert(j, index.pop(i))


def _max_delta(rng: random.Random, log_w: float, log_h: float = 0.0) -> float:
    """The largest rise in unexplained decisions the next Metropolis step accepts (drawn up front).

    A rise of ``d`` is accepted when ``u < exp(d * log_w + log_h)`` for a uniform
    ``u``, that is when ``d`` is at most the value returned (the bound itself has
    probability 0); ``log_h`` is the log of the proposal's Hastings ratio (0: symmetric).
    """
    u = rng.random()
    if u <= 0.0:
        return _UNBOUNDED
    return (math.log(u) - log_h) / log_w


class InferenceChain:
    """Deals (and opponent models) drawn by a chain weighing each by how well it explains the history.

    Calling the chain gives the next :data:`Sample` (see :meth:`sample`).
    ``settings`` (:class:`ChainSettings`) names the opponent models, what
    choosing each costs in unexplained decisions (a prior), and the work before
    the first sample (done here) and between two samples. ``known_models``
    gives the model (an index into the models) of each opponent whose kind is
    known, which the chain then never changes. ``model_prior`` (see
    :func:`match_prior`) adds to some opponents' model penalties what the
    match's earlier hands say of them; such an opponent starts at the model its
    penalties favour, and its model is inferred even before it has decided
    anything this hand. ``time_left()`` is asked
    between steps; when it says no, the chain stops moving and the current
    deal is returned as it is.

    Most steps swap one card between two opponents (:meth:`swap_step`).
    The settings' ``block_move`` and ``cycle_move`` are the shares of two bigger steps that
    let the chain leave a deal that single swaps cannot improve
    (:meth:`block_step`, :meth:`cycle_step`); ``MODEL_STEP`` of the steps
    propose another model for an opponent (:meth:`model_step`). Every step
    keeps the chain's target the same (the block swap with its Hastings
    correction).
    """

    def __init__(
        self,
        obs: Observation,
        rng: random.Random,
        settings: ChainSettings = CHAIN,
        *,
        time_left: Callable[[], bool] | None = None,
        known_models: Mapping[int, int] | None = None,
        memo: DecisionMemo | None = None,
        model_prior: Mapping[int, Sequence[float]] | None = None,
    ) -> None:
        self.obs = obs
        self.rng = rng
        self.settings = settings
        self.thin = settings.thin
        self.time_left = time_left
        self.block_move = settings.block_move
        self.cycle_move = settings.cycle_move
        self.history = history = HistoryModel(
            obs, settings.models, settings.mismatch_weight, settings.search_odds, memo)
        known = obs.known_cards()
        taken = {int(c) for cards in known.values() for c in cards}
        pool = [int(c) for c in obs.unseen_cards() if c not in taken]
        rng.shuffle(pool)
        self.others = others = [s for s in range(4) if s != obs.seat]
        #: each opponent's cards known from the swap, and its other (movable) cards
        self.fixed = {s: [int(c) for c in known.get(s, [])] for s in others}
        self.free: dict[int, list[int]] = {}
        i = 0
        for s in others:
            need = obs.hand_sizes[s] - len(self.fixed[s])
            self.free[s] = pool[i : i + need]
            i += need
        #: each opponent's rank counts in the current deal
        self.counts: dict[int, list[int]] = {}
        for s in others:
            cs = [0] * NUM_RANKS
            for c in self.fixed[s] + self.free[s]:
                cs[RANK_OF[c]] += 1
            self.counts[s] = cs
        self.movable = [s for s in others if self.free[s]]
        self.judged = [s for s in others if history.decisions[s]]
        known_model = dict(known_models or {})
        n_models = len(history.models)
        model_penalty = settings.model_penalty
        self.penalty = tuple(model_penalty) + (0,) * (n_models - len(model_penalty))
        #: each opponent's model penalties: the settings', plus what the earlier hands say of it
        self.penalty_of: dict[int, tuple[float, ...]] = {s: self.penalty for s in others}
        prior = {s: p for s, p in (model_prior or {}).items() if s in others and s not in known_model}
        for s, p in prior.items():
            self.penalty_of[s] = tuple(a + b for a, b in zip(self.penalty, p, strict=True))
        #: each opponent's model (an index into ``models``) in the current state
        self.model_of = {s: known_model.get(s, 0) for s in others}
        for s in prior:
            pen = self.penalty_of[s]
            self.model_of[s] = min(range(n_models), key=lambda m: (pen[m], m))
        #: the opponents whose model the chain infers (not given by ``known_models``)
        self.unsure = [s for s in others if s not in known_model and (history.decisions[s] or s in prior)]
        #: each opponent's unexplained decisions plus the penalty of its model
        self.bad = {
            s: history.unexplained(s, tuple(self.counts[s]), self.model_of[s]) + self.penalty_of[s][self.model_of[s]]
            for s in others
        }
        self.log_w = math.log(settings.mismatch_weight)
        # bound once: the steps below run hundreds of thousands of times a decision
        self._rnd = rng.random
        self._unexplained = history.unexplained
        self.can_swap = len(self.movable) >= 2 and bool(self.judged)
        self.can_remodel = n_models > 1 and bool(self.unsure)
        self.can_cycle = len(self.movable) == 3
        if self.judged:
            self.run(settings.burn_in)

    # ------------------------------------------------------------ the chain's steps

    def accept(self, seats: Sequence[int], max_delta: float) -> bool:
        """Score the moved ``counts`` of ``seats``; keep the new score if it rose at most ``max_delta``."""
        bad, penalty, model_of, counts = self.bad, self.penalty_of, self.model_of, self.counts
        limit = max_delta
        for s in seats:
            limit += bad[s] - penalty[s][model_of[s]]
        got = []
        for s in seats:
            if limit < 0:
                return False
            n = self._unexplained(s, tuple(counts[s]), model_of[s], limit)
            limit -= n
            got.append(n)
        if limit < 0:
            return False
        for s, n in zip(seats, got, strict=True):
            bad[s] = n + penalty[s][model_of[s]]
        return True

    def two_seats(self) -> tuple[int, int]:
        """Two different opponents with free cards, uniformly."""
        rnd = self._rnd
        movable = self.movable
        n = len(movable)
        i = int(rnd() * n)
        j = int(rnd() * (n - 1))
        return movable[i], movable[j + 1 if j >= i else j]

    def swap_step(self) -> None:
        """Propose swapping a card of each of two opponents."""
        rnd = self._rnd
        a, b = self.two_seats()
        fa, fb = self.free[a], self.free[b]
        ia = int(rnd() * len(fa))
        ib = int(rnd() * len(fb))
        ca, cb = fa[ia], fb[ib]
        ra, rb = RANK_OF[ca], RANK_OF[cb]
        if ra == rb:
            return
        ka, kb = self.counts[a], self.counts[b]
        _shift(ka, ra, rb)
        _shift(kb, rb, ra)
        if self.accept((a, b), _max_delta(self.rng, self.log_w)):
            fa[ia], fb[ib] = cb, ca
        else:
            _shift(ka, rb, ra)
            _shift(kb, ra, rb)

    def block_step(self) -> None:
        """Propose swapping 2 or 3 cards of one rank of an opponent for as many of another's.

        The ranks are those of a uniform card of each, so the Hastings ratio
        corrects for the ranks' counts before and after.
        """
        rng = self.rng
        rnd = rng.random
        a, b = self.two_seats()
        fa, fb = self.free[a], self.free[b]
        ra = RANK_OF[fa[int(rnd() * len(fa))]]
        rb = RANK_OF[fb[int(rnd() * len(fb))]]
        k = 2 if rnd() < 0.5 else 3
        if ra == rb:
            return
        at_a = [x for x, c in enumerate(fa) if RANK_OF[c] == ra]
        at_b = [x for x, c in enumerate(fb) if RANK_OF[c] == rb]
        if len(at_a) < k or len(at_b) < k:
            return
        back_a = k + sum(1 for c in fa if RANK_OF[c] == rb)
        back_b = k + sum(1 for c in fb if RANK_OF[c] == ra)
        log_h = math.log(
            back_a * back_b * math.comb(len(at_a), k) * math.comb(len(at_b), k)
            / (len(at_a) * len(at_b) * math.comb(back_a, k) * math.comb(back_b, k))
        )
        pick_a = rng.sample(at_a, k)
        pick_b = rng.sample(at_b, k)
        ka, kb = self.counts[a], self.counts[b]
        _shift(ka, ra, rb, k)
        _shift(kb, rb, ra, k)
        if self.accept((a, b), _max_delta(rng, self.log_w, log_h)):
            for x, y in zip(pick_a, pick_b, strict=True):
                fa[x], fb[y] = fb[y], fa[x]
        else:
            _shift(ka, rb, ra, k)
            _shift(kb, ra, rb, k)

    def cycle_step(self) -> None:
        """Propose passing a card round the three opponents: ``a`` to ``b``, ``b`` to ``c``, ``c`` to ``a``."""
        rng = self.rng
        rnd = rng.random
        a, b, c = rng.sample(self.movable, 3)
        fa, fb, fc = self.free[a], self.free[b], self.free[c]
        ia, ib, ic = int(rnd() * len(fa)), int(rnd() * len(fb)), int(rnd() * len(fc))
        ca, cb, cc = fa[ia], fb[ib], fc[ic]
        ra, rb, rc = RANK_OF[ca], RANK_OF[cb], RANK_OF[cc]
        if len({ra, rb, rc}) < 3:
            return  # a swap of two seats, or nothing: the plain step's job
        ka, kb, kc = self.counts[a], self.counts[b], self.counts[c]
        _shift(ka, ra, rc)
        _shift(kb, rb, ra)
        _shift(kc, rc, rb)
        if self.accept((a, b, c), _max_delta(rng, self.log_w)):
            fa[ia], fb[ib], fc[ic] = cc, ca, cb
        else:
            _shift(ka, rc, ra)
            _shift(kb, ra, rb)
            _shift(kc, rb, rc)

    def model_step(self) -> None:
        """Propose another model for one opponent whose model is not known."""
        rnd = self.rng.random
        unsure = self.unsure
        n_models = len(self.history.models)
        s = unsure[int(rnd() * len(unsure))]
        new = (self.model_of[s] + 1 + int(rnd() * (n_models - 1))) % n_models
        penalty = self.penalty_of[s]
        limit = self.bad[s] + _max_delta(self.rng, self.log_w) - penalty[new]
        if limit < 0:
            return
        n = self.history.unexplained(s, tuple(self.counts[s]), new, limit)
        if n <= limit:
            self.model_of[s] = new
            self.bad[s] = n + penalty[new]

    def run(self, work: int) -> None:
        """Take steps until ``work`` more cards of decisions are replayed (or time runs out)."""
        if not self.can_swap and not self.can_remodel:
            return  # no move the chain could make
        history = self.history
        rnd = self.rng.random
        time_left = self.time_left
        block_move = self.block_move
        big_moves = block_move + self.cycle_move > 0.0
        end = history.replayed + work
        while history.replayed < end:
            if time_left is not None and not time_left():
                return
            before = history.replayed
            if self.can_remodel and rnd() < MODEL_STEP:
                self.model_step()
            elif self.can_swap:
                x = rnd() if big_moves else 1.0
                if x < block_move:
                    self.block_step()
                elif x < block_move + self.cycle_move and self.can_cycle:
                    self.cycle_step()
                else:
                    self.swap_step()
            if history.replayed == before:
                history.replayed += IDLE_STEP_WORK

    # ------------------------------------------------------------ samples

    def sample(self) -> Sample:
        """Move the chain on by ``thin`` (or reshuffle when there is nothing to infer from); the deal and models."""
        obs = self.obs
        free = self.free
        if self.judged:
            self.run(self.thin)
        elif len(self.movable) >= 2:
            # nothing to infer from: a fresh uniform shuffle of the free cards
            cards = [c for s in self.movable for c in free[s]]
            self.rng.shuffle(cards)
            j = 0
            for s in self.movable:
                n = len(free[s])
                free[s] = cards[j : j + n]
                j += n
        hands: Hands = [[], [], [], []]
        hands[obs.seat] = [int(c) for c in obs.hand]
        seat_models = [RULE_BASED] * 4
        models = self.history.models
        for s in self.others:
            hands[s] = self.fixed[s] + free[s]
            seat_models[s] = models[self.model_of[s]]
        return hands, (seat_models[0], seat_models[1], seat_models[2], seat_models[3])

    __call__ = sample


def _shift(ranks: list[int], out: int, into: int, n: int = 1) -> None:
    """``n`` cards of rank ``out`` of a hand's rank counts become cards of rank ``into``."""
    ranks[out] -= n
    ranks[into] += n


def unexplained(obs: Observation, hands: Sequence[Sequence[int]], model: int = 0) -> float:
    """How many past opponent decisions the deal ``hands`` does not explain (for tests and benchmarks)."""
    history = HistoryModel(obs)
    return sum(history.unexplained_by_cards(s, hands[s], model) for s in range(4) if s != obs.seat)


def placed_right(hands: Sequence[Sequence[int]], truth: Sequence[Sequence[int]], seat: int) -> tuple[int, int]:
    """Hidden cards whose rank ``hands`` puts with the right opponent of ``seat``, and hidden cards in all.

    A measure of a sampled deal against the true one (for tests and benchmarks).
    """
    right = total = 0
    for s in range(4):
        if s == seat:
            continue
        guessed = [0] * NUM_RANKS
        true = [0] * NUM_RANKS
        for c in hands[s]:
            guessed[RANK_OF[c]] += 1
        for c in truth[s]:
            true[RANK_OF[c]] += 1
        right += sum(min(a, b) for a, b in zip(guessed, true, strict=True))
        total += len(truth[s])
    return right, total
