"""The analysis in the hand review: run in the worker with progress, marks shown, kept, cancelled, per match."""

from __future__ import annotations

import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from murlan_qt.ai.review import DecisionReview, HandReview, Mark
from murlan_qt.engine.record import to_record
from murlan_qt.persistence.review_cache import ReviewCache, file_name, hand_keys
from murlan_qt.persistence.saves import record_text
from murlan_qt.tools.sim import play_match
from murlan_qt.ui.review.panel import REVIEW_SEED
from murlan_qt.ui.review.stepper import Position
from murlan_qt.ui.review.window import FinishedMatchesBox, ReplayWindow, kept_accuracy

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "ai"))
from test_review import bomb_breaking_match  # noqa: E402


def window(qtbot: QtBot, tmp_path: Path, play: str = "4S") -> ReplayWindow:
    w = ReplayWindow(bomb_breaking_match(play), name="blunder", hand=0, seat=0, cache_folder=tmp_path / "reviews")
    w.animation_speed = "instant"
    qtbot.addWidget(w)
    return w


def fake_review(mark: Mark | None = Mark.MISTAKE) -> HandReview:
    d = DecisionReview(0, 3, 0, "play", ("4S",), 1.5, ("KS",), 2.5, 1.0, 0.1, mark, 15, 48)
    return HandReview(0, 0, REVIEW_SEED, (d,), None, 1.8)


def test_analyse_runs_in_the_worker_and_marks_the_blunder(qtbot: QtBot, tmp_path: Path) -> None:
    w = window(qtbot, tmp_path)
    assert w.current_review() is None and "Not analysed" in w.analysis.summary.text()
    progressed: list[int] = []
    w.runner.progressed.connect(lambda _key, done, _total, _d: progressed.append(done))
    w.analysis.analyse_button.click()
    assert w.runner.running == (0, 0) and w.analysis.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: w.current_review() is not None, timeout=120_000)
    assert w.runner.process is not None and w.runner.process.starts == 1  # its own process, not a thread
    assert progressed == [1]
    (d,) = w.current_review().decisions
    # a bomb spent on a single 3: marked (the judge puts its loss near the mistake's margin)
    assert d.mark is not None and d.played == ("4S",)
    assert w.slider.marks == {3: d.mark}
    assert "4\u2660" in w.analysis.list.item(0).text() and d.mark.value in w.analysis.list.item(0).text()
    w.go(Position(0, 3), animate=False)
    assert d.mark.value.capitalize() in w.analysis.detail.text() and w.analysis.better_cards.isVisibleTo(w)
    assert "Accuracy 0%" in w.analysis.summary.text()
    # kept in the data folder
    key = hand_keys(w.replay.record)[0]
    assert (tmp_path / "reviews" / file_name(key, 0, REVIEW_SEED)).is_file()
    w.close()


def test_a_kept_analysis_is_shown_at_once_without_a_process(qtbot: QtBot, tmp_path: Path) -> None:
    w = window(qtbot, tmp_path)
    ReviewCache(tmp_path / "reviews").save(hand_keys(w.replay.record)[0], fake_review())
    again = window(qtbot, tmp_path)
    assert again.current_review() == fake_review()
    again.analyse()  # a kept analysis: nothing to run
    assert again.runner.process is None and again.runner.running is None
    assert again.slider.marks == {3: "mistake"}
    assert "Mistake" in again.analysis.list.item(0).text() or "mistake" in again.analysis.list.item(0).text()


def test_a_damaged_kept_analysis_is_ignored_and_replaced(qtbot: QtBot, tmp_path: Path) -> None:
    w = window(qtbot, tmp_path)
    key = hand_keys(w.replay.record)[0]
    path = tmp_path / "reviews" / file_name(key, 0, REVIEW_SEED)
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "decisions": [{"hand": "\xff')
    fresh = window(qtbot, tmp_path)
    assert fresh.current_review() is None and "Not analysed" in fresh.analysis.summary.text()
    fresh.analyse()
    qtbot.waitUntil(lambda: fresh.current_review() is not None, timeout=120_000)
    assert ReviewCache(tmp_path / "reviews").load(key, 0, 0, REVIEW_SEED) == fresh.current_review()
    fresh.close()


def test_cancel_stops_the_analysis_and_keeps_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    match = play_match(3, ["normal"] * 4, time_limit=0.05)
    w = ReplayWindow(match, name="long", hand=0, seat=1, cache_folder=tmp_path / "reviews")
    qtbot.addWidget(w)
    w.analyse()
    assert w.runner.running == (0, 1)
    w.analysis.cancel_button.click()
    assert w.runner.running is None and "cancelled" in w.analysis.summary.text()
    assert w.analysis.analyse_button.isEnabled() and not w.analysis.cancel_button.isEnabled()
    qtbot.wait(300)  # a late line of the cancelled request, if any, is dropped
    assert w.current_review() is None
    assert not any((tmp_path / "reviews").glob("*.json")) if (tmp_path / "reviews").exists() else True
    w.close()


def test_the_finished_matches_show_the_players_accuracy_where_hands_were_analysed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    match = bomb_breaking_match("4S")
    (saves / "finished-20261202T100000Z.murlan").write_text(record_text(match), encoding="utf-8")
    (saves / "finished-20261202T110000Z.murlan").write_text(record_text(bomb_breaking_match("KS")), encoding="utf-8")
    (saves / "finished-20261202T120000Z.murlan").write_text("{ damaged", encoding="utf-8")
    cache = ReviewCache(tmp_path / "reviews")
    cache.save(hand_keys(to_record(match))[0], fake_review(mark=None))
    assert kept_accuracy(saves / "finished-20261202T100000Z.murlan", cache) == (1.0, 1)
    assert kept_accuracy(saves / "finished-20261202T110000Z.murlan", cache) is None
    assert kept_accuracy(saves / "finished-20261202T120000Z.murlan", cache) is None
    box = FinishedMatchesBox(saves, cache_folder=tmp_path / "reviews")
    qtbot.addWidget(box)
    qtbot.waitUntil(lambda: "accuracy 100%" in box.list.item(2).text(), timeout=10_000)
    assert "accuracy" not in box.list.item(0).text() and "accuracy" not in box.list.item(1).text()


def test_the_finished_matches_are_listed_by_what_they_are(qtbot: QtBot, tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    match = play_match(4, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    (saves / "finished-20261202T100000Z.murlan").write_text(record_text(match), encoding="utf-8")
    (saves / "finished-20261202T120000Z.murlan").write_text("{ damaged", encoding="utf-8")
    box = FinishedMatchesBox(saves)  # no analyses kept: the files are still read for what they are
    qtbot.addWidget(box)
    names = [p.name for p in match.players]
    qtbot.waitUntil(lambda: names[0] in box.list.item(1).text(), timeout=10_000)
    text = box.list.item(1).text()
    assert all(f"{n} {t}" in text for n, t in zip(names, match.totals, strict=True))
    assert "won by" in text or "a tie" in text
    assert "20261202" not in text
    assert box.list.item(0).text().startswith("Ended ")  # the damaged one: when it ended, nothing more
