"""The end of a hand and of the match, shown as a panel on the table (not a grey system dialog).

:class:`EndPanel` lies on the felt, styled like the table's bottom bar, in the
free middle of the table: it keeps clear of every name plate and of the
player's hand, and follows the window when it is resized. It shows the
finishing order, the points and totals, the target, and offers the next hand
or, once the match is over, a new match.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ...engine import HandResult, MatchState, team_of, team_totals
from ...engine.match import first_target
from ..texts import TEAM_COLOURS, place_name, shown_name, subject_sentence, team_name, team_won_sentence


def table_obstacles(view: QGraphicsView) -> list[QRectF]:
    """What the panel must leave visible, in scene coordinates: every name plate, the score boards,
    the opponents' cards and the player's own cards."""
    scene = view.scene()
    found = [it.sceneBoundingRect() for it in (*scene.plates, scene.scoreboard, scene.info)  # type: ignore[attr-defined]
             if it.isVisible()]
    m = scene.source.match  # type: ignore[attr-defined]
    cards = scene.cards  # type: ignore[attr-defined]
    if m is not None:
        for seat in range(4):
            held = [cards[c].sceneBoundingRect() for c in m.hand.hand_of(seat) if cards[c].isVisible()]
            if held:
                r = held[0]
                for other in held[1:]:
                    r = r.united(other)
                found.append(r)
    return found


def free_table_rect(view: QGraphicsView, need: QSize) -> QRect:
    """The largest free part of the table (in view coordinates) for a panel of size ``need``.

    Candidate rectangles are bounded by the table's edges and the obstacles'
    edges; the one that holds ``need`` best (then the largest, then the most
    central) is taken.
    """
    scene = view.scene()
    lay = scene.table  # type: ignore[attr-defined]
    gap = lay.unit * 0.1
    obstacles = table_obstacles(view)
    lefts = {gap, *(r.right() + gap for r in obstacles)}
    rights = {lay.width - gap, *(r.left() - gap for r in obstacles)}
    tops = {gap, *(r.bottom() + gap for r in obstacles)}
    bottoms = {lay.height - gap, *(r.top() - gap for r in obstacles)}
    need_w, need_h = max(1, need.width()), max(1, need.height())
    centre = lay.centre
    best: tuple[float, float, float] | None = None
    chosen = QRectF(0, 0, lay.width, lay.height)
    for left in lefts:
        for right in rights:
            if right - left < need_w * 0.5:
                continue
            for top in tops:
                for bottom in bottoms:
                    if bottom - top < need_h * 0.5:
                        continue
                    r = QRectF(left, top, right - left, bottom - top)
                    if any(r.intersects(o) for o in obstacles):
                        continue
                    fit = min(1.0, r.width() / need_w, r.height() / need_h)
                    distance = (r.center() - centre).manhattanLength()
                    key = (fit, -distance, r.width() * r.height())
                    if best is None or key > best:
                        best, chosen = key, r
    return view.mapFromScene(chosen).boundingRect()


class EndPanel(QFrame):
    """One hand's result; the next hand, or a new match at the end. Lies over ``view``'s viewport."""

    next_hand_requested = Signal()
    new_match_requested = Signal()
    review_requested = Signal()  # "Review this hand" (ui/review/window.py)

    def __init__(self, match: MatchState, result: HandResult, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("endPanel")
        self.view = view
        self.match = match
        self.result = result
        self.over = match.result is not None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.table = QTableWidget(4, 4)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setShowGrid(False)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setHighlightSections(False)
        layout.addWidget(self.table)
        #: the partners game: each team's hand points and total, in its colour (hidden otherwise)
        self.teams_label = QLabel()
        self.teams_label.setObjectName("teams")
        self.teams_label.setTextFormat(Qt.TextFormat.RichText)
        self.teams_label.setWordWrap(True)
        self.teams_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.teams_label.setVisible(match.rules.teams)
        layout.addWidget(self.teams_label)
        self.target_label = QLabel()
        self.target_label.setTextFormat(Qt.TextFormat.PlainText)
        self.target_label.setWordWrap(True)
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.target_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_requested.emit)
        row.addWidget(self.review_button)
        self.close_button: QPushButton | None = None
        if self.over:
            self.close_button = QPushButton()
            self.close_button.clicked.connect(self.close)
            row.addWidget(self.close_button)
            self.continue_button = QPushButton()
            self.continue_button.clicked.connect(self._new_match)
        else:
            self.continue_button = QPushButton()
            self.continue_button.clicked.connect(self._next_hand)
        self.continue_button.setObjectName("continueButton")
        row.addWidget(self.continue_button)
        row.addStretch(1)
        layout.addLayout(row)
        self._font_px = 0
        self._retranslate()
        self.hide()
        view.installEventFilter(self)

    # ------------------------------------------------------------ content

    def _retranslate(self) -> None:
        m, result = self.match, self.result
        names = [shown_name(p) for p in m.players]
        teams = m.rules.teams
        if m.result is not None and m.result.team is not None:
            self.headline.setText(team_won_sentence(m.players, m.result))
        elif m.result is not None and m.result.winner is not None:
            self.headline.setText(subject_sentence("match_won", names[m.result.winner]))
        elif m.result is not None and teams:
            self.headline.setText(self.tr("The match ends in a tie between the two teams"))
        elif m.result is not None:
            tied = ", ".join(names[s] for s in m.result.tie)
            self.headline.setText(self.tr("The match ends in a tie: {names}").format(names=tied))
        else:
            self.headline.setText(subject_sentence("hand_first", names[result.finish_order[0]], n=len(m.results)))
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Points"),
                                              self.tr("Total")])
        for row, seat in enumerate(result.finish_order):
            cells = [place_name(row), names[seat], f"+{result.points[seat]}", str(result.totals[seat])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if col != 1
                                      else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if teams and col == 1:
                    item.setForeground(QColor(TEAM_COLOURS[team_of(seat)]))
                self.table.setItem(row, col, item)
        previous = m.results[-2].target if len(m.results) > 1 else first_target(m.rules)
        if teams:
            gained, totals = team_totals(result.points), team_totals(result.totals)
            parts = [
                f'<span style="color: {TEAM_COLOURS[t]}">●</span> {html.escape(team_name(m.players, t))}: +{gained[t]}, {totals[t]}'
                for t in (0, 1)
            ]
            self.teams_label.setText(self.tr("Teams: {teams}").format(teams=" · ".join(parts)))
        if self.over:
            text = self.tr("Final scores. The target was {target}.").format(target=result.target)
        elif teams and result.target > previous:
            text = self.tr("Both teams reached the target: it rises to {target}.").format(target=result.target)
        elif teams:
            text = self.tr("The first team to reach {target} points wins the match.").format(target=result.target)
        elif result.target > previous:
            text = self.tr("Two or more players reached the target: it rises to {target}.").format(
                target=result.target)
        else:
            text = self.tr("The first to reach {target} points wins the match.").format(target=result.target)
        self.target_label.setText(text)
        self.review_button.setText(self.tr("&Review this hand"))
        if self.close_button is not None:
            self.close_button.setText(self.tr("&Close"))
            self.continue_button.setText(self.tr("&New match..."))
        else:
            self.continue_button.setText(self.tr("&Next hand"))
        self.setAccessibleName(self.headline.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.place()
        super().changeEvent(event)

    # ------------------------------------------------------------ looks and place

    def _style(self, px: int) -> None:
        if px == self._font_px:
            return
        self._font_px = px
        pad = round(px * 0.9)
        self.setStyleSheet(
            "#endPanel { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1d2a22, stop:1 #121a15);"
            f" border: 2px solid #d9b44a; border-radius: {round(px * 0.8)}px; }}"
            f"#endPanel QLabel {{ color: #e9efe6; font-size: {px}px; background: transparent; }}"
            f"#endPanel QLabel#headline {{ color: #f3d98b; font-size: {round(px * 1.35)}px; font-weight: bold; }}"
            f"#endPanel QTableWidget {{ background: transparent; color: #e9efe6; font-size: {px}px; border: none;"
            " gridline-color: transparent; }"
            "#endPanel QHeaderView, #endPanel QTableWidget QWidget { background: transparent; }"
            f"#endPanel QHeaderView::section {{ background: #1d2a22; color: #c9d6c4; font-size: {px}px;"
            " border: none; border-bottom: 1px solid #3b5a45; padding: 2px; }"
            f"#endPanel QPushButton {{ min-width: {px * 6}px; min-height: {round(px * 2.1)}px;"
            f" padding: 2px {pad}px; font-size: {px}px; font-weight: bold; color: #1b1b1b; background: #e9d28a;"
            " border: 1px solid #8a7331; border-radius: 6px; }"
            "#endPanel QPushButton:hover, #endPanel QPushButton:focus { background: #f5e0a0; }"
        )
        row_h = round(px * 1.6)
        head_h = round(px * 1.8)
        self.table.verticalHeader().setDefaultSectionSize(row_h)
        self.table.verticalHeader().setMinimumSectionSize(row_h)
        self.table.horizontalHeader().setFixedHeight(head_h)
        self.table.setFixedHeight(row_h * 4 + head_h + 4)
        margin = round(px * 0.8)
        self.layout().setContentsMargins(margin, round(margin * 0.7), margin, round(margin * 0.7))
        self.layout().setSpacing(round(px * 0.35))

    def place(self) -> None:
        """Size the panel for the table and put it in the middle of the free area."""
        table = getattr(self.view.scene(), "table", None)
        if table is None:
            return  # the view shows no table (yet, or any more): nothing to place the panel on
        unit = table.unit
        px = max(12, min(20, round(unit * 0.2)))
        while True:
            self._style(px)
            self.layout().activate()
            hint = self.sizeHint()
            wanted = QSize(max(hint.width(), round(unit * 5.5)), hint.height())
            free = free_table_rect(self.view, wanted)
            if (hint.width() <= free.width() and hint.height() <= free.height()) or px <= 11:
                break
            px -= 1
        width = min(wanted.width(), free.width())
        height = min(hint.height(), free.height())
        self.setGeometry(QRect(free.center().x() - width // 2, free.center().y() - height // 2, width, height))

    def open(self) -> None:
        """Show the panel on the table, the main button focused (Enter or Space takes it)."""
        self.place()
        self.show()
        self.raise_()
        self.continue_button.setFocus()

    def dismiss(self) -> None:
        """Take the panel off the table for good (the next hand makes its own)."""
        self.view.removeEventFilter(self)
        self.close()
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self.isVisible():
            QTimer.singleShot(0, self.place)  # once the view has laid the table out for its new size
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.continue_button.click()
        elif event.key() == Qt.Key.Key_Escape and self.over:
            self.close()
        else:
            super().keyPressEvent(event)

    def _next_hand(self) -> None:
        self.close()
        self.next_hand_requested.emit()

    def _new_match(self) -> None:
        self.close()
        self.new_match_requested.emit()
