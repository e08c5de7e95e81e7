"""A guard for PySide6 6.12.0 on Python 3.11, whose bindings drop a reference to None
on every call of a C++ method that returns nothing.

CPython before 3.12 counts None's references like any object's, so after some
hundred thousand such calls the count reaches zero and the interpreter aborts
("none_dealloc: deallocating None"). From 3.12 on None is immortal and the bug
is harmless; PySide6 6.11 does not have it. Until the dependency excludes that
release, :func:`guard_none_refcount` keeps None's count topped up.
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST: list[list[None]] = []
_TOP_UP = 2_000_000
_LOW_WATER = 1_000_000


def is_affected() -> bool:
    """Whether these bindings on this Python leak references to None."""
    if sys.version_info >= (3, 12):
        return False
    try:
        import shiboken6
    except ImportError:
        return False
    version = getattr(shiboken6, "__version__", "")
    return version.startswith("6.12.")


def top_up() -> None:
    """Add references to None when its count runs low (cheap to call often)."""
    if sys.getrefcount(None) < _LOW_WATER:
        ballast = [None] * _TOP_UP
        # never freed, not even when the interpreter shuts down (freeing it would undo the top-up)
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(ballast))
        _BALLAST.append(ballast)


_timer: object | None = None


def guard_none_refcount() -> None:
    """On affected bindings, top None's count up now, and from the event loop once there is one."""
    global _timer
    if not is_affected():
        return
    top_up()
    if _timer is not None:
        return
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance()
    if app is None:
        top_up()  # no event loop yet: a second portion until the window installs the timer
        return
    timer = QTimer(app)
    timer.setInterval(250)
    timer.timeout.connect(top_up)
    timer.start()
    _timer = timer
