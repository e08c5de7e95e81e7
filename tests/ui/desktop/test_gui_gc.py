"""Garbage is collected on the GUI thread only (murlan_qt/ui/desktop/gui_gc.py)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.ui.desktop.gui_gc import GuiThreadCollector


class _Cycle:
    """An object only a cycle keeps alive; records the thread that frees it."""

    freed_on: list[int] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_on.append(threading.get_ident())


def _allocate_on_a_worker() -> None:
    """What a computer player's search does to the collector: many small containers."""

    def work() -> None:
        keep = [[i] for i in range(50_000)]  # far past the first generation's threshold
        del keep

    t = threading.Thread(target=work)
    t.start()
    t.join()


@pytest.fixture
def automatic_gc() -> Iterator[None]:
    """This module's tests start with Python's own collector on (the suite's collector stopped)."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_without_the_collector_a_worker_thread_frees_the_cycle(automatic_gc: None) -> None:
    # the failure the collector prevents: this is what happens with Python's own collector
    gc.collect()
    _Cycle.freed_on.clear()
    _Cycle()
    _allocate_on_a_worker()
    assert _Cycle.freed_on and _Cycle.freed_on[0] != threading.get_ident()


def test_with_the_collector_the_cycle_is_freed_on_the_gui_thread(qtbot: QtBot, automatic_gc: None) -> None:
    collector = GuiThreadCollector()
    try:
        assert not gc.isenabled()
        gc.collect()
        _Cycle.freed_on.clear()
        _Cycle()
        _allocate_on_a_worker()
        assert _Cycle.freed_on == []  # the worker allocated plenty, and collected nothing
        # well past the first generation's threshold, still alive (the count also falls as objects are freed)
        kept = [[i] for i in range(20_000)]
        qtbot.waitUntil(lambda: bool(_Cycle.freed_on), timeout=5000)  # the timer collects
        assert _Cycle.freed_on == [threading.get_ident()]
        # (collected by this collector, or by the suite's own, which runs on the same thread)
        del kept
    finally:
        collector.stop()
    assert gc.isenabled()  # handed back


def test_collect_due_follows_the_thresholds(qtbot: QtBot, automatic_gc: None) -> None:
    collector = GuiThreadCollector()
    try:
        gc.collect()
        assert collector.collect_due() is None  # nothing allocated since: nothing due
        junk = [[i] for i in range(5_000)]
        assert collector.collect_due() in (0, 1, 2)
        del junk
    finally:
        collector.stop()
