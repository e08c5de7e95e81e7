"""``murlan-check FILE...``: check match records against the rules.

A file holds one record (a JSON document, possibly indented over many lines,
as the game saves it) or JSON lines (one record per line, as ``murlan-sim``
writes); the two are told apart by parsing the first line, not by its look.
Only regular files are read, with the game's size limit per record. Every record
is replayed through the checked engine (:func:`murlan_qt.engine.loads`).
Each bad record is reported as ``FILE:LINE: problem``; the exit status is 0
when every record holds, 1 otherwise, 2 for a usage error. Whatever the
input, the answer is a message, never a traceback.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import BinaryIO

from ..engine import MurlanError, loads
from ..engine.jsontext import MAX_RECORD_BYTES, JsonTextError, decode_text, first_line_is_whole
from ..persistence.errors import LoadError
from ..persistence.files import open_regular, size_text
from . import tolerant_output

#: problems reported per file before the rest are only counted
MAX_REPORTS = 20


@dataclass
class FileReport:
    """The outcome of checking one file."""

    name: str
    records: int = 0
    #: the first :data:`MAX_REPORTS` problems, as ``(line, problem)``
    problems: list[tuple[int | None, str]] = field(default_factory=list)
    #: the bad records after those, only counted (a file of millions of bad lines costs no memory)
    more_problems: int = 0

    @property
    def is_ok(self) -> bool:
        return not self.problems and not self.more_problems

    @property
    def bad(self) -> int:
        """How many problems were found in all."""
        return len(self.problems) + self.more_problems

    def add(self, line: int | None, problem: str) -> None:
        if len(self.problems) < MAX_REPORTS:
            self.problems.append((line, problem))
        else:
            self.more_problems += 1

    def lines(self) -> Iterator[str]:
        for line, problem in self.problems:
            where = self.name if line is None else f"{self.name}:{line}"
            yield f"{where}: {problem}"
        if self.more_problems:
            yield f"{self.name}: ... and {self.more_problems} more bad record{'s' * (self.more_problems != 1)}"


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


def check_bytes(name: str, raw: bytes) -> FileReport:
    """Check the records in the contents of one file (held in memory)."""
    import io

    return check_stream(name, io.BytesIO(raw))


def _lines(stream: BinaryIO, limit: int) -> Iterator[tuple[int, bytes, bool]]:
    """``(number, line, whole)`` for each line, never more than ``limit + 1`` bytes of one in memory.

    A longer line is given cut to ``limit + 1`` bytes with ``whole`` False,
    and reading stops there: the line may never end (``murlan-check - < /dev/zero``).
    """
    number = 0
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        number += 1
        if len(line) > limit and not line.endswith(b"\n"):
            yield number, line, False
            return
        yield number, line, True


def _too_large() -> str:
    return (f"not a match record: it is far too large (more than {size_text(MAX_RECORD_BYTES)}); "
            "the rest of the file was not read")


def check_stream(name: str, stream: BinaryIO, limit: int = MAX_RECORD_BYTES) -> FileReport:
    """Check the records read from ``stream``: one document, or JSON lines, told apart by parsing.

    One document may be at most ``limit`` bytes; JSON lines may be many, each
    at most ``limit`` bytes, read one at a time.
    """
    report = FileReport(name)
    lines = _lines(stream, limit)
    held: list[tuple[int, bytes, bool]] = []  # lines read before the kind of file is known
    size = 0
    for item in lines:
        held.append(item)
        size += len(item[1])
        filled = [x for x in held if x[1].strip()]
        if len(filled) == 2 or size > limit:
            break
    filled = [x for x in held if x[1].strip()]
    if not filled and held and not held[-1][2]:
        # a blank line longer than a record may be (reading stopped in it): too large, not empty
        report.records = 1
        report.add(held[-1][0], _too_large())
        return report
    if not filled:
        report.add(1, "empty: no match record in this file")
        return report
    first_number, first, first_whole = filled[0]
    json_lines = False
    if len(filled) > 1 and first_whole:
        try:
            json_lines = first_line_is_whole(decode_text(first), True)
        except JsonTextError:
            json_lines = False
    if json_lines:
        for number, line, whole in itertools.chain(held, lines):
            if line.strip():
                _check_record(report, number, line if whole else None)
        return report
    # one document, perhaps over many lines: read the rest, at most limit + 1 bytes in all
    rest = b"" if size > limit else stream.read(limit + 1 - size)
    data = b"".join(x[1] for x in held) + rest
    if len(data) > limit or not all(x[2] for x in held):
        report.records = 1
        report.add(first_number, _too_large())
        return report
    _check_record(report, first_number, data)
    return report


def _check_record(report: FileReport, number: int, raw: bytes | None) -> None:
    report.records += 1
    problem = _too_large() if raw is None else _check_one(raw)
    if problem is not None:
        report.add(number, problem)


def check_file(path: str) -> FileReport:
    """Check one file (``-`` reads standard input); only regular files are opened."""
    if path == "-":
        return check_stream(path, sys.stdin.buffer)
    try:
        stream = open_regular(path)
    except LoadError as e:
        if e.kind == "folder":
            return FileReport(path, 0, [(None, "is a directory, not a file of match records")])
        if e.kind == "missing":
            return FileReport(path, 0, [(None, "cannot read: there is no such file")])
        # the report names the file already: the message without it ("permission denied")
        why = str(e).removeprefix(f"{path} ").removeprefix("cannot be read: ").rstrip(".")
        return FileReport(path, 0, [(None, f"cannot read: {why}")])
    with stream:
        try:
            return check_stream(path, stream)
        except OSError as e:
            return FileReport(path, 0, [(None, f"cannot read: {e.strerror or e}")])


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
    tolerant_output()
    records = bad = 0
    all_ok = True
    for path in args.files:
        report = check_file(path)
        records += report.records
        bad += report.bad
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
