"""RULES.md section 3: combinations, scales and what beats what."""

from __future__ import annotations

import pytest

from murlan_qt.engine import (
    KINDS,
    Rules,
    beats,
    classify,
    combination,
    parse_cards,
    why_not_beats,
    why_not_combination,
)
from murlan_qt.engine.combos import ALL_COMBINATIONS, Combination, Kind, low_position, lowest_play, play_order

STEP_ONE = Rules(scale_step_one=True)


def c(text: str) -> Combination:
    """The combination of ``text`` (which must be one)."""
    combo = classify(text)
    assert combo is not None, f"{text} should be a combination"
    return combo


# ---------------------------------------------------------------- the table


def test_rule_3_single_is_any_one_card_jokers_included() -> None:
    """single: any one card, jokers included."""
    for text in ("3S", "TH", "2C", "BJ", "RJ"):
        combo = c(text)
        assert (combo.kind, combo.length) == ("single", 1)
    assert c("RJ").value == 14 and c("BJ").value == 13 and c("3D").value == 0


def test_rule_3_single_beaten_by_higher_single_or_any_bomb() -> None:
    """single: beaten by a higher single, or any bomb."""
    assert beats(c("4D"), c("3S"))
    assert not beats(c("3D"), c("3S"))
    assert not beats(c("3D"), c("4S"))
    assert beats(c("3S 3H 3D 3C"), c("RJ"))
    assert not beats(c("4S 4H"), c("3S"))


def test_rule_3_pair_is_two_cards_of_one_rank_no_jokers() -> None:
    """pair: two cards of one rank (no jokers)."""
    assert c("7S 7H").kind == "pair"
    assert classify("7S 8H") is None
    assert classify("BJ RJ") is None


def test_rule_3_pair_beaten_by_higher_pair_or_any_bomb() -> None:
    """pair: beaten by a higher pair, or any bomb."""
    assert beats(c("8S 8H"), c("7S 7H"))
    assert not beats(c("7D 7C"), c("7S 7H"))
    assert not beats(c("8S 8H 8D"), c("7S 7H"))
    assert beats(c("3S 3H 3D 3C"), c("2S 2H"))


def test_rule_3_triple_is_three_cards_of_one_rank() -> None:
    """triple: three cards of one rank (no jokers)."""
    assert c("KS KH KD").kind == "triple"
    assert classify("KS KH QD") is None


def test_rule_3_triple_beaten_by_higher_triple_or_any_bomb() -> None:
    """triple: beaten by a higher triple, or any bomb."""
    assert beats(c("AS AH AD"), c("KS KH KD"))
    assert not beats(c("QS QH QD"), c("KS KH KD"))
    assert not beats(c("AS AH"), c("KS KH KD"))
    assert beats(c("3S 3H 3D 3C"), c("2S 2H 2D"))


def test_rule_3_bomb_is_the_four_cards_of_one_rank() -> None:
    """bomb (quadruple): the four cards of one rank."""
    bomb = c("9S 9H 9D 9C")
    assert bomb.kind == "bomb" and bomb.is_bomb and bomb.length == 4


def test_rule_3_bomb_beaten_by_a_higher_bomb_only() -> None:
    """bomb: beaten by a higher bomb only."""
    assert beats(c("TS TH TD TC"), c("9S 9H 9D 9C"))
    assert not beats(c("8S 8H 8D 8C"), c("9S 9H 9D 9C"))
    for other in ("RJ", "2S 2H", "2S 2H 2D", "TS JS QS KS AS"):
        assert not beats(c(other), c("3S 3H 3D 3C"))


def test_rule_3_scale_is_five_or_more_consecutive_ranks_no_jokers() -> None:
    """scale: 5 or more cards of consecutive ranks, one card per rank, no jokers."""
    assert c("3S 4H 5D 6C 7S").kind == "scale"
    assert classify("3S 4H 5D 6C") is None
    assert classify("3S 4H 5D 6C 6S") is None
    assert classify("3S 4H 5D 6C 8S") is None
    assert classify("KS AH 2D BJ RJ") is None
    assert classify("JS QH KD AC BJ") is None


