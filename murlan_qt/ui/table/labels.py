"""Text on the table: seat name plates, speech bubbles, the score board."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

GOLD = QColor(255, 206, 84)
PLATE_TOP = QColor(18, 44, 30, 225)
PLATE_BOTTOM = QColor(8, 26, 17, 235)
TEXT = QColor(240, 244, 236)
TEXT_DIM = QColor(186, 208, 190)


def table_font(pixel_size: float, bold: bool = False) -> QFont:
    """The font of the table's labels at a pixel size."""
    font = QFont()
    font.setPixelSize(max(8, round(pixel_size)))
    font.setBold(bold)
    return font


#: the widest name on a plate, in table units (a card is one unit wide)
MAX_TITLE_UNITS = 1.6
#: the widest a plate's status line may make it (a longer status is elided: the plate never grows over its
#: neighbours, the score board or the hand's board)
MAX_STATUS_UNITS = 2.3
#: the colour of a plate's status line (who is awaited, the turn clock)
STATUS = QColor(255, 226, 150)


class PlateItem(QGraphicsObject):
    """A seat's name plate: name and badge; who plays it and the card count; a status line (a network table:
    a dropped player awaited, the turn clock), turn glow, thinking dots, place."""

    def __init__(self) -> None:
        super().__init__()
        # kept as a picture between changes: a card flying over it does not make it draw its text again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.title = ""
        self.subtitle = ""
        self.count_text = ""
        self.badge = ""
        #: the third line, when there is one: the seat's status (left, elided to fit) and its turn clock (right)
        self.status = ""
        self.clock_text = ""
        #: the partners game: the colour of the seat's team, drawn as a bar down the plate's left edge
        self.team_colour: QColor | None = None
        self.is_on_turn = False
        self.is_thinking = False
        self.dots = 0
        self._unit = 60.0
        self._title_kept: tuple[tuple[str, float], str] | None = None
        self._rect_kept: tuple[tuple[str, str, str, str, str, str, float], QRectF] | None = None
        self.setZValue(500)

    def set_unit(self, unit: float) -> None:
        self.prepareGeometryChange()
        self._unit = unit
        self.update()

    def set_texts(self, title: str, subtitle: str, count_text: str, badge: str) -> None:
        if (title, subtitle, count_text, badge) != (self.title, self.subtitle, self.count_text, self.badge):
            self.prepareGeometryChange()
            self.title, self.subtitle, self.count_text, self.badge = title, subtitle, count_text, badge
            self.update()

    def set_status(self, status: str, clock_text: str) -> None:
        """The status line (both empty: none, the plate has two lines)."""
        if (status, clock_text) != (self.status, self.clock_text):
            self.prepareGeometryChange()
            self.status, self.clock_text = status, clock_text
            self.update()

    @property
    def has_status(self) -> bool:
        return bool(self.status or self.clock_text)

    def set_team_colour(self, colour: QColor | None) -> None:
        if colour != self.team_colour:
            self.team_colour = colour
            self.update()

    def set_turn(self, on_turn: bool, thinking: bool) -> None:
        if (on_turn, thinking) != (self.is_on_turn, self.is_thinking):
            self.is_on_turn, self.is_thinking = on_turn, thinking
            self.update()

    def tick(self) -> None:
        """Advance the thinking dots."""
        if self.is_thinking:
            self.dots = (self.dots + 1) % 4
            self.update()

    def _fonts(self) -> tuple[QFont, QFont]:
        u = self._unit
        return table_font(u * 0.21, True), table_font(u * 0.16)

    def shown_title(self) -> str:
        """The name as drawn: elided so a plate stays narrow enough never to cover another."""
        key = (self.title, self._unit)
        if self._title_kept is None or self._title_kept[0] != key:
            big, _small = self._fonts()
            shown = QFontMetricsF(big).elidedText(self.title, Qt.TextElideMode.ElideRight,
                                                  self._unit * MAX_TITLE_UNITS)
            self._title_kept = (key, shown)
        return self._title_kept[1]

    def plate_rect(self) -> QRectF:
        # the table asks for it many times per refresh (placing the plates, the bubbles clear of them) and it
        # changes only with the texts: measured once per change
        key = (self.title, self.subtitle, self.count_text, self.badge, self.status, self.clock_text, self._unit)
        if self._rect_kept is None or self._rect_kept[0] != key:
            self._rect_kept = (key, self._measure())
        return QRectF(self._rect_kept[1])

    def _measure(self) -> QRectF:
        big, small = self._fonts()
        fb, fs = QFontMetricsF(big), QFontMetricsF(small)
        line2 = self.subtitle + ("   " + self.count_text if self.count_text else "")
        w = max(fb.horizontalAdvance(self.shown_title()) + fs.horizontalAdvance("   " + self.badge),
                fs.horizontalAdvance(line2 + " ...."))
        if self.has_status:
            # the status line widens the plate up to a bound only; past it the status is elided (see shown_status)
            wanted = fs.horizontalAdvance(self.status) + self._clock_room(fs)
            w = max(w, min(wanted, self._unit * MAX_STATUS_UNITS))
        w = max(w + self._unit * 0.36, self._unit * 1.7)
        h = fb.height() + fs.height() * (2 if self.has_status else 1) + self._unit * 0.2
        return QRectF(-w / 2, -h / 2, w, h)

    def _clock_room(self, fs: QFontMetricsF) -> float:
        """The width the clock takes at the right of the status line, with the gap before it."""
        return fs.horizontalAdvance("  " + self.clock_text) if self.clock_text else 0.0

    def shown_status(self) -> str:
        """The status as drawn: elided to what the plate leaves beside the clock."""
        _big, small = self._fonts()
        fs = QFontMetricsF(small)
        room = self.plate_rect().width() - self._unit * 0.36 - self._clock_room(fs)
        return fs.elidedText(self.status, Qt.TextElideMode.ElideRight, max(0.0, room))

    def boundingRect(self) -> QRectF:
        m = self._unit * 0.1  # the turn glow stays inside: 0.084 units out, plus half its pen
        return self.plate_rect().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.plate_rect()
        u = self._unit
        radius = r.height() * 0.3
        if self.is_on_turn:
            for i, a in enumerate((60, 35, 18)):
                d = u * 0.028 * (i + 1)
                painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), a), u * 0.03))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-d, -d, d, d), radius + d, radius + d)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, PLATE_TOP)
        grad.setColorAt(1, PLATE_BOTTOM)
        painter.setBrush(QBrush(grad))
        border = GOLD if self.is_on_turn else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, max(1.0, u * (0.03 if self.is_on_turn else 0.015))))
        painter.drawRoundedRect(r, radius, radius)
        if self.team_colour is not None:
            bar = QRectF(r.left() + u * 0.05, r.top() + r.height() * 0.18, u * 0.07, r.height() * 0.64)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.team_colour)
            painter.drawRoundedRect(bar, bar.width() / 2, bar.width() / 2)
        big, small = self._fonts()
        pad = u * 0.18
        fb = QFontMetricsF(big)
        painter.setFont(big)
        painter.setPen(GOLD if self.is_on_turn else TEXT)
        top = r.top() + u * 0.08
        painter.drawText(QRectF(r.left() + pad, top, r.width() - 2 * pad, fb.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.shown_title())
        painter.setFont(small)
        if self.badge:
            painter.setPen(GOLD)
            painter.drawText(QRectF(r.left() + pad, top, r.width() - 2 * pad, fb.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.badge)
        fs = QFontMetricsF(small)
        line = QRectF(r.left() + pad, top + fb.height(), r.width() - 2 * pad, fs.height())
        painter.setPen(TEXT_DIM)
        sub = self.subtitle + ("." * self.dots if self.is_thinking else "")
        painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, sub)
        if self.count_text:
            painter.setPen(TEXT)
            painter.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.count_text)
        if self.has_status:
            third = line.translated(0, fs.height())
            painter.setPen(STATUS)
            painter.drawText(third, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.shown_status())
            if self.clock_text:
                painter.setPen(GOLD)
                painter.drawText(third, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.clock_text)


