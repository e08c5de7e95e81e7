"""The hint (H and the Hint button): the judge's best play for the player's position, selected, never played;
stale answers dropped; hints counted in the statistics."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ai import NO_CLOCK_ENV
from murlan_qt.ai.judge import judge
from murlan_qt.engine import Observation
from murlan_qt.engine.combos import classify
from murlan_qt.persistence import StatsDB
from murlan_qt.persistence.stats import SCHEMA_VERSION
from murlan_qt.ui.app import mid_hand_match
from murlan_qt.ui.dialogs.stats_window import StatisticsDialog
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 60_000
#: long enough that neither the hint nor the comparison is cut short by the caller's limit
LIMIT = 10.0


@pytest.fixture(autouse=True)
def no_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Hard's moves bounded by their work alone, in this process and in the AI process the window starts:
    a busy machine would make a search reach its quarter-second stop early, in one place and not in the
    other, and the hint would differ from the play it is compared with for a reason that is not the hint's."""
    monkeypatch.setenv(NO_CLOCK_ENV, "1")
    yield


def _window(qtbot: QtBot, tmp_path: Path, seed: int) -> MainWindow:
    window = make_window(tmp_path)
    qtbot.addWidget(window)
    window.controller.ai_time_limit = LIMIT
    window.show()
    window.continue_match(mid_hand_match(seed))
    qtbot.waitUntil(lambda: window.controller.can_human_play(), timeout=WAIT_MS)
    return window


@pytest.mark.parametrize("seed", [7, 12])
def test_the_hint_is_the_judges_legal_play_selected_not_played(qtbot: QtBot, tmp_path: Path, seed: int) -> None:
    window = _window(qtbot, tmp_path, seed)
    m = window.controller.match
    assert m is not None
    actions = list(m.hand.actions)
    obs = Observation.of(m, 0)
    expected = judge(obs).best_play
    window.view.setFocus()
    window.activateWindow()
    qtbot.waitActive(window)
    QTest.keyClick(window.view, Qt.Key.Key_H)  # the H key
    qtbot.waitUntil(lambda: window.hint.last is not None, timeout=WAIT_MS)
    hint = window.hint.last
    assert hint is not None
    if expected is None:
        assert hint.cards is None
        assert m.hand.can_pass()
        assert window.scene.selected == set()
    else:
        assert hint.cards is not None
        assert classify(hint.cards) == expected
        assert expected in m.hand.legal_plays()
        assert set(hint.cards) == set(m.hand.cards_for(expected))
        assert window.scene.selected == set(hint.cards)
        assert window.play_button.isEnabled()
    assert window.message.text() == hint.text and hint.text
    assert list(m.hand.actions) == actions  # nothing was played for the player
    assert window.controller.can_human_play()


def test_the_button_asks_too_and_is_off_when_not_the_players_turn(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, 7)
    assert window.hint.button.isEnabled()
    window.hint.button.click()
    qtbot.waitUntil(lambda: window.hint.last is not None, timeout=WAIT_MS)
    window.controller.close_match()
    window.hint.refresh()
    assert not window.hint.button.isEnabled()
    window.hint.ask()  # off the player's turn: nothing is asked
    assert window.hint._asked is None


def test_a_stale_hint_is_dropped(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, 7)
    m = window.controller.match
    assert m is not None
    hint = window.hint
    hint.ask()
    asked = hint.ai.current
    old_pos, old_rid = hint._asked, asked.process_rid if asked is not None else None
    assert old_pos is not None and old_rid is not None
    verdict = judge(Observation.of(m, 0))

    def names(play: object) -> list[str] | None:
        return None if play is None else [str(c) for c in m.hand.cards_for(play)]  # type: ignore[arg-type]

    data = verdict.to_json(names)
    # the player moves on before the answer comes
    plays = sorted(m.hand.legal_plays(), key=lambda c: (c.is_bomb, c.value))
    if m.hand.can_pass():
        assert window.controller.human_pass()
    else:
        assert window.controller.human_play(m.hand.cards_for(plays[0]))
    assert hint._asked is None and hint.ai.pending is None  # the request was let go
    # the old answer arrives late: dropped
    window.controller.ai._on_advised(old_rid, data)
    hint._on_decided(old_pos, verdict, None)
    assert hint.last is None
    assert not window.message.text().startswith("Hint")


