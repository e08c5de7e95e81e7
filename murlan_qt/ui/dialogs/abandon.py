"""Giving up a match in progress: the player is asked first, and the match counts as lost.

Like Microsoft Hearts, an abandoned match is recorded in the statistics as a
match played and lost (see :meth:`StatsDB.record_abandoned`), so starting
afresh when a match goes badly does not flatter the win rate.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import MatchState

translate = QCoreApplication.translate


def is_in_progress(match: MatchState | None) -> bool:
    """Whether giving ``match`` up loses something: it is not over and the player has played in it.

    Moves of the computer players alone (they may lead before the player's first
    turn) lose nothing: a match just dealt, as the tutorial's last button deals
    one, is let go without counting as lost. The swap comes from the second hand,
    so a match with a finished hand is in progress anyway.
    """
    if match is None or match.is_over:
        return False
    people = {i for i, p in enumerate(match.players) if p.kind == "human"}
    return bool(match.results) or any(a.seat in people for a in match.hand.actions)


def confirm_box(parent: QWidget | None) -> QMessageBox:
    """The question: abandon the match in progress? (No is the default.)"""
    box = QMessageBox(parent)
    box.setObjectName("abandonBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Abandon", "Abandon the match?"))
    box.setText(translate("Abandon", "A match is in progress. Abandon it and deal a new one?"))
    box.setInformativeText(translate("Abandon", "An abandoned match counts as a lost match in your statistics."))
    yes = box.addButton(translate("Abandon", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    no = box.addButton(translate("Abandon", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    yes.setObjectName("abandonYes")
    no.setObjectName("abandonNo")
    return box


def abandon_match(parent: QWidget | None, match: MatchState | None,
                  record_abandoned: Callable[[MatchState], None] | None) -> bool:
    """Ask before giving up ``match``; True when the player may start another one.

    A match not in progress (none, over, or not started) is let go without a
    question. An abandoned match is recorded as lost, through ``record_abandoned``
    (the player's data, which writes the statistics off the window's thread).
    """
    if not is_in_progress(match):
        return True
    assert match is not None
    box = confirm_box(parent)
    box.exec()
    clicked = box.clickedButton()
    if clicked is None or box.buttonRole(clicked) != QMessageBox.ButtonRole.DestructiveRole:
        return False
    if record_abandoned is not None:
        record_abandoned(match)
    return True
