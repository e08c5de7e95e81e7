"""RULES.md section 6: things every implementation must get right."""

from __future__ import annotations

from engine_helpers import position

from murlan_qt.engine import beats, classify, parse_cards, why_not_combination


def test_example_equal_top_scale_does_not_beat_suits_dont_count() -> None:
    """3S 4H 5D 6C 7S beats 3H 4S 5C 6D 7D? No: equal top, suits don't count."""
    assert not beats(classify("3S 4H 5D 6C 7S"), classify("3H 4S 5C 6D 7D"))


def test_example_a_to_5_below_2_to_6_below_t_to_a() -> None:
    """A 2 3 4 5 is lower than 2 3 4 5 6, which is lower than T J Q K A."""
    a5, s26, ta = classify("AS 2H 3D 4C 5S"), classify("2S 3H 4D 5C 6S"), classify("TS JH QD KC AH")
    assert beats(s26, a5) and not beats(a5, s26)
    assert beats(ta, s26) and not beats(s26, ta)
    assert beats(ta, a5)


def test_example_bomb_beats_single_triple_and_twelve_card_scale_loses_to_higher_bomb() -> None:
    """4S 4H 4D 4C (bomb) beats 2S, KS KH KD and a twelve-card scale; it loses to 5S 5H 5D 5C."""
    bomb = classify("4S 4H 4D 4C")
    twelve = classify("3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
    assert twelve is not None and twelve.length == 12
    assert beats(bomb, classify("2S"))
    assert beats(bomb, classify("KS KH KD"))
    assert beats(bomb, twelve)
    assert beats(classify("5S 5H 5D 5C"), bomb)
    assert not beats(bomb, classify("5S 5H 5D 5C"))


def test_example_rj_beats_bj_beats_2s_and_both_jokers_are_no_combination() -> None:
    """RJ beats BJ beats 2S; BJ RJ together is not a combination."""
    assert beats(classify("RJ"), classify("BJ"))
    assert beats(classify("BJ"), classify("2S"))
    assert not beats(classify("BJ"), classify("RJ"))
    assert classify("BJ RJ") is None
    assert why_not_combination(parse_cards("BJ RJ")) == "two jokers together are not a combination"


def test_example_six_card_scale_not_beaten_by_five_or_seven_card_scale() -> None:
    """A six-card scale cannot be beaten by a five-card scale or a seven-card one, however high."""
    six = classify("3S 4H 5D 6C 7S 8S")
    assert not beats(classify("TS JH QD KC AS"), six)
    assert not beats(classify("8S 9H TD JC QS KS AS"), six)


def test_example_after_the_player_who_went_out_made_the_last_play_next_active_leads() -> None:
    """After the player who went out made the last play and everyone passed, the next player
    clockwise who still holds cards leads."""
    hand = position(["KS", "3S 4S", "5S 6S", "7S 8S"], turn=0, top="QS", top_seat=3)
    hand.play(0, parse_cards("KS"))
    assert hand.finish == [0]
    for seat in (1, 2, 3):
        hand.pass_turn(seat)
    assert hand.top is None
    assert hand.turn == 1
