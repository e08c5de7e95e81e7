"""Settings > Language: after switching, no text the window shows is still English; the menus are the same."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QGroupBox, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.game.controller import MatchConfig, default_level
from murlan_qt.ui.table.labels import BubbleItem, PlateItem, ScoreBoardItem
from murlan_qt.ui.window.main_window import MainWindow

TS_SQ = Path(__file__).resolve().parents[3] / "assets" / "translations" / "murlan_sq.ts"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def _english_patterns() -> list[re.Pattern[str]]:
    """Every English source text whose Albanian differs, as a pattern (a placeholder matches any words)."""
    sources: set[str] = set()
    same: set[str] = set()  # the same in both languages (in some context: "Normal", a level)
    for message in ET.parse(TS_SQ).getroot().iter("message"):
        source = _plain(message.findtext("source") or "")
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if not any(c.isalpha() for c in PLACEHOLDER.sub("", source)):
            continue  # nothing but placeholders: it would match any text
        sources.add(source)
        if any(_plain(f) == source for f in forms):
            same.add(source)
    return [re.compile(".+".join(re.escape(p) for p in PLACEHOLDER.split(s))) for s in sorted(sources - same)]


def _menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            texts += _menu_texts(sub)
        elif action.isVisible() and not action.isSeparator():
            texts += [action.text(), action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""]
    return texts


def _widget_texts(root: QWidget) -> list[str]:
    """What ``root`` shows: titles, labels, buttons (with their tooltips), and the names read out."""
    texts = [root.windowTitle(), root.accessibleName()]
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root):
            continue
        texts += [w.accessibleName(), w.toolTip()]
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QDockWidget):
            texts.append(w.windowTitle())
    return texts


def _table_texts(window: MainWindow) -> list[str]:
    texts: list[str] = []
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, PlateItem):
            texts += [item.title, item.subtitle, item.count_text, item.badge]
        elif isinstance(item, BubbleItem):
            texts.append(item.text)
        elif isinstance(item, ScoreBoardItem):
            texts += [item.heading, item.footer, *(t for row in item.rows for t in row[:2])]
    return texts


def _still_english(texts: list[str]) -> list[str]:
    patterns = _english_patterns()
    found = []
    for text in texts:
        for line in _plain(text).split("\n"):
            if line and any(p.fullmatch(line) for p in patterns):
                found.append(line)
    return sorted(set(found))


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    """English installed before the window is built; after the test, English again whatever it switched to."""
    install_translators(qapp, "en")
    yield
    remove_translators(qapp)
    install_translators(qapp, "en")


@pytest.fixture
def window(english: None, window: MainWindow) -> MainWindow:
    """The shown window of tests/ui/conftest.py, in English."""
    return window


def test_after_switching_to_albanian_no_text_of_the_window_is_english(window: MainWindow, qtbot: QtBot) -> None:
    seed = next(s for s in range(1, 80) if MatchState(s).hand.turn == 0)
    window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=seed))
    qtbot.waitUntil(lambda: window.controller.is_awaiting_human, timeout=30_000)
    window.settings.show_play_log = window.settings.show_tracker = True
    window.settings.notify("show_play_log")
    window.show_settings()
    dialog = window.settings_dialog
    assert dialog is not None

    def shown() -> list[str]:
        texts = [window.windowTitle(), window.message.text()]
        for top in window.menuBar().actions():
            menu = top.menu()
            assert isinstance(menu, QMenu)
            texts += _menu_texts(menu)
        return texts + _widget_texts(window) + _widget_texts(dialog) + _table_texts(window)

    english = _still_english(shown())
    assert "Play" in english and "Play log" in english and "Settings" in english  # the check sees English
    def menu_actions() -> list[QAction]:  # File > Open Recent is filled anew each time it opens
        return [a for top in window.menuBar().actions() for a in [top, *top.menu().actions()]]

    actions = menu_actions()
    dialog.language.setCurrentIndex(dialog.language.findData("sq"))
    assert window.settings.language == "sq"
    assert _still_english(shown()) == []
    assert menu_actions() == actions  # retranslated in place, not built again


def test_the_bottom_bar_paints_its_dark_background(window: MainWindow) -> None:
    """The bar is a widget of its own: its style sheet's background must still be painted."""
    image = window.grab().toImage()
    bar = window.bottom_bar.geometry()
    corner = image.pixelColor(window.centralWidget().mapTo(window, bar.topLeft()).x() + 3,
                              window.centralWidget().mapTo(window, bar.center()).y())
    assert corner.lightness() < 60, corner.name()
