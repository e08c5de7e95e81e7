"""The controller: settings, levels, stale answers, the autosave hook, resuming a match."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from pytestqt.qtbot import QtBot

from murlan_qt.ai import AIPlayer, default_level
from murlan_qt.engine import MatchState, Rules
from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog
from murlan_qt.ui.game.controller import GameController, MatchConfig
from murlan_qt.ui.settings import Settings


def test_settings_have_declared_defaults_and_round_trip(tmp_path: Path) -> None:
    s = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert s.animation_speed == "normal" and s.sort_by_rank is True and s.four_colour is False
    assert s.rules == Rules() and s.opponent_levels == []
    s.animation_speed = "slow"
    s.four_colour = True
    s.opponent_levels = ["easy", "normal", "hard"]
    s.store.sync()
    again = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert again.animation_speed == "slow" and again.four_colour is True
    assert again.opponent_levels == ["easy", "normal", "hard"]
    again.animation_speed = "warp"  # an unknown value reads as the default
    assert again.animation_speed == "normal"
    assert set(Settings.declared()) >= {"animation_speed", "four_colour", "sort_by_rank", "player_name",
                                        "opponent_levels", "rules"}


def test_the_new_match_dialog_reads_back_its_fields(qtbot: QtBot) -> None:
    d = NewMatchDialog(MatchConfig(player_name="Ana", seed=42, rules=Rules(pass_locks_trick=True)))
    qtbot.addWidget(d)
    c = d.config()
    assert c.player_name == "Ana" and c.seed == 42 and c.rules == Rules(pass_locks_trick=True)
    assert c.levels == (default_level(),) * 3
    d.seed_edit.setText("")
    assert d.config().seed is None


def test_a_match_of_four_computers_runs_to_its_end_and_signals_every_change(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=0.02, auto_next_hand=True)
    changes: list[int] = []
    c.match_changed.connect(lambda: changes.append(1))
    with qtbot.waitSignal(c.match_finished, timeout=120_000):
        c.new_match(MatchConfig(seed=9))
    m = c.match
    assert m is not None and m.is_over
    assert len(changes) >= sum(len(h.actions) for h in m.hands)
    c.shutdown()


def test_a_stale_answer_is_ignored(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=0, ai_time_limit=0.02)
    c.continue_match(MatchState(4))
    hand = c.match.hand
    before = len(hand.actions)
    c._on_decided((-1, 0, 0, "play", hand.turn), None, None)
    assert len(hand.actions) == before
    c.shutdown()


def test_continue_match_takes_over_a_match_in_progress(qtbot: QtBot) -> None:
    m = MatchState(12)
    c = GameController(speed="instant", human_seat=0, ai_time_limit=0.02)
    c.continue_match(m)
    qtbot.waitUntil(lambda: c.is_awaiting_human, timeout=30_000)
    assert c.match is m and m.hand.turn == 0
    c.shutdown()


class _SlowPlayer(AIPlayer):
    """Thinks until it is cancelled."""

    level = "slow"

    def choose_play(self, obs, time_limit=1.0, cancel=None):  # type: ignore[no-untyped-def]
        while True:
            assert cancel is not None
            cancel.check()
            time.sleep(0.005)


def test_the_table_stays_responsive_while_a_computer_thinks_and_quitting_cancels_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import murlan_qt.ui.game.controller as controller_module

    monkeypatch.setattr(controller_module, "make_player", lambda level, seed=0: _SlowPlayer(seed))
    seed = next(s for s in range(1, 50) if MatchState(s).hand.turn != 0)
    c = GameController(speed="instant", human_seat=0)
    with qtbot.waitSignal(c.ai_thinking_started, timeout=10_000):
        c.continue_match(MatchState(seed))
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    # the event loop keeps running while the player thinks
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=10_000)
    timer.stop()
    assert c.match is not None and c.match.hand.actions == []
    c.shutdown()
    assert c.ai._pool.activeThreadCount() == 0
    qtbot.wait(50)
    assert c.match.hand.actions == []


def test_trick_won_names_the_seat_that_leads_the_next_trick(qtbot: QtBot) -> None:
    c = GameController(speed="instant", human_seat=None, ai_time_limit=0.02, auto_next_hand=False)
    events: list[tuple[str, int]] = []
    c.trick_won.connect(lambda seat: events.append(("won", seat)))
    c.action_applied.connect(lambda a: events.append(("pass" if a.is_pass else "play", a.seat)))
    with qtbot.waitSignal(c.hand_finished, timeout=60_000):
        c.new_match(MatchConfig(seed=5))
    m = c.match
    assert m is not None
    wins = [i for i, e in enumerate(events) if e[0] == "won"]
    assert len(wins) >= 3
    for i, (kind, seat) in enumerate(events):
        if kind != "won":
            continue
        nxt = events[i + 1]
        assert nxt[0] == "play", "a trick is always led by a play"
        # the winner leads, or the next seat clockwise that still holds cards
        assert nxt[1] == seat or seat in m.hand.finish
        assert events[i - 1][0] in ("play", "pass")
