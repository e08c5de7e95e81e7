"""Computer players: each sees only an :class:`~murlan_qt.engine.Observation`."""

from __future__ import annotations

import hashlib

from .base import AIPlayer, CancelToken, DecisionCancelled
from .basic import GreedyPlayer, RandomPlayer
from .driver import take_turn
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .normal import NormalPlayer
from .search import HardPlayer

#: level name -> player class; the AI levels register here
LEVELS: dict[str, type[AIPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
}


def make_player(level: str, seed: int = 0) -> AIPlayer:
    """A player of ``level`` (ValueError naming the known levels otherwise)."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from None
    return cls(seed)


def player_seed(match_seed: int, seat: int) -> int:
    """The seed of the AI at ``seat``: from the match seed and the seat only.

    A one-way hash, so no player can recover the match seed (and the deals).
    """
    digest = hashlib.sha256(f"murlan-ai:{match_seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


__all__ = [
    "AIPlayer", "CancelToken", "DecisionCancelled", "EasyPlayer", "ExpertPlayer", "HardPlayer", "GreedyPlayer", "LEVELS", "NormalPlayer", "RandomPlayer",
    "make_player", "player_seed", "take_turn",
]
