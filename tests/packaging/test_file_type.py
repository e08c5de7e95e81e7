"""The saved match's file type: the shared-mime-info XML, the desktop entry that opens it, the manual page."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from murlan_qt.engine import MatchState
from murlan_qt.engine.record import FORMAT
from murlan_qt.persistence import EXTENSION, save_match

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
MIME_XML = LINUX / "murlan-mime.xml"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
MIME_TYPE = "application/x-murlan-match"


def desktop_entry() -> dict[str, str]:
    lines = (LINUX / "org.murlan.Murlan.desktop").read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_the_mime_xml_names_the_extension_and_the_format_field() -> None:
    root = ET.parse(MIME_XML).getroot()
    (kind,) = root.findall("m:mime-type", NS)
    assert kind.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", NS)] == [f"*{EXTENSION}"]
    values = [m.get("value") for m in kind.findall("m:magic/m:match", NS)]
    assert f'"format": "{FORMAT}"' in values


def test_the_magic_rule_matches_the_start_of_a_saved_match(tmp_path: Path) -> None:
    path = tmp_path / "m.murlan"
    save_match(path, MatchState(3))
    start = path.read_bytes()
    kind = ET.parse(MIME_XML).getroot().find("m:mime-type", NS)
    assert kind is not None
    rules = kind.findall("m:magic/m:match", NS)
    found = False
    for rule in rules:
        first, last = (int(x) for x in (rule.get("offset") or "0:0").split(":"))
        value = (rule.get("value") or "").encode()
        at = start.find(value)
        found |= first <= at <= last
    assert found, start[:80]


def test_the_desktop_entry_opens_a_saved_match() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "murlan %f"
    assert MIME_TYPE in entry["MimeType"].split(";")


def test_the_deb_installs_the_file_type_and_the_manual_page() -> None:
    script = (ROOT / "packaging" / "build_linux.sh").read_text(encoding="utf-8")
    assert "packaging/linux/murlan-mime.xml \"$PKG/usr/share/mime/packages/murlan.xml\"" in script
    assert "usr/share/man/man6/murlan.6.gz" in script
    for hook in ("postinst", "postrm"):
        assert "update-mime-database /usr/share/mime" in (LINUX / hook).read_text(encoding="utf-8")


def test_the_manual_page_names_every_option_and_environment_variable() -> None:
    from murlan_qt.ui.app import build_parser

    page = (LINUX / "murlan.6").read_text(encoding="utf-8")
    for action in build_parser()._actions:
        for option in action.option_strings:
            assert option.replace("-", "\\-") in page, option
    for name in ("MURLAN_DATA_DIR", "MURLAN_LANG", "MURLAN_NO_SOUND", "MURLAN_AI_NO_CLOCK"):
        assert f".B {name}" in page


@pytest.mark.skipif(shutil.which("update-mime-database") is None or shutil.which("xdg-mime") is None,
                    reason="shared-mime-info and xdg-utils are not installed")
def test_xdg_mime_sees_a_saved_match_as_a_murlan_match(tmp_path: Path) -> None:
    home = tmp_path / "share"
    (home / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME_XML, home / "mime" / "packages" / "murlan.xml")
    subprocess.run(["update-mime-database", str(home / "mime")], check=True, capture_output=True)
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    save_match(tmp_path / "saved.murlan", MatchState(5))
    shutil.copy(tmp_path / "saved.murlan", tmp_path / "no-extension")  # found by the magic rule
    (tmp_path / "other.json").write_text('{"format": "something-else"}\n')
    kinds = {name: subprocess.run(["xdg-mime", "query", "filetype", str(tmp_path / name)], env=env,
                                  capture_output=True, text=True, check=True).stdout.strip()
             for name in ("saved.murlan", "no-extension", "other.json")}
    assert kinds["saved.murlan"] == MIME_TYPE and kinds["no-extension"] == MIME_TYPE
    assert kinds["other.json"] != MIME_TYPE


def test_the_windows_installer_registers_the_type_for_the_user() -> None:
    script = (ROOT / "packaging" / "murlan.iss").read_text(encoding="utf-8")
    assert "ChangesAssociations=yes" in script
    assert 'Subkey: "Software\\Classes\\.murlan"; ValueType: string; ValueName: ""; ValueData: "Murlan.Match"' in script
    command = next(line for line in script.splitlines() if "Murlan.Match\\shell\\open\\command" in line)
    assert command.startswith("Root: HKA;") and '""%1""' in command  # the file's path, quoted, as FILE


def test_the_macos_bundle_declares_the_type_it_opens() -> None:
    spec = (ROOT / "packaging" / "murlan.spec").read_text(encoding="utf-8")
    start = spec.index("info_plist=")
    plist_text = spec[start + len("info_plist="):spec.index("\n    )", start)]
    plist = ast.literal_eval(plist_text.strip().rstrip(",").replace("GAME_LANGUAGES", '["en", "sq"]')
                             .replace("VERSION", '"0.0.0"'))
    assert plist["LSMinimumSystemVersion"] == "11.0"  # what Qt 6.5 and later run on
    assert "GAME_LANGUAGES" in spec and plist["CFBundleDevelopmentRegion"] == "en"
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == [EXTENSION.lstrip(".")]
