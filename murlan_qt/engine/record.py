"""Match records (``docs/match-format.md``, versions 1 and 2): write and read.

Reading replays every deal, swap and action through the checked engine, so a
record that breaks a rule is refused with a message naming the hand, the
action and the rule. Records are data: nothing in them is ever executed.
This module works on text and dicts only; files are the persistence layer's.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from dataclasses import dataclass
from typing import Any

from .cards import Card, format_cards
from .errors import CardParseError, IllegalPlayError, ImpossibleStateError, MurlanError, RecordError
from .hand import PHASE_PLAY, Action, HandState, Swap
from .jsontext import JsonTextError, parse_json
from .match import HandResult, MatchResult, MatchState, Player
from .names import clean_name, distinct_names
from .rules import Rules

FORMAT = "murlan-match"
VERSION = 1
#: the partners game's records (rules option ``teams``): a reader that predates it refuses them by
#: their version; an individual match is still written as version 1, readable by every reader
TEAMS_VERSION = 2
VERSIONS = (VERSION, TEAMS_VERSION)


def version_for(rules: Rules) -> int:
    """The version a record of a match under ``rules`` is written with."""
    return TEAMS_VERSION if rules.teams else VERSION
#: seeds are signed 64-bit integers (what the statistics database stores)
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1


# ---------------------------------------------------------------- writing


@dataclass(frozen=True, slots=True)
class HandSnapshot:
    """What a record keeps of one hand, as it was at one moment."""

    dealer: int
    deal: tuple[tuple[Card, ...], ...]
    swap: Swap | None
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class MatchSnapshot:
    """What :func:`to_record` reads of a match, taken at one moment while the match itself goes on.

    Cheap to take (the deals, actions, players and results are immutable values, shared; only the
    lists holding them and the swap in progress are copied), so a record can be made from it later,
    on another thread (the autosave)."""

    seed: int
    rules: Rules
    players: tuple[Player, ...]
    hands: tuple[HandSnapshot, ...]
    results: tuple[HandResult, ...]
    result: MatchResult | None
    continued_from: dict[str, int] | None

    @classmethod
    def of(cls, match: MatchState) -> MatchSnapshot:
        return cls(
            seed=match.seed,
            rules=match.rules,
            players=match.players,
            hands=tuple(
                HandSnapshot(h.dealer, h.deal, None if h.swap is None else dataclasses.replace(h.swap),
                             tuple(h.actions))
                for h in match.hands
            ),
            results=tuple(match.results),
            result=match.result,
            continued_from=None if match.continued_from is None else dict(match.continued_from),
        )

    @property
    def is_over(self) -> bool:
        return self.result is not None


def _cards(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def hand_to_dict(match: MatchState | MatchSnapshot, index: int) -> dict[str, Any]:
    hand = match.hands[index]
    swap: dict[str, Any] | None = None
    if hand.swap is not None:
        sw = hand.swap
        if sw.partners:
            swap = {"no_swap_partners": [sw.last, sw.first]}
        elif sw.jokers_shown:
            swap = {"jokers_shown_by": sw.last}
        else:
            swap = {
                "last": sw.last,
                "first": sw.first,
                "given_by_last": None if sw.given_by_last is None else str(sw.given_by_last),
                "given_by_first": None if sw.given_by_first is None else str(sw.given_by_first),
            }
    actions: list[dict[str, Any]] = []
    for a in hand.actions:
        if a.cards is None:
            actions.append({"seat": a.seat, "pass": True})
        else:
            actions.append({"seat": a.seat, "play": _cards(a.cards)})
    out: dict[str, Any] = {
        "dealer": hand.dealer,
        "deal": [_cards(h) for h in hand.deal],
        "swap": swap,
        "actions": actions,
    }
    if index < len(match.results):
        res = match.results[index]
        out["finish_order"] = list(res.finish_order)
        out["points"] = list(res.points)
        out["totals"] = list(res.totals)
        out["target"] = res.target
    return out


def to_record(match: MatchState | MatchSnapshot) -> dict[str, Any]:
    """The match (or a snapshot of it) as a record (a JSON-ready dict)."""
    result: dict[str, Any] | None = None
    if match.result is not None:
        if match.result.team is not None:
            result = {"winners": list(match.result.winners)}
        elif match.result.winner is not None:
            result = {"winner": match.result.winner}
        else:
            result = {"tie": list(match.result.tie)}
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": version_for(match.rules),
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "players": [p.to_dict() for p in match.players],
        "hands": [hand_to_dict(match, i) for i in range(len(match.hands))],
        "result": result,
    }
    if match.continued_from is not None:
        out["continued_from"] = dict(match.continued_from)
    return out


def dumps(match: MatchState, *, indent: int | None = None) -> str:
    """The match record as JSON text (one line unless ``indent`` is given)."""
    return json.dumps(to_record(match), indent=indent, ensure_ascii=False)


# ---------------------------------------------------------------- reading


def _show(v: Any) -> str:
    """A value as JSON for a message, cut short if long."""
    try:
        text = json.dumps(v, ensure_ascii=True)
    except (TypeError, ValueError, RecursionError):
        text = repr(type(v).__name__)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _need(cond: bool, where: str, message: str) -> None:
    if not cond:
        raise RecordError(f"{where}{message}")


def _seat(v: Any, where: str, name: str) -> int:
    _need(_is_int(v) and 0 <= v < 4, where, f"'{name}' must be a seat 0..3, not {_show(v)}")
    return int(v)


def _card(v: Any, where: str, name: str) -> Card:
    _need(isinstance(v, str) and len(v) <= 8, where, f"'{name}' must be a card such as \"7H\", not {_show(v)}")
    try:
        c = Card.from_str(v)
    except CardParseError as e:
        raise RecordError(f"{where}'{name}': {e}") from None
    _need(str(c) == v, where, f"'{name}': {v!r} is not in canonical form (write {str(c)!r})")
    return c


def _card_list(v: Any, where: str, name: str) -> list[Card]:
    _need(isinstance(v, list), where, f"'{name}' must be a list of cards")
    return [_card(x, where, name) for x in v]


def _parse_json(text: str | bytes) -> Any:
    """The JSON of a record, through the one bounded reader (:mod:`.jsontext`)."""
    try:
        return parse_json(text)
    except JsonTextError as e:
        text = str(e)
        if text.startswith("not valid JSON ("):
            raise RecordError(f"{text}; the record may be truncated or damaged") from None
        raise RecordError(text if text.startswith("not ") else f"not a match record: {text}") from None


def loads(text: str | bytes) -> MatchState:
    """Read a record from JSON text; :class:`RecordError` says what is wrong."""
    return from_record(_parse_json(text))


def _players(v: Any) -> list[Player]:
    _need(isinstance(v, list) and len(v) == 4, "", "'players' must be a list of four players")
    out = []
    for i, p in enumerate(v):
        w = f"players[{i}]: "
        _need(isinstance(p, dict), w, "each player must be an object")
        name = p.get("name")
        _need(isinstance(name, str), w, "'name' must be text")
        shown = clean_name(name)
        _need(bool(shown), w, f"'name' {_show(name)} has no printable characters")
        kind = p.get("kind")
        _need(kind in ("human", "ai"), w, f"'kind' must be \"human\" or \"ai\", not {_show(kind)}")
        level = p.get("level")
        if kind == "ai":
            _need(isinstance(level, str), w, "an AI player needs a 'level' (text)")
        else:
            _need(level is None or isinstance(level, str), w, "'level' must be text")
        if level is not None:
            _need(bool(clean_name(level)) and clean_name(level) == level, w,
                  f"'level' {_show(level)} must be a plain word")
        out.append(Player(shown, kind, level))
    # two seats of one name would make "Arta wins" ambiguous: the later ones are read numbered
    return [Player(n, p.kind, p.level) for n, p in zip(distinct_names([p.name for p in out]), out, strict=True)]


def from_record(data: Any) -> MatchState:
    """Rebuild a match from a record dict, replaying every action through the checked engine."""
    _need(isinstance(data, dict), "", "not a match record: expected a JSON object, "
          f"found {type(data).__name__ if not isinstance(data, list) else 'a JSON array'}")
    fmt = data.get("format")
    _need(fmt == FORMAT, "", f"not a match record: 'format' is {_show(fmt)}, expected \"{FORMAT}\"")
    version = data.get("version")
    _need(_is_int(version), "", f"'version' must be an integer, not {_show(version)}")
    _need(version in VERSIONS, "", f"record version {_show(version)} is not supported "
          f"(this program reads versions {VERSION} and {TEAMS_VERSION})")
    raw_rules = data.get("rules")
    if isinstance(raw_rules, dict):
        if version == VERSION:
            _need("teams" not in raw_rules, "", "rules option 'teams' needs record version 2 (this record says 1)")
        else:
            _need("teams" in raw_rules, "", "a version 2 record names the rules option 'teams'")
    try:
        rules = Rules.from_dict(raw_rules)
    except MurlanError as e:
        raise RecordError(str(e)) from None
    seed = data.get("seed")
    _need(_is_int(seed), "", f"'seed' must be an integer, not {_show(seed)}")
    _need(SEED_MIN <= seed <= SEED_MAX, "", f"'seed' must fit in 64 bits ({SEED_MIN}..{SEED_MAX}), not {_show(seed)}")
    players = _players(data.get("players"))
    hands = data.get("hands")
    _need(isinstance(hands, list), "", "'hands' must be a list")
    _need(len(hands) > 0, "", "'hands' is empty: a match record holds at least its first deal")
    _need("result" in data, "", "'result' is missing (null while the match goes on)")
    result = data["result"]
    _need(result is None or isinstance(result, dict), "", "'result' must be null or an object")

    rng = random.Random(seed)
    match = MatchState(seed, rules, players, deal_rng=rng, start=False)
    for k, h in enumerate(hands):
        is_last = k == len(hands) - 1
        _read_hand(match, k, h, is_last, result is None)
    _check_result(match, result)
    match.continued_from = _continued_from(data.get("continued_from"))
    return match


#: the keys of ``continued_from`` (MATCH_FORMAT.md): all integers
ORIGIN_KEYS = ("seed", "hand", "actions", "seat")


def _continued_from(v: Any) -> dict[str, int] | None:
    """The record's ``continued_from`` if it is well formed, else None (it is informative only)."""
    if not isinstance(v, dict) or not set(ORIGIN_KEYS) <= set(v) or not all(_is_int(v[k]) for k in ORIGIN_KEYS):
        return None
    if not (SEED_MIN <= v["seed"] <= SEED_MAX and v["hand"] >= 1 and v["actions"] >= 0 and 0 <= v["seat"] < 4):
        return None
    return {k: int(v[k]) for k in ORIGIN_KEYS}


