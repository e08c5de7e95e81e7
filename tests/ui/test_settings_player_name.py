"""The player's name read from the settings file gets the cleaning that names read from records get."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from murlan_qt.engine.names import MAX_NAME_LENGTH, clean_name
from murlan_qt.ui.game.match_config import MatchConfig
from murlan_qt.ui.settings import Settings


def settings_at(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.mark.parametrize(("stored", "shown"), [
    ("\u202eArta\u202c", "Arta"),           # a direction override
    ("Ar\u200bta\x00", "Arta"),              # a zero-width space and a NUL
    ("Arta\nBesnik\tDrita", "Arta Besnik Drita"),  # lines and tabs
    ("   Arta   ", "Arta"),
    ("x" * 500, "x" * MAX_NAME_LENGTH),
    ("\u200b\u200b", ""),                    # only invisible characters: the default name is used
])
def test_the_stored_name_is_cleaned_when_read(tmp_path: Path, stored: str, shown: str) -> None:
    path = tmp_path / "Murlan.ini"
    raw = QSettings(str(path), QSettings.Format.IniFormat)
    raw.setValue("match/player_name", stored)
    raw.sync()
    name = settings_at(path).player_name
    assert name == shown == clean_name(stored)
    human = MatchConfig(name, ("easy", "easy", "easy")).players("You")[0]
    assert human.name == (shown or "You")


def test_a_name_written_into_the_file_by_hand_is_cleaned(tmp_path: Path) -> None:
    path = tmp_path / "Murlan.ini"
    path.write_text("[match]\nplayer_name=\u2066Arta\u2069\u00ad\n", encoding="utf-8")
    assert settings_at(path).player_name == "Arta"
