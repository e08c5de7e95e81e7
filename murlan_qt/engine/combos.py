"""Combinations (RULES.md section 3): classification, comparison, legal plays.

There are only 108 distinct combinations up to suits (15 singles, 13 pairs,
13 triples, 13 bombs and 54 scales, one of which, the 13-card scale read
low, is never played: those cards read as the higher scale, RULES.md 3), so
each is one shared, immutable
:class:`Combination` object and the tables of what beats what are computed
once. A hand is reduced to four rank bitmasks (ranks held at least once,
twice, three and four times); a combination is playable from a hand when its
required ranks are all in the mask of its multiplicity.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from .cards import (
    NUM_RANKS,
    RANK_ACE,
    RANK_BLACK_JOKER,
    RANK_CHARS,
    RANK_NAMES,
    RANK_OF,
    RANK_TWO,
    SUITED_RANKS,
    Card,
    card,
    card_ids_of_rank,
    parse_card,
    parse_cards,
)
from .errors import IllegalPlayError
from .rules import DEFAULT_RULES, Rules


class Kind(StrEnum):
    """The kind of a combination; each member equals its string (``Kind.PAIR == "pair"``)."""

    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    BOMB = "bomb"
    SCALE = "scale"


#: the kinds, in the order of :class:`Kind` (``KINDS[n - 1]`` is the kind of n cards of one rank)
KINDS: tuple[Kind, ...] = tuple(Kind)


def scale_position_rank(position: int) -> int:
    """The rank index at a scale position (1 = A low, 2 = 2, 3..13, 14 = A high)."""
    if position == 1 or position == 14:
        return RANK_ACE
    if position == 2:
        return RANK_TWO
    return position - 3


def _position_name(position: int) -> str:
    return RANK_CHARS[scale_position_rank(position)]


class Combination:
    """One combination up to suits: ``kind``, ``length`` and ``value``.

    ``value`` is the rank index 0..14 (``3`` .. ``RJ``) for singles, pairs,
    triples and bombs, and the top position 5..14 for a scale.
    """

    __slots__ = ("index", "is_bomb", "kind", "length", "multiplicity", "ranks", "req", "value")

    kind: Kind
    length: int
    value: int
    index: int
    #: cards of each rank in it: 1 for singles and scales, 2 for pairs, 3 triples, 4 bombs
    multiplicity: int
    req: int
    ranks: tuple[int, ...]
    is_bomb: bool

    def __init__(self, kind: str, length: int, value: int, index: int) -> None:
        self.kind = Kind(kind)
        self.length = length
        self.value = value
        self.index = index
        self.is_bomb = kind == Kind.BOMB
        if kind == Kind.SCALE:
            self.multiplicity = 1
            self.ranks = tuple(
                scale_position_rank(p) for p in range(value - length + 1, value + 1)
            )
        else:
            self.multiplicity = length
            self.ranks = (value,)
        req = 0
        for r in self.ranks:
            req |= 1 << r
        self.req = req

    def __repr__(self) -> str:
        """Code that gives back this (shared) combination: ``combination('pair', 2, 7)``."""
        return f"combination({self.kind.value!r}, {self.length}, {self.value})"

    def __str__(self) -> str:
        return self.describe()

    def __reduce__(self) -> tuple[object, tuple[str, int, int]]:
        return (combination, (self.kind.value, self.length, self.value))

    def describe(self) -> str:
        """Plain words: ``"a pair of 7s"``, ``"a 6-card scale from 4 to 9"``."""
        if self.kind == Kind.SCALE:
            low = self.value - self.length + 1
            return (
                f"a {self.length}-card scale from {_position_name(low)} "
                f"to {_position_name(self.value)}"
            )
        name = RANK_NAMES[self.value]
        if self.kind == Kind.SINGLE:
            return f"the single {name}" if self.value >= RANK_BLACK_JOKER else f"a single {name}"
        word = {Kind.PAIR: "a pair", Kind.TRIPLE: "a triple", Kind.BOMB: "a bomb"}[self.kind]
        return f"{word} of {name}s"


def _build() -> tuple[list[Combination], dict[tuple[str, int, int], Combination]]:
    combos: list[Combination] = []

    def add(kind: str, length: int, value: int) -> None:
        combos.append(Combination(kind, length, value, len(combos)))

    for r in range(NUM_RANKS):
        add(Kind.SINGLE, 1, r)
    for kind, n in ((Kind.PAIR, 2), (Kind.TRIPLE, 3), (Kind.BOMB, 4)):
        for r in range(SUITED_RANKS):
            add(kind, n, r)
    for length in range(5, 14):
        for top in range(length, 15):
            add(Kind.SCALE, length, top)
    return combos, {(c.kind, c.length, c.value): c for c in combos}


ALL_COMBINATIONS, _BY_KEY = _build()
SINGLES = [c for c in ALL_COMBINATIONS if c.kind == Kind.SINGLE]
PAIRS = [c for c in ALL_COMBINATIONS if c.kind == Kind.PAIR]
TRIPLES = [c for c in ALL_COMBINATIONS if c.kind == Kind.TRIPLE]
BOMBS = [c for c in ALL_COMBINATIONS if c.kind == Kind.BOMB]
#: ``A 2 3 .. K`` read as positions 1-13: the same cards read higher as 2-14
#: (RULES.md 3), so this reading is never a play
LOW_THIRTEEN_SCALE = _BY_KEY[(Kind.SCALE, 13, 13)]
SCALES = [c for c in ALL_COMBINATIONS if c.kind == Kind.SCALE and c is not LOW_THIRTEEN_SCALE]


def combination(kind: str, length: int, value: int) -> Combination:
    """The shared combination with these fields (KeyError if none exists)."""
    return _BY_KEY[(kind, length, value)]


# ---------------------------------------------------------------- the lowest play


def play_order(c: Combination) -> tuple[int, int, int]:
    """The "lowest play" order: non-bombs before bombs, then by value, the longer of two first."""
    return (1 if c.is_bomb else 0, c.value, -c.length)


def lowest_play(plays: Iterable[Combination]) -> Combination:
    """The first of ``plays`` in :func:`play_order` (ValueError when there is none)."""
    return min(plays, key=play_order)


def low_position(c: Combination) -> int:
    """Where the play starts on the rank scale (a scale by its low position, others by rank)."""
    if c.kind == Kind.SCALE:
        return c.value - c.length + 1 - 3
    return c.value


# ---------------------------------------------------------------- comparison


def beats(new: Combination, top: Combination | None, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether ``new`` may be played on ``top`` (``None``: an empty table)."""
    if top is None:
        return True
    if new.is_bomb:
        return not top.is_bomb or new.value > top.value
    if new.kind != top.kind:
        return False
    if new.kind == Kind.SCALE:
        if new.length != top.length:
            return False
        if rules.scale_step_one:
            return new.value == top.value + 1
    return new.value > top.value


