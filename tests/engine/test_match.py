"""RULES.md sections 2 and 5: seats, the deal, the dealer, and a match's totals and target."""

from __future__ import annotations

import random

import pytest
from engine_helpers import play_match, random_match, score

from murlan_qt.engine import (
    DEFAULT_PLAYERS,
    HandState,
    IllegalPlayError,
    ImpossibleStateError,
    MatchState,
    MurlanError,
    Observation,
    Player,
    deal_cards,
)

# ---------------------------------------------------------------- section 2


def test_rule_2_four_seats_seat_0_is_the_human_by_default() -> None:
    """Four seats, play goes clockwise; seat 0 is the human by default."""
    assert len(DEFAULT_PLAYERS) == 4
    assert DEFAULT_PLAYERS[0].kind == "human"
    assert all(p.kind == "ai" for p in DEFAULT_PLAYERS[1:])


def test_rule_2_first_dealer_is_chosen_at_random_from_the_seed() -> None:
    """The first dealer of a match is chosen at random."""
    dealers = {MatchState(seed).first_dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert MatchState(7).hand.dealer == MatchState(7).first_dealer


def test_rule_2_dealer_rotates_one_seat_clockwise_every_hand() -> None:
    """The dealer rotates one seat clockwise every hand."""
    match = random_match(3)
    assert len(match.hands) > 4
    for k, hand in enumerate(match.hands):
        assert hand.dealer == (match.first_dealer + k) % 4


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_rule_2_deal_one_at_a_time_from_the_seat_after_the_dealer(dealer: int) -> None:
    """All 54 cards are dealt one at a time starting with the seat after the dealer, so the two
    seats after the dealer hold 14 cards and the other two 13."""
    hands = deal_cards(dealer, random.Random(99))
    sizes = [len(h) for h in hands]
    assert sizes[(dealer + 1) % 4] == sizes[(dealer + 2) % 4] == 14
    assert sizes[(dealer + 3) % 4] == sizes[dealer] == 13
    deck = list(range(54))
    random.Random(99).shuffle(deck)
    for i, c in enumerate(deck):
        assert c in hands[(dealer + 1 + i) % 4]
    assert sorted(c for h in hands for c in h) == list(range(54))


def test_rule_2_a_deal_of_the_wrong_shape_is_refused() -> None:
    """A hand checks its deal: 14/14/13/13 from the seat after the dealer, every card once.

    An impossible deal is an :class:`ImpossibleStateError`, not a refused move.
    """
    good = deal_cards(0, random.Random(1))
    HandState(good, 0)
    bad_deals = [
        (lambda: HandState(good, 2), "with dealer 2, seat 3 must be dealt 14 cards"),
        (lambda: HandState([h[:-1] for h in good], 0), "leaves out"),
        (lambda: HandState(good[:3], 0), "exactly four seats"),
        (lambda: HandState(good, 4), "the dealer must be a seat"),
    ]
    dup = [list(h) for h in good]
    dup[0][0] = dup[1][0]
    bad_deals.append((lambda: HandState(dup, 0), "twice"))
    for make, words in bad_deals:
        with pytest.raises(ImpossibleStateError, match=words) as caught:
            make()
        assert not isinstance(caught.value, IllegalPlayError)
        assert isinstance(caught.value, MurlanError)


def test_rule_2_match_is_reproducible_from_its_seed_whatever_is_played() -> None:
    """The same seed gives the same first dealer and the same deals whatever is played."""
    a, b = MatchState(2024), MatchState(2024)
    play_match(a, random.Random(1))
    play_match(b, random.Random(2))
    assert a.first_dealer == b.first_dealer
    n = min(len(a.hands), len(b.hands))
    assert n >= 3
    assert [h.deal for h in a.hands[:n]] == [h.deal for h in b.hands[:n]]
    assert [h.actions for h in a.hands[:n]] != [h.actions for h in b.hands[:n]]


def test_rule_2_different_seeds_give_different_deals() -> None:
    """The seed decides the deals."""
    assert MatchState(1).hand.deal != MatchState(2).hand.deal


# ---------------------------------------------------------------- section 5


def match_at(totals: list[int], target: int = 21) -> MatchState:
    match = MatchState(0, start=False)
    match.totals = list(totals)
    match.target = target
    return match


def test_rule_5_points_add_up_and_the_target_starts_at_21() -> None:
    """Points add up over the hands of a match. The target starts at 21."""
    match = match_at([0, 0, 0, 0])
    assert match.target == 21
    score(match, [2, 0, 3, 1])
    score(match, [2, 1, 0, 3])
    assert match.totals == [2 + 1, 0 + 2, 3 + 3, 1 + 0]
    assert [r.totals for r in match.results] == [(2, 0, 3, 1), (3, 2, 6, 1)]
    assert match.result is None and match.needs_new_hand


def test_rule_5_exactly_one_player_reaching_the_target_wins() -> None:
    """If exactly one player has reached the target (total >= target), that player wins the match."""
    match = match_at([18, 20, 0, 0])
    score(match, [0, 2, 3, 1])
    assert match.totals == [21, 20, 2, 1]
    assert match.result is not None and match.result.winner == 0 and match.is_over
    assert not match.needs_new_hand
    with pytest.raises(IllegalPlayError, match="the match is over"):
        match.start_next_hand()


def test_rule_5_two_reaching_the_target_raise_it_by_10_once() -> None:
    """If two or more have reached it, the target rises by 10, once, and the match goes on."""
    match = match_at([20, 20, 0, 0])
    score(match, [0, 1, 2, 3])
    assert match.totals == [23, 22, 1, 0]
    assert match.target == 31 and match.result is None
    assert match.results[-1].target == 31


def test_rule_5_target_goes_21_31_41_51() -> None:
    """The target rises 21, 31, 41, 51."""
    match = match_at([0, 0, 0, 0])
    seen = [match.target]
    while match.target < 51:
        order = [0, 1, 2, 3] if len(match.results) % 2 else [1, 0, 3, 2]
        score(match, order)
        if match.target != seen[-1]:
            seen.append(match.target)
        assert match.result is None
    assert seen == [21, 31, 41, 51]


def test_rule_5_tie_among_all_at_51_or_more() -> None:
    """If two or more players have reached 51 after a hand, the match ends as a tie among all
    players with 51 or more; the target stays 51."""
    match = match_at([49, 49, 50, 10], target=51)
    score(match, [0, 1, 2, 3])
    assert match.totals == [52, 51, 51, 10]
    assert match.result is not None and match.result.winner is None
    assert sorted(match.result.tie) == [0, 1, 2]
    assert match.target == 51


def test_rule_5_one_player_reaching_51_wins() -> None:
    """At 51 a single player reaching the target still wins."""
    match = match_at([49, 40, 40, 10], target=51)
    score(match, [0, 1, 2, 3])
    assert match.result is not None and match.result.winner == 0


def test_rule_5_a_hand_is_scored_once() -> None:
    """Scoring a finished hand again changes nothing."""
    match = match_at([0, 0, 0, 0])
    score(match, [0, 1, 2, 3])
    assert match.score_if_over() is None
    assert match.totals == [3, 2, 1, 0]


def test_rule_5_a_new_hand_waits_for_the_current_one() -> None:
    """The next hand is dealt only once the current hand is over."""
    match = MatchState(5)
    with pytest.raises(IllegalPlayError, match="not over"):
        match.start_next_hand()


def test_rule_5_target_can_never_be_skipped() -> None:
    """A hand gives at most 3 points, so the target can never be skipped (seen over real matches)."""
    for seed in range(6):
        match = random_match(seed)
        targets = [21] + [r.target for r in match.results]
        assert all(b - a in (0, 10) for a, b in zip(targets, targets[1:], strict=False))
        assert all(sum(r.points) == 6 for r in match.results)


def test_the_observation_shows_who_sits_at_each_seat() -> None:
    players = (
        Player("You", "human"), Player("Arta", "ai", "hard"),
        Player("Besnik", "ai", "normal"), Player("Drita", "ai"),
    )
    match = MatchState(3, players=players)
    for seat in range(4):
        assert Observation.of(match, seat).players == ("human", "hard", "normal", "")
    assert Observation.of_hand(match.hand, 0).players == ()
