"""Seat tokens kept in the player's data folder, by table address and code, so a seat can be taken back.

The file (``net-seats.json``) is a JSON object ``{"HOST:PORT CODE": {"token": ..., "seat": ..., "url": ...,
"name": ..., "player": ...}}`` (the last three, to offer the way back after a restart: :meth:`SeatTokens.kept`), written
atomically; a damaged or unreadable file counts as empty (a token lost only means joining afresh). At most
:data:`MAX_TOKENS` are kept, the oldest forgotten first.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ...net.protocol import normalize_code
from ...persistence.atomic import atomic_write_text

FILE_NAME = "net-seats.json"
MAX_TOKENS = 50
MAX_FILE_BYTES = 256 * 1024


def table_key(url: str, code: str) -> str:
    """The key of a table: its server's host and port, and its code."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    port = parts.port or 7171
    return f"{host}:{port} {normalize_code(code)}"


def _token_of(entry: object) -> str | None:
    token = entry.get("token") if isinstance(entry, dict) else None
    return token if isinstance(token, str) and 0 < len(token) <= 200 else None


@dataclass(frozen=True)
class KeptTable:
    """A table whose seat is kept: where it is, its code and name, the player's name and seat there."""

    url: str
    code: str
    name: str
    player: str
    seat: int


class SeatTokens:
    """The seat tokens of one data folder (None: nothing is kept, as in checks)."""

    def __init__(self, folder: Path | None) -> None:
        self.path = folder / FILE_NAME if folder is not None else None

    def _read(self) -> dict[str, Any]:
        if self.path is None:
            return {}
        try:
            if self.path.stat().st_size > MAX_FILE_BYTES:
                return {}
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def token(self, url: str, code: str) -> str | None:
        """The seat token kept for table ``code`` at ``url``; else the newest one kept for the same port and
        code under another address (one server is often reached by several: 127.0.0.1 typed, the LAN
        address found on the network; without this a player coming back another way took a new seat)."""
        entry = self._entry(url, code)
        return _token_of(entry) if entry is not None else None

    def kept_seat(self, url: str, code: str) -> int | None:
        """The seat kept at table ``code`` of ``url`` (found as :meth:`token` finds its token), or None."""
        entry = self._entry(url, code)
        seat = entry.get("seat") if entry is not None else None
        return seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 4 else None

    def _entry(self, url: str, code: str) -> dict[str, Any] | None:
        """The kept entry with a token for ``code`` at ``url``, else the newest for its port and code."""
        data = self._read()
        entry = data.get(table_key(url, code))
        if isinstance(entry, dict) and _token_of(entry) is not None:
            return entry
        tail = " ".join(table_key(url, code).rsplit(":", 1)[1:])  # "PORT CODE"
        others = [e for k, e in data.items() if isinstance(e, dict) and k.rsplit(":", 1)[-1] == tail
                  and _token_of(e) is not None]
        others.sort(key=lambda e: e.get("at", 0) if isinstance(e.get("at", 0), int | float) else 0, reverse=True)
        return others[0] if others else None

    def kept(self) -> list[KeptTable]:
        """The tables whose seat is kept, with where they are (the newest first); entries an older game wrote
        without an address are left out (Join with the code still finds their token)."""
        found: list[tuple[float, KeptTable]] = []
        for key, e in self._read().items():
            if not isinstance(e, dict) or _token_of(e) is None:
                continue
            url, name, player, seat, at = e.get("url"), e.get("name"), e.get("player"), e.get("seat"), e.get("at", 0)
            if not (isinstance(url, str) and url.startswith(("ws://", "wss://")) and isinstance(seat, int)
                    and 0 <= seat < 4):
                continue
            code = key.rsplit(" ", 1)[-1]
            found.append((at if isinstance(at, int | float) else 0,
                          KeptTable(url, code, name[:80] if isinstance(name, str) else "",
                                    player[:80] if isinstance(player, str) else "", seat)))
        found.sort(key=lambda f: f[0], reverse=True)
        return [k for _at, k in found]

    def keep(self, url: str, code: str, token: str, seat: int, *, table_name: str = "", player: str = "") -> None:
        """Keep the token of ``seat`` at table ``code`` of ``url`` (the table's name and the player's, for
        Game > Return to table <name> after a restart)."""
        if self.path is None:
            return
        data = self._read()
        data[table_key(url, code)] = {"token": token, "seat": seat, "at": time.time(), "url": url,
                                      "name": table_name[:80], "player": player[:80]}
        if len(data) > MAX_TOKENS:
            oldest = sorted(data, key=lambda k: data[k].get("at", 0) if isinstance(data[k], dict) else 0)
            for k in oldest[: len(data) - MAX_TOKENS]:
                del data[k]
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(data, indent=1))
        except OSError:
            pass  # the seat can still be played; only taking it back after a quit is lost

    def forget(self, url: str, code: str) -> None:
        if self.path is None:
            return
        data = self._read()
        if data.pop(table_key(url, code), None) is not None:
            with contextlib.suppress(OSError):
                atomic_write_text(self.path, json.dumps(data, indent=1))
