"""Console tools: the simulator, the record checker, the arena and the hand review."""

from __future__ import annotations

import contextlib
import sys


def tolerant_output() -> None:
    """Let stdout and stderr print any text: a name a terminal cannot encode comes out escaped
    instead of ending the tool with a UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")
