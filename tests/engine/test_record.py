"""Match records (MATCH_FORMAT.md): writing, reading back, and refusing bad records clearly."""

from __future__ import annotations

import json
from typing import Any

import pytest
import record_samples as samples

from murlan_qt.engine import (
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    MatchState,
    RecordError,
    Rules,
    dumps,
    from_record,
    loads,
    to_record,
)


def refused(data: Any) -> str:
    """The message of the RecordError a record (dict or text) gets."""
    with pytest.raises(RecordError) as err:
        loads(data) if isinstance(data, str | bytes) else from_record(data)
    return str(err.value)


def record(match: MatchState) -> dict[str, Any]:
    return json.loads(dumps(match))


# ---------------------------------------------------------------- writing and reading back


def test_record_has_the_documented_fields() -> None:
    """format, version, rules, seed, players, hands, result."""
    data = record(samples.finished())
    assert data["format"] == "murlan-match" and data["version"] == 1
    assert data["rules"] == {"pass_locks_trick": False, "scale_step_one": False}
    assert len(data["players"]) == 4 and data["players"][0]["kind"] == "human"
    first = data["hands"][0]
    assert first["swap"] is None
    assert sorted(len(d) for d in first["deal"]) == [13, 13, 14, 14]
    assert set(first) >= {"dealer", "deal", "swap", "actions", "finish_order", "points", "totals", "target"}
    assert data["result"] is not None
    assert all(isinstance(c, str) and c == c.upper() for d in first["deal"] for c in d)


def test_finished_match_reads_back_the_same() -> None:
    """A written record reads back into the same match."""
    match = samples.finished(5, Rules(pass_locks_trick=True, scale_step_one=True))
    text = dumps(match)
    back = loads(text)
    assert dumps(back) == text
    assert back.rules == match.rules and back.result == match.result
    assert to_record(back) == to_record(match)


def test_unfinished_mid_hand_reads_back() -> None:
    """An unfinished hand has no finish_order, points, totals or target and reads back."""
    match = samples.mid_hand()
    data = record(match)
    last = data["hands"][-1]
    assert "finish_order" not in last and "points" not in last
    assert data["result"] is None
    back = loads(json.dumps(data))
    assert dumps(back) == dumps(match)
    assert back.hand.turn == match.hand.turn and back.hand.top == match.hand.top


@pytest.mark.parametrize("step", [0, 1])
def test_unfinished_mid_swap_with_null_card_reads_back(step: int) -> None:
    """While a swap is being decided the missing card is null, allowed in the last hand of an unfinished match."""
    match = samples.mid_swap(step)
    data = record(match)
    swap = data["hands"][-1]["swap"]
    assert swap["given_by_first"] is None
    assert (swap["given_by_last"] is None) == (step == 0)
    back = loads(json.dumps(data))
    assert back.hand.phase == (PHASE_SWAP_LAST, PHASE_SWAP_FIRST)[step]
    assert dumps(back) == dumps(match)


def test_jokers_shown_swap_reads_back() -> None:
    """A swap where the last player shows both jokers is written {"jokers_shown_by": L}."""
    match = samples.between_hands(samples.jokers_seed())
    match.start_next_hand()
    data = record(match)
    sw = data["hands"][1]["swap"]
    assert set(sw) == {"jokers_shown_by"}
    back = loads(json.dumps(data))
    assert back.hand.phase == PHASE_PLAY and back.hand.turn == match.hand.swap.first  # type: ignore[union-attr]
    sw["jokers_shown_by"] = (sw["jokers_shown_by"] + 1) % 4
    assert "rule 4.2" in refused(data)
    data["hands"][1]["swap"] = {"last": 0, "first": 1, "given_by_last": None, "given_by_first": None}
    assert "rule 4.2" in refused(data)


