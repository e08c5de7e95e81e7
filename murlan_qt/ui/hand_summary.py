"""The summary after a hand: finishing order, points, totals, target; the match winner."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import HandResult, MatchState
from .texts import place_name


class HandSummaryDialog(QDialog):
    """Shows one hand's result; offers the next hand, or a new match at the end."""

    next_hand_requested = Signal()
    new_match_requested = Signal()

    def __init__(self, match: MatchState, result: HandResult, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand {n}").format(n=len(match.results)))
        self.setModal(False)
        layout = QVBoxLayout(self)
        over = match.result is not None
        self.headline = QLabel()
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        names = [p.name for p in match.players]
        if match.result is not None and match.result.winner is not None:
            self.headline.setText(self.tr("{name} wins the match!").format(name=names[match.result.winner]))
        elif match.result is not None:
            tied = ", ".join(names[s] for s in match.result.tie)
            self.headline.setText(self.tr("The match ends in a tie: {names}").format(names=tied))
        else:
            self.headline.setText(self.tr("{name} finished first").format(name=names[result.finish_order[0]]))
        layout.addWidget(self.headline)
        self.table = QTableWidget(4, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Total")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, seat in enumerate(result.finish_order):
            cells = [place_name(row), names[seat], f"+{result.points[seat]}", str(result.totals[seat])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, header.ResizeMode.Stretch)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        height = self.table.verticalHeader().length() + header.height() + 2 * self.table.frameWidth()
        self.table.setFixedHeight(height)
        layout.addWidget(self.table)
        if over:
            target_text = self.tr("Final scores. The target was {target}.").format(target=result.target)
        elif len(match.results) >= 1 and result.target > (match.results[-2].target if len(match.results) > 1 else 21):
            target_text = self.tr("Two or more players reached the target: it rises to {target}.").format(
                target=result.target)
        else:
            target_text = self.tr("The first to reach {target} points wins the match.").format(target=result.target)
        self.target_label = QLabel(target_text)
        self.target_label.setWordWrap(True)
        layout.addWidget(self.target_label)
        row = QHBoxLayout()
        row.addStretch(1)
        if over:
            self.close_button = QPushButton(self.tr("&Close"))
            self.close_button.clicked.connect(self.reject)
            row.addWidget(self.close_button)
            self.continue_button = QPushButton(self.tr("&New match..."))
            self.continue_button.clicked.connect(self._new_match)
        else:
            self.continue_button = QPushButton(self.tr("&Next hand"))
            self.continue_button.clicked.connect(self._next_hand)
        self.continue_button.setDefault(True)
        row.addWidget(self.continue_button)
        layout.addLayout(row)
        self.resize(420, self.sizeHint().height())

    def _next_hand(self) -> None:
        self.accept()
        self.next_hand_requested.emit()

    def _new_match(self) -> None:
        self.accept()
        self.new_match_requested.emit()
