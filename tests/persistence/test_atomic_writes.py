"""A write interrupted at any step leaves the old file whole; a failure says why in plain words."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from persistence_helpers import play_match

from murlan_qt.engine import dumps
from murlan_qt.persistence import SaveError, atomic_write_text, load_match, save_match

STEPS = ("open", "write", "fsync", "close", "replace")


class Fault(OSError):
    """The injected failure."""


def _install_counter(monkeypatch: pytest.MonkeyPatch, fail_at: int, partial_writes: bool) -> list[str]:
    """Make the ``fail_at``-th call of os.open/write/fsync/close/replace raise; returns the call log."""
    calls: list[str] = []

    def wrap(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def fake(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            if len(calls) - 1 == fail_at:
                raise Fault(errno.EIO, f"injected failure in {name}")
            if name == "write" and partial_writes:
                fd, data = args
                return real(fd, bytes(data[: max(1, len(data) // 3)]))
            return real(*args, **kwargs)
        return fake

    for name in STEPS:
        monkeypatch.setattr(os, name, wrap(name, getattr(os, name)))
    return calls


@pytest.mark.parametrize("partial_writes", [False, True])
def test_interrupted_at_every_step_the_old_save_stays_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, partial_writes: bool
) -> None:
    old, new = play_match(4, 60), play_match(4, 200)
    path = tmp_path / "autosave.murlan"
    save_match(path, old)
    old_bytes = path.read_bytes()
    k = 0
    while True:
        with monkeypatch.context() as mp:
            calls = _install_counter(mp, k, partial_writes)
            try:
                save_match(path, new)
                failed = False
            except SaveError as e:
                failed = True
                assert "injected failure" in str(e) and str(path) in str(e)
        if k >= len(calls):  # the fault was never reached: the save went through
            assert not failed
            break
        if failed:
            assert path.read_bytes() == old_bytes, f"old save changed after a failure at {calls[k]}"
        else:  # only the best-effort folder sync failed, after the rename
            assert dumps(load_match(path)) == dumps(new)
            save_match(path, old)
        assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.murlan"], "temp file left behind"
        k += 1
    assert k >= len(STEPS)
    assert dumps(load_match(path)) == dumps(new)


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "the disk is full"),
        (PermissionError(errno.EACCES, "Permission denied"), "permission denied"),
        (OSError(errno.EROFS, "Read-only file system"), "read-only"),
    ],
)
@pytest.mark.parametrize("where", ["write", "replace", "open"])
def test_failure_messages_are_plain_words_and_the_old_file_survives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, words: str, where: str
) -> None:
    path = tmp_path / "f.txt"
    atomic_write_text(path, "old")

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(os, where, fail)
    with pytest.raises(SaveError) as info:
        atomic_write_text(path, "new")
    monkeypatch.undo()
    assert words in str(info.value)
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_writing_creates_missing_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "c.txt"
    atomic_write_text(path, "x")
    assert path.read_text() == "x"


def test_a_folder_in_place_of_the_file_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "f.murlan").mkdir()
    with pytest.raises(SaveError, match="folder"):
        atomic_write_text(tmp_path / "f.murlan", "x")
    assert (tmp_path / "f.murlan").is_dir()
