"""How long the window stops answering while computer players play a hand: a 5 ms timer on the GUI thread.

Run from the top of the repository (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui_latency.py [--levels normal,hard,expert]
        [--seeds 1,2] [--speed fast[,slow,instant]] [--size 1920x1080] [--show log,tracker]
        [--repeat N] [--in-thread] [--profile FILE] [--stalls MS]

For each speed, level and seed, a real window (``--size``, 1280x800 unless told) plays one whole
first hand: the three opponents at that level, the player's seat played by the default level, at
animation speed ``--speed``, with the table's own time limit, the panels named in ``--show`` open
(the play log, the card tracker). A :class:`~murlan_qt.ui.checks.stall_probe.StallProbe` ticks every
5 ms on the GUI thread meanwhile; every gap between two ticks is kept. Also measured: each computer
decision's time as the table sees it (asked to answered).

One row per speed and level: the longest gap, the p99 gap and the gaps over 50 ms of all its hands
together, then the mean per hand of each with a 95% confidence interval (a bootstrap over the hands,
from a fixed seed, so the same gaps always give the same interval). ``--repeat N`` plays every seed
N times (the deal is the same; the machine's noise is not).

``--profile FILE`` runs :mod:`cProfile` on the GUI thread for the hands (the computer players' process
and the writer threads are not in it), writes the stats to FILE and prints the functions by cumulative
time and how often the table's refreshes ran per action. ``--stalls MS`` samples, from a second thread,
what the GUI thread was running while the probe had not ticked for MS ms, and prints the functions
seen most often in those samples.

``--in-thread`` makes the decisions on a thread of the GUI process, as the table did before the
computer players had their own process (the same code path the table still uses when that process
cannot be started). The machine's load average is printed: other work on the machine lengthens the
gaps. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from murlan_qt.ui.app import _parse_panels, _parse_size, play_one_hand
from murlan_qt.ui.checks.stall_probe import StallProbe
from murlan_qt.ui.game.controller import DEFAULT_NAMES, GameController, MatchConfig
from murlan_qt.ui.settings import SPEEDS, Settings
from murlan_qt.ui.window.main_window import MainWindow

#: a gap longer than this is counted in the table (the issue's longest-gap target)
LONG_GAP_MS = 50.0
#: bootstrap resamples for the confidence intervals, and their seed
RESAMPLES = 2000
CI_SEED = 25
#: the functions whose calls per action ``--profile`` prints (file name ending, function name)
COUNTED = (
    ("main_window.py", "update_buttons"),
    ("table_aids.py", "refresh"),
    ("play_log.py", "refresh"),
    ("play_log.py", "_fill"),
    ("tracker.py", "refresh"),
    ("scene.py", "sync"),
    ("scene.py", "_refresh_labels"),
    ("scene.py", "apply_marks"),
    ("player_data.py", "keep"),
)


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


def mean_ci(values: list[float], rng: random.Random) -> tuple[float, float, float]:
    """The mean of ``values`` and a 95% bootstrap interval around it (the mean alone for one value)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    means = sorted(statistics.fmean(rng.choices(values, k=len(values))) for _ in range(RESAMPLES))
    return mean, means[int(0.025 * RESAMPLES)], means[int(0.975 * RESAMPLES) - 1]


def shown_ci(values: list[float], rng: random.Random, digits: int = 0) -> str:
    mean, low, high = mean_ci(values, rng)
    return f"{mean:.{digits}f} [{low:.{digits}f}, {high:.{digits}f}]"


@dataclass
class Hand:
    """One hand's figures."""

    gaps_ms: list[float]
    decisions_ms: list[float]
    actions: int

    @property
    def longest(self) -> float:
        return max(self.gaps_ms, default=0.0)

    @property
    def p99(self) -> float:
        return percentile(self.gaps_ms, 99)

    @property
    def long_gaps(self) -> int:
        return sum(g > LONG_GAP_MS for g in self.gaps_ms)


