"""The engine's error classes: one per kind of failure."""

from __future__ import annotations

#: The RULES.md rule each refusal ``code`` of :class:`IllegalPlayError` applies
#: (a record's error message cites it). Every code the engine raises is here.
RULE_OF_CODE: dict[str, str] = {
    # 1. cards and notation
    "not_a_card": "1",
    "card_named_twice": "1",
    # 3. combinations, and what beats what
    "no_cards": "3",
    "two_jokers": "3",
    "joker_only_single": "3",
    "not_a_combination": "3",
    "scale_too_short": "3",
    "ranks_differ": "3",
    "scale_repeats_rank": "3",
    "scale_not_consecutive": "3",
    "bomb_needs_higher_bomb": "3",
    "scale_needs_one_step_higher": "3",
    "scale_needs_higher_top": "3",
    "scale_needs_same_length": "3",
    "needs_higher_same_kind": "3",
    # 4.1 the opening lead of a match
    "must_include_three_of_spades": "4.1",
    # 4.2 the swap
    "swap_not_finished": "4.2",
    "not_swap_time": "4.2",
    "must_give_highest": "4.2",
    "cannot_give_back": "4.2",
    "give_not_held": "4.2",
    "must_give_low": "4.2",
    # 4.3 a turn: the seat on turn plays from his hand, or passes unless he leads
    "not_your_turn": "4.3",
    "not_held": "4.3",
    "cannot_make": "4.3",
    "must_play_lead": "4.3",
    # 4.6 going out: nothing is played after the hand is over
    "hand_over": "4.6",
}
#: the rule cited for a refusal without a code
GENERAL_RULE = "4"


class MurlanError(ValueError):
    """Base class of every error the engine raises on bad input."""


class CardParseError(MurlanError):
    """A card or a set of cards could not be read."""

    def __init__(self, message: str, token: str | None = None) -> None:
        super().__init__(message)
        self.token = token


class IllegalPlayError(MurlanError):
    """A play, pass or swap choice that the rules do not allow.

    Besides its English message it may carry a machine-readable ``code`` (such
    as ``"not_your_turn"``) and the ``params`` of the message (combinations,
    cards, seats), so a user interface can say the same thing in its own words.
    """

    def __init__(self, message: str, code: str = "", params: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, object] = dict(params or {})

    @property
    def rule(self) -> str:
        """The RULES.md rule refused (``"4.3"``), read from :attr:`code`."""
        return RULE_OF_CODE.get(self.code, GENERAL_RULE)


class ImpossibleStateError(MurlanError):
    """A deal or a position no game of Murlan can reach (cards missing or twice, a bad seat).

    Not a move the rules refuse (that is :class:`IllegalPlayError`): the
    caller built something that cannot exist, or a record is damaged.
    """


class RecordError(MurlanError):
    """A match record that cannot be read or breaks a rule."""
