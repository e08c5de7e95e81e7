"""Playing through the table: mouse, keyboard and buttons, with the engine and scene in step."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import card_point, drag, make_window, table_point

from murlan_qt.ai import default_level, make_player, player_seed
from murlan_qt.engine import PHASE_PLAY, PHASE_SWAP_FIRST, Card, MatchState, Observation, Rules
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 30_000


def _start(window: MainWindow, seed: int) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=seed))


def _wait_for_human(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_awaiting_human or (c.match is not None and c.match.hand.is_over),
                    timeout=WAIT_MS)


def _assert_in_step(window: MainWindow) -> None:
    """The scene shows exactly what the engine holds."""
    hand = window.controller.match.hand
    scene = window.scene
    assert scene.card_items_in_hand() == set(hand.hand_of(0))
    for seat in (1, 2, 3):
        assert scene.opponent_card_count(seat) == len(hand.cards[seat])
    assert scene.trick_cards() == {c for a in hand.trick_actions() for c in a.cards or ()}
    assert scene.disagreements() == []


def _select(qtbot: QtBot, window: MainWindow, cards: list[Card]) -> None:
    for c in cards:
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, c))
    assert window.scene.selected == set(cards)


def test_a_whole_hand_through_the_table(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, seed=11)
    c = window.controller
    ways = ["drag", "button", "keyboard", "double"]
    turn = 0
    while True:
        _wait_for_human(qtbot, window)
        _assert_in_step(window)
        hand = c.match.hand
        if hand.is_over:
            break
        before = len(hand.actions)
        plays = sorted(hand.legal_plays(), key=lambda k: (k.is_bomb, k.value, -k.length))
        if hand.can_pass() and (not plays or turn % 3 == 2):
            assert window.pass_button.isEnabled()
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
            assert hand.actions[before].seat == 0 and hand.actions[before].is_pass
        else:
            assert not window.pass_button.isEnabled() or hand.can_pass()
            cards = hand.cards_for(plays[0])
            way = ways[turn % len(ways)]
            if way == "double" and len(cards) != 1:
                way = "drag"
            if way == "drag":
                _select(qtbot, window, cards)
                drag(window, card_point(window, cards[0]), table_point(window))
            elif way == "button":
                _select(qtbot, window, cards)
                qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
            elif way == "keyboard":
                order = window.scene.human_hand_order()
                window.view.setFocus()
                qtbot.keyClick(window.view, Qt.Key.Key_Home)
                for k in range(max(order.index(x) for x in cards) + 1):
                    if order[k] in cards:
                        qtbot.keyClick(window.view, Qt.Key.Key_Space)
                    qtbot.keyClick(window.view, Qt.Key.Key_Right)
                assert window.scene.selected == set(cards)
                qtbot.keyClick(window.view, Qt.Key.Key_Return)
            else:
                qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, cards[0]))
            played = hand.actions[before]
            assert played.seat == 0 and set(played.cards or ()) == set(cards), way
        turn += 1
        _assert_in_step(window)
        assert turn < 80
    assert c.match.hand.is_over and len(c.match.results) == 1
    _assert_in_step(window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)


def test_an_illegal_drag_is_refused_and_the_hand_is_unchanged(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, seed=5)
    _wait_for_human(qtbot, window)
    hand = window.controller.match.hand
    held = hand.hand_of(0)
    n_actions = len(hand.actions)
    # two cards of different ranks never make a combination
    a, b = held[0], next(x for x in held if x.rank != held[0].rank)
    _select(qtbot, window, [a, b])
    drag(window, card_point(window, a), table_point(window))
    assert hand.hand_of(0) == held
    assert len(hand.actions) == n_actions
    assert window.controller.is_awaiting_human
    assert "not a combination" in window.message.text()
    _assert_in_step(window)
    for c in held:
        assert window.scene.cards[c].pos().y() > window.scene.table.table_rect().bottom()


def test_the_first_lead_must_include_the_three_of_spades(qtbot: QtBot, window: MainWindow) -> None:
    for seed in range(1, 60):
        m = MatchState(seed)
        if m.hand.turn == 0:
            break
    _start(window, seed=seed)
    _wait_for_human(qtbot, window)
    assert "3" in window.message.text()
    other = next(x for x in window.controller.match.hand.hand_of(0) if x.rank > 0)
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=card_point(window, other))
    assert "3\u2660" in window.message.text()
    assert not window.pass_button.isEnabled()
    _assert_in_step(window)


def test_dragging_a_card_within_the_hand_reorders_it(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, seed=5)
    _wait_for_human(qtbot, window)
    order = window.scene.human_hand_order()
    first, last = order[0], order[-1]
    end = card_point(window, last)
    end.setX(end.x() + 40)
    drag(window, card_point(window, first), end)
    new = window.scene.human_hand_order()
    assert new[-1] == first and sorted(new) == sorted(order)
    assert not window.scene.sort_by_rank and window.own_order_action.isChecked()
    _assert_in_step(window)


def _first_hand_won_by_human(place: int = 0, skip: int = 0) -> MatchState:
    """A match whose first hand the player (greedy here) finished at ``place`` (0 first, 3 last)."""
    for seed in range(1 + skip, 400):
        m = MatchState(seed)
        players = {s: make_player("greedy", player_seed(seed, s)) for s in range(4)}
        while not m.hand.is_over:
            seat = m.hand.turn
            combo = players[seat].choose_play(Observation.of(m, seat))
            if combo is None:
                m.pass_turn(seat)
            else:
                m.play(seat, m.hand.cards_for(combo))
        if m.hand.finish[place] == 0 and m.needs_new_hand:
            return m
    raise AssertionError("no seed gives the player the first place")


def test_the_swap_dialog_offers_exactly_the_legal_cards(qtbot: QtBot, window: MainWindow) -> None:
    match = _first_hand_won_by_human()
    window.controller.continue_match(match)
    hand = match.hand
    if hand.swap is not None and hand.swap.jokers_shown:
        pytest.skip("this deal shows the jokers")
    qtbot.waitUntil(lambda: window.swap_dialog is not None and window.swap_dialog.isVisible(), timeout=WAIT_MS)
    assert hand.phase == PHASE_SWAP_FIRST
    dialog = window.swap_dialog
    assert dialog.enabled_cards() == hand.swap_first_options()
    assert set(dialog.buttons) == set(hand.hand_of(0))
    chosen = dialog.enabled_cards()[0]
    qtbot.mouseClick(dialog.buttons[chosen], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hand.phase == PHASE_PLAY, timeout=WAIT_MS)
    assert hand.swap.given_by_first == chosen
    assert chosen in hand.cards[hand.swap.last]
    _wait_for_human(qtbot, window)
    _assert_in_step(window)


def _with_jokers_for(deal: list[list[Card]], seat: int) -> list[list[Card]]:
    """The same deal with both jokers moved into ``seat``'s hand (hand sizes kept)."""
    hands = [list(h) for h in deal]
    for joker in (Card(52), Card(53)):
        holder = next(s for s in range(4) if joker in hands[s])
        if holder == seat:
            continue
        give = next(c for c in hands[seat] if not c.is_joker)
        hands[holder].remove(joker)
        hands[seat].remove(give)
        hands[holder].append(give)
        hands[seat].append(joker)
    return hands


