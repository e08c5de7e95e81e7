"""Every kind of bad save: a clear message, the file kept aside byte for byte, nothing lost."""

from __future__ import annotations

import json
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from persistence_helpers import play_match

from murlan_qt.engine import dumps, to_record
from murlan_qt.persistence import Autosave, LoadError, load_match, quarantine, record_text, save_match

GOOD = record_text(play_match(6, 120))
RECORD = to_record(play_match(6, 120))


def _rule_breaking() -> str:
    rec = to_record(play_match(6, 120))
    first = rec["hands"][0]["actions"][0]
    seat = first["seat"]
    first["seat"] = (seat + 1) % 4  # not his turn
    return json.dumps(rec)


BAD_FILES: dict[str, tuple[bytes, str, str]] = {
    # name: (content, LoadError.kind, words the message must contain)
    "not json": (b"hello, this is a shopping list\n", "not_json", "not valid JSON"),
    "truncated": (GOOD[: len(GOOD) // 2].encode(), "truncated", "cut short"),
    "truncated mid string": (GOOD[: GOOD.index('"3S"') + 2].encode(), "truncated", "cut short"),
    "future version": (GOOD.replace('"version": 1', '"version": 7').encode(), "future", "newer version"),
    "other program": (b'{"format": "chess-pgn-json", "moves": []}', "foreign", "another program"),
    "other json": (b'[1, 2, 3]', "foreign", "another program"),
    "json without format": (b'{"name": "settings", "volume": 3}', "foreign", "another program"),
    "breaks the rules": (_rule_breaking().encode(), "invalid", "breaks the rules"),
    "binary": (bytes(range(256)) * 4, "binary", "binary data"),
    "latin-1 text": ("Ëndërr".encode("latin-1"), "binary", "not UTF-8"),
    "empty": (b"", "empty", "empty"),
    "blank": (b"  \n\t\n", "empty", "empty"),
    "damaged inside": (GOOD.replace('"seed": 6', '"seed": 6,,').encode(), "damaged", "no longer valid JSON"),
    "NaN": (GOOD.replace('"seed": 6', '"seed": NaN').encode(), "not_json", "NaN"),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_load_match_refuses_bad_file_with_plain_words(name: str, tmp_path: Path) -> None:
    content, kind, words = BAD_FILES[name]
    path = tmp_path / "bad.murlan"
    path.write_bytes(content)
    with pytest.raises(LoadError) as info:
        load_match(path)
    assert info.value.kind == kind
    assert words in str(info.value)
    assert "bad.murlan" in str(info.value)
    assert path.read_bytes() == content  # reading never changes the file


def test_rule_breaking_record_message_names_the_hand_and_action(tmp_path: Path) -> None:
    path = tmp_path / "bad.murlan"
    path.write_text(_rule_breaking())
    with pytest.raises(LoadError, match=r"hand 1, action 1: .*turn"):
        load_match(path)


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_bad_autosave_is_kept_aside_and_the_game_starts_normally(name: str, _temporary_data_dir: Path) -> None:
    content = BAD_FILES[name][0]
    data = _temporary_data_dir
    data.mkdir()
    good = data / "saves" / "good.murlan"
    save_match(good, play_match(8, 50))
    good_bytes = good.read_bytes()
    path = data / "autosave.murlan"
    path.write_bytes(content)
    autosave = Autosave(path, data / "saves")
    found = autosave.load()
    assert found.match is None
    assert found.problem is not None and found.moved_to is not None
    assert found.moved_to.name in found.problem
    assert found.moved_to.name.startswith("autosave.murlan.corrupt-")
    assert found.moved_to.read_bytes() == content
    assert not path.exists()
    assert good.read_bytes() == good_bytes
    # and the game goes on: the next save works and resumes
    match = play_match(8, 10)
    assert autosave.save(match)
    again = autosave.load()
    assert again.problem is None and again.match is not None and dumps(again.match) == dumps(match)


def test_a_folder_in_place_of_the_autosave_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "autosave.murlan"
    path.mkdir()
    (path / "inside.txt").write_text("keep me")
    autosave = Autosave(path)
    with pytest.raises(LoadError, match="folder"):
        load_match(path)
    found = autosave.load()
    assert found.match is None and found.moved_to is not None and "folder" in (found.problem or "")
    assert (found.moved_to / "inside.txt").read_text() == "keep me"
    assert autosave.save(play_match(1, 5))


def test_missing_autosave_is_no_problem(tmp_path: Path) -> None:
    found = Autosave(tmp_path / "autosave.murlan").load()
    assert found.match is None and found.problem is None and found.moved_to is None


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="There is no file") as info:
        load_match(tmp_path / "nowhere.murlan")
    assert info.value.kind == "missing"


def test_quarantine_never_overwrites_an_existing_file(tmp_path: Path) -> None:
    now = datetime(2026, 11, 29, 15, 0, 0, tzinfo=UTC)
    moved = []
    for i in range(3):
        p = tmp_path / "autosave.murlan"
        p.write_text(f"bad {i}")
        moved.append(quarantine(p, now))
    assert moved[0].name == "autosave.murlan.corrupt-20261129T150000Z"
    assert len(set(moved)) == 3
    assert [m.read_text() for m in moved] == ["bad 0", "bad 1", "bad 2"]


def _mutations() -> st.SearchStrategy[bytes]:
    good = GOOD.encode()
    n = len(good)
    truncate = st.integers(0, n - 1).map(lambda i: good[:i])
    flip = st.tuples(st.integers(0, n - 1), st.integers(0, 255)).map(
        lambda t: good[: t[0]] + bytes([t[1]]) + good[t[0] + 1 :]
    )
    delete = st.tuples(st.integers(0, n - 1), st.integers(1, 40)).map(lambda t: good[: t[0]] + good[t[0] + t[1] :])
    insert = st.tuples(st.integers(0, n), st.binary(min_size=1, max_size=8)).map(
        lambda t: good[: t[0]] + t[1] + good[t[0] :]
    )
    return st.one_of(truncate, flip, delete, insert, _structured())


def _structured() -> st.SearchStrategy[bytes]:
    """Change one value deep inside the record to something else of JSON."""
    values = st.one_of(
        st.none(), st.booleans(), st.integers(-5, 60), st.floats(allow_nan=False), st.text(max_size=4),
        st.sampled_from(["3S", "RJ", "BJ", "2H", "TD", "10H", "3s", "XX"]), st.just([]), st.just({}),
    )

    @st.composite
    def mutate(draw: st.DrawFn) -> bytes:
        rec = json.loads(json.dumps(RECORD))
        node = rec
        while True:
            if isinstance(node, dict) and node:
                key = draw(st.sampled_from(sorted(node)))
            elif isinstance(node, list) and node:
                key = draw(st.integers(0, len(node) - 1))
            else:
                break
            child = node[key]
            if not isinstance(child, (dict, list)) or not child or draw(st.integers(0, 3)) == 0:
                if draw(st.booleans()):
                    node[key] = draw(values)
                elif isinstance(node, dict):
                    del node[key]
                else:
                    node.pop(key)
                break
            node = child
        return json.dumps(rec).encode()

    return mutate()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=_mutations())
def test_mutated_records_load_or_fail_clearly_and_are_kept(content: bytes, tmp_path: Path) -> None:
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    path = folder / "autosave.murlan"
    path.write_bytes(content)
    try:
        match = load_match(path)
    except LoadError as e:
        assert str(e) and "\n" not in str(e).strip()
        found = Autosave(path).load()
        assert found.match is None and found.problem and found.moved_to is not None
        assert found.moved_to.read_bytes() == content
    else:  # a harmless change (whitespace, an unknown field): it is a good record
        assert load_match(path) is not None and dumps(match) == dumps(load_match(path))
        found = Autosave(path).load()
        assert found.problem is None and path.read_bytes() == content
