"""The card art: every face, the back, the four-colour deck and the pixmap cache."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from murlan_qt.engine.cards import BLACK_JOKER, DECK, RED_JOKER, Card
from murlan_qt.ui.art.card_art import (
    CARD_ASPECT,
    DEFAULT_THEME,
    CardTheme,
    card_back_pixmap,
    card_face_pixmap,
    clear_pixmap_cache,
    paint_card_face,
    paint_suit,
    suit_colour,
)

WIDTH = 72
FOUR = CardTheme(four_colour=True)


def _image_bytes(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def _count_pixels(pixmap: QPixmap, predicate: object) -> int:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if predicate(image.pixelColor(x, y)):  # type: ignore[operator]
                count += 1
    return count


def _is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 100


def _is_blue(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 140 and c.red() < 90


def _is_green(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 100 and c.red() < 80 and c.blue() < 110


@pytest.fixture(autouse=True)
def fresh_cache(qapp: QApplication) -> None:
    clear_pixmap_cache()


@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_face_renders_at_its_size_and_ratio(card: Card) -> None:
    pixmap = card_face_pixmap(card, WIDTH, 2.0)
    assert not pixmap.isNull()
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (2 * WIDTH, round(2 * WIDTH * CARD_ASPECT))
    image = pixmap.toImage()
    # the corner is rounded away, the middle of the card is opaque, and there is ink on it
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
    assert _count_pixels(pixmap, lambda c: c.alpha() > 200 and c.lightness() < 200) > 20


def test_all_54_faces_are_different_pictures() -> None:
    pictures = {_image_bytes(card_face_pixmap(card, WIDTH)) for card in DECK}
    assert len(pictures) == 54


def test_faces_differ_at_a_small_size_too() -> None:
    pictures = {_image_bytes(card_face_pixmap(card, 40)) for card in DECK}
    assert len(pictures) == 54


def test_black_and_red_joker_differ_in_picture_and_colour() -> None:
    black = card_face_pixmap(DECK[BLACK_JOKER], WIDTH)
    red = card_face_pixmap(DECK[RED_JOKER], WIDTH)
    assert _image_bytes(black) != _image_bytes(red)
    assert _count_pixels(black, _is_red) == 0
    assert _count_pixels(red, _is_red) > 50


def test_jokers_corner_indices_differ() -> None:
    """A fanned hand shows only the left strip of a card: it must tell the jokers apart."""
    strip = QRectF(0, 0, WIDTH * 0.22, WIDTH * 0.6)

    def corner(card_id: int) -> bytes:
        return _image_bytes(card_face_pixmap(DECK[card_id], WIDTH).copy(strip.toRect()))

    assert corner(BLACK_JOKER) != corner(RED_JOKER)


def test_two_colour_deck_inks() -> None:
    assert suit_colour(0, DEFAULT_THEME) == suit_colour(3, DEFAULT_THEME)
    assert suit_colour(1, DEFAULT_THEME) == suit_colour(2, DEFAULT_THEME)
    assert suit_colour(0, DEFAULT_THEME) != suit_colour(1, DEFAULT_THEME)


def test_four_colour_deck_has_four_inks() -> None:
    inks = {suit_colour(s, FOUR).name() for s in range(4)}
    assert len(inks) == 4


@pytest.mark.parametrize("name", ["3D", "TD", "KD", "AD", "3C", "TC", "QC", "AC"])
def test_four_colour_changes_diamonds_and_clubs(name: str) -> None:
    card = Card.from_str(name)
    two = card_face_pixmap(card, WIDTH, theme=DEFAULT_THEME)
    four = card_face_pixmap(card, WIDTH, theme=FOUR)
    assert _image_bytes(two) != _image_bytes(four)
    if name.endswith("D"):
        assert _count_pixels(four, _is_blue) > _count_pixels(two, _is_blue)
    else:
        assert _count_pixels(four, _is_green) > _count_pixels(two, _is_green)


@pytest.mark.parametrize("name", ["3S", "9S", "JS", "AS", "2S", "5H", "KH"])
def test_four_colour_leaves_spades_and_hearts(name: str) -> None:
    card = Card.from_str(name)
    two = card_face_pixmap(card, WIDTH, theme=DEFAULT_THEME)
    four = card_face_pixmap(card, WIDTH, theme=FOUR)
    assert _image_bytes(two) == _image_bytes(four)


def test_back_differs_from_every_face() -> None:
    back = _image_bytes(card_back_pixmap(WIDTH))
    assert all(back != _image_bytes(card_face_pixmap(card, WIDTH)) for card in DECK)


def test_back_renders_at_its_size_and_ratio() -> None:
    pixmap = card_back_pixmap(50, 1.5)
    assert pixmap.devicePixelRatio() == 1.5
    assert (pixmap.width(), pixmap.height()) == (75, round(75 * CARD_ASPECT))


def test_back_colour_follows_the_theme() -> None:
    red = card_back_pixmap(WIDTH)
    blue = card_back_pixmap(WIDTH, theme=CardTheme(back_colour="#1d3f8f", back_accent="#3a62b8"))
    assert _image_bytes(red) != _image_bytes(blue)


def test_cache_returns_the_same_pixmap_for_the_same_key() -> None:
    card = Card.from_str("QH")
    assert card_face_pixmap(card, WIDTH) is card_face_pixmap(card, WIDTH)
    assert card_back_pixmap(WIDTH) is card_back_pixmap(WIDTH)


def test_cache_keys_on_width_ratio_and_theme() -> None:
    card = Card.from_str("QH")
    first = card_face_pixmap(card, WIDTH)
    assert card_face_pixmap(card, WIDTH + 1) is not first
    assert card_face_pixmap(card, WIDTH, 2.0) is not first
    assert card_face_pixmap(card, WIDTH, theme=FOUR) is not first
    assert card_face_pixmap(Card.from_str("QD"), WIDTH) is not first


def test_painting_stays_inside_the_rect() -> None:
    pixmap = QPixmap(200, 200)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    paint_card_face(painter, QRectF(50, 30, 100, 140), DECK[RED_JOKER])
    painter.end()
    image = pixmap.toImage()
    for x, y in ((45, 100), (155, 100), (100, 25), (100, 175)):
        assert image.pixelColor(x, y).alpha() == 0
    assert image.pixelColor(100, 100).alpha() == 255


def test_paint_suit_fills_around_its_centre() -> None:
    for suit in range(4):
        pixmap = QPixmap(40, 40)
        pixmap.fill(QColor("white"))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_suit(painter, QPointF(20, 20), 30, suit, QColor("black"))
        painter.end()
        image = pixmap.toImage()
        assert image.pixelColor(20, 20) == QColor("black")
        assert image.pixelColor(2, 2) == QColor("white")


def test_app_icon_has_every_size_and_is_drawn() -> None:
    from murlan_qt.ui.art.icon_art import ICON_SIZES, app_icon, app_icon_pixmap

    icon = app_icon()
    assert {s.width() for s in icon.availableSizes()} == set(ICON_SIZES)
    for size in (16, 256):
        image = app_icon_pixmap(size).toImage()
        assert image.pixelColor(0, 0).alpha() < 64  # the rounded tile corner
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


@pytest.mark.parametrize("suit", "SHDC")
def test_court_figures_differ_without_their_indices(suit: str) -> None:
    """Jack, queen and king are told apart by the figure itself, not only by the letter."""
    middle = QRectF(WIDTH * 0.3, WIDTH * 0.3, WIDTH * 0.4, WIDTH * 0.4).toRect()
    figures = {_image_bytes(card_face_pixmap(Card.from_str(rank + suit), WIDTH).copy(middle)) for rank in "JQK"}
    assert len(figures) == 3
