"""The command line: --smoke-test and --screenshot, run as a player would run them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from murlan_qt.engine import MatchState
from murlan_qt.persistence import save_match


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config")}
    return subprocess.run([sys.executable, "-m", "murlan_qt", *args], env=env, capture_output=True, text=True,
                          timeout=300)


def test_smoke_test_plays_a_hand_and_exits_zero(tmp_path: Path) -> None:
    done = _run("--smoke-test", "--seed", "3", "--data-dir", str(tmp_path / "data"), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout


def test_screenshot_writes_a_png_of_the_asked_size(tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    done = _run("--screenshot", str(out), "--seed", "7", "--size", "900x640", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (900, 640)


def test_a_bad_size_is_a_clear_error(tmp_path: Path) -> None:
    done = _run("--screenshot", str(tmp_path / "x.png"), "--size", "huge", tmp_path=tmp_path)
    assert done.returncode != 0
    assert "size" in done.stderr


def test_the_files_the_smoke_test_leaves_pass_murlan_check(tmp_path: Path) -> None:
    """The game's own autosave (an indented document) and history copies are accepted by its checker."""
    data = tmp_path / "data"
    done = _run("--smoke-test", "--seed", "5", "--data-dir", str(data), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    files = sorted(str(p) for p in data.rglob("*.murlan"))
    assert str(data / "autosave.murlan") in files
    checked = subprocess.run([sys.executable, "-m", "murlan_qt.tools.check", *files],
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"checked {len(files)} record" in checked.stdout and "all hold" in checked.stdout


def test_a_seed_a_record_cannot_hold_is_refused(tmp_path: Path) -> None:
    """Every file the game writes must read back: a seed beyond 64 bits is refused on the command line."""
    done = _run("--smoke-test", "--seed", str(2**64), "--data-dir", str(tmp_path / "d"), tmp_path=tmp_path)
    assert done.returncode == 2 and "seed" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.slow
def test_the_smoke_test_plays_the_levels_and_speed_asked_and_reports_the_longest_stall(tmp_path: Path) -> None:
    done = _run("--smoke-test", "--seed", "6", "--levels", "hard,normal,hard", "--speed", "fast",
                "--data-dir", str(tmp_path / "data"), tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert "levels hard,normal,hard, speed fast" in last and "longest GUI stall" in last and " ms" in last


def test_unknown_smoke_test_levels_or_speed_are_clear_errors(tmp_path: Path) -> None:
    done = _run("--smoke-test", "--levels", "hard,wizard,hard", tmp_path=tmp_path)
    assert done.returncode != 0 and "wizard" in done.stderr
    done = _run("--smoke-test", "--levels", "hard,hard", tmp_path=tmp_path)
    assert done.returncode != 0 and "three levels" in done.stderr
    done = _run("--smoke-test", "--speed", "warp", tmp_path=tmp_path)
    assert done.returncode != 0 and "warp" in done.stderr


def test_smoke_test_keeps_a_damaged_autosave_aside(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    damaged = b'{"format": "murlan-match", "version": 1, "rules'
    (data / "autosave.murlan").write_bytes(damaged)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "murlan_qt", "--smoke-test", "--seed", "3", "--data-dir", str(data)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    kept = list(data.glob("autosave.murlan.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged


def test_smoke_test_puts_an_unfinished_match_in_saves(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    match = MatchState(8)
    save_match(data / "autosave.murlan", match)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "murlan_qt", "--smoke-test", "--seed", "3", "--data-dir", str(data)],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    put_aside = list((data / "saves").glob("unfinished-*.murlan"))
    assert len(put_aside) == 1 and json.loads(put_aside[0].read_text())["seed"] == 8
