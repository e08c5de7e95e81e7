"""``benchmarks/RESULTS.md``: the latest figures of each benchmark, dated, written by the benchmarks.

Each benchmark run with ``--results`` replaces its own section of the file
(between ``<!-- begin NAME -->`` and ``<!-- end NAME -->``) with what it just
printed, the command and the date, so the figures a reader finds there are the
ones the benchmark gives, not numbers copied into comments. The sections
written by hand (the arena rows of a change, the tuning history) are left as
they are.
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path

RESULTS = Path(__file__).with_name("RESULTS.md")


def machine() -> str:
    """One line on where a figure was measured (cores and load: the machine may be shared)."""
    try:
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        load = "unknown"
    return f"{os.cpu_count()} cores, load average {load}"


def record(name: str, title: str, command: str, output: str, path: Path = RESULTS) -> None:
    """Replace (or add) section ``name`` of the results file with this run's output."""
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    body = (
        f"<!-- begin {name} -->\n## {title}\n\n{now}, {machine()}\n\n"
        f"```\n$ {command}\n{output.rstrip()}\n```\n<!-- end {name} -->"
    )
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmark results\n"
    begin, end = f"<!-- begin {name} -->", f"<!-- end {name} -->"
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        _, tail = rest.split(end, 1)
        text = head + body + tail
    else:
        text = text.rstrip() + "\n\n" + body + "\n"
    path.write_text(text, encoding="utf-8")
