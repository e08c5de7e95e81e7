"""RULES.md section 1: the cards and their text notation."""

from __future__ import annotations

import pytest

from murlan_qt.engine import DECK, Card, CardParseError, format_cards, parse_card, parse_cards
from murlan_qt.engine.cards import RANK_CHARS


def test_rule_1_deck_has_54_cards_with_two_distinguishable_jokers() -> None:
    """54 cards: the 52-card French deck plus two distinguishable jokers."""
    assert len(DECK) == 54
    assert len({str(c) for c in DECK}) == 54
    assert [str(c) for c in DECK if c.is_joker] == ["BJ", "RJ"]
    assert sum(1 for c in DECK if not c.is_joker) == 52


def test_rule_1_rank_order() -> None:
    """Rank order, low to high: 3 4 5 6 7 8 9 T J Q K A 2 BJ RJ."""
    assert RANK_CHARS == ("3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ")
    ranks = [c.rank for c in parse_cards("3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S BJ RJ")]
    assert ranks == list(range(15))


def test_rule_1_suits_never_rank() -> None:
    """Suits: S H D C. Suits never rank."""
    from murlan_qt.engine import beats, classify

    for a in ("7S", "7H", "7D", "7C"):
        for b in ("7S", "7H", "7D", "7C"):
            assert not beats(classify(a), classify(b))


@pytest.mark.parametrize("text", ["3S", "TH", "QD", "2C", "AS", "BJ", "RJ"])
def test_rule_1_text_notation_round_trips(text: str) -> None:
    """Text notation of a card: rank then suit, 3S, TH, QD, 2C; jokers are BJ and RJ."""
    c = Card.from_str(text)
    assert str(c) == text
    assert eval(repr(c), {"Card": Card}) == c


def test_every_card_round_trips_through_its_text() -> None:
    """The canonical text of every card reads back as that card."""
    for c in DECK:
        assert parse_card(str(c)) is c


def test_rule_1_a_set_is_cards_separated_by_spaces_in_any_order() -> None:
    """A set of cards is the cards separated by spaces, in any order: 3S 3H 3D."""
    assert parse_cards("3S 3H 3D") == [Card.from_str(t) for t in ("3S", "3H", "3D")]
    assert sorted(parse_cards("3D 3S 3H")) == sorted(parse_cards("3S 3H 3D"))
    assert format_cards(parse_cards("3S 3H 3D")) == "3S 3H 3D"


def test_rule_1_parsing_is_case_insensitive() -> None:
    """Parsing what a person types is case-insensitive."""
    assert parse_cards("3s th qD bj Rj") == parse_cards("3S TH QD BJ RJ")


def test_rule_1_ten_may_be_typed_as_10() -> None:
    """Parsing also accepts 10 for T (files always use the canonical form)."""
    assert parse_card("10H") is parse_card("TH")
    assert parse_card("10s") is parse_card("TS")
    assert str(parse_card("10H")) == "TH"


@pytest.mark.parametrize(
    ("text", "bad", "words"),
    [
        ("3S XH", "XH", "unknown rank"),
        ("3S 1H", "1H", "unknown rank"),
        ("3S 4X", "4X", "unknown suit"),
        ("3S BJS", "BJS", "joker has no suit"),
        ("RJH", "RJH", "joker has no suit"),
        ("3S 3S", "3S", "twice"),
        ("3S 3s", "3s", "twice"),
        ("TH 10H", "10H", "twice"),
        ("3", "3", "suit is missing"),
        ("3SS", "3SS", "not a card"),
    ],
)
def test_rule_1_a_bad_token_is_an_error_naming_it(text: str, bad: str, words: str) -> None:
    """Anything else (unknown rank or suit, a joker with a suit, a duplicate card) is a clear error naming the bad token."""
    with pytest.raises(CardParseError) as err:
        parse_cards(text)
    assert bad in str(err.value)
    assert words in str(err.value)
    assert err.value.token == bad


def test_parse_error_is_a_value_error() -> None:
    """Callers may catch the engine's errors as ValueError."""
    with pytest.raises(ValueError):
        parse_card("ZZ")


def test_cards_hash_and_compare_like_their_ids() -> None:
    """A card is its id: equal ids are equal cards and the same object."""
    assert Card(0) is parse_card("3S")
    assert Card(53) is parse_card("RJ")
    assert {Card(5): 1}[5] == 1
    with pytest.raises(CardParseError):
        Card(54)


def test_the_rank_constants_are_defined_only_here() -> None:
    import re
    from pathlib import Path

    import murlan_qt
    from murlan_qt.engine import cards as cards_module

    root = Path(murlan_qt.__file__).parent
    defines = re.compile(r"^\s*(RANK_[A-Z_]+|[A-Z_]*JOKER[A-Z_]*)\s*(:[^=]+)?=\s*\d", re.M)
    elsewhere = [
        f"{path.relative_to(root)}: {m.group(0).strip()}"
        for path in root.rglob("*.py") if path != Path(cards_module.__file__)
        for m in defines.finditer(path.read_text(encoding="utf-8"))
    ]
    assert elsewhere == []
    assert [cards_module.RANK_NAMES[r] for r in (
        cards_module.RANK_TEN, cards_module.RANK_JACK, cards_module.RANK_QUEEN, cards_module.RANK_KING,
        cards_module.RANK_ACE, cards_module.RANK_TWO, cards_module.RANK_BLACK_JOKER, cards_module.RANK_RED_JOKER,
    )] == ["10", "jack", "queen", "king", "ace", "2", "black joker", "red joker"]
    assert cards_module.SUITED_RANKS == cards_module.RANK_BLACK_JOKER == cards_module.RANK_OF[cards_module.BLACK_JOKER]
