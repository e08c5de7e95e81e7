"""Load time and peak memory of the worst files the game accepts, and of hostile ones it refuses.

Run from the top of the repository::

    .venv/bin/python benchmarks/hostile_files.py            # every case
    .venv/bin/python benchmarks/hostile_files.py --keep DIR # keep the files built, in DIR

Each case is loaded by ``load_match`` (File > Open, Open Recent and the
autosave at start-up all use it) in a fresh process, so its peak memory is its
own: "peak MB" is the peak of the memory Python allocated while loading
(``tracemalloc``, a second run), "RSS+ MB" how much the process's peak
resident size grew past what the imports had already reached. The ``murlan-check`` rows check whole files the same way.
The accepted cases are built at the reader's limits (size, value count,
nesting) around a real, long match. This is a measurement, not a test:
nothing here asserts a figure.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# cases: name -> (what it is, expected outcome)
CASES: dict[str, str] = {
    "real-long-match": "the longest of 40 seeded matches, as the game saves it",
    "max-string-padding": "a long match + one unknown field: a string filling the file to the size limit",
    "max-values": "a long match + an unknown field of small values up to the value limit",
    "max-values-and-size": "a long match + values up to the value limit, each a long string, up to the size limit",
    "max-depth": "a long match + an unknown field nested to the depth limit",
    "refused:size+1": "one byte over the size limit",
    "refused:empty-lists": "a real match + 1.3 million empty lists in an unknown field (under the size limit)",
    "refused:deep-nesting": "a real match + 100,000 levels of nesting",
    "refused:duplicate-keys": "a real match with a second \"seed\" key",
    "refused:open-string": "a real match + a string of 2 million escaped quotes never closed (up to 4 MB)",
    "refused:/dev/zero": "an endless device",
    "refused:fifo": "a FIFO with no writer (reading it would wait forever)",
}


def peak_kb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def long_match_text() -> str:
    """The longest of 40 seeded random matches, indented as the game saves it."""
    from murlan_qt.persistence import record_text
    from murlan_qt.tools import sim

    best = None
    for seed in range(40):
        match = sim.play_match(sim.match_seed(1, seed), ["random"] * 4, time_limit=0.05)
        if best is None or len(match.hands) > len(best.hands):
            best = match
    assert best is not None
    return record_text(best)


def with_field(text: str, value_json: str) -> str:
    body = text.rstrip()
    assert body.endswith("}")
    return body[:-1].rstrip() + ',\n  "padding": ' + value_json + "\n}\n"


def build(case: str, folder: Path, base: str) -> Path:
    from murlan_qt.engine.jsontext import MAX_JSON_DEPTH, MAX_JSON_VALUES, MAX_RECORD_BYTES

    path = folder / (case.replace(":", "-").replace("/", "_") + ".murlan")
    base_values = sum(base.count(c) for c in ",[{") + 1
    room = MAX_RECORD_BYTES - len(base.encode()) - 64
    spare_values = MAX_JSON_VALUES - base_values - 16
    if case == "real-long-match":
        path.write_text(base, encoding="utf-8")
    elif case == "max-string-padding":
        path.write_text(with_field(base, json.dumps("x" * room)), encoding="utf-8")
    elif case == "max-values":
        path.write_text(with_field(base, "[" + ",".join(["0"] * spare_values) + "]"), encoding="utf-8")
    elif case == "max-values-and-size":
        each = max(1, room // spare_values - 3)
        item = json.dumps("y" * each)
        path.write_text(with_field(base, "[" + ",".join([item] * spare_values) + "]"), encoding="utf-8")
    elif case == "max-depth":
        depth = MAX_JSON_DEPTH - 2  # the record itself is one level
        path.write_text(with_field(base, "[" * depth + "]" * depth), encoding="utf-8")
    elif case == "refused:size+1":
        path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    elif case == "refused:empty-lists":
        path.write_text(with_field(base, "[" + "[]," * 1_300_000 + "[]]"), encoding="utf-8")
    elif case == "refused:deep-nesting":
        path.write_text(with_field(base, "[" * 100_000 + "]" * 100_000), encoding="utf-8")
    elif case == "refused:duplicate-keys":
        path.write_text(base.replace('"seed": ', '"seed": 1, "seed": ', 1), encoding="utf-8")
    elif case == "refused:open-string":
        path.write_text(base.rstrip()[:-1] + ', "x": "' + '\\"' * ((room - 16) // 2), encoding="utf-8")
    elif case == "refused:/dev/zero":
        return Path("/dev/zero")
    elif case == "refused:fifo":
        os.mkfifo(path)
    return path


def measure_one(path: str, how: str) -> None:
    """In the child process: load (or check) ``path`` once and print the figures as JSON."""
    import tracemalloc

    from murlan_qt.persistence import LoadError, load_match
    from murlan_qt.tools import check

    def once() -> str:
        if how == "load":
            try:
                match = load_match(path)
                return f"accepted ({len(match.hands)} hands)"
            except LoadError as e:
                return f"refused: {e.kind}"
        report = check.check_file(path)
        return f"{report.records} records, {len(report.problems)} with problems"

    before = peak_kb()
    start = time.perf_counter()
    outcome = once()
    seconds = time.perf_counter() - start
    rss = (peak_kb() - before) / 1024
    tracemalloc.start()  # a second run, traced: the peak of what Python allocated while loading
    once()
    traced = tracemalloc.get_traced_memory()[1] / (1024 * 1024)
    tracemalloc.stop()
    print(json.dumps({"seconds": seconds, "peak_mb": traced, "rss_mb": rss, "outcome": outcome}))


def run_child(path: Path, how: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, __file__, "--one", str(path), how], capture_output=True, text=True,
                          timeout=300)
    if done.returncode != 0:
        return {"seconds": float("nan"), "peak_mb": float("nan"), "rss_mb": float("nan"),
                "outcome": f"FAILED: {done.stderr[-300:]}"}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", type=Path, help="build the files in this folder and keep them")
    parser.add_argument("--one", nargs=2, metavar=("PATH", "HOW"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        measure_one(*args.one)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        base = long_match_text()
        print(f"{'case':26} {'size':>10} {'seconds':>8} {'peak MB':>8} {'RSS+ MB':>8}  outcome")
        for case, what in CASES.items():
            path = build(case, folder, base)
            size = path.stat().st_size if path.is_file() else 0
            r = run_child(path, "load")
            print(f"{case:26} {size:>10,} {r['seconds']:>8.3f} {r['peak_mb']:>8.1f} {r['rss_mb']:>8.1f}"
                  f"  {r['outcome']}  -- {what}")
        # murlan-check on JSON lines ten times the size limit: one record in memory at a time
        from murlan_qt.engine.jsontext import MAX_RECORD_BYTES

        line = json.dumps(json.loads(base)) + "\n"
        lines = folder / "many.jsonl"
        with lines.open("w", encoding="utf-8") as out:
            for _ in range(10 * MAX_RECORD_BYTES // len(line) + 1):
                out.write(line)
        worst = build("max-values-and-size", folder, base)
        for name, path in (("check:jsonl-10x-limit", lines), ("check:max-values-and-size", worst)):
            r = run_child(path, "check")
            size = path.stat().st_size
            print(f"{name:26} {size:>10,} {r['seconds']:>8.3f} {r['peak_mb']:>8.1f} {r['rss_mb']:>8.1f}"
                  f"  {r['outcome']}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
