"""Cards, ranks, suits and the text notation of RULES.md section 1.

A card is a small integer id 0..53 wrapped in :class:`Card` (an ``int``
subclass, so the engine can index tables with it directly):

* ``id = 4 * rank + suit`` for the 52 suited cards (rank 0..12 is ``3..2``,
  suit 0..3 is ``S H D C``);
* ``52`` is the black joker ``BJ`` (rank 13) and ``53`` the red joker ``RJ``
  (rank 14).
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import CardParseError

RANK_CHARS: tuple[str, ...] = (
    "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2", "BJ", "RJ",
)
SUIT_CHARS: tuple[str, ...] = ("S", "H", "D", "C")
RANK_NAMES: tuple[str, ...] = (
    "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "ace", "2",
    "black joker", "red joker",
)
NUM_RANKS = 15
NUM_CARDS = 54
#: ranks below this one (``3`` .. ``2``) come in four suits; the jokers are the two above
SUITED_RANKS = 13
BLACK_JOKER = 52
RED_JOKER = 53
#: rank indexes (``3`` is 0) of the cards the rules and the players name
RANK_TEN = 7
RANK_JACK = 8
RANK_QUEEN = 9
RANK_KING = 10
RANK_ACE = 11
RANK_TWO = 12
RANK_BLACK_JOKER = 13
RANK_RED_JOKER = 14

#: rank index of each card id
RANK_OF: tuple[int, ...] = tuple([i >> 2 for i in range(52)] + [RANK_BLACK_JOKER, RANK_RED_JOKER])
#: suit index of each card id (-1 for jokers)
SUIT_OF: tuple[int, ...] = tuple([i & 3 for i in range(52)] + [-1, -1])


def card_ids_of_rank(rank: int) -> tuple[int, ...]:
    """The card ids that carry ``rank``."""
    if rank >= RANK_BLACK_JOKER:
        return (BLACK_JOKER + rank - RANK_BLACK_JOKER,)
    return (4 * rank, 4 * rank + 1, 4 * rank + 2, 4 * rank + 3)


class Card(int):
    """One card; compare and hash like its id, print in canonical notation."""

    __slots__ = ()

    def __new__(cls, card_id: int) -> Card:
        if not 0 <= card_id < NUM_CARDS:
            raise CardParseError(f"no card has id {card_id}")
        return _CARDS[card_id]

    @property
    def rank(self) -> int:
        """Rank index 0..14 (``3`` .. ``RJ``)."""
        return RANK_OF[self]

    @property
    def suit(self) -> int:
        """Suit index 0..3 (``S H D C``), -1 for a joker."""
        return SUIT_OF[self]

    @property
    def is_joker(self) -> bool:
        return self >= BLACK_JOKER

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Read one card, case-insensitively, ``10`` accepted for ``T``."""
        return parse_card(text)

    def __str__(self) -> str:
        return _NAMES[self]

    def __repr__(self) -> str:
        return f"Card.from_str({_NAMES[self]!r})"


def _make_cards() -> tuple[Card, ...]:
    cards = []
    for i in range(NUM_CARDS):
        c = int.__new__(Card, i)
        cards.append(c)
    return tuple(cards)


_CARDS: tuple[Card, ...] = _make_cards()
_NAMES: tuple[str, ...] = tuple(
    [RANK_CHARS[i >> 2] + SUIT_CHARS[i & 3] for i in range(52)] + ["BJ", "RJ"]
)
_BY_NAME: dict[str, Card] = {name: _CARDS[i] for i, name in enumerate(_NAMES)}

#: every card, in id order
DECK: tuple[Card, ...] = _CARDS


def card(card_id: int) -> Card:
    """The :class:`Card` for an id (no checks, for hot paths)."""
    return _CARDS[card_id]


def parse_card(token: str) -> Card:
    """Read one card; an unknown rank or suit is a :class:`CardParseError`."""
    if not isinstance(token, str):
        raise CardParseError(f"a card must be text, not {type(token).__name__}", None)
    text = token.strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    found = _BY_NAME.get(text)
    if found is not None:
        return found
    if not text:
        raise CardParseError("an empty card name", token)
    if text[:2] in ("BJ", "RJ"):
        raise CardParseError(f"{token!r}: a joker has no suit", token)
    if text[0] not in "3456789TJQKA2":
        raise CardParseError(f"{token!r}: unknown rank {text[0]!r}", token)
    if len(text) == 1:
        raise CardParseError(f"{token!r}: the suit is missing", token)
    if len(text) == 2:
        raise CardParseError(f"{token!r}: unknown suit {text[1]!r} (use S, H, D or C)", token)
    raise CardParseError(f"{token!r} is not a card", token)


def parse_cards(text: str | Iterable[str | int]) -> list[Card]:
    """Read a set of cards: ``"3S 3H 3D"`` or a list of tokens or ids.

    A duplicate card is an error naming it.
    """
    if isinstance(text, str):
        tokens: Iterable[str | int] = text.replace(",", " ").split()
    else:
        tokens = text
    out: list[Card] = []
    seen: set[int] = set()
    for tok in tokens:
        if isinstance(tok, Card):
            c = tok
        elif isinstance(tok, int) and not isinstance(tok, bool):
            c = Card(tok)
        else:
            c = parse_card(tok)  # type: ignore[arg-type]
        if c in seen:
            raise CardParseError(f"{str(tok)!r}: card {c} appears twice", str(tok))
        seen.add(c)
        out.append(c)
    return out


def format_cards(cards: Iterable[int]) -> str:
    """Canonical text of a set of cards, in the order given."""
    return " ".join(_NAMES[c] for c in cards)


def sort_cards(cards: Iterable[int]) -> list[Card]:
    """Cards by rank then suit."""
    return [_CARDS[c] for c in sorted(cards)]


def rank_counts(cards: Iterable[int]) -> list[int]:
    """How many cards of each rank (a 15-vector)."""
    counts = [0] * NUM_RANKS
    for c in cards:
        counts[RANK_OF[c]] += 1
    return counts
