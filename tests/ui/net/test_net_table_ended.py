"""As a player would: the host ends the table mid-hand. Everyone is told, the joined player's game forgets its
seat token (nothing to return to), and the server frees the table and its file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from qt_net_helpers import ServerThread, quick_config, seat_qt_player

from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.net.tokens import SeatTokens

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_the_host_ends_the_table_everyone_is_told_and_the_seats_tokens_are_forgotten(
        qtbot: QtBot, tmp_path: Path) -> None:
    server = ServerThread(quick_config(tmp_path / "server", hand_pause=60.0))
    try:
        host, other = server.headless("Host"), server.headless("Other")
        code = server.call(host.create("Ending", level="easy"))
        server.call(host.join(code))
        server.call(other.join(code))
        tokens = SeatTokens(tmp_path / "data")
        win = seat_qt_player(qtbot, tmp_path, server.url, code, tokens=tokens, wait=30_000)
        qtbot.waitUntil(lambda: tokens.token(server.url, code) is not None, timeout=30_000)
        assert [k.code for k in tokens.kept()] == [code]  # Return to table would offer it
        server.call(host.start())
        qtbot.waitUntil(lambda: win.source.match is not None, timeout=30_000)
        assert server.on_loop(lambda: (tmp_path / "server" / "tables" / f"{code}.json").exists() or
                              code in server.server.tables)
        ended = server.call(host.end_table())
        assert (ended["type"], ended["reason"]) == ("table_ended", "host_ended")
        qtbot.waitUntil(lambda: win.message.text() == "The host ended the table.", timeout=30_000)
        assert tokens.token(server.url, code) is None and tokens.kept() == []
        # the other headless player was told too, and its connection closed
        msg = server.call(other.wait_for(lambda m: m.get("type") == "table_ended"))
        assert msg["reason"] == "host_ended"
        # the server freed the table and removed its file
        assert server.on_loop(lambda: code not in server.server.tables)
        server.server.store.flush()  # type: ignore[union-attr]
        assert not (tmp_path / "server" / "tables" / f"{code}.json").exists()
        # a fresh start of the same window does not offer to return to it
        again = NetTable(win.settings, SeatTokens(tmp_path / "data"), show_dialogs=False, sound=False)
        qtbot.addWidget(again)
        assert again.tokens.kept() == []
        win.close()
        again.close()
    finally:
        server.stop()