def test_between_hands_reads_back() -> None:
    """A match whose last hand is over, the next one not dealt yet."""
    match = samples.between_hands()
    back = loads(dumps(match))
    assert back.needs_new_hand and back.result is None
    assert dumps(back) == dumps(match)
    back.start_next_hand()  # the match goes on from the record


def test_loaded_match_deals_the_same_next_hand() -> None:
    """The seed's deal generator is restored: the next deal is the one the seed gives."""
    match = samples.between_hands()
    back = loads(dumps(match))
    assert back.start_next_hand().deal == match.start_next_hand().deal


def with_fields_of_a_writer(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with a field of a writer's own in every object a writer may extend (all but ``rules``)."""
    out = json.loads(json.dumps(data))
    out["app_version"] = "9.9"
    for p in out["players"]:
        p["avatar"] = "fox"
    for h in out["hands"]:
        h["timestamp"] = "2026-01-01T00:00:00Z"
        if isinstance(h["swap"], dict):
            h["swap"]["seconds"] = 4
        for a in h["actions"]:
            a["think_ms"] = 12
    if isinstance(out["result"], dict):
        out["result"]["ended_by"] = "target"
    if "continued_from" in out:
        out["continued_from"]["file"] = "match.murlan"
    return out


def test_writers_may_add_fields_readers_ignore_them() -> None:
    """Writers may add fields of their own; readers ignore fields they do not know: the match read is
    the one read without them (none refused, none read into the match, none kept)."""
    continued = samples.mid_hand()
    continued.continued_from = {"seed": 7, "hand": 2, "actions": 5, "seat": 1}
    for match in (samples.finished(), samples.mid_hand(), continued):
        data = record(match)
        extended = with_fields_of_a_writer(data)
        assert extended != data
        back = loads(json.dumps(extended))
        assert dumps(back) == dumps(match)
        assert back.continued_from == match.continued_from


def test_utf8_bom_and_bytes_are_accepted() -> None:
    """Files are UTF-8 (a reader may accept a byte-order mark)."""
    text = dumps(samples.mid_hand())
    assert dumps(loads("\ufeff" + text)) == text
    assert dumps(loads(("\ufeff" + text).encode("utf-8"))) == text


# ---------------------------------------------------------------- refusals: not a record


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("{", "not valid JSON"),
        ("hello", "not valid JSON"),
        ("[1, 2, 3]", "JSON array"),
        ("42", "expected a JSON object"),
        ('{"format": "murlan-match", "version": NaN}', "NaN is not allowed"),
        ('{"format": "chess-game", "version": 1}', "'format' is \"chess-game\""),
        ('{"version": 1}', "'format' is null"),
    ],
)
def test_non_records_are_refused_with_a_message(text: str, words: str) -> None:
    """A record that is not valid JSON or names another format is refused, naming the problem."""
    assert words in refused(text)


def test_bytes_that_are_not_utf8_are_refused() -> None:
    """Binary garbage is not a record."""
    assert "not UTF-8" in refused(b"\xff\xfe\x00garbage")


