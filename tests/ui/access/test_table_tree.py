"""The table as a screen reader reads it: the window's accessibility tree through a whole hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from murlan_qt.ai import default_level
from murlan_qt.engine import Card, MatchState
from murlan_qt.ui.access.words import action_text, card_name, spoken
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.texts import rank_name
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 30_000
Name = QAccessible.Text.Name


def _find(iface: QAccessibleInterface, name: str, role: QAccessible.Role) -> QAccessibleInterface | None:
    """The first node under ``iface`` (depth first) with this name and role."""
    if iface.role() == role and iface.text(Name) == name:
        return iface
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and (found := _find(child, name, role)) is not None:
            return found
    return None


def _names(iface: QAccessibleInterface) -> list[str]:
    return [iface.child(i).text(Name) for i in range(iface.childCount())]


def _node(window: MainWindow, name: str, role: QAccessible.Role = QAccessible.Role.List) -> QAccessibleInterface:
    root = QAccessible.queryAccessibleInterface(window)
    node = _find(root, name, role)
    assert node is not None, f"no {role} named {name!r} in the window's tree"
    return node


def _hand_names(m: MatchState, window: MainWindow) -> list[str]:
    return [card_name(c) for c in window.scene.human_hand_order()]


def _wait_for_human(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_awaiting_human or (c.match is not None and c.match.hand.is_over),
                    timeout=WAIT_MS)
    qtbot.wait(1)  # the tree is read again once the burst of signals is over


@pytest.fixture
def listening() -> Iterator[None]:
    """An assistive technology listens (under offscreen none does: Qt is told so)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def test_nothing_is_read_while_no_one_listens(qtbot: QtBot, window: MainWindow) -> None:
    assert not QAccessible.isActive()
    events: list[tuple[object, str]] = []
    window.access.tree.event_sent.connect(lambda kind, name: events.append((kind, name)))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    assert events == []  # the table was not described to nobody on every action
    # asked, the tree is as the table is now
    m = window.controller.match
    assert _names(_node(window, "Your hand")) == _hand_names(m, window)
    assert _names(_node(window, "On the table")) == [action_text(m, a) for a in m.hand.trick_actions()]
    assert events  # and what changed since it was last read is told once it is read


def test_a_whole_hand_read_through_the_tree(qtbot: QtBot, window: MainWindow) -> None:
    said: list[str] = []
    window.access.announcer.announced.connect(lambda text, _a: said.append(text))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    c = window.controller
    turns = 0
    while True:
        _wait_for_human(qtbot, window)
        m = c.match
        hand = m.hand
        # what a screen reader reads is what the engine holds
        hand_node = _node(window, "Your hand")
        assert _names(hand_node) == _hand_names(m, window)
        assert all(hand_node.child(i).role() == QAccessible.Role.ListItem for i in range(hand_node.childCount()))
        trick = _node(window, "On the table")
        assert _names(trick) == [action_text(m, a) for a in hand.trick_actions()]
        seats = _names(_node(window, "Players"))
        assert len(seats) == 4
        for seat in (1, 2, 3):
            n = len(hand.cards[seat])
            assert (f"{n} card" in seats[seat] and "left" in seats[seat]) or (seat in hand.finish and "out" in seats[seat])
        if hand.is_over:
            break
        assert _node(window, "Your turn.", QAccessible.Role.StaticText) is not None
        before = len(said)
        plays = sorted(hand.legal_plays(), key=lambda k: (k.is_bomb, k.value, -k.length))
        if hand.can_pass() and (not plays or turns % 2):
            window.pass_turn()
            qtbot.wait(1)
            assert said[before].startswith("You pass")
        else:
            cards = hand.cards_for(plays[0])
            for card in cards:
                window.scene.toggle_selected(card)
            qtbot.wait(1)
            selected = {card_name(x) for x in cards}
            states = {hand_node.child(i).text(Name): hand_node.child(i).state().selected
                      for i in range(hand_node.childCount())}
            assert {k for k, v in states.items() if v} == selected
            window.play_selected()
            qtbot.wait(1)
            assert said[before].startswith("You play ")
        turns += 1
    qtbot.waitUntil(lambda: any("The hand is over: " in text for text in said), timeout=WAIT_MS)
    # whose turn it is comes last in an announcement, after the trick won
    both = [t for t in said if "wins the trick" in t and "turn." in t]
    assert all(t.index("wins the trick") < t.rindex("turn.") for t in both)
    # the end-of-hand panel is one of the table's children, reached by walking the tree
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)
    view = QAccessible.queryAccessibleInterface(window.view)
    assert window.summary in [view.child(i).object() for i in range(view.childCount())]
    scores = _node(window, "Scores")
    assert _names(scores)[:4] == [f"{m.players[s].name if s else 'You'}: {m.totals[s]} point{'' if m.totals[s] == 1 else 's'}" for s in range(4)]


