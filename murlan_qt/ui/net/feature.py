"""Play with friends: Game > Host a table…, Join a table…, Return to table <name>, Leave the table (issue 26).

:class:`NetworkPlay` is given a parent for its dialogs, the settings, the player's data and a
:class:`TableStage`: the window's table area, the only part of the window it uses. A network table
(:class:`~.table_window.NetTable`) is shown there in place of the local table once its seat is taken; the
local match waits (autosaved, paused) and comes back when the player leaves. One network table at a time.

Hosting starts the table server in a process of its own (:func:`~murlan_qt.net.process.start_server`, waited
for on a thread: the window never blocks). Joining connects first: a wrong code or an address that does not
answer opens the Join dialog again with what was typed and the reason, and no table is shown. The seats kept
(:class:`~.tokens.SeatTokens`) are offered again after a restart (:meth:`NetworkPlay.kept_tables`).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...net.process import ServerProcess, start_server
from ...net.protocol import DEFAULT_PORT
from .dialogs import HostChoice, HostDialog, JoinChoice, JoinDialog
from .table_window import NetTable
from .tokens import KeptTable, SeatTokens

if TYPE_CHECKING:
    from ..game.player_data import PlayerData
    from ..settings import Settings


class TableStage(Protocol):
    """What the game's window lends the network tables: its table area and its title, nothing else."""

    def show_network_table(self, table: NetTable, is_host: bool) -> None:
        """Show ``table`` in the table area in place of the local table (the local match waits, saved). The
        window's Game > Play and Pass then act at this table, enabled as it says (:meth:`NetTable.can_play_now`,
        :meth:`NetTable.can_pass_now`, :attr:`NetTable.buttons_changed`)."""

    def set_network_title(self, title: str) -> None:
        """The network table's name, for the window's title."""

    def restore_local(self) -> None:
        """The local table again, its match as it was left (the network table is gone)."""


