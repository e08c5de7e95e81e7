"""Reading a file we did not write: regular files only, never more than a limit.

Every reader of match files and of the small JSON files in the data folder
goes through :func:`open_regular` / :func:`read_regular`: a FIFO, a device
(``/dev/zero``), a socket or a symlink to one of them is refused at once
with a clear message, before anything is opened that could block, and at
most ``limit + 1`` bytes are ever read (``st_size`` is not trusted alone).
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import BinaryIO

from ..engine.jsontext import MAX_RECORD_BYTES
from .errors import LoadError

_CHUNK = 256 * 1024
_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0))


def _kind_of(mode: int) -> str | None:
    """What a non-regular file is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _refuse(path: Path, what: str) -> LoadError:
    if what == "a folder":
        return LoadError(f"{path} is a folder, not a saved match.", path, "folder")
    return LoadError(f"{path} is {what}, not a file: only regular files are read.", path, "special")


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """Open ``path`` for reading if it is a regular file (symlinks followed); :class:`LoadError` if not.

    The type is checked before opening (a FIFO or a device is never opened)
    and again on the open file (it cannot be swapped in between).
    """
    path = Path(path)
    try:
        what = _kind_of(os.stat(path).st_mode)
        if what is not None:
            raise _refuse(path, what)
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        raise LoadError(f"There is no file {path}.", path, "missing") from None
    except IsADirectoryError:
        raise _refuse(path, "a folder") from None
    except PermissionError:
        raise LoadError(f"{path} cannot be read: permission denied.", path, "permission") from None
    except OSError as e:
        raise LoadError(f"{path} cannot be read: {e.strerror or e}.", path, "unreadable") from None
    try:
        what = _kind_of(os.fstat(fd).st_mode)
        if what is not None:
            raise _refuse(path, what)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise


def size_text(n: int) -> str:
    """``4 MB``, ``64 KB``: a size limit in words."""
    return f"{n // (1024 * 1024)} MB" if n >= 1024 * 1024 else f"{max(1, n // 1024)} KB"


def read_regular(path: str | os.PathLike[str], limit: int = MAX_RECORD_BYTES, what: str = "a saved match") -> bytes:
    """The bytes of the regular file ``path``: at most ``limit`` (:class:`LoadError` beyond it)."""
    path = Path(path)
    with open_regular(path) as f:
        try:
            chunks: list[bytes] = []
            total = 0
            while total <= limit:  # in pieces: a small file never costs a buffer of the whole limit
                chunk = f.read(min(_CHUNK, limit + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
            data = b"".join(chunks)
        except OSError as e:
            raise LoadError(f"{path} cannot be read: {e.strerror or e}.", path, "unreadable") from None
    if len(data) > limit:
        raise LoadError(
            f"{path.name} is not {what}: it is far too large (more than {size_text(limit)}).",
            path, "too_large",
        )
    return data
