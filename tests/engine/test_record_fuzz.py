"""The record reader survives any mutation of a valid record: a RecordError, never a crash."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import record_samples as samples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from murlan_qt.engine import DECK, RecordError, Rules, dumps, loads

Path = tuple[Any, ...]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from([str(c) for c in DECK] + ["10H", "3s", "", "BJS"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)


@cache
def base_texts() -> tuple[str, ...]:
    """Valid records of every shape: finished, mid-hand, mid-swap, between hands, variants."""
    return (
        dumps(samples.finished(7, Rules(pass_locks_trick=True))),
        dumps(samples.mid_hand(8, hands=2, actions=12)),
        dumps(samples.mid_swap(0)),
        dumps(samples.mid_swap(1)),
        dumps(samples.between_hands(9)),
    )


def paths(node: Any, here: Path = ()) -> list[Path]:
    """Every path to a value inside a JSON document."""
    out = [here]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, (*here, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, (*here, i))
    return out


def parent_of(doc: Any, path: Path) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def must_read_or_refuse(text: str | bytes) -> None:
    """The reader either accepts the text or raises RecordError with a message; nothing else."""
    try:
        loads(text)
    except RecordError as e:
        msg = str(e)
        assert msg and "\n" not in msg and len(msg) < 400, msg
    except Exception as e:  # pragma: no cover - this is the failure being looked for
        raise AssertionError(f"{type(e).__name__} escaped the reader: {e}") from e


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_reader_survives_structural_mutations(data: st.DataObject) -> None:
    """Delete or replace a field anywhere, change its type, flip a card: a clear RecordError or a valid match."""
    base = json.loads(data.draw(st.sampled_from(base_texts())))
    doc = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3))):
        where = [p for p in paths(doc) if p]
        path = data.draw(st.sampled_from(where))
        parent, key = parent_of(doc, path), path[-1]
        op = data.draw(st.sampled_from(["delete", "replace", "card", "int", "wrap", "duplicate"]))
        old = parent[key]
        if op == "delete":
            del parent[key]
        elif op == "replace":
            parent[key] = data.draw(json_values)
        elif op == "card":
            parent[key] = str(data.draw(st.sampled_from(DECK)))
        elif op == "int":
            parent[key] = data.draw(st.integers(-3, 60) | st.sampled_from([True, False, 1.0, 0.5]))
        elif op == "wrap":
            parent[key] = [old]
        elif isinstance(parent, list):
            parent.insert(key, copy.deepcopy(old))
        else:
            parent[key] = copy.deepcopy(old)
    must_read_or_refuse(json.dumps(doc))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_reader_survives_text_damage(data: st.DataObject) -> None:
    """Truncate the text, cut a piece out, or write garbage bytes into it: never a crash."""
    text = data.draw(st.sampled_from(base_texts()))
    raw = text.encode("utf-8")
    op = data.draw(st.sampled_from(["truncate", "cut", "garbage", "flip"]))
    i = data.draw(st.integers(0, len(raw)))
    if op == "truncate":
        damaged = raw[:i]
    elif op == "cut":
        damaged = raw[:i] + raw[i + data.draw(st.integers(1, 40)):]
    elif op == "garbage":
        damaged = raw[:i] + data.draw(st.binary(min_size=1, max_size=12)) + raw[i:]
    else:
        j = min(i, len(raw) - 1)
        damaged = raw[:j] + bytes([raw[j] ^ data.draw(st.integers(1, 255))]) + raw[j + 1:]
    must_read_or_refuse(damaged)
    try:
        as_text = damaged.decode("utf-8")
    except UnicodeDecodeError:
        return
    must_read_or_refuse(as_text)


@settings(max_examples=100, deadline=None)
@given(doc=json_values)
def test_reader_survives_any_json(doc: Any) -> None:
    """Any JSON document at all gets a RecordError (it is not a match record)."""
    must_read_or_refuse(json.dumps(doc))


@settings(max_examples=100, deadline=None)
@given(blob=st.binary(max_size=200))
def test_reader_survives_any_bytes(blob: bytes) -> None:
    """Any bytes at all get a RecordError, never another exception."""
    must_read_or_refuse(blob)
