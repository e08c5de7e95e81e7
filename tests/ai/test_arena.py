"""The arena: duplicate rotation, statistics with known answers, self-play is exactly 1.5."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import pytest

from murlan_qt.ai.search import HardPlayer
from murlan_qt.ai.settings import HARD
from murlan_qt.tools import arena
from murlan_qt.tools.arena import GameResult, mean_ci, percentile, run_arena, seat_levels, summarize


def test_mean_ci_of_known_values() -> None:
    mean, low, high = mean_ci([1.0, 2.0, 3.0])
    assert mean == 2.0
    half = arena.Z95 * 1.0 / math.sqrt(3)
    assert low == pytest.approx(2.0 - half)
    assert high == pytest.approx(2.0 + half)
    assert mean_ci([1.5, 1.5, 1.5]) == (1.5, 1.5, 1.5)
    assert mean_ci([2.0]) == (2.0, 2.0, 2.0)


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 95) == 95.0
    assert percentile(values, 100) == 100.0
    assert percentile([7.0], 95) == 7.0


def test_the_tested_level_rotates_through_the_four_seats() -> None:
    assert [seat_levels("hard", "normal", k) for k in range(4)] == [
        ["hard", "normal", "normal", "normal"],
        ["normal", "hard", "normal", "normal"],
        ["normal", "normal", "hard", "normal"],
        ["normal", "normal", "normal", "hard"],
    ]


def test_summary_averages_per_deal_means() -> None:
    deal_a = [GameResult(3, True, decision_ms=[1.0]), GameResult(2, False), GameResult(1, False),
              GameResult(0, False, decision_ms=[3.0])]
    deal_b = [GameResult(3, True), GameResult(3, True), GameResult(3, True), GameResult(3, True)]
    report = summarize([deal_a, deal_b], [GameResult(0, False, True), GameResult(0, False, False)])
    assert report["mean_points"] == 2.25
    low, high = report["ci95"]  # type: ignore[misc]
    half = arena.Z95 * math.sqrt(((1.5 - 2.25) ** 2 + (3 - 2.25) ** 2) / 1) / math.sqrt(2)
    assert (low, high) == (pytest.approx(2.25 - half), pytest.approx(2.25 + half))
    assert report["first_rate"] == 5 / 8
    assert report["match_win_rate"] == 0.5
    assert report["decision_ms"] == {"mean": 2.0, "p95": 3.0, "max": 3.0}
    assert report["games"] == 8


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_a_level_against_three_copies_of_itself_scores_exactly_one_and_a_half(level: str) -> None:
    report = run_arena(level, level, 6, seed=5)
    assert report["mean_points"] == 1.5
    assert report["ci95"] == [1.5, 1.5]
    assert report["first_rate"] == 0.25


def test_search_self_play_is_exactly_one_and_a_half(monkeypatch: pytest.MonkeyPatch) -> None:
    cheap = replace(HARD, samples=2, max_candidates=3, budget=30.0)
    monkeypatch.setattr(HardPlayer, "default_settings", cheap)
    report = run_arena("hard", "hard", 2, seed=9, time_limit=60.0)
    assert report["mean_points"] == 1.5


def test_self_play_matches_are_won_a_quarter_of_the_time() -> None:
    report = run_arena("normal", "normal", 1, seed=3, matches=2)
    assert report["match_win_rate"] in (0.25, 0.0)  # 0.0 only if both matches were tied
    assert report["mean_points"] == 1.5


def test_jobs_give_the_same_report_as_one_process() -> None:
    one = run_arena("normal", "random", 4, seed=2)
    two = run_arena("normal", "random", 4, seed=2, jobs=2)
    for key in ("mean_points", "ci95", "first_rate", "games"):
        assert one[key] == two[key]


def test_json_output_has_exactly_the_named_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--test", "normal", "--vs", "random", "--deals", "3", "--seed", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"mean_points", "ci95", "first_rate", "decision_ms", "games"}
    assert set(report["decision_ms"]) == {"mean", "p95", "max"}
    assert report["games"] == 12
    arena.main(["--test", "easy", "--vs", "normal", "--deals", "1", "--matches", "1", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert "match_win_rate" in report


def test_text_output_and_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    arena.main(["--test", "normal", "--vs", "greedy", "--deals", "2"])
    out = capsys.readouterr().out
    assert "mean points per hand" in out and "95% CI" in out
    with pytest.raises(SystemExit):
        arena.main(["--test", "nobody", "--vs", "normal", "--deals", "1"])


def test_hands_per_deal_plays_the_first_hands_of_each_match(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # three copies of one rule-based level: every hand (swaps included) the same four times, so 1.5
    report = run_arena("normal", "normal", 2, seed=4, hands=3)
    assert report["mean_points"] == 1.5
    assert report["hands_per_deal"] == 3
    assert "hands_per_deal" not in run_arena("normal", "normal", 1, seed=4)
    # a rotation plays that many hands, and its result is its mean points a hand over them
    played: list[int] = []
    run_hand = arena._run_hand

    def counted(match: arena.MatchState, *args: object) -> None:
        played.append(len(match.hands))
        run_hand(match, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(arena, "_run_hand", counted)
    levels = ["greedy", "normal", "normal", "normal"]
    three = arena.play_deal(arena.deal_seed(4, 0), levels, 0, hands=3)
    assert played == [1, 2, 3]
    assert three.points * 3 == round(three.points * 3) and 0.0 <= three.points <= 3.0
    one = arena.play_deal(arena.deal_seed(4, 0), levels, 0)
    assert played == [1, 2, 3, 1]
    assert one.points in (0, 1, 2, 3)
    # the reads level runs in the arena (cheap settings: a test of the plumbing, not of strength)
    cheap = replace(arena.LEVELS["hard-reads"].default_settings, samples=2, max_candidates=3, budget=30.0,  # type: ignore[attr-defined]
                    burn_in=200, thin=20)
    monkeypatch.setattr(arena.LEVELS["hard-reads"], "default_settings", cheap)
    assert arena.main(["--test", "hard-reads", "--vs", "greedy", "--deals", "1", "--hands", "2",
                       "--time-limit", "60", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["hands_per_deal"] == 2 and got["games"] == 4
    with pytest.raises(SystemExit):
        arena.main(["--test", "normal", "--vs", "normal", "--deals", "1", "--hands", "0"])
