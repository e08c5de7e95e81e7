"""Player names as they may be shown and saved: printable, short, one line."""

from __future__ import annotations

import unicodedata

#: the longest name, in characters (the New match dialog's limit too)
MAX_NAME_LENGTH = 24

# control (Cc), format (Cf: bidi overrides and isolates, zero-width spaces and joiners, the
# byte-order mark, soft hyphen), surrogate (Cs: a lone half of a pair cannot be saved as UTF-8),
# unassigned (Cn), and line and paragraph separators (Zl, Zp)
_DROPPED = frozenset(("Cc", "Cf", "Cs", "Cn", "Zl", "Zp"))


def clean_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``text`` without invisible or direction-changing characters, spaces collapsed, cut to ``limit``.

    The result can always be encoded as UTF-8 and shown on one line; it may
    be empty (a name of invisible characters only).
    """
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or unicodedata.category(ch) not in _DROPPED)
    return " ".join(kept.split())[:limit].rstrip()
