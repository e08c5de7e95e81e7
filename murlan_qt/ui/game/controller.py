"""The game controller: owns the match and the computer players, runs the turns.

Computer players are asked through the table's slot of the AI service
(:class:`~murlan_qt.ui.game.ai_service.AIService`): in their own process, or on a
thread for the tutorial's scripted players and whenever the process cannot answer.
Each request is tagged with the
match generation, hand index, action count and phase, and a result whose tag
is no longer current is ignored. The human's actions go through the engine's
checked calls, and a refusal's reason is passed on as :attr:`play_refused`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai import LEVELS, AIPlayer, default_level, make_player, player_seed
from ...ai.driver import apply_move, decide
from ...engine import (
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Action,
    Card,
    Combination,
    IllegalPlayError,
    MatchState,
    Observation,
)
from ...engine.combos import lowest_play
from ..settings import PAUSE_MS, SPEEDS, Settings
from ..table.source import TableSource
from ..texts import refusal_text, shown_name
from .ai_service import AIService, Decision, Failure
from .match_config import DEFAULT_NAMES as DEFAULT_NAMES  # the match set-up, still importable from here
from .match_config import MatchConfig as MatchConfig


class GameController(TableSource):
    """Runs a match: asks computer players off the GUI thread, checks the human's moves.

    The local game's table source: the signals the table reads are :class:`TableSource`'s.
    """

    match_changed = Signal()  # after every change of the match: the hook for autosave
    ai_failed = Signal(int, str)  # seat, what went wrong (a fallback play was made)

    def __init__(
        self,
        *,
        speed: str = "normal",
        human_seat: int | None = 0,
        ai_time_limit: float = 1.0,
        auto_next_hand: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.players: dict[int, AIPlayer] = {}
        self.human_seat = human_seat
        self.ai_time_limit = ai_time_limit
        self.auto_next_hand = auto_next_hand
        self._speed = speed if speed in SPEEDS else "normal"
        self._generation = 0
        self._pending: tuple[int, tuple] | None = None  # the decision asked: its request id, its tag
        self._awaiting_human = False
        self._advance_wanted = False
        self._pending_pause = 0
        self._is_animating: Callable[[], bool] = lambda: False
        self._shut_down = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        #: the one way the table and its aids ask the AI (the hint holds a slot of its own)
        self.ai = AIService(self)
        #: the computer players' process (started by :meth:`start_ai_process` or the first decision)
        self.ai_process = self.ai.process
        self._ai = self.ai.client("table")
        self._ai.decided.connect(self._on_decision)
        self._ai.failed.connect(self._on_failure)
        #: asked before the human's play (cards) or pass (None) reaches the engine; a text refuses it
        self.action_check: Callable[[list[Card] | None], str | None] | None = None

    # ------------------------------------------------------------ setup

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        if speed in SPEEDS:
            self._speed = speed

    #: the computer players' pause after each play: a key of PAUSE_MS, or "" to follow the speed
    pace: str = ""

    def follow_settings(self, settings: Settings) -> None:
        """Take the animation speed and the computer players' pace from ``settings`` whenever they change."""

        def pace() -> None:
            self.pace = settings.computer_pace

        settings.subscribe(("animation_speed",), lambda: self.set_speed(settings.animation_speed), self)
        settings.subscribe(("computer_pace",), pace, self)

    def _pause_ms(self) -> int:
        return PAUSE_MS.get(self.pace or self._speed, 0)

    def set_animation_check(self, is_animating: Callable[[], bool]) -> None:
        """How to tell whether cards are flying (the next step waits for them)."""
        self._is_animating = is_animating

    def notify_animations_finished(self) -> None:
        """Connect to the animator's "animations finished" signal."""
        self._start_advance_timer()

    def is_human(self, seat: int) -> bool:
        return seat == self.human_seat

    def player_name(self, seat: int) -> str:
        if self.match is None:
            return ""
        return shown_name(self.match.players[seat])

    # ------------------------------------------------------------ starting

    def new_match(self, config: MatchConfig, human_name: str = "You") -> None:
        """Start a new match (cancelling anything in progress)."""
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 2**31)
        match = MatchState(seed, config.rules, config.players(human_name))
        self.continue_match(match)

    def continue_match(self, match: MatchState, players: dict[int, AIPlayer] | None = None) -> None:
        """Take over ``match`` as it stands (a new one, or one resumed from a save).

        ``players``: computer players to seat instead of the ones the match's levels name
        (the tutorial's scripted players)."""
        self._cancel_pending()
        self._generation += 1
        self.match = match
        self.players = {}
        for seat, p in enumerate(match.players):
            if seat == self.human_seat:
                continue
            level = p.level if p.level in LEVELS else default_level()
            self.players[seat] = make_player(level, player_seed(match.seed, seat))
        self.players.update(players or {})
        self._awaiting_human = False
        self.match_started.emit()
        if match.hands and match.hand.is_over:
            match.score_if_over()
        if match.needs_new_hand:
            self.match_changed.emit()
            self.start_next_hand()
            return
        self._announce_hand()
        self.match_changed.emit()
        if match.hand.is_over:
            self.score_if_needed()
            return
        self._schedule_advance(0)

    def close_match(self) -> None:
        """Put the match away and leave the table empty (the tutorial's end, with no match to go back to)."""
        self._timer.stop()
        self._cancel_pending()
        self._generation += 1
        self.match = None
        self.players = {}
        self._awaiting_human = False
        self.match_started.emit()

    def start_next_hand(self) -> None:
        """Deal the next hand of the match (after the hand summary)."""
        match = self.match
        if match is None or not match.needs_new_hand:
            return
        match.start_next_hand()
        self._awaiting_human = False
        self._announce_hand()
        self.match_changed.emit()
        self._schedule_advance(0)

    def _announce_hand(self) -> None:
        """Tell the table a hand is on (and that the jokers were shown, before anyone plays)."""
        assert self.match is not None
        hand = self.match.hand
        self.hand_started.emit(len(self.match.hands) - 1)
        if hand.swap is not None and hand.swap.jokers_shown and not hand.actions:
            self.jokers_shown.emit(hand.swap.last, hand.swap.first)

    def score_if_needed(self) -> None:
        """Announce a finished hand (and match) that has not been announced yet."""
        match = self.match
        if match is None or not match.results or not match.hand.is_over:
            return
        self.hand_finished.emit(match.results[-1])
        if match.result is not None:
            self.match_finished.emit(match.result)
        elif self.auto_next_hand:
            QTimer.singleShot(0, self.start_next_hand)

    def start_ai_process(self) -> None:
        """Start the computer players' process in the background (after the first paint); not once the
        controller is shut down (the first paint's timer can fire after a quick quit)."""
        if not self._shut_down:
            self.ai.start()

    def shutdown(self) -> None:
        """Stop thinking (on quit): cancel, end the computer players' process, wait a moment for the thread."""
        self._shut_down = True
        self._timer.stop()
        self._cancel_pending()
        self.ai.shutdown()

    # ------------------------------------------------------------ queries for the table

    @property
    def is_awaiting_human(self) -> bool:
        """Whether the game waits for the human to play or pass."""
        return self._awaiting_human

    @property
    def is_read_only(self) -> bool:
        """The local game is never read-only: a move out of turn is refused with its reason."""
        return False

    # ------------------------------------------------------------ the human's moves

    def human_play(self, cards: Sequence[int]) -> bool:
        """Play ``cards`` for the human; False (and :attr:`play_refused`) if refused."""
        m = self.match
        if m is None or self.human_seat is None:
            return False
        if not cards:
            self.play_refused.emit(self.tr("Select the cards you want to play first."))
            return False
        if not self.can_human_play():
            self.play_refused.emit(self._not_your_turn())
            return False
        if self._refused_by_check([Card(c) for c in cards]):
            return False
        try:
            m.play(self.human_seat, list(cards))
        except IllegalPlayError as exc:
            self.play_refused.emit(refusal_text(exc))
            return False
        self._awaiting_human = False
        self._after_action(self.human_seat, was_ai=False)
        return True

    def human_pass(self) -> bool:
        m = self.match
        if m is None or self.human_seat is None:
            return False
        if not self.can_human_play():
            self.play_refused.emit(self._not_your_turn())
            return False
        if self._refused_by_check(None):
            return False
        try:
            m.pass_turn(self.human_seat)
        except IllegalPlayError as exc:
            self.play_refused.emit(refusal_text(exc))
            return False
        self._awaiting_human = False
        self._after_action(self.human_seat, was_ai=False)
        return True

    def human_give(self, given: int) -> bool:
        """The human's swap card (as last or first player)."""
        m = self.match
        if m is None or self.human_seat is None or m.hand.turn != self.human_seat:
            return False
        phase = m.hand.phase
        try:
            if phase == PHASE_SWAP_LAST:
                m.give_by_last(given)
            elif phase == PHASE_SWAP_FIRST:
                m.give_by_first(given)
            else:
                return False
        except IllegalPlayError as exc:
            self.play_refused.emit(refusal_text(exc))
            return False
        self._awaiting_human = False
        self._after_swap(phase, Card(given))
        return True

    def _refused_by_check(self, cards: list[Card] | None) -> bool:
        refusal = self.action_check(cards) if self.action_check is not None else None
        if refusal:
            self.play_refused.emit(refusal)
        return bool(refusal)

    def _not_your_turn(self) -> str:
        m = self.match
        if m is not None and m.hand.is_over:
            return self.tr("The hand is over.")
        if m is not None and m.hand.phase != PHASE_PLAY:
            return self.tr("Wait: the swap is not finished.")
        return self.tr("Wait for your turn.")

    # ------------------------------------------------------------ the turn loop

    def _schedule_advance(self, pause_ms: int) -> None:
        self._advance_wanted = True
        self._pending_pause = max(self._pending_pause, pause_ms)
        self._start_advance_timer()

    def _start_advance_timer(self) -> None:
        if not self._advance_wanted or self._is_animating():
            return
        self._advance_wanted = False
        pause, self._pending_pause = self._pending_pause, 0
        self._timer.start(pause)

    def _advance(self) -> None:
        """Decide what happens next: wait for the human, or ask a computer player."""
        m = self.match
        if m is None or m.is_over or m.needs_new_hand or m.hand.is_over:
            return
        if self._is_animating():
            self._schedule_advance(0)
            return
        hand = m.hand
        seat = hand.turn
        if hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
            options = hand.swap_last_options() or hand.swap_first_options()
            if seat == self.human_seat:
                if hand.phase == PHASE_SWAP_LAST and len(options) == 1:
                    self.human_give(options[0])
                    return
                self._awaiting_human = True
                self.turn_changed.emit(seat)
                self.human_swap_requested.emit(hand.phase, list(options))
                return
            self.turn_changed.emit(seat)
            phase = hand.phase
            given = decide(self.players[seat], Observation.of(m, seat))
            apply_move(m, seat, given)
            self._after_swap(phase, Card(given))  # type: ignore[arg-type]
            return
        self.turn_changed.emit(seat)
        if seat == self.human_seat:
            self._awaiting_human = True
            self.human_turn_started.emit()
            return
        self._request_decision(seat)

    def _request_decision(self, seat: int) -> None:
        m = self.match
        assert m is not None
        if self._pending is not None and self._pending[1] == self._tag():
            return  # already thinking about this very position
        self._cancel_pending()
        tag = self._tag()
        self.ai_thinking_started.emit(seat)
        rid = self._ai.ask_decision(m, seat, self.players[seat], self.ai_time_limit)
        self._pending = (rid, tag)

    def _on_decision(self, answer: Decision) -> None:
        if self._pending is not None and self._pending[0] == answer.request:
            self._on_decided(self._pending[1], answer.play, None)

    def _on_failure(self, answer: Failure) -> None:
        if self._pending is not None and self._pending[0] == answer.request:
            self._on_decided(self._pending[1], None, answer.why)

    def _tag(self) -> tuple:
        m = self.match
        assert m is not None
        return (self._generation, len(m.hands) - 1, len(m.hand.actions), m.hand.phase, m.hand.turn)

    def _cancel_pending(self) -> None:
        self._ai.cancel()
        self._pending = None

    def _on_decided(self, tag: tuple, combo: Combination | None, error: str | None) -> None:
        m = self.match
        if m is None or self._pending is None or self._pending[1] != tag or tag != self._tag():
            return  # a stale answer: the match moved on
        self._pending = None
        seat = m.hand.turn
        self.ai_thinking_finished.emit(seat)
        hand = m.hand
        try:
            if error is not None:
                raise IllegalPlayError(error)
            apply_move(m, seat, combo)
        except (IllegalPlayError, TypeError) as exc:
            self.ai_failed.emit(seat, str(exc))
            plays = hand.legal_plays()
            if hand.can_pass() or not plays:
                m.pass_turn(seat)
            else:
                m.play(seat, hand.cards_for(lowest_play(plays)))
        self._after_action(seat, was_ai=True)

    def _after_action(self, seat: int, was_ai: bool) -> None:
        m = self.match
        assert m is not None
        hand = m.hand
        action: Action = hand.actions[-1]
        self.action_applied.emit(action)
        if action.cards is not None and seat in hand.finish:
            self.player_went_out.emit(seat, hand.finish.index(seat))
        if hand.trick_start == len(hand.actions) and not hand.is_over:
            # the table was just cleared: the engine says who won the trick
            winner = hand.last_trick_winner
            assert winner is not None
            self.trick_won.emit(winner)
        self.match_changed.emit()
        if hand.is_over:
            self.score_if_needed()
            return
        self._schedule_advance(self._pause_ms() if was_ai else 0)

    def _after_swap(self, phase: str, given: Card) -> None:
        m = self.match
        assert m is not None
        swap = m.hand.swap
        assert swap is not None
        if phase == PHASE_SWAP_LAST:
            self.swap_applied.emit(swap.last, swap.first, given)
        else:
            self.swap_applied.emit(swap.first, swap.last, given)
        self.match_changed.emit()
        self._schedule_advance(self._pause_ms())
