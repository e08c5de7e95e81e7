"""The network table's source: the match as the server shows this seat, for the same scene as offline.

:class:`NetTableSource` keeps the seat's view (:class:`~murlan_qt.net.client.SeatView`, from the
snapshot and each event) and, after each, an engine match made from it
(:func:`~.standin.build_match`: the hidden hands hold stand-in cards), turned so
this seat is seat 0; it then says what happened with the signals the local
controller sends. The player's plays, passes and gifts go to the server and are
applied only when their event comes back; a refusal's reason is the server's
code in the player's words. Every hand stays face down (``reveal_all`` is False).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import (
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Card,
    HandState,
    MatchState,
    classify,
)
from ...engine.record import from_record, rotate_record
from ...net.client import SeatView
from ...net.protocol import CHAT_PRESETS, MAX_CHAT_LENGTH, clean_chat, clean_name
from ..table.source import TableSource
from ..texts import level_name
from .connection import TableConnection
from .standin import StandInError, build_match, result_of, server_view, to_local, to_server, view_of

#: what a seat's plate says of who plays it
SEAT_PERSON, SEAT_COMPUTER, SEAT_DISCONNECTED, SEAT_EMPTY = "person", "computer", "disconnected", "empty"


class NetTableSource(TableSource):
    """See the module docstring."""

    #: who sits where changed (a join, a drop, a computer player standing in, a return)
    seats_changed = Signal()
    #: a chat line: the local seat, the name shown, the text (plain text; a preset in words)
    chat_received = Signal(int, str, str)
    #: a person joined, left or came back (a ``notice`` from the server): the local seat, the code, the name
    notice_received = Signal(int, str, str)
    #: the table's description changed (its name, code, whether it started)
    table_changed = Signal()
    #: the turn clock started for a local seat: seconds left
    clock_started = Signal(int, float)
    #: the turn clock of a local seat ran out: its computer player decides
    clock_ran_out = Signal(int)
    #: the computer player moved for a local seat whose turn clock ran out (after that move's own signals)
    clock_moved = Signal(int)
    #: the whole match record at the end (turned so this seat is seat 0), for the history
    record_received = Signal(dict)
    #: the view could not be followed (a resync was asked)
    resynced = Signal()

    def __init__(self, connection: TableConnection, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.view = SeatView()
        self.seat: int | None = None  # the server's number of this seat
        self.human_seat = 0
        self.final_match: MatchState | None = None
        self._pending: int | None = None  # the id of the play/pass/give sent and not answered
        self._sent: dict[str, Any] = {}  # that request
        self._last_move: int | None = None  # the id of the last play/pass/give sent
        self._history: dict[int, HandState] = {}  # each hand's last state built, by hand index
        self._started = False
        self._chat_n = -1  # the ``n`` of the last chat line shown (a snapshot's history shows only newer ones)
        #: the turn clock running: the server's seat and when it runs out (``time.monotonic()``)
        self._clock: tuple[int, float] | None = None
        #: the server's seat whose clock ran out, until its computer player's move comes
        self._clock_out: int | None = None
        #: when the grace period of each dropped person ends (server seats; ``time.monotonic()``)
        self._grace: dict[int, float] = {}
        # the countdowns on the plates: a tick while one runs
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self._shown_statuses: list[tuple[str | None, str | None]] = []
        connection.message_received.connect(self._on_message)
        connection.replied.connect(self._on_reply)
        connection.refused.connect(self._on_refused)

    # ------------------------------------------------------------ what the table shows

    @property
    def table(self) -> dict[str, Any]:
        return self.view.table

    @property
    def is_host(self) -> bool:
        return self.seat is not None and self.view.table.get("host_seat") == self.seat

    @property
    def is_started(self) -> bool:
        return bool(self.view.table.get("started"))

    def seat_info(self, seat: int) -> dict[str, Any] | None:
        """The server's SEAT of local ``seat`` (None: empty)."""
        seats = self.view.table.get("seats") or []
        if self.seat is None or len(seats) != 4:
            return None
        s = seats[to_server(seat, self.seat)]
        return s if isinstance(s, dict) else None

    def seat_kind(self, seat: int) -> str:
        """Who plays local ``seat``: a person, a computer player, or a disconnected person (a computer keeps it)."""
        s = self.seat_info(seat)
        if s is None:
            return SEAT_EMPTY
        if s.get("kind") == "computer":
            return SEAT_COMPUTER
        if not s.get("connected", True) or s.get("stand_in"):
            return SEAT_DISCONNECTED
        return SEAT_PERSON

    def seat_note(self, seat: int) -> str | None:
        """The plate's word on who plays ``seat`` (the player's own plate says "you"); whether a person is
        connected is the status line's (:meth:`seat_status`)."""
        if seat == self.human_seat:
            return None
        kind = self.seat_kind(seat)
        if kind in (SEAT_PERSON, SEAT_DISCONNECTED):
            return self.tr("person")
        if kind == SEAT_COMPUTER:
            info = self.seat_info(seat) or {}
            level = info.get("level")
            return self.tr("computer, {level}").format(level=level_name(level if isinstance(level, str) else None))
        return None

    def _server_seat(self, seat: int) -> int | None:
        return None if self.seat is None else to_server(seat, self.seat)

    def grace_left(self, seat: int) -> float | None:
        """Seconds left of the grace period of local ``seat`` (a dropped person awaited); None: none runs."""
        ss = self._server_seat(seat)
        end = self._grace.get(ss) if ss is not None else None
        return None if end is None else max(0.0, end - time.monotonic())

    def clock_left(self, seat: int) -> float | None:
        """Seconds left of local ``seat``'s turn clock; None when it does not run for that seat."""
        ss = self._server_seat(seat)
        if self._clock is None or ss is None or self._clock[0] != ss:
            return None
        return max(0.0, self._clock[1] - time.monotonic())

    def is_clock_out(self, seat: int) -> bool:
        """Whether local ``seat``'s clock ran out and its computer player is about to move for it."""
        return self._clock_out is not None and self._clock_out == self._server_seat(seat)

    def seat_status(self, seat: int) -> str | None:
        """The plate's status line: a dropped person awaited or played for, a person to play, time up."""
        if self.is_clock_out(seat):
            return self.tr("time is up")
        if seat == self.human_seat:
            return None
        kind = self.seat_kind(seat)
        info = self.seat_info(seat) or {}
        if kind == SEAT_DISCONNECTED:
            if info.get("stand_in"):
                return self.tr("offline: computer plays")
            left = self.grace_left(seat)
            if left is None or left <= 0:
                return self.tr("reconnecting…")
            return self.tr("reconnecting… {n} s").format(n=math.ceil(left))
        m = self.match
        if kind == SEAT_PERSON and m is not None and not m.hand.is_over and m.hand.turn == seat:
            if m.hand.phase == PHASE_PLAY:
                return self.tr("to play")
            return self.tr("to give a card")
        return None

    def seat_clock(self, seat: int) -> str | None:
        left = self.clock_left(seat)
        return None if left is None else self.tr("{n} s").format(n=math.ceil(left))

    def shows_thinking(self, seat: int) -> bool:
        """Only a computer player thinks: a computer seat, or a dropped person's after the grace period."""
        if seat == self.human_seat:
            return False
        kind = self.seat_kind(seat)
        return kind == SEAT_COMPUTER or (kind == SEAT_DISCONNECTED and bool((self.seat_info(seat) or {}).get("stand_in")))

    def seat_name(self, seat: int) -> str:
        s = self.seat_info(seat)
        return str(s.get("name", "")) if s is not None else ""

    def agrees_with(self, snapshot_match: dict[str, Any]) -> bool:
        """Whether the match drawn shows what the server's snapshot says (own hand, counts, top, turn, totals)."""
        return self.match is not None and self.seat is not None and \
            view_of(self.match) == server_view(snapshot_match, self.seat)

    # ------------------------------------------------------------ whether the seat may act

    @property
    def is_awaiting_human(self) -> bool:
        m = self.match
        return m is not None and self._pending is None and not m.hand.is_over and m.hand.turn == 0 and \
            self.view.ended is None

    @property
    def is_read_only(self) -> bool:
        return False

    # ------------------------------------------------------------ the seat's requests

    def human_play(self, cards: Sequence[int]) -> bool:
        if not cards:
            self.play_refused.emit(self.tr("Select the cards you want to play first."))
            return False
        if not self.can_human_play():
            self.play_refused.emit(self._not_your_turn())
            return False
        return self._send({"type": "play", "cards": [str(Card(c)) for c in cards]})

    def human_pass(self) -> bool:
        if not self.can_human_play():
            self.play_refused.emit(self._not_your_turn())
            return False
        return self._send({"type": "pass"})

    def human_give(self, given: int) -> bool:
        m = self.match
        if m is None or m.hand.turn != 0 or m.hand.phase not in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST) or \
                self._pending is not None:
            return False
        return self._send({"type": "give", "card": str(Card(given))})

    def send_chat(self, text: str) -> bool:
        line = clean_chat(text)[:MAX_CHAT_LENGTH]
        return bool(line) and self.connection.request({"type": "chat", "text": line}) >= 0

    def send_preset(self, preset: str) -> bool:
        return preset in CHAT_PRESETS and self.connection.request({"type": "chat", "preset": preset}) >= 0

    def start_match(self) -> bool:
        """The host starts the match (computer players take the empty seats)."""
        return self.connection.request({"type": "start"}) >= 0

    def _send(self, message: dict[str, Any]) -> bool:
        rid = self.connection.request({**message, "n": self.connection.n})
        if rid < 0:
            self.play_refused.emit(self.tr("The connection to the table is lost: wait a moment."))
            return False
        self._pending = self._last_move = rid
        self._sent = message
        return True

    def _not_your_turn(self) -> str:
        m = self.match
        if m is not None and m.hand.is_over:
            return self.tr("The hand is over.")
        if m is not None and m.hand.phase != PHASE_PLAY:
            return self.tr("Wait: the swap is not finished.")
        if self._pending is not None:
            return self.tr("Wait: your last move is on its way to the table.")
        return self.tr("Wait for your turn.")

    def _on_reply(self, rid: int, reply: dict[str, Any]) -> None:
        if rid == self._pending and reply.get("type") == "ok":
            self._pending = None

    def _on_refused(self, rid: int, code: str, text: str) -> None:
        if rid != self._pending:
            if code == "rate_limited":
                self.play_refused.emit(text)
            return
        self._pending = None
        self.play_refused.emit(self._refusal(code, text))
        m = self.match
        if m is not None and m.hand.turn == 0:  # the player may try again
            if m.hand.phase == PHASE_PLAY:
                self.human_turn_started.emit()
            elif m.hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
                self.human_swap_requested.emit(m.hand.phase, self._swap_options())

    def _refusal(self, code: str, text: str) -> str:
        """A refusal about beating the top: said with the two plays (the server's params only describe them)."""
        sent = self._sent
        m = self.match
        if code in ("bomb_needs_higher_bomb", "scale_needs_one_step_higher", "scale_needs_higher_top",
                    "scale_needs_same_length", "needs_higher_same_kind") and m is not None and m.hand.top is not None:
            from ...engine import IllegalPlayError, parse_card
            from ..texts import refusal_text

            try:
                new = classify([parse_card(c) for c in sent.get("cards", [])])
            except ValueError:
                return text
            if new is not None:
                return refusal_text(IllegalPlayError(text, code, {"new": new, "top": m.hand.top,
                                                                  "kind": m.hand.top.kind}))
        return text

    # ------------------------------------------------------------ following the server

    def _on_message(self, msg: dict[str, Any]) -> None:
        t = msg.get("type")
        before = self.match
        self.view.apply(msg)
        moved_for = self._follow_clocks(msg)
        try:
            self._follow(msg, t, before)
        finally:
            if moved_for is not None and self.seat is not None:
                self.clock_moved.emit(to_local(moved_for, self.seat))
            self._tick()

    def _follow_clocks(self, msg: dict[str, Any]) -> int | None:
        """The countdowns of the plates from ``msg``; the server seat the clock's computer player just moved
        for (None: not this message)."""
        t = msg.get("type")
        now = time.monotonic()
        moved_for = None
        if t in ("snapshot", "seats"):
            seats = (msg.get("table") or {}).get("seats") if t == "snapshot" else msg.get("seats")
            self._grace = {}
            for i, s in enumerate(seats if isinstance(seats, list) else []):
                left = s.get("grace_left") if isinstance(s, dict) else None
                if isinstance(left, int | float) and not isinstance(left, bool):
                    self._grace[i] = now + float(left)
        if t == "snapshot":
            self._clock_out = None
            left = msg.get("clock_left")
            vm = msg.get("match")
            turn = vm.get("turn") if isinstance(vm, dict) else None
            ok = isinstance(left, int | float) and not isinstance(left, bool) and isinstance(turn, int)
            self._clock = (int(turn), now + float(left)) if ok else None  # type: ignore[arg-type]
        elif t == "clock":
            self._clock = (int(msg.get("seat", -1)), now + float(msg.get("left", 0)))
            self._clock_out = None
        elif t == "clock_ran_out":
            self._clock = None
            self._clock_out = int(msg.get("seat", -1))
        elif t in ("action", "gave", "hand_started", "hand_over", "match_over", "table_ended"):
            self._clock = None
            if t in ("action", "gave") and self._clock_out is not None and msg.get("seat") == self._clock_out:
                moved_for = self._clock_out
            self._clock_out = None
        return moved_for

    def _tick(self) -> None:
        """The plates' countdowns: :attr:`plates_changed` when what they say changed; the ticks stop with them."""
        statuses = [(self.seat_status(s), self.seat_clock(s)) for s in range(4)] if self.seat is not None else []
        if statuses != self._shown_statuses:
            self._shown_statuses = statuses
            self.plates_changed.emit()
        running = self._clock is not None or bool(self._grace)
        if running and not self._ticker.isActive():
            self._ticker.start()
        elif not running:
            self._ticker.stop()

    def _follow(self, msg: dict[str, Any], t: Any, before: MatchState | None) -> None:
        if t == "snapshot":
            self.seat = int(msg.get("seat", 0))
            self._pending = None
        if t in ("snapshot", "seats"):
            self._rename()
            self.seats_changed.emit()
            self.table_changed.emit()
        elif t == "hand_started":
            self.table_changed.emit()  # (the table has started)
        if t == "snapshot":
            self._chat_history(msg.get("chat"))
        if t == "chat":
            self._chat(msg)
            return
        if t == "notice":
            self._notice(msg)
            return
        if t == "clock" and self.seat is not None:
            self.clock_started.emit(to_local(int(msg.get("seat", 0)), self.seat), float(msg.get("left", 0)))
            return
        if t == "clock_ran_out" and self.seat is not None:
            self.clock_ran_out.emit(to_local(int(msg.get("seat", 0)), self.seat))
            return
        if t == "match_over":
            self._match_over(msg)
            return
        if t not in ("snapshot", "hand_started", "gave", "jokers_shown", "action", "hand_over"):
            return
        if not self._rebuild(keep=t != "snapshot" and t != "hand_started"):
            return
        m = self.match
        assert m is not None and self.seat is not None
        hand = m.hand
        me = self.seat
        if t == "snapshot":
            if not self._started or before is None:
                self._started = True
                self.match_started.emit()
                self.hand_started.emit(len(m.hands) - 1)
            else:
                self.position_shown.emit(True)
            self._announce_turn()
        elif t == "hand_started":
            if before is None:
                self.match_started.emit()
                self._started = True
            self.hand_started.emit(len(m.hands) - 1)
            self._announce_turn()
        elif t == "gave":
            sw = hand.swap
            if sw is not None:
                giver, to = to_local(int(msg["seat"]), me), to_local(int(msg["to"]), me)
                card = sw.given_by_last if giver == sw.last else sw.given_by_first
                if card is not None:
                    self.swap_applied.emit(giver, to, Card(card))
            self._announce_turn()
        elif t == "jokers_shown":
            self.jokers_shown.emit(to_local(int(msg["seat"]), me), to_local(int(msg["first"]), me))
            self._announce_turn()
        elif t == "action":
            seat = to_local(int(msg["seat"]), me)
            if hand.actions:
                self.action_applied.emit(hand.actions[-1])
            if msg.get("out") is not None and seat in hand.finish:
                self.player_went_out.emit(seat, hand.finish.index(seat))
            if msg.get("trick_won") is not None and not hand.is_over:
                self.trick_won.emit(to_local(int(msg["trick_won"]), me))
            if not hand.is_over:
                self._announce_turn()
        elif t == "hand_over" and m.results:
            self.hand_finished.emit(m.results[-1])

    def _rebuild(self, keep: bool) -> bool:
        vm = self.view.match
        if vm is None or self.seat is None:
            self.match = None
            return False
        if self.view.out_of_step:
            self.connection.resync()
            return False
        old = self.match
        prefer = [set(old.hand.cards[s]) for s in range(4)] \
            if keep and old is not None and len(old.hands) == int(vm.get("hand_index", -1)) + 1 else None
        try:
            built = build_match(vm, self.view.table, self.seat, prefer)
        except StandInError:
            self.resynced.emit()
            self.connection.resync()
            return False
        # the hands played before, as this seat followed them (for the play log); the earlier hands of a
        # match joined in its course stay stand-ins with no actions
        index = len(built.hands) - 1
        for i in range(index):
            if i in self._history:
                built.hands[i] = self._history[i]
        self._history[index] = built.hand
        self.match = built
        return True

    def _rename(self) -> None:
        m = self.match
        if m is not None and self.seat is not None:
            from .standin import players_of

            m.players = tuple(players_of(self.view.table, self.seat))

    def _announce_turn(self) -> None:
        m = self.match
        if m is None or m.hand.is_over:
            return
        hand = m.hand
        self.turn_changed.emit(hand.turn)
        if hand.turn != 0 or self.view.ended is not None:
            return
        if hand.phase == PHASE_PLAY:
            self.human_turn_started.emit()
        elif hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
            self.human_swap_requested.emit(hand.phase, self._swap_options())

    @property
    def pending_request(self) -> int | None:
        """The id of the player's play, pass or gift on its way to the server (None: none)."""
        return self._pending

    @property
    def last_move_request(self) -> int | None:
        """The id of the player's last play, pass or gift (its refusal is said by the source itself)."""
        return self._last_move

    def swap_options(self) -> list[Card]:
        """The cards the player may give now (the server's list)."""
        return self._swap_options()

    def _swap_options(self) -> list[Card]:
        vm = self.view.match or {}
        from ...engine import parse_card

        return [parse_card(c) for c in vm.get("swap_options") or []]

    def _chat(self, msg: dict[str, Any], name: str | None = None) -> None:
        """A chat line (from an event, or the snapshot's history with the speaker's ``name`` then)."""
        server_seat = msg.get("seat")
        if self.seat is None or not isinstance(server_seat, int) or not 0 <= server_seat < 4:
            return
        n = msg.get("n")
        if isinstance(n, int):
            self._chat_n = max(self._chat_n, n)
        seat = to_local(server_seat, self.seat)
        text = msg.get("text")
        preset = msg.get("preset")
        if isinstance(preset, str):
            text = preset_text(preset)
        if isinstance(text, str) and text:
            # as long as the server allows, whoever sent it (shown as plain text by the chat panel)
            self.chat_received.emit(seat, name if name is not None else self.seat_name(seat),
                                    text[:MAX_CHAT_LENGTH])

    def _chat_history(self, lines: object) -> None:
        """The snapshot's ``chat``: the lines said before this (re)join that this client has not shown yet."""
        if not isinstance(lines, list):
            return
        for line in lines[-50:]:
            n, name = (line.get("n"), line.get("name")) if isinstance(line, dict) else (None, None)
            if isinstance(n, int) and n > self._chat_n and isinstance(name, str):
                self._chat(line, clean_name(name))

    def _notice(self, msg: dict[str, Any]) -> None:
        seat, code, name = msg.get("seat"), msg.get("code"), msg.get("name")
        if self.seat is None or not isinstance(seat, int) or not 0 <= seat < 4 or not isinstance(code, str) \
                or not isinstance(name, str):
            return
        self.notice_received.emit(to_local(seat, self.seat), code, clean_name(name))

    def _match_over(self, msg: dict[str, Any]) -> None:
        record = msg.get("record")
        m = self.match
        if isinstance(record, dict) and self.seat is not None:
            turned = rotate_record(record, self.seat)
            try:
                self.final_match = from_record(turned)
            except ValueError:
                self.final_match = None
            self.record_received.emit(turned)
        if m is not None and m.result is None:
            m.result = result_of(msg, self.seat or 0)
        if m is not None and m.result is not None:
            self.match_finished.emit(m.result)


def preset_text(preset: str) -> str:
    """A preset chat line in the player's language."""
    from PySide6.QtCore import QCoreApplication

    texts = {
        "hello": QCoreApplication.translate("Chat", "Hello!"),
        "well_played": QCoreApplication.translate("Chat", "Well played!"),
        "thanks": QCoreApplication.translate("Chat", "Thanks!"),
        "oops": QCoreApplication.translate("Chat", "Oops!"),
        "good_game": QCoreApplication.translate("Chat", "Good game!"),
    }
    return texts.get(preset, "")
