"""The server's tables on disk: one file per table, written atomically after every action, read at start.

``<data-dir>/tables/<CODE>.json`` holds the table's settings, its seats (the
SHA-256 of each seat token, never a token) and its match in the match-file
format (``docs/match-format.md``), so a server restarted, or killed, comes
back with its tables at their last action. Writes run on a thread of their
own (a slow disk never holds up the event loop); a newer state of a table
waiting to be written replaces the older one. A finished match is also kept
as a plain match file in ``finished/``. A file that cannot be read is
reported, moved to ``damaged/``, and the server goes on.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..persistence.atomic import atomic_create_text, atomic_write_text, move_to_new, remove_temp_files_in
from ..persistence.errors import SaveError

log = logging.getLogger("murlan.net.store")

TABLE_FORMAT = "murlan-server-table"
TABLE_VERSION = 1
#: the largest table file read back (a match record is well under this)
MAX_TABLE_FILE_BYTES = 8 * 1024 * 1024

#: what is queued for a table: the text to write (made on the writer thread), or None to remove the file
_Job = Callable[[], str] | None


class Store:
    """The tables of one data folder; see the module docstring."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.tables = self.folder / "tables"
        self.finished = self.folder / "finished"
        self.damaged = self.folder / "damaged"
        for d in (self.tables, self.finished, self.damaged):
            d.mkdir(parents=True, exist_ok=True)
        remove_temp_files_in(self.tables)
        self._lock = threading.Condition()
        self._pending: dict[str, _Job] = {}
        self._busy = False
        self._closed = False
        self.errors: list[str] = []
        self._thread = threading.Thread(target=self._run, name="murlan-store", daemon=True)
        self._thread.start()

    def path_of(self, code: str) -> Path:
        return self.tables / f"{code}.json"

    # ------------------------------------------------------------ writing

    def save(self, code: str, make_text: Callable[[], str]) -> None:
        """Write the table ``code``: ``make_text()`` is called on the writer thread."""
        with self._lock:
            self._pending.pop(code, None)
            self._pending[code] = make_text
            self._lock.notify_all()

    def remove(self, code: str) -> None:
        with self._lock:
            self._pending.pop(code, None)
            self._pending[code] = None
            self._lock.notify_all()

    def keep_finished(self, code: str, record_text: str) -> Path | None:
        """A finished match, as a match file of its own (``finished/<CODE>-<time>.json``)."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        try:
            return atomic_create_text(self.finished / f"{code}-{stamp}.json", record_text)
        except SaveError as e:
            log.error("%s", e)
            return None

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until everything queued so far is written (False if ``timeout`` passed)."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(left)
        return True

    def close(self) -> None:
        """Write what is queued, then stop the writer."""
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join(timeout=30)

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._closed:
                    self._lock.wait()
                if not self._pending and self._closed:
                    return
                code = next(iter(self._pending))
                job = self._pending.pop(code)
                self._busy = True
            try:
                self._do(code, job)
            except Exception as e:  # a write must never end the writer: report and go on
                log.exception("could not write table %s", code)
                self.errors.append(f"{code}: {e}")
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def _do(self, code: str, job: _Job) -> None:
        path = self.path_of(code)
        if job is None:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            return
        try:
            atomic_write_text(path, job())
        except SaveError as e:
            log.error("%s", e)
            self.errors.append(str(e))

    # ------------------------------------------------------------ reading

    def load(self) -> list[dict[str, Any]]:
        """Every table file's content (a JSON object of format :data:`TABLE_FORMAT`); a damaged one is moved aside.

        The content is checked further by the table (:meth:`~.table.Table.restore`), which calls
        :meth:`set_aside` for a file it cannot use.
        """
        found: list[dict[str, Any]] = []
        for path in sorted(self.tables.glob("*.json")):
            try:
                if not path.is_file():
                    raise ValueError("not a regular file")
                if path.stat().st_size > MAX_TABLE_FILE_BYTES:
                    raise ValueError(f"larger than {MAX_TABLE_FILE_BYTES} bytes")
                data = json.loads(path.read_text(encoding="utf-8"))
                if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
                    raise ValueError(f"not a table file (format {TABLE_FORMAT!r} expected)")
                if data.get("version") != TABLE_VERSION:
                    raise ValueError(f"table file version {data.get('version')!r} is not {TABLE_VERSION}")
                data["_path"] = str(path)
                found.append(data)
            except (OSError, ValueError, UnicodeDecodeError, RecursionError) as e:
                self.set_aside(path, str(e))
        return found

    def set_aside(self, path: str | os.PathLike[str], why: str) -> None:
        """Report a table file that cannot be used and move it to ``damaged/`` (never deleted)."""
        path = Path(path)
        try:
            moved = move_to_new(path, self.damaged / path.name)
            log.error("table file %s cannot be used (%s); moved to %s", path, why, moved)
        except (OSError, SaveError) as e:
            log.error("table file %s cannot be used (%s) nor moved aside: %s", path, why, e)
        self.errors.append(f"{path.name}: {why}")

