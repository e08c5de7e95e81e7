"""The tutorial: lesson data checked, every lesson played through the real window with the mouse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from pytestqt.qtbot import QtBot
from ui_helpers import _send, card_point, make_window

from murlan_qt.ai import default_level
from murlan_qt.engine import DECK, Card, IllegalPlayError, MatchState
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.learn.lesson_texts import TEXTS, lesson_text
from murlan_qt.ui.learn.lessons import (
    HUMAN,
    Lesson,
    LessonError,
    ScriptedPlayer,
    follow,
    load_lessons,
)
from murlan_qt.ui.learn.tutorial import Tutorial
from murlan_qt.ui.texts import refusal_text
from murlan_qt.ui.window.main_window import MainWindow

LESSONS = load_lessons()
LESSON_FILE = Path(__file__).resolve().parents[3] / "murlan_qt" / "ui" / "learn" / "lessons.json"


# ---------------------------------------------------------------- the lesson data


def test_the_lessons_cover_what_the_issue_lists() -> None:
    assert [les.id for les in LESSONS] == ["singles", "sets", "scales", "bombs", "passing", "opening",
                                           "going_out", "swap", "target", "partners"]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda les: les.id)
def test_every_deal_is_the_54_cards_once_each(lesson: Lesson) -> None:
    every = [c for h in lesson.hands for c in h] + list(lesson.played)
    assert len(every) == 54 and set(every) == set(DECK)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda les: les.id)
def test_every_lesson_can_be_followed_to_its_goal_with_legal_scripted_moves(lesson: Lesson) -> None:
    shown: list[int] = []
    match = follow(lesson, lambda i, _m: shown.append(i))  # raises on an illegal scripted move or a missed goal
    assert shown == list(range(len(lesson.steps)))
    assert lesson.goal_problems(match) == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda les: les.id)
def test_every_lesson_has_a_wrong_play_the_engine_refuses_with_a_hint(lesson: Lesson) -> None:
    with_wrong = [s for s in lesson.steps if s.wrong]
    assert with_wrong and all(s.hint in TEXTS for s in with_wrong)
    # follow() checks each wrong play is refused by the engine at its step


def test_every_step_points_at_what_it_talks_about() -> None:
    assert all(step.highlight for les in LESSONS for step in les.steps)


def test_every_text_the_lessons_name_is_written_and_used() -> None:
    used = {les.title for les in LESSONS}
    for les in LESSONS:
        used |= {s.say for s in les.steps} | {s.hint for s in les.steps if s.hint}
    assert used == set(TEXTS)


def test_the_swap_lesson_is_the_second_hand_of_its_match() -> None:
    lesson = next(les for les in LESSONS if les.id == "swap")
    match = lesson.new_match(_players())
    assert len(match.hands) == 2 and match.hands[0].is_over and not match.needs_new_hand
    assert match.results[0].finish_order == lesson.previous_finish
    assert match.results[0].points == (3, 0, 2, 1) and match.totals == list(lesson.totals)
    assert match.hand.swap is not None and match.hand.swap.first == 0


def test_a_deal_with_a_card_twice_is_refused_by_name() -> None:
    data = json.loads(LESSON_FILE.read_text(encoding="utf-8"))
    data["lessons"][0]["played"] += " 5H"  # 5H is in the player's hand already
    with pytest.raises(LessonError, match="twice: 5H"):
        load_lessons(json.dumps(data))


def test_a_deal_missing_a_card_is_refused_by_name() -> None:
    data = json.loads(LESSON_FILE.read_text(encoding="utf-8"))
    data["lessons"][0]["played"] = data["lessons"][0]["played"].replace("RJ", "").strip()
    with pytest.raises(LessonError, match="missing: RJ"):
        load_lessons(json.dumps(data))


def test_an_illegal_scripted_move_is_caught() -> None:
    data = json.loads(LESSON_FILE.read_text(encoding="utf-8"))
    data["lessons"][0]["script"]["1"][0] = "4S"  # a 4 cannot beat the player's 5
    bad = load_lessons(json.dumps(data))[0]
    with pytest.raises(LessonError, match="scripted move is illegal"):
        follow(bad)


def test_an_unknown_field_is_refused() -> None:
    data = json.loads(LESSON_FILE.read_text(encoding="utf-8"))
    data["lessons"][0]["steps"][0]["exec"] = "anything"
    with pytest.raises(LessonError, match="unknown field"):
        load_lessons(json.dumps(data))


def test_a_scripted_player_falls_back_when_its_move_is_not_legal() -> None:
    lesson = LESSONS[0]
    match = lesson.new_match(_players())
    match.play(HUMAN, ["2S"])  # not what the lesson asks: Arta's scripted 8 no longer beats it
    from murlan_qt.engine import Observation

    obs = Observation.of(match, 1)
    player = ScriptedPlayer(lesson.script[1], _Passer())
    assert player.scripted_move(obs) == (False, None)
    assert player.choose_play(obs) is None  # the fallback's choice


class _Passer(ScriptedPlayer):
    def __init__(self) -> None:
        self.seed = 0
        self.moves = ()

    def choose_play(self, obs, time_limit=1.0, cancel=None):  # type: ignore[no-untyped-def]
        return None


def _players():  # type: ignore[no-untyped-def]
    from murlan_qt.engine import Player

    return [Player("You", "human"), Player("A", "ai", "easy"), Player("B", "ai", "easy"), Player("C", "ai", "easy")]


# ---------------------------------------------------------------- through the window


def _click(window: MainWindow, point: QPoint) -> None:
    _send(window, QEvent.Type.MouseButtonPress, point, Qt.MouseButton.LeftButton)
    _send(window, QEvent.Type.MouseButtonRelease, point, Qt.MouseButton.NoButton)


def _select(window: MainWindow, cards: tuple[Card, ...]) -> None:
    for c in cards:
        _click(window, card_point(window, c))
    assert set(window.scene.selected) == set(cards)


def _wait_for_step(qtbot: QtBot, window: MainWindow) -> None:
    t = window.tutorial
    assert t is not None
    qtbot.waitUntil(lambda: t.is_step_shown or t.step is None, timeout=10000)
    qtbot.waitUntil(lambda: not window.animator.is_running, timeout=5000)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    w = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[les.id for les in LESSONS])
def test_each_lesson_is_completed_by_following_it_with_the_mouse(window: MainWindow, qtbot: QtBot,
                                                                 index: int) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None and t.dock.isVisible()
    t.start_lesson(index)
    lesson = LESSONS[index]
    if lesson.previous_finish is not None:  # a later hand, as the table says
        assert window.scene.info.heading == "Hand 2"
    refused_wrong = 0
    for i, step in enumerate(lesson.steps):
        _wait_for_step(qtbot, window)
        assert t.step_index == i and t.panel.text.text() == lesson_text(step.say)
        for target in step.highlight:
            if target in ("play_button", "pass_button"):
                assert getattr(window, target).graphicsEffect() is not None
        assert set(t.spotlight.targets) == {h for h in step.highlight if h not in ("play_button", "pass_button")}
        m = window.controller.match
        assert m is not None
        for wrong in step.wrong:
            shown_order = [c for c in window.scene.human_hand_order() if c in wrong]  # as the table sends them
            with pytest.raises(IllegalPlayError) as refused:
                m.hand.check_play(HUMAN, shown_order)
            before = len(m.hand.actions)
            _select(window, wrong)
            qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
            assert window.message.text() == refusal_text(refused.value)  # the engine's refusal
            assert t.panel.hint.text() == lesson_text(step.hint)  # and the lesson's hint
            assert len(m.hand.actions) == before and t.step_index == i
            window.scene.clear_selection()
            refused_wrong += 1
        if step.wait == "next":
            qtbot.mouseClick(t.panel.next_button, Qt.MouseButton.LeftButton)
        elif step.wait == "play":
            _select(window, step.plays[0])
            qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
        elif step.wait == "pass":
            qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.waitUntil(lambda: window.swap_dialog is not None and window.swap_dialog.isVisible())
            dialog = window.swap_dialog
            assert dialog is not None
            qtbot.mouseClick(dialog.buttons[dialog.enabled_cards()[0]], Qt.MouseButton.LeftButton)
    _wait_for_step(qtbot, window)
    assert t.step is None and t.panel.text.text() == t.tr("Lesson complete!")
    assert refused_wrong >= 1
    # a move now is turned away with the name the button has
    button = t.panel.next_button.text().replace("&", "")
    assert t._check(None) == f"This lesson is complete: press {button}."
    m = window.controller.match
    assert m is not None and lesson.goal_problems(m) == []
    assert window.scene.disagreements() == []


def test_a_legal_play_that_is_not_the_step_is_turned_away_with_the_hint(window: MainWindow, qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    t.start_lesson([les.id for les in LESSONS].index("singles"))
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.next_button, Qt.MouseButton.LeftButton)
    _wait_for_step(qtbot, window)
    _select(window, (Card.from_str("KD"),))  # legal on an empty table, but the step asks for the 5
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    hint = lesson_text("singles.lead.hint")
    assert t.panel.hint.text() == hint and window.message.text() == hint
    assert window.controller.match is not None and window.controller.match.hand.actions == []


def test_skipping_a_step_does_it_for_the_player(window: MainWindow, qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.skip_button, Qt.MouseButton.LeftButton)  # the intro: Skip is Next
    _wait_for_step(qtbot, window)
    assert t.step_index == 1
    qtbot.mouseClick(t.panel.skip_button, Qt.MouseButton.LeftButton)  # the play step: played for him
    m = window.controller.match
    assert m is not None and m.hand.actions[0].cards == (Card.from_str("5H"),)
    assert t.step_index == 2


def test_leaving_gives_back_the_match_in_play(window: MainWindow, qtbot: QtBot) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=5))
    before: MatchState | None = window.controller.match
    window.start_tutorial()
    t = window.tutorial
    assert t is not None and window.controller.match is not before
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller.match is before
    assert not t.dock.isVisible() and window.controller.action_check is None
    assert not window.is_in_tutorial


def test_leaving_with_no_match_shows_the_welcome_again(window: MainWindow, qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.controller.match is None
    assert window.welcome is not None and window.welcome.isVisible()


def test_a_lesson_is_neither_autosaved_nor_counted(window: MainWindow, qtbot: QtBot) -> None:
    assert window.data is not None
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    t.start_lesson([les.id for les in LESSONS].index("going_out"))
    for _ in range(len(t.lesson.steps)):
        _wait_for_step(qtbot, window)
        t.skip_step()
    _wait_for_step(qtbot, window)
    m = window.controller.match
    assert m is not None and m.hand.is_over
    assert window.data.flush_autosave() and not window.data.autosave.path.exists()
    assert window.data.wait_for_statistics() and window.data.stats.summary().hands_played == 0
    assert window.summary is None and not window.next_button.isVisible()


def _at_the_end(window: MainWindow, qtbot: QtBot) -> Tutorial:
    """The tutorial run to its end page (the last lesson's steps done for the player, then Finish)."""
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    t.start_lesson(len(LESSONS) - 1)
    while t.step is not None:
        _wait_for_step(qtbot, window)
        t.skip_step()
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.next_button, Qt.MouseButton.LeftButton)  # "Finish"
    return t


