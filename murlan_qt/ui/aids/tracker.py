"""The card tracker: the cards the player has not seen yet, by rank.

Computed only from the player's own :class:`~murlan_qt.engine.Observation`
(his hand, the cards played, what the swap showed him), never from the hidden
hands. High cards (jokers, 2s, aces) and the bombs still possible are marked.

In the partners game the tracker starts with the two teams, the player's own
first, each with the cards its players hold and a bar of its colour as the name
plates have ("Your team, cards left: You 11 · Besnik 13").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import DECK, TEAMS, Card, MatchState, Observation, partner_of, team_of
from ...engine.cards import NUM_RANKS, RANK_ACE, RANK_BLACK_JOKER, RANK_RED_JOKER, RANK_TWO, SUITED_RANKS
from ..texts import TEAM_COLOURS, card_name, card_phrase, rank_name, shown_name, suit_name

translate = QCoreApplication.translate

#: ranks counted as high cards: ace, 2, black joker, red joker
HIGH_RANKS = frozenset({RANK_ACE, RANK_TWO, RANK_BLACK_JOKER, RANK_RED_JOKER})
SUIT_SYMBOLS = "♠♥♦♣"
#: a cell's mark for a card in the player's own hand, and for one played (or seen in the swap)
IN_HAND_MARK = "\u25cb"
SEEN_MARK = "\u00b7"
#: the suited card of each rank and suit
CARD_OF: dict[tuple[int, int], Card] = {(c.rank, c.suit): c for c in DECK if not c.is_joker}
RED = QColor(196, 30, 40)
BOMB_STYLE = "background: rgba(255, 170, 40, 110); border-radius: 3px; padding: 0 3px;"


@dataclass(frozen=True)
class TrackerRow:
    """One rank: the cards of it the player has not seen, and what that makes possible."""

    rank: int
    unseen: tuple[Card, ...]
    in_hand: tuple[Card, ...]  # the player's own cards of the rank: seen, but not played
    is_high: bool
    bomb_possible: bool  # all four cards of the rank are unseen: one opponent may hold the bomb


def tracker_rows(obs: Observation) -> list[TrackerRow]:
    """The tracker's rows, highest rank first, from ``obs`` alone."""
    by_rank: dict[int, list[Card]] = {r: [] for r in range(NUM_RANKS)}
    for c in obs.unseen_cards():
        by_rank[c.rank].append(c)
    own: dict[int, list[Card]] = {r: [] for r in range(NUM_RANKS)}
    for c in obs.hand:
        own[c.rank].append(c)
    rows = []
    for r in reversed(range(NUM_RANKS)):
        unseen = tuple(sorted(by_rank[r]))
        rows.append(TrackerRow(r, unseen, tuple(sorted(own[r])), r in HIGH_RANKS,
                               r < SUITED_RANKS and len(unseen) == 4))
    return rows


def team_lines(match: MatchState, seat: int) -> list[tuple[int, str]]:
    """The partners game: (team, line) for each team, the player's own first, each player with the cards
    they hold ("Your team, cards left: You 11 · Besnik 13"); empty outside the partners game."""
    if not match.rules.teams or not match.hands:
        return []
    hand = match.hand
    own = team_of(seat)
    out = []
    for team in (own, 1 - own):
        members = []
        for s in ((seat, partner_of(seat)) if team == own else TEAMS[team]):
            name = shown_name(match.players[s])
            members.append(translate("Tracker", "{name} {n}").format(name=name, n=len(hand.cards[s])))
        if team == own:
            line = translate("Tracker", "Your team, cards left: {players}").format(players=" \u00b7 ".join(members))
        else:
            line = translate("Tracker", "The other team, cards left: {players}").format(players=" \u00b7 ".join(members))
        out.append((team, line))
    return out


def known_holdings(obs: Observation) -> dict[int, list[Card]]:
    """Cards the player knows another seat holds (from the swap), by seat; empty seats left out."""
    return {s: cards for s, cards in obs.known_cards().items() if cards}


