"""The card faces and the card back, drawn with our own QPainter paths.

Every card is drawn in a design space 100 units wide and ``100 * CARD_ASPECT``
units high, then scaled uniformly into the rectangle the caller gives, so the
art is crisp at any size and on any device pixel ratio. Suit symbols, text
glyphs and the court and joker figures are built once as ``QPainterPath``
objects and cached; painting a card only transforms and fills them.

Run ``python -m murlan_qt.ui.art.card_art --sheet OUT.png [--four-colour] [--width 120]``
to render the whole deck and the back onto one sheet.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from murlan_qt.engine.cards import (
    BLACK_JOKER,
    DECK,
    RANK_ACE,
    RANK_JACK,
    RANK_KING,
    RANK_QUEEN,
    RANK_TWO,
    RED_JOKER,
    Card,
)

#: height / width of a card (poker size, 63 x 88 mm)
CARD_ASPECT: float = 1.4

#: the design space every card is drawn in
DESIGN_WIDTH = 100.0
DESIGN_HEIGHT = DESIGN_WIDTH * CARD_ASPECT

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
_RANK_LABELS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")


@dataclass(frozen=True)
class CardTheme:
    """Colours of the deck; colours are ``#rrggbb`` strings so a theme is hashable."""

    four_colour: bool = False
    face_colour: str = "#fffffe"
    border_colour: str = "#9a9a9a"
    black: str = "#161616"
    red: str = "#c8102e"
    blue: str = "#1c4fb8"
    green: str = "#16803c"
    gold: str = "#d9a11e"
    court_panel: str = "#fbf3df"
    back_colour: str = "#8e1b22"
    back_accent: str = "#b8333b"
    back_border: str = "#ffffff"


DEFAULT_THEME = CardTheme()
FOUR_COLOUR_THEME = CardTheme(four_colour=True)


def suit_colour(suit: int, theme: CardTheme = DEFAULT_THEME) -> QColor:
    """The ink of a suit: black/red, or black/red/blue/green in the four-colour deck."""
    if suit == SPADES:
        return QColor(theme.black)
    if suit == HEARTS:
        return QColor(theme.red)
    if suit == DIAMONDS:
        return QColor(theme.blue if theme.four_colour else theme.red)
    if suit == CLUBS:
        return QColor(theme.green if theme.four_colour else theme.black)
    raise ValueError(f"no suit {suit}")


# --------------------------------------------------------------------------
# suit symbols: unit paths, 1 unit high, centred on the origin


def _heart_path() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, 0.5))
    p.cubicTo(-0.08, 0.36, -0.52, 0.08, -0.52, -0.19)
    p.cubicTo(-0.52, -0.40, -0.38, -0.50, -0.25, -0.50)
    p.cubicTo(-0.12, -0.50, -0.03, -0.42, 0.0, -0.31)
    p.cubicTo(0.03, -0.42, 0.12, -0.50, 0.25, -0.50)
    p.cubicTo(0.38, -0.50, 0.52, -0.40, 0.52, -0.19)
    p.cubicTo(0.52, 0.08, 0.08, 0.36, 0.0, 0.5)
    p.closeSubpath()
    return p


def _spade_path() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -0.5))
    p.cubicTo(0.10, -0.34, 0.50, -0.12, 0.50, 0.12)
    p.cubicTo(0.50, 0.30, 0.37, 0.38, 0.25, 0.38)
    p.cubicTo(0.15, 0.38, 0.07, 0.33, 0.035, 0.26)
    p.cubicTo(0.05, 0.38, 0.11, 0.46, 0.20, 0.50)
    p.lineTo(-0.20, 0.50)
    p.cubicTo(-0.11, 0.46, -0.05, 0.38, -0.035, 0.26)
    p.cubicTo(-0.07, 0.33, -0.15, 0.38, -0.25, 0.38)
    p.cubicTo(-0.37, 0.38, -0.50, 0.30, -0.50, 0.12)
    p.cubicTo(-0.50, -0.12, -0.10, -0.34, 0.0, -0.5)
    p.closeSubpath()
    return p


def _diamond_path() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -0.5))
    p.quadTo(0.13, -0.17, 0.39, 0.0)
    p.quadTo(0.13, 0.17, 0.0, 0.5)
    p.quadTo(-0.13, 0.17, -0.39, 0.0)
    p.quadTo(-0.13, -0.17, 0.0, -0.5)
    p.closeSubpath()
    return p


def _club_path() -> QPainterPath:
    # built 100 times larger so the boolean union keeps the leaves round
    k = 100.0
    r = 0.215 * k
    p = QPainterPath()
    for cx, cy in ((0.0, -0.285), (-0.265, 0.065), (0.265, 0.065), (0.0, 0.0)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx * k, cy * k), r if cy else 0.13 * k, r if cy else 0.13 * k)
        p = p.united(leaf)
    stem = QPainterPath(QPointF(-0.045 * k, 0.02 * k))
    stem.cubicTo(-0.045 * k, 0.28 * k, -0.10 * k, 0.44 * k, -0.20 * k, 0.50 * k)
    stem.lineTo(0.20 * k, 0.50 * k)
    stem.cubicTo(0.10 * k, 0.44 * k, 0.045 * k, 0.28 * k, 0.045 * k, 0.02 * k)
    stem.closeSubpath()
    p = p.united(stem)
    return QTransform().scale(1.0 / k, 1.0 / k).map(p)


@cache
def suit_path(suit: int) -> QPainterPath:
    """The unit path of a suit symbol (1 unit high, centred on the origin)."""
    builders: tuple[Callable[[], QPainterPath], ...] = (_spade_path, _heart_path, _diamond_path, _club_path)
    return builders[suit]()


