"""Small dialogs around saving and loading, for the main window to call.

- :func:`ask_resume` on start when :meth:`Autosave.load` found an unfinished match;
- :func:`show_load_problem` / :func:`show_save_problem` for the messages of the
  persistence layer (non-modal: the game goes on);
- :func:`open_match_dialog` / :func:`save_as_dialog` for File > Open / Save As;
- :func:`open_saved_match` loads a file, reports a problem, and lets the player
  choose where to continue (:class:`HandChooserDialog`); :func:`load_saved_match` only loads
  and reports.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import PHASE_PLAY, MatchState
from ...persistence import EXTENSION, LoadError, load_match, match_at_hand_start
from ..texts import shown_name, subject_sentence

SAVE_PROBLEM_BOX = "save_problem_box"


# translate("Persistence", "..."), written out at each string: lupdate files a string under the
# context named there (a bare tr() at module level would land in no context at all)
translate = QCoreApplication.translate


def file_filter() -> str:
    return translate("Persistence", "Murlan matches (*{ext});;All files (*)").format(ext=EXTENSION)


# ---------------------------------------------------------------- describing a match


def scores_text(names: tuple[str, ...] | list[str], totals: list[int] | tuple[int, ...]) -> str:
    """``You 7, Arta 5, Besnik 3, Drita 9``."""
    return ", ".join(f"{names[s]} {totals[s]}" for s in range(4))


def resume_details(match: MatchState) -> str:
    """Where an unfinished match stands: hand number, target, scores, whose turn."""
    names = [shown_name(p) for p in match.players]
    if match.needs_new_hand:
        where = translate("Persistence", "Hand {n} is about to be dealt.").format(n=len(match.hands) + 1)
    else:
        hand = match.hand
        n = len(match.hands)
        if hand.phase == PHASE_PLAY and match.players[hand.turn].kind == "human":
            where = translate("Persistence", "Hand {n}, your turn to play.").format(n=n)
        elif hand.phase == PHASE_PLAY:
            where = subject_sentence("to_play", names[hand.turn], n=n)
        else:
            where = subject_sentence("chooses_gift", names[hand.turn], n=n)
    scores = translate("Persistence", "Scores: {scores} (target {target}).").format(
        scores=scores_text(names, match.totals), target=match.target)
    return f"{where}\n{scores}"


# ---------------------------------------------------------------- start-up


def plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    """A message box that shows its texts as typed: names and messages from files are never markup."""
    box = QMessageBox(parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text follows the same format
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setText(text)
    return box


def warning_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A plain-text warning with an OK button (``.exec()`` it, or ``.open()``)."""
    box = plain_box(parent, QMessageBox.Icon.Warning, title, text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box


def plain_tooltip(text: str) -> str:
    """``text`` for a tool tip, shown as typed: Qt would render a tip that looks like markup as HTML."""
    return f"<span>{html.escape(text)}</span>"


def show_warning(parent: QWidget | None, title: str, text: str) -> None:
    """A modal plain-text warning (File > Open and Save As failures)."""
    warning_box(parent, title, text).exec()


def resume_box(parent: QWidget | None, match: MatchState) -> QMessageBox:
    """The "continue the unfinished match?" box; Continue is the default (and Escape)."""
    box = plain_box(parent, QMessageBox.Icon.Question, translate("Persistence", "Unfinished match"),
                    translate("Persistence", "You have an unfinished match. Continue it?"))
    box.setInformativeText(resume_details(match))
    cont = box.addButton(translate("Persistence", "&Continue"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("Persistence", "&New match"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(cont)
    box.setEscapeButton(cont)
    return box


def ask_resume(parent: QWidget | None, match: MatchState) -> bool:
    """True to continue the unfinished ``match``, False for a new match."""
    box = resume_box(parent, match)
    box.exec()
    clicked = box.clickedButton()
    return clicked is None or box.buttonRole(clicked) == QMessageBox.ButtonRole.AcceptRole


def show_load_problem(parent: QWidget | None, message: str, moved_to: Path | None = None) -> QMessageBox:
    """Tell the player a saved file could not be used (non-modal; the game starts normally)."""
    box = plain_box(parent, QMessageBox.Icon.Warning, translate("Persistence", "Saved match not loaded"),
                    translate("Persistence", "The saved match could not be loaded."))
    details = message
    if moved_to is not None and moved_to.name in message:  # the message names the file: say where it is
        details += "\n\n" + translate("Persistence", "It is in the folder:\n{folder}").format(
            folder=str(moved_to.parent))
    elif moved_to is not None:
        details += "\n\n" + translate("Persistence", "The file was kept as:\n{path}").format(path=str(moved_to))
    box.setInformativeText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


def show_save_problem(parent: QWidget | None, message: str) -> QMessageBox:
    """Tell the player saving failed, without stopping the game.

    Call it with :meth:`Autosave.take_new_error`, which gives a message once per
    run of failures. If a box is already open it is reused; a main window's
    status bar shows the message too.
    """
    if isinstance(parent, QMainWindow):
        parent.statusBar().showMessage(message, 15000)
    box = parent.findChild(QMessageBox, SAVE_PROBLEM_BOX) if parent is not None else None
    if box is None:
        box = plain_box(parent, QMessageBox.Icon.Warning, translate("Persistence", "Match not saved"),
                        translate("Persistence", "The match could not be saved."))
        box.setObjectName(SAVE_PROBLEM_BOX)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setInformativeText(message)
    box.show()
    return box


# ---------------------------------------------------------------- File menu


def open_match_dialog(parent: QWidget | None, directory: str | os.PathLike[str] | None = None) -> Path | None:
    """Ask for a ``.murlan`` file to open (anywhere); None if cancelled."""
    name, _ = QFileDialog.getOpenFileName(
        parent, translate("Persistence", "Open a saved match"), str(directory or ""), file_filter())
    return Path(name) if name else None


def save_as_dialog(
    parent: QWidget | None, directory: str | os.PathLike[str] | None = None, suggested: str = ""
) -> Path | None:
    """Ask where to save the match; the ``.murlan`` extension is added if missing. None if cancelled."""
    start = Path(directory) / suggested if directory and suggested else Path(directory or suggested or "")
    name, _ = QFileDialog.getSaveFileName(parent, translate("Persistence", "Save the match as"), str(start), file_filter())
    return with_extension(name) if name else None


def with_extension(name: str | os.PathLike[str]) -> Path:
    path = Path(name)
    return path if path.suffix.lower() == EXTENSION else path.with_name(path.name + EXTENSION)


class HandChooserDialog(QDialog):
    """Where to continue a saved match: where it was saved, or the start of one of its hands."""

    def __init__(self, match: MatchState, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.match = match
        self.setWindowTitle(title or self.tr("Continue a saved match"))
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("&Where do you want to continue this match?"))
        layout.addWidget(label)
        self.list = QListWidget()
        label.setBuddy(self.list)
        names = [shown_name(p) for p in match.players]
        #: the choice behind each row: None = where it was saved, k = start of hand k
        self.choices: list[int | None] = []
        if not match.is_over:
            self._add(self.tr("Where it was saved (hand {n})").format(n=max(1, len(match.hands))), None)
        for k in range(len(match.hands)):
            totals = match.results[k - 1].totals if k > 0 else (0, 0, 0, 0)
            text = self.tr("Start of hand {n} (scores: {scores})").format(
                n=k + 1, scores=scores_text(names, totals))
            self._add(text, k)
        default = 0 if not match.is_over else len(self.choices) - 1
        self.list.setCurrentRow(default)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Continue"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.setFocus()
        self.resize(480, 280)

    def _add(self, text: str, choice: int | None) -> None:
        self.list.addItem(QListWidgetItem(text))
        self.choices.append(choice)

    def chosen_hand(self) -> int | None:
        """The hand index chosen (None: where the match was saved)."""
        row = self.list.currentRow()
        return self.choices[row] if 0 <= row < len(self.choices) else None

    def chosen_match(self) -> MatchState:
        k = self.chosen_hand()
        return self.match if k is None else match_at_hand_start(self.match, k)


def choose_match_start(parent: QWidget | None, match: MatchState) -> MatchState | None:
    """Let the player pick where to continue ``match``; None if cancelled.

    An unfinished match with a single hand is continued where it was saved
    without asking.
    """
    if not match.is_over and len(match.hands) <= 1:
        return match
    dialog = HandChooserDialog(match, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen_match()


def load_saved_match(parent: QWidget | None, path: str | os.PathLike[str]) -> MatchState | None:
    """The match saved in ``path``; a file that cannot be used is reported (and left where it is): None."""
    try:
        return load_match(path)
    except LoadError as e:
        show_warning(parent, translate("Persistence", "Cannot open the match"), str(e))
        return None


def open_saved_match(parent: QWidget | None, path: str | os.PathLike[str]) -> MatchState | None:
    """Load ``path`` and ask where to continue; a file that cannot be used is reported (and left where it is).

    Returns the match to play, or None (problem shown, or cancelled).
    """
    match = load_saved_match(parent, path)
    return None if match is None else choose_match_start(parent, match)