def test_truncated_record_is_refused() -> None:
    """A truncated record is refused as damaged."""
    text = dumps(samples.finished())
    for cut in (1, len(text) // 3, len(text) - 1):
        assert "truncated" in refused(text[:cut])


def test_unknown_version_is_refused() -> None:
    """A version it does not know is refused."""
    data = record(samples.mid_hand())
    data["version"] = 3
    assert "version 3 is not supported" in refused(data)


def test_version_1_0_is_not_a_version() -> None:
    """1.0 is not a version."""
    assert "'version' must be an integer, not 1.0" in refused(
        dumps(samples.mid_hand()).replace('"version": 1', '"version": 1.0')
    )


def test_true_is_not_a_seat() -> None:
    """true is not a seat."""
    data = record(samples.mid_hand())
    data["hands"][0]["actions"][0]["seat"] = True
    msg = refused(data)
    assert "hand 1, action 1" in msg and "'seat' must be a seat 0..3, not true" in msg
    data = record(samples.mid_hand())
    data["hands"][0]["dealer"] = True
    assert "hand 1: 'dealer' must be a seat 0..3, not true" in refused(data)


def test_unknown_rules_option_is_refused() -> None:
    """A record naming an option the reader does not know is refused (it could change what is legal)."""
    data = record(samples.mid_hand())
    data["rules"]["jokers_wild"] = True
    assert "unknown rules option 'jokers_wild'" in refused(data)


@pytest.mark.parametrize("value", [None, "yes", 1, []])
def test_rules_must_be_complete_booleans(value: Any) -> None:
    """rules: required; every rules option with a boolean value."""
    data = record(samples.mid_hand())
    data["rules"]["pass_locks_trick"] = value
    assert "pass_locks_trick" in refused(data)
    del data["rules"]["pass_locks_trick"]
    assert "'pass_locks_trick' is missing" in refused(data)
    data["rules"] = None
    assert "'rules' must be an object" in refused(data)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("seed", "12", "'seed' must be an integer"),
        ("players", [], "'players' must be a list of four players"),
        ("hands", {}, "'hands' must be a list"),
        ("result", 3, "'result' must be null or an object"),
    ],
)
def test_top_level_fields_of_the_wrong_type_are_refused(field: str, value: Any, words: str) -> None:
    """A field of the wrong type is refused."""
    data = record(samples.mid_hand())
    data[field] = value
    assert words in refused(data)


def test_players_are_checked() -> None:
    """players: four objects; kind is human or ai; an AI has a level."""
    data = record(samples.mid_hand())
    data["players"][2] = {"name": "X", "kind": "robot"}
    assert "players[2]: 'kind' must be" in refused(data)
    data["players"][2] = {"name": "X", "kind": "ai"}
    assert "players[2]: an AI player needs a 'level'" in refused(data)
    data["players"][2] = {"kind": "ai", "level": "easy"}
    assert "players[2]: 'name' must be text" in refused(data)


# ---------------------------------------------------------------- refusals: broken rules


def test_illegal_play_names_the_hand_the_action_and_the_rule() -> None:
    """A record that breaks a rule is refused naming the hand, the action and the rule."""
    data = record(samples.finished())
    actions = data["hands"][0]["actions"]
    seat = actions[0]["seat"]
    deal = data["hands"][0]["deal"][seat]
    assert "3S" in deal
    other = next(c for c in deal if c != "3S")
    actions[0] = {"seat": seat, "play": [other]}
    msg = refused(data)
    assert msg.startswith("hand 1, action 1: ")
    assert f"seat {seat} cannot play {other}" in msg
    assert "must include the 3S" in msg and "(rule 4.1)" in msg


def test_play_that_does_not_beat_names_rule_3() -> None:
    """A play that does not beat the table is refused under rule 3."""
    for seed in range(50):
        match = MatchState(seed)
        hand = match.hand
        nxt = (hand.turn + 1) % 4
        pair = next((p for p in hand.masks[nxt][2:3] if p), 0)
        if pair:
            break
    rank = (pair & -pair).bit_length() - 1
    match.play(hand.turn, [c for c in hand.cards[hand.turn] if c == 0])
    data = record(match)
    pair_cards = [str(c) for c in sorted(hand.cards[nxt]) if c.rank == rank][:2]
    data["hands"][0]["actions"].append({"seat": nxt, "play": pair_cards})
    msg = refused(data)
    assert msg.startswith("hand 1, action 2: ")
    assert "a single can only be beaten by a higher single or a bomb" in msg and "(rule 3)" in msg


def test_wrong_seat_names_rule_4_3() -> None:
    """Playing out of turn is refused under rule 4.3."""
    data = record(samples.finished())
    actions = data["hands"][0]["actions"]
    actions[1]["seat"] = (actions[1]["seat"] + 1) % 4
    msg = refused(data)
    assert msg.startswith("hand 1, action 2: ") and "turn" in msg and "(rule 4.3)" in msg


