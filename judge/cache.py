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
from typing import Any, TypeVar

from judge.config import cache_dir

#: the hash of cache keys and content digests, for every module (``from judge.cache import
#: blake2b``): hashlib's import loads OpenSSL (about 4 ms), blake2b alone is a builtin module
try:
    from _blake2 import blake2b as blake2b
except ImportError:  # pragma: no cover
    from hashlib import blake2b as blake2b

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


#: the length of the trailer
_TAIL = len(MARK) + _CRC + _LENGTH


def _checksum(trailer: bytes, cut: int) -> int | None:
    """The CRC-32 a trailer records for the ``cut`` bytes before it; None when the trailer is not
    one or records another length."""
    if trailer[: len(MARK)] != MARK or int.from_bytes(trailer[-_LENGTH:], "big") != cut:
        return None
    return int.from_bytes(trailer[len(MARK) : -_LENGTH], "big")


def unseal(stored: bytes) -> bytes | None:
    """The data of a stored entry, or None when its trailer, length or checksum does not hold."""
    cut = len(stored) - _TAIL
    if cut < 0:
        return None
    crc = _checksum(stored[cut:], cut)
    data = stored[:cut]
    return data if crc is not None and zlib.crc32(data) == crc else None


def _open_nonblocking(path: Path) -> int | None:
    """A descriptor of ``path`` opened for reading without blocking (a FIFO planted in the cache
    does not hang the reader); None when it cannot be opened."""
    try:
        return os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None


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
    fd = _open_nonblocking(path)
    if fd is None:
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


def load_stamped(name: str, stamp: str) -> Any:
    """The value ``write_stamped`` stored under ``name`` with this same ``stamp`` (what it was
    derived from: paths, sizes and times), or None: a value stored under another stamp is stale
    and discarded. For an entry kept under one name and overwritten when its sources change."""
    import marshal

    def decode(data: bytes) -> Any:
        stored, value = marshal.loads(data)
        if stored != stamp:
            raise ValueError("stored under another stamp")
        return value

    return load(name, decode)


def write_stamped(name: str, stamp: str, value: Any) -> bool:
    """Store ``value`` (what marshal holds) under ``name`` with the ``stamp`` it was derived
    under (``load_stamped``)."""
    import marshal

    return write(name, marshal.dumps((stamp, value)))


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


#: a file whose modification or status-change time is this close to now may still change within
#: the same timestamp tick, unseen by a later stat: what is learnt about it is not remembered
#: (git's "racy" entries). Two seconds cover the coarsest file systems in use (FAT's mtime), for
#: times in whole seconds; ``FINE_RACY_NS`` is used for times with a fraction of a second (ext4,
#: XFS, btrfs, tmpfs, APFS, NTFS: nanoseconds to 100 ns, from a clock that lags by at most a
#: scheduler tick; exFAT: 10 ms)
RACY_NS = 2_000_000_000
FINE_RACY_NS = 100_000_000
#: the most files whose content hashes are remembered (the most recently learnt are kept)
MEMO_SIZE = 1024
_MEMO = "hashes.marshal"
_MEMO_FORMAT = "hashes-1"

#: what identifies a file's content without reading it: device, inode, size, modification and
#: status-change times in nanoseconds
Stamp = tuple[int, int, int, int, int]


def file_stamp(info: os.stat_result) -> Stamp:
    """The stamp of a file from its ``os.stat``: any write changes its ctime, a replacement
    (editor's save by rename) its inode, ``touch -d`` or ``cp -p`` (mtime set back) its ctime."""
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def clock_ns() -> int:
    """Now, on the clock file times are taken from (a test may move it)."""
    import time

    return time.time_ns()


def racy_window(info: os.stat_result) -> int:
    """How long after its last change a file's stamp is not yet trusted: ``FINE_RACY_NS`` when
    both its times have a fraction of a second (a file system with fine times), else
    ``RACY_NS``."""
    second = 1_000_000_000
    fine = info.st_mtime_ns % second and info.st_ctime_ns % second
    return FINE_RACY_NS if fine else RACY_NS


