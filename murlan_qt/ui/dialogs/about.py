"""The About dialog: name, version, icon, our licence and the licences of what we bundle."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...persistence import UNKNOWN_VERSION, app_version
from ..art.icon_art import app_icon, app_icon_pixmap

#: the icon's size in the dialog, in logical pixels
PICTURE_SIZE = 96


def shown_version() -> str:
    """The game's version as the dialog shows it (persistence's :func:`app_version`, in words if unknown)."""
    found = app_version()
    if found == UNKNOWN_VERSION:  # a checkout that was never installed
        return QCoreApplication.translate("AboutDialog", "unknown", "the version of a checkout never installed")
    return found


class AboutDialog(QDialog):
    """Help > About: who we are, what version, and under which licences it all ships."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About Murlan"))
        self.setWindowIcon(app_icon())

        self.picture = QLabel()
        self.picture.setObjectName("about_picture")
        # drawn for this screen's pixel ratio, so it stays sharp on high-DPI screens
        self.picture.setPixmap(app_icon_pixmap(PICTURE_SIZE, self.devicePixelRatioF()))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.version_label = QLabel(self.tr("<h2>Murlan</h2><p>Version %1</p>").replace("%1", shown_version()))
        self.version_label.setObjectName("version_label")
        description = QLabel(
            self.tr(
                "<p><i>Murlan</i> (\u201cstorm\u201d) is the Albanian climbing card game for four "
                "players. Play offline against three computer opponents.</p>"
            )
        )
        description.setWordWrap(True)

        self.licence_label = QLabel(self._licence_text())
        self.licence_label.setObjectName("licence_label")
        self.licence_label.setWordWrap(True)
        self.licence_label.setOpenExternalLinks(True)
        self.licence_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)

        text = QVBoxLayout()
        text.addWidget(self.version_label)
        text.addWidget(description)
        text.addWidget(self.licence_label)
        text.addStretch(1)

        top = QHBoxLayout()
        top.addWidget(self.picture)
        top.addLayout(text, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        # the wrapped texts need their height at the width shown (longer in translations)
        self.resize(560, self.heightForWidth(560))

    def _licence_text(self) -> str:
        """Our licence, then each bundled component with its licence and where its source is."""
        parts = [
            self.tr(
                "<p>Murlan is free software: you can redistribute it and/or modify it under the terms "
                "of the GNU General Public License, version 3 or (at your option) any later version "
                "(<a href='https://www.gnu.org/licenses/gpl-3.0.html'>GPL v3</a>). It comes with "
                "ABSOLUTELY NO WARRANTY.</p>"
            ),
            self.tr("<p><b>This program bundles:</b></p>"),
            "<ul>",
            self.tr(
                "<li><b>Qt %1</b> and <b>PySide6 %2</b> (Qt for Python), The Qt Company Ltd and "
                "other contributors, used under the GNU Lesser General Public License version 3 "
                "(<a href='https://www.gnu.org/licenses/lgpl-3.0.html'>LGPL v3</a>). The Qt libraries "
                "are dynamically linked and shipped as separate files next to the program: you may "
                "replace them with your own modified build. Their source code is available from "
                "<a href='https://www.qt.io/download-open-source'>qt.io</a> and "
                "<a href='https://download.qt.io/official_releases/'>download.qt.io</a>.</li>"
            )
            .replace("%1", qVersion())
            .replace("%2", PySide6.__version__),
            self.tr(
                "<li><b>Shiboken6</b> (the PySide6 binding generator's runtime), under the "
                "LGPL v3, with the same source availability as PySide6.</li>"
            ),
            self.tr(
                "<li><b>platformdirs</b>, under the MIT License "
                "(<a href='https://github.com/tox-dev/platformdirs'>source</a>).</li>"
            ),
            self.tr(
                "<li><b>Python %1</b>, under the Python Software Foundation License "
                "(<a href='https://docs.python.org/3/license.html'>PSF License</a>).</li>"
            ).replace("%1", platform.python_version()),
            "</ul>",
        ]
        return "".join(parts)
