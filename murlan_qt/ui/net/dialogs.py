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
    QGroupBox,
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
from .tokens import SeatTokens


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
        # one line, never wrapped: a wrapped label in a form row was given too little height and cut off
        self.name_hint = QLabel(self.tr("Type your name: the other players see it."))
        self.name_hint.setObjectName("nameHint")
        form.addRow("", self.name_hint)
        self.table_edit = QLineEdit(self.tr("{name}'s table").format(name=player_name) if player_name
                                    else self.tr("Murlan table"))
        self.table_edit.setMaxLength(MAX_TABLE_NAME_LENGTH)
        self.table_edit.setAccessibleName(self.tr("Table name"))
        form.addRow(self.tr("&Table name:"), self.table_edit)
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
        # the same switches as the offline New match dialog, the partners game included, under a heading
        self.rules_group = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(self.rules_group)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for v in variants():
            box = QCheckBox(v.name)
            box.setChecked(v.is_on(rules))
            box.setToolTip(v.explanation)
            self.variant_boxes[v.option] = box
            rules_layout.addWidget(box)
        layout.addWidget(self.rules_group)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Host"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.choice: HostChoice | None = None
        self.name_edit.textChanged.connect(self._name_changed)
        self._name_changed()

    def _name_changed(self) -> None:
        """Host is offered once the name has a letter to show; until then the hint says what is missing."""
        has_name = bool(clean_name(self.name_edit.text()))
        self.ok_button.setEnabled(has_name)
        self.name_hint.setVisible(not has_name)

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
                 interfaces: list[str] | None = None, tokens: SeatTokens | None = None) -> None:
        """``interfaces``: the addresses to search from (None: every one of this computer's); ``tokens``: the
        seats this game keeps (the seat kept at the table typed is shown instead of a choice)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.setObjectName("joinTableDialog")
        self.tokens = tokens
        self.found: list[FoundTable] = []
        # wide enough for an address, a table's name and the Albanian labels beside their fields
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 52)
        layout = QVBoxLayout(self)
        self.found_label = QLabel(self.tr("Tables on your network:"))
        layout.addWidget(self.found_label)
        self.found_list = QListWidget()
        self.found_list.setAccessibleName(self.tr("Tables on your network"))
        # each table on two lines, wrapped, never cut: its name, then where it is and its free seats
        self.found_list.setWordWrap(True)
        self.found_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.found_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.found_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.found_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        self.found_list.currentItemChanged.connect(self._on_pick)
        layout.addWidget(self.found_list)
        self.searching = QLabel(self.tr("Looking for tables…"))
        self.searching.setTextFormat(Qt.TextFormat.PlainText)
        self.searching.setWordWrap(True)
        layout.addWidget(self.searching)
        form = QFormLayout()
        self.address_edit = QLineEdit()
        self.address_edit.setMaxLength(255)
        self.address_edit.setPlaceholderText("192.168.1.20")
        self.address_edit.setAccessibleName(self.tr("Address"))
        form.addRow(self.tr("&Address:"), self.address_edit)
        self.port_box = QSpinBox()
        self.port_box.setRange(1, 65535)
        self.port_box.setValue(DEFAULT_PORT)
        self.port_box.setAccessibleName(self.tr("Port"))
        form.addRow(self.tr("&Port:"), self.port_box)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(CODE_LENGTH + 4)
        self.code_edit.setPlaceholderText("K7PX3M")
        self.code_edit.setAccessibleName(self.tr("Table code"))
        form.addRow(self.tr("Table &code:"), self.code_edit)
        # the hint under the code, one line never wrapped (as a placeholder it was cut off in the narrow field;
        # a wrapped label in a form row is given too little height): the dialog is as wide as it needs
        self.code_hint = QLabel(self.tr("The six letters and digits the host gives you."))
        self.code_hint.setObjectName("codeHint")
        self.code_edit.setAccessibleDescription(self.code_hint.text())
        form.addRow("", self.code_hint)
        self.name_edit = _name_edit(player_name)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Seat"))
        form.addRow(self.tr("&Seat:"), self.seat_box)
        layout.addLayout(form)
        self.kept_seat: int | None = None
        self._refresh_seats()
        for changed in (self.address_edit.textChanged, self.code_edit.textChanged):
            changed.connect(self._refresh_seats)
        self.port_box.valueChanged.connect(self._refresh_seats)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        # a problem said goes once the player changes what it was about (a table picked, a field edited)
        for edited in (self.address_edit.textEdited, self.code_edit.textEdited, self.name_edit.textEdited):
            edited.connect(self.problem.clear)
        self.found_list.currentItemChanged.connect(self.problem.clear)
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
        """The tables heard of (the browser's whole list; the seats offered follow the table chosen)."""
        picked = self._picked()
        self.found = [t for t in tables if t.protocol == PROTOCOL_VERSION]
        self.found_list.blockSignals(True)  # (picking again below must not move the focus or retype)
        self.found_list.clear()
        for t in self.found:
            where = f"{t.host}:{t.port}"
            seats = self.tr("%n free seat(s)", "", t.free_seats)
            item = QListWidgetItem(f"{t.name}\n{where} · {seats}")  # a list item shows its text as plain text
            item.setData(Qt.ItemDataRole.UserRole, (t.host, t.port))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{t.name}, {where}, {seats}")
            self.found_list.addItem(item)
            if picked is not None and (t.name, t.host, t.port) == (picked.name, picked.host, picked.port):
                self.found_list.setCurrentItem(item)
        self.found_list.blockSignals(False)
        self.searching.setText(self.tr("Choose a table, then type its code.") if self.found_list.count()
                               else self.tr("Looking for tables…"))
        self._refresh_seats()

    def _picked(self) -> FoundTable | None:
        """The table chosen in the list, if the address and port typed are still its."""
        row = self.found_list.currentRow()
        if not 0 <= row < len(self.found):
            return None
        t = self.found[row]
        return t if (t.host, t.port) == (self.address_edit.text().strip(), self.port_box.value()) else None

    def _on_pick(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        host, port = item.data(Qt.ItemDataRole.UserRole)
        self.address_edit.setText(str(host))
        self.port_box.setValue(int(port))
        self.code_edit.setFocus()
        self._refresh_seats()

    def _refresh_seats(self) -> None:
        """The seats offered: the seat this game keeps at the table typed (taken back with its token), else
        "Any free seat" and the free seats of the table chosen in the list (every seat when the table was
        typed: which are free is known once joined). The seat chosen stays chosen while it is free."""
        address, code = self.address_edit.text().strip(), normalize_code(self.code_edit.text())
        kept = None
        if self.tokens is not None and address and is_code(code):
            kept = self.tokens.kept_seat(JoinChoice(address, self.port_box.value(), code, "", None).url, code)
        self.kept_seat = kept
        wanted = self.seat_box.currentData()
        self.seat_box.clear()
        if kept is not None:
            self.seat_box.addItem(self.tr("Seat {n}, kept for you").format(n=kept + 1), kept)
            return
        picked = self._picked()
        free = picked.free if picked is not None and picked.free is not None else tuple(range(4))
        self.seat_box.addItem(self.tr("Any free seat"), None)
        for seat in free:
            self.seat_box.addItem(self.tr("Seat {n}").format(n=seat + 1), seat)
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(wanted)) if wanted is not None else 0)

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
        seat = self.seat_box.currentData()  # (a kept seat: the token takes it back, whatever is asked)
        self.choice = JoinChoice(address, int(self.port_box.value()), code, name,
                                 int(seat) if seat is not None else None)
        self.accept()
