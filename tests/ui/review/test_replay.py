"""The hand review: stepping, seat views, "Continue from here", and where it opens from."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import Card, MatchState, Observation, Player, Rules, loads
from murlan_qt.engine.record import cut_record, dumps, from_record, rotate_record, to_record
from murlan_qt.persistence import LoadError
from murlan_qt.persistence.saves import record_text
from murlan_qt.tools.check import check_bytes
from murlan_qt.tools.sim import play_match
from murlan_qt.ui.review import window as rw
from murlan_qt.ui.review.stepper import (
    MAX_RECORDS,
    MatchStepper,
    Position,
    open_record,
    read_records,
)
from murlan_qt.ui.review.window import ALL_FACE_UP, ReplayWindow


@pytest.fixture(scope="module")
def played() -> MatchState:
    """A whole match between computer players, from a seed; its first player made human."""
    match = play_match(11, ["greedy"] * 4, time_limit=0.05)
    record = to_record(match)
    record["players"][0] = {"name": "Tester", "kind": "human"}
    return from_record(record)


def short(match: MatchState, hands: int = 3, actions: int = 9) -> MatchState:
    """The match cut to ``hands`` whole hands and ``actions`` actions of the next (an unfinished record)."""
    return from_record(cut_record(to_record(match), hands, actions))


def fresh_state(record: dict[str, Any], k: int, i: int) -> MatchState:
    """The match after ``i`` actions of hand ``k``, replayed from scratch with the engine's own calls."""
    players = [Player(p["name"], p["kind"], p.get("level")) for p in record["players"]]
    m = MatchState(record["seed"], Rules.from_dict(record["rules"]), players,
                   deal_rng=random.Random(record["seed"]), start=False)
    m.first_dealer = record["hands"][0]["dealer"]
    for j, h in enumerate(record["hands"][: k + 1]):
        hand = m.start_next_hand(deal=[[Card.from_str(c) for c in d] for d in h["deal"]])
        sw = h["swap"]
        if sw is not None and "given_by_last" in sw:
            hand.give_by_last(Card.from_str(sw["given_by_last"]))
            hand.give_by_first(Card.from_str(sw["given_by_first"]))
        for a in h["actions"][: i if j == k else None]:
            if "pass" in a:
                hand.pass_turn(a["seat"])
            else:
                hand.play(a["seat"], a["play"])
        m.score_if_over()
    return m


def fingerprint(m: MatchState) -> tuple:
    hand = m.hand
    return (
        len(m.hands), tuple(tuple(hand.hand_of(s)) for s in range(4)),
        tuple((a.seat, a.cards) for a in hand.actions), hand.trick_start, hand.turn, tuple(hand.finish),
        tuple(m.totals), m.target, m.result,
    )


def open_window(qtbot: QtBot, match: MatchState, **kw: Any) -> ReplayWindow:
    w = ReplayWindow(match, **kw)
    w.animation_speed = "instant"
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.mark.slow
def test_stepping_through_a_match_and_back_gives_the_state_of_a_fresh_replay(qtbot: QtBot,
                                                                            played: MatchState) -> None:
    match = short(played)
    record = to_record(match)
    w = open_window(qtbot, match, hand=0, seat=0)
    w.start_button.click()
    forward = []
    while True:
        k, i = w.position.hand, w.position.action
        assert fingerprint(w.state()) == fingerprint(fresh_state(record, k, i)), (k, i)
        assert w.scene.disagreements() == []
        forward.append((k, i, fingerprint(w.state())))
        if not w.forward_button.isEnabled():
            break
        w.forward_button.click()
    assert (w.position.hand, w.position.action) == (3, 9)
    assert len(forward) == sum(len(h["actions"]) + 1 for h in record["hands"])
    back = []
    while True:
        back.append((w.position.hand, w.position.action, fingerprint(w.state())))
        assert w.scene.disagreements() == []
        if not w.back_button.isEnabled():
            break
        w.back_button.click()
    assert back == list(reversed(forward))


