"""The hand review's analysis in the replay window: Analyse, a progress bar, the marks, the better play.

The analysis (:func:`murlan_qt.ai.review.review_hand`) runs in a computer
players' process of the review's own (an :class:`~murlan_qt.ui.game.ai_service.AIService`
with its slot for the review), so neither the window nor the game's own opponents wait for it;
when that process cannot answer, on the service's thread. Each decision arrives as soon as it is
analysed (the progress bar moves, the list fills in). A finished analysis is
kept in the data folder (:class:`~murlan_qt.persistence.review_cache.ReviewCache`):
opening the same hand again shows it at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DecisionReview, HandReview, Mark
from ...engine import Card, MatchState
from ...persistence.review_cache import ReviewCache, match_hand_keys
from ..aids.reason_texts import reason_text
from ..art.card_art import DEFAULT_THEME, CardTheme
from ..game.ai_process import AIProcess
from ..game.ai_service import AIClient, AIService, Failure, Reviewed, ReviewProgress
from ..learn.rules_window import cards_picture
from ..texts import cards_text, subject_sentence

translate = QCoreApplication.translate

#: the seed of the game's analyses (``murlan-review --seed 0`` gives the same figures)
REVIEW_SEED = 0
#: the colours of the marks (on the slider and in the list)
MARK_COLOURS = {Mark.INACCURACY: QColor(230, 160, 20), Mark.MISTAKE: QColor(215, 40, 40)}
#: the width of the better play's cards, in logical pixels
BETTER_CARD_WIDTH = 44


def mark_text(mark: Mark | None) -> str:
    if mark is None:
        return ""
    return {
        Mark.INACCURACY: translate("Review", "Inaccuracy"),
        Mark.MISTAKE: translate("Review", "Mistake"),
    }[mark]


def play_text(cards: Sequence[str] | None) -> str:
    """A play as the review says it: its cards, or "pass"."""
    if cards is None:
        return translate("Review", "pass")
    return cards_text([Card.from_str(c) for c in cards])


def decision_where(d: DecisionReview) -> str:
    if d.kind == "swap":
        return translate("Review", "Swap")
    return translate("Review", "Action {n}").format(n=d.action + 1)


def decision_item_text(d: DecisionReview) -> str:
    """One row of the decision list."""
    where = decision_where(d)
    if d.kind == "swap":
        made = translate("Review", "gave {card}").format(card=play_text(d.played))
    else:
        made = play_text(d.played)
    if not d.is_choice:
        return translate("Review", "{where}: {play} (no choice)").format(where=where, play=made)
    if d.mark is None:
        return translate("Review", "{where}: {play} ({points:.2f})").format(
            where=where, play=made, points=d.played_points)
    return translate("Review", "{where}: {play} ({points:.2f}) \u2013 {mark}, better {best} ({best_points:.2f})").format(
        where=where, play=made, points=d.played_points, mark=mark_text(d.mark).lower(), best=play_text(d.best),
        best_points=d.best_points)


def summary_text(r: HandReview, names: Sequence[str]) -> str:
    """The hand's summary: points got, expected, accuracy, marks."""
    name = names[r.seat] if 0 <= r.seat < len(names) else ""
    got = translate("Review", "not over") if r.points is None else str(r.points)
    acc = r.accuracy
    real = r.choices
    accuracy = translate("Review", "no choices") if acc is None else translate(
        "Review", "{pct}% ({good} of {n} choices)").format(
        pct=round(acc * 100), good=sum(d.mark is None for d in real), n=len(real))
    return translate(
        "Review", "{name}: points got {got}, expected before the first play {expected:.2f}. "
                  "Accuracy {accuracy}. Mistakes: {mistakes}, inaccuracies: {inaccuracies}.").format(
        name=name, got=got, expected=r.expected, accuracy=accuracy, mistakes=len(r.marked(Mark.MISTAKE)),
        inaccuracies=len(r.marked(Mark.INACCURACY)))


