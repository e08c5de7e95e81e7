"""A match record replayed action by action, for the hand review (no Qt here).

Every position the viewer shows is the engine's own state: the record cut
after an action and read again through :func:`~murlan_qt.engine.record.from_record`
(so every rule is checked by the one engine, and stepping back is a fresh
replay, never an undo of our own). The table scene always shows seat 0 at the
bottom, so a position is built with the seats turned until the viewed seat
sits there; :func:`~murlan_qt.engine.record.rotate_record` is that turn, on the record's data.

"Continue from here" is the same cut record, turned so the viewed seat is the
player's (seat 0), with the computer at the other seats; its ``continued_from``
field (MATCH_FORMAT.md) names the match and the point it came from.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ...ai import LEVELS, default_level
from ...engine import MatchState
from ...engine.record import cut_record, from_record, rotate_record, to_record
from ...persistence.records import (
    MAX_LINES_FILE_BYTES,
    MAX_RECORDS,
    RecordEntry,
    RecordList,
    open_record,
    read_records,
)
from ..texts import shown_name

__all__ = [
    "MAX_LINES_FILE_BYTES", "MAX_RECORDS", "MatchStepper", "Position", "RecordEntry", "RecordList", "history_files",
    "open_record", "read_records",
]


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
        # as the table shows them: the player's default name in the language in use, so that sentences
        # about the player take their own form
        self.players = [shown_name(p) for p in match.players]

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
