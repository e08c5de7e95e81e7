"""``murlan-check FILE...``: check match records against the rules.

A file holds one record (a JSON document, possibly indented over many lines)
or JSON lines (one record per line, as ``murlan-sim`` writes). Every record
is replayed through the checked engine (:func:`murlan_qt.engine.loads`).
Each bad record is reported as ``FILE:LINE: problem``; the exit status is 0
when every record holds, 1 otherwise, 2 for a usage error. Whatever the
input, the answer is a message, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ..engine import MurlanError, loads

#: problems reported per file before the rest are only counted
MAX_REPORTS = 20


@dataclass
class FileReport:
    """The outcome of checking one file."""

    name: str
    records: int = 0
    problems: list[tuple[int | None, str]] = field(default_factory=list)

    @property
    def is_ok(self) -> bool:
        return not self.problems

    def lines(self) -> Iterator[str]:
        for i, (line, problem) in enumerate(self.problems):
            if i == MAX_REPORTS:
                yield f"{self.name}: ... and {len(self.problems) - MAX_REPORTS} more bad records"
                return
            where = self.name if line is None else f"{self.name}:{line}"
            yield f"{where}: {problem}"


def _check_one(raw: bytes) -> str | None:
    """The problem with one record, or ``None`` if it holds."""
    try:
        loads(raw)
    except MurlanError as e:
        return str(e)
    except RecursionError:
        return "not a match record: nested too deeply"
    except Exception as e:  # a reader bug must not hide the answer for the other records
        return f"the record could not be checked ({type(e).__name__}: {e})"
    return None


def _parse_alone(line: bytes) -> tuple[bool, object]:
    """Whether one line is a JSON value on its own, and the value."""
    try:
        return True, json.loads(line.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False, None


def _is_json_lines(filled: list[tuple[int, bytes]]) -> bool:
    """Whether several filled lines are JSON lines rather than one indented document.

    An indented document never has a non-empty object on one line, and its
    first line (``{``) is no JSON value alone.
    """
    if len(filled) < 2:
        return False
    if _parse_alone(filled[0][1])[0]:
        return True
    for _, line in filled[:50]:
        ok, value = _parse_alone(line)
        if ok and isinstance(value, dict) and value:
            return True
    return False


def check_bytes(name: str, raw: bytes) -> FileReport:
    """Check the records in the contents of one file."""
    report = FileReport(name)
    lines = raw.split(b"\n")
    filled = [(i + 1, line) for i, line in enumerate(lines) if line.strip()]
    if not filled:
        report.problems.append((1, "empty: no match record in this file"))
        return report
    if _is_json_lines(filled):
        for number, line in filled:  # JSON lines: one record per line
            report.records += 1
            problem = _check_one(line)
            if problem is not None:
                report.problems.append((number, problem))
        return report
    report.records = 1  # one document, perhaps over many lines
    problem = _check_one(raw)
    if problem is not None:
        report.problems.append((filled[0][0], problem))
    return report


def check_file(path: str) -> FileReport:
    """Check one file (``-`` reads standard input)."""
    try:
        if path == "-":
            raw = sys.stdin.buffer.read()
        elif os.path.isdir(path):
            return FileReport(path, 0, [(None, "is a directory, not a file of match records")])
        else:
            with open(path, "rb") as f:
                raw = f.read()
    except OSError as e:
        return FileReport(path, 0, [(None, f"cannot read: {e.strerror or e}")])
    return check_bytes(path, raw)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="murlan-check",
        description="Check Murlan match records (one JSON document, or JSON lines) against the rules.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="record files ('-' for standard input)")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the problems")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``murlan-check`` console script."""
    args = build_parser().parse_args(argv)
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")
    records = bad = 0
    all_ok = True
    for path in args.files:
        report = check_file(path)
        records += report.records
        bad += len(report.problems)
        all_ok = all_ok and report.is_ok
        for line in report.lines():
            print(line)
    if not args.quiet:
        files = len(args.files)
        verdict = "all hold" if all_ok else f"{bad} with problems"
        print(f"checked {records} record{'s' * (records != 1)} in {files} file{'s' * (files != 1)}: {verdict}")
    return 0 if all_ok else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