def why_not_beats(
    new: Combination, top: Combination | None, rules: Rules = DEFAULT_RULES
) -> str | None:
    """The reason ``new`` cannot be played on ``top``, or ``None`` if it can."""
    refusal = beat_refusal(new, top, rules)
    return None if refusal is None else str(refusal)


def beat_refusal(
    new: Combination, top: Combination | None, rules: Rules = DEFAULT_RULES
) -> IllegalPlayError | None:
    """:func:`why_not_beats` as an error with a ``code`` and ``params`` (``new``, ``top``), or ``None``."""
    if beats(new, top, rules):
        return None
    assert top is not None
    params: dict[str, object] = {"new": new, "top": top}
    if top.is_bomb:
        return IllegalPlayError(
            f"a bomb can only be beaten by a higher bomb ({new.describe()} does not beat {top.describe()})",
            "bomb_needs_higher_bomb", params,
        )
    if top.kind == Kind.SCALE:
        if new.kind == Kind.SCALE and new.length == top.length and rules.scale_step_one:
            return IllegalPlayError(
                "a scale can only be beaten by the scale of the same length one step "
                f"higher, or a bomb ({new.describe()} does not beat {top.describe()})",
                "scale_needs_one_step_higher", params,
            )
        if new.kind == Kind.SCALE and new.length == top.length:
            return IllegalPlayError(
                "a scale can only be beaten by a scale of the same length with a higher "
                f"top card, or a bomb ({new.describe()} does not beat {top.describe()})",
                "scale_needs_higher_top", params,
            )
        return IllegalPlayError(
            "a scale can only be beaten by a scale of the same length or a bomb "
            f"({new.describe()} does not beat {top.describe()})",
            "scale_needs_same_length", params,
        )
    kind = top.kind
    return IllegalPlayError(
        f"a {kind} can only be beaten by a higher {kind} or a bomb "
        f"({new.describe()} does not beat {top.describe()})",
        "needs_higher_same_kind", {**params, "kind": kind},
    )


def _build_beaters(rules: Rules) -> list[list[Combination]]:
    """For each combination, the non-bomb combinations that beat it."""
    table = []
    for top in ALL_COMBINATIONS:
        table.append(
            [
                c for c in ALL_COMBINATIONS
                if not c.is_bomb and c is not LOW_THIRTEEN_SCALE and beats(c, top, rules)
            ]
        )
    return table


_BEATERS: dict[bool, list[list[Combination]]] = {
    step: _build_beaters(Rules(scale_step_one=step)) for step in (False, True)
}


# ---------------------------------------------------------------- classification


