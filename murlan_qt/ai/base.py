"""The one interface of every computer player, used by the table, the tools and the tests.

A player is built once per seat with an integer seed and answers two
questions about an :class:`~murlan_qt.engine.Observation` of its seat:
:meth:`AIPlayer.choose_play` (a legal combination, or ``None`` to pass) and
:meth:`AIPlayer.choose_swap`. It is asked through :mod:`~murlan_qt.ai.driver`.

Each decision draws its randomness from a generator derived from the seed and
public facts of the moment (hand index, number of actions, phase:
:meth:`AIPlayer.rng_for`, or the cheaper :func:`decision_bits`), never from a
shared stream, so a resumed match replays the same decisions and an
observation that differs only in hidden cards gives the same choice.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod

from ..engine import Card, Combination, Observation

_MASK64 = (1 << 64) - 1
#: the give-back cost of a card of a bomb: above any other group's
_BREAKS_A_BOMB = 9


def decision_bits(seed: int, seat: int, hand_index: int, n_actions: int) -> int:
    """64 well-mixed bits from a player's seed and a public moment (a splitmix64 finalizer).

    A cheap stand-in for a generator seeded per decision, for players that
    need only a number or two.
    """
    z = (
        seed * 0x9E3779B97F4A7C15 + seat * 0xC2B2AE3D27D4EB4F + hand_index * 0x165667B19E3779F9
        + n_actions * 0x27D4EB2F165667C5
    ) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class DecisionCancelled(Exception):
    """Raised inside a decision when its :class:`CancelToken` was set."""


class CancelToken:
    """Set from any thread to stop a decision in progress."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def is_cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        """Raise :class:`DecisionCancelled` if cancelled (call in search loops)."""
        if self._event.is_set():
            raise DecisionCancelled()


class AIPlayer(ABC):
    """A computer player of some level."""

    #: the level name used in match records and on the command line
    level: str = ""
    #: the name its randomness is seeded by when not its level (a variant playing as another level)
    seeded_as: str = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def rng_for(self, obs: Observation, salt: str = "") -> random.Random:
        """A generator that depends only on the seed and public facts of ``obs``."""
        return random.Random(
            f"{self.seeded_as or self.level}:{self.seed}:{obs.seat}:{obs.hand_index}:{obs.phase}:{len(obs.actions)}:{salt}"
        )

    @abstractmethod
    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        """The play to make (a legal combination), or ``None`` to pass.

        Must return within ``time_limit`` seconds; checks ``cancel`` while it
        thinks and raises :class:`DecisionCancelled` when it is set.
        """

    def choose_swap(self, obs: Observation) -> Card:
        """The card to give in the swap: one of ``obs.swap_options``.

        The last player's options are all of his highest rank (any will do);
        the first player keeps his most useful cards and gives the rest.
        """
        options = list(obs.swap_options)
        if not options:
            raise ValueError("this seat has no swap choice to make")
        if obs.swap is not None and obs.seat == obs.swap.first:
            return self.choose_give_back(obs.hand, options)
        return options[0]

    def choose_give_back(self, hand: tuple[Card, ...], options: list[Card]) -> Card:
        """The first player's give-back: one of ``options`` (3..10 of ``hand``).

        The one hook a level overrides to choose its swap card differently.
        """
        return choose_card_to_give(hand, options)


def choose_card_to_give(hand: tuple[Card, ...], options: list[Card]) -> Card:
    """A sensible card to give back: a lone low card that breaks nothing."""
    counts: dict[int, int] = {}
    for c in hand:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    ranks = {c.rank for c in hand}

    def cost(c: Card) -> tuple[int, int, int]:
        r = c.rank
        in_run = sum(1 for d in (-2, -1, 1, 2) if r + d in ranks)
        return (counts[r] if counts[r] < 4 else _BREAKS_A_BOMB, in_run, r)

    return min(options, key=lambda c: (cost(c), int(c)))
