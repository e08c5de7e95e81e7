"""Statistics written on a thread of their own, so a slow or locked database never holds up the game.

Jobs run in order on one thread, which owns its own database connection.
A match travels as its record (a plain dict, cheap to make) and is rebuilt
on that thread. Each job ends with ``on_done(error)`` called *on the writer
thread* (``None`` when it worked): a user interface turns it into a queued
signal.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import MatchState, from_record, to_record
from .errors import LoadError
from .saves import EXTENSION, load_match_marked
from .stats import StatsDB, describe_sqlite_error

Done = Callable[[str | None], None]


class StatsWriter:
    """Records finished hands and matches in the statistics at ``path`` on a background thread."""

    def __init__(self, path: str | os.PathLike[str], on_done: Done | None = None, busy_timeout: float = 5.0) -> None:
        self.path = Path(path)
        self.on_done = on_done
        self.busy_timeout = busy_timeout
        #: the error of the last job (None when it worked)
        self.last_error: str | None = None
        self._jobs: queue.Queue[tuple[str, Any, Any] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="murlan-statistics", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------ asking (any thread)

    def record(self, match: MatchState, history_name: str | None = None, played_with: str | None = None) -> None:
        """Record ``match`` (its finished hands, its result if over) without waiting; ``played_with``:
        :data:`~murlan_qt.persistence.stats.PEOPLE` for a match of a network table."""
        self._jobs.put(("record", to_record(match), (history_name, played_with)))

    def record_abandoned(self, match: MatchState) -> None:
        """Record ``match``, given up before its end, as lost by the human player, without waiting."""
        self._jobs.put(("abandoned", to_record(match), None))

    def record_hint(self, match_id: str) -> None:
        """Count one hint asked for in the match ``match_id``, without waiting."""
        self._jobs.put(("hint", match_id, None))

    def complete_from_history(self, folder: str | os.PathLike[str]) -> None:
        """Count the finished matches in ``folder`` that the statistics missed (a crash before they were)."""
        self._jobs.put(("history", Path(folder), None))

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every job asked so far is done (for tests and closing); False on timeout."""
        done = threading.Event()
        self._jobs.put(("mark", done, None))
        return done.wait(timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Finish the jobs asked so far, then stop the thread."""
        self._jobs.put(None)
        self._thread.join(timeout)

    # ------------------------------------------------------------ the thread

    def _run(self) -> None:
        db: StatsDB | None = None
        try:
            while (job := self._jobs.get()) is not None:
                kind, what, extra = job
                if kind == "mark":
                    what.set()
                    continue
                try:
                    if db is None:
                        db = StatsDB(self.path, busy_timeout=self.busy_timeout)
                    if kind == "record":
                        error = self._record(db, what, extra)
                    elif kind == "hint":
                        error = None if db.record_hint(what) else db.last_error
                    elif kind == "abandoned":
                        error = None if db.record_abandoned(from_record(what)) else db.last_error
                    else:
                        error = self._history(db, what)
                except Exception as e:  # noqa: BLE001 - the thread must live on and say what failed
                    error = f"The statistics could not be saved: {describe_sqlite_error(e)}."
                self.last_error = error
                if self.on_done is not None:
                    # a listener that is gone (window closed) must not stop the writing
                    with contextlib.suppress(Exception):
                        self.on_done(error)
        finally:
            if db is not None:
                db.close()

    @staticmethod
    def _record(db: StatsDB, record: dict[str, Any], extra: tuple[str | None, str | None]) -> str | None:
        match = from_record(record)
        history_name, played_with = extra
        return None if db.record_match(match, history_name=history_name, played_with=played_with) else db.last_error

    @staticmethod
    def _history(db: StatsDB, folder: Path) -> str | None:
        try:
            names = sorted(p.name for p in folder.glob(f"finished-*{EXTENSION}"))
        except OSError:
            return None
        for name in db.uncounted_history(names):
            try:
                match, played_with = load_match_marked(folder / name)
            except LoadError:
                db.note_history(name, None)  # a bad file is not counted, nor tried again
                continue
            if not db.record_match(match, history_name=name, played_with=played_with):
                return db.last_error
        return None
