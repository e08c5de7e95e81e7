"""The table's aids: play log, card tracker, selection preview, dimming, auto-pass, finishing the hand,
the last trick, and the defects a new user hit on the same surfaces."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot
from ui_helpers import card_point, make_window

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import (
    DECK,
    PHASE_PLAY,
    Card,
    IllegalPlayError,
    MatchState,
    Observation,
    Player,
    Rules,
    dumps,
    loads,
)
from murlan_qt.engine.hand_log import PassEntry, PlayEntry, TrickWonEntry, hand_log, last_trick, received_card
from murlan_qt.ui.aids.play_log import PlayLogPanel
from murlan_qt.ui.aids.preview import playable_cards, selection_preview
from murlan_qt.ui.aids.table_aids import AUTO_PASS_MS
from murlan_qt.ui.aids.tracker import (
    CARD_OF,
    IN_HAND_MARK,
    SEEN_MARK,
    SUIT_SYMBOLS,
    TrackerPanel,
    tracker_rows,
)
from murlan_qt.ui.app import build_parser
from murlan_qt.ui.table.zones import TrickZone
from murlan_qt.ui.texts import card_phrase, describe_combo, refusal_text
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 30_000
PLAYERS = (Player("You", "human"), Player("Arta", "ai", "greedy"), Player("Besnik", "ai", "greedy"),
           Player("Drita", "ai", "greedy"))


def _players(seed: int) -> dict[int, object]:
    return {s: make_player("greedy", player_seed(seed, s)) for s in range(4)}


def _play_until(match: MatchState, stop: Callable[[MatchState], bool], seed: int, limit: int = 3000) -> bool:
    """Play every seat (the player's too) with a greedy computer player until ``stop`` holds."""
    players = _players(seed)
    for _ in range(limit):
        if match.is_over:
            return False
        if match.needs_new_hand:
            match.start_next_hand()
        if stop(match):
            return True
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
        match.score_if_over()
    return False


def _human_to_play(pred: Callable[[MatchState], bool] = lambda m: True) -> Callable[[MatchState], bool]:
    return lambda m: m.hand.phase == PHASE_PLAY and m.hand.turn == 0 and not m.hand.is_over and pred(m)


def _wait_for_human(qtbot: QtBot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.is_awaiting_human or (c.match is not None and c.match.hand.is_over),
                    timeout=WAIT_MS)


def _resume(qtbot: QtBot, window: MainWindow, match: MatchState) -> None:
    window.continue_match(match)
    _wait_for_human(qtbot, window)


# ------------------------------------------------------------ the card tracker


@pytest.mark.parametrize("seed", [3, 8, 14])
def test_the_tracker_is_the_unseen_cards_of_the_observation_at_every_step(qtbot: QtBot, seed: int) -> None:
    match = MatchState(seed, players=PLAYERS)
    players = _players(seed)
    panel = TrackerPanel()
    steps = 0
    while len(match.hands) <= 3 and not match.is_over:
        if match.needs_new_hand:
            match.start_next_hand()
        for seat in range(4):
            obs = Observation.of(match, seat)
            # the public record and the seat's own hand, nothing else
            played = {c for a in match.hand.actions for c in a.cards or ()}
            public = set(DECK) - set(match.hand.hand_of(seat)) - played
            rows = tracker_rows(obs)
            assert {c for r in rows for c in r.unseen} == set(obs.unseen_cards()) == public
            for r in rows:
                assert r.bomb_possible == (r.rank < 13 and len(r.unseen) == 4)
                assert r.is_high == (r.rank >= 11)
        panel.refresh(match, 0)
        assert panel.unseen_shown() == set(Observation.of(match, 0).unseen_cards())
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
        match.score_if_over()
        steps += 1
    assert steps > 100


def test_the_tracker_is_the_same_whatever_the_hidden_hands_hold() -> None:
    match = MatchState(5, players=PLAYERS)
    assert _play_until(match, lambda m: len(m.hand.actions) >= 12, 5)
    before = tracker_rows(Observation.of(match, 0))
    # swap two opponents' hidden cards: what the player has seen is unchanged
    hand = match.hand
    a, b = sorted(hand.cards[1])[0], sorted(hand.cards[2])[0]
    hand.cards[1].discard(a)
    hand.cards[2].discard(b)
    hand.cards[1].add(b)
    hand.cards[2].add(a)
    assert tracker_rows(Observation.of(match, 0)) == before


def test_the_tracker_shows_the_players_own_cards_apart_from_the_played_ones(qtbot: QtBot) -> None:
    match = MatchState(5, players=PLAYERS)
    assert _play_until(match, lambda m: len(m.hand.actions) >= 12, 5)
    panel = TrackerPanel()
    qtbot.addWidget(panel)
    panel.refresh(match, 0)
    mine = set(match.hand.hand_of(0))
    played = {c for a in match.hand.actions for c in a.cards or ()}
    assert mine and played
    kinds = set()
    for rank in range(13):
        for suit, (mark, cell) in enumerate(zip(panel.marks_of(rank), panel.cells[13 - rank], strict=True)):
            card = CARD_OF[rank, suit]
            if card in mine:
                assert mark == IN_HAND_MARK and cell.accessibleName().endswith(": in your hand")
                kinds.add("hand")
            elif card in played:
                assert mark == SEEN_MARK and cell.accessibleName().endswith(": seen")
                kinds.add("played")
            else:
                assert mark == SUIT_SYMBOLS[suit]
    assert kinds == {"hand", "played"}
    assert IN_HAND_MARK in panel.legend.text() and SEEN_MARK in panel.legend.text()


def test_the_tracker_remakes_its_labels_only_when_what_they_show_changes(qtbot: QtBot) -> None:
    match = MatchState(5, players=PLAYERS)
    players = _players(5)
    panel = TrackerPanel()
    qtbot.addWidget(panel)
    kinds = set()
    for _ in range(40):
        panel.refresh(match, 0)
        panel.heading.setText("drawn before")  # a mark of the labels as they were
        before = tracker_rows(Observation.of(match, 0))
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
        if match.needs_new_hand or match.hand.is_over:
            break
        panel.refresh(match, 0)
        changed = tracker_rows(Observation.of(match, 0)) != before
        # a pass leaves the labels as they are (nothing they show changed); a play remakes them
        assert (panel.heading.text() != "drawn before") == changed
        kinds.add(changed)
        assert panel.unseen_shown() == set(Observation.of(match, 0).unseen_cards())
    assert kinds == {True, False}


# ------------------------------------------------------------ the selection preview


def _check_every_selection(match: MatchState) -> int:
    hand = match.hand
    held = hand.hand_of(0)
    checked = 0
    for n in range(1, min(len(held), 6) + 1):
        for chosen in itertools.combinations(held, n):
            preview = selection_preview(match, 0, list(chosen))
            try:
                combo = hand.check_play(0, list(chosen))
            except IllegalPlayError as exc:
                assert not preview.can_play
                assert preview.text == refusal_text(exc)
            else:
                assert preview.can_play
                assert describe_combo(combo)[1:] in preview.text  # the first letter is a capital
            checked += 1
    return checked


@pytest.mark.parametrize("seed", [2, 6, 11])
def test_the_preview_agrees_with_the_engines_checked_play_on_every_selection(seed: int) -> None:
    match = MatchState(seed, players=PLAYERS)
    players = _players(seed)
    kinds: set[str] = set()
    checked = 0
    for _ in range(2000):
        if match.is_over or len(kinds) == 3:
            break
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        if hand.phase == PHASE_PLAY and hand.turn == 0:
            # the opening lead, a lead, a play to beat
            kind = "opening" if hand.opening else "lead" if hand.top is None else "beat"
            if kind not in kinds:
                kinds.add(kind)
                checked += _check_every_selection(match)
        take_turn(match, players[hand.turn], 0.01)  # type: ignore[arg-type]
        match.score_if_over()
    assert {"lead", "beat"} <= kinds and checked > 1000


def test_play_is_enabled_exactly_for_a_play_the_engine_takes(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(4, players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: m.hand.top is not None and bool(m.hand.legal_plays())), 4)
    _resume(qtbot, window, match)
    hand = match.hand
    held = hand.hand_of(0)
    rng = random.Random(4)
    for _ in range(25):
        chosen = rng.sample(held, rng.choice([1, 1, 2, 3]))
        window.scene.clear_selection()
        for c in chosen:
            window.scene.toggle_selected(c)
        try:
            hand.check_play(0, window.scene.selected_cards())
            legal = True
        except IllegalPlayError:
            legal = False
        assert window.play_button.isEnabled() == legal
        assert window.message.text() == selection_preview(match, 0, window.scene.selected_cards()).text
    window.scene.clear_selection()
    assert not window.play_button.isEnabled()


def test_when_nothing_beats_the_table_the_message_says_pass(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(7, players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: m.hand.top is not None and not m.hand.legal_plays()), 7)
    top = match.hand.top
    _resume(qtbot, window, match)
    assert window.message.text() == f"Nothing in your hand beats {describe_combo(top)}: pass."
    assert window.pass_button.isEnabled()
    assert not window.aids._auto_pass_timer.isActive()  # auto-pass is off by default


def test_auto_pass_passes_after_a_visible_pause(qtbot: QtBot, window: MainWindow) -> None:
    window.settings.auto_pass = True
    window.apply_aid_settings()
    match = MatchState(7, players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: m.hand.top is not None and not m.hand.legal_plays()), 7)
    n = len(match.hand.actions)
    _resume(qtbot, window, match)
    assert "Passing for you" in window.message.text()
    assert window.aids._auto_pass_timer.isActive() and window.aids._auto_pass_timer.interval() == AUTO_PASS_MS
    assert len(match.hand.actions) == n  # nothing yet: the player sees it coming
    qtbot.waitUntil(lambda: len(match.hand.actions) > n, timeout=WAIT_MS)
    assert match.hand.actions[n].seat == 0 and match.hand.actions[n].is_pass