class HashMemo:
    """Content hashes of files remembered by path and stamp (``hashes.marshal`` in the cache),
    so that a warm load need not read and hash a text that has not changed.

    A file is only remembered when its times are older, by the racy window (``racy_window``),
    than the moment it was looked at (``since``, taken before its stat): a later write, however
    quick, then gets a newer ctime, so a remembered stamp never hides an edit made through the
    file system. What stays possible, as with git and make: a file changed behind the file
    system's back (its stamp restored by hand with debugfs, a disk's silent corruption, a
    network file system whose server clock lags the client's by more than that window)."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[Stamp, str]] | None = None
        self._changed = False

    def _all(self) -> dict[str, tuple[Stamp, str]]:
        if self._entries is None:
            self._entries = load(_MEMO, _decode_memo) or {}
        return self._entries

    def get(self, path: str, info: os.stat_result) -> str | None:
        """The remembered hash of ``path`` if its stamp is still ``info``'s."""
        known = self._all().get(path)
        return known[1] if known is not None and known[0] == file_stamp(info) else None

    def put(self, path: str, info: os.stat_result, digest: str, since: int) -> None:
        """Remember ``digest`` for the content ``path`` had when stat'd (``info``, taken after
        ``since``); nothing is remembered for a file changed too recently to be sure of."""
        if max(info.st_mtime_ns, info.st_ctime_ns) > since - racy_window(info):
            return
        entries = self._all()
        entry = (file_stamp(info), digest)
        if entries.get(path) != entry:
            entries.pop(path, None)
            entries[path] = entry
            self._changed = True

    def save(self) -> None:
        """Write what was learnt (nothing when nothing was)."""
        if not self._changed or self._entries is None:
            return
        import marshal

        kept = list(self._entries.items())[-MEMO_SIZE:]
        write(_MEMO, marshal.dumps((_MEMO_FORMAT, kept)))
        self._changed = False


def _decode_memo(data: bytes) -> dict[str, tuple[Stamp, str]]:
    import marshal

    fmt, rows = marshal.loads(data)
    if fmt != _MEMO_FORMAT or not isinstance(rows, list):
        raise ValueError("not a hash memo")
    entries: dict[str, tuple[Stamp, str]] = {}
    for path, (stamp, digest) in rows:
        if not (
            isinstance(path, str)
            and isinstance(digest, str)
            and isinstance(stamp, tuple)
            and len(stamp) == 5
            and all(type(n) is int for n in stamp)
        ):
            raise ValueError("not a hash memo")
        entries[path] = (stamp, digest)
    return entries


def checked_in_place(name: str) -> tuple[Path, int] | None:
    """The path of entry ``name`` and the length of its data, for a reader that uses the file
    where it is (a large SQLite database, opened read-only), or None when it is missing, not a
    regular file or damaged (a damaged entry is removed).

    Its checksum is worked out in chunks (memory stays flat), then remembered with the file's
    stamp in the hash memo as for texts: while the stamp holds, the entry is taken as checked
    without reading it again; any write to it (a new ctime, a new inode) has it checked anew."""
    root = cache_dir()
    if root is None:
        return None
    path = root / name
    since = clock_ns()
    fd = _open_nonblocking(path)
    if fd is None:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not _TAIL <= info.st_size <= MAX_ENTRY:
            _damaged(name, info)
            return None
        cut = info.st_size - _TAIL
        with os.fdopen(fd, "rb", closefd=False) as handle:
            handle.seek(cut)
            recorded = _checksum(handle.read(_TAIL), cut)
            if recorded is None:
                _damaged(name, info)
                return None
            crc = f"crc32:{recorded:08x}"
            memo = HashMemo()
            where = os.path.abspath(path)
            if memo.get(where, info) != crc:
                handle.seek(0)
                running, left = 0, cut
                while left:
                    chunk = handle.read(min(left, 1 << 20))
                    if not chunk:
                        break
                    running = zlib.crc32(chunk, running)
                    left -= len(chunk)
                if left or f"crc32:{running:08x}" != crc:
                    _damaged(name, info)
                    return None
                memo.put(where, info, crc, since)
                memo.save()
    except (OSError, MemoryError):
        return None
    finally:
        os.close(fd)
    return path, cut


def _damaged(name: str, info: os.stat_result) -> None:
    """Remove a damaged entry (a FIFO or folder in its place is left alone, as by ``read``)."""
    if stat.S_ISREG(info.st_mode):
        discard(name)
