"""How fast the computer players' process lets go: a cancelled decision, and the end of its input (quitting).

Run from the top of the repository::

    .venv/bin/python benchmarks/ai_worker_cancel.py

Starts ``python -m murlan_qt.ai.worker`` as the table does, asks an expert
decision with a 30 s limit, cancels it 150 ms later and asks a quick one: the
time from the cancel to that answer is how long the cancelled search went on.
Then it closes the input during an expert decision (what quitting does) and
times the process's exit. This is a measurement, not a test.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

from murlan_qt.ai import make_player, take_turn
from murlan_qt.engine import DEFAULT_PLAYERS, MatchState, Rules
from murlan_qt.engine.record import to_record


def main() -> None:
    m = MatchState(5, Rules(), DEFAULT_PLAYERS)
    for _ in range(6):
        take_turn(m, make_player("normal", 1), 0.05)
    rec = to_record(m)
    p = subprocess.Popen([sys.executable, "-m", "murlan_qt.ai.worker"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    assert p.stdin is not None and p.stdout is not None

    def send(message: dict[str, Any]) -> None:
        assert p.stdin is not None
        p.stdin.write(json.dumps(message) + "\n")
        p.stdin.flush()

    def ask(rid: int, level: str, seed: int, limit: float) -> None:
        send({"id": rid, "record": rec, "seat": m.hand.turn, "level": level, "seed": seed, "time_limit": limit})

    ask(0, "normal", 1, 1.0)
    p.stdout.readline()  # the worker is up and warm
    times = []
    for k in range(5):
        ask(10 + k, "expert", k, 30.0)
        time.sleep(0.15)
        start = time.perf_counter()
        send({"cancel": 10 + k})
        ask(100 + k, "normal", 1, 1.0)
        answer = json.loads(p.stdout.readline())
        times.append((time.perf_counter() - start) * 1000)
        assert answer["id"] == 100 + k, answer
    print("cancel -> the next answer: " + ", ".join(f"{t:.1f} ms" for t in times))
    ask(50, "expert", 9, 30.0)
    time.sleep(0.15)
    start = time.perf_counter()
    p.stdin.close()
    p.wait()
    print(f"end of input during an expert decision -> the process has exited: {(time.perf_counter() - start) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
