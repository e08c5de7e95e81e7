"""Every page, panel and dialog of the game reached and worked with the keyboard alone (no mouse)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ai import make_player, player_seed, take_turn
from murlan_qt.engine import PHASE_PLAY, PHASE_SWAP_FIRST, PHASE_SWAP_LAST, Card, MatchState
from murlan_qt.ui.dialogs.end_panels import EndPanel
from murlan_qt.ui.dialogs.settings_dialog import SettingsDialog
from murlan_qt.ui.dialogs.swap_dialog import SwapDialog
from murlan_qt.ui.review.window import ReplayWindow
from murlan_qt.ui.texts import card_name
from murlan_qt.ui.window.main_window import MainWindow

WAIT_MS = 60_000
Key = Qt.Key


def _focus() -> QWidget:
    w = QApplication.focusWidget()
    assert w is not None, "nothing has the keyboard's focus"
    return w


def _press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the keyboard's focus is, as a player presses it."""
    qtbot.keyClick(_focus(), key, modifier)


def _tab_to(qtbot: QtBot, target: QWidget, most: int = 40) -> None:
    """Tab until ``target`` has the focus (it must, within ``most`` presses)."""
    for _ in range(most):
        if _focus() is target:
            return
        _press(qtbot, Key.Key_Tab)
    assert _focus() is target, f"Tab never reached {target.objectName() or target}"


def _activate(qtbot: QtBot, window: QWidget) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _finish_a_hand(qtbot: QtBot, window: MainWindow, totals: list[int] | None = None) -> EndPanel:
    match = MatchState(5)
    if totals is not None:
        match.totals = totals
    window.controller.continue_match(match)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(), timeout=WAIT_MS)
    assert isinstance(window.summary, EndPanel)
    return window.summary


def test_the_welcome_page_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    _activate(qtbot, window)
    window.show_welcome()
    page = window.welcome
    assert page is not None
    qtbot.waitUntil(lambda: _focus() is page.learn_button)  # the first choice has the focus
    _press(qtbot, Key.Key_Tab)
    assert _focus() is page.play_button
    _press(qtbot, Key.Key_Tab)
    assert _focus() is page.language_box
    # Learn to play, from the keyboard: the first lesson starts on the table
    _tab_to(qtbot, page.learn_button)
    _press(qtbot, Key.Key_Space)
    qtbot.waitUntil(lambda: window.is_in_tutorial, timeout=WAIT_MS)
    assert not page.isVisible()


def test_a_lesson_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    _activate(qtbot, window)
    window.learning.start_tutorial()
    qtbot.waitUntil(lambda: window.is_in_tutorial, timeout=WAIT_MS)
    tutorial = window.learning.tutorial
    assert tutorial is not None
    panel = tutorial.panel
    first = panel.heading.text(), panel.text.text()
    # the lesson's words are in the tree where its buttons are
    texts = [QAccessible.queryAccessibleInterface(w).text(QAccessible.Text.Name) for w in (panel.heading, panel.text)]
    assert texts == list(first) and all(texts)
    qtbot.waitUntil(lambda: panel.next_button.isVisible() or panel.skip_button.isVisible(), timeout=WAIT_MS)
    button = panel.next_button if panel.next_button.isVisible() and panel.next_button.isEnabled() \
        else panel.skip_button
    _tab_to(qtbot, button)
    _press(qtbot, Key.Key_Space)
    qtbot.waitUntil(lambda: (panel.heading.text(), panel.text.text()) != first, timeout=WAIT_MS)
    # and the tutorial is left with the keyboard
    _tab_to(qtbot, panel.leave_button)
    _press(qtbot, Key.Key_Space)
    qtbot.waitUntil(lambda: not window.is_in_tutorial, timeout=WAIT_MS)


