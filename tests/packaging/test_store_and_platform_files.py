"""The AppStream metainfo of the .deb, the macOS images per architecture, and the Qt modules bundled for sound."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
METAINFO = ROOT / "packaging" / "linux" / "org.murlan.Murlan.metainfo.xml"


def _fill() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fill_metainfo", ROOT / "packaging" / "fill_metainfo.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fill_metainfo"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


fill_metainfo = _fill()
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
CHANGES = (ROOT / "docs" / "CHANGES.md").read_text(encoding="utf-8")


def _filled_metainfo(tmp_path: Path, project_url: str = "", screenshot_url: str = "") -> Path:
    """The metainfo as build_linux.sh installs it (through packaging/fill_metainfo.py)."""
    text = fill_metainfo.fill(METAINFO.read_text(encoding="utf-8"), CHANGES, VERSION, "2026-01-01",
                              project_url, screenshot_url)
    out = tmp_path / METAINFO.name
    out.write_text(text, encoding="utf-8")
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
    assert "fill_metainfo.py" in script and "MURLAN_SCREENSHOT_URL" in script and "MURLAN_PROJECT_URL" in script
    assert root.find("developer").get("id") == "org.murlan" and root.findtext("developer/name")
    assert not root.findall("url")  # no public address given: no links made up


def test_the_metainfo_has_the_links_screenshots_and_release_notes_of_a_release(tmp_path: Path) -> None:
    url = "https://github.com/example/murlan"
    root = ET.parse(_filled_metainfo(tmp_path, url, f"{url}/releases/download/v{VERSION}/")).getroot()
    assert {u.get("type"): u.text for u in root.findall("url")} == {
        "homepage": url, "bugtracker": f"{url}/issues", "vcs-browser": url}
    shots = root.findall("screenshots/screenshot/image")
    assert [s.text for s in shots] == [f"{url}/releases/download/v{VERSION}/table-{lang}.png" for lang in ("en", "sq")]
    releases = root.findall("releases/release")
    assert releases[0].get("version") == VERSION  # the newest first: this build's version
    assert releases[0].get("date") == "2026-01-01" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date"))
    notes = [li.text for li in releases[0].findall("description/ul/li")]
    assert len(notes) >= 3 and all(n and not n.startswith("-") for n in notes)


def test_a_version_without_release_notes_or_a_malformed_changes_file_is_refused() -> None:
    template = METAINFO.read_text(encoding="utf-8")
    with pytest.raises(fill_metainfo.ChangesError, match="no section for version 9.9.9"):
        fill_metainfo.fill(template, CHANGES, "9.9.9", "2026-01-01")
    with pytest.raises(fill_metainfo.ChangesError, match="line 1"):
        fill_metainfo.fill(template, "## next version\n- x\n", VERSION, "2026-01-01")
    with pytest.raises(fill_metainfo.ChangesError, match="no lines"):
        fill_metainfo.fill(template, f"## {VERSION} (unreleased)\n", VERSION, "2026-01-01")
    with pytest.raises(ValueError, match="https"):
        fill_metainfo.fill(template, CHANGES, VERSION, "2026-01-01", project_url="javascript:alert(1)")
    # text from the changes file is escaped, never taken as markup
    text = fill_metainfo.fill(template, f"## {VERSION} (2026-01-02)\n- cards <b>& more</b>\n", VERSION, "2026-01-01")
    assert "cards &lt;b&gt;&amp; more&lt;/b&gt;" in text and 'date="2026-01-02"' in text


def test_one_app_id_names_the_desktop_entry_icon_metainfo_and_bundle() -> None:
    from murlan_qt.ui.settings import APP_ID

    linux = ROOT / "packaging" / "linux"
    assert (linux / f"{APP_ID}.desktop").is_file() and (linux / f"{APP_ID}.metainfo.xml").is_file()
    assert not (linux / "murlan.desktop").exists()
    entry = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in entry
    root = ET.parse(linux / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID and root.findtext("launchable") == f"{APP_ID}.desktop"
    script = (ROOT / "packaging" / "build_linux.sh").read_text(encoding="utf-8")
    assert f"APP_ID={APP_ID}\n" in script and "apps/$APP_ID.png" in script
    assert f'bundle_identifier="{APP_ID}"' in (ROOT / "packaging" / "murlan.spec").read_text(encoding="utf-8")
    assert f'<icon name="{APP_ID}"/>' in (linux / "murlan-mime.xml").read_text(encoding="utf-8")
    assert "setDesktopFileName(APP_ID)" in (ROOT / "murlan_qt" / "ui" / "app.py").read_text(encoding="utf-8")


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
