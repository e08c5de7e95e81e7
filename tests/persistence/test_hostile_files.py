"""Files a hostile user could hand the game: each is refused at once with a clear message."""

from __future__ import annotations

import json
import os
import socket
import sys
from pathlib import Path

import pytest
from persistence_helpers import play_match

from murlan_qt.engine import dumps, to_record
from murlan_qt.engine.jsontext import MAX_JSON_DEPTH, MAX_JSON_VALUES, MAX_RECORD_BYTES
from murlan_qt.persistence import LoadError, RecentFiles, load_match, save_match
from murlan_qt.persistence.files import read_regular
from murlan_qt.persistence.saves import Autosave

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and devices are POSIX")


def good_record() -> dict:
    return to_record(play_match(6, 120))


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    """Opening a FIFO for reading would wait for a writer forever: it is refused before opening."""
    fifo = tmp_path / "match.murlan"
    os.mkfifo(fifo)
    with pytest.raises(LoadError) as info:
        load_match(fifo)
    assert info.value.kind == "special" and "pipe" in str(info.value)


@posix_only
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused(device: str, tmp_path: Path) -> None:
    """A device (endless or empty) is not a file, directly or through a symlink."""
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    link = tmp_path / "link.murlan"
    link.symlink_to(device)
    for path in (Path(device), link):
        with pytest.raises(LoadError) as info:
            load_match(path)
        assert info.value.kind == "special" and "device" in str(info.value)


@posix_only
def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.murlan"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        with pytest.raises(LoadError) as info:
            load_match(path)
        assert info.value.kind == "special" and "socket" in str(info.value)
    finally:
        server.close()


def test_a_symlink_to_a_regular_file_is_read(tmp_path: Path) -> None:
    real = tmp_path / "real.murlan"
    match = play_match(6, 120)
    save_match(real, match)
    link = tmp_path / "link.murlan"
    link.symlink_to(real)
    assert dumps(load_match(link)) == dumps(match)


def test_reading_stops_one_byte_past_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The size is not taken from st_size: at most limit + 1 bytes are read, then refused."""
    path = tmp_path / "big.murlan"
    path.write_bytes(b" " * 5000)
    asked: list[int] = []
    real_open = os.fdopen

    class Spy:
        def __init__(self, f: object) -> None:
            self.f = f

        def read(self, n: int = -1) -> bytes:
            asked.append(n)
            return self.f.read(n)  # type: ignore[attr-defined]

        def __enter__(self) -> Spy:
            return self

        def __exit__(self, *a: object) -> None:
            self.f.close()  # type: ignore[attr-defined]

    monkeypatch.setattr(os, "fdopen", lambda fd, mode: Spy(real_open(fd, mode)))
    with pytest.raises(LoadError) as info:
        read_regular(path, limit=1000)
    assert info.value.kind == "too_large"
    assert asked == [1001]


def test_a_file_past_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.murlan"
    path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind == "too_large"


def test_millions_of_empty_lists_in_an_unknown_field_are_refused_before_parsing(tmp_path: Path) -> None:
    """Small on disk, huge in memory: the count of values is bounded before anything is built."""
    rec = good_record()
    path = tmp_path / "bomb.murlan"
    text = json.dumps(rec)[:-1] + ', "padding": [' + "[]," * (MAX_JSON_VALUES + 10) + "[]]}"
    assert len(text) < MAX_RECORD_BYTES
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind == "too_complex" and "too many values" in str(info.value)


def test_deep_nesting_is_refused(tmp_path: Path) -> None:
    rec = good_record()
    depth = MAX_JSON_DEPTH + 1
    path = tmp_path / "deep.murlan"
    path.write_text(json.dumps(rec)[:-1] + ', "x": ' + "[" * depth + "]" * depth + "}", encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind == "too_complex" and "nested too deeply" in str(info.value)


def test_brackets_inside_names_do_not_count(tmp_path: Path) -> None:
    """The shape is measured outside strings: a name full of brackets is just a name."""
    rec = good_record()
    rec["note"] = "[" * (MAX_JSON_DEPTH * 4) + "\\\"{,,,"
    path = tmp_path / "ok.murlan"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert load_match(path).seed == rec["seed"]


def test_duplicate_keys_are_refused(tmp_path: Path) -> None:
    """Two "seed" keys would make two readers see two matches."""
    text = json.dumps(good_record())
    text = text.replace('"seed": ', '"seed": 1, "seed": ', 1)
    path = tmp_path / "dup.murlan"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind == "duplicate_key" and '"seed"' in str(info.value)


@posix_only
def test_autosave_that_is_a_fifo_is_put_aside_at_start(tmp_path: Path) -> None:
    """Start-up never hangs on an autosave that is a FIFO: reported and moved aside."""
    path = tmp_path / "autosave.murlan"
    os.mkfifo(path)
    found = Autosave(path, tmp_path / "saves").load()
    assert found.match is None and found.problem is not None and "pipe" in found.problem
    assert found.moved_to is not None and not path.exists()


@posix_only
def test_recent_list_that_is_a_device_link_is_reset(tmp_path: Path) -> None:
    path = tmp_path / "recent.json"
    path.symlink_to("/dev/zero")
    recent = RecentFiles(path)
    assert recent.paths() == []
    assert recent.problem is not None and "device" in recent.problem


def test_a_string_that_never_closes_is_blanked_in_one_linear_match() -> None:
    """Escaped quotes with no closing quote: a pattern that could fail from a quote would rescan the
    rest of the text from every later quote (quadratic: minutes for a 4 MB file). It always matches."""
    from murlan_qt.engine.jsontext import _STRING

    for text in ('"' + '\\"' * 1000, '"' + '\\"' * 1000 + "\\", '"abc'):
        assert _STRING.fullmatch(text) is not None


def test_a_record_with_a_never_closed_string_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "open.murlan"
    path.write_text('{"format": "murlan-match", "x": "' + '\\"' * 200_000, encoding="utf-8")
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind in ("truncated", "damaged")
