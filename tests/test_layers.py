"""The imports run one way: engine <- ai <- persistence <- ui."""

from __future__ import annotations

import subprocess
import sys


def test_engine_ai_persistence_import_no_qt() -> None:
    code = (
        "import sys, murlan_qt.engine, murlan_qt.ai, murlan_qt.persistence\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_engine_imports_nothing_above_it() -> None:
    code = (
        "import sys, murlan_qt.engine\n"
        "bad = [m for m in sys.modules if m.startswith(('murlan_qt.ai', 'murlan_qt.persistence', 'murlan_qt.ui'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
