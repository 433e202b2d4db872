"""An on-disk cache of derived data keyed by content hash. Writes are atomic; a cache that cannot
be read or written only costs speed, never correctness.

Every entry ends with a trailer: a marker, then the CRC-32 and the length of the bytes before
it. A reader gets the bytes only when these hold (a flipped byte, a truncated or foreign file is
discarded), and ``load`` also discards an entry its decoder rejects, whatever the decoder
raises: the caller then rebuilds. Only regular files are read, without blocking (a FIFO planted
in the cache is skipped).
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from judge.config import cache_dir

T = TypeVar("T")

#: the trailer that closes every cache entry: this marker, the CRC-32 of the data before it and
#: its length (CRC-32 runs at gigabytes per second: checking a cached rulebook costs well under
#: a millisecond per megabyte; a cache needs no defence against forgery, only against damage)
MARK = b"\0judge-cache-2\0"
_CRC, _LENGTH = 4, 8
#: no cache entry judge writes comes near this; a larger file is not read
MAX_ENTRY = 1 << 30


def seal(data: bytes) -> bytes:
    """``data`` with its trailer, as stored."""
    return data + MARK + zlib.crc32(data).to_bytes(_CRC, "big") + len(data).to_bytes(_LENGTH, "big")


def unseal(stored: bytes) -> bytes | None:
    """The data of a stored entry, or None when its trailer, length or checksum does not hold."""
    cut = len(stored) - len(MARK) - _CRC - _LENGTH
    if cut < 0 or stored[cut : cut + len(MARK)] != MARK:
        return None
    crc = int.from_bytes(stored[-_CRC - _LENGTH : -_LENGTH], "big")
    if int.from_bytes(stored[-_LENGTH:], "big") != cut:
        return None
    data = stored[:cut]
    return data if zlib.crc32(data) == crc else None


def atomic_write(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` via a temporary file and a rename; False when it cannot. An
    existing file's mode is kept (a new file gets the usual mode for the umask)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            mode = stat.S_IMODE(os.stat(path).st_mode)
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        fd, tmp = _temporary(path)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.chmod(tmp, mode)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


def _temporary(path: Path) -> tuple[int, str]:
    """A new file beside ``path`` (``.NAME.XXXX.tmp``, created exclusively, owner-only as
    ``tempfile.mkstemp`` makes it), open for writing: its descriptor and path. Without
    ``tempfile``, whose import costs a command start-up more than the write itself."""
    flags = (
        os.O_WRONLY
        | os.O_CREAT
        | os.O_EXCL
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_BINARY", 0)
    )
    for _ in range(100):
        tmp = os.path.join(path.parent, f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _read_regular(path: Path) -> bytes | None:
    """The bytes of a regular file, never blocking; None for anything else or on any error."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY:
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read()
    except (OSError, MemoryError):
        return None
    finally:
        os.close(fd)


def discard(name: str) -> None:
    """Remove an entry that could not be used (best effort)."""
    import contextlib

    root = cache_dir()
    if root is not None:
        with contextlib.suppress(OSError):
            (root / name).unlink()


def read(name: str) -> bytes | None:
    """The cached bytes stored under ``name``, or None (missing, unreadable or corrupt: a
    corrupt entry is removed)."""
    root = cache_dir()
    if root is None:
        return None
    stored = _read_regular(root / name)
    if stored is None:
        return None
    data = unseal(stored)
    if data is None:
        discard(name)
    return data


def load(name: str, decode: Callable[[bytes], T]) -> T | None:
    """The entry ``name`` decoded, or None. Whatever goes wrong reading or decoding it (a wrong
    shape, a foreign format, a database the decoder cannot open) discards it: a cache only
    speeds things up, so the caller rebuilds."""
    data = read(name)
    if data is None:
        return None
    try:
        return decode(data)
    except Exception:  # noqa: BLE001 - any fault in a cache entry only costs a rebuild
        discard(name)
        return None


def write(name: str, data: bytes) -> bool:
    """Store ``data`` under ``name`` (atomically, sealed with its checksum); False when the cache
    is off or cannot be written."""
    root = cache_dir()
    return root is not None and atomic_write(root / name, seal(data))


def evict(stale: Callable[[str], bool]) -> int:
    """Delete the entries whose file name ``stale`` accepts; the number deleted. Another
    process may be using one: it then reads nothing and rebuilds, as for any missing entry."""
    root = cache_dir()
    if root is None:
        return 0
    removed = 0
    try:
        names = os.listdir(root)
    except OSError:
        return 0
    for name in names:
        if stale(name):
            try:
                os.unlink(root / name)
                removed += 1
            except OSError:
                pass
    return removed


def stamp(root: str | Path, suffixes: tuple[str, ...]) -> str:
    """The path, size and modification time of every file under ``root`` whose name ends in
    one of ``suffixes``, in a stable order: a cheap key for caches derived from those files
    (no file is read)."""
    parts = []
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(suffixes):
                path = os.path.join(folder, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                parts.append(f"{path}:{st.st_size}:{st.st_mtime_ns}")
    return "\n".join(parts)
