"""Reading the user's input files without surprises: a size limit checked before reading, a FIFO
or device (``judge diff a.txt <(cat b.txt)``) read as a stream up to the same limit, and a way
to tell regular files from the rest without opening them (a FIFO met in a folder would block)."""

from __future__ import annotations

import os
import stat
from io import BufferedReader
from pathlib import Path

from judge.errors import JudgeError

MIB = 1 << 20


def is_regular(path: Path) -> bool:
    """Whether ``path`` is a regular file (links followed); False for FIFOs, sockets, devices,
    folders and whatever cannot be looked at."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_stream(path: Path) -> bool:
    """Whether ``path`` is a FIFO or a character device: readable once, as a stream."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)


def read_limited(path: Path, limit: int, error: type[JudgeError], what: str = "file") -> bytes:
    """The bytes of a regular file, FIFO or character device, at most ``limit`` of them: a larger
    regular file is refused before reading, a longer stream once the limit is passed."""
    try:
        with open(path, "rb") as handle:
            info = os.fstat(handle.fileno())
            if stat.S_ISDIR(info.st_mode):
                raise error(f"is a folder, expected a {what}", path=str(path))
            if stat.S_ISREG(info.st_mode):
                if info.st_size > limit:
                    raise error(_too_large(info.st_size, limit, what), path=str(path))
                data = handle.read()  # (read(limit + 1) would allocate the whole limit)
            else:
                data = _read_stream(handle, limit)
    except IsADirectoryError:
        raise error(f"is a folder, expected a {what}", path=str(path)) from None
    except OSError as exc:
        raise error(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
    if len(data) > limit:
        raise error(_too_large(None, limit, what), path=str(path))
    return data


def _read_stream(handle: BufferedReader, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a stream, in chunks (memory grows with what comes)."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = handle.read1(min(1 << 16, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _too_large(size: int | None, limit: int, what: str) -> str:
    shown = f"{size / MIB:.1f} MiB, " if size is not None else ""
    return f"too large for a {what} ({shown}over the limit of {limit / MIB:g} MiB)"
