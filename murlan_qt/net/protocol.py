"""The table protocol, version 1 (``docs/protocol.md``): constants, message checks, names, codes, cards.

Pure data work, no I/O: the server (:mod:`.server`) and the clients
(:mod:`.client`, the game's own) both use it. Every field of a received
message is checked for its JSON type here; a message that fails is a
:class:`ProtocolError` ``bad_message`` naming the field. Nothing received is
ever executed or evaluated: it is only compared with the values allowed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
from collections.abc import Sequence
from typing import Any

from ..engine import Card, CardParseError, parse_card
from ..engine.errors import RULE_OF_CODE
from ..engine.names import MAX_NAME_LENGTH
from ..engine.names import clean_name as _clean_record_name
from ..engine.rules import Rules

PROTOCOL_VERSION = 1
DEFAULT_PORT = 7171
#: the largest text frame accepted (bytes of UTF-8); larger is ``bad_message``
MAX_MESSAGE_BYTES = 16 * 1024
#: a frame larger than this is not even read: the connection is closed (1009, message too big)
MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES
#: the longest chat line, in characters after cleaning
MAX_CHAT_LENGTH = 200
CHAT_PRESETS: tuple[str, ...] = ("hello", "well_played", "thanks", "oops", "good_game")
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
CLOCKS: tuple[int, ...] = (0, 30, 60)
#: the alphabet of table codes: no 0 O 1 I L
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6
#: bytes of a seat token (sent URL-safe base64)
TOKEN_BYTES = 32
MAX_TABLE_NAME_LENGTH = 40
MAX_ID = 2**31 - 1

#: the error codes besides the engine's refusal codes (``RULE_OF_CODE``)
ERROR_CODES: tuple[str, ...] = (
    "bad_message", "protocol_version", "bad_name", "no_table", "bad_token", "seat_taken",
    "table_full", "too_many_attempts", "too_many_tables", "not_joined", "not_your_turn", "stale",
    "rate_limited", "not_host", "not_started", "server_full",
)
#: every code an ``error`` may carry
ALL_ERROR_CODES: frozenset[str] = frozenset(ERROR_CODES) | frozenset(RULE_OF_CODE)
#: ``table_ended`` reasons
END_REASONS: tuple[str, ...] = ("host_ended", "server_stopping", "idle")

#: the requests a client may send, with their fields' JSON types (``None`` in a tuple: may be null)
REQUEST_TYPES: tuple[str, ...] = (
    "hello", "join", "play", "pass", "give", "chat", "resync", "start", "end_table", "create", "leave",
)


class ProtocolError(Exception):
    """A request refused: ``code`` (one of :data:`ALL_ERROR_CODES`), an English ``message``, ``params``."""

    def __init__(self, code: str, message: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params: dict[str, Any] = dict(params or {})


def bad(field: str, what: str) -> ProtocolError:
    """``bad_message`` naming ``field``."""
    return ProtocolError("bad_message", f"'{field}' {what}", {"field": field})


# ---------------------------------------------------------------- text


def clean_name(text: str) -> str:
    """A player's name cleaned as in match records (printable, one line, at most 24 characters)."""
    return _clean_record_name(text, MAX_NAME_LENGTH)


def clean_table_name(text: str) -> str:
    """A table's name: cleaned like a player's name, at most 40 characters."""
    return _clean_record_name(text, MAX_TABLE_NAME_LENGTH)


def clean_chat(text: str) -> str:
    """A chat line: printable, one line, spaces collapsed, at most 200 characters."""
    return _clean_record_name(text, MAX_CHAT_LENGTH)


# ---------------------------------------------------------------- table codes and tokens


def new_code() -> str:
    """A fresh table code: six characters of :data:`CODE_ALPHABET`, from the system's CSPRNG."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """``text`` as a code is compared: spaces and dashes dropped, upper-cased."""
    return "".join(ch for ch in text if ch not in " -\t").upper()


def is_code(text: str) -> bool:
    """``text`` (after :func:`normalize_code`) is a well-formed table code."""
    code = normalize_code(text)
    return len(code) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in code)


def codes_equal(a: str, b: str) -> bool:
    """Two codes compared in constant time (after normalizing)."""
    return hmac.compare_digest(normalize_code(a).encode("utf-8"), normalize_code(b).encode("utf-8"))


def new_token() -> str:
    """A fresh seat token: 32 random bytes, URL-safe base64 without padding."""
    return base64.urlsafe_b64encode(secrets.token_bytes(TOKEN_BYTES)).rstrip(b"=").decode("ascii")


def token_hash(token: str) -> str:
    """What the server keeps of a token: its SHA-256, in hex."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    """``token`` is the one whose hash is ``stored_hash`` (compared in constant time)."""
    return hmac.compare_digest(token_hash(token).encode("ascii"), stored_hash.encode("ascii"))


# ---------------------------------------------------------------- cards


def card_text(c: Card) -> str:
    """A card in the match file's notation (``"TH"``)."""
    return str(c)


