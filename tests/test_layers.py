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


def test_only_the_start_up_imports_the_main_window() -> None:
    """No module of ui/ but ui/app.py names window.main_window (not even for type checking)."""
    import re
    from pathlib import Path

    ui = Path(__file__).resolve().parents[1] / "murlan_qt" / "ui"
    pattern = re.compile(r"^\s*(from\s+\S*main_window\s+import|import\s+\S*main_window)", re.MULTILINE)
    bad = [str(p.relative_to(ui)) for p in ui.rglob("*.py")
           if p.name != "app.py" or p.parent != ui
           if pattern.search(p.read_text(encoding="utf-8"))]
    bad = [b for b in bad if b != "window/main_window.py"]
    assert not bad, bad
