"""The imports run one way: engine <- ai <- persistence <- ui; inside ui/, features above the table."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path


def test_engine_ai_persistence_import_no_qt() -> None:
    code = (
        "import sys, murlan_qt.engine, murlan_qt.ai, murlan_qt.persistence\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_net_imports_no_qt_and_nothing_of_the_ui() -> None:
    """The table server runs headless (``murlan-server``): engine, ai and persistence below it, no Qt, no ui."""
    code = (
        "import sys, murlan_qt.net.server, murlan_qt.net.cli, murlan_qt.net.client, murlan_qt.net.discovery\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'murlan_qt.ui'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_nothing_below_net_imports_it() -> None:
    code = (
        "import sys, murlan_qt.engine, murlan_qt.ai, murlan_qt.persistence\n"
        "bad = [m for m in sys.modules if m.startswith('murlan_qt.net')]\n"
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


# ---------------------------------------------------------------- inside ui/: the folders' rules

UI = Path(__file__).resolve().parent.parent / "murlan_qt" / "ui"
#: the folders that are features: they take a table context, and nothing below them imports them
FEATURES = ("aids", "learn", "review", "dialogs", "access")
#: the folders the features build on: the table, the art and the match runner import no feature
FOUNDATIONS = ("table", "art", "game")


def _ui_imports() -> dict[str, set[str]]:
    """Each module under ui/ (dotted, from ``murlan_qt.ui``) and the ``murlan_qt`` modules it imports
    (TYPE_CHECKING imports included: a type from a module is a dependency on it too)."""
    found: dict[str, set[str]] = {}
    for path in UI.rglob("*.py"):
        parts = path.relative_to(UI).with_suffix("").parts
        is_package = parts[-1] == "__init__"
        module = ".".join(("murlan_qt", "ui", *(parts[:-1] if is_package else parts)))
        package = module.split(".") if is_package else module.split(".")[:-1]
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                names.add(target)
                names.update(f"{target}.{a.name}" for a in node.names)  # `from . import x` imports module x
            elif isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
        found[module] = {n for n in names if n.startswith("murlan_qt")}
    return found


def _folder(module: str) -> str:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 else ""


def test_only_the_start_up_imports_the_main_window() -> None:
    bad = sorted(m for m, names in _ui_imports().items()
                 if m != "murlan_qt.ui.app" and any(n.startswith("murlan_qt.ui.window.main_window") for n in names)
                 and not m.startswith("murlan_qt.ui.window.main_window"))
    assert bad == []


def test_the_table_the_art_and_the_match_runner_import_no_feature_and_no_window() -> None:
    bad = sorted(
        f"{m} -> {n}" for m, names in _ui_imports().items() if _folder(m) in FOUNDATIONS
        for n in names if _folder(n) in (*FEATURES, "window") and n.startswith("murlan_qt.ui.")
    )
    assert bad == []


def test_features_import_no_window() -> None:
    bad = sorted(
        f"{m} -> {n}" for m, names in _ui_imports().items() if _folder(m) in FEATURES
        for n in names if _folder(n) == "window" and n.startswith("murlan_qt.ui.")
    )
    assert bad == []


def test_the_folder_rules_see_a_forbidden_import() -> None:
    """The checks above parse the real modules: the table scene's imports are found."""
    imports = _ui_imports()
    assert any(n.startswith("murlan_qt.engine") for n in imports["murlan_qt.ui.table.scene"])
    assert _folder("murlan_qt.ui.aids.hint") == "aids" and _folder("murlan_qt.ui.app") == ""
