"""A record cut after an action, and a record with its seats turned: both replay through the engine."""

from __future__ import annotations

from engine_helpers import random_match

from murlan_qt.engine.record import cut_record, from_record, rotate_record, to_record


def test_a_cut_record_replays_to_the_state_after_that_action() -> None:
    match = random_match(7)
    record = to_record(match)
    k, i = 1, 9
    cut = from_record(cut_record(record, k, i))
    assert len(cut.hands) == k + 1
    assert cut.hands[k].actions == match.hands[k].actions[:i]
    assert cut.hands[0].actions == match.hands[0].actions
    assert cut.result is None
    # cut after the whole last hand, the record is the match itself
    last = len(record["hands"]) - 1
    assert cut_record(record, last, len(record["hands"][last]["actions"])) == record


def test_turning_the_seats_and_back_gives_the_same_record() -> None:
    match = random_match(11)
    record = to_record(match)
    for by in range(4):
        turned = rotate_record(record, by)
        played = from_record(turned)
        assert [p.name for p in played.players] == [record["players"][(s + by) % 4]["name"] for s in range(4)]
        assert [h.dealer for h in played.hands] == [(h["dealer"] - by) % 4 for h in record["hands"]]
        assert [a.seat for a in played.hands[0].actions] == [(a["seat"] - by) % 4 for a in record["hands"][0]["actions"]]
        back = rotate_record(turned, (4 - by) % 4)
        assert back["hands"] == record["hands"] and back["players"] == record["players"]
        assert back["result"] == record["result"]
    assert rotate_record(record, 0) is not record
