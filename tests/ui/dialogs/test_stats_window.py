"""The Statistics window and the save/load dialogs, offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMainWindow, QMessageBox

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import (
    MatchState,
    Player,
)
from murlan_qt.persistence import StatsDB, match_uid
from murlan_qt.ui.dialogs import persistence_ui as persistence_ui
from murlan_qt.ui.dialogs.persistence_ui import (
    HandChooserDialog,
    ask_resume,
    resume_details,
    show_load_problem,
    show_save_problem,
    with_extension,
)
from murlan_qt.ui.dialogs.stats_window import PointsChart, StatisticsDialog, nice_step

GREEDY = (Player("You", "human"),) + tuple(Player(n, "ai", "greedy") for n in ("Arta", "Besnik", "Drita"))


def play(seed: int, steps: int | None = None, players: tuple[Player, ...] = GREEDY) -> MatchState:
    """A seeded match played by greedy AIs (the human's seat too)."""
    match = MatchState(seed, players=players)
    ais = [make_player("greedy", player_seed(seed, s)) for s in range(4)]
    n = 0
    while not match.is_over and (steps is None or n < steps):
        n += 1
        if match.needs_new_hand:
            match.start_next_hand()
            continue
        take_turn(match, ais[match.hand.turn])
    return match


@pytest.fixture
def stats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> StatsDB:
    monkeypatch.setenv("MURLAN_DATA_DIR", str(tmp_path / "data"))
    return StatsDB(tmp_path / "data" / "stats.sqlite3")


@pytest.fixture
def filled(stats: StatsDB) -> StatsDB:
    for seed in range(1, 6):
        stats.record_match(play(seed))
    return stats


def test_dialog_shows_the_figures(qtbot, filled: StatsDB) -> None:  # type: ignore[no-untyped-def]
    s = filled.summary()
    dialog = StatisticsDialog(filled)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.values["matches_played"].text() == "5"
    assert dialog.values["matches_won"].text() == str(s.matches_won)
    assert dialog.values["win_rate"].text() == f"{s.matches_won * 20}%"
    assert dialog.values["hands_played"].text() == str(s.hands_played)
    assert dialog.values["average_place"].text() == f"{s.average_place:.2f}"
    played, won, _rate = dialog.level_labels["greedy"]
    assert (played.text(), won.text()) == ("5", str(s.matches_won))
    assert dialog.chart.data is not None and len(dialog.chart.data.totals) == len(play(5).hands)
    assert "After" in dialog.chart.accessibleDescription()
    assert not dialog.problem_label.isVisible()
    pixmap = dialog.grab()
    assert not pixmap.isNull() and pixmap.width() > 300


def test_matches_with_people_have_their_own_row(qtbot, stats: StatsDB) -> None:  # type: ignore[no-untyped-def]
    stats.record_match(play(1))
    stats.record_match(play(2), played_with="people")
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    assert set(dialog.level_labels) == {"greedy", "people"}
    names = [dialog.findChild(QLabel, f"level_{row}_0").text() for row in (1, 2)]
    assert "People (network tables)" in names


def test_dialog_with_no_data(qtbot, stats: StatsDB) -> None:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.values["matches_played"].text() == "0"
    assert dialog.values["win_rate"].text() == "–"
    assert dialog.findChild(type(dialog.values["win_rate"]), "no_levels") is not None
    assert not dialog.reset_button.isEnabled()
    assert not dialog.grab().isNull()


def _colors(image, rect) -> set:  # type: ignore[no-untyped-def]
    return {image.pixelColor(x, y).rgb() for x in range(rect[0], rect[2], 2) for y in range(rect[1], rect[3], 2)}


def test_chart_draws_the_humans_line_and_scales_with_the_widget(qtbot, filled: StatsDB) -> None:  # type: ignore[no-untyped-def]
    from murlan_qt.ui.dialogs.stats_window import HUMAN_COLOR

    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.set_data(filled.summary().last_match)
    for w, h in ((360, 200), (900, 500)):
        chart.resize(w, h)
        image = chart.grab().toImage()
        assert image.width() >= w
        assert HUMAN_COLOR.rgb() in _colors(image, (0, 0, image.width(), image.height()))
    chart.set_data(None)
    image = chart.grab().toImage()
    assert HUMAN_COLOR.rgb() not in _colors(image, (0, 0, image.width(), image.height()))


def test_nice_steps() -> None:
    assert [nice_step(v) for v in (3, 10, 21, 31, 51, 120)] == [1, 2, 5, 10, 20, 50]


def test_reset_asks_first_and_no_keeps_everything(qtbot, filled: StatsDB, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(filled)
    qtbot.addWidget(dialog)
    asked = []

    def answer(result):  # type: ignore[no-untyped-def]
        def question(*args, **kwargs):  # type: ignore[no-untyped-def]
            asked.append(args[2])
            return result
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert asked and dialog.values["matches_played"].text() == "5"
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.values["matches_played"].text() == "0"
    assert filled.summary().matches_played == 0


def test_damaged_stats_file_is_reported_in_the_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"garbage" * 300)
    db = StatsDB(path)
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem_label.isVisible() and "damaged" in dialog.problem_label.text()


# ---------------------------------------------------------------- persistence_ui


def _click_later(button_text: str) -> None:
    """Click the button of the active modal box once it is shown."""
    def click() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, click)
            return
        for b in box.findChildren(QAbstractButton):
            if b.text().replace("&", "") == button_text:
                b.click()
                return
        raise AssertionError(f"no button {button_text!r}")
    QTimer.singleShot(20, click)


