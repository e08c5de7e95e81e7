"""Action-to-screen latency at a network table on the loopback: a headless player's move to the window's pixels.

Run from the top of the repository, in a real X server or offscreen::

    xvfb-run -a .venv/bin/python benchmarks/net_screen_latency.py [--hands 3] [--speed normal,instant]
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/net_screen_latency.py

A real table server runs on 127.0.0.1 on a thread of this process (its own asyncio loop), with three
headless clients on that loop and the game's real network table (:class:`NetTable`, 1280x800,
shown) in the fourth seat. The moves are made one at a time: a headless client's move is timed from
just before it is sent (``t_sent``, the server thread) to the first paint of the table's viewport after
the window has applied it and its animations have finished. Beyond the animation::

    latency = (t_applied - t_sent) + (t_painted - t_animations_done)

``t_applied``: the window's source emitted ``action_applied``; ``t_animations_done``: the animator's
``animations_finished`` (or ``t_applied`` when nothing flew); ``t_painted``: the viewport's first paint
event at or after ``t_animations_done`` (none within the move's burst of paints, which ends after 100 ms
without one: the animation's last frame was on screen already, and that term is 0). The window's own moves are made through its source (as the Play button does) and not timed.
Figures per speed: p50/p95/max and a 95 % bootstrap interval of the p95 (seeded). This is a
measurement, not a test; the machine's load average is printed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent, QObject, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from murlan_qt.net.client import HeadlessClient  # noqa: E402
from murlan_qt.net.server import ServerConfig, TableServer  # noqa: E402
from murlan_qt.net.table import TableConfig  # noqa: E402
from murlan_qt.ui.net.table_window import NetTable  # noqa: E402
from murlan_qt.ui.net.tokens import SeatTokens  # noqa: E402
from murlan_qt.ui.settings import Settings  # noqa: E402

T = TypeVar("T")


class ServerThread:
    """A TableServer on an asyncio loop in a thread of its own."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        config = ServerConfig(host="127.0.0.1", port=0, data_dir=None, ai_workers=0,
                              table=TableConfig(grace=60.0, hand_pause=0.5, ai_delay=0.0))
        self.server = TableServer(config)
        self.call(self.server.start())

    def call(self, coro: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def stop(self) -> None:
        self.call(self.server.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


class PaintClock(QObject):
    """The time of every paint of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: list[float] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.paints.append(time.perf_counter())
        return False


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def bootstrap(values: list[float], q: float, rounds: int = 1000, seed: int = 1) -> tuple[float, float]:
    rng = random.Random(seed)
    n = len(values)
    est = sorted(pct([values[rng.randrange(n)] for _ in range(n)], q) for _ in range(rounds))
    return est[int(0.025 * rounds)], est[int(0.975 * rounds) - 1]


def measure(app: QApplication, speed: str, hands: int, folder: Path) -> list[float]:
    server = ServerThread()
    url = f"ws://127.0.0.1:{server.server.port}/"
    heads = [HeadlessClient() for _ in range(3)]
    for i, c in enumerate(heads):
        server.call(c.connect(url, f"Headless {i}"))
    code = server.call(heads[0].create("Latency", level="easy"))
    for c in heads:
        server.call(c.join(code))
    settings = Settings(QSettings(str(folder / f"{speed}.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = speed
    win = NetTable(settings, SeatTokens(folder / f"tokens-{speed}"), show_dialogs=False, sound=False)
    win.show()
    win.join(url, "Window", code)
    paint = PaintClock()
    win.view.viewport().installEventFilter(paint)
    applied: list[float] = []
    done: list[float] = []
    win.source.action_applied.connect(lambda _a: applied.append(time.perf_counter()))
    win.animator.animations_finished.connect(lambda: done.append(time.perf_counter()))

    def pump_until(cond: Any, limit: float = 60.0) -> None:
        end = time.perf_counter() + limit
        while not cond():
            app.processEvents()
            time.sleep(0.0005)
            if time.perf_counter() > end:
                raise TimeoutError("the window did not follow the table")

    pump_until(lambda: win.source.seat is not None)
    server.call(heads[0].start())
    table = server.server.tables[code]
    rng = random.Random(5)
    latencies: list[float] = []
    while True:
        pump_until(lambda: all(c.view.n >= table.n for c in heads) and win.source.view.n >= table.n
                   and not win.animator.is_running)
        match = table.match
        assert match is not None
        if match.is_over or len(match.results) >= hands:
            break
        if match.needs_new_hand or match.hand.is_over:
            n = table.n
            pump_until(lambda n=n: table.n > n)
            continue
        turn = match.hand.turn
        if turn == win.source.seat:
            m = win.source.match
            assert m is not None
            hand = m.hand
            if hand.phase in ("swap_last", "swap_first"):
                win.source.human_give(int(win.source.swap_options()[0]))
            else:
                plays = hand.legal_plays()
                if hand.can_pass() and (not plays or rng.random() < 0.3):
                    win.source.human_pass()
                else:
                    win.source.human_play([int(c) for c in hand.cards_for(plays[0])])
            n = table.n
            pump_until(lambda n=n: table.n > n)
            continue
        mover = next(c for c in heads if c.seat == turn)
        kind, arg = mover.choose_move(rng)
        if kind == "give":
            n = table.n
            asyncio.run_coroutine_threadsafe(mover.give(arg), server.loop)
            pump_until(lambda n=n: table.n > n)
            continue
        a0, d0 = len(applied), len(done)
        sent: list[float] = []

        async def move(kind: str = kind, arg: Any = arg, mover: HeadlessClient = mover,
                       sent: list[float] = sent) -> None:
            sent.append(time.perf_counter())
            await (mover.play(arg) if kind == "play" else mover.pass_())

        asyncio.run_coroutine_threadsafe(move(), server.loop)
        pump_until(lambda a0=a0: len(applied) > a0)
        t_applied = applied[a0]
        app.processEvents()
        if win.animator.is_running:
            pump_until(lambda d0=d0: len(done) > d0)
            t_done = done[-1]
        else:
            t_done = t_applied
        # the burst of paints the move caused is over when 100 ms pass without one
        quiet = [time.perf_counter()]

        def settled(quiet: list[float] = quiet) -> bool:
            if paint.paints and paint.paints[-1] > quiet[0]:
                quiet[0] = paint.paints[-1]
            return time.perf_counter() - quiet[0] > 0.1

        pump_until(settled)
        after = [p for p in paint.paints if p >= t_applied]
        if not after:
            print(f"no paint after a move ({len(paint.paints)} paints in all)", file=sys.stderr)
            continue
        # the first paint once the animations are done; none: their last frame was already on screen
        tail = next((p - t_done for p in after if p >= t_done), 0.0)
        latencies.append((t_applied - sent[0]) + tail)
    win.close()
    for c in heads:
        server.call(c.close())
    server.stop()
    app.processEvents()
    return latencies


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hands", type=int, default=3)
    ap.add_argument("--speed", default="normal,instant")
    args = ap.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    print(f"platform {app.platformName()}, load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory(prefix="murlan-screen-") as tmp:
        for speed in args.speed.split(","):
            ms = [1000 * v for v in measure(app, speed, args.hands, Path(tmp))]
            lo, hi = bootstrap(ms, 0.95)
            print(f"{speed}: {len(ms)} moves, beyond the animation p50 {pct(ms, 0.5):.1f} ms, "
                  f"p95 {pct(ms, 0.95):.1f} ms (95% CI {lo:.1f}-{hi:.1f}), max {max(ms):.1f} ms, "
                  f"mean {statistics.fmean(ms):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