class StallSampler:
    """From a second thread: the GUI thread's stack, sampled while the probe has not ticked for a while."""

    def __init__(self, threshold_ms: float, every_ms: float = 2.0) -> None:
        self.threshold_s = threshold_ms / 1000
        self.every_s = every_ms / 1000
        self.gui_thread = threading.get_ident()
        self.probe: StallProbe | None = None
        self.samples = 0
        self.inclusive: Counter[str] = Counter()  # a function counted once per sample it is on the stack in
        self.innermost: Counter[str] = Counter()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.wait(self.every_s):
            probe = self.probe
            last = probe._last if probe is not None else None
            if last is None or time.perf_counter() - last < self.threshold_s:
                continue
            frame = sys._current_frames().get(self.gui_thread)
            if frame is None:
                continue
            self.samples += 1
            seen: set[str] = set()
            first = True
            while frame is not None:
                code = frame.f_code
                where = f"{Path(code.co_filename).name}:{code.co_firstlineno} {code.co_name}"
                if first:
                    self.innermost[where] += 1
                    first = False
                if where not in seen:
                    seen.add(where)
                    self.inclusive[where] += 1
                frame = frame.f_back

    def report(self, top: int = 30) -> None:
        print(f"\nstall samples (the GUI thread's stack while no tick for {self.threshold_s * 1000:.0f} ms): "
              f"{self.samples}")
        print("inclusive (share of the samples with the function on the stack):")
        for where, n in self.inclusive.most_common(top):
            print(f"  {n / max(1, self.samples):6.1%}  {where}")
        print("innermost Python frame:")
        for where, n in self.innermost.most_common(top // 2):
            print(f"  {n / max(1, self.samples):6.1%}  {where}")


def run_hand(level: str, seed: int, speed: str, args: argparse.Namespace, tmp: str, run: int,
             before_hand: Callable[[MainWindow], None], after_hand: Callable[[], None]) -> Hand:
    """One hand on a fresh window."""
    name = f"{speed}-{level}-{seed}-{run}"
    settings = Settings(QSettings(os.path.join(tmp, f"{name}.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = speed
    settings.show_play_log = "log" in args.show
    settings.show_tracker = "tracker" in args.show
    controller = GameController(speed=speed, human_seat=None)
    if args.in_thread:
        controller.ai_process.failed_to_start = True
    window = MainWindow(settings, Path(tmp) / f"data-{name}", controller=controller, show_dialogs=False)
    window.resize(*args.size)
    window.show()
    QApplication.processEvents()
    before_hand(window)
    asked: dict[int, float] = {}
    decisions: list[float] = []
    controller.ai_thinking_started.connect(lambda s: asked.__setitem__(s, time.perf_counter()))
    controller.ai_thinking_finished.connect(
        lambda s: decisions.append((time.perf_counter() - asked.pop(s)) * 1000) if s in asked else None)
    played = play_one_hand(window, MatchConfig(levels=(level,) * 3, seed=seed, names=DEFAULT_NAMES), 600)
    after_hand()
    controller.shutdown()
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    if not played.finished:
        raise SystemExit(f"the hand of seed {seed} at level {level} did not finish")
    return Hand(played.probe.gaps_ms, decisions, played.actions)


def print_profile(profile: cProfile.Profile, path: str, actions: int) -> None:
    profile.dump_stats(path)
    stats = pstats.Stats(path)
    print(f"\ncProfile of the GUI thread written to {path}; {actions} actions in all")
    print("calls per action:")
    raw = stats.stats  # type: ignore[attr-defined]
    for file_end, func in COUNTED:
        calls = sum(v[1] for (f, _line, fn), v in raw.items() if f.endswith(file_end) and fn == func)
        cumulative = sum(v[3] for (f, _line, fn), v in raw.items() if f.endswith(file_end) and fn == func)
        print(f"  {file_end} {func}: {calls / max(1, actions):.2f} ({calls} calls, {cumulative:.2f} s cumulative)")
    stats.sort_stats("cumulative").print_stats(40)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--levels", default="normal,hard,expert")
    p.add_argument("--seeds", default="1,2")
    p.add_argument("--speed", "--speeds", dest="speeds", default="fast",
                   help="comma-separated: " + ", ".join(SPEEDS))
    p.add_argument("--size", type=_parse_size, default=(1280, 800), metavar="WxH")
    p.add_argument("--show", type=_parse_panels, default=(), metavar="PANELS", help="log, tracker")
    p.add_argument("--repeat", type=int, default=1, help="play every seed this many times")
    p.add_argument("--in-thread", action="store_true", help="decide on a thread of the GUI process (before)")
    p.add_argument("--profile", metavar="FILE", help="cProfile the GUI thread during the hands into FILE")
    p.add_argument("--stalls", type=float, metavar="MS", help="sample the GUI thread's stack in gaps over MS ms")
    args = p.parse_args()
    speeds = [s.strip() for s in args.speeds.split(",") if s.strip()]
    if unknown := [s for s in speeds if s not in SPEEDS]:
        p.error(f"unknown speed {', '.join(unknown)}: choose from {', '.join(SPEEDS)}")
    app = QApplication.instance() or QApplication([])
    assert app is not None
    seeds = [int(s) for s in args.seeds.split(",")]
    where = "a thread of the GUI process" if args.in_thread else "their own process"
    w, h = args.size
    print(f"decisions in {where}; seeds {seeds} x {args.repeat}; {w}x{h}; panels: {', '.join(args.show) or 'none'}; "
          f"{os.cpu_count()} cores; load average before: {load_average()}")
    print(f"| speed | opponents | hands | longest gap | p99 gap | gaps > {LONG_GAP_MS:.0f} ms "
          "| per hand: longest [95% CI] | per hand: p99 [95% CI] "
          f"| per hand: gaps > {LONG_GAP_MS:.0f} ms [95% CI] | decision p95 | longest decision |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    profile = cProfile.Profile() if args.profile else None
    sampler = StallSampler(args.stalls) if args.stalls else None
    if sampler is not None:
        sampler.start()

    def before_hand(window: MainWindow) -> None:
        if sampler is not None:  # the probe play_one_hand is about to start: the sampler watches it
            original_start = StallProbe.start

            def start(probe: StallProbe) -> None:
                original_start(probe)
                sampler.probe = probe
                StallProbe.start = original_start  # type: ignore[method-assign]

            StallProbe.start = start  # type: ignore[method-assign]
        if profile is not None:
            profile.enable()

    def after_hand() -> None:
        if profile is not None:
            profile.disable()
        if sampler is not None:
            sampler.probe = None

    actions = 0
    rng = random.Random(CI_SEED)
    all_gaps: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for speed in speeds:
            for level in args.levels.split(","):
                hands: list[Hand] = []
                for seed in seeds:
                    for run in range(args.repeat):
                        hand = run_hand(level, seed, speed, args, tmp, run, before_hand, after_hand)
                        hands.append(hand)
                        actions += hand.actions
                gaps = [g for hd in hands for g in hd.gaps_ms]
                all_gaps += gaps
                decisions = [d for hd in hands for d in hd.decisions_ms]
                print(f"| {speed} | {level} | {len(hands)} | {max(gaps):.0f} ms | {percentile(gaps, 99):.1f} ms "
                      f"| {sum(g > LONG_GAP_MS for g in gaps)} "
                      f"| {shown_ci([hd.longest for hd in hands], rng)} ms "
                      f"| {shown_ci([hd.p99 for hd in hands], rng, 1)} ms "
                      f"| {shown_ci([float(hd.long_gaps) for hd in hands], rng, 1)} "
                      f"| {percentile(decisions, 95):.0f} ms | {max(decisions, default=0):.0f} ms |", flush=True)
    print(f"load average after: {load_average()}; median gap {statistics.median(all_gaps):.1f} ms (all hands)")
    if sampler is not None:
        sampler.stop()
        sampler.report()
    if profile is not None:
        print_profile(profile, args.profile, actions)


if __name__ == "__main__":
    main()
