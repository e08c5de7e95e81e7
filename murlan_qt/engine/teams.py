"""The partners game (docs/rules.md section 7, the ``teams`` variant): two teams of two, sitting opposite.

Seats 0 and 2 are team 0, seats 1 and 3 team 1. A team's points are the sum
of its two players' points; its targets are 41, 61, 81 and 101 (twice the
individual steps: a hand gives the two teams six points together, as it gives
four players six).
"""

from __future__ import annotations

from collections.abc import Sequence

#: the seats of each team, by team number
TEAMS: tuple[tuple[int, int], tuple[int, int]] = ((0, 2), (1, 3))
TEAM_FIRST_TARGET = 41
TEAM_TARGET_STEP = 20
TEAM_LAST_TARGET = 101


def team_of(seat: int) -> int:
    """The team (0 or 1) of a seat: 0 and 2 are team 0, 1 and 3 team 1."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The seat opposite: the partner's."""
    return (seat + 2) % 4


def are_partners(a: int, b: int) -> bool:
    """Two different seats of one team."""
    return a != b and a % 2 == b % 2


def team_totals(per_seat: Sequence[int]) -> tuple[int, int]:
    """Team sums of per-seat points or totals."""
    return (per_seat[0] + per_seat[2], per_seat[1] + per_seat[3])