def test_the_end_offers_a_first_match_against_easy_players(window: MainWindow, qtbot: QtBot) -> None:
    t = _at_the_end(window, qtbot)
    assert t.is_complete and t.panel.play_match_button.isVisible()
    qtbot.mouseClick(t.panel.play_match_button, Qt.MouseButton.LeftButton)
    m = window.controller.match
    assert m is not None and [p.level for p in m.players[1:]] == ["easy", "easy", "easy"]
    assert not window.is_in_tutorial and not t.dock.isVisible()
    assert len(m.hands) == 1 and m.hand.is_first_hand  # a real, freshly dealt match


def test_the_end_offers_the_level_and_a_new_level_then_loses_nothing(window: MainWindow, qtbot: QtBot) -> None:
    from murlan_qt.ui.dialogs.abandon import is_in_progress

    t = _at_the_end(window, qtbot)
    box = t.panel.level_box
    assert box.isVisible() and box.currentData() == "easy"
    box.setCurrentIndex(box.findData("hard"))
    qtbot.mouseClick(t.panel.play_match_button, Qt.MouseButton.LeftButton)
    m = window.controller.match
    assert m is not None and [p.level for p in m.players[1:]] == ["hard", "hard", "hard"]
    # the computer players may have led already: nothing of the player's is lost by dealing anew
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=60_000)
    assert not is_in_progress(m)
    if m.hand.can_pass():
        window.controller.human_pass()
    else:
        window.controller.human_play(m.hand.cards_for(m.hand.legal_plays()[0]))
    assert any(a.seat == 0 for a in m.hand.actions) and is_in_progress(m)


