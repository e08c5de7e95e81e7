"""Shared builders for the engine tests: deals, positions, random play."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from murlan_qt.engine import (
    DEFAULT_RULES,
    PHASE_SWAP_FIRST,
    PHASE_SWAP_LAST,
    Card,
    Combination,
    HandState,
    MatchState,
    Rules,
    parse_cards,
)


def cards(text: str) -> list[Card]:
    """Short for :func:`parse_cards`."""
    return parse_cards(text)


def deal_with(
    fixed: dict[int, str], dealer: int = 3, rng: random.Random | None = None
) -> list[list[Card]]:
    """A legal deal (14/14/13/13 from the seat after ``dealer``) giving seats the ``fixed`` cards.

    The other cards are shared out in id order (or shuffled with ``rng``).
    """
    sizes = [0, 0, 0, 0]
    for i in range(4):
        sizes[(dealer + 1 + i) % 4] = 14 if i < 2 else 13
    hands: list[list[Card]] = [[], [], [], []]
    used: set[int] = set()
    for seat, text in fixed.items():
        hands[seat] = parse_cards(text)
        used.update(hands[seat])
    rest = [Card(c) for c in range(54) if c not in used]
    if rng is not None:
        rng.shuffle(rest)
    for seat in range(4):
        if seat in fixed:
            assert len(hands[seat]) == sizes[seat], f"seat {seat} needs {sizes[seat]} cards"
            continue
        need = sizes[seat]
        hands[seat], rest = rest[:need], rest[need:]
    assert not rest
    return hands


def position(
    hands: Sequence[str],
    *,
    turn: int,
    top: str | None = None,
    top_seat: int = -1,
    passed: int = 0,
    finish: Sequence[int] = (),
    rules: Rules = DEFAULT_RULES,
) -> HandState:
    """A hand in play from written hands (``""`` for a seat that is out) and the table."""
    from murlan_qt.engine import classify

    top_combo: Combination | None = None
    if top is not None:
        top_combo = classify(parse_cards(top))
        assert top_combo is not None
    return HandState.from_position(
        [parse_cards(h) for h in hands], turn=turn, top=top_combo, top_seat=top_seat,
        passed=passed, finish=finish, rules=rules,
    )


def do_swap(hand: HandState, rng: random.Random) -> None:
    """Complete a pending swap with random allowed choices."""
    while hand.phase in (PHASE_SWAP_LAST, PHASE_SWAP_FIRST):
        if hand.phase == PHASE_SWAP_LAST:
            hand.give_by_last(rng.choice(hand.swap_last_options()))
        else:
            hand.give_by_first(rng.choice(hand.swap_first_options()))


def random_move(hand: HandState, rng: random.Random, pass_chance: float = 0.3) -> Combination | None:
    """A random legal move for the seat on turn (``None`` is a pass)."""
    plays = hand.legal_plays()
    if hand.can_pass() and (not plays or rng.random() < pass_chance):
        return None
    return rng.choice(plays)


def play_out_hand(hand: HandState, rng: random.Random, checked: bool = True) -> None:
    """Play the hand to its end with random moves (checked ``play()`` or fast ``push()``)."""
    do_swap(hand, rng)
    for _ in range(2000):
        if hand.is_over:
            return
        move = random_move(hand, rng)
        if not checked:
            hand.push(move)
        elif move is None:
            hand.pass_turn(hand.turn)
        else:
            hand.play(hand.turn, hand.cards_for(move))
    raise AssertionError("the hand did not end")


def play_match(match: MatchState, rng: random.Random, max_hands: int = 200,
               watch: Callable[[MatchState], None] | None = None) -> None:
    """Play the match to its end with random moves through the checked match API.

    ``watch(match)`` (if given) is called as each hand starts and after each play or pass.
    """
    for _ in range(max_hands):
        if match.is_over:
            return
        if match.needs_new_hand:
            match.start_next_hand()
        hand = match.hand
        if watch is not None:
            watch(match)
        do_swap(hand, rng)
        while not hand.is_over:
            move = random_move(hand, rng)
            if move is None:
                match.pass_turn(hand.turn)
            else:
                match.play(hand.turn, hand.cards_for(move))
            if watch is not None:
                watch(match)
    raise AssertionError("the match did not end")


def random_match(seed: int, rules: Rules = DEFAULT_RULES) -> MatchState:
    """A whole match played at random from ``seed``."""
    match = MatchState(seed, rules)
    play_match(match, random.Random(seed ^ 0x5EED))
    return match


def finished_hand(order: Sequence[int]) -> HandState:
    """A hand already over, with ``order`` as its finish order (for scoring tests)."""
    last = order[-1]
    hands = ["" if s != last else "3S" for s in range(4)]
    return position(hands, turn=last, finish=order)


def score(match: MatchState, order: Sequence[int]) -> None:
    """Add a finished hand with this finish order to ``match`` and score it."""
    match.hands.append(finished_hand(order))
    match.score_if_over()


def snapshot(hand: HandState) -> tuple[object, ...]:
    """Every piece of a hand's state that push/pop must restore."""
    return (
        tuple(frozenset(h) for h in hand.cards),
        tuple(tuple(c) for c in hand.counts),
        tuple(tuple(m) for m in hand.masks),
        hand.turn, hand.top, hand.top_seat, hand.passed, tuple(hand.finish), hand.active,
        hand.trick_start, hand.phase, hand.opening, tuple(hand.actions),
    )
