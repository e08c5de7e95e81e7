"""The hand review: any hand of a match record replayed on the real table, read-only.

The window holds its own :class:`~murlan_qt.ui.table.scene.TableScene` (the game's table, same
card art and layout), fed by a read-only table source
(:class:`~murlan_qt.ui.review.source.ReviewSource`): each position the stepper
builds is shown through it and the scene draws it, never dealing. The
viewed seat sits at the bottom (its hand face up, the others' backs, as that
player saw the table), or every hand is face up. The play log panel shows the
hand up to the position. "Continue from here" hands a new match to the game.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DecisionReview, HandReview
from ...engine import MatchState
from ...engine.hand_log import received_card
from ...engine.jsontext import parse_json
from ...engine.record import from_record, to_record
from ...persistence import LoadError
from ...persistence.files import read_regular
from ...persistence.review_cache import ReviewCache, hand_keys, match_accuracy
from ..aids.play_log import PlayLogPanel
from ..art.card_art import DEFAULT_THEME, CardTheme
from ..art.looks import theme_of
from ..dialogs.persistence_ui import show_warning
from ..game.saved_matches import SavedMatch, read_saved_match, saved_match_text
from ..table.animation import Animator
from ..table.scene import TableScene
from ..table.view import TableView
from ..texts import is_you, subject_sentence
from .panel import (
    REVIEW_SEED,
    AnalysisPanel,
    MarkedSlider,
    ReviewRunner,
    decision_detail,
    summary_text,
)
from .reading import Cancelled, run_off_thread
from .source import ReviewSource
from .stepper import MatchStepper, Position, history_files, open_record, read_records

if TYPE_CHECKING:
    from ...persistence import DataPaths
    from ..game.context import TableContext

translate = QCoreApplication.translate

#: the "play on" speeds: the pause between two actions, in ms
PLAY_SPEEDS: tuple[tuple[str, int], ...] = (("slow", 2000), ("normal", 1100), ("fast", 500))
#: the viewer's choice "all four hands face up" (the other choices are the seats 0..3)
ALL_FACE_UP = 4


def speed_text(name: str) -> str:
    return {
        "slow": translate("Replay", "Slow"),
        "normal": translate("Replay", "Normal"),
        "fast": translate("Replay", "Fast"),
    }[name]


class ReplayWindow(QDialog):
    """Step through a match record: every action, forward and back, from any seat's view."""

    #: "Continue from here": the new match (the player at seat 0)
    continue_requested = Signal(object)

    def __init__(self, match: MatchState, parent: QWidget | None = None, *, name: str = "",
                 hand: int | None = None, seat: int | None = None, theme: CardTheme = DEFAULT_THEME,
                 cache_folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.replay = MatchStepper(match, name)
        humans = [s for s, p in enumerate(match.players) if p.kind == "human"]
        self.human = humans[0] if humans else None
        self.view_choice = seat if seat is not None else (self.human if self.human is not None else 0)
        last = self.replay.hand_count - 1
        self.position = Position(last if hand is None else max(0, min(last, hand)), 0)
        self.speed = "normal"  # playing on: one of PLAY_SPEEDS
        #: how fast the cards fly (the game's animation speeds; "instant" for checks)
        self.animation_speed = "normal"
        self.source = ReviewSource(self)
        self.animator = Animator(lambda: self.animation_speed, self)
        self.scene = TableScene(self.source, self.animator, theme)
        self.view = TableView(self.scene)
        self.view.setAccessibleName(translate("Replay", "Card table (replay)"))
        self.log = PlayLogPanel()
        self.analysis = AnalysisPanel(theme)
        self.runner = ReviewRunner(match, ReviewCache(cache_folder), parent=self,
                                   keys=hand_keys(self.replay.record))
        self.runner.progressed.connect(self._on_analysis_progress)
        self.runner.finished.connect(self._on_analysis_done)
        self.runner.failed.connect(self._on_analysis_failed)
        self.analysis.analyse_button.clicked.connect(self.analyse)
        self.analysis.cancel_button.clicked.connect(self.cancel_analysis)
        self.analysis.position_chosen.connect(lambda i: self.go(Position(self.position.hand, i), animate=False))
        self._shown_decisions: tuple | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._play_step)
        self._build()
        self._shortcuts()
        self.retranslate()
        self.fill_hands()
        self.go(self.position, animate=False)
        self.resize(1280, 800)

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.log)
        side.addWidget(self.analysis)
        side.setStretchFactor(0, 1)
        side.setStretchFactor(1, 2)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 360])
        layout.addWidget(split, 1)

        row = QHBoxLayout()
        self.hand_label = QLabel()
        self.hand_box = QComboBox()
        self.hand_label.setBuddy(self.hand_box)
        self.trick_label = QLabel()
        self.trick_box = QComboBox()
        self.trick_label.setBuddy(self.trick_box)
        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_label.setBuddy(self.seat_box)
        self.speed_label = QLabel()
        self.speed_box = QComboBox()
        self.speed_label.setBuddy(self.speed_box)
        for w in (self.hand_label, self.hand_box, self.trick_label, self.trick_box, self.seat_label,
                  self.seat_box, self.speed_label, self.speed_box):
            row.addWidget(w)
        row.addStretch(1)
        layout.addLayout(row)

        steps = QHBoxLayout()
        self.start_button = QPushButton()
        self.back_button = QPushButton()
        self.play_button = QPushButton()
        self.forward_button = QPushButton()
        self.end_button = QPushButton()
        self.slider = MarkedSlider()
        self.slider.setPageStep(4)
        self.where_label = QLabel()
        self.where_label.setTextFormat(Qt.TextFormat.PlainText)
        self.continue_button = QPushButton()
        self.close_button = QPushButton()
        for b in (self.start_button, self.back_button, self.play_button, self.forward_button, self.end_button):
            b.setAutoDefault(False)
            steps.addWidget(b)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.where_label)
        steps.addWidget(self.continue_button)
        steps.addWidget(self.close_button)
        self.continue_button.setAutoDefault(False)
        self.close_button.setAutoDefault(False)
        layout.addLayout(steps)

        self.start_button.clicked.connect(lambda: self.go(Position(self.position.hand, 0), animate=False))
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.end_button.clicked.connect(
            lambda: self.go(Position(self.position.hand, self.replay.action_count(self.position.hand)), animate=False))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider.valueChanged.connect(self._on_slider)
        self.hand_box.activated.connect(lambda k: self.go(Position(k, 0), animate=False))
        self.trick_box.activated.connect(self._on_trick_chosen)
        self.seat_box.activated.connect(self.set_view)
        self.speed_box.activated.connect(self._on_speed_chosen)
        self.continue_button.clicked.connect(self.continue_here)
        self.close_button.clicked.connect(self.close)

    def _shortcuts(self) -> None:
        """Arrows step, Home/End go to the ends of the hand, Page Up/Down change hand, Space plays on."""
        keys = (
            (Qt.Key.Key_Left, self.step_back),
            (Qt.Key.Key_Right, self.step_forward),
            (Qt.Key.Key_Home, self.start_button.click),
            (Qt.Key.Key_End, self.end_button.click),
            (Qt.Key.Key_PageUp, lambda: self.change_hand(-1)),
            (Qt.Key.Key_PageDown, lambda: self.change_hand(1)),
            (Qt.Key.Key_Space, self._on_space),
            (Qt.Key.Key_A, self.analyse),
            (Qt.Key.Key_Escape, self._on_escape),
        )
        self.shortcuts: list[QShortcut] = []
        for key, slot in keys:
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(slot)
            self.shortcuts.append(sc)

    def _on_space(self) -> None:
        """Space plays on, except on a focused button (it presses it) or list (it opens it)."""
        focused = self.focusWidget()
        if isinstance(focused, QAbstractButton):
            focused.click()
        elif isinstance(focused, QComboBox):
            focused.showPopup()
        else:
            self.toggle_play()

    def retranslate(self) -> None:
        title = translate("Replay", "Hand review")
        self.setWindowTitle(f"{title} \u2013 {self.replay.name}" if self.replay.name else title)
        self.hand_label.setText(translate("Replay", "&Hand:"))
        self.trick_label.setText(translate("Replay", "&Trick:"))
        self.seat_label.setText(translate("Replay", "&View:"))
        self.speed_label.setText(translate("Replay", "&Speed:"))
        self.start_button.setText(translate("Replay", "\u25c0\u25c0 Start"))
        self.start_button.setToolTip(translate("Replay", "The start of the hand (Home)"))
        self.back_button.setText(translate("Replay", "\u25c0 &Back"))
        self.back_button.setToolTip(translate("Replay", "One action back (Left arrow)"))
        self.forward_button.setText(translate("Replay", "&Forward \u25b6"))
        self.forward_button.setToolTip(translate("Replay", "One action forward (Right arrow)"))
        self.end_button.setText(translate("Replay", "End \u25b6\u25b6"))
        self.end_button.setToolTip(translate("Replay", "The end of the hand (End)"))
        self.slider.setAccessibleName(translate("Replay", "Position in the hand"))
        self.continue_button.setText(translate("Replay", "Co&ntinue from here..."))
        self.continue_button.setToolTip(translate(
            "Replay", "Start a new match from this point against the computer, in the seat you are viewing"))
        self.close_button.setText(translate("Replay", "&Close"))
        self.seat_box.clear()
        for name in self.replay.players:
            self.seat_box.addItem(subject_sentence("saw_it", name))
        self.seat_box.addItem(translate("Replay", "All hands face up"))
        self.seat_box.setCurrentIndex(self.view_choice)
        self.speed_box.clear()
        for name, _ms in PLAY_SPEEDS:
            self.speed_box.addItem(speed_text(name))
        self.speed_box.setCurrentIndex([n for n, _ in PLAY_SPEEDS].index(self.speed))
        self.log.retranslate()
        self.analysis.retranslate()
        self._shown_decisions = None  # the list's texts are made again
        self._update_play_button()

    def fill_hands(self) -> None:
        self.hand_box.clear()
        for k in range(self.replay.hand_count):
            self.hand_box.addItem(translate("Replay", "Hand {n} of {count}").format(
                n=k + 1, count=self.replay.hand_count))

    # ------------------------------------------------------------ moving

    @property
    def seat(self) -> int:
        """The seat at the bottom of the table (the viewed seat; the human's, or seat 0, when all are face up)."""
        if self.view_choice < 4:
            return self.view_choice
        return self.human if self.human is not None else 0

    def state(self) -> MatchState:
        """The engine state shown (seats turned: the viewed seat is seat 0)."""
        m = self.source.match
        assert m is not None
        return m

    def go(self, pos: Position, animate: bool = True) -> None:
        """Show the position ``pos`` (clamped to the match)."""
        k = max(0, min(self.replay.hand_count - 1, pos.hand))
        i = max(0, min(self.replay.action_count(k), pos.action))
        self.position = Position(k, i)
        human = None if self.human is None else (self.human - self.seat) % 4
        state = self.replay.state_at(self.position, self.seat)
        # the card the viewed seat got in the swap is marked, as the game marks the player's
        got = received_card(state, 0) if self.view_choice < 4 else None
        self.scene.marked_cards = {got} if got is not None else set()
        # never dealt: a step flies the cards from where they were, a jump puts them in place at once
        self.source.show(state, human, reveal_all=self.view_choice == ALL_FACE_UP, animate=animate)
        # the log speaks to the player ("you") only from the player's own seat
        self.log.refresh(self.state(), 0 if self.view_choice < 4 and self.seat == self.human else None)
        self._update_controls()
        self.show_analysis()

    def step_forward(self) -> None:
        if self.position.action < self.replay.action_count(self.position.hand):
            self.go(Position(self.position.hand, self.position.action + 1))
        elif self.position.hand + 1 < self.replay.hand_count:
            self.go(Position(self.position.hand + 1, 0), animate=False)
        else:
            self.stop()

    def step_back(self) -> None:
        if self.position.action > 0:
            self.go(Position(self.position.hand, self.position.action - 1), animate=False)
        elif self.position.hand > 0:
            k = self.position.hand - 1
            self.go(Position(k, self.replay.action_count(k)), animate=False)

    def change_hand(self, step: int) -> None:
        self.go(Position(self.position.hand + step, 0), animate=False)

    def set_view(self, choice: int) -> None:
        """Seat ``choice`` (0..3) at the bottom as it saw the table, or :data:`ALL_FACE_UP`."""
        self.view_choice = choice
        self.seat_box.setCurrentIndex(choice)
        self.go(self.position, animate=False)

    def _on_slider(self, value: int) -> None:
        if value != self.position.action:
            self.go(Position(self.position.hand, value), animate=False)

    def _on_trick_chosen(self, t: int) -> None:
        starts = self.replay.trick_starts(self.position.hand)
        if 0 <= t < len(starts):
            self.go(Position(self.position.hand, starts[t]), animate=False)

    def _on_speed_chosen(self, index: int) -> None:
        self.speed = PLAY_SPEEDS[index][0]
        self.animation_speed = self.speed
        if self._timer.isActive():
            self._timer.start(PLAY_SPEEDS[index][1])

    # ------------------------------------------------------------ playing on

    def toggle_play(self) -> None:
        if self._timer.isActive():
            self.stop()
        else:
            if self.is_at_end():
                self.go(Position(self.position.hand, 0), animate=False)
            self._timer.start(dict(PLAY_SPEEDS)[self.speed])
            self._update_play_button()

    def stop(self) -> None:
        self._timer.stop()
        self._update_play_button()

    def is_at_end(self) -> bool:
        return bool(self.position.action >= self.replay.action_count(self.position.hand))

    def _play_step(self) -> None:
        if self.is_at_end():
            self.stop()  # playing on stops at the end of the hand (the summary is on the table)
            return
        self.step_forward()

    def _update_play_button(self) -> None:
        playing = self._timer.isActive()
        self.play_button.setText(translate("Replay", "\u25a0 &Pause") if playing else translate("Replay", "\u25b6 &Play"))
        self.play_button.setToolTip(translate("Replay", "Play the hand on at the chosen speed (Space)"))

    def _update_controls(self) -> None:
        k, i = self.position.hand, self.position.action
        n = self.replay.action_count(k)
        self.hand_box.setCurrentIndex(k)
        self.slider.blockSignals(True)
        self.slider.setRange(0, n)
        self.slider.setValue(i)
        self.slider.blockSignals(False)
        starts = self.replay.trick_starts(k)
        self.trick_box.clear()
        for t in range(len(starts)):
            self.trick_box.addItem(translate("Replay", "Trick {n}").format(n=t + 1))
        self.trick_box.setCurrentIndex(self.replay.trick_of(k, i))
        self.where_label.setText(translate("Replay", "Action {i} of {n}").format(i=i, n=n))
        self.back_button.setEnabled(i > 0 or k > 0)
        self.forward_button.setEnabled(i < n or k + 1 < self.replay.hand_count)
        self.continue_button.setEnabled(self.continue_match() is not None)

    # ------------------------------------------------------------ continue

    def continue_match(self) -> MatchState | None:
        """The match "Continue from here" would start (None at the end of a finished match)."""
        k = self.position.hand
        if self.replay.match.is_over and k == self.replay.hand_count - 1 and self.is_at_end():
            return None
        return self.replay.continue_from(self.position, self.seat)

    def continue_here(self) -> None:
        match = self.continue_match()
        if match is None:
            return
        self.stop()
        if not self.may_continue():
            return
        self.continue_requested.emit(match)
        self.close()

    def may_continue(self) -> bool:
        """Whether the player agrees to start the new match (the game sets this: it asks when a match
        of the player's is in progress, saying where that match is kept)."""
        return True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:  # Settings > language, while the review is open
            self.retranslate()
            self.fill_hands()
            self._update_controls()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self._timer.stop()
        self.runner.stop()
        super().closeEvent(event)

    # ------------------------------------------------------------ analysis

    def analyse(self) -> None:
        """Analyse the viewed seat's decisions in the hand shown (in the background)."""
        self.runner.start(self.position.hand, self.seat)
        self.show_analysis()

    def cancel_analysis(self) -> None:
        if self.runner.running is not None:
            self.runner.cancel()
            self.analysis.set_idle(translate("Review", "Analysis cancelled."))
            self._shown_decisions = None
            self.show_analysis(keep_message=True)

    def _on_escape(self) -> None:
        """Escape cancels an analysis in progress, else closes the window."""
        if self.runner.running is not None:
            self.cancel_analysis()
        else:
            self.close()

    def _on_analysis_progress(self, key: object, done: int, total: int, _d: object) -> None:
        if key == (self.position.hand, self.seat):
            self.analysis.set_running(done, total)
            self.show_analysis()

    def _on_analysis_done(self, key: object, _review: object) -> None:
        if key == (self.position.hand, self.seat):
            self.analysis.set_idle()
            self._shown_decisions = None
            self.show_analysis()

    def _on_analysis_failed(self, key: object, why: str) -> None:
        if key == (self.position.hand, self.seat):
            self.analysis.set_idle(translate("Review", "The analysis could not be made ({why}).").format(why=why))
            self._shown_decisions = None
            self.show_analysis(keep_message=True)

    def current_review(self) -> HandReview | None:
        return self.runner.kept(self.position.hand, self.seat)

    def show_analysis(self, keep_message: bool = False) -> None:
        """The analysis of the hand and seat shown: summary, list, slider marks, the decision at the position."""
        key = (self.position.hand, self.seat)
        review = self.runner.kept(*key) if self.runner.running != key else None
        running = self.runner.running == key
        decisions: list[DecisionReview] = list(review.decisions) if review is not None else (
            list(self.runner.partial) if running else [])
        names = self.replay.players
        if review is not None:
            self.analysis.summary.setText(summary_text(review, names))
            self.analysis.set_idle()
        elif running:
            self.analysis.set_running(len(decisions), max(len(decisions), self.analysis.progress.maximum()))
        else:
            self.analysis.set_idle()
            if not keep_message:
                self.analysis.summary.setText(
                    translate("Review", "Not analysed yet: Analyse scores each of your decisions in this hand.")
                    if is_you(names[self.seat]) else translate(
                        "Review", "Not analysed yet: Analyse scores each decision of {name} in this hand.").format(
                        name=names[self.seat]))
        signature = (key, len(decisions), review is not None)
        if signature != self._shown_decisions:
            self._shown_decisions = signature
            self.analysis.show_decisions(decisions)
            self.slider.set_marks({max(0, d.action): d.mark for d in decisions if d.mark is not None})
        i = self.position.action
        lines: list[str] = []
        better: tuple[str, ...] | None = None
        row: int | None = None
        for r, d in enumerate(decisions):
            if d.action == i or (d.kind == "swap" and i == 0):
                lines.append(translate("Review", "Next: {detail}").format(detail=decision_detail(d, names)))
                if d.mark is not None and better is None:
                    better = d.best if d.best is not None else ()
                row = r if row is None else row
        for r, d in enumerate(decisions):
            if d.kind == "play" and d.action == i - 1:
                lines.append(translate("Review", "Just played: {detail}").format(detail=decision_detail(d, names)))
                if d.mark is not None and better is None:
                    better = d.best if d.best is not None else ()
                row = r if row is None else row
        self.analysis.show_current(lines, better, row)


