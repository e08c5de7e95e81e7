"""As a player would: ``murlan-server --port P --data-dir D`` (the installed command, its defaults) killed with
``kill -9`` mid-hand and started again the same way: the game's own client reconnects by itself with its
seat token, the match is at the last action, and the hand plays on (issue 26, *Tested for real*)."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import pytest
from qt_net_helpers import net_settings

from murlan_qt.net.client import HeadlessClient
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.net.tokens import SeatTokens

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

SERVER = Path(sys.executable).parent / "murlan-server"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """The ``murlan-server`` command with only ``--port`` and ``--data-dir``; always ended by the test."""

    def __init__(self, port: int, data: Path) -> None:
        self.proc = subprocess.Popen([str(SERVER), "--port", str(port), "--data-dir", str(data)],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                     env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        out: IO[str] | None = self.proc.stdout
        line = out.readline() if out else ""
        assert line, "the server did not start"
        self.listening: dict[str, Any] = json.loads(line)

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)
        if self.proc.stdout:
            self.proc.stdout.close()


def _actions_saved(data: Path, code: str) -> int:
    try:
        table = json.loads((data / "tables" / f"{code}.json").read_text(encoding="utf-8"))
        return len(table["match"]["hands"][-1]["actions"])
    except (OSError, ValueError, KeyError, TypeError):
        return -1


@pytest.mark.slow
@pytest.mark.skipif(not SERVER.exists(), reason="needs the installed murlan-server command")
def test_the_killed_server_comes_back_and_the_games_client_rejoins_at_the_last_action(
        qtbot: QtBot, tmp_path: Path) -> None:
    import asyncio
    import threading

    port, data = _free_port(), tmp_path / "server"
    url = f"ws://127.0.0.1:{port}/"
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    def call(coro: Any, timeout: float = 60) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, loop).result(timeout)

    server = Server(port, data)
    host = HeadlessClient()
    try:
        call(host.connect(url, "Host"))
        code = call(host.create("Restart", level="easy"))
        assert call(host.join(code)) == 0
        win = NetTable(net_settings(tmp_path), SeatTokens(tmp_path / "data"), show_dialogs=False, sound=False)
        qtbot.addWidget(win)
        win.join(url, "Qt player", code)
        qtbot.waitUntil(lambda: win.source.seat == 1, timeout=30_000)
        call(host.start())
        bot = asyncio.run_coroutine_threadsafe(host.bot(seed=1, until="hand_over", hands=1), loop)

        def play_until(actions: int) -> bool:
            s = win.source
            m = s.match
            if m is not None and len(m.hand.actions) >= actions and s.pending_request is None:
                return True
            if s.is_awaiting_human and not win.animator.is_running and m is not None:
                hand = m.hand
                plays = hand.legal_plays()
                if hand.can_pass() and not plays:
                    s.human_pass()
                else:
                    s.human_play(hand.cards_for(plays[0]))
            return False

        qtbot.waitUntil(lambda: play_until(6), timeout=120_000)
        bot.cancel()
        # the player's turn, or a computer's: the kill comes between two actions, once the last one is saved
        m = win.source.match
        assert m is not None and not m.hand.is_over
        qtbot.waitUntil(lambda: _actions_saved(data, code) == len(win.source.match.hand.actions), timeout=30_000)
        before = [(a.seat, a.cards) for a in win.source.match.hand.actions]
        server.proc.send_signal(signal.SIGKILL)
        server.proc.wait(timeout=30)
        reconnecting: list[int] = []
        win.connection.reconnecting.connect(reconnecting.append)
        qtbot.waitUntil(lambda: bool(reconnecting), timeout=30_000)  # the game noticed and tries again
        server.end()
        server = Server(port, data)  # the same command again
        back: list[None] = []
        win.connection.reconnected.connect(lambda: back.append(None))
        qtbot.waitUntil(lambda: bool(back), timeout=60_000)  # by itself, with its seat token
        assert win.connection.seat == 1
        qtbot.waitUntil(lambda: win.source.match is not None and win.source.view.n > 0, timeout=30_000)
        after = win.source.match
        assert after is not None and len(after.hands) == 1
        # at the last action: nothing lost, nothing played twice
        assert [(a.seat, a.cards) for a in after.hand.actions][:len(before)] == before
        # the host's client rejoins too, with its token, and the hand plays on to its end
        token = host.token
        assert token is not None
        call(host.close())
        host = HeadlessClient()
        call(host.connect(url, "Host again"))
        assert call(host.join(code, token=token)) == 0
        asyncio.run_coroutine_threadsafe(host.bot(seed=2, until="hand_over", hands=1), loop)
        qtbot.waitUntil(lambda: play_until(10_000) or (win.source.match is not None
                                                      and win.source.match.hand.is_over), timeout=180_000)
        assert win.source.match is not None and win.source.match.hand.is_over
        win.close()
    finally:
        call(host.close())
        server.end()
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
