"""One card on the table: it knows its card and which face shows, nothing of the rules."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import Card
from .card_art import CARD_ASPECT, DEFAULT_THEME, CardTheme, paint_card_back, paint_card_face

SELECTED_COLOUR = QColor(255, 204, 64)
FOCUS_COLOUR = QColor(90, 200, 255)
MARK_COLOUR = QColor(80, 170, 255)


class CardItem(QGraphicsObject):
    """A card drawn by our own card art, centred on its position."""

    def __init__(self, card: Card, width: float, theme: CardTheme = DEFAULT_THEME) -> None:
        super().__init__()
        self.card = card
        self._width = width
        self._theme = theme
        self._face_up = False
        self._is_selected = False
        self._has_focus_ring = False
        self._is_hovered = False
        self._is_dimmed = False
        self._is_marked = False
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip("")

    # ------------------------------------------------------------ looks

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    def set_width(self, width: float) -> None:
        if abs(width - self._width) > 1e-6:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    @property
    def theme(self) -> CardTheme:
        return self._theme

    def set_theme(self, theme: CardTheme) -> None:
        if theme != self._theme:
            self._theme = theme
            self.update()

    @property
    def is_face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.setToolTip("")
            self.update()

    @property
    def is_selected(self) -> bool:
        return self._is_selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._is_selected:
            self._is_selected = selected
            self.update()

    def set_focus_ring(self, shown: bool) -> None:
        if shown != self._has_focus_ring:
            self._has_focus_ring = shown
            self.update()

    def set_hover_enabled(self, enabled: bool) -> None:
        self.setAcceptHoverEvents(enabled)
        if not enabled and self._is_hovered:
            self._is_hovered = False
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._is_dimmed:
            self._is_dimmed = dimmed
            self.update()

    @property
    def is_dimmed(self) -> bool:
        return self._is_dimmed

    @property
    def is_marked(self) -> bool:
        return self._is_marked

    def set_marked(self, marked: bool) -> None:
        """A tag in the corner: the card just received in the swap."""
        if marked != self._is_marked:
            self._is_marked = marked
            self.update()

    # ------------------------------------------------------------ QGraphicsItem

    def card_rect(self) -> QRectF:
        w, h = self._width, self.height
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        m = self._width * 0.08
        return self.card_rect().adjusted(-m, -m, m, m * 1.6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        radius = self._width * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # a soft shadow under the card
        painter.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((34, 22, 12)):
            d = self._width * (0.012 + 0.018 * i)
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(rect.translated(d * 0.4, d * 1.2).adjusted(-d, -d, d, d), radius + d, radius + d)
        if self._face_up:
            paint_card_face(painter, rect, self.card, self._theme)
        else:
            paint_card_back(painter, rect, self._theme)
        if self._is_dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 20, 0, 70))
            painter.drawRoundedRect(rect, radius, radius)
        if self._is_marked and self._face_up:
            # a blue frame and a corner flag at the bottom left: the part left uncovered in a fanned hand
            painter.setPen(QPen(MARK_COLOUR, max(2.0, self._width * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
            tag = self._width * 0.3
            corner = QPainterPath()
            corner.moveTo(rect.left(), rect.bottom() - tag)
            corner.lineTo(rect.left(), rect.bottom() - radius)
            corner.quadTo(rect.left(), rect.bottom(), rect.left() + radius, rect.bottom())
            corner.lineTo(rect.left() + tag, rect.bottom())
            corner.closeSubpath()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARK_COLOUR)
            painter.drawPath(corner)
        if self._is_hovered and not self._is_selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(rect, radius, radius)
        if self._is_selected:
            pen = QPen(SELECTED_COLOUR, max(2.0, self._width * 0.035))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self._has_focus_ring:
            pen = QPen(FOCUS_COLOUR, max(2.0, self._width * 0.03), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            m = self._width * 0.04
            painter.drawRoundedRect(rect.adjusted(-m, -m, m, m), radius + m, radius + m)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._is_hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._is_hovered = False
        self.update()
        super().hoverLeaveEvent(event)
