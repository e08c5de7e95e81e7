"""The table: a projection of the engine's state, animated towards it.

:meth:`TableScene.sync` reads the match from its table source
(:class:`~murlan_qt.ui.table.source.TableSource`) and sends every
card item to where the engine says its card is: the player's hand, an
opponent's fan, the trick, or swept off the table. The scene owns the mouse
and the keyboard on the table and asks the source to play; it never
changes the game itself.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ...engine import DECK, PHASE_PLAY, Action, Card, MatchState, team_of, team_totals
from ...engine.hand_log import last_trick
from ..art.card_art import DEFAULT_THEME, CardTheme
from ..art.looks import felt_of, theme_of
from ..settings import Settings
from ..texts import (
    TEAM_COLOURS,
    describe_combo,
    level_name,
    place_name,
    shown_name,
    subject_sentence,
    team_name,
)
from ..variants import chosen_variants
from .animation import Animator
from .card_item import CardItem
from .labels import BubbleItem, PlateItem, ScoreBoardItem
from .last_trick import LAST_TRICK_KEY, LastTrickItem, trick_area
from .source import TableSource
from .zones import (
    BOTTOM,
    FRONT_SCALE,
    LEFT,
    RIGHT,
    TOP,
    HandZone,
    OpponentZone,
    Place,
    TableLayout,
    TrickZone,
)

FELT_CENTRE = QColor(38, 122, 70)
#: the player's hand stacks its cards from z 100 up (see HandZone); fronts start at 150
HAND_Z_END = 150
FELT_EDGE = QColor(12, 58, 32)


#: the order the plates are laid out in: the bottom one last, as it keeps clear of the left one
PLATE_ORDER = (LEFT, TOP, RIGHT, BOTTOM)


class TableScene(QGraphicsScene):
    """Cards, seats, the trick and the scores, drawn from the source's match."""

    selection_changed = Signal()
    drag_started = Signal()  # the player picked up cards to drag them
    hand_order_changed = Signal(bool)  # True when the player's own order replaced sorting
    card_focus_moved = Signal()  # the keyboard's focus moved to another card of the hand

    def __init__(self, source: TableSource, animator: Animator, theme: CardTheme = DEFAULT_THEME,
                 sort_by_rank: bool = True) -> None:
        super().__init__()
        #: what the table draws: the match as a seat sees it, and the signals of what happens to it
        self.source = source
        self.animator = animator
        self.theme = theme
        self.sort_by_rank = sort_by_rank
        #: the felt's centre, middle and edge colours (Settings > table colour)
        self.felt = (FELT_CENTRE, QColor(26, 96, 54), FELT_EDGE)
        self.table = TableLayout(1024, 700)
        self.cards: dict[Card, CardItem] = {}
        for c in DECK:
            item = CardItem(c, self.table.unit, theme)
            item.setVisible(False)
            self.addItem(item)
            self.cards[c] = item
        self.plates = [PlateItem() for _ in range(4)]
        self.pass_bubbles = [BubbleItem(400) for _ in range(4)]
        for it in (*self.plates, *self.pass_bubbles):
            self.addItem(it)
        self.trick_label = BubbleItem(450)
        self.banner = BubbleItem(700)
        self.scoreboard = ScoreBoardItem()
        self.info = ScoreBoardItem()
        for it in (self.trick_label, self.banner, self.scoreboard, self.info):
            self.addItem(it)
        self.selected: set[Card] = set()
        #: the table aids' marks on the player's cards: dimmed (no legal play uses them), received in the swap
        self.dimmed_cards: set[Card] = set()
        self.marked_cards: set[Card] = set()
        self._deal_landing = False  # the dealt cards are still flying: no "X leads" yet
        self.last_trick_view = LastTrickItem()
        self.addItem(self.last_trick_view)
        self.own_order: list[Card] = []
        self.focus_index = -1
        self.is_focus_shown = False
        self._synced_hand = -1
        self._thinking_seat = -1
        #: what the labels were last refreshed for (see :meth:`_labels_key`); None: refresh them all next time
        self._labels_at: tuple[object, ...] | None = None
        self._press: tuple[CardItem, QPointF] | None = None
        self._drag: list[CardItem] = []
        self._drag_offsets: list[QPointF] = []
        # each card's last place from sync, with what else decided how it was placed (see _move_all)
        self._placed: dict[Card, tuple[Place, bool, bool]] = {}
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.banner.set_text("", self.table.unit))
        self._dots_timer = QTimer(self)
        self._dots_timer.timeout.connect(self._tick_thinking)
        self._dots_timer.start(420)
        c = source
        c.match_started.connect(self._on_match_started)
        c.position_shown.connect(self._on_position_shown)
        c.hand_started.connect(lambda _i: self.sync())
        c.action_applied.connect(self._on_action)
        c.trick_won.connect(self._on_trick_won)
        c.swap_applied.connect(lambda *_a: self.sync())
        c.turn_changed.connect(self._on_turn_changed)
        c.human_turn_started.connect(self.refresh_labels)
        # the plate says "thinking" until the play lands (not when the answer arrives)
        c.ai_thinking_started.connect(self._on_thinking_started)
        c.hand_finished.connect(lambda _r: self.refresh_labels())
        c.plates_changed.connect(self.refresh_plates)
        animator.animations_finished.connect(self._on_animations_finished)
        self.set_size(1024, 700)

    @property
    def read_only(self) -> bool:
        """No input changes anything (the source says so: the review)."""
        return self.source.is_read_only

    @property
    def reveal_all(self) -> bool:
        """Every hand is drawn face up (the source says so)."""
        return self.source.reveal_all

    # ------------------------------------------------------------ size and looks

    def set_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size (everything in card units)."""
        self.table = TableLayout(width, height)
        self.setSceneRect(QRectF(0, 0, self.table.width, self.table.height))
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the felt and rail move
        for item in self.cards.values():
            item.set_width(self.table.unit)
        for p in self.plates:
            p.set_unit(self.table.unit)
        self.sync(animate=False)

    def set_theme(self, theme: CardTheme) -> None:
        self.theme = theme
        for item in self.cards.values():
            item.set_theme(theme)
        self.last_trick_view.theme = theme

    def set_felt(self, felt: tuple[QColor, QColor, QColor]) -> None:
        self.felt = felt
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.update()

    def set_sort_by_rank(self, by_rank: bool) -> None:
        self.sort_by_rank = by_rank
        self.sync()

    def follow_looks(self, settings: Settings) -> None:
        """Show the deck, the felt and the order of the hand as ``settings`` say, whenever they change;
        the player's own order (a card dragged within the hand) is stored there too."""
        settings.subscribe(("four_colour", "card_back"), lambda: self.set_theme(theme_of(settings)), self)
        settings.subscribe(("table_colour",), lambda: self.set_felt(felt_of(settings)), self)
        settings.subscribe(("sort_by_rank",), lambda: self.set_sort_by_rank(settings.sort_by_rank), self)

        def own_order(by_rank: bool) -> None:
            settings.sort_by_rank = by_rank
            settings.notify("sort_by_rank")

        self.hand_order_changed.connect(own_order)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        w, h = self.table.width, self.table.height
        grad = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        grad.setColorAt(0.0, self.felt[0])
        grad.setColorAt(0.55, self.felt[1])
        grad.setColorAt(1.0, self.felt[2])
        painter.fillRect(rect, QBrush(grad))
        # a faint inner rail around the playing area
        u = self.table.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 22), max(1.0, u * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        cx, cy = self.table.centre.x(), self.table.centre.y()
        rw = min(w * 0.62, u * 7.4)
        rh = (self.table.front_bottom_y - self.table.front_top_y) + self.table.card_h * 0.62
        painter.drawRoundedRect(QRectF(cx - rw / 2, cy - rh / 2, rw, rh), rh / 2, rh / 2)

    # ------------------------------------------------------------ the projection

    def human_hand_order(self) -> list[Card]:
        """The player's cards in the order shown (sorted, or his own order)."""
        m = self.source.match
        if m is None:
            return []
        held = m.hand.hand_of(BOTTOM)
        if self.sort_by_rank:
            return held
        kept = [c for c in self.own_order if c in held]
        kept += [c for c in held if c not in kept]
        self.own_order = kept
        return kept

    def sync(self, animate: bool = True, sweep_delay_ms: int = 0) -> None:
        """Send every card where the engine says it is; refresh every label."""
        m = self.source.match
        lay = self.table
        trick = TrickZone(lay)
        if m is None:
            for item in self.cards.values():
                item.setVisible(False)
            self.refresh_labels()
            return
        hand = m.hand
        index = len(m.hands) - 1
        dealing = index != self._synced_hand
        if dealing:
            self._synced_hand = index
            self.selected.clear()
            self.own_order = []
            self.focus_index = -1
        targets: dict[Card, Place] = {}
        order = self.human_hand_order()
        self.selected &= set(order)
        if self.focus_index >= len(order):
            self.focus_index = len(order) - 1
        for c, p in zip(order, HandZone(lay).places([c in self.selected for c in order]), strict=True):
            targets[c] = p
        for seat in (LEFT, TOP, RIGHT):
            for c, p in zip(hand.hand_of(seat), OpponentZone(lay, seat).places(len(hand.cards[seat])), strict=True):
                # when the hand is over, the last player's remaining cards are turned up for all to see
                targets[c] = replace(p, face_up=True) if hand.is_over or self.reveal_all else p
        actions = hand.trick_actions()
        last_of_seat = {a.seat: i for i, a in enumerate(actions)}
        plays = [i for i, a in enumerate(actions) if a.cards is not None]
        top_i = plays[-1] if plays else -1
        depth = 0
        for i, a in enumerate(actions):
            if a.cards is None:
                continue
            cards = list(a.cards)
            if i == top_i:
                places = trick.middle(len(cards))
            elif last_of_seat[a.seat] == i:
                places = trick.front(a.seat, len(cards))
            else:
                places = trick.pile(len(cards), depth)
                depth += 1
            for c, p in zip(cards, places, strict=True):
                targets[c] = p
        earlier = hand.actions[: hand.trick_start]
        winner = self.source.trick_winner()
        gone = lay.off_table(winner if winner is not None else BOTTOM)
        for a in earlier:
            for c in a.cards or ():
                targets[c] = Place(gone.x(), gone.y(), 0.7, 0.0, 40, True, 0.0)
        if dealing:
            self._placed.clear()
            self._deal(targets, hand.dealer, animate)
            self._deal_landing = animate and self.animator.is_running
        else:
            self._move_all(targets, animate, sweep_delay_ms)
        self._mark_focus()
        self.apply_marks()
        self.refresh_labels()

    def _move_all(self, targets: dict[Card, Place], animate: bool, sweep_delay_ms: int) -> None:
        for c, item in self.cards.items():
            p = targets.get(c)
            if p is None:
                item.setVisible(False)
                self._placed.pop(c, None)
                continue
            if item in self._drag:
                continue
            # most cards lie where they lay after the last action: placing them again would cost the
            # window a dozen calls per card on every action for nothing
            placed = (p, c in self.selected, self.read_only)
            if self._placed.get(c) == placed and not self.animator.is_flying(item):
                continue
            self._place(item, c, p, animate, sweep_delay_ms if p.opacity == 0.0 else 0)
            self._placed[c] = placed

    def _place(self, item: CardItem, c: Card, p: Place, animate: bool, delay_ms: int = 0) -> None:
        is_mine = c in self.selected or (p.face_up and 100 <= p.z < HAND_Z_END)
        item.set_face_up(p.face_up)
        item.set_selected(c in self.selected)
        item.set_hover_enabled(is_mine and p.opacity > 0 and not self.read_only)
        item.set_focus_ring(False)
        if p.opacity > 0 or item.isVisible():
            item.setVisible(True)
        if p.opacity > 0 and item.opacity() == 0:
            item.setOpacity(1.0)
        item.setZValue(p.z if p.opacity > 0 else 30)
        if animate:
            self.animator.move(item, p.pos, scale=p.scale, rotation=p.rotation, opacity=p.opacity,
                               delay_ms=delay_ms)
        else:
            self.animator.stop(item)
            item.setPos(p.pos)
            item.setScale(p.scale)
            item.setRotation(p.rotation)
            item.setOpacity(p.opacity)
            item.settle()
        if p.opacity == 0 and not animate:
            item.setVisible(False)

    def _deal(self, targets: dict[Card, Place], dealer: int, animate: bool) -> None:
        """Every card from the deck in the middle to its seat, one at a time round the table."""
        deck = TrickZone(self.table).deck()
        by_seat: dict[int, list[Card]] = {s: [] for s in range(4)}
        m = self.source.match
        assert m is not None
        for s in range(4):
            zone_cards = self.human_hand_order() if s == BOTTOM else m.hand.hand_of(s)
            by_seat[s] = [c for c in zone_cards if c in targets]
        order: list[Card] = []
        for k in range(15):
            for i in range(4):
                s = (dealer + 1 + i) % 4
                if k < len(by_seat[s]):
                    order.append(by_seat[s][k])
        order += [c for c in targets if c not in order]
        for n, c in enumerate(order):
            item = self.cards[c]
            p = targets[c]
            if animate and self.animator.flight_ms > 0:
                self.animator.stop(item)
                item.setVisible(True)
                item.set_face_up(False)
                item.setPos(deck.pos)
                item.setScale(deck.scale)
                item.setRotation(0)
                item.setOpacity(1.0)
                item.setZValue(p.z)
                item.set_selected(False)
                self.animator.move(item, p.pos, scale=p.scale, rotation=p.rotation, opacity=p.opacity,
                                   delay_ms=n * 22,
                                   on_start=lambda it=item, up=p.face_up: it.set_face_up(up))
                item.set_hover_enabled(100 <= p.z < HAND_Z_END)
            else:
                self._place(item, c, p, False)
        for c, item in self.cards.items():
            if c not in targets:
                item.setVisible(False)

    def apply_marks(self) -> None:
        """Dim and mark the player's cards as the table aids ask."""
        for c, item in self.cards.items():
            item.set_dimmed(c in self.dimmed_cards)
            marked = c in self.marked_cards
            if marked != item.is_marked:
                item.setToolTip(self.tr("Received in the swap") if marked else "")
            item.set_marked(marked)

    def _mark_focus(self) -> None:
        order = self.human_hand_order() if self.source.match is not None else []
        for i, c in enumerate(order):
            self.cards[c].set_focus_ring(self.is_focus_shown and i == self.focus_index)

    # ------------------------------------------------------------ labels

    def refresh_labels(self) -> None:
        """Name plates, pass bubbles, the trick label and the score board."""
        self._refresh_labels(None)

    def _refresh_labels(self, ended_trick: list[Action] | None) -> None:
        """The labels; ``ended_trick``: a trick just won, still shown until it is swept away."""
        m = self.source.match
        lay = self.table
        u = lay.unit
        self._labels_at = None
        if m is None:
            for b in self.pass_bubbles:
                b.set_text("", u)
            for p in self.plates:
                p.setVisible(False)
            self.trick_label.set_text("", u)
            self.scoreboard.setVisible(False)
            self.info.setVisible(False)
            return
        hand = m.hand
        # the variants in play (the seed is not shown on the table: see Game > Match details); placed before
        # the plates, which keep clear of it
        variants = [v.short for v in chosen_variants(m.rules)]
        self.info.setVisible(True)
        self.info.set_content(self.tr("Hand {n}").format(n=len(m.hands)), [], " \u00b7 ".join(variants), u)
        self.info.setPos(lay.width - lay.margin - self.info.board_rect().width(), lay.margin)
        for seat in PLATE_ORDER:
            self._refresh_plate(m, seat)
        self._refresh_bubbles(m, ended_trick)
        actions = hand.trick_actions() if ended_trick is None else ended_trick
        top = next((a for a in reversed(actions) if a.cards is not None), None)
        if top is not None and top.combo is not None:
            text = self.tr("{name}: {play}").format(name=shown_name(m.players[top.seat]), play=describe_combo(top.combo))
            self.trick_label.set_text(text, u, 0.17, strong=True)
            self.trick_label.setPos(lay.centre.x(), lay.centre.y() + lay.card_h * 0.41 + u * 0.2)
        elif hand.phase == PHASE_PLAY and not hand.is_over and hand.turn >= 0 and not self._deal_landing:
            name = shown_name(m.players[hand.turn])
            if hand.turn == self.source.human_seat and not self.read_only:  # a review names every seat
                lead = (self.tr("You lead: the first play must include the 3\u2660") if hand.opening
                        else self.tr("You lead"))
            elif hand.opening:
                lead = subject_sentence("leads_opening", name)
            else:
                lead = subject_sentence("leads", name)
            self.trick_label.set_text(lead, u, 0.17, strong=True)
            self.trick_label.setPos(lay.centre)
        else:
            self.trick_label.set_text("", u)
        self.scoreboard.setVisible(True)
        if m.rules.teams:
            # the partners game: the two teams' totals in their colours, and the target they race to
            by_team = team_totals(m.totals)
            rows = [(team_name(m.players, t), str(by_team[t]),
                     m.result is not None and (m.result.team == t or bool(m.result.tie))) for t in (0, 1)]
            self.scoreboard.set_content(self.tr("Target {target}").format(target=m.target), rows,
                                        self.tr("Partners: 2 against 2"), u, list(TEAM_COLOURS))
        else:
            rows = [
                (shown_name(m.players[s]), str(m.totals[s]),
                 m.result is not None and (m.result.winner == s or s in m.result.tie))
                for s in range(4)
            ]
            self.scoreboard.set_content(self.tr("Target {target}").format(target=m.target), rows, "", u)
        self.scoreboard.setPos(lay.margin, lay.margin)
        self._labels_at = self._labels_key(m, ended_trick is None)

    def _labels_key(self, m: MatchState, current_trick: bool) -> tuple[object, ...]:
        """What the labels were drawn for, apart from the thinking seat (see :meth:`_show_thinking`)."""
        hand = m.hand
        return (m, len(m.hands), len(hand.actions), hand.phase, hand.turn, hand.is_over, len(m.results),
                self.source.is_awaiting_human, self._deal_landing, self.read_only, current_trick, self.table.unit,
                tuple(self.source.seat_note(s) for s in range(4)), m.players, self._statuses())

    def _statuses(self) -> tuple[tuple[str | None, str | None], ...]:
        return tuple((self.source.seat_status(s), self.source.seat_clock(s)) for s in range(4))

    def refresh_plates(self) -> None:
        """The plates again (their status lines changed, not the match): the pass bubbles follow a plate that
        changed its size."""
        m = self.source.match
        if m is None or self._labels_at is None:
            self.refresh_labels()
            return
        rects = [p.sceneBoundingRect() for p in self.plates]
        for s in PLATE_ORDER:
            self._refresh_plate(m, s)
        if any(p.sceneBoundingRect() != r for p, r in zip(self.plates, rects, strict=True)):
            self._refresh_bubbles(m, None)
        at = self._labels_at
        self._labels_at = (*at[:-1], self._statuses())

    def _refresh_plate(self, m: MatchState, seat: int) -> None:
        """One seat's name plate: its texts, its turn glow and thinking dots, its place."""
        hand = m.hand
        plate = self.plates[seat]
        player = m.players[seat]
        plate.setVisible(True)
        n = len(hand.cards[seat])
        count = self.tr("%n card(s)", "", n) if n else self.tr("out", "a player with no cards left")
        if seat == self.source.human_seat:
            is_mine = seat == hand.turn and self.source.is_awaiting_human
            sub = self.tr("your turn!") if is_mine else self.tr("you")
        else:
            note = self.source.seat_note(seat)
            sub = note if note is not None else level_name(player.level) if player.level else self.tr("Computer")
        badge = place_name(hand.finish.index(seat)) if seat in hand.finish else ""
        if seat == hand.dealer and not badge:
            badge = self.tr("dealer")
        thinking = seat == self._thinking_seat
        plate.set_texts(shown_name(player), self.tr("thinking") if thinking else sub, count, badge)
        plate.set_status(self.source.seat_status(seat) or "", self.source.seat_clock(seat) or "")
        plate.set_team_colour(QColor(TEAM_COLOURS[team_of(seat)]) if m.rules.teams else None)
        on_turn = seat == hand.turn and not hand.is_over
        if seat == self.source.human_seat:
            on_turn = on_turn and self.source.is_awaiting_human
        plate.set_turn(on_turn, thinking)
        plate.setPos(self._plate_pos(seat))

    def _refresh_bubbles(self, m: MatchState, ended_trick: list[Action] | None) -> None:
        """The pass bubbles in front of the seats (kept clear of the plates and the cards on the table)."""
        hand = m.hand
        u = self.table.unit
        for b in self.pass_bubbles:
            b.set_text("", u)
        actions = hand.trick_actions() if ended_trick is None else ended_trick
        last: dict[int, bool] = {}
        for a in actions:
            last[a.seat] = a.cards is None
        trick = TrickZone(self.table)
        for seat, passed in last.items():
            # a player on turn again is deciding anew: his earlier pass is no longer news
            if passed and (ended_trick is not None or seat != hand.turn):
                self.pass_bubbles[seat].set_text(self.tr("Pass"), u, 0.22)
                self.pass_bubbles[seat].setPos(self._bubble_pos(seat, trick.front_anchor(seat)))

    def _show_thinking(self, seat: int) -> None:
        """``seat`` (or none: -1) is the one shown thinking. The turn signals come right after the action
        the labels were refreshed for: then only the plates of the seats that start or stop thinking can
        change (and the pass bubbles, which keep clear of the plates, if one of those changed its size)."""
        before, self._thinking_seat = self._thinking_seat, seat
        m = self.source.match
        if m is None or self._labels_at != self._labels_key(m, True):
            self._refresh_labels(None)
            return
        changed = [s for s in (before, seat) if s >= 0 and before != seat]
        if LEFT in changed and BOTTOM not in changed:
            changed.append(BOTTOM)  # (the bottom plate keeps clear of the left one: it may move with it)
        rects = [self.plates[s].sceneBoundingRect() for s in changed]
        for s in changed:
            self._refresh_plate(m, s)
        if any(self.plates[s].sceneBoundingRect() != r for s, r in zip(changed, rects, strict=True)):
            self._refresh_bubbles(m, None)

    def _bubble_pos(self, seat: int, anchor: QPointF) -> QPointF:
        """``anchor``, moved off any card still lying on the table there (up for the top seat, else down)."""
        bubble = self.pass_bubbles[seat].boundingRect()
        on_table = [self.cards[c].sceneBoundingRect() for c in self.trick_cards()]
        pos = QPointF(anchor)
        centre = self.table.centre

        def clear_of_plates() -> None:
            for plate in self.plates:
                r = plate.sceneBoundingRect()
                b = bubble.translated(pos)
                if not plate.isVisible() or not r.intersects(b):
                    continue
                if seat in (LEFT, RIGHT):
                    pos.setX(r.right() - bubble.left() + 1 if pos.x() < centre.x() else r.left() - bubble.right() - 1)
                else:
                    pos.setY(r.bottom() - bubble.top() + 1 if pos.y() < centre.y() else r.top() - bubble.bottom() - 1)

        # clear of the name plates first: on a narrow table a side seat's plate reaches its front
        clear_of_plates()
        for _ in range(4):
            hit = [r for r in on_table if r.intersects(bubble.translated(pos))]
            if not hit:
                break
            if seat == TOP:
                pos.setY(min(r.top() for r in hit) - bubble.bottom() - 1)
            else:
                pos.setY(max(r.bottom() for r in hit) - bubble.top() + 1)
        # moved off the cards, a side seat's bubble may have come down onto its own plate (a short fan puts the
        # plate high): beside the plate then, never under it
        clear_of_plates()
        return pos

    def _plate_pos(self, seat: int) -> QPointF:
        lay = self.table
        u = lay.unit
        m = self.source.match
        n = len(m.hand.cards[seat]) if m is not None else 13
        plate_h = self.plates[seat].plate_rect().height()
        plate_w = self.plates[seat].plate_rect().width()
        if seat == BOTTOM:
            # to the left of the player's last play, in the row above his hand
            front = TrickZone(lay).front_anchor(BOTTOM)
            shown = 1
            if m is not None:
                mine = [a for a in m.hand.trick_actions() if a.seat == BOTTOM and a.cards is not None]
                shown = len(mine[-1].cards or ()) if mine else 1
            places = TrickZone(lay).front(BOTTOM, shown)
            half = max(front.x() - places[0].x + lay.unit * FRONT_SCALE / 2, lay.unit * 0.5)
            x = max(lay.margin + plate_w / 2, front.x() - half - u * 0.3 - plate_w / 2)
            # on a small table a wide plate ("your turn!", a longer language) would reach the left seat's plate
            # at the same height: it stays right of it
            left = self.plates[LEFT].plate_rect().translated(self._plate_pos(LEFT))
            mine = self.plates[seat].plate_rect().translated(QPointF(x, front.y()))
            if left.bottom() > mine.top() and left.top() < mine.bottom():
                x = max(x, left.right() + u * 0.22 + plate_w / 2)  # (beyond both plates' turn glows)
            return QPointF(x, front.y())
        fan = OpponentZone(lay, seat).fan_rect(n if n else 1)
        if seat == TOP:
            x = fan.right() + u * 0.25 + plate_w / 2
            # a wide plate ("computer, Normal", a longer language) would reach the hand's box at the top right:
            # it comes left, over the end of the fan of backs, never over the box
            box_left = self.info.pos().x() if self.info.isVisible() else lay.width - lay.margin
            x = min(x, box_left - u * 0.15 - plate_w / 2)
            return QPointF(x, fan.center().y())
        y = min(fan.bottom() + u * 0.12 + plate_h / 2, lay.hand_rect().top() - plate_h / 2 - u * 0.05)
        x = lay.margin + plate_w / 2 if seat == LEFT else lay.width - lay.margin - plate_w / 2
        return QPointF(x, y)

    def show_banner(self, text: str, ms: int = 2600) -> None:
        """A message across the middle of the table for a moment."""
        lay = self.table
        self.banner.set_text(text, lay.unit, 0.2, strong=True)
        self.banner.setPos(lay.centre.x(), lay.centre.y() - lay.card_h * 0.62)
        self._banner_timer.start(ms)

    # ------------------------------------------------------------ source's events

    def _on_match_started(self) -> None:
        self._synced_hand = -1
        self._thinking_seat = -1
        self.banner.set_text("", self.table.unit)

    def _on_position_shown(self, animate: bool) -> None:
        """Another moment of the same match: every card goes to its place (flying when ``animate``), none dealt."""
        m = self.source.match
        self._synced_hand = len(m.hands) - 1 if m is not None else -1
        self._thinking_seat = -1
        self.sync(animate=animate)

    def _on_action(self, action: object) -> None:
        self._thinking_seat = -1
        self.sync()

    def _on_trick_won(self, winner: int) -> None:
        """The source says the trick just ended: it stays a moment, passes and all, then is swept away."""
        m = self.source.match
        pause = self.animator.flight_ms * 3
        if m is None or pause <= 0:
            return
        self.sync(sweep_delay_ms=pause)
        self._refresh_labels(last_trick(m.hand))
        QTimer.singleShot(pause, self.refresh_labels)

    def _on_animations_finished(self) -> None:
        if self._deal_landing:
            self._deal_landing = False
            self.refresh_labels()

    def _on_turn_changed(self, seat: int) -> None:
        m = self.source.match
        is_playing = m is not None and m.hand.phase == PHASE_PLAY
        self._show_thinking(seat if is_playing and self.source.shows_thinking(seat) else -1)

    def _on_thinking_started(self, seat: int) -> None:
        self._show_thinking(seat)  # (most often the seat the turn signal already showed thinking: no change)

    def _tick_thinking(self) -> None:
        if self._thinking_seat >= 0:
            self.plates[self._thinking_seat].tick()

    # ------------------------------------------------------------ the player's input

    def hand_item_at(self, pos: QPointF) -> CardItem | None:
        """The player's card under ``pos`` (the topmost one), if any."""
        mine = set(self.human_hand_order())
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item.card in mine:
                return item
        return None

    def toggle_selected(self, c: Card) -> None:
        if c in self.selected:
            self.selected.discard(c)
        else:
            self.selected.add(c)
        self.selection_changed.emit()
        self.sync()

    def clear_selection(self) -> None:
        if self.selected:
            self.selected.clear()
            self.selection_changed.emit()
            self.sync()

    def selected_cards(self) -> list[Card]:
        """The selected cards in hand order."""
        return [c for c in self.human_hand_order() if c in self.selected]

    def play_cards(self, cards: list[Card]) -> bool:
        """Ask the source to play; refused cards glide back into the hand."""
        ok = self.source.human_play(cards)
        if ok:
            self.selected -= set(cards)
            self.selection_changed.emit()
        else:
            self.sync()
        return ok

    def play_selected(self) -> bool:
        return self.play_cards(self.selected_cards())

    def pass_turn(self) -> bool:
        ok = self.source.human_pass()
        if ok:
            self.clear_selection()
        return ok

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        item = None if self.read_only else self.hand_item_at(event.scenePos())
        self._press = (item, event.scenePos()) if item is not None else None
        if item is None and trick_area(self.table).contains(event.scenePos()):
            self.last_trick_view.toggle(self.source, self.table)  # a click on the trick area
        if self.is_focus_shown:
            self.is_focus_shown = False
            self._mark_focus()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        item, start = self._press
        if not self._drag:
            if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
                return
            chosen = [self.cards[c] for c in self.selected_cards()] if item.card in self.selected else [item]
            self.drag_started.emit()
            self._drag = chosen
            for it in chosen:
                self._placed.pop(it.card, None)  # it leaves its place: the next sync puts it back
            step = self.table.unit * 0.45
            centre = (len(chosen) - 1) / 2
            self._drag_offsets = [QPointF((i - centre) * step, 0) for i in range(len(chosen))]
            for i, it in enumerate(chosen):
                self.animator.stop(it)
                it.setZValue(800 + i)
        for it, off in zip(self._drag, self._drag_offsets, strict=True):
            it.setPos(event.scenePos() + off)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        item, _start = self._press
        self._press = None
        dragged, self._drag = self._drag, []
        pos = event.scenePos()
        if not dragged:
            self.focus_index = self.human_hand_order().index(item.card)
            self.toggle_selected(item.card)
        elif self.table.table_rect().contains(pos):
            self.play_cards([it.card for it in dragged])
        elif len(dragged) == 1:
            self._reorder(dragged[0].card, pos.x())
        else:
            self.sync()
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = None if self.read_only else self.hand_item_at(event.scenePos())
        if item is None:
            super().mouseDoubleClickEvent(event)
            return
        self._press = None
        self.selected.discard(item.card)
        self.selection_changed.emit()  # the first click selected it: Play must follow the selection
        self.play_cards([item.card])
        event.accept()

    def _reorder(self, c: Card, x: float) -> None:
        """Move one card within the hand; the hand keeps the player's own order from now on."""
        order = [d for d in self.human_hand_order() if d != c]
        i = HandZone(self.table).insert_index(x, len(order))
        order.insert(i, c)
        self.own_order = order
        if self.sort_by_rank:
            self.sort_by_rank = False
            self.hand_order_changed.emit(False)
        self.sync()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.read_only and event.key() != LAST_TRICK_KEY:
            event.ignore()  # the review window's own keys step through the hand
            return
        order = self.human_hand_order()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Space):
            self.is_focus_shown = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and order:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                self.focus_index = 0 if step > 0 else len(order) - 1
            else:
                self.focus_index = max(0, min(len(order) - 1, self.focus_index + step))
            self._mark_focus()
            self.card_focus_moved.emit()
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and order:
            self.focus_index = 0 if key == Qt.Key.Key_Home else len(order) - 1
            self._mark_focus()
            self.card_focus_moved.emit()
        elif key == Qt.Key.Key_Space and 0 <= self.focus_index < len(order):
            self.toggle_selected(order[self.focus_index])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selected()
        elif key == Qt.Key.Key_P:
            self.pass_turn()
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
        elif key == LAST_TRICK_KEY:
            if not event.isAutoRepeat():
                self.last_trick_view.show_trick(self.source, self.table, held=True)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == LAST_TRICK_KEY and not event.isAutoRepeat():
            self.last_trick_view.hide_trick()
            event.accept()
            return
        super().keyReleaseEvent(event)

    # ------------------------------------------------------------ for tests and checks

    def card_items_in_hand(self) -> set[Card]:
        """The cards shown face up in the player's hand row."""
        lay = self.table
        band = lay.hand_rect()
        return {
            c for c, it in self.cards.items()
            if it.isVisible() and it.opacity() > 0 and it.is_face_up and band.contains(it.pos())
            and abs(it.scale() - 1.0) < 1e-6
        }

    def opponent_card_count(self, seat: int) -> int:
        """How many card backs the scene shows in an opponent's fan."""
        m = self.source.match
        if m is None:
            return 0
        u = self.table.unit
        fan = OpponentZone(self.table, seat).fan_rect(len(m.hand.cards[seat])).adjusted(-u * 0.05, -u * 0.05,
                                                                                        u * 0.05, u * 0.05)
        revealed = m.hand.is_over or self.reveal_all  # the last player's cards lie face up once the hand is over
        return sum(
            1 for it in self.cards.values()
            if it.isVisible() and it.opacity() > 0 and (revealed or not it.is_face_up) and fan.contains(it.pos())
        )

    def trick_cards(self) -> set[Card]:
        """The face-up cards on the table (not in the hand, not swept away)."""
        band = self.table.hand_rect()
        m = self.source.match
        fans = [OpponentZone(self.table, s).fan_rect(len(m.hand.cards[s])) for s in (LEFT, TOP, RIGHT)
                if m is not None and (m.hand.is_over or self.reveal_all) and m.hand.cards[s]]
        return {
            c for c, it in self.cards.items()
            if it.isVisible() and it.opacity() > 0 and it.is_face_up and not (
                band.contains(it.pos()) and abs(it.scale() - 1.0) < 1e-6)
            and not any(f.contains(it.pos()) for f in fans)
        }

    def disagreements(self) -> list[str]:
        """Where the table shows something else than the engine (empty when they agree)."""
        m = self.source.match
        if m is None or self.animator.is_running:
            return []
        hand = m.hand
        out: list[str] = []
        shown, held = self.card_items_in_hand(), set(hand.hand_of(BOTTOM))
        if shown != held:
            out.append(f"hand shows {sorted(shown)} but the engine has {sorted(held)}")
        for seat in (LEFT, TOP, RIGHT):
            n, want = self.opponent_card_count(seat), len(hand.cards[seat])
            if n != want:
                out.append(f"seat {seat} shows {n} card backs but holds {want} cards")
        on_table = {c for a in hand.trick_actions() for c in a.cards or ()}
        if self.trick_cards() != on_table:
            out.append(f"the trick shows {sorted(self.trick_cards())} but the engine has {sorted(on_table)}")
        return out
