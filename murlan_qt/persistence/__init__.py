"""Match records on disk, autosave, recent files and statistics (standard library + platformdirs).

No Qt here, and nothing read from a file is ever executed. Every message in
an exception or a ``problem`` / ``last_error`` attribute is plain words meant
for the player. Every file read goes through :mod:`.files` (regular files
only, at most a size limit) and every match record through the engine's one
bounded JSON reader (:mod:`murlan_qt.engine.jsontext`).

The modules, in the order a reader meets them:

- :mod:`.data_dir`: where the files are (``--data-dir`` > ``MURLAN_DATA_DIR`` >
  the user data dir), as :class:`DataPaths`.
- :mod:`.saves`: a match record written (:func:`save_match`, atomic, through
  :mod:`.atomic`) and read back (:func:`load_match`, :class:`LoadError` in plain
  words); the :class:`Autosave` of the match in play, a finished match kept in
  ``saves/``; :class:`RecentFiles`; :func:`match_at_hand_start` for "continue
  from the start of hand N".
- :mod:`.autosave_writer` and :mod:`.stats_writer`: the autosave and the
  statistics written on threads of their own, so the game never waits for a disk.
- :mod:`.stats`: the statistics in SQLite (:class:`StatsDB`, versioned migrations,
  never raises on a database problem).
- :mod:`.records`: the records of a file of one or many matches (the hand review,
  ``murlan-review``); :mod:`.review_cache`: the review's analyses kept on disk.
- :mod:`.ids`: a match's stable id; :mod:`.smoke`: the persistence part of
  ``murlan --smoke-test``.

The game uses them through one object, :class:`murlan_qt.ui.game.player_data.PlayerData`.
"""

from __future__ import annotations

from .atomic import atomic_write_text, remove_stale_temp_files, remove_temp_files_in
from .autosave_writer import AutosaveWriter
from .data_dir import ENV_VAR, DataPaths, resolve_data_dir
from .errors import LOAD_PROBLEMS, LoadError, PersistenceError, SaveError
from .ids import match_uid
from .saves import (
    EXTENSION,
    UNKNOWN_VERSION,
    Autosave,
    AutosaveResult,
    RecentFiles,
    app_version,
    load_match,
    match_at_hand_start,
    parse_record_bytes,
    quarantine,
    record_text,
    save_match,
)
from .smoke import check_persistence
from .stats import (
    LastMatch,
    LevelStats,
    StatsDB,
    StatsSummary,
    bombs_of_hand,
    human_seat_of,
    streaks,
)
from .stats_writer import StatsWriter

__all__ = [
    "AutosaveWriter",
    "ENV_VAR", "EXTENSION", "LOAD_PROBLEMS", "UNKNOWN_VERSION",
    "Autosave", "AutosaveResult", "DataPaths", "LastMatch", "LevelStats", "LoadError",
    "PersistenceError", "RecentFiles", "SaveError", "StatsDB", "StatsSummary", "StatsWriter",
    "app_version", "atomic_write_text", "bombs_of_hand", "check_persistence", "human_seat_of", "load_match",
    "match_at_hand_start", "match_uid", "parse_record_bytes", "quarantine", "record_text",
    "remove_stale_temp_files", "remove_temp_files_in",
    "resolve_data_dir", "save_match", "streaks",
]
