"""The table's card: its name, where to find it and its code (to invite with, copyable), who sits where,
and the host's Start button."""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..texts import level_name
from .source import SEAT_COMPUTER, SEAT_DISCONNECTED, SEAT_EMPTY, NetTableSource
from .standin import to_local


def _plain(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names come from the network
    label.setWordWrap(True)
    return label


class LobbyPanel(QWidget):
    """See the module docstring."""

    def __init__(self, source: NetTableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPanel")
        self.source = source
        self.addresses: list[str] = []
        self.port = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.title = _plain()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        form = QFormLayout()
        self.address_label = _plain()
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_title = QLabel()
        form.addRow(self.address_title, self.address_label)
        code_row = QHBoxLayout()
        self.code_edit = QLineEdit()
        self.code_edit.setReadOnly(True)
        code_font = self.code_edit.font()
        code_font.setPointSizeF(code_font.pointSizeF() * 1.4)
        code_font.setBold(True)
        self.code_edit.setFont(code_font)
        code_row.addWidget(self.code_edit, 1)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.copy_invitation)
        code_row.addWidget(self.copy_button)
        self.code_title = QLabel()
        self.code_title.setBuddy(self.code_edit)
        form.addRow(self.code_title, code_row)
        layout.addLayout(form)
        self.seat_labels = [_plain() for _ in range(4)]
        for label in self.seat_labels:
            layout.addWidget(label)
        self.status = _plain()
        layout.addWidget(self.status)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.source.start_match)
        layout.addWidget(self.start_button)
        layout.addStretch(1)
        source.seats_changed.connect(self.refresh)
        source.table_changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the panel in the language shown (again when it changes)."""
        self.address_title.setText(self.tr("Address:"))
        self.code_title.setText(self.tr("Code:"))
        self.code_edit.setAccessibleName(self.tr("Table code"))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the address and the code, to send to your friends"))
        self.start_button.setText(self.tr("&Start the match"))
        self.start_button.setToolTip(self.tr("Computer players take the seats nobody took"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_where(self, addresses: list[str], port: int) -> None:
        """Where others reach the table (the host's addresses and port)."""
        self.addresses, self.port = list(addresses), port
        self.refresh()

    def invitation(self) -> str:
        table = self.source.table
        where = ", ".join(f"{a}:{self.port}" for a in self.addresses) if self.addresses else ""
        return self.tr("Murlan table {name}: address {where}, code {code}").format(
            name=table.get("name", ""), where=where, code=table.get("code", ""))

    def copy_invitation(self) -> None:
        QGuiApplication.clipboard().setText(self.invitation())

    def refresh(self) -> None:
        table = self.source.table
        self.title.setText(str(table.get("name", "")) or self.tr("Connecting…"))
        where = ", ".join(f"{a}:{self.port}" for a in self.addresses) if self.addresses and self.port else ""
        if not where:
            url = urlsplit(self.source.connection.url)
            where = f"{url.hostname}:{url.port}" if url.hostname and url.port else ""
        self.address_label.setText(where)
        self.code_edit.setText(str(table.get("code", "")))
        seats = table.get("seats") or [None] * 4
        me = self.source.seat
        for s in range(4):
            info = seats[s] if s < len(seats) else None
            local = to_local(s, me) if me is not None else s
            kind = self.source.seat_kind(local) if me is not None else SEAT_EMPTY
            if info is None:
                text = self.tr("Seat {n}: free").format(n=s + 1)
            else:
                name = str(info.get("name", ""))
                if me == s:
                    who = self.tr("you")
                elif kind == SEAT_COMPUTER:
                    who = self.tr("computer, {level}").format(level=level_name(info.get("level")))
                elif kind == SEAT_DISCONNECTED and info.get("stand_in"):
                    who = self.tr("person, disconnected: a computer plays")
                elif kind == SEAT_DISCONNECTED:
                    who = self.tr("person, reconnecting")
                else:
                    who = self.tr("person")
                # (no brackets: a name may hold some, and nested ones read badly)
                text = self.tr("Seat {n}: {name} \u2014 {who}").format(n=s + 1, name=name, who=who)
            self.seat_labels[s].setText(text)
        started = self.source.is_started
        self.start_button.setVisible(self.source.is_host and not started)
        if started:
            self.status.setText(self.tr("The match is on."))
        elif self.source.is_host:
            self.status.setText(self.tr("Invite your friends with the address and the code, then start."))
        else:
            self.status.setText(self.tr("Waiting for the host to start the match."))
