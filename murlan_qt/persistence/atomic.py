"""Atomic file replacement: a kill at any instant leaves the old file or the new one, whole."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
from pathlib import Path

from .errors import SaveError

TEMP_SUFFIX = ".tmp"
# ".<file name>.<8 hex digits>.tmp", as _write_temp names them
_TEMP_NAME = re.compile(r"^\..+\.[0-9a-f]{8}\.tmp$")


#: what ``os.link`` fails with on a disk or file system without hard links (then names are claimed otherwise)
_NO_HARD_LINKS = frozenset({errno.EPERM, errno.EXDEV, errno.EMLINK, getattr(errno, "ENOTSUP", -1),
                            getattr(errno, "EOPNOTSUPP", -1)})


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
    if code in (errno.ENOTDIR, errno.EEXIST) or isinstance(e, (NotADirectoryError, FileExistsError)):
        blocker = next((f for f in (folder, *folder.parents) if f.exists() and not f.is_dir()), None)
        if blocker is not None:
            return f"{blocker} is a file, not a folder"
    if isinstance(e, FileNotFoundError):
        return f"the folder {folder} does not exist and cannot be created"
    return e.strerror or str(e) or f"{type(e).__name__} (errno {code})"  # never an empty reason


def _encode(text: str, path: Path) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as e:
        raise SaveError(f"Could not write {path}: the text holds a character that cannot be saved "
                        f"({e.reason}).", path) from None


def _write_temp(path: Path, data: bytes) -> Path:
    """``data`` in a new synced temporary file next to ``path`` (OSError, nothing left behind, if impossible)."""
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
    except OSError:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, or raise :class:`SaveError` leaving it intact.

    Written to a temporary file in the same folder, synced to disk, then
    renamed over ``path``; the folder is synced where the system allows it.
    """
    path = Path(path)
    data = _encode(text, path)
    tmp: Path | None = None
    try:
        tmp = _write_temp(path, data)
        os.replace(tmp, path)
    except OSError as e:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise SaveError(f"Could not write {path}: {describe_os_error(e, path)}.", path) from e
    _sync_dir(path.parent)


def numbered(path: Path, n: int) -> Path:
    """``path`` for ``n`` = 1, else ``name-n.ext``."""
    return path if n == 1 else path.with_name(f"{path.stem}-{n}{path.suffix}")


def atomic_create_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` to a NEW file: ``path``, or ``name-2.ext``, ``name-3.ext``... whichever is free.

    Never replaces a file, even one created a moment earlier by another
    process (the name is taken by a hard link, which fails if it exists);
    the file appears whole or not at all. Returns the path written;
    :class:`SaveError` if impossible.
    """
    path = Path(path)
    data = _encode(text, path)
    tmp: Path | None = None
    try:
        tmp = _write_temp(path, data)
        for n in range(1, 10_000):
            target = numbered(path, n)
            try:
                os.link(tmp, target)
            except FileExistsError:
                continue
            except OSError as e:
                if e.errno not in _NO_HARD_LINKS:
                    raise
                # no hard links here: claim the name with an exclusive create, then rename over our own file
                try:
                    os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
                except FileExistsError:
                    continue
                os.replace(tmp, target)
                tmp = None
                break
            break
        else:
            raise OSError(errno.EEXIST, "no free file name")
    except OSError as e:
        raise SaveError(f"Could not write {path}: {describe_os_error(e, path)}.", path) from e
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _sync_dir(path.parent)
    return target


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
    return _remove_temp_files(path.parent, temp_name_prefix(path))


def remove_temp_files_in(folder: str | os.PathLike[str]) -> int:
    """Delete every temporary file our writes left in ``folder`` (only while no other instance runs)."""
    return _remove_temp_files(Path(folder), ".")


def _remove_temp_files(folder: Path, prefix: str) -> int:
    removed = 0
    try:
        entries = list(folder.iterdir())
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and _TEMP_NAME.match(name)):
            continue
        if entry.is_file() and not entry.is_symlink():
            try:
                entry.unlink()
                removed += 1
            except OSError:
                pass
    return removed


def move_to_new(source: str | os.PathLike[str], path: str | os.PathLike[str]) -> Path:
    """Move ``source`` to a NEW name: ``path`` or ``name-2.ext``...; never replaces a file. OSError if impossible."""
    source, path = Path(source), Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    for n in range(1, 10_000):
        target = numbered(path, n)
        try:
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError as e:
            if e.errno not in _NO_HARD_LINKS:
                raise
            if target.exists() or target.is_symlink():
                continue
            os.rename(source, target)  # no hard links on this disk: the best there is
            return target
        os.unlink(source)
        _sync_dir(path.parent)
        return target
    raise OSError(errno.EEXIST, "no free file name")