def paint_suit(painter: QPainter, center: QPointF, size: float, suit: int, colour: QColor) -> None:
    """Fill the symbol of ``suit``, ``size`` high, centred on ``center``."""
    painter.save()
    painter.translate(center)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_path(suit))
    painter.restore()


# --------------------------------------------------------------------------
# text as paths: cap height 1, baseline at y = 0, left edge at x = 0


@cache
def _font_family() -> str:
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()


@cache
def _text_path(text: str, condensed: bool = False) -> tuple[QPainterPath, float]:
    """A bold glyph run normalised to cap height 1; returns the path and its width."""
    font = QFont(_font_family())
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    if condensed:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    cap = QFontMetricsF(font).capHeight() or 72.0
    raw = QPainterPath()
    raw.addText(QPointF(0.0, 0.0), font, text)
    box = raw.boundingRect()
    sx = 1.0 / cap * (0.78 if condensed else 1.0)
    transform = QTransform().scale(sx, 1.0 / cap).translate(-box.left(), 0.0)
    path = transform.map(raw)
    return path, path.boundingRect().width()


def _paint_text(painter: QPainter, text: str, centre_x: float, baseline: float, cap_height: float,
                colour: QColor, condensed: bool = False) -> None:
    path, width = _text_path(text, condensed)
    painter.save()
    painter.translate(centre_x - width * cap_height / 2.0, baseline)
    painter.scale(cap_height, cap_height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


# --------------------------------------------------------------------------
# layout of the face (design units)

_INDEX_X = 10.5  # centre of the corner index column
_INDEX_CAP = 16.0  # cap height of the corner rank
_INDEX_TOP = 5.5
_INDEX_SUIT = 13.5  # height of the corner suit
_PIP = 18.5  # height of a pip on 3..10
_COL_L, _COL_M, _COL_R = 32.5, 50.0, 67.5
_ROW_TOP, _ROW_BOTTOM = 24.0, DESIGN_HEIGHT - 24.0
_CORNER_RADIUS = 5.5


def _row(fraction: float) -> float:
    return _ROW_TOP + (_ROW_BOTTOM - _ROW_TOP) * fraction


_THIRD = 1.0 / 3.0
#: pips of each number card as (column x, row fraction)
_PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    3: ((_COL_M, 0.0), (_COL_M, 0.5), (_COL_M, 1.0)),
    4: ((_COL_L, 0.0), (_COL_R, 0.0), (_COL_L, 1.0), (_COL_R, 1.0)),
    5: ((_COL_L, 0.0), (_COL_R, 0.0), (_COL_M, 0.5), (_COL_L, 1.0), (_COL_R, 1.0)),
    6: tuple((x, f) for f in (0.0, 0.5, 1.0) for x in (_COL_L, _COL_R)),
    7: tuple((x, f) for f in (0.0, 0.5, 1.0) for x in (_COL_L, _COL_R)) + ((_COL_M, 0.25),),
    8: tuple((x, f) for f in (0.0, 0.5, 1.0) for x in (_COL_L, _COL_R)) + ((_COL_M, 0.25), (_COL_M, 0.75)),
    9: tuple((x, f) for f in (0.0, _THIRD, 2 * _THIRD, 1.0) for x in (_COL_L, _COL_R)) + ((_COL_M, 0.5),),
    10: tuple((x, f) for f in (0.0, _THIRD, 2 * _THIRD, 1.0) for x in (_COL_L, _COL_R))
    + ((_COL_M, 1.0 / 6.0), (_COL_M, 5.0 / 6.0)),
}


def _paint_pip(painter: QPainter, x: float, y: float, size: float, suit: int, colour: QColor,
               inverted: bool) -> None:
    painter.save()
    painter.translate(x, y)
    if inverted:
        painter.rotate(180.0)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_path(suit))
    painter.restore()


def _pixel_scale(painter: QPainter) -> float:
    """Device pixels per design unit under the painter's current transform."""
    t = painter.worldTransform()
    return math.sqrt(abs(t.determinant())) or 1.0


