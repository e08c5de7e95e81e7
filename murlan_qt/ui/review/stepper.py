"""A match record replayed action by action, for the hand review (no Qt here).

Every position the viewer shows is the engine's own state: the record cut
after an action and read again through :func:`~murlan_qt.engine.record.from_record`
(so every rule is checked by the one engine, and stepping back is a fresh
replay, never an undo of our own). The table scene always shows seat 0 at the
bottom, so a position is built with the seats turned until the viewed seat
sits there; :func:`rotate_record` is that turn, on the record's data.

"Continue from here" is the same cut record, turned so the viewed seat is the
player's (seat 0), with the computer at the other seats; its ``continued_from``
field (MATCH_FORMAT.md) names the match and the point it came from.
"""

from __future__ import annotations

import copy
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...ai import LEVELS
from ...engine import MatchState
from ...engine.record import from_record, to_record
from ...persistence.records import MAX_LINES_FILE_BYTES, RecordEntry, open_record, read_records

__all__ = [
    "MAX_LINES_FILE_BYTES", "MatchStepper", "Position", "RecordEntry", "cut_record", "history_files", "open_record",
    "read_records", "rotate_record",
]


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


@dataclass(frozen=True)
class Position:
    """A point of the replay: after ``action`` actions of hand ``hand`` (both 0-based)."""

    hand: int
    action: int


class MatchStepper:
    """The positions of one match record, and the engine state at each."""

    def __init__(self, match: MatchState, name: str = "") -> None:
        self.record = to_record(match)
        self.match = match
        self.name = name
        self.players = [p.name for p in match.players]

    @property
    def hand_count(self) -> int:
        return len(self.match.hands)

    def action_count(self, k: int) -> int:
        return len(self.match.hands[k].actions)

    def trick_starts(self, k: int) -> list[int]:
        """The action index each trick of hand ``k`` starts at (the first is 0)."""
        return [0] + [e + 1 for e in self.match.hands[k].trick_ends()]

    def trick_of(self, k: int, i: int) -> int:
        """The trick (0-based) on the table after ``i`` actions of hand ``k``."""
        starts = self.trick_starts(k)
        return max(t for t, s in enumerate(starts) if s <= i)

    def state_at(self, pos: Position, seat: int = 0) -> MatchState:
        """The match after ``pos``, turned so ``seat`` sits at seat 0 (replayed by the engine)."""
        return from_record(rotate_record(cut_record(self.record, pos.hand, pos.action), seat))

    def continue_from(self, pos: Position, seat: int, human_name: str = "") -> MatchState:
        """A new match from ``pos``: the player at ``seat`` (renumbered 0), the computer elsewhere.

        The player's earlier seat, if any, is taken by the computer at the default
        level; the new match says where it came from in ``continued_from``.
        """
        from ..game.controller import default_level  # the level names live with the controller

        record = rotate_record(cut_record(self.record, pos.hand, pos.action), seat)
        players = []
        for s, p in enumerate(record["players"]):
            if s == 0:
                players.append({"name": human_name or p["name"], "kind": "human"})
            else:
                level = p.get("level") if p.get("level") in LEVELS else default_level()
                players.append({"name": p["name"], "kind": "ai", "level": level})
        record["players"] = players
        match = from_record(record)
        match.continued_from = {"seed": self.match.seed, "hand": pos.hand + 1, "actions": pos.action, "seat": seat}
        return match


# ---------------------------------------------------------------- files


def history_files(folder: str | os.PathLike[str] | None, limit: int = 200) -> list[Path]:
    """The finished matches kept in the data folder's ``saves/`` (newest first)."""
    if folder is None:
        return []
    try:
        found = [p for p in Path(folder).glob("finished-*.murlan") if p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name, reverse=True)[:limit]
