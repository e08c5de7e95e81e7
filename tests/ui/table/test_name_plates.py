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