def test_dimming_marks_exactly_the_cards_no_legal_play_uses(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(9, players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: m.hand.top is not None and bool(m.hand.legal_plays())), 9)
    _resume(qtbot, window, match)
    items = window.scene.cards
    held = set(match.hand.hand_of(0))
    assert not any(items[c].is_dimmed for c in held)  # off by default
    window.settings.dim_unplayable = True
    window.apply_aid_settings()
    ranks = {r for combo in match.hand.legal_plays() for r in combo.ranks}
    dimmed = {c for c in held if items[c].is_dimmed}
    assert dimmed == {c for c in held if c.rank not in ranks} == held - playable_cards(match, 0)
    assert dimmed != held


# ------------------------------------------------------------ the play log


def test_the_log_panel_shows_every_action_and_survives_resume(qtbot: QtBot, window: MainWindow,
                                                            tmp_path: Path) -> None:
    window.settings.show_play_log = True
    window.apply_aid_settings()
    assert window.aids.log_dock.isVisible()
    match = MatchState(13, Rules(pass_locks_trick=True), players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: len(m.hands) == 3 and len(m.hand.actions) > 10), 13)
    _resume(qtbot, window, match)
    panel = window.aids.play_log
    rows = panel.row_texts()
    log = hand_log(match.hand, 0)
    n_actions = sum(isinstance(e, PlayEntry | PassEntry) for e in log)
    assert n_actions == len(match.hand.actions)
    tricks = sum(isinstance(e, TrickWonEntry) for e in log)
    assert sum(r.startswith("Trick ") and ("wins it" in r or "win it" in r) for r in rows) == tricks
    assert sum(r.startswith("    ") for r in rows) >= n_actions
    # a new window rebuilds the same log from the saved record
    other = make_window(tmp_path / "other")
    qtbot.addWidget(other)
    other.show()
    other.settings.show_play_log = True
    other.apply_aid_settings()
    again = loads(dumps(match))
    other.continue_match(again)
    assert other.aids.play_log.row_texts() == rows
    # an earlier hand is one click away
    panel.hand_box.activated.emit(0)
    assert panel.shown_hand == 0
    first = hand_log(match.hands[0], 0)
    assert sum(isinstance(e, PlayEntry | PassEntry) for e in panel.entries) == len(match.hands[0].actions)
    assert panel.entries == first
    window.aids.refresh()  # play goes on: the earlier hand stays shown
    assert panel.shown_hand == 0 and panel.entries == first
    panel.hand_box.activated.emit(len(match.hands) - 1)  # back to the hand in play, which it follows again
    assert panel.row_texts() == rows
    other.controller.shutdown()


