"""Qt's warnings on the terminal, each said a few times at most.

Qt repeats some warnings for as long as their cause lasts (a socket notifier
on a closed descriptor is reported on every turn of the event loop). Hundreds
of identical lines a second bury everything else a player or a maintainer
would need to read, and a terminal that cannot keep up stalls the game. So a
message is printed the first :data:`REPEATS_SHOWN` times, then once more at
every tenfold count, with how often it came.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Any, TextIO

from PySide6.QtCore import QtMsgType, qInstallMessageHandler

#: how many times a message is printed before it is only counted
REPEATS_SHOWN = 3


class RepeatLimiter:
    """A Qt message handler that prints each distinct message a few times, then counts it."""

    def __init__(self, out: TextIO | None = None) -> None:
        self._out = out
        self.counts: dict[str, int] = {}

    def __call__(self, kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtDebugMsg:
            return
        n = self.counts.get(message, 0) + 1
        self.counts[message] = n
        if n <= REPEATS_SHOWN:
            line = message
        elif _power_of_ten(n):
            line = f"{message} (said {n} times)"
        else:
            return
        out = self._out if self._out is not None else sys.stderr
        if out is not None:
            with contextlib.suppress(OSError, ValueError):  # no terminal left to tell: nothing to do
                print(line, file=out, flush=True)

    @property
    def repeated(self) -> dict[str, int]:
        """The messages said more often than they were printed, with their counts."""
        return {m: n for m, n in self.counts.items() if n > REPEATS_SHOWN}


def _power_of_ten(n: int) -> bool:
    while n % 10 == 0:
        n //= 10
    return n == 1


def install_repeat_limiter() -> RepeatLimiter:
    """Route Qt's messages through a :class:`RepeatLimiter` (for the whole process)."""
    limiter = RepeatLimiter()
    qInstallMessageHandler(limiter)
    return limiter
