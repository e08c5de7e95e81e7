"""docs/rules.md section 7: the partners game (seats 0+2 against 1+3), its swap, targets and records."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
import record_samples as samples
from engine_helpers import deal_with, play_match, score

from murlan_qt.engine import (
    PHASE_PLAY,
    PHASE_SWAP_LAST,
    TEAMS,
    HandState,
    MatchState,
    Observation,
    RecordError,
    Rules,
    are_partners,
    dumps,
    from_record,
    parse_cards,
    partner_of,
    team_of,
    team_totals,
)
from murlan_qt.engine.record import rotate_record

TEAM_RULES = Rules(teams=True)


def team_match_at(totals: list[int], target: int = 41) -> MatchState:
    match = MatchState(0, TEAM_RULES, start=False)
    match.totals = list(totals)
    match.target = target
    return match


def refused(data: Any) -> str:
    with pytest.raises(RecordError) as err:
        from_record(data)
    return str(err.value)


def team_record(seed: int = 3) -> dict[str, Any]:
    return json.loads(dumps(samples.finished(seed, TEAM_RULES)))


# ---------------------------------------------------------------- 7.1 the teams


def test_rule_7_1_partners_sit_opposite() -> None:
    assert TEAMS == ((0, 2), (1, 3))
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner_of(s) for s in range(4)] == [2, 3, 0, 1]
    assert are_partners(0, 2) and are_partners(3, 1)
    assert not are_partners(0, 1) and not are_partners(2, 2)


def test_rule_7_is_off_unless_chosen() -> None:
    assert Rules().teams is False
    assert "teams" not in Rules().to_dict()  # an individual match's record is as before
    assert Rules(teams=True).to_dict()["teams"] is True


# ---------------------------------------------------------------- 7.2 points and targets


def test_rule_7_2_a_teams_hand_score_is_the_sum_of_its_players() -> None:
    match = team_match_at([0, 0, 0, 0])
    score(match, [1, 0, 3, 2])  # seat 1 first (3), 0 second (2), 3 third (1), 2 last (0)
    assert match.totals == [2, 3, 0, 1]
    assert team_totals(match.totals) == (2, 4)
    assert match.target == 41 and match.result is None


def test_rule_7_2_the_first_team_to_reach_the_target_wins() -> None:
    """One team reaching 41 wins, even though no single player of it has."""
    match = team_match_at([20, 18, 18, 18])
    score(match, [0, 2, 1, 3])  # team 0: 20+3 + 18+2 = 43; team 1: 36+1 = 37
    assert match.result is not None and match.result.team == 0
    assert match.result.winner is None and match.result.winners == (0, 2)
    assert match.result.is_won_by(2) and not match.result.is_won_by(1)
    assert match.is_over


def test_rule_7_2_both_teams_reaching_the_target_raise_it_by_20() -> None:
    match = team_match_at([19, 19, 19, 19])
    score(match, [0, 1, 2, 3])  # team 0: 38+3+1 = 42; team 1: 38+2+0 = 40 -> team 0 wins
    assert match.result is not None and match.result.team == 0
    match = team_match_at([19, 19, 19, 19])
    score(match, [0, 1, 3, 2])  # 3-3: both teams 41
    assert team_totals(match.totals) == (41, 41)
    assert match.result is None and match.target == 61 and match.results[-1].target == 61


def test_rule_7_2_team_targets_go_41_61_81_101_then_a_tie() -> None:
    match = team_match_at([0, 0, 0, 0])
    seen = [match.target]
    while match.result is None:
        score(match, [0, 1, 3, 2] if len(match.results) % 2 else [1, 0, 2, 3])  # always 3-3
        if match.target != seen[-1]:
            seen.append(match.target)
    assert seen == [41, 61, 81, 101]
    assert team_totals(match.totals) == (102, 102)
    assert match.result.team is None and sorted(match.result.tie) == [0, 1, 2, 3]
    assert match.result.winners == ()


def test_rule_7_2_individual_totals_do_not_decide_a_team_match() -> None:
    """A player at 30 wins nothing alone: his team has 35 of 41."""
    match = team_match_at([30, 0, 2, 0])
    score(match, [0, 1, 2, 3])
    assert match.totals == [33, 2, 3, 0] and match.result is None


def test_rule_7_2_the_individual_game_is_unchanged() -> None:
    match = MatchState(0, start=False)
    match.totals = [20, 0, 18, 0]
    score(match, [0, 2, 1, 3])
    assert match.target == 21 and match.result is not None and match.result.winner == 0
    assert match.result.team is None and match.result.winners == (0,)


# ---------------------------------------------------------------- 7.3 the swap and the lead


def next_hand(previous: list[int], fixed: dict[int, str], rules: Rules = TEAM_RULES) -> HandState:
    return HandState(deal_with(fixed, dealer=3, rng=random.Random(7)), 3, rules, previous_finish=previous)


def test_rule_7_3_partners_first_and_last_swap_nothing_and_the_3s_holder_starts() -> None:
    hand = next_hand([0, 1, 3, 2], {1: "3S 3H 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C 6S 6H"})
    assert hand.swap is not None and hand.swap.partners and hand.swap.is_complete
    assert hand.phase == PHASE_PLAY and hand.turn == 1
    assert [set(h) for h in hand.deal] == hand.cards  # nothing moved
    # the first play is free: it need not contain the three of spades
    assert hand.must_include() == ()
    hand.play(1, parse_cards("4S 4H"))
    assert hand.top is not None


def test_rule_7_3_partners_swap_nothing_even_when_last_holds_both_jokers() -> None:
    hand = next_hand([3, 0, 2, 1], {1: "BJ RJ 3H 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C 6H"})
    assert hand.swap is not None and hand.swap.partners and not hand.swap.jokers_shown
    assert hand.phase == PHASE_PLAY


def test_rule_7_3_opponents_first_and_last_swap_as_usual() -> None:
    hand = next_hand([0, 1, 2, 3], {1: "3S 3H 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C 6S 6H"})
    assert not {parse_cards("BJ")[0], parse_cards("RJ")[0]} <= hand.cards[3]
    assert hand.swap is not None and not hand.swap.partners
    assert hand.phase == PHASE_SWAP_LAST and hand.turn == 3
    hand = next_hand([0, 1, 2, 3], {3: "BJ RJ 3H 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C"})
    assert hand.swap is not None and hand.swap.jokers_shown and hand.turn == 0


def test_rule_7_3_without_the_variant_partners_are_no_one() -> None:
    hand = next_hand([0, 1, 3, 2], {}, rules=Rules())
    assert hand.swap is not None and not hand.swap.partners and hand.phase == PHASE_SWAP_LAST


def test_rule_7_whole_team_matches_follow_the_rules() -> None:
    """Random team matches: hands split 6 between the teams; a 3-3 hand (first and last partners)
    is followed by no swap; the target steps by 20; the match ends with a team or a tie of all."""
    three_three = 0
    for seed in range(8):
        match = MatchState(seed, TEAM_RULES)
        play_match(match, random.Random(seed ^ 0x5EED))
        assert match.result is not None
        assert match.result.team is not None or match.result.tie == (0, 1, 2, 3)
        targets = [41] + [r.target for r in match.results]
        assert all(b - a in (0, 20) for a, b in zip(targets, targets[1:], strict=False))
        for k, res in enumerate(match.results):
            pts = team_totals(res.points)
            assert sum(pts) == 6 and sorted(pts) in ([1, 5], [2, 4], [3, 3])
            partners = are_partners(res.finish_order[0], res.finish_order[-1])
            assert partners == (pts == (3, 3))
            if k + 1 < len(match.hands):
                swap = match.hands[k + 1].swap
                assert swap is not None and swap.partners == partners
            three_three += partners
        final = team_totals(match.totals)
        if match.result.team is not None:
            assert final[match.result.team] >= match.target > final[1 - match.result.team]
    assert three_three > 0  # the case was met


# ---------------------------------------------------------------- 7.5 nothing passes between partners


def test_rule_7_5_a_player_sees_none_of_his_partners_cards() -> None:
    match = MatchState(4, TEAM_RULES)
    for seat in range(4):
        obs = Observation.of(match, seat)
        assert set(obs.hand) == set(match.hand.cards[seat])
        assert not set(obs.hand) & set(match.hand.cards[partner_of(seat)])


# ---------------------------------------------------------------- records (docs/match-format.md, version 2)


def test_a_team_record_is_version_2_and_reads_back() -> None:
    data = team_record()
    assert data["version"] == 2 and data["rules"]["teams"] is True
    assert set(data["result"]) <= {"winners", "tie"}
    again = from_record(data)
    assert again.result == samples.finished(3, TEAM_RULES).result
    assert json.loads(dumps(again)) == data


def test_an_individual_record_stays_version_1_without_teams() -> None:
    data = json.loads(dumps(samples.finished()))
    assert data["version"] == 1 and "teams" not in data["rules"]


def test_a_reader_that_predates_teams_refuses_a_team_record() -> None:
    """Old readers accept version 1 only (the format's version rule): a team record says 2, and
    version 1 may not name the option."""
    data = team_record()
    data["version"] = 1
    assert "'teams' needs record version 2" in refused(data)
    data = json.loads(dumps(samples.finished()))
    data["version"] = 2
    assert "version 2 record names the rules option 'teams'" in refused(data)


def test_a_team_result_must_name_the_winning_team() -> None:
    data = team_record()
    if "winners" not in data["result"]:
        pytest.skip("seed 3 gives a tie")
    winners = data["result"]["winners"]
    data["result"] = {"winner": winners[0]}
    assert "won by a team" in refused(data)
    data["result"] = {"winners": [1 - winners[0] % 2, 3 - winners[0] % 2]}
    assert "rule 7.4" in refused(data)


def test_an_individual_result_may_not_name_winners() -> None:
    data = json.loads(dumps(samples.finished()))
    data["result"] = {"winners": [0, 2]}
    assert "not a partners match" in refused(data)


def partners_hand(data: dict[str, Any]) -> int:
    for k, h in enumerate(data["hands"]):
        if h["swap"] is not None and "no_swap_partners" in h["swap"]:
            return k
    raise AssertionError("no 3-3 hand in the sample")


def test_the_no_swap_between_partners_is_checked() -> None:
    data = team_record()
    k = partners_hand(data)
    good = data["hands"][k]["swap"]["no_swap_partners"]
    data["hands"][k]["swap"] = {"no_swap_partners": list(reversed(good))}
    assert "are partners" in refused(data)
    data = team_record()
    for h in data["hands"][1:]:
        if "no_swap_partners" not in h["swap"]:
            h["swap"] = {"no_swap_partners": [0, 2]}
            break
    assert "are not partners" in refused(data)


def test_a_turned_team_record_keeps_partners_together() -> None:
    """Turned by one seat, team 0's seats become team 1's: the team totals swap, the match is the same."""
    data = team_record()
    before = team_totals(from_record(data).totals)
    for by in (1, 2, 3):
        match = from_record(rotate_record(data, by))
        assert match.result is not None
        assert team_totals(match.totals) == (before if by % 2 == 0 else before[::-1])


def test_the_rules_key_of_the_individual_game_is_as_before() -> None:
    """Seeds taken from the rules (the judge's deals) do not move for the individual game."""
    assert Rules().key() == "Rules(pass_locks_trick=False, scale_step_one=False)"
    assert Rules(scale_step_one=True).key() == "Rules(pass_locks_trick=False, scale_step_one=True)"
    assert Rules(teams=True).key().endswith("teams=True)")