def test_the_log_names_the_swap_as_the_player_saw_it(qtbot: QtBot) -> None:
    for seed in range(1, 80):
        match = MatchState(seed, players=PLAYERS)
        _play_until(match, lambda m: len(m.hands) == 2 and m.hand.phase == PHASE_PLAY, seed)
        sw = match.hand.swap
        if sw is not None and not sw.jokers_shown and 0 in (sw.last, sw.first):
            break
    panel = PlayLogPanel()
    panel.refresh(match, 0)
    first_row = panel.row_texts()[0]
    assert card_phrase(sw.given_by_last) in first_row and card_phrase(sw.given_by_first) in first_row
    panel.refresh(match, None)
    assert card_phrase(sw.given_by_last) not in panel.row_texts()[0] or sw.given_by_last.rank < 13


# ------------------------------------------------------------ the last trick and finishing the hand


def test_the_last_trick_can_be_looked_at_again(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(10, players=PLAYERS)
    assert _play_until(match, _human_to_play(lambda m: bool(m.hand.trick_ends())), 10)
    _resume(qtbot, window, match)
    view = window.scene.last_trick_view
    window.view.setFocus()
    qtbot.keyPress(window.view, Qt.Key.Key_L)
    assert view.isVisible()
    assert [cards for _, cards in view.rows] == [a.cards for a in last_trick(match.hand)]
    assert window.controller.is_awaiting_human  # the game does not stop
    qtbot.keyRelease(window.view, Qt.Key.Key_L)
    assert not view.isVisible()
    centre = window.view.mapFromScene(window.scene.table.centre)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert view.isVisible()


@pytest.mark.parametrize("automatic", [False, True])
def test_once_out_the_player_can_let_the_hand_finish_at_once(qtbot: QtBot, tmp_path: Path, automatic: bool) -> None:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.set_speed("slow")
    window.settings.speed_up_when_out = automatic
    # the player is about to go out with his last play
    for seed in range(1, 60):
        match = MatchState(seed, players=PLAYERS)
        if _play_until(match, _human_to_play(lambda m: any(
                combo.length == len(m.hand.cards[0]) for combo in m.hand.legal_plays()) and len(m.hand.finish) < 2),
                seed):
            break
    hand = match.hand
    window.continue_match(match)
    _wait_for_human(qtbot, window)
    last = next(c for c in hand.legal_plays() if c.length == len(hand.cards[0]))
    window.scene.play_cards(hand.cards_for(last))
    assert 0 in hand.finish and not hand.is_over
    if not automatic:
        assert window.aids.finish_button.isVisibleTo(window)
        assert window.controller.speed == "slow"
        qtbot.mouseClick(window.aids.finish_button, Qt.MouseButton.LeftButton)
    assert window.controller.speed == "instant" and window.animator.speed == "instant"
    assert not window.aids.finish_button.isVisibleTo(window)
    qtbot.waitUntil(lambda: hand.is_over, timeout=WAIT_MS)
    assert window.controller.speed == "slow" and window.animator.speed == "slow"  # the chosen speed is back
    assert window.settings.animation_speed == "slow"
    window.controller.shutdown()


# ------------------------------------------------------------ the defects a new user hit


def test_after_a_refused_double_click_play_follows_what_is_still_selected(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(3, players=PLAYERS)

    def fits(m: MatchState) -> bool:
        top = m.hand.top
        return (top is not None and top.kind == "single" and top.value < 11
                and any(c.rank > top.value for c in m.hand.hand_of(0))
                and any(c.rank < top.value for c in m.hand.hand_of(0)))

    assert _play_until(match, _human_to_play(fits), 3)
    _resume(qtbot, window, match)
    held = match.hand.hand_of(0)
    top = match.hand.top.value
    high = max(held)
    low = next(c for c in held if c.rank < top)
    viewport = window.view.viewport()

    def double_click(card: Card) -> None:
        """As a mouse does it: the first click (it selects the card), then the double-click."""
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=card_point(window, card))
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=card_point(window, card))

    double_click(low)
    assert low in match.hand.cards[0]  # refused
    assert not window.scene.selected and not window.play_button.isEnabled()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=card_point(window, high))
    assert window.play_button.isEnabled()
    double_click(low)
    assert low in match.hand.cards[0]
    assert window.scene.selected == {high}
    assert window.play_button.isEnabled()
    window.scene.clear_selection()
    assert not window.play_button.isEnabled()


