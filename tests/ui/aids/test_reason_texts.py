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


#: the judge's reasons (:mod:`murlan_qt.ai.advice`): one per fact, and the close call
ADVICE: dict[str, dict[str, object]] = {
    "equal": {"play": combination("single", 1, 6), "other": combination("single", 1, 5), "diff": 4, "equal": 1,
              "factor": ""},
    "none": {"play": None, "other": combination("single", 1, 7), "diff": 31, "equal": 0, "factor": ""},
    "out": {"play": combination("pair", 2, 4), "other": None, "diff": 120, "equal": 0, "factor": "out"},
    "unbeatable": {"play": combination("single", 1, 14), "other": None, "diff": 40, "equal": 0,
                   "factor": "unbeatable"},
    "breaks": {"play": None, "other": combination("single", 1, 4), "diff": 30, "equal": 0, "factor": "breaks",
               "group": combination("pair", 2, 4)},
    "few_cards": {"play": combination("single", 1, 12), "other": None, "diff": 55, "equal": 0,
                  "factor": "few_cards", "seat": 2, "left": 1},
    "higher_unseen": {"play": None, "other": combination("single", 1, 7), "diff": 31, "equal": 0,
                      "factor": "higher_unseen", "card": combination("single", 1, 12)},
    "bomb_out": {"play": combination("single", 1, 3), "other": combination("single", 1, 9), "diff": 26,
                 "equal": 0, "factor": "bomb_out", "card": combination("bomb", 4, 5)},
}


def test_the_judges_reasons_are_whole_sentences_in_both_languages(qapp: QApplication) -> None:
    def texts() -> dict[str, str]:
        return {k: reason_text(Reason("advice", p), NAMES) for k, p in ADVICE.items()} | {
            "only": reason_text(Reason("only", {"play": None}), NAMES)}

    install_translators(qapp, "en")
    english = texts()
    try:
        install_translators(qapp, "sq")
        albanian = texts()
    finally:
        remove_translators(qapp)
    for key in english:
        for text in (english[key], albanian[key]):
            assert text and "{" not in text and text.endswith(".") and "!." not in text and text[0].isupper()
        assert english[key] != albanian[key], key
        # no sentence claims what the judge did not check
        assert "every other play" not in english[key]
    assert english["equal"] == "A single 9 and a single 8 are about equal (within 0.04 points)."
    assert english["none"] == "Passing is about 0.31 points better than a single 10."
    assert english["few_cards"].endswith("Besnik has one card left.")
    assert "0.31 pikë" in albanian["higher_unseen"] and "Besnik" in albanian["few_cards"]
    # the sentence for each fact adds to the comparison
    assert all(english[k] != english["none"] for k in ("higher_unseen", "breaks"))
