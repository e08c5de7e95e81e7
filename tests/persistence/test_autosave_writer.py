"""The autosave written on a thread of its own: the window never waits for the disk, and nothing is lost."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from persistence_helpers import play_match

from murlan_qt.engine import dumps
from murlan_qt.persistence import Autosave, AutosaveWriter, load_match

WAIT_S = 30.0


class _HeldDisk:
    """Holds each write of ``autosave`` until released, like a disk that stalls."""

    def __init__(self, autosave: Autosave) -> None:
        self.real = autosave.write_text
        self.started = threading.Event()
        self.release = threading.Event()
        self.texts: list[str] = []
        autosave.write_text = self.write  # type: ignore[method-assign]

    def write(self, text: str) -> bool:
        self.started.set()
        assert self.release.wait(WAIT_S)
        self.texts.append(text)
        return self.real(text)


def _held(tmp_path: Path) -> tuple[Autosave, _HeldDisk, AutosaveWriter]:
    """An autosave on a stalling disk, and its writer."""
    autosave = Autosave(tmp_path / "autosave.murlan", history_dir=tmp_path / "saves")
    disk = _HeldDisk(autosave)
    return autosave, disk, AutosaveWriter(autosave)


def test_saving_returns_while_the_disk_still_writes(tmp_path: Path) -> None:
    autosave, disk, writer = _held(tmp_path)
    match = play_match(seed=3, stop_after=10)
    writer.save(match)  # returns although the write cannot finish yet
    assert disk.started.wait(WAIT_S) and disk.texts == []
    assert not writer.flush(timeout=0.05)
    disk.release.set()
    assert writer.flush(WAIT_S)
    assert dumps(load_match(autosave.path)) == dumps(match)
    writer.close()


def test_the_newest_position_wins_and_writes_keep_their_order(tmp_path: Path) -> None:
    autosave, disk, writer = _held(tmp_path)
    first = play_match(seed=5, stop_after=4)
    writer.save(first)
    assert disk.started.wait(WAIT_S)
    writer.save(play_match(seed=5, stop_after=6))
    later = play_match(seed=5, stop_after=9)
    writer.save(later)  # the one waiting is replaced
    disk.release.set()
    assert writer.flush(WAIT_S)
    assert [dumps(load_match_text(t, tmp_path)) for t in disk.texts] == [dumps(first), dumps(later)]
    assert writer.written == 2 and writer.dropped == 1
    assert dumps(load_match(autosave.path)) == dumps(later)
    writer.close()


def load_match_text(text: str, folder: Path) -> object:
    path = folder / "one.murlan"
    path.write_text(text, encoding="utf-8")
    return load_match(path)


def test_the_text_is_a_snapshot_not_the_match_that_goes_on(tmp_path: Path) -> None:
    """The match keeps changing while its write waits: the file holds the position it was asked for."""
    autosave, disk, writer = _held(tmp_path)
    match = play_match(seed=8, stop_after=5)
    asked = dumps(match)
    writer.save(match)
    assert disk.started.wait(WAIT_S)
    from persistence_helpers import ai_players, step

    ais = ai_players(match)
    for _ in range(6):
        step(match, ais)
    assert dumps(match) != asked
    disk.release.set()
    assert writer.flush(WAIT_S)
    assert dumps(load_match(autosave.path)) == asked
    writer.close()


def test_a_finished_match_waits_for_the_writes_before_it_then_goes_to_the_history(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan", history_dir=tmp_path / "saves")
    writer = AutosaveWriter(autosave)
    (tmp_path / "saves").mkdir()
    writer.save(play_match(seed=2, stop_after=30))
    done = play_match(seed=2)
    assert done.is_over
    writer.save(done)  # no write of the unfinished match may come after this one
    assert writer.flush(WAIT_S)
    assert not autosave.path.exists()
    kept = list((tmp_path / "saves").glob("finished-*.murlan"))
    assert len(kept) == 1 and dumps(load_match(kept[0])) == dumps(done)
    writer.close()


def test_a_failed_write_is_told_after_it_and_the_next_one_tries_again(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "autosave.murlan")
    told = threading.Event()
    writer = AutosaveWriter(autosave, on_written=told.set)
    autosave.path.mkdir()  # nothing can be renamed onto a folder
    (autosave.path / "x").write_text("x")
    writer.save(play_match(seed=4, stop_after=3))
    assert told.wait(WAIT_S) and writer.flush(WAIT_S)
    message = autosave.take_new_error()
    assert message is not None and "could not be saved automatically" in message
    assert autosave.take_new_error() is None  # once per run of failures
    (autosave.path / "x").unlink()
    autosave.path.rmdir()
    match = play_match(seed=4, stop_after=5)
    writer.save(match)
    assert writer.flush(WAIT_S) and autosave.last_error is None
    assert dumps(load_match(autosave.path)) == dumps(match)
    writer.close()


def test_closing_writes_what_waits_and_a_late_save_is_written_at_once(tmp_path: Path) -> None:
    autosave, disk, writer = _held(tmp_path)
    match = play_match(seed=6, stop_after=7)
    writer.save(match)
    assert disk.started.wait(WAIT_S)
    disk.release.set()
    writer.close()
    assert dumps(load_match(autosave.path)) == dumps(match)
    late = play_match(seed=6, stop_after=9)
    writer.save(late)  # a change after closing: written here, not lost
    assert dumps(load_match(autosave.path)) == dumps(late)


def test_the_text_is_made_on_the_writers_thread_not_the_callers(tmp_path: Path) -> None:
    """The caller (the window) only takes a snapshot: turning the match into text is the thread's work."""
    autosave = Autosave(tmp_path / "autosave.murlan")
    made_on: list[int] = []
    real = autosave.text_of

    def text_of(match: object) -> str:
        made_on.append(threading.get_ident())
        return real(match)  # type: ignore[arg-type]

    autosave.text_of = text_of  # type: ignore[method-assign]
    writer = AutosaveWriter(autosave)
    match = play_match(seed=7, stop_after=12)
    writer.save(match)
    assert writer.flush(WAIT_S)
    assert made_on and threading.get_ident() not in made_on
    assert dumps(load_match(autosave.path)) == dumps(match)
    writer.close()


