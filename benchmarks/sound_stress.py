"""How often the sound process has to be started again: many sounds, with the machine busy.

Run from the top of the repository, with an audio server (for example the
PulseAudio null sink that ``.ci/run`` starts; set ``PULSE_SERVER``)::

    .venv/bin/python benchmarks/sound_stress.py [--rounds 3] [--plays 600] [--gap-ms 25] [--burners 3]

Each round starts the real sound process (:mod:`murlan_qt.ui.sound.worker`),
keeps ``--burners`` processes spinning on the CPU meanwhile (the faults this
looks for came under load), and asks for ``--plays`` sounds drawn from a seeded
random generator, ``--gap-ms`` apart on average (0.2x to 2x). A process that
leaves (over a flood of Qt warnings, a failed stream, or anything else) is
counted and started again, as the table does. Printed: per round and in all,
the sounds asked for, started and the process's departures, with a 95%
interval for departures per 1000 sounds. This is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

NAMES = ("card", "pass", "sweep", "bomb", "swap", "out", "turn")


def _burn(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        sum(range(10_000))


class Worker:
    """One sound process and what it said."""

    def __init__(self, folder: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "murlan_qt.ui.sound.worker"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.started = 0
        self.left: list[str] = []
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps({"load": str(folder), "volume": 0.5}) + "\n")
        self.proc.stdin.flush()
        ready = json.loads(self.proc.stdout.readline() or "{}")
        if ready.get("ready") is not True:
            raise SystemExit(f"the sound process cannot play here: {ready}")
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            reply = json.loads(line)
            if "playing" in reply:
                self.started += 1
            elif "flood" in reply or "failed" in reply:
                self.left.append(str(reply.get("flood") or reply.get("failed")))

    def play(self, name: str) -> bool:
        """False when the process has gone."""
        if self.proc.poll() is not None:
            return False
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps({"play": name}) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return False
        return True

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(10)


def one_round(rng: random.Random, plays: int, gap_ms: float, burners: int, folder: Path) -> tuple[int, int, int]:
    """Sounds asked for, started, and departures of the process in one round."""
    seconds = plays * gap_ms * 1.1 / 1000 + 5
    pool = [multiprocessing.Process(target=_burn, args=(seconds,)) for _ in range(burners)]
    for p in pool:
        p.start()
    worker, started, departures = Worker(folder), 0, 0
    try:
        for _ in range(plays):
            if not worker.play(rng.choice(NAMES)):
                worker.proc.wait(10)
                time.sleep(0.1)  # the reader has the last words
                started += worker.started
                departures += 1
                worker = Worker(folder)
            time.sleep(gap_ms / 1000 * rng.uniform(0.2, 2.0))
        time.sleep(1.0)
    finally:
        worker.close()
        started += worker.started
        for p in pool:
            p.terminate()
            p.join()
    return plays, started, departures


def poisson_interval(k: int) -> tuple[float, float]:
    """An approximate 95% interval for a Poisson count ``k`` (Wilson-Hilferty for the upper end)."""
    low = 0.0 if k == 0 else k * (1 - 1 / (9 * k) - 1.96 / (3 * math.sqrt(k))) ** 3
    k1 = k + 1
    high = k1 * (1 - 1 / (9 * k1) + 1.96 / (3 * math.sqrt(k1))) ** 3
    return low, high


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--plays", type=int, default=600)
    parser.add_argument("--gap-ms", type=float, default=25.0)
    parser.add_argument("--burners", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    totals = [0, 0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.rounds):
            asked, started, departures = one_round(rng, args.plays, args.gap_ms, args.burners, Path(tmp))
            print(f"round {r + 1}: {asked} sounds asked for, {started} started, "
                  f"the process left {departures} times", flush=True)
            totals = [totals[0] + asked, totals[1] + started, totals[2] + departures]
    low, high = poisson_interval(totals[2])
    per = 1000 / totals[0]
    print(f"in all: {totals[0]} asked for, {totals[1]} started, {totals[2]} departures: "
          f"{totals[2] * per:.1f} per 1000 sounds (95% interval {low * per:.1f}..{high * per:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
