"""The welcome page, the rules window, the New match dialog's levels and variants, the hidden seed,
and switching the language at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ai import available_levels, default_level
from murlan_qt.engine import Rules, parse_cards
from murlan_qt.ui.art.card_art import card_height_px
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.dialogs.match_details import match_details_text
from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog, level_description
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.learn.lesson_texts import lesson_text
from murlan_qt.ui.learn.rules_window import OVERLAP_STEP, RulesWindow, cards_picture
from murlan_qt.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = make_window(tmp_path, size=(1280, 800))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


@pytest.fixture
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    remove_translators(qapp)
    install_translators(qapp, "en")


# ---------------------------------------------------------------- the welcome page


def test_the_first_start_shows_the_welcome_on_the_table(window: MainWindow) -> None:
    window.start_up(MatchConfig(levels=(default_level(),) * 3, seed=3))
    assert window.welcome is not None and window.welcome.isVisible()
    assert window.welcome.parentWidget() is window.view  # on the table, not a dialog
    assert window.controller.match is None


def test_the_welcome_card_hides_the_table_under_it(window: MainWindow, qtbot: QtBot) -> None:
    """Reopened during a match (Help > Welcome), the card is opaque: the hand under it does not show
    through its text (the playtest saw the cards through it)."""
    window.settings.welcome_shown = True
    window.start_up(MatchConfig(levels=(default_level(),) * 3, seed=3))
    window.show_welcome()
    assert window.welcome is not None
    card = window.welcome.card
    image = card.grab().toImage()
    corner_free = [image.pixelColor(x, image.height() - 12) for x in range(20, image.width() - 20, 37)]
    assert corner_free and all(c.alpha() == 255 for c in corner_free)


def test_a_later_start_goes_straight_to_the_table(window: MainWindow) -> None:
    window.settings.welcome_shown = True
    window.start_up(MatchConfig(levels=(default_level(),) * 3, seed=3))
    assert window.welcome is None and window.controller.match is not None


def test_learn_to_play_starts_the_tutorial(window: MainWindow, qtbot: QtBot) -> None:
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.learn_button, Qt.MouseButton.LeftButton)
    assert window.is_in_tutorial and not window.welcome.isVisible()
    assert window.settings.welcome_shown


def test_play_a_match_opens_the_new_match_dialog_and_dealing_clears_the_page(window: MainWindow,
                                                                           qtbot: QtBot) -> None:
    window.show_welcome()
    assert window.welcome is not None
    qtbot.mouseClick(window.welcome.play_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewMatchDialog, "newMatchDialog")
    assert dialog is not None and dialog.isVisible()
    dialog.accept()
    assert window.controller.match is not None and not window.welcome.isVisible()


def test_help_reopens_the_welcome(window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=4))
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    welcome = next(a for a in help_menu.actions() if a.text() == "&Welcome")
    welcome.trigger()
    assert window.welcome is not None and window.welcome.isVisible()


def test_the_welcome_language_switches_the_game_at_once(window: MainWindow, english_afterwards: None) -> None:
    window.show_welcome()
    page = window.welcome
    assert page is not None
    english_title = page.title.text()
    box = page.language_box
    box.activated.emit(box.findData("sq"))
    assert window.settings.language == "sq"
    assert page.title.text() != english_title
    assert "&Loja" in [a.text() for a in window.menuBar().actions()]
    assert window.play_button.text() == "Luaj"
    box.activated.emit(box.findData("en"))
    assert page.title.text() == english_title and window.play_button.text() == "Play"


def test_set_language_retranslates_the_table_menus_and_open_pages(window: MainWindow, qtbot: QtBot,
                                                                 english_afterwards: None) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=6))
    window.show_rules()
    rules = window.rules_window
    assert rules is not None
    english_sections = [rules.sections.item(i).text() for i in range(rules.sections.count())]
    window.set_language("sq")
    assert window.scene.scoreboard.heading.startswith("Objektivi") or window.scene.scoreboard.heading != "Target 21"
    sections = [rules.sections.item(i).text() for i in range(rules.sections.count())]
    assert sections != english_sections and len(sections) == len(english_sections)
    # the menus were built anew, not added to: one live action per shortcut
    f1 = [a for a in window.findChildren(type(window.new_action))
          if QKeySequence(Qt.Key.Key_F1) in a.shortcuts() and a.associatedObjects()]
    assert len(f1) == 1
    for name in rules.pictures:  # the pictures are still there for the new text
        assert rules.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name)) is not None
    window.set_language("en")
    assert window.scene.scoreboard.heading == "Target 21"


def test_set_language_retranslates_the_lesson_on_screen(window: MainWindow, qtbot: QtBot,
                                                       english_afterwards: None) -> None:
    window.start_tutorial()
    t = window.tutorial
    assert t is not None
    qtbot.waitUntil(lambda: t.is_step_shown)
    english = t.panel.text.text()
    window.set_language("sq")
    assert t.panel.text.text() == lesson_text("singles.intro") != english
    assert t.panel.heading.text().startswith("Mësimi 1 nga 10")
    assert t.panel.leave_button.text() == "&Lër mësimet"


# ---------------------------------------------------------------- the rules window


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_rules_pictures_come_from_the_card_art_at_1x_and_2x(qapp: QApplication, ratio: float) -> None:
    cards = parse_cards("4S 4H 4D 4C")
    image = cards_picture(cards, 60, ratio)
    logical_w = 60 + round(60 * OVERLAP_STEP) * 3
    assert image.devicePixelRatio() == ratio
    assert (image.width(), image.height()) == (round(logical_w * ratio), round(card_height_px(60) * ratio))
    # the card face is painted: white card inside, transparent outside the last card
    centre = image.pixelColor(image.width() - round(30 * ratio), image.height() // 2)
    assert centre.alpha() == 255
    blank = QImage(image.size(), image.format())
    blank.fill(0)
    assert image != blank


def test_the_rules_window_has_every_section_with_pictures(qtbot: QtBot) -> None:
    w = RulesWindow()
    qtbot.addWidget(w)
    titles = [w.sections.item(i).text() for i in range(w.sections.count())]
    assert titles == ["The game in short", "The cards", "Combinations", "What beats what", "A hand",
                      "The swap", "Points and the target", "Rules variants", "Partners (2 against 2)",
                      "The computer players",
                      "Mouse and keyboard"]
    names = set(w.pictures)
    for example in ("KS", "8H-8C", "JS-JD-JC", "4S-4H-4D-4C", "6D-7S-8H-9C-TD",  # every combination
                    "3S-4H-5D-6C-7S", "3H-4S-5C-6D-7D", "5S-5H-5D-5C", "BJ-RJ",  # RULES.md section 6
                    "3S-4H-5D-6C-7S-8H-9D-TC-JS-QH-KD-AC", "6S-7H-8D-9C-TS-JH"):
        assert any(n.startswith(f"cards:{example}:") for n in names), example
    text = w.browser.toPlainText()
    for level in available_levels():
        assert level_description(level) in text
    for needle in ("pass sits the player out", "one step higher", "rises by 10", "highest card",
                   "first team to reach 41", "rises by 20", "nothing is exchanged", "No signs between partners"):
        assert needle in text


def test_f1_opens_the_rules_window(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.rules_window is not None and window.rules_window.isVisible()
    assert not window.rules_window.isModal()


# ---------------------------------------------------------------- the New match dialog and the seed


def test_the_new_match_dialog_offers_every_rules_variant(qtbot: QtBot) -> None:
    d = NewMatchDialog(MatchConfig())
    qtbot.addWidget(d)
    assert set(d.variant_boxes) == set(Rules.option_names())
    d.variant_boxes["scale_step_one"].setChecked(True)
    assert d.config().rules == Rules(scale_step_one=True)


def test_the_new_match_dialog_says_what_each_level_is(qtbot: QtBot) -> None:
    d = NewMatchDialog(MatchConfig())
    qtbot.addWidget(d)
    assert set(d.level_lines) == set(available_levels())
    assert d.level_lines["easy"].text() == "Easy: plays like a beginner, sometimes loosely"
    assert d.level_lines["expert"].text() == "Expert: reads your play and plans ahead"
    box = d.level_boxes[0]
    assert box.itemData(box.findData("easy"), Qt.ItemDataRole.ToolTipRole) == level_description("easy")


def test_a_seed_is_not_remembered_for_the_next_match(window: MainWindow) -> None:
    window.remember(MatchConfig(levels=("easy",) * 3, seed=42, rules=Rules(scale_step_one=True)))
    config = window.last_config()
    assert config.seed is None and config.rules == Rules(scale_step_one=True) and config.levels == ("easy",) * 3
    d = NewMatchDialog(config)
    assert d.seed_edit.text() == "" and not d.details.isVisibleTo(d)


def test_a_match_with_scale_step_one_plays_by_it(window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=8, rules=Rules(scale_step_one=True)))
    m = window.controller.match
    assert m is not None and m.rules.scale_step_one
    assert window.scene.info.footer == "Scales step by one"


def test_the_seed_is_not_on_the_table_but_in_the_match_details(window: MainWindow) -> None:
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=632297344))
    scene = window.scene
    shown = [scene.info.heading, scene.info.footer, scene.scoreboard.heading, scene.scoreboard.footer]
    assert not any("632297344" in t for t in shown)
    m = window.controller.match
    assert m is not None and "632297344" in match_details_text(m)
