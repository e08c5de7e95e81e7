"""Qt tests run offscreen, with settings and data kept in a temporary place."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from murlan_qt.ui.window.main_window import MainWindow

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def gui_thread_collector(qapp: object) -> Iterator[object]:
    """Garbage is collected on the GUI thread, as in the game (murlan_qt/ui/desktop/gui_gc.py).

    A test's unparented Qt objects in reference cycles were otherwise freed by whichever thread
    allocated next, often the next test's AI thread, which crashed the suite in the event loop.
    """
    from murlan_qt.ui.desktop.gui_gc import GuiThreadCollector

    collector = GuiThreadCollector()
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def collect_after_each_test(gui_thread_collector: object) -> Iterator[None]:
    """A test that never runs the event loop still has its garbage collected, here, after it."""
    yield
    gui_thread_collector.collect_due()  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point QSettings at a fresh directory so tests never touch the user's settings."""
    from PySide6.QtCore import QSettings

    where = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(where))
    yield where


@pytest.fixture(autouse=True)
def isolated_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Saves and statistics of a window built without a data dir go to a fresh directory, never the user's.

    ``MURLAN_DATA_DIR`` wins over the user data dir; the XDG variables keep
    subprocesses (and anything asking platformdirs or QSettings) away from the
    user's files too.
    """
    where = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("MURLAN_DATA_DIR", str(where / "murlan-data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(where / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(where / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(where / "cache"))
    yield where / "murlan-data"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A temporary data directory for the window."""
    d = tmp_path / "data"
    d.mkdir()
    return d


@pytest.fixture(autouse=True)
def no_sound_unless_asked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows in tests stay silent (MURLAN_NO_SOUND), except in the tests marked ``sound``."""
    if request.node.get_closest_marker("sound") is None:
        monkeypatch.setenv("MURLAN_NO_SOUND", "1")
    else:
        monkeypatch.delenv("MURLAN_NO_SOUND", raising=False)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """A game window on screen (offscreen), its computer players stopped at the end."""
    from ui_helpers import make_window

    w = make_window(tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.controller.shutdown()
