"""Translations: every string the player sees is translatable, and the Albanian translation is complete."""

from __future__ import annotations

import ast
import importlib.util
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from murlan_qt.ai import default_level
from murlan_qt.engine import Card, IllegalPlayError, MatchState, classify, parse_cards
from murlan_qt.engine.combos import beat_refusal, combination_refusal
from murlan_qt.ui.desktop import i18n as i18n
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.game.controller import MatchConfig
from murlan_qt.ui.texts import describe_combo, refusal_text
from murlan_qt.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
UI = ROOT / "murlan_qt" / "ui"
ENGINE = ROOT / "murlan_qt" / "engine"
TS_SQ = ROOT / "assets" / "translations" / "murlan_sq.ts"
TS_EN = ROOT / "assets" / "translations" / "murlan_en.ts"
#: translation calls whose text is not written at the call, and why that is fine
NON_LITERAL_ALLOWED = {
    ("lesson_texts.py", "TEXTS[key]"),  # the lesson texts, marked with QT_TRANSLATE_NOOP where they are written
}
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")


def _update_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def _sources() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def _marked_strings(path: Path) -> tuple[set[tuple[str, str]], list[str]]:
    """``(context, source)`` of every translation call in ``path``, and the calls without a written text."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[tuple[str, str]] = set()
    odd: list[str] = []

    def visit(node: ast.AST, cls: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                f = child.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                args = child.args
                if name == "tr" and isinstance(f, ast.Name):
                    odd.append(f"{path.name}:{child.lineno}: a bare tr() lands in no context: "
                               "use self.tr() in a class, else translate(\"Context\", ...)")
                    text = None
                elif name == "tr" and isinstance(f, ast.Attribute) and args:
                    text, context = args[0], cls
                elif (name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2
                      and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)):
                    text = args[1]
                    context = args[0].value
                else:
                    text = None
                if text is not None:
                    if isinstance(text, ast.Constant) and isinstance(text.value, str):
                        found.add((str(context), text.value))
                    elif (path.name, ast.unparse(text)) not in NON_LITERAL_ALLOWED:
                        odd.append(f"{path.name}:{child.lineno}: {ast.unparse(child)}")
            visit(child, cls)

    visit(tree, "")
    return found, odd


@pytest.fixture
def albanian(qapp: QApplication) -> Iterator[str]:
    used = install_translators(qapp, "sq")
    yield used
    remove_translators(qapp)


# ---------------------------------------------------------------- the files


def test_the_albanian_translation_is_complete() -> None:
    messages = _messages(TS_SQ)
    assert len(messages) > 200
    problems = []
    for (context, source), m in messages.items():
        t = m.find("translation")
        assert t is not None
        if t.get("type") in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{context}: {source!r} is {t.get('type')}")
        forms = [f.text or "" for f in t.iter("numerusform")] if m.get("numerus") == "yes" else [t.text or ""]
        for text in forms:
            if not text.strip():
                problems.append(f"{context}: {source!r} has no translation")
            elif sorted(set(PLACEHOLDER.findall(text))) != sorted(set(PLACEHOLDER.findall(source))):
                problems.append(f"{context}: {source!r} -> {text!r} changes the placeholders")
    assert problems == []


def test_the_english_file_gives_every_plural_its_two_forms() -> None:
    plural_sources = {k for k, m in _messages(TS_SQ).items() if m.get("numerus") == "yes"}
    english = _messages(TS_EN)
    assert set(english) == plural_sources
    for m in english.values():
        forms = [f.text or "" for f in m.iter("numerusform")]
        assert len(forms) == 2 and all(forms)


def test_every_string_marked_in_the_code_is_in_the_translation() -> None:
    marked: set[tuple[str, str]] = set()
    odd: list[str] = []
    for path in _sources():
        found, not_literal = _marked_strings(path)
        marked |= found
        odd += not_literal
    assert odd == [], "translate a written text (a placeholder for what varies), not a value"
    in_ts = set(_messages(TS_SQ))
    assert sorted(marked - in_ts) == [], "run: python packaging/update_translations.py"
    assert sorted(in_ts - marked) == [], "strings no longer in the code: run the update script"


def test_the_ts_and_qm_files_are_what_the_update_script_makes() -> None:
    """lupdate into a temporary copy gives the same .ts, and lrelease the same .qm, byte for byte."""
    assert _update_script().out_of_date() == []


def test_the_compiled_translations_sit_in_the_package() -> None:
    assert (i18n.TRANSLATIONS_DIR / "murlan_sq.qm").is_file()
    assert i18n.available_languages() == ["en", "sq"]


# ---------------------------------------------------------------- choosing the language


def test_the_language_comes_from_the_argument_then_the_environment(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "sq")
    try:
        assert install_translators(qapp) == "sq"
        assert install_translators(qapp, "en") == "en"
        assert install_translators(qapp, "sq_AL") == "sq"
        monkeypatch.setenv(i18n.LANGUAGE_ENV, "de")
        assert install_translators(qapp) == "en"  # no German translation: the game stays in English
    finally:
        remove_translators(qapp)


def test_a_second_install_replaces_the_first(qapp: QApplication) -> None:
    try:
        install_translators(qapp, "sq")
        install_translators(qapp, "sq")
        assert len(qapp.findChildren(type(i18n.QTranslator()), i18n.TRANSLATOR_NAME)) >= 2
        install_translators(qapp, "en")
        assert QCoreApplication.translate("MainWindow", "Play") == "Play"
    finally:
        remove_translators(qapp)
    assert qapp.findChildren(type(i18n.QTranslator()), i18n.TRANSLATOR_NAME) == []


def test_english_counts_have_their_singular(qapp: QApplication) -> None:
    try:
        install_translators(qapp, "en")
        assert QCoreApplication.translate("TableScene", "%n card(s)", "", 1) == "1 card"
        assert QCoreApplication.translate("TableScene", "%n card(s)", "", 13) == "13 cards"
    finally:
        remove_translators(qapp)


def test_albanian_counts_have_their_singular(albanian: str) -> None:
    assert albanian == "sq"
    assert QCoreApplication.translate("TableScene", "%n card(s)", "", 1) == "1 letër"
    assert QCoreApplication.translate("TableScene", "%n card(s)", "", 13) == "13 letra"


def test_the_english_texts_do_not_call_any_player_he() -> None:
    """The rules, lessons and dialogs speak of any player as "they" (Besnik, a named man, stays "he")."""
    gendered = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
    sources = [m.findtext("source") or "" for m in ET.parse(TS_SQ).getroot().iter("message")]
    assert len(sources) > 300
    found = [t for t in sources if gendered.search(t) and not t.startswith("Besnik")]
    assert found == []


def test_albanian_places_agree_with_the_place_not_with_a_guessed_gender(albanian: str) -> None:
    """'Arta ... i fundit' calls Arta a man (playtest): the place words agree with 'vendi' (the place),
    which fits every player, since the game does not know anyone's gender."""
    from murlan_qt.ui.texts import place_name

    assert albanian == "sq"
    assert [place_name(p) for p in range(4)] == ["i parë", "i dytë", "i tretë", "i fundit"]
    tr = QCoreApplication.translate
    assert tr("PlayLog", "{name} is left with cards: last").format(name="Arta") == "Arta mbeti me letra: vendi i fundit"
    assert tr("PlayLog", "You are left with cards: last") == "Të mbetën letra: vendi i fundit"
    assert tr("EndPanel", "Hand {n}: {name} finished first").format(n=2, name="Drita") == \
        "Dora 2: Drita mbaroi në vendin e parë"


