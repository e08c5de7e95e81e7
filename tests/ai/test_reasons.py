"""reason(): a code and parameters that say what the hand analysis sees in a play."""

from __future__ import annotations

import json

from decision_positions import DATA, observation_of

from murlan_qt.ai.hand_analysis import split_hand
from murlan_qt.ai.reasons import ABOUT_TO_GO_OUT, CODES, reason
from murlan_qt.engine import HandState, Observation, Rules, combination, parse_cards

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
            if r.code == "breaks":
                group = r.params["group"]
                assert group in groups and play not in groups and set(group.ranks) & set(play.ranks)  # type: ignore[attr-defined]
            if r.code in ("whole_group", "lowest_single"):
                assert play in groups
            if r.code == "keeps_scale":
                assert any(g.kind == "scale" and g.length == r.params["length"] and g != play for g in groups)
    assert seen == set(CODES) - {"cannot_beat"}  # the stored points all had a play or a lead


def test_a_pass_with_nothing_that_beats_the_top_says_so() -> None:
    hands = [parse_cards("3S 4H"), parse_cards("5S 6S"), parse_cards("7S 8S"), parse_cards("9S 2H")]
    top = combination("single", 1, 12)
    state = HandState.from_position(hands, turn=0, top=top, top_seat=3, passed=0, finish=(), opening=False,
                                    rules=Rules())
    r = reason(Observation.of_hand(state, 0), None)
    assert r.code == "cannot_beat" and r.params["top"] == top
