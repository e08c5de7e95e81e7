"""Qt tests run offscreen, with settings and data kept in a temporary place."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point QSettings at a fresh directory so tests never touch the user's settings."""
    from PySide6.QtCore import QSettings

    where = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(where))
    yield where


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A temporary data directory for the window."""
    d = tmp_path / "data"
    d.mkdir()
    return d