def test_a_refusal_is_shown_by_the_hand_and_goes_with_the_selection(qtbot: QtBot, window: MainWindow) -> None:
    match = MatchState(5, players=PLAYERS)
    assert _play_until(match, _human_to_play(), 5)
    _resume(qtbot, window, match)
    held = match.hand.hand_of(0)
    a, b = held[0], next(x for x in held if x.rank != held[0].rank)
    window.scene.toggle_selected(a)
    window.scene.toggle_selected(b)
    window.play_selected()
    refusal = window.message.text()
    assert "not a combination" in refusal
    note = window.narrator.hand_note
    assert note.isVisible() and note.text.replace("\n", " ") == refusal
    assert note.y() < window.scene.table.hand_rect().top()  # just above the hand
    window.scene.clear_selection()
    assert window.message.text() != refusal
    assert not note.isVisible()
    # a refusal also goes when another card is picked up to be dragged
    window.scene.play_cards([a, b])
    assert window.message.text() == refusal and not window.scene.selected
    c = next(x for x in held if x not in (a, b))
    start = card_point(window, c)
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(window.view.viewport(), pos=start + QPoint(0, -40))
    assert window.message.text() != refusal
    assert not note.isVisible()
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=start)


def test_a_pass_bubble_goes_when_that_player_is_on_turn_again(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_window(tmp_path, human_seat=None)
    qtbot.addWidget(w)
    w.show()
    stale: list[int] = []
    checked: list[int] = []

    def on_turn(seat: int) -> None:
        hand = w.controller.match.hand
        mine = [a for a in hand.trick_actions() if a.seat == seat]
        if mine and mine[-1].is_pass:
            checked.append(seat)
            if w.scene.pass_bubbles[seat].isVisible():
                stale.append(seat)

    w.controller.turn_changed.connect(on_turn)
    with qtbot.waitSignal(w.controller.hand_finished, timeout=WAIT_MS):
        w.start_match(MatchConfig_(seed=31))
    assert checked and stale == []
    w.controller.shutdown()


@pytest.mark.slow
def test_a_pass_bubble_never_covers_a_card_on_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_window(tmp_path, human_seat=None)
    qtbot.addWidget(w)
    w.show()
    w.set_speed("fast")  # a won trick stays a moment before the sweep
    overlaps: list[str] = []
    ends: list[int] = []

    def on_trick_won(_winner: int) -> None:
        ends.append(_winner)
        scene = w.scene
        cards = [it for it in scene.cards.values() if it.isVisible() and it.opacity() > 0 and it.is_face_up
                 and not scene.table.hand_rect().contains(it.pos())]
        for seat, bubble in enumerate(scene.pass_bubbles):
            if bubble.isVisible():
                for it in cards:
                    if bubble.sceneBoundingRect().intersects(it.mapRectToScene(it.card_rect())):
                        overlaps.append(f"seat {seat}'s Pass covers {it.card}")
        if len(ends) >= 6:
            w.set_speed("instant")

    w.controller.trick_won.connect(on_trick_won)
    with qtbot.waitSignal(w.controller.hand_finished, timeout=120_000):
        w.start_match(MatchConfig_(seed=17))
    assert len(ends) >= 6 and overlaps == []
    w.controller.shutdown()


def test_the_lead_is_announced_once_the_dealt_cards_have_landed(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_window(tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.set_speed("normal")
    # every text the trick's label is given, with whether the deal was still flying: polling the
    # label would race the computer player, whose lead may replace "leads" before a poll sees it
    label = w.scene.trick_label
    shown: list[tuple[bool, str]] = []
    set_text = label.set_text

    def recording(text: str, *args: Any, **kwargs: Any) -> None:
        shown.append((w.animator.is_running, text))
        set_text(text, *args, **kwargs)

    label.set_text = recording  # type: ignore[method-assign]
    w.start_match(MatchConfig_(seed=2))
    assert w.animator.is_running  # the deal is flying
    assert "lead" not in label.text.lower()
    qtbot.waitUntil(lambda: any("lead" in t.lower() for _, t in shown), timeout=WAIT_MS)
    first = next(i for i, (_, t) in enumerate(shown) if "lead" in t.lower())
    assert not shown[first][0]  # told once the cards have landed
    assert all("lead" not in t.lower() for _, t in shown[:first])
    w.controller.shutdown()


def _swap_match(want: Callable[[MatchState], bool]) -> MatchState:
    """A match in its second hand, the swap about to start, as ``want`` asks."""
    for seed in range(1, 400):
        match = MatchState(seed, players=PLAYERS)
        _play_until(match, lambda m: len(m.hands) == 2, seed)
        if len(match.hands) == 2 and match.hand.swap is not None and want(match):
            return match
    raise AssertionError("no such deal")


def test_the_received_card_is_marked_and_the_swap_is_told_whole(qtbot: QtBot, window: MainWindow) -> None:
    from murlan_qt.engine.cards import RED_JOKER

    def red_joker_to_me(m: MatchState) -> bool:
        sw = m.hand.swap
        return (sw.first == 0 and not sw.jokers_shown and RED_JOKER in m.hand.cards[sw.last]
                and m.hand.swap_last_options() == [Card(RED_JOKER)])

    match = _swap_match(red_joker_to_me)
    hand = match.hand
    window.continue_match(match)
    qtbot.waitUntil(lambda: window.swap_dialog is not None, timeout=WAIT_MS)
    assert "gives you the red joker" in window.message.text()
    give = hand.swap_first_options()[0]
    window.swap_dialog.close()
    window.swap_dialog = None
    window.controller.human_give(give)
    # the whole swap, both cards, stays on the table a while
    summary = window.message.text()
    assert "the red joker" in summary and card_phrase(give) in summary
    assert window.scene.banner.text == summary
    assert window.scene._banner_timer.interval() >= 5000
    # the card received is marked in the hand until the player's first play
    assert received_card(match, 0) == Card(RED_JOKER)
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human or any(a.seat == 0 for a in hand.actions),
                    timeout=WAIT_MS)
    items = window.scene.cards
    assert items[Card(RED_JOKER)].is_marked
    assert [c for c in hand.hand_of(0) if items[c].is_marked] == [Card(RED_JOKER)]
    _wait_for_human(qtbot, window)
    play = min(hand.legal_plays(), key=lambda k: (k.is_bomb, k.value))
    window.scene.play_cards(hand.cards_for(play))
    assert not any(items[c].is_marked for c in DECK)


def test_card_phrase_says_the_joker() -> None:
    from murlan_qt.engine.cards import BLACK_JOKER, RED_JOKER

    assert card_phrase(Card(RED_JOKER)) == "the red joker"
    assert card_phrase(Card(BLACK_JOKER)) == "the black joker"
    assert card_phrase(Card.from_str("TH")) == "10\u2665"


# ------------------------------------------------------------ settings and the command line


def test_the_aids_follow_the_settings_live(qtbot: QtBot, window: MainWindow) -> None:
    s = window.settings
    assert not window.aids.tracker_dock.isVisible() and not window.aids.log_dock.isVisible()
    s.show_tracker = True
    s.show_play_log = True
    window.apply_aid_settings()
    assert window.aids.tracker_dock.isVisible() and window.aids.log_dock.isVisible()
    assert window.aids.actions["show_tracker"].isChecked()
    window.aids.actions["show_play_log"].trigger()  # the View menu turns it off, and it is remembered
    assert not window.aids.log_dock.isVisible() and not s.show_play_log


def test_screenshot_show_names_the_panels() -> None:
    assert build_parser().parse_args(["--show", "log,tracker"]).show == ("log", "tracker")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--show", "log,bogus"])


def MatchConfig_(seed: int):  # noqa: N802 - a short builder for the tests above
    from murlan_qt.ai import default_level
    from murlan_qt.ui.game.controller import MatchConfig

    return MatchConfig(levels=(default_level(),) * 3, seed=seed)


def test_a_whole_hand_with_every_aid_on(qtbot: QtBot, window: MainWindow) -> None:
    s = window.settings
    s.show_play_log = s.show_tracker = s.dim_unplayable = s.auto_pass = s.speed_up_when_out = True
    window.apply_aid_settings()
    window.start_match(MatchConfig_(seed=23))
    c = window.controller
    hand = c.match.hand
    for _ in range(80):
        qtbot.waitUntil(lambda: hand.is_over or (c.is_awaiting_human and not window.aids._auto_pass_timer.isActive()
                                                 and bool(hand.legal_plays())), timeout=WAIT_MS)
        if hand.is_over:
            break
        tracker = window.aids.tracker
        assert tracker.unseen_shown() == set(Observation.of(c.match, 0).unseen_cards())
        dimmed = {x for x in hand.hand_of(0) if window.scene.cards[x].is_dimmed}
        assert dimmed == set(hand.hand_of(0)) - playable_cards(c.match, 0)
        play = min(hand.legal_plays(), key=lambda k: (k.is_bomb, k.value, -k.length))
        for x in hand.cards_for(play):
            window.scene.toggle_selected(x)
        assert window.play_button.isEnabled()
        qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert hand.is_over
    log = hand_log(hand, 0)
    assert window.aids.play_log.entries == log
    assert sum(isinstance(e, PlayEntry | PassEntry) for e in log) == len(hand.actions)
    assert window.controller.speed == "instant"  # the window's own speed (instant in the tests) is back


def _a_pass_bubble_at_1280(qtbot: QtBot, tmp_path: Path, seat: int) -> tuple[Any, Any, Any]:
    """A dealt table at 1280x800 (its computer players stopped), ``seat``'s "Pass" bubble ready to place: the
    scene, the spot in front of the seat and the bubble."""
    w = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(w)
    w.show()
    with qtbot.waitSignal(w.controller.match_changed, timeout=WAIT_MS):
        w.start_match(MatchConfig_(seed=3))
    w.controller.shutdown()
    scene = w.scene
    bubble = scene.pass_bubbles[seat]
    bubble.set_text("Pass", scene.table.unit, 0.22)
    return scene, TrickZone(scene.table).front_anchor(seat), bubble


@pytest.mark.parametrize("seat", [1, 3])
def test_a_side_seats_bubble_moved_off_the_cards_does_not_land_on_its_plate(
        qtbot: QtBot, tmp_path: Path, seat: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """(player trial, network table at 1280x800: the right seat held four cards, its plate sat high, and its
    "Pass", moved down off a scale on the table, was hidden under that plate)"""

    scene, anchor, bubble = _a_pass_bubble_at_1280(qtbot, tmp_path, seat)
    card = next(iter(scene.cards))
    item = scene.cards[card]
    item.setVisible(True)
    item.setPos(anchor)  # a card of the trick right on the spot in front of the seat
    monkeypatch.setattr(scene, "trick_cards", lambda: [card])
    below = item.sceneBoundingRect().bottom()
    plate = scene.plates[seat]
    plate.setPos(anchor)
    plate.moveBy(0, below + 1 - plate.sceneBoundingRect().top())  # the plate just under the card
    placed = bubble.boundingRect().translated(scene._bubble_pos(seat, anchor))
    assert not any(p.sceneBoundingRect().intersects(placed) for p in scene.plates if p.isVisible())
    assert not item.sceneBoundingRect().intersects(placed)


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_pass_bubble_moves_clear_of_a_name_plate_at_its_spot(qtbot: QtBot, tmp_path: Path, seat: int) -> None:
    """On a narrow table (the side panels open) a seat's plate can reach the spot in front of it where its
    "Pass" is said (seen at 1280x800 with the log and the tracker open, a player holding two cards):
    the bubble moves clear of every plate, towards the middle."""
    scene, anchor, bubble = _a_pass_bubble_at_1280(qtbot, tmp_path, seat)
    plate = scene.plates[seat]
    plate.setPos(anchor)  # the plate right on the spot
    pos = scene._bubble_pos(seat, anchor)
    placed = bubble.boundingRect().translated(pos)
    assert not any(p.sceneBoundingRect().intersects(placed) for p in scene.plates if p.isVisible())
    centre = scene.table.centre
    assert abs(pos.x() - centre.x()) + abs(pos.y() - centre.y()) < abs(anchor.x() - centre.x()) + abs(
        anchor.y() - centre.y())