def test_rule_3_scale_beaten_by_same_length_higher_top_or_any_bomb() -> None:
    """scale: beaten by a scale of the same length with a higher top card, or any bomb."""
    low = c("3S 4H 5D 6C 7S")
    assert beats(c("5S 6H 7D 8C 9S"), low)
    assert not beats(c("3H 4S 5C 6D 7D"), low)
    assert not beats(c("5S 6H 7D 8C 9S TS"), low)
    assert beats(c("3D 3S 3H 3C"), low)


# ---------------------------------------------------------------- scales


def test_rule_3_scale_positions_a_low_and_a_high() -> None:
    """For scales only, ranks have positions A=1, 2=2, 3..K = 3..13, A=14."""
    assert c("AS 2H 3D 4C 5S").value == 5
    assert c("TS JH QD KC AS").value == 14


def test_rule_3_lowest_five_card_scale_is_a_to_5() -> None:
    """A 2 3 4 5 (positions 1-5) is the lowest five-card scale."""
    low = c("AS 2H 3D 4C 5S")
    assert low.length == 5
    for other in ALL_COMBINATIONS:
        if other.kind == "scale" and other.length == 5 and other is not low:
            assert beats(other, low)


def test_rule_3_two_to_six_is_a_scale() -> None:
    """2 3 4 5 6 is legal."""
    assert c("2S 3H 4D 5C 6S").value == 6


def test_rule_3_ten_to_ace_is_the_highest_five_card_scale() -> None:
    """T J Q K A (10-14) is the highest five-card scale."""
    top = c("TS JH QD KC AS")
    for other in ALL_COMBINATIONS:
        if other.kind == "scale" and other.length == 5:
            assert not beats(other, top)


@pytest.mark.parametrize("text", ["JS QH KD AC 2S", "KS AH 2D 3C 4S", "QS KH AD 2C 3S"])
def test_rule_3_no_wrap_around_the_2_is_only_low(text: str) -> None:
    """J Q K A 2 and K A 2 3 4 are not scales (no wrap-around; the 2 is only ever low)."""
    assert classify(text) is None
    why = why_not_combination(parse_cards(text))
    assert why is not None and "wrap" in why


def test_rule_3_scale_value_is_its_top_position() -> None:
    """A scale's value is its top position."""
    assert c("6S 7H 8D 9C TS JS").value == 11
    assert c("9S TH JD QC KS").value == 13


def test_rule_3_thirteen_cards_a_to_k_read_as_the_higher_scale() -> None:
    """Where a card set reads as a scale two ways (only A 2 3 ... K, 13 cards), the higher reading counts."""
    full = c("AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS")
    assert (full.kind, full.length, full.value) == ("scale", 13, 14)


def test_rule_3_thirteen_card_scale_is_offered_once_in_its_higher_reading() -> None:
    """legal_plays offers A..K once, as the 2..A reading, so it cannot beat itself."""
    from murlan_qt.engine import legal_plays

    hand = "AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS"
    thirteen = [p for p in legal_plays(hand, None) if p.length == 13]
    assert thirteen == [combination("scale", 13, 14)]
    assert not [p for p in legal_plays(hand, c(hand)) if p.kind == "scale"]


def test_rule_3_the_longest_scale_has_13_cards() -> None:
    """The longest scale has 13 cards."""
    assert max(x.length for x in ALL_COMBINATIONS if x.kind == "scale") == 13
    assert classify("AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AH") is None


def test_variant_scale_step_one_is_off_by_default() -> None:
    """variant scale_step_one, default off."""
    assert Rules().scale_step_one is False
    assert Rules().pass_locks_trick is False


def test_variant_scale_step_one_only_one_step_higher_beats() -> None:
    """With scale_step_one a scale can only be beaten by the same length one step higher (or a bomb):
    "3,4,5,6,7,8 can be beaten only by 4,5,6,7,8,9"."""
    six = c("3S 4H 5D 6C 7S 8S")
    assert beats(c("4S 5H 6D 7C 8H 9S"), six, STEP_ONE)
    assert not beats(c("5S 6H 7D 8C 9H TS"), six, STEP_ONE)
    assert beats(c("5S 6H 7D 8C 9H TS"), six)  # default: any higher top
    assert beats(c("2S 2H 2D 2C"), six, STEP_ONE)
    why = why_not_beats(c("5S 6H 7D 8C 9H TS"), six, STEP_ONE)
    assert why is not None and "one step higher" in why


