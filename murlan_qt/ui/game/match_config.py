"""What a match is set up with: the player's name, the opponents' levels and names, a seed, the rules."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ai import default_level
from ...engine import DEFAULT_PLAYERS, DEFAULT_RULES, Player, Rules
from ...engine.names import distinct_names

#: the computer players' names: the engine's default players' (one list for both)
DEFAULT_NAMES: tuple[str, str, str] = (DEFAULT_PLAYERS[1].name, DEFAULT_PLAYERS[2].name, DEFAULT_PLAYERS[3].name)


@dataclass
class MatchConfig:
    """What the "New match" dialog asks for."""

    player_name: str = ""
    levels: tuple[str, str, str] = field(default_factory=lambda: (default_level(),) * 3)  # type: ignore[assignment]
    seed: int | None = None
    names: tuple[str, str, str] = DEFAULT_NAMES
    #: the rules options of the match, passed to the engine as they are
    rules: Rules = DEFAULT_RULES

    def players(self, human_name: str) -> tuple[Player, ...]:
        """The four players; a computer player named like the player (or like another) is numbered."""
        names = distinct_names([self.player_name.strip() or human_name, *self.names])
        return (Player(names[0], "human"),
                *(Player(n, "ai", lv) for n, lv in zip(names[1:], self.levels, strict=True)))
