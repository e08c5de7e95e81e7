"""The rules variants in words: one entry per rules option of the engine, for every place that shows them.

The New match dialog builds its switches from :func:`variants`, Game > Match
details and the table's info board name the variants a match plays with from
:func:`chosen_variants`. A new option of :class:`~murlan_qt.engine.Rules` needs
its entry here (and its translation); nothing else in the interface names it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import Rules

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Variant:
    """One rules option, in the words of each place that shows it (in the current language)."""

    #: the field of :class:`~murlan_qt.engine.Rules`
    option: str
    #: the switch in the New match dialog, with its keyboard mnemonic
    name: str
    #: one line under the switch: what changes
    explanation: str
    #: the option inside a sentence (Game > Match details)
    phrase: str
    #: the few words on the table's info board
    short: str

    def is_on(self, rules: Rules) -> bool:
        return bool(getattr(rules, self.option))


def variants() -> tuple[Variant, ...]:
    """Every rules option of the engine, in the engine's order (KeyError if one has no entry here)."""
    entries = {
        "pass_locks_trick": Variant(
            "pass_locks_trick",
            translate("NewMatchDialog", "A &pass sits the player out until the trick ends"),
            translate("NewMatchDialog", "Without it, a player who passed may play again when their turn comes back."),
            translate("MatchDetails", "a pass sits the player out until the trick ends"),
            translate("TableScene", "Pass locks the trick"),
        ),
        "scale_step_one": Variant(
            "scale_step_one",
            translate("NewMatchDialog", "A scale is beaten only by the scale &one step higher"),
            translate("NewMatchDialog", "3-4-5-6-7 is then beaten only by 4-5-6-7-8 (or a bomb), not by any higher "
                                "scale of five."),
            translate("MatchDetails", "a scale is beaten only by the scale one step higher"),
            translate("TableScene", "Scales step by one"),
        ),
        "teams": Variant(
            "teams",
            translate("NewMatchDialog", "Pa&rtners (2 against 2)"),
            translate("NewMatchDialog", "You and the player across the table are a team against the other two; "
                                "your points are added, and the first team to 41 wins. No swap when first and "
                                "last are partners."),
            translate("MatchDetails", "partners, 2 against 2 (seats across the table are a team)"),
            translate("TableScene", "Partners"),
        ),
    }
    missing = [n for n in Rules.option_names() if n not in entries]
    if missing:  # a new engine option must be described here before it can be offered
        raise KeyError(f"no text for the rules option(s) {', '.join(missing)}")
    return tuple(entries[n] for n in Rules.option_names())


def chosen_variants(rules: Rules) -> tuple[Variant, ...]:
    """The variants ``rules`` plays with, in the engine's order."""
    return tuple(v for v in variants() if v.is_on(rules))



def variants_title() -> str:
    """The heading over the switches in the New match dialog."""
    if len(Rules.option_names()) == 2:
        return translate("NewMatchDialog", "Rules variants (both off in the standard rules)")
    return translate("NewMatchDialog", "Rules variants (all off in the standard rules)")
