"""The game window at a network table, for the AT-SPI check: a real table server on loopback (a thread of
this process), its host a headless client that says one chat line and plays legal moves, and the game's
window joined at the next seat through its own client. Once it is the player's turn to play, the hand as
the player's client holds it is written to the file named on the command line. Run by the check."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
app.setApplicationName("murlan-atspi-check")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "net"))
from qt_net_helpers import ServerThread, quick_config  # noqa: E402 - after the application
from ui_helpers import make_window  # noqa: E402

from murlan_qt.engine import PHASE_PLAY  # noqa: E402
from murlan_qt.ui.net.dialogs import JoinChoice  # noqa: E402
from murlan_qt.ui.texts import card_name  # noqa: E402

out = Path(sys.argv[1])
#: a chat line with markup in it: a screen reader must read it as the text it is
CHAT = "Mirëdita! <b>gati?</b>"

server = ServerThread(quick_config(hand_pause=60.0, grace=60.0))
host = server.headless("Arben")
code = server.call(host.create("Family table", level="easy"))
server.call(host.join(code))
window = make_window(Path(tempfile.mkdtemp()))
window.network.show_dialogs = False
window.show()
window.activateWindow()  # Xvfb has no window manager to give the new window the keyboard
window.network.join(JoinChoice("127.0.0.1", server.server.port, code, "Drita", None))
started = False


def step() -> None:
    """Start the match once the window has its seat; write the hand once it is the player's turn."""
    global started
    table = window.network.table
    if table is None or table.source.seat is None:
        return
    if not started:
        started = True
        server.call(host.start())
        server.call(host.chat(CHAT))
        server.spawn(host.bot(seed=3, moves=60))
        return
    m = table.source.match
    if table.source.is_awaiting_human and m is not None and m.hand.phase == PHASE_PLAY and not out.exists():
        out.write_text(json.dumps({"hand": [card_name(c) for c in table.scene.human_hand_order()],
                                   "chat": CHAT}), encoding="utf-8")


timer = QTimer()
timer.timeout.connect(step)
timer.start(200)
app.exec()
server.stop()
