"""What a screen reader says about the table: cards, seats, plays, the turn and the scores.

The words for ranks and plays are the table's own (:mod:`..texts`); the sentences of the play log and
the scene are looked up in their contexts, so one translation serves the screen and the speech.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import DECK, PHASE_PLAY, Action, Card, MatchState
from ..texts import (
    card_name,
    card_text,
    describe_combo,
    level_name,
    place_name,
    rank_plural,
    shown_name,
    subject_sentence,
)

translate = QCoreApplication.translate

#: a card as the table's messages write it: "10♥", "3♠", "K♣"
_CARD_GLYPHS = re.compile("(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]")


def spoken(text: str) -> str:
    """A message with its cards in words, as a screen reader should say them: "Arta holds the 3♠" becomes
    "Arta holds the 3 of spades" (a reader says the glyph as "black spade suit", or nothing)."""
    if not _CARD_GLYPHS.search(text):
        return text
    words = {card_text(c): card_name(c) for c in DECK if not c.is_joker}
    return _CARD_GLYPHS.sub(lambda m: words.get(m.group(0), m.group(0)), text)


def action_text(match: MatchState, action: Action) -> str:
    """One action of a trick as the table shows it: "Drita: a pair of kings", "Drita: pass"."""
    name = shown_name(match.players[action.seat])
    if action.combo is None:
        return translate("Access", "{name}: pass").format(name=name)
    return translate("TableScene", "{name}: {play}").format(name=name, play=describe_combo(action.combo))


def action_sentence(match: MatchState, action: Action, me: int | None) -> str:
    """An action as news: "Drita plays a pair of kings.", "You pass."."""
    name = shown_name(match.players[action.seat])
    if action.combo is None:
        if action.seat == me:
            return translate("PlayLog", "You pass") + "."
        return subject_sentence("passes", name) + "."
    play = describe_combo(action.combo)
    if action.seat == me:
        return translate("Access", "You play {play}.").format(play=play)
    return subject_sentence("plays_news", name, play=play)


def cards_left(n: int) -> str:
    # one string per form (English and Albanian have two): lupdate takes a numerus form only with a literal count
    return translate("Access", "1 card left") if n == 1 else translate("Access", "{n} cards left").format(n=n)


def seat_text(match: MatchState, seat: int, me: int | None, *, awaiting_me: bool, thinking: bool,
              note: str | None = None, status: str | None = None) -> str:
    """A seat in one line: "Drita, Hard, 5 cards left, passed, on turn"; "Ardit, out, 1st place".

    ``note``: who plays the seat when the table knows better than the match (a network table: "person");
    ``status``: what its plate's status line says ("reconnecting… 12 s")."""
    hand = match.hand
    player = match.players[seat]
    parts = [shown_name(player)]
    if seat == me:
        if parts[0] != translate("Table", "You"):
            parts.append(translate("Access", "you"))
    elif note is not None:
        parts.append(note)
    else:
        parts.append(level_name(player.level) if player.level else translate("Access", "computer player"))
    n = len(hand.cards[seat])
    if seat in hand.finish:
        parts.append(translate("Access", "out, {place} place").format(place=place_name(hand.finish.index(seat))))
    elif n:
        parts.append(cards_left(n))
    last = [a for a in hand.trick_actions() if a.seat == seat]
    if last and last[-1].combo is None and seat != hand.turn:
        parts.append(translate("Access", "passed"))
    if seat == hand.dealer:
        parts.append(translate("Access", "dealer"))
    if seat == hand.turn and not hand.is_over and (seat != me or awaiting_me):
        parts.append(translate("Access", "thinking") if thinking else translate("Access", "on turn"))
    if status:
        parts.append(status)
    return ", ".join(parts)


def turn_text(match: MatchState, me: int | None, *, awaiting_me: bool) -> str:
    """Whose turn it is, or that the hand is over or in its swap."""
    hand = match.hand
    if hand.is_over:
        return translate("Access", "The hand is over.")
    if hand.phase != PHASE_PLAY:
        return translate("Access", "The swap: a card is given and one given back.")
    if hand.turn == me:
        return translate("Access", "Your turn.") if awaiting_me else ""
    return translate("Access", "{name}'s turn.").format(name=shown_name(match.players[hand.turn]))


def score_text(match: MatchState, seat: int) -> str:
    name, n = shown_name(match.players[seat]), match.totals[seat]
    if n == 1:
        return translate("Access", "{name}: 1 point").format(name=name)
    return translate("Access", "{name}: {n} points").format(name=name, n=n)


def target_text(match: MatchState) -> str:
    return translate("Access", "Target: {n} points").format(n=match.target)


def hand_by_rank(cards: Iterable[int]) -> str:
    """The player's hand grouped by rank, lowest first: "three 5s, a pair of 9s, king of hearts"."""
    by_rank: dict[int, list[Card]] = {}
    for c in sorted(Card(x) for x in cards):
        by_rank.setdefault(c.rank, []).append(c)
    parts = []
    for rank, group in by_rank.items():
        if len(group) == 1:
            parts.append(card_name(group[0]))
        else:
            parts.append(translate("Access", "{n} {ranks}").format(n=len(group), ranks=rank_plural(rank)))
    return ", ".join(parts)


def summary_text(match: MatchState, me: int | None, *, awaiting_me: bool,
                 notes: Sequence[str | None] = (None, None, None, None)) -> str:
    """The table in a few sentences: the hand, the trick, the turn, the counts and the scores
    (``notes``: who plays each seat, where the table's source says it, as in :func:`seat_text`)."""
    hand = match.hand
    out = []
    if me is not None:
        held = hand.hand_of(me)
        if held:
            out.append(translate("Access", "Your hand, {n} cards: {cards}.").format(n=len(held),
                                                                                   cards=hand_by_rank(held)))
        else:
            out.append(translate("Access", "Your hand is empty."))
    trick = hand.trick_actions()
    if trick:
        out.append(translate("Access", "On the table: {plays}.").format(
            plays="; ".join(action_text(match, a) for a in trick)))
    else:
        out.append(translate("Access", "The table is empty."))
    turn = turn_text(match, me, awaiting_me=awaiting_me)
    if turn:
        out.append(turn)
    others = [s for s in range(4) if s != me]
    out.append("; ".join(seat_text(match, s, me, awaiting_me=awaiting_me, thinking=False, note=notes[s])
                         for s in others) + ".")
    out.append(translate("Access", "Scores: {scores}; {target}.").format(
        scores=", ".join(score_text(match, s) for s in range(4)), target=target_text(match)))
    return " ".join(out)
