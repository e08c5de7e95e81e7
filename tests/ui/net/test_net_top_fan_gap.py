"""At the network table the top seat's last play keeps a gap below its fan of backs (player trial after
issue 26: they touched), at the table area of a 1280x800 window and at the smallest table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication
from qt_net_helpers import ServerThread, hosted_table, play_plainly, seat_qt_player
from ui_helpers import shows_top_play_in_front, top_fan_touches

from murlan_qt.ui.desktop.screen_fit import MIN_TABLE
from murlan_qt.ui.table.zones import TOP

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

WAIT = 60_000


def test_the_top_seats_last_play_keeps_clear_of_its_fan(server: ServerThread, qtbot: QtBot,
                                                        tmp_path: Path) -> None:
    host, code = hosted_table(server, "Gap")
    win = seat_qt_player(qtbot, tmp_path, server.url, code)  # the top seat: a computer player
    win.resize(1280, 800)
    win.show()
    QApplication.processEvents()
    server.call(host.start())
    bot = server.spawn(host.bot(seed=3, moves=200))
    s = win.source

    def top_played() -> bool:
        m = s.match
        return m is not None and shows_top_play_in_front(m)

    for _ in range(60):  # the player passes while it may: the top's play soon waits on the table
        qtbot.waitUntil(lambda: s.is_awaiting_human and not win.animator.is_running, timeout=WAIT)
        if top_played():
            break
        play_plainly(win)
        qtbot.waitUntil(lambda: not s.is_awaiting_human, timeout=WAIT)
    m = s.match
    assert m is not None and top_played() and len(m.hand.cards[TOP]) >= 11
    for size in ((win.view.viewport().width(), win.view.viewport().height()),
                 (MIN_TABLE.width(), MIN_TABLE.height())):
        win.scene.set_size(*size)
        assert win.scene.trick_cards(), size
        assert top_fan_touches(win.scene) == [], size
    bot.cancel()