def _begin_card(painter: QPainter, rect: QRectF) -> None:
    """Save the painter and map the design space uniformly into the centre of ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    scale = min(rect.width() / DESIGN_WIDTH, rect.height() / DESIGN_HEIGHT)
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-DESIGN_WIDTH / 2.0, -DESIGN_HEIGHT / 2.0)


def _card_outline(painter: QPainter, fill: QColor, border: QColor) -> float:
    """Paint the rounded card blank; returns the border width in design units."""
    px = _pixel_scale(painter)
    width = max(0.7, 1.0 / px)
    half = width / 2.0
    painter.setPen(QPen(border, width))
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(half, half, DESIGN_WIDTH - width, DESIGN_HEIGHT - width),
                            _CORNER_RADIUS, _CORNER_RADIUS)
    return width


def _for_both_ends(painter: QPainter, draw: Callable[[], None]) -> None:
    """Run ``draw`` as is and again rotated 180 degrees about the card centre."""
    draw()
    painter.save()
    painter.translate(DESIGN_WIDTH, DESIGN_HEIGHT)
    painter.rotate(180.0)
    draw()
    painter.restore()


def _index_boost(painter: QPainter) -> float:
    """How much to enlarge the corner index: up to 1.2 on cards narrower than 110 px."""
    width_px = _pixel_scale(painter) * DESIGN_WIDTH
    return 1.0 + 0.2 * min(1.0, max(0.0, (110.0 - width_px) / 60.0))


def _paint_index(painter: QPainter, label: str, suit: int, colour: QColor) -> None:
    boost = _index_boost(painter)

    def draw() -> None:
        painter.save()
        painter.translate(1.5, 1.5)
        painter.scale(boost, boost)
        painter.translate(-1.5, -1.5)
        _paint_text(painter, label, _INDEX_X, _INDEX_TOP + _INDEX_CAP, _INDEX_CAP, colour,
                    condensed=len(label) > 1)
        _paint_pip(painter, _INDEX_X, _INDEX_TOP + _INDEX_CAP + 3.5 + _INDEX_SUIT / 2.0,
                   _INDEX_SUIT, suit, colour, False)
        painter.restore()

    _for_both_ends(painter, draw)


# --------------------------------------------------------------------------
# court cards: a framed, double-ended panel with a stylised figure

_PANEL = QRectF(23.5, 16.0, 53.0, DESIGN_HEIGHT - 32.0)
_FIGURE_SCALE = 0.92  # the figures are drawn for a panel 58 wide

#: a figure part is a path with a role naming its colour
_Part = tuple[QPainterPath, str]


def _poly(points: Sequence[tuple[float, float]]) -> QPainterPath:
    p = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        p.lineTo(QPointF(*pt))
    p.closeSubpath()
    return p


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), rx, ry)
    return p


def _robe(collar: float) -> list[_Part]:
    """Shoulders and robe of a half figure, from the panel centre line up."""
    cx = DESIGN_WIDTH / 2.0
    robe = QPainterPath(QPointF(cx - 22.0, 0.0))
    robe.lineTo(cx - 22.0, -9.0)
    robe.cubicTo(cx - 22.0, -17.5, cx - 15.0, -21.5, cx - 8.0, -22.5)
    robe.lineTo(cx + 8.0, -22.5)
    robe.cubicTo(cx + 15.0, -21.5, cx + 22.0, -17.5, cx + 22.0, -9.0)
    robe.lineTo(cx + 22.0, 0.0)
    robe.closeSubpath()
    vest = _poly([(cx - 8.0, -22.5), (cx + 8.0, -22.5), (cx + 5.0, 0.0), (cx - 5.0, 0.0)])
    trim_l = _poly([(cx - 10.5, -22.0), (cx - 8.0, -22.5), (cx - 5.0, 0.0), (cx - 8.0, 0.0)])
    trim_r = _poly([(cx + 10.5, -22.0), (cx + 8.0, -22.5), (cx + 5.0, 0.0), (cx + 8.0, 0.0)])
    hem = QPainterPath()
    for k in range(-3, 4):
        if k == 0:
            continue
        x = cx + 6.2 * k + (1.6 if k > 0 else -1.6)
        hem.addPath(_poly([(x, -7.5), (x + 1.9, -5.0), (x, -2.5), (x - 1.9, -5.0)]))
    studs = QPainterPath()
    for y in (-18.0, -12.0, -6.0):
        studs.addEllipse(QPointF(cx, y), 1.0, 1.0)
    coll = QPainterPath(QPointF(cx - 11.0, -22.5))
    coll.quadTo(cx, -22.5 + collar, cx + 11.0, -22.5)
    coll.quadTo(cx, -25.0, cx - 11.0, -22.5)
    coll.closeSubpath()
    return [(robe, "robe"), (hem, "gold"), (vest, "accent"), (studs, "gold"), (trim_l, "gold"),
            (trim_r, "gold"), (coll, "white")]


def _head(cy: float) -> list[_Part]:
    cx = DESIGN_WIDTH / 2.0
    face = _ellipse(cx, cy, 7.6, 8.8)
    eyes = _ellipse(cx - 2.6, cy - 0.8, 0.8, 0.8)
    eyes.addEllipse(QPointF(cx + 2.6, cy - 0.8), 0.8, 0.8)
    mouth = QPainterPath(QPointF(cx - 1.8, cy + 3.6))
    mouth.quadTo(cx, cy + 4.6, cx + 1.8, cy + 3.6)
    mouth.quadTo(cx, cy + 4.0, cx - 1.8, cy + 3.6)
    return [(face, "skin"), (eyes, "ink"), (mouth, "suit")]


def _king_half() -> list[_Part]:
    cx = DESIGN_WIDTH / 2.0
    parts: list[_Part] = []
    # sword behind the shoulder
    blade = _poly([(cx + 19.0, -5.0), (cx + 21.0, -5.0), (cx + 21.0, -47.0), (cx + 20.0, -50.0), (cx + 19.0, -47.0)])
    guard = _poly([(cx + 15.5, -7.0), (cx + 24.5, -7.0), (cx + 24.5, -9.0), (cx + 15.5, -9.0)])
    parts += [(blade, "steel"), (guard, "gold")]
    parts += _robe(4.0)
    parts += _head(-32.0)
    beard = QPainterPath(QPointF(cx - 7.0, -32.0))
    beard.cubicTo(cx - 7.0, -24.0, cx - 3.0, -21.0, cx, -20.0)
    beard.cubicTo(cx + 3.0, -21.0, cx + 7.0, -24.0, cx + 7.0, -32.0)
    beard.cubicTo(cx + 5.0, -27.0, cx - 5.0, -27.0, cx - 7.0, -32.0)
    beard.closeSubpath()
    parts.append((beard, "hair"))
    crown = _poly([
        (cx - 8.0, -38.5), (cx - 9.5, -49.0), (cx - 5.0, -44.0), (cx - 2.5, -51.0), (cx, -45.0),
        (cx + 2.5, -51.0), (cx + 5.0, -44.0), (cx + 9.5, -49.0), (cx + 8.0, -38.5),
    ])
    parts.append((crown, "gold"))
    jewels = _ellipse(cx - 9.5, -49.5, 1.3, 1.3)
    for x, y in ((-2.5, -51.5), (2.5, -51.5), (9.5, -49.5)):
        jewels.addEllipse(QPointF(cx + x, y), 1.3, 1.3)
    parts.append((jewels, "gold"))
    parts.append((_ellipse(cx, -41.5, 1.4, 1.4), "accent"))
    return parts


def _queen_half() -> list[_Part]:
    cx = DESIGN_WIDTH / 2.0
    parts: list[_Part] = []
    hair = QPainterPath(QPointF(cx - 9.5, -14.0))
    hair.cubicTo(cx - 12.0, -28.0, cx - 11.0, -42.0, cx, -42.0)
    hair.cubicTo(cx + 11.0, -42.0, cx + 12.0, -28.0, cx + 9.5, -14.0)
    hair.closeSubpath()
    parts.append((hair, "hair"))
    parts += _robe(3.0)
    parts += _head(-31.5)
    tiara = QPainterPath(QPointF(cx - 7.5, -38.0))
    tiara.quadTo(cx - 6.5, -43.0, cx - 3.5, -42.0)
    tiara.quadTo(cx - 2.0, -47.5, cx, -47.5)
    tiara.quadTo(cx + 2.0, -47.5, cx + 3.5, -42.0)
    tiara.quadTo(cx + 6.5, -43.0, cx + 7.5, -38.0)
    tiara.quadTo(cx, -40.5, cx - 7.5, -38.0)
    tiara.closeSubpath()
    parts.append((tiara, "gold"))
    parts.append((_ellipse(cx, -43.5, 1.5, 1.5), "accent"))
    # a flower held up on the left
    stem = _poly([(cx - 19.5, -4.0), (cx - 18.5, -4.0), (cx - 18.5, -34.0), (cx - 19.5, -34.0)])
    parts.append((stem, "leaf"))
    leaf = QPainterPath(QPointF(cx - 19.0, -18.0))
    leaf.quadTo(cx - 25.0, -22.0, cx - 24.0, -26.0)
    leaf.quadTo(cx - 19.5, -24.0, cx - 19.0, -18.0)
    parts.append((leaf, "leaf"))
    petals = QPainterPath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    for k in range(5):
        a = math.radians(90.0 + 72.0 * k)
        petals.addEllipse(QPointF(cx - 19.0 + 2.6 * math.cos(a), -37.0 - 2.6 * math.sin(a)), 2.3, 2.3)
    parts.append((petals, "suit"))
    parts.append((_ellipse(cx - 19.0, -37.0, 1.3, 1.3), "gold"))
    return parts


def _jack_half() -> list[_Part]:
    cx = DESIGN_WIDTH / 2.0
    parts: list[_Part] = []
    # a halberd on the right
    shaft = _poly([(cx + 19.0, -4.0), (cx + 20.2, -4.0), (cx + 20.2, -46.0), (cx + 19.0, -46.0)])
    parts.append((shaft, "wood"))
    head = QPainterPath(QPointF(cx + 19.6, -52.0))
    head.lineTo(cx + 21.0, -46.0)
    head.quadTo(cx + 26.0, -44.0, cx + 26.0, -38.0)
    head.quadTo(cx + 22.0, -40.0, cx + 20.2, -40.0)
    head.lineTo(cx + 19.0, -40.0)
    head.quadTo(cx + 17.0, -41.0, cx + 16.0, -43.0)
    head.lineTo(cx + 18.2, -46.0)
    head.closeSubpath()
    parts.append((head, "steel"))
    curls = _ellipse(cx - 7.0, -29.0, 3.2, 4.2)
    curls.addEllipse(QPointF(cx + 7.0, -29.0), 3.2, 4.2)
    parts.append((curls, "hair"))
    parts += _robe(5.0)
    parts += _head(-31.0)
    cap = QPainterPath(QPointF(cx - 9.5, -36.0))
    cap.cubicTo(cx - 10.0, -44.0, cx + 4.0, -46.5, cx + 10.5, -40.0)
    cap.quadTo(cx + 11.0, -37.5, cx + 9.5, -36.0)
    cap.quadTo(cx, -38.5, cx - 9.5, -36.0)
    cap.closeSubpath()
    parts.append((cap, "suit"))
    band = QPainterPath(QPointF(cx - 9.5, -36.0))
    band.quadTo(cx, -38.5, cx + 9.5, -36.0)
    band.lineTo(cx + 9.8, -34.2)
    band.quadTo(cx, -36.8, cx - 9.8, -34.2)
    band.closeSubpath()
    parts.append((band, "gold"))
    feather = QPainterPath(QPointF(cx - 3.0, -43.0))
    feather.cubicTo(cx - 8.0, -46.5, cx - 10.5, -50.0, cx - 10.5, -54.0)
    feather.cubicTo(cx - 6.0, -50.5, cx - 2.0, -47.5, cx - 0.5, -42.5)
    feather.closeSubpath()
    parts.append((feather, "accent"))
    return parts


@cache
def _court_parts(rank: int) -> tuple[_Part, ...]:
    """The figure of a court card: top half in panel-centre coordinates."""
    builder = {RANK_KING: _king_half, RANK_QUEEN: _queen_half, RANK_JACK: _jack_half}[rank]
    return tuple(builder())


def _court_palette(suit: int, theme: CardTheme) -> dict[str, QColor]:
    ink = suit_colour(suit, theme)
    if ink == QColor(theme.red):
        accent = QColor(theme.blue)
    elif ink == QColor(theme.green):
        accent = QColor(theme.gold).darker(140)
    else:
        accent = QColor(theme.red)
    return {
        "suit": ink,
        "robe": QColor("#2e2e2e") if ink == QColor(theme.black) else ink,
        "accent": accent,
        "gold": QColor(theme.gold),
        "white": QColor("#ffffff"),
        "skin": QColor("#f6dcc0"),
        "ink": QColor(theme.black),
        "hair": QColor("#8a5a2b") if suit in (HEARTS, DIAMONDS) else QColor("#3b2a1e"),
        "steel": QColor("#c9ced6"),
        "wood": QColor("#8a5a2b"),
        "leaf": QColor(theme.green),
    }


def _paint_court(painter: QPainter, rank: int, suit: int, theme: CardTheme, line: float) -> None:
    ink = suit_colour(suit, theme)
    palette = _court_palette(suit, theme)
    outline = QPen(QColor(theme.black), max(0.45, line * 0.6))
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    panel = _PANEL
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(theme.court_panel))
    painter.drawRect(panel)
    parts = _court_parts(rank)
    centre_y = panel.center().y()

    def draw_half() -> None:
        painter.save()
        painter.setClipRect(QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2.0))
        painter.translate(DESIGN_WIDTH / 2.0, centre_y)
        painter.scale(_FIGURE_SCALE, _FIGURE_SCALE)
        painter.translate(-DESIGN_WIDTH / 2.0, 0.0)
        painter.setPen(outline)
        for path, role in parts:
            painter.setBrush(palette[role])
            painter.drawPath(path)
        painter.restore()
        pip_x = panel.right() - 7.0 if rank == RANK_QUEEN else panel.left() + 7.0
        _paint_pip(painter, pip_x, panel.top() + 8.5, 9.5, suit, ink, False)

    _for_both_ends(painter, draw_half)
    # the divider and the frame
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, 0.8))
    painter.drawLine(QPointF(panel.left(), centre_y), QPointF(panel.right(), centre_y))
    painter.setPen(QPen(QColor(theme.gold), 1.6))
    painter.drawRect(panel.adjusted(1.3, 1.3, -1.3, -1.3))
    painter.setPen(QPen(ink, 0.9))
    painter.drawRect(panel)


# --------------------------------------------------------------------------
# jokers


def _star_path(points: int, outer: float, inner: float, rotation: float = -90.0) -> QPainterPath:
    pts = []
    for k in range(2 * points):
        r = outer if k % 2 == 0 else inner
        a = math.radians(rotation + 180.0 * k / points)
        pts.append((r * math.cos(a), r * math.sin(a)))
    return _poly(pts)


@cache
def _black_joker_parts() -> tuple[_Part, ...]:
    """A jester with a three-pointed belled cap and a ruff, among stars."""
    cx, cy = DESIGN_WIDTH / 2.0, DESIGN_HEIGHT / 2.0
    parts: list[_Part] = []
    stars = QPainterPath()
    for dx, dy, r in ((-20.0, -27.0, 3.6), (21.0, -22.0, 3.0), (-12.0, -40.0, 2.4), (16.0, -38.0, 2.2)):
        stars.addPath(_star_path(5, r, r * 0.42).translated(cx + dx, cy + dy))
    parts.append((stars, "mid"))
    body = QPainterPath(QPointF(cx - 22.0, cy + 38.0))
    body.cubicTo(cx - 23.0, cy + 22.0, cx - 14.0, cy + 14.0, cx, cy + 13.0)
    body.cubicTo(cx + 14.0, cy + 14.0, cx + 23.0, cy + 22.0, cx + 22.0, cy + 38.0)
    body.quadTo(cx, cy + 43.0, cx - 22.0, cy + 38.0)
    body.closeSubpath()
    parts.append((body, "dark"))
    # harlequin diamonds over the body
    checks = QPainterPath()
    for i in range(-4, 5):
        for j in range(0, 5):
            if (i + j) % 2:
                continue
            x, y = cx + 6.0 * i, cy + 14.0 + 7.0 * j
            checks.addPath(_poly([(x, y - 3.5), (x + 3.0, y), (x, y + 3.5), (x - 3.0, y)]))
    parts.append((checks.intersected(body), "mid"))
    ruff = QPainterPath()
    for k in range(9):
        x = cx - 16.0 + 4.0 * k
        ruff.addPath(_poly([(x - 2.4, cy + 12.0), (x + 2.4, cy + 12.0), (x, cy + 19.0)]))
    parts.append((ruff, "white"))
    face = _ellipse(cx, cy + 3.0, 8.0, 9.5)
    parts.append((face, "white"))
    eyes = _ellipse(cx - 3.0, cy + 1.5, 1.0, 1.2)
    eyes.addEllipse(QPointF(cx + 3.0, cy + 1.5), 1.0, 1.2)
    parts.append((eyes, "dark"))
    smile = QPainterPath(QPointF(cx - 4.0, cy + 6.0))
    smile.quadTo(cx, cy + 10.5, cx + 4.0, cy + 6.0)
    smile.quadTo(cx, cy + 8.5, cx - 4.0, cy + 6.0)
    parts.append((smile, "dark"))
    # the three-pointed cap: left, middle, right horns
    left = QPainterPath(QPointF(cx - 8.5, cy - 3.0))
    left.cubicTo(cx - 14.0, cy - 12.0, cx - 22.0, cy - 14.0, cx - 27.0, cy - 6.0)
    left.cubicTo(cx - 20.0, cy - 10.0, cx - 14.0, cy - 6.0, cx - 3.0, cy - 6.0)
    left.closeSubpath()
    right = QTransform().translate(2 * cx, 0.0).scale(-1.0, 1.0).map(left)
    middle = QPainterPath(QPointF(cx - 5.0, cy - 6.0))
    middle.cubicTo(cx - 6.0, cy - 20.0, cx - 2.0, cy - 28.0, cx + 6.0, cy - 33.0)
    middle.cubicTo(cx + 3.0, cy - 24.0, cx + 5.0, cy - 14.0, cx + 5.0, cy - 6.0)
    middle.closeSubpath()
    parts += [(left, "dark"), (middle, "mid"), (right, "dark")]
    band = QPainterPath(QPointF(cx - 9.0, cy - 2.0))
    band.quadTo(cx, cy - 8.0, cx + 9.0, cy - 2.0)
    band.lineTo(cx + 8.5, cy - 5.5)
    band.quadTo(cx, cy - 10.5, cx - 8.5, cy - 5.5)
    band.closeSubpath()
    parts.append((band, "light"))
    bells = _ellipse(cx - 27.0, cy - 5.5, 2.6, 2.6)
    bells.addEllipse(QPointF(cx + 27.0, cy - 5.5), 2.6, 2.6)
    bells.addEllipse(QPointF(cx + 6.5, cy - 34.0), 2.6, 2.6)
    parts.append((bells, "light"))
    big_star = _star_path(5, 7.0, 2.8).translated(cx, cy + 29.0)
    parts.append((big_star, "white"))
    return tuple(parts)


@cache
def _red_joker_parts() -> tuple[_Part, ...]:
    """A radiant sun behind a crowned jester's mask, in red and gold."""
    cx, cy = DESIGN_WIDTH / 2.0, DESIGN_HEIGHT / 2.0
    parts: list[_Part] = []
    rays = QPainterPath()
    for k in range(16):
        a = math.radians(11.25 * 2 * k)
        r_out = 34.0 if k % 2 == 0 else 26.0
        da = math.radians(7.0)
        rays.addPath(_poly([
            (cx + 12.0 * math.cos(a - da), cy + 12.0 * math.sin(a - da)),
            (cx + r_out * math.cos(a), cy + r_out * math.sin(a)),
            (cx + 12.0 * math.cos(a + da), cy + 12.0 * math.sin(a + da)),
        ]))
    parts.append((rays, "gold"))
    parts.append((_ellipse(cx, cy, 19.0, 19.0), "red"))
    parts.append((_ellipse(cx, cy, 15.5, 15.5), "gold"))
    mask = QPainterPath(QPointF(cx - 12.0, cy - 4.0))
    mask.cubicTo(cx - 12.0, cy + 10.0, cx - 6.0, cy + 14.0, cx, cy + 14.0)
    mask.cubicTo(cx + 6.0, cy + 14.0, cx + 12.0, cy + 10.0, cx + 12.0, cy - 4.0)
    mask.quadTo(cx, cy - 8.0, cx - 12.0, cy - 4.0)
    mask.closeSubpath()
    parts.append((mask, "white"))
    eyes = _poly([(cx - 7.5, cy + 0.5), (cx - 4.5, cy - 2.0), (cx - 1.5, cy + 0.5), (cx - 4.5, cy + 2.0)])
    eyes.addPath(_poly([(cx + 7.5, cy + 0.5), (cx + 4.5, cy - 2.0), (cx + 1.5, cy + 0.5), (cx + 4.5, cy + 2.0)]))
    parts.append((eyes, "red"))
    grin = QPainterPath(QPointF(cx - 6.0, cy + 6.0))
    grin.quadTo(cx, cy + 12.5, cx + 6.0, cy + 6.0)
    grin.quadTo(cx, cy + 9.0, cx - 6.0, cy + 6.0)
    parts.append((grin, "red"))
    cheeks = _ellipse(cx - 7.5, cy + 6.0, 1.8, 1.3)
    cheeks.addEllipse(QPointF(cx + 7.5, cy + 6.0), 1.8, 1.3)
    parts.append((cheeks, "pink"))
    # a two-horned cap over the mask
    cap = QPainterPath(QPointF(cx - 12.5, cy - 4.0))
    cap.cubicTo(cx - 16.0, cy - 14.0, cx - 24.0, cy - 20.0, cx - 31.0, cy - 16.0)
    cap.cubicTo(cx - 22.0, cy - 26.0, cx - 8.0, cy - 22.0, cx, cy - 12.0)
    cap.cubicTo(cx + 8.0, cy - 22.0, cx + 22.0, cy - 26.0, cx + 31.0, cy - 16.0)
    cap.cubicTo(cx + 24.0, cy - 20.0, cx + 16.0, cy - 14.0, cx + 12.5, cy - 4.0)
    cap.quadTo(cx, cy - 9.0, cx - 12.5, cy - 4.0)
    cap.closeSubpath()
    parts.append((cap, "red"))
    cap_half = QPainterPath(QPointF(cx, cy - 12.0))
    cap_half.cubicTo(cx + 8.0, cy - 22.0, cx + 22.0, cy - 26.0, cx + 31.0, cy - 16.0)
    cap_half.cubicTo(cx + 24.0, cy - 20.0, cx + 16.0, cy - 14.0, cx + 12.5, cy - 4.0)
    cap_half.quadTo(cx + 6.0, cy - 6.5, cx, cy - 6.8)
    cap_half.closeSubpath()
    parts.append((cap_half, "deep"))
    bells = _ellipse(cx - 31.0, cy - 16.0, 2.8, 2.8)
    bells.addEllipse(QPointF(cx + 31.0, cy - 16.0), 2.8, 2.8)
    parts.append((bells, "gold"))
    stars = QPainterPath()
    for dx, dy in ((-27.0, 36.0), (27.0, 36.0), (-27.0, -36.0), (27.0, -36.0)):
        stars.addPath(_star_path(5, 3.4, 1.4).translated(cx + dx, cy + dy))
    parts.append((stars, "red"))
    return tuple(parts)


