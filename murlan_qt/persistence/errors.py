"""The errors of the persistence layer; their messages are meant to be shown to the player."""

from __future__ import annotations

from pathlib import Path


class PersistenceError(Exception):
    """A file could not be read or written; ``str(e)`` says why in plain words."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path

    @property
    def message(self) -> str:
        return str(self)


class SaveError(PersistenceError):
    """Writing failed; the previous file (if any) is intact."""


#: what is wrong with a file that could not be loaded (``LoadError.kind``)
LOAD_PROBLEMS = (
    "missing", "permission", "unreadable", "folder", "special", "too_large", "too_complex", "empty", "binary",
    "not_json", "duplicate_key", "truncated", "damaged", "foreign", "future", "invalid",
)


class LoadError(PersistenceError):
    """A saved match could not be read; ``kind`` is one of :data:`LOAD_PROBLEMS`."""

    def __init__(self, message: str, path: Path | None = None, kind: str = "invalid") -> None:
        super().__init__(message, path)
        self.kind = kind
