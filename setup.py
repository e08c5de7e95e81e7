"""Build hook: ``pip install`` compiles the translations; everything else is in pyproject.toml.

The game's ``.qm`` translations are built from ``assets/translations/*.ts`` with
PySide6's lrelease (PySide6 is a build requirement), never committed. A regular
build writes them into the wheel; an editable install (``pip install -e .``)
writes them next to the sources, in ``murlan_qt/ui/translations/``, where
``murlan_qt/ui/desktop/i18n.py`` looks for them.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
QM_PACKAGE_DIR = Path("murlan_qt", "ui", "translations")


def _update_translations() -> ModuleType:
    """packaging/update_translations.py, loaded from this source tree."""
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithTranslations(build_py):
    """``build_py`` that also compiles the ``.ts`` translations into ``.qm`` files."""

    def run(self) -> None:
        super().run()
        # editable: next to the sources (PEP 660's advice for generated files); else into the build
        out = ROOT / QM_PACKAGE_DIR if self.editable_mode else Path(self.build_lib) / QM_PACKAGE_DIR
        for qm in _update_translations().compile_translations(out):
            self.announce(f"compiled {qm}", level=2)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if not self.editable_mode:
            names = [f"{ts.stem}.qm" for ts in sorted((ROOT / "assets" / "translations").glob("murlan_*.ts"))]
            outputs += [str(Path(self.build_lib) / QM_PACKAGE_DIR / n) for n in names]
        return sorted(set(outputs))


setup(cmdclass={"build_py": BuildWithTranslations})
