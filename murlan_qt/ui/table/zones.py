"""Where things go on the table, computed in card-size units so the table rescales.

Seat 0 sits at the bottom; play goes clockwise, so seat 1 is on the left,
seat 2 at the top and seat 3 on the right. Every position is the centre of
an item; ``unit`` is the width of a card in the player's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from ..art.card_art import CARD_ASPECT

BOTTOM, LEFT, TOP, RIGHT = 0, 1, 2, 3

#: card sizes relative to a hand card
OPPONENT_SCALE = 0.5
TRICK_SCALE = 0.82
FRONT_SCALE = 0.56
PILE_SCALE = 0.7
#: how far an opponent's fan bows towards the table: card-size units per (cards from its middle) squared
FAN_BOW = 0.006
#: the most cards a seat holds (54 dealt to four)
MAX_HAND = 14


@dataclass(frozen=True)
class Place:
    """Where one card goes: centre, scale, rotation, stacking order, face, opacity."""

    x: float
    y: float
    scale: float = 1.0
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = True
    opacity: float = 1.0

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


def _row(n: int, centre: float, card_w: float, step: float, max_width: float) -> list[float]:
    """Centres of ``n`` overlapping cards in a row no wider than ``max_width``."""
    if n <= 0:
        return []
    if n > 1:
        step = min(step, max(card_w * 0.08, (max_width - card_w) / (n - 1)))
    width = card_w + step * (n - 1)
    first = centre - width / 2 + card_w / 2
    return [first + i * step for i in range(n)]


class TableLayout:
    """The table's size, its card unit and the anchor of every area."""

    def __init__(self, width: float, height: float) -> None:
        self.width = max(width, 200.0)
        self.height = max(height, 150.0)
        self.unit = min(self.width / 11.2, self.height / (4.72 * CARD_ASPECT))
        u = self.unit
        self.card_h = u * CARD_ASPECT
        self.margin = u * 0.16
        # the hand along the bottom, with room above it for a lifted card
        self.hand_y = self.height - self.margin - self.card_h / 2
        self.lift = self.card_h * 0.22
        # the top opponent
        self.top_y = self.margin + self.card_h * OPPONENT_SCALE / 2
        self.side_x = self.margin + self.card_h * OPPONENT_SCALE / 2
        # the middle of the trick, between the top seat and the player's hand
        hand_top = self.hand_y - self.card_h / 2 - self.lift
        # the top fan's lowest edge: its middle cards, bowed down the most in the fullest hand (the top seat's
        # last play below it keeps its gap, shadows and all)
        top_bottom = self.top_y + self.card_h * OPPONENT_SCALE / 2 + self.fan_bow(MAX_HAND)
        self.front_top_y = top_bottom + self.card_h * FRONT_SCALE / 2 + u * 0.12
        self.front_bottom_y = hand_top - self.card_h * FRONT_SCALE / 2 - u * 0.1
        self.middle_y = (self.front_top_y + self.front_bottom_y) / 2
        # the side seats where they were before the top fan's bow was allowed for (their plates, and the
        # boards beside them, keep their room)
        self.side_y = self.middle_y - self.fan_bow(MAX_HAND) / 2
        self.centre = QPointF(self.width / 2, self.middle_y)

    def fan_bow(self, n: int) -> float:
        """How far the middle of a fan of ``n`` backs bows towards the table."""
        mid = (n - 1) / 2
        return self.unit * FAN_BOW * mid * mid

    def table_rect(self) -> QRectF:
        """Where a drop means "play these cards": above the hand."""
        return QRectF(0, 0, self.width, self.hand_y - self.card_h / 2 - self.lift * 0.5)

    def hand_rect(self) -> QRectF:
        return QRectF(0, self.hand_y - self.card_h / 2 - self.lift, self.width, self.card_h + self.lift + self.margin)

    def seat_anchor(self, seat: int) -> QPointF:
        """The middle of a seat's own area (hand or fan of backs)."""
        if seat == BOTTOM:
            return QPointF(self.width / 2, self.hand_y)
        if seat == LEFT:
            return QPointF(self.side_x, self.side_y)
        if seat == TOP:
            return QPointF(self.width / 2, self.top_y)
        return QPointF(self.width - self.side_x, self.side_y)

    def off_table(self, seat: int) -> QPointF:
        """Just beyond the table edge on a seat's side (where a won trick is swept)."""
        h = self.card_h
        if seat == BOTTOM:
            return QPointF(self.width * 0.5, self.height + h)
        if seat == LEFT:
            return QPointF(-h, self.side_y)
        if seat == TOP:
            return QPointF(self.width * 0.5, -h)
        return QPointF(self.width + h, self.side_y)


