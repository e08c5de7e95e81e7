"""A play's reason as one plain sentence, in English and in Albanian."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from murlan_qt.ai.reasons import CODES, Reason
from murlan_qt.engine import combination
from murlan_qt.ui.aids.reason_texts import reason_text
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators

NAMES = ("You", "Arta", "Besnik", "Drita")
PARAMS: dict[str, dict[str, object]] = {
    "out": {"play": combination("pair", 2, 4)},
    "cannot_beat": {"top": combination("single", 1, 12)},
    "stop": {"play": combination("bomb", 4, 3), "seat": 1, "left": 1},
    "breaks": {"play": combination("single", 1, 4), "group": combination("pair", 2, 4)},
    "keeps_scale": {"play": combination("single", 1, 11), "length": 5},
    "lowest_single": {"play": combination("single", 1, 0)},
    "whole_group": {"play": combination("triple", 3, 6)},
    "pass_keeps": {"top": combination("single", 1, 9)},
}


def _all() -> dict[str, str]:
    return {code: reason_text(Reason(code, PARAMS[code]), NAMES) for code in CODES}


def test_every_reason_is_a_whole_sentence_in_both_languages(qapp: QApplication) -> None:
    assert set(PARAMS) == set(CODES)
    install_translators(qapp, "en")
    english = _all()
    try:
        install_translators(qapp, "sq")
        albanian = _all()
    finally:
        remove_translators(qapp)
    for code in CODES:
        for text in (english[code], albanian[code]):
            assert text and "{" not in text and text.endswith(".") and "!." not in text
            assert text[0].isupper()
        assert english[code] != albanian[code], code
    assert "Arta has one card left" in english["stop"] and "Arta" in albanian["stop"]
    assert "5-card scale" in english["keeps_scale"]
    two = reason_text(Reason("stop", {**PARAMS["stop"], "left": 2}), NAMES)
    assert "two cards" in two
    assert reason_text(Reason("no such code"), NAMES) == ""


def test_a_play_that_breaks_a_group_is_explained_as_worth_it(qapp: QApplication) -> None:
    """The hint and the review give this reason for the play they recommend: it names the cost and says
    why the play is still the one to make (the playtest read the bare cost as a reason against it)."""
    text = reason_text(Reason("breaks", PARAMS["breaks"]), NAMES)
    assert "breaks up" in text and "but every other play does worse" in text