def test_pass_on_lead_names_rule_4_3() -> None:
    """Passing on the lead is refused under rule 4.3."""
    data = record(samples.finished())
    actions = data["hands"][0]["actions"]
    actions[0] = {"seat": actions[0]["seat"], "pass": True}
    msg = refused(data)
    assert msg.startswith("hand 1, action 1: ") and "must play, not pass" in msg and "(rule 4.3)" in msg


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"pass": True}, "'seat' must be a seat"),
        ({"seat": 0}, "exactly one of 'play' or 'pass'"),
        ({"seat": 0, "pass": True, "play": ["3S"]}, "exactly one of 'play' or 'pass'"),
        ({"seat": 0, "pass": False}, "'pass' must be true"),
        ({"seat": 0, "play": []}, "at least one card"),
        ({"seat": 0, "play": "3S"}, "must be a list of cards"),
        ({"seat": 0, "play": ["3s"]}, "not in canonical form"),
        ({"seat": 0, "play": ["10S"]}, "not in canonical form"),
        ({"seat": 0, "play": ["XX"]}, "unknown rank"),
        ({"seat": 0, "play": [3]}, "must be a card"),
        ("pass", "each action must be an object"),
    ],
)
def test_malformed_actions_are_refused(action: Any, words: str) -> None:
    """Each action is exactly one of {"seat": s, "play": [cards]} or {"seat": s, "pass": true}."""
    data = record(samples.mid_hand())
    data["hands"][0]["actions"][0] = action
    msg = refused(data)
    assert msg.startswith("hand 1, action 1: ") and words in msg


def test_action_after_the_hand_is_over_is_refused() -> None:
    """Nothing can be played once the hand is over."""
    data = record(samples.finished())
    hand = data["hands"][0]
    hand["actions"].append({"seat": hand["finish_order"][-1], "pass": True})
    assert "the hand is already over (rule 4.6)" in refused(data)


@pytest.mark.parametrize(
    ("key", "rule"), [("finish_order", "4.6"), ("points", "4.7"), ("totals", "5"), ("target", "5")]
)
def test_wrong_hand_results_are_refused(key: str, rule: str) -> None:
    """finish_order, points, totals and target must be what the play gives."""
    data = record(samples.finished())
    hand = data["hands"][0]
    good = hand[key]
    hand[key] = list(reversed(good)) if isinstance(good, list) else good + 10
    msg = refused(data)
    assert msg.startswith("hand 1: ") and f"(rule {rule})" in msg
    hand[key] = good
    del hand[key]
    assert f"the hand is over but '{key}' is missing" in refused(data)


def test_results_on_an_unfinished_hand_are_refused() -> None:
    """finish_order etc. are absent until the hand is over."""
    data = record(samples.mid_hand())
    data["hands"][-1]["points"] = [0, 0, 0, 0]
    assert "'points' is given but the hand is not over" in refused(data)


def test_unfinished_hand_before_another_is_refused() -> None:
    """Only the last hand of a match may be unfinished."""
    data = record(samples.mid_hand(hands=1))
    data["hands"].append(record(samples.mid_hand(hands=2))["hands"][1])
    assert "hand 1: the hand is not finished, but the match goes on after it" in refused(data)


def test_dealer_must_rotate() -> None:
    """The dealer rotates one seat clockwise every hand (rule 2)."""
    data = record(samples.mid_hand())
    data["hands"][1]["dealer"] = (data["hands"][1]["dealer"] + 1) % 4
    msg = refused(data)
    assert msg.startswith("hand 2: ") and "(rule 2)" in msg


def test_bad_deal_is_refused() -> None:
    """Every card dealt once, 14/14/13/13 from the seat after the dealer."""
    data = record(samples.mid_hand())
    deal = data["hands"][0]["deal"]
    deal[0][0] = deal[1][0]
    assert "bad deal" in refused(data) and "twice" in refused(data)
    data = record(samples.mid_hand())
    data["hands"][0]["deal"] = data["hands"][0]["deal"][:3]
    assert "'deal' must be four lists" in refused(data)