def decision_detail(d: DecisionReview, names: Sequence[str]) -> str:
    """What the review says at a decision: what was played, its mark, the better play and why."""
    name = names[d.seat] if 0 <= d.seat < len(names) else ""
    if d.kind == "swap":
        head = subject_sentence("gave_back", name, card=play_text(d.played), points=d.played_points)
    elif not d.is_choice:
        return translate("Review", "{name}: {play}, the only choice.").format(name=name, play=play_text(d.played))
    else:
        head = translate("Review", "{name}: {play} ({points:.2f} points expected).").format(
            name=name, play=play_text(d.played), points=d.played_points)
    if d.mark is None:
        if d.best == d.played:
            return head + " " + translate("Review", "The best choice.")
        if d.reason is None:
            return head + " " + translate("Review", "Good enough: within the margin of the best ({best}, {points:.2f}).").format(
                best=play_text(d.best), points=d.best_points)
        # not the best, but not clearly worse: a close call, never a mark
        return head + " " + translate("Review", "A close call, not a mark:") + " " + reason_text(d.reason, names)
    better = translate("Review", "{mark}: {best} was better ({points:.2f} points expected).").format(
        mark=mark_text(d.mark), best=play_text(d.best), points=d.best_points)
    why = reason_text(d.reason, names) if d.reason is not None else ""
    return " ".join(t for t in (head, better, why) if t)


class MarkedSlider(QSlider):
    """The hand's slider with a coloured mark above each position where the analysed seat erred."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        #: action index -> mark
        self.marks: dict[int, Mark] = {}
        self.setMinimumHeight(30)

    def set_marks(self, marks: dict[int, Mark]) -> None:
        self.marks = dict(marks)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = self.width() - handle.width()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = max(4.0, self.height() * 0.2)
        for action, mark in self.marks.items():
            # the mark sits at the position before the action (where the decision was taken)
            x = handle.width() / 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), action, span)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARK_COLOURS[mark])
            painter.drawPolygon(QPolygonF([QPointF(x - size, 0), QPointF(x + size, 0), QPointF(x, size * 1.4)]))
        painter.end()


class ReviewRunner(QObject):
    """Runs analyses for one replay window: the cache first, then its own worker process (or a thread)."""

    #: (hand, seat): a decision was analysed (done, total, the DecisionReview)
    progressed = Signal(object, int, int, object)
    #: (hand, seat): the analysis is done (the HandReview)
    finished = Signal(object, object)
    #: (hand, seat): the analysis failed (what went wrong)
    failed = Signal(object, str)

    def __init__(self, match: MatchState, cache: ReviewCache, seed: int = REVIEW_SEED,
                 parent: QObject | None = None, keys: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.cache = cache
        self.seed = seed
        self.keys = list(keys) if keys is not None else match_hand_keys(match)
        self.done: dict[tuple[int, int], HandReview] = {}
        self._looked: set[tuple[int, int]] = set()  # looked for in the data folder already
        self.running: tuple[int, int] | None = None
        self.partial: list[DecisionReview] = []
        self.service: AIService | None = None  # made at the first analysis asked
        self._ai: AIClient | None = None

    def kept(self, hand: int, seat: int) -> HandReview | None:
        """The analysis of this hand and seat if it is done or kept in the data folder (read once)."""
        got = self.done.get((hand, seat))
        if got is None and (hand, seat) not in self._looked:
            self._looked.add((hand, seat))
            got = self.cache.load(self.keys[hand], hand, seat, self.seed, self.match)
            if got is not None:
                self.done[(hand, seat)] = got
        return got

    def start(self, hand: int, seat: int) -> None:
        """Analyse ``seat``'s decisions in hand ``hand`` (a kept analysis is given at once)."""
        kept = self.kept(hand, seat)
        if kept is not None:
            self.finished.emit((hand, seat), kept)
            return
        if self.running == (hand, seat):
            return
        self.cancel()
        self.running = (hand, seat)
        self.partial = []
        if self._ai is None:
            self.service = AIService(self)
            self._ai = self.service.client("review")
            self._ai.progressed.connect(self._on_progress)
            self._ai.reviewed.connect(self._on_reviewed)
            self._ai.failed.connect(self._on_failed)
        self._ai.ask_review(self.match, hand, seat, self.seed)

    @property
    def process(self) -> AIProcess | None:
        """The review's own computer players' process (None until an analysis is asked)."""
        return self.service.process if self.service is not None else None

    def cancel(self) -> None:
        """Stop the analysis in progress (nothing is kept)."""
        if self._ai is not None:
            self._ai.cancel()
        self.running = None
        self.partial = []

    def stop(self) -> None:
        """The window closes: cancel, and end the process."""
        self.cancel()
        if self.service is not None:
            self.service.shutdown()

    # ------------------------------------------------------------ answers

    def _on_progress(self, answer: ReviewProgress) -> None:
        if self.running is None:
            return
        self.partial.append(answer.decision)
        self.progressed.emit(self.running, answer.done, answer.total, answer.decision)

    def _on_reviewed(self, answer: Reviewed) -> None:
        if self.running is not None:
            self._finish(self.running, answer.review, None)

    def _on_failed(self, answer: Failure) -> None:
        if self.running is not None:
            self._finish(self.running, None, answer.why)

    def _finish(self, key: tuple[int, int], r: HandReview | None, error: str | None) -> None:
        self.running = None
        self.partial = []
        if r is None:
            self.failed.emit(key, error or "")
            return
        self.done[key] = r
        self.cache.save(self.keys[key[0]], r)
        self.finished.emit(key, r)


