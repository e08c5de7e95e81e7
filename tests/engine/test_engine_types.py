"""The engine's small types: kinds and phases, the undo snapshot, reprs, and its two errors."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path
from typing import Any

import pytest
import record_samples as samples
from engine_helpers import position

from murlan_qt.engine import (
    ALL_COMBINATIONS,
    KINDS,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Action,
    Card,
    HandState,
    IllegalPlayError,
    ImpossibleStateError,
    Kind,
    MatchState,
    MurlanError,
    Phase,
    RecordError,
    classify,
    combination,
    deal_cards,
    dumps,
    from_record,
)
from murlan_qt.engine.errors import RULE_OF_CODE
from murlan_qt.engine.hand import Undo

ENGINE = Path(__file__).resolve().parents[2] / "murlan_qt" / "engine"

# ---------------------------------------------------------------- kinds and phases


def test_kinds_and_phases_are_str_enums_with_the_record_strings() -> None:
    assert [k.value for k in Kind] == ["single", "pair", "triple", "bomb", "scale"]
    assert tuple(Kind) == KINDS and KINDS == ("single", "pair", "triple", "bomb", "scale")
    assert [p.value for p in Phase] == ["swap_last", "swap_first", "play", "over"]
    assert (PHASE_SWAP_LAST, PHASE_SWAP_FIRST, PHASE_PLAY, PHASE_OVER) == (
        Phase.SWAP_LAST, Phase.SWAP_FIRST, Phase.PLAY, Phase.OVER)
    assert PHASE_PLAY == "play" and str(PHASE_PLAY) == "play" and f"{Kind.PAIR}" == "pair"
    assert json.dumps([Kind.SCALE, Phase.OVER]) == '["scale", "over"]'


def test_every_combination_and_hand_carries_the_enum_members() -> None:
    assert all(type(c.kind) is Kind for c in ALL_COMBINATIONS)
    assert classify("7S 7H").kind is Kind.PAIR
    assert combination("pair", 2, 4) is combination(Kind.PAIR, 2, 4)
    match = MatchState(5)
    assert type(match.hand.phase) is Phase


def test_a_record_is_the_same_text_with_enum_kinds_and_phases() -> None:
    """Written records hold plain strings: reading and writing again gives the same text."""
    text = dumps(samples.finished())
    assert dumps(from_record(json.loads(text))) == text
    assert "Kind." not in text and "Phase." not in text


# ---------------------------------------------------------------- repr


def test_repr_of_every_combination_is_code_that_gives_it_back() -> None:
    for combo in ALL_COMBINATIONS:
        assert eval(repr(combo), {"combination": combination}) is combo  # our own repr, not input
    assert repr(classify("7S 7H")) == "combination('pair', 2, 4)"


def test_repr_of_an_action_is_code_that_rebuilds_it() -> None:
    hand = MatchState(3).hand
    hand.push(hand.legal_plays()[0])
    action = hand.actions[-1]
    names = {"Action": Action, "Card": Card, "combination": combination}
    assert eval(repr(action), names) == action  # our own repr, not input


# ---------------------------------------------------------------- the undo snapshot


def test_push_keeps_one_named_undo_snapshot_per_play_and_per_trick_ending_pass() -> None:
    hand = position(["3S 4S 5S", "6H 7H", "8D 9D", "TC JC"], turn=0)
    hand.push(classify("3S"))
    hand.push(None)
    hand.push(None)
    hand.push(None)  # the third pass ends the trick
    assert hand.top is None and hand.turn == 0 and hand.trick_start == 4
    play, pass1, pass2, last = hand._undo
    assert type(play) is Undo and type(last) is Undo
    assert (play.top, play.top_seat, play.passed, play.trick_start) == (None, -1, 0, 0)
    assert (play.opening, play.active, play.finished) == (False, 0b1111, 0)
    assert pass1 is None and pass2 is None  # a pass inside a trick only adds the seat's pass
    assert (last.top, last.top_seat, last.passed, last.trick_start) == (classify("3S"), 0, 0b0110, 0)
    hand.pop()
    assert (hand.top, hand.top_seat, hand.passed, hand.turn, hand.trick_start) == (classify("3S"), 0, 0b0110, 3, 0)
    hand.pop()
    assert (hand.passed, hand.turn) == (0b0010, 2)
    hand.pop()
    hand.pop()
    assert hand._undo == [] and hand.turn == 0 and hand.top is None and hand.passed == 0


def test_pop_after_a_play_that_ends_the_hand_restores_finish_and_active() -> None:
    hand = position(["3S", "4S 5S", "", ""], turn=0, finish=(2, 3))
    before = (list(hand.finish), hand.active, hand.phase, hand.turn)
    hand.push(classify("3S"))
    assert hand.is_over and hand.finish == [2, 3, 0, 1]
    assert hand._undo[-1].finished == 2
    hand.pop()
    assert (list(hand.finish), hand.active, hand.phase, hand.turn) == before


# ---------------------------------------------------------------- impossible states


def test_an_impossible_position_is_its_own_error() -> None:
    with pytest.raises(ImpossibleStateError, match="each card to one seat"):
        position(["3S 4S", "3S", "5S", "6S"], turn=0)
    with pytest.raises(ImpossibleStateError, match="exactly four seats"):
        HandState.from_position([[0], [1], [2]], turn=0, top=None, top_seat=-1, passed=0, finish=())
    with pytest.raises(ImpossibleStateError, match="seat 2 is on turn in this position but holds no cards"):
        position(["3S", "4S", "", "5S"], turn=2, finish=(2,))
    error = ImpossibleStateError("x")
    assert isinstance(error, MurlanError) and not isinstance(error, IllegalPlayError)


def test_a_record_with_an_impossible_deal_names_rule_2() -> None:
    data = json.loads(dumps(samples.finished()))
    deal = data["hands"][0]["deal"]
    deal[1].append(deal[0].pop())  # 13 + 15 cards: no dealer deals that
    with pytest.raises(RecordError, match=r"^hand 1: bad deal: .* \(rule 2\)$"):
        from_record(data)


# ---------------------------------------------------------------- rule numbers from codes


def _engine_codes() -> set[str]:
    """Every ``code`` an IllegalPlayError is given in the engine's source."""
    codes: set[str] = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalPlayError":
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    codes.add(node.args[1].value)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    names = target.elts if isinstance(target, ast.Tuple) else [target]
                    values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
                    for n, v in zip(names, values, strict=False):
                        if getattr(n, "id", "") == "code" and isinstance(v, ast.Constant):
                            codes.add(v.value)
    return codes


