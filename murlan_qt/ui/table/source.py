"""What the table reads: a *table source*, the match as one seat sees it and what happens to it.

The scene, the last-trick view, the narrator and the sound board read a
:class:`TableSource` and nothing else of a match's runner. The local game's
:class:`~murlan_qt.ui.game.controller.GameController` is one; the review's
:class:`~murlan_qt.ui.review.stepper.ReviewSource` is another (it never plays);
a table whose moves come from elsewhere (a server) is a third, built on this
class alone, without a change to the scene.

The match a source holds is already turned so that the seat drawn at the bottom
is seat 0 (the review turns the viewed seat there; the local game seats the
player there). :attr:`human_seat` is the seat whose owner acts at this table
(None: nobody does, as in the review).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...engine import PHASE_PLAY, Action, Card, HandResult, MatchResult, MatchState


class TableSource(QObject):
    """A match for the table to draw, the seat that may act on it, and the signals of what happens."""

    #: a match took the table, or it was emptied (the next sync deals the cards anew)
    match_started = Signal()
    #: the match shown was replaced by another moment of itself (the review): redraw with no dealing,
    #: the cards flying from where they were when True, put in place at once when False
    position_shown = Signal(bool)
    hand_started = Signal(int)  # hand index
    action_applied = Signal(Action)  # the engine's Action
    swap_applied = Signal(int, int, Card)  # giver, receiver, the card given
    jokers_shown = Signal(int, int)  # the last player (who shows them), the first player (who leads)
    turn_changed = Signal(int)  # seat on turn
    ai_thinking_started = Signal(int)
    ai_thinking_finished = Signal(int)
    human_swap_requested = Signal(str, list)  # phase, the Cards the player may give
    human_turn_started = Signal()
    play_refused = Signal(str)  # why the player's play or pass was refused, in words
    player_went_out = Signal(int, int)  # seat, place (0 = first)
    #: a trick just ended (the table is cleared): the seat whose play won it
    trick_won = Signal(int)
    hand_finished = Signal(HandResult)
    match_finished = Signal(MatchResult)
    #: what the plates say of the seats changed, not the match (a network table: a countdown, a drop)
    plates_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: the match as the bottom seat sees it (None: an empty table)
        self.match: MatchState | None = None
        #: the seat whose owner acts at this table (None: nobody, a read-only table)
        self.human_seat: int | None = None

    # ------------------------------------------------------------ what the table shows

    @property
    def is_read_only(self) -> bool:
        """Whether nothing a player does at this table can change the match (the review)."""
        return self.human_seat is None

    @property
    def reveal_all(self) -> bool:
        """Whether every hand is drawn face up."""
        return False

    def is_human(self, seat: int) -> bool:
        return seat == self.human_seat

    def seat_note(self, seat: int) -> str | None:
        """Who plays ``seat``, in words, when the source knows better than the match's players (a network
        table: a person, a computer player, a person disconnected); None: the plate says it from the match."""
        return None

    def seat_status(self, seat: int) -> str | None:
        """The plate's status line for ``seat`` (a network table: "reconnecting… 12 s", "to play"); None: none."""
        return None

    def seat_clock(self, seat: int) -> str | None:
        """The turn clock shown on ``seat``'s plate ("42 s"), while it runs for that seat; None: none."""
        return None

    def shows_thinking(self, seat: int) -> bool:
        """Whether ``seat``, on turn, is shown thinking (a computer player decides; a person is not)."""
        return not self.is_human(seat)

    def trick_winner(self) -> int | None:
        """The seat that won the trick last cleared from the table in the hand shown (None before one)."""
        m = self.match
        return m.hand.last_trick_winner if m is not None else None

    # ------------------------------------------------------------ whether the seat may act

    @property
    def is_awaiting_human(self) -> bool:
        """Whether the table waits for the bottom seat's owner to play or pass."""
        return False

    def can_human_play(self) -> bool:
        m = self.match
        return (self.is_awaiting_human and m is not None and m.hand.phase == PHASE_PLAY
                and m.hand.turn == self.human_seat)

    def can_human_pass(self) -> bool:
        m = self.match
        return self.can_human_play() and m is not None and m.hand.can_pass()

    # ------------------------------------------------------------ the seat's requests

    def human_play(self, cards: Sequence[int]) -> bool:
        """Ask to play ``cards`` for the seat; False (and :attr:`play_refused`, when there is a reason) if not."""
        return False

    def human_pass(self) -> bool:
        """Ask to pass for the seat; False if refused."""
        return False

    def human_give(self, given: int) -> bool:
        """The seat's swap card; False if refused."""
        return False
