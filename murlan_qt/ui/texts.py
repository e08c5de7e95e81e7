"""Words the table shows about plays, places, levels and refused moves, all translatable.

The strings are written as ``translate("Context", "...")`` so that lupdate files
them under the context they are looked up in at run time (a bare ``tr()`` outside
a class would land in no context at all).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import TEAMS, Combination, Kind, MatchResult, Player
from ..engine.cards import RANK_BLACK_JOKER, RANK_CHARS, RANK_RED_JOKER
from ..engine.hand_log import SwapEntry

translate = QCoreApplication.translate


def rank_name(rank: int) -> str:
    names = [
        translate("Table", "3"), translate("Table", "4"), translate("Table", "5"), translate("Table", "6"),
        translate("Table", "7"), translate("Table", "8"), translate("Table", "9"), translate("Table", "10"),
        translate("Table", "jack"), translate("Table", "queen"), translate("Table", "king"),
        translate("Table", "ace"), translate("Table", "2"),
        translate("Table", "black joker"), translate("Table", "red joker"),
    ]
    return names[rank]


def rank_plural(rank: int) -> str:
    plurals = [
        translate("Table", "3s"), translate("Table", "4s"), translate("Table", "5s"), translate("Table", "6s"),
        translate("Table", "7s"), translate("Table", "8s"), translate("Table", "9s"), translate("Table", "10s"),
        translate("Table", "jacks"), translate("Table", "queens"), translate("Table", "kings"),
        translate("Table", "aces"), translate("Table", "2s"), "", "",
    ]
    return plurals[rank]


def _position_char(position: int) -> str:
    if position in (1, 14):
        return translate("Table", "A", "the ace in a scale, as on the card")
    if position == 2:
        return "2"
    char = RANK_CHARS[position - 3]
    return "10" if char == "T" else char


def describe_combo(combo: Combination) -> str:
    """Plain words for a play: "a pair of 7s", "a 6-card scale, 4 to 9"."""
    if combo.kind == Kind.SCALE:
        low = combo.value - combo.length + 1
        # a scale has 5 to 13 cards: always the plural, so no numerus form (which lupdate
        # recognises in translate() only with a literal count)
        if combo.length in (8, 11):  # said with a vowel: "an 8-card scale", "an 11-card scale"
            text = translate("Table", "an {n}-card scale, {low} to {high}")
        else:
            text = translate("Table", "a {n}-card scale, {low} to {high}")
        return text.format(n=combo.length, low=_position_char(low), high=_position_char(combo.value))
    if combo.kind == Kind.SINGLE:
        if combo.value >= RANK_BLACK_JOKER:
            return translate("Table", "the {rank}").format(rank=rank_name(combo.value))
        return translate("Table", "a single {rank}").format(rank=rank_name(combo.value))
    pattern = {
        Kind.PAIR: translate("Table", "a pair of {ranks}"),
        Kind.TRIPLE: translate("Table", "a triple of {ranks}"),
        Kind.BOMB: translate("Table", "a bomb of {ranks}!"),
    }[combo.kind]
    return pattern.format(ranks=rank_plural(combo.value))


def place_name(place: int) -> str:
    """1st, 2nd, 3rd, last (place 0..3). In Albanian they agree with "vendi" (the place), not with the
    player, whose gender the game does not know."""
    return [translate("Table", "1st"), translate("Table", "2nd"), translate("Table", "3rd"),
            translate("Table", "last")][place]


def level_name(level: str | None) -> str:
    """A computer player's level as shown to the player."""
    if not level:
        return ""
    names = {
        "random": translate("Table", "Random", "a computer player's level"),
        "greedy": translate("Table", "Greedy", "a computer player's level"),
        "easy": translate("Table", "Easy", "a computer player's level"),
        "normal": translate("Table", "Normal", "a computer player's level"),
        "hard": translate("Table", "Hard", "a computer player's level"),
        "expert": translate("Table", "Expert", "a computer player's level"),
    }
    return names.get(level, level.capitalize())


def card_text(card: int) -> str:
    """A card's short text for messages: "10♥", "2♠", "black joker"."""
    from ..engine import Card

    c = Card(card)
    if c.is_joker:
        return rank_name(c.rank)
    rank = str(c)[0]
    return ("10" if rank == "T" else rank) + "♠♥♦♣"[c.suit]


