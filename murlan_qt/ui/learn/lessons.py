"""The tutorial's lessons, read from ``lessons.json``: fixed deals, scripted moves and steps.

The lessons are data, not code: each names a position (every one of the 54
cards is in a hand or among the cards already played), the computer players'
scripted moves, and the steps the player is walked through. This module only
reads and checks that data and builds the position as an engine match; it
imports no Qt, so the lesson data can be checked by plain tests.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ...ai import AIPlayer, CancelToken, make_player
from ...engine import (
    DECK,
    PHASE_PLAY,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Card,
    Combination,
    HandResult,
    HandState,
    IllegalPlayError,
    MatchState,
    MurlanError,
    Observation,
    Player,
    Rules,
    beats,
    classify,
    parse_cards,
)

HUMAN = 0
#: what a step waits for: the Next button, a play, a pass, or the swap card
WAITS = ("next", "play", "pass", "give")
#: when a "next" step is shown: at once, when the player is on turn, when the hand is over
WHENS = ("now", "my_turn", "hand_over")
#: what a step may point at besides cards
AREAS = ("hand", "trick", "scores", "play_button", "pass_button", "seat:1", "seat:2", "seat:3")
#: the computer players' level where a lesson has no script
FALLBACK_LEVEL = "easy"


class LessonError(MurlanError):
    """The lesson data is malformed or inconsistent."""


Play = tuple[Card, ...] | None  # None: a pass


@dataclass(frozen=True)
class Step:
    """One instruction: text to show, what it points at, and what it waits for."""

    say: str
    wait: str = "next"
    when: str = "now"
    plays: tuple[tuple[Card, ...], ...] = ()
    wrong: tuple[tuple[Card, ...], ...] = ()
    hint: str = ""
    highlight: tuple[str, ...] = ()

    def is_expected(self, cards: Sequence[Card] | None) -> bool:
        """Whether a play (``None``: a pass) is what this step asks for."""
        if self.wait == "pass":
            return cards is None
        if self.wait == "play":
            return cards is not None and any(set(cards) == set(p) for p in self.plays)
        return False


@dataclass(frozen=True)
class Lesson:
    """A lesson: a position, the scripted computer moves and the steps."""

    id: str
    title: str
    hands: tuple[tuple[Card, ...], ...]
    played: tuple[Card, ...]
    steps: tuple[Step, ...]
    turn: int = HUMAN
    opening: bool = False
    dealer: int = 3
    previous_finish: tuple[int, ...] | None = None
    rules: Rules = field(default_factory=Rules)
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    target: int = 21
    script: dict[int, tuple[Play, ...]] = field(default_factory=dict)
    goal: dict[str, int] = field(default_factory=dict)

    def new_match(self, players: Sequence[Player]) -> MatchState:
        """The lesson's position as a match of the engine."""
        match = MatchState(0, self.rules, players, start=False)
        if self.previous_finish is not None:
            # the hand before, as finished (only its result counts): this one is the match's second hand
            last = self.previous_finish[-1]
            before = HandState.from_position([DECK if s == last else () for s in range(4)], turn=-1, top=None,
                                             top_seat=-1, passed=0, finish=self.previous_finish[:3],
                                             rules=self.rules)
            match.hands.append(before)
            points = [0, 0, 0, 0]
            for place, seat in enumerate(self.previous_finish):
                points[seat] = 3 - place
            match.results.append(HandResult(tuple(self.previous_finish), tuple(points), tuple(self.totals),
                                            self.target))
            hand = HandState(self.hands, self.dealer, self.rules, self.previous_finish)
        else:
            hand = HandState.from_position(self.hands, turn=self.turn, top=None, top_seat=-1, passed=0,
                                           finish=(), opening=self.opening, rules=self.rules)
        match.hands.append(hand)
        match.totals = list(self.totals)
        match.target = self.target
        return match

    def goal_problems(self, match: MatchState) -> list[str]:
        """What of the lesson's goal the match has not reached (empty: reached)."""
        out = []
        hand = match.hand
        if "target" in self.goal and match.target != self.goal["target"]:
            out.append(f"the target is {match.target}, not {self.goal['target']}")
        if "human_place" in self.goal:
            place = hand.finish.index(HUMAN) if HUMAN in hand.finish else -1
            if place != self.goal["human_place"]:
                out.append(f"the player finished in place {place}, not {self.goal['human_place']}")
        if self.goal.get("hand_over") and not hand.is_over:
            out.append("the hand is not over")
        if self.goal.get("swap_done") and (hand.swap is None or not hand.swap.is_complete):
            out.append("the swap is not done")
        if "first_out" in self.goal and list(hand.finish[:1]) != [self.goal["first_out"]]:
            out.append(f"seat {self.goal['first_out']} did not go out first")
        return out


