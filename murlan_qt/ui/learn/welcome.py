"""The welcome page on the table: learn to play, play a match, or pick the language (and, when a network
table keeps the player's seat, go back to it).

Shown over the table on the very first start, and again from Help > Welcome.
It is a page on the table (a child of the table view), not a dialog.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card
from ..art.card_art import card_face_pixmap

#: the cards fanned on the page (the lowest card, the jokers and a 2: the game's extremes)
FAN = ("3S", "7H", "JD", "AC", "2S", "BJ", "RJ")
#: the languages offered: code and the language's name in itself (never translated)
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("sq", "Shqip"))


class CardFan(QWidget):
    """A fan of cards drawn by the game's own card art."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(60)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        h = self.height()
        card_w = max(20, round(h / 1.75))
        dpr = self.devicePixelRatioF()
        n = len(FAN)
        centre = QPointF(self.width() / 2, h * 1.6)
        for i, text in enumerate(FAN):
            angle = (i - (n - 1) / 2) * 9.0
            painter.save()
            painter.translate(centre)
            painter.rotate(angle)
            pix = card_face_pixmap(Card.from_str(text), card_w, dpr)
            size = pix.deviceIndependentSize()
            painter.drawPixmap(QRectF(-size.width() / 2, -h * 1.58, size.width(), size.height()), pix,
                               QRectF(pix.rect()))
            painter.restore()
        painter.end()


