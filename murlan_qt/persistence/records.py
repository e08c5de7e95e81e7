"""The match records of a file: one ``.murlan`` document, or a ``murlan-sim`` JSON-lines file of many.

Shared by the hand review's File > Review and ``murlan-review``. A file that
cannot be read is a :class:`~murlan_qt.persistence.errors.LoadError` in plain
words; each record is checked by the engine only when it is opened.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..engine import MatchState
from ..engine.jsontext import JsonTextError, decode_text, split_records
from .errors import LoadError
from .files import read_regular
from .saves import parse_record_bytes

#: a JSON-lines file of matches (``murlan-sim``) may hold many records: read at most this much
MAX_LINES_FILE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class RecordEntry:
    """One record of a file: its line (1 for a single document) and its text."""

    line: int
    text: str


def read_records(path: str | os.PathLike[str]) -> list[RecordEntry]:
    """The records in a ``.murlan`` file (one) or a ``murlan-sim`` JSON-lines file (one per line).

    :class:`LoadError` in plain words for a file that cannot be read; each record
    is checked only when it is opened (:func:`open_record`).
    """
    path = Path(path)
    data = read_regular(path, MAX_LINES_FILE_BYTES, "a match file")
    try:
        text = decode_text(data)
    except JsonTextError as e:
        raise LoadError(f"The file {path.name} is not a Murlan match file: {e}.", path, "binary") from None
    entries = [RecordEntry(n, t) for n, t in split_records(text)]
    if not entries:
        raise LoadError(f"The file {path.name} is empty: there is no match in it.", path, "empty")
    return entries


def open_record(path: str | os.PathLike[str], entry: RecordEntry, many: bool) -> MatchState:
    """The match of one record of ``path`` (checked by the engine), or :class:`LoadError`."""
    path = Path(path)
    name = f"Line {entry.line} of {path.name}" if many else f"The file {path.name}"
    return parse_record_bytes(entry.text.encode("utf-8"), name, path)
