"""Review a Match reads its file off the GUI thread: the window answers meanwhile, and a slow read can be
cancelled."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from murlan_qt.persistence.saves import record_text
from murlan_qt.tools.sim import play_match
from murlan_qt.ui.review.reading import Cancelled, run_off_thread
from murlan_qt.ui.review.window import choose_record


def test_the_gui_thread_runs_its_events_while_the_file_is_read(qtbot: QtBot) -> None:
    gui_ran = threading.Event()
    on: list[int] = []

    def work() -> str:
        on.append(threading.get_ident())
        # finishes only if the GUI thread's timer fires meanwhile: the window is not frozen
        assert gui_ran.wait(10), "the GUI thread's events did not run while the file was read"
        return "read"

    QTimer.singleShot(100, gui_ran.set)
    assert run_off_thread(None, "Reading", work) == "read"
    assert on and on[0] != threading.get_ident()


def test_a_slow_read_shows_its_progress_and_can_be_cancelled(qtbot: QtBot) -> None:
    release = threading.Event()
    seen: list[str] = []

    def cancel_when_shown() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
        if dialogs:
            label = dialogs[0].findChild(QLabel)
            seen.append((label.text(), label.textFormat()))
            dialogs[0].findChild(QPushButton).click()  # the player presses Cancel
        else:
            QTimer.singleShot(50, cancel_when_shown)

    QTimer.singleShot(50, cancel_when_shown)
    name = "Reading <b>big</b>.jsonl..."  # a file's name: shown as typed, never as markup
    with pytest.raises(Cancelled):
        run_off_thread(None, name, lambda: release.wait(30))
    release.set()
    assert seen == [(name, Qt.TextFormat.PlainText)]


def test_an_error_of_the_read_is_raised_on_the_gui_thread(qtbot: QtBot) -> None:
    def work() -> None:
        raise ValueError("damaged")

    with pytest.raises(ValueError, match="damaged"):
        run_off_thread(None, "Reading", work)


def test_a_file_of_many_records_is_read_off_the_thread_and_its_match_opened(qtbot: QtBot, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    match = play_match(5, ["greedy", "random", "greedy", "random"], time_limit=0.05)
    path = tmp_path / "one.murlan"
    path.write_text(record_text(match), encoding="utf-8")
    threads: list[int] = []
    import murlan_qt.ui.review.window as window_module

    real = window_module.open_record

    def open_record(*args: object) -> object:
        threads.append(threading.get_ident())
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(window_module, "open_record", open_record)
    opened = choose_record(None, path)
    assert opened is not None and opened.totals == match.totals
    assert threads and threads[0] != threading.get_ident()
