"""The tools and the partners game: murlan-sim --rule teams=true, murlan-check, murlan-review, murlan-arena --teams."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from murlan_qt.ai.teams import TeamBlindPlayer, team_blind
from murlan_qt.engine import MatchState, Observation, Rules, loads, team_totals
from murlan_qt.tools import arena, check, review, sim


def run(main: object, argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = main(argv)  # type: ignore[operator]
    except SystemExit as e:
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def team_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("teams") / "t.jsonl"
    summary = sim.run(["normal"] * 4, 3, 4, Rules(teams=True), path.open("w", encoding="utf-8"))
    assert summary.matches == 3
    return path


def test_sim_plays_team_matches_and_counts_wins_by_team(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "m.jsonl"
    code, text, _ = run(sim.main, ["--players", "random", "--matches", "4", "--seed", "3",
                                    "--rule", "teams=true", "--out", str(out)], capsys)
    assert code == 0
    assert "wins by team: seats 0+2:" in text and "seats 1+3:" in text and "wins by seat" not in text
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    won = [0, 0]
    for line in lines:
        data = json.loads(line)
        assert data["version"] == 2 and data["rules"]["teams"] is True
        match = loads(line)
        assert match.result is not None
        if match.result.team is not None:
            won[match.result.team] += 1
            assert team_totals(match.totals)[match.result.team] >= match.target
    assert f"seats 0+2: {won[0]}  seats 1+3: {won[1]}" in text


def test_check_passes_team_records_and_reports_a_wrong_team_result(
    team_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(check.main, [str(team_file)], capsys)
    assert code == 0 and "checked 3 records in 1 file: all hold" in out
    data = json.loads(team_file.read_text(encoding="utf-8").splitlines()[0])
    if "winners" in data["result"]:
        w = data["result"]["winners"]
        data["result"] = {"winners": [(w[0] + 1) % 4, (w[1] + 1) % 4]}  # the other team
    else:
        data["result"] = {"winners": [0, 2]}
    bad = tmp_path / "bad.murlan"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(check.main, [str(bad)], capsys)
    assert code == 1 and "rule 7.4" in out
    data["version"] = 1  # a team record presented to an old reader's version
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(check.main, [str(bad)], capsys)
    assert code == 1 and "needs record version 2" in out


def test_review_judges_a_team_hand_by_team_points(team_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = loads(team_file.read_text(encoding="utf-8").splitlines()[0])
    k = next(k for k, h in enumerate(match.hands) if h.swap is not None and h.swap.partners)  # after a 3-3 hand
    code, out, _ = run(review.main, [str(team_file), "--hand", str(k + 1), "--seat", "1"], capsys)
    assert code == 0
    last = out.splitlines()[-1]
    pts = match.hands[k].points()
    team = pts[1] + pts[3]
    assert last.startswith(f"hand {k + 1} seat 1: {team} team point")
    code, out, _ = run(review.main, [str(team_file), "--hand", str(k + 1), "--seat", "1", "--json"], capsys)
    values = [json.loads(line)["best_points"] for line in out.splitlines()]
    assert values and all(0.0 <= v <= 5.0 for v in values)
    assert any(v > 3.0 for v in values)  # team points go past one player's best


def test_arena_teams_self_play_is_exactly_even() -> None:
    """A pair against a pair of the same level on duplicate deals: exactly 3 team points a hand."""
    report = arena.run_arena("normal", "normal", 5, seed=2, teams=True)
    assert report["mean_points"] == 3.0 and report["gain_over_even"] == 0.0
    assert report["games"] == 10 and report["first_rate"] == 0.5


def test_arena_teams_seats_the_pairs_opposite() -> None:
    assert arena.team_levels("a", "b", 0) == ["a", "b", "a", "b"]
    assert arena.team_levels("a", "b", 1) == ["b", "a", "b", "a"]


def test_arena_teams_report_and_usage(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(arena.main, ["--teams", "--test", "normal", "--vs", "normal-blind", "--deals", "3",
                                     "--matches", "1", "--json"], capsys)
    assert code == 0
    report = json.loads(out)
    assert report["teams"] is True and report["games"] == 6
    assert report["gain_over_even"] == pytest.approx(report["mean_points"] - 3.0)
    assert "match_win_rate" in report
    code, out, _ = run(arena.main, ["--teams", "--test", "normal", "--vs", "easy-blind", "--deals", "2"], capsys)
    assert "team points per hand" in out and "gain over an even 3" in out
    code, _, err = run(arena.main, ["--teams", "--test", "normal", "--vs", "pool", "--deals", "1"], capsys)
    assert code == 2 and "pair against a pair" in err
    code, _, err = run(arena.main, ["--test", "nobody-blind", "--vs", "normal", "--deals", "1"], capsys)
    assert code == 2 and "unknown AI level 'nobody-blind'" in err


def test_a_blind_player_sees_the_match_without_teams() -> None:
    match = MatchState(6, Rules(teams=True))
    obs = Observation.of(match, match.hand.turn)
    blind = team_blind(obs)
    assert obs.rules.teams and not blind.rules.teams and not blind.situation.rules.teams
    assert blind.hand == obs.hand and blind.hand_sizes == obs.hand_sizes and blind.actions == obs.actions
    assert team_blind(Observation.of(MatchState(6), 0)).rules.teams is False
    player = arena.make_arena_player("normal-blind", 1)
    assert isinstance(player, TeamBlindPlayer) and player.level == "normal-blind"
    assert player.choose_play(obs) in obs.legal_plays()  # the opening lead: a legal play


def test_arena_teams_seats_a_mixed_pair_with_partner() -> None:
    assert arena.team_levels("a", "b", 0, "c") == ["a", "b", "c", "b"]
    assert arena.team_levels("a", "b", 1, "c") == ["b", "a", "b", "c"]
    assert arena.team_levels("a", "b", 1, None) == arena.team_levels("a", "b", 1)


def test_arena_partner_plays_the_mixed_pair(capsys: pytest.CaptureFixture[str]) -> None:
    # the same level as partner is the plain pair: self-play, exactly even
    same = arena.run_arena("normal", "normal", 4, seed=3, teams=True, partner="normal")
    assert same["mean_points"] == 3.0 and same["partner"] == "normal"
    # a weak partner beside a normal player, against two normal players: the pair is no longer even
    code, out, _ = run(arena.main, ["--teams", "--test", "normal", "--partner", "random", "--vs", "normal",
                                     "--deals", "12", "--seed", "3", "--json"], capsys)
    assert code == 0
    mixed = json.loads(out)
    assert mixed["partner"] == "random" and mixed["games"] == 24 and mixed["mean_points"] < 3.0
    code, out, _ = run(arena.main, ["--teams", "--test", "hard", "--partner", "normal", "--vs", "normal",
                                     "--deals", "1", "--time-limit", "0.05"], capsys)
    assert code == 0 and out.startswith("hard + normal vs normal + normal (partners)")
    code, _, err = run(arena.main, ["--test", "normal", "--partner", "hard", "--vs", "normal", "--deals", "1"],
                       capsys)
    assert code == 2 and "needs --teams" in err
    code, _, err = run(arena.main, ["--teams", "--test", "normal", "--partner", "nobody", "--vs", "normal",
                                     "--deals", "1"], capsys)
    assert code == 2 and "unknown AI level 'nobody'" in err
