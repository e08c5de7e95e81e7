"""The About dialog shows the version from pyproject.toml and the licences of what we bundle."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from murlan_qt.ui.about import AboutDialog, app_version, embedded_icon

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def pyproject_version() -> str:
    with PYPROJECT.open("rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_version_comes_from_pyproject() -> None:
    assert app_version() == pyproject_version()


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


def test_embedded_icon_has_every_size(qapp: QApplication) -> None:
    sizes = {s.width() for s in embedded_icon().availableSizes()}
    assert sizes == {16, 24, 32, 48, 64, 128, 256}
