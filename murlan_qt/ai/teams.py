"""The partners game for the computer players: a team-blind stand-in, to measure what playing for the team is worth.

Every level plays for its team by itself (the rules in its observation say
``teams``: :func:`~murlan_qt.ai.normal.normal_choice` treats the seat opposite
as a partner, the search levels score playouts by team points). A
:class:`TeamBlindPlayer` is the same level shown the same observation with the
``teams`` rule taken out: it plays as if every other seat were an opponent
and counts only its own points. The arena sets one against the other
(``murlan-arena --teams --test hard --vs hard-blind``).
"""

from __future__ import annotations

from dataclasses import fields, replace
from functools import cache

from ..engine import Card, Combination, Observation
from .base import AIPlayer, CancelToken

#: a level name with this ending is the team-blind form of the level
BLIND_SUFFIX = "-blind"


@cache
def _field_names() -> frozenset[str]:
    return frozenset(f.name for f in fields(Observation))


def team_blind(obs: Observation) -> Observation:
    """``obs`` as a player that does not know about teams sees it (``obs`` itself outside the partners game)."""
    if not obs.rules.teams:
        return obs
    rules = replace(obs.rules, teams=False)
    data = {k: v for k, v in obs.__dict__.items() if k in _field_names()}
    data["rules"] = rules
    data["situation"] = obs.situation._replace(rules=rules)
    blind = object.__new__(Observation)
    blind.__dict__.update(data)
    return blind


class TeamBlindPlayer(AIPlayer):
    """A level playing a partners match as if it were every player for himself."""

    def __init__(self, inner: AIPlayer) -> None:
        super().__init__(inner.seed)
        self.inner = inner
        self.level = inner.level + BLIND_SUFFIX

    def choose_play(
        self, obs: Observation, time_limit: float = 1.0, cancel: CancelToken | None = None
    ) -> Combination | None:
        return self.inner.choose_play(team_blind(obs), time_limit, cancel)

    def choose_swap(self, obs: Observation) -> Card:
        return self.inner.choose_swap(team_blind(obs))
