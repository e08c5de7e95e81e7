"""The one JSON reader for match records: bounded, strict, and plain about what is wrong.

Every match record the program reads (File > Open, Open Recent, the autosave,
``murlan-check``, :func:`murlan_qt.engine.loads`) is parsed here, so every
reader sees the same match:

- the text is at most :data:`MAX_RECORD_BYTES` long (UTF-8);
- before anything is built, the shape is measured without building it: at
  most :data:`MAX_JSON_VALUES` values and :data:`MAX_JSON_DEPTH` levels of
  nesting, so a small file cannot expand into millions of objects;
- ``NaN``/``Infinity`` and duplicate keys are refused (with two ``"seed"``
  keys, two readers could see two different matches).

Also here: :func:`split_records`, which tells one (indented) document from
JSON lines by parsing, not by the shape of the lines. No I/O.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import accumulate
from typing import Any

from .errors import RecordError

#: the largest record accepted: a real match is well under a megabyte (benchmarks/hostile_files.py)
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: JSON values (objects, arrays, strings, numbers, literals) in one record; a real match has ~20,000
MAX_JSON_VALUES = 250_000
#: nesting of arrays and objects; a real record nests 6 deep
MAX_JSON_DEPTH = 32

# a JSON string: quote, runs of plain characters and escapes, then the closing quote, or the end of
# the text for one never closed. Possessive and always matching from a quote, so the scan is linear:
# a pattern that can fail from a quote would rescan the rest of the text from every later quote
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonTextError(RecordError):
    """Text that is not a record we read; ``kind`` says why (see :data:`KINDS`)."""

    KINDS = ("empty", "binary", "too_large", "too_complex", "not_json", "truncated", "duplicate_key")

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def decode_text(data: bytes | str) -> str:
    """``data`` as text (UTF-8, a leading byte-order mark dropped) or :class:`JsonTextError`."""
    if isinstance(data, bytes):
        if b"\x00" in data:
            raise JsonTextError("it is not UTF-8 text: it holds binary data", "binary")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise JsonTextError(f"it is not UTF-8 text ({e.reason} at byte {e.start})", "binary") from None
    return data.removeprefix("\ufeff")


def check_shape(text: str, limit: int = MAX_RECORD_BYTES) -> None:
    """Refuse ``text`` if it is too long, holds too many values or nests too deeply (nothing is built).

    Strings are blanked first (one regular-expression pass), so brackets and
    commas inside names do not count; what remains is counted by ``str.count``.
    The counts are upper bounds: a file they refuse is never a real record.
    """
    if len(text) > limit:  # characters <= bytes, so this is a cheap first cut; files are cut by bytes
        raise JsonTextError(f"it is far too large for a match record (more than {limit // (1024 * 1024)} MB)",
                            "too_large")
    bare = _STRING.sub("0", text)
    values = bare.count(",") + bare.count("[") + bare.count("{") + 1
    if values > MAX_JSON_VALUES:
        raise JsonTextError(
            f"it holds far too many values for a match record (more than {MAX_JSON_VALUES:,})", "too_complex")
    brackets = _NOT_BRACKET.sub("", bare)
    if brackets and max(accumulate(_DEPTH_STEP[c] for c in brackets)) > MAX_JSON_DEPTH:
        raise JsonTextError(f"it is nested too deeply for a match record (more than {MAX_JSON_DEPTH} levels)",
                            "too_complex")


def _no_constants(name: str) -> Any:
    raise JsonTextError(f"not valid JSON: {name} is not allowed", "not_json")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        dup = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        raise JsonTextError(f"the key {json.dumps(dup)[:40]} appears twice in one object", "duplicate_key")
    return out


def parse_json(data: bytes | str, limit: int = MAX_RECORD_BYTES) -> Any:
    """The JSON value in ``data`` (one document), within the bounds above, or :class:`JsonTextError`."""
    if isinstance(data, bytes) and len(data) > limit:
        raise JsonTextError(f"it is far too large for a match record (more than {limit // (1024 * 1024)} MB)",
                            "too_large")
    text = decode_text(data)
    if not text.strip():
        raise JsonTextError("the text is empty", "empty")
    check_shape(text, limit)
    try:
        return json.loads(text, parse_constant=_no_constants, object_pairs_hook=_object)
    except json.JSONDecodeError as e:
        cut_short = e.pos >= len(text.rstrip()) - 1 or e.msg.startswith("Unterminated string")
        where = f"line {e.lineno}, column {e.colno}: {e.msg}"
        if cut_short:
            raise JsonTextError(f"not valid JSON ({where}): it ends in the middle", "truncated") from None
        raise JsonTextError(f"not valid JSON ({where})", "not_json") from None
    except RecursionError:  # unreachable after check_shape; kept so no input can raise it
        raise JsonTextError("nested too deeply", "too_complex") from None
    except JsonTextError:
        raise
    except ValueError as e:  # an integer with too many digits, for example
        raise JsonTextError(f"not a valid match record ({str(e)[:80]})", "not_json") from None


def first_line_is_whole(line: str, rest_filled: bool) -> bool:
    """Whether a file whose first filled line is ``line`` holds JSON lines rather than one document.

    Decided by parsing, not by the look of the lines: the first non-blank
    character starts a value; if that value ends with the line and more text
    follows, the file is JSON lines (one record per line); otherwise it is one
    document, perhaps indented over many lines (``{`` alone is no value).
    """
    if not rest_filled:
        return False
    try:
        check_shape(line)
        json.loads(line, parse_constant=_no_constants, object_pairs_hook=_object)
    except (ValueError, RecursionError):
        return False
    return True


def split_records(text: str) -> Iterator[tuple[int, str]]:
    """The records in ``text`` as ``(line number, text)``: one document, or one per filled line."""
    filled = _filled_lines(text)  # one line at a time: a file of many tiny lines is never split at once
    first = next(filled, None)
    if first is None:
        return
    second = next(filled, None)
    if first_line_is_whole(first[1], second is not None):
        yield first
        if second is not None:
            yield second
        yield from filled
        return
    yield first[0], text


def _filled_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` of each line of ``text`` that is not blank."""
    start, number = 0, 1
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        line = text[start:end]
        if line.strip():
            yield number, line
        start, number = end + 1, number + 1
