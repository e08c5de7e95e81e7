"""What the format refuses, the reader refuses; what the reader accepts, the game can write again."""

from __future__ import annotations

import json

import pytest
import record_samples as samples

from murlan_qt.engine import RecordError, dumps, from_record, loads, to_record
from murlan_qt.engine.names import MAX_NAME_LENGTH, clean_name


def refused(data: object) -> str:
    with pytest.raises(RecordError) as info:
        from_record(data) if not isinstance(data, str) else loads(data)
    return str(info.value)


def test_no_hands_is_refused() -> None:
    rec = to_record(samples.mid_hand())
    rec["hands"] = []
    assert "'hands' is empty" in refused(rec)


def test_a_missing_result_is_refused() -> None:
    rec = to_record(samples.mid_hand())
    del rec["result"]
    assert "'result' is missing" in refused(rec)


@pytest.mark.parametrize("key", ["given_by_last", "given_by_first"])
def test_an_open_swap_must_name_both_cards(key: str) -> None:
    """An open swap writes null for the card still to be chosen; leaving the key out is refused."""
    rec = to_record(samples.mid_swap(0))
    swap = rec["hands"][-1]["swap"]
    assert swap[key] is None
    del swap[key]
    assert f"swap.{key} is missing" in refused(rec)


def test_duplicate_keys_are_refused() -> None:
    text = dumps(samples.finished()).replace('"seed": ', '"seed": 3, "seed": ', 1)
    assert "appears twice" in refused(text)


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1, 10**30])
def test_seeds_outside_64_bits_are_refused(seed: int) -> None:
    rec = to_record(samples.mid_hand())
    rec["seed"] = seed
    assert "64 bits" in refused(rec)


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Arta\u202e", "Arta"),                      # right-to-left override
        ("A\u200bB\u200dC\ufeff", "ABC"),            # zero-width characters and a BOM
        ("line\nbreak\tand\x07bell", "line break andbell"),
        ("\ud800Lone", "Lone"),                      # a lone surrogate cannot be written as UTF-8
        ("x" * 100, "x" * MAX_NAME_LENGTH),
        ("<img src=x><b>x</b>", "<img src=x><b>x</b>"),  # markup is text: shown as typed, never rendered
    ],
)
def test_names_are_cleaned_on_the_way_in(raw: str, shown: str) -> None:
    rec = to_record(samples.mid_hand())
    rec["players"][1]["name"] = raw
    match = from_record(json.loads(json.dumps(rec)))
    assert match.players[1].name == shown
    again = dumps(match)  # whatever was accepted can be written again
    again.encode("utf-8")
    assert loads(again).players[1].name == shown


def test_a_name_of_invisible_characters_only_is_refused() -> None:
    rec = to_record(samples.mid_hand())
    rec["players"][2]["name"] = "\u200b\u202e\x00"
    assert "no printable characters" in refused(rec)


def test_a_level_with_control_characters_is_refused() -> None:
    rec = to_record(samples.mid_hand())
    rec["players"][1]["level"] = "hard\u202e"
    assert "'level'" in refused(rec)


def test_clean_name_is_idempotent() -> None:
    for raw in ("  a  b ", "\u202eX", "y" * 50):
        assert clean_name(clean_name(raw)) == clean_name(raw)