def test_both_jokers_are_shown_and_the_first_player_leads(qtbot: QtBot, window: MainWindow) -> None:
    import random

    from murlan_qt.engine import deal_cards

    match = _first_hand_won_by_human()
    last = match.results[-1].finish_order[-1]
    dealer = match.dealer_of(1)
    match.start_next_hand(_with_jokers_for(deal_cards(dealer, random.Random(1)), last))
    window.controller.continue_match(match)
    hand = match.hand
    assert hand.swap is not None and hand.swap.jokers_shown
    assert "both jokers" in window.message.text()
    assert hand.turn == 0  # the player finished first, so he leads
    _wait_for_human(qtbot, window)
    assert window.swap_dialog is None
    _assert_in_step(window)


def test_the_match_ends_with_its_winner_and_offers_a_new_one(qtbot: QtBot, tmp_path: Path) -> None:
    from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog

    w = make_window(tmp_path, human_seat=None)
    qtbot.addWidget(w)
    w.show()
    match = MatchState(3)
    match.totals = [25, 0, 0, 0]  # seat 0 wins whatever this hand gives
    w.controller.continue_match(match)
    qtbot.waitUntil(lambda: w.summary is not None and w.summary.isVisible(), timeout=WAIT_MS)
    assert match.is_over and match.result.winner == 0
    assert w.summary.headline.text() == "You win the match!"  # the player, seat 0, in the second person
    assert w.next_button.isVisible() and not w.play_button.isVisible()
    qtbot.mouseClick(w.summary.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.findChild(NewMatchDialog, "newMatchDialog") is not None, timeout=WAIT_MS)
    dialog = w.findChild(NewMatchDialog, "newMatchDialog")
    dialog.seed_edit.setText("8")
    dialog.accept()
    qtbot.waitUntil(lambda: w.controller.match is not match, timeout=WAIT_MS)
    assert w.controller.match.seed == 8
    w.controller.shutdown()


