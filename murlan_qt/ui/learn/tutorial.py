"""The tutorial: short lessons played on the real table with the real engine.

A :class:`Tutorial` takes the table (its :class:`~murlan_qt.ui.game.context.TableContext`) for a while. Each lesson of
``lessons.json`` is set up as an engine match and handed to the window's own
controller, with scripted computer players (see :mod:`.lessons`). A panel over
the table says what to do; a :class:`Spotlight` rings the cards or the area the
step talks about. The player's plays go through the controller as in a match,
so a wrong play gets the engine's refusal; the tutorial's check adds the
lesson's hint, and turns away legal plays that are not what the step asks for.
Nothing of a lesson is autosaved or counted in the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFrame,
    QGraphicsDropShadowEffect,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...ai import available_levels
from ...engine import Action, Card, IllegalPlayError, MatchState, Player
from ..aids.preview import selection_preview
from ..game.controller import DEFAULT_NAMES, MatchConfig
from ..texts import level_name
from .lesson_texts import lesson_text
from .lessons import HUMAN, Lesson, Step, is_shown, load_lessons, scripted_players

if TYPE_CHECKING:
    from ..game.context import TableContext
    from ..table.scene import TableScene

GOLD = QColor(255, 214, 92)


class Spotlight(QGraphicsObject):
    """Pulsing rings around the cards and areas a lesson step points at."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__()
        self.table_scene = scene
        self.targets: tuple[str, ...] = ()
        self.phase = 0
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        scene.addItem(self)

    def set_targets(self, targets: tuple[str, ...]) -> None:
        self.prepareGeometryChange()
        self.targets = tuple(t for t in targets if t not in ("play_button", "pass_button"))
        if self.targets:
            self._timer.start(90)
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self.phase = (self.phase + 1) % 20
        self.update()

    def target_rects(self) -> list[QRectF]:
        """Where the rings are drawn (scene coordinates)."""
        sc = self.table_scene
        lay = sc.table
        u = lay.unit
        out: list[QRectF] = []
        for t in self.targets:
            if t == "hand":
                out.append(lay.hand_rect().adjusted(u * 0.1, u * 0.05, -u * 0.1, -u * 0.05))
            elif t == "trick":
                w = min(lay.width * 0.56, u * 6.4)
                top = lay.centre.y() - lay.card_h * 0.5
                bottom = lay.centre.y() + lay.card_h * 0.41 + u * 0.45  # the trick's label too
                out.append(QRectF(lay.centre.x() - w / 2, top, w, bottom - top))
            elif t == "scores":
                out.append(sc.scoreboard.sceneBoundingRect())
            elif t.startswith("seat:"):
                out.append(sc.plates[int(t[5:])].sceneBoundingRect())
            else:
                item = sc.cards[Card.from_str(t)]
                if item.isVisible() and item.opacity() > 0:
                    out.append(item.mapRectToScene(item.card_rect()))
        return _merged(out, u * 0.1)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.table_scene.sceneRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.targets:
            return
        u = self.table_scene.table.unit
        glow = 0.55 + 0.45 * abs(10 - self.phase) / 10
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pad = u * 0.06
        for r in self.target_rects():
            r = r.adjusted(-pad, -pad, pad, pad)
            colour = QColor(GOLD)
            colour.setAlphaF(0.35 * glow)
            painter.setPen(QPen(colour, max(4.0, u * 0.14)))
            painter.drawRoundedRect(r, u * 0.12, u * 0.12)
            colour.setAlphaF(glow)
            painter.setPen(QPen(colour, max(2.0, u * 0.045)))
            painter.drawRoundedRect(r, u * 0.12, u * 0.12)


def _merged(rects: list[QRectF], gap: float) -> list[QRectF]:
    """Touching or overlapping rectangles joined into one (neighbouring cards get one ring)."""
    out = list(rects)
    joined = True
    while joined:
        joined = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if out[i].adjusted(-gap, -gap, gap, gap).intersects(out[j]):
                    out[i] = out[i].united(out.pop(j))
                    joined = True
                    break
            if joined:
                break
    return out