class WelcomePage(QFrame):
    """The first page: "Learn to play", "Play a match", and the language."""

    learn_requested = Signal()
    play_requested = Signal()
    language_chosen = Signal(str)  # "en", "sq", or "" for the system's language
    close_requested = Signal()  # back to the match in play (shown only when there is one)
    return_requested = Signal()  # back to the network table that keeps the player's seat (set_waiting_table)

    def __init__(self, table_view: QWidget, language: str = "") -> None:
        super().__init__(table_view)
        self.setObjectName("welcomePage")
        self.setAutoFillBackground(False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addStretch(1)
        self.card = QFrame()
        self.card.setObjectName("welcomeCard")
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        box = QVBoxLayout(self.card)
        box.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("welcomeTitle")
        self.subtitle = QLabel()
        self.fan = CardFan()
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("learnButton")
        self.learn_note = QLabel()
        self.play_button = QPushButton()
        self.play_button.setObjectName("playButton")
        self.play_note = QLabel()
        for label in (self.title, self.subtitle, self.learn_note, self.play_note):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a network table keeps the player's seat: the way back to it first (set_waiting_table)
        self.waiting_name = ""
        self.return_button = QPushButton()
        self.return_button.setObjectName("returnButton")
        self.return_note = QLabel()
        self.return_note.setTextFormat(Qt.TextFormat.PlainText)  # (the table's name comes from the network)
        self.return_note.setWordWrap(True)
        self.return_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.return_button.clicked.connect(self.return_requested)
        for w in (self.return_button, self.return_note):
            w.setVisible(False)
        box.addWidget(self.title)
        box.addWidget(self.subtitle)
        box.addWidget(self.fan)
        box.addWidget(self.return_button)
        box.addWidget(self.return_note)
        choices = QHBoxLayout()
        choices.setSpacing(18)
        for button, note in ((self.learn_button, self.learn_note), (self.play_button, self.play_note)):
            col = QVBoxLayout()
            col.addWidget(button)
            col.addWidget(note)
            col.addStretch(1)
            choices.addLayout(col, 1)
        box.addLayout(choices)
        lang_row = QHBoxLayout()
        lang_row.addStretch(1)
        self.language_label = QLabel()
        self.language_box = QComboBox()
        self.language_box.addItem("", "")
        for code, name in LANGUAGES:
            self.language_box.addItem(name, code)
        self.language_label.setBuddy(self.language_box)
        idx = self.language_box.findData(language)
        self.language_box.setCurrentIndex(max(0, idx))
        lang_row.addWidget(self.language_label)
        lang_row.addWidget(self.language_box)
        lang_row.addStretch(1)
        box.addLayout(lang_row)
        self.back_button = QPushButton()
        self.back_button.setObjectName("backButton")
        self.back_button.setVisible(False)
        self.back_button.clicked.connect(self.close_requested)
        box.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.footer = QLabel()
        self.footer.setTextFormat(Qt.TextFormat.PlainText)
        self.footer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.footer.setObjectName("welcomeFooter")
        box.addWidget(self.footer)
        self.learn_button.clicked.connect(self.learn_requested)
        self.play_button.clicked.connect(self.play_requested)
        self.language_box.activated.connect(
            lambda i: self.language_chosen.emit(str(self.language_box.itemData(i))))
        table_view.installEventFilter(self)
        self.retranslate()
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Welcome to Murlan"))
        self.subtitle.setText(self.tr("The Albanian climbing card game for four: be the first to get rid of "
                                      "your cards."))
        self.learn_button.setText(self.tr("&Learn to play"))
        self.learn_note.setText(self.tr("Ten short lessons on the real table, a few minutes each."))
        self.play_button.setText(self.tr("&Play a match"))
        self.play_note.setText(self.tr("You against three computer players; you choose how strong."))
        self.language_label.setText(self.tr("Lan&guage:"))
        self.language_box.setItemText(0, self.tr("System language"))
        self.back_button.setText(self.tr("&Back to the match"))
        self.footer.setText(self.tr("Help > Welcome brings this page back; F1 opens the rules."))
        self.setAccessibleName(self.tr("Welcome"))
        name = self.waiting_name
        # the name comes from the network: "&" shown as itself, not as a mnemonic
        self.return_button.setText(self.tr("&Return to table {name}").format(name=name.replace("&", "&&")))
        self.return_button.setAccessibleName(self.tr("Return to table {name}").format(name=name))
        self.return_note.setText(self.tr("Your table is waiting: your seat at {name} is kept for you.").format(
            name=name))

    def set_waiting_table(self, name: str) -> None:
        """Offer the way back to the network table ``name`` that keeps the player's seat ("": none)."""
        self.waiting_name = name
        for w in (self.return_button, self.return_note):
            w.setVisible(bool(name))
        self.retranslate()

    def set_can_close(self, can_close: bool) -> None:
        """Offer the way back to the table (Help > Welcome during a match); Escape takes it too."""
        self.back_button.setVisible(can_close)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape and self.back_button.isVisible():
            self.close_requested.emit()
            return
        super().keyPressEvent(event)

    def set_language_shown(self, code: str) -> None:
        idx = self.language_box.findData(code)
        self.language_box.setCurrentIndex(max(0, idx))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        """Cover the table; the card and its text grow with it."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        w, h = parent.width(), parent.height()
        px = max(13, min(22, round(h / 40)))
        self.card.setFixedWidth(max(360, min(round(w * 0.86), round(px * 48))))
        self.fan.setFixedHeight(max(70, round(h * 0.2)))
        self.setStyleSheet(
            "#welcomeCard { background: rgb(250, 246, 232); border: 2px solid #b39a4f; border-radius: 14px; }"
            f"#welcomeCard QLabel {{ color: #222; font-size: {px}px; }}"
            f"QLabel#welcomeTitle {{ font-size: {round(px * 2)}px; font-weight: bold; color: #1f4d2e; }}"
            f"QLabel#welcomeFooter {{ color: #555; font-size: {round(px * 0.85)}px; }}"
            f"#welcomeCard QPushButton {{ font-size: {round(px * 1.2)}px; font-weight: bold; padding: {px // 2}px;"
            f" min-height: {round(px * 2.4)}px; border-radius: 8px; border: 1px solid #8a7331; }}"
            "#learnButton { background: #e9d28a; color: #1b1b1b; }"
            "#learnButton:hover, #learnButton:focus { background: #f5e0a0; }"
            "#playButton { background: #2f6f45; color: #fff; }"
            "#playButton:hover, #playButton:focus { background: #3b8a57; }"
            "#returnButton { background: #1f4d6e; color: #fff; }"
            "#returnButton:hover, #returnButton:focus { background: #2a6690; }"
            f"#backButton {{ background: transparent; color: #1f4d2e; font-size: {px}px; min-height: 0px;"
            " border: none; text-decoration: underline; }"
            f"#welcomeCard QComboBox {{ font-size: {px}px; }}"
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(6, 24, 15, 150))  # the felt shows through, dimmed
        painter.end()
