"""A table connection on QtWebSockets, in the Qt event loop (docs/protocol.md): nothing here blocks the GUI.

:class:`TableConnection` says hello, creates a table (the host) or joins one
(with the seat token kept from before), numbers its requests and passes the
replies on as signals, and passes the snapshot and every event on in order: an
event whose ``n`` is not the next one is dropped and a ``resync`` asked for, and
events wait until its snapshot comes. A lost connection is opened again with the
seat's token a few times, with a growing pause, before it gives up.
"""

from __future__ import annotations

import contextlib
import itertools
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, QUrl, Signal
from PySide6.QtWebSockets import QWebSocket

from ...engine import IllegalPlayError, parse_card
from ...engine.errors import RULE_OF_CODE
from ...net.protocol import MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION
from ..texts import refusal_text

#: the pauses before each new try after the connection was lost (milliseconds)
RECONNECT_DELAYS_MS: tuple[int, ...] = (300, 1000, 2000, 4000, 8000)
#: how long to wait for an answer to opening the connection
OPEN_TIMEOUT_MS = 10_000

CLIENT_NAME = "murlan-qt"


translate = QCoreApplication.translate


def error_text(code: str, params: dict[str, Any] | None = None, message: str = "") -> str:
    """A server's error ``code`` in the player's words (the engine's refusals as offline)."""
    params = dict(params or {})
    texts = {
        "bad_message": translate("Network", "The server did not understand the game's message."),
        "protocol_version": translate("Network", "The server speaks another version of the table protocol: update the game."),
        "bad_name": translate("Network", "Your name has no letters the table can show: choose another."),
        "no_table": translate("Network", "There is no table with this code (check the code with the host)."),
        "bad_token": translate("Network", "The seat kept for you at this table is no longer yours."),
        "seat_taken": translate("Network", "That seat is taken: choose another."),
        "table_full": translate("Network", "Every seat of this table is taken."),
        "too_many_attempts": translate("Network", "Too many tries with a wrong code: wait a minute."),
        "too_many_tables": translate("Network", "The server holds as many tables as it can."),
        "not_joined": translate("Network", "You are not seated at the table yet."),
        "stale": translate("Network", "The table moved on: look again and play."),
        "rate_limited": translate("Network", "Too many messages: wait a moment."),
        "not_host": translate("Network", "Only the host may do that."),
        "not_started": translate("Network", "The match has not started yet."),
        "server_full": translate("Network", "The server is full: try again later."),
        "not_your_turn": translate("Network", "Wait for your turn."),
    }
    if code in texts:
        return texts[code]
    if code in RULE_OF_CODE:
        fixed: dict[str, object] = {}
        for key, value in params.items():
            try:
                if key == "card" and isinstance(value, str):
                    fixed[key] = parse_card(value)
                elif key in ("cards", "options") and isinstance(value, list):
                    fixed[key] = [parse_card(v) for v in value if isinstance(v, str)]
            except ValueError:
                continue
        return refusal_text(IllegalPlayError(message or code, code, fixed))
    return translate("Network", "The server refused: {message}").format(message=message or code)


