"""How long the GUI thread goes without answering: a short repeating timer and the gaps between its ticks.

Used by ``murlan --smoke-test`` (its last line) and ``benchmarks/ui_latency.py``.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer

#: the probe's tick, in milliseconds
TICK_MS = 5


class StallProbe(QObject):
    """Ticks every :data:`TICK_MS` on the GUI thread and keeps every gap between two ticks."""

    def __init__(self, parent: QObject | None = None, tick_ms: int = TICK_MS) -> None:
        super().__init__(parent)
        self.gaps_ms: list[float] = []
        self._last: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(tick_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._last = None

    def _tick(self) -> None:
        now = time.perf_counter()
        if self._last is not None:
            self.gaps_ms.append((now - self._last) * 1000)
        self._last = now

    @property
    def longest_ms(self) -> float:
        return max(self.gaps_ms, default=0.0)

    def percentile_ms(self, p: float) -> float:
        """The gap that ``p`` percent of the gaps do not exceed (nearest rank)."""
        if not self.gaps_ms:
            return 0.0
        ordered = sorted(self.gaps_ms)
        k = min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))
        return ordered[k]

    def over(self, ms: float) -> int:
        """How many gaps were longer than ``ms``."""
        return sum(g > ms for g in self.gaps_ms)
