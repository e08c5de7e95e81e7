"""RULES.md 4.2: the swap before every later hand."""

from __future__ import annotations

import pytest
from engine_helpers import cards, deal_with

from murlan_qt.engine import (
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    HandState,
    IllegalPlayError,
    MatchState,
    Observation,
)

# dealer 3: seats 0 and 1 get 14 cards, seats 2 and 3 get 13
DEALER = 3
FINISH = (1, 0, 3, 2)  # F = seat 1, L = seat 2


def later_hand(fixed: dict[int, str], finish: tuple[int, ...] = FINISH) -> HandState:
    return HandState(deal_with(fixed, dealer=DEALER), DEALER, previous_finish=finish)


def test_rule_4_2_last_player_with_both_jokers_shows_them_and_first_leads() -> None:
    """If L holds both jokers, L must show them, nothing is swapped, and F leads."""
    hand = later_hand({2: "BJ RJ 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"})
    assert hand.swap is not None and hand.swap.jokers_shown
    assert hand.phase == PHASE_PLAY and hand.turn == 1
    assert [sorted(h) for h in hand.cards] == [sorted(h) for h in hand.deal]


def test_rule_4_2_showing_the_jokers_is_compulsory() -> None:
    """Showing is compulsory: L cannot choose to swap instead."""
    hand = later_hand({2: "BJ RJ 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"})
    assert hand.swap_last_options() == []
    with pytest.raises(IllegalPlayError):
        hand.give_by_last(cards("RJ")[0])


def test_rule_4_2_one_joker_is_not_enough_to_skip_the_swap() -> None:
    """With one joker L swaps as usual (and the joker is his highest card)."""
    hand = later_hand({2: "RJ 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    assert hand.phase == PHASE_SWAP_LAST and hand.turn == 2
    assert [str(c) for c in hand.swap_last_options()] == ["RJ"]


def test_rule_4_2_last_gives_first_his_highest_card() -> None:
    """Otherwise L gives F his highest card (by the rank order of section 1)."""
    hand = later_hand({2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    with pytest.raises(IllegalPlayError, match="must give his highest card"):
        hand.give_by_last(cards("AS")[0])
    hand.give_by_last(cards("2S")[0])
    assert cards("2S")[0] in hand.cards[1] and cards("2S")[0] not in hand.cards[2]
    assert hand.phase == PHASE_SWAP_FIRST and hand.turn == 1


@pytest.mark.parametrize("given", ["2S", "2H"])
def test_rule_4_2_between_equal_ranks_it_is_the_last_players_choice(given: str) -> None:
    """Between cards of equal rank, L's choice."""
    hand = later_hand({2: "2S 2H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"})
    assert [str(c) for c in hand.swap_last_options()] == ["2S", "2H"]
    hand.give_by_last(cards(given)[0])
    assert hand.swap is not None and str(hand.swap.given_by_last) == given


def test_rule_4_2_the_card_is_shown_to_first() -> None:
    """The card is shown to F (and only to the two players of the swap)."""
    match = MatchState(11, start=False)
    match.results.append(None)  # type: ignore[arg-type]  # a finished previous hand, for the swap
    match.hands.append(later_hand({2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"}))
    match.hand.give_by_last(cards("2S")[0])
    assert Observation.of(match, 1).swap.given_by_last == cards("2S")[0]  # type: ignore[union-attr]
    assert Observation.of(match, 0).swap.given_by_last is None  # type: ignore[union-attr]
    assert Observation.of(match, 3).swap.given_by_last is None  # type: ignore[union-attr]


def test_rule_4_2_first_gives_back_a_card_of_rank_3_to_10() -> None:
    """Then F gives L one card of rank 3 to 10 of F's choice."""
    hand = later_hand({
        2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        1: "3H 9H TH JH QH KH AH 2H 3D JD QD KD AD 2D",
    })
    hand.give_by_last(cards("2S")[0])
    assert [str(c) for c in hand.swap_first_options()] == ["3H", "3D", "9H", "TH"]
    with pytest.raises(IllegalPlayError, match="rank 3 to 10"):
        hand.give_by_first(cards("JH")[0])
    hand.give_by_first(cards("9H")[0])
    assert cards("9H")[0] in hand.cards[2]


def test_rule_4_2_first_gives_from_the_cards_held_before_receiving() -> None:
    """Chosen from the cards F held before receiving, so F can never hand back L's card."""
    hand = later_hand({
        2: "3S 4S 5S 6S 7S 8S 9S TS 3C 4C 5C 6C 7C",
        1: "3H 9H JH QH KH AH 2H 3D JD QD KD AD 2D BJ",
    })
    hand.give_by_last(cards("TS")[0])
    assert "TS" not in [str(c) for c in hand.swap_first_options()]
    with pytest.raises(IllegalPlayError, match="cannot hand back the card he was given"):
        hand.give_by_first(cards("TS")[0])


def test_rule_4_2_first_without_3_to_10_gives_his_lowest_rank() -> None:
    """If F holds no card of rank 3..10, F gives one card of his lowest rank (his choice among equal ranks)."""
    hand = later_hand({
        2: "3S 4S 5S 6S 7S 8S 9S TS 3C 4C 5C 6C 7C",
        1: "JH JD QH KH AH 2H QD KD AD 2D QS KS AS BJ",
    })
    hand.give_by_last(cards("TS")[0])  # F now holds a ten, but not from before
    assert [str(c) for c in hand.swap_first_options()] == ["JH", "JD"]
    hand.give_by_first(cards("JD")[0])
    assert cards("JD")[0] in hand.cards[2]


def test_rule_4_2_then_last_leads() -> None:
    """Then L leads."""
    hand = later_hand({2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    hand.give_by_last(cards("2S")[0])
    hand.give_by_first(hand.swap_first_options()[0])
    assert hand.phase == PHASE_PLAY and hand.turn == 2
    assert hand.must_include() == ()
    assert hand.swap is not None and hand.swap.is_complete


def test_rule_4_2_no_one_plays_before_the_swap_is_done() -> None:
    """The swap comes after the deal and before play."""
    hand = later_hand({2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    with pytest.raises(IllegalPlayError, match="swap is not finished"):
        hand.play(2, cards("3S"))
    with pytest.raises(IllegalPlayError, match="first player"):
        hand.give_by_first(cards("3S")[0])
    hand.give_by_last(cards("2S")[0])
    with pytest.raises(IllegalPlayError, match="last player"):
        hand.give_by_last(cards("AS")[0])
    with pytest.raises(IllegalPlayError, match="swap is not finished"):
        hand.pass_turn(1)


def test_swap_keeps_all_54_cards() -> None:
    """The swap only moves cards between the two players."""
    hand = later_hand({2: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    hand.give_by_last(cards("2S")[0])
    hand.give_by_first(hand.swap_first_options()[0])
    assert sorted(c for h in hand.cards for c in h) == list(range(54))
    assert hand.hand_sizes() == (14, 14, 13, 13)
