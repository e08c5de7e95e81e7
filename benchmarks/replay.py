"""How long one step of the hand review takes: the engine replay, and the step in the window.

Run from the top of the repository (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/replay.py [--matches 2] [--seed 5]

Whole matches between greedy computer players are played from the seed; then
every position of each match is built as the review builds it (the record cut
after the action and replayed by the engine, seats turned), and a window steps
through the first hands with cards flying at instant speed (the table scene
synced each step). This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

from PySide6.QtWidgets import QApplication

from murlan_qt.tools.sim import match_seed, play_match
from murlan_qt.ui.review.stepper import MatchStepper, Position
from murlan_qt.ui.review.window import ReplayWindow


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    engine_ms: list[float] = []
    window_ms: list[float] = []
    hands = positions = 0
    for n in range(args.matches):
        match = play_match(match_seed(args.seed, n), ["greedy"] * 4, time_limit=0.05)
        replay = MatchStepper(match)
        hands += replay.hand_count
        for k in range(replay.hand_count):
            for i in range(replay.action_count(k) + 1):
                t = time.perf_counter()
                replay.state_at(Position(k, i), (k + i) % 4)
                engine_ms.append((time.perf_counter() - t) * 1000)
                positions += 1
        window = ReplayWindow(match, hand=0, seat=0)
        window.animation_speed = "instant"
        window.show()
        while window.position.hand < 3:
            t = time.perf_counter()
            window.step_forward()
            app.processEvents()
            window_ms.append((time.perf_counter() - t) * 1000)
        window.close()
    print(f"{args.matches} matches, {hands} hands, {positions} positions")
    print(f"engine: a position replayed: median {statistics.median(engine_ms):.1f} ms, "
          f"max {max(engine_ms):.1f} ms")
    print(f"window: one step forward (replay + table + log): median {statistics.median(window_ms):.1f} ms, "
          f"max {max(window_ms):.1f} ms over {len(window_ms)} steps")


if __name__ == "__main__":
    main()
