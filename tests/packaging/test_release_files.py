"""The installers' declared minimums, the Albanian desktop entry, the Qt translations bundled, and the macOS
release steps: the disk image tried again when hdiutil is busy, signing and notarising only with secrets."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
BUILD_MACOS = PACKAGING / "build_macos.sh"
RELEASE = ROOT / ".github" / "workflows" / "release.yml"


def test_the_windows_installer_declares_windows_10_1809_or_later() -> None:
    lines = (PACKAGING / "murlan.iss").read_text(encoding="utf-8").splitlines()
    (value,) = [line.split("=", 1)[1].strip() for line in lines if line.startswith("MinVersion=")]
    assert value == "10.0.17763"  # what Qt 6 runs on


def test_the_desktop_entry_speaks_albanian() -> None:
    lines = (PACKAGING / "linux" / "org.murlan.Murlan.desktop").read_text(encoding="utf-8").splitlines()
    entry = dict(line.split("=", 1) for line in lines if "=" in line)
    for key in ("GenericName", "Comment", "Keywords"):
        assert entry.get(f"{key}[sq]"), f"{key}[sq] is missing"
        assert entry[f"{key}[sq]"] != entry[key]
    assert "letra" in entry["GenericName[sq]"]


def _spec_function(name: str) -> str:
    """The source of a top-level function of the PyInstaller spec (which cannot be imported: it runs a build)."""
    source = (PACKAGING / "murlan.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    (node,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name]
    segment = ast.get_source_segment(source, node)
    assert segment is not None
    return segment


def test_only_qts_own_translations_of_the_games_languages_are_bundled() -> None:
    spec = (PACKAGING / "murlan.spec").read_text(encoding="utf-8")
    (languages_line,) = [line for line in spec.splitlines() if line.startswith("GAME_LANGUAGES = ")]
    namespace: dict[str, object] = {"ROOT": ROOT}
    exec(languages_line, namespace)  # noqa: S102 - the spec's own line, read from the repository
    assert namespace["GAME_LANGUAGES"] == ["en", "sq"]
    exec(_spec_function("is_wanted_data"), namespace)  # noqa: S102
    wanted = namespace["is_wanted_data"]
    assert callable(wanted)
    assert wanted("PySide6/Qt/translations/qtbase_sq.qm") and wanted("PySide6\\Qt\\translations\\qtbase_en.qm")
    for dropped in ("PySide6/Qt/translations/qtbase_de.qm", "PySide6/Qt/translations/qtmultimedia_sq.qm",
                    "PySide6/Qt/translations/qt_help_fr.qm", "PySide6/translations/qtbase_ja.qm"):
        assert not wanted(dropped), dropped
    assert wanted("murlan_qt/ui/translations/murlan_sq.qm") and wanted("PySide6/Qt/lib/QtCore.framework")


def _hdiutil_loop() -> str:
    text = BUILD_MACOS.read_text(encoding="utf-8")
    match = re.search(r"^for attempt in .*?^done$", text, re.MULTILINE | re.DOTALL)
    assert match is not None, "build_macos.sh has no retry loop around hdiutil"
    assert "hdiutil create" in match.group(0)
    return match.group(0)


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize(("failures", "succeeds"), [(0, True), (2, True), (4, True), (5, False)])
def test_the_disk_image_is_tried_again_while_hdiutil_is_busy(tmp_path: Path, failures: int, succeeds: bool) -> None:
    """The script's own loop, run with an hdiutil that answers "Resource busy" ``failures`` times."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "hdiutil"
    fake.write_text(
        "#!/bin/sh\n"
        f'n=$(cat "{tmp_path}/calls" 2>/dev/null || echo 0); n=$((n + 1)); echo $n >"{tmp_path}/calls"\n'
        f'if [ $n -le {failures} ]; then echo "hdiutil: create failed - Resource busy" >&2; exit 1; fi\n'
        f'echo made >"{tmp_path}/image.dmg"\n')
    fake.chmod(0o755)
    script = ('sleep() { echo "slept $1" >>"$WAITS"; }\n'  # the waits are recorded, not spent
              'VERSION=1.0; DMG="$OUT/image.dmg"\n' + _hdiutil_loop() + "\n")
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", WAITS=str(tmp_path / "waits"), OUT=str(tmp_path))
    done = subprocess.run(["bash", "-e", "-c", script], env=env, capture_output=True, text=True, timeout=30,
                          check=False)
    calls = int((tmp_path / "calls").read_text())
    waits = (tmp_path / "waits").read_text().split("\n")[:-1] if (tmp_path / "waits").exists() else []
    if succeeds:
        assert done.returncode == 0, done.stderr
        assert calls == failures + 1 and (tmp_path / "image.dmg").exists()
        assert waits == [f"slept {10 * (i + 1)}" for i in range(failures)]  # longer each time
    else:
        assert done.returncode == 1 and calls == 5 and "failed 5 times" in done.stderr
        assert not (tmp_path / "image.dmg").exists()


def _guards(lines: list[str]) -> list[tuple[str, list[str]]]:
    """Each line of a shell script with the conditions of the ``if`` blocks it is inside."""
    out: list[tuple[str, list[str]]] = []
    stack: list[str] = []
    for raw in lines:
        line = raw.strip()
        if line.startswith("if "):
            stack.append(line)
        elif line.startswith("&&") and stack:  # a condition continued on the next line
            stack[-1] += " " + line
        elif line == "fi":
            stack.pop()
        out.append((line, list(stack)))
    return out


def test_signing_and_notarising_run_only_with_their_secrets() -> None:
    guarded = _guards(BUILD_MACOS.read_text(encoding="utf-8").splitlines())
    signs = [(line, conds) for line, conds in guarded if line.startswith("codesign --force")]
    notarises = [(line, conds) for line, conds in guarded if line.startswith(("xcrun notarytool", "xcrun stapler"))]
    assert signs and notarises
    for _, conds in signs:
        assert any('-n "${MACOS_SIGNING_IDENTITY:-}"' in c for c in conds)
    for _, conds in notarises:
        joined = " ".join(conds)
        for secret in ("MACOS_SIGNING_IDENTITY", "MACOS_NOTARY_APPLE_ID", "MACOS_NOTARY_TEAM_ID",
                       "MACOS_NOTARY_PASSWORD"):
            assert f'-n "${{{secret}:-}}"' in joined, secret
    workflow = RELEASE.read_text(encoding="utf-8")
    keychain = workflow[workflow.index("- name: Developer ID certificate into a temporary keychain"):]
    keychain = keychain[:keychain.index("\n      - name:", 1)]
    assert "if: env.MACOS_CERTIFICATE_P12 != ''" in keychain  # the secret exists or the step is skipped
    assert "MACOS_CERTIFICATE_P12: ${{ secrets.MACOS_CERTIFICATE_P12 }}" in workflow


def test_the_gatekeeper_steps_say_what_macos_15_asks_for() -> None:
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    part = readme[readme.index("## Opening a game that is not notarised (macOS)"):]
    part = part[:part.index("\n## ", 1)]
    assert "macOS 15" in part and "Privacy & Security" in part and "Open Anyway" in part
    assert "macOS 11 to 14" in part and "Control-click" in part