class HandZone:
    """The player's hand: a row of face-up cards along the bottom."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    def xs(self, n: int) -> list[float]:
        lay = self.layout
        return _row(n, lay.width / 2, lay.unit, lay.unit * 0.62, lay.width - 2 * lay.margin - lay.unit * 0.2)

    def places(self, lifted: list[bool]) -> list[Place]:
        lay = self.layout
        xs = self.xs(len(lifted))
        return [
            Place(x, lay.hand_y - (lay.lift if up else 0.0), 1.0, 0.0, 100 + i, True)
            for i, (x, up) in enumerate(zip(xs, lifted, strict=True))
        ]

    def insert_index(self, x: float, n: int) -> int:
        """Where a card dropped at ``x`` goes in a hand of ``n`` other cards."""
        xs = self.xs(n + 1)
        for i, cx in enumerate(xs):
            if x < cx:
                return i
        return n


class OpponentZone:
    """A computer player's fan of card backs on the left, top or right."""

    def __init__(self, layout: TableLayout, side: int) -> None:
        self.layout = layout
        self.side = side

    def places(self, n: int) -> list[Place]:
        """A gentle fan: the backs turn a little and follow an arc bowed towards the table."""
        lay = self.layout
        cw = lay.unit * OPPONENT_SCALE
        step = cw * 0.3
        anchor = lay.seat_anchor(self.side)
        mid = (n - 1) / 2
        spread = min(1.6, 18.0 / max(n, 1))  # degrees between neighbours
        bow = lay.unit * FAN_BOW
        out: list[Place] = []
        if self.side == TOP:
            xs = _row(n, anchor.x(), cw, step, lay.width * 0.4)
            for i, x in enumerate(xs):
                d = i - mid
                out.append(Place(x, anchor.y() + bow * (mid * mid - d * d), OPPONENT_SCALE, 180.0 - d * spread,
                                 10 + i, False))
            return out
        ys = _row(n, anchor.y(), cw, step, lay.height * 0.42)
        sign = 1.0 if self.side == LEFT else -1.0
        for i, y in enumerate(ys):
            d = i - mid
            x = anchor.x() + sign * bow * (mid * mid - d * d)
            out.append(Place(x, y, OPPONENT_SCALE, sign * (90.0 - d * spread), 10 + i, False))
        return out

    def fan_rect(self, n: int) -> QRectF:
        """The rectangle the fan's card centres cover, grown by half a card (for the name plate)."""
        lay = self.layout
        places = self.places(max(n, 1))
        xs = [p.x for p in places]
        ys = [p.y for p in places]
        along, across = lay.unit * OPPONENT_SCALE / 2, lay.card_h * OPPONENT_SCALE / 2
        dx, dy = (along, across) if self.side == TOP else (across, along)
        return QRectF(min(xs) - dx, min(ys) - dy, max(xs) - min(xs) + 2 * dx, max(ys) - min(ys) + 2 * dy)


class TrickZone:
    """The middle of the table: the play to beat, older plays, each seat's last action."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout

    def middle(self, n: int, z: float = 300) -> list[Place]:
        lay = self.layout
        cw = lay.unit * TRICK_SCALE
        xs = _row(n, lay.centre.x(), cw, cw * 0.5, lay.width * 0.36)
        return [Place(x, lay.centre.y(), TRICK_SCALE, 0.0, z + i, True) for i, x in enumerate(xs)]

    def pile(self, n: int, depth: int) -> list[Place]:
        """An older play of this trick, half hidden under the play to beat."""
        lay = self.layout
        cw = lay.unit * PILE_SCALE
        angle = (-7.0, 6.0, -3.0, 9.0, -10.0)[depth % 5]
        dx = (-0.28, 0.3, -0.12, 0.18, 0.05)[depth % 5] * lay.unit
        dy = (-0.16, -0.08, 0.1, -0.2, 0.14)[depth % 5] * lay.unit
        xs = _row(n, lay.centre.x() + dx, cw, cw * 0.35, lay.width * 0.3)
        return [
            Place(x, lay.centre.y() + dy, PILE_SCALE, angle, 200 + depth * 20 + i, True, 1.0)
            for i, x in enumerate(xs)
        ]

    def front_anchor(self, seat: int) -> QPointF:
        """In front of a seat, between it and the middle."""
        lay = self.layout
        if seat == BOTTOM:
            return QPointF(lay.width / 2, lay.front_bottom_y)
        if seat == TOP:
            return QPointF(lay.width / 2, lay.front_top_y)
        dx = lay.side_x + lay.card_h * OPPONENT_SCALE / 2 + lay.unit * 0.25 + self.front_width() / 2
        return QPointF(dx if seat == LEFT else lay.width - dx, lay.middle_y)

    def front_width(self) -> float:
        """How wide a seat's last play may spread on the left and right."""
        lay = self.layout
        return max(lay.unit * 1.3, lay.width * 0.19)

    def front(self, seat: int, n: int) -> list[Place]:
        lay = self.layout
        cw = lay.unit * FRONT_SCALE
        a = self.front_anchor(seat)
        width = self.front_width() if seat in (LEFT, RIGHT) else lay.width * 0.34
        xs = _row(n, a.x(), cw, cw * 0.4, width)
        return [Place(x, a.y(), FRONT_SCALE, 0.0, 150 + i, True) for i, x in enumerate(xs)]

    def deck(self) -> Place:
        lay = self.layout
        return Place(lay.centre.x(), lay.centre.y(), TRICK_SCALE, 0.0, 50, False)
