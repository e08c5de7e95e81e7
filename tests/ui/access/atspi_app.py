"""The game window for the AT-SPI check: a match from a seed; the player's hand, as the engine holds
it, written to the file named on the command line once it is the player's turn. Run by the check."""

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
out = Path(sys.argv[1])


def write_hand() -> None:
    hand = [card_name(c) for c in window.scene.human_hand_order()]
    out.write_text(json.dumps(hand), encoding="utf-8")


window.controller.human_turn_started.connect(write_hand)
window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
app.exec()
