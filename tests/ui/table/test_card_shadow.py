"""A card's shadow is drawn from one picture per size, not three antialiased layers per repaint."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from murlan_qt.ui.table import card_item


def _paint(width: float, scale: float) -> QImage:
    area = card_item.body_area(width)
    image = QImage(int(area.width() * scale) + 2, int(area.height() * scale) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-area.left(), -area.top())
    card_item._paint_shadow(painter, QRectF(-width / 2, -width * 0.7, width, width * 1.4), width)
    painter.end()
    return image


def test_one_shadow_picture_per_size_and_it_darkens_below_the_card(qtbot: QtBot) -> None:
    card_item._shadow_cache._kept.clear()
    first = _paint(80.0, 1.5)
    _paint(80.0, 1.5)
    assert len(card_item._shadow_cache) == 1  # the second card of that size reused the picture
    _paint(80.0, 2.0)
    assert len(card_item._shadow_cache) == 2
    below = first.pixelColor(first.width() // 2, first.height() - 8)
    corner = first.pixelColor(1, 1)
    assert below.alpha() > 0 and corner.alpha() == 0  # a shadow under the card, none above it