def _read_hand(match: MatchState, k: int, h: Any, is_last: bool, unfinished: bool) -> None:
    where = f"hand {k + 1}: "
    _need(not match.is_over, where, "the match was already over before this hand (rule 5)")
    _need(isinstance(h, dict), where, "each hand must be an object")
    dealer = _seat(h.get("dealer"), where, "dealer")
    if k == 0:
        match.first_dealer = dealer
    else:
        want = match.dealer_of(k)
        _need(dealer == want, where, f"the dealer must be seat {want}: the dealer rotates clockwise (rule 2)")
    deal = h.get("deal")
    _need(isinstance(deal, list) and len(deal) == 4, where, "'deal' must be four lists of cards")
    cards = [_card_list(d, where, "deal") for d in deal]
    try:
        hand = match.start_next_hand(deal=cards)
    except ImpossibleStateError as e:
        raise RecordError(f"{where}bad deal: {e} (rule 2)") from None
    _need("swap" in h, where, "'swap' is missing")
    _read_swap(hand, h["swap"], where, is_last and unfinished, h.get("actions"))

    actions = h.get("actions")
    _need(isinstance(actions, list), where, "'actions' must be a list")
    for i, a in enumerate(actions):
        aw = f"hand {k + 1}, action {i + 1}: "
        _need(isinstance(a, dict), aw, "each action must be an object")
        seat = _seat(a.get("seat"), aw, "seat")
        has_play = "play" in a
        has_pass = "pass" in a
        _need(has_play != has_pass, aw, "an action is exactly one of 'play' or 'pass'")
        _need(not hand.is_over, aw, "the hand is already over (rule 4.6)")
        if has_pass:
            _need(a["pass"] is True, aw, "'pass' must be true")
            what = "pass"
        else:
            played = _card_list(a["play"], aw, "play")
            _need(len(played) > 0, aw, "'play' must name at least one card")
            what = f"play {format_cards(played)}"
        try:
            if has_pass:
                hand.pass_turn(seat)
            else:
                hand.play(seat, played)
        except IllegalPlayError as e:
            raise RecordError(f"{aw}seat {seat} cannot {what}: {e} (rule {e.rule})") from None
    res = match.score_if_over()
    keys = ("finish_order", "points", "totals", "target")
    if hand.is_over:
        assert res is not None
        expect = {
            "finish_order": list(res.finish_order),
            "points": list(res.points),
            "totals": list(res.totals),
            "target": res.target,
        }
        for key in keys:
            _need(key in h, where, f"the hand is over but '{key}' is missing")
            got = h[key]
            ok = got == expect[key] and _same_types(got, expect[key])
            _need(ok, where, f"'{key}' is {_show(got)} but the play gives {_show(expect[key])} "
                  f"(rule {'4.6' if key == 'finish_order' else '4.7' if key == 'points' else '5'})")
    else:
        _need(is_last, where, "the hand is not finished, but the match goes on after it")
        _need(unfinished, where, "the hand is not finished, but 'result' says the match is over")
        for key in keys:
            _need(key not in h, where, f"'{key}' is given but the hand is not over")


