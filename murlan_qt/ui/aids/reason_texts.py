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
    if reason.code == "advice":
        return _advice_text(reason, name)
    if reason.code == "only":
        return translate("Reason", "The only legal play here.")
    make = texts.get(reason.code)
    text = make() if make is not None else ""
    return text[:1].upper() + text[1:]  # a sentence may start with the play


def _choice(value: object) -> str:
    """A play inside a sentence ("passing" for a pass), without the bomb's exclamation mark."""
    if isinstance(value, Combination):
        return describe_combo(value).rstrip("!")
    return translate("Reason", "passing")


def _advice_text(reason: Reason, name: str) -> str:
    """The judge's comparison of two plays, and the fact that decides it (:mod:`murlan_qt.ai.advice`)."""
    p = reason.params
    best, other = _choice(p.get("play")), _choice(p.get("other"))
    diff = p.get("diff")
    points = f"{(diff if isinstance(diff, int) else 0) / 100:.2f}"
    if p.get("equal"):
        text = translate("Reason", "{best} and {other} are about equal (within {points} points).").format(
            best=best, other=other, points=points)
        return text[:1].upper() + text[1:]
    head = translate("Reason", "{best} is about {points} points better than {other}.").format(
        best=best, other=other, points=points)
    factor = p.get("factor")
    fact = ""
    if factor == "out":
        fact = translate("Reason", "It is your last cards: you go out.")
    elif factor == "unbeatable":
        fact = translate("Reason", "Nothing the cards still out could make beats {best}.").format(best=best)
    elif factor == "breaks":
        group = p.get("group")
        fact = translate("Reason", "{other} would break up {group}; {best} keeps it whole.").format(
            other=other, best=best, group=_choice(group))
    elif factor == "few_cards":
        fact = (translate("Reason", "{name} has one card left.") if p.get("left") == 1
                else translate("Reason", "{name} has two cards left.")).format(name=name)
    elif factor == "higher_unseen":
        fact = translate("Reason", "{card} is still out and beats {other}.").format(
            card=_choice(p.get("card")), other=other)
    elif factor == "bomb_out":
        fact = translate("Reason", "The cards still out hold {card}.").format(card=_choice(p.get("card")))
    head = head[:1].upper() + head[1:]
    fact = fact[:1].upper() + fact[1:]
    return f"{head} {fact}".strip()
