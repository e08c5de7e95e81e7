"""PyInstaller entry point: starts the game exactly as the `murlan` gui-script does."""

from __future__ import annotations

import sys

from murlan_qt.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