# ---------------------------------------------------------------- opening a file


def choose_record(parent: QWidget | None, path: str | os.PathLike[str]) -> MatchState | None:
    """The match of a ``.murlan`` file, or one chosen from a JSON-lines file; None (problem shown) if not."""
    path = Path(path)
    title = translate("Replay", "Cannot review the match")
    reading = translate("Replay", "Reading {name}...").format(name=path.name)
    try:
        entries = run_off_thread(parent, reading, lambda: read_records(path))
        entry = entries[0]
        if len(entries) > 1:
            items = [translate("Replay", "Match {n} (line {line})").format(n=n, line=e.line)
                     for n, e in enumerate(entries, start=1)]
            if entries.more:
                label = translate("Replay", "&This file holds more than {n} matches; the first {n} are listed."
                                            " Review:").format(n=len(entries))
            else:
                label = translate("Replay", "&This file holds {n} matches. Review:").format(n=len(entries))
            chosen, ok = QInputDialog.getItem(parent, translate("Replay", "Choose a match"), label, items, 0, False)
            if not ok:
                return None
            entry = entries[items.index(chosen)]
        chosen_entry = entry
        return run_off_thread(parent, reading, lambda: open_record(path, chosen_entry, len(entries) > 1))
    except Cancelled:
        return None  # the player let it go: nothing to say
    except LoadError as e:
        show_warning(parent, title, str(e))
        return None


