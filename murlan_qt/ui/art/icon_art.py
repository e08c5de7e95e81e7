"""The Murlan application icon: a fan of three cards struck by lightning, drawn with paths.

Run ``python -m murlan_qt.ui.art.icon_art --out DIR [--sizes 16 32 64 256]`` to write
``icon_<size>.png`` files, or ``--sheet OUT.png`` for all sizes side by side.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from .card_art import HEARTS, SPADES, paint_suit

#: the sizes an application icon is rendered at
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)

_D = 100.0  # design space: 100 x 100
_TILE = QRectF(4.0, 4.0, 92.0, 92.0)
_CARD = QRectF(-19.0, -27.0, 38.0, 54.0)  # a card centred on the origin
_PIVOT = QPointF(50.0, 100.0)


@cache
def _bolt() -> QPainterPath:
    """A lightning bolt in design units, across the front card."""
    pts = [(57.0, 15.0), (36.0, 53.0), (48.5, 53.0), (40.0, 86.0), (66.0, 43.0), (53.5, 43.0), (63.0, 15.0)]
    p = QPainterPath(QPointF(*pts[0]))
    for x, y in pts[1:]:
        p.lineTo(x, y)
    p.closeSubpath()
    return p


@cache
def _cloud() -> QPainterPath:
    """A storm cloud behind the fan, at the top of the tile and inside it."""
    p = QPainterPath()
    for cx, cy, r in ((30.0, 24.0, 11.0), (45.0, 17.0, 14.0), (62.0, 20.0, 12.0), (74.0, 27.0, 9.0)):
        circle = QPainterPath()
        circle.addEllipse(QPointF(cx, cy), r, r)
        p = p.united(circle)
    base = QPainterPath()
    base.addRoundedRect(QRectF(22.0, 24.0, 58.0, 12.0), 6.0, 6.0)
    tile = QPainterPath()
    tile.addRoundedRect(_TILE.adjusted(1.5, 1.5, -1.5, -1.5), 19.0, 19.0)
    return p.united(base).intersected(tile)


def _pixel_size(painter: QPainter, rect: QRectF) -> float:
    t = painter.worldTransform()
    return rect.width() * (abs(t.determinant()) ** 0.5)


def paint_app_icon(painter: QPainter, rect: QRectF) -> None:
    """Paint the app icon into the square centred in ``rect``; fewer details below 40 px."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    small = _pixel_size(painter, QRectF(0, 0, side, side)) < 40.0
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center())
    painter.scale(side / _D, side / _D)
    painter.translate(-_D / 2.0, -_D / 2.0)
    try:
        _paint_tile(painter, small)
        if not small:
            _paint_cloud(painter)
        _paint_fan(painter, small)
        _paint_front_bolt(painter, small)
    finally:
        painter.restore()


def _paint_tile(painter: QPainter, small: bool) -> None:
    tile = _TILE.adjusted(-3, -3, 3, 3) if small else _TILE
    gradient = QLinearGradient(QPointF(0.0, tile.top()), QPointF(0.0, tile.bottom()))
    gradient.setColorAt(0.0, QColor("#2b3d6b"))
    gradient.setColorAt(0.55, QColor("#1a2446"))
    gradient.setColorAt(1.0, QColor("#0e1429"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    radius = 16.0 if small else 20.0
    painter.drawRoundedRect(tile, radius, radius)
    if not small:
        glow = QRadialGradient(QPointF(50.0, 58.0), 46.0)
        glow.setColorAt(0.0, QColor(255, 214, 90, 90))
        glow.setColorAt(1.0, QColor(255, 214, 90, 0))
        painter.setBrush(glow)
        painter.drawRoundedRect(tile, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1.2))
        painter.drawRoundedRect(tile.adjusted(0.6, 0.6, -0.6, -0.6), radius - 0.6, radius - 0.6)


def _paint_cloud(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(170, 185, 220, 105))
    painter.drawPath(_cloud())


def _paint_card(painter: QPainter, angle: float, offset: QPointF, small: bool) -> None:
    painter.save()
    painter.translate(_PIVOT)
    painter.rotate(angle)
    painter.translate(offset)
    painter.setPen(QPen(QColor("#1b1b1b" if small else "#3a3a3a"), 2.2 if small else 1.0))
    painter.setBrush(QColor("#fffdf7"))
    painter.drawRoundedRect(_CARD, 5.0, 5.0)
    painter.restore()


def _paint_fan(painter: QPainter, small: bool) -> None:
    centre = QPointF(0.0, -50.0)
    if small:
        _paint_card(painter, -16.0, centre, True)
        _paint_card(painter, 14.0, centre, True)
        _paint_card(painter, 0.0, centre, True)
        return
    for angle, suit, colour in ((-20.0, HEARTS, "#c8102e"), (20.0, SPADES, "#161616")):
        _paint_card(painter, angle, centre, False)
        painter.save()
        painter.translate(_PIVOT)
        painter.rotate(angle)
        painter.translate(centre)
        corner = QPointF(_CARD.left() + 7.0, _CARD.top() + 9.0) if angle < 0 else \
            QPointF(_CARD.right() - 7.0, _CARD.top() + 9.0)
        paint_suit(painter, corner, 9.0, suit, QColor(colour))
        painter.restore()
    _paint_card(painter, 0.0, centre, False)


def _paint_front_bolt(painter: QPainter, small: bool) -> None:
    bolt = _bolt()
    painter.save()
    if small:
        # one bold bolt, a little larger, no fine outline
        painter.setPen(QPen(QColor("#7a4a00"), 2.0))
        painter.setBrush(QColor("#ffc21a"))
        painter.drawPath(bolt)
    else:
        gradient = QLinearGradient(QPointF(50.0, 15.0), QPointF(50.0, 86.0))
        gradient.setColorAt(0.0, QColor("#fff1a8"))
        gradient.setColorAt(0.5, QColor("#ffc21a"))
        gradient.setColorAt(1.0, QColor("#e07b00"))
        pen = QPen(QColor("#8a4b00"), 1.3)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(gradient)
        painter.drawPath(bolt)
    painter.restore()


def app_icon_pixmap(size_px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The icon as a square pixmap ``size_px`` logical pixels wide."""
    pixmap = QPixmap(round(size_px * device_pixel_ratio), round(size_px * device_pixel_ratio))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_app_icon(painter, QRectF(0.0, 0.0, float(size_px), float(size_px)))
    finally:
        painter.end()
    return pixmap


def app_icon() -> QIcon:
    """The application icon at every size in :data:`ICON_SIZES`."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(app_icon_pixmap(size))
    return icon


def main(argv: Sequence[str] | None = None) -> int:
    """Write the icon as PNG files, or as one sheet of all sizes."""
    parser = argparse.ArgumentParser(description="Render the Murlan app icon.")
    parser.add_argument("--out", help="a directory for icon_<size>.png files")
    parser.add_argument("--sheet", help="one PNG with every size side by side")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(ICON_SIZES))
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        for size in args.sizes:
            app_icon_pixmap(size).save(str(out / f"icon_{size}.png"))
    if args.sheet:
        gap = 12
        width = sum(args.sizes) + gap * (len(args.sizes) + 1)
        height = max(args.sizes) + 2 * gap
        sheet = QPixmap(width, height)
        sheet.fill(QColor("#e8e8e8"))
        painter = QPainter(sheet)
        x = gap
        for size in args.sizes:
            painter.drawPixmap(x, height - gap - size, app_icon_pixmap(size))
            x += size + gap
        painter.end()
        sheet.save(args.sheet)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
