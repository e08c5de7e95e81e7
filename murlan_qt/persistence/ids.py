"""A stable id for a match, the same before and after saving, loading and resuming."""

from __future__ import annotations

import hashlib
import json

from ..engine import MatchState


def match_uid(match: MatchState) -> str:
    """The id of ``match``: from its seed, players, first dealer and first deal."""
    first = match.hands[0].deal if match.hands else ()
    key = json.dumps(
        [match.seed, [p.to_dict() for p in match.players], match.first_dealer,
         [[str(c) for c in h] for h in first]],
        sort_keys=True,
    )
    return hashlib.sha256(key.encode()).hexdigest()[:32]