def ended_text(path: Path) -> str:
    """When a finished match ended, in the player's locale and time zone (from ``finished-<UTC stamp>``)."""
    stem = path.stem.removeprefix("finished-")
    try:
        when = datetime.strptime(stem[:16], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC).astimezone()
    except ValueError:
        return path.name  # another name: shown as it is
    shown = QLocale().toString(QDateTime(when.date(), when.time()), QLocale.FormatType.ShortFormat)
    extra = stem[16:]  # two matches ending in the same second: "-2"
    return translate("Replay", "Ended {when}").format(when=shown) + (f" ({extra.lstrip('-')})" if extra else "")


class _AccuracySignals(QObject):
    """The box's way back from its thread (the box's child: never destroyed on the pool's thread)."""

    found = Signal(object, object, object)  # the Path, its SavedMatch or None, (accuracy, hands analysed) or None


class _AccuracyTask(QRunnable):
    """Reads the finished matches (what they are, and their kept analyses) on a pool thread (files are
    read; the window never waits).

    It holds no QObject of its own: the pool deletes it on its thread."""

    def __init__(self, paths: list[Path], cache: ReviewCache, signals: _AccuracySignals) -> None:
        super().__init__()
        self.paths, self.cache = paths, cache
        self.signals = signals

    def run(self) -> None:
        for path in self.paths:
            try:
                self.signals.found.emit(path, read_saved_match(path), kept_accuracy(path, self.cache))
            except RuntimeError:  # the box is gone (the window closed)
                return


