"""The game window for the AT-SPI checks: a match from a seed with three computer players. For the check
that reads the table, the player's hand as the engine holds it is written to the file named on the command
line once it is the player's turn; for the player that plays through AT-SPI (atspi_player.py) the file is
"-" and nothing is written: what it knows of the game it reads through AT-SPI. Run by the checks."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
app.setApplicationName("murlan-atspi-check")

from ui_helpers import make_window  # noqa: E402 - after the application

from murlan_qt.ai import default_level  # noqa: E402
from murlan_qt.ui.game.controller import MatchConfig  # noqa: E402
from murlan_qt.ui.texts import card_name  # noqa: E402

window = make_window(Path(tempfile.mkdtemp()))
window.show()
window.activateWindow()  # Xvfb has no window manager to give the new window the keyboard
out = Path(sys.argv[1]) if sys.argv[1] != "-" else None


def write_hand() -> None:
    if out is not None:
        hand = [card_name(c) for c in window.scene.human_hand_order()]
        out.write_text(json.dumps(hand), encoding="utf-8")


window.controller.human_turn_started.connect(write_hand)
window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
app.exec()
