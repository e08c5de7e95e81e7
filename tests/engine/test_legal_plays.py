"""Legal play generation: complete, distinct, and agreeing with a brute-force search."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import (
    ALL_COMBINATIONS,
    DEFAULT_RULES,
    Card,
    Combination,
    Rules,
    beats,
    choose_cards,
    classify,
    legal_plays,
    parse_cards,
)
from murlan_qt.engine.combos import LOW_THIRTEEN_SCALE

THREE_OF_SPADES = Card(0)
PLAYABLE_TOPS = [c for c in ALL_COMBINATIONS if c is not LOW_THIRTEEN_SCALE]


def brute_force(
    hand: list[Card], top: Combination | None, must: list[Card] | None, rules: Rules
) -> set[tuple[str, int, int]]:
    """Every (kind, length, value) some subset of ``hand`` can legally play on ``top``."""
    out = set()
    for n in range(1, len(hand) + 1):
        for sub in itertools.combinations(hand, n):
            combo = classify(list(sub))
            if combo is None or (must and not set(must) <= set(sub)):
                continue
            if beats(combo, top, rules):
                out.add((combo.kind, combo.length, combo.value))
    return out


@st.composite
def small_hands(draw: st.DrawFn) -> list[int]:
    """Up to 10 cards, often from a narrow band of ranks (so scales, triples and bombs occur)."""
    if draw(st.booleans()):
        return draw(st.lists(st.integers(0, 53), max_size=10, unique=True))
    low = draw(st.integers(0, 47))
    band = st.integers(low, min(53, low + draw(st.integers(8, 28))))
    extra = draw(st.lists(st.sampled_from([44, 45, 46, 47, 48, 49, 50, 51, 52, 53]), max_size=2))
    cards = draw(st.lists(band, max_size=10, unique=True))
    return list(dict.fromkeys(cards + extra))[:10]


def keys(plays: list[Combination]) -> list[tuple[str, int, int]]:
    return [(p.kind, p.length, p.value) for p in plays]


@settings(max_examples=400, deadline=None)
@given(
    hand=small_hands(),
    top=st.one_of(st.none(), st.sampled_from(PLAYABLE_TOPS)),
    step_one=st.booleans(),
    with_must=st.booleans(),
)
def test_legal_plays_agree_with_brute_force(
    hand: list[int], top: Combination | None, step_one: bool, with_must: bool
) -> None:
    """On small hands, legal_plays gives exactly the distinct plays found by trying every subset."""
    cards = [Card(c) for c in hand]
    rules = Rules(scale_step_one=step_one)
    must = [THREE_OF_SPADES] if with_must else None
    got = keys(legal_plays(cards, top, must, rules))
    assert len(got) == len(set(got)), "a play is listed twice"
    expected = brute_force(cards, top, must if with_must and THREE_OF_SPADES in cards else None, rules)
    if with_must and THREE_OF_SPADES not in cards:
        expected = set()
    assert set(got) == expected


@settings(max_examples=200, deadline=None)
@given(
    hand=st.lists(st.integers(0, 53), min_size=1, max_size=14, unique=True),
    top=st.one_of(st.none(), st.sampled_from(PLAYABLE_TOPS)),
    with_must=st.booleans(),
)
def test_choose_cards_makes_each_legal_play(
    hand: list[int], top: Combination | None, with_must: bool
) -> None:
    """Every legal play turns into concrete cards of the hand forming that play."""
    cards = [Card(c) for c in hand]
    must = [THREE_OF_SPADES] if with_must and THREE_OF_SPADES in cards else None
    for combo in legal_plays(cards, top, must):
        chosen = choose_cards(cards, combo, must)
        assert set(chosen) <= set(cards)
        assert classify(chosen) is combo
        if must:
            assert THREE_OF_SPADES in chosen


def test_legal_plays_on_an_empty_table_include_every_kind() -> None:
    """A leader may play any combination (rule 4.3)."""
    hand = parse_cards("3S 3H 3D 3C 4S 5S 6S 7S RJ")
    got = set(keys(legal_plays(hand, None)))
    assert ("bomb", 4, 0) in got and ("triple", 3, 0) in got and ("pair", 2, 0) in got
    assert ("scale", 5, 7) in got and ("single", 1, 14) in got
    assert ("scale", 5, 6) not in got


def test_legal_plays_with_must_include_3s_all_contain_a_3() -> None:
    """The README example: with must_include=3S every play contains the 3S."""
    hand = parse_cards("3S 3H 4D 5C 6S 7H 10D")
    plays = legal_plays(hand, None, must_include=parse_cards("3S"))
    assert set(keys(plays)) == {("single", 1, 0), ("pair", 2, 0), ("scale", 5, 7)}
    assert legal_plays(hand, None, must_include="4S") == []


def test_legal_plays_accepts_text() -> None:
    """legal_plays takes a written hand and does not list passing."""
    assert keys(legal_plays("7S 7H", classify("6S 6H"))) == [("pair", 2, 4)]
    assert legal_plays("7S 7H", classify("8S 8H")) == []
    assert keys(legal_plays("3S 3H 3D 3C", classify("RJ"))) == [("bomb", 4, 0)]


def test_default_rules_object() -> None:
    """The default rules are what a new match uses."""
    assert Rules(pass_locks_trick=False, scale_step_one=False) == DEFAULT_RULES
