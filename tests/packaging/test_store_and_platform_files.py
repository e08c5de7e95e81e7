"""The AppStream metainfo of the .deb, the macOS images per architecture, and the Qt modules bundled for sound."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / "linux" / "org.murlan.Murlan.metainfo.xml"


def _filled_metainfo(tmp_path: Path) -> Path:
    """The metainfo as build_linux.sh installs it (version and date filled in, no screenshot URL)."""
    text = METAINFO.read_text(encoding="utf-8").replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01")
    out = tmp_path / METAINFO.name
    out.write_text("\n".join(x for x in text.splitlines() if x.strip() != "@SCREENSHOTS@") + "\n", encoding="utf-8")
    return out


def test_the_metainfo_describes_the_game_and_launches_its_desktop_entry(tmp_path: Path) -> None:
    root = ET.parse(_filled_metainfo(tmp_path)).getroot()
    assert root.get("type") == "desktop-application" and root.findtext("id") == "org.murlan.Murlan"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    launchable = root.find("launchable")
    assert launchable is not None and (ROOT / "packaging" / "linux" / (launchable.text or "")).is_file()
    assert root.find("provides/binary").text == "murlan"
    assert len(root.findall("description/p")) >= 2 and root.find("content_rating") is not None
    langs = {el.get("{http://www.w3.org/XML/1998/namespace}lang") for el in root.iter()}
    assert "sq" in langs  # the summary and description in Albanian too
    script = (ROOT / "packaging" / "build_linux.sh").read_text(encoding="utf-8")
    assert "usr/share/metainfo/org.murlan.Murlan.metainfo.xml" in script and "MURLAN_SCREENSHOT_URL" in script


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli (package appstream) not installed")
def test_appstreamcli_validates_the_metainfo(tmp_path: Path) -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(_filled_metainfo(tmp_path))],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ci_validates_the_metainfo_of_the_built_deb() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "appstreamcli validate" in ci and " appstream" in ci


def test_the_release_builds_a_mac_image_for_each_architecture() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    mac = workflow.split("  macos:\n", 1)[1].split("\n  release:\n", 1)[0]
    assert re.search(r"runner: macos-\d+\s*#.*\n\s*arch: arm64", mac)
    assert re.search(r"runner: macos-[\w-]*intel.*\n\s*arch: x86_64", mac)
    assert "MACOS_ARCH: ${{ matrix.arch }}" in mac
    script = (ROOT / "packaging" / "build_macos.sh").read_text(encoding="utf-8")
    assert "lipo -archs" in script and 'Murlan-${VERSION}-${ARCH}.dmg' in script


def test_the_installers_bundle_qtmultimedia_without_its_ffmpeg_plugin() -> None:
    spec = (ROOT / "packaging" / "murlan.spec").read_text(encoding="utf-8")
    excludes = spec.split("QT_EXCLUDES", 1)[1].split("]", 1)[0]
    assert "QtMultimedia " not in excludes.replace("QtMultimediaWidgets", "")
    assert "QtNetwork " not in excludes.replace("QtNetworkAuth", "")  # QtMultimedia's bindings import it
    hook = (ROOT / "packaging" / "hooks" / "hook-PySide6.QtMultimedia.py").read_text(encoding="utf-8")
    assert '"multimedia"' in hook
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "PySide6-Addons" in pyproject
