"""The table server in a process of its own: how the game starts it, and a handle on a started one.

The in-game host, the smoke test and the tests start ``murlan-server``'s main in a child process, so
that nothing of the window can slow the table down and a crash of the window does not end the table
for the others. In a frozen build there is no Python to run ``-m murlan_qt.net`` with: the game's own
executable is started with :data:`TABLE_SERVER_FLAG` and runs the server's main without Qt.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

#: the game's executable runs the table server instead of the window (murlan_qt/ui/app.py, the frozen
#: entry point packaging/murlan_main.py)
TABLE_SERVER_FLAG = "--table-server"
#: the longest "listening" line read from a starting server
MAX_LINE_BYTES = 4096


def server_command(arguments: Sequence[str] = ()) -> list[str]:
    """The command line that starts a table server with ``arguments`` (murlan-server's flags)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, TABLE_SERVER_FLAG, *arguments]
    return [sys.executable, "-m", "murlan_qt.net", *arguments]


def read_listening(line: bytes | str) -> tuple[int, list[str]]:
    """The port and addresses of a server's "listening" line; ValueError when the line is not one."""
    if isinstance(line, bytes):
        if len(line) > MAX_LINE_BYTES:
            raise ValueError("the table server's first line is too long")
        line = line.decode("utf-8", "replace")
    try:
        data = json.loads(line)
    except ValueError:
        raise ValueError(f"the table server did not say where it listens: {line.strip()[:200]!r}") from None
    port = data.get("listening") if isinstance(data, dict) else None
    addresses = data.get("addresses", []) if isinstance(data, dict) else []
    if not isinstance(port, int) or isinstance(port, bool) or not 0 < port < 65536:
        raise ValueError(f"the table server's first line has no port: {line.strip()[:200]!r}")
    if not isinstance(addresses, list) or not all(isinstance(a, str) for a in addresses):
        raise ValueError("the table server's addresses are not a list of strings")
    return port, addresses


@dataclass
class ServerProcess:
    """A table server started by :func:`start_server`; :meth:`stop` ends it (SIGTERM: tables are kept)."""

    process: subprocess.Popen[bytes]
    port: int
    addresses: list[str]

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def stop(self, timeout: float = 10.0) -> int:
        """Ask the server to stop (it saves its tables), kill it if it does not; its exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return int(self.process.returncode)


def start_server(data_dir: Path, arguments: Sequence[str] = (), *, bind: str = "127.0.0.1", port: int = 0,
                 timeout: float = 60.0, log: Path | None = None) -> ServerProcess:
    """Start a table server on ``bind``:``port`` (0: any free port) keeping its tables in ``data_dir``;
    wait until it listens. Its log (stderr) goes to ``log`` (else is discarded). RuntimeError when it
    does not start."""
    command = server_command(["--port", str(port), "--bind", bind, "--data-dir", str(data_dir), *arguments])
    err = open(log, "ab") if log is not None else subprocess.DEVNULL  # noqa: SIM115 (the child keeps it)
    try:
        proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err,
                                env=dict(os.environ))
    finally:
        if log is not None and not isinstance(err, int):
            err.close()
    assert proc.stdout is not None
    stdout = proc.stdout
    first: list[bytes] = []
    reader = threading.Thread(target=lambda: first.append(stdout.readline(MAX_LINE_BYTES + 1)), daemon=True)
    reader.start()
    reader.join(timeout)
    if not first or not first[0]:
        proc.kill()
        proc.wait()
        raise RuntimeError(f"the table server did not start (exit status {proc.returncode})")
    try:
        listening_port, addresses = read_listening(first[0])
    except ValueError as e:
        proc.kill()
        proc.wait()
        raise RuntimeError(str(e)) from None
    return ServerProcess(proc, listening_port, addresses)
