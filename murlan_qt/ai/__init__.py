"""Computer players: each sees only an :class:`~murlan_qt.engine.Observation`.

Reading order: :mod:`.base` (the interface), :mod:`.driver` (how a move gets
made), :mod:`.normal` (the rule-based policy every level builds on, on a
:class:`~murlan_qt.engine.Situation`), :mod:`.search` (a ``hard`` decision,
step by step), :mod:`.expert` (what an ``expert`` decision does differently),
then the pieces: :mod:`.settings`, :mod:`.inference`, :mod:`.tree`,
:mod:`.hand_analysis`, :mod:`.easy`, :mod:`.basic`. What a play is worth and why:
:mod:`.judge` (the one judge the hint and the hand review ask, :mod:`.review`
the review's analysis of a hand) and :mod:`.advice` (its reasons, checked
against the position); :mod:`.evaluate` and :mod:`.reasons` (a search level's
evaluation and the hand-only sentences the tutorial uses). The process the
table's decisions run in: :mod:`.worker`.
"""

from __future__ import annotations

import math
import os
from dataclasses import replace

from ..engine.seeds import derive_seed
from .base import AIPlayer, CancelToken, DecisionCancelled
from .basic import GreedyPlayer, RandomPlayer
from .driver import Move, apply_move, decide, take_turn
from .easy import EasyPlayer
from .evaluate import Evaluation, PlayValue, evaluate
from .expert import ExpertPlayer, ExpertReadsPlayer
from .normal import NormalPlayer
from .reasons import Reason, reason
from .search import HardPlayer, HardReadsPlayer, SearchPlayer

#: level name -> player class; the AI levels register here
LEVELS: dict[str, type[AIPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
    # the search levels reading their opponents across the match's hands (for the arena)
    "hard-reads": HardReadsPlayer,
    "expert-reads": ExpertReadsPlayer,
}

#: the levels a player may choose at the table, weakest first (the others are for tests and tools)
PREFERRED_LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")


def available_levels() -> list[str]:
    """The AI levels a player may choose, weakest first."""
    preferred = [lv for lv in PREFERRED_LEVELS if lv in LEVELS]
    return preferred or list(LEVELS)


def default_level() -> str:
    """``normal`` once it is registered, else ``greedy``, else the first level."""
    for lv in ("normal", "greedy"):
        if lv in LEVELS:
            return lv
    return next(iter(LEVELS))


#: set (to anything but ``0``) for checks that must get the same moves on any machine under any load:
#: the search levels' decisions are then bounded by their work and the caller's time limit only, never
#: by their own clock stop (``budget``), which a busy machine reaches before the work is done
NO_CLOCK_ENV = "MURLAN_AI_NO_CLOCK"


def make_player(level: str, seed: int = 0) -> AIPlayer:
    """A player of ``level`` (ValueError naming the known levels otherwise)."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from None
    player = cls(seed)
    if isinstance(player, SearchPlayer) and os.environ.get(NO_CLOCK_ENV, "").strip() not in ("", "0"):
        player.settings = replace(player.settings, budget=math.inf)
    return player


def player_seed(match_seed: int, seat: int) -> int:
    """The seed of the AI at ``seat``: from the match seed and the seat only.

    A one-way hash, so no player can recover the match seed (and the deals).
    """
    return derive_seed("murlan-ai", match_seed, seat)


__all__ = [
    "AIPlayer", "CancelToken", "DecisionCancelled", "EasyPlayer", "ExpertPlayer", "ExpertReadsPlayer", "GreedyPlayer",
    "HardPlayer", "HardReadsPlayer",
    "Evaluation", "LEVELS", "Move", "NormalPlayer", "PREFERRED_LEVELS", "PlayValue", "RandomPlayer", "Reason",
    "apply_move", "available_levels", "decide", "default_level", "evaluate", "make_player", "player_seed", "reason",
    "take_turn",
]