def _same_types(a: Any, b: Any) -> bool:
    if isinstance(b, list):
        return isinstance(a, list) and all(_is_int(x) for x in a)
    return _is_int(a)


def _read_swap(hand: HandState, sw: Any, where: str, may_be_open: bool, actions: Any) -> None:
    if hand.swap is None:
        _need(sw is None, where, "the first hand of a match has no swap (rule 4.1)")
        return
    expected = hand.swap
    _need(isinstance(sw, dict), where, "a later hand needs its 'swap' (rule 4.2)")
    if expected.partners:
        want = [expected.last, expected.first]
        got = sw.get("no_swap_partners")
        _need(isinstance(got, list) and got == want and _same_types(got, want) and len(sw) == 1, where,
              f"seats {expected.last} (last) and {expected.first} (first) are partners: the swap must be "
              f"{{\"no_swap_partners\": {want}}} (rule 7.3)")
        return
    _need("no_swap_partners" not in sw, where,
          f"seats {expected.last} (last) and {expected.first} (first) are not partners: "
          "'no_swap_partners' is wrong here (rule 7.3)")
    if expected.jokers_shown:
        _need(sw.get("jokers_shown_by") == expected.last and _is_int(sw.get("jokers_shown_by")), where,
              f"seat {expected.last} finished last and holds both jokers: the swap must be "
              f"{{\"jokers_shown_by\": {expected.last}}} (rule 4.2)")
        return
    _need("jokers_shown_by" not in sw, where,
          f"seat {expected.last} does not hold both jokers, so the cards must be swapped (rule 4.2)")
    last = _seat(sw.get("last"), where, "swap.last")
    first = _seat(sw.get("first"), where, "swap.first")
    _need(last == expected.last, where, f"the last player of the previous hand was seat {expected.last}, not {last} (rule 4.2)")
    _need(first == expected.first, where, f"the first player of the previous hand was seat {expected.first}, not {first} (rule 4.2)")
    for name in ("given_by_last", "given_by_first"):
        _need(name in sw, where, f"swap.{name} is missing (null while it is still to be chosen)")
    gl, gf = sw["given_by_last"], sw["given_by_first"]
    open_ok = may_be_open and isinstance(actions, list) and not actions
    for value, name in ((gl, "given_by_last"), (gf, "given_by_first")):
        if value is None:
            _need(open_ok, where, f"swap.{name} is null, which only an unfinished swap in the last hand allows")
    try:
        if gl is not None:
            hand.give_by_last(_card(gl, where, "swap.given_by_last"))
        if gf is not None:
            _need(gl is not None, where, "swap.given_by_first is set but given_by_last is null")
            hand.give_by_first(_card(gf, where, "swap.given_by_first"))
    except IllegalPlayError as e:
        raise RecordError(f"{where}bad swap: {e} (rule {e.rule})") from None
    if hand.phase != PHASE_PLAY:
        _need(open_ok, where, "the swap is not finished")


