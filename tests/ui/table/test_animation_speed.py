"""One animation speed, shared by the flights and the computer players' pauses."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from murlan_qt.ui.game.controller import GameController
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.table import animation as animation
from murlan_qt.ui.window.main_window import MainWindow


def _window(tmp_path: Path, settings_speed: str, controller_speed: str) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = settings_speed
    game = GameController(speed=controller_speed, human_seat=0, ai_time_limit=0.05)
    return MainWindow(settings, tmp_path / "data", controller=game, show_dialogs=False, keep_data=False)


def test_the_animator_and_the_controller_share_one_speed(qtbot: QtBot, tmp_path: Path) -> None:
    """Flights and the computer players' pauses cannot run at two speeds."""
    window = _window(tmp_path, settings_speed="slow", controller_speed="instant")
    qtbot.addWidget(window)
    assert window.animator.speed == window.controller.speed == "instant"
    window.set_speed("fast")
    assert (window.animator.speed, window.controller.speed, window.settings.animation_speed) == ("fast",) * 3
    assert window.animator.flight_ms == animation.FLIGHT_MS["fast"]
    window.controller.set_speed("slow")  # whoever changes it, there is one value
    assert window.animator.speed == "slow"
    assert not hasattr(window.animator, "_speed") and not hasattr(window.animator, "set_speed")
