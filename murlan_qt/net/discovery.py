"""Tables on the local network: DNS-SD over multicast DNS (``python-zeroconf``), service ``_murlan._tcp``.

:class:`Advertiser` announces the tables of one server (instance name the
table's name, TXT ``protocol``, ``name``, ``seats`` (how many are free) and ``free`` (which: ``0,2,3``);
never the code).
:class:`Browser` lists the tables it hears of as :class:`FoundTable` values
and calls ``on_change`` with the whole list from a thread of its own (a user
interface hands it to its GUI thread). Both are blocking APIs: call them off
an asyncio loop (the server runs its advertiser on a thread).
"""

from __future__ import annotations

import contextlib
import logging
import queue
import secrets
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL_VERSION, clean_table_name

log = logging.getLogger("murlan.net.discovery")

SERVICE_TYPE = "_murlan._tcp.local."
#: how long a browser waits for a table's details (milliseconds)
RESOLVE_MS = 3000


@dataclass(frozen=True)
class FoundTable:
    """A table heard of on the LAN."""

    name: str
    host: str
    port: int
    free_seats: int
    protocol: int
    #: the free seats (0-3), when the server says which (None: an older server's announcement)
    free: tuple[int, ...] | None = None


def _zeroconf(interfaces: Sequence[str] | None) -> Zeroconf:
    if interfaces:
        return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)
    return Zeroconf(ip_version=IPVersion.V4Only)


def _instance(name: str, code: str) -> str:
    """The service instance name: the table's name and a random tag (two tables of one name stay apart;
    nothing of the code is in it)."""
    shown = clean_table_name(name).replace(".", " ") or "Murlan"
    tag = secrets.token_hex(2)
    return f"{shown[:50]} {tag}.{SERVICE_TYPE}"


class Advertiser:
    """Announces tables of the server listening on ``port`` (at ``addresses``, default: this host's)."""

    def __init__(self, port: int, addresses: Sequence[str] | None = None,
                 interfaces: Sequence[str] | None = None) -> None:
        self.port = port
        self._zc = _zeroconf(interfaces)
        addrs = list(addresses) if addresses else (list(interfaces) if interfaces else _host_addresses())
        self._addresses = [socket.inet_aton(a) for a in addrs]
        self._services: dict[str, ServiceInfo] = {}
        self._lock = threading.Lock()

    def publish(self, code: str, name: str, free_seats: int, free: Sequence[int] | None = None) -> None:
        """Announce the table ``code`` (or update its TXT record: the free seats, and which they are)."""
        with self._lock:
            props = {"protocol": str(PROTOCOL_VERSION), "name": clean_table_name(name), "seats": str(free_seats)}
            if free is not None:
                props["free"] = ",".join(str(i) for i in sorted(set(free)) if 0 <= i < 4)
            old = self._services.get(code)
            info = ServiceInfo(
                SERVICE_TYPE, old.name if old else _instance(name, code), port=self.port, properties=props,
                addresses=self._addresses, server=f"murlan-{socket.gethostname().split('.')[0]}.local.",
            )
            try:
                if old is None:
                    self._zc.register_service(info, allow_name_change=True)
                else:
                    self._zc.update_service(info)
                self._services[code] = info
            except Exception:  # the LAN announcement is a convenience: the table works without it
                log.exception("could not announce table %s on the LAN", code)

    def remove(self, code: str) -> None:
        with self._lock:
            info = self._services.pop(code, None)
            if info is not None:
                with contextlib.suppress(Exception):
                    self._zc.unregister_service(info)

    def close(self) -> None:
        with self._lock:
            for info in list(self._services.values()):
                with contextlib.suppress(Exception):
                    self._zc.unregister_service(info)
            self._services.clear()
            self._zc.close()


class Browser:
    """Lists the tables on the LAN; ``on_change(tables)`` gets the whole list after each change."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None],
                 interfaces: Sequence[str] | None = None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._found: dict[str, FoundTable] = {}
        self._jobs: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._zc is not None:
            return
        self._zc = _zeroconf(self.interfaces)
        self._thread = threading.Thread(target=self._resolve_loop, name="murlan-browser", daemon=True)
        self._thread.start()
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_service])

    def stop(self) -> None:
        if self._zc is None:
            return
        if self._browser is not None:
            self._browser.cancel()
        self._jobs.put(None)
        if self._thread is not None:
            self._thread.join(timeout=RESOLVE_MS / 1000 + 2)
        self._zc.close()
        self._zc = None

    @property
    def tables(self) -> list[FoundTable]:
        return sorted(self._found.values(), key=lambda t: (t.name, t.host, t.port))

    def _on_service(self, zeroconf: Zeroconf, service_type: str, name: str,
                    state_change: ServiceStateChange) -> None:
        # zeroconf's thread: details are asked for on ours (asking blocks)
        self._jobs.put(("remove" if state_change is ServiceStateChange.Removed else "resolve", name))

    def _resolve_loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None or self._zc is None:
                return
            kind, name = job
            before = dict(self._found)
            if kind == "remove":
                self._found.pop(name, None)
            else:
                found = self._resolve(name)
                if found is not None:
                    self._found[name] = found
            if self._found != before:
                try:
                    self.on_change(self.tables)
                except Exception:
                    log.exception("the browser's on_change failed")

    def _resolve(self, name: str) -> FoundTable | None:
        assert self._zc is not None
        info = self._zc.get_service_info(SERVICE_TYPE, name, timeout=RESOLVE_MS)
        if info is None:
            return None
        props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
                 (v.decode("utf-8", "replace") if isinstance(v, bytes) else "") for k, v in info.properties.items()}
        addresses = info.parsed_addresses(IPVersion.V4Only)
        if not addresses or not info.port:
            return None
        try:
            protocol = int(props.get("protocol", "0"))
            seats = int(props.get("seats", "0"))
        except ValueError:
            return None
        table_name = clean_table_name(props.get("name", "")) or clean_table_name(name.split(".")[0])
        return FoundTable(table_name, addresses[0], int(info.port), max(0, min(4, seats)), protocol,
                          parse_free(props.get("free")))


def parse_free(text: str | None) -> tuple[int, ...] | None:
    """The TXT ``free`` value (``"0,2,3"``, ``""`` for none) as seats; None when absent or not that."""
    if text is None or len(text) > 16:
        return None
    parts = [p for p in text.split(",") if p]
    if not all(p in ("0", "1", "2", "3") for p in parts):
        return None
    return tuple(sorted({int(p) for p in parts}))


def _host_addresses() -> list[str]:
    from .server import local_addresses

    return [a for a in local_addresses() if not a.startswith("127.")] or ["127.0.0.1"]