def test_hints_reach_the_statistics(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, 7)
    data = window.data
    assert data is not None
    window.hint.ask()
    qtbot.waitUntil(lambda: window.hint.last is not None, timeout=WAIT_MS)
    window.hint.ask()  # the same position again: shown again, not counted again
    assert data.wait_for_statistics()
    m = window.controller.match
    assert m is not None
    from murlan_qt.persistence.ids import match_uid

    assert data.stats.summary().hints_used == 1
    assert data.stats.hints_of(match_uid(m)) == 1
    dialog = StatisticsDialog(data.stats, window)
    qtbot.addWidget(dialog)
    assert dialog.values["hints_used"].text() == "1"


def test_hint_counts_migrate_and_reset(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / "stats.sqlite")
    assert db.schema_version == SCHEMA_VERSION == 4
    assert db.record_hint("m1") and db.record_hint("m1") and db.record_hint("m2")
    assert db.hints_of("m1") == 2 and db.summary().hints_used == 3
    assert db.reset()
    assert db.summary().hints_used == 0
    db.close()


def test_without_the_process_the_hint_is_decided_on_a_thread(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, 12)
    m = window.controller.match
    assert m is not None
    window.controller.ai_process.failed_to_start = True  # the worker cannot run
    expected = judge(Observation.of(m, 0)).best_play
    window.hint.ask()
    assert window.hint.ai.is_on_thread  # on the pool, not the process
    qtbot.waitUntil(lambda: window.hint.last is not None, timeout=WAIT_MS)
    hint = window.hint.last
    assert hint is not None
    if expected is None:
        assert hint.cards is None
    else:
        assert hint.cards is not None and classify(hint.cards) == expected
    layout = window.bottom_bar.layout()
    assert layout.indexOf(window.hint.button) == layout.indexOf(window.pass_button) - 1  # next to Pass


def test_once_asked_the_next_hint_is_prepared_while_the_player_thinks(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, 7)
    data = window.data
    assert data is not None
    hint = window.hint
    c = window.controller
    m = c.match
    assert m is not None
    # before the player asks for any hint, none is prepared (the judge's work is not spent for nothing)
    assert hint._asked is None and hint.last is None
    hint.ask()
    qtbot.waitUntil(lambda: hint.last is not None, timeout=WAIT_MS)
    first = hint.last
    assert first is not None and hint._last_shown
    # the player follows the hint; the next time it is the player's turn, the hint is made unseen
    if first.cards is None:
        assert c.human_pass()
    else:
        assert c.human_play(list(first.cards))
    qtbot.waitUntil(lambda: c.can_human_play() or m.hand.is_over, timeout=WAIT_MS)
    if m.hand.is_over:
        pytest.skip("the hand ended before the player's next turn")
    pos = hint.position()
    qtbot.waitUntil(lambda: hint.last is not None and hint.last.position == pos, timeout=WAIT_MS)
    prepared = hint.last
    assert prepared is not None and not hint._last_shown
    assert window.message.text() != prepared.text  # not shown before the player asks
    assert data.wait_for_statistics()
    assert data.stats.summary().hints_used == 1  # nor counted
    hint.ask()  # shown at once: no waiting for the judge
    assert hint._last_shown and window.message.text() == prepared.text
    assert window.scene.selected == (set(prepared.cards) if prepared.cards is not None else set())
    expected = judge(Observation.of(m, 0)).best_play
    assert (classify(prepared.cards) if prepared.cards is not None else None) == expected
    assert data.wait_for_statistics()
    assert data.stats.summary().hints_used == 2
