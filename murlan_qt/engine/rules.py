"""The rules options a match carries (RULES.md, the variants)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import MurlanError


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rules option, with the defaults of RULES.md."""

    #: a pass sits the player out until the trick ends (default off)
    pass_locks_trick: bool = False
    #: a scale is beaten only by the scale one step higher (default off)
    scale_step_one: bool = False
    #: the partners game, seats 0+2 against 1+3 (default off; docs/rules.md section 7)
    teams: bool = False

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    @classmethod
    def optional_names(cls) -> tuple[str, ...]:
        """The options added after the first records: left out when off, and read as off when missing.

        So a record of a match without them is the same as before they existed (every reader
        reads it), and one with them on is refused by a reader that predates them (it does
        not know the option)."""
        return OPTIONAL_OPTIONS

    @classmethod
    def from_dict(cls, data: Any, *, require_all: bool = True) -> Rules:
        """Read the ``rules`` object of a match record.

        An unknown option or a value that is not a boolean is refused: it could
        change what is legal.
        """
        if not isinstance(data, dict):
            raise MurlanError("'rules' must be an object of boolean options")
        names = cls.option_names()
        for key, value in data.items():
            if key not in names:
                raise MurlanError(f"unknown rules option {_short(key)} (known: {', '.join(names)})")
            if not isinstance(value, bool):
                raise MurlanError(f"rules option {key!r} must be true or false, not {_short(value)}")
        if require_all:
            missing = [n for n in names if n not in data and n not in OPTIONAL_OPTIONS]
            if missing:
                raise MurlanError(f"rules option {missing[0]!r} is missing")
        return cls(**data)

    def with_option(self, name: str, value: bool) -> Rules:
        """A copy with one option changed (for ``--rule NAME=VALUE``)."""
        if name not in self.option_names():
            raise MurlanError(
                f"unknown rules option {name!r} (known: {', '.join(self.option_names())})"
            )
        data = asdict(self)
        data[name] = value
        return Rules(**data)

    def key(self) -> str:
        """The options as stable text (the optional ones only when on): what seeds depend on.

        For the rules before the optional options it is the dataclass's text as it was
        (``Rules(pass_locks_trick=False, scale_step_one=False)``), so the figures seeded
        from it (the hint's and the review's deals) are the same as before."""
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in self.to_dict().items()) + ")"

    def to_dict(self) -> dict[str, bool]:
        """Every option, but the optional ones only when on (see :meth:`optional_names`)."""
        return {k: v for k, v in asdict(self).items() if v or k not in OPTIONAL_OPTIONS}


def _short(value: Any) -> str:
    """``repr`` of a value for a message, cut short."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


#: see :meth:`Rules.optional_names`
OPTIONAL_OPTIONS: tuple[str, ...] = ("teams",)

DEFAULT_RULES = Rules()
