"""The table through real AT-SPI, as Orca would read it: Xvfb, a D-Bus session and the AT-SPI bus."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SYSTEM_PYTHON = "/usr/bin/python3"


def _why_not() -> str:
    for tool in ("dbus-run-session", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True) if Path(
        SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        return "python3-pyatspi is not installed for the system's Python"
    return ""


@pytest.mark.slow
@pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "AT-SPI is available")
def test_the_hand_the_trick_and_the_seats_are_read_through_atspi(tmp_path: Path) -> None:
    hand_file = tmp_path / "hand.json"
    run = subprocess.run(
        ["dbus-run-session", "--", "xvfb-run", "-a", SYSTEM_PYTHON, str(ROOT / "tests/ui/access/atspi_reader.py"),
         sys.executable, str(ROOT), str(hand_file)],
        capture_output=True, text=True, timeout=180)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout + run.stderr
    read = json.loads(lines[-1])
    assert "error" not in read, read
    assert read["table"] == "Card table"
    groups = {g["name"]: g for g in read["groups"]}
    assert groups["Your hand"]["role"] == "list"
    assert groups["Your hand"]["children"] == json.loads(hand_file.read_text(encoding="utf-8"))
    assert {"On the table", "Players", "Scores"} <= set(groups)
    assert len(groups["Players"]["children"]) == 4
    assert all(" cards left" in s or " card left" in s for s in groups["Players"]["children"])