def test_a_new_match_from_the_menu_ends_the_tutorial(window: MainWindow, qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    _wait_for_step(qtbot, window)
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=9))
    m = window.controller.match
    assert m is not None and m.seed == 9 and len(m.hand.deal[0]) >= 13
    assert not window.is_in_tutorial and not t.dock.isVisible() and window.controller.action_check is None


@pytest.mark.slow
def test_every_lesson_can_be_skipped_through_with_the_cards_flying(qtbot: QtBot, tmp_path: Path) -> None:
    """At a real animation speed a stopped flight must still let the game go on (it froze at the first lesson)."""
    w = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(w)
    w.controller.set_speed("fast")
    w.animator.speed_changed()
    w.show()
    w.start_tutorial()
    t = w.tutorial
    assert t is not None
    for index in range(len(LESSONS)):
        t.start_lesson(index)
        for i, step in enumerate(LESSONS[index].steps):
            def ready(step: object = step) -> bool:
                if not t.is_step_shown:
                    return False
                return step.wait not in ("play", "pass") or w.controller.is_awaiting_human  # type: ignore[attr-defined]
            qtbot.waitUntil(ready, timeout=15000)
            assert t.step_index == i
            t.skip_step()


def test_the_hint_of_a_refused_selection_goes_when_the_selection_becomes_playable(window: MainWindow,
                                                                                  qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    t.start_lesson([les.id for les in LESSONS].index("scales"))
    _wait_for_step(qtbot, window)
    qtbot.mouseClick(t.panel.next_button, Qt.MouseButton.LeftButton)
    _wait_for_step(qtbot, window)
    hint = lesson_text("scales.low.hint")
    _select(window, tuple(Card.from_str(c) for c in ("2H", "3D", "4C", "5S")))  # four cards: no scale yet
    assert t.panel.hint.text() == hint
    _click(window, card_point(window, Card.from_str("AS")))  # the fifth: the scale the step asks for
    assert len(window.scene.selected) == 5 and window.play_button.isEnabled()
    assert t.panel.hint.text() == ""
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    _wait_for_step(qtbot, window)
    assert t.step_index == 2


def test_the_target_lesson_rises_without_a_tie() -> None:
    # two players at or past the target raise it, whatever their scores: the lesson does not end level
    lesson = next(les for les in LESSONS if les.id == "target")
    match = follow(lesson)
    assert match.target == 31
    reached = [match.totals[s] for s in range(4) if match.totals[s] >= 21]
    assert len(reached) == 2 and len(set(reached)) == 2
    assert f"You reached {match.totals[0]} and Arta {match.totals[1]}" in lesson_text("target.rises")


def test_the_partners_lesson_is_a_team_game_the_partner_wins_by_the_players_help() -> None:
    from murlan_qt.engine import partner_of, team_totals

    lesson = next(les for les in LESSONS if les.id == "partners")
    assert lesson.rules.teams and lesson.target == 41
    match = follow(lesson)
    assert match.rules.teams and match.target == 41
    by_team = team_totals(match.totals)
    assert f"your team has {by_team[0]}, theirs {by_team[1]}" in lesson_text("partners.points")
    assert 41 - 5 < by_team[0] < 41  # one hand from the target: the lesson is about winning it as a team
    hand = match.hand
    partner = partner_of(HUMAN)
    assert hand.finish[0] == partner  # the player's low lead let the partner out first
    # the player passed on the partner's winning king though the ace beat it, then led the lowest single
    trick_one = hand.actions[:5]
    assert [a.seat for a in trick_one] == [1, 2, 3, 0, 1]
    king = trick_one[1]
    assert king.seat == partner and king.cards == (Card.from_str("KS"),) and trick_one[3].cards is None
    assert Card.from_str("AC") in hand.hand_of(HUMAN)
    lead = next(a for a in hand.actions if a.seat == HUMAN and a.cards is not None and len(a.cards) == 1)
    assert lead.cards == (Card.from_str("3H"),)
    assert lesson_text("partners.swap").count("3\u2660") == 1


def test_the_partners_lesson_turns_away_beating_the_partners_winning_play(window: MainWindow, qtbot: QtBot) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    t.start_lesson([les.id for les in LESSONS].index("partners"))
    _wait_for_step(qtbot, window)
    board = window.scene.scoreboard
    m = window.controller.match
    assert m is not None and board.heading == "Target 41" and [r[1] for r in board.rows] == ["38", "31"]
    for _ in range(2):
        qtbot.mouseClick(t.panel.next_button, Qt.MouseButton.LeftButton)
        _wait_for_step(qtbot, window)
    assert t.step_index == 2 and t.lesson.steps[2].wait == "pass"
    before = len(m.hand.actions)
    _select(window, (Card.from_str("AC"),))  # legal: the ace beats the partner's king, but not the step
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert t.panel.hint.text() == lesson_text("partners.leave.hint") and len(m.hand.actions) == before


def test_the_lessons_say_which_joker_is_higher_that_jokers_do_not_pair_the_dealer_and_the_last_trick() -> None:
    from murlan_qt.engine.cards import RANK_BLACK_JOKER, RANK_RED_JOKER
    from murlan_qt.engine.combos import classify
    from murlan_qt.ui.table.last_trick import LAST_TRICK_KEY

    said = " ".join(TEXTS.values())
    assert RANK_RED_JOKER > RANK_BLACK_JOKER and "the red joker beats the black one" in said
    assert classify("BJ RJ") is None and "The two jokers never make a pair" in said
    assert "The dealer, marked on the table, only deals the cards" in said
    assert Qt.Key.Key_L == LAST_TRICK_KEY and "hold L or click the middle of the table" in said
