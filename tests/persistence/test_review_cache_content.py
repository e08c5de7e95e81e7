"""A kept analysis is checked for content like a record: one that does not fit its hand is a miss."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from persistence_helpers import play_match

from murlan_qt.ai.review import DecisionReview, HandReview, seat_moments
from murlan_qt.engine import MatchState
from murlan_qt.persistence.review_cache import ReviewCache, file_name, fits, match_hand_keys


@pytest.fixture(scope="module")
def match() -> MatchState:
    m = play_match(7)
    assert len(m.hands) >= 2 and m.hands[1].swap is not None
    return m


def honest_review(match: MatchState, hand: int, seat: int) -> HandReview:
    """An analysis that fits the hand: one decision per decision of the seat, as the engine replays it
    (what was played is called best: the figures do not matter here, only that they are sane)."""
    decisions = []
    for m in seat_moments(match, hand, seat):
        made = None if m.played_cards is None else tuple(str(c) for c in m.played_cards)
        kind = "swap" if m.action == -1 else "play"
        decisions.append(DecisionReview(hand, m.action, seat, kind, made, 1.5, made, 1.5, 0.0, 0.0, None, 2, 8))
    played = match.hands[hand]
    return HandReview(hand, seat, 0, tuple(decisions), played.points()[seat] if played.is_over else None, 1.25)


def test_an_analysis_that_fits_its_hand_comes_back(tmp_path: Path, match: MatchState) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    keys = match_hand_keys(match)
    for seat in range(4):
        r = honest_review(match, 1, seat)
        assert fits(r, match) and cache.save(keys[1], r)
        assert cache.load(keys[1], 1, seat, 0, match) == r
    swap_seat = match.hands[1].swap.first  # type: ignore[union-attr]
    assert honest_review(match, 1, swap_seat).decisions[0].kind == "swap"
    assert len(cache.match_reviews(keys, 0, 0, match)) == 1


def _first_not_held(match: MatchState, hand: int, seat: int) -> str:
    held = {str(c) for c in next(seat_moments(match, hand, seat)).obs.hand}
    return next(str(c) for h in match.hands[hand].deal for c in h if str(c) not in held)


def _damaged(match: MatchState, how: str) -> HandReview:
    r = honest_review(match, 1, 0)
    d0 = r.decisions[0]
    if how == "best card not in the hand":
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, best=(_first_not_held(match, 1, 0),)),
                                                 *r.decisions[1:]))
    if how == "played is not what was played":
        other = (_first_not_held(match, 1, 0),)
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, played=other), *r.decisions[1:]))
    if how == "seat 99":
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, seat=99), *r.decisions[1:]))
    if how == "absurd points":
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, played_points=1e300), *r.decisions[1:]))
    if how == "absurd loss":
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, loss=-40.0), *r.decisions[1:]))
    if how == "absurd expectation":
        return dataclasses.replace(r, expected=99.0)
    if how == "points not the hand's":
        return dataclasses.replace(r, points=(r.points or 0) + 1 if (r.points or 0) < 3 else 0)
    if how == "a decision missing":
        return dataclasses.replace(r, decisions=r.decisions[1:])
    if how == "a decision of another hand":
        return dataclasses.replace(r, decisions=(dataclasses.replace(d0, hand=5), *r.decisions[1:]))
    raise AssertionError(how)


@pytest.mark.parametrize("how", [
    "best card not in the hand", "played is not what was played", "seat 99", "absurd points", "absurd loss",
    "absurd expectation", "points not the hand's", "a decision missing", "a decision of another hand",
])
def test_a_kept_analysis_that_does_not_fit_its_hand_is_dropped(tmp_path: Path, match: MatchState, how: str) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    key = match_hand_keys(match)[1]
    bad = _damaged(match, how)
    assert not fits(bad, match)
    # written as a damaged or hostile file would hold it (the types are right: only the content is wrong)
    path = cache.path(key, 0, 0)
    assert path is not None and path.name == file_name(key, 0, 0)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(bad.to_json() | {"key": key}), encoding="utf-8")
    assert cache.load(key, 1, 0, 0, match) is None
    assert cache.match_reviews(match_hand_keys(match), 0, 0, match) == []
    # the next analysis replaces it
    assert cache.save(key, honest_review(match, 1, 0))
    assert cache.load(key, 1, 0, 0, match) == honest_review(match, 1, 0)
