"""How long the window stops answering while computer players think: a 5 ms timer on the GUI thread.

Run from the top of the repository (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui_latency.py [--levels normal,hard,expert]
        [--seeds 1,2] [--speed fast] [--in-thread]

For each level and seed, a real window (1280x800) plays one whole first hand:
the three opponents at that level, the player's seat played by the default
level, at animation speed ``--speed``, with the table's own time limit. A
:class:`~murlan_qt.ui.checks.stall_probe.StallProbe` ticks every 5 ms on the GUI
thread meanwhile; every gap between two ticks is kept. Also measured: each
computer decision's time as the table sees it (asked to answered).

``--in-thread`` makes the decisions on a thread of the GUI process, as the
table did before the computer players had their own process (the same code
path the table still uses when that process cannot be started). The machine's
load average is printed: other work on the machine lengthens the gaps. This
is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from murlan_qt.ui.app import play_one_hand
from murlan_qt.ui.game.controller import DEFAULT_NAMES, GameController, MatchConfig
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.window.main_window import MainWindow


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def percentile(values: list[float], p: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


def run_hand(level: str, seed: int, speed: str, in_thread: bool, tmp: str) -> tuple[list[float], list[float]]:
    """One hand on a fresh window: (the GUI thread's gaps in ms, the decisions' times in ms)."""
    settings = Settings(QSettings(os.path.join(tmp, f"{level}-{seed}.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = speed
    controller = GameController(speed=speed, human_seat=None)
    if in_thread:
        controller.ai_process.failed_to_start = True
    window = MainWindow(settings, Path(tmp) / f"data-{level}-{seed}", controller=controller, show_dialogs=False)
    window.resize(1280, 800)
    window.show()
    asked: dict[int, float] = {}
    decisions: list[float] = []
    controller.ai_thinking_started.connect(lambda s: asked.__setitem__(s, time.perf_counter()))
    controller.ai_thinking_finished.connect(
        lambda s: decisions.append((time.perf_counter() - asked.pop(s)) * 1000) if s in asked else None)
    played = play_one_hand(window, MatchConfig(levels=(level,) * 3, seed=seed, names=DEFAULT_NAMES), 600)
    controller.shutdown()
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    if not played.finished:
        raise SystemExit(f"the hand of seed {seed} at level {level} did not finish")
    return played.probe.gaps_ms, decisions


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--levels", default="normal,hard,expert")
    p.add_argument("--seeds", default="1,2")
    p.add_argument("--speed", default="fast")
    p.add_argument("--in-thread", action="store_true", help="decide on a thread of the GUI process (before)")
    args = p.parse_args()
    app = QApplication.instance() or QApplication([])
    assert app is not None
    seeds = [int(s) for s in args.seeds.split(",")]
    where = "a thread of the GUI process" if args.in_thread else "their own process"
    print(f"decisions in {where}; speed {args.speed}; seeds {seeds}; 1280x800; {os.cpu_count()} cores; "
          f"load average before: {load_average()}")
    print("| opponents | longest gap | p99 gap | gaps over 100 ms | decisions | decision p95 | longest decision |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for level in args.levels.split(","):
            gaps: list[float] = []
            decisions: list[float] = []
            for seed in seeds:
                g, d = run_hand(level, seed, args.speed, args.in_thread, tmp)
                gaps += g
                decisions += d
            print(f"| {level} | {max(gaps):.0f} ms | {percentile(gaps, 99):.1f} ms | {sum(x > 100 for x in gaps)} "
                  f"| {len(decisions)} | {percentile(decisions, 95):.0f} ms | {max(decisions):.0f} ms |", flush=True)
    print(f"load average after: {load_average()}; median gap {statistics.median(gaps):.1f} ms (last level)")


if __name__ == "__main__":
    main()