def warn_plain(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning whose text is shown as plain text (it may carry a server's or the system's words), opened
    without blocking the event loop."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class NetworkPlay(QObject):
    """See the module docstring."""

    #: from the thread that starts a server: the server, or the reason it did not start
    _server_started = Signal(object, object)
    #: joining failed before a seat was taken: the reason in words (the Join dialog says it again)
    join_failed = Signal(str)
    #: a network table is shown (True) or gone (False)
    table_shown = Signal(bool)

    def __init__(self, parent: QWidget, stage: TableStage | None, settings: Settings, data_dir: Path | None,
                 data: PlayerData | None = None, *, show_dialogs: bool = True) -> None:
        """``stage`` None: a table is a window of its own (tests and tools without the game's window)."""
        super().__init__(parent)
        self.parent_widget = parent
        self.stage = stage
        self.settings = settings
        self.data_dir = data_dir
        self.data = data
        self.show_dialogs = show_dialogs
        self.tokens = SeatTokens(data_dir)
        #: the network table (being joined, or shown); None at the local table
        self.table: NetTable | None = None
        self.is_shown = False
        #: the Join dialog opened again after a failed join (the tests read it)
        self.join_dialog: JoinDialog | None = None
        #: why the last table shown ended under the player (the host ended it...), once it did
        self.ended_note = ""
        self._server_started.connect(self._on_server_started, Qt.ConnectionType.QueuedConnection)
        self._hosting: HostChoice | None = None
        self._refusals: dict[int, str] = {}  # the last refusal of each table being joined (by id)

    @property
    def is_busy(self) -> bool:
        """At a network table (or on the way to one): hosting or joining another is refused."""
        return self.table is not None or self._hosting is not None

    # ------------------------------------------------------------ hosting

    def ask_host(self) -> HostDialog | None:
        if self.is_busy:
            return None
        dialog = HostDialog(self.settings.player_name, self.settings.rules, parent=self.parent_widget)
        dialog.accepted.connect(lambda: self._host_chosen(dialog.choice))
        if self.show_dialogs:
            dialog.open()
        return dialog

    def _host_chosen(self, choice: HostChoice | None) -> None:
        if choice is not None:
            self.remember_name(choice.player_name)
            self.host(choice)

    def remember_name(self, name: str) -> None:
        """The name typed in Host or Join, offered again next time (the game's settings: the offline
        match uses it too)."""
        if name and name != self.settings.player_name:
            self.settings.player_name = name

    def host(self, choice: HostChoice, *, bind: str = "0.0.0.0", port: int | None = None,
             advertise: bool = True) -> None:
        """Start a table server (on its thread) and, once it listens, sit at a new table there as its host."""
        if self.is_busy:
            return
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

    def _on_server_started(self, server: ServerProcess | None, problem: str | None) -> None:
        choice, self._hosting = self._hosting, None
        if server is None or choice is None:
            if self.show_dialogs:
                warn_plain(self.parent_widget, self.tr("Host a table"),
                                    self.tr("The table could not be started: {why}").format(why=problem or ""))
            return
        table = self._make_table(server, None)
        table.host(choice.player_name, choice.table_name, choice.rules.to_dict(), choice.level, choice.clock)

    # ------------------------------------------------------------ joining

    def ask_join(self, *, browse: bool = True) -> JoinDialog | None:
        if self.is_busy:
            return None
        dialog = JoinDialog(self.settings.player_name, self.parent_widget, browse=browse, tokens=self.tokens)
        dialog.accepted.connect(lambda: self._join_chosen(dialog.choice))
        if self.show_dialogs:
            dialog.open()
        return dialog

    def _join_chosen(self, choice: JoinChoice | None) -> None:
        if choice is not None:
            self.remember_name(choice.player_name)
            self.join(choice)

    def join(self, choice: JoinChoice) -> NetTable | None:
        """Connect to the table chosen; it is shown once the seat is taken (see the module docstring)."""
        if self.is_busy:
            return None
        table = self._make_table(None, choice)
        table.join(choice.url, choice.player_name, choice.code, choice.seat)
        return table

    def kept_tables(self) -> list[KeptTable]:
        """The tables whose seat this game keeps (the newest first): Game > Return to table <name>."""
        return self.tokens.kept()

    def return_to(self, kept: KeptTable) -> NetTable | None:
        """Back to a kept seat: joined with its token (a seat gone says why in the Join dialog)."""
        from urllib.parse import urlsplit

        parts = urlsplit(kept.url)
        choice = JoinChoice(parts.hostname or "", parts.port or DEFAULT_PORT, kept.code,
                            kept.player or self.settings.player_name, kept.seat)
        return self.join(choice)

    def _make_table(self, server: ServerProcess | None, choice: JoinChoice | None) -> NetTable:
        table = NetTable(self.settings, self.tokens, data=self.data, server=server,
                         show_dialogs=self.show_dialogs, sound=self.show_dialogs)
        self.table = table
        c = table.connection
        c.joined.connect(lambda *_a, t=table: self._on_seated(t))
        c.closed.connect(lambda why, t=table, ch=choice: self._on_closed(t, ch, why))
        c.refused.connect(lambda _rid, code, _text, t=table: self._refusals.__setitem__(id(t), code))
        table.title_changed.connect(lambda title, t=table: self._on_title(t, title))
        table.ended.connect(lambda text, t=table: self._on_ended(t, text))
        return table

    def _on_ended(self, table: NetTable, text: str) -> None:
        """The table ended under the player (the host ended it, its server stopped): nothing is left to play
        there, so the local table comes back, and a note says why (it does not wait for an answer)."""
        if table is not self.table or not self.is_shown:
            return
        self.ended_note = text
        self.leave(ask=False)
        if self.show_dialogs:
            warn_plain(self.parent_widget, self.tr("Network table"), text)

    def _on_seated(self, table: NetTable) -> None:
        if table is not self.table or self.is_shown:
            return
        self.is_shown = True
        if self.stage is not None:
            self.stage.show_network_table(table, table.server is not None)
            self.stage.set_network_title(table.title)
        else:
            table.show()
        table.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.table_shown.emit(True)

    def _on_title(self, table: NetTable, title: str) -> None:
        if table is self.table and self.is_shown and self.stage is not None:
            self.stage.set_network_title(title)

    def _on_closed(self, table: NetTable, choice: JoinChoice | None, why: str) -> None:
        """The connection ended. Before a seat was taken, no table is shown: the reason goes to the Join
        dialog, opened again with what was typed (a kept seat that is no longer one is forgotten)."""
        if table is not self.table or self.is_shown or not why:
            return
        self.table = None
        table.leave()
        table.deleteLater()
        refusal = self._refusals.pop(id(table), "")
        if choice is not None and refusal in ("bad_token", "no_table"):
            self.tokens.forget(choice.url, choice.code)  # (a server that did not answer may come back)
        self.join_failed.emit(why)
        if choice is None:
            if self.show_dialogs:
                warn_plain(self.parent_widget, self.tr("Host a table"), why)
            return
        dialog = JoinDialog(choice.player_name, self.parent_widget, browse=self.show_dialogs, tokens=self.tokens)
        dialog.address_edit.setText(choice.address)
        dialog.port_box.setValue(choice.port)
        dialog.code_edit.setText(choice.code)
        dialog.name_edit.setText(choice.player_name)
        seat = dialog.seat_box.findData(choice.seat)
        dialog.seat_box.setCurrentIndex(max(0, seat))
        dialog.problem.setText(why)
        dialog.accepted.connect(lambda: self._join_chosen(dialog.choice))
        self.join_dialog = dialog
        if self.show_dialogs:
            dialog.open()

    # ------------------------------------------------------------ leaving

    def leave(self, *, ask: bool = True) -> bool:
        """Game > Leave the table (the host: End the table, after asking, as it ends for everyone). True if
        the local table is back."""
        table = self.table
        if table is None:
            return True
        if ask and self.show_dialogs and table.server is not None:
            answer = QMessageBox.question(
                self.parent_widget, self.tr("End the table?"),
                self.tr("The table ends for everyone at it: the other players are told so.\n\nEnd the table?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.table = None
        was_shown, self.is_shown = self.is_shown, False
        table.leave()
        if self.stage is not None and was_shown:
            self.stage.restore_local()
        table.close()
        table.deleteLater()
        self.table_shown.emit(False)
        return True

    def close_all(self) -> None:
        """Leave the network table (the window is closing)."""
        self.leave(ask=False)
