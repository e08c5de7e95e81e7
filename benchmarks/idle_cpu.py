"""CPU and wake-ups of the whole game idle at the table: the real window (offscreen), sound on.

    PULSE_SERVER=unix:/path/native .venv/bin/python benchmarks/idle_cpu.py [--repeats 5] [--seconds 30] [--settle 12]
        [--audio-server-pid PID]

Each repeat starts ``python -m murlan_qt`` on a fresh data folder, waits ``--settle`` s (the
window opens, the first match is dealt and the computer players reach the player's turn, so no
turn runs and nothing animates), then reads utime+stime and voluntary context switches
(/proc/PID/stat, /proc/PID/status) of the game and all its child processes (the sound process)
at the start and the end of ``--seconds`` s. Prints each repeat and the mean with a 95%
confidence interval (Student's t) of the percent of one core and of wake-ups a second.
Start a PulseAudio null-sink server first, the way .ci/run does, so that sound is on; with
``--audio-server-pid`` the audio server's own CPU over the same seconds is printed apart (it is not
one of the game's processes, but the game's stream is what keeps it busy).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26}


def family(pid: int) -> list[int]:
    """``pid`` and every process below it."""
    out = [pid]
    for child in Path(f"/proc/{pid}/task").glob("*/children"):
        for c in child.read_text().split():
            out += family(int(c))
    return out


def sample(pid: int) -> tuple[float, int, list[str]]:
    ticks, switches, names = 0, 0, []
    for p in family(pid):
        try:
            stat = Path(f"/proc/{p}/stat").read_text()
            fields = stat[stat.rindex(")") + 2:].split()
            ticks += int(fields[11]) + int(fields[12])
            for task in Path(f"/proc/{p}/task").iterdir():
                for line in (task / "status").read_text().splitlines():
                    if line.startswith("voluntary_ctxt_switches"):
                        switches += int(line.split()[1])
            names.append(stat[stat.index("(") + 1:stat.rindex(")")])
        except (OSError, ValueError):
            continue
    return ticks / TICK, switches, names


def own_ticks(pid: int | None) -> float:
    """utime+stime of ``pid`` alone, in seconds (0 without a pid)."""
    if pid is None:
        return 0.0
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, T95.get(len(values) - 1, 1.96) * statistics.stdev(values) / len(values) ** 0.5


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--settle", type=float, default=12.0)
    ap.add_argument("--audio-server-pid", type=int, default=None,
                    help="the audio server's process (its CPU is printed apart from the game's)")
    args = ap.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("MURLAN_NO_SOUND", None)
    cpu, wake, server = [], [], []
    for r in range(args.repeats):
        with tempfile.TemporaryDirectory() as data:
            game = subprocess.Popen([sys.executable, "-m", "murlan_qt", "--data-dir", data], env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                time.sleep(args.settle)
                t0, s0, names = sample(game.pid)
                a0 = own_ticks(args.audio_server_pid)
                w0 = time.monotonic()
                time.sleep(args.seconds)
                t1, s1, _ = sample(game.pid)
                a1 = own_ticks(args.audio_server_pid)
                wall = time.monotonic() - w0
            finally:
                game.terminate()
                game.wait(10)
        cpu.append(100 * (t1 - t0) / wall)
        wake.append((s1 - s0) / wall)
        extra = ""
        if args.audio_server_pid is not None:
            server.append(100 * (a1 - a0) / wall)
            extra = f"; audio server {server[-1]:.2f}%"
        print(f"repeat {r + 1}: {cpu[-1]:.2f}% of a core, {wake[-1]:.1f} wake-ups/s ({', '.join(names)}){extra}",
              flush=True)
    m, h = ci(cpu)
    wm, wh = ci(wake)
    print(f"idle at the table: {m:.2f} ± {h:.2f}% of a core (95% CI, n={len(cpu)}), {wm:.1f} ± {wh:.1f} wake-ups/s")
    if server:
        sm, sh = ci(server)
        print(f"the audio server over the same seconds: {sm:.2f} ± {sh:.2f}% of a core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