def test_a_turned_view_is_the_same_play(qtbot: QtBot, played: MatchState) -> None:
    """Seat 2 at the bottom: the engine state is the original's with the seats renumbered."""
    replay = MatchStepper(played)
    k = 2
    for i in range(0, replay.action_count(k) + 1, 7):
        orig = replay.state_at(Position(k, i), 0)
        turned = replay.state_at(Position(k, i), 2)
        assert [turned.hand.hand_of(s) for s in range(4)] == [orig.hand.hand_of((s + 2) % 4) for s in range(4)]
        assert turned.hand.turn == ((orig.hand.turn - 2) % 4 if orig.hand.turn >= 0 else turned.hand.turn)
        assert turned.totals == [orig.totals[(s + 2) % 4] for s in range(4)]


def face_up_cards(w: ReplayWindow) -> set[Card]:
    return {c for c, it in w.scene.cards.items() if it.isVisible() and it.opacity() > 0 and it.is_face_up}


@pytest.mark.slow
def test_a_seats_view_never_shows_a_card_that_seat_could_not_see(qtbot: QtBot, played: MatchState) -> None:
    w = open_window(qtbot, short(played, 2, 0), hand=0)
    for seat in range(4):
        w.set_view(seat)
        for k in (0, 1):
            for i in range(w.replay.action_count(k) + 1):
                w.go(Position(k, i), animate=False)
                m = w.state()
                obs = Observation.of(m, 0)  # the viewed seat sits at seat 0
                could_see = set(obs.hand) | set(obs.played_cards())
                if m.hand.is_over:  # the last player's cards are turned up for everyone
                    could_see |= {c for s in range(4) for c in m.hand.hand_of(s)}
                shown = face_up_cards(w)
                assert shown <= could_see, (seat, k, i, sorted(shown - could_see))
                assert set(obs.hand) <= shown
    # all hands face up does show them: the check above could fail
    w.set_view(ALL_FACE_UP)
    w.go(Position(1, 3), animate=False)
    m = w.state()
    assert {c for s in range(4) for c in m.hand.hand_of(s)} <= face_up_cards(w)


def test_continue_from_here_starts_with_the_replayed_record_and_passes_the_check(qtbot: QtBot,
                                                                               played: MatchState) -> None:
    w = open_window(qtbot, played, hand=2, seat=1)
    w.go(Position(2, 13), animate=False)
    new = w.continue_match()
    assert new is not None
    text = dumps(new)
    report = check_bytes("continued", text.encode())
    assert report.is_ok, list(report.lines())
    got = json.loads(text)
    assert got["continued_from"] == {"seed": played.seed, "hand": 3, "actions": 13, "seat": 1}
    assert got["players"][0]["kind"] == "human"
    assert all(p["kind"] == "ai" for p in got["players"][1:])
    # turned back to the original seats, the new match's record is the replayed one up to that action
    back = rotate_record(got, 3)
    want = cut_record(to_record(played), 2, 13)
    for key in ("seed", "rules", "result"):
        assert back[key] == want[key]
    assert back["hands"] == want["hands"]
    assert [p["name"] for p in back["players"]] == [p["name"] for p in want["players"]]
    # the origin survives a save and a load
    assert loads(record_text(new)).continued_from == got["continued_from"]


def test_continue_from_here_hands_the_match_to_the_game(qtbot: QtBot, tmp_path: Path, played: MatchState) -> None:
    window = make_window(tmp_path, human_seat=0, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    review = window.review.review(played, "played", hand=1)
    review.set_view(3)
    review.go(Position(1, 20), animate=False)
    review.continue_button.click()
    m = window.controller.match
    assert m is not None and m.continued_from == {"seed": played.seed, "hand": 2, "actions": 20, "seat": 3}
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human or len(m.hand.actions) > 25, timeout=20_000)
    record = to_record(m)
    assert check_bytes("live", dumps(m).encode()).is_ok
    want = cut_record(to_record(played), 1, 20)
    back = rotate_record(record, 1)
    assert back["hands"][0] == want["hands"][0]
    assert back["hands"][1]["actions"][:20] == want["hands"][1]["actions"]


