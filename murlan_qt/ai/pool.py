"""Opponent styles of about ``normal``'s strength that play differently (the arena's pool).

Every strength target used to be measured against our own ``normal``, and the
search levels play their opponents out with exactly that policy. The styles
here are other ways a climbing-game player plays, written from how such
players are described, not from any program's code:

* ``greedy-search`` (:class:`GreedySearchPlayer`): a determinized searcher.
  It deals the unseen cards at random a few times and plays each of a few
  candidate moves out with *greedy* playouts (every seat plays the lowest
  play that beats, :func:`greedy_choice`), keeping the move with the best
  mean points. It knows nothing of ``normal``'s policy.
* ``keep-high`` (:class:`KeepHighStyle`): keeps its high cards (aces, 2s,
  jokers, bombs) back for the end, passes a lot early and dumps its low
  groups whenever it leads.
* ``break-free`` (:class:`BreakFreeStyle`): plays the lowest play that beats
  even when that breaks a pair, a triple or a scale, and on lead gets rid of
  its lowest card in the longest play that holds it. It keeps only its
  jokers and bombs back, for when an opponent is about to go out.

The two rule-based styles decide from a :class:`~murlan_qt.engine.Situation`
alone (their ``choose`` method, like :meth:`Style.choose
<murlan_qt.ai.normal.Style.choose>`), so the search levels can play them out
and the inference can ask what such a player would have done
(:data:`POOL_POLICIES`). All of them see only an
:class:`~murlan_qt.engine.Observation` and are deterministic for a seed.

:data:`POOL` names the pool the arena draws opponents from
(``murlan-arena --vs pool``): these three and ``normal``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Card, Combination, HandState, Observation, Situation
from ..engine.cards import RANK_ACE, RANK_BLACK_JOKER
from ..engine.combos import Kind, low_position, lowest_play, play_order
from ..engine.hand import PHASE_PLAY, POINTS_BY_PLACE
from .base import AIPlayer, CancelToken
from .deals import sample_hands
from .hand_analysis import split_hand
from .normal import NormalPlayer, swap_by_cost

#: an opponent count above any real one (no opponent holds cards)
_NO_OPPONENT = 99


def _opponent_min(situation: Situation) -> int:
    seat = situation.seat
    sizes = situation.hand_sizes
    return min((sizes[s] for s in range(4) if s != seat and sizes[s] > 0), default=_NO_OPPONENT)


def _going_out(plays: Sequence[Combination], n_me: int) -> Combination | None:
    for p in plays:
        if p.length == n_me:
            return p
    return None


def greedy_choice(situation: Situation) -> Combination | None:
    """The lowest play that beats the table (non-bombs first); on lead the lowest, longest first."""
    plays = situation.legal_plays()
    if not plays:
        return None
    return lowest_play(plays)


@dataclass(frozen=True, slots=True)
class GreedyPolicy:
    """:func:`greedy_choice` as a policy object (what the search levels play a searcher out with)."""

    def choose(self, situation: Situation) -> Combination | None:
        return greedy_choice(situation)


@dataclass(frozen=True, slots=True)
class KeepHighStyle:
    """Keep the high cards for the end, pass a lot early, lead the low groups.

    It plays its hand as the groups of the best split
    (:func:`~murlan_qt.ai.hand_analysis.split_hand`) and never breaks one.
    """

    #: cards of this rank and up (and bombs) are high: kept back while the hand is long
    high_rank: int = RANK_ACE
    #: with this many cards or fewer the hand is short: high cards are played like others
    late_cards: int = 11
    #: an opponent with this many cards or fewer is about to go out
    danger_cards: int = 2

    def is_high(self, c: Combination) -> bool:
        return c.is_bomb or (c.kind != Kind.SCALE and c.value >= self.high_rank)

    def choose(self, situation: Situation) -> Combination | None:
        plays = situation.legal_plays()
        if not plays:
            return None
        n_me = situation.cards_held
        out = _going_out(plays, n_me)
        if out is not None:
            return out
        groups = set(split_hand(situation.rank_counts))
        opp_min = _opponent_min(situation)
        top = situation.top
        if top is None:
            return self._lead(plays, groups, opp_min)
        threat = situation.hand_sizes[situation.top_seat] <= self.danger_cards or opp_min <= 1
        if threat:
            # stop it with the highest play that is not a bomb, a bomb only if nothing else beats
            plain = [p for p in plays if not p.is_bomb]
            if plain:
                return max(plain, key=lambda p: (p.value, p.length))
            return lowest_play(plays)
        late = n_me <= self.late_cards
        best: Combination | None = None
        for p in plays:
            if p not in groups:
                continue  # never breaks a group
            if not late and self.is_high(p):
                continue
            if p.is_bomb and n_me - p.length > self.late_cards // 2:
                continue
            if best is None or play_order(p) < play_order(best):
                best = p
        return best

    def _lead(self, plays: list[Combination], groups: set[Combination], opp_min: int) -> Combination:
        mine = [p for p in plays if p in groups]
        if not mine:
            return lowest_play(plays)  # the opening lead, when its 3S sits in no group alone
        if opp_min <= self.danger_cards:
            # an opponent could go out on a lead of its size: lead longer, else the highest
            longer = [p for p in mine if p.length > opp_min and not p.is_bomb]
            if longer:
                return min(longer, key=lambda p: (low_position(p), -p.length))
            return max(mine, key=lambda p: (not p.is_bomb, p.value))
        low = [p for p in mine if not self.is_high(p)]
        if low:
            return min(low, key=lambda p: (low_position(p), -p.length))
        # only high groups left: the strongest first, it should win and keep the lead
        return max(mine, key=lambda p: (not p.is_bomb, p.value))


@dataclass(frozen=True, slots=True)
class BreakFreeStyle:
    """The lowest play that beats, groups or no groups; jokers and bombs kept for threats."""

    #: cards of this rank and up (jokers) are kept back, besides bombs, unless they finish or stop a threat
    reserve_rank: int = RANK_BLACK_JOKER
    #: an opponent with this many cards or fewer is about to go out
    danger_cards: int = 1
    #: with this many cards or fewer, reserved cards are played like others
    late_cards: int = 5

    def choose(self, situation: Situation) -> Combination | None:
        plays = situation.legal_plays()
        if not plays:
            return None
        n_me = situation.cards_held
        out = _going_out(plays, n_me)
        if out is not None:
            return out
        counts = situation.rank_counts
        opp_min = _opponent_min(situation)
        top = situation.top
        if top is None:
            return self._lead(plays, counts, opp_min)
        threat = situation.hand_sizes[situation.top_seat] <= self.danger_cards or opp_min <= 1
        late = n_me <= self.late_cards
        best: Combination | None = None
        for p in plays:
            if not threat and not late and self._kept(p, counts):
                continue
            if best is None or play_order(p) < play_order(best):
                best = p
        return best

    def _kept(self, p: Combination, counts: Sequence[int]) -> bool:
        """Kept back: a bomb, a card of a bomb's rank, or a reserved high card."""
        if p.is_bomb:
            return True
        if any(counts[r] == 4 for r in p.ranks):
            return True
        return p.kind != Kind.SCALE and p.value >= self.reserve_rank

    def _lead(self, plays: list[Combination], counts: Sequence[int], opp_min: int) -> Combination:
        lowest = next(r for r in range(len(counts)) if counts[r])
        pool = [p for p in plays if not self._kept(p, counts)] or plays
        if opp_min <= self.danger_cards:
            longer = [p for p in pool if p.length > opp_min]
            if longer:
                pool = longer
            else:
                return max(pool, key=lambda p: (p.value, p.length))
        with_lowest = [p for p in pool if lowest in p.ranks]
        if with_lowest:
            # the longest play holding the lowest card, the lower of two as long
            return max(with_lowest, key=lambda p: (p.length, -p.value))
        return lowest_play(pool)


