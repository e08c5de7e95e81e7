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
    """A play, pass or swap choice that the rules do not allow."""


class RecordError(MurlanError):
    """A match record that cannot be read or breaks a rule."""
