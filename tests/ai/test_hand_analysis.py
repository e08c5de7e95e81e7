"""Pricing a hand: the run-by-run cost is the whole-hand search's, and splits are sound."""

from __future__ import annotations

import random

import pytest

from murlan_qt.ai import hand_analysis as ha
from murlan_qt.engine import parse_cards
from murlan_qt.engine.cards import rank_counts


def _whole_hand_cost(counts: list[int]) -> float:
    """The cost by the whole-hand search (bombs and jokers apart, then every scale tried)."""
    rem = tuple(0 if counts[r] == 4 else counts[r] for r in range(13))
    cost = sum(ha._PLAIN[r][4] for r in range(13) if counts[r] == 4)
    cost += ha._JOKER_COST[0] if counts[13] else 0.0
    cost += ha._JOKER_COST[1] if counts[14] else 0.0
    return cost + ha._best_rest(rem)[0]


def _random_counts(rng: random.Random) -> list[int]:
    deck = [r for r in range(13) for _ in range(4)] + [13, 14]
    counts = [0] * 15
    for r in rng.sample(deck, rng.randint(1, 16)):
        counts[r] += 1
    return counts


def test_the_run_by_run_cost_equals_the_whole_hand_search() -> None:
    rng = random.Random(5)
    ha.clear_caches()
    for _ in range(20000):
        counts = _random_counts(rng)
        assert ha.hand_cost(counts) == pytest.approx(_whole_hand_cost(counts), abs=1e-9), counts


@pytest.mark.parametrize(
    "hand",
    [
        "AS 2H 3D 4C 5S TH JD QC KS AH",  # the ace ends a long run at both ends
        "AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS",  # one run over every position
        "3S 4H 5D 6C 7S 9H TD JC QS KH",  # two runs apart
        "3S 3H 4D 5C 6S 7H 7D 8C 8S 9H",  # a run with pairs in it
        "5S 5H 5D 5C 6S 7H 8D 9C",  # a bomb breaks the run
    ],
)
def test_hands_where_runs_meet_or_split_cost_as_the_whole_hand_search(hand: str) -> None:
    ha.clear_caches()
    counts = rank_counts(parse_cards(hand))
    assert ha.hand_cost(counts) == pytest.approx(_whole_hand_cost(counts), abs=1e-9)


def test_a_scale_makes_a_hand_cheaper_than_its_cards_alone() -> None:
    scale = rank_counts(parse_cards("3S 4H 5D 6C 7S"))
    gapped = rank_counts(parse_cards("3S 4H 5D 6C 8S"))
    assert ha.hand_cost(scale) < ha.hand_cost(gapped) - 0.5
    assert [g.kind for g in ha.split_hand(scale)] == ["scale"]


def test_no_scale_is_longer_than_thirteen_cards_even_with_two_aces() -> None:
    # the ace counts at both ends of the positions: with two aces and every other rank the
    # search once tried a 14-card "scale" (A 2 3 ... K A), which is no combination
    ha.clear_caches()
    counts = rank_counts(parse_cards("AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AH"))
    groups = ha.split_hand(counts)
    assert all(g.length <= 13 for g in groups)
    assert sum(g.length for g in groups) == 14
    assert ha.hand_cost(counts) == pytest.approx(_whole_hand_cost(counts), abs=1e-9)
