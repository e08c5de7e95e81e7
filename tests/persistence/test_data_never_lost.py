"""A full disk when a match ends, two matches ending at once, a crash mid-write: nothing is lost."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from persistence_helpers import play_match

from murlan_qt.engine import MatchState, Player, dumps
from murlan_qt.persistence import Autosave, SaveError, load_match, save_match
from murlan_qt.persistence import atomic as atomic_module
from murlan_qt.persistence.atomic import atomic_create_text, atomic_write_text, remove_temp_files_in


def test_history_copy_failing_keeps_the_autosave_and_retries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Disk full when the match ends: the autosave stays until the history copy is on disk."""
    auto = Autosave(tmp_path / "autosave.murlan", tmp_path / "saves")
    match = play_match(21)
    unfinished = play_match(21, 40)
    assert auto.save(unfinished)
    before = auto.path.read_bytes()
    real = os.write

    def full(fd: int, data: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    assert not auto.save(match)
    assert auto.path.read_bytes() == before  # kept
    message = auto.take_new_error()
    assert message is not None and "the disk is full" in message and "kept" in message
    assert not list((tmp_path / "saves").glob("finished-*"))
    monkeypatch.setattr(os, "write", real)
    assert auto.save(match)  # the next save tries again
    kept = list((tmp_path / "saves").glob("finished-*.murlan"))
    assert len(kept) == 1 and dumps(load_match(kept[0])) == dumps(match)
    assert not auto.path.exists()


def test_two_matches_ending_in_the_same_second_keep_both(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from murlan_qt.persistence import saves

    monkeypatch.setattr(saves, "utc_stamp", lambda now=None: "20261202T000000Z")
    first = Autosave(tmp_path / "a.murlan", tmp_path / "saves")
    second = Autosave(tmp_path / "b.murlan", tmp_path / "saves")
    m1, m2 = play_match(22), play_match(23)
    assert first.save(m1) and second.save(m2)
    assert first.last_finished != second.last_finished
    assert dumps(load_match(first.last_finished)) == dumps(m1)  # type: ignore[arg-type]
    assert dumps(load_match(second.last_finished)) == dumps(m2)  # type: ignore[arg-type]


def test_exclusive_creation_never_replaces_a_file_that_appears_meanwhile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Check-then-replace would lose a file created between the check and the rename."""
    target = tmp_path / "finished.murlan"
    real_link = os.link

    def racing_link(src: Any, dst: Any, *a: Any, **k: Any) -> None:
        if Path(dst) == target and not target.exists():
            target.write_text("the other instance's match")  # appears just before our link
        real_link(src, dst, *a, **k)

    monkeypatch.setattr(os, "link", racing_link)
    written = atomic_create_text(target, "ours")
    assert target.read_text() == "the other instance's match"
    assert written == tmp_path / "finished-2.murlan" and written.read_text() == "ours"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["finished-2.murlan", "finished.murlan"]


def test_temp_files_of_every_kind_are_cleaned_at_start(tmp_path: Path) -> None:
    """Killed writes of the history copy, the recent list or anything else leave temps; start-up removes them."""
    saves = tmp_path / "saves"
    saves.mkdir()
    leftovers = [saves / ".finished-20261202T000000Z.murlan.0a1b2c3d.tmp", tmp_path / ".recent.json.deadbeef.tmp"]
    for p in leftovers:
        p.write_text("half")
    keep = [saves / "finished-x.murlan", tmp_path / ".hidden-but-not-ours.tmp", tmp_path / "recent.json"]
    for p in keep:
        p.write_text("x")
    assert remove_temp_files_in(saves) + remove_temp_files_in(tmp_path) == 2
    assert not any(p.exists() for p in leftovers) and all(p.exists() for p in keep)


def test_a_save_that_cannot_encode_is_a_save_error_not_a_traceback(tmp_path: Path) -> None:
    """A name that cannot be written (a lone surrogate made in code) fails as a SaveError."""
    match = MatchState(5, players=[Player("\ud800", "human"), Player("A", "ai", "easy"),
                                    Player("B", "ai", "easy"), Player("C", "ai", "easy")])
    with pytest.raises(SaveError) as info:
        save_match(tmp_path / "x.murlan", match)
    assert "cannot be saved" in str(info.value) or "cannot be written" in str(info.value)
    with pytest.raises(SaveError):
        atomic_write_text(tmp_path / "y.txt", "\udfff")
    assert not list(tmp_path.iterdir())


def test_a_data_folder_that_is_a_file_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file")
    with pytest.raises(SaveError) as info:
        save_match(blocker / "autosave.murlan", play_match(3, 10))
    assert f"{blocker} is a file, not a folder" in str(info.value)


def test_numbered_names() -> None:
    assert atomic_module.numbered(Path("a/finished.murlan"), 3) == Path("a/finished-3.murlan")