def _scale_of(ranks: Sequence[int]) -> Combination | None:
    n = len(ranks)
    if n < 5 or n > 13 or len(set(ranks)) != n:
        return None
    if any(r >= RANK_BLACK_JOKER for r in ranks):
        return None
    best: Combination | None = None
    readings: list[list[int]] = []
    base = [r + 3 for r in ranks if r < RANK_ACE]
    has_ace = RANK_ACE in ranks
    has_two = RANK_TWO in ranks
    if has_two:
        base.append(2)
    readings = [base + [1], base + [14]] if has_ace else [base]
    for positions in readings:
        lo, hi = min(positions), max(positions)
        if hi - lo + 1 == n:
            c = _BY_KEY[(Kind.SCALE, n, hi)]
            if best is None or c.value > best.value:
                best = c
    return best


def classify(cards: Iterable[int | str] | str) -> Combination | None:
    """The combination these cards form, or ``None`` if they form none."""
    ids = parse_cards(cards) if isinstance(cards, str) else list(cards)
    for i, c in enumerate(ids):
        if type(c) is not Card:  # text, or a plain id that must name a card
            ids[i] = parse_card(c) if isinstance(c, str) else Card(c)
    if len(set(ids)) != len(ids):
        return None
    n = len(ids)
    if n == 0:
        return None
    ranks = [RANK_OF[c] for c in ids]  # type: ignore[index]
    if n == 1:
        return SINGLES[ranks[0]]
    first = ranks[0]
    if all(r == first for r in ranks):
        if first >= RANK_BLACK_JOKER or n > 4:
            return None
        return _BY_KEY[(KINDS[n - 1], n, first)]
    return _scale_of(ranks)


def why_not_combination(cards: Sequence[int]) -> str | None:
    """Why these cards are not a combination, or ``None`` if they are one."""
    refusal = combination_refusal(cards)
    return None if refusal is None else str(refusal)


def combination_refusal(cards: Sequence[int]) -> IllegalPlayError | None:
    """:func:`why_not_combination` as an error with a ``code`` and ``params`` (``cards``), or ``None``."""
    if not cards:
        return IllegalPlayError("no cards were chosen", "no_cards")
    if classify(cards) is not None:
        return None
    ranks = [RANK_OF[c] for c in cards]
    n = len(cards)
    text = " ".join(str(card(c)) for c in cards)
    params: dict[str, object] = {"cards": [card(c) for c in cards]}
    if sum(1 for r in ranks if r >= RANK_BLACK_JOKER) >= 2 and n == 2:
        return IllegalPlayError("two jokers together are not a combination", "two_jokers", params)
    if any(r >= RANK_BLACK_JOKER for r in ranks):
        return IllegalPlayError(
            f"{text} is not a combination: a joker can only be played as a single", "joker_only_single", params
        )
    if len(set(ranks)) == 1:
        return IllegalPlayError(f"{text} is not a combination", "not_a_combination", params)
    if n < 5 and len(set(ranks)) == n:
        return IllegalPlayError(
            f"{text} is not a combination: a scale needs at least 5 cards", "scale_too_short", params
        )
    if n <= 4:
        return IllegalPlayError(
            f"{text} is not a combination: the cards of a pair or triple must share one rank",
            "ranks_differ", params,
        )
    if len(set(ranks)) != n:
        return IllegalPlayError(
            f"{text} is not a combination: a scale uses each rank once", "scale_repeats_rank", params
        )
    return IllegalPlayError(
        f"{text} is not a combination: a scale needs consecutive ranks "
        "(A can be low or high, 2 only low, no wrap-around)",
        "scale_not_consecutive", params,
    )


# ---------------------------------------------------------------- legal plays


def masks_of_counts(counts: Sequence[int]) -> tuple[int, int, int, int, int]:
    """``(0, held>=1, held>=2, held>=3, held>=4)`` rank bitmasks of a hand."""
    m1 = m2 = m3 = m4 = 0
    bit = 1
    for c in counts:
        if c:
            m1 |= bit
            if c > 1:
                m2 |= bit
                if c > 2:
                    m3 |= bit
                    if c > 3:
                        m4 |= bit
        bit <<= 1
    return (0, m1, m2, m3, m4)


def _rank_bits(mask: int) -> list[int]:
    out = []
    r = 0
    while mask:
        if mask & 1:
            out.append(r)
        mask >>= 1
        r += 1
    return out


_BY_MULTIPLICITY: tuple[list[Combination], ...] = ([], SINGLES, PAIRS, TRIPLES, BOMBS)
_GROUP_CACHE: dict[int, tuple[Combination, ...]] = {}