def _review_by_keyboard(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, EndPanel, ReplayWindow]:
    """A hand played to its end; "Review this hand" reached with Tab and opened with Space."""
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    _activate(qtbot, window)
    panel = _finish_a_hand(qtbot, window)
    assert _focus() is panel.continue_button  # "Next hand" has the focus as the panel opens
    _tab_to(qtbot, panel.review_button)
    _press(qtbot, Key.Key_Space)
    qtbot.waitUntil(lambda: any(isinstance(w, ReplayWindow) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=WAIT_MS)
    review = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayWindow) and w.isVisible())
    _activate(qtbot, review)
    return window, panel, review


def test_the_end_of_hand_panel_and_the_review_with_the_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window, panel, review = _review_by_keyboard(qtbot, tmp_path)
    start = review.position
    _press(qtbot, Key.Key_Right)
    _press(qtbot, Key.Key_Right)
    assert review.position != start and review.position.hand == start.hand
    _press(qtbot, Key.Key_Home)
    _press(qtbot, Key.Key_Escape)  # closes the review
    qtbot.waitUntil(lambda: not review.isVisible(), timeout=WAIT_MS)
    # back on the table, Enter deals the next hand
    _activate(qtbot, window)
    _tab_to(qtbot, panel.continue_button)
    _press(qtbot, Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.match.hands) == 2, timeout=WAIT_MS)
    assert window.summary is None
    window.controller.shutdown()


