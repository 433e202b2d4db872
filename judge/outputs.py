"""Writing files: a file is replaced whole or not at all, and a path the user names is written
where it leads, never replaced by something else.

    replace_atomically(path, data) -> bool     a new file beside ``path``, renamed over it (the
                                               cache's entries: False when it cannot)
    write_file(path, data, what)               a file the user named: ``--save``, ``--junit``,
                                               ``fingerprint --update``'s record file
    write_inside(root, relative, data, what)   a file under a folder the user named, never
                                               through a link leading out of it (``export``)
    locked(paths)                              read-modify-write of files under a lock

Under every one: the bytes go to a new file beside the target, created exclusively, which is
renamed over the target once complete: a reader sees the old file or the new one, never a part;
a failure (a full disk, a killed process) leaves the old file as it was and no temporary behind.

What a user-named path is decides how it is written:

- a regular file (or nothing yet): replaced atomically, keeping its mode and owner; its missing
  folders are created;
- a symbolic link: followed to its target, which is written as above; the link stays a link;
- a character device or a FIFO (``/dev/null``, ``/dev/stdout``, ``<(…)``) or a path through a
  process's descriptors (``/proc/self/fd/1``): written in place, as a shell's ``>`` would; a
  FIFO nobody reads is refused rather than waited on;
- a folder, a socket or a block device: refused, naming it (``OutputError``).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from judge.errors import OutputError


def replace_atomically(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` through a temporary file and a rename; False when it cannot.
    An existing file keeps its mode; a new one gets the usual mode for the umask (the kernel
    applies it when the temporary file is created: no process-wide umask is changed)."""
    try:
        _replace(path, data, durable=False)
    except OSError:
        return False
    return True


def write_file(path: Path, data: bytes, what: str) -> None:
    """Write a file the user named (``what``: the option that named it, for messages), as the
    module docstring says; ``OutputError`` names the path and why when it cannot."""
    try:
        info: os.stat_result | None = os.stat(path)  # links followed
    except FileNotFoundError:
        info = None  # nothing there yet, or a link to nothing: its target is created
    except OSError as exc:
        raise _cannot(what, path, exc) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode):
            return _write_in_place(path, data, what, fifo=stat.S_ISFIFO(info.st_mode))
        raise OutputError(f"{what}: '{path}' is {_kind(info.st_mode)}, not a file to write")
    if _through_descriptor(path):
        return _write_in_place(path, data, what, fifo=False)
    target = Path(os.path.realpath(path))  # the link's target, never the link
    try:
        _replace(target, data, durable=True)
    except OSError as exc:
        raise _cannot(what, path, exc) from None


def write_inside(root: Path, relative: str, data: bytes, what: str) -> None:
    """Write ``root/relative`` (``relative``: a ``/``-separated path) as ``write_file`` writes a
    regular file, refusing anything that is not a regular file or a missing one, and any link
    on the way that leads out of ``root`` (itself followed when it is a link)."""
    base = os.path.realpath(root)
    path = Path(root, *relative.split("/"))
    target = os.path.realpath(path)
    if os.path.commonpath([base, target]) != base:
        raise OutputError(
            f"{what}: '{path}' is a link to '{target}', outside '{root}': not written through"
        )
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise _cannot(what, path, exc) from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise OutputError(f"{what}: '{path}' is {_kind(info.st_mode)}, not a file to write")
    try:
        _replace(Path(target), data, durable=False)  # (many files: whole, not each synced)
    except OSError as exc:
        raise _cannot(what, path, exc) from None


class locked:  # noqa: N801 - used as a function: ``with locked(paths):``
    """An exclusive lock on the folders of ``paths`` for the block (``flock`` on each folder,
    taken in one order, so that two writers never wait on each other): a read-modify-write of
    files there by two processes at once happens one after the other. The lock lives on the
    folder, not the file, because the file is replaced (renamed over) by each write. Where
    ``fcntl`` is missing (Windows) the block runs unlocked."""

    __slots__ = ("_folders", "_held")

    def __init__(self, paths: Iterable[Path]) -> None:
        self._folders = sorted({os.path.realpath(Path(p).parent) for p in paths})
        self._held: list[int] = []

    def __enter__(self) -> None:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX
            return
        for folder in self._folders:
            try:
                fd = os.open(folder, os.O_RDONLY)
            except OSError:
                continue  # a folder that does not exist yet: nobody else writes there either
            self._held.append(fd)
            fcntl.flock(fd, fcntl.LOCK_EX)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        for fd in reversed(self._held):
            os.close(fd)  # (closing the last descriptor releases the lock)
        self._held.clear()