class ScriptedPlayer(AIPlayer):
    """A computer player that makes its lesson's scripted moves, then plays as the fallback level.

    The n-th move of the seat in the hand is the n-th scripted move; one that is
    not legal in the position (it cannot be, when the lesson is followed) is
    left to the fallback player.
    """

    level = FALLBACK_LEVEL

    def __init__(self, moves: Sequence[Play], fallback: AIPlayer) -> None:
        super().__init__(fallback.seed)
        self.moves = tuple(moves)
        self.fallback = fallback

    def scripted_move(self, obs: Observation) -> tuple[bool, Combination | None]:
        """(True, play or None for a pass) when the script has a legal move here."""
        n = sum(1 for a in obs.actions if a.seat == obs.seat)
        if n >= len(self.moves):
            return False, None
        move = self.moves[n]
        if move is None:
            return (obs.top is not None), None
        combo = classify(move)
        held = set(obs.hand)
        if combo is None or not set(move) <= held or not beats(combo, obs.top, obs.rules):
            return False, None
        return True, combo

    def choose_play(self, obs: Observation, time_limit: float = 1.0,
                    cancel: CancelToken | None = None) -> Combination | None:
        found, combo = self.scripted_move(obs)
        if found:
            return combo
        return self.fallback.choose_play(obs, time_limit, cancel)

    def choose_swap(self, obs: Observation) -> Card:
        return self.fallback.choose_swap(obs)


def scripted_players(lesson: Lesson) -> dict[int, AIPlayer]:
    """The computer players of a lesson (seats 1 to 3)."""
    return {s: ScriptedPlayer(lesson.script.get(s, ()), make_player(FALLBACK_LEVEL, 1000 + s)) for s in (1, 2, 3)}


# ---------------------------------------------------------------- reading


