"""A process killed (SIGKILL) while saving in a loop leaves a whole record on disk, old or new."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from persistence_helpers import play_match

from murlan_qt.engine import dumps
from murlan_qt.persistence import Autosave, load_match

CHILD = r"""
import sys
from murlan_qt.engine import loads
from murlan_qt.persistence import save_match
path, a, b = sys.argv[1:4]
matches = [loads(open(a, encoding="utf-8").read()), loads(open(b, encoding="utf-8").read())]
save_match(path, matches[0])
print("ready", flush=True)
i = 0
while True:
    i += 1
    save_match(path, matches[i % 2])
"""

KILLS = 20


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_varying_moments_never_leaves_a_broken_save(tmp_path: Path) -> None:
    a, b = play_match(9, 30), play_match(9, 400)
    wanted = {dumps(a), dumps(b)}
    (tmp_path / "a.json").write_text(dumps(a), encoding="utf-8")
    (tmp_path / "b.json").write_text(dumps(b), encoding="utf-8")
    path = tmp_path / "data" / "autosave.murlan"
    rng = random.Random(20261129)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    for _ in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(tmp_path / "a.json"), str(tmp_path / "b.json")],
            stdout=subprocess.PIPE, env=env,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        assert dumps(load_match(path)) in wanted
    # what a killed write left behind is tidied up when the autosave is next read
    found = Autosave(path).load()
    assert found.problem is None and found.match is not None
    assert [p.name for p in path.parent.iterdir()] == ["autosave.murlan"]