class PolicyPlayer(AIPlayer):
    """A player that plays a rule-based style's ``choose`` (no randomness: any seed plays alike)."""

    level = ""
    #: the style played (a :class:`KeepHighStyle`, :class:`BreakFreeStyle`, ...)
    policy: KeepHighStyle | BreakFreeStyle | GreedyPolicy = GreedyPolicy()

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        if cancel is not None:
            cancel.check()
        return self.policy.choose(obs.situation)

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)


class KeepHighPlayer(PolicyPlayer):
    """The ``keep-high`` style: :class:`KeepHighStyle`."""

    level = "keep-high"
    policy = KeepHighStyle()


class BreakFreePlayer(PolicyPlayer):
    """The ``break-free`` style: :class:`BreakFreeStyle`."""

    level = "break-free"
    policy = BreakFreeStyle()


# ------------------------------------------------------------------ greedy-search


def greedy_playout(state: HandState, seat: int) -> int:
    """Play the hand out greedily for every seat until ``seat`` has its place; its points (state restored)."""
    finish = state.finish
    n = 0
    while state.phase == PHASE_PLAY and seat not in finish:
        state.push(greedy_choice(state.situation()))
        n += 1
    place = state.finish.index(seat)
    for _ in range(n):
        state.pop()
    return POINTS_BY_PLACE[place]


class GreedySearchPlayer(AIPlayer):
    """The ``greedy-search`` style: flat Monte Carlo over random deals with greedy playouts.

    Candidates: passing (when it may) and the ``candidates`` lowest plays by
    :func:`greedy_choice`'s order; each is played out on the same ``deals``
    random deals, and the best mean wins (ties: the earlier candidate, the
    lower play). Its work is fixed, not timed, so it is deterministic for a
    seed on any machine.
    """

    level = "greedy-search"
    #: random deals per decision
    deals: int = 12
    #: plays weighed besides passing
    candidates: int = 5

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        if cancel is not None:
            cancel.check()
        situation = obs.situation
        plays = sorted(situation.legal_plays(), key=play_order)
        if not plays:
            return None
        out = _going_out(plays, situation.cards_held)
        if out is not None:
            return out
        moves: list[Combination | None] = list(plays[: self.candidates])
        if situation.can_pass:
            moves.append(None)
        if len(moves) == 1:
            return moves[0]
        rng = self.rng_for(obs, "greedy-search")
        totals = [0] * len(moves)
        for _ in range(self.deals):
            if cancel is not None:
                cancel.check()
            hands = sample_hands(obs, rng)
            state = HandState.from_position(
                hands, turn=obs.turn, top=obs.top, top_seat=obs.top_seat, passed=obs.passed,
                finish=obs.finish, opening=obs.opening, rules=obs.rules,
            )
            for j, move in enumerate(moves):
                state.push(move)
                totals[j] += greedy_playout(state, obs.seat)
                state.pop()
        best = max(range(len(moves)), key=lambda j: (totals[j], -j))
        return moves[best]

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        return swap_by_cost(hand, options)


#: the arena's pool of opponent styles: name -> player class (``normal`` is one of them)
POOL: dict[str, type[AIPlayer]] = {
    "greedy-search": GreedySearchPlayer,
    "keep-high": KeepHighPlayer,
    "break-free": BreakFreePlayer,
    "normal": NormalPlayer,
}
