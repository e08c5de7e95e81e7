"""RULES.md section 4 (except the swap): the first lead, turns, passes, tricks, finishing, points."""

from __future__ import annotations

import pytest
from engine_helpers import cards, deal_with, position

from murlan_qt.engine import PHASE_OVER, PHASE_PLAY, HandState, IllegalPlayError, Rules

LOCKING = Rules(pass_locks_trick=True)


def state(hand: HandState) -> tuple[object, ...]:
    """Everything a refused action must leave unchanged."""
    return (
        [sorted(c) for c in hand.cards], [list(m) for m in hand.masks], hand.turn, hand.top,
        hand.top_seat, hand.passed, list(hand.finish), hand.active, hand.trick_start,
        list(hand.actions), hand.opening, hand.phase,
    )


def first_hand(holder: int = 2, dealer: int = 3, holder_cards: str | None = None) -> HandState:
    """The first hand of a match with ``3S 3H 4S 5S 6S 7S ...`` at ``holder``."""
    size = 14 if (holder - dealer - 1) % 4 < 2 else 13
    text = holder_cards or " ".join(
        ["3S", "3H", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS", "2S"][:size]
    )
    return HandState(deal_with({holder: text}, dealer=dealer), dealer)


# ---------------------------------------------------------------- 4.1 the first hand


def test_rule_4_1_holder_of_3s_leads_the_first_hand() -> None:
    """First hand of a match: the holder of 3S leads."""
    for holder in range(4):
        hand = first_hand(holder)
        assert hand.turn == holder and hand.phase == PHASE_PLAY


def test_rule_4_1_first_lead_must_include_3s() -> None:
    """The lead must include 3S."""
    hand = first_hand(2)
    before = state(hand)
    with pytest.raises(IllegalPlayError, match="must include the 3S"):
        hand.play(2, cards("4S"))
    with pytest.raises(IllegalPlayError, match="must include the 3S"):
        hand.play(2, cards("4S 5S 6S 7S 8S"))
    assert state(hand) == before
    assert all(p.req & 1 for p in hand.legal_plays())


@pytest.mark.parametrize("lead", ["3S", "3S 3H", "3S 4S 5S 6S 7S", "3S 4S 5S 6S 7S 8S 9S"])
def test_rule_4_1_3s_may_lead_alone_or_in_a_combination(lead: str) -> None:
    """The lead must include 3S (alone, or in a pair, triple, bomb or scale)."""
    hand = first_hand(2)
    hand.play(2, cards(lead))
    assert hand.turn == 3


def test_rule_4_1_3s_may_lead_in_a_triple_or_bomb() -> None:
    """The 3S may open in a triple or in the bomb of 3s."""
    text = "3S 3H 3D 3C 4S 5S 6S 7S 8S 9S TS JS QS KS"
    for lead in ("3S 3H 3D", "3S 3H 3D 3C"):
        hand = first_hand(1, dealer=3, holder_cards=text)
        hand.play(1, cards(lead))
        assert hand.top is not None and hand.top.length == len(lead.split())


def test_rule_4_1_requirement_applies_to_the_very_first_play_only() -> None:
    """The requirement applies to the very first play of the match only."""
    hand = first_hand(2)
    hand.play(2, cards("3S"))
    assert hand.must_include() == ()
    for seat in (3, 0, 1):
        hand.pass_turn(seat)
    assert hand.turn == 2 and hand.top is None
    hand.play(2, cards("5S"))  # a lead without a 3 is fine now


def test_rule_4_1_no_swap_before_the_first_hand() -> None:
    """There is no swap before the first hand."""
    hand = first_hand(0)
    assert hand.swap is None and hand.phase == PHASE_PLAY
    with pytest.raises(IllegalPlayError):
        hand.give_by_last(hand.hand_of(0)[-1])


# ---------------------------------------------------------------- 4.3 a turn


def test_rule_4_3_player_on_turn_plays_a_beating_combination_or_passes() -> None:
    """The player on turn either plays a combination that beats the top play, or passes."""
    hand = position(["8S 8H 9S", "3S", "4S", "5S"], turn=0, top="7S 7H", top_seat=3)
    hand.play(0, cards("8S 8H"))
    assert hand.top is not None and hand.top.value == 5 and hand.turn == 1
    hand.pass_turn(1)
    assert hand.turn == 2


def test_rule_4_3_a_pair_can_only_be_beaten_by_a_higher_pair_or_a_bomb() -> None:
    """A play that does not beat the top is refused, saying why."""
    hand = position(["6S 6H 9S 9H 9D", "3S", "4S", "5S"], turn=0, top="7S 7H", top_seat=3)
    before = state(hand)
    with pytest.raises(IllegalPlayError, match="a pair can only be beaten by a higher pair or a bomb"):
        hand.play(0, cards("6S 6H"))
    with pytest.raises(IllegalPlayError, match="a pair can only be beaten by a higher pair or a bomb"):
        hand.play(0, cards("9S 9H 9D"))
    assert state(hand) == before


def test_rule_4_3_play_out_of_turn_is_refused() -> None:
    """Only the player on turn may play or pass."""
    hand = position(["8S", "9S", "TS", "JS"], turn=0, top="7S", top_seat=3)
    before = state(hand)
    with pytest.raises(IllegalPlayError, match="it is seat 0's turn, not seat 1's"):
        hand.play(1, cards("9S"))
    with pytest.raises(IllegalPlayError, match="turn"):
        hand.pass_turn(2)
    assert state(hand) == before


def test_rule_4_3_leader_must_play_not_pass() -> None:
    """A player who leads (the table is empty) must play."""
    hand = position(["8S", "9S", "TS", "JS"], turn=0)
    assert not hand.can_pass()
    with pytest.raises(IllegalPlayError, match="you lead this trick: you must play, not pass"):
        hand.pass_turn(0)


@pytest.mark.parametrize(
    "lead", ["RJ", "4S 4H", "4S 4H 4D", "4S 4H 4D 4C", "4S 5S 6S 7S 8S", "AH 2H 3H 4H 5H 6H 7H 8H"]
)
def test_rule_4_3_leader_may_play_any_combination(lead: str) -> None:
    """He may play any combination."""
    hand = position(["4S 4H 4D 4C 5S 6S 7S 8S RJ AH 2H 3H 5H 6H 7H 8H", "9S", "TS", "JS"], turn=0)
    hand.play(0, cards(lead))
    assert hand.top is not None and hand.turn == 1


@pytest.mark.parametrize(
    ("play", "words"),
    [
        ("BJ RJ", "two jokers together are not a combination"),
        ("4S 5S", "not a combination"),
        ("4S 5S 6S 7S", "a scale needs at least 5 cards"),
        ("9D", "seat 0 does not hold 9D"),
        ("", "no cards were chosen"),
    ],
)
def test_rule_3_playing_a_non_combination_is_an_error_and_changes_nothing(play: str, words: str) -> None:
    """Anything else is not a combination: playing it is a clear error and changes nothing."""
    hand = position(["4S 5S 6S 7S BJ RJ", "9S", "TS", "JS"], turn=0)
    before = state(hand)
    with pytest.raises(IllegalPlayError, match=words):
        hand.play(0, cards(play))
    assert state(hand) == before


def test_checked_play_refuses_the_same_card_twice() -> None:
    """Naming a card twice is refused."""
    hand = position(["4S 5S", "9S", "TS", "JS"], turn=0)
    with pytest.raises(IllegalPlayError, match="twice"):
        hand.play(0, [cards("4S")[0], cards("4S")[0]])


def test_play_is_clockwise() -> None:
    """Seat i is followed by seat (i+1) % 4."""
    hand = position(["3S 4S", "5S 6S", "7S 8S", "9S TS"], turn=3)
    hand.play(3, cards("9S"))
    assert hand.turn == 0
    hand.pass_turn(0)
    assert hand.turn == 1


# ---------------------------------------------------------------- 4.4 passing


def test_rule_4_4_passing_never_removes_a_player_from_the_trick() -> None:
    """A player who passed may play again when his turn comes back."""
    hand = position(["3S 4S", "5S 9S", "6S 7S", "8S TS"], turn=0)
    hand.play(0, cards("3S"))
    hand.pass_turn(1)
    hand.play(2, cards("6S"))
    hand.play(3, cards("8S"))
    hand.pass_turn(0)
    assert hand.turn == 1
    hand.play(1, cards("9S"))
    assert hand.top_seat == 1


def test_variant_pass_locks_trick_skips_a_player_who_passed() -> None:
    """pass_locks_trick: a pass sits the player out until the trick ends; his turns are
    skipped and nothing is recorded for them."""
    hand = position(["3S 4S", "5S 9S", "6S 7S", "8S TS"], turn=0, rules=LOCKING)
    hand.play(0, cards("3S"))
    hand.pass_turn(1)
    hand.play(2, cards("6S"))
    hand.play(3, cards("8S"))
    hand.pass_turn(0)
    # seat 1 passed before: skipped; seat 2 is next
    assert hand.turn == 2
    assert [a.seat for a in hand.actions] == [0, 1, 2, 3, 0]


def test_variant_pass_locks_trick_is_off_by_default() -> None:
    """variant pass_locks_trick, default off."""
    assert HandState.from_position([cards("3S"), cards("4S"), [], []], turn=0, top=None,
                                   top_seat=-1, passed=0, finish=[]).rules.pass_locks_trick is False


# ---------------------------------------------------------------- 4.5 end of a trick


def test_rule_4_5_trick_ends_when_all_others_passed() -> None:
    """When every other player who still holds cards has passed in a row since the last play,
    the trick is over: the cards leave the table and the player who made the last play leads."""
    hand = position(["3S 4S", "5S 9S", "6S 7S", "8S TS"], turn=0)
    hand.play(0, cards("3S"))
    hand.play(1, cards("5S"))
    for seat in (2, 3, 0):
        assert hand.top is not None
        hand.pass_turn(seat)
    assert hand.top is None and hand.turn == 1
    assert hand.trick_start == len(hand.actions) == 5
    assert hand.trick_actions() == []


def test_rule_4_5_passes_must_be_in_a_row_since_the_last_play() -> None:
    """A pass before the last play does not count towards ending the trick (default rules)."""
    hand = position(["3S 4S", "5S 9S", "6S 7S", "8S TS"], turn=0)
    hand.play(0, cards("3S"))
    hand.pass_turn(1)
    hand.pass_turn(2)
    hand.play(3, cards("8S"))
    hand.pass_turn(0)
    hand.pass_turn(1)
    assert hand.top is not None and hand.turn == 2
    hand.pass_turn(2)
    assert hand.top is None and hand.turn == 3


def test_rule_4_5_if_the_last_player_is_out_the_next_one_with_cards_leads() -> None:
    """If that player has no cards left, the next player clockwise who still holds cards leads."""
    hand = position(["", "5S", "6S 7S", "8S TS"], turn=1, top="4S", top_seat=3, finish=[0])
    hand.play(1, cards("5S"))
    assert hand.finish == [0, 1]
    hand.pass_turn(2)
    hand.pass_turn(3)
    assert hand.top is None and hand.turn == 2


def test_variant_pass_locks_trick_trick_ends_when_everyone_else_passed_once() -> None:
    """With pass_locks_trick, the trick ends as soon as every other player who still holds cards
    has passed once in this trick (after the last play or before it)."""
    hand = position(["3S 4S", "5S 9S", "6S 7S", "8S TS"], turn=0, rules=LOCKING)
    hand.play(0, cards("3S"))
    hand.pass_turn(1)
    hand.pass_turn(2)
    hand.play(3, cards("8S"))
    # seats 1 and 2 passed before the last play; seat 0 passes now and the trick ends
    hand.pass_turn(0)
    assert hand.top is None and hand.turn == 3


def test_variant_pass_locks_trick_play_can_end_the_trick_at_once() -> None:
    """With pass_locks_trick, a play after every other player still holding cards has passed
    ends the trick at once: the player who made it leads again."""
    hand = position(["3S 7S 5D", "5S 9S", "6S", "8S TS"], turn=0, rules=LOCKING)
    hand.play(0, cards("3S"))
    hand.pass_turn(1)
    hand.play(2, cards("6S"))
    assert hand.finish == [2]
    hand.pass_turn(3)
    assert hand.turn == 0
    hand.play(0, cards("7S"))
    assert hand.top is None and hand.turn == 0


def test_variant_pass_locks_trick_leader_out_next_active_leads() -> None:
    """With pass_locks_trick too, when the last player is out the next one with cards leads."""
    hand = position(["3S", "5S 9S", "6S 7S", "8S TS"], turn=0, rules=LOCKING)
    hand.play(0, cards("3S"))
    for seat in (1, 2, 3):
        hand.pass_turn(seat)
    assert hand.top is None and hand.turn == 1


# ---------------------------------------------------------------- 4.6 going out


@pytest.mark.parametrize(("last", "top"), [("2S 2H 2D 2C", "KS"), ("RJ", "2S"), ("3S 4S 5S 6S 7S", None)])
def test_rule_4_6_a_player_may_go_out_on_any_combination(last: str, top: str | None) -> None:
    """A player who plays his last card finishes; he may go out on any combination, a bomb or a joker included."""
    hand = position([last, "9S TS", "JS QS", "KD AD"], turn=0, top=top, top_seat=3 if top else -1)
    hand.play(0, cards(last))
    assert hand.finish == [0] and 0 not in [s for s in range(4) if hand.active >> s & 1]


def test_rule_4_6_finishing_places_in_order_and_the_last_holder_ends_the_hand() -> None:
    """Finishing places are given in order: first, second, third. When only one player still
    holds cards, the hand is over at once and that player is last."""
    hand = position(["3S", "4S", "5S", "6S 7S"], turn=0)
    hand.play(0, cards("3S"))
    hand.play(1, cards("4S"))
    assert hand.finish == [0, 1] and not hand.is_over
    hand.play(2, cards("5S"))
    assert hand.is_over and hand.phase == PHASE_OVER
    assert hand.finish == [0, 1, 2, 3]
    assert hand.legal_plays() == []
    with pytest.raises(IllegalPlayError, match="the hand is over"):
        hand.play(3, cards("6S"))


def test_rule_4_6_out_players_are_skipped() -> None:
    """A player with no cards left has no more turns."""
    hand = position(["", "4S 9S", "5S 8S", "6S 7S"], turn=1, finish=[0])
    hand.play(1, cards("4S"))
    hand.play(2, cards("5S"))
    hand.play(3, cards("6S"))
    assert hand.turn == 1


def test_rule_4_6_a_bomb_is_made_only_on_ones_own_turn() -> None:
    """A bomb, like every play, is made only on one's own turn."""
    hand = position(["3S 4S", "9S 9H 9D 9C", "6S", "7S"], turn=0, top="2S", top_seat=3)
    with pytest.raises(IllegalPlayError, match="turn"):
        hand.play(1, cards("9S 9H 9D 9C"))


# ---------------------------------------------------------------- 4.7 points


def test_rule_4_7_points_first_3_second_2_third_1_last_0() -> None:
    """Points for the hand: first 3, second 2, third 1, last 0."""
    hand = position(["5S", "3S", "6S 7S", "4S"], turn=1)
    hand.play(1, cards("3S"))
    hand.play(2, cards("6S"))
    hand.pass_turn(3)
    hand.pass_turn(0)
    hand.play(2, cards("7S"))
    hand.pass_turn(3)
    hand.pass_turn(0)
    assert hand.turn == 3  # seat 2 went out on the last play: the next seat with cards leads
    hand.play(3, cards("4S"))
    assert hand.finish == [1, 2, 3, 0]
    assert hand.points() == [0, 3, 2, 1]


def test_points_of_an_unfinished_hand_are_refused() -> None:
    """A hand in progress has no points yet."""
    with pytest.raises(IllegalPlayError, match="not over"):
        position(["3S", "4S", "", ""], turn=0).points()


@pytest.mark.parametrize("bad", [99, -1, True, 54])
def test_checked_play_refuses_card_ids_that_are_not_cards(bad: int) -> None:
    """A number that is no card id is refused, never read as another card."""
    hand = position(["RJ 4S", "9S", "TS", "JS"], turn=0)
    before = state(hand)
    with pytest.raises(IllegalPlayError, match="is not a card"):
        hand.play(0, [bad])
    assert state(hand) == before
