"""The persistence part of ``murlan --smoke-test``: write, read back, compare."""

from __future__ import annotations

import os

from ..engine import MatchState, dumps
from .data_dir import DataPaths
from .errors import PersistenceError
from .ids import match_uid
from .saves import Autosave, load_match
from .stats import StatsDB


def check_persistence(data_dir: str | os.PathLike[str] | None, match: MatchState) -> str:
    """Autosave ``match`` and record its finished hands in the data dir, read both back and compare.

    Returns a one-line report; raises :class:`PersistenceError` saying what failed.
    """
    paths = DataPaths.resolve(data_dir)
    try:
        paths.ensure()
    except OSError as e:
        raise PersistenceError(f"the data folder {paths.root} cannot be created: {e.strerror or e}") from None
    autosave = Autosave(paths.autosave, paths.saves)
    if not autosave.save(match):
        raise PersistenceError(autosave.last_error or "the autosave failed")
    if match.is_over:
        if autosave.last_finished is None:
            raise PersistenceError(autosave.last_error or "the finished match was not kept in the history")
        back = load_match(autosave.last_finished)
    else:
        found = autosave.load()
        if found.match is None:
            raise PersistenceError(found.problem or "the autosave was not found again")
        back = found.match
    if dumps(back) != dumps(match):
        raise PersistenceError("the match read back differs from the match saved")
    with StatsDB(paths.stats) as stats:
        if stats.problem:
            raise PersistenceError(stats.problem)
        if not stats.record_match(match):
            raise PersistenceError(stats.last_error or "the statistics were not recorded")
    with StatsDB(paths.stats) as stats:
        hands = stats.recorded_hands(match_uid(match))
        mode = stats.journal_mode
    if hands != len(match.results):
        raise PersistenceError(f"{hands} hands read back from the statistics, {len(match.results)} recorded")
    return (f"saved and read back the match ({len(match.hands)} hands, {paths.autosave if not match.is_over else 'history'}); "
            f"statistics: {hands} hands recorded ({mode} mode)")
