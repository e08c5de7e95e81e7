"""The rules variants as data: one registry entry per engine option, and every place reads the registry."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import asdict, fields
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel
from pytestqt.qtbot import QtBot
from ui_helpers import make_window

from murlan_qt.engine import Rules
from murlan_qt.ui.dialogs.match_details import match_details_text
from murlan_qt.ui.dialogs.new_match_dialog import NewMatchDialog
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.learn.rules_window import RulesWindow
from murlan_qt.ui.variants import chosen_variants, variants, variants_title
from murlan_qt.ui.window.main_window import MainWindow


def every_rules() -> list[Rules]:
    """Every combination of the engine's options (each a boolean)."""
    names = [f.name for f in fields(Rules)]
    return [Rules(**dict(zip(names, values, strict=True)))
            for values in itertools.product((False, True), repeat=len(names))]


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    w = make_window(tmp_path)
    qtbot.addWidget(w)
    yield w
    w.controller.shutdown()


def test_every_field_of_the_engines_rules_has_one_registry_entry() -> None:
    assert [v.option for v in variants()] == [f.name for f in fields(Rules)]
    for v in variants():
        assert all(text.strip() for text in (v.name, v.explanation, v.phrase, v.short)), v.option
        assert v.name.count("&") == 1, v.option  # one keyboard mnemonic per switch
    mnemonics = [v.name[v.name.index("&") + 1].lower() for v in variants()]
    assert len(set(mnemonics)) == len(mnemonics)


def test_a_variant_is_on_exactly_when_its_option_is() -> None:
    for rules in every_rules():
        assert [v.option for v in chosen_variants(rules)] == [n for n, on in rules.to_dict().items() if on]


def test_the_new_match_dialog_shows_one_switch_per_registry_entry(qtbot: QtBot) -> None:
    d = NewMatchDialog(MatchConfig())
    qtbot.addWidget(d)
    group = next(g for g in d.findChildren(QGroupBox) if g.title() == variants_title())
    switches = group.findChildren(QCheckBox)
    assert [b.text() for b in switches] == [v.name for v in variants()]
    assert [b.toolTip() for b in switches] == [v.explanation for v in variants()]
    notes = [lb.text() for lb in group.findChildren(QLabel)]
    assert all(v.explanation in notes for v in variants())
    assert list(d.variant_boxes) == [v.option for v in variants()]


@pytest.mark.parametrize("rules", every_rules(), ids=lambda r: "+".join(n for n, on in r.to_dict().items() if on)
                         or "standard")
def test_the_chosen_rules_go_into_the_match_unchanged(rules: Rules, window: MainWindow, qtbot: QtBot) -> None:
    d = NewMatchDialog(MatchConfig(rules=rules))
    qtbot.addWidget(d)
    assert {o: b.isChecked() for o, b in d.variant_boxes.items()} == asdict(rules)  # the dialog opens with them
    for option, box in d.variant_boxes.items():  # set again by hand, from the standard rules
        box.setChecked(False)
        box.setChecked(getattr(rules, option))
    config = d.config()
    assert config.rules == rules
    window.start_match(config)
    match = window.controller.match
    assert match is not None and match.rules == rules
    chosen = chosen_variants(rules)
    assert window.scene.info.footer == " \u00b7 ".join(v.short for v in chosen)
    details = match_details_text(match)
    assert all(v.phrase in details for v in chosen)
    assert not any(v.phrase in details for v in variants() if v not in chosen)
    assert ("Rules: standard" in details) == (not chosen)


def test_the_chosen_rules_are_remembered_for_the_next_match(window: MainWindow) -> None:
    for rules in every_rules():
        window.remember(MatchConfig(rules=rules))
        assert window.last_config().rules == rules


def test_the_rules_window_describes_every_variant(qtbot: QtBot) -> None:
    """The in-game rules are documentation: a new variant must be described there too."""
    w = RulesWindow()
    qtbot.addWidget(w)
    text = w.browser.toPlainText().lower()
    for v in variants():
        assert v.phrase.lower() in text, v.option
