"""Play with friends: Game > Host a table… and Game > Join a table… (issue 26).

:class:`NetworkPlay` is given the window to parent its dialogs on, the settings and the player's data, never
the window's parts. Hosting starts the table server in a process of its own
(:func:`~murlan_qt.net.process.start_server`, waited for on a thread: the window never blocks) and opens a
:class:`~.table_window.NetTableWindow` seated as the host; joining opens one at the table chosen.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ...net.process import ServerProcess, start_server
from ...net.protocol import DEFAULT_PORT
from .dialogs import HostChoice, HostDialog, JoinChoice, JoinDialog
from .table_window import NetTableWindow
from .tokens import SeatTokens

if TYPE_CHECKING:
    from ..game.player_data import PlayerData
    from ..settings import Settings


class NetworkPlay(QObject):
    """See the module docstring."""

    #: from the thread that starts a server: the server, or the reason it did not start
    _server_started = Signal(object, object)

    def __init__(self, window: QMainWindow, settings: Settings, data_dir: Path | None,
                 data: PlayerData | None = None, *, show_dialogs: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.data_dir = data_dir
        self.data = data
        self.show_dialogs = show_dialogs
        self.tokens = SeatTokens(data_dir)
        self.tables: list[NetTableWindow] = []
        self._server_started.connect(self._on_server_started, Qt.ConnectionType.QueuedConnection)
        self._hosting: HostChoice | None = None

    # ------------------------------------------------------------ hosting

    def ask_host(self) -> HostDialog:
        dialog = HostDialog(self.settings.player_name, self.settings.rules, parent=self.window)
        dialog.accepted.connect(lambda: self.host(dialog.choice) if dialog.choice is not None else None)
        if self.show_dialogs:
            dialog.open()
        return dialog

    def host(self, choice: HostChoice, *, bind: str = "0.0.0.0", port: int | None = None,
             advertise: bool = True) -> None:
        """Start a table server (on its thread) and, once it listens, sit at a new table there as its host."""
        self._hosting = choice
        folder = (self.data_dir / "server") if self.data_dir is not None else None
        arguments = ["--advertise"] if advertise else []
        wanted = DEFAULT_PORT if port is None else port

        def run() -> None:
            import tempfile

            where = folder if folder is not None else Path(tempfile.mkdtemp(prefix="murlan-host-"))
            try:
                try:
                    server = start_server(where, arguments, bind=bind, port=wanted)
                except RuntimeError:
                    if wanted == 0:
                        raise
                    server = start_server(where, arguments, bind=bind, port=0)  # the usual port is taken
            except (RuntimeError, OSError) as e:
                self._server_started.emit(None, str(e))
                return
            self._server_started.emit(server, None)

        threading.Thread(target=run, name="murlan-host", daemon=True).start()

    #: the last table window opened (the tests follow it)
    last_window: NetTableWindow | None = None

    def _on_server_started(self, server: ServerProcess | None, problem: str | None) -> None:
        choice = self._hosting
        if server is None or choice is None:
            if self.show_dialogs:
                QMessageBox.warning(self.window, self.tr("Host a table"),
                                    self.tr("The table could not be started: {why}").format(why=problem or ""))
            return
        win = self._open_window(server)
        win.host(choice.player_name, choice.table_name, choice.rules.to_dict(), choice.level, choice.clock)

    # ------------------------------------------------------------ joining

    def ask_join(self, *, browse: bool = True) -> JoinDialog:
        dialog = JoinDialog(self.settings.player_name, self.window, browse=browse)
        dialog.accepted.connect(lambda: self.join(dialog.choice) if dialog.choice is not None else None)
        if self.show_dialogs:
            dialog.open()
        return dialog

    def join(self, choice: JoinChoice) -> NetTableWindow:
        win = self._open_window(None)
        win.join(choice.url, choice.player_name, choice.code, choice.seat)
        return win

    def _open_window(self, server: ServerProcess | None) -> NetTableWindow:
        win = NetTableWindow(self.settings, self.tokens, data=self.data, server=server,
                             show_dialogs=self.show_dialogs, sound=self.show_dialogs)
        self.tables.append(win)
        win.destroyed.connect(lambda _o=None, w=win: self.tables.remove(w) if w in self.tables else None)
        self.last_window = win
        win.show()
        return win

    def close_all(self) -> None:
        """Leave every network table (the window is closing)."""
        for win in list(self.tables):
            win.close()