# ---------------------------------------------------------------- what the player sees


@pytest.fixture
def sq_window(albanian: str, window: MainWindow) -> MainWindow:
    """The shown window (tests/ui/conftest.py), built once Albanian is installed."""
    return window


def test_the_menus_and_buttons_are_in_albanian(sq_window: MainWindow) -> None:
    menus = [a.text() for a in sq_window.menuBar().actions()]
    assert {"&Loja", "&Pamja", "&Ndihmë"} <= set(menus)
    assert sq_window.play_button.text() == "Luaj"
    assert sq_window.pass_button.text() == "Pas"
    assert sq_window.new_action.text() == "&Ndeshje e re..."
    assert sq_window.windowTitle() == "Murlan"


def test_a_refused_play_is_explained_in_albanian(sq_window: MainWindow, qtbot: QtBot) -> None:
    seed = next(s for s in range(1, 80) if MatchState(s).hand.turn == 0)
    sq_window.start_match(MatchConfig(levels=(default_level(),) * 3, seed=seed))
    qtbot.waitUntil(lambda: sq_window.controller.is_awaiting_human, timeout=30_000)
    other = next(c for c in sq_window.controller.match.hand.hand_of(0) if c.rank > 0)
    assert not sq_window.controller.human_play([other])
    assert sq_window.message.text() == "Hedhja e parë e ndeshjes duhet të përmbajë 3\u2660."


def test_engine_refusals_read_as_albanian_sentences(albanian: str) -> None:
    pair = beat_refusal(classify("7S 7H"), classify("9S 9H"))
    assert pair is not None
    assert refusal_text(pair) == (
        "Një çift e mposht vetëm një çift më i lartë ose një bombë (një çift me 7 nuk e mposht një çift me 9)."
    )
    mixed = combination_refusal(parse_cards("7S 8H 9D"))
    assert mixed is not None
    assert refusal_text(mixed).startswith("7♠ 8♥ 9♦ nuk është kombinim")
    assert describe_combo(classify("4S 5H 6D 7C 8S 9S")) == "një shkallë me 6 letra, nga 4 te 9"


def test_an_engine_refusal_without_a_known_code_keeps_the_engine_words(albanian: str) -> None:
    assert refusal_text(IllegalPlayError("the deal leaves out 3S")) == "The deal leaves out 3S."


def _engine_codes() -> set[str]:
    """Every ``code`` the engine gives an IllegalPlayError."""
    codes: set[str] = set()
    for path in (ENGINE / "combos.py", ENGINE / "hand.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalPlayError" and len(node.args) > 1:
                if isinstance(node.args[1], ast.Constant):
                    codes.add(node.args[1].value)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    names = target.elts if isinstance(target, ast.Tuple) else [target]
                    values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
                    for n, v in zip(names, values, strict=False):
                        if getattr(n, "id", "") == "code" and isinstance(v, ast.Constant):
                            codes.add(v.value)
    return codes


def test_every_engine_refusal_code_has_its_own_translation(albanian: str) -> None:
    codes = _engine_codes()
    assert {"not_your_turn", "needs_higher_same_kind", "must_include_three_of_spades", "cannot_give_back"} <= codes
    pair, nine = classify("7S 7H"), classify("9S 9H")
    params = {"new": pair, "top": nine, "kind": "pair", "cards": [Card.from_str("7S"), Card.from_str("8H")],
              "card": Card.from_str("7S"), "options": [Card.from_str("2S")], "combo": pair, "seat": 0, "turn": 1}
    untranslated = [
        code for code in sorted(codes)
        if refusal_text(IllegalPlayError("ENGLISH", code, params)) == "ENGLISH."
    ]
    assert untranslated == []