def suit_name(suit: int) -> str:
    return [translate("Table", "spades"), translate("Table", "hearts"), translate("Table", "diamonds"),
            translate("Table", "clubs")][suit]


def card_name(card: int) -> str:
    """A card in full words: "9 of spades", "queen of hearts", "red joker"."""
    from ..engine import Card

    c = Card(card)
    if c.is_joker:
        return rank_name(c.rank)
    return translate("Table", "{rank} of {suit}").format(rank=rank_name(c.rank), suit=suit_name(c.suit))


def card_phrase(card: int) -> str:
    """A card inside a sentence: "10♥", "the red joker"."""
    from ..engine import Card

    c = Card(card)
    if c.rank == RANK_BLACK_JOKER:
        return translate("Table", "the black joker")
    if c.rank == RANK_RED_JOKER:
        return translate("Table", "the red joker")
    return card_text(c)


def cards_text(cards: Iterable[int]) -> str:
    """Several cards for a message: "7♠ 8♥"."""
    return " ".join(card_text(c) for c in cards)


def _sentence(text: str) -> str:
    """An engine message as a sentence: a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", ")")) else text + "."


_BEATING_CODES = frozenset({
    "bomb_needs_higher_bomb", "scale_needs_one_step_higher", "scale_needs_higher_top",
    "scale_needs_same_length", "needs_higher_same_kind",
})
_NOT_A_COMBINATION_CODES = frozenset({
    "joker_only_single", "not_a_combination", "scale_too_short", "ranks_differ",
    "scale_repeats_rank", "scale_not_consecutive",
})


def refusal_text(error: BaseException) -> str:
    """Why the engine refused the player's move, in the player's language.

    Reads the ``code`` and ``params`` of an :class:`~murlan_qt.engine.IllegalPlayError`;
    an error without a known code is shown in the engine's English words.
    """
    code = getattr(error, "code", "")
    params: dict[str, object] = getattr(error, "params", {}) or {}
    new, top = params.get("new"), params.get("top")
    plays = {}
    if isinstance(new, Combination) and isinstance(top, Combination):
        plays = {"new": describe_combo(new), "top": describe_combo(top)}
    raw_cards = params.get("cards")
    shown = cards_text(raw_cards) if isinstance(raw_cards, list) else ""
    raw_card = params.get("card")
    one = card_text(raw_card) if isinstance(raw_card, int) and not isinstance(raw_card, bool) else ""
    text: str | None = None
    if code in _BEATING_CODES and plays:
        beating = {
            "bomb_needs_higher_bomb": translate(
                "Refusal", "A bomb can only be beaten by a higher bomb ({new} does not beat {top})."),
            "scale_needs_one_step_higher": translate(
                "Refusal", "A scale can only be beaten by the scale of the same length one step higher, "
                "or by a bomb ({new} does not beat {top})."),
            "scale_needs_higher_top": translate(
                "Refusal", "A scale can only be beaten by a scale of the same length with a higher top card, "
                "or by a bomb ({new} does not beat {top})."),
            "scale_needs_same_length": translate(
                "Refusal", "A scale can only be beaten by a scale of the same length or by a bomb "
                "({new} does not beat {top})."),
            "needs_higher_same_kind": {
                Kind.SINGLE: translate(
                    "Refusal", "A single card can only be beaten by a higher single card or by a bomb "
                    "({new} does not beat {top})."),
                Kind.PAIR: translate(
                    "Refusal", "A pair can only be beaten by a higher pair or by a bomb ({new} does not beat {top})."),
                Kind.TRIPLE: translate(
                    "Refusal", "A triple can only be beaten by a higher triple or by a bomb "
                    "({new} does not beat {top})."),
            }.get(str(params.get("kind"))),
        }[code]
        text = beating.format(**plays) if beating else None
    elif code in _NOT_A_COMBINATION_CODES and shown:
        pattern = {
            "joker_only_single": translate(
                "Refusal", "{cards} is not a combination: a joker can only be played as a single card."),
            "not_a_combination": translate("Refusal", "{cards} is not a combination."),
            "scale_too_short": translate(
                "Refusal", "{cards} is not a combination: a scale needs at least 5 cards."),
            "ranks_differ": translate(
                "Refusal", "{cards} is not a combination: the cards of a pair or a triple must have the same rank."),
            "scale_repeats_rank": translate(
                "Refusal", "{cards} is not a combination: a scale uses each rank only once."),
            "scale_not_consecutive": translate(
                "Refusal", "{cards} is not a combination: a scale needs consecutive ranks "
                "(A can be low or high, 2 only low, no wrap-around)."),
        }[code]
        text = pattern.format(cards=shown)
    elif code == "not_held" and shown:
        text = translate("Refusal", "You do not hold {cards}.").format(cards=shown)
    elif code == "give_not_held" and one:
        text = translate("Refusal", "You do not hold {card}.").format(card=one)
    elif code == "must_give_highest" and one and isinstance(params.get("options"), list):
        text = translate("Refusal", "You must give your highest card ({options}), not {card}.").format(
            options=cards_text(params["options"]), card=one)  # type: ignore[arg-type]
    elif code == "cannot_make" and isinstance(params.get("combo"), Combination):
        text = translate("Refusal", "Your hand cannot make {play}.").format(
            play=describe_combo(params["combo"]))  # type: ignore[arg-type]
    else:
        simple = {
            "no_cards": translate("Refusal", "Select the cards you want to play first."),
            "two_jokers": translate("Refusal", "Two jokers together are not a combination."),
            "hand_over": translate("Refusal", "The hand is over."),
            "swap_not_finished": translate("Refusal", "Wait: the swap is not finished."),
            "not_your_turn": translate("Refusal", "Wait for your turn."),
            "not_a_card": translate("Refusal", "That is not a card."),
            "card_named_twice": translate("Refusal", "The same card is chosen twice."),
            "must_include_three_of_spades": translate(
                "Refusal", "The first play of the match must include the 3\u2660."),
            "must_play_lead": translate("Refusal", "You lead this trick: you must play, not pass."),
            "not_swap_time": translate("Refusal", "It is not the time to give a card."),
            "cannot_give_back": translate("Refusal", "You cannot hand back the card you were given."),
            "must_give_low": translate(
                "Refusal", "You must give a card of rank 3 to 10 (or your lowest card if you have none)."),
        }
        text = simple.get(code)
    return text if text else _sentence(str(error))


#: what the player is called when no name was typed, in every language the game ships
#: (a match keeps the name it was started with; shown in another language, it follows the language)
DEFAULT_HUMAN_NAMES = frozenset({"You", "Ti"})


def shown_name(player: Player) -> str:
    """A seat's name as the table shows it: the default name of the human player in the language in use."""
    if player.kind == "human" and player.name in DEFAULT_HUMAN_NAMES:
        return QCoreApplication.translate("Table", "You")
    return player.name


