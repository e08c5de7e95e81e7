"""Game > Host a table… and Game > Join a table…: what the player fills in before a network table opens.

The join dialog lists the tables heard of on the local network (:class:`~murlan_qt.net.discovery.Browser`
runs on threads of its own; its list reaches the dialog through a queued signal). Every name that comes from
the network is shown as plain text.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import Rules
from ...engine.names import MAX_NAME_LENGTH
from ...net.discovery import Browser, FoundTable
from ...net.protocol import (
    CLOCKS,
    CODE_LENGTH,
    DEFAULT_PORT,
    LEVELS,
    MAX_TABLE_NAME_LENGTH,
    PROTOCOL_VERSION,
    clean_name,
    clean_table_name,
    is_code,
    normalize_code,
)
from ..texts import level_name
from ..variants import variants


@dataclass(frozen=True)
class HostChoice:
    """What the host chose."""

    table_name: str
    rules: Rules
    level: str
    clock: int
    player_name: str


@dataclass(frozen=True)
class JoinChoice:
    """Where to join."""

    address: str
    port: int
    code: str
    player_name: str
    seat: int | None

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}/"


def _name_edit(name: str) -> QLineEdit:
    edit = QLineEdit(name)
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setAccessibleName(QCoreApplication.translate("NetDialogs", "Your name"))
    return edit


class HostDialog(QDialog):
    """The table's name, its rules, the computer players' level and the turn clock."""

    def __init__(self, player_name: str, rules: Rules, level: str = "normal", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.setObjectName("hostTableDialog")
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Your game runs the table; friends on your network (or who can reach your address) "
                               "join it with its code. Computer players take the seats nobody takes."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name_edit = _name_edit(player_name)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.table_edit = QLineEdit(self.tr("{name}'s table").format(name=player_name) if player_name
                                    else self.tr("Murlan table"))
        self.table_edit.setMaxLength(MAX_TABLE_NAME_LENGTH)
        self.table_edit.setAccessibleName(self.tr("Table name"))
        form.addRow(self.tr("&Table name:"), self.table_edit)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for v in variants():  # the same switches as the offline New match dialog, the partners game included
            box = QCheckBox(v.name)
            box.setChecked(v.is_on(rules))
            box.setToolTip(v.explanation)
            self.variant_boxes[v.option] = box
            form.addRow("", box)
        self.level_box = QComboBox()
        self.level_box.setAccessibleName(self.tr("Computer level"))
        for lv in LEVELS:
            self.level_box.addItem(level_name(lv), lv)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))
        form.addRow(self.tr("&Computer players:"), self.level_box)
        self.clock_box = QComboBox()
        self.clock_box.setAccessibleName(self.tr("Turn clock"))
        for c in CLOCKS:
            self.clock_box.addItem(self.tr("Off") if c == 0 else self.tr("{n} seconds").format(n=c), c)
        form.addRow(self.tr("Turn c&lock:"), self.clock_box)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Host"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.choice: HostChoice | None = None

    def _accept(self) -> None:
        name = clean_name(self.name_edit.text())
        if not name:
            self.name_edit.setFocus()
            return
        rules = Rules(**{k: b.isChecked() for k, b in self.variant_boxes.items()})
        self.choice = HostChoice(clean_table_name(self.table_edit.text()) or self.tr("Murlan table"), rules,
                                 str(self.level_box.currentData()), int(self.clock_box.currentData()), name)
        self.accept()


class _FoundRelay(QObject):
    """Carries the browser's list from its thread to the dialog's (a queued signal)."""

    found = Signal(list)
    failed = Signal()


class JoinDialog(QDialog):
    """A table heard of on the network, or an address and a code; the player's name and the seat wanted."""

    def __init__(self, player_name: str, parent: QWidget | None = None, *, browse: bool = True,
                 interfaces: list[str] | None = None) -> None:
        """``interfaces``: the addresses to search from (None: every one of this computer's)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setObjectName("joinTableDialog")
        layout = QVBoxLayout(self)
        self.found_label = QLabel(self.tr("Tables on your network:"))
        layout.addWidget(self.found_label)
        self.found_list = QListWidget()
        self.found_list.setAccessibleName(self.tr("Tables on your network"))
        self.found_list.currentItemChanged.connect(self._on_pick)
        layout.addWidget(self.found_list)
        self.searching = QLabel(self.tr("Looking for tables…"))
        self.searching.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.searching)
        form = QFormLayout()
        self.address_edit = QLineEdit()
        self.address_edit.setMaxLength(255)
        self.address_edit.setPlaceholderText(self.tr("for example 192.168.1.20"))
        self.address_edit.setAccessibleName(self.tr("Address"))
        form.addRow(self.tr("&Address:"), self.address_edit)
        self.port_box = QSpinBox()
        self.port_box.setRange(1, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.port_box.setAccessibleName(self.tr("Port"))
        form.addRow(self.tr("&Port:"), self.port_box)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(CODE_LENGTH + 4)
        self.code_edit.setPlaceholderText(self.tr("the six letters the host gives you"))
        self.code_edit.setAccessibleName(self.tr("Table code"))
        form.addRow(self.tr("Table &code:"), self.code_edit)
        self.name_edit = _name_edit(player_name)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Seat"))
        self.seat_box.addItem(self.tr("Any free seat"), None)
        for s in range(4):
            self.seat_box.addItem(self.tr("Seat {n}").format(n=s + 1), s)
        form.addRow(self.tr("&Seat:"), self.seat_box)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Join"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.choice: JoinChoice | None = None
        self._relay = _FoundRelay(self)
        self._relay.found.connect(self.show_found, Qt.ConnectionType.QueuedConnection)
        self._relay.failed.connect(self._on_browse_failed, Qt.ConnectionType.QueuedConnection)
        self.browser: Browser | None = None
        self._starting: threading.Thread | None = None
        if browse:  # started and stopped on threads of their own: opening the network's sockets may take a while
            browser = self.browser = Browser(self._relay.found.emit, interfaces)
            relay = self._relay

            def start() -> None:
                try:
                    browser.start()
                except Exception:  # no network to search: the address is typed
                    relay.failed.emit()

            self._starting = threading.Thread(target=start, name="murlan-browser-start", daemon=True)
            self._starting.start()
        self.finished.connect(lambda _r: self.stop_browsing())

    def _on_browse_failed(self) -> None:
        self.searching.setText(self.tr("The local network cannot be searched: type the address."))

    def stop_browsing(self) -> None:
        """Stop listening for tables (on a thread: stopping waits for the browser's own threads)."""
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.on_change = lambda _tables: None
            starting = self._starting

            def stop() -> None:
                if starting is not None:
                    starting.join()
                with contextlib.suppress(Exception):
                    browser.stop()

            threading.Thread(target=stop, name="murlan-browser-stop", daemon=True).start()

    def show_found(self, tables: list[FoundTable]) -> None:
        """The tables heard of (the browser's whole list)."""
        self.found_list.clear()
        for t in tables:
            if t.protocol != PROTOCOL_VERSION:
                continue
            text = self.tr("{name} — {host}:{port} — {n} free seat(s)").format(
                name=t.name, host=t.host, port=t.port, n=t.free_seats)
            item = QListWidgetItem(text)  # a list item shows its text as plain text
            item.setData(Qt.ItemDataRole.UserRole, (t.host, t.port))
            self.found_list.addItem(item)
        self.searching.setText(self.tr("Choose a table, then type its code.") if self.found_list.count()
                               else self.tr("Looking for tables…"))

    def _on_pick(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        host, port = item.data(Qt.ItemDataRole.UserRole)
        self.address_edit.setText(str(host))
        self.port_box.setValue(int(port))
        self.code_edit.setFocus()

    def _accept(self) -> None:
        address = self.address_edit.text().strip()
        code = normalize_code(self.code_edit.text())
        name = clean_name(self.name_edit.text())
        if not address:
            self.problem.setText(self.tr("Type the table's address (or choose a table in the list)."))
            return
        if not is_code(code):
            self.problem.setText(self.tr("A table code is six letters and digits, such as K7PX3M."))
            return
        if not name:
            self.problem.setText(self.tr("Type your name."))
            return
        seat = self.seat_box.currentData()
        self.choice = JoinChoice(address, int(self.port_box.value()), code, name,
                                 int(seat) if seat is not None else None)
        self.accept()