class AnalysisPanel(QGroupBox):
    """Analyse / Cancel, the progress bar, the hand's summary, the decision list and the current decision."""

    #: a decision of the list was chosen: the position (action index) to show
    position_chosen = Signal(int)

    def __init__(self, theme: CardTheme = DEFAULT_THEME, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.theme = theme
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.analyse_button = QPushButton()
        self.analyse_button.setAutoDefault(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setAutoDefault(False)
        row.addWidget(self.analyse_button)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        layout.addWidget(self.progress)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._chosen)
        self.list.itemClicked.connect(self._chosen)
        layout.addWidget(self.list, 1)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setWordWrap(True)
        self.detail.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.detail)
        self.better_cards = QLabel()
        self.better_cards.setObjectName("betterPlay")
        layout.addWidget(self.better_cards)
        self.decisions: list[DecisionReview] = []
        self.retranslate()
        self.set_idle()

    def retranslate(self) -> None:
        self.setTitle(translate("Review", "Analysis"))
        self.analyse_button.setText(translate("Review", "&Analyse this hand"))
        self.analyse_button.setToolTip(translate(
            "Review", "Score every decision of the viewed seat in this hand against the best play (A)"))
        self.cancel_button.setText(translate("Review", "Cance&l analysis"))
        self.list.setAccessibleName(translate("Review", "Decisions of the analysed seat"))
        self.progress.setAccessibleName(translate("Review", "Analysis progress"))

    def set_idle(self, message: str = "") -> None:
        self.progress.hide()
        self.cancel_button.setEnabled(False)
        self.analyse_button.setEnabled(True)
        if message:
            self.summary.setText(message)

    def set_running(self, done: int, total: int) -> None:
        self.progress.show()
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(translate("Review", "Decision %v of %m"))
        self.cancel_button.setEnabled(True)
        self.analyse_button.setEnabled(False)
        self.summary.setText(translate("Review", "Analysing..."))

    def show_decisions(self, decisions: Sequence[DecisionReview]) -> None:
        self.decisions = list(decisions)
        self.list.clear()
        for d in self.decisions:
            item = QListWidgetItem(decision_item_text(d))
            if d.mark is not None:
                item.setForeground(MARK_COLOURS[d.mark].darker(120))
            self.list.addItem(item)

    def _chosen(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self.decisions):
            d = self.decisions[row]
            self.position_chosen.emit(max(0, d.action))

    def show_current(self, lines: Sequence[str], better: Sequence[str] | None, row: int | None) -> None:
        """The text for the position shown, the better play's cards (``None``: none to draw), the list row."""
        self.detail.setText("\n".join(lines))
        if better:
            dpr = self.devicePixelRatioF()
            image = cards_picture([Card.from_str(c) for c in better], BETTER_CARD_WIDTH, dpr, self.theme)
            self.better_cards.setPixmap(QPixmap.fromImage(image))
            self.better_cards.setAccessibleName(translate("Review", "Better play: {play}").format(
                play=play_text(better)))
            self.better_cards.show()
        else:
            self.better_cards.clear()
            self.better_cards.hide()
        if row is not None and 0 <= row < self.list.count():
            self.list.setCurrentRow(row)
        else:
            self.list.setCurrentRow(-1)