def _group(multiplicity: int, mask: int) -> tuple[Combination, ...]:
    """The n-of-a-kind combinations (n = ``multiplicity``) of the ranks in ``mask``, cached."""
    key = mask << 3 | multiplicity
    got = _GROUP_CACHE.get(key)
    if got is None:
        got = tuple(_BY_MULTIPLICITY[multiplicity][r] for r in _rank_bits(mask))
        _GROUP_CACHE[key] = got
    return got


_SCALE_BEATERS: dict[bool, list[list[Combination]]] = {
    step: [[c for c in row if c.kind == Kind.SCALE] for row in table]
    for step, table in _BEATERS.items()
}


_SCALES_CACHE: dict[int, tuple[Combination, ...]] = {}


def _scales_in(m: int) -> tuple[Combination, ...]:
    """Every scale made of the ranks in ``m`` (jokers excluded), cached: at most 8192 keys."""
    got = _SCALES_CACHE.get(m)
    if got is None:
        got = _SCALES_CACHE[m] = tuple(c for c in SCALES if m & c.req == c.req)
    return got


def legal_from_masks(
    masks: Sequence[int],
    top: Combination | None,
    step_one: bool = False,
    must_mask: int = 0,
    must_multiplicity: int = 0,
) -> list[Combination]:
    """Every distinct playable combination for a hand given as rank masks.

    ``masks[n]`` holds the ranks held at least ``n`` times (see
    :func:`masks_of_counts`). ``must_mask``/``must_multiplicity``: ranks the play must
    contain, with the least multiplicity (for the ``3S`` opening lead).
    """
    if top is None:
        m1 = masks[1]
        out = list(_group(1, m1))
        m = masks[2]
        if m:
            out += _group(2, m)
            m = masks[3]
            if m:
                out += _group(3, m)
                m = masks[4]
                if m:
                    out += _group(4, m)
        if m1.bit_count() >= 5:
            out += _scales_in(m1 & 0x1FFF)
    elif top.is_bomb:
        shift = top.value + 1
        m = masks[4] >> shift << shift
        out = list(_group(4, m)) if m else []
    else:
        if top.kind == Kind.SCALE:
            m1 = masks[1]
            out = [c for c in _SCALE_BEATERS[step_one][top.index] if m1 & c.req == c.req]
        else:
            shift = top.value + 1
            m = masks[top.multiplicity] >> shift << shift
            out = list(_group(top.multiplicity, m)) if m else []
        m = masks[4]
        if m:
            out += _group(4, m)
    if must_mask:
        out = [c for c in out if c.req & must_mask == must_mask and c.multiplicity >= must_multiplicity]
    return out


def _must_of(must_include: Iterable[int] | None) -> tuple[int, int]:
    if not must_include:
        return 0, 0
    counts = [0] * NUM_RANKS
    for c in must_include:
        counts[RANK_OF[c]] += 1
    mask = 0
    multiplicity = 0
    for r, n in enumerate(counts):
        if n:
            mask |= 1 << r
            multiplicity = max(multiplicity, n)
    return mask, multiplicity


def legal_plays(
    hand: Iterable[int | str] | str,
    top: Combination | None,
    must_include: Iterable[int | str] | str | None = None,
    rules: Rules = DEFAULT_RULES,
) -> list[Combination]:
    """Every distinct legal play (one per kind, length and top) of ``hand`` on ``top``.

    The list does not include passing. ``must_include``: cards every play
    must contain (the ``3S`` on the first lead of a match).
    """
    cards = parse_cards(hand) if isinstance(hand, str) else parse_cards(list(hand))
    counts = [0] * NUM_RANKS
    for c in cards:
        counts[RANK_OF[c]] += 1
    must = None
    if must_include is not None:
        must = parse_cards(must_include) if isinstance(must_include, str) else parse_cards(
            list(must_include)
        )
        if not set(must) <= set(cards):
            return []
    mask, multiplicity = _must_of(must)
    return legal_from_masks(masks_of_counts(counts), top, rules.scale_step_one, mask, multiplicity)


def choose_cards(
    hand: Iterable[int], combo: Combination, must_include: Iterable[int] | None = None
) -> list[Card]:
    """Concrete cards from ``hand`` that make ``combo``.

    Cards of ``must_include`` are taken first, then the lowest suits.
    Raises :class:`IllegalPlayError` when the hand cannot make it.
    """
    held = set(hand)
    must = set(must_include or ())
    out: list[Card] = []
    for r in combo.ranks:
        ids = card_ids_of_rank(r)
        chosen = [c for c in ids if c in held and c in must]
        chosen += [c for c in ids if c in held and c not in must]
        if len(chosen) < combo.multiplicity:
            raise IllegalPlayError(f"the hand cannot make {combo.describe()}", "cannot_make", {"combo": combo})
        out.extend(card(c) for c in chosen[: combo.multiplicity])
    return out