class TutorialPanel(QFrame):
    """The lesson's words over the table: where we are, what to do, a hint; Next, Skip step, Leave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self._base_height = 0
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 14, 8)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.heading = QLabel()
        self.heading.setObjectName("tutorialHeading")
        self.text = QLabel()
        self.text.setObjectName("tutorialText")
        self.hint = QLabel()
        self.hint.setObjectName("tutorialHint")
        for label in (self.heading, self.text, self.hint):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            texts.addWidget(label)
        texts.addStretch(1)
        row.addLayout(texts, 1)
        self.next_button = QPushButton()
        self.skip_button = QPushButton()
        self.leave_button = QPushButton()
        self.play_match_button = QPushButton()
        #: the opponents' level of the first match (the end page shows it beside its button)
        self.level_box = QComboBox()
        for lv in available_levels():
            self.level_box.addItem(level_name(lv), lv)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData("easy")))
        self.level_box.setVisible(False)
        self.level_label = QLabel()
        self.level_label.setBuddy(self.level_box)
        self.level_label.setVisible(False)
        row.addWidget(self.level_label, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.level_box, 0, Qt.AlignmentFlag.AlignVCenter)
        for b in (self.play_match_button, self.next_button, self.skip_button, self.leave_button):
            row.addWidget(b, 0, Qt.AlignmentFlag.AlignVCenter)
        self.next_button.setDefault(True)
        self.set_font_px(14)
        self.retranslate()

    def fit_height(self) -> None:
        """Tall enough for its text at its width (a narrow window wraps the text onto more lines)."""
        layout = self.layout()
        need = layout.heightForWidth(max(self.width(), 200)) if layout.hasHeightForWidth() else -1
        self.setMinimumHeight(max(self._base_height, need))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit_height()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next"))
        self.skip_button.setText(self.tr("S&kip step"))
        self.skip_button.setToolTip(self.tr("Do this step for me"))
        self.leave_button.setText(self.tr("&Leave tutorial"))
        self.play_match_button.setText(self.tr("Play your &first match"))
        self.level_label.setText(self.tr("&Opponents:"))
        self.level_box.setAccessibleName(self.tr("Opponents"))
        self.level_box.setToolTip(self.tr("How strong the three computer players of your first match are"))
        for i in range(self.level_box.count()):
            self.level_box.setItemText(i, level_name(self.level_box.itemData(i)))
        self.setAccessibleName(self.tr("Lesson"))

    def set_font_px(self, px: int) -> None:
        """The panel's text grows with the window; its height stays put from step to step."""
        self._base_height = round(px * 1.5 + px * 1.15 * 1.45 * 2 + px * 1.5 + 24)
        self.setStyleSheet(
            "#tutorialPanel { background: #f6efd9; border-bottom: 2px solid #b39a4f; }"
            f"#tutorialPanel QLabel {{ color: #222; font-size: {px}px; }}"
            f"QLabel#tutorialHeading {{ font-weight: bold; color: #6b4f0e; font-size: {px}px; }}"
            f"QLabel#tutorialText {{ font-size: {round(px * 1.15)}px; }}"
            f"QLabel#tutorialHint {{ color: #a3231a; font-weight: bold; font-size: {px}px; }}"
            f"#tutorialPanel QPushButton {{ font-size: {px}px; padding: 4px {px}px; min-height: {round(px * 1.9)}px; }}"
            f"#tutorialPanel QComboBox {{ font-size: {px}px; padding: 2px {round(px * 0.5)}px;"
            f" min-height: {round(px * 1.9)}px; }}"
        )


