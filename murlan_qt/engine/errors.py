"""The engine's error classes: one per kind of failure."""

from __future__ import annotations


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


class RecordError(MurlanError):
    """A match record that cannot be read or breaks a rule."""
