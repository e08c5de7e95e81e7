"""The table's labels and the side panels are refreshed once per action, not once per signal about it.

After an action the table hears three times about the same position: the action, the turn passing on,
the next computer player starting to think. Only the first changes what the labels and panels show;
the others change only which plate shows the thinking dots.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ai import default_level
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 60_000


def _counted(obj: object, name: str) -> list[int]:
    """Count the calls of ``obj.name`` (an instance attribute shadowing the method)."""
    count = [0]
    original = getattr(obj, name)

    def counted(*args: object, **kwargs: object) -> object:
        count[0] += 1
        return original(*args, **kwargs)

    setattr(obj, name, counted)
    return count


def _play_a_hand(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, int, int]:
    """A hand of four computer players with the play log and tracker open: the window, actions, tricks."""
    w = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(w)
    w.settings.show_play_log = True
    w.settings.show_tracker = True
    w.aids.apply_settings()
    w.show()
    qtbot.waitExposed(w)
    actions, tricks = [0], [0]
    w.controller.action_applied.connect(lambda _a: actions.__setitem__(0, actions[0] + 1))
    w.controller.trick_won.connect(lambda _s: tricks.__setitem__(0, tricks[0] + 1))
    return w, actions, tricks  # type: ignore[return-value]


def test_the_labels_are_refreshed_once_per_action(qtbot: QtBot, tmp_path: Path) -> None:
    w, actions, tricks = _play_a_hand(qtbot, tmp_path)
    full = _counted(w.scene, "_refresh_labels")
    log_fills = _counted(w.aids.play_log, "_fill")
    trackers = _counted(w.aids.tracker, "refresh")
    with qtbot.waitSignal(w.controller.hand_finished, timeout=WAIT_MS):
        w.start_match(MatchConfig(levels=(default_level(),) * 3, seed=11))
    n, t = actions[0], tricks[0]  # type: ignore[index]
    assert n > 30
    # one refresh per action; a won trick adds two (shown a moment with its passes, then swept away);
    # the deal, the first turn and the end of the hand a few
    assert full[0] <= n + 2 * t + 6, (full[0], n, t)
    assert log_fills[0] <= n + 6 and trackers[0] <= n + 6, (log_fills[0], trackers[0], n)
    assert w.scene.disagreements() == []
    w.controller.shutdown()


def test_the_thinking_seat_is_shown_on_its_plate_and_only_there(qtbot: QtBot, tmp_path: Path) -> None:
    """What the plates show after the turn signals is what a full refresh shows."""
    w, _actions, _tricks = _play_a_hand(qtbot, tmp_path)
    seen: list[tuple[list[tuple[str, str, bool, bool, float, float]], list[tuple[str, float, float]]]] = []
    mismatches: list[object] = []

    def shown() -> tuple[list[tuple[str, str, bool, bool, float, float]], list[tuple[str, float, float]]]:
        plates = [(p.subtitle, p.count_text, p.is_on_turn, p.is_thinking, p.pos().x(), p.pos().y())
                  for p in w.scene.plates]
        bubbles = [(b.text, b.pos().x(), b.pos().y()) for b in w.scene.pass_bubbles if b.isVisible()]
        return plates, bubbles

    def check(seat: int) -> None:
        now = shown()
        w.scene.refresh_labels()
        again = shown()
        if now != again:
            mismatches.append((seat, now, again))
        seen.append(now)

    w.controller.ai_thinking_started.connect(check)
    with qtbot.waitSignal(w.controller.hand_finished, timeout=WAIT_MS):
        w.start_match(MatchConfig(levels=(default_level(),) * 3, seed=12))
    assert len(seen) > 30
    assert mismatches == []
    # while a computer player thinks, its plate (and no other) says so
    assert all(sum(p[3] for p in plates) == 1 for plates, _b in seen)
    w.controller.shutdown()