def _cards(text: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise LessonError(f"{where}: cards must be written as text like \"3S 3H\"")
    try:
        return tuple(parse_cards(text)) if text.strip() else ()
    except MurlanError as e:
        raise LessonError(f"{where}: {e}") from None


def _keys(data: Any, allowed: set[str], required: set[str], where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise LessonError(f"{where} must be an object")
    unknown = set(data) - allowed
    if unknown:
        raise LessonError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    missing = required - set(data)
    if missing:
        raise LessonError(f"{where}: missing field(s) {', '.join(sorted(missing))}")
    return data


def _step(data: Any, where: str) -> Step:
    d = _keys(data, {"say", "wait", "when", "plays", "wrong", "hint", "highlight"}, {"say"}, where)
    wait = d.get("wait", "next")
    when = d.get("when", "now")
    if wait not in WAITS:
        raise LessonError(f"{where}: wait must be one of {', '.join(WAITS)}")
    if when not in WHENS:
        raise LessonError(f"{where}: when must be one of {', '.join(WHENS)}")
    plays = tuple(_cards(p, f"{where} plays") for p in d.get("plays", []))
    if wait == "play" and not plays:
        raise LessonError(f"{where}: a play step names the plays it accepts")
    highlight = tuple(d.get("highlight", []))
    for h in highlight:
        if h not in AREAS:
            _cards(h, f"{where} highlight")
    return Step(str(d["say"]), wait, when, plays, tuple(_cards(p, f"{where} wrong") for p in d.get("wrong", [])),
                str(d.get("hint", "")), highlight)


def _lesson(data: Any, where: str) -> Lesson:
    d = _keys(data, {"id", "title", "hands", "played", "turn", "opening", "dealer", "previous_finish", "rules",
                     "totals", "target", "script", "goal", "steps"}, {"id", "title", "hands", "played", "steps"},
              where)
    where = f"lesson {d['id']!r}"
    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != 4:
        raise LessonError(f"{where}: hands must list the cards of the four seats")
    seat_cards = tuple(_cards(h, f"{where} seat {i}") for i, h in enumerate(hands))
    played = _cards(d["played"], f"{where} played")
    every = [c for h in seat_cards for c in h] + list(played)
    if len(every) != len(DECK) or set(every) != set(DECK):
        twice = sorted({str(c) for c in every if every.count(c) > 1})
        missing = sorted(str(c) for c in set(DECK) - set(every))
        raise LessonError(f"{where}: the deal must hold the 54 cards once each "
                          f"(twice: {' '.join(twice) or '-'}; missing: {' '.join(missing) or '-'})")
    try:
        rules = Rules.from_dict(d.get("rules", {}), require_all=False)
    except MurlanError as e:
        raise LessonError(f"{where}: {e}") from None
    script: dict[int, tuple[Play, ...]] = {}
    for seat, moves in _keys(d.get("script", {}), {"1", "2", "3"}, set(), f"{where} script").items():
        script[int(seat)] = tuple(None if m == "pass" else _cards(m, f"{where} script {seat}") for m in moves)
    totals = tuple(d.get("totals", (0, 0, 0, 0)))
    previous = d.get("previous_finish")
    lesson = Lesson(
        id=str(d["id"]), title=str(d["title"]), hands=seat_cards, played=played,
        steps=tuple(_step(s, f"{where} step {i + 1}") for i, s in enumerate(d["steps"])),
        turn=int(d.get("turn", HUMAN)), opening=bool(d.get("opening", False)), dealer=int(d.get("dealer", 3)),
        previous_finish=tuple(previous) if previous is not None else None, rules=rules,
        totals=totals,  # type: ignore[arg-type]
        target=int(d.get("target", 21)), script=script, goal=dict(d.get("goal", {})),
    )
    try:
        lesson.new_match([Player("You", "human")] + [Player(n, "ai", FALLBACK_LEVEL) for n in "ABC"])
    except (IllegalPlayError, ValueError) as e:
        raise LessonError(f"{where}: {e}") from None
    return lesson


def load_lessons(text: str | None = None) -> tuple[Lesson, ...]:
    """The lessons of ``text`` (default: the packaged ``lessons.json``); :class:`LessonError` if malformed."""
    if text is None:
        text = resources.files(__package__).joinpath("lessons.json").read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except ValueError as e:
        raise LessonError(f"the lessons are not valid JSON: {e}") from None
    d = _keys(data, {"format", "version", "lessons"}, {"format", "version", "lessons"}, "the lessons file")
    if d["format"] != "murlan-lessons" or d["version"] != 1:
        raise LessonError("the lessons file is not murlan-lessons version 1")
    lessons = tuple(_lesson(x, f"lesson {i + 1}") for i, x in enumerate(d["lessons"]))
    if len({les.id for les in lessons}) != len(lessons):
        raise LessonError("two lessons share an id")
    return lessons


# ---------------------------------------------------------------- following a lesson without a window


def is_shown(step: Step, match: MatchState) -> bool:
    """Whether ``step`` can be shown now (its moment has come)."""
    hand = match.hand
    my_turn = hand.turn == HUMAN and not hand.is_over
    if step.wait in ("play", "pass"):
        return my_turn and hand.phase == PHASE_PLAY
    if step.wait == "give":
        return my_turn and hand.phase == PHASE_SWAP_FIRST
    return {"now": True, "my_turn": my_turn, "hand_over": hand.is_over}[step.when]


def follow(lesson: Lesson, on_step: Callable[[int, MatchState], None] | None = None) -> MatchState:
    """Play ``lesson`` through the engine as its steps say (the player's part from the steps, the
    others' from the script and the fallback player); :class:`LessonError` when it cannot be followed.

    ``on_step(i, match)`` is called when step ``i`` is shown, before it is done.
    """
    players = [Player("You", "human")] + [Player(n, "ai", FALLBACK_LEVEL) for n in ("Arta", "Besnik", "Drita")]
    match = lesson.new_match(players)
    ais = scripted_players(lesson)
    for i, step in enumerate(lesson.steps):
        for _ in range(200):
            if is_shown(step, match):
                break
            hand = match.hand
            if hand.is_over:
                raise LessonError(f"lesson {lesson.id!r} step {i + 1}: the hand ended before the step came")
            seat = hand.turn
            if seat == HUMAN:
                raise LessonError(f"lesson {lesson.id!r} step {i + 1}: the player is on turn with nothing to do")
            obs = Observation.of(match, seat)
            if hand.phase == PHASE_SWAP_LAST:
                match.give_by_last(ais[seat].choose_swap(obs))
                continue
            if hand.phase == PHASE_SWAP_FIRST:
                match.give_by_first(ais[seat].choose_swap(obs))
                continue
            _play_ai(lesson, match, ais[seat], obs)
        else:
            raise LessonError(f"lesson {lesson.id!r} step {i + 1}: never shown")
        if on_step is not None:
            on_step(i, match)
        _do(lesson, i, step, match)
    problems = lesson.goal_problems(match)
    if problems:
        raise LessonError(f"lesson {lesson.id!r} does not reach its goal: {'; '.join(problems)}")
    return match


def _play_ai(lesson: Lesson, match: MatchState, player: AIPlayer, obs: Observation) -> None:
    hand = match.hand
    seat = obs.seat
    scripted = isinstance(player, ScriptedPlayer) and sum(1 for a in obs.actions if a.seat == seat) < len(
        player.moves)
    if scripted:
        assert isinstance(player, ScriptedPlayer)
        move = player.moves[sum(1 for a in obs.actions if a.seat == seat)]
        try:
            if move is None:
                match.pass_turn(seat)
                return
            cards = hand.cards_for(hand.check_play(seat, list(move)))
            if set(cards) != set(move):
                raise LessonError(f"lesson {lesson.id!r}: seat {seat}'s scripted {' '.join(map(str, move))} "
                                  f"would be shown as {' '.join(map(str, cards))}")
            match.play(seat, list(move))
        except IllegalPlayError as e:
            raise LessonError(f"lesson {lesson.id!r}: seat {seat}'s scripted move is illegal: {e}") from None
        return
    combo = player.choose_play(obs, 0.05)
    if combo is None:
        match.pass_turn(seat)
    else:
        match.play(seat, hand.cards_for(combo))


def _do(lesson: Lesson, i: int, step: Step, match: MatchState) -> None:
    """The player does what step ``i`` asks (after checking its wrong plays are refused)."""
    hand = match.hand
    where = f"lesson {lesson.id!r} step {i + 1}"
    for wrong in step.wrong:
        try:
            hand.check_play(HUMAN, list(wrong))
        except IllegalPlayError:
            continue
        raise LessonError(f"{where}: the wrong play {' '.join(map(str, wrong))} is legal")
    try:
        if step.wait == "play":
            match.play(HUMAN, list(step.plays[0]))
        elif step.wait == "pass":
            match.pass_turn(HUMAN)
        elif step.wait == "give":
            match.give_by_first(hand.swap_first_options()[0])
    except IllegalPlayError as e:
        raise LessonError(f"{where}: the step's own play is refused: {e}") from None
