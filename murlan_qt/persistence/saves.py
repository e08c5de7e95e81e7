"""Saved matches on disk: save, load, quarantine, autosave, recent files, rewinding to a hand.

Files hold a match record (``MATCH_FORMAT.md``); reading goes through the
engine's checked replay. Nothing read is ever executed.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from ..engine import MatchState, RecordError, from_record, to_record
from ..engine.jsontext import JsonTextError, parse_json
from ..engine.record import FORMAT, VERSIONS, MatchSnapshot
from .atomic import atomic_create_text, atomic_write_text, move_to_new, remove_stale_temp_files
from .errors import LoadError, SaveError
from .files import read_regular
from .ids import match_uid

EXTENSION = ".murlan"


#: the distribution whose version :func:`app_version` reads (pyproject.toml's name)
DISTRIBUTION = "murlan-qt"
#: what :func:`app_version` gives in a checkout that was never installed
UNKNOWN_VERSION = "unknown"


@functools.cache
def app_version() -> str:
    """The installed version of the game (pyproject.toml is its single source), for saves and About.
    Read once: every autosave asks, and the lookup searches the whole import path."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN_VERSION


def utc_stamp(now: datetime | None = None) -> str:
    """A UTC timestamp usable in file names on every system: ``20261129T154002Z``."""
    return (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")


# ---------------------------------------------------------------- writing


def _format_json(value: Any, indent: int = 0, width: int = 100) -> str:
    """Indented JSON that keeps short lists and objects (a hand of cards, an action) on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, (dict, list)) or not value or len(flat) + indent <= width:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [
            f"{pad}{json.dumps(k, ensure_ascii=False)}: {_format_json(v, indent + 2, width)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + _format_json(v, indent + 2, width) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def record_text(match: MatchState | MatchSnapshot, **extra: Any) -> str:
    """The match as indented record JSON, with ``app_version``, ``saved_at`` and ``extra`` fields."""
    record = to_record(match)
    record["app_version"] = app_version()
    record["saved_at"] = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    for key, value in extra.items():
        if key in ("format", "version", "rules", "seed", "players", "hands", "result"):
            raise ValueError(f"{key!r} is a field of the record itself")
        record[key] = value
    return _format_json(record) + "\n"


def _text_or_error(path: str | os.PathLike[str], match: MatchState | MatchSnapshot, extra: dict[str, Any]) -> str:
    try:
        return record_text(match, **extra)
    except (ValueError, TypeError, RecursionError, OverflowError) as e:
        raise SaveError(f"Could not write {path}: the match cannot be written as a record ({e}).",
                        Path(path)) from None


def save_match(path: str | os.PathLike[str], match: MatchState, **extra: Any) -> None:
    """Write ``match`` to ``path`` atomically (:class:`SaveError` if impossible; the old file stays)."""
    atomic_write_text(path, _text_or_error(path, match, extra))


def save_new_match(path: str | os.PathLike[str], match: MatchState, **extra: Any) -> Path:
    """Write ``match`` to a new file ``path`` (or ``name-2.ext``...), never replacing one; the path written."""
    return atomic_create_text(path, _text_or_error(path, match, extra))


# ---------------------------------------------------------------- reading


def parse_record_bytes(data: bytes, name: str = "The file", path: Path | None = None) -> MatchState:
    """A match from the bytes of a ``.murlan`` file, or :class:`LoadError` saying what is wrong.

    The JSON goes through the engine's one bounded reader (:func:`parse_json`).
    """
    return _parse_record(data, name, path)[0]


def _parse_record(data: bytes, name: str, path: Path | None) -> tuple[MatchState, dict[str, Any]]:
    """The match and the record it was read from (for the fields the engine does not read)."""
    try:
        record = parse_json(data)
    except JsonTextError as e:
        raise _load_error(e, data, name, path) from None
    if not isinstance(record, dict) or "format" not in record:
        raise LoadError(
            f"{name} was written by another program: it is JSON, but not a Murlan match record.",
            path, "foreign",
        )
    fmt = record.get("format")
    if fmt != FORMAT:
        raise LoadError(
            f"{name} was written by another program: its 'format' is {json.dumps(fmt)[:60]}, "
            f"not \"{FORMAT}\".", path, "foreign",
        )
    version = record.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > max(VERSIONS):
        raise LoadError(
            f"{name} was saved by a newer version of Murlan (match record version {version}; "
            f"this version reads versions up to {max(VERSIONS)}). Update Murlan to open it.", path, "future",
        )
    try:
        return from_record(record), record
    except RecordError as e:
        raise LoadError(f"{name} is damaged or breaks the rules of the game: {e}.", path, "invalid") from None
    except RecursionError:
        raise LoadError(f"{name} is damaged: it is nested too deeply.", path, "invalid") from None


def _load_error(e: JsonTextError, data: bytes, name: str, path: Path | None) -> LoadError:
    """The player's words for JSON that the reader refused."""
    text = str(e)
    if e.kind == "empty":
        return LoadError(f"{name} is empty: there is no match in it.", path, "empty")
    if e.kind in ("binary", "too_large", "too_complex"):
        return LoadError(f"{name} is not a Murlan saved match: {text}.", path, e.kind)
    if e.kind == "duplicate_key":
        return LoadError(f"{name} is damaged: {text}.", path, "duplicate_key")
    looks_like_record = data.lstrip().startswith(b"{") and FORMAT.encode() in data[:200]
    if looks_like_record and e.kind == "truncated":
        return LoadError(
            f"{name} is cut short: the save ends in the middle of the match record "
            "(it was probably interrupted while being written).", path, "truncated",
        )
    if text.startswith("not valid JSON ("):
        where = text.removeprefix("not valid JSON (").split(")")[0]
        if looks_like_record:
            return LoadError(f"{name} is damaged: it is no longer valid JSON ({where}).", path, "damaged")
        return LoadError(f"{name} is not a Murlan saved match: it is not valid JSON ({where}).", path, "not_json")
    return LoadError(f"{name} is not a Murlan saved match: {text}.", path, "not_json")


def load_match(path: str | os.PathLike[str]) -> MatchState:
    """Read the match saved at ``path``; :class:`LoadError` says in plain words what is wrong."""
    path = Path(path)
    return parse_record_bytes(read_regular(path), f"The saved match {path.name}", path)


def load_match_marked(path: str | os.PathLike[str]) -> tuple[MatchState, str | None]:
    """The match saved at ``path`` and who it was played with: ``"people"`` for a network table's match
    (the record's ``played_with``), None otherwise or for a value that is not a short string."""
    path = Path(path)
    match, record = _parse_record(read_regular(path), f"The saved match {path.name}", path)
    marked = record.get("played_with")
    return match, marked if marked == "people" else None


# ---------------------------------------------------------------- bad files


def quarantine(path: str | os.PathLike[str], now: datetime | None = None) -> Path:
    """Move a bad file (or folder) aside as ``<name>.corrupt-<UTC timestamp>``; the new path.

    Never overwrites an existing file and never deletes anything; OSError if
    the move is impossible.
    """
    path = Path(path)
    base = f"{path.name}.corrupt-{utc_stamp(now)}"
    for n in range(1000):
        target = path.with_name(base if n == 0 else f"{base}-{n}")
        if target.exists() or target.is_symlink():
            continue
        if path.is_file() and not path.is_symlink():
            try:
                os.link(path, target)  # fails if target appeared meanwhile: never overwrites
            except FileExistsError:
                continue
            except OSError:
                os.rename(path, target)
                return target
            os.unlink(path)
            return target
        os.rename(path, target)
        return target
    raise OSError(f"no free name to move {path} aside")


# ---------------------------------------------------------------- rewinding


def match_at_hand_start(match: MatchState, k: int) -> MatchState:
    """The same match rewound to the start of hand ``k`` (0-based).

    Hands before it are kept; hand ``k`` has its deal and dealer, its swap
    still to be made (or the jokers shown), and no actions.
    """
    if not 0 <= k < len(match.hands):
        raise ValueError(f"the match has hands 1..{len(match.hands)}, not {k + 1}")
    record = to_record(match)
    hand = record["hands"][k]
    swap = hand["swap"]
    if swap is not None and "last" in swap:  # an exchange (not jokers shown, not partners): made again
        swap = {"last": swap["last"], "first": swap["first"], "given_by_last": None, "given_by_first": None}
    record["hands"] = record["hands"][:k] + [
        {"dealer": hand["dealer"], "deal": hand["deal"], "swap": swap, "actions": []}
    ]
    record["result"] = None
    return from_record(record)


# ---------------------------------------------------------------- autosave


@dataclass(frozen=True)
class AutosaveResult:
    """What :meth:`Autosave.load` found: a match to offer, or a problem (and where the file went)."""

    match: MatchState | None = None
    problem: str | None = None
    moved_to: Path | None = None
    #: ``moved_to`` is not damaged: File > Open may continue it (an autosave that could not be read)
    may_continue: bool = False


class Autosave:
    """The match in progress, written after every action so nothing is lost.

    A failed save is remembered in :attr:`last_error` and retried on the
    next :meth:`save`; :meth:`take_new_error` hands the message over once.
    """

    def __init__(self, path: str | os.PathLike[str], history_dir: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path)
        self.history_dir = Path(history_dir) if history_dir is not None else None
        self.last_error: str | None = None
        self._reported = False
        self._lock = threading.Lock()  # last_error and _reported: a writer thread may set them
        self._finished_uid: str | None = None
        #: the history copy of the last finished match (see :meth:`finish`)
        self.last_finished: Path | None = None

    def save(self, match: MatchState) -> bool:
        """Write ``match`` atomically; False (and :attr:`last_error` set) if it failed.

        A finished match is not kept for resuming: the first save of it calls
        :meth:`finish` (history copy, autosave cleared); later ones do nothing.
        """
        if match.is_over:
            uid = match_uid(match)
            # not kept yet (or the last try failed): keep it now
            if uid != self._finished_uid and (self.finish(match) is not None or self.history_dir is None):
                self._finished_uid = uid
            return self.last_error is None
        self._finished_uid = None
        try:
            text = self.text_of(match)
        except SaveError as e:
            self.note_failure(e)
            return False
        return self.write_text(text)

    def text_of(self, match: MatchState | MatchSnapshot) -> str:
        """The record text :meth:`save` writes for the unfinished ``match`` or a snapshot of it
        (:class:`SaveError` if none)."""
        return _text_or_error(self.path, match, {})

    def write_text(self, text: str) -> bool:
        """Write a record text made by :meth:`text_of`, atomically; False (and :attr:`last_error`) if
        it failed. May run on another thread than the rest (see :class:`~.autosave_writer.AutosaveWriter`)."""
        try:
            atomic_write_text(self.path, text)
        except SaveError as e:
            self.note_failure(e)
            return False
        with self._lock:
            self.last_error = None
            self._reported = False
        return True

    def note_failure(self, error: SaveError) -> None:
        """Remember a failed automatic save (shown once per run of failures)."""
        with self._lock:
            if self.last_error is None:
                self._reported = False
            self.last_error = (
                f"The match could not be saved automatically. {error} "
                "The game goes on and will try again after the next move."
            )

    def take_new_error(self) -> str | None:
        """The save problem to show, once per run of failures (None when there is nothing new)."""
        with self._lock:
            if self.last_error is None or self._reported:
                return None
            self._reported = True
            return self.last_error

    def exists(self) -> bool:
        return self.path.exists() or self.path.is_symlink()

    def load(self) -> AutosaveResult:
        """The unfinished match saved, if any; a damaged save is moved aside and reported. Never raises."""
        remove_stale_temp_files(self.path)
        if not self.exists():
            return AutosaveResult()
        try:
            match = load_match(self.path)
        except LoadError as e:
            if e.kind == "missing":  # removed meanwhile
                return AutosaveResult()
            if e.kind == "permission":
                return self._unreadable(e)
            try:
                moved = quarantine(self.path)
            except OSError as qe:
                return AutosaveResult(
                    problem=f"{e} It could not be moved aside either ({qe.strerror or qe}).")
            return AutosaveResult(
                problem=f"{e} The file was kept as {moved.name} and a new match is started.",
                moved_to=moved,
            )
        except Exception as e:  # noqa: BLE001 - a bad file must never stop the game from starting
            moved = None
            with contextlib.suppress(OSError):
                moved = quarantine(self.path)
            return AutosaveResult(problem=f"The saved match could not be read ({e}).", moved_to=moved)
        if match.is_over:
            return AutosaveResult()
        return AutosaveResult(match=match)

    def _unreadable(self, error: LoadError) -> AutosaveResult:
        """The autosave may not be read (its permissions): it is not damaged, so it is not called corrupt.

        The new match's autosave would replace it, so with a history folder it
        is moved there unchanged as ``unfinished-<UTC>.murlan``, where File >
        Open continues it once it may be read; without one it is left in place.
        """
        if self.history_dir is None:
            return AutosaveResult(problem=f"{error} The file was left as it is; a new match is started.")
        try:
            kept = move_to_new(self.path, self.history_dir / f"unfinished-{utc_stamp()}{EXTENSION}")
        except OSError as me:
            return AutosaveResult(problem=f"{error} The file was left as it is ({me.strerror or me});"
                                          " the next automatic save will replace it.")
        return AutosaveResult(
            problem=f"{error} It is not damaged: it was kept unchanged as {kept.name}."
                    " Once its permissions let you read it, File > Open continues it.",
            moved_to=kept, may_continue=True,
        )

    def clear(self) -> Path | None:
        """Put the unfinished match aside (the player starts a new one); where it went, if kept.

        With a history folder it is moved there as ``unfinished-<UTC>.murlan``
        (File > Open can continue it later); without one it is deleted.
        """
        if not self.exists():
            return None
        if self.history_dir is not None:
            try:
                return move_to_new(self.path, self.history_dir / f"unfinished-{utc_stamp()}{EXTENSION}")
            except OSError:
                pass  # deleting it below is better than offering it again
        self._remove()
        return None

    def _remove(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as e:
            self.last_error = f"The old automatic save could not be removed: {e.strerror or e}."
            self._reported = False

    def finish(self, match: MatchState) -> Path | None:
        """A match has ended: keep its record in the history folder, then clear the autosave.

        The history file is created exclusively (two matches ending in the same
        second keep both). The autosave is removed only once the history copy
        is on disk: if it cannot be written, the autosave stays and the next
        :meth:`save` tries again. Returns the history file (None if there is no
        history folder or writing failed).
        """
        kept: Path | None = None
        if self.history_dir is not None:
            try:
                kept = save_new_match(self.history_dir / f"finished-{utc_stamp()}{EXTENSION}", match)
            except SaveError as e:
                if self.last_error is None:
                    self._reported = False
                self.last_error = (f"The finished match could not be kept in the history. {e} "
                                   "The automatic save is kept; the game will try again.")
                self.last_finished = None
                return None
        self.last_error = None
        self._remove()
        self.last_finished = kept
        return kept


# ---------------------------------------------------------------- recent files

RECENT_FORMAT = "murlan-recent-files"
#: ten paths fit in a few kilobytes
RECENT_MAX_BYTES = 256 * 1024


class RecentFiles:
    """The most recently opened or saved ``.murlan`` files, newest first (a small JSON file)."""

    def __init__(self, path: str | os.PathLike[str], limit: int = 10) -> None:
        self.path = Path(path)
        self.limit = limit
        self.problem: str | None = None
        self.moved_to: Path | None = None

    def paths(self) -> list[Path]:
        """The list (files that no longer exist included); a damaged list is moved aside and empty."""
        if not self.path.exists():
            return []
        try:
            data = parse_json(read_regular(self.path, RECENT_MAX_BYTES, "a list of recent files"), RECENT_MAX_BYTES)
            ok = (
                isinstance(data, dict) and data.get("format") == RECENT_FORMAT
                and isinstance(data.get("files"), list)
                and all(isinstance(f, str) and f for f in data["files"])
            )
            if not ok:
                raise ValueError("not a list of recent files")
        except LoadError as e:
            if e.kind == "missing":
                return []
            self.problem = f"The list of recent files could not be read and has been reset ({e})"
            try:
                self.moved_to = quarantine(self.path)
            except OSError:
                self.moved_to = None
            return []
        except ValueError as e:
            self.problem = f"The list of recent files was damaged and has been reset ({e})."
            try:
                self.moved_to = quarantine(self.path)
            except OSError:
                self.moved_to = None
            return []
        out: list[Path] = []
        for f in data["files"]:
            p = Path(f)
            if p not in out:
                out.append(p)
        return out[: self.limit]

    def _write(self, paths: list[Path]) -> None:
        data = {"format": RECENT_FORMAT, "version": 1, "files": [str(p) for p in paths[: self.limit]]}
        atomic_write_text(self.path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    def add(self, path: str | os.PathLike[str]) -> list[Path]:
        """Put ``path`` first; the new list (SaveError if it cannot be written)."""
        p = Path(path).absolute()
        paths = [p] + [q for q in self.paths() if q != p]
        self._write(paths)
        return paths[: self.limit]

    def remove(self, path: str | os.PathLike[str]) -> list[Path]:
        p = Path(path).absolute()
        paths = [q for q in self.paths() if q != p]
        self._write(paths)
        return paths

    def clear(self) -> None:
        self._write([])