def test_rule_3_higher_means_strictly_higher_suits_never_break_ties() -> None:
    """Higher means strictly higher by at least one step; suits never break ties, so 7S does not beat 7H."""
    assert not beats(c("7S"), c("7H"))
    assert not beats(c("7H"), c("7S"))
    assert not beats(c("7S 7C"), c("7H 7D"))


@pytest.mark.parametrize(
    "text", ["BJ RJ", "3S 4S", "3S 4S 5S 6S", "3S 3H 4D", "AS AH AD AC 2S", "BJ 3S", "3S 3H 3D 3C BJ"]
)
def test_rule_3_anything_else_is_not_a_combination(text: str) -> None:
    """Anything else (two jokers together, a pair of different ranks, a four-card run, ...) is not a combination."""
    assert classify(text) is None
    why = why_not_combination(parse_cards(text))
    assert why is not None and "combination" in why


def test_combination_fields_match_the_public_api() -> None:
    """kind/length/value as documented in the README."""
    combo = classify("3S 4H 5D 6C 7S")
    assert combo is not None
    assert (combo.kind, combo.length, combo.value) == ("scale", 5, 7)
    assert {x.kind for x in ALL_COMBINATIONS} == set(KINDS)
    assert classify([]) is None


def test_why_not_beats_names_the_rule_of_each_kind() -> None:
    """The refusal explains the rule of the combination on the table."""
    assert why_not_beats(c("7S 7H"), c("8S 8H")).startswith(
        "a pair can only be beaten by a higher pair or a bomb"
    )
    assert why_not_beats(c("7S"), c("8S")).startswith("a single can only be beaten by a higher single")
    assert why_not_beats(c("7S 7H 7D"), c("8S 8H 8D")).startswith("a triple can only be beaten")
    assert why_not_beats(c("3S 3H 3D 3C"), c("8S 8H 8D 8C")).startswith("a bomb can only be beaten by a higher bomb")
    assert why_not_beats(c("4S 5H 6D 7C 8S 9S"), c("3S 4H 5D 6C 7S")).startswith(
        "a scale can only be beaten by a scale of the same length"
    )
    assert why_not_beats(c("8S"), c("7S")) is None


def test_classify_reads_ids_and_text_and_refuses_what_is_no_card() -> None:
    """classify takes cards, ids or text; a number that is no card id is an error, not a joker."""
    from murlan_qt.engine import CardParseError

    assert classify([0, 1]) is classify(["3S", "3H"]) is classify("3S 3H")
    assert classify([0, 0]) is None
    for bad in ([-1], [54], ["ZZ"]):
        with pytest.raises(CardParseError):
            classify(bad)


def test_the_lowest_play_is_a_non_bomb_then_the_lowest_value_then_the_longer() -> None:
    pair = combination(Kind.PAIR, 2, 0)
    bomb = combination(Kind.BOMB, 4, 0)
    scale5 = combination(Kind.SCALE, 5, 9)
    scale6 = combination(Kind.SCALE, 6, 9)
    single_ace = combination(Kind.SINGLE, 1, 11)
    assert lowest_play([bomb, single_ace]) is single_ace
    assert lowest_play([single_ace, pair]) is pair
    assert lowest_play([scale5, scale6]) is scale6
    assert sorted([bomb, scale5, pair, scale6], key=play_order) == [pair, scale6, scale5, bomb]
    with pytest.raises(ValueError):
        lowest_play([])


def test_the_low_position_of_a_scale_is_its_lowest_rank() -> None:
    # 3 4 5 6 7 (top position 7) starts at the 3, rank 0; a pair of 5s starts at rank 2
    assert low_position(combination(Kind.SCALE, 5, 7)) == 0
    assert low_position(combination(Kind.PAIR, 2, 2)) == 2