def test_swap_must_follow_the_rules() -> None:
    """hands[k].swap is null on the first hand; a later hand needs its swap (rule 4.2)."""
    data = record(samples.mid_hand())
    assert "the first hand of a match has no swap" in refused(
        {**data, "hands": [{**data["hands"][0], "swap": {"jokers_shown_by": 0}}, *data["hands"][1:]]}
    )
    match = samples.mid_swap(1)
    match.hand.give_by_first(match.hand.swap_first_options()[0])
    data = record(match)
    loads(json.dumps(data))
    sw = data["hands"][1]["swap"]
    last_hand = data["hands"][1]["deal"][sw["last"]]
    lower = next(c for c in last_hand if c != sw["given_by_last"])
    sw["given_by_last"] = lower
    msg = refused(data)
    assert msg.startswith("hand 2: bad swap: the last player must give his highest card") and "(rule 4.2)" in msg
    data = record(match)
    data["hands"][1]["swap"]["given_by_first"] = data["hands"][1]["swap"]["given_by_last"]
    assert "cannot hand back the card he was given (rule 4.2)" in refused(data)
    data = record(match)
    data["hands"][1]["swap"]["last"] = (data["hands"][1]["swap"]["last"] + 1) % 4
    assert "the last player of the previous hand was seat" in refused(data)
    del data["hands"][1]["swap"]
    assert "hand 2: 'swap' is missing" in refused(data)


def test_null_swap_card_is_refused_once_play_has_started() -> None:
    """A null swap card is allowed only in the last hand of an unfinished match, before any action."""
    data = record(samples.mid_swap(1))
    data["hands"][1]["actions"] = [{"seat": data["hands"][1]["swap"]["last"], "pass": True}]
    assert "null" in refused(data)
    data = record(samples.mid_swap(0))
    data["result"] = {"winner": 0}
    assert "null" in refused(data)


def test_result_must_be_what_the_play_gives() -> None:
    """result: null while the match goes on; at the end {"winner": s} or {"tie": [...]}."""
    match = samples.finished()
    data = record(match)
    assert match.result is not None
    winner = match.result.winner
    if winner is not None:
        data["result"] = {"winner": (winner + 1) % 4}
        assert "(rule 5)" in refused(data)
        data["result"] = {"winner": True} if winner == 1 else {"winner": str(winner)}
        assert "(rule 5)" in refused(data)
    data["result"] = {"tie": [0, 1]}
    assert "(rule 5)" in refused(data)
    data["result"] = {"draw": True}
    assert "'result' must be" in refused(data)
    data["result"] = None
    assert "'result' is null but the match is over" in refused(data)
    data = record(samples.mid_hand())
    data["result"] = {"winner": 0}
    assert "hand 2" in refused(data)


def test_hand_after_the_end_of_the_match_is_refused() -> None:
    """Nothing follows the end of a match."""
    data = record(samples.finished())
    data["hands"].append(data["hands"][-1])
    assert "already over" in refused(data)


def test_huge_numbers_and_long_values_give_short_messages() -> None:
    """Values are shown cut short and oversized integers are a RecordError."""
    data = record(samples.mid_hand())
    data["seed"] = "x" * 10_000
    assert len(refused(data)) < 200
    assert "not a valid match record" in refused('{"seed": ' + "9" * 5000 + "}")


def test_messages_stay_short_whatever_the_values() -> None:
    """Long keys, long lists and long numbers are cut short in messages."""
    data = record(samples.mid_hand())
    data["version"] = 10**1000
    assert len(refused(data)) < 200
    data = record(samples.mid_hand())
    data["rules"]["x" * 5000] = True
    assert len(refused(data)) < 200
    data = record(samples.mid_hand())
    data["rules"]["pass_locks_trick"] = list(range(5000))
    assert len(refused(data)) < 200
