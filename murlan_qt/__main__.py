"""``python -m murlan_qt``: open the card table."""

from __future__ import annotations

import sys

from murlan_qt.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
