"""Python's cyclic garbage collector, run on the GUI thread only.

Left to itself, the collector runs in whichever thread happens to allocate
when a generation fills up: often the thread computing a computer player's
move or a hint. Qt objects in a reference cycle (a QObject owned by Python
whose children refer back to it, a window's helper objects) are then deleted
on that thread, with their timers, sockets and child processes still
registered with the GUI thread's event loop, which later touches freed
memory. The test suite crashed that way (a bus error in the GUI thread's
event loop while a worker thread searched).

:class:`GuiThreadCollector` turns automatic collection off and collects from
a timer on the GUI thread instead, with the generations and thresholds the
automatic collector would use, so garbage is still collected about as often,
but only where Qt objects may be deleted.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer

#: how often the GUI thread looks at the allocation counts
INTERVAL_MS = 250
#: the least time between two full collections (they walk every object; the automatic collector spaces
#: them out too, by waiting for the long-lived objects to grow by a quarter)
FULL_COLLECTION_SPACING_S = 10.0


class GuiThreadCollector(QObject):
    """While it lives (and until :meth:`stop`), garbage is collected on the thread that created it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        self._last_full = time.monotonic()
        #: collections made, by generation (for tests and benchmarks)
        self.collections = [0, 0, 0]
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int | None:
        """Collect the generation the automatic collector would collect now (None: nothing due)."""
        t0, t1, t2 = self._thresholds
        c0, c1, c2 = gc.get_count()
        if c0 <= t0:
            return None
        generation = 0
        if c1 > t1:
            generation = 1
            now = time.monotonic()
            if c2 > t2 and now - self._last_full >= FULL_COLLECTION_SPACING_S:
                generation = 2
                self._last_full = now
        gc.collect(generation)
        self.collections[generation] += 1
        return generation

    def stop(self) -> None:
        """Collect what is left here and hand collection back to Python."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()
