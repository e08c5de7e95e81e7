"""Work handed to a thread pool holds no QObject of its own.

The pool deletes a finished task on its own thread. A QObject the task owned
(its signals, made on the GUI thread) would then be destroyed on the wrong
thread, racing the GUI thread's garbage collector: the suite crashed so once
(a segfault while ``ai_service``'s thread worked). Each task emits through
signals its owner keeps as a child, so they live and die on the GUI thread.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QRunnable, QThreadPool
from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Rules, to_record
from murlan_qt.persistence import save_match
from murlan_qt.ui.game.ai_service import AIService
from murlan_qt.ui.game.saved_matches import SavedMatchTexts
from murlan_qt.ui.review.window import FinishedMatchesBox


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[QRunnable]:
    """Every task given to a pool during the test."""
    tasks: list[QRunnable] = []
    original = QThreadPool.start

    def start(pool: QThreadPool, task: QRunnable, *args: object) -> None:
        tasks.append(task)
        original(pool, task, *args)

    monkeypatch.setattr(QThreadPool, "start", start)
    return tasks


def _own_qobjects(task: QRunnable) -> list[str]:
    """The task's attributes that are QObjects nobody else owns."""
    return [name for name, value in vars(task).items() if isinstance(value, QObject) and value.parent() is None]


def test_the_ai_services_task_emits_through_the_services_signals(qtbot: QtBot, started: list[QRunnable]) -> None:
    service = AIService()
    service.process.failed_to_start = True  # everything goes to the thread
    client = service.client("table")
    got: list[object] = []
    client.decided.connect(got.append)
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    client.ask_decision(m, m.hand.turn, make_player("normal", 1), 0.05)
    assert len(started) == 1 and _own_qobjects(started[0]) == []
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    service.shutdown()


def test_reading_saved_matches_emits_through_the_owners_signals(
    qtbot: QtBot, tmp_path: Path, started: list[QRunnable]
) -> None:
    path = tmp_path / "a.murlan"
    save_match(path, MatchState(4, Rules(), DEFAULT_PLAYERS))
    texts = SavedMatchTexts()
    assert texts.text_for(path) is None  # not known yet: it is read on the pool
    assert len(started) == 1 and _own_qobjects(started[0]) == []
    assert texts.wait()
    qtbot.waitUntil(lambda: texts.text_for(path) is not None, timeout=10_000)


def test_the_finished_matches_accuracy_emits_through_the_boxs_signals(
    qtbot: QtBot, tmp_path: Path, started: list[QRunnable]
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "finished-20261202T100000Z.murlan").write_text(
        json.dumps(to_record(MatchState(4, Rules(), DEFAULT_PLAYERS))), encoding="utf-8")
    (tmp_path / "reviews").mkdir()
    box = FinishedMatchesBox(saves, cache_folder=tmp_path / "reviews")
    qtbot.addWidget(box)
    assert len(started) == 1 and _own_qobjects(started[0]) == []
