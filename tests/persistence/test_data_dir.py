"""Where the data lives: --data-dir > MURLAN_DATA_DIR > the user data directory."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from murlan_qt.persistence import DataPaths, resolve_data_dir


def test_explicit_directory_wins_over_environment(tmp_path: Path) -> None:
    assert resolve_data_dir(tmp_path / "explicit") == (tmp_path / "explicit").absolute()


def test_environment_variable_used_without_explicit_directory(_temporary_data_dir: Path) -> None:
    assert resolve_data_dir() == _temporary_data_dir.absolute()


def test_user_data_directory_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MURLAN_DATA_DIR", raising=False)
    assert resolve_data_dir() == Path(platformdirs.user_data_dir("Murlan", appauthor=False))


def test_paths_inside_the_data_directory_and_created_on_demand(tmp_path: Path) -> None:
    paths = DataPaths.resolve(tmp_path / "d")
    assert not paths.root.exists()
    assert paths.autosave.name == "autosave.murlan"
    assert paths.stats.name == "stats.sqlite3"
    assert paths.saves == paths.root / "saves"
    paths.ensure()
    assert paths.saves.is_dir()
