"""packaging/linux/screenshot_open_file.sh end to end: on Xvfb with openbox, a .murlan file is known by its
MIME type, opened by xdg-open in the game, the maximised window comes back maximised after a quit, F11 goes
full screen; the three pictures are written. The script checks each step and exits non-zero on the first
that fails."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "packaging/linux/screenshot_open_file.sh"
TOOLS = ("Xvfb", "openbox", "xdotool", "xwininfo", "xprop", "xdg-open", "xdg-mime", "update-desktop-database")
PICTURES = ("desktop-open-file.png", "desktop-maximised.png", "desktop-full-screen.png")


def _missing() -> str:
    return ", ".join(tool for tool in TOOLS if shutil.which(tool) is None)


@pytest.mark.slow
@pytest.mark.skipif(bool(_missing()), reason=f"needs {_missing()}")
def test_a_match_file_opens_by_xdg_open_and_the_window_state_comes_back(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHON"] = sys.executable
    env["TMPDIR"] = str(tmp_path)
    run = subprocess.run(["sh", str(SCRIPT), str(tmp_path / "out")], env=env, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "the file is application/x-murlan-match, opened by org.murlan.Murlan.desktop" in run.stdout
    for name in PICTURES:
        image = QImage(str(tmp_path / "out" / name))
        assert (image.width(), image.height()) == (1280, 800), name
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("murlan-desktop.")], "the temp folder is left"
