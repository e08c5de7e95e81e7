"""The name plates: long names are elided so no plate covers another."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState, Player

HOSTILE = "<img src=x><b>x</b>"


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_long_names_are_elided_so_no_plate_covers_another(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> None:
    from PySide6.QtCore import QSettings

    from murlan_qt.ui.game.controller import GameController
    from murlan_qt.ui.settings import Settings
    from murlan_qt.ui.window.main_window import MainWindow

    names = ["W" * 24, HOSTILE, "Ëndërrimtari i Madh Gjatë", "M" * 24]
    players = [Player(names[0], "human")] + [Player(n, "ai", "easy") for n in names[1:]]
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "instant"
    controller = GameController(speed="instant", human_seat=0)
    window = MainWindow(settings, None, controller=controller, show_dialogs=False, keep_data=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    controller.continue_match(MatchState(7, players=players))
    qtbot.waitUntil(lambda: all(p.isVisible() for p in window.scene.plates), timeout=10_000)
    qtbot.wait(50)
    scene = window.scene
    boxes = [p.mapRectToScene(p.plate_rect()) for p in scene.plates] + [
        b.mapRectToScene(b.board_rect()) for b in (scene.scoreboard, scene.info)]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    assert any(p.shown_title().endswith("…") for p in scene.plates)
    controller.shutdown()


def test_a_long_status_line_is_elided_and_never_hides_the_count_or_the_badge(qtbot: QtBot) -> None:
    from PySide6.QtGui import QFontMetricsF

    from murlan_qt.ui.table.labels import MAX_STATUS_UNITS, PlateItem

    plate = PlateItem()
    plate.set_unit(60.0)
    plate.set_texts("Arben", "person", "13 cards", "dealer")
    two_lines = plate.plate_rect()
    plate.set_status("disconnected (a computer player keeps the seat) " * 3, "42 s")
    three = plate.plate_rect()
    # a line more, and no wider than the bound (plus the plate's padding): the plate stays clear of the others
    assert three.height() > two_lines.height()
    assert three.width() <= max(two_lines.width(), 60.0 * (MAX_STATUS_UNITS + 0.36)) + 0.5
    small = QFontMetricsF(plate._fonts()[1])
    shown = plate.shown_status()
    assert shown.endswith("…") and shown != plate.status
    # the status and the clock fit the line together; the name, the badge and the count keep their lines
    inner = three.width() - 60.0 * 0.36
    assert small.horizontalAdvance(shown) + small.horizontalAdvance("  42 s") <= inner + 0.5
    assert small.horizontalAdvance("person   13 cards") <= inner
    # no status: the plate is the offline game's two lines again
    plate.set_status("", "")
    assert plate.plate_rect() == two_lines and not plate.has_status