class Tutorial(QObject):
    """Runs the lessons on the table of ``context``; :meth:`leave` gives the table back (to ``left``).

    ``play_match`` remembers a setup and starts a match with it (the end page's button); ``close_swap``
    closes the swap dialog when a step's card is given for the player."""

    step_shown = Signal(int, int)  # lesson index, step index (-1: the lesson is complete)
    finished = Signal()

    def __init__(self, context: TableContext, *, left: Callable[[MatchState | None], None],
                 play_match: Callable[[MatchConfig], None], close_swap: Callable[[], None]) -> None:
        super().__init__(context.host)
        self.context = context
        self.scene = context.scene
        self.controller = context.controller
        self._left = left
        self._play_match = play_match
        self._close_swap = close_swap
        self.lessons: tuple[Lesson, ...] = load_lessons()
        self.lesson_index = 0
        self.step_index = 0
        self.is_step_shown = False
        self.is_running = False
        self.previous_match = None
        self.panel = TutorialPanel()
        self.dock = QDockWidget(context.host)
        self.dock.setObjectName("tutorialDock")
        self.dock.setTitleBarWidget(QWidget())
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.dock.setWidget(self.panel)
        self.dock.setAllowedAreas(Qt.DockWidgetArea.TopDockWidgetArea)
        context.host.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
        self.dock.hide()
        self.spotlight = Spotlight(context.scene)
        self.panel.next_button.clicked.connect(self.next)
        self.panel.skip_button.clicked.connect(self.skip_step)
        self.panel.leave_button.clicked.connect(lambda: self.leave())
        self.panel.play_match_button.clicked.connect(self.play_first_match)
        self._glowing: list[QWidget] = []

    # ------------------------------------------------------------ queries

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.lesson_index]

    @property
    def step(self) -> Step | None:
        """The current step (None once the lesson's steps are done)."""
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def is_complete(self) -> bool:
        """All lessons done: the end page is shown."""
        return self.lesson_index >= len(self.lessons)

    # ------------------------------------------------------------ running

    def start(self, lesson_index: int = 0) -> None:
        """Take the table (keeping the match in play, to give it back) and start a lesson."""
        if not self.is_running:
            self.previous_match = self.controller.match
            self.is_running = True
            c = self.controller
            c.action_check = self._check
            c.play_refused.connect(self._on_refused)
            c.action_applied.connect(self._on_action)
            c.swap_applied.connect(self._on_swap)
            c.human_turn_started.connect(self._refresh)
            c.human_swap_requested.connect(self._on_swap_requested)
            c.hand_finished.connect(self._on_hand_finished)
            self.scene.selection_changed.connect(self._on_selection_changed)
            self.dock.show()
            self.resize_text()
        self.start_lesson(lesson_index)

    def start_lesson(self, index: int) -> None:
        self.lesson_index = index
        self.step_index = 0
        if self.is_complete:
            self._show_end()
            return
        lesson = self.lesson
        you = QCoreApplication.translate("Table", "You")
        players = [Player(self.context.settings.player_name.strip() or you, "human")]
        players += [Player(n, "ai", "easy") for n in DEFAULT_NAMES]
        self.context.message.clear()
        self.panel.text.setText("")
        self.panel.hint.setText("")
        self.controller.continue_match(lesson.new_match(players), scripted_players(lesson))
        self._refresh()

    def _refresh(self) -> None:
        """Show the current step if its moment has come; else say the others are playing."""
        if not self.is_running or self.is_complete:
            return
        step = self.step
        p = self.panel
        p.heading.setText(self.tr("Lesson {n} of {total}: {title}").format(
            n=self.lesson_index + 1, total=len(self.lessons), title=lesson_text(self.lesson.title)))
        p.play_match_button.setVisible(False)
        p.level_box.setVisible(False)
        p.level_label.setVisible(False)
        if step is None:
            self.is_step_shown = False
            p.text.setText(self.tr("Lesson complete!"))
            p.hint.setText("")
            p.next_button.setText(self.tr("&Next lesson") if self.lesson_index + 1 < len(self.lessons)
                                  else self.tr("&Finish"))
            p.next_button.setEnabled(True)
            p.skip_button.setEnabled(False)
            self._highlight(())
            self.step_shown.emit(self.lesson_index, -1)
            return
        m = self.controller.match
        ready = m is not None and is_shown(step, m)
        if step.wait != "next":
            ready = ready and self.controller.is_awaiting_human
        was_shown = self.is_step_shown
        self.is_step_shown = ready
        p.next_button.setText(self.tr("&Next"))
        if not ready:
            if not was_shown:
                p.hint.setText(self.tr("Watch the others play\u2026"))
            p.next_button.setEnabled(False)
            p.skip_button.setEnabled(False)
            return
        p.text.setText(lesson_text(step.say))
        p.hint.setText("")
        p.next_button.setEnabled(step.wait == "next")
        p.next_button.setVisible(True)
        p.skip_button.setEnabled(True)
        self._highlight(step.highlight)
        p.fit_height()
        if not was_shown:
            self.step_shown.emit(self.lesson_index, self.step_index)

    def _highlight(self, targets: tuple[str, ...]) -> None:
        self.spotlight.set_targets(targets)
        for w in self._glowing:
            w.setGraphicsEffect(None)  # type: ignore[arg-type]
        self._glowing = []
        bar = self.context.buttons
        buttons = {"play_button": bar.play_button, "pass_button": bar.pass_button}
        for t in targets:
            if t in buttons:
                glow = QGraphicsDropShadowEffect(buttons[t])
                glow.setColor(GOLD)
                glow.setBlurRadius(28)
                glow.setOffset(0, 0)
                buttons[t].setGraphicsEffect(glow)
                self._glowing.append(buttons[t])

    def advance(self) -> None:
        """On to the next step (or the end of the lesson)."""
        self.step_index += 1
        self.is_step_shown = False
        self._refresh()

    def next(self) -> None:
        """The Next button: the next step, or the next lesson once this one is complete."""
        if self.is_complete:
            return
        step = self.step
        if step is None:
            self.start_lesson(self.lesson_index + 1)
        elif step.wait == "next" and self.is_step_shown:
            self.advance()

    def skip_step(self) -> None:
        """Do the step for the player (its own play, pass or swap card)."""
        step = self.step
        if step is None or not self.is_step_shown:
            return
        c = self.controller
        m = c.match
        if step.wait == "next":
            self.advance()
        elif step.wait == "play":
            self.scene.clear_selection()
            c.human_play(list(step.plays[0]))
        elif step.wait == "pass":
            c.human_pass()
        elif step.wait == "give" and m is not None:
            options = m.hand.swap_first_options()
            if options:
                self._close_swap()
                c.human_give(options[0])

    def play_first_match(self) -> None:
        """Leave the tutorial for a match against three players of the level chosen beside the button
        (Easy unless changed)."""
        level = str(self.panel.level_box.currentData() or "easy")
        self.leave(restore=False, quiet=True)
        self._play_match(MatchConfig(self.context.settings.player_name, (level, level, level)))

    def leave(self, restore: bool = True, quiet: bool = False) -> None:
        """Give the table back: to the match that was in play (``restore``), else to an empty table.

        ``quiet``: the window takes the table itself (a new match), so it is not handed anything."""
        if not self.is_running:
            return
        self.is_running = False
        c = self.controller
        c.action_check = None
        for signal, slot in ((c.play_refused, self._on_refused), (c.action_applied, self._on_action),
                             (c.swap_applied, self._on_swap), (c.human_turn_started, self._refresh),
                             (c.human_swap_requested, self._on_swap_requested),
                             (c.hand_finished, self._on_hand_finished)):
            signal.disconnect(slot)
        self.scene.selection_changed.disconnect(self._on_selection_changed)
        self._highlight(())
        self.dock.hide()
        previous, self.previous_match = self.previous_match, None
        if not quiet:
            self._left(previous if restore else None)
        self.finished.emit()

    def _show_end(self) -> None:
        p = self.panel
        p.heading.setText(self.tr("You know the rules of Murlan"))
        p.text.setText(self.tr("That was every rule of the game. The best way on is to play: choose how "
                               "strong your three opponents are (Easy is a gentle start) and deal."))
        p.hint.setText("")
        p.next_button.setVisible(False)
        p.skip_button.setEnabled(False)
        p.play_match_button.setVisible(True)
        p.level_box.setVisible(True)
        p.level_label.setVisible(True)
        p.play_match_button.setFocus()
        p.fit_height()
        self._highlight(())
        self.step_shown.emit(len(self.lessons), -1)

    # ------------------------------------------------------------ the player's moves

    def _check(self, cards: list[Card] | None) -> str | None:
        """Before the engine: turn away what the step does not ask for (the engine refuses the illegal)."""
        step = self.step
        if step is None:
            if self.lesson_index + 1 < len(self.lessons):  # named as the button says it
                return self.tr("This lesson is complete: press Next lesson.")
            return self.tr("This lesson is complete: press Finish.")
        if not self.is_step_shown or step.wait in ("next", "give"):
            return self.tr("Read the lesson first, then press Next.")
        if step.is_expected(cards):
            return None
        m = self.controller.match
        if cards is not None and m is not None:
            try:
                m.hand.check_play(HUMAN, cards)
            except IllegalPlayError:
                return None  # the engine says why; the hint follows in the panel
        return lesson_text(step.hint) if step.hint else self.tr("That is not this step's move.")

    def _on_refused(self, _text: str) -> None:
        step = self.step
        if step is not None and self.is_step_shown and step.hint:
            self.panel.hint.setText(lesson_text(step.hint))
            self.panel.fit_height()

    def _on_selection_changed(self) -> None:
        """A selection the engine refuses never reaches Play (it stays disabled): the hint comes now."""
        c = self.controller
        selected = self.scene.selected_cards()
        if not selected:
            return
        if not selection_preview(c.match, c.human_seat, selected).can_play:
            self._on_refused("")
            return
        # a playable selection takes back the hint a refused one brought ("a scale needs at least five
        # cards" once the fifth is selected): it no longer applies
        step = self.step
        if step is not None and step.hint and self.panel.hint.text() == lesson_text(step.hint):
            self.panel.hint.setText("")
            self.panel.fit_height()

    def _on_action(self, action: object) -> None:
        step = self.step
        if isinstance(action, Action) and action.seat == HUMAN and step is not None and step.is_expected(
                action.cards):
            self.advance()
        else:
            self._refresh()

    def _on_swap(self, giver: int, _receiver: int, _card: object) -> None:
        step = self.step
        if giver == HUMAN and step is not None and step.wait == "give":
            self.advance()

    def _on_swap_requested(self, _phase: str, _options: list) -> None:
        self._refresh()

    def _on_hand_finished(self, _result: object) -> None:
        self._refresh()

    # ------------------------------------------------------------ looks

    def resize_text(self) -> None:
        self.panel.set_font_px(max(13, min(20, round(self.context.host.height() / 58))))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:  # passed on by the window to its child objects
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        self.panel.retranslate()
        if self.is_complete:
            self._show_end()
        else:
            self.is_step_shown = False
            self._refresh()
