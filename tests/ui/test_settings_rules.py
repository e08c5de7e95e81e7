"""The settings keep one rules value: round trip, the upgrade from the two old switches, damaged values."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from murlan_qt.engine import Rules
from murlan_qt.ui.settings import Settings


def settings_from(path: Path, text: str | None = None) -> Settings:
    if text is not None:
        path.write_text(text, encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_the_rules_default_to_the_standard_rules(tmp_path: Path) -> None:
    assert settings_from(tmp_path / "s.ini").rules == Rules()


@pytest.mark.parametrize("values", list(itertools.product((False, True), repeat=len(Rules.option_names()))))
def test_the_rules_are_read_back_as_written(tmp_path: Path, values: tuple[bool, ...]) -> None:
    rules = Rules(**dict(zip(Rules.option_names(), values, strict=True)))
    s = settings_from(tmp_path / "s.ini")
    s.rules = rules
    s.store.sync()
    assert settings_from(tmp_path / "s.ini").rules == rules


@pytest.mark.parametrize(("old", "rules"), [
    ("pass_locks_trick=true\nscale_step_one=false\n", Rules(pass_locks_trick=True)),
    ("scale_step_one=true\n", Rules(scale_step_one=True)),
    ("pass_locks_trick=true\nscale_step_one=true\n", Rules(pass_locks_trick=True, scale_step_one=True)),
    ("pass_locks_trick=false\n", Rules()),
])
def test_a_choice_saved_as_the_two_old_switches_is_kept(tmp_path: Path, old: str, rules: Rules) -> None:
    path = tmp_path / "s.ini"
    s = settings_from(path, "[match]\nplayer_name=Ana\n" + old)
    assert s.rules == rules
    s.rules = s.rules  # the next New match writes the one value
    s.store.sync()
    text = path.read_text(encoding="utf-8")
    assert "pass_locks_trick=" not in text and "scale_step_one=" not in text  # the old keys are gone
    again = settings_from(path)
    assert again.rules == rules and again.player_name == "Ana"


def test_the_one_rules_value_wins_over_old_switches_left_behind(tmp_path: Path) -> None:
    s = settings_from(tmp_path / "s.ini", '[match]\npass_locks_trick=true\nrules="{\\"scale_step_one\\": true}"\n')
    assert s.rules == Rules(scale_step_one=True)


@pytest.mark.parametrize("stored", [
    "rules=",
    "rules=nonsense",
    'rules="{"',
    "rules=5",
    'rules="[true, false]"',
    "rules=true",
    '''rules={"pass_locks_trick": true, "scale_step_one": false}''',  # unquoted: the ini reads a list
    'rules="{\\"pass_locks_trick\\": 1}"',
    'rules="{\\"pass_locks_trick\\": \\"yes\\"}"',
    'rules="{\\"no_such_option\\": true}"',
    "rules=" + "[" * 100_000,
    "rules=@ByteArray(\\0\\x1)",
])
def test_a_damaged_rules_value_falls_back_to_the_standard_rules(tmp_path: Path, stored: str) -> None:
    assert settings_from(tmp_path / "s.ini", "[match]\npass_locks_trick=true\n" + stored + "\n").rules == Rules()
