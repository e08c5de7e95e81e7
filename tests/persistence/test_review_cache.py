"""The review cache: a kept analysis comes back; a damaged, foreign or other-version file is a miss, then replaced."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from murlan_qt.ai.review import ANALYSIS_VERSION, DecisionReview, HandReview, Mark
from murlan_qt.engine.record import to_record
from murlan_qt.persistence.review_cache import ReviewCache, file_name, hand_keys, match_accuracy

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai"))
from test_review import bomb_breaking_match  # noqa: E402


def a_review(hand: int = 0, seat: int = 0, seed: int = 0, mark: Mark | None = Mark.MISTAKE) -> HandReview:
    d = DecisionReview(hand, 3, seat, "play", ("4S",), 1.9, ("KS",), 2.9, 1.0, 0.1, mark, 15, 48)
    ok = DecisionReview(hand, 7, seat, "play", None, 2.0, None, 2.0, 0.0, 0.0, None, 2, 48)
    forced = DecisionReview(hand, 11, seat, "play", None, 0.0, None, 0.0, 0.0, 0.0, None, 1, 0)
    return HandReview(hand, seat, seed, (d, ok, forced), 1, 1.75)


def test_a_kept_analysis_comes_back(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    r = a_review()
    assert cache.load("k" * 64, 0, 0, 0) is None
    assert cache.save("k" * 64, r)
    assert cache.load("k" * 64, 0, 0, 0) == r
    # another seat, seed or hand is another analysis
    assert cache.load("k" * 64, 0, 1, 0) is None and cache.load("k" * 64, 0, 0, 1) is None
    assert cache.load("k" * 64, 1, 0, 0) is None


def test_a_file_kept_before_the_marks_were_an_enum_reads_back_with_the_members(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    key = "m" * 64
    data = a_review(mark=Mark.INACCURACY).to_json() | {"key": key}
    # the marks were stored as their plain text, and still are
    assert [d["mark"] for d in data["decisions"]] == ["inaccuracy", None, None]
    path = tmp_path / "reviews" / file_name(key, 0, 0)
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    got = cache.load(key, 0, 0, 0)
    assert got is not None
    assert got.decisions[0].mark is Mark.INACCURACY
    assert got.marked(Mark.INACCURACY) == [got.decisions[0]] and got.marked(Mark.MISTAKE) == []


def test_a_damaged_file_is_a_miss_and_the_next_analysis_replaces_it(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    key = "d" * 64
    path = tmp_path / "reviews" / file_name(key, 0, 0)
    path.parent.mkdir()
    good = json.dumps(a_review().to_json() | {"key": key})
    for bad in ("", "{", good[: len(good) // 2], "[1, 2]", good.replace('"mistake"', '"blunder"'),
                good.replace(f'"version": {ANALYSIS_VERSION}', '"version": 999'),
                json.dumps(a_review().to_json() | {"key": "another"}), "\x00\xff" * 10):
        path.write_text(bad, encoding="latin-1")
        assert cache.load(key, 0, 0, 0) is None, bad[:40]
    assert cache.save(key, a_review())
    assert cache.load(key, 0, 0, 0) == a_review()


def test_a_folder_in_place_of_the_file_or_no_data_folder_is_a_miss(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path / "reviews")
    (tmp_path / "reviews" / file_name("f" * 64, 0, 0)).mkdir(parents=True)
    assert cache.load("f" * 64, 0, 0, 0) is None
    assert not cache.save("f" * 64, a_review())  # cannot be written: not kept, no exception
    none = ReviewCache(None)
    assert none.load("f" * 64, 0, 0, 0) is None and not none.save("f" * 64, a_review())


def test_a_hands_key_depends_on_that_hand_and_those_before_only() -> None:
    record = to_record(bomb_breaking_match("4S"))
    other = to_record(bomb_breaking_match("KS"))
    assert hand_keys(record) != hand_keys(other)  # another action: another key
    longer = json.loads(json.dumps(record))
    longer["hands"].append(json.loads(json.dumps(record["hands"][0])))
    assert hand_keys(longer)[0] == hand_keys(record)[0]
    extra = json.loads(json.dumps(record)) | {"continued_from": {"seed": 1}, "app": "x"}
    assert hand_keys(extra) == hand_keys(record)


def test_the_match_accuracy_counts_real_choices_only() -> None:
    assert match_accuracy([a_review()]) == 0.5  # one marked, one not; the forced pass does not count
    assert match_accuracy([a_review(mark=None), a_review(hand=1)]) == 0.75
    assert match_accuracy([]) is None