def cards_text(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def parse_card_field(value: Any, field: str) -> Card:
    """One card of a request (a string in the notation of rules.md), else ``bad_message``."""
    if not isinstance(value, str):
        raise bad(field, "must be a card (a string such as \"TH\")")
    if len(value) > 4:
        raise bad(field, "is not a card")
    try:
        return parse_card(value)
    except CardParseError:
        raise bad(field, "is not a card") from None


def parse_cards_field(value: Any, field: str) -> list[Card]:
    if not isinstance(value, list):
        raise bad(field, "must be a list of cards")
    if len(value) > 54:
        raise bad(field, "has too many cards")
    return [parse_card_field(v, f"{field}[{i}]") for i, v in enumerate(value)]


# ---------------------------------------------------------------- messages


def encode(message: dict[str, Any]) -> str:
    """A message as the text of one frame."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def decode(frame: str | bytes) -> dict[str, Any]:
    """The JSON object of a received frame, or ``bad_message``; binary frames are refused."""
    if not isinstance(frame, str):
        raise ProtocolError("bad_message", "binary frames are not accepted: send JSON text", {"field": "frame"})
    if len(frame) > MAX_MESSAGE_BYTES or len(frame.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("bad_message", f"a message is at most {MAX_MESSAGE_BYTES} bytes", {"field": "frame"})
    try:
        value = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_message", "the message is not JSON", {"field": "frame"}) from None
    if not isinstance(value, dict):
        raise ProtocolError("bad_message", "a message must be a JSON object", {"field": "frame"})
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def get_int(msg: dict[str, Any], field: str, lo: int, hi: int, *, nullable: bool = False) -> int | None:
    if field not in msg:
        raise bad(field, "is missing")
    v = msg[field]
    if v is None and nullable:
        return None
    if not _is_int(v):
        raise bad(field, "must be an integer" + (" or null" if nullable else ""))
    if not lo <= v <= hi:
        raise bad(field, f"must be {lo} to {hi}")
    return int(v)


def get_str(msg: dict[str, Any], field: str, max_len: int = MAX_MESSAGE_BYTES, *,
            nullable: bool = False) -> str | None:
    if field not in msg:
        raise bad(field, "is missing")
    v = msg[field]
    if v is None and nullable:
        return None
    if not isinstance(v, str):
        raise bad(field, "must be a string" + (" or null" if nullable else ""))
    if len(v) > max_len:
        raise bad(field, f"is longer than {max_len} characters")
    return v


def request_id(msg: dict[str, Any]) -> int | None:
    """The request's ``id`` (an integer 0..2^31-1) or None; a wrong one is ``bad_message``."""
    if "id" not in msg or msg["id"] is None:
        return None
    v = msg["id"]
    if not _is_int(v) or not 0 <= v <= MAX_ID:
        raise bad("id", f"must be an integer 0 to {MAX_ID}")
    return int(v)


def request_type(msg: dict[str, Any]) -> str:
    t = get_str(msg, "type", 32)
    assert t is not None
    if t not in REQUEST_TYPES:
        raise bad("type", f"is not a request of protocol {PROTOCOL_VERSION}")
    return t


def parse_rules(value: Any) -> Rules:
    """The ``rules`` object of ``create``: the engine's rule flags; missing flags keep their defaults."""
    if not isinstance(value, dict):
        raise bad("rules", "must be an object of the rules flags")
    names = Rules.option_names()
    for key, flag in value.items():
        if key not in names:
            raise bad(f"rules.{key}"[:60], f"is not a rules flag (known: {', '.join(names)})")
        if not isinstance(flag, bool):
            raise bad(f"rules.{key}", "must be true or false")
    return Rules(**value)


def parse_level(value: Any) -> str:
    if not isinstance(value, str) or value not in LEVELS:
        raise bad("level", f"must be one of {', '.join(LEVELS)}")
    return value


def parse_clock(value: Any) -> int:
    if not _is_int(value) or value not in CLOCKS:
        raise bad("clock", "must be 0, 30 or 60")
    return int(value)


def error_message(code: str, message: str, rid: int | None, params: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message, "params": _json_params(params or {})}
    if rid is not None:
        out["id"] = rid
    return out


def ok_message(rid: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "ok"}
    if rid is not None:
        out["id"] = rid
    return out


def _json_params(params: dict[str, Any]) -> dict[str, Any]:
    """An engine refusal's params as JSON values (cards as text, combinations described)."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        out[k] = _json_value(v)
    return out


def _json_value(v: Any) -> Any:
    if isinstance(v, Card):
        return str(v)
    if isinstance(v, bool | int | float | str) or v is None:
        return v
    if isinstance(v, list | tuple):
        return [_json_value(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _json_value(x) for k, x in v.items()}
    describe = getattr(v, "describe", None)
    if callable(describe):
        return str(describe())
    return str(v)