def test_resume_box_shows_hand_and_scores_and_continue_is_default(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play(3, 200)
    text = resume_details(match)
    assert f"Hand {len(match.hands)}" in text
    assert f"You {match.totals[0]}, Arta {match.totals[1]}" in text
    box = persistence_ui.resume_box(None, match)
    qtbot.addWidget(box)
    assert box.defaultButton().text().replace("&", "") == "Continue"
    assert box.escapeButton().text() == box.defaultButton().text()  # Escape does not throw the match away
    _click_later("Continue")
    assert ask_resume(None, match) is True
    _click_later("New match")
    assert ask_resume(None, match) is False


def test_load_and_save_problems_do_not_block(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = QMainWindow()
    qtbot.addWidget(window)
    box = show_load_problem(window, "The saved match is cut short.", tmp_path / "autosave.murlan.corrupt-X")
    assert not box.isModal() and "corrupt-X" in box.informativeText()
    first = show_save_problem(window, "The disk is full.")
    second = show_save_problem(window, "The disk is still full.")
    assert first is second and second.informativeText() == "The disk is still full."
    assert window.statusBar().currentMessage() == "The disk is still full."


def test_hand_chooser_rewinds_a_finished_match(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play(4)
    assert match.is_over
    dialog = HandChooserDialog(match)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == len(match.hands)
    assert dialog.chosen_hand() == len(match.hands) - 1  # finished: default is the last hand's start
    dialog.list.setCurrentRow(1)
    chosen = dialog.chosen_match()
    assert len(chosen.hands) == 2 and chosen.hand.actions == [] and not chosen.is_over
    assert match_uid(chosen) == match_uid(match)


def test_hand_chooser_offers_where_an_unfinished_match_was_saved(qtbot) -> None:  # type: ignore[no-untyped-def]
    match = play(4, 300)
    dialog = HandChooserDialog(match)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == len(match.hands) + 1
    assert dialog.chosen_hand() is None and dialog.chosen_match() is match


def test_save_as_adds_the_extension() -> None:
    assert with_extension("/tmp/x") == Path("/tmp/x.murlan")
    assert with_extension("/tmp/x.MURLAN") == Path("/tmp/x.MURLAN")


def test_opening_a_bad_file_says_why_and_leaves_it_in_place(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "mine.murlan"
    path.write_text('{"format": "murlan-match", "version": 1, "hands": [')
    shown = []
    monkeypatch.setattr(persistence_ui, "show_warning", lambda parent, title, text: shown.append(text))
    assert persistence_ui.open_saved_match(None, path) is None
    assert shown and "cut short" in shown[0]
    assert path.exists()


def test_opening_a_good_file_with_one_hand_continues_where_it_was(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from murlan_qt.engine import dumps
    from murlan_qt.persistence import save_match

    match = play(4, 30)
    save_match(tmp_path / "m.murlan", match)
    opened = persistence_ui.open_saved_match(None, tmp_path / "m.murlan")
    assert opened is not None and dumps(opened) == dumps(match)


def test_dialog_is_keyboard_reachable(qtbot, filled: StatsDB, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    dialog = StatisticsDialog(filled)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.reset_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert "&" in dialog.reset_button.text()  # Alt+R
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(1) or QMessageBox.StandardButton.No)
    dialog.reset_button.animateClick()
    qtbot.waitUntil(lambda: bool(asked))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_non_finite_number_in_the_statistics_is_shown_as_a_damaged_value(  # type: ignore[no-untyped-def]
    qtbot, filled: StatsDB
) -> None:
    filled._con.execute("UPDATE hands SET points='[Infinity, 0, 0, 0]'")
    dialog = StatisticsDialog(filled)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem_label.isVisible() and "damaged value" in dialog.problem_label.text()
    assert dialog.values["matches_played"].text() == "0"
    # the damaged statistics can be reset from the dialog
    assert dialog.reset_button.isEnabled()
