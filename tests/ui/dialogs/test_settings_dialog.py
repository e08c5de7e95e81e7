"""Game > Settings: every setting is stored, remembered, applied at once; the language changes at once."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.ui.art.looks import BACKS, FELTS
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.dialogs.settings_dialog import AIDS, SettingsDialog
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = make_window(tmp_path)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


def open_settings(window: MainWindow) -> SettingsDialog:
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_ctrl_comma_and_the_preferences_role_open_the_settings(window: MainWindow) -> None:
    action = window.settings_action
    assert QKeySequence("Ctrl+,") in action.shortcuts()
    assert action.menuRole() == QAction.MenuRole.PreferencesRole
    action.trigger()
    assert window.settings_dialog is not None and window.settings_dialog.isVisible()


def test_each_setting_is_applied_at_once_and_remembered(window: MainWindow, tmp_path: Path) -> None:
    d = open_settings(window)
    d.speed.setCurrentIndex(d.speed.findData("slow"))
    assert window.animator.speed == "slow" and window.speed_actions["slow"].isChecked()
    d.pace.setCurrentIndex(d.pace.findData("fast"))
    assert window.controller.pace == "fast"
    d.sort.setCurrentIndex(1)
    assert not window.scene.sort_by_rank and window.own_order_action.isChecked()
    d.four_colour.setChecked(True)
    assert window.scene.theme.four_colour and window.four_colour_action.isChecked()
    d.back.setCurrentIndex(d.back.findData("blue"))
    assert window.scene.theme.back_colour == BACKS["blue"][0] and window.scene.theme.four_colour
    d.felt.setCurrentIndex(d.felt.findData("red"))
    assert window.scene.felt == FELTS["red"]
    d.sound.setChecked(False)
    d.volume.setValue(40)
    assert window.sound.muted and window.sound.volume == 40 and not d.volume.isEnabled()
    for name in AIDS:
        d.aids[name].setChecked(True)
        assert window.aids.actions[name].isChecked(), name  # View's switch follows
    assert window.aids.log_dock.isVisible() and window.aids.tracker_dock.isVisible()

    again = Settings(QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat))
    assert (again.animation_speed, again.computer_pace, again.sort_by_rank, again.four_colour) == (
        "slow", "fast", False, True)
    assert (again.card_back, again.table_colour, again.sound_enabled, again.sound_volume) == ("blue", "red", False, 40)
    assert all(getattr(again, name) is True for name in AIDS)


def test_a_new_window_starts_with_the_remembered_looks(qtbot: QtBot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat)
    s = Settings(store)
    s.card_back, s.table_colour, s.computer_pace, s.sound_volume = "green", "blue", "slow", 25
    w = make_window(tmp_path)
    qtbot.addWidget(w)
    assert w.scene.theme.back_colour == BACKS["green"][0] and w.scene.felt == FELTS["blue"]
    assert w.controller.pace == "slow" and w.sound.volume == 25


def test_values_out_of_range_read_back_as_defaults(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "odd.ini"), QSettings.Format.IniFormat)
    store.setValue("view/card_back", "plaid")
    store.setValue("view/table_colour", "<b>x</b>")
    store.setValue("match/computer_pace", "warp")
    store.setValue("sound/volume", "250")
    s = Settings(store)
    assert (s.card_back, s.table_colour, s.computer_pace, s.sound_volume) == ("red", "green", "", 100)


def test_the_view_menu_keeps_its_quick_toggles(window: MainWindow) -> None:
    window.four_colour_action.trigger()
    d = open_settings(window)
    assert window.settings.four_colour and d.four_colour.isChecked()


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_language_changes_at_once_and_back(window: MainWindow, qapp: QApplication) -> None:
    try:
        window.start_match(window.last_config())
        d = open_settings(window)
        english_menus = _menu_titles(window)
        d.language.setCurrentIndex(d.language.findData("sq"))
        assert window.settings.language == "sq"
        menus = _menu_titles(window)
        assert "&Loja" in menus and menus != english_menus
        assert len(window.menuBar().actions()) == len(english_menus)
        assert window.pass_button.text() == "Pas"
        assert d.windowTitle() == "Cilësimet"
        assert window.settings_action.text() == "C&ilësimet..."
        # the menus are the same: the actions the window uses are in them
        assert window.settings_action in [a for m in window.menuBar().actions() for a in m.menu().actions()]
        # every shortcut is held by one live action only (the old ones were let go)
        seen = [k.toString() for a in window.findChildren(QAction) if a.isEnabled() for k in a.shortcuts()]
        assert len(seen) == len(set(seen)), seen
        d.language.setCurrentIndex(d.language.findData("en"))
        assert _menu_titles(window) == english_menus and window.pass_button.text() == "Pass"
    finally:
        remove_translators(qapp)
        install_translators(qapp, "en")


def _mnemonics(dialog: SettingsDialog) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.text() for w in dialog.findChildren(QAbstractButton)]
    keys = []
    for text in texts:
        found = re.search(r"&([^&\s])", text.replace("&&", ""))
        if found:
            keys.append(found.group(1).lower())
    return keys


@pytest.mark.parametrize("language", ["en", "sq"])
def test_every_setting_has_its_own_keyboard_shortcut(window: MainWindow, qapp: QApplication, language: str) -> None:
    try:
        install_translators(qapp, language)
        d = open_settings(window)
        QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        keys = _mnemonics(d)
        assert len(keys) >= 13
        assert len(keys) == len(set(keys)), sorted(keys)
    finally:
        remove_translators(qapp)
        install_translators(qapp, "en")


def test_a_new_language_keeps_the_aids_switches_and_retranslates_their_panels(
        window: MainWindow, qapp: QApplication) -> None:
    """The View menu's aids' switches stay, in the new words, and still work."""
    try:
        window.start_match(window.last_config())
        window.set_language("sq")
        view_texts = [a.text() for a in window.view_menu.actions()]
        assert window.aids.actions["show_play_log"].text() in view_texts
        assert window.aids.actions["show_play_log"].text() != "Play &log"
        assert window.aids.log_dock.windowTitle() == "Regjistri i lojës"
        assert window.aids.finish_button.text() != "Finish the hand"
        # the switch still works after the language change
        window.aids.actions["show_tracker"].setChecked(True)
        assert window.settings.show_tracker is True
        window.set_language("en")
        assert window.aids.log_dock.windowTitle() == "Play log"
    finally:
        remove_translators(qapp)
        install_translators(qapp, "en")


def test_the_default_name_of_the_player_follows_the_language(window: MainWindow, qapp: QApplication) -> None:
    """A match started in English keeps "You" in its record; in Albanian the table says "Ti"."""
    try:
        window.start_match(window.last_config())
        m = window.controller.match
        assert m is not None and m.players[0].name == "You"
        window.set_language("sq")
        assert window.scene.plates[0].title == "Ti"
        assert window.scene.scoreboard.rows[0][0] == "Ti"
        assert m.players[0].name == "You"  # the record is not rewritten
        window.set_language("en")
        assert window.scene.plates[0].title == "You"
    finally:
        remove_translators(qapp)
        install_translators(qapp, "en")


@pytest.mark.sound
def test_settings_open_before_the_sound_process_answers_say_why_once_it_does(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The sound process answers a moment after it starts: the dialog opened meanwhile shows nothing,
    then the reason when the answer comes (no audio output here)."""
    import sys

    script = tmp_path / "no_output.py"
    script.write_text("import json, sys, time\nsys.stdin.readline()\ntime.sleep(0.3)\n"
                      "print(json.dumps({'ready': False, 'problem': 'no_output'}), flush=True)\n")
    w = make_window(tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.sound._command = lambda: (sys.executable, [str(script)])
    dialog = open_settings(w)
    assert w.sound.available is None and not dialog.sound_note.isVisible()
    qtbot.waitUntil(lambda: dialog.sound_note.isVisible(), timeout=30_000)
    assert dialog.sound_note.text() == "No sound can be played here: No audio output was found."
    w.controller.shutdown()
