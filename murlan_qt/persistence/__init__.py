"""Match records on disk, autosave, recent files and statistics (standard library + platformdirs).

No Qt here, and nothing read from a file is ever executed. Every message in
an exception or a ``problem`` / ``last_error`` attribute is plain words meant
for the player. Every file read goes through :mod:`.files` (regular files
only, at most a size limit) and every match record through the engine's one
bounded JSON reader (:mod:`murlan_qt.engine.jsontext`).

The game keeps all of this in one object, :class:`murlan_qt.ui.game.player_data.PlayerData`
(statistics written by :class:`StatsWriter` on a thread of its own); the
pieces, in a few lines::

    from murlan_qt.persistence import Autosave, DataPaths, RecentFiles, StatsDB
    from murlan_qt.ui.dialogs.persistence_ui import ask_resume, show_load_problem, show_save_problem

    # start-up: --data-dir wins over $MURLAN_DATA_DIR, then the user data dir
    paths = DataPaths.resolve(args.data_dir)     # .root .saves .autosave .stats .recent
    autosave = Autosave(paths.autosave, history_dir=paths.saves)
    stats = StatsDB(paths.stats)                  # never raises; .problem (+ .moved_to) when it
                                                  # had to move a damaged file aside: show it
    recent = RecentFiles(paths.recent)            # .paths() newest first; .add(path) after open/save
    found = autosave.load()                       # AutosaveResult(match, problem, moved_to); never raises
    if found.problem:
        show_load_problem(window, found.problem, found.moved_to)
    if found.match is not None and ask_resume(window, found.match):
        controller.continue_match(found.match)    # exact table; AIs are seeded by player_seed
    else:
        autosave.clear()                          # kept as saves/unfinished-<UTC>.murlan; new match

    # controller.match_changed (after every play, pass, swap card, deal):
    autosave.save(match)                          # atomic; False on failure, retried on the next call;
                                                  # a finished match goes to saves/finished-<UTC>.murlan
                                                  # and the autosave is cleared (nothing to resume)
    if (message := autosave.take_new_error()):    # once per run of failures, not every action
        show_save_problem(window, message)
    # controller.hand_finished / match_finished:
    stats.record_match(match)                     # records every finished hand and the result;
                                                  # idempotent; False (stats.last_error) on failure
    # Game > New match (the old one unfinished):  autosave.clear()
    # Game > Statistics: StatisticsDialog(stats, window).exec()      (murlan_qt.ui.dialogs.stats_window)

    # File menu (murlan_qt.ui.dialogs.persistence_ui has the dialogs)
    path = save_as_dialog(window, paths.saves, "match.murlan")
    save_match(path, match); recent.add(path)     # SaveError: str(e) in plain words; old file intact
    path = open_match_dialog(window, paths.saves)
    match = open_saved_match(window, path)        # load_match + problem box + "continue from the
                                                  # start of hand N" chooser; None if not opened
    # (load_match(path) -> MatchState raises LoadError(.kind); match_at_hand_start(match, k))

    # murlan --smoke-test --data-dir DIR, after the hand is played:
    print(check_persistence(args.data_dir, match))   # PersistenceError if anything is wrong
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
