"""An on-disk cache of derived data keyed by content hash. Writes are atomic; a cache that cannot
be read or written only costs speed, never correctness."""

from __future__ import annotations

import os
from pathlib import Path

from judge.config import cache_dir


def atomic_write(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` via a temporary file and a rename; False when it cannot."""
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return False
    return True


def read(name: str) -> bytes | None:
    """The cached bytes stored under ``name``, or None."""
    root = cache_dir()
    if root is None:
        return None
    try:
        return (root / name).read_bytes()
    except OSError:
        return None


def write(name: str, data: bytes) -> bool:
    root = cache_dir()
    return root is not None and atomic_write(root / name, data)