# ------------------------------------------------------------------------------ the machinery


def _replace(path: Path, data: bytes, *, durable: bool) -> None:
    """``data`` into a new file beside ``path``, then renamed over it (``OSError`` when it
    cannot: the temporary file is removed, the old file untouched). An existing file's mode is
    kept, and its owner when this process may give it (root writing a user's file); with
    ``durable`` the data reach the disk before the rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        old: os.stat_result | None = os.stat(path)
    except OSError:
        old = None
    fd, tmp = _temporary(path, 0o666 if old is None else 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        if old is not None:
            os.chmod(tmp, stat.S_IMODE(old.st_mode))
            _keep_owner(tmp, old)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def _keep_owner(tmp: str, old: os.stat_result) -> None:
    """Give the new file the old one's owner and group when they differ and this process may
    (best effort: an ordinary user cannot, and then owns the file it wrote)."""
    chown = getattr(os, "chown", None)
    if chown is None:  # pragma: no cover - not POSIX
        return
    mine = os.stat(tmp)
    if (mine.st_uid, mine.st_gid) != (old.st_uid, old.st_gid):
        with contextlib.suppress(OSError):
            chown(tmp, old.st_uid, old.st_gid)


def _write_in_place(path: Path, data: bytes, what: str, *, fifo: bool) -> None:
    """Write into a device, FIFO or descriptor as it is (nothing created, nothing renamed). A
    FIFO is opened without waiting: when nobody reads it, that is an error, not a hang."""
    flags = os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    if not fifo:
        flags |= os.O_TRUNC if _regular_behind(path) else 0
    try:
        fd = os.open(path, flags | (os.O_NONBLOCK if fifo else 0))
    except OSError as exc:
        if fifo and exc.errno == 6:  # ENXIO: no reader
            raise OutputError(f"{what}: '{path}' is a FIFO nobody reads: nothing written") from None
        raise _cannot(what, path, exc) from None
    try:
        if fifo:
            os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    except OSError as exc:
        raise _cannot(what, path, exc) from None
    finally:
        os.close(fd)


def _through_descriptor(path: Path) -> bool:
    """Whether ``path`` reaches its file through a process's descriptors (``/dev/stdout``,
    ``/dev/fd/1``, ``/proc/self/fd/1``): what is behind it is written in place, for the link is
    the descriptor, not a name of the file."""
    seen = 0
    current = os.path.abspath(path)
    while seen < 40:
        if current.startswith(("/proc/", "/dev/fd/")):
            return True
        try:
            link = os.readlink(current)
        except OSError:
            return False
        current = os.path.normpath(os.path.join(os.path.dirname(current), link))
        seen += 1
    return False


def _regular_behind(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISFIFO, "a FIFO"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def _cannot(what: str, path: Path, exc: OSError) -> OutputError:
    return OutputError(f"{what}: cannot write '{path}': {exc.strerror or exc}")


def _temporary(path: Path, mode: int) -> tuple[int, str]:
    """A new file beside ``path`` (``.NAME.XXXX.tmp``, created exclusively, never through a
    link), open for writing: its descriptor and path. Without ``tempfile``, whose import costs a
    command start-up more than the write itself."""
    flags = (
        os.O_WRONLY
        | os.O_CREAT
        | os.O_EXCL
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_BINARY", 0)
    )
    for _ in range(100):
        tmp = os.path.join(path.parent, f".{_short(path.name)}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, mode), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def _short(name: str) -> str:
    """A file's name, cut short when long: the temporary beside a file of the longest name a
    folder allows must be a valid name too."""
    return name if len(os.fsencode(name)) <= 200 else name[:40]