class TableConnection(QObject):
    """See the module docstring."""

    welcomed = Signal(dict)
    #: a table was made by this connection (the host): its code
    created = Signal(str)
    #: seated: the seat, the token, the table's description
    joined = Signal(int, str, dict)
    #: the snapshot and the events, in order (a snapshot after a resync or a rejoin too)
    message_received = Signal(dict)
    #: the ok/error/created answering a request (its id, the reply)
    replied = Signal(int, dict)
    #: a request was refused: its id (-1 when none), the code, the reason in words
    refused = Signal(int, str, str)
    #: the connection was lost; trying again (the attempt, from 1)
    reconnecting = Signal(int)
    #: the connection is back and the seat taken again
    reconnected = Signal()
    #: the connection is over for good: why, in words ("" when closed by the player)
    closed = Signal(str)
    #: the table ended (``table_ended``): the reason code
    table_ended = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = ""
        self.name = ""
        self.code: str | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.n = -1
        self._create: dict[str, Any] | None = None
        self._wanted_seat: int | None = None
        self._ids = itertools.count(1)
        self._create_id: int | None = None
        self._join_id: int | None = None
        self._awaiting_snapshot = False
        self._closing = False
        self._ended = False
        self._attempt = 0
        self._ever_joined = False
        self._ws: QWebSocket | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open_socket)
        self._open_timer = QTimer(self)
        self._open_timer.setSingleShot(True)
        self._open_timer.timeout.connect(self._open_timed_out)

    # ------------------------------------------------------------ opening

    @property
    def is_open(self) -> bool:
        return self._ws is not None and self._ever_joined and not self._closing

    def join_table(self, url: str, name: str, code: str, token: str | None = None, seat: int | None = None) -> None:
        """Connect to ``url`` and take a seat at table ``code`` (back with ``token``, or afresh at ``seat``)."""
        self.url, self.name, self.code, self.token, self._wanted_seat = url, name, code, token, seat
        self._create = None
        self._start()

    def host_table(self, url: str, name: str, table_name: str, rules: dict[str, bool], level: str,
                   clock: int) -> None:
        """Connect to ``url``, make a table there and sit at it as its host."""
        self.url, self.name, self.code, self.token, self._wanted_seat = url, name, None, None, None
        self._create = {"type": "create", "name": table_name, "rules": dict(rules), "level": level, "clock": clock}
        self._start()

    def _start(self) -> None:
        self._closing = False
        self._ended = False
        self._attempt = 0
        self._ever_joined = False
        self._open_socket()

    def _open_socket(self) -> None:
        self._drop_socket()
        ws = QWebSocket("", parent=self)
        ws.setMaxAllowedIncomingMessageSize(MAX_FRAME_BYTES)
        ws.setMaxAllowedIncomingFrameSize(MAX_FRAME_BYTES)
        ws.connected.connect(self._on_connected)
        ws.disconnected.connect(self._on_disconnected)
        ws.textMessageReceived.connect(self._on_text)
        self._ws = ws
        self.n = -1
        self._awaiting_snapshot = True
        self._open_timer.start(OPEN_TIMEOUT_MS)
        ws.open(QUrl(self.url))

    def _drop_socket(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            for sig, slot in ((ws.connected, self._on_connected), (ws.disconnected, self._on_disconnected),
                              (ws.textMessageReceived, self._on_text)):
                with contextlib.suppress(RuntimeError, TypeError):
                    sig.disconnect(slot)
            ws.abort()
            ws.deleteLater()

    def _open_timed_out(self) -> None:
        if self._ws is not None:
            self._ws.abort()
            self._on_disconnected()

    # ------------------------------------------------------------ sending

    def send(self, message: dict[str, Any]) -> bool:
        ws = self._ws
        if ws is None:
            return False
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        if len(text.encode("utf-8")) > MAX_MESSAGE_BYTES:
            return False
        ws.sendTextMessage(text)
        return True

    def request(self, message: dict[str, Any]) -> int:
        """Send ``message`` with a fresh id; the id (its answer comes as :attr:`replied`), -1 when not connected."""
        rid = next(self._ids)
        return rid if self.send({**message, "id": rid}) else -1

    def resync(self) -> None:
        self._awaiting_snapshot = True
        self.send({"type": "resync"})

    def leave(self) -> None:
        """Leave the table (the seat stays kept for its token) and close."""
        if self._ws is not None and self._ever_joined:
            self.send({"type": "leave"})
        self.close()

    def close(self) -> None:
        """Close the connection for good, without a retry."""
        self._closing = True
        self._retry.stop()
        self._open_timer.stop()
        ws = self._ws
        if ws is not None:
            ws.close()
            self._drop_socket()
        self.closed.emit("")

    def drop_for_test(self) -> None:
        """Lose the connection abruptly, as when the network goes (the tests of the reconnection)."""
        if self._ws is not None:
            self._ws.abort()

    # ------------------------------------------------------------ receiving

    def _on_connected(self) -> None:
        self._open_timer.stop()
        self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": CLIENT_NAME, "name": self.name})

    def _on_disconnected(self) -> None:
        self._open_timer.stop()
        if self._ws is None or self._closing:
            return
        self._drop_socket()
        if self._ended:
            self._closing = True
            self.closed.emit("")  # (table_ended said why)
            return
        if not self._ever_joined or self.token is None or self._attempt >= len(RECONNECT_DELAYS_MS):
            self._closing = True
            self.closed.emit(translate("Network", "The connection to the table was lost.") if self._ever_joined
                             else translate("Network", "Could not reach the table at this address."))
            return
        self._attempt += 1
        self.reconnecting.emit(self._attempt)
        self._retry.start(RECONNECT_DELAYS_MS[self._attempt - 1])

    def _on_text(self, text: str) -> None:
        try:
            msg = json.loads(text)
        except ValueError:
            return
        if not isinstance(msg, dict):
            return
        t = msg.get("type")
        rid = msg.get("id") if isinstance(msg.get("id"), int) else None
        if t == "welcome":
            self.welcomed.emit(msg)
            if self.code is None and self._create is not None:
                self._create_id = self.request(self._create)
            else:
                self._send_join()
            return
        if t == "created":
            self.code = str(msg.get("code", ""))
            self.created.emit(self.code)
            if rid is not None:
                self.replied.emit(rid, msg)
            self._send_join()
            return
        if t == "joined":
            seat, token = msg.get("seat"), msg.get("token")
            if isinstance(seat, int) and isinstance(token, str):
                back = self._ever_joined
                self.seat, self.token = seat, token
                self._ever_joined = True
                self._attempt = 0
                self.joined.emit(seat, token, msg.get("table") if isinstance(msg.get("table"), dict) else {})
                if back:
                    self.reconnected.emit()
            return
        if t in ("ok", "error"):
            if t == "error":
                code = str(msg.get("code", ""))
                params = msg.get("params") if isinstance(msg.get("params"), dict) else {}
                text_shown = error_text(code, params, str(msg.get("message", "")))
                if (rid is not None and rid == self._join_id) or code in ("protocol_version", "bad_name"):
                    self.refused.emit(rid if rid is not None else -1, code, text_shown)
                    self.close_with(text_shown)
                    return
                if code == "stale":
                    self.resync()
                self.refused.emit(rid if rid is not None else -1, code, text_shown)
            if rid is not None:
                self.replied.emit(rid, msg)
            return
        if t == "snapshot":
            n = msg.get("n")
            self.n = n if isinstance(n, int) else -1
            self._awaiting_snapshot = False
            self.message_received.emit(msg)
            return
        if t == "table_ended":
            self._ended = True
            self.table_ended.emit(str(msg.get("reason", "")))
        n = msg.get("n")
        if not isinstance(n, int):
            return
        if self._awaiting_snapshot:
            return  # a snapshot is on its way: it holds this event
        if n != self.n + 1:
            self.resync()
            return
        self.n = n
        self.message_received.emit(msg)

    def _send_join(self) -> None:
        assert self.code is not None
        self._join_id = self.request({"type": "join", "code": self.code, "token": self.token,
                                      "seat": None if self.token else self._wanted_seat})

    def close_with(self, why: str) -> None:
        """Close for good and say why."""
        self._closing = True
        self._retry.stop()
        ws = self._ws
        if ws is not None:
            ws.close()
            self._drop_socket()
        self.closed.emit(why)