def _check_result(match: MatchState, result: Any) -> None:
    computed = match.result
    if result is None:
        _need(computed is None, "", "'result' is null but the match is over (rule 5)")
        return
    _need(computed is not None, "", "'result' is given but the match is not over (rule 5)")
    assert isinstance(computed, MatchResult)
    if match.rules.teams:
        _need("winner" not in result, "", "a partners match is won by a team: 'result' names its seats "
              "as {\"winners\": [s, s]} (rule 7.4)")
    elif "winners" in result:
        raise RecordError("'result' names 'winners' but the match is not a partners match (rule 5)")
    if "winners" in result:
        w = result["winners"]
        ok = isinstance(w, list) and all(_is_int(x) for x in w) and sorted(w) == sorted(computed.winners)
        _need(ok and computed.team is not None, "",
              f"'result' names winners {_show(w)} but the play gives {_result_text(computed)} (rule 7.4)")
    elif "winner" in result:
        w = result["winner"]
        _need(_is_int(w) and computed.winner == w, "",
              f"'result' names winner {_show(w)} but the play gives {_result_text(computed)} (rule 5)")
    elif "tie" in result:
        t = result["tie"]
        ok = isinstance(t, list) and all(_is_int(x) for x in t) and sorted(t) == sorted(computed.tie)
        _need(ok and computed.winner is None, "",
              f"'result' names a tie {_show(t)} but the play gives {_result_text(computed)} (rule 5)")
    else:
        raise RecordError("'result' must be {\"winner\": s} or {\"tie\": [s, ...]}"
                          + (" or {\"winners\": [s, s]}" if match.rules.teams else ""))


