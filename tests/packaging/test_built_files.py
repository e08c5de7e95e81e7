"""Generated files are built, not committed: the translations are compiled by the build."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "assets" / "translations"


def test_the_build_step_compiles_every_translation(tmp_path: Path) -> None:
    """setup.py's build_py (what pip install runs) writes a .qm per .ts into the package it builds."""
    result = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    built = tmp_path / "murlan_qt" / "ui" / "translations"
    expected = sorted(f"{ts.stem}.qm" for ts in TS_DIR.glob("murlan_*.ts"))
    assert expected == ["murlan_en.qm", "murlan_sq.qm"]
    assert sorted(p.name for p in built.glob("*.qm")) == expected
    translator = QTranslator()
    assert translator.load(str(built / "murlan_sq.qm"))
    assert translator.language() == "sq"
    assert translator.translate("MainWindow", "&Game") not in ("", "&Game")


def test_the_build_can_run_lrelease() -> None:
    """PySide6-Essentials (which ships lrelease) is a build requirement, with the run-time version limits.

    (The run-time PySide6-Addons, for the sounds, is not needed to build.)
    """
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)
    build = project["build-system"]["requires"]
    assert [r for r in build if r.startswith("PySide6")] == [
        r for r in project["project"]["dependencies"] if r.startswith("PySide6-Essentials")
    ]
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    assert "packaging/update_translations.py" in manifest and "assets/translations *.ts" in manifest


def test_no_compiled_translation_or_resource_module_is_committed() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = subprocess.run(
        ["git", "ls-files", "*.qm", "*.qrc", "*resources_rc.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert tracked == []
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", "murlan_qt/ui/translations/murlan_sq.qm"], cwd=ROOT, check=False
    )
    assert ignored.returncode == 0, "the compiled translations must be in .gitignore"


def test_the_installers_compile_the_translations_themselves() -> None:
    spec = (ROOT / "packaging" / "murlan.spec").read_text(encoding="utf-8")
    assert "compile_translations(" in spec
    assert 'glob("*.qm")' not in spec  # nothing is taken from a checkout's leftovers
