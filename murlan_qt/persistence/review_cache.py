"""The hand review's analyses kept in the data folder, so that a second look is instant.

One small JSON file per analysed hand in ``reviews/``, named by a key made of
the record up to and including that hand (:func:`hand_keys`: a chain of
SHA-256 digests, so the same hand has the same key whether it was analysed
during the match or later from the finished match's file), the seat, the
seed and :data:`~murlan_qt.ai.review.ANALYSIS_VERSION`. A file that cannot be
read back as an analysis (damaged, cut short, another version, not a regular
file) is ignored, and the next analysis replaces it; nothing here raises. A file
that reads back is checked for content too, like a record (:func:`fits`): the
seats, the sizes of the figures and, given the match, each decision against the
hand replayed by the engine (what the seat did, cards it held, its points);
one that does not fit is a miss too. The
temporary files of writes cut short by a crash are removed at start, with those
of the other files of the data folder (``PlayerData``).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..ai.review import ANALYSIS_VERSION, HandReview, seat_moments
from ..engine import MatchState
from ..engine.hand import POINTS_BY_PLACE
from ..engine.jsontext import parse_json
from ..engine.record import to_record
from .atomic import atomic_write_text
from .files import read_regular

#: an analysis file is small (a few kilobytes); a larger one is not ours
MAX_REVIEW_BYTES = 1_000_000
#: the fields of a hand that make it that hand (the scores follow from them)
_HAND_FIELDS = ("dealer", "deal", "swap", "actions")


def _canonical(value: object) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def hand_keys(record: Mapping[str, Any]) -> list[str]:
    """The key of each hand of a match record (a dict, as read from a file or made by ``to_record``).

    The key of hand ``k`` depends on the rules, the players and hands ``0..k`` only.
    """
    head = hashlib.sha256(_canonical({
        "rules": record.get("rules"), "players": record.get("players"), "seed": record.get("seed"),
    })).hexdigest()
    keys = []
    hands = record.get("hands")
    for h in hands if isinstance(hands, list) else []:
        part = {f: h.get(f) for f in _HAND_FIELDS} if isinstance(h, dict) else h
        head = hashlib.sha256(head.encode("ascii") + _canonical(part)).hexdigest()
        keys.append(head)
    return keys


def match_hand_keys(match: MatchState) -> list[str]:
    return hand_keys(to_record(match))


#: the points a seat can get in a hand: every figure of an analysis is within them
_LOWEST, _HIGHEST = float(min(POINTS_BY_PLACE)), float(max(POINTS_BY_PLACE))


def _points_like(value: float) -> bool:
    return math.isfinite(value) and _LOWEST <= value <= _HIGHEST


def _difference_like(value: float) -> bool:
    return math.isfinite(value) and 0.0 <= value <= _HIGHEST - _LOWEST


def fits(review: HandReview, match: MatchState | None = None) -> bool:
    """Whether the kept ``review`` can be an analysis of its hand (of ``match``, when given).

    Without the match: seats 0 to 3, every decision of the review's hand and
    seat, the figures finite and within the points of a hand. With it: the
    decisions are the seat's, one for one, as the engine replays the hand
    (the same action, the same cards played, a best play of cards it held),
    and the points are those the seat got.
    """
    if not 0 <= review.seat < 4 or review.hand < 0 or not _points_like(review.expected):
        return False
    if review.points is not None and not _LOWEST <= review.points <= _HIGHEST:
        return False
    for d in review.decisions:
        if (d.hand, d.seat) != (review.hand, review.seat) or d.choices < 1 or d.deals < 0:
            return False
        if d.kind != ("swap" if d.action == -1 else "play") or d.action < -1:
            return False
        if not all(_points_like(v) for v in (d.played_points, d.best_points)):
            return False
        if not (_difference_like(d.loss) and _difference_like(d.error)):
            return False
    if match is None:
        return True
    if review.hand >= len(match.hands):
        return False
    played_hand = match.hands[review.hand]
    if review.points != (played_hand.points()[review.seat] if played_hand.is_over else None):
        return False
    try:
        moments = list(seat_moments(match, review.hand, review.seat))
    except Exception:  # noqa: BLE001 - a hand the engine cannot replay has no kept analysis
        return False
    if len(moments) != len(review.decisions):
        return False
    for d, m in zip(review.decisions, moments, strict=True):
        held = {str(c) for c in m.obs.hand}
        made = None if m.played_cards is None else tuple(str(c) for c in m.played_cards)
        if d.action != m.action or d.played != made:
            return False
        if d.best is not None and not (len(set(d.best)) == len(d.best) and set(d.best) <= held):
            return False
    return True


def file_name(key: str, seat: int, seed: int, version: int = ANALYSIS_VERSION) -> str:
    return f"{key[:40]}-s{seat}-r{seed}-v{version}.json"


class ReviewCache:
    """The analyses in one folder (``DataPaths.reviews``); ``folder=None`` keeps nothing."""

    def __init__(self, folder: str | os.PathLike[str] | None) -> None:
        self.folder = None if folder is None else Path(folder)

    def path(self, key: str, seat: int, seed: int) -> Path | None:
        return None if self.folder is None else self.folder / file_name(key, seat, seed)

    def load(self, key: str, hand: int, seat: int, seed: int, match: MatchState | None = None) -> HandReview | None:
        """The kept analysis of this hand, seat and seed, or ``None`` (none kept, not readable, or one
        that does not fit the hand: :func:`fits`, against ``match`` when given)."""
        path = self.path(key, seat, seed)
        if path is None:
            return None
        try:
            data = parse_json(read_regular(path, MAX_REVIEW_BYTES, "an analysis"), MAX_REVIEW_BYTES)
            if not isinstance(data, dict) or data.get("key") != key:
                return None
            review = HandReview.from_json(data)
        except Exception:  # noqa: BLE001 - a damaged or foreign file is only a miss
            return None
        if (review.version, review.hand, review.seat, review.seed) != (ANALYSIS_VERSION, hand, seat, seed):
            return None
        return review if fits(review, match) else None

    def save(self, key: str, review: HandReview) -> bool:
        """Keep ``review`` (atomically, replacing whatever was there); False if it could not be written."""
        path = self.path(key, review.seat, review.seed)
        if path is None:
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, json.dumps(review.to_json() | {"key": key}) + "\n")
        except Exception:  # noqa: BLE001 - not kept: the next look analyses again
            return False
        return True

    def match_reviews(self, keys: Sequence[str], seat: int, seed: int,
                      match: MatchState | None = None) -> list[HandReview]:
        """The kept analyses of the hands of one match (by their :func:`hand_keys`), in hand order
        (each checked against ``match`` when given)."""
        out = []
        for k, key in enumerate(keys):
            r = self.load(key, k, seat, seed, match)
            if r is not None:
                out.append(r)
        return out


def match_accuracy(reviews: Sequence[HandReview]) -> float | None:
    """The share of the seat's real choices with no mark over the analysed hands (``None``: none)."""
    choices = [d for r in reviews for d in r.choices]
    if not choices:
        return None
    return sum(d.mark is None for d in choices) / len(choices)
