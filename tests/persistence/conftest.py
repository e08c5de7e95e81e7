"""Every persistence test uses a temporary data directory, never the player's."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _temporary_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("MURLAN_DATA_DIR", str(data))
    return data
