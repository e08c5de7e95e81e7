"""One network table: its seats, its lobby, its match, its clock and computer players (docs/protocol.md).

A :class:`Table` lives on the server's event loop and is the only judge of its
match: every request goes through the engine's checked calls, so a refusal
carries the engine's reason code and changes nothing. Each seat is sent only
its own view (:mod:`.views`). Computer players (for empty seats, dropped
players after the grace period, and a turn clock run out) decide in the
server's workers (:class:`~.ai_runner.AIRunner`), off the event loop.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import math
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import (
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Card,
    IllegalPlayError,
    MatchState,
    MurlanError,
    Player,
    Rules,
)
from ..engine.hand import trick_winner
from ..engine.names import distinct_names
from ..engine.record import MatchSnapshot, from_record, to_record
from . import views
from .ai_runner import AIRunner
from .protocol import (
    LEVELS,
    ProtocolError,
    clean_chat,
    clean_name,
    clean_table_name,
    is_code,
    new_token,
    token_hash,
    token_matches,
)
from .store import TABLE_FORMAT, TABLE_VERSION, Store

log = logging.getLogger("murlan.net.table")

#: names given to the computer players that fill empty seats
COMPUTER_NAMES: tuple[str, ...] = ("Arta", "Besnik", "Drita", "Genti", "Linda", "Ilir", "Mira")
#: a seat's chat: one line a second on average (seconds a line), a few in a row allowed (a typed line and a
#: preset straight after it; past it ``rate_limited``)
CHAT_INTERVAL = 1.0
CHAT_BURST = 3.0
#: the chat lines a table keeps for its snapshot (a player who comes back reads what was said meanwhile)
CHAT_HISTORY = 50
#: the codes of a ``notice`` event: a person joined, left (or lost the connection), came back
NOTICE_CODES: tuple[str, ...] = ("joined", "left", "back")


@dataclass
class TableConfig:
    """Timings of a table (the tests shorten them)."""

    #: a dropped person's seat waits this long before its computer player moves for it (seconds)
    grace: float = 15.0
    #: the pause between a hand's end and the next deal
    hand_pause: float = 3.0
    #: how long a computer player waits before its move is made (people follow the table)
    ai_delay: float = 0.6
    #: a table whose people have all been gone this long ends (``idle``)
    idle_end: float = 600.0
    #: the match seed of every match (tests only: repeatable deals); None: drawn from the CSPRNG
    fixed_seed: int | None = None


class Peer(Protocol):
    """A client connection as a table sees it."""

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self, code: int, reason: str) -> None: ...

    def replaced(self) -> None:
        """Another connection took this one's seat back with its token: forget the table."""


@dataclass
class SeatState:
    name: str
    kind: str  # "person" or "computer"
    level: str | None = None
    token_hash: str | None = None
    peer: Peer | None = None
    #: the person is gone (past the grace period, or left): the computer player moves for them
    stand_in: bool = False
    grace: asyncio.TimerHandle | None = None
    #: when the grace period ends (``time.monotonic()``), while it runs
    grace_until: float | None = None
    last_chat: float = -math.inf
    #: the chat lines the seat may still say at once (refilled one a CHAT_INTERVAL, up to CHAT_BURST)
    chat_allowance: float = CHAT_BURST

    @property
    def held_by_person(self) -> bool:
        return self.kind == "person"


