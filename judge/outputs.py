"""Writing files: a file is replaced whole or not at all.

    replace_atomically(path, data) -> bool     a new file beside ``path``, renamed over it

The primitive under every file judge writes: the cache's entries (``judge.cache``) and the
files a user names (a saved scenario, a JUnit report, the games' fingerprints). The bytes go to a
new file beside the target, created exclusively, which is renamed over the target once complete:
a reader sees the old file or the new one, never a part; a failure (a full disk, a killed
process) leaves the old file as it was and no temporary behind.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


def replace_atomically(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` through a temporary file and a rename; False when it cannot.
    An existing file keeps its mode; a new one gets the usual mode for the umask (the kernel
    applies it when the temporary file is created: no process-wide umask is changed)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
        except OSError:
            mode = None
        fd, tmp = _temporary(path, 0o666 if mode is None else 0o600)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            if mode is not None:
                os.chmod(tmp, mode)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


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
        tmp = os.path.join(path.parent, f".{path.name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, mode), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")
