"""Game > Match details: what the table does not show (the seed) and the match's rules and players."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import MatchState
from ..texts import level_name, shown_name

translate = QCoreApplication.translate


def match_details_text(match: MatchState) -> str:
    """The seed, the rules variants and the players of ``match``, as plain text."""
    variants = []
    if match.rules.pass_locks_trick:
        variants.append(translate("MatchDetails", "a pass sits the player out until the trick ends"))
    if match.rules.scale_step_one:
        variants.append(translate("MatchDetails", "a scale is beaten only by the scale one step higher"))
    lines = [
        translate("MatchDetails", "Seed: {seed} (the same seed deals the same cards)").format(seed=match.seed),
        translate("MatchDetails", "Rules: {rules}").format(
            rules="; ".join(variants) if variants else translate("MatchDetails", "standard")),
        translate("MatchDetails", "Hand {n}, target {target}").format(n=len(match.hands), target=match.target),
        "",
    ]
    for p in match.players:
        level = level_name(p.level) if p.kind == "ai" else translate("MatchDetails", "human")
        lines.append(f"{shown_name(p)}: {level}")
    return "\n".join(lines)
