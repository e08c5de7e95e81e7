"""The hand review's analyses kept in the data folder, so that a second look is instant.

One small JSON file per analysed hand in ``reviews/``, named by a key made of
the record up to and including that hand (:func:`hand_keys`: a chain of
SHA-256 digests, so the same hand has the same key whether it was analysed
during the match or later from the finished match's file), the seat, the
seed and :data:`~murlan_qt.ai.review.ANALYSIS_VERSION`. A file that cannot be
read back as an analysis (damaged, cut short, another version, not a regular
file) is ignored, and the next analysis replaces it; nothing here raises. The
temporary files of writes cut short by a crash are removed at start, with those
of the other files of the data folder (``PlayerData``).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..ai.review import ANALYSIS_VERSION, HandReview
from ..engine import MatchState
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


def file_name(key: str, seat: int, seed: int, version: int = ANALYSIS_VERSION) -> str:
    return f"{key[:40]}-s{seat}-r{seed}-v{version}.json"


class ReviewCache:
    """The analyses in one folder (``DataPaths.reviews``); ``folder=None`` keeps nothing."""

    def __init__(self, folder: str | os.PathLike[str] | None) -> None:
        self.folder = None if folder is None else Path(folder)

    def path(self, key: str, seat: int, seed: int) -> Path | None:
        return None if self.folder is None else self.folder / file_name(key, seat, seed)

    def load(self, key: str, hand: int, seat: int, seed: int) -> HandReview | None:
        """The kept analysis of this hand, seat and seed, or ``None`` (none kept, or not readable)."""
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
        return review

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

    def match_reviews(self, keys: Sequence[str], seat: int, seed: int) -> list[HandReview]:
        """The kept analyses of the hands of one match (by their :func:`hand_keys`), in hand order."""
        out = []
        for k, key in enumerate(keys):
            r = self.load(key, k, seat, seed)
            if r is not None:
                out.append(r)
        return out


def match_accuracy(reviews: Sequence[HandReview]) -> float | None:
    """The share of the seat's real choices with no mark over the analysed hands (``None``: none)."""
    choices = [d for r in reviews for d in r.choices]
    if not choices:
        return None
    return sum(d.mark is None for d in choices) / len(choices)
