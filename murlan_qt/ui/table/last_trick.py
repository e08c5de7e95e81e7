"""The last trick, looked at again after the sweep: hold L, or click the trick area.

It is an overlay on the table; the game goes on underneath while it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card, trick_winner
from ...engine.hand_log import last_trick
from ..art.card_art import CARD_ASPECT, DEFAULT_THEME, CardTheme, card_face_pixmap
from ..texts import shown_name
from .labels import GOLD, TEXT, TEXT_DIM, table_font
from .source import TableSource
from .zones import TableLayout

translate = QCoreApplication.translate

LAST_TRICK_KEY = Qt.Key.Key_L
#: how long a click shows the last trick
CLICK_SHOW_MS = 4000


def trick_area(layout: TableLayout) -> QRectF:
    """The middle of the table, where a click shows the last trick."""
    u = layout.unit
    w = min(layout.width * 0.5, u * 5.0)
    top, bottom = layout.front_top_y, layout.front_bottom_y
    return QRectF(layout.centre.x() - w / 2, top, w, bottom - top)


class LastTrickItem(QGraphicsObject):
    """A panel listing the last trick's plays, drawn with the game's own card faces."""

    def __init__(self, theme: CardTheme = DEFAULT_THEME) -> None:
        super().__init__()
        self.setZValue(900)
        self.setVisible(False)
        self.theme = theme
        self.title = ""
        self.rows: list[tuple[str, tuple[Card, ...] | None]] = []  # name, cards (None: a pass)
        self._unit = 60.0
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide_trick)

    def show_trick(self, source: TableSource, layout: TableLayout, *, held: bool) -> None:
        """Show the last trick of the hand in play (for a moment unless ``held``)."""
        m = source.match
        self.prepareGeometryChange()
        self._unit = layout.unit
        self.rows = []
        actions = last_trick(m.hand) if m is not None else []
        if not actions or m is None:
            self.title = translate("LastTrick", "No trick has been won yet in this hand.")
        else:
            names = [shown_name(p) for p in m.players]
            winner = trick_winner(actions)
            assert winner is not None  # a won trick has a play on it
            self.title = translate("LastTrick", "Last trick, won by {name}").format(name=names[winner])
            self.rows = [(names[a.seat], a.cards) for a in actions]
        self.setPos(layout.centre - QPointF(self.panel_rect().width() / 2, self.panel_rect().height() / 2))
        self.setVisible(True)
        self.update()
        if held:
            self._timer.stop()
        else:
            self._timer.start(CLICK_SHOW_MS)

    def hide_trick(self) -> None:
        self._timer.stop()
        self.setVisible(False)

    def toggle(self, source: TableSource, layout: TableLayout) -> None:
        if self.isVisible():
            self.hide_trick()
        else:
            self.show_trick(source, layout, held=False)

    # ------------------------------------------------------------ drawing

    def _card_w(self) -> float:
        return self._unit * 0.3

    def _fonts(self) -> tuple[QFont, QFont]:
        return table_font(self._unit * 0.19, True), table_font(self._unit * 0.16)

    def _columns(self) -> int:
        """Long tricks are laid out in two or three columns, so the panel stays on the table."""
        n = len(self.rows)
        return 1 if n <= 5 else 2 if n <= 12 else 3

    def _cell_size(self) -> tuple[float, float, float]:
        """Width and height of one action's cell, and the width of its name."""
        fs = QFontMetricsF(self._fonts()[1])
        name_w = max((fs.horizontalAdvance(n) for n, _ in self.rows), default=0.0)
        most = max((len(c) if c else 0 for _, c in self.rows), default=0)
        cw = self._card_w()
        cards_w = max(most * cw * 0.55 + cw * 0.45 if most else 0.0,
                      fs.horizontalAdvance(translate("LastTrick", "pass")))
        h = max(cw * CARD_ASPECT, fs.height()) + self._unit * 0.06
        return name_w + self._unit * 0.15 + cards_w, h, name_w

    def panel_rect(self) -> QRectF:
        fb = QFontMetricsF(self._fonts()[0])
        cell_w, cell_h, _ = self._cell_size()
        cols = self._columns()
        rows = -(-len(self.rows) // cols)
        gap = self._unit * 0.3
        body = cols * cell_w + (cols - 1) * gap
        w = max(fb.horizontalAdvance(self.title), body) + self._unit * 0.5
        h = fb.height() * 1.35 + cell_h * rows + self._unit * 0.25
        return QRectF(0, 0, w, h)

    def boundingRect(self) -> QRectF:
        return self.panel_rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.panel_rect()
        u = self._unit
        painter.setBrush(QColor(8, 26, 17, 240))
        painter.setPen(QPen(GOLD, max(1.5, u * 0.025)))
        painter.drawRoundedRect(r, u * 0.15, u * 0.15)
        big, small = self._fonts()
        fb = QFontMetricsF(big)
        pad = u * 0.25
        painter.setFont(big)
        painter.setPen(GOLD)
        painter.drawText(QRectF(pad, u * 0.1, r.width() - 2 * pad, fb.height()), Qt.AlignmentFlag.AlignLeft,
                         self.title)
        top = u * 0.1 + fb.height() * 1.35
        cell_w, cell_h, name_w = self._cell_size()
        cols = self._columns()
        per_col = -(-len(self.rows) // cols)
        gap = u * 0.3
        cw = self._card_w()
        ch = cw * CARD_ASPECT
        # the card faces are drawn at the size they appear on screen
        px_w = max(8, round(cw * max(1.0, painter.worldTransform().m11()) * painter.device().devicePixelRatioF()))
        painter.setFont(small)
        for i, (name, cards) in enumerate(self.rows):
            x = pad + (i // per_col) * (cell_w + gap)
            y = top + (i % per_col) * cell_h
            painter.setPen(TEXT)
            painter.drawText(QRectF(x, y, name_w, cell_h), Qt.AlignmentFlag.AlignVCenter, name)
            x += name_w + u * 0.15
            if cards is None:
                painter.setPen(TEXT_DIM)
                painter.drawText(QRectF(x, y, cell_w, cell_h), Qt.AlignmentFlag.AlignVCenter,
                                 translate("LastTrick", "pass"))
                continue
            for k, c in enumerate(cards):
                pix = card_face_pixmap(c, px_w, 1.0, self.theme)
                painter.drawPixmap(QRectF(x + k * cw * 0.55, y + (cell_h - ch) / 2, cw, ch), pix, QRectF(pix.rect()))
