"""The bar under the table: the message line and the Play, Pass and Next hand buttons.

It is the table's :class:`~murlan_qt.ui.game.context.ButtonBar`: the features put their buttons
into its row with :meth:`BottomBar.add_button`. The bar's text
grows with the window (:meth:`BottomBar.fit_to_height`) and follows the language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

translate = QCoreApplication.translate


class BottomBar(QWidget):
    """The message line and the buttons; what the buttons do is connected by the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bottomBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # else a QWidget subclass paints no style-sheet background
        self._font_px = 0
        self._style(14)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        #: the message line (its owner writes it; the bar only shows it)
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setWordWrap(True)  # a long refusal wraps instead of widening the window
        row.addWidget(self.message_label, 1)
        self.pass_button = QPushButton()
        self.play_button = QPushButton()
        self.next_button = QPushButton()
        for button in (self.pass_button, self.play_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.setVisible(False)
        row.addWidget(self.next_button)
        row.addWidget(self.pass_button)
        row.addWidget(self.play_button)
        self._row = row
        self._next_starts_match = False
        self.retranslate()

    def add_button(self, button: QWidget, before: QWidget | None = None) -> None:
        """Put ``button`` in the row: just before ``before``, or first of the buttons (None)."""
        index = self._row.indexOf(before) if before is not None else -1
        self._row.insertWidget(index if index >= 0 else 1, button)  # 0 is the message line

    def set_next_starts_match(self, starts_match: bool) -> None:
        """The Next hand button reads "New match..." once the match is over."""
        self._next_starts_match = starts_match
        self.next_button.setText(translate("MainWindow", "New match...") if starts_match
                                 else translate("MainWindow", "Next hand"))

    # ------------------------------------------------------------ looks

    def fit_to_height(self, window_height: int) -> None:
        """The bar's text grows with the window."""
        font_px = max(13, min(20, round(window_height / 62)))
        if font_px != self._font_px:
            self._style(font_px)

    def _style(self, font_px: int) -> None:
        self._font_px = font_px
        pad = round(font_px * 0.9)
        self.setStyleSheet(
            "#bottomBar { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1d2a22, stop:1 #121a15);"
            " border-top: 1px solid #3b5a45; }"
            f"#bottomBar QLabel {{ color: #e9efe6; font-size: {font_px}px; }}"
            f"#bottomBar QPushButton {{ min-width: {font_px * 6}px; min-height: {round(font_px * 2.1)}px;"
            f" padding: 2px {pad}px; font-size: {font_px}px;"
            " font-weight: bold; color: #1b1b1b; background: #e9d28a; border: 1px solid #8a7331; border-radius: 6px; }"
            "#bottomBar QPushButton:hover { background: #f5e0a0; }"
            "#bottomBar QPushButton:disabled { color: #6d6d6d; background: #5d6a60; border-color: #4a554d; }"
        )

    # ------------------------------------------------------------ language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        # no fixed name: a label with none is read by its text, and tells screen readers when it changes
        self.message_label.setAccessibleDescription(translate("MainWindow", "Message line"))
        self.pass_button.setText(translate("MainWindow", "Pass"))
        self.pass_button.setToolTip(translate("MainWindow", "Pass (P)"))
        self.play_button.setText(translate("MainWindow", "Play"))
        self.play_button.setToolTip(translate("MainWindow", "Play the selected cards (Enter)"))
        self.set_next_starts_match(self._next_starts_match)