def test_the_end_of_match_panel_with_the_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(tmp_path, human_seat=None, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    _activate(qtbot, window)
    panel = _finish_a_hand(qtbot, window, [10, 25, 3, 8])
    assert panel.over and panel.close_button is not None
    assert _focus() is panel.continue_button  # "New match..."
    _tab_to(qtbot, panel.review_button)
    _tab_to(qtbot, panel.close_button)
    _press(qtbot, Key.Key_Escape)  # Escape closes the match's panel
    qtbot.waitUntil(lambda: not panel.isVisible())
    window.controller.shutdown()


def test_the_swap_dialog_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    hand = sorted(Card.from_str(s) for s in ("3S", "5H", "9D", "KC", "AS", "2H", "RJ"))
    options = [Card.from_str("RJ")]
    dialog = SwapDialog(PHASE_SWAP_LAST, hand, options, "Arta", parent=window)
    dialog.open()
    qtbot.waitUntil(lambda: _focus() is dialog.buttons[options[0]])  # the card to give has the focus
    # each card is read by its name in words, not by its glyphs
    for c, b in dialog.buttons.items():
        assert QAccessible.queryAccessibleInterface(b).text(QAccessible.Text.Name) == card_name(c)
    _press(qtbot, Key.Key_Space)
    assert dialog.chosen == options[0] and not dialog.isVisible()


def test_the_swap_dialog_cards_are_chosen_among_with_tab(qtbot: QtBot, window: MainWindow) -> None:
    hand = sorted(Card.from_str(s) for s in ("3S", "5H", "9D", "KC", "AS"))
    options = [Card.from_str("3S"), Card.from_str("5H"), Card.from_str("9D")]
    from murlan_qt.engine import PHASE_SWAP_FIRST

    dialog = SwapDialog(PHASE_SWAP_FIRST, hand, options, "Arta", parent=window)
    dialog.open()
    qtbot.waitUntil(lambda: _focus() is dialog.buttons[options[0]])
    _tab_to(qtbot, dialog.buttons[options[2]])
    _press(qtbot, Key.Key_Space)
    assert dialog.chosen == options[2]


def _second_hand_with_the_player_first() -> MatchState:
    """A match whose first hand the player (played greedy here) won: in the second, he gives a card back."""
    for seed in range(1, 400):
        m = MatchState(seed)
        players = {s: make_player("greedy", player_seed(seed, s)) for s in range(4)}
        while not m.hand.is_over:
            take_turn(m, players[m.hand.turn], 0.01)  # type: ignore[arg-type]
        if m.hand.finish[0] == 0 and m.needs_new_hand:
            m.score_if_over()
            m.start_next_hand()
            if m.hand.swap is not None and not m.hand.swap.jokers_shown:
                return m
    raise AssertionError("no seed gives the player the first place")


def test_after_the_swap_the_keyboard_is_back_on_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    """The swap dialog given with the keyboard, the keys go to the hand again: the window active, the table
    focused (without a window manager to give it back, the keys and the screen reader's focus were lost)."""
    _activate(qtbot, window)
    window.view.setFocus()
    window.controller.continue_match(_second_hand_with_the_player_first())
    qtbot.waitUntil(lambda: window.swap_dialog is not None and window.swap_dialog.isVisible(), timeout=WAIT_MS)
    dialog = window.swap_dialog
    assert window.controller.match.hand.phase == PHASE_SWAP_FIRST
    qtbot.waitUntil(lambda: dialog.isAncestorOf(_focus()))
    _press(qtbot, Key.Key_Space)  # the card focused is given
    qtbot.waitUntil(lambda: window.controller.match.hand.phase == PHASE_PLAY, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert _focus() is window.view


def test_the_settings_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    _activate(qtbot, window)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    _press(qtbot, Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)  # Settings' shortcut
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.isAncestorOf(_focus()))
    # every control is reached with Tab
    controls = [w for w in dialog.findChildren(QWidget) if w.isVisible() and w.isEnabled()
                and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None]
    reached = set()
    for _ in range(len(controls) + 5):
        reached.add(_focus())
        _press(qtbot, Key.Key_Tab)
    missed = [w.objectName() or type(w).__name__ for w in controls if w not in reached]
    assert not missed, missed
    # a check box toggled with Space, a list changed with the arrows
    _tab_to(qtbot, dialog.four_colour)
    was = window.settings.four_colour
    _press(qtbot, Key.Key_Space)
    assert window.settings.four_colour is not was
    _tab_to(qtbot, dialog.felt)
    colour = window.settings.table_colour
    _press(qtbot, Key.Key_Down if dialog.felt.currentIndex() < dialog.felt.count() - 1 else Key.Key_Up)
    assert window.settings.table_colour != colour
    _press(qtbot, Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def _walk(iface: object, depth: int = 0) -> list[tuple[QAccessible.Role, str]]:
    """Every node under ``iface`` (its role and name), depth first, as a screen reader walks the tree."""
    out = [(iface.role(), iface.text(QAccessible.Text.Name))]  # type: ignore[attr-defined]
    if depth < 12:
        for i in range(iface.childCount()):  # type: ignore[attr-defined]
            child = iface.child(i)  # type: ignore[attr-defined]
            if child is not None:
                out += _walk(child, depth + 1)
    return out


def test_the_review_is_read_by_a_screen_reader(qtbot: QtBot, tmp_path: Path) -> None:
    from murlan_qt.ui.access.words import action_text

    window, _panel, review = _review_by_keyboard(qtbot, tmp_path)
    for _ in range(3):
        _press(qtbot, Key.Key_Right)
    qtbot.wait(1)
    nodes = _walk(QAccessible.queryAccessibleInterface(review))
    names = [n for _r, n in nodes]
    # the step, the hand at the bottom, and the trick on the table, in words
    assert review.where_label.text() in names and review.where_label.text().startswith("Action 3 of ")
    m = review.view.table_scene.source.match
    assert "Your hand" in names and "On the table" in names
    assert m.hand.trick_actions()
    for a in m.hand.trick_actions():
        assert action_text(m, a) in names, f"the trick's {action_text(m, a)!r} is not in the tree"
    # the analysis: its decisions and its verdicts are text a screen reader reads
    review.analysis.analyse_button.click()
    qtbot.waitUntil(lambda: review.analysis.list.count() > 0, timeout=WAIT_MS)
    names = [n for _r, n in _walk(QAccessible.queryAccessibleInterface(review))]
    assert review.analysis.summary.text() and review.analysis.summary.text() in names
    listed = QAccessible.queryAccessibleInterface(review.analysis.list)
    assert listed.childCount() == review.analysis.list.count()
    assert [listed.child(i).text(QAccessible.Text.Name) for i in range(listed.childCount())] == [
        review.analysis.list.item(i).text() for i in range(review.analysis.list.count())]
    review.close()
