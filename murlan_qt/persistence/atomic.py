"""Atomic file replacement: a kill at any instant leaves the old file or the new one, whole."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from pathlib import Path

from .errors import SaveError

TEMP_SUFFIX = ".tmp"


def temp_name_prefix(path: Path) -> str:
    """The prefix of the temporary files written next to ``path``."""
    return f".{path.name}."


def describe_os_error(e: OSError, path: Path) -> str:
    """Plain words for why ``path`` could not be written."""
    folder = path.parent
    code = e.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return f"the disk is full (no space left in {folder})"
    if code == errno.EROFS:
        return f"the folder {folder} is on a read-only disk"
    if isinstance(e, PermissionError) or code in (errno.EACCES, errno.EPERM):
        return f"permission denied: Murlan may not write in {folder}"
    if isinstance(e, IsADirectoryError) or code == errno.EISDIR:
        return f"{path} is a folder, not a file"
    if isinstance(e, FileNotFoundError):
        return f"the folder {folder} does not exist and cannot be created"
    return f"{e.strerror or e}"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, or raise :class:`SaveError` leaving it intact.

    Written to a temporary file in the same folder, synced to disk, then
    renamed over ``path``; the folder is synced where the system allows it.
    """
    path = Path(path)
    data = text.encode("utf-8")
    tmp = path.with_name(f"{temp_name_prefix(path)}{secrets.token_hex(4)}{TEMP_SUFFIX}")
    fd = -1
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        view = memoryview(data)
        while view:
            n = os.write(fd, view)
            if n <= 0:
                raise OSError(errno.EIO, "nothing was written")
            view = view[n:]
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
    except OSError as e:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise SaveError(f"Could not write {path}: {describe_os_error(e, path)}.", path) from e
    _sync_dir(path.parent)


def _sync_dir(folder: Path) -> None:
    """Make the rename durable where the system supports syncing a folder (best effort)."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.fsync(dfd)
    with contextlib.suppress(OSError):
        os.close(dfd)


def remove_stale_temp_files(path: str | os.PathLike[str]) -> int:
    """Delete temporary files a killed write left next to ``path``; how many were removed."""
    path = Path(path)
    prefix = temp_name_prefix(path)
    removed = 0
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return 0
    for entry in entries:
        if entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX) and entry.is_file():
            try:
                entry.unlink()
                removed += 1
            except OSError:
                pass
    return removed
