"""``python -m murlan_qt.net``: the table server (the same as ``murlan-server``)."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
