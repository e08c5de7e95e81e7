"""The About dialog shows the version from pyproject.toml and the licences of what we bundle."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.persistence import UNKNOWN_VERSION, app_version, saves
from murlan_qt.ui.art.icon_art import app_icon_pixmap
from murlan_qt.ui.dialogs import about as about
from murlan_qt.ui.dialogs.about import PICTURE_SIZE, AboutDialog

PYPROJECT = Path(__file__).resolve().parents[3] / "pyproject.toml"


def pyproject_version() -> str:
    with PYPROJECT.open("rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_version_comes_from_pyproject() -> None:
    assert app_version() == pyproject_version()


def test_one_version_function_for_saves_and_the_dialog(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not hasattr(about, "app_version") or about.app_version is saves.app_version
    monkeypatch.setattr(about, "app_version", lambda: "7.7.7")
    assert about.shown_version() == "7.7.7"
    monkeypatch.setattr(about, "app_version", lambda: UNKNOWN_VERSION)
    assert about.shown_version() == "unknown"  # the English words, translated for the player


def test_dialog_shows_the_version(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert f"Version {pyproject_version()}" in dialog.version_label.text()


def test_dialog_mentions_the_lgpl_and_where_qt_source_is(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.licence_label.text()
    assert "LGPL" in text
    assert "Lesser General Public License" in text
    assert "dynamically linked" in text
    assert "download.qt.io" in text


def test_dialog_names_every_bundled_component_and_our_licence(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.licence_label.text()
    for name in ("GNU General Public License", "PySide6", "Shiboken6", "platformdirs", "MIT", "Python"):
        assert name in text, name


def test_the_dialog_draws_the_app_icon_with_icon_art(qtbot: QtBot) -> None:
    """No embedded resource file: the picture is the icon icon_art paints, at the screen's pixel ratio."""
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    shown = dialog.picture.pixmap()
    assert not shown.isNull()
    ratio = dialog.devicePixelRatioF()
    assert shown.width() == round(PICTURE_SIZE * ratio)
    assert shown.toImage() == app_icon_pixmap(PICTURE_SIZE, ratio).toImage()
    assert {s.width() for s in dialog.windowIcon().availableSizes()} >= {16, 32, 64, 256}


def test_no_module_uses_qt_resource_paths() -> None:
    """resources_rc.py is gone: nothing may load a ":/..." path, which would now be empty."""
    package = PYPROJECT.parent / "murlan_qt"
    assert not (package / "ui" / "resources_rc.py").exists()
    offenders = [p.name for p in package.rglob("*.py")
                 if "resources_rc" in p.read_text(encoding="utf-8") or '":/' in p.read_text(encoding="utf-8")]
    assert offenders == []