#: the colours of the two teams of the partners game (team 0: seats 0 and 2, team 1: seats 1 and 3):
#: a blue and an orange, told apart with any common colour blindness and readable on the felt
TEAM_COLOURS: tuple[str, str] = ("#7fb8f0", "#f0a15c")


def team_seats_named(players: Iterable[Player], team: int) -> tuple[str, str]:
    """The shown names of a team's two players, the player's own "You" first when in it."""
    names = [shown_name(p) for p in players]
    a, b = TEAMS[team]
    if is_you(names[b]):
        a, b = b, a
    return names[a], names[b]


def team_name(players: Iterable[Player], team: int) -> str:
    """A team as the table names it: its two players, ``You & Besnik``."""
    a, b = team_seats_named(players, team)
    return translate("Teams", "{a} & {b}").format(a=a, b=b)


def team_won_sentence(players: Iterable[Player], result: MatchResult, key: str = "team_won") -> str:
    """The winning team's sentence (``team_won`` or ``team_won_news``), in the player's own form when in it."""
    assert result.team is not None
    a, b = team_seats_named(players, result.team)
    return subject_sentence(key, a, partner=b)


def swap_text(entry: SwapEntry, names: list[str], me: int | None) -> str:
    """The swap as the player saw it."""
    last, first = names[entry.last], names[entry.first]
    if entry.jokers_shown:
        if me == entry.last:
            return translate("PlayLog", "You show both jokers: no swap, {first} leads.").format(first=first)
        if me == entry.first:
            return translate("PlayLog", "{last} shows both jokers: no swap, you lead.").format(last=last)
        return translate("PlayLog", "{last} shows both jokers: no swap, {first} leads.").format(last=last, first=first)
    parts = []
    if entry.given_by_last is not None:
        gave = card_phrase(entry.given_by_last)
        if me == entry.last:
            parts.append(translate("PlayLog", "You gave {card} to {first}.").format(card=gave, first=first))
        elif me == entry.first:
            parts.append(translate("PlayLog", "{last} gave you {card}.").format(last=last, card=gave))
        else:  # a seat outside the swap that sees it (the review with every hand face up)
            parts.append(translate("PlayLog", "{last} gave {card} to {first}.").format(
                last=last, card=gave, first=first))
    if entry.given_by_first is not None:
        back = card_phrase(entry.given_by_first)
        if me == entry.first:
            parts.append(translate("PlayLog", "You gave {card} back to {last}.").format(card=back, last=last))
        elif me == entry.last:
            parts.append(translate("PlayLog", "{first} gave you {card} back.").format(first=first, card=back))
        else:
            parts.append(translate("PlayLog", "{first} gave {card} back to {last}.").format(
                first=first, card=back, last=last))
    if not parts:
        parts.append(translate("PlayLog", "{last} gave {first} their highest card and got a low card back.").format(
            last=last, first=first))
    return " ".join(parts)


