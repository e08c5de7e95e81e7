"""What the public history tells about the hidden hands, and who the opponents are.

Every play and every pass an opponent made is a decision taken with the cards
it held then: its cards now plus the cards it played since. Replaying each
decision with a model of the player (the rule-based policy in one of its
styles) on a guessed hand says whether the guess explains it. A pass on a
single 9 while holding a lone jack is unlikely; a lead of a pair of 4s while
holding a lone 3 is too.

The sampler below draws deals from a Metropolis chain whose state is a deal of
the unseen cards *and* a model (a :class:`~murlan_qt.ai.normal.Style`) for
each opponent. Each decision the state does not explain makes it
``mismatch_weight`` times less likely: soft, since a human is no policy, but
sharp enough that against a rule-based opponent the chain settles on deals
that explain nearly everything. A model may be a search player's
(:data:`~murlan_qt.ai.normal.SEARCH_STYLE`): its move is the sharp style's or
one of the few others a search weighs. A search player plays the sharp move
about 70% of the time and never a move it did not weigh, so one of its other
weighed moves counts only as a part of an unexplained decision, as much as it
is rarer than the sharp move (:data:`SEARCH_ODDS`), and a move outside them
twice. The models give the playouts their opponents: an opponent whose
history reads like a searcher is played out sharp. An opponent whose kind the
caller knows (``known_styles``: the table names it a computer player of some
level) keeps its model, and the chain only moves its cards.

A chain of single card swaps between two opponents gets stuck: moving a pair
from one hand to another takes two swaps, and the deal halfway usually
explains less than both ends, so with a sharp weight the chain stays on a
deal that leaves a decision unexplained, though others explain everything.
Two bigger steps (a block of two or three cards of a rank swapped for as many
of another, and one card passed round all three opponents) let it move on: on
49 positions of ``normal`` players, a sharp chain (weight 0.01) ended on such
a deal at 24 with single swaps only and at 12 with the bigger steps.

The chain is made cheap by two things. The acceptance test is drawn before a
proposal is scored, so scoring stops at the first decision that makes the
proposal fail; and each seat's decisions are tried in the order of how often
they failed, so that first failing decision usually comes first. Its length is
counted in replayed decisions (weighed by their cards), not in seconds, so a decision of the player
using it is the same on any machine (the caller's time limit stays a hard
stop on top).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..engine import Combination, Observation
from ..engine.cards import NUM_RANKS, RANK_OF
from ..engine.combos import legal_from_masks, masks_of_counts
from .normal import NORMAL_STYLE, SEARCH_STYLE, Style, normal_choice, searched_moves

#: how much less likely a deal is per decision of the history it does not explain
MISMATCH_WEIGHT = 0.05
#: the opponent models the chain chooses between
OPPONENT_STYLES: tuple[Style, ...] = (NORMAL_STYLE, SEARCH_STYLE)
#: what choosing each model costs, in unexplained decisions: an opponent is taken for
#: a search player only when that explains clearly more of its history
STYLE_PENALTY: tuple[float, ...] = (0.0, 1.0)
#: how many moves the search players weigh (the model :data:`~murlan_qt.ai.normal.SEARCH_STYLE`)
SEARCHED = 4
#: how likely a search player is to play each of the other moves it weighs (the second,
#: third, ... of :func:`~murlan_qt.ai.normal.searched_moves`) against its sharp move;
#: measured on the true hands of ``hard`` players: of 954 decisions with a choice (40
#: hands), 69% the sharp move, then 21%, 7% and 3%, never a move outside (a larger sample,
#: 3774 decisions of 160 hands: 71%, 18%, 7%, 4%, odds 0.25, 0.10, 0.06)
SEARCH_ODDS: tuple[float, ...] = (0.3, 0.1, 0.05, 0.05)
#: what a search model's move outside its weighed ones costs, in unexplained decisions
OUTSIDE_COST = 2.0
#: chance that a step of the chain proposes another model for an opponent (not a card swap)
STYLE_MOVE = 0.08
THREE_OF_SPADES = 0

Hands = list[list[int]]
#: a sampled deal and the model of each seat (the observer's own entry is unused)
Sample = tuple[Hands, tuple[Style, Style, Style, Style]]


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
    """Counts the past decisions of a seat that a guessed hand and model do not explain."""

    def __init__(
        self,
        obs: Observation,
        styles: Sequence[Style] = OPPONENT_STYLES,
        mismatch_weight: float = MISMATCH_WEIGHT,
        search_odds: Sequence[float] = SEARCH_ODDS,
    ) -> None:
        self.decisions = past_decisions(obs)
        self.styles = tuple(styles)
        #: what a search model's weighed moves cost (the sharp one nothing), in
        #: unexplained decisions: odds of ``mismatch_weight`` cost one
        log_w = math.log(mismatch_weight)
        self.search_costs = (0.0,) + tuple(math.log(o) / log_w for o in search_odds)
        self.step_one = obs.rules.scale_step_one
        #: work done so far, the chain's measure of it: the cards of every replayed
        #: decision's hand (a big hand costs more to replay than a small one)
        self.replayed = 0
        # each seat's decisions, most often failed first
        self._order = {s: list(ds) for s, ds in self.decisions.items()}
        self._fails = {s: [0] * len(ds) for s, ds in self.decisions.items()}
        self._index = {s: list(range(len(ds))) for s, ds in self.decisions.items()}
        #: (seat, style, counts) -> (mismatches, exact); not exact: a lower bound
        self._cache: dict[tuple[int, int, tuple[int, ...]], tuple[float, bool]] = {}

    def mismatches(self, seat: int, hidden: Sequence[int], style: int = 0) -> float:
        """Decisions of ``seat`` not explained when it now holds the cards ``hidden``."""
        counts = [0] * NUM_RANKS
        for c in hidden:
            counts[RANK_OF[c]] += 1
        return self.count(seat, tuple(counts), style)

    def count(
        self, seat: int, counts: tuple[int, ...], style: int = 0, limit: float = 1 << 30
    ) -> float:
        """Unexplained decisions of ``seat`` holding rank ``counts`` now, under model ``style``.

        Under a search model a weighed move other than the sharp one counts
        only a part (:attr:`search_costs`), a move outside them
        :data:`OUTSIDE_COST`. Stops once more than ``limit`` are found and then
        returns what it found so far, more than ``limit`` (a lower bound is all
        the caller needs to reject).
        """
        key = (seat, style, counts)
        got = self._cache.get(key)
        if got is not None and (got[1] or got[0] > limit):
            return got[0]
        decisions = self._order.get(seat, ())
        index = self._index[seat]
        fails = self._fails[seat]
        model = self.styles[style]
        searched = model.searched
        costs = self.search_costs
        step_one = self.step_one
        bad = 0.0
        exact = True
        failed_at = -1
        for i, d in enumerate(decisions):
            self.replayed += d.sizes[seat]
            now = [a + b for a, b in zip(counts, d.later, strict=True)]
            masks = masks_of_counts(now)
            choice = normal_choice(
                now, masks, d.top, d.top_seat, seat, d.sizes, d.opening, step_one, model
            )
            if choice is not d.made:
                if searched:
                    weighed = self._weighed(d, now, masks, choice)
                    if d.made in weighed:
                        bad += costs[min(weighed.index(d.made), len(costs) - 1)]
                    else:
                        bad += OUTSIDE_COST
                else:
                    bad += 1.0
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

    def _weighed(
        self, d: Decision, counts: list[int], masks: Sequence[int], first: Combination | None
    ) -> list[Combination | None]:
        """The moves a search player holding ``counts`` weighed at decision ``d``."""
        if d.opening:
            plays = legal_from_masks(masks, None, self.step_one, 1, 1)
        else:
            plays = legal_from_masks(masks, d.top, self.step_one)
        return searched_moves(counts, plays, first, d.top is not None, d.sizes[d.seat], SEARCHED)

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
    """The largest rise in mismatches the next Metropolis step accepts (drawn up front).

    A rise of ``d`` is accepted when ``u < exp(d * log_w + log_h)`` for a uniform
    ``u``, that is when ``d`` is at most the value returned (the bound itself has
    probability 0); ``log_h`` is the log of the proposal's Hastings ratio (0: symmetric).
    """
    u = rng.random()
    if u <= 0.0:
        return float(1 << 30)
    return (math.log(u) - log_h) / log_w


def inferred_sampler(
    obs: Observation,
    rng: random.Random,
    *,
    burn_in: int = 6000,
    thin: int = 400,
    styles: Sequence[Style] = OPPONENT_STYLES,
    style_penalty: Sequence[float] = STYLE_PENALTY,
    mismatch_weight: float = MISMATCH_WEIGHT,
    time_left: Callable[[], bool] | None = None,
    block_move: float = 0.0,
    cycle_move: float = 0.0,
    search_odds: Sequence[float] = SEARCH_ODDS,
    known_styles: Mapping[int, int] | None = None,
) -> Callable[[], Sample | None]:
    """Deals (and opponent models) drawn by a chain weighing each by how well it explains the history.

    ``styles`` are the opponent models, ``style_penalty`` what choosing each
    costs in unexplained decisions (a prior); ``known_styles`` gives the model
    (an index into ``styles``) of each opponent whose kind is known, which the
    chain then never changes. ``burn_in`` and ``thin`` are the
    work before the first sample and between two samples, in cards of replayed
    decisions (see :attr:`HistoryModel.replayed`). ``time_left()`` is asked
    between steps; when it says no, the chain stops moving and the current
    deal is returned as it is.

    Most steps swap one card between two opponents. ``block_move`` and
    ``cycle_move`` are the shares of two bigger steps that let the chain leave
    a deal that single swaps cannot improve (a pair in the wrong hand is two
    single swaps away, and the first of them usually explains less): swapping
    two or three cards of one rank for as many of another between two
    opponents, and passing one card round all three. Both keep the chain's
    target the same (the block swap with its Hastings correction).
    """
    model = HistoryModel(obs, styles, mismatch_weight, search_odds)
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
    counts: dict[int, list[int]] = {}
    for s in others:
        cs = [0] * NUM_RANKS
        for c in fixed[s] + free[s]:
            cs[RANK_OF[c]] += 1
        counts[s] = cs
    movable = [s for s in others if free[s]]
    judged = [s for s in others if model.decisions[s]]
    known_style = dict(known_styles or {})
    style_of = {s: known_style.get(s, 0) for s in others}
    # the opponents whose model the chain infers (not given by ``known_styles``)
    unsure = [s for s in judged if s not in known_style]
    penalty = tuple(style_penalty) + (0,) * (len(model.styles) - len(style_penalty))
    # each seat's unexplained decisions plus the penalty of its model
    bad = {s: model.count(s, tuple(counts[s]), style_of[s]) + penalty[style_of[s]] for s in others}
    log_w = math.log(mismatch_weight)
    n_styles = len(model.styles)
    can_swap = len(movable) >= 2 and bool(judged)
    can_restyle = n_styles > 1 and bool(unsure)

    rnd = rng.random
    n_movable = len(movable)

    def accept(seats: Sequence[int], max_delta: float) -> bool:
        """Score the moved ``counts`` of ``seats``; keep the new mismatches if within ``max_delta``."""
        limit = max_delta
        for s in seats:
            limit += bad[s] - penalty[style_of[s]]
        got = []
        for s in seats:
            if limit < 0:
                return False
            n = model.count(s, tuple(counts[s]), style_of[s], limit)
            limit -= n
            got.append(n)
        if limit < 0:
            return False
        for s, n in zip(seats, got, strict=True):
            bad[s] = n + penalty[style_of[s]]
        return True

    def two_seats() -> tuple[int, int]:
        """Two different opponents with free cards, uniformly."""
        i = int(rnd() * n_movable)
        j = int(rnd() * (n_movable - 1))
        return movable[i], movable[j + 1 if j >= i else j]

    def shift(ranks: list[int], out: int, into: int, n: int = 1) -> None:
        """``n`` cards of rank ``out`` of a hand's rank counts become cards of rank ``into``."""
        ranks[out] -= n
        ranks[into] += n

    def swap_step() -> None:
        # a card of each of two opponents
        a, b = two_seats()
        fa, fb = free[a], free[b]
        ia = int(rnd() * len(fa))
        ib = int(rnd() * len(fb))
        ca, cb = fa[ia], fb[ib]
        ra, rb = RANK_OF[ca], RANK_OF[cb]
        if ra == rb:
            return
        ka, kb = counts[a], counts[b]
        shift(ka, ra, rb)
        shift(kb, rb, ra)
        if accept((a, b), _max_delta(rng, log_w)):
            fa[ia], fb[ib] = cb, ca
        else:
            shift(ka, rb, ra)
            shift(kb, ra, rb)

    def block_step() -> None:
        # k = 2 or 3 cards of one rank of ``a`` for as many of another rank of ``b``; the
        # ranks are those of a uniform card of each, so the Hastings ratio corrects for
        # the ranks' counts before and after
        a, b = two_seats()
        fa, fb = free[a], free[b]
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
        ka, kb = counts[a], counts[b]
        shift(ka, ra, rb, k)
        shift(kb, rb, ra, k)
        if accept((a, b), _max_delta(rng, log_w, log_h)):
            for x, y in zip(pick_a, pick_b, strict=True):
                fa[x], fb[y] = fb[y], fa[x]
        else:
            shift(ka, rb, ra, k)
            shift(kb, ra, rb, k)

    def cycle_step() -> None:
        # a card of ``a`` goes to ``b``, one of ``b`` to ``c`` and one of ``c`` to ``a``
        a, b, c = rng.sample(movable, 3)
        fa, fb, fc = free[a], free[b], free[c]
        ia, ib, ic = int(rnd() * len(fa)), int(rnd() * len(fb)), int(rnd() * len(fc))
        ca, cb, cc = fa[ia], fb[ib], fc[ic]
        ra, rb, rc = RANK_OF[ca], RANK_OF[cb], RANK_OF[cc]
        if len({ra, rb, rc}) < 3:
            return  # a swap of two seats, or nothing: the plain step's job
        ka, kb, kc = counts[a], counts[b], counts[c]
        shift(ka, ra, rc)
        shift(kb, rb, ra)
        shift(kc, rc, rb)
        if accept((a, b, c), _max_delta(rng, log_w)):
            fa[ia], fb[ib], fc[ic] = cc, ca, cb
        else:
            shift(ka, rc, ra)
            shift(kb, ra, rb)
            shift(kc, rb, rc)

    big_moves = block_move + cycle_move > 0.0
    can_cycle = n_movable == 3

    def style_step() -> None:
        s = unsure[int(rnd() * len(unsure))]
        new = (style_of[s] + 1 + int(rnd() * (n_styles - 1))) % n_styles
        limit = bad[s] + _max_delta(rng, log_w) - penalty[new]
        if limit < 0:
            return
        n = model.count(s, tuple(counts[s]), new, limit)
        if n <= limit:
            style_of[s] = new
            bad[s] = n + penalty[new]

    def run(work: int) -> None:
        if not can_swap and not can_restyle:
            return  # no move the chain could make
        end = model.replayed + work
        while model.replayed < end:
            if time_left is not None and not time_left():
                return
            before = model.replayed
            if can_restyle and rnd() < STYLE_MOVE:
                style_step()
            elif can_swap:
                x = rnd() if big_moves else 1.0
                if x < block_move:
                    block_step()
                elif x < block_move + cycle_move and can_cycle:
                    cycle_step()
                else:
                    swap_step()
            if model.replayed == before:
                # a step that replayed nothing (a same-rank swap, a known answer) still costs
                model.replayed += 2

    if judged:
        run(burn_in)

    def sample() -> Sample | None:
        if judged:
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
        hands: Hands = [[], [], [], []]
        hands[obs.seat] = [int(c) for c in obs.hand]
        seat_styles = [NORMAL_STYLE] * 4
        for s in others:
            hands[s] = fixed[s] + free[s]
            seat_styles[s] = model.styles[style_of[s]]
        return hands, (seat_styles[0], seat_styles[1], seat_styles[2], seat_styles[3])

    return sample


def explained(obs: Observation, hands: Sequence[Sequence[int]], style: int = 0) -> float:
    """How many past opponent decisions the deal ``hands`` does not explain (for tests)."""
    model = HistoryModel(obs)
    return sum(model.mismatches(s, hands[s], style) for s in range(4) if s != obs.seat)


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
