"""Where Murlan keeps its files: ``--data-dir`` > ``MURLAN_DATA_DIR`` > the user data dir."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Murlan"
ENV_VAR = "MURLAN_DATA_DIR"
SAVES_DIR = "saves"
AUTOSAVE_NAME = "autosave.murlan"
STATS_NAME = "stats.sqlite3"
RECENT_NAME = "recent.json"
REVIEWS_DIR = "reviews"


def resolve_data_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: ``explicit`` (``--data-dir``), else ``$MURLAN_DATA_DIR``, else the user's."""
    if explicit:
        return Path(explicit).expanduser().absolute()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser().absolute()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@dataclass(frozen=True)
class DataPaths:
    """The files inside the data directory (nothing is created until :meth:`ensure`)."""

    root: Path

    @classmethod
    def resolve(cls, explicit: str | os.PathLike[str] | None = None) -> DataPaths:
        return cls(resolve_data_dir(explicit))

    @property
    def saves(self) -> Path:
        return self.root / SAVES_DIR

    @property
    def autosave(self) -> Path:
        return self.root / AUTOSAVE_NAME

    @property
    def stats(self) -> Path:
        return self.root / STATS_NAME

    @property
    def recent(self) -> Path:
        return self.root / RECENT_NAME

    @property
    def reviews(self) -> Path:
        """The hand review's analyses (:mod:`~murlan_qt.persistence.review_cache`)."""
        return self.root / REVIEWS_DIR

    def ensure(self) -> DataPaths:
        """Create the data directory and ``saves/`` if missing (OSError if impossible)."""
        self.saves.mkdir(parents=True, exist_ok=True)
        return self