def test_keys_slider_trick_and_hand_choice_move_the_position(qtbot: QtBot, played: MatchState) -> None:
    w = open_window(qtbot, played, hand=1, seat=0)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=5_000)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert w.position == Position(1, 2)
    qtbot.keyClick(w.view, Qt.Key.Key_Left)
    assert w.position == Position(1, 1)
    w.forward_button.setFocus()
    qtbot.keyClick(w.forward_button, Qt.Key.Key_Space)  # Space presses the focused button
    assert w.position == Position(1, 2) and not w._timer.isActive()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_End)
    assert w.position == Position(1, w.replay.action_count(1))
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown)
    assert w.position == Position(2, 0)
    w.slider.setValue(17)
    assert w.position == Position(2, 17)
    starts = w.replay.trick_starts(2)
    w.trick_box.activated.emit(2)
    assert w.position == Position(2, starts[2]) and w.trick_box.currentIndex() == 2
    w.hand_box.activated.emit(0)
    assert w.position == Position(0, 0)
    # playing on steps by itself and stops at the end of the hand
    w.speed_box.activated.emit(2)
    w.go(Position(0, w.replay.action_count(0) - 2), animate=False)
    qtbot.keyClick(w.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not w._timer.isActive(), timeout=10_000)
    assert w.position == Position(0, w.replay.action_count(0))