@dataclass
class _Plan:
    """What the table waits for now: the next deal, a computer move, a person (with or without a clock)."""

    key: tuple[int, int, str]
    handle: asyncio.TimerHandle | None = None
    task: asyncio.Task[None] | None = None
    deadline: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class Table:
    """See the module docstring."""

    def __init__(
        self,
        code: str,
        name: str,
        rules: Rules,
        level: str,
        clock: int,
        *,
        store: Store | None,
        ai: AIRunner,
        config: TableConfig | None = None,
        on_end: Callable[[Table], None] | None = None,
        on_change: Callable[[Table], None] | None = None,
    ) -> None:
        self.code = code
        self.name = clean_table_name(name) or "Murlan"
        self.rules = rules
        self.level = level
        self.clock = clock
        self.store = store
        self.ai = ai
        self.config = config or TableConfig()
        self.on_end = on_end
        self.on_change = on_change
        self.seats: list[SeatState | None] = [None, None, None, None]
        self.host_hash: str | None = None
        self.match: MatchState | None = None
        self.started = False
        self.ended = False
        #: events sent so far, and the ``n`` of the last one that changed the match
        self.n = 0
        self.change_n = 0
        self.created = time.time()
        self.last_person = time.monotonic()
        self._plan: _Plan | None = None
        self._ticket = 0
        #: the last chat lines (their event, the speaker's name at the time): the snapshot's ``chat``
        self.chat_history: collections.deque[dict[str, Any]] = collections.deque(maxlen=CHAT_HISTORY)

    # ------------------------------------------------------------ views

    @property
    def free_seats(self) -> int:
        return len(self.free_seat_list)

    @property
    def free_seat_list(self) -> list[int]:
        """The seats a person may take: empty, or held by a computer player."""
        return [i for i, s in enumerate(self.seats) if s is None or s.kind == "computer"]

    @property
    def people_connected(self) -> int:
        return sum(1 for s in self.seats if s is not None and s.peer is not None)

    def host_seat(self) -> int | None:
        if self.host_hash is None:
            return None
        for i, s in enumerate(self.seats):
            if s is not None and s.token_hash is not None and s.token_hash == self.host_hash:
                return i
        return None

    def seat_json(self, i: int) -> dict[str, Any] | None:
        s = self.seats[i]
        if s is None:
            return None
        if s.kind == "computer":
            return {"name": s.name, "kind": "computer", "level": s.level, "connected": True}
        out: dict[str, Any] = {"name": s.name, "kind": "person", "connected": s.peer is not None}
        if s.stand_in:
            out["stand_in"] = self.level
        left = grace_left(s)
        if left is not None:
            out["grace_left"] = left
        return out

    def description(self) -> dict[str, Any]:
        """TABLE (docs/protocol.md)."""
        return {
            "name": self.name, "code": self.code, "rules": self.rules.to_dict(), "level": self.level,
            "clock": self.clock, "host_seat": self.host_seat(), "seats": [self.seat_json(i) for i in range(4)],
            "started": self.started,
        }

    def clock_left(self) -> float | None:
        plan = self._plan
        if plan is None or plan.deadline is None:
            return None
        return round(max(0.0, plan.deadline - time.monotonic()), 1)

    def snapshot(self, seat: int) -> dict[str, Any]:
        return {
            "type": "snapshot", "n": self.n, "seat": seat, "table": self.description(),
            "match": None if self.match is None else views.match_view(self.match, seat),
            "clock_left": self.clock_left(), "chat": list(self.chat_history),
        }

    # ------------------------------------------------------------ sending

    def _emit(self, make: Callable[[int], dict[str, Any]] | dict[str, Any], *, changes_match: bool = False,
              skip: Peer | None = None) -> None:
        """One event to every connected seat (``make(seat)``: that seat's version of it), but ``skip``."""
        self.n += 1
        if changes_match:
            self.change_n = self.n
        for i, s in enumerate(self.seats):
            if s is None or s.peer is None or s.peer is skip:
                continue
            msg = dict(make(i)) if callable(make) else dict(make)
            msg["n"] = self.n
            s.peer.send(msg)

    def _emit_seats(self, skip: Peer | None = None) -> None:
        self._emit({"type": "seats", "seats": [self.seat_json(i) for i in range(4)]}, skip=skip)
        if self.on_change is not None:
            self.on_change(self)

    # ------------------------------------------------------------ joining and leaving

    def join(self, peer: Peer, name: str, token: str | None, seat: int | None, *, creator: bool) -> tuple[int, str]:
        """Seat ``peer`` (by its token, or afresh); the joined seat and its token. Sends joined and the snapshot."""
        if self.ended:
            raise ProtocolError("no_table", "this table has ended")
        if token is not None:
            found = None
            for i, s in enumerate(self.seats):  # every seat is compared: no early exit
                if s is not None and s.token_hash is not None and token_matches(token, s.token_hash):
                    found = i
            if found is None:
                raise ProtocolError("bad_token", "this token is not one of this table's seats")
            index = found
            st = self.seats[index]
            assert st is not None
            if st.peer is not None and st.peer is not peer:
                old = st.peer
                st.peer = None
                old.replaced()
                old.close(1000, "the seat was taken back with its token")
            new = token
        else:
            index = self._free_seat(seat)
            new = new_token()
            st = SeatState(name=name, kind="person", token_hash=token_hash(new))
            self.seats[index] = st
            if self.match is not None:
                self._set_player(index, Player(name, "human"))
            if creator and self.host_hash is None:
                self.host_hash = st.token_hash
        if st.grace is not None:
            st.grace.cancel()
            st.grace = None
        st.grace_until = None
        st.stand_in = False
        self.last_person = time.monotonic()
        st.peer = peer
        self._await_absent()
        # the others learn that the seat is taken and connected; the joiner learns it from its snapshot
        self._emit_seats(skip=peer)
        self._notice("back" if token is not None else "joined", index, skip=peer)
        peer.send({"type": "joined", "seat": index, "token": new, "table": self.description()})
        peer.send(self.snapshot(index))
        self._persist()
        self._schedule()
        return index, new

    def _free_seat(self, wanted: int | None) -> int:
        def free(s: SeatState | None) -> bool:
            return s is None or s.kind == "computer"

        if wanted is not None:
            if not free(self.seats[wanted]):
                raise ProtocolError("seat_taken", f"seat {wanted} is taken", {"seat": wanted})
            return wanted
        for i, s in enumerate(self.seats):
            if s is None:
                return i
        for i, s in enumerate(self.seats):
            if free(s):
                return i
        raise ProtocolError("table_full", "every seat of this table is taken")

    def _set_player(self, seat: int, player: Player) -> None:
        assert self.match is not None
        players = list(self.match.players)
        players[seat] = player
        names = distinct_names([p.name for p in players])
        self.match.players = tuple(Player(n, p.kind, p.level) for n, p in zip(names, players, strict=True))

    def dropped(self, seat: int, peer: Peer) -> None:
        """``peer``'s connection was lost: its seat waits for it, then its computer player moves for it."""
        st = self.seats[seat]
        if st is None or st.peer is not peer or self.ended:
            return
        st.peer = None
        self.last_person = time.monotonic()
        loop = asyncio.get_running_loop()
        st.grace = loop.call_later(self.config.grace, self._grace_over, seat)
        st.grace_until = time.monotonic() + self.config.grace
        self._emit_seats()
        self._notice("left", seat)
        self._schedule()

    def _await_absent(self) -> None:
        """The people of a started table who are not back after a server restart are dropped ones: their grace
        period starts when someone is back (without it the table waited for them for ever, with no clock)."""
        if not self.started:
            return
        loop = asyncio.get_running_loop()
        for i, s in enumerate(self.seats):
            if s is not None and s.kind == "person" and s.peer is None and not s.stand_in and s.grace is None:
                s.grace = loop.call_later(self.config.grace, self._grace_over, i)
                s.grace_until = time.monotonic() + self.config.grace

    def leave(self, seat: int, peer: Peer) -> None:
        """The person left: the seat is kept for its token and its computer player moves for it now."""
        st = self.seats[seat]
        if st is None or st.peer is not peer:
            return
        st.peer = None
        st.stand_in = True
        self.last_person = time.monotonic()
        if self.match is not None and self.match.hand.turn == seat:
            self._cancel_plan()  # (the person chose to go: its clock is not kept, its computer player moves now)
        self._emit_seats()
        self._notice("left", seat)
        self._schedule()

    def _grace_over(self, seat: int) -> None:
        st = self.seats[seat]
        if st is None or st.peer is not None or self.ended:
            return
        st.grace = None
        st.grace_until = None
        st.stand_in = True
        self._emit_seats()
        self._schedule()

    # ------------------------------------------------------------ requests

    def is_host(self, seat: int) -> bool:
        st = self.seats[seat]
        return st is not None and st.token_hash is not None and self.host_hash is not None \
            and st.token_hash == self.host_hash

    def start(self, seat: int) -> None:
        if not self.is_host(seat):
            raise ProtocolError("not_host", "only the host may start the table")
        if self.started:
            return
        used = {s.name for s in self.seats if s is not None}
        names = iter(n for n in COMPUTER_NAMES if n not in used)
        for i, s in enumerate(self.seats):
            if s is None:
                self.seats[i] = SeatState(name=next(names), kind="computer", level=self.level)
        players = [Player(s.name, "human") if s.kind == "person" else Player(s.name, "ai", s.level)
                   for s in self.seats if s is not None]
        names_shown = distinct_names([p.name for p in players])
        players = [Player(n, p.kind, p.level) for n, p in zip(names_shown, players, strict=True)]
        seed = self.config.fixed_seed if self.config.fixed_seed is not None else secrets.randbits(63)
        # (the deals come from a CSPRNG-drawn seed, never sent while the match goes on)
        self.match = MatchState(seed, self.rules, players, start=False)
        self.started = True
        self._emit_seats()
        self._deal()

    def end(self, reason: str) -> None:
        """End the table for good: ``table_ended`` to everyone, connections closed (1000), the file removed."""
        if self.ended:
            return
        self._cancel_plan()
        self._emit({"type": "table_ended", "reason": reason})
        self.ended = True
        for s in self.seats:
            if s is not None:
                if s.grace is not None:
                    s.grace.cancel()
                if s.peer is not None:
                    peer, s.peer = s.peer, None
                    peer.replaced()
                    peer.close(1000, "the table has ended")
        if self.store is not None:
            self.store.remove(self.code)
        if self.on_end is not None:
            self.on_end(self)

    def end_by(self, seat: int) -> None:
        if not self.is_host(seat):
            raise ProtocolError("not_host", "only the host may end the table")
        self.end("host_ended")

    def chat(self, seat: int, text: str | None, preset: str | None) -> None:
        st = self.seats[seat]
        assert st is not None
        now = time.monotonic()
        allowance = min(CHAT_BURST, st.chat_allowance + (now - st.last_chat) / CHAT_INTERVAL)
        if allowance < 1.0:
            raise ProtocolError("rate_limited", "one chat line a second, three at most in a row")
        msg: dict[str, Any] = {"type": "chat", "seat": seat}
        if preset is not None:
            msg["preset"] = preset
        else:
            assert text is not None
            line = clean_chat(text)
            if not line:
                raise ProtocolError("bad_message", "'text' has no printable characters", {"field": "text"})
            msg["text"] = line
        st.last_chat, st.chat_allowance = now, allowance - 1.0
        self._emit(msg)
        self._remember_chat(msg, st.name)

    def _remember_chat(self, msg: dict[str, Any], name: str) -> None:
        """Keep a chat line just sent (with its ``n`` and the speaker's name) for the snapshot's ``chat``."""
        self.chat_history.append({**msg, "n": self.n, "name": name})

    def _notice(self, code: str, seat: int, *, skip: Peer | None = None) -> None:
        """Tell the table a person joined, left or came back: a code and the name (each client words it)."""
        st = self.seats[seat]
        if st is not None and code in NOTICE_CODES:
            self._emit({"type": "notice", "code": code, "seat": seat, "name": st.name}, skip=skip)

    def _check_move(self, seat: int, n: int) -> MatchState:
        if not self.started or self.match is None:
            raise ProtocolError("not_started", "the table has not started")
        if not self.change_n <= n <= self.n:
            raise ProtocolError("stale", f"the table is at event {self.n}: resync",
                                {"n": self.n, "at_least": self.change_n})
        return self.match

    def play(self, seat: int, cards: Sequence[Card], n: int) -> None:
        match = self._check_move(seat, n)
        self._play(match, seat, list(cards))

    def pass_(self, seat: int, n: int) -> None:
        match = self._check_move(seat, n)
        self._pass(match, seat)

    def give(self, seat: int, card: Card, n: int) -> None:
        match = self._check_move(seat, n)
        hand = match.hand
        if hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST) and hand.turn != seat:
            raise ProtocolError("not_your_turn", f"it is seat {hand.turn}'s turn to give",
                                {"turn": hand.turn, "seat": seat})
        self._give(match, seat, card)

    # ------------------------------------------------------------ the match through the engine

    def _engine(self, call: Callable[[], object]) -> None:
        try:
            call()
        except IllegalPlayError as e:
            raise ProtocolError(e.code or "not_a_combination", str(e), e.params) from None
        except MurlanError as e:
            raise ProtocolError("not_a_card", str(e)) from None

    def _play(self, match: MatchState, seat: int, cards: list[Card]) -> None:
        hand = match.hand
        finished_before = len(hand.finish)
        self._engine(lambda: match.play(seat, cards))
        self._after_action(match, seat, finished_before)

    def _pass(self, match: MatchState, seat: int) -> None:
        hand = match.hand
        finished_before = len(hand.finish)
        self._engine(lambda: match.pass_turn(seat))
        self._after_action(match, seat, finished_before)

    def _give(self, match: MatchState, seat: int, card: Card) -> None:
        hand = match.hand
        sw = hand.swap
        if hand.phase == PHASE_SWAP_LAST and sw is not None:
            self._engine(lambda: match.give_by_last(card))
            giver, to = sw.last, sw.first
        elif hand.phase == PHASE_SWAP_FIRST and sw is not None:
            self._engine(lambda: match.give_by_first(card))
            giver, to = sw.first, sw.last
        else:
            self._engine(lambda: match.give_by_last(card))  # the engine's not_swap_time
            return
        shown = str(card)
        self._emit(lambda s: views.gave(hand, giver, to, shown, s), changes_match=True)
        self._persist()
        self._schedule()

    def _after_action(self, match: MatchState, seat: int, finished_before: int) -> None:
        hand = match.hand
        out = hand.finish.index(seat) + 1 if seat in hand.finish[finished_before:] else None
        trick_won = None
        if not hand.is_over and hand.trick_start == len(hand.actions):
            trick_won = trick_winner(hand.actions)
        event = views.action_event(hand, trick_won, out)
        self._emit(event, changes_match=True)
        if hand.is_over:
            self._emit(views.hand_over(match), changes_match=True)
            if match.is_over:
                record = to_record(match)
                result = views.match_result_json(match) or {}
                self._emit({"type": "match_over", "winner": result.get("winner"), "tie": result.get("tie", []),
                            "team": result.get("team"), "winners": result.get("winners", []),
                            "record": record}, changes_match=True)
                if self.store is not None:
                    self.store.keep_finished(self.code, json.dumps(record, ensure_ascii=False))
        self._persist()
        self._schedule()

    def _deal(self) -> None:
        match = self.match
        assert match is not None
        match.start_next_hand()
        self._emit(lambda s: views.hand_started(match, s), changes_match=True)
        sw = match.hand.swap
        if sw is not None and sw.jokers_shown:
            self._emit({"type": "jokers_shown", "seat": sw.last, "first": sw.first}, changes_match=True)
        self._persist()
        self._schedule()

    # ------------------------------------------------------------ what the table waits for

    def _cancel_plan(self) -> None:
        plan, self._plan = self._plan, None
        self._ticket += 1
        if plan is not None:
            if plan.handle is not None:
                plan.handle.cancel()
            if plan.task is not None:
                plan.task.cancel()

    def _schedule(self) -> None:
        """Plan the table's next step: deal, a computer move, or wait for a person (with its clock)."""
        match = self.match
        if self.ended or match is None or match.is_over or self.people_connected == 0:
            # over, in the lobby, or nobody here: the table waits (it resumes when someone joins)
            self._cancel_plan()
            return
        loop = asyncio.get_running_loop()
        if match.needs_new_hand:
            key = (self.change_n, -1, "deal")
            if self._plan is not None and self._plan.key == key:
                return
            self._cancel_plan()
            self._plan = _Plan(key, handle=loop.call_later(self.config.hand_pause, self._deal_planned, self._ticket))
            return
        seat = match.hand.turn
        st = self.seats[seat]
        assert st is not None
        if st.kind == "computer" or st.stand_in:
            mode = "computer"
        elif self.clock:
            mode = "clock"
        else:
            mode = "wait"
        key = (self.change_n, seat, mode)
        if self._plan is not None and self._plan.key == key:
            return
        if mode == "computer" and st.kind == "person" and self._clock_holds(seat):
            return
        self._cancel_plan()
        ticket = self._ticket
        if mode == "computer":
            self._plan = _Plan(key, handle=loop.call_later(self.config.ai_delay, self._ask_computer, seat, ticket))
        elif mode == "clock":
            plan = _Plan(key, deadline=time.monotonic() + self.clock,
                         handle=loop.call_later(self.clock, self._ask_computer, seat, ticket))
            self._plan = plan
            self._emit({"type": "clock", "seat": seat, "left": self.clock})
        else:
            self._plan = _Plan(key)

    def _clock_holds(self, seat: int) -> bool:
        """Whether the turn clock of ``seat``'s present turn runs (or ran out and its computer player decides).

        A person dropped on turn keeps the rest of the clock told to every seat: once the grace period is
        over, their computer player moves when that clock runs out, not at once (it looked like an early
        pass: a clock of 60 s cut short by the 15 s grace)."""
        plan = self._plan
        return plan is not None and plan.key == (self.change_n, seat, "clock") and \
            (plan.deadline is not None or plan.task is not None)

    def _deal_planned(self, ticket: int) -> None:
        if ticket == self._ticket and not self.ended:
            self._plan = None
            self._deal()

    def _ask_computer(self, seat: int, ticket: int) -> None:
        if ticket != self._ticket or self._plan is None or self.match is None:
            return
        st = self.seats[seat]
        level = st.level if st is not None and st.kind == "computer" and st.level in LEVELS else self.level
        record = to_record(MatchSnapshot.of(self.match))
        if self._plan.deadline is not None:
            self._emit({"type": "clock_ran_out", "seat": seat})
        self._plan.deadline = None
        self._plan.task = asyncio.get_running_loop().create_task(self._computer_move(seat, ticket, record, level))

    async def _computer_move(self, seat: int, ticket: int, record: dict[str, Any], level: str) -> None:
        try:
            answer = await self.ai.decide(record, seat, level)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: the computer player of seat %d failed; it makes the first legal move",
                          self.code, seat)
            answer = {}
        if ticket != self._ticket or self.ended or self.match is None:
            return  # the table moved on (a person came back, the table ended) while it thought
        self._plan = None
        self._ticket += 1
        match = self.match
        try:
            if "give" in answer:
                self._give(match, seat, Card.from_str(str(answer["give"])))
            elif answer.get("play") is None and "play" in answer:
                self._pass(match, seat)
            elif "play" in answer:
                self._play(match, seat, [Card.from_str(str(c)) for c in answer["play"]])
            else:
                self._fallback(match, seat)
        except (ProtocolError, MurlanError) as e:
            log.error("table %s: the computer move of seat %d was refused (%s); first legal move made",
                      self.code, seat, e)
            self._fallback(match, seat)

    def _fallback(self, match: MatchState, seat: int) -> None:
        """A legal move for ``seat``: its first swap option, else its lowest legal play, else a pass."""
        hand = match.hand
        options = hand.swap_last_options() or hand.swap_first_options()
        if options:
            self._give(match, seat, options[0])
            return
        plays = hand.legal_plays()
        if hand.can_pass() and not plays:
            self._pass(match, seat)
        else:
            self._play(match, seat, hand.cards_for(plays[0]))

    # ------------------------------------------------------------ idle and stopping

    def check_idle(self, now: float) -> None:
        if not self.ended and self.people_connected == 0 and now - self.last_person >= self.config.idle_end:
            self.end("idle")

    def stop(self) -> None:
        """The server stops (to restart): the table is saved as it is, not ended."""
        self._cancel_plan()
        for s in self.seats:
            if s is not None and s.grace is not None:
                s.grace.cancel()
                s.grace = None
                s.grace_until = None
        self._persist()

    # ------------------------------------------------------------ the table file

    def to_file(self) -> dict[str, Any]:
        """The table's file without its match (the match is added on the writer thread)."""
        return {
            "format": TABLE_FORMAT, "version": TABLE_VERSION, "code": self.code, "name": self.name,
            "rules": self.rules.to_dict(), "level": self.level, "clock": self.clock, "host_hash": self.host_hash,
            "started": self.started, "created": self.created,
            "seats": [None if s is None else {"name": s.name, "kind": s.kind, "level": s.level,
                                              "token_hash": s.token_hash, "stand_in": s.stand_in}
                      for s in self.seats],
        }

    def _persist(self) -> None:
        if self.store is None or self.ended:
            return
        data = self.to_file()
        snap = None if self.match is None else MatchSnapshot.of(self.match)

        def text() -> str:
            data["match"] = None if snap is None else to_record(snap)
            return json.dumps(data, ensure_ascii=False)

        self.store.save(self.code, text)

    @classmethod
    def restore(cls, data: dict[str, Any], *, store: Store | None, ai: AIRunner, config: TableConfig | None = None,
                on_end: Callable[[Table], None] | None = None,
                on_change: Callable[[Table], None] | None = None) -> Table:
        """A table from its file's content (ValueError saying what is wrong)."""
        code = data.get("code")
        if not isinstance(code, str) or not is_code(code):
            raise ValueError("'code' is not a table code")
        name = data.get("name")
        if not isinstance(name, str):
            raise ValueError("'name' must be text")
        try:
            rules = Rules.from_dict(data.get("rules"), require_all=False)
        except MurlanError as e:
            raise ValueError(str(e)) from None
        level, clock = data.get("level"), data.get("clock")
        if level not in LEVELS or not isinstance(level, str):
            raise ValueError("'level' is not a level")
        if clock not in (0, 30, 60) or not isinstance(clock, int) or isinstance(clock, bool):
            raise ValueError("'clock' must be 0, 30 or 60")
        table = cls(code, name, rules, level, clock, store=store, ai=ai, config=config, on_end=on_end,
                    on_change=on_change)
        host = data.get("host_hash")
        if host is not None and not _is_hash(host):
            raise ValueError("'host_hash' is not a SHA-256")
        table.host_hash = host
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != 4:
            raise ValueError("'seats' must be a list of four")
        for i, s in enumerate(seats):
            if s is None:
                continue
            if not isinstance(s, dict) or s.get("kind") not in ("person", "computer"):
                raise ValueError(f"seats[{i}] is not a seat")
            sname = s.get("name")
            if not isinstance(sname, str) or not clean_name(sname):
                raise ValueError(f"seats[{i}]: 'name' must be text")
            th = s.get("token_hash")
            if s["kind"] == "person" and not _is_hash(th):
                raise ValueError(f"seats[{i}]: a person's seat needs its token's SHA-256")
            slevel = s.get("level")
            if s["kind"] == "computer" and slevel not in LEVELS:
                raise ValueError(f"seats[{i}]: a computer seat needs a level")
            table.seats[i] = SeatState(name=clean_name(sname), kind=s["kind"],
                                       level=slevel if isinstance(slevel, str) else None,
                                       token_hash=th if isinstance(th, str) else None,
                                       stand_in=bool(s.get("stand_in")) and s["kind"] == "person")
        table.started = data.get("started") is True
        created = data.get("created")
        if isinstance(created, int | float) and not isinstance(created, bool):
            table.created = float(created)
        record = data.get("match")
        if table.started:
            if record is None or any(s is None for s in table.seats):
                raise ValueError("a started table needs its match and four seats")
            try:
                table.match = from_record(record)
            except MurlanError as e:
                raise ValueError(f"its match cannot be read: {e}") from None
        return table


def grace_left(s: SeatState) -> float | None:
    """The seconds left of a dropped person's grace period (None: not in one)."""
    if s.grace_until is None or s.peer is not None:
        return None
    return round(max(0.0, s.grace_until - time.monotonic()), 1)


def _is_hash(v: Any) -> bool:
    return isinstance(v, str) and len(v) == 64 and all(c in "0123456789abcdef" for c in v)
