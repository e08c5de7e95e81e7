"""The play log follows play by touching only the rows that changed, and shows what a log built anew shows."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import MatchState, Player, Rules
from murlan_qt.ui.aids.play_log import CardTextDelegate, PlayLogPanel

PLAYERS = (Player("You", "human"), Player("Arta", "ai", "greedy"), Player("Besnik", "ai", "greedy"),
           Player("Drita", "ai", "greedy"))


def _shown(panel: PlayLogPanel) -> list[tuple[str, bool]]:
    return [(panel.list.item(i).text(), panel.list.item(i).font().bold()) for i in range(panel.list.count())]


def test_the_log_kept_up_to_date_shows_what_a_new_log_shows_at_every_action(qtbot: QtBot) -> None:
    match = MatchState(7, Rules(), players=PLAYERS)
    players = {s: make_player("greedy", player_seed(7, s)) for s in range(4)}
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.show()
    steps = 0
    while len(match.hands) < 3 and steps < 600:  # past trick ends, a hand's end and a new hand
        panel.refresh(match, 0)
        fresh = PlayLogPanel()
        qtbot.addWidget(fresh)
        fresh.refresh(match, 0)
        assert _shown(panel) == _shown(fresh)
        if match.needs_new_hand:
            match.start_next_hand()
        else:
            take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
            match.score_if_over()
        steps += 1
    assert len(match.hands) == 3


def test_an_action_adds_its_rows_and_leaves_the_earlier_rows_alone(qtbot: QtBot) -> None:
    match = MatchState(3, Rules(), players=PLAYERS)
    players = {s: make_player("greedy", player_seed(3, s)) for s in range(4)}
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.show()
    while len(match.hand.actions) < 3:
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    panel.refresh(match, 0)
    first = panel.list.item(1)
    before = panel.list.count()
    replaced: list[int] = []
    panel.list.model().rowsAboutToBeRemoved.connect(lambda _p, a, _b: replaced.append(a))
    take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    panel.refresh(match, 0)
    assert panel.list.count() > before
    assert panel.list.item(1) is first and not replaced
    panel.refresh(match, 0)  # nothing new (the turn passed on): nothing changes
    assert not replaced


def test_a_rows_layout_is_made_once_however_often_the_list_asks(qtbot: QtBot, monkeypatch) -> None:
    match = MatchState(5, Rules(), players=PLAYERS)
    players = {s: make_player("greedy", player_seed(5, s)) for s in range(4)}
    while len(match.hand.actions) < 12:
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.refresh(match, 0)
    panel.list.doItemsLayout()
    made: list[str] = []
    original = CardTextDelegate._make_layout
    monkeypatch.setattr(CardTextDelegate, "_make_layout",
                        lambda self, text, font, width: made.append(text) or original(self, text, font, width))
    panel.list.doItemsLayout()
    panel.list.viewport().repaint()
    assert isinstance(panel.list, QListWidget) and panel.list.count() > 12
    assert made == []


def test_an_earlier_hand_opens_at_its_top(qtbot: QtBot) -> None:
    match = MatchState(7, Rules(), players=PLAYERS)
    players = {s: make_player("greedy", player_seed(7, s)) for s in range(4)}
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 240)  # short: every hand's log scrolls
    panel.show()
    while len(match.hands) < 3 or len(match.hand.actions) < 20:
        if match.needs_new_hand:
            match.start_next_hand()
        else:
            take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
            match.score_if_over()
        panel.refresh(match, 0)
    bar = panel.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # the hand in play follows its last row
    panel.hand_box.setCurrentIndex(1)
    panel.hand_box.activated.emit(1)  # as a click on "Hand 2" does
    qtbot.wait(10)
    assert panel.shown_hand == 1 and bar.maximum() > 0
    assert bar.value() == 0
    top = panel.list.indexAt(panel.list.viewport().rect().topLeft()).row()
    assert top == 0 and "gave" in panel.row_texts()[0]  # its first row: the swap
    panel.refresh(match, 0)  # play goes on elsewhere: the earlier hand stays where the player is reading
    assert bar.value() == 0


def _darkest_and_lightest_ink(panel: PlayLogPanel) -> tuple[int, int]:
    """The darkest and the lightest grey level drawn in the log's first row."""
    panel.list.viewport().repaint()
    image = panel.list.viewport().grab().toImage()
    row = panel.list.visualItemRect(panel.list.item(0))
    levels = [QColor(image.pixel(x, y)).lightness() for x in range(row.left(), row.right())
              for y in range(row.top(), row.bottom())]
    return min(levels), max(levels)


def test_black_suits_are_written_in_the_palettes_text_colour(qtbot: QtBot) -> None:
    panel = PlayLogPanel()
    qtbot.addWidget(panel)
    dark = QPalette(panel.palette())
    for role, colour in ((QPalette.ColorRole.Base, "#303030"), (QPalette.ColorRole.Window, "#303030"),
                         (QPalette.ColorRole.Text, "#f0f0f0"), (QPalette.ColorRole.WindowText, "#f0f0f0")):
        dark.setColor(role, QColor(colour))
    panel.setPalette(dark)
    panel.list.setPalette(dark)
    panel.resize(300, 200)
    panel.show()
    panel.list.addItem("\u2660\u2663 9\u2660 9\u2663 K\u2660 K\u2663 J\u2660 J\u2663")  # black suits only
    darkest, lightest = _darkest_and_lightest_ink(panel)
    background = QColor("#303030").lightness()
    assert lightest > 200  # the cards are drawn, light on the dark background
    assert darkest >= background - 8, "a black suit drawn in fixed black on the dark background"
