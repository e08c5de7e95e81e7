"""Seeds derived from other seeds: one way, so a derived seed does not give away its source."""

from __future__ import annotations

import hashlib


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from ``parts`` (their text joined by ``:``), through SHA-256.

    ``derive_seed("murlan-ai", match_seed, seat)`` seeds a computer player
    from its match and seat; no player can recover the match seed (and the
    deals) from its own seed.
    """
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1