def _result_text(r: MatchResult) -> str:
    if r.team is not None:
        return f"winners {list(r.winners)}"
    return f"winner {r.winner}" if r.winner is not None else f"a tie {list(r.tie)}"


# ---------------------------------------------------------------- cutting and turning


def _turn(s: int, by: int) -> int:
    return (s - by) % 4


def rotate_record(record: dict[str, Any], by: int) -> dict[str, Any]:
    """The record with every seat ``s`` renumbered ``(s - by) % 4`` (seat ``by`` becomes seat 0).

    The rules do not depend on seat numbers, only on their clockwise order, which
    a turn keeps: the turned record replays to the same play.
    """
    if by % 4 == 0:
        return copy.deepcopy(record)
    out = copy.deepcopy(record)

    def per_seat(values: list[Any]) -> list[Any]:
        return [values[(s + by) % 4] for s in range(4)]

    out["players"] = per_seat(record["players"])
    for h in out["hands"]:
        h["dealer"] = _turn(h["dealer"], by)
        h["deal"] = per_seat(h["deal"])
        sw = h.get("swap")
        if isinstance(sw, dict):
            for key in ("jokers_shown_by", "last", "first"):
                if key in sw:
                    sw[key] = _turn(sw[key], by)
            if "no_swap_partners" in sw:
                sw["no_swap_partners"] = [_turn(s, by) for s in sw["no_swap_partners"]]
        for a in h["actions"]:
            a["seat"] = _turn(a["seat"], by)
        if "finish_order" in h:
            h["finish_order"] = [_turn(s, by) for s in h["finish_order"]]
            h["points"] = per_seat(h["points"])
            h["totals"] = per_seat(h["totals"])
    res = out.get("result")
    if isinstance(res, dict):
        if "winner" in res:
            res["winner"] = _turn(res["winner"], by)
        if "tie" in res:
            res["tie"] = [_turn(s, by) for s in res["tie"]]
        if "winners" in res:
            res["winners"] = [_turn(s, by) for s in res["winners"]]
    out.pop("continued_from", None)  # it names seats of another record
    return out


def cut_record(record: dict[str, Any], k: int, i: int) -> dict[str, Any]:
    """The record as it stood after action ``i`` (0 = none) of hand ``k`` (0-based)."""
    out = copy.deepcopy(record)
    hands = out["hands"][: k + 1]
    hand = hands[k]
    whole = i >= len(hand["actions"])
    hand["actions"] = hand["actions"][:i]
    if not whole:
        for key in ("finish_order", "points", "totals", "target"):
            hand.pop(key, None)
    out["hands"] = hands
    if not (whole and k == len(record["hands"]) - 1):
        out["result"] = None
    return out
