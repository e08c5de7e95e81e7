"""Names: emoji sequences kept whole, mark stacks limited, equal names told apart."""

from __future__ import annotations

import json
import unicodedata

import record_samples as samples
from hypothesis import given, settings
from hypothesis import strategies as st

from murlan_qt.engine import from_record, to_record
from murlan_qt.engine.names import MAX_MARKS, MAX_NAME_LENGTH, clean_name, distinct_names

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"
CODER = "\U0001f469\U0001f3fd\u200d\U0001f4bb"  # woman, medium skin tone, laptop
ENGLAND = "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"


def test_emoji_joined_by_zero_width_joiners_stay_one_emoji() -> None:
    assert clean_name(f"{FAMILY} Drita") == f"{FAMILY} Drita"
    assert clean_name(CODER) == CODER
    assert clean_name(f"{ENGLAND} fan") == f"{ENGLAND} fan"


def test_a_joiner_or_tag_outside_an_emoji_is_still_dropped() -> None:
    assert clean_name("\u200dA\u200db\u200d") == "Ab"
    assert clean_name("A\U000e0067B") == "AB"  # a tag without its flag hides text
    assert clean_name("\U0001f600\u200d") == "\U0001f600"


def test_a_cut_never_leaves_half_a_sequence_hanging() -> None:
    name = clean_name("x" * (MAX_NAME_LENGTH - 1) + FAMILY)
    assert name == "x" * (MAX_NAME_LENGTH - 1) + "\U0001f468"
    flag = clean_name("y" * (MAX_NAME_LENGTH - 4) + ENGLAND)
    assert flag == "y" * (MAX_NAME_LENGTH - 4) + "\U0001f3f4"


def test_a_stack_of_combining_marks_is_cut_to_a_few_per_character() -> None:
    zalgo = "Z" + "\u0336\u0322\u031b\u0319\u0300\u0301" * 5 + "a\u0308"
    name = clean_name(zalgo)
    assert name == "Z\u0336\u0322\u031b" + "a\u0308"
    assert clean_name("Vi\u00ea\u0323t") == "Vi\u00ea\u0323t"  # real accents and tones stay
    assert clean_name("e\u0308 \u0301\u0301\u0301\u0301x") == "e\u0308 \u0301\u0301\u0301x"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(["a", " ", "\u200d", "\u0301", "\U0001f468", "\U0001f3fd", "\U000e0067",
                                         "\U0001f3f4", "\U000e007f", "\u202e", "\ufe0f"]), max_size=40))
def test_cleaning_is_idempotent_and_bounded(raw: str) -> None:
    once = clean_name(raw)
    assert clean_name(once) == once
    assert len(once) <= MAX_NAME_LENGTH
    run = 0
    for ch in once:
        run = run + 1 if unicodedata.category(ch) in ("Mn", "Me") else 0
        assert run <= MAX_MARKS
    once.encode("utf-8")


def test_equal_names_are_numbered_after_the_first() -> None:
    assert distinct_names(["Arta", "arta", "Drita", "ARTA"]) == ("Arta", "arta (2)", "Drita", "ARTA (3)")
    assert distinct_names(["Ｂesnik", "Besnik"]) == ("Ｂesnik", "Besnik (2)")  # a full-width letter looks alike
    long = "x" * MAX_NAME_LENGTH
    numbered = distinct_names([long, long])
    assert numbered[1].endswith(" (2)") and len(numbered[1]) == MAX_NAME_LENGTH
    assert distinct_names(["A", "A (2)", "A"]) == ("A", "A (2)", "A (3)")


def test_a_record_with_two_equal_names_is_read_with_them_told_apart() -> None:
    rec = to_record(samples.mid_hand())
    rec["players"][1]["name"] = "Drita"
    rec["players"][3]["name"] = "drita"
    match = from_record(json.loads(json.dumps(rec)))
    names = [p.name for p in match.players]
    assert names[1] == "Drita" and names[3] == "drita (2)"
    assert len({n.casefold() for n in names}) == 4
    assert from_record(to_record(match)).players == match.players  # read back as written
