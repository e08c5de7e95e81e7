"""The play log: the current hand trick by trick (and any earlier hand of the match, one click away).

The rows are built from :func:`murlan_qt.engine.hand_log.hand_log`, i.e. from
the match's record, so a resumed or opened match shows the same log it showed
while it was played. Names come from the match file: every row is plain text.

In the partners game each seat's row has a bar of its team's colour down its
left edge, as the seat's name plate does, and the player's partner is named
"Besnik (partner)": the words say it too, for a screen reader and for anyone
who cannot tell the colours apart.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QTextCharFormat, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Kind, MatchState, partner_of, team_of
from ...engine.hand_log import (
    LogEntry,
    PassEntry,
    PlayEntry,
    SwapEntry,
    TrickWonEntry,
    WentOutEntry,
    hand_log,
)
from ..art.card_art import DEFAULT_THEME, CardTheme, suit_colour
from ..texts import (
    TEAM_COLOURS,
    cards_text,
    describe_combo,
    place_name,
    shown_name,
    subject_sentence,
    swap_text,
)

translate = QCoreApplication.translate

#: a card written with its suit symbol, as :func:`~murlan_qt.ui.texts.card_text` writes it
CARD_TOKEN = re.compile("(10|[2-9JQKA])([\u2660\u2665\u2666\u2663])")
SUIT_SYMBOLS = "\u2660\u2665\u2666\u2663"
#: how many laid-out rows the delegate keeps (a few hands' worth at two widths)
LAYOUTS_KEPT = 600
#: the rows of one trick are indented by this many spaces in the text (drawn as a margin)
INDENT = "    "
#: the item data role of a row's team in the partners game (0 or 1; absent: no team bar)
TEAM_ROLE = Qt.ItemDataRole.UserRole + 1


class CardTextDelegate(QStyledItemDelegate):
    """Draws a row as plain text, wrapped, with each card in its suit's colour (no markup is read)."""

    def __init__(self, parent: QListWidget) -> None:
        super().__init__(parent)
        self.theme: CardTheme = DEFAULT_THEME
        # the laid-out rows by text, font, width and deck: the view asks every row's height again whenever
        # a row is added, and a row's layout is the same every time
        self._layouts: OrderedDict[tuple[object, ...], tuple[QTextLayout, float]] = OrderedDict()
        self._heights: dict[tuple[str, str, int], int] = {}

    def _layout(self, text: str, font: QFont, width: float) -> tuple[QTextLayout, float]:
        key = (text, font.key(), round(width, 2), self.theme)
        found = self._layouts.get(key)
        if found is not None:
            self._layouts.move_to_end(key)
            return found
        made = self._make_layout(text, font, width)
        self._layouts[key] = made
        if len(self._layouts) > LAYOUTS_KEPT:
            self._layouts.popitem(last=False)
        return made

    def _make_layout(self, text: str, font: QFont, width: float) -> tuple[QTextLayout, float]:
        layout = QTextLayout(text, font)
        ranges = []
        black = QColor(self.theme.black)
        for m in CARD_TOKEN.finditer(text):
            colour = suit_colour(SUIT_SYMBOLS.index(m.group(2)), self.theme)
            if colour == black:  # the black suits are written in the palette's text colour (light when dark)
                continue
            fr = QTextLayout.FormatRange()
            fr.start, fr.length = m.start(), m.end() - m.start()
            fmt = QTextCharFormat()
            fmt.setForeground(colour)
            fr.format = fmt
            ranges.append(fr)
        layout.setFormats(ranges)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        y = 0.0
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(width, 10.0))
            line.setPosition(QPointF(0, y))
            y += line.height()
        layout.endLayout()
        return layout, y

    @staticmethod
    def _split(text: str, font: QFont, option: QStyleOptionViewItem) -> tuple[str, float]:
        """The text without its indent, and the indent in pixels."""
        if text.startswith(INDENT):
            return text[len(INDENT):], option.fontMetrics.horizontalAdvance("M") * 1.4
        return text, 0.0

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text, indent = self._split(opt.text, opt.font, opt)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is None:
            return
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        layout, _h = self._layout(text, opt.font, rect.width() - indent)
        painter.save()
        team = index.data(TEAM_ROLE)
        if team in (0, 1) and indent > 0:
            # the seat's team, as its plate shows it: a bar down the left of the indent
            bar = max(3.0, indent * 0.2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(TEAM_COLOURS[team]))
            painter.drawRoundedRect(QRectF(rect.left() + indent * 0.3, rect.top() + 2, bar, rect.height() - 4),
                                    bar / 2, bar / 2)
        painter.setPen(opt.palette.color(QPalette.ColorRole.Text))
        layout.draw(painter, QPointF(rect.left() + indent, rect.top() + 1))
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        view = self.parent()
        full = view.viewport().width() if isinstance(view, QListWidget) else 200
        key = (opt.text, opt.font.key(), full)
        height = self._heights.get(key)
        if height is not None:
            return QSize(full, height)
        if len(self._heights) > LAYOUTS_KEPT:
            self._heights.clear()
        text, indent = self._split(opt.text, opt.font, opt)
        width = float(full - 8)
        widget = opt.widget
        if widget is not None:  # the same text rectangle as paint() gets
            opt.rect = QRect(0, 0, full, 1000)
            width = widget.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget).width()
        _layout, h = self._make_layout(text, opt.font, width - indent)
        self._heights[key] = math.ceil(h) + 2
        return QSize(full, self._heights[key])


