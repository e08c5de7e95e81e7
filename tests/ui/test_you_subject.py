"""Sentences with the player as their subject read right: "You win the match!", never "You wins"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QGraphicsView
from pytestqt.qtbot import QtBot

from murlan_qt.engine import MatchState
from murlan_qt.engine.hand_log import PassEntry, TrickWonEntry, WentOutEntry
from murlan_qt.engine.match import HandResult, MatchResult
from murlan_qt.ui.aids.play_log import entry_text
from murlan_qt.ui.desktop.i18n import install_translators, remove_translators
from murlan_qt.ui.dialogs.end_panels import EndPanel
from murlan_qt.ui.dialogs.persistence_ui import resume_details
from murlan_qt.ui.texts import SUBJECT_SENTENCES, is_you, jokers_sentence, subject_sentence

translate = QCoreApplication.translate
TS_SQ = Path(__file__).resolve().parents[2] / "assets" / "translations" / "murlan_sq.ts"
#: every field a subject sentence may take, so that each can be filled in
FIELDS: dict[str, object] = {"n": 3, "place": "second", "play": "a pair of 7s", "card": "the 7\u2660",
                             "points": 1.5, "first": "Arta", "totals": "Arta 3, Besa 2", "partner": "Besnik"}
#: a seat placeholder followed by a word: a sentence with a seat as its subject
SEAT_SUBJECT = re.compile(r"\{(name|first|last|giver|winner)\} [a-z]")
#: sentences about a seat that is never the player's, or whose own form the caller picks by seat
NEVER_THE_PLAYER = {
    "{name} made a mistake and played safe ({why}).",  # a computer seat's failure
    "{name} has one card left: stop them with {play}.",  # an opponent, in a hint's reason
    "{name} has two cards left: stop them with {play}.",
    "{name} has one card left.",  # the judge's reason: an opponent close to going out
    "{name} has two cards left.",
    "{name} still holds {cards}.",  # the tracker's opponents
    "{name} joined the table.",  # the chat's notices are about another person: never shown about the player
    "{name} left the table.",
    "{name} came back.",
    "Your table is waiting: your seat at {name} is kept for you.",  # {name} is a table's, not a seat's
    "{name} gives you {card}.",  # the giver is another seat
    "{name} gave you {card}.",
    "{giver} gives a card to {receiver}.",  # said only when neither is the player
    "{last} gave you {card}.",
    "{first} gave you {card} back.",
    "{last} gave {card} to {first}.",  # said only to a seat outside the swap (a review with every hand up)
    "{first} gave {card} back to {last}.",
    "{last} gave {first} their highest card and got a low card back.",
    "{last} shows both jokers: no swap, you lead.",
    "{last} shows both jokers: no swap, {first} leads.",  # swap_text says the player's forms by seat
    "{last} holds both jokers and shows them: no swap this hand, you lead.",  # jokers_sentence
    # the subject is Analyse; the review window says "each of your decisions" for the player
    "Not analysed yet: Analyse scores each decision of {name} in this hand.",
    "You show both jokers: no swap, {first} leads.",  # the player is last, so another seat leads
    # the swap dialog's other seat is the object
    "You finished first last hand. Give {name} one card of rank 3 to 10.",
    "You finished first last hand and hold no 3 to 10: give {name} one of your lowest cards.",
    "You finished last: give {name} your highest card. Which one?",
}
#: English: "you" followed by a verb in the third person
YOU_THIRD_PERSON = re.compile(r"\b[Yy]ou [a-z]*[^s]s\b")
#: Albanian: "ti" followed by a verb in the third person where it differs from the second
TI_THIRD_PERSON = re.compile(r"\b[Tt]i (e |i )?(ka|është|mbeti|mbaroi|bëri|ktheu|pa|zgjodhi|luajti)\b")


def _sources() -> set[str]:
    return {m.findtext("source") or "" for m in ET.parse(TS_SQ).getroot().iter("message")}


@pytest.fixture
def albanian(qapp: QApplication) -> Iterator[None]:
    assert install_translators(qapp, "sq") == "sq"
    yield
    remove_translators(qapp)


def test_every_sentence_with_a_seat_as_subject_has_the_players_own_form() -> None:
    # an own form's other seat is never the player: the player is already its subject
    named = {form for _context, *forms in SUBJECT_SENTENCES.values() for form in forms}
    about_a_seat = {s for s in _sources() if SEAT_SUBJECT.search(s)}
    assert about_a_seat, "the pattern finds the sentences about a seat"
    missing = about_a_seat - named - NEVER_THE_PLAYER
    assert not missing, f"sentences that can have the player as subject but no own form: {sorted(missing)}"


@pytest.mark.parametrize("key", sorted(SUBJECT_SENTENCES))
def test_english_with_the_player_as_subject(qapp: QApplication, key: str) -> None:
    own = subject_sentence(key, translate("Table", "You"), **FIELDS)
    assert "you" in own.lower() and "{" not in own
    assert not YOU_THIRD_PERSON.search(own), own
    named = subject_sentence(key, "Arta", **FIELDS)
    assert "Arta" in named and "{" not in named


@pytest.mark.parametrize("key", sorted(SUBJECT_SENTENCES))
def test_albanian_with_the_player_as_subject(albanian: None, key: str) -> None:
    context, named, own = SUBJECT_SENTENCES[key]
    you = translate("Table", "You")
    assert you == "Ti" and is_you(you)
    said = subject_sentence(key, you, **FIELDS)
    assert said == translate(context, own).format(**FIELDS)
    assert translate(context, own) != own, "the player's own form is translated"
    assert not TI_THIRD_PERSON.search(said), said
    assert subject_sentence(key, "Arta", **FIELDS) == translate(context, named).format(name="Arta", **FIELDS)


def test_jokers_either_seat_can_be_the_player(qapp: QApplication) -> None:
    you = translate("Table", "You")
    assert jokers_sentence(you, "Arta").startswith("You hold both jokers")
    assert jokers_sentence("Arta", you).endswith("no swap this hand, you lead.")
    assert jokers_sentence("Arta", "Besnik").startswith("Arta holds")
    assert not YOU_THIRD_PERSON.search(jokers_sentence(you, "Arta") + jokers_sentence("Arta", you))


def test_the_play_log_of_a_review_speaks_to_the_player_by_name(qapp: QApplication) -> None:
    # a review shown from all seats has no "me", yet the player's rows take the player's own form
    names = [translate("Table", "You"), "Arta", "Besnik", "Drita"]
    assert entry_text(PassEntry(0, 0), names, None) == "You pass"
    assert entry_text(TrickWonEntry(3, 0, 1), names, None) == "Trick 1: you win it"
    assert entry_text(WentOutEntry(4, 0, 1), names, None).startswith("You go out")


def test_the_end_panel_and_the_resume_details_address_the_player(qtbot: QtBot) -> None:
    match = MatchState(5)
    view = QGraphicsView()
    qtbot.addWidget(view)
    hand = HandResult(finish_order=(0, 1, 2, 3), points=(5, 3, 1, 0), totals=(5, 3, 1, 0), target=51)
    match.results.append(hand)
    panel = EndPanel(match, hand, view)
    assert panel.headline.text() == "Hand 1: you finished first"
    match.result = MatchResult(winner=0)
    panel = EndPanel(match, hand, view)
    assert panel.headline.text() == "You win the match!"
    fresh = MatchState(5)
    fresh.hand.turn = 0
    assert "you" in resume_details(fresh).splitlines()[0].lower()


def test_the_review_speaks_to_the_player(qtbot: QtBot) -> None:
    from murlan_qt.ai import make_player, player_seed, take_turn
    from murlan_qt.ui.review.window import ReplayWindow

    match = MatchState(4)  # the first seat is the human "You"
    players = {s: make_player("greedy", player_seed(4, s)) for s in range(4)}
    while not match.hand.is_over:
        take_turn(match, players[match.hand.turn], 0.01)  # type: ignore[arg-type]
    match.score_if_over()
    w = ReplayWindow(match, hand=0)
    qtbot.addWidget(w)
    w.show()
    assert w.seat_box.itemText(0) == "As you saw it"
    assert "each of your decisions" in w.analysis.summary.text()


def test_a_swap_seen_from_outside_names_both_seats_never_you(qtbot: QtBot) -> None:
    from murlan_qt.engine.cards import parse_card
    from murlan_qt.engine.observation import SwapView
    from murlan_qt.ui.texts import swap_text

    names = ["You", "Arta", "Besnik", "Drita"]
    entry = SwapView(last=1, first=3, jokers_shown=False, given_by_last=parse_card("AS"),
                     given_by_first=parse_card("4H"))
    outside = swap_text(entry, names, 0)  # the review's viewed seat 0, every hand face up
    assert "you" not in outside.lower().split()
    assert outside.startswith("Arta gave ") and " to Drita." in outside and "back to Arta." in outside
    assert swap_text(entry, names, 3).startswith("Arta gave you ")  # the first player got it
    assert "Drita gave you " in swap_text(entry, names, 1)  # the last player got the card back