def _joker_palette(is_red: bool, theme: CardTheme) -> dict[str, QColor]:
    if is_red:
        return {
            "red": QColor(theme.red), "deep": QColor(theme.red).darker(140), "gold": QColor(theme.gold),
            "white": QColor("#ffffff"), "pink": QColor("#f4a3a8"),
        }
    return {
        "dark": QColor(theme.black), "mid": QColor("#6b6b6b"), "light": QColor("#a8a8a8"),
        "white": QColor("#ffffff"),
    }


def _paint_joker(painter: QPainter, is_red: bool, theme: CardTheme, line: float) -> None:
    ink = QColor(theme.red) if is_red else QColor(theme.black)
    palette = _joker_palette(is_red, theme)
    parts = _red_joker_parts() if is_red else _black_joker_parts()
    outline = QPen(QColor(theme.black) if not is_red else QColor(theme.red).darker(170), max(0.45, line * 0.6))
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(outline)
    for path, role in parts:
        painter.setBrush(palette[role])
        painter.drawPath(path)
    star = _joker_corner_star()
    boost = _index_boost(painter)

    def corner() -> None:
        painter.save()
        painter.translate(1.5, 1.5)
        painter.scale(boost, boost)
        painter.translate(-1.5, -1.5)
        painter.save()
        painter.translate(_INDEX_X, _INDEX_TOP + 8.0)
        painter.scale(10.0, 10.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(star)
        painter.restore()
        y = _INDEX_TOP + 20.5
        for letter in "JOKER":
            y += 8.5
            _paint_text(painter, letter, _INDEX_X, y, 7.0, ink)
        painter.restore()

    _for_both_ends(painter, corner)


@cache
def _joker_corner_star() -> QPainterPath:
    return _star_path(5, 1.0, 0.42)


# --------------------------------------------------------------------------
# faces and back


def paint_card_face(painter: QPainter, rect: QRectF, card: Card, theme: CardTheme = DEFAULT_THEME) -> None:
    """Paint the face of ``card`` into ``rect`` (uniformly scaled, centred)."""
    card = Card(int(card))
    _begin_card(painter, rect)
    try:
        line = _card_outline(painter, QColor(theme.face_colour), QColor(theme.border_colour))
        if card.is_joker:
            _paint_joker(painter, card == RED_JOKER, theme, line)
            return
        rank, suit = card.rank, card.suit
        colour = suit_colour(suit, theme)
        _paint_index(painter, _RANK_LABELS[rank], suit, colour)
        if rank in (RANK_JACK, RANK_QUEEN, RANK_KING):
            _paint_court(painter, rank, suit, theme, line)
        elif rank == RANK_ACE:
            _paint_ace(painter, suit, colour, theme)
        else:
            # smaller pips where the corner index is enlarged, so the two never touch
            pip = _PIP * (1.0 - 0.6 * (_index_boost(painter) - 1.0))
            layout = ((_COL_M, 0.0), (_COL_M, 1.0)) if rank == RANK_TWO else _PIP_LAYOUTS[rank + 3]
            for x, f in layout:
                _paint_pip(painter, x, _row(f), pip, suit, colour, f > 0.5)
    finally:
        painter.restore()


def _paint_ace(painter: QPainter, suit: int, colour: QColor, theme: CardTheme) -> None:
    centre = QPointF(DESIGN_WIDTH / 2.0, DESIGN_HEIGHT / 2.0)
    if suit == SPADES:
        painter.setPen(QPen(QColor(theme.gold), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 30.0, 30.0)
        painter.setPen(QPen(colour, 0.6))
        painter.drawEllipse(centre, 32.5, 32.5)
        paint_suit(painter, centre, 46.0, suit, colour)
    else:
        paint_suit(painter, centre, 40.0, suit, colour)


@cache
def _back_lattice() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """The back pattern: lattice lines, lattice knots and the emblem outline."""
    inner = QRectF(7.0, 7.0, DESIGN_WIDTH - 14.0, DESIGN_HEIGHT - 14.0)
    step = 8.6
    lines = QPainterPath()
    knots = QPainterPath()
    cx, cy = DESIGN_WIDTH / 2.0, DESIGN_HEIGHT / 2.0
    n = int((inner.width() + inner.height()) / step) + 2
    for k in range(-n, n + 1):
        off = k * step
        lines.moveTo(cx + off - 200.0, cy - 200.0)
        lines.lineTo(cx + off + 200.0, cy + 200.0)
        lines.moveTo(cx + off + 200.0, cy - 200.0)
        lines.lineTo(cx + off - 200.0, cy + 200.0)
    for i in range(-12, 13):
        for j in range(-14, 15):
            if (i + j) % 2:
                continue
            x, y = cx + i * step / 2.0, cy + j * step / 2.0
            if inner.adjusted(-2, -2, 2, 2).contains(QPointF(x, y)):
                knots.addPath(_poly([(x, y - 1.6), (x + 1.6, y), (x, y + 1.6), (x - 1.6, y)]))
    emblem = QPainterPath()
    emblem.addEllipse(QPointF(cx, cy), 17.0, 22.0)
    return lines, knots, emblem


@cache
def _bolt_path() -> QPainterPath:
    """A lightning bolt, 1 unit high, centred on the origin."""
    return _poly([
        (0.10, -0.50), (-0.26, 0.06), (-0.02, 0.06), (-0.12, 0.50), (0.26, -0.10), (0.02, -0.10), (0.16, -0.50),
    ])


def paint_card_back(painter: QPainter, rect: QRectF, theme: CardTheme = DEFAULT_THEME) -> None:
    """Paint the card back into ``rect`` (uniformly scaled, centred)."""
    _begin_card(painter, rect)
    try:
        _card_outline(painter, QColor(theme.back_border), QColor(theme.border_colour))
        base = QColor(theme.back_colour)
        accent = QColor(theme.back_accent)
        inner = QRectF(6.0, 6.0, DESIGN_WIDTH - 12.0, DESIGN_HEIGHT - 12.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(base)
        painter.drawRoundedRect(inner, 3.0, 3.0)
        lines, knots, emblem = _back_lattice()
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner.adjusted(1.8, 1.8, -1.8, -1.8), 2.0, 2.0)
        painter.setClipPath(clip)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(accent, 1.1))
        painter.drawPath(lines)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.back_border))
        painter.drawPath(knots)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(theme.back_border), 0.8))
        painter.drawRoundedRect(inner.adjusted(1.8, 1.8, -1.8, -1.8), 2.0, 2.0)
        # the emblem: a gold-ringed oval with a lightning bolt
        centre = QPointF(DESIGN_WIDTH / 2.0, DESIGN_HEIGHT / 2.0)
        painter.setPen(QPen(QColor(theme.gold), 1.6))
        painter.setBrush(base.darker(125))
        painter.drawPath(emblem)
        painter.setPen(QPen(QColor(theme.back_border), 0.7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, 14.5, 19.5)
        painter.save()
        painter.translate(centre)
        painter.scale(30.0, 30.0)
        gradient = QLinearGradient(QPointF(0.0, -0.5), QPointF(0.0, 0.5))
        gradient.setColorAt(0.0, QColor("#fff3b0"))
        gradient.setColorAt(1.0, QColor(theme.gold))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(_bolt_path())
        painter.restore()
    finally:
        painter.restore()


# --------------------------------------------------------------------------
# pixmaps

class PixmapCache:
    """The last ``size`` pictures made, by key: a picture is made (painted) only when it is not kept."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: tuple[object, ...], width_px: int, height_px: int, device_pixel_ratio: float,
            paint: Callable[[QPainter], None]) -> QPixmap:
        """The picture of ``key``; made when missing: ``width_px`` x ``height_px`` device pixels at
        ``device_pixel_ratio``, clear, then ``paint`` given a painter on it (in logical pixels)."""
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            return found
        pixmap = QPixmap(max(1, width_px), max(1, height_px))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            paint(painter)
        finally:
            painter.end()
        self._kept[key] = pixmap
        if len(self._kept) > self.size:
            self._kept.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self._kept.clear()


_pixmap_cache = PixmapCache(400)


def card_height_px(width_px: int) -> int:
    """The pixel height of a card ``width_px`` wide."""
    return round(width_px * CARD_ASPECT)


def _cached_pixmap(key: tuple[object, ...], width_px: int, device_pixel_ratio: float,
                   paint: Callable[[QPainter, QRectF], None]) -> QPixmap:
    height_px = card_height_px(width_px)
    rect = QRectF(0.0, 0.0, float(width_px), float(height_px))
    return _pixmap_cache.get(key, round(width_px * device_pixel_ratio), round(height_px * device_pixel_ratio),
                             device_pixel_ratio, lambda painter: paint(painter, rect))


def card_face_pixmap(card: Card, width_px: int, device_pixel_ratio: float = 1.0,
                     theme: CardTheme = DEFAULT_THEME) -> QPixmap:
    """The face of ``card``, ``width_px`` logical pixels wide (cached; do not paint on it)."""
    width_px = max(1, round(width_px))
    key = ("face", int(card), width_px, float(device_pixel_ratio), theme)
    return _cached_pixmap(key, width_px, device_pixel_ratio,
                          lambda p, r: paint_card_face(p, r, Card(int(card)), theme))


def card_back_pixmap(width_px: int, device_pixel_ratio: float = 1.0, theme: CardTheme = DEFAULT_THEME) -> QPixmap:
    """The card back, ``width_px`` logical pixels wide (cached; do not paint on it)."""
    width_px = max(1, round(width_px))
    key = ("back", width_px, float(device_pixel_ratio), theme)
    return _cached_pixmap(key, width_px, device_pixel_ratio, lambda p, r: paint_card_back(p, r, theme))


def clear_pixmap_cache() -> None:
    """Forget every cached pixmap (after a theme change, or in tests)."""
    _pixmap_cache.clear()


# --------------------------------------------------------------------------
# the deck sheet


def render_sheet(width_px: int = 120, theme: CardTheme = DEFAULT_THEME, device_pixel_ratio: float = 1.0) -> QPixmap:
    """All 54 faces (a row per suit, then the jokers and the back) on a felt-green sheet."""
    gap = max(6, width_px // 8)
    height_px = card_height_px(width_px)
    cols, rows = 13, 5
    sheet = QPixmap(round((cols * (width_px + gap) + gap) * device_pixel_ratio),
                    round((rows * (height_px + gap) + gap) * device_pixel_ratio))
    sheet.setDevicePixelRatio(device_pixel_ratio)
    sheet.fill(QColor("#1f6b3a"))
    painter = QPainter(sheet)
    try:
        for suit in range(4):
            for rank in range(13):
                rect = QRectF(gap + rank * (width_px + gap), gap + suit * (height_px + gap), width_px, height_px)
                paint_card_face(painter, rect, DECK[4 * rank + suit], theme)
        y = gap + 4 * (height_px + gap)
        paint_card_face(painter, QRectF(gap, y, width_px, height_px), DECK[BLACK_JOKER], theme)
        paint_card_face(painter, QRectF(2 * gap + width_px, y, width_px, height_px), DECK[RED_JOKER], theme)
        paint_card_back(painter, QRectF(3 * gap + 2 * width_px, y, width_px, height_px), theme)
        # a fanned hand, to check the corner indices read when cards overlap
        x = 4 * gap + 3 * width_px
        for k, card_id in enumerate((0, 29, 34, 39, 40, 45, 50, 52, 53)):
            paint_card_face(painter, QRectF(x + k * width_px * 0.32, y, width_px, height_px), DECK[card_id], theme)
    finally:
        painter.end()
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m murlan_qt.ui.art.card_art --sheet OUT.png [--four-colour] [--width 120]``."""
    parser = argparse.ArgumentParser(description="Render the Murlan deck onto one PNG sheet.")
    parser.add_argument("--sheet", required=True, help="the PNG file to write")
    parser.add_argument("--four-colour", action="store_true", help="use the four-colour deck")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    args = parser.parse_args(argv)
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    theme = FOUR_COLOUR_THEME if args.four_colour else DEFAULT_THEME
    ok = render_sheet(args.width, theme, args.dpr).save(args.sheet)
    del app
    if not ok:
        print(f"could not write {args.sheet}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
