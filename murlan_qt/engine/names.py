"""Player names as they may be shown and saved: printable, short, one line, told apart."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

#: the longest name, in characters (the New match dialog's limit too)
MAX_NAME_LENGTH = 24

#: the most combining marks kept on one character: enough for any script's accents and tones,
#: too few for a stack that spills out of the name's row
MAX_MARKS = 3

# control (Cc), format (Cf: bidi overrides and isolates, zero-width spaces and joiners, the
# byte-order mark, soft hyphen), surrogate (Cs: a lone half of a pair cannot be saved as UTF-8),
# unassigned (Cn), and line and paragraph separators (Zl, Zp)
_DROPPED = frozenset(("Cc", "Cf", "Cs", "Cn", "Zl", "Zp"))
_MARKS = frozenset(("Mn", "Me"))

_ZWJ = "\u200d"
_BLACK_FLAG = "\U0001f3f4"
_CANCEL_TAG = "\U000e007f"


def _is_tag(ch: str) -> bool:
    """A tag character (the letters of a subdivision flag such as England's, after a black flag)."""
    return "\U000e0020" <= ch <= "\U000e007e"


def _is_pictograph(ch: str) -> bool:
    """A character an emoji sequence is built of (a symbol, or a skin tone)."""
    return unicodedata.category(ch) == "So" or "\U0001f3fb" <= ch <= "\U0001f3ff"


def _base_before(kept: list[str]) -> str | None:
    """The last kept character that is not a mark (an emoji's variation selector is one)."""
    for ch in reversed(kept):
        if unicodedata.category(ch) not in _MARKS:
            return ch
    return None


def clean_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``text`` without invisible or direction-changing characters, spaces collapsed, cut to ``limit``.

    Kept although invisible: a zero-width joiner inside an emoji sequence (a
    family, a profession: dropping it splits the emoji in pieces) and the tags
    of a subdivision flag. At most :data:`MAX_MARKS` combining marks stay on a
    character. The result can always be encoded as UTF-8 and shown on one
    line; it may be empty (a name of invisible characters only).
    """
    kept: list[str] = []
    marks = 0
    flag_tags = False  # inside a black flag's tag sequence
    for i, ch in enumerate(text):
        category = unicodedata.category(ch)
        if ch.isspace():
            kept.append(" ")
            marks, flag_tags = 0, False
            continue
        if ch == _ZWJ:
            before = _base_before(kept)
            after = text[i + 1] if i + 1 < len(text) else ""
            if before is not None and _is_pictograph(before) and after and _is_pictograph(after):
                kept.append(ch)
            continue
        if _is_tag(ch) or ch == _CANCEL_TAG:
            if flag_tags or (kept and kept[-1] == _BLACK_FLAG):
                kept.append(ch)
                flag_tags = ch != _CANCEL_TAG
            continue
        flag_tags = False
        if category in _DROPPED:
            continue
        if category in _MARKS:
            if marks >= MAX_MARKS:
                continue
            marks += 1
        else:
            marks = 0
        kept.append(ch)
    name = " ".join("".join(kept).split())[:limit].rstrip()
    # a cut may end inside a sequence: no joiner or tag left hanging at the end
    while name and (name[-1] == _ZWJ or _is_tag(name[-1])):
        name = name[:-1].rstrip()
    return name


def name_key(name: str) -> str:
    """What two names are compared by: equal keys look alike (case, width and joiners aside)."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", name).casefold() if ch != _ZWJ)


def distinct_names(names: Sequence[str], limit: int = MAX_NAME_LENGTH) -> tuple[str, ...]:
    """``names`` with each one that looks like an earlier one numbered ("Arta", "Arta (2)"), so that
    "Arta wins" always says who; the first of equal names keeps it as it is."""
    out: list[str] = []
    taken: set[str] = set()
    for name in names:
        shown, number = name, 1
        while name_key(shown) in taken:
            number += 1
            suffix = f" ({number})"
            shown = clean_name(name, limit - len(suffix)) + suffix
        taken.add(name_key(shown))
        out.append(shown)
    return tuple(out)