def test_a_match_that_cannot_be_written_is_told_like_a_failed_write(tmp_path: Path) -> None:
    from murlan_qt.persistence import SaveError

    autosave = Autosave(tmp_path / "autosave.murlan")
    told = threading.Event()

    def no_text(match: object) -> str:
        raise SaveError("Could not write the autosave: the match cannot be written as a record (test).",
                        autosave.path)

    autosave.text_of = no_text  # type: ignore[method-assign]
    writer = AutosaveWriter(autosave, on_written=told.set)
    writer.save(play_match(seed=4, stop_after=3))
    assert told.wait(WAIT_S) and writer.flush(WAIT_S)
    message = autosave.take_new_error()
    assert message is not None and "cannot be written as a record" in message
    assert not autosave.path.exists()
    writer.close()


EXIT_WITHOUT_CLOSING = r"""
import sys
from murlan_qt.engine import loads
from murlan_qt.persistence import Autosave, AutosaveWriter
path, record = sys.argv[1:3]
writer = AutosaveWriter(Autosave(path))
writer.save(loads(open(record, encoding="utf-8").read()))
"""


def test_a_program_that_ends_without_closing_the_writer_still_writes_what_waits(tmp_path: Path) -> None:
    match = play_match(seed=10, stop_after=20)
    (tmp_path / "record.json").write_text(dumps(match), encoding="utf-8")
    path = tmp_path / "autosave.murlan"
    done = subprocess.run([sys.executable, "-c", EXIT_WITHOUT_CLOSING, str(path), str(tmp_path / "record.json")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
    assert dumps(load_match(path)) == dumps(match)