def test_a_murlan_sim_file_opens_one_chosen_match(qtbot: QtBot, tmp_path: Path, played: MatchState,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    other = play_match(12, ["greedy"] * 4, time_limit=0.05)
    path = tmp_path / "sim.jsonl"
    path.write_text(dumps(played) + "\n" + dumps(other) + "\n" + '{"format": "murlan-match"}\n', encoding="utf-8")
    entries = read_records(path)
    assert [e.line for e in entries] == [1, 2, 3]
    assert fingerprint(open_record(path, entries[1], True)) == fingerprint(other)
    with pytest.raises(LoadError, match="Line 3 of sim.jsonl"):
        open_record(path, entries[2], True)
    monkeypatch.setattr(rw.QInputDialog, "getItem", lambda *a, **k: (a[3][1], True))
    window = make_window(tmp_path, human_seat=0)
    qtbot.addWidget(window)
    review = window.review.review_file(path)
    assert review is not None and fingerprint(review.replay.match) == fingerprint(other)
    shown: list[str] = []
    monkeypatch.setattr(rw, "show_warning", lambda _p, _t, text: shown.append(text))
    monkeypatch.setattr(rw.QInputDialog, "getItem", lambda *a, **k: (a[3][2], True))
    assert window.review.review_file(path) is None and "Line 3" in shown[0]


def test_review_opens_from_the_hand_summary_and_the_statistics_window(qtbot: QtBot, tmp_path: Path,
                                                                   played: MatchState) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    window.start_match(window.last_config())
    qtbot.waitUntil(lambda: window.summary is not None, timeout=60_000)
    assert window.summary is not None
    window.summary.review_button.click()
    review = window.review.windows[-1]
    m = window.controller.match
    assert m is not None and review.position.hand == len(m.results) - 1
    assert review.replay.match is not m  # a copy: the game may go on meanwhile
    # the Statistics window lists the finished matches kept in saves/
    assert window.paths is not None
    (window.paths.saves / "finished-20260101T000000Z.murlan").write_text(dumps(played), encoding="utf-8")
    window.show_statistics()
    box = window.stats_dialog.findChild(rw.FinishedMatchesBox)
    assert box is not None and box.paths and box.paths[0].name == "finished-20260101T000000Z.murlan"
    assert box.list.item(0).text().startswith("Ended ") and "2026" in box.list.item(0).text()
    box.review_button.click()
    assert fingerprint(window.review.windows[-1].replay.match) == fingerprint(played)


def test_an_open_review_follows_a_change_of_language(qtbot: QtBot, played: MatchState) -> None:
    from PySide6.QtWidgets import QApplication

    from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

    w = open_window(qtbot, played, hand=1)
    assert w.hand_box.currentText() == f"Hand 2 of {len(played.hands)}"
    try:
        install_translators(QApplication.instance(), "sq")
        qtbot.waitUntil(lambda: w.hand_box.currentText().startswith("Dora 2"), timeout=5_000)
        assert w.seat_box.count() == 5 and w.hand_box.currentIndex() == 1
    finally:
        remove_translators(QApplication.instance())


def test_the_card_got_in_the_swap_is_marked_in_that_seats_view(qtbot: QtBot, played: MatchState) -> None:
    k = next(k for k, h in enumerate(played.hands) if h.swap is not None and not h.swap.jokers_shown)
    sw = played.hands[k].swap
    assert sw is not None and sw.given_by_last is not None and sw.given_by_first is not None
    w = open_window(qtbot, played, hand=k, seat=sw.first)
    assert w.scene.cards[sw.given_by_last].is_marked
    w.set_view(sw.last)
    assert {c for c, it in w.scene.cards.items() if it.is_marked} == {sw.given_by_first}
    w.set_view(ALL_FACE_UP)
    assert not any(it.is_marked for it in w.scene.cards.values())


def test_continue_from_here_asks_first_and_keeps_the_match_in_progress_in_open_recent(
        qtbot: QtBot, tmp_path: Path, played: MatchState, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from murlan_qt.ui.game.controller import MatchConfig

    window = make_window(tmp_path, human_seat=0, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    window.controller.new_match(MatchConfig(seed=31))
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=20_000)
    mine = window.controller.match
    assert mine is not None and not mine.is_over
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.Cancel]

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    review = window.review.review(played, "played", hand=1)
    review.go(Position(1, 20), animate=False)
    review.continue_button.click()  # the player says Cancel: nothing changes
    assert len(asked) == 1 and "Open Recent" in asked[0]
    assert window.controller.match is mine and review.isVisible()
    answer[0] = QMessageBox.StandardButton.Yes
    review.continue_button.click()
    assert window.controller.match is not mine
    assert window.controller.match is not None and window.controller.match.continued_from is not None
    kept = window.data.recent_paths()[0] if window.data is not None else None
    assert kept is not None and kept.name.startswith("unfinished-") and kept.parent.name == "saves"
    assert loads(kept.read_text(encoding="utf-8")).seed == 31


def test_a_review_names_the_leader_from_every_view(qtbot: QtBot, played: MatchState) -> None:
    """The record's human is "you" at the table, but a review names him like anyone else: viewed as
    another seat, "You lead" would point at the wrong player."""
    review = ReplayWindow(played, hand=1)
    qtbot.addWidget(review)
    record = to_record(played)
    actions = record["hands"][1]["actions"]
    # the first position (after an action) where the record's human player, seat 0, is to lead a trick
    at = next(i for i in range(1, len(actions))
              if fresh_state(record, 1, i).hand.turn == 0 and fresh_state(record, 1, i).hand.trick_start == i)
    for view in (0, 2):
        review.set_view(view)
        review.go(Position(1, at), animate=False)
        label = review.scene.trick_label.text
        assert label.startswith("Tester leads") and "You" not in label


def test_a_file_of_very_many_records_lists_the_first_and_says_so(qtbot: QtBot, tmp_path: Path, played: MatchState,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "many.jsonl"
    path.write_text(dumps(played) + "\n" + "{}\n" * (MAX_RECORDS + 10), encoding="utf-8")
    asked: list[tuple[str, int]] = []

    def choose_first(*a: Any, **k: Any) -> tuple[str, bool]:
        asked.append((a[2], len(a[3])))
        return a[3][0], True

    monkeypatch.setattr(rw.QInputDialog, "getItem", choose_first)
    window = make_window(tmp_path, human_seat=0)
    qtbot.addWidget(window)
    review = window.review.review_file(path)
    assert review is not None and fingerprint(review.replay.match) == fingerprint(played)
    label, items = asked[0]
    assert items == MAX_RECORDS and f"more than {MAX_RECORDS} matches" in label
