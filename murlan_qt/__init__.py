"""Murlan, the Albanian climbing card game: rules engine, computer players, saves and the Qt table."""

from __future__ import annotations

import time

#: ``time.perf_counter()`` when the package was first imported (start-up timing where /proc is missing)
IMPORTED_AT = time.perf_counter()
