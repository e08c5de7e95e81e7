"""Match records on disk, autosave, recent files and statistics (standard library + platformdirs).

No Qt here, and nothing read from a file is ever executed. Integration into
the main window, in a few lines::

    from murlan_qt.persistence import Autosave, DataPaths, RecentFiles, StatsDB

    # start-up (``--data-dir`` wins over $MURLAN_DATA_DIR, then the user data dir)
    paths = DataPaths.resolve(args.data_dir)        # .root .saves .autosave .stats .recent
    autosave = Autosave(paths.autosave, history_dir=paths.saves)
    stats = StatsDB(paths.stats)                     # never raises; .problem / .moved_to if it
                                                     # had to move a damaged file aside
    recent = RecentFiles(paths.recent)
    found = autosave.load()                          # AutosaveResult(match, problem, moved_to); never raises
    if found.problem:
        show_load_problem(window, found.problem, found.moved_to)
    if found.match is not None and ask_resume(window, found.match):
        match = found.match                          # exact table: turn, swap, seeds (AIs: player_seed)
    else:
        autosave.clear(); match = new_match()

    # after every action (play, pass, swap card, hand dealt)
    autosave.save(match)                             # atomic; False on failure, retried next time
    if (message := autosave.take_new_error()):       # once per run of failures
        show_save_problem(window, message)
    # when a hand ends / the match ends
    stats.record_hand(match, len(match.results) - 1) # idempotent; False (stats.last_error) on failure
    if match.is_over:
        stats.record_match(match); autosave.finish(match)  # keeps saves/finished-<UTC>.murlan
    # "New match": autosave.clear()

    # File menu
    save_match(path, match); recent.add(path)        # SaveError (str = plain words) on failure
    match = load_match(path)                         # LoadError (str = plain words, .kind)
    match = match_at_hand_start(match, k)            # continue from the start of hand k (0-based)

The Qt side of these (dialogs) is :mod:`murlan_qt.ui.persistence_ui` and
:mod:`murlan_qt.ui.stats_window`.
"""

from __future__ import annotations

from .atomic import atomic_write_text, remove_stale_temp_files
from .data_dir import ENV_VAR, DataPaths, resolve_data_dir
from .errors import LOAD_PROBLEMS, LoadError, PersistenceError, SaveError
from .saves import (
    EXTENSION,
    Autosave,
    AutosaveResult,
    RecentFiles,
    load_match,
    match_at_hand_start,
    parse_record_bytes,
    quarantine,
    record_text,
    save_match,
)
from .stats import (
    LastMatch,
    LevelStats,
    StatsDB,
    StatsSummary,
    bombs_of_hand,
    human_seat_of,
    match_uid,
    streaks,
)

__all__ = [
    "ENV_VAR", "EXTENSION", "LOAD_PROBLEMS",
    "Autosave", "AutosaveResult", "DataPaths", "LastMatch", "LevelStats", "LoadError",
    "PersistenceError", "RecentFiles", "SaveError", "StatsDB", "StatsSummary",
    "atomic_write_text", "bombs_of_hand", "human_seat_of", "load_match", "match_at_hand_start",
    "match_uid", "parse_record_bytes", "quarantine", "record_text", "remove_stale_temp_files",
    "resolve_data_dir", "save_match", "streaks",
]