class TrackerPanel(QWidget):
    """A grid: rank, then one cell per suit: the suit when that card is still unseen, a ring when it is in
    the player's hand, a dot when it was played (or seen in the swap)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardTracker")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(4)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        outer.addWidget(self.heading)
        #: the partners game: one line per team, the player's own first, in its colour (hidden otherwise)
        self.team_labels: list[QLabel] = []
        for _ in range(2):
            line = QLabel()
            line.setObjectName("trackerTeam")
            line.setTextFormat(Qt.TextFormat.PlainText)
            line.setWordWrap(True)
            line.hide()
            outer.addWidget(line)
            self.team_labels.append(line)
        # a table for a screen reader (its rows and columns have headers: "2", "spades"), drawn as the grid
        # of labels it always was: each cell shows a label, the headers are not shown
        self.table = QTableWidget(NUM_RANKS - 1, 5)
        self.table.setObjectName("trackerTable")
        t = self.table
        for header in (t.horizontalHeader(), t.verticalHeader()):
            header.hide()
            header.setMinimumSectionSize(0)  # as tight as the labels
        t.setShowGrid(False)
        t.setFrameShape(QFrame.Shape.NoFrame)
        t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.setStyleSheet("QTableWidget { background: transparent; }")
        t.viewport().setAutoFillBackground(False)
        self.rank_labels: list[QLabel] = []
        self.cells: list[list[QLabel]] = []
        # one line for both jokers, then one per rank from the 2 down to the 3
        for row in range(NUM_RANKS - 1):
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)
            t.setItem(row, 0, QTableWidgetItem())
            t.setCellWidget(row, 0, name)
            self.rank_labels.append(name)
            cells = []
            for col in range(4):
                cell = QLabel()
                cell.setTextFormat(Qt.TextFormat.PlainText)
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(row, 1 + col, QTableWidgetItem())
                t.setCellWidget(row, 1 + col, cell)
                cells.append(cell)
            self.cells.append(cells)
        for col in range(5):
            t.setHorizontalHeaderItem(col, QTableWidgetItem())
        for row in range(NUM_RANKS - 1):
            t.setVerticalHeaderItem(row, QTableWidgetItem())
        outer.addWidget(t, 0, Qt.AlignmentFlag.AlignLeft)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.PlainText)
        self.legend.setWordWrap(True)
        outer.addWidget(self.legend)
        self.known = QLabel()
        self.known.setTextFormat(Qt.TextFormat.PlainText)
        self.known.setWordWrap(True)
        outer.addWidget(self.known)
        outer.addStretch(1)
        self.rows: list[TrackerRow] = []
        self._shown: tuple[object, ...] = ()  # what the labels were made from (see refresh)

    def refresh(self, match: MatchState | None, seat: int | None) -> None:
        """Show what ``seat`` has not seen in the current hand (the labels are left alone when that is what
        they show already: a pass, or the turn moving on, changes nothing here)."""
        shown = self._what_shows(match, seat)
        if shown == self._shown:
            return
        self._shown = shown
        self._show_marks(match, seat)
        self._expose()

    def _what_shows(self, match: MatchState | None, seat: int | None) -> tuple[object, ...]:
        """Everything the panel's labels are made from, to tell whether they would change."""
        if match is None or seat is None or not match.hands:
            return (translate("Tracker", "No hand in play."), self.font().key())
        obs = Observation.of(match, seat)
        known = tuple((s, shown_name(match.players[s]), tuple(cards)) for s, cards in sorted(known_holdings(obs).items()))
        return (tuple(tracker_rows(obs)), known, tuple(team_lines(match, seat)), translate("Tracker", "Rank"),
                self.font().key())

    def _expose(self) -> None:
        """The table's headers and cells for a screen reader, from the labels it shows; its size theirs."""
        t = self.table
        t.setAccessibleName(translate("Tracker", "Cards by rank and suit"))
        role = Qt.ItemDataRole.AccessibleTextRole
        headers = [translate("Tracker", "Rank"), *(suit_name(s) for s in range(4))]
        for col, text in enumerate(headers):
            t.horizontalHeaderItem(col).setData(role, text)
        for row, (label, cells) in enumerate(zip(self.rank_labels, self.cells, strict=True)):
            t.verticalHeaderItem(row).setData(role, label.text())
            t.item(row, 0).setData(role, label.text())
            t.item(row, 0).setData(Qt.ItemDataRole.AccessibleDescriptionRole, label.toolTip())
            for col, cell in enumerate(cells):
                t.item(row, 1 + col).setData(role, cell.accessibleName() if cell.text() else "")
        self._fit()

    def _fit(self) -> None:
        """Rows and columns as tight as the grid of labels was (6 pixels between columns, 1 between rows)."""
        t = self.table
        for col in range(t.columnCount()):
            width = max(w.sizeHint().width() for w in (t.cellWidget(r, col) for r in range(t.rowCount())) if w)
            t.setColumnWidth(col, width + 6)
        for row in range(t.rowCount()):
            t.setRowHeight(row, max(t.cellWidget(row, c).sizeHint().height() for c in range(t.columnCount())) + 1)
        t.setFixedSize(sum(t.columnWidth(c) for c in range(t.columnCount())),
                       sum(t.rowHeight(r) for r in range(t.rowCount())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._fit()
        super().changeEvent(event)

    def _show_marks(self, match: MatchState | None, seat: int | None) -> None:
        if match is None or seat is None or not match.hands:
            self.rows = []
            self.heading.setText(translate("Tracker", "No hand in play."))
            for label, cells in zip(self.rank_labels, self.cells, strict=True):
                label.setText("")
                label.setStyleSheet("")
                for cell in cells:
                    cell.setText("")
            self.known.setText("")
            self.legend.setText("")
            self._show_teams([])
            return
        obs = Observation.of(match, seat)
        self._show_teams(team_lines(match, seat))
        self.rows = tracker_rows(obs)
        total = sum(len(r.unseen) for r in self.rows)
        self.heading.setText(translate("Tracker", "Cards not seen yet: {n}").format(n=total))
        state = {row.rank: ("unseen" if row.unseen else "hand" if row.in_hand else "seen")
                 for row in self.rows if row.rank >= RANK_BLACK_JOKER}
        joker_marks = {"unseen": "★", "hand": IN_HAND_MARK, "seen": SEEN_MARK}
        self._show_line(0, translate("Tracker", "jokers"), True, False,
                        [(joker_marks[state[RANK_BLACK_JOKER]], None),
                         (joker_marks[state[RANK_RED_JOKER]], RED if state[RANK_RED_JOKER] == "unseen" else None),
                         ("", None), ("", None)])
        for joker, cell in zip((RANK_BLACK_JOKER, RANK_RED_JOKER), self.cells[0], strict=False):
            self._name_cell(cell, rank_name(joker), state[joker])
        for i, row in enumerate(r for r in self.rows if r.rank < SUITED_RANKS):
            unseen = {c.suit for c in row.unseen}
            mine = {c.suit for c in row.in_hand}
            cells = [(SUIT_SYMBOLS[suit] if suit in unseen else IN_HAND_MARK if suit in mine else SEEN_MARK,
                      RED if suit in (1, 2) and suit in unseen else None)
                     for suit in range(4)]
            self._show_line(i + 1, rank_name(row.rank), row.is_high, row.bomb_possible, cells)
            for suit, cell in enumerate(self.cells[i + 1]):  # read by its row and column, not by its glyph
                self._name_cell(cell, card_name(CARD_OF[row.rank, suit]),
                                "unseen" if suit in unseen else "hand" if suit in mine else "seen")
        known = known_holdings(obs)
        lines = [
            translate("Tracker", "{name} still holds {cards}.").format(
                name=shown_name(match.players[s]), cards=", ".join(card_phrase(c) for c in cards))
            for s, cards in sorted(known.items())
        ]
        self.known.setText("\n".join(lines))
        self.legend.setText(translate("Tracker", "A suit: not seen yet. {ring}: in your hand. {dot}: played. "
                                                 "Bold: high cards. Marked: all four unseen, a bomb is possible."
                                      ).format(ring=IN_HAND_MARK, dot=SEEN_MARK))

    def _show_teams(self, lines: list[tuple[int, str]]) -> None:
        """The team lines (none: hidden), each with a bar of its team's colour as the plates have."""
        for i, label in enumerate(self.team_labels):
            if i < len(lines):
                team, text = lines[i]
                label.setText(text)
                label.setStyleSheet(f"QLabel#trackerTeam {{ border: 0px; border-left: 4px solid {TEAM_COLOURS[team]}; "
                                    "padding-left: 5px; }")  # (Qt draws one side's border only after a whole one)
                label.setProperty("team", team)
                label.show()
            else:
                label.setText("")
                label.setProperty("team", None)
                label.hide()

    def team_texts(self) -> list[tuple[int, str]]:
        """The team lines shown, (team, text) (for tests)."""
        return [(int(label.property("team")), label.text()) for label in self.team_labels if label.isVisibleTo(self)]

    @staticmethod
    def _name_cell(cell: QLabel, card: str, state: str) -> None:
        """Name a cell by its card and whether it is ``"unseen"``, in the player's ``"hand"`` or ``"seen"``."""
        if state == "unseen":
            cell.setAccessibleName(translate("Tracker", "{card}: not seen yet").format(card=card))
        elif state == "hand":
            cell.setAccessibleName(translate("Tracker", "{card}: in your hand").format(card=card))
        else:
            cell.setAccessibleName(translate("Tracker", "{card}: seen").format(card=card))

    def _show_line(self, i: int, name: str, is_high: bool, bomb_possible: bool,
                   cells: list[tuple[str, QColor | None]]) -> None:
        label = self.rank_labels[i]
        label.setText(name)
        font = QFont(self.font())  # the panel's size (it follows the window)
        font.setBold(is_high)
        label.setFont(font)
        label.setStyleSheet(BOMB_STYLE if bomb_possible else "")
        label.setToolTip(translate("Tracker", "All four are still unseen: one player may hold the bomb.")
                         if bomb_possible else "")
        for cell, (text, colour) in zip(self.cells[i], cells, strict=True):
            cell.setText(text)
            cell.setStyleSheet(f"color: {colour.name()};" if colour is not None else "")

    def marks_of(self, rank: int) -> list[str]:
        """The four cells' marks of a suited rank's line (for tests)."""
        line = 1 + [r.rank for r in self.rows if r.rank < SUITED_RANKS].index(rank)
        return [cell.text() for cell in self.cells[line]]

    def unseen_shown(self) -> set[Card]:
        """The cards the panel lists as unseen (for tests)."""
        return {c for row in self.rows for c in row.unseen}


class TrackerScrollArea(QScrollArea):
    """The tracker in a panel that scrolls up and down only: never narrower than the grid and its scroll bar.

    A plain scroll area may be made as narrow as a few pixels, and the dock gave the tracker less than its
    grid (the window at its minimum with both panels showed the clubs column half, under a sideways scroll
    bar); this one's minimum width is the panel's plus the vertical scroll bar's, kept as the text grows.
    """

    def __init__(self, panel: TrackerPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setWidget(panel)
        panel.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().minimumSizeHint()
        panel = self.widget()
        if panel is None:
            return hint
        width = (panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
                 + 2 * self.frameWidth())
        return QSize(max(hint.width(), width), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.widget() and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.FontChange):
            self.updateGeometry()  # the panel's text grew or shrank: the dock asks for the new minimum
        return super().eventFilter(watched, event)