def test_finishing_last_the_player_gives_his_highest_card(qtbot: QtBot, window: MainWindow) -> None:
    from murlan_qt.engine import PHASE_SWAP_LAST

    for skip in range(0, 300, 7):
        match = _first_hand_won_by_human(place=3, skip=skip)
        match.start_next_hand()
        if match.hand.phase == PHASE_SWAP_LAST:
            break
    hand = match.hand
    options = hand.swap_last_options()
    first = hand.swap.first
    window.controller.continue_match(match)
    if len(options) > 1:  # equal ranks: the player chooses
        qtbot.waitUntil(lambda: window.swap_dialog is not None, timeout=WAIT_MS)
        assert window.swap_dialog.enabled_cards() == options
        qtbot.mouseClick(window.swap_dialog.buttons[options[-1]], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hand.phase == PHASE_PLAY, timeout=WAIT_MS)
    assert hand.swap.given_by_last in options
    assert hand.swap.given_by_last in hand.cards[first] or hand.swap.given_by_last in {
        c for a in hand.actions for c in a.cards or ()}
    assert hand.swap.given_by_first in hand.hand_of(0) or hand.actions
    _wait_for_human(qtbot, window)
    _assert_in_step(window)


def test_a_hand_with_pass_locks_trick_keeps_table_and_engine_in_step(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_window(tmp_path, human_seat=None)
    qtbot.addWidget(w)
    w.show()
    problems: list[str] = []
    w.controller.action_applied.connect(lambda _a: problems.extend(w.scene.disagreements()))
    with qtbot.waitSignal(w.controller.hand_finished, timeout=WAIT_MS):
        w.start_match(MatchConfig(levels=(default_level(),) * 3, seed=21, rules=Rules(pass_locks_trick=True)))
    assert w.controller.match.rules.pass_locks_trick
    assert problems == []
    w.controller.shutdown()


def test_view_options_change_the_cards_and_are_remembered(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, seed=5)
    _wait_for_human(qtbot, window)
    window.four_colour_action.trigger()
    assert all(item.theme.four_colour for item in window.scene.cards.values())
    assert window.settings.four_colour is True
    window.own_order_action.trigger()
    assert window.scene.sort_by_rank is False and window.settings.sort_by_rank is False
    window.speed_actions["slow"].trigger()
    assert window.animator.speed == "slow" and window.settings.animation_speed == "slow"
    window.speed_actions["instant"].trigger()