def kept_accuracy(path: Path, cache: ReviewCache) -> tuple[float, int] | None:
    """The player's accuracy over the analysed hands of the match in ``path``, and how many hands
    were analysed (``None``: none, or the file cannot be read)."""
    if cache.folder is None or not cache.folder.is_dir():
        return None
    try:
        record = parse_json(read_regular(path))
        if not isinstance(record, dict) or not isinstance(record.get("players"), list):
            return None
        humans = [s for s, p in enumerate(record["players"]) if isinstance(p, dict) and p.get("kind") == "human"]
        # each kept analysis is checked against the match replayed by the engine (:func:`fits`)
        reviews = cache.match_reviews(hand_keys(record), humans[0] if humans else 0, REVIEW_SEED,
                                      from_record(record))
    except Exception:  # noqa: BLE001 - a file that cannot be read shows no accuracy
        return None
    accuracy = match_accuracy(reviews)
    return None if accuracy is None else (accuracy, len(reviews))


class FinishedMatchesBox(QGroupBox):
    """The finished matches kept in the data folder, each one a click from the hand review, with the
    player's accuracy where hands of it were analysed."""

    review_requested = Signal(object)  # the Path of the record

    def __init__(self, folder: Path | None, parent: QWidget | None = None, cache_folder: Path | None = None) -> None:
        super().__init__(translate("Replay", "Finished matches"), parent)
        self.folder = folder
        self.cache = ReviewCache(cache_folder)
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName(translate("Replay", "Finished matches"))
        layout.addWidget(self.list, 1)
        self.review_button = QPushButton(translate("Replay", "Re&view..."))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self._review)
        self.list.itemActivated.connect(lambda _item: self._review())
        column = QVBoxLayout()
        column.addWidget(self.review_button)
        column.addStretch(1)
        layout.addLayout(column)
        self.paths: list[Path] = []
        self.accuracies: dict[Path, tuple[float, int]] = {}
        #: what each file holds (players, scores, who won), once read
        self.described: dict[Path, SavedMatch] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _AccuracySignals(self)
        self._signals.found.connect(self._on_accuracy)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        self.paths = history_files(self.folder)
        for p in self.paths:
            self.list.addItem(self._item_text(p))
        if not self.paths:
            self.list.addItem(translate("Replay", "No finished matches yet."))
        self.list.setCurrentRow(0)
        self.review_button.setEnabled(bool(self.paths))
        if self.paths:
            self._pool.start(_AccuracyTask(list(self.paths), self.cache, self._signals))

    def _item_text(self, path: Path) -> str:
        """The match by what it is (players, scores, who won, when) once read; until then, when it ended."""
        described = self.described.get(path)
        ended = saved_match_text(described) if described is not None else ended_text(path)
        found = self.accuracies.get(path)
        if found is None:
            return ended
        accuracy, hands = found
        return translate("Replay", "{ended} \u2013 accuracy {pct}% ({hands} hands analysed)").format(
            ended=ended, pct=round(accuracy * 100), hands=hands)

    def _on_accuracy(self, path: object, described: object, found: object) -> None:
        if not isinstance(path, Path):
            return
        if isinstance(described, SavedMatch):
            self.described[path] = described
        if found is not None:
            self.accuracies[path] = found  # type: ignore[assignment]
        if path in self.paths:
            item = self.list.item(self.paths.index(path))
            if item is not None:
                item.setText(self._item_text(path))

    def _review(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.paths):
            self.review_requested.emit(self.paths[row])


