"""A partners match saves as a version 2 record and loads back; a newer version is still refused."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from murlan_qt.engine import MatchState, Rules, dumps
from murlan_qt.persistence import LoadError, load_match, save_match


def test_a_team_match_saves_and_loads_back(tmp_path: Path) -> None:
    match = MatchState(5, Rules(teams=True))
    rng = random.Random(5)
    hand = match.hand
    for _ in range(12):
        plays = hand.legal_plays()
        if hand.can_pass() and (not plays or rng.random() < 0.4):
            match.pass_turn(hand.turn)
        else:
            match.play(hand.turn, hand.cards_for(rng.choice(plays)))
    path = tmp_path / "team.murlan"
    save_match(path, match)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 2
    back = load_match(path)
    assert back.rules.teams and dumps(back) == dumps(match)


def test_version_3_is_from_a_newer_murlan(tmp_path: Path) -> None:
    data = json.loads(dumps(MatchState(5, Rules(teams=True))))
    data["version"] = 3
    path = tmp_path / "new.murlan"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_match(path)
    assert err.value.kind == "future" and "reads versions up to 2" in str(err.value)


def test_a_hand_after_a_3_3_hand_can_be_played_again_from_its_start() -> None:
    """'Play from here' rewinds to a hand's start; a hand with no swap between partners keeps it."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    import record_samples

    from murlan_qt.persistence import match_at_hand_start

    match = record_samples.finished(3, Rules(teams=True))
    k = next(k for k, h in enumerate(match.hands) if h.swap is not None and h.swap.partners)
    again = match_at_hand_start(match, k)
    assert len(again.hands) == k + 1 and not again.hand.actions
    assert again.hand.swap is not None and again.hand.swap.partners and again.hand.phase == "play"


def test_a_team_win_is_a_win_in_the_statistics_not_a_tie(tmp_path: Path) -> None:
    from persistence_helpers import PLAYERS, ai_players, step

    from murlan_qt.persistence import StatsDB

    match = MatchState(3, Rules(teams=True), players=PLAYERS)
    ais = ai_players(match)
    while not match.is_over:
        step(match, ais)
    assert match.result is not None and match.result.team is not None and not match.result.tie
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        db.record_match(match)
        winner, tie, won = db._con.execute("SELECT winner, tie, human_won FROM matches").fetchone()
    assert (winner, tie) == (None, None)  # no seat won alone, and it was no tie
    assert won == int(match.result.is_won_by(0))
