"""The player's files in the data folder, kept by one object: autosave, statistics, recent files.

The window asks this object and shows what it reports; it does no file work
of its own. The autosave and the statistics are written on background threads
(:class:`murlan_qt.persistence.AutosaveWriter`, :class:`~murlan_qt.persistence.StatsWriter`),
so a slow disk or a locked database never holds up the game; a failure is
reported once per run of failures.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...engine import MatchState
from ...persistence import (
    Autosave,
    AutosaveResult,
    AutosaveWriter,
    DataPaths,
    RecentFiles,
    SaveError,
    StatsDB,
    StatsWriter,
    remove_temp_files_in,
)
from ...persistence.ids import match_uid

#: the window's own reads of the statistics wait at most this long for a writer (seconds)
READ_BUSY_TIMEOUT = 0.25


class PlayerData(QObject):
    """Autosave, statistics and recent files of one data folder."""

    #: a save problem to show (once per run of failures)
    save_problem = Signal(str)
    #: a statistics problem to show (once per run of failures)
    statistics_problem = Signal(str)
    #: the statistics changed (a write finished): a window showing them refreshes
    statistics_changed = Signal()
    # from the writer threads, delivered on the window's thread (queued)
    _written = Signal(object)
    _autosaved = Signal()

    def __init__(self, paths: DataPaths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        with contextlib.suppress(OSError):  # each save says what is wrong, in plain words, when it fails
            paths.ensure()
        # killed writes of the autosave, history copies, recent list, kept analyses: nobody else is
        # writing here (an analysis another window was writing is only analysed again)
        for folder in (paths.root, paths.saves, paths.reviews):
            remove_temp_files_in(folder)
        self.autosave = Autosave(paths.autosave, history_dir=paths.saves)
        self._autosaved.connect(self._report_save_problem)
        self.autosave_writer = AutosaveWriter(self.autosave, on_written=self._autosaved.emit)
        self.stats = StatsDB(paths.stats, busy_timeout=READ_BUSY_TIMEOUT)
        self.recent = RecentFiles(paths.recent)
        self._stats_reported = False
        self._written.connect(self._on_written)
        self.writer = StatsWriter(paths.stats, on_done=self._written.emit)
        self.writer.complete_from_history(paths.saves)  # a crash may have come before the last match was counted

    # ------------------------------------------------------------ start-up

    def load_autosave(self) -> AutosaveResult:
        """The unfinished match to offer (a damaged autosave is moved aside and reported; one that may
        not be read is kept in ``saves/``, first in the recent files)."""
        self.flush_autosave()
        found = self.autosave.load()
        if found.may_continue and found.moved_to is not None:
            self.remember(found.moved_to)
        return found

    def put_aside(self, match: MatchState | None) -> Path | None:
        """A new match replaces ``match``: if unfinished, its autosave goes to ``saves/``, first in the
        recent files (File > Open Recent continues it); where it went."""
        if match is not None and match.is_over:
            return None
        self.flush_autosave()
        kept = self.autosave.clear()
        if kept is not None:
            self.remember(kept)
        return kept

    # ------------------------------------------------------------ during play

    def keep(self, match: MatchState) -> None:
        """After every change: autosave, written on its own thread (a finished match goes to the
        history, then is counted)."""
        finished_before = self.autosave.last_finished
        self.autosave_writer.save(match)
        kept = self.autosave.last_finished
        if match.is_over and kept is not None and kept != finished_before:
            self.writer.record(match, history_name=kept.name)
        self._report_save_problem()

    def _report_save_problem(self) -> None:
        if message := self.autosave.take_new_error():
            self.save_problem.emit(message)

    def flush_autosave(self) -> bool:
        """Wait until the autosaves asked so far are on disk (before anything else uses the file)."""
        return self.autosave_writer.flush()

    def record_statistics(self, match: MatchState) -> None:
        """Count the finished hands (and the result) of ``match``, off the window's thread."""
        self.writer.record(match)

    def record_hint(self, match: MatchState) -> None:
        """Count one hint asked for in ``match``, off the window's thread."""
        self.writer.record_hint(match_uid(match))

    def record_abandoned(self, match: MatchState) -> None:
        """Count ``match``, given up before its end, as a lost match, off the window's thread."""
        self.writer.record_abandoned(match)

    def _on_written(self, error: object) -> None:
        if error is None:
            self._stats_reported = False
        elif not self._stats_reported:
            self._stats_reported = True
            self.statistics_problem.emit(str(error))
        self.statistics_changed.emit()

    def wait_for_statistics(self, timeout: float = 30.0) -> bool:
        """Block until the statistics asked so far are written (checks and tests only)."""
        return self.writer.wait(timeout)

    # ------------------------------------------------------------ recent files

    def recent_paths(self) -> list[Path]:
        return self.recent.paths()

    def remember(self, path: Path) -> str | None:
        """Put ``path`` first in the recent files; the problem to show, if any."""
        try:
            self.recent.add(path)
        except SaveError as e:
            return str(e)
        return None

    def forget(self, path: Path) -> None:
        with contextlib.suppress(SaveError):
            self.recent.remove(path)

    def clear_recent(self) -> None:
        with contextlib.suppress(SaveError):
            self.recent.clear()

    # ------------------------------------------------------------ closing

    def close(self) -> None:
        """Finish the autosave and the statistics asked so far and close the files."""
        self.autosave_writer.close()
        self.writer.close()
        self.stats.close()
