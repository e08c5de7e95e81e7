"""The Statistics window: results by opponent level, streaks, and a chart of the last match."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...persistence import LastMatch, StatsDB, StatsSummary
from ...persistence.stats import PEOPLE
from ..texts import level_name

#: the human's line, and the others'
HUMAN_COLOR = QColor(214, 69, 30)
OTHER_COLORS = (QColor(46, 120, 196), QColor(42, 157, 143), QColor(150, 100, 200))


def nice_step(span: float, ticks: int = 5) -> int:
    """A round tick step (1, 2, 5, 10, 20, ...) giving about ``ticks`` ticks over ``span``."""
    if span <= 0:
        return 1
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return max(1, int(m * power))
    return max(1, int(10 * power))


class PointsChart(QWidget):
    """Each player's total after every hand of a match; the human's line is drawn bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: LastMatch | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 190)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(560, 280)

    def set_data(self, data: LastMatch | None) -> None:
        self.data = data
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The chart in words (for screen readers)."""
        d = self.data
        if d is None or not d.totals:
            return self.tr("No hands played yet.")
        last = d.totals[-1]
        scores = ", ".join(f"{d.names[s]} {last[s]}" for s in range(4))
        return self.tr("After %n hand(s): {scores}.", "", len(d.totals)).format(scores=scores)

    def series_color(self, seat: int) -> QColor:
        d = self.data
        if d is not None and seat == d.human_seat:
            return HUMAN_COLOR
        order = [s for s in range(4) if d is None or s != d.human_seat]
        return OTHER_COLORS[order.index(seat) % len(OTHER_COLORS)] if seat in order else OTHER_COLORS[0]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        p.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        d = self.data
        if d is None or not d.totals:
            p.setPen(pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
            p.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.tr("No hands played yet"))
            p.end()
            return
        font = QFont(self.font())
        fm = QFontMetricsF(font)
        line_h = fm.height()
        n = len(d.totals)
        top_value = max(3, max(max(t) for t in d.totals))
        step_y = nice_step(top_value)
        y_max = step_y * math.ceil(top_value / step_y)
        # the plot area: room for the legend above, tick labels and axis titles around
        legend_h = line_h * 1.6
        left = fm.horizontalAdvance(str(y_max)) + line_h * 2.0
        right = line_h * 1.0
        top = legend_h + line_h * 0.6
        bottom = line_h * 2.8
        plot = QRectF(left, top, max(10.0, self.width() - left - right), max(10.0, self.height() - top - bottom))

        def x_of(i: int) -> float:  # hand index 0..n-1 -> x; hand 0 is "before the first hand"
            return plot.left() + plot.width() * (i / max(1, n))

        def y_of(v: float) -> float:
            return plot.bottom() - plot.height() * (v / y_max)

        # grid and y ticks
        grid = QColor(text)
        grid.setAlpha(40)
        p.setFont(font)
        for v in range(0, y_max + 1, step_y):
            y = y_of(v)
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - line_h / 2, plot.left() - line_h * 0.4, line_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
        # x ticks: hand numbers, thinned out so labels never overlap
        label_w = fm.horizontalAdvance(str(n)) + line_h
        step_x = max(1, math.ceil(label_w / max(1.0, plot.width() / max(1, n))))
        for i in range(0, n + 1):
            x = x_of(i)
            p.setPen(QPen(grid, 1))
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + line_h * 0.25))
            if i % step_x == 0 or i == n:
                p.setPen(text)
                p.drawText(QRectF(x - label_w / 2, plot.bottom() + line_h * 0.25, label_w, line_h),
                           Qt.AlignmentFlag.AlignCenter, str(i))
        # axes and their titles
        p.setPen(QPen(text, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        p.drawText(QRectF(plot.left(), plot.bottom() + line_h * 1.3, plot.width(), line_h),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Hands played"))
        p.save()
        p.translate(line_h * 0.2, plot.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line_h),
                   Qt.AlignmentFlag.AlignCenter, self.tr("Points"))
        p.restore()
        # the lines: others first, the human's on top and bold
        seats = [s for s in range(4) if s != d.human_seat] + ([d.human_seat] if d.human_seat is not None else [])
        for s in seats:
            is_human = s == d.human_seat
            color = self.series_color(s)
            path = QPainterPath(QPointF(x_of(0), y_of(0)))
            for i, totals in enumerate(d.totals, start=1):
                path.lineTo(QPointF(x_of(i), y_of(totals[s])))
            pen = QPen(color, 3.2 if is_human else 1.6)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            if n <= 30:
                p.setBrush(color)
                p.setPen(Qt.PenStyle.NoPen)
                r = 3.6 if is_human else 2.3
                for i, totals in enumerate(d.totals, start=1):
                    p.drawEllipse(QPointF(x_of(i), y_of(totals[s])), r, r)
        # the legend, one entry per seat, in seat order
        x = plot.left()
        y = line_h * 0.3
        bold = QFont(font)
        bold.setBold(True)
        for s in range(4):
            is_human = s == d.human_seat
            color = self.series_color(s)
            p.setFont(bold if is_human else font)
            metrics = QFontMetricsF(p.font())
            room = max(line_h * 2, (self.width() - plot.left()) / 4 - line_h * 2.7)
            name = metrics.elidedText(d.names[s], Qt.TextElideMode.ElideRight, room)
            w = metrics.horizontalAdvance(name)
            p.setPen(QPen(color, 3.2 if is_human else 1.6))
            p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + line_h * 1.2, y + line_h / 2))
            p.setPen(text)
            p.drawText(QRectF(x + line_h * 1.5, y, w + 2, line_h), Qt.AlignmentFlag.AlignVCenter, name)
            x += line_h * 1.5 + w + line_h * 1.2
        p.end()


class StatisticsDialog(QDialog):
    """Matches played and won by opponent level, win rate, places, streaks, the last match."""

    def __init__(self, stats: StatsDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.values: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)

        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setObjectName("problem")
        self.problem_label.setVisible(False)
        layout.addWidget(self.problem_label)

        top = QHBoxLayout()
        overall = QGroupBox(self.tr("All matches"))
        form = QFormLayout(overall)
        for key, title in (
            ("matches_played", self.tr("Matches played:")),
            ("matches_won", self.tr("Matches won:")),
            ("win_rate", self.tr("Win rate:")),
            ("hands_played", self.tr("Hands played:")),
            ("average_place", self.tr("Average place in a hand:")),
            ("current_streak", self.tr("Current winning streak:")),
            ("best_streak", self.tr("Best winning streak:")),
            ("hints_used", self.tr("Hints used:")),
        ):
            value = QLabel()
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setObjectName(key)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[key] = value
            label = QLabel(title)
            label.setBuddy(value)
            form.addRow(label, value)
        top.addWidget(overall)

        self.level_box = QGroupBox(self.tr("By opponent level"))
        self.level_grid = QGridLayout(self.level_box)
        top.addWidget(self.level_box, 1)
        layout.addLayout(top)

        self.chart_box = QGroupBox(self.tr("Last match: points after each hand"))
        chart_layout = QVBoxLayout(self.chart_box)
        self.chart = PointsChart()
        self.chart.setAccessibleName(self.tr("Points after each hand of the last match"))
        chart_layout.addWidget(self.chart)
        layout.addWidget(self.chart_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("&Reset statistics..."))
        self.reset_button.setAutoDefault(False)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset_statistics)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()
        layout.addWidget(buttons)
        self.resize(720, 560)
        self.refresh()

    # ------------------------------------------------------------ figures

    def refresh(self) -> None:
        """Read the figures again from the database."""
        s = self.stats.summary()
        self.summary = s
        v = self.values
        v["matches_played"].setText(str(s.matches_played))
        v["matches_won"].setText(str(s.matches_won))
        v["win_rate"].setText(self._percent(s.win_rate))
        v["hands_played"].setText(str(s.hands_played))
        v["average_place"].setText("–" if s.average_place is None else f"{s.average_place:.2f}")
        v["current_streak"].setText(self._matches(s.current_streak))
        v["best_streak"].setText(self._matches(s.best_streak))
        v["hints_used"].setText(str(s.hints_used))
        self._fill_levels(s)
        self.chart.set_data(s.last_match)
        if s.last_match is not None and not s.last_match.finished:
            self.chart_box.setTitle(self.tr("Last match (in progress): points after each hand"))
        else:
            self.chart_box.setTitle(self.tr("Last match: points after each hand"))
        problems = [m for m in (self.stats.problem, s.error, self.stats.last_error) if m]
        self.problem_label.setText("\n".join(problems))
        self.problem_label.setVisible(bool(problems))
        # damaged statistics can be reset too (the figures of a damaged file are not shown)
        self.reset_button.setEnabled(s.matches_played > 0 or s.last_match is not None or s.error is not None)

    def _percent(self, rate: float | None) -> str:
        return "–" if rate is None else f"{rate * 100:.0f}%"

    def _matches(self, n: int) -> str:
        return self.tr("%n match(es)", "", n)

    def _fill_levels(self, s: StatsSummary) -> None:
        grid = self.level_grid
        while grid.count():
            item = grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.level_labels: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        if not s.by_level:
            empty = QLabel(self.tr("No finished matches yet."))
            empty.setObjectName("no_levels")
            grid.addWidget(empty, 0, 0)
            return
        for col, title in enumerate((self.tr("Opponents"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"))):
            h = QLabel(f"<b>{title}</b>")
            h.setAlignment(Qt.AlignmentFlag.AlignLeft if col == 0 else Qt.AlignmentFlag.AlignRight)
            grid.addWidget(h, 0, col)
        for row, ls in enumerate(s.by_level, start=1):
            if ls.level == PEOPLE:  # network tables: the opponents were people, whatever filled a free seat
                name = self.tr("People (network tables)")
            else:
                name = self.tr("Mixed levels") if ls.level == "mixed" else level_name(ls.level)
            cells = (QLabel(name), QLabel(str(ls.played)), QLabel(str(ls.won)), QLabel(self._percent(ls.win_rate)))
            for col, cell in enumerate(cells):
                cell.setTextFormat(Qt.TextFormat.PlainText)  # a level read from a file is text, never markup
                cell.setObjectName(f"level_{row}_{col}")
                cell.setAlignment(Qt.AlignmentFlag.AlignLeft if col == 0 else Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, row, col)
            self.level_labels[ls.level] = cells[1:]  # type: ignore[assignment]
        grid.setRowStretch(len(s.by_level) + 1, 1)
        grid.setColumnStretch(0, 1)

    # ------------------------------------------------------------ reset

    def confirm_reset(self) -> bool:
        """Ask before deleting every statistic (No is the default)."""
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Delete all statistics: every match and hand recorded so far?\n"
                    "This cannot be undone. Saved matches are not affected."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def reset_statistics(self) -> bool:
        """Reset after confirmation; True if the statistics were deleted."""
        if not self.confirm_reset():
            return False
        ok = self.stats.reset()
        self.refresh()
        return ok