def test_every_refusal_code_names_its_rule() -> None:
    codes = _engine_codes()
    assert {"not_your_turn", "needs_higher_same_kind", "must_include_three_of_spades", "must_give_low"} <= codes
    assert sorted(codes - RULE_OF_CODE.keys()) == []
    assert sorted(RULE_OF_CODE.keys() - codes) == []  # no rule for a code nobody raises
    assert IllegalPlayError("x", "not_your_turn").rule == "4.3"
    assert IllegalPlayError("x", "cannot_give_back").rule == "4.2"
    assert IllegalPlayError("x").rule == "4"


def _refusal(data: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as err:
        from_record(data)
    return str(err.value)


def test_a_bad_combination_containing_the_3s_names_rule_3_not_4_1() -> None:
    """The rule comes from the refusal's code: the words "3S" in the message do not make it 4.1."""
    data = json.loads(dumps(samples.finished()))
    first = data["hands"][0]["actions"][0]
    deal = data["hands"][0]["deal"][first["seat"]]
    other = next(c for c in deal if Card.from_str(c).rank not in (0, 13, 14))
    first["play"] = ["3S", other]
    msg = _refusal(data)
    assert msg.startswith(f"hand 1, action 1: seat {first['seat']} cannot play 3S {other}: ")
    assert "not a combination" in msg and msg.endswith("(rule 3)")


def test_a_card_the_seat_does_not_hold_names_rule_4_3_whatever_the_words() -> None:
    data = json.loads(dumps(samples.finished()))
    first = data["hands"][0]["actions"][0]
    seat = first["seat"]
    other_seat = (seat + 1) % 4
    foreign = next(c for c in data["hands"][0]["deal"][other_seat] if Card.from_str(c).rank < 13)
    first["play"] = ["3S", foreign]
    msg = _refusal(data)
    assert "does not hold" in msg and msg.endswith("(rule 4.3)")


def test_random_refusals_carry_a_rule_of_their_code() -> None:
    """Checked plays of random card sets: every refusal has a code, and its rule is the table's."""
    rng = random.Random(11)
    for i in range(40):
        hand = HandState(deal_cards(i & 3, rng), i & 3)
        held = sorted(hand.cards[hand.turn])
        for _ in range(20):
            try:
                hand.check_play(hand.turn, rng.sample(held, rng.randint(1, 5)))
            except IllegalPlayError as e:
                assert e.code in RULE_OF_CODE, e
                assert e.rule == RULE_OF_CODE[e.code]
