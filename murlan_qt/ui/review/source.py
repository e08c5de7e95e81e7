"""The review's table source: one moment of a finished match, as one seat saw it (or every hand face up)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import MatchState
from ..table.source import TableSource


class ReviewSource(TableSource):
    """A read-only table source the review's position stepper feeds: nothing played at the table changes it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reveal_all = False

    @property
    def is_read_only(self) -> bool:
        return True

    @property
    def reveal_all(self) -> bool:
        return self._reveal_all

    def show(self, match: MatchState, human_seat: int | None, *, reveal_all: bool, animate: bool) -> None:
        """Show ``match`` (a moment of the reviewed match, turned so the viewed seat is seat 0).

        ``human_seat``: the player's seat in it, named as "you" on the table (None: no player's seat).
        """
        self.match = match
        self.human_seat = human_seat
        self._reveal_all = reveal_all
        self.position_shown.emit(animate)
