"""reason(): a code and parameters that say what the hand analysis sees in a play."""

from __future__ import annotations

import json

from decision_positions import DATA, observation_of

from murlan_qt.ai.hand_analysis import split_hand
from murlan_qt.ai.reasons import ABOUT_TO_GO_OUT, CODES, reason
from murlan_qt.engine import Combination, HandState, Observation, Rules, combination, parse_cards
from murlan_qt.engine.combos import scale_position_rank

POSITIONS = json.loads(DATA.read_text(encoding="utf-8"))["positions"]


def test_every_play_of_the_stored_positions_gets_a_reason_that_holds() -> None:
    seen: set[str] = set()
    for pos in POSITIONS:
        obs = observation_of(pos)
        situation = obs.situation
        legal = situation.legal_plays()
        held = sum(situation.rank_counts)
        groups = split_hand(situation.rank_counts)
        for play in [*legal, None] if situation.can_pass else legal:
            r = reason(obs, play)
            seen.add(r.code)
            assert r.code in CODES
            if play is None:
                assert r.code == ("pass_keeps" if legal else "cannot_beat") and r.params["top"] == situation.top
                continue
            assert r.params["play"] == play
            assert (r.code == "out") == (len(play.ranks) * play.multiplicity == held)
            if r.code == "stop":
                assert 0 < obs.hand_sizes[r.params["seat"]] == r.params["left"] <= ABOUT_TO_GO_OUT  # type: ignore[index]
                assert r.params["seat"] != obs.seat
            after = _after(situation.rank_counts, play)
            if r.code == "breaks":
                group = r.params["group"]
                assert group in groups and play not in groups and set(group.ranks) & set(play.ranks)  # type: ignore[attr-defined]
                # true of the hand after the play: it cannot hold the group beside the groups it keeps
                kept = [g for g in split_hand(after) if g in groups and g != group]
                assert not _fits([group, *kept], after), (play, group)  # type: ignore[list-item]
            if r.code in ("whole_group", "lowest_single"):
                assert play in groups
            if r.code == "keeps_scale":  # the hand after the play still holds a scale that long
                assert _has_scale(after, r.params["length"])  # type: ignore[arg-type]
    assert seen == set(CODES) - {"cannot_beat"}  # the stored points all had a play or a lead


def _after(counts: list[int] | tuple[int, ...], play: Combination) -> list[int]:
    after = list(counts)
    for rank in play.ranks:
        after[rank] -= play.multiplicity
    return after


def _fits(groups: list[Combination], counts: list[int]) -> bool:
    need = [0] * len(counts)
    for g in groups:
        for rank in g.ranks:
            need[rank] += g.multiplicity
    return all(n <= c for n, c in zip(need, counts, strict=True))


def _has_scale(counts: list[int], length: int) -> bool:
    """Whether ``counts`` hold ``length`` cards in a row of scale positions (A low or high, once)."""
    held = [counts[scale_position_rank(p)] > 0 for p in range(1, 15)]
    return any(all(held[i:i + length]) for i in range(len(held) - length + 1))


def test_a_two_played_from_three_twos_does_not_break_the_scale_that_keeps_one() -> None:
    mine = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS 2H 2D")
    hands = [mine, parse_cards("3H 4H 5H"), parse_cards("3D 4D 5D"), parse_cards("3C 4C 5C")]
    state = HandState.from_position(hands, turn=0, top=None, top_seat=-1, passed=0, finish=(), opening=False,
                                    rules=Rules())
    two = combination("single", 1, 12)
    r = reason(Observation.of_hand(state, 0), two)
    assert not (r.code == "breaks" and r.params["group"].kind == "scale")  # type: ignore[attr-defined]
    if r.code == "breaks":
        assert r.params["group"] == combination("pair", 2, 12)  # the pair of 2s is what loses a card


def test_a_pass_with_nothing_that_beats_the_top_says_so() -> None:
    hands = [parse_cards("3S 4H"), parse_cards("5S 6S"), parse_cards("7S 8S"), parse_cards("9S 2H")]
    top = combination("single", 1, 12)
    state = HandState.from_position(hands, turn=0, top=top, top_seat=3, passed=0, finish=(), opening=False,
                                    rules=Rules())
    r = reason(Observation.of_hand(state, 0), None)
    assert r.code == "cannot_beat" and r.params["top"] == top
