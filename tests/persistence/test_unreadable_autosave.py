"""An autosave that may not be read (its permissions) is not damaged: never called corrupt, kept, said why."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from persistence_helpers import play_match

from murlan_qt.engine import dumps
from murlan_qt.persistence import Autosave, load_match


def _deny_reading(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening ``path`` fails with EACCES, as for a file of another user (the tests may run as root,
    who may read any file, so the denial is made at ``os.open``)."""
    real_open = os.open

    def fake_open(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(file) == path and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fake_open)


def _unfinished_saved(tmp_path: Path) -> tuple[Autosave, str]:
    saves = tmp_path / "saves"
    saves.mkdir()
    autosave = Autosave(saves / "autosave.murlan", history_dir=saves)
    match = play_match(12, 0)
    assert autosave.save(match)
    return autosave, dumps(match)


def test_an_autosave_that_may_not_be_read_is_kept_unchanged_and_offered_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave, saved = _unfinished_saved(tmp_path)
    _deny_reading(monkeypatch, autosave.path)
    found = autosave.load()
    assert found.match is None and found.problem is not None
    assert "permission denied" in found.problem and "not damaged" in found.problem
    assert "corrupt" not in found.problem
    kept = found.moved_to
    assert kept is not None and found.may_continue
    assert kept.parent == autosave.path.parent and kept.name.startswith("unfinished-")
    assert not list(kept.parent.glob("*corrupt*"))
    monkeypatch.undo()
    # the new match's autosave does not replace it, and once it may be read it is the match it was
    assert autosave.save(play_match(3, 0))
    assert dumps(load_match(kept)) == saved


def test_without_a_history_folder_it_is_left_in_place(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan")
    match = play_match(12, 0)
    assert autosave.save(match)
    _deny_reading(monkeypatch, autosave.path)
    found = autosave.load()
    assert found.problem is not None and "permission denied" in found.problem and "left as it is" in found.problem
    assert found.moved_to is None and not found.may_continue
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.murlan"]
    found = autosave.load()  # offered again once it may be read
    assert found.match is not None and dumps(found.match) == dumps(match)
