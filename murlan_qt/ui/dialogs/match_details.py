"""Game > Match details: what the table does not show (the seed) and the match's rules and players."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import MatchState
from ..texts import level_name, shown_name
from ..variants import chosen_variants

translate = QCoreApplication.translate


def match_details_text(match: MatchState) -> str:
    """The seed, the rules variants and the players of ``match``, as plain text."""
    variants = [v.phrase for v in chosen_variants(match.rules)]
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
