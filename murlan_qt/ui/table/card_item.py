"""One card on the table: it knows its card and which face shows, nothing of the rules."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from ..art.card_art import (
    CARD_ASPECT,
    DEFAULT_THEME,
    CardTheme,
    PixmapCache,
    paint_card_back,
    paint_card_face,
)

SELECTED_COLOUR = QColor(255, 204, 64)
FOCUS_COLOUR = QColor(90, 200, 255)
MARK_COLOUR = QColor(80, 170, 255)

#: the card bodies (shadow and face or back, at one pixel size) kept for cards in flight or fanned
_body_cache = PixmapCache(160)


#: the cards' shadows, one picture per card size on the screen (the same for every card)
_shadow_cache = PixmapCache(16)


def _shadow_layers(painter: QPainter, rect: QRectF, width: float) -> None:
    """The soft shadow under a card in ``rect``: three translucent rounded rectangles."""
    radius = width * 0.07
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((34, 22, 12)):
        d = width * (0.012 + 0.018 * i)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(rect.translated(d * 0.4, d * 1.2).adjusted(-d, -d, d, d), radius + d, radius + d)


def _paint_shadow(painter: QPainter, rect: QRectF, width: float) -> None:
    """The card's shadow, drawn from a picture kept per size: the three antialiased layers were the
    largest part of repainting a card (issue 25's stalls at instant speed)."""
    transform = painter.worldTransform()
    if not transform.isScaling() and not transform.isRotating():
        scale = 1.0
    else:
        scale = math.sqrt(abs(transform.determinant()))
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    if transform.isRotating() and not _right_angle(math.degrees(math.atan2(transform.m12(), transform.m11()))):
        _shadow_layers(painter, rect, width)  # turned by an odd angle: no picture would be sharper
        return
    area = body_area(width)

    def paint(p: QPainter) -> None:
        p.scale(scale, scale)
        p.translate(-area.left(), -area.top())
        _shadow_layers(p, QRectF(-width / 2, -width * CARD_ASPECT / 2, width, width * CARD_ASPECT), width)

    pixels = scale * ratio
    pix = _shadow_cache.get(("shadow", round(width, 2), round(scale, 3), ratio),
                            round(area.width() * pixels), round(area.height() * pixels), ratio, paint)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(area.translated(rect.center()), pix, QRectF(pix.rect()))


def _shadow_and_card(painter: QPainter, rect: QRectF, width: float, card: Card, face_up: bool,
                     theme: CardTheme) -> None:
    """The card's soft shadow, then its face or back, in ``rect``."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_shadow(painter, rect, width)
    if face_up:
        paint_card_face(painter, rect, card, theme)
    else:
        paint_card_back(painter, rect, theme)


def body_area(width: float) -> QRectF:
    """The rectangle of a card ``width`` wide and its shadow, around the card's centre."""
    m = width * 0.08
    return QRectF(-width / 2 - m, -width * CARD_ASPECT / 2 - m, width + 2 * m, width * CARD_ASPECT + 2.6 * m)


def body_scale(pixels_per_unit: float) -> float:
    """The pixel scale a card body is drawn at: a few sizes per window size, not one per frame."""
    return max(0.25, round(pixels_per_unit * 8.0) / 8.0)


def body_pixmap(card: Card, face_up: bool, theme: CardTheme, width: float, scale: float,
                device_pixel_ratio: float = 1.0) -> QPixmap:
    """The card's shadow and face (or back) as drawn by :class:`CardItem` over :func:`body_area`, at
    ``scale`` logical pixels per item unit on a screen of ``device_pixel_ratio`` (cached; do not paint on it).

    A card in flight moves, turns and changes size on every frame, and drawing its face anew each time is
    most of the table's painting then: in flight it is drawn from this picture instead, made once at the
    size the card has on the screen without its own flight scale.
    """
    area = body_area(width)

    def paint(painter: QPainter) -> None:
        painter.scale(scale, scale)
        painter.translate(-area.left(), -area.top())
        _shadow_and_card(painter, QRectF(-width / 2, -width * CARD_ASPECT / 2, width, width * CARD_ASPECT),
                         width, card, face_up, theme)

    pixels = scale * device_pixel_ratio
    return _body_cache.get((int(card) if face_up else -1, theme, round(width, 2), scale, device_pixel_ratio),
                           round(area.width() * pixels), round(area.height() * pixels), device_pixel_ratio, paint)


def _right_angle(degrees: float) -> bool:
    """Whether a turn by ``degrees`` maps the pixel grid onto itself (0, 90, 180, 270)."""
    return abs(degrees / 90.0 - round(degrees / 90.0)) < 1e-6


def clear_body_cache() -> None:
    """Forget the cached card bodies (in tests)."""
    _body_cache.clear()


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
        self._in_flight = False
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

    @property
    def in_flight(self) -> bool:
        return self._in_flight

    @property
    def drawn_from_picture(self) -> bool:
        """Whether the card's body is drawn from a cached picture (:func:`body_pixmap`) rather than anew.

        So it is in flight, and at rest when turned by an angle that is not a right angle (a fanned
        hand): Qt keeps no picture of an item turned like that, and would draw the whole face on every
        frame of the table. Otherwise the face is drawn exactly and Qt keeps that picture.
        """
        return self._in_flight or not _right_angle(self.rotation())

    def set_in_flight(self, flying: bool) -> None:
        """The animator says the card takes off or lands."""
        self._in_flight = flying
        self.settle()

    def settle(self) -> None:
        """Choose how the card is kept, for its flight or for how it lies now (call after turning it)."""
        mode = (QGraphicsItem.CacheMode.NoCache if self.drawn_from_picture
                else QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if mode != self.cacheMode():
            self.setCacheMode(mode)
            self.update()

    # ------------------------------------------------------------ QGraphicsItem

    def card_rect(self) -> QRectF:
        w, h = self._width, self.height
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return body_area(self._width)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        radius = self._width * 0.07
        if self.drawn_from_picture:
            device = painter.device()
            ratio = device.devicePixelRatioF() if device is not None else 1.0
            per_unit = math.sqrt(abs(painter.worldTransform().determinant()))
            if self._in_flight:
                # the size without the flight's own scaling (which changes on every frame), in a few steps
                scale = body_scale(per_unit / max(1e-3, abs(self.scale())))
            else:
                scale = round(per_unit, 3)  # at rest: the size on the screen
            pix = body_pixmap(self.card, self._face_up, self._theme, self._width, scale, ratio)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(body_area(self._width), pix, QRectF(pix.rect()))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        else:
            _shadow_and_card(painter, rect, self._width, self.card, self._face_up, self._theme)
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