class BubbleItem(QGraphicsObject):
    """A short message on the table: "Pass" in front of a seat, or a banner."""

    def __init__(self, z: float = 600) -> None:
        super().__init__()
        # kept as a picture between changes: a card flying over it does not make it draw its text again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text = ""
        self._unit = 60.0
        self._size = 0.24
        self._strong = False
        self.setZValue(z)

    def set_text(self, text: str, unit: float, size: float = 0.24, strong: bool = False) -> None:
        if (text, unit, size, strong) == (self.text, self._unit, self._size, self._strong):
            return  # the same bubble: its kept picture stays (the labels are refreshed after every change)
        self.prepareGeometryChange()
        self.text, self._unit, self._size, self._strong = text, unit, size, strong
        self.setVisible(bool(text))
        self.update()

    def _rect(self) -> QRectF:
        f = QFontMetricsF(table_font(self._unit * self._size, True))
        lines = self.text.split("\n")
        w = max((f.horizontalAdvance(t) for t in lines), default=0.0) + self._unit * 0.5
        h = f.height() * len(lines) + self._unit * 0.2
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        radius = min(r.height() / 2, self._unit * 0.25)
        if self._strong:
            painter.setBrush(QColor(12, 30, 20, 235))
            painter.setPen(QPen(GOLD, max(1.5, self._unit * 0.025)))
        else:
            painter.setBrush(QColor(250, 248, 238, 235))
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.drawRoundedRect(r, radius, radius)
        painter.setFont(table_font(self._unit * self._size, True))
        painter.setPen(TEXT if self._strong else QColor(40, 52, 44))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class ScoreBoardItem(QGraphicsObject):
    """The target and every player's total, always visible in a corner."""

    def __init__(self) -> None:
        super().__init__()
        # kept as a picture between changes: a card flying over it does not make it draw its text again
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.heading = ""
        self.rows: list[tuple[str, str, bool]] = []
        self.footer = ""
        #: a colour per row (the partners game's team rows: a dot before the name), or none
        self.colours: list[str] = []
        self._unit = 60.0
        self.setZValue(500)

    def set_content(self, heading: str, rows: list[tuple[str, str, bool]], footer: str, unit: float,
                    colours: list[str] | None = None) -> None:
        colours = colours or []
        if (heading, rows, footer, unit, colours) == (self.heading, self.rows, self.footer, self._unit, self.colours):
            return  # the same board: its kept picture stays
        self.prepareGeometryChange()
        self.heading, self.rows, self.footer, self._unit, self.colours = heading, rows, footer, unit, colours
        self.update()

    def _dot(self) -> float:
        """The room a row's colour dot takes before its name (none without colours)."""
        return self._unit * 0.2 if self.colours else 0.0

    def _fonts(self) -> tuple[QFont, QFont]:
        return table_font(self._unit * 0.19, True), table_font(self._unit * 0.165)

    def _name(self, name: str) -> str:
        """A name as drawn on the board: elided, so the board never reaches the north hand."""
        _big, small = self._fonts()
        return QFontMetricsF(small).elidedText(name, Qt.TextElideMode.ElideRight, self._unit * MAX_TITLE_UNITS)

    def board_rect(self) -> QRectF:
        big, small = self._fonts()
        fb, fs = QFontMetricsF(big), QFontMetricsF(small)
        names = [fs.horizontalAdvance(self._name(n)) + fs.horizontalAdvance(t) + self._dot() for n, t, _ in self.rows]
        w = max([fb.horizontalAdvance(self.heading), fs.horizontalAdvance(self.footer), *names]) + self._unit * 0.7
        h = fb.height() * 1.25 + fs.height() * (len(self.rows) + (1 if self.footer else 0)) + self._unit * 0.2
        return QRectF(0, 0, w, h)

    def boundingRect(self) -> QRectF:
        return self.board_rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.board_rect()
        u = self._unit
        painter.setBrush(QColor(6, 24, 15, 190))
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        painter.drawRoundedRect(r, u * 0.12, u * 0.12)
        big, small = self._fonts()
        fb, fs = QFontMetricsF(big), QFontMetricsF(small)
        pad = u * 0.16
        y = r.top() + u * 0.08
        painter.setFont(big)
        painter.setPen(GOLD)
        painter.drawText(QRectF(pad, y, r.width() - 2 * pad, fb.height()), Qt.AlignmentFlag.AlignLeft, self.heading)
        y += fb.height() * 1.25
        painter.setFont(small)
        for k, (name, total, strong) in enumerate(self.rows):
            line = QRectF(pad, y, r.width() - 2 * pad, fs.height())
            if k < len(self.colours) and self.colours[k]:
                d = self._unit * 0.11
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(self.colours[k]))
                painter.drawEllipse(QRectF(pad, y + (fs.height() - d) / 2, d, d))
            painter.setPen(GOLD if strong else TEXT)
            named = line.adjusted(self._dot(), 0, 0, 0)
            painter.drawText(named, Qt.AlignmentFlag.AlignLeft, self._name(name))
            painter.drawText(line, Qt.AlignmentFlag.AlignRight, total)
            y += fs.height()
        if self.footer:
            painter.setPen(TEXT_DIM)
            painter.drawText(QRectF(pad, y, r.width() - 2 * pad, fs.height()), Qt.AlignmentFlag.AlignLeft, self.footer)
