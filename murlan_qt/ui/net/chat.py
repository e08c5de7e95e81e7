"""The table's chat: the lines said so far (plain text only), a line to type (as long as the server allows)
and a few preset messages."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.protocol import CHAT_PRESETS, MAX_CHAT_LENGTH
from .source import NetTableSource, preset_text

#: the lines kept in the chat's view
MAX_LINES = 300


class ChatPanel(QWidget):
    """See the module docstring."""

    #: Escape in the chat line: the keys go back to the table
    back_to_table = Signal()

    def __init__(self, source: NetTableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatPanel")
        self.source = source
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        # a QPlainTextEdit shows text, never markup: a '<b>' from the network stays '<b>'
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(MAX_LINES)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout.addWidget(self.lines, 1)
        row = QHBoxLayout()
        self.edit = QLineEdit()
        self.edit.setMaxLength(MAX_CHAT_LENGTH)
        self.edit.returnPressed.connect(self.send)
        self.edit.installEventFilter(self)
        row.addWidget(self.edit, 1)
        self.send_button = QPushButton()
        # a click on Send or a preset leaves the keys where they were (on the table: Enter plays, P passes);
        # Tab still reaches them
        self.send_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        presets = QGridLayout()
        self.preset_buttons: dict[str, QPushButton] = {}
        for i, p in enumerate(CHAT_PRESETS):
            b = QPushButton()
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.clicked.connect(lambda _c=False, p=p: self.source.send_preset(p))
            presets.addWidget(b, i // 2, i % 2)  # two a row: they keep their words in a narrow dock
            self.preset_buttons[p] = b
        layout.addLayout(presets)
        source.chat_received.connect(self.add_line)
        source.notice_received.connect(self.add_notice)
        self.retranslate()

    def retranslate(self) -> None:
        """Every word of the panel in the language shown (the lines said stay as they were said)."""
        self.lines.setAccessibleName(self.tr("Chat"))
        self.edit.setPlaceholderText(self.tr("Say something to the table"))
        self.edit.setAccessibleName(self.tr("Chat line"))
        self.send_button.setText(self.tr("Send"))
        for p, b in self.preset_buttons.items():
            b.setText(preset_text(p))
            b.setAccessibleName(preset_text(p))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.edit and isinstance(event, QKeyEvent):
            # Enter in the chat line sends the line: the window's Enter (Game > Play selected cards) waits
            if event.type() == QEvent.Type.ShortcutOverride and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                event.accept()
                return True
            # Escape in the chat line: back to the table, whose keys play (the line keeps what was typed)
            if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
                self.back_to_table.emit()
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_line(self, seat: int, name: str, text: str) -> None:
        who = self.tr("You") if seat == 0 else name
        self.lines.appendPlainText(self.tr("{name}: {text}").format(name=who, text=text))

    def add_notice(self, seat: int, code: str, name: str) -> None:
        """The server's notice in the player's words (an unknown code is not shown)."""
        texts = {
            "joined": self.tr("{name} joined the table."),
            "left": self.tr("{name} left the table."),
            "back": self.tr("{name} came back."),
        }
        if code in texts and seat != 0:  # (never about the player: the server tells the others, not them)
            self.note(texts[code].format(name=name))

    def note(self, text: str) -> None:
        """A line of the table's own (someone joined, the connection came back)."""
        self.lines.appendPlainText(f"— {text}")

    def send(self) -> None:
        text = self.edit.text().strip()
        if text and self.source.send_chat(text):
            self.edit.clear()
