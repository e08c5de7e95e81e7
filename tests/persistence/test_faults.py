"""A read-only or full data folder: a clear message once, the game goes on, the next save retries."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from persistence_helpers import ai_players, count_steps, play_match, step

from murlan_qt.engine import dumps
from murlan_qt.persistence import Autosave, load_match


def _failing(error: OSError) -> Any:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise error
    return fail


@pytest.mark.parametrize(
    ("where", "error", "words"),
    [
        ("replace", PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
        ("open", PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
        ("write", OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        ("open", OSError(errno.EROFS, "Read-only file system"), "read-only"),
    ],
)
def test_failing_saves_report_once_keep_the_old_save_and_retry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str, error: OSError, words: str
) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan")
    match = play_match(12, 0)
    ais = ai_players(match)
    for _ in range(5):
        step(match, ais)
    assert autosave.save(match)
    saved = dumps(match)
    monkeypatch.setattr(os, where, _failing(error))
    messages = []
    for _ in range(4):  # the game keeps playing while saving fails
        step(match, ais)
        assert not autosave.save(match)
        assert words in (autosave.last_error or "")
        messages.append(autosave.take_new_error())
    assert messages[0] is not None and words in messages[0] and "try again" in messages[0]
    assert messages[1:] == [None, None, None]  # shown once, not after every action
    monkeypatch.undo()
    assert dumps(load_match(autosave.path)) == saved  # the good save was not damaged
    step(match, ais)
    assert autosave.save(match)  # the fault is gone: the retry succeeds
    assert autosave.last_error is None and autosave.take_new_error() is None
    assert dumps(load_match(autosave.path)) == dumps(match)
    # a new run of failures is reported again
    monkeypatch.setattr(os, where, _failing(error))
    assert not autosave.save(match)
    assert autosave.take_new_error() is not None


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root ignores folder permissions; covered by the simulated faults above")
def test_really_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    autosave = Autosave(folder / "autosave.murlan")
    match = play_match(12, 20)
    assert autosave.save(match)
    folder.chmod(0o500)
    try:
        assert not autosave.save(play_match(12, 30))
        assert "permission denied" in (autosave.last_error or "")
    finally:
        folder.chmod(0o700)
    assert dumps(load_match(autosave.path)) == dumps(match)
    assert autosave.save(play_match(12, 30))


def test_finished_match_is_kept_in_history_and_not_offered(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan", tmp_path / "saves")
    match = play_match(13)
    assert match.is_over
    autosave.save(match)
    kept = autosave.finish(match)
    assert kept is not None and kept.parent == tmp_path / "saves" and kept.name.startswith("finished-")
    assert dumps(load_match(kept)) == dumps(match)
    assert not autosave.exists()
    assert autosave.load().match is None
    kept2 = autosave.finish(match)
    assert kept2 is not None and kept2 != kept and kept.exists()


def test_clear_forgets_the_unfinished_match(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan")
    autosave.save(play_match(13, 30))
    assert autosave.clear() is None
    assert autosave.clear() is None
    assert autosave.load().match is None and list(tmp_path.iterdir()) == []


def test_an_abandoned_match_is_kept_in_the_history(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan", tmp_path / "saves")
    match = play_match(13, 30)
    autosave.save(match)
    kept = autosave.clear()
    assert kept is not None and kept.name.startswith("unfinished-") and kept.parent == tmp_path / "saves"
    assert dumps(load_match(kept)) == dumps(match)
    assert autosave.load().match is None


def test_saving_a_finished_match_moves_it_to_the_history_once(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan", tmp_path / "saves")
    match = play_match(14, count_steps(14) - 6)  # the last few actions, saved after each
    ais = ai_players(match)
    while not match.is_over:
        step(match, ais)
        assert autosave.save(match)
    assert autosave.save(match)  # the controller may announce the end more than once
    history = list((tmp_path / "saves").iterdir())
    assert history == [autosave.last_finished]
    assert dumps(load_match(history[0])) == dumps(match)
    assert not autosave.exists() and autosave.load().match is None
