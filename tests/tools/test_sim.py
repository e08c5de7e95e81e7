"""murlan-sim: seeded headless matches written as JSON lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from murlan_qt import ai
from murlan_qt.ai import GreedyPlayer, RandomPlayer
from murlan_qt.engine import Combination, Observation, combination, loads
from murlan_qt.tools import sim


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = sim.main(argv)
    except SystemExit as e:  # argparse errors
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_writes_one_valid_record_per_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each line of --out is a match record that reads back through the checked engine."""
    out = tmp_path / "m.jsonl"
    code, text, _ = run_main(
        ["--players", "random,greedy,random,greedy", "--matches", "3", "--seed", "5", "--out", str(out)], capsys
    )
    assert code == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    for line in lines:
        match = loads(line)
        assert match.is_over
        assert [p.level for p in match.players] == ["random", "greedy", "random", "greedy"]
        assert all(p.kind == "ai" for p in match.players)
    assert "matches: 3" in text and "hands per second" in text and "wins by seat" in text


def test_sim_summary_counts_every_match(capsys: pytest.CaptureFixture[str]) -> None:
    """The summary gives matches, hands and wins by seat that add up."""
    code, text, _ = run_main(["--players", "random", "--matches", "4", "--seed", "1"], capsys)
    assert code == 0
    fields = dict(line.split(": ", 1) for line in text.splitlines())
    wins = [int(part.split(": ")[1]) for part in fields["wins by seat"].split("  ")]
    assert sum(wins) + int(fields["ties"]) == 4
    assert int(fields["hands"]) >= 4
    float(fields["hands per second"])


def test_sim_is_reproducible_from_its_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same command writes the same file; another seed writes another."""
    files = []
    for name, seed in (("a", "9"), ("b", "9"), ("c", "10")):
        path = tmp_path / f"{name}.jsonl"
        assert run_main(["--matches", "2", "--seed", seed, "--out", str(path)], capsys)[0] == 0
        files.append(path.read_bytes())
    assert files[0] == files[1]
    assert files[0] != files[2]


def test_match_seeds_derive_from_the_run_seed() -> None:
    """Match i's seed depends on --seed and i only."""
    assert sim.match_seed(1, 0) == sim.match_seed(1, 0)
    assert len({sim.match_seed(1, i) for i in range(50)}) == 50
    assert sim.match_seed(1, 0) != sim.match_seed(2, 0)


@pytest.mark.parametrize("rule", ["pass_locks_trick", "scale_step_one"])
def test_sim_rule_option_is_recorded(rule: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--rule NAME=true sets a rules option, recorded in each record's rules."""
    out = tmp_path / "r.jsonl"
    assert run_main(["--matches", "2", "--rule", f"{rule}=true", "--out", str(out)], capsys)[0] == 0
    for line in out.read_text(encoding="utf-8").splitlines():
        data = json.loads(line)
        assert data["rules"][rule] is True
        assert loads(line).rules.to_dict()[rule] is True


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "random,wizard,random,random"], "unknown AI level 'wizard'"),
        (["--players", "random,random"], "four levels"),
        (["--rule", "jokers_wild=true"], "unknown rules option 'jokers_wild'"),
        (["--rule", "pass_locks_trick=perhaps"], "must be true or false"),
        (["--rule", "pass_locks_trick"], "NAME=VALUE"),
        (["--matches", "0"], "at least 1"),
        (["--matches", "many"], "not a whole number"),
        (["--seed", "x"], "not an integer"),
        (["--time-limit", "-1"], "positive"),
    ],
)
def test_sim_bad_arguments_are_usage_errors(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad rule name or value or an unknown level is an argparse error (exit 2), not a traceback."""
    code, _, err = run_main(argv, capsys)
    assert code == 2
    assert words in err and "Traceback" not in err


def test_sim_unwritable_out_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An --out that cannot be written is refused before anything is played."""
    code, _, err = run_main(["--out", str(tmp_path / "no" / "such" / "dir.jsonl")], capsys)
    assert code == 2 and "cannot write" in err


class _Lowest(GreedyPlayer):
    level = "lowest-test"


class _Cheat(RandomPlayer):
    level = "cheat-test"

    def choose_play(self, obs: Observation, time_limit: float = 1.0, cancel: object = None) -> Combination | None:
        return combination("bomb", 4, 12)


def test_sim_takes_whatever_levels_hold(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A level registered in murlan_qt.ai.LEVELS can play at once."""
    monkeypatch.setitem(ai.LEVELS, "lowest-test", _Lowest)
    out = tmp_path / "l.jsonl"
    code, _, _ = run_main(["--players", "lowest-test,random,random,random", "--out", str(out)], capsys)
    assert code == 0
    assert loads(out.read_text(encoding="utf-8").strip()).players[0].level == "lowest-test"


def test_sim_reports_an_ai_breaking_the_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An AI that makes an illegal move stops the run with a message naming it (exit 1)."""
    monkeypatch.setitem(ai.LEVELS, "cheat-test", _Cheat)
    code, _, err = run_main(["--players", "cheat-test"], capsys)
    assert code == 1
    assert "'cheat-test' player" in err and "Traceback" not in err


def test_sim_runs_as_a_program(tmp_path: Path) -> None:
    """The console script runs headless and prints the summary."""
    out = tmp_path / "p.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "murlan_qt.tools.sim", "--players", "random,random,random,random",
         "--matches", "2", "--seed", "3", "--out", str(out)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "matches: 2" in proc.stdout
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2
    bad = subprocess.run(
        [sys.executable, "-m", "murlan_qt.tools.sim", "--rule", "nope=1"],
        capture_output=True, text=True, timeout=120,
    )
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "unknown rules option" in bad.stderr
