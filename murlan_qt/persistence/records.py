"""The match records of a file: one ``.murlan`` document, or a ``murlan-sim`` JSON-lines file of many.

Shared by the hand review's File > Review and ``murlan-review``. A file that
cannot be read is a :class:`~murlan_qt.persistence.errors.LoadError` in plain
words; each record is checked by the engine only when it is opened.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import MatchState
from ..engine.jsontext import MAX_RECORD_BYTES, JsonTextError, decode_text, split_records
from .errors import LoadError
from .files import read_regular, size_text
from .saves import parse_record_bytes

#: a JSON-lines file of matches (``murlan-sim``) may hold many records: read at most this much
MAX_LINES_FILE_BYTES = 64 * 1024 * 1024
#: and at most this many of its records are listed (a file of many tiny lines costs no more)
MAX_RECORDS = 10_000


@dataclass(frozen=True)
class RecordEntry:
    """One record of a file: its line (1 for a single document) and its text."""

    line: int
    text: str


@dataclass(frozen=True)
class RecordList:
    """The records read from a file: at most ``limit``; ``more`` when the file holds others after them."""

    entries: list[RecordEntry] = field(default_factory=list)
    more: bool = False
    limit: int = MAX_RECORDS

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[RecordEntry]:
        return iter(self.entries)

    def __getitem__(self, k: int) -> RecordEntry:
        return self.entries[k]


def read_records(path: str | os.PathLike[str], limit: int = MAX_RECORDS) -> RecordList:
    """The records in a ``.murlan`` file (one) or a ``murlan-sim`` JSON-lines file (one per line):
    the first ``limit`` of them, and whether more follow.

    :class:`LoadError` in plain words for a file that cannot be read; each record
    is checked only when it is opened (:func:`open_record`).
    """
    path = Path(path)
    try:
        data = read_regular(path, MAX_LINES_FILE_BYTES, "a match file")
    except LoadError as e:
        if e.kind != "too_large":
            raise
        # the limit of one record, as the other readers name it, and that of a file of many
        raise LoadError(
            f"The file {path.name} is far too large to be read: a match record may be at most "
            f"{size_text(MAX_RECORD_BYTES)}, and a file of many records (as murlan-sim writes) at most "
            f"{size_text(MAX_LINES_FILE_BYTES)}.", path, "too_large") from None
    try:
        text = decode_text(data)
    except JsonTextError as e:
        raise LoadError(f"The file {path.name} is not a Murlan match file: {e}.", path, "binary") from None
    del data
    entries: list[RecordEntry] = []
    records = split_records(text)
    for n, t in records:
        if len(entries) == limit:
            return RecordList(entries, True, limit)
        entries.append(RecordEntry(n, t))
    if not entries:
        raise LoadError(f"The file {path.name} is empty: there is no match in it.", path, "empty")
    return RecordList(entries, False, limit)


def open_record(path: str | os.PathLike[str], entry: RecordEntry, many: bool) -> MatchState:
    """The match of one record of ``path`` (checked by the engine), or :class:`LoadError`."""
    path = Path(path)
    name = f"Line {entry.line} of {path.name}" if many else f"The file {path.name}"
    return parse_record_bytes(entry.text.encode("utf-8"), name, path)