def entry_text(entry: LogEntry, names: list[str], me: int | None) -> str:
    """One log row in words: "Arta: 9♠ 9♥, a pair of 9s", "Besnik passes", ..."""
    if isinstance(entry, PlayEntry):
        if entry.combo.kind == Kind.SINGLE:  # the card says it all
            return translate("PlayLog", "{name}: {cards}").format(name=names[entry.seat],
                                                                  cards=cards_text(entry.cards))
        return translate("PlayLog", "{name}: {cards}, {play}").format(
            name=names[entry.seat], cards=cards_text(entry.cards), play=describe_combo(entry.combo))
    if isinstance(entry, PassEntry):
        if entry.seat == me:
            return translate("PlayLog", "You pass")
        return subject_sentence("passes", names[entry.seat])
    if isinstance(entry, WentOutEntry):
        if entry.seat == me:
            if entry.index < 0:
                return translate("PlayLog", "You are left with cards: last")
            return translate("PlayLog", "You go out {place}").format(place=place_name(entry.place))
        if entry.index < 0:
            return subject_sentence("left_last", names[entry.seat])
        return subject_sentence("goes_out", names[entry.seat], place=place_name(entry.place))
    if isinstance(entry, TrickWonEntry):
        if entry.winner == me:
            return translate("PlayLog", "Trick {n}: you win it").format(n=entry.number)
        return subject_sentence("trick_won", names[entry.winner], n=entry.number)
    assert isinstance(entry, SwapEntry)
    return swap_text(entry, names, me)


def partner_named(names: list[str], me: int | None) -> list[str]:
    """The seats' names with the player's partner named as such ("Besnik (partner)"); ``me`` None: as they are
    (outside the partners game, or a log read from no seat)."""
    if me is None:
        return names
    out = list(names)
    partner = partner_of(me)
    out[partner] = translate("PlayLog", "{name} (partner)").format(name=names[partner])
    return out


