"""File > Open Recent names a match by what it is: players, scores, date, in progress or who won."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState, from_record, to_record
from murlan_qt.persistence import save_match
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.game.saved_matches import SavedMatchTexts, read_saved_match, saved_match_text

LEVELS = ("easy", "normal", "easy")


def finished_match(seed: int) -> MatchState:
    from murlan_qt.tools import sim

    match = sim.play_match(seed, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    rec = to_record(match)
    rec["players"] = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "ai", "level": "easy"} for n in ("Arta", "Besnik", "Drita")]
    return from_record(rec)


def test_an_unfinished_match_says_its_players_scores_and_in_progress(tmp_path: Path) -> None:
    path = tmp_path / "unfinished-20261204T101010Z.murlan"
    save_match(path, MatchState(4, players=MatchConfig(levels=LEVELS).players("You")))
    found = read_saved_match(path)
    assert found is not None and not found.is_over
    text = saved_match_text(found)
    assert text.startswith("You 0, ") and text.endswith("in progress")
    assert "20261204" not in text


def test_a_finished_match_says_who_won(tmp_path: Path) -> None:
    match = finished_match(3)
    path = tmp_path / "m.murlan"
    save_match(path, match)
    found = read_saved_match(path)
    assert found is not None and found.is_over
    assert match.result is not None and match.result.winner is not None
    winner = ("You", "Arta", "Besnik", "Drita")[match.result.winner]
    assert saved_match_text(found).endswith(f"won by {winner}")


def test_an_unreadable_file_has_no_description_and_a_changed_file_is_read_again(
        qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "bad.murlan"
    bad.write_text("nonsense")
    texts = SavedMatchTexts()
    assert texts.text_for(bad) is None
    with qtbot.waitSignal(texts.described, timeout=30_000):
        pass
    assert texts.text_for(bad) is None
    save_match(bad, MatchState(9, players=MatchConfig(levels=LEVELS).players("You")))
    os.utime(bad, ns=(1, 10**18))  # another modification time: the file changed
    assert texts.text_for(bad) is None  # read again, in the background
    with qtbot.waitSignal(texts.described, timeout=30_000):
        pass
    text = texts.text_for(bad)
    assert text is not None and text.endswith("in progress")


def test_a_network_match_is_marked_as_played_with_people(tmp_path: Path) -> None:
    from murlan_qt.persistence.saves import save_new_match

    match = finished_match(3)
    alone = save_new_match(tmp_path / "finished-alone.murlan", match)
    people = save_new_match(tmp_path / "finished-network.murlan", match, played_with="people")
    found_alone, found_people = read_saved_match(alone), read_saved_match(people)
    assert found_alone is not None and found_people is not None
    assert not found_alone.with_people and found_people.with_people
    assert saved_match_text(found_people) == saved_match_text(found_alone) + ", played with people"
