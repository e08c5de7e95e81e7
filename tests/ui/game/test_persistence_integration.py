"""The window keeps the player's data: autosave after every change, resume, File menu, statistics."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import MatchState, dumps
from murlan_qt.persistence import DataPaths, StatsDB, load_match, match_uid, save_match
from murlan_qt.ui.dialogs import persistence_ui as persistence_ui
from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog
from murlan_qt.ui.game.controller import GameController, MatchConfig
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.window import main_window as main_window_module
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 60_000
LEVELS = ("easy", "normal", "easy")
_ini = itertools.count()


def make_window(qtbot: QtBot, tmp_path: Path, data: Path, *, human_seat: int | None = None) -> MainWindow:
    """A window at instant speed keeping its data in ``data`` (no modal dialogs of its own)."""
    store = QSettings(str(tmp_path / f"murlan-{next(_ini)}.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.animation_speed = "instant"
    controller = GameController(speed="instant", human_seat=human_seat, ai_time_limit=0.05)
    window = MainWindow(settings, data, controller=controller, show_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 720)
    window.show()
    return window


def answer_abandon(window: MainWindow, *, abandon: bool) -> None:
    """Answer the "abandon the match?" question as soon as it is asked (it runs its own event loop)."""

    def answer() -> None:
        box = window.findChild(QMessageBox, "abandonBox")
        if box is None or not box.isVisible():
            QTimer.singleShot(10, answer)
            return
        box.findChild(QPushButton, "abandonYes" if abandon else "abandonNo").click()

    QTimer.singleShot(0, answer)


def config(seed: int) -> MatchConfig:
    return MatchConfig(levels=LEVELS, seed=seed)


class Stepper:
    """Holds the computer players after each action, so a test moves the match on one action at a time."""

    def __init__(self, window: MainWindow, *, paused: bool = False) -> None:
        self.window = window
        self.paused = paused
        self.hold_after_each = paused
        self.actions: list[object] = []
        c = window.controller
        c.set_animation_check(lambda: self.paused or window.animator.is_running)
        c.action_applied.connect(self._on_action)

    def _on_action(self, action: object) -> None:
        self.actions.append(action)
        if self.hold_after_each:
            self.paused = True

    def step(self, qtbot: QtBot, n: int = 1) -> None:
        """Let ``n`` more actions happen."""
        for _ in range(n):
            before = len(self.actions)
            self.paused = False
            self.window.controller.notify_animations_finished()
            qtbot.waitUntil(lambda b=before: len(self.actions) > b, timeout=WAIT_MS)

    def run_free(self) -> None:
        self.hold_after_each = False
        self.paused = False
        self.window.controller.notify_animations_finished()


def wait_hand_over(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.match is not None and c.match.hand.is_over, timeout=WAIT_MS)


def autosave_path(window: MainWindow) -> Path:
    """The autosave file, with every write asked so far done (they run on a thread of their own)."""
    assert window.paths is not None and window.data is not None
    window.data.flush_autosave()
    return window.paths.autosave


def unfinished_saves(data: Path) -> list[Path]:
    return sorted((data / "saves").glob("unfinished-*.murlan"))


# ---------------------------------------------------------------- data folder


def test_tests_never_touch_the_users_data_or_settings(isolated_data: Path, isolated_settings: Path) -> None:
    assert DataPaths.resolve().root == isolated_data
    assert Path(Settings().store.fileName()).is_relative_to(isolated_settings)


def test_data_dir_argument_wins_over_the_environment(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, tmp_path / "chosen")
    assert window.data_dir == (tmp_path / "chosen").absolute()
    assert autosave_path(window).parent == window.data_dir


def test_without_a_data_dir_the_environment_variable_is_used(qtbot: QtBot, isolated_data: Path) -> None:
    window = MainWindow(controller=GameController(speed="instant"), show_dialogs=False)
    qtbot.addWidget(window)
    assert window.data_dir == isolated_data


def test_menus_have_the_file_commands_and_statistics(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    assert window.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    assert window.save_as_action.shortcut().toString() == "Ctrl+Shift+S"
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[0] == "&File"
    assert window.stats_action.isEnabled()
    assert not window.save_as_action.isEnabled()  # no match yet


# ---------------------------------------------------------------- autosave


def test_every_change_is_autosaved_and_reads_back_equal(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    path = autosave_path(window)
    differences: list[int] = []
    checks = [0]

    def check() -> None:  # runs after the window's own save was asked for
        checks[0] += 1
        m = window.controller.match
        assert m is not None
        if dumps(load_match(autosave_path(window))) != dumps(m):
            differences.append(checks[0])

    window.controller.match_changed.connect(check)
    actions: list[object] = []
    window.controller.action_applied.connect(actions.append)
    window.start_match(config(11))
    wait_hand_over(qtbot, window)
    assert differences == []
    assert checks[0] == len(actions) + 1  # the deal, then every play and pass
    m = window.controller.match
    assert m is not None and len(m.results) == 1
    assert dumps(load_match(path)) == dumps(m)


def test_a_save_failure_is_shown_once_and_retried_on_the_next_action(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    real = main_window_module.show_save_problem
    monkeypatch.setattr(main_window_module, "show_save_problem",
                        lambda parent, message: (shown.append(message), real(parent, message))[1])
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    stepper = Stepper(window, paused=True)
    window.start_match(config(5))
    path = autosave_path(window)
    assert path.is_file()
    # the disk refuses: the autosave's place is taken by a folder, so no file can be renamed onto it
    path.unlink()
    path.mkdir()
    (path / "keep").write_text("x")
    stepper.step(qtbot, 4)
    autosave_path(window)
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=WAIT_MS)  # told from the writer's thread
    qtbot.wait(100)
    assert len(shown) == 1
    assert "could not be saved" in shown[0] and "try again" in shown[0]
    assert window.statusBar().currentMessage() == shown[0]
    box = window.findChild(QMessageBox, persistence_ui.SAVE_PROBLEM_BOX)
    assert box is not None and box.isVisible() and not box.isModal()
    assert window.controller.match is not None and len(window.controller.match.hand.actions) == 4  # play goes on
    # the folder goes away: the next action saves again, and the save is whole
    (path / "keep").unlink()
    path.rmdir()
    stepper.step(qtbot)
    assert dumps(load_match(autosave_path(window))) == dumps(window.controller.match)
    assert len(shown) == 1


# ---------------------------------------------------------------- resume


_references: dict[int, str] = {}


def reference_hand(qtbot: QtBot, tmp_path: Path, seed: int) -> str:
    """The record of the first hand played without interruption (through a window, like the others)."""
    if seed in _references:
        return _references[seed]
    window = make_window(qtbot, tmp_path, tmp_path / "reference")
    window.start_match(config(seed))
    wait_hand_over(qtbot, window)
    assert window.controller.match is not None
    record = _references[seed] = dumps(window.controller.match)
    window.close()
    return record


@pytest.mark.parametrize("actions_before_kill", [1, 13, 30])
def test_resume_restores_the_table_and_the_next_computer_decisions(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, actions_before_kill: int
) -> None:
    seed = 21
    expected = reference_hand(qtbot, tmp_path, seed)
    data = tmp_path / "data"
    first = make_window(qtbot, tmp_path, data)
    stepper = Stepper(first, paused=True)
    first.start_match(config(seed))
    stepper.step(qtbot, actions_before_kill)
    at_kill = first.controller.match
    assert at_kill is not None
    saved_state = dumps(at_kill)
    turn = at_kill.hand.turn
    first.close()  # as if killed: only the autosave is left

    offered: list[MatchState] = []
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: (offered.append(m), True)[1])
    second = make_window(qtbot, tmp_path, data)
    again = Stepper(second, paused=True)
    second.resume_or_start(config(999))
    assert len(offered) == 1
    resumed = second.controller.match
    assert resumed is not None
    assert dumps(resumed) == saved_state
    assert resumed.hand.turn == turn
    assert second.scene.disagreements() == []
    again.run_free()
    wait_hand_over(qtbot, second)
    assert dumps(second.controller.match) == expected  # the computers chose exactly as before


def test_resume_on_the_players_turn_waits_for_the_player(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    first = make_window(qtbot, tmp_path, data, human_seat=0)
    first.start_match(config(4))
    qtbot.waitUntil(lambda: first.controller.is_awaiting_human, timeout=WAIT_MS)
    state = dumps(first.controller.match)
    first.close()
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: True)
    second = make_window(qtbot, tmp_path, data, human_seat=0)
    second.resume_or_start(config(999))
    qtbot.waitUntil(lambda: second.controller.is_awaiting_human, timeout=WAIT_MS)
    assert dumps(second.controller.match) == state
    assert second.controller.can_human_play()
    assert second.pass_button.isVisible()


def test_declining_to_resume_keeps_the_old_match_in_saves(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    first = make_window(qtbot, tmp_path, data)
    stepper = Stepper(first, paused=True)
    first.start_match(config(8))
    stepper.step(qtbot, 3)
    old = dumps(first.controller.match)
    first.close()
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: False)
    second = make_window(qtbot, tmp_path, data)
    Stepper(second, paused=True)
    second.resume_or_start(config(9))
    # "New match" at the resume prompt opens the New match dialog; Deal asks before abandoning
    dialog = second.findChild(NewMatchDialog, "newMatchDialog")
    assert dialog is not None and dialog.isVisible() and second.controller.match is None
    dialog.seed_edit.setText("9")
    answer_abandon(second, abandon=True)
    dialog.accept()
    assert second.controller.match is not None and second.controller.match.seed == 9
    kept = unfinished_saves(data)
    assert len(kept) == 1 and dumps(load_match(kept[0])) == old
    assert second.data is not None and second.data.wait_for_statistics()
    assert second.data.stats.summary().matches_played == 1  # counted as lost
    assert second.data.stats.summary().matches_won == 0


def test_cancelling_the_new_match_after_the_resume_prompt_continues_the_old_match(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    first = make_window(qtbot, tmp_path, data)
    stepper = Stepper(first, paused=True)
    first.start_match(config(8))
    stepper.step(qtbot, 3)
    old = dumps(first.controller.match)
    first.close()
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: False)
    second = make_window(qtbot, tmp_path, data)
    Stepper(second, paused=True)
    second.resume_or_start(config(9))
    dialog = second.findChild(NewMatchDialog, "newMatchDialog")
    dialog.reject()
    assert second.controller.match is not None and dumps(second.controller.match) == old
    assert second.data is not None and second.data.wait_for_statistics()
    assert second.data.stats.summary().matches_played == 0


def test_keeping_the_match_at_the_abandon_question_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, tmp_path, data)
    stepper = Stepper(window, paused=True)
    window.start_match(config(8))
    stepper.step(qtbot, 3)
    before = dumps(window.controller.match)
    window.ask_new_match()
    dialog = window.findChild(NewMatchDialog, "newMatchDialog")
    dialog.seed_edit.setText("9")
    answer_abandon(window, abandon=False)
    dialog.accept()
    assert dumps(window.controller.match) == before
    assert window.data is not None and window.data.wait_for_statistics()
    assert window.data.stats.summary().matches_played == 0


def test_a_damaged_autosave_is_reported_moved_aside_and_a_new_match_starts(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    damaged = b'{"format": "murlan-match", "version": 1, "seed": 3, "hands": [{"deal'
    (data / "autosave.murlan").write_bytes(damaged)
    problems: list[tuple[str, Path | None]] = []
    monkeypatch.setattr(main_window_module, "show_load_problem",
                        lambda parent, message, moved_to=None: problems.append((message, moved_to)))
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: pytest.fail("nothing to resume"))
    window = make_window(qtbot, tmp_path, data)
    Stepper(window, paused=True)
    window.resume_or_start(config(6))
    assert len(problems) == 1
    message, moved_to = problems[0]
    assert "autosave.murlan" in message and ("cut short" in message or "damaged" in message)
    assert moved_to is not None and moved_to.name.startswith("autosave.murlan.corrupt-")
    assert moved_to.read_bytes() == damaged
    assert window.controller.match is not None and window.controller.match.seed == 6
    assert dumps(load_match(autosave_path(window))) == dumps(window.controller.match)


def test_a_new_match_keeps_the_unfinished_one_in_saves(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, tmp_path, data)
    stepper = Stepper(window, paused=True)
    window.start_match(config(31))
    stepper.step(qtbot, 2)
    old = dumps(window.controller.match)
    window.start_match(config(32))
    kept = unfinished_saves(data)
    assert len(kept) == 1 and dumps(load_match(kept[0])) == old
    assert load_match(autosave_path(window)).seed == 32


# ---------------------------------------------------------------- File menu


def test_save_as_then_open_continues_the_saved_match(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    target = tmp_path / "elsewhere" / "my match"  # the extension is added
    target.parent.mkdir()
    monkeypatch.setattr(persistence_ui.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    window = make_window(qtbot, tmp_path, data)
    stepper = Stepper(window, paused=True)
    window.start_match(config(41))
    stepper.step(qtbot, 5)
    assert window.save_as_action.isEnabled()
    window.save_as_action.trigger()
    saved = target.with_name("my match.murlan")
    assert dumps(load_match(saved)) == dumps(window.controller.match)
    assert window.data is not None and window.data.recent_paths()[0] == saved.absolute()
    state = dumps(window.controller.match)

    window.start_match(config(42))
    monkeypatch.setattr(main_window_module, "open_match_dialog", lambda parent, directory=None: saved)
    window.open_action.trigger()
    assert dumps(window.controller.match) == state
    assert dumps(load_match(autosave_path(window))) == state

    # Open Recent lists it; Clear empties the list
    window._fill_recent_menu()
    entries = [a for a in window.recent_menu.actions() if a.text().startswith("&1 ")]
    assert entries and entries[0].text() == "&1 my match.murlan"  # until the file is read, off this thread
    qtbot.waitUntil(lambda: "in progress" in entries[0].text(), timeout=WAIT_MS)  # then what the match is
    assert entries[0].text().startswith("&1 You 0, ")
    window.start_match(config(43))
    entries[0].trigger()
    assert dumps(window.controller.match) == state
    clear = next(a for a in window.recent_menu.actions() if a.text() == "&Clear Menu")
    clear.trigger()
    assert window.data.recent_paths() == []


def two_hands(seed: int) -> MatchState:
    """A match whose first two hands were played by computer players (engine only)."""
    match = MatchState(seed, players=MatchConfig(levels=LEVELS).players("You"))
    players = {s: make_player("normal", player_seed(seed, s)) for s in range(4)}
    while len(match.results) < 2:
        if match.needs_new_hand:
            match.start_next_hand()
        take_turn(match, players[match.hand.turn], 0.05)
    return match


def test_open_a_saved_match_from_the_start_of_one_of_its_hands(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = two_hands(12)
    path = tmp_path / "two hands.murlan"
    save_match(path, match)

    def choose_second_hand(dialog: persistence_ui.HandChooserDialog) -> int:
        dialog.list.setCurrentRow(dialog.choices.index(1))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(persistence_ui.HandChooserDialog, "exec", choose_second_hand)
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    Stepper(window, paused=True)
    assert window.open_match_file(path)
    m = window.controller.match
    assert m is not None
    assert len(m.hands) == 2 and len(m.results) == 1
    assert m.hand.deal == match.hands[1].deal
    assert tuple(m.totals) == match.results[0].totals
    assert m.hand.actions == [] or len(m.hand.actions) == 0


def test_a_bad_file_is_reported_and_nothing_is_lost(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(persistence_ui, "show_warning", lambda parent, title, text: warnings.append(text))
    window = make_window(qtbot, tmp_path, tmp_path / "data")
    stepper = Stepper(window, paused=True)
    window.start_match(config(51))
    stepper.step(qtbot, 2)
    state = dumps(window.controller.match)
    bad = tmp_path / "notes.murlan"
    bad.write_text("shopping list: bread, milk\n")
    assert not window.open_match_file(bad)
    assert len(warnings) == 1 and "not a Murlan saved match" in warnings[0]
    assert bad.read_text() == "shopping list: bread, milk\n"
    assert dumps(window.controller.match) == state
    assert dumps(load_match(autosave_path(window))) == state
    assert unfinished_saves(tmp_path / "data") == []


# ---------------------------------------------------------------- statistics


def test_a_finished_hand_is_in_the_statistics_and_the_window_shows_it(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, tmp_path, data)
    window.start_match(config(3))
    wait_hand_over(qtbot, window)
    m = window.controller.match
    assert m is not None
    assert window.data is not None and window.data.wait_for_statistics()  # written off the window's thread
    with StatsDB(data / "stats.sqlite3") as stats:
        assert stats.problem is None
        assert stats.recorded_hands(match_uid(m)) == 1
    window.stats_action.trigger()
    dialog = window.stats_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.values["hands_played"].text() == "1"
    dialog.close()


def test_a_damaged_statistics_file_is_reported_and_play_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "stats.sqlite3").write_bytes(b"these are not statistics" * 100)
    monkeypatch.setattr(main_window_module, "ask_resume", lambda parent, m: pytest.fail("nothing to resume"))
    window = make_window(qtbot, tmp_path, data)
    Stepper(window, paused=True)
    window.resume_or_start(config(2))
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and not boxes[0].isModal()
    assert "stats.sqlite3" in boxes[0].text() and "kept as" in boxes[0].text()
    assert list(data.glob("stats.sqlite3.corrupt-*"))
    assert window.controller.match is not None and window.controller.match.seed == 2


# ---------------------------------------------------------------- command line


def _run(*args: str, tmp_path: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    return subprocess.run([sys.executable, "-m", "murlan_qt", *args], env=full_env, capture_output=True,
                          text=True, timeout=300, cwd=tmp_path)


def test_smoke_test_leaves_an_autosave_and_a_statistics_row_in_the_data_dir(tmp_path: Path) -> None:
    data = tmp_path / "smoke data"
    done = _run("--smoke-test", "--seed", "3", "--data-dir", str(data), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    assert "statistics: 1 hands recorded" in done.stdout
    match = load_match(data / "autosave.murlan")
    assert len(match.results) == 1 and match.seed == 3
    with StatsDB(data / "stats.sqlite3") as stats:
        assert stats.problem is None
        assert stats.recorded_hands(match_uid(match)) == 1


def test_smoke_test_reports_a_data_dir_it_cannot_use(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    done = _run("--smoke-test", "--seed", "3", "--data-dir", str(blocker / "data"), tmp_path=tmp_path)
    assert done.returncode != 0
    assert "smoke test failed" in done.stderr


def test_exit_after_first_paint_prints_the_time_and_leaves_the_saves_alone(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    autosave = data / "autosave.murlan"
    save_match(autosave, two_hands(7))
    before = autosave.read_bytes()
    done = _run("--exit-after-first-paint", tmp_path=tmp_path, env={"MURLAN_DATA_DIR": str(data)})
    assert done.returncode == 0, done.stderr
    assert re.search(r"^first paint after \d+ ms$", done.stdout, re.MULTILINE), done.stdout
    assert autosave.read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == ["autosave.murlan"]

