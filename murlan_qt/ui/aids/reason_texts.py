"""A play's reason (:class:`~murlan_qt.ai.reasons.Reason`) as one sentence in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...ai.reasons import Reason
from ...engine import Combination
from ..texts import describe_combo

translate = QCoreApplication.translate


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """The sentence for ``reason``; ``names``: the players' names by seat. Plain text, never markup."""
    p = reason.params

    def play(key: str) -> str:
        value = p.get(key)
        # inside a sentence: without the bomb's exclamation mark
        return describe_combo(value).rstrip("!") if isinstance(value, Combination) else ""

    seat = p.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    texts = {
        "out": lambda: translate("Reason", "{play}: your last cards, and you go out.").format(play=play("play")),
        "cannot_beat": lambda: translate("Reason", "Pass: nothing in your hand beats {top}.").format(top=play("top")),
        "stop": lambda: (
            translate("Reason", "{name} has one card left: stop them with {play}.") if p.get("left") == 1
            else translate("Reason", "{name} has two cards left: stop them with {play}.")
        ).format(name=name, play=play("play")),
        "breaks": lambda: translate("Reason", "Playing {play} breaks up {group} in your hand, but every other play does worse here.").format(
            play=play("play"), group=play("group")),
        "keeps_scale": lambda: translate("Reason", "Playing {play} keeps your {length}-card scale for later.").format(
            play=play("play"), length=p.get("length")),
        "lowest_single": lambda: translate("Reason", "Playing {play}: your lowest card goes, and your groups stay whole.").format(
            play=play("play")),
        "whole_group": lambda: translate("Reason", "Playing {play} breaks nothing in your hand.").format(play=play("play")),
        "give_lone": lambda: translate("Reason", "Giving back {play} costs your hand nothing: it is in none of your groups.").format(
            play=play("play")),
        "give_breaks": lambda: translate("Reason", "Giving back {play} costs your hand least: only {group} is broken.").format(
            play=play("play"), group=play("group")),
        "pass_keeps": lambda: translate("Reason", "Pass: beating {top} would break up your hand or spend a strong card.").format(
            top=play("top")),
    }
    make = texts.get(reason.code)
    text = make() if make is not None else ""
    return text[:1].upper() + text[1:]  # a sentence may start with the play
