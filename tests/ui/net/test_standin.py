"""A seat's view of a match becomes an engine match that agrees with the server's, at every step, for every seat."""

from __future__ import annotations

import random

import pytest

from murlan_qt.engine import PHASE_SWAP_FIRST, PHASE_SWAP_LAST, MatchState, Player, Rules
from murlan_qt.engine.combos import lowest_play
from murlan_qt.net import views
from murlan_qt.ui.net.standin import build_match, server_view, view_of

TABLE = {"rules": {}, "seats": [{"name": f"P{i}", "kind": "person", "connected": True} for i in range(4)]}


def _step(m: MatchState, rng: random.Random) -> None:
    hand = m.hand
    if hand.phase == PHASE_SWAP_LAST:
        m.give_by_last(hand.swap_last_options()[0])
    elif hand.phase == PHASE_SWAP_FIRST:
        opts = hand.swap_first_options()
        m.give_by_first(rng.choice(opts))
    else:
        plays = hand.legal_plays()
        if hand.can_pass() and (not plays or rng.random() < 0.3):
            m.pass_turn(hand.turn)
        else:
            combo = rng.choice(plays[:5]) if plays else lowest_play(plays)
            m.play(hand.turn, hand.cards_for(combo))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_view_of_three_hands_replays_to_the_servers_state(seed: int) -> None:
    rng = random.Random(seed)
    m = MatchState(seed, players=[Player(f"P{i}", "human") for i in range(4)])
    kept: dict[int, object] = {}
    checked = 0
    while len(m.results) < 3 and not m.is_over:
        if m.needs_new_hand:
            m.start_next_hand()
        for seat in range(4):
            view = views.match_view(m, seat)
            prev = kept.get(seat)
            prefer = [set(prev.hand.cards[s]) for s in range(4)] if isinstance(prev, MatchState) and \
                len(prev.hands) == len(m.hands) else None
            built = build_match(view, TABLE, seat, prefer)
            assert view_of(built) == server_view(view, seat)
            kept[seat] = built
            checked += 1
        if not m.hand.is_over:
            _step(m, rng)
        else:
            m.score_if_over()
            if m.needs_new_hand:
                m.start_next_hand()
    assert checked > 100


@pytest.mark.parametrize("seed", [2, 4])
def test_every_view_of_a_whole_team_match_replays_to_the_servers_state(seed: int) -> None:
    """The partners game: the hands after partners were first and last (no swap, the 3 of spades leads,
    its holder hidden from the other seats) replay too; the target is the team target."""
    rng = random.Random(seed)
    rules = Rules(teams=True)
    table = {**TABLE, "rules": rules.to_dict()}
    m = MatchState(seed, rules, players=[Player(f"P{i}", "human") for i in range(4)])
    kept: dict[int, MatchState] = {}
    partners_views = 0
    while not m.is_over:
        if m.needs_new_hand:
            m.start_next_hand()
        for seat in range(4):
            view = views.match_view(m, seat)
            assert view["teams"]["partner"] == (seat + 2) % 4
            prev = kept.get(seat)
            prefer = [set(prev.hand.cards[s]) for s in range(4)] if prev is not None and \
                len(prev.hands) == len(m.hands) else None
            built = build_match(view, table, seat, prefer)
            assert view_of(built) == server_view(view, seat)
            assert built.rules.teams and built.target == m.target
            kept[seat] = built
            if m.hand.swap is not None and m.hand.swap.partners:
                partners_views += 1
        if not m.hand.is_over:
            _step(m, rng)
        else:
            m.score_if_over()
    assert partners_views > 20
    result = m.result
    assert result is not None
    for seat in range(4):  # the match's result, turned to each seat's own numbering
        built = build_match(views.match_view(m, seat), table, seat)
        assert built.result is not None
        assert {(s + seat) % 4 for s in built.result.winners} == set(result.winners)
