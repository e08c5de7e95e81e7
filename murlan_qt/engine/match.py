"""A match (RULES.md section 5): hands, totals, the rising target, the winner."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from .combos import Combination
from .errors import IllegalPlayError
from .hand import HandState, deal_cards
from .rules import DEFAULT_RULES, Rules
from .teams import TEAM_FIRST_TARGET, TEAM_LAST_TARGET, TEAM_TARGET_STEP, TEAMS, team_totals

FIRST_TARGET = 21
TARGET_STEP = 10
LAST_TARGET = 51


@dataclass(frozen=True)
class Player:
    """Who sits at a seat: a human or an AI of some level."""

    name: str
    kind: str = "ai"  # "human" or "ai"
    level: str | None = None

    def to_dict(self) -> dict[str, str]:
        d = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            d["level"] = self.level
        return d


DEFAULT_PLAYERS: tuple[Player, ...] = (
    Player("You", "human"),
    Player("Arta", "ai", "normal"),
    Player("Besnik", "ai", "normal"),
    Player("Drita", "ai", "normal"),
)


@dataclass
class HandResult:
    """What a finished hand adds to the match."""

    finish_order: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    target: int


@dataclass
class MatchResult:
    """The end of a match: one winner, or a tie at 51 or more.

    In the partners game: the winning ``team`` (0 or 1; ``winner`` is None), or a tie of all
    four seats at 101 or more."""

    winner: int | None = None
    tie: tuple[int, ...] = field(default_factory=tuple)
    team: int | None = None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won: the winner, or the winning team's two seats (none on a tie)."""
        if self.team is not None:
            return TEAMS[self.team]
        return () if self.winner is None else (self.winner,)

    def is_won_by(self, seat: int) -> bool:
        return seat in self.winners


def first_target(rules: Rules) -> int:
    """The target a match starts with (21; 41 for teams)."""
    return TEAM_FIRST_TARGET if rules.teams else FIRST_TARGET


def targets(rules: Rules) -> tuple[int, int, int]:
    """First target, step and last target of a match under ``rules``."""
    if rules.teams:
        return TEAM_FIRST_TARGET, TEAM_TARGET_STEP, TEAM_LAST_TARGET
    return FIRST_TARGET, TARGET_STEP, LAST_TARGET


class MatchState:
    """A match: the hands so far, totals and target, and the result.

    Deals and the first dealer are drawn only from ``deal_rng``, so the same
    seed gives the same deals whatever is played.
    """

    def __init__(
        self,
        seed: int,
        rules: Rules = DEFAULT_RULES,
        players: Sequence[Player] = DEFAULT_PLAYERS,
        *,
        deal_rng: random.Random | None = None,
        start: bool = True,
    ) -> None:
        if len(players) != 4:
            raise ValueError("a match has four players")
        self.seed = seed
        self.rules = rules
        self.players: tuple[Player, ...] = tuple(players)
        self.deal_rng = deal_rng if deal_rng is not None else random.Random(seed)
        self.first_dealer = self.deal_rng.randrange(4)
        self.hands: list[HandState] = []
        self.results: list[HandResult] = []
        self.totals = [0, 0, 0, 0]
        self.target = first_target(rules)
        self.result: MatchResult | None = None
        #: where a match continued from a replayed one came from (the record's ``continued_from``)
        self.continued_from: dict[str, int] | None = None
        if start:
            self.start_next_hand()

    # ------------------------------------------------------------ queries

    @property
    def hand(self) -> HandState:
        """The hand in progress (or the last one)."""
        return self.hands[-1]

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def needs_new_hand(self) -> bool:
        """The last hand is scored and the match goes on."""
        return self.result is None and (not self.hands or len(self.results) == len(self.hands))

    def dealer_of(self, index: int) -> int:
        return (self.first_dealer + index) % 4

    # ------------------------------------------------------------ flow

    def start_next_hand(self, deal: Sequence[Sequence[int]] | None = None) -> HandState:
        """Deal the next hand (from the deal generator unless ``deal`` is given)."""
        if not self.needs_new_hand:
            raise IllegalPlayError("the current hand is not over" if self.result is None else "the match is over")
        index = len(self.hands)
        dealer = self.dealer_of(index)
        drawn = deal_cards(dealer, self.deal_rng)
        cards = drawn if deal is None else deal
        previous = self.results[-1].finish_order if self.results else None
        hand = HandState(cards, dealer, self.rules, previous)
        self.hands.append(hand)
        return hand

    def play(self, seat: int, cards: Sequence[int | str]) -> Combination:
        combo = self.hand.play(seat, cards)
        self.score_if_over()
        return combo

    def play_combination(self, seat: int, combo: Combination) -> None:
        """A computer player's play: ``combo`` with its lowest suits, checked (see :meth:`HandState.play_combination`)."""
        self.hand.play_combination(seat, combo)
        self.score_if_over()

    def pass_turn(self, seat: int) -> None:
        self.hand.pass_turn(seat)
        self.score_if_over()

    def give_by_last(self, given: int) -> None:
        self.hand.give_by_last(given)

    def give_by_first(self, given: int) -> None:
        self.hand.give_by_first(given)

    def score_if_over(self) -> HandResult | None:
        """Score the current hand if it just ended (RULES.md 4.7 and 5)."""
        hand = self.hand
        if not hand.is_over or len(self.results) == len(self.hands):
            return None
        points = hand.points()
        for s in range(4):
            self.totals[s] += points[s]
        _, step, last = targets(self.rules)
        if self.rules.teams:
            by_team = team_totals(self.totals)
            reached = [t for t in (0, 1) if by_team[t] >= self.target]
            if len(reached) == 1:
                self.result = MatchResult(team=reached[0])
            elif len(reached) == 2:
                if self.target >= last:
                    self.result = MatchResult(tie=(0, 1, 2, 3))
                else:
                    self.target += step
        else:
            reached = [s for s in range(4) if self.totals[s] >= self.target]
            if len(reached) == 1:
                self.result = MatchResult(winner=reached[0])
            elif len(reached) >= 2:
                if self.target >= last:
                    self.result = MatchResult(tie=tuple(reached))
                else:
                    self.target += step
        res = HandResult(tuple(hand.finish), tuple(points), tuple(self.totals), self.target)
        self.results.append(res)
        return res
