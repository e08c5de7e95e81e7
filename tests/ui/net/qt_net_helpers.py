"""For the network table's Qt tests: a real table server on 127.0.0.1 on a thread of its own, real headless
clients on its loop, and the Qt client in the test's event loop (its settings, a table made by a headless
host, a Qt player seated at it, the game's window ready for network play). ``conftest.py`` makes the usual
server a fixture."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QSettings

from murlan_qt.net.client import HeadlessClient
from murlan_qt.net.server import ServerConfig, TableServer
from murlan_qt.net.table import TableConfig
from murlan_qt.ui.net.table_window import NetTable
from murlan_qt.ui.net.tokens import SeatTokens
from murlan_qt.ui.settings import Settings

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from murlan_qt.ui.game.player_data import PlayerData
    from murlan_qt.ui.window.main_window import MainWindow

T = TypeVar("T")
STEP = 60.0


def quick_config(data_dir: Path | None = None, **table: Any) -> ServerConfig:
    t = {"grace": 0.3, "hand_pause": 0.0, "ai_delay": 0.0, "fixed_seed": 7, **table}
    return ServerConfig(host="127.0.0.1", port=0, data_dir=data_dir, ai_workers=0, rate=2000, burst=2000,
                        table=TableConfig(**t))


class ServerThread:
    """A TableServer running on an asyncio loop in a thread; :meth:`call` runs a coroutine there."""

    def __init__(self, config: ServerConfig) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = TableServer(config)
        self.call(self.server.start())

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}/"

    def call(self, coro: Coroutine[Any, Any, T], timeout: float = STEP) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def on_loop(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)`` run on the server's loop (the table's state read where it changes)."""

        async def run() -> Any:
            return fn(*args)

        return self.call(run())

    def stop(self) -> None:
        try:
            self.call(self.server.stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)

    def headless(self, name: str) -> HeadlessClient:
        c = HeadlessClient()

        async def make() -> None:
            await c.connect(self.url, name)

        self.call(make())
        return c


def net_settings(tmp_path: Path, name: str | None = None) -> Settings:
    """The game's settings in ``tmp_path`` with instant animations (and the player's ``name``, if given)."""
    s = Settings(QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat))
    s.animation_speed = "instant"
    if name is not None:
        s.player_name = name
    return s


def hosted_table(server: ServerThread, name: str, *, level: str = "easy", clock: int = 0,
                 host_name: str = "Host") -> tuple[HeadlessClient, str]:
    """A table made by a headless host sitting at seat 0 (not started): the host and the table's code."""
    host = server.headless(host_name)
    code = server.call(host.create(name, level=level, clock=clock))
    server.call(host.join(code))
    return host, code


def seat_qt_player(qtbot: QtBot, tmp_path: Path, url: str, code: str, name: str = "Qt player", *,
                   settings: Settings | None = None, tokens: SeatTokens | None = None,
                   data: PlayerData | None = None, wait: int = 60_000) -> NetTable:
    """A network table window (no dialogs, no sound) whose player has taken a seat at table ``code``."""
    win = NetTable(settings or net_settings(tmp_path), tokens or SeatTokens(tmp_path / "data"), data=data,
                   show_dialogs=False, sound=False)
    qtbot.addWidget(win)
    win.join(url, name, code)
    qtbot.waitUntil(lambda: win.source.seat is not None, timeout=wait)
    return win


def network_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """The game's window, shown, its network play opening no dialog (no network search from a Join dialog
    opened again)."""
    from ui_helpers import make_window

    window = make_window(tmp_path)
    qtbot.addWidget(window)
    window.network.show_dialogs = False
    window.show()
    return window


def play_plainly(win: NetTable) -> str | None:
    """One move of a plain Qt player when it is its turn: the first card offered in the swap dialog; else a
    pass while it holds more than three cards and may pass; else its first legal play. What it did
    (``"gave"`` or ``"played"``), or None (not its turn, or the cards still moving)."""
    s = win.source
    if win.swap_dialog is not None:  # the player's swap, through the dialog
        dialog = win.swap_dialog
        dialog._choose(dialog.enabled_cards()[0])
        return "gave"
    if s.is_awaiting_human and not win.animator.is_running and s.match is not None:
        hand = s.match.hand
        plays = hand.legal_plays()
        if hand.can_pass() and len(hand.hand_of(0)) > 3:
            s.human_pass()
        else:
            s.human_play(hand.cards_for(plays[0]))
        return "played"
    return None
