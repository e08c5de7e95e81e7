"""Tables on the local network: DNS-SD over multicast DNS (``python-zeroconf``), docs/protocol.md.

:class:`Advertiser` announces each table of a server as a service
``_murlan._tcp.local.`` (instance name: the table's name; TXT ``protocol``,
``name``, ``seats``). The table code is **not** announced. :class:`Browser`
lists the tables announced on the LAN and calls ``on_change`` with the whole
current list (from zeroconf's thread) whenever it changes.

Everything read from the network is treated as untrusted text: names are
cleaned as in match records, numbers are parsed and bounded, a service that
does not read as a Murlan table is left out.
"""

from __future__ import annotations

import logging
import secrets
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

from .protocol import PROTOCOL_VERSION, clean_table_name

log = logging.getLogger("murlan.net.discovery")

SERVICE_TYPE = "_murlan._tcp.local."
#: the longest instance label DNS allows (63 bytes): table names are cut to fit
_MAX_LABEL_BYTES = 63


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the LAN."""

    name: str
    host: str
    port: int
    free_seats: int
    protocol: int


def _label(name: str, mark: str) -> str:
    """The service instance label of a table: its name (cut to DNS's 63 bytes) and a random mark."""
    base = clean_table_name(name) or "Murlan"
    label = f"{base} #{mark}"
    while len(label.encode("utf-8")) > _MAX_LABEL_BYTES:
        base = base[:-1]
        label = f"{base} #{mark}"
    return label


class Advertiser:
    """Announces a server's tables (``port``: the server's port) until :meth:`close`.

    Blocking calls (registration takes a few hundred milliseconds): the server
    calls them from a worker thread, never on its event loop.
    """

    def __init__(self, port: int, *, interfaces: Sequence[str] | None = None,
                 addresses: Sequence[str] | None = None) -> None:
        self.port = port
        self._zc = Zeroconf(interfaces=list(interfaces) if interfaces else None,  # type: ignore[arg-type]
                            ip_version=IPVersion.V4Only)
        self._addresses = [socket.inet_aton(a) for a in (addresses or _announce_addresses(interfaces))]
        self._infos: dict[str, ServiceInfo] = {}
        self._marks: dict[str, str] = {}
        self._lock = threading.Lock()

    def publish(self, code: str, name: str, free_seats: int) -> None:
        """Announce the table ``code`` (or update its announcement: its free seats changed)."""
        # the code is not announced (nor anything drawn from it): a random mark keeps two tables of one name apart
        mark = self._marks.setdefault(code, format(secrets.randbelow(10_000), "04d"))
        label = _label(name, mark)
        info = ServiceInfo(
            SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=self.port, addresses=self._addresses,
            properties={"protocol": str(PROTOCOL_VERSION), "name": clean_table_name(name) or "Murlan",
                        "seats": str(max(0, min(4, free_seats)))},
            server=f"murlan-{socket.gethostname().split('.')[0] or 'host'}.local.",
        )
        with self._lock:
            old = self._infos.get(code)
            try:
                if old is None:
                    self._zc.register_service(info, allow_name_change=True)
                else:
                    info = ServiceInfo(SERVICE_TYPE, old.name, port=self.port, addresses=self._addresses,
                                       properties=info.properties, server=old.server)
                    self._zc.update_service(info)
                self._infos[code] = info
            except Exception:  # an announcement that fails must never stop the table
                log.exception("could not announce table %s on the LAN", code)

    def remove(self, code: str) -> None:
        with self._lock:
            info = self._infos.pop(code, None)
            self._marks.pop(code, None)
            if info is not None:
                try:
                    self._zc.unregister_service(info)
                except Exception:
                    log.exception("could not withdraw table %s", code)

    def close(self) -> None:
        with self._lock:
            try:
                self._zc.unregister_all_services()
            except Exception:
                log.exception("could not withdraw the tables")
            self._infos.clear()
            self._zc.close()


def _announce_addresses(interfaces: Sequence[str] | None) -> list[str]:
    if interfaces:
        return list(interfaces)
    from .server import local_addresses

    return local_addresses()


def _found(info: ServiceInfo) -> FoundTable | None:
    """A service read as a Murlan table, or None when it does not read as one."""
    props = info.properties or {}

    def text(key: bytes) -> str:
        v = props.get(key)
        return v.decode("utf-8", "replace") if isinstance(v, bytes) else ""

    try:
        protocol = int(text(b"protocol"))
        seats = int(text(b"seats") or "0")
    except ValueError:
        return None
    addresses = info.parsed_addresses(IPVersion.V4Only)
    port = info.port
    if not addresses or port is None or not 0 < port < 65536:
        return None
    name = clean_table_name(text(b"name")) or clean_table_name(info.name.removesuffix("." + SERVICE_TYPE))
    return FoundTable(name=name or "Murlan", host=addresses[0], port=int(port),
                      free_seats=max(0, min(4, seats)), protocol=protocol)


class Browser(ServiceListener):
    """Lists the tables on the LAN: ``on_change(tables)`` with the whole list, from zeroconf's thread."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None], *,
                 interfaces: Sequence[str] | None = None) -> None:
        self.on_change = on_change
        self._interfaces = list(interfaces) if interfaces else None
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._tables: dict[str, FoundTable] = {}
        self._lock = threading.Lock()

    def start(self) -> None:
        if self._zc is not None:
            return
        self._zc = Zeroconf(interfaces=self._interfaces,  # type: ignore[arg-type]
                            ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, listener=self)

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self._zc is not None:
            self._zc.close()
            self._zc = None

    @property
    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.host, t.port))

    # ServiceListener (called on zeroconf's thread)
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._look(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._look(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            gone = self._tables.pop(name, None) is not None
        if gone:
            self._changed()

    def _look(self, zc: Zeroconf, type_: str, name: str) -> None:
        try:
            info = zc.get_service_info(type_, name, timeout=3000)
        except Exception:
            log.exception("could not read the service %r", name)
            return
        table = _found(info) if info is not None else None
        with self._lock:
            if table is None:
                changed = self._tables.pop(name, None) is not None
            else:
                changed = self._tables.get(name) != table
                self._tables[name] = table
        if changed:
            self._changed()

    def _changed(self) -> None:
        try:
            self.on_change(self.tables)
        except Exception:
            log.exception("the discovery callback failed")
