"""Settings announce their changes: a part hears the names it subscribed to, as long as it lives."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QObject, QSettings

from murlan_qt.ui.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat))


def test_a_subscriber_hears_only_the_settings_it_named(tmp_path: Path) -> None:
    s = _settings(tmp_path)
    owner = QObject()
    heard: list[bool] = []
    s.subscribe(("four_colour", "card_back"), lambda: heard.append(s.four_colour), owner)
    s.four_colour = True
    s.notify("four_colour")
    s.notify("table_colour")
    s.notify("card_back")
    assert heard == [True, True]


def test_a_subscription_ends_with_its_owner(tmp_path: Path) -> None:
    s = _settings(tmp_path)
    owner = QObject()
    heard: list[str] = []
    s.subscribe(("sound_volume",), lambda: heard.append("volume"), owner)
    shiboken6.delete(owner)
    s.notify("sound_volume")
    assert heard == []


def test_a_misspelt_setting_cannot_be_subscribed_to(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="four_color"):
        _settings(tmp_path).subscribe(("four_color",), lambda: None, QObject())