def test_a_refused_play_is_announced_with_its_reason(qtbot: QtBot, window: MainWindow) -> None:
    said: list[tuple[str, bool]] = []
    window.access.announcer.announced.connect(lambda text, a: said.append((text, a)))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    window.scene.play_cards([])
    qtbot.wait(1)
    assert ("Select the cards you want to play first.", True) in said


def test_arrows_move_the_focus_among_the_cards_and_say_so(qtbot: QtBot, window: MainWindow, listening: None) -> None:
    events: list[tuple[object, str]] = []
    window.access.tree.event_sent.connect(lambda kind, name: events.append((kind, name)))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    order = window.scene.human_hand_order()
    assert (QAccessible.Event.Focus, card_name(order[1])) in events
    view = QAccessible.queryAccessibleInterface(window.view)
    focused = view.focusChild()
    assert focused is not None and focused.text(Name) == card_name(order[1]) and focused.state().focused


def test_tab_goes_from_the_hand_to_play_pass_and_hint(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    reached = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    enabled = [b for b in (window.play_button, window.pass_button, window.hint.button) if b.isEnabled()]
    assert reached[:len(enabled)] == enabled
    assert window.play_button.focusPolicy() == Qt.FocusPolicy.TabFocus  # a click leaves the focus on the table


def test_the_summary_groups_the_hand_by_rank(qtbot: QtBot, window: MainWindow) -> None:
    said: list[tuple[str, bool]] = []
    window.access.announcer.announced.connect(lambda text, a: said.append((text, a)))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    window.access.summary_action.trigger()
    text, assertive = said[-1]
    held = window.controller.match.hand.hand_of(0)
    assert assertive and text.startswith(f"Your hand, {len(held)} cards: ")
    pairs = {c.rank for c in held if sum(1 for d in held if d.rank == c.rank) == 2}
    for rank in pairs:
        assert card_name(next(c for c in held if c.rank == rank)) not in text  # a pair is read as "2 kings"
    assert "Scores: " in text


def test_the_welcome_page_is_reached_by_walking_the_tree(qtbot: QtBot, window: MainWindow) -> None:
    window.show_welcome()
    qtbot.wait(1)
    view = QAccessible.queryAccessibleInterface(window.view)
    widgets = [view.child(i).object() for i in range(view.childCount())]
    assert window.welcome is not None and window.welcome in widgets


def test_cards_named_in_words(qapp: object) -> None:
    assert card_name(Card.from_str("9S")) == "9 of spades"
    assert card_name(Card.from_str("QH")) == "queen of hearts"


def test_cards_in_a_message_are_spoken_in_words(qapp: object) -> None:
    assert spoken("Arta holds the 3\u2660 and leads") == "Arta holds the 3 of spades and leads"
    assert spoken("10\u2665, J\u2663 and A\u2666.") == "10 of hearts, jack of clubs and ace of diamonds."
    assert spoken("You give the red joker to Arta.") == "You give the red joker to Arta."


def test_cards_in_a_message_are_spoken_in_albanian_words(qapp: QApplication) -> None:
    from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

    assert install_translators(qapp, "sq") == "sq"
    try:
        said = spoken("3\u2660")
        assert said == card_name(Card.from_str("3S")) and said != "3 of spades" and "\u2660" not in said
    finally:
        remove_translators(qapp)


def test_the_announcements_say_the_cards_in_words(qtbot: QtBot, window: MainWindow) -> None:
    """The first play of the match's card (a sentence the message line writes "the 3♠") is said in words."""
    said: list[str] = []
    window.access.announcer.announced.connect(lambda text, _a: said.append(text))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    assert any("the 3 of spades" in t for t in said), said
    assert not any(g in t for t in said for g in "\u2660\u2665\u2666\u2663"), said


def test_the_tracker_cells_are_read_by_their_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    panel = window.aids.tracker
    panel.refresh(window.controller.match, 0)
    held = set(window.controller.match.hand.hand_of(0))
    names = {QAccessible.queryAccessibleInterface(cell).text(Name) for row in panel.cells for cell in row}
    for card in held:
        if not card.is_joker:
            assert f"{card_name(card)}: in your hand" in names  # the player's own cards, apart from played ones
    assert any(name.endswith(": not seen yet") for name in names)


def test_the_tracker_is_a_table_with_row_and_column_headers(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    _wait_for_human(qtbot, window)
    panel = window.aids.tracker
    panel.refresh(window.controller.match, 0)
    table = _node(window, "Cards by rank and suit", QAccessible.Role.Table)
    kids = [table.child(i) for i in range(table.childCount())]
    Role = QAccessible.Role
    columns = [k.text(Name) for k in kids if k.role() == Role.ColumnHeader]
    rows = [k.text(Name) for k in kids if k.role() == Role.RowHeader]
    assert columns == ["Rank", "spades", "hearts", "diamonds", "clubs"]
    assert rows == ["jokers", "2", "ace", "king", "queen", "jack", "10", "9", "8", "7", "6", "5", "4", "3"]
    cells = [k for k in kids if k.role() == Role.Cell]
    assert len(cells) == 14 * 5
    # row by row: the rank, then one cell per suit read by its card (the glyph shown is not what is read)
    by_row = [[c.text(Name) for c in cells[i * 5:(i + 1) * 5]] for i in range(14)]
    assert by_row[0][0] == "jokers"
    assert by_row[0][1].startswith("black joker: ") and by_row[0][2].startswith("red joker: ")
    assert by_row[0][3:] == ["", ""]  # the jokers' line has two cells only
    held = window.controller.match.hand.hand_of(0)
    for card in held:
        if not card.is_joker:
            row = rows.index(rank_name(card.rank))
            assert by_row[row][0] == rank_name(card.rank)
            assert by_row[row][1 + card.suit] == f"{card_name(card)}: in your hand"
    for row in by_row[1:]:
        assert all(": " in name for name in row[1:])


def test_at_most_one_announcement_per_action_through_a_whole_hand(qtbot: QtBot, window: MainWindow) -> None:
    events: list[tuple[str, str]] = []
    c = window.controller
    window.access.announcer.announced.connect(lambda text, _a: events.append(("said", text)))
    c.action_applied.connect(lambda a: events.append(("action", str(a.seat))))
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    while True:
        _wait_for_human(qtbot, window)
        hand = c.match.hand
        if hand.is_over:
            break
        plays = sorted(hand.legal_plays(), key=lambda k: (k.is_bomb, k.value, -k.length))
        if hand.can_pass() and not plays:
            window.pass_turn()
        else:
            for card in hand.cards_for(plays[0]):
                window.scene.toggle_selected(card)
            window.play_selected()
        qtbot.wait(1)
    qtbot.waitUntil(lambda: any("The hand is over: " in t for k, t in events if k == "said"), timeout=WAIT_MS)
    actions = [i for i, (kind, _t) in enumerate(events) if kind == "action"]
    assert len(actions) > 10
    for start, end in zip(actions, [*actions[1:], len(events)], strict=True):
        said = [t for kind, t in events[start:end] if kind == "said"]
        assert len(said) <= 1, said
    # the player's turn is said with the action that gives it, not on its own
    after_first = [t for kind, t in events[actions[0]:] if kind == "said"]
    assert "Your turn." not in after_first
    assert any(t.endswith(" Your turn.") for t in after_first)
