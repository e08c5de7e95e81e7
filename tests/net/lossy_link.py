"""A slow, lossy network between two network namespaces, for the fault tests (root only).

This kernel has no ``netem`` qdisc and no nftables, so the link is made in user space: each namespace gets
a TUN device (a point-to-point interface, 10.77.0.1 on the server's side, 10.77.0.2 on the clients'), and
this process copies every IP packet from one to the other, after ``delay`` seconds, dropping a seeded
``loss`` fraction of them. The kernels' own TCP stacks see a real slow, lossy link (they retransmit, back
off, reorder nothing). Sockets are made in a namespace by a thread that entered it (``setns`` is per
thread); the rest (the server, the clients, the relay) runs in the test's one event loop.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ctypes
import fcntl
import os
import random
import shutil
import socket
import struct
import subprocess
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")
SERVER_IP, CLIENT_IP = "10.77.0.1", "10.77.0.2"
_TUNSETIFF = 0x400454CA
_IFF_TUN, _IFF_NO_PI = 0x0001, 0x1000
_CLONE_NEWNET = 0x40000000


def unavailable() -> str | None:
    """Why the link cannot be made here (None: it can)."""
    if os.geteuid() != 0:
        return "needs root (network namespaces and TUN devices); .ci/run runs as root"
    if shutil.which("ip") is None:
        return "needs the ip command (iproute2)"
    if not os.path.exists("/dev/net/tun"):
        return "needs /dev/net/tun"
    return None


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=30)


def _enter(ns: str) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    with open(f"/var/run/netns/{ns}", "rb") as f:
        if libc.setns(f.fileno(), _CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns {ns}")


class LossyLink:
    """See the module docstring. ``async with LossyLink(...) as link``: namespaces up, packets copied."""

    def __init__(self, delay: float = 0.2, loss: float = 0.05, seed: int = 1) -> None:
        self.delay, self.loss = delay, loss
        self.rng = random.Random(seed)
        tag = f"mq{os.getpid() % 100000}"
        self.ns = {"server": f"{tag}s", "client": f"{tag}c"}
        self._dev = {"server": f"{tag}ts", "client": f"{tag}tc"}
        self._fd: dict[str, int] = {}
        self._pool: dict[str, concurrent.futures.ThreadPoolExecutor] = {}
        self.copied = self.dropped = 0

    async def __aenter__(self) -> LossyLink:
        try:
            self._up()
        except BaseException:
            self._down()
            raise
        loop = asyncio.get_running_loop()
        loop.add_reader(self._fd["server"], self._copy, self._fd["server"], self._fd["client"])
        loop.add_reader(self._fd["client"], self._copy, self._fd["client"], self._fd["server"])
        return self

    def _up(self) -> None:
        for ns in self.ns.values():  # left over by a run that was killed
            if os.path.exists(f"/var/run/netns/{ns}"):
                _ip("netns", "del", ns)
        for side, (mine, peer) in {"server": (SERVER_IP, CLIENT_IP), "client": (CLIENT_IP, SERVER_IP)}.items():
            ns, dev = self.ns[side], self._dev[side]
            _ip("netns", "add", ns)
            fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
            fcntl.ioctl(fd, _TUNSETIFF, struct.pack("16sH", dev.encode(), _IFF_TUN | _IFF_NO_PI))
            self._fd[side] = fd
            _ip("link", "set", dev, "netns", ns)
            _ip("-n", ns, "link", "set", "lo", "up")
            _ip("-n", ns, "addr", "add", mine, "peer", peer, "dev", dev)
            _ip("-n", ns, "link", "set", dev, "up")
            self._pool[side] = concurrent.futures.ThreadPoolExecutor(
                max_workers=1, initializer=_enter, initargs=(ns,), thread_name_prefix=f"netns-{side}")

    async def __aexit__(self, *exc: object) -> None:
        loop = asyncio.get_running_loop()
        for fd in self._fd.values():
            loop.remove_reader(fd)
        self._down()

    def _down(self) -> None:
        for fd in self._fd.values():
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fd.clear()
        for pool in self._pool.values():
            pool.shutdown(wait=False)
        for ns in self.ns.values():
            with contextlib.suppress(subprocess.SubprocessError):
                _ip("netns", "del", ns)

    def _copy(self, src: int, dst: int) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                packet = os.read(src, 65536)
            except BlockingIOError:
                return
            except OSError:
                return
            if self.rng.random() < self.loss:
                self.dropped += 1
                continue
            self.copied += 1
            loop.call_later(self.delay, self._write, dst, packet)

    def _write(self, dst: int, packet: bytes) -> None:
        if dst not in self._fd.values():  # the link is down: the fd may be another file's by now
            return
        with contextlib.suppress(OSError):  # a full queue drops the packet, as a router would
            os.write(dst, packet)

    async def in_ns(self, side: str, call: Callable[[], T]) -> T:
        """``call()`` in a thread inside the ``side`` namespace (the sockets it makes belong there)."""
        return await asyncio.get_running_loop().run_in_executor(self._pool[side], call)

    async def listening_socket(self) -> socket.socket:
        def make() -> socket.socket:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((SERVER_IP, 0))
            s.listen(128)
            s.setblocking(False)
            return s

        return await self.in_ns("server", make)

    async def client_socket(self, port: int) -> socket.socket:
        def make() -> socket.socket:
            s = socket.create_connection((SERVER_IP, port), timeout=60)
            s.setblocking(False)
            return s

        return await self.in_ns("client", make)