class ReviewLauncher(QObject):
    """Opens the hand review for the table of ``context``: File > Review, the hand summary, the Statistics
    window. ``paths``: the data folder's files (None: nothing kept); ``continue_match`` plays on from a
    reviewed position; ``may_replace_match`` asks (over the given window) before that replaces the match."""

    def __init__(self, context: TableContext, paths: DataPaths | None, *,
                 continue_match: Callable[[MatchState], None],
                 may_replace_match: Callable[[QWidget], bool]) -> None:
        super().__init__(context.host)
        self.context = context
        self.host = context.host
        self.paths = paths
        self._continue_match = continue_match
        self._may_replace_match = may_replace_match
        self.windows: list[ReplayWindow] = []
        self.action = QAction(self.host)  # placed in File by the window's menus
        self.action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_R))
        self.action.triggered.connect(self.ask_file)
        self.retranslate()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:  # passed on by the window to its child objects
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        self.action.setText(translate("Replay", "Re&view a Match..."))
        self.action.setStatusTip(translate("Replay", "Replay a saved match, or one match of a murlan-sim file"))

    def ask_file(self) -> None:
        folder = self.paths.saves if self.paths is not None else ""
        name, _ = QFileDialog.getOpenFileName(
            self.host, translate("Replay", "Review a match"), str(folder),
            translate("Replay", "Murlan matches (*.murlan *.jsonl *.json);;All files (*)"))
        if name:
            self.review_file(Path(name))

    def review_file(self, path: object, over: QDialog | None = None) -> ReplayWindow | None:
        """Open the record at ``path`` (a JSON-lines file: one match of it, chosen) in the review; ``over``:
        the open dialog it was asked from (see :meth:`review`)."""
        path = Path(str(path))
        match = choose_record(over if over is not None else self.host, path)
        return None if match is None else self.review(match, path.name, over=over)

    def review_current_hand(self) -> ReplayWindow | None:
        """The hand just finished, from the match in play (a copy: the game goes on meanwhile)."""
        m = self.context.controller.match
        if m is None:
            return None
        copy = from_record(to_record(m))
        return self.review(copy, "", hand=len(copy.hands) - 1)

    def review(self, match: MatchState, name: str, hand: int | None = None,
               over: QDialog | None = None) -> ReplayWindow:
        """Show ``match`` in a review window. Asked from the modal dialog ``over`` (the Statistics window),
        the review is that dialog's own window while it is open: in front of it and free to use, where a
        window of the main window would be blocked behind it; it passes to the main window when the dialog
        closes (the dialog may be deleted later)."""
        paths = self.paths
        w = ReplayWindow(match, over if over is not None else self.host, name=name, hand=hand,
                         theme=theme_of(self.context.settings),
                         cache_folder=paths.reviews if paths is not None else None)
        if over is not None:
            over.finished.connect(lambda _result, ref=w: self._adopt(ref))
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        w.continue_requested.connect(self._continue_match)
        w.may_continue = lambda parent=w: self._may_replace_match(parent)  # type: ignore[method-assign]
        w.destroyed.connect(lambda _o=None, ref=w: self.windows.remove(ref) if ref in self.windows else None)
        self.windows.append(w)
        w.show()
        w.raise_()
        w.activateWindow()
        return w

    def _adopt(self, w: ReplayWindow) -> None:
        """Make a review opened over a dialog a window of the main window, where it was on screen."""
        if w not in self.windows or w.parent() is self.host:
            return
        geometry, visible = w.geometry(), w.isVisible()
        w.setParent(self.host, w.windowFlags())  # a new parent hides the window: shown again at once
        w.setGeometry(geometry)
        if visible:
            w.show()

    def add_history(self, dialog: QDialog) -> FinishedMatchesBox:
        """The list of finished matches in the Statistics window, above its buttons."""
        paths = self.paths
        box = FinishedMatchesBox(paths.saves if paths is not None else None, dialog,
                                 cache_folder=paths.reviews if paths is not None else None)
        layout = dialog.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.count() - 1, box)
        box.review_requested.connect(lambda path: self.review_file(path, over=dialog))
        dialog.finished.connect(lambda _r: box.refresh())
        return box
