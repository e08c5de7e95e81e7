"""Saved matches described by what they are (players, scores, date, in progress or who won), for
File > Open Recent: each file is read once per change, on a pool thread, never on the window's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, QRunnable, QThreadPool, Signal

from ...engine import MatchState
from ...engine.jsontext import JsonTextError, parse_json
from ...persistence import LoadError
from ...persistence.files import read_regular
from ...persistence.saves import parse_record_bytes
from ..texts import shown_name, team_name

translate = QCoreApplication.translate


@dataclass(frozen=True)
class SavedMatch:
    """What a saved match file holds, as the menu shows it."""

    names: tuple[str, ...]
    totals: tuple[int, ...]
    is_over: bool
    winner: str | None
    saved_at: float  # the file's modification time (seconds since the epoch)
    #: a network match (the file says ``"played_with": "people"``)
    with_people: bool = False

    @classmethod
    def of(cls, match: MatchState, saved_at: float, with_people: bool = False) -> SavedMatch:
        names = tuple(shown_name(p) for p in match.players)
        winner = None
        result = match.result
        if result is not None and result.team is not None:
            winner = team_name(match.players, result.team)
        elif result is not None and result.winner is not None:
            winner = names[result.winner]
        return cls(names, tuple(match.totals), match.is_over, winner, saved_at, with_people)


def saved_match_text(found: SavedMatch) -> str:
    """``You 12, Arta 8, Besnik 5, Drita 3 – 4/12/26 18:40 – in progress``."""
    scores = ", ".join(f"{n} {t}" for n, t in zip(found.names, found.totals, strict=True))
    when = datetime.fromtimestamp(found.saved_at)
    date = QLocale().toString(QDateTime(when.date(), when.time()), QLocale.FormatType.ShortFormat)
    if not found.is_over:
        state = translate("Persistence", "in progress")
    elif found.winner is not None:
        state = translate("Persistence", "won by {name}").format(name=found.winner)
    else:
        state = translate("Persistence", "a tie")
    if found.with_people:
        state = translate("Persistence", "{state}, played with people").format(state=state)
    return f"{scores} \u2013 {date} \u2013 {state}"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def read_saved_match(path: Path) -> SavedMatch | None:
    """The saved match in ``path`` (None: it cannot be read, or it is not a saved match)."""
    try:
        saved_at = path.stat().st_mtime
        data = read_regular(path)
        match = parse_record_bytes(data, f"The saved match {path.name}", path)
        record = parse_json(data)  # (read by the engine's bounded reader above already: it is JSON)
        with_people = isinstance(record, dict) and record.get("played_with") == "people"
        return SavedMatch.of(match, saved_at, with_people)
    except (OSError, LoadError, JsonTextError):
        return None


class _Signals(QObject):
    """The owner's way back from its thread (the owner's child: never destroyed on the pool's thread)."""

    read = Signal(object, object, object)  # the Path, its stamp, SavedMatch or None


class _ReadTask(QRunnable):
    """Reads saved match files on a pool thread; it holds no QObject of its own (the pool deletes it there)."""

    def __init__(self, paths: list[tuple[Path, tuple[int, int] | None]], signals: _Signals) -> None:
        super().__init__()
        self.paths = paths
        self.signals = signals

    def run(self) -> None:
        for path, stamp in self.paths:
            try:
                self.signals.read.emit(path, stamp, read_saved_match(path))
            except RuntimeError:  # the owner is gone (the window closed)
                return


class SavedMatchTexts(QObject):
    """The descriptions of saved match files, read in the background and kept while the file is unchanged."""

    #: the description of this path is known now (or known to be unreadable)
    described = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._known: dict[Path, tuple[tuple[int, int] | None, SavedMatch | None]] = {}
        self._asked: set[Path] = set()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.read.connect(self._on_read)

    def text_for(self, path: Path) -> str | None:
        """The description of ``path`` if it is known for the file as it is now; else None (and it is read)."""
        stamp = _stamp(path)
        known = self._known.get(path)
        if known is not None and known[0] == stamp:
            return saved_match_text(known[1]) if known[1] is not None else None
        if path not in self._asked:
            self._asked.add(path)
            self._pool.start(_ReadTask([(path, stamp)], self._signals))
        return None

    def _on_read(self, path: object, stamp: object, found: object) -> None:
        assert isinstance(path, Path)
        self._asked.discard(path)
        self._known[path] = (stamp, found)  # type: ignore[assignment]
        self.described.emit(path)

    def wait(self, timeout_ms: int = 30_000) -> bool:
        """Block until the files asked for are read (tests)."""
        return self._pool.waitForDone(timeout_ms)
