"""The recent files list: newest first, no duplicates, limited; a damaged list is reset and kept."""

from __future__ import annotations

from pathlib import Path

from murlan_qt.persistence import RecentFiles


def test_newest_first_without_duplicates_and_limited(tmp_path: Path) -> None:
    recent = RecentFiles(tmp_path / "recent.json", limit=3)
    assert recent.paths() == []
    for name in ("a", "b", "c", "a", "d"):
        recent.add(tmp_path / f"{name}.murlan")
    assert [p.stem for p in RecentFiles(tmp_path / "recent.json", limit=3).paths()] == ["d", "a", "c"]
    recent.remove(tmp_path / "a.murlan")
    assert [p.stem for p in recent.paths()] == ["d", "c"]
    recent.clear()
    assert recent.paths() == []


def test_damaged_list_is_ignored_and_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "recent.json"
    for content in (b"not json", b'{"format": "murlan-recent-files", "files": [3]}', b"[]", b"\xff\xfe"):
        path.write_bytes(content)
        recent = RecentFiles(path)
        assert recent.paths() == []
        assert recent.problem and recent.moved_to is not None
        assert recent.moved_to.read_bytes() == content
        recent.add(tmp_path / "x.murlan")
        assert [p.name for p in recent.paths()] == ["x.murlan"]