class WholeTextComboBox(QComboBox):
    """A combo box whose layouts never make it narrower than its longest item (Qt's minimum clips it)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.sizeHint()


class PlayLogPanel(QWidget):
    """A hand chooser and the chosen hand's events, grouped by trick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playLog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        # the label above the switcher, which is never narrower than its longest hand's name: a narrow
        # panel (the window at its minimum with both panels) shows "Hand 1 (in play)" whole
        self.hand_label = QLabel(translate("PlayLog", "&Hand:"))
        self.hand_box = WholeTextComboBox()
        self.hand_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.hand_label.setBuddy(self.hand_box)
        self.hand_box.setAccessibleName(translate("PlayLog", "Hand shown in the log"))
        layout.addWidget(self.hand_label)
        layout.addWidget(self.hand_box)
        self.list = QListWidget()
        self.list.setWordWrap(True)  # a long play wraps instead of being cut off in a narrow panel
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setAccessibleName(translate("PlayLog", "Play log"))
        self.delegate = CardTextDelegate(self.list)
        self.list.setItemDelegate(self.delegate)
        self.list.viewport().installEventFilter(self)  # rows wrap anew when the panel's width changes
        self._bold = QFont(self.list.font())
        layout.addWidget(self.list, 1)
        self.entries: list[LogEntry] = []
        self._rows: list[tuple[str, bool, int]] = []  # what the list shows: (text, bold, team) per row
        self.shown_hand = -1
        self._follow = True  # show the hand in play (until the player picks an earlier one)
        self._match: MatchState | None = None
        self._me: int | None = None
        self.hand_box.activated.connect(self._on_hand_chosen)

    def retranslate(self) -> None:
        self.hand_label.setText(translate("PlayLog", "&Hand:"))
        self.hand_box.setAccessibleName(translate("PlayLog", "Hand shown in the log"))
        self.list.setAccessibleName(translate("PlayLog", "Play log"))

    def refresh(self, match: MatchState | None, me: int | None) -> None:
        """Rebuild from the match (cheap: a hand has at most a few dozen actions).

        An earlier hand being read is left as it is (it cannot change), so its scroll position stays.
        """
        same = match is self._match
        if not same:
            self._follow = True
        self._match, self._me = match, me
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        n = len(match.hands) if match is not None else 0
        for i in range(n):
            if i == n - 1 and not match.hand.is_over:  # type: ignore[union-attr]
                self.hand_box.addItem(translate("PlayLog", "Hand {n} (in play)").format(n=i + 1))
            else:
                self.hand_box.addItem(translate("PlayLog", "Hand {n}").format(n=i + 1))
        if self._follow or not 0 <= self.shown_hand < n:
            self.shown_hand = n - 1
        reading_earlier = same and not self._follow and self.shown_hand < n - 1 and self.list.count() > 0
        self.hand_box.setCurrentIndex(self.shown_hand)
        self.hand_box.blockSignals(False)
        if not reading_earlier:
            self._fill()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.list.viewport() and event.type() == QEvent.Type.Resize:
            self.list.doItemsLayout()
        return False

    def show_hand(self, index: int) -> None:
        """Show hand ``index`` (0-based); the last hand follows play again."""
        n = len(self._match.hands) if self._match is not None else 0
        if not 0 <= index < n:
            return
        self.shown_hand = index
        self._follow = index == n - 1
        self.hand_box.setCurrentIndex(index)
        self._fill()
        if not self._follow:  # an earlier hand is read from its start (the swap), not where the last one was
            self.list.scrollToTop()

    def _on_hand_chosen(self, index: int) -> None:
        self.show_hand(index)

    def _fill(self) -> None:
        m = self._match
        if m is None or not 0 <= self.shown_hand < len(m.hands):
            self.entries = []
            self._show_rows([])
            return
        hand = m.hands[self.shown_hand]
        names = partner_named([shown_name(p) for p in m.players], self._me if m.rules.teams else None)
        self.entries = hand_log(hand, self._me)
        rows: list[list[object]] = []  # [text, bold, team] per row, top to bottom (team -1: no team bar)
        group: list[object] | None = None
        trick = 1
        for entry in self.entries:
            text = entry_text(entry, names, self._me)
            if isinstance(entry, SwapEntry) or (isinstance(entry, WentOutEntry) and entry.index < 0):
                rows.append([text, True, -1])
                continue
            if isinstance(entry, TrickWonEntry):
                if group is not None:
                    group[0] = text
                group = None
                trick = entry.number + 1
                continue
            if group is None:
                group = [translate("PlayLog", "Trick {n}").format(n=trick), True, -1]
                rows.append(group)
            team = team_of(entry.seat) if m.rules.teams else -1
            rows.append([INDENT + text, isinstance(entry, WentOutEntry), team])
        if group is not None and not hand.is_over:
            group[0] = translate("PlayLog", "Trick {n} (in play)").format(n=trick)
        self._show_rows([(str(text), bool(bold), team if isinstance(team, int) else -1) for text, bold, team in rows])

    def _show_rows(self, rows: list[tuple[str, bool, int]]) -> None:
        """Make the list show ``rows`` (text, bold, team): only the rows that changed are touched, since the
        list lays every row out again for each row added or replaced."""
        bold = QFont(self.list.font())
        bold.setBold(True)
        if bold.key() != self._bold.key() or self.list.count() != len(self._rows):
            self.list.clear()  # another font (the panel follows the window's size): every row anew
            self._rows = []
        self._bold = bold
        same = 0
        while same < min(len(rows), len(self._rows)) and rows[same] == self._rows[same]:
            same += 1
        if same == len(rows) == len(self._rows):
            return
        changed = False
        for i in range(same, min(len(rows), len(self._rows))):
            item = self.list.item(i)
            item.setText(rows[i][0])
            item.setFont(self._bold if rows[i][1] else self.list.font())
            item.setData(TEAM_ROLE, rows[i][2] if rows[i][2] >= 0 else None)
            changed = True
        while self.list.count() > len(rows):
            self.list.takeItem(self.list.count() - 1)
        for text, is_bold, team in rows[self.list.count():]:
            item = QListWidgetItem(text)
            if is_bold:
                item.setFont(self._bold)
            if team >= 0:
                item.setData(TEAM_ROLE, team)
            self.list.addItem(item)
        self._rows = rows
        if changed:  # a row's new text may wrap onto another number of lines
            self.list.doItemsLayout()
        if self._follow and self.list.count():
            self.list.scrollToBottom()

    def row_texts(self) -> list[str]:
        """Every row of the log, top to bottom (for tests and checks)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def row_teams(self) -> list[int | None]:
        """Every row's team bar, top to bottom: 0 or 1, ``None`` for none (for tests and checks)."""
        return [self.list.item(i).data(TEAM_ROLE) for i in range(self.list.count())]
