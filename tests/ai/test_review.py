"""The hand review's analysis: marks a known blunder, spares the hard level's own moves, is seeded, round-trips."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

from murlan_qt.ai import take_turn
from murlan_qt.ai.base import CancelToken, DecisionCancelled
from murlan_qt.ai.review import (
    REVIEW,
    DecisionReview,
    HandReview,
    Mark,
    review_decision,
    review_hand,
    seat_moments,
)
from murlan_qt.ai.search import HardPlayer
from murlan_qt.ai.settings import HARD
from murlan_qt.engine import Card, MatchState, Player, Rules
from murlan_qt.engine.cards import DECK

PLAYERS = (Player("You", "human"), Player("A", "ai", "normal"), Player("B", "ai", "normal"),
           Player("C", "ai", "normal"))
#: seat 0's hand: a bomb of 4s, a lone run of singles, pairs of kings, aces
BOMB_HAND = "4S 4H 4D 4C 6S 7H 8D 9C TS KS KH AS AH 2S"


def bomb_breaking_match(play: str) -> MatchState:
    """Seat 1 opens the match with the 3S alone, seats 2 and 3 pass, seat 0 answers with ``play``."""
    m = MatchState(5, Rules(), PLAYERS, start=False)
    m.first_dealer = 3  # seats 0 and 1 get 14 cards
    mine = [Card.from_str(c) for c in BOMB_HAND.split()]
    rest = [c for c in DECK if c not in mine and str(c) != "3S"]
    random.Random(1).shuffle(rest)
    m.start_next_hand(deal=[mine, [Card.from_str("3S"), *rest[:13]], rest[13:26], rest[26:39]])
    m.play(1, ["3S"])
    m.pass_turn(2)
    m.pass_turn(3)
    m.play(0, [play])
    return m


@cache
def blunder() -> DecisionReview:
    moment = next(seat_moments(bomb_breaking_match("4S"), 0, 0))
    return review_decision(moment, 0, REVIEW, seed=0)


def test_breaking_a_bomb_to_beat_a_single_three_is_marked() -> None:
    d = blunder()
    assert d.played == ("4S",)
    assert d.mark is not None
    assert d.loss >= REVIEW.judge.margin
    assert d.best != d.played
    assert d.best_points > d.played_points
    assert d.reason is not None  # the better play's sentence


def test_the_analysis_is_the_same_for_the_same_seed() -> None:
    moment = next(seat_moments(bomb_breaking_match("4S"), 0, 0))
    assert review_decision(moment, 0, REVIEW, seed=0) == blunder()


def test_a_cancelled_analysis_stops() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(DecisionCancelled):
        review_hand(bomb_breaking_match("4S"), 0, 0, seed=0, cancel=token)


def test_the_seats_decisions_are_replayed_with_what_the_seat_knew() -> None:
    m = bomb_breaking_match("4S")
    moments = list(seat_moments(m, 0, 1))
    assert [mo.action for mo in moments] == [0]
    assert moments[0].obs.opening and moments[0].obs.seat == 1
    (mine,) = seat_moments(m, 0, 0)
    assert mine.action == 3 and len(mine.obs.hand) == 14 and mine.obs.top is not None


@cache
def hard_match() -> MatchState:
    """A hand where every move is hard's own (a clock far away: the same moves on any machine)."""
    m = MatchState(8, Rules(), tuple(Player(f"H{s}", "ai", "hard") for s in range(4)))
    players = [HardPlayer(80 + s, replace(HARD, budget=30.0)) for s in range(4)]
    while not m.hand.is_over:
        take_turn(m, players[m.hand.turn], time_limit=60.0)
    m.score_if_over()
    return m


def test_no_mistake_is_marked_where_every_move_is_hards_own() -> None:
    m = hard_match()
    r = review_hand(m, 0, 2, seed=0)
    assert len(r.decisions) == sum(1 for a in m.hands[0].actions if a.seat == 2)
    assert r.marked(Mark.MISTAKE) == []
    assert r.points == m.hands[0].points()[2]
    assert 0.0 <= r.expected <= 3.0
    assert r.accuracy is not None and r.accuracy >= 0.5
    # the review as data comes back the same (the cache and the worker carry it so)
    assert HandReview.from_json(r.to_json()) == r


@cache
def swap_match() -> tuple[MatchState, int]:
    """A match whose second hand has a real swap; the first player (returned) holds a bomb of 5s and
    gives one of them back instead of its lone 8."""
    for seed in range(1, 60):
        m = MatchState(seed, Rules(), PLAYERS)
        from murlan_qt.ai import make_player
        bots = [make_player("normal", seed * 4 + s) for s in range(4)]
        while not m.hand.is_over:
            take_turn(m, bots[m.hand.turn])
        m.score_if_over()
        if m.is_over:
            continue
        finish = m.results[-1].finish_order
        last, first = finish[-1], finish[0]
        dealer = m.dealer_of(1)
        sizes = [14 if (s - dealer - 1) % 4 < 2 else 13 for s in range(4)]
        fives = [Card.from_str(c) for c in ("5S", "5H", "5D", "5C")]
        others = [c for c in DECK if c not in fives and str(c) not in ("BJ", "RJ", "8S")]
        random.Random(seed).shuffle(others)
        deal: list[list[Card]] = [[], [], [], []]
        deal[first] = [*fives, Card.from_str("8S")]
        deal[last] = [Card.from_str("BJ")]  # the last player gives a joker (one joker only: a real swap)
        pool = [*others, Card.from_str("RJ")]
        for s in range(4):
            need = sizes[s] - len(deal[s])
            if s == first:
                # the rest of the first player's hand: high cards only, so 5 and 8 are the choices
                highs = [c for c in pool if c.rank >= Card.from_str("JS").rank and str(c) != "RJ"][:need]
                deal[s] += highs
                pool = [c for c in pool if c not in highs]
        for s in range(4):
            if s == first:
                continue
            need = sizes[s] - len(deal[s])
            deal[s] += pool[:need]
            pool = pool[need:]
        if "RJ" not in map(str, deal[last]) and sorted(map(len, deal)) == sorted(sizes):
            m.start_next_hand(deal=deal)
            m.give_by_last(Card.from_str("BJ"))
            m.give_by_first(Card.from_str("5S"))
            return m, first
    raise AssertionError("no seed gives the swap")


def test_the_first_players_swap_card_is_a_decision_and_a_lone_card_scores_above_a_card_of_a_bomb() -> None:
    m, first = swap_match()
    (swap,) = [mo for mo in seat_moments(m, 1, first)]
    assert swap.action == -1 and swap.obs.phase == "swap_first"
    d = review_decision(swap, 1, REVIEW, seed=0)
    assert d.kind == "swap" and d.played == ("5S",)
    assert d.choices == 2  # a 5 or the 8: one choice per rank
    # the hand is strong either way (so the loss may stay under the margins), but keeping the bomb is better
    assert d.best == ("8S",) and d.best_points > d.played_points
    assert d.reason is not None and d.reason.code == "give_lone"
