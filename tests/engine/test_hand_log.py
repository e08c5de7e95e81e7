"""The hand's log: exactly its actions, the tricks it ended, who went out, and the swap as a seat saw it."""

from __future__ import annotations

import random

import pytest
from engine_helpers import do_swap, random_move

from murlan_qt.engine import MatchState, Observation, Rules, dumps, loads
from murlan_qt.engine.hand_log import (
    PassEntry,
    PlayEntry,
    SwapEntry,
    TrickWonEntry,
    WentOutEntry,
    hand_log,
    last_trick,
    received_card,
)


def _play_match_watching(seed: int, locks: bool, hands: int = 4) -> tuple[MatchState, list[list[tuple[int, int]]]]:
    """Play ``hands`` hands at random; note after each action whether it cleared the table (and who won)."""
    match = MatchState(seed, Rules(pass_locks_trick=locks))
    rng = random.Random(seed)
    seen: list[list[tuple[int, int]]] = []
    for _ in range(hands):
        if match.is_over:
            break
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        do_swap(hand, rng)
        ends: list[tuple[int, int]] = []
        while not hand.is_over:
            top_seat_before = hand.top_seat
            seat = hand.turn
            move = random_move(hand, rng)
            if move is None:
                match.pass_turn(seat)
            else:
                match.play(seat, hand.cards_for(move))
            if not hand.is_over and hand.trick_start == len(hand.actions):
                winner = seat if move is not None else top_seat_before
                ends.append((len(hand.actions) - 1, winner))
            # the engine names the winner of the trick last cleared (the table's trick_won and sweep use it)
            assert hand.last_trick_winner == (ends[-1][1] if ends else None)
            # the trick in play always starts right after the last trick won
            assert hand.trick_start == (hand.trick_ends()[-1] + 1 if hand.trick_ends() else 0) or hand.is_over
        seen.append(ends)
    return match, seen


@pytest.mark.parametrize("locks", [False, True])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_log_lists_exactly_the_actions_and_trick_ends(seed: int, locks: bool) -> None:
    match, seen = _play_match_watching(seed, locks)
    for hand, ends in zip(match.hands, seen, strict=True):
        log = hand_log(hand, 0)
        actions = [e for e in log if isinstance(e, PlayEntry | PassEntry)]
        assert [e.index for e in actions] == list(range(len(hand.actions)))
        for e, a in zip(actions, hand.actions, strict=True):
            assert e.seat == a.seat
            assert (e.cards if isinstance(e, PlayEntry) else None) == a.cards
        assert [(e.index, e.winner) for e in log if isinstance(e, TrickWonEntry)] == ends
        assert [e.number for e in log if isinstance(e, TrickWonEntry)] == list(range(1, len(ends) + 1))
        went_out = [(e.seat, e.place) for e in log if isinstance(e, WentOutEntry)]
        assert went_out == [(s, p) for p, s in enumerate(hand.finish)]
        # each trick end comes right after its action, each going out right after its play
        for k, e in enumerate(log):
            if isinstance(e, TrickWonEntry | WentOutEntry) and e.index >= 0:
                before = [x for x in log[:k] if isinstance(x, PlayEntry | PassEntry)]
                assert before[-1].index == e.index


def test_the_log_is_rebuilt_the_same_from_the_record() -> None:
    match, _ = _play_match_watching(9, False, hands=3)
    hand = match.hand
    # stop in the middle of a fourth hand
    if match.needs_new_hand:
        match.start_next_hand()
    rng = random.Random(1)
    do_swap(match.hand, rng)
    for _ in range(9):
        move = random_move(match.hand, rng)
        if move is None:
            match.pass_turn(match.hand.turn)
        else:
            match.play(match.hand.turn, match.hand.cards_for(move))
    again = loads(dumps(match))
    for seat in range(4):
        for hand, other in zip(match.hands, again.hands, strict=True):
            assert hand_log(other, seat) == hand_log(hand, seat)
    assert last_trick(again.hand) == last_trick(match.hand)


def test_the_swap_cards_are_named_only_to_the_two_seats_in_it() -> None:
    match, _ = _play_match_watching(6, False, hands=2)
    hand = match.hands[1]
    sw = hand.swap
    assert sw is not None
    for seat in range(4):
        entry = hand_log(hand, seat)[0]
        assert isinstance(entry, SwapEntry)
        assert (entry.last, entry.first, entry.jokers_shown) == (sw.last, sw.first, sw.jokers_shown)
        if seat in (sw.last, sw.first) and not sw.jokers_shown:
            assert (entry.given_by_last, entry.given_by_first) == (sw.given_by_last, sw.given_by_first)
        else:
            assert (entry.given_by_last, entry.given_by_first) == (None, None)
        # the log's swap is the observation's swap value, field for field
        assert entry == Observation.of_hand(hand, seat).swap


def test_last_trick_is_the_trick_just_swept() -> None:
    match, seen = _play_match_watching(12, False, hands=1)
    hand = match.hand
    ends = [i for i, _ in seen[0]]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    assert last_trick(hand) == hand.actions[start: ends[-1] + 1]
    assert last_trick(MatchState(12).hand) == []


def _second_hand(seed: int) -> tuple[MatchState, random.Random]:
    """A match with its first hand played at random through the match and its second dealt."""
    match = MatchState(seed)
    rng = random.Random(seed)
    hand = match.hand
    while not hand.is_over:
        move = random_move(hand, rng)
        if move is None:
            match.pass_turn(hand.turn)
        else:
            match.play(hand.turn, hand.cards_for(move))
    match.start_next_hand()
    return match, rng


def _match_at_a_swap(seed: int) -> MatchState:
    """A match whose second hand has a swap (not called off by the jokers) just done."""
    for s in range(seed, seed + 200):
        match, rng = _second_hand(s)
        sw = match.hand.swap
        if sw is not None and not sw.jokers_shown:
            do_swap(match.hand, rng)
            return match
    raise AssertionError("no match with a swap")


def test_the_received_card_is_told_to_the_two_swappers_until_they_play_or_part_with_it() -> None:
    match = _match_at_a_swap(3)
    hand = match.hand
    sw = hand.swap
    assert sw is not None
    assert received_card(match, sw.first) == sw.given_by_last
    assert received_card(match, sw.last) == sw.given_by_first
    for seat in set(range(4)) - {sw.first, sw.last}:
        assert received_card(match, seat) is None
    assert received_card(None, 0) is None and received_card(match, None) is None
    # the last player leads: after his first play, his received card is no longer told
    leader = hand.turn
    assert leader == sw.last
    play = hand.legal_plays()[0]
    match.play(leader, hand.cards_for(play))
    assert received_card(match, sw.last) is None
    assert received_card(match, sw.first) == sw.given_by_last


def test_no_received_card_when_the_jokers_called_the_swap_off() -> None:
    for s in range(1, 400):
        match, _ = _second_hand(s)
        sw = match.hand.swap
        if sw is not None and sw.jokers_shown:
            assert all(received_card(match, seat) is None for seat in range(4))
            return
    raise AssertionError("no deal with the jokers shown")
