"""Memory of the whole game: the window's process and its helpers (computer players, sounds) together.

    .venv/bin/python benchmarks/memory.py [--murlan /usr/bin/murlan] [--every 0.1]

Runs ``murlan --smoke-test`` (one whole hand with four computer players; offscreen unless
QT_QPA_PLATFORM says otherwise) and, every ``--every`` seconds, adds up over the game's process and
all its descendants their resident memory (RSS) and their proportional share (PSS, from
/proc/PID/smaps_rollup: a shared library counted once in all, split among the processes mapping it).
Prints the peak of each sum, the peak per process and the processes seen. Linux only (reads /proc).
GNU time's "maximum resident set size" is of one process only, which is why this exists.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def descendants(pid: int) -> list[int]:
    """``pid`` and every process below it, from /proc/*/task/*/children."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        for children in Path(f"/proc/{p}/task").glob("*/children"):
            with contextlib.suppress(OSError):
                todo.extend(int(c) for c in children.read_text().split())
    return found


def memory_kb(pid: int) -> tuple[int, int, str] | None:
    """(RSS, PSS, command name) of ``pid`` in KiB, or None when it is gone."""
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        name = Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return None
    fields = {}
    for line in rollup.splitlines()[1:]:
        key, _, rest = line.partition(":")
        parts = rest.split()
        if parts and parts[0].isdigit():
            fields[key] = int(parts[0])
    return fields.get("Rss", 0), fields.get("Pss", 0), name


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--murlan", default=shutil.which("murlan") or "", help="the game's binary (default: on PATH)")
    p.add_argument("--every", type=float, default=0.1)
    args = p.parse_args()
    if not args.murlan:
        print("murlan is not on the PATH: give --murlan", file=sys.stderr)
        return 2
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        game = subprocess.Popen([args.murlan, "--smoke-test", "--data-dir", tmp], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        peak_rss = peak_pss = most = 0
        per_process: dict[str, int] = {}
        while game.poll() is None:
            rss = pss = 0
            alive = descendants(game.pid)
            most = max(most, len(alive))
            for pid in alive:
                m = memory_kb(pid)
                if m is None:
                    continue
                rss, pss = rss + m[0], pss + m[1]
                per_process[m[2]] = max(per_process.get(m[2], 0), m[0])
            peak_rss, peak_pss = max(peak_rss, rss), max(peak_pss, pss)
            time.sleep(args.every)
    print(f"murlan --smoke-test exit status {game.returncode}")
    print(f"processes at most at once: {most}")
    print(f"peak of the summed RSS of the game's processes: {peak_rss / 1024:.0f} MB")
    print(f"peak of the summed PSS (shared pages split):    {peak_pss / 1024:.0f} MB")
    for name, kb in sorted(per_process.items(), key=lambda kv: -kv[1]):
        print(f"  peak RSS of one process named {name}: {kb / 1024:.0f} MB")
    return game.returncode


if __name__ == "__main__":
    sys.exit(main())
