"""How long the player watches once he is out: the rest of the hand at a speed, and with "Finish the hand".

Run from the top of the repository (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/finish_hand.py [--seeds 3] [--speed normal]

For each seed, a first hand is played by greedy computer players (the player's
seat too) until the player has gone out first (three opponents still in); the real window then takes over the position and the wall
time until the hand ends is measured twice: left to run at ``--speed``, and
with the "Finish the hand" button pressed at once. The computer players'
thinking time is part of both. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

from PySide6.QtCore import QEventLoop, QSettings
from PySide6.QtWidgets import QApplication

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import MatchState, Player, dumps, loads
from murlan_qt.ui.game.controller import GameController
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.window.main_window import MainWindow

PLAYERS = (Player("You", "human"), Player("Arta", "ai", "normal"), Player("Besnik", "ai", "normal"),
           Player("Drita", "ai", "normal"))


def position_after_going_out(seed: int) -> MatchState | None:
    """The first hand of ``seed`` right after the player's seat went out first (``None`` if it did not)."""
    match = MatchState(seed, players=PLAYERS)
    players = {s: make_player("greedy", player_seed(seed, s)) for s in range(4)}
    hand = match.hand
    while not hand.is_over:
        take_turn(match, players[hand.turn], 0.01)
        if 0 in hand.finish:
            return match if len(hand.finish) == 1 else None
    return None


def time_rest_of_hand(app: QApplication, match: MatchState, speed: str, finish: bool) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(f"{tmp}/murlan.ini", QSettings.Format.IniFormat))
        settings.animation_speed = speed
        controller = GameController(speed=speed, ai_time_limit=1.0)
        window = MainWindow(settings, None, controller=controller, show_dialogs=False, keep_data=False)
        window.resize(1280, 800)
        window.show()
        start = time.perf_counter()
        window.continue_match(match)
        if finish:
            window.aids.finish_button.click()
        while not match.hand.is_over:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        elapsed = time.perf_counter() - start
        controller.shutdown()
        window.close()
        return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--speed", default="normal")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    watched, finished = [], []
    seed = 0
    while len(watched) < args.seeds:
        seed += 1
        match = position_after_going_out(seed)
        if match is None:
            continue
        a = time_rest_of_hand(app, loads(dumps(match)), args.speed, False)
        b = time_rest_of_hand(app, loads(dumps(match)), args.speed, True)
        watched.append(a)
        finished.append(b)
        print(f"seed {seed}: {len(match.hand.actions)} actions played; the rest at {args.speed}: {a:.1f} s, "
              f"with Finish the hand: {b:.1f} s")
    print(f"median over {len(watched)} hands: watched {statistics.median(watched):.1f} s, "
          f"finished {statistics.median(finished):.1f} s")


if __name__ == "__main__":
    main()
