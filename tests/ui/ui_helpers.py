"""Shared helpers of the table tests: a window at instant speed, mouse gestures on cards."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from murlan_qt.engine import Card, MatchState
from murlan_qt.ui.game.controller import GameController
from murlan_qt.ui.settings import Settings
from murlan_qt.ui.table.scene import TableScene
from murlan_qt.ui.window.main_window import MainWindow


def make_window(tmp_path: Path, *, human_seat: int | None = 0, size: tuple[int, int] = (1024, 720)) -> MainWindow:
    """A game window at instant speed with its settings in ``tmp_path``."""
    store = QSettings(str(tmp_path / "murlan.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.animation_speed = "instant"
    controller = GameController(speed="instant", human_seat=human_seat, ai_time_limit=0.05)
    window = MainWindow(settings, tmp_path / "data", controller=controller)
    window.resize(*size)
    return window


def card_point(window: MainWindow, card: Card) -> QPoint:
    """A viewport point on the visible strip of one of the player's cards."""
    item = window.scene.cards[card]
    r = item.mapRectToScene(item.card_rect())
    scene_point = QPointF(r.left() + min(r.width() * 0.22, 14.0), r.center().y() + r.height() * 0.2)
    return window.view.mapFromScene(scene_point)


def table_point(window: MainWindow) -> QPoint:
    """A viewport point in the middle of the table."""
    return window.view.mapFromScene(window.scene.table.centre)


def _send(window: MainWindow, kind: QEvent.Type, pos: QPoint, buttons: Qt.MouseButton) -> None:
    viewport = window.view.viewport()
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press on ``start``, move in steps to ``end`` with the button held, release."""
    left = Qt.MouseButton.LeftButton
    _send(window, QEvent.Type.MouseButtonPress, start, left)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        _send(window, QEvent.Type.MouseMove, p, left)
    _send(window, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def top_fan_touches(scene: TableScene) -> list[tuple[str, str]]:
    """The top seat's backs whose picture (card and shadow: ``sceneBoundingRect``) touches a card on the
    table (the play to beat, the older plays, a seat's last play), as pairs of cards."""
    from murlan_qt.ui.table.zones import TOP

    m = scene.source.match
    assert m is not None
    fan = [scene.cards[c] for c in m.hand.hand_of(TOP)]
    shown = [scene.cards[c] for c in scene.trick_cards()]
    return [(str(a.card), str(b.card)) for a in fan for b in shown
            if a.sceneBoundingRect().intersects(b.sceneBoundingRect())]


def shows_top_play_in_front(match: MatchState) -> bool:
    """The top seat's last action in the trick is a play that a later play beat: it is shown in front of the
    seat, just below its fan."""
    from murlan_qt.ui.table.zones import TOP

    actions = match.hand.trick_actions()
    mine = [i for i, a in enumerate(actions) if a.seat == TOP]
    plays = [i for i, a in enumerate(actions) if a.cards is not None]
    return bool(mine) and actions[mine[-1]].cards is not None and plays[-1] != mine[-1]
