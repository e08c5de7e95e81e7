"""Card flights: every move of an item is an animation, with a signal when all are done.

At speed ``instant`` every move is applied at once and nothing runs, so tests
and the smoke test go as fast as the engine. The speed is not kept here: the
animator reads it from its owner (the game controller's, which also paces the
computer players), so the two never disagree.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from ..settings import FLIGHT_MS, SPEEDS
from .card_item import CardItem


def _set_in_flight(item: QGraphicsObject, flying: bool) -> None:
    """Tell a card that it flies (it then paints from a cached picture: see :class:`~.card_item.CardItem`)."""
    if isinstance(item, CardItem):
        item.set_in_flight(flying)


class Animator(QObject):
    """Moves graphics objects to target positions at the chosen speed."""

    animations_finished = Signal()

    def __init__(self, speed_of: Callable[[], str], parent: QObject | None = None) -> None:
        """``speed_of``: the current speed, one of :data:`~.settings.SPEEDS`."""
        super().__init__(parent)
        self._speed_of = speed_of
        self._running: dict[QGraphicsObject, QAbstractAnimation] = {}
        self._idle_check_pending = False

    # ------------------------------------------------------------ speed

    @property
    def speed(self) -> str:
        speed = self._speed_of()
        return speed if speed in SPEEDS else "normal"

    def speed_changed(self) -> None:
        """Call when the speed changed: at ``instant``, the flights under way end at once."""
        if self.speed == "instant":
            self.finish_all()

    @property
    def flight_ms(self) -> int:
        """How long one flight takes at this speed."""
        return FLIGHT_MS[self.speed]

    @property
    def is_running(self) -> bool:
        return bool(self._running)

    def is_flying(self, item: QGraphicsObject) -> bool:
        """Whether ``item`` is in flight (or waiting for its flight's delay)."""
        return item in self._running

    # ------------------------------------------------------------ moves

    def move(
        self,
        item: QGraphicsObject,
        pos: QPointF,
        *,
        scale: float | None = None,
        rotation: float | None = None,
        opacity: float | None = None,
        delay_ms: int = 0,
        duration_factor: float = 1.0,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        on_start: Callable[[], None] | None = None,
    ) -> None:
        """Fly ``item`` to ``pos`` (and scale, rotation, opacity), after ``delay_ms``.

        ``on_start`` runs when the flight takes off (after the delay), e.g. to turn the card over.
        """
        targets: dict[bytes, object] = {b"pos": pos}
        if scale is not None:
            targets[b"scale"] = scale
        if rotation is not None:
            targets[b"rotation"] = rotation
        if opacity is not None:
            targets[b"opacity"] = opacity
        self.stop(item)
        duration = int(self.flight_ms * duration_factor)
        if duration <= 0 or not self._differs(item, targets):
            if on_start is not None:
                on_start()
            self._apply(item, targets)
            return
        group = QParallelAnimationGroup(self)
        for prop, value in targets.items():
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(duration)
            anim.setEndValue(value)
            anim.setEasingCurve(easing)
            group.addAnimation(anim)
        whole: QAbstractAnimation = group
        if delay_ms > 0:
            seq = QSequentialAnimationGroup(self)
            pause = QPauseAnimation(int(delay_ms * self.flight_ms / FLIGHT_MS["normal"]), seq)
            seq.addAnimation(pause)
            group.setParent(None)
            seq.addAnimation(group)
            whole = seq
            if on_start is not None:
                pause.finished.connect(on_start)
        elif on_start is not None:
            on_start()
        self._running[item] = whole
        _set_in_flight(item, True)
        # a method of the animator, not a closure holding the animation: a slot that keeps its own
        # sender alive outlives the C++ object and crashes the interpreter when both are collected
        whole.finished.connect(self._on_finished)
        whole.start()

    def stop(self, item: QGraphicsObject) -> None:
        """Stop ``item``'s flight where it is.

        Whoever waits for :attr:`animations_finished` is told when that was the last flight, once
        the caller is done (a stop is often followed at once by a new flight of the same item).
        """
        anim = self._running.pop(item, None)
        if anim is not None:
            _set_in_flight(item, False)
            anim.stop()
            anim.deleteLater()
            if not self._running and not self._idle_check_pending:
                self._idle_check_pending = True
                QTimer.singleShot(0, self._emit_if_idle)

    def _emit_if_idle(self) -> None:
        self._idle_check_pending = False
        if not self._running:
            self.animations_finished.emit()

    def finish_all(self) -> None:
        """Jump every running flight to its end."""
        running, self._running = self._running, {}
        for item, anim in running.items():
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            _set_in_flight(item, False)
            anim.deleteLater()
        self.animations_finished.emit()

    def _on_finished(self) -> None:
        """A flight reached its end (the animation is the sender)."""
        anim = self.sender()
        item = next((it for it, an in self._running.items() if an is anim), None)
        if item is not None:
            del self._running[item]
            _set_in_flight(item, False)
            anim.deleteLater()
        if not self._running:
            self.animations_finished.emit()

    @staticmethod
    def _differs(item: QGraphicsObject, targets: dict[bytes, object]) -> bool:
        for prop, value in targets.items():
            if prop == b"pos":
                p = item.pos()
                q = value
                assert isinstance(q, QPointF)
                if abs(p.x() - q.x()) > 0.5 or abs(p.y() - q.y()) > 0.5:
                    return True
            elif abs(float(item.property(prop.decode())) - float(value)) > 1e-3:  # type: ignore[arg-type]
                return True
        return False

    @staticmethod
    def _apply(item: QGraphicsObject, targets: dict[bytes, object]) -> None:
        for prop, value in targets.items():
            if prop == b"pos":
                item.setPos(value)  # type: ignore[arg-type]
            elif prop == b"scale":
                item.setScale(value)  # type: ignore[arg-type]
            elif prop == b"rotation":
                item.setRotation(value)  # type: ignore[arg-type]
            elif prop == b"opacity":
                item.setOpacity(value)  # type: ignore[arg-type]
        _set_in_flight(item, False)  # lands at once