def is_you(name: str) -> bool:
    """Whether a shown name is the player's own "You" (see :func:`shown_name`): a sentence then takes its
    second-person form."""
    return name == QCoreApplication.translate("Table", "You")


#: every sentence that can have the player as its subject, by key: (context, the form for a named seat
#: with ``{name}`` as its subject, the player's own form without it). Each form is looked up in its
#: context at run time; QT_TRANSLATE_NOOP files both for lupdate.
SUBJECT_SENTENCES: dict[str, tuple[str, str, str]] = {
    "match_won": ("EndPanel", QT_TRANSLATE_NOOP("EndPanel", "{name} wins the match!"),
                  QT_TRANSLATE_NOOP("EndPanel", "You win the match!")),
    "hand_first": ("EndPanel", QT_TRANSLATE_NOOP("EndPanel", "Hand {n}: {name} finished first"),
                   QT_TRANSLATE_NOOP("EndPanel", "Hand {n}: you finished first")),
    "match_won_news": ("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "{name} wins the match."),
                       QT_TRANSLATE_NOOP("MainWindow", "You win the match.")),
    # the partners game: a team wins, named by its two players (the player first when in it)
    "team_won": ("EndPanel", QT_TRANSLATE_NOOP("EndPanel", "{name} and {partner} win the match!"),
                 QT_TRANSLATE_NOOP("EndPanel", "You and {partner} win the match!")),
    "partners_no_swap": ("MainWindow", QT_TRANSLATE_NOOP(
        "MainWindow", "No swap this hand: first and last place were partners. {name} holds the 3\u2660 and leads."),
        QT_TRANSLATE_NOOP("MainWindow", "No swap this hand: first and last place were partners. You hold the 3\u2660 "
                          "and lead.")),
    "team_won_news": ("MainWindow", QT_TRANSLATE_NOOP("MainWindow", "{name} and {partner} win the match."),
                      QT_TRANSLATE_NOOP("MainWindow", "You and {partner} win the match.")),
    "holds_three": ("MainWindow", QT_TRANSLATE_NOOP(
        "MainWindow", "{name} holds the 3\u2660 and leads: the first play of the match must include it."),
        QT_TRANSLATE_NOOP("MainWindow", "You hold the 3\u2660: the first play of the match must include it.")),
    "jokers_shown": ("MainWindow", QT_TRANSLATE_NOOP(
        "MainWindow", "{name} holds both jokers and shows them: no swap this hand, {first} leads."),
        QT_TRANSLATE_NOOP("MainWindow", "You hold both jokers and show them: no swap this hand, {first} leads.")),
    "net_hand_first": ("NetTableWindow", QT_TRANSLATE_NOOP(
        "NetTableWindow", "{name} finished first. Totals: {totals}. The next hand is dealt in a moment."),
        QT_TRANSLATE_NOOP("NetTableWindow", "You finished first. Totals: {totals}. The next hand is dealt in a moment.")),
    "net_match_won": ("NetTableWindow", QT_TRANSLATE_NOOP("NetTableWindow", "{name} won the match."),
                      QT_TRANSLATE_NOOP("NetTableWindow", "You won the match!")),
    "trick_won_news": ("Access", QT_TRANSLATE_NOOP("Access", "{name} wins the trick."),
                       QT_TRANSLATE_NOOP("Access", "You win the trick.")),
    "plays_news": ("Access", QT_TRANSLATE_NOOP("Access", "{name} plays {play}."),
                   QT_TRANSLATE_NOOP("Access", "You play {play}.")),
    "goes_out_banner": ("TableScene", QT_TRANSLATE_NOOP("TableScene", "{name} goes out {place}"),
                        QT_TRANSLATE_NOOP("TableScene", "You go out {place}!")),
    "leads": ("TableScene", QT_TRANSLATE_NOOP("TableScene", "{name} leads"),
              QT_TRANSLATE_NOOP("TableScene", "You lead")),
    "leads_opening": ("TableScene", QT_TRANSLATE_NOOP("TableScene", "{name} leads: the first play must include the 3\u2660"),
                      QT_TRANSLATE_NOOP("TableScene", "You lead: the first play must include the 3\u2660")),
    "passes": ("PlayLog", QT_TRANSLATE_NOOP("PlayLog", "{name} passes"), QT_TRANSLATE_NOOP("PlayLog", "You pass")),
    "left_last": ("PlayLog", QT_TRANSLATE_NOOP("PlayLog", "{name} is left with cards: last"),
                  QT_TRANSLATE_NOOP("PlayLog", "You are left with cards: last")),
    "goes_out": ("PlayLog", QT_TRANSLATE_NOOP("PlayLog", "{name} goes out {place}"),
                 QT_TRANSLATE_NOOP("PlayLog", "You go out {place}")),
    "trick_won": ("PlayLog", QT_TRANSLATE_NOOP("PlayLog", "Trick {n}: {name} wins it"),
                  QT_TRANSLATE_NOOP("PlayLog", "Trick {n}: you win it")),
    "to_play": ("Persistence", QT_TRANSLATE_NOOP("Persistence", "Hand {n}, {name} to play."),
                QT_TRANSLATE_NOOP("Persistence", "Hand {n}, your turn to play.")),
    "chooses_gift": ("Persistence", QT_TRANSLATE_NOOP(
        "Persistence", "Hand {n}, before the play: {name} chooses a card to give."),
        QT_TRANSLATE_NOOP("Persistence", "Hand {n}, before the play: you choose a card to give.")),
    "saw_it": ("Replay", QT_TRANSLATE_NOOP("Replay", "As {name} saw it"), QT_TRANSLATE_NOOP("Replay", "As you saw it")),
    "gave_back": ("Review", QT_TRANSLATE_NOOP(
        "Review", "{name} gave back {card} in the swap ({points:.2f} points expected)."),
        QT_TRANSLATE_NOOP("Review", "You gave back {card} in the swap ({points:.2f} points expected).")),
}


def subject_sentence(key: str, name: str, **fields: object) -> str:
    """A sentence of :data:`SUBJECT_SENTENCES` with ``name`` as its subject, in the player's own form
    ("You win the match!") when ``name`` is the player's "You"."""
    context, named, own = SUBJECT_SENTENCES[key]
    if is_you(name):
        return translate(context, own).format(**fields)
    return translate(context, named).format(name=name, **fields)


def seat_sentence(key: str, own: bool, name: str, **fields: object) -> str:
    """A sentence of :data:`SUBJECT_SENTENCES` in the player's own form when ``own`` (the caller knows
    by seat, as a network table does, where the player's name is not "You")."""
    context, named, own_form = SUBJECT_SENTENCES[key]
    if own:
        return translate(context, own_form).format(**fields)
    return translate(context, named).format(name=name, **fields)


def jokers_sentence(last: str, first: str) -> str:
    """The news that the last-placed player shows both jokers: either of its two subjects can be the player."""
    if is_you(first):
        return translate("MainWindow", "{last} holds both jokers and shows them: no swap this hand, you lead.").format(
            last=last)
    return subject_sentence("jokers_shown", last, first=first)
