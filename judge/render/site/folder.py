"""The site's output folder: built aside, swapped in at the end, nothing else touched.

    with SiteFolder(out) as folder:      # lock OUT, a fresh build folder beside it
        ...write into folder.build...
        folder.commit()                  # move the build in, delete what the last build wrote

A build writes into a new folder beside OUT (inside OUT when its parent is not writable), so a
build that fails or is killed leaves the earlier site as it was. At the end the files are moved
in one by one (renames, no copies), then the files the *previous* build wrote and this one did
not are deleted: the previous build's list (``MANIFEST``, written first as the union of both
builds and last as this build's alone, so an interrupted swap is finished by the next build).
Anything else in OUT (a ``CNAME``, ``.git``, notes, files inside the site's folders) stays, and
a file of OUT in the way of one the build writes is refused, not overwritten. A symbolic link
inside OUT on a path the build writes or deletes is refused: the site never writes through one.

One build at a time: a second build into the same OUT while one runs is refused (an advisory
lock on ``OUT/.judge-site.lock``, released by the kernel when the process dies, so a killed
build never blocks the next). Every fault of the file system (read-only, full, a folder in the
way) is a ``UsageError`` naming the path: one line, exit 2.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import stat
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from judge.errors import UsageError
from judge.outputs import replace_atomically

#: the list of files the last build wrote (a dotfile: not served, not precached)
MANIFEST = ".judge-site.json"
LOCK = ".judge-site.lock"
#: the prefix of a build folder beside OUT (``.NAME.judge-build-XXXX``)
BUILDING = ".judge-build-"


def fault(path: Path, error: OSError | str) -> UsageError:
    """A file-system fault as the one-line error of the command."""
    what = error if isinstance(error, str) else (error.strerror or str(error))
    return UsageError(f"OUT_DIR: cannot write the site here: {what}", path=str(path))


class SiteFolder:
    """OUT, locked for one build, with the folder the build writes into (``build``)."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.build = out  # set on enter
        self.earlier: list[str] = []
        self._lock: IO[bytes] | None = None

    # -- entering: the folder checked, locked, the earlier build's list read

    def __enter__(self) -> SiteFolder:
        out = self.out
        if out.is_symlink() and out.resolve().is_dir():
            out = self.out = out.resolve()  # OUT itself may be a link to a folder
        if out.exists() and not out.is_dir():
            raise UsageError("OUT_DIR: not a folder", path=str(out))
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise fault(out, error) from None
        self._lock = self._acquire()
        try:
            self.earlier = self._earlier()
            self.build = self._build_folder()
        except BaseException:
            self._release()
            raise
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        with contextlib.suppress(OSError):
            if self.build != self.out and self.build.exists():
                shutil.rmtree(self.build)
        self._release()

    def _acquire(self) -> IO[bytes]:
        path = self.out / LOCK
        try:
            handle = open(path, "ab")  # noqa: SIM115 — held until the build ends
        except OSError as error:
            raise fault(self.out, error) from None
        try:
            _lock(handle)
        except BlockingIOError:
            handle.close()
            raise UsageError(
                "OUT_DIR: another 'judge site' is writing this folder now; wait for it to end",
                path=str(self.out),
            ) from None
        except OSError:
            pass  # a file system without locks: build unlocked
        return handle

    def _release(self) -> None:
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def _earlier(self) -> list[str]:
        """The files the previous build wrote; a folder holding other things and no earlier
        site is refused (a folder of the user's is not taken over)."""
        manifest = self.out / MANIFEST
        if manifest.is_file() and not manifest.is_symlink():
            try:
                data = json.loads(manifest.read_text(encoding="utf-8"))
                files = data["files"]
                if isinstance(files, list) and all(isinstance(f, str) for f in files):
                    return [f for f in files if _inside(f)]
            except (OSError, ValueError, KeyError, TypeError):
                pass
            raise UsageError(
                f"OUT_DIR/{MANIFEST}: not the list an earlier build wrote; remove it",
                path=str(self.out),
            )
        others = [p for p in self.out.iterdir() if p.name not in (LOCK, MANIFEST)]
        others = [p for p in others if not p.name.startswith(BUILDING)]
        if (self.out / "site.json").is_file():
            return _legacy(self.out, others)
        if others:
            raise UsageError(
                "OUT_DIR: the folder is not empty and holds no earlier site (no "
                f"{MANIFEST}); choose an empty or new folder",
                path=str(self.out),
            )
        return []

    def _build_folder(self) -> Path:
        """A new folder beside OUT (same file system: the swap is renames), else inside it;
        the folders of builds that were killed are removed first (the lock is held)."""
        import tempfile

        for parent, prefix in (
            (self.out.parent, f".{self.out.name}{BUILDING}"),
            (self.out, BUILDING),
        ):
            with contextlib.suppress(OSError):
                for old in parent.glob(prefix + "*"):
                    if old.is_dir() and not old.is_symlink():
                        shutil.rmtree(old, ignore_errors=True)

        for parent, prefix in (
            (self.out.parent, f".{self.out.name}{BUILDING}"),
            (self.out, BUILDING),
        ):
            try:
                return Path(tempfile.mkdtemp(prefix=prefix, dir=parent))
            except OSError as error:
                last = error
        raise fault(self.out, last)

    # -- committing: the build moved in, the earlier build's leftovers deleted

    def commit(self, files: list[str]) -> None:
        """Move ``files`` (paths relative to the build folder) into OUT and delete the files
        the previous build wrote that this one did not."""
        out = self.out
        new = set(files)
        for name in files:
            self._check_way(name, new_file=True)
        stale = [f for f in self.earlier if f not in new]
        for name in stale:
            self._check_way(name, new_file=False)
        try:
            self._write_manifest(sorted(new | set(self.earlier)))
            for name in files:
                target = out / name
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(self.build / name, target)
            for name in stale:
                with contextlib.suppress(FileNotFoundError):
                    (out / name).unlink()
            _prune(out, {str(Path(f).parent) for f in stale})
            self._write_manifest(sorted(new))
        except OSError as error:
            raise fault(out, error) from None

    def _check_way(self, name: str, *, new_file: bool) -> None:
        """A path of OUT the build writes or deletes: no link on the way, and (for a new
        file) nothing there the previous build did not write."""
        path = self.out
        parts = Path(name).parts
        for depth, part in enumerate(parts):
            path = path / part
            try:
                info = path.lstat()
            except FileNotFoundError:
                return
            except OSError as error:
                raise fault(path, error) from None
            if stat.S_ISLNK(info.st_mode):
                raise UsageError(
                    "a symbolic link where the site writes; the site writes real files and "
                    "folders only: remove the link or choose another OUT_DIR",
                    path=str(path),
                )
            last = depth == len(parts) - 1
            if not last and not stat.S_ISDIR(info.st_mode):
                raise UsageError("a file where the site needs a folder", path=str(path))
            if last and new_file and (stat.S_ISDIR(info.st_mode) or name not in self.earlier):
                raise UsageError(
                    "in the way of a page of the site and not written by an earlier build: "
                    "move it or choose another OUT_DIR",
                    path=str(path),
                )

    def _write_manifest(self, files: list[str]) -> None:
        text = json.dumps({"files": files}, ensure_ascii=False, separators=(",", ":"))
        if not replace_atomically(self.out / MANIFEST, (text + "\n").encode("utf-8")):
            raise fault(self.out / MANIFEST, "the list of the site's files could not be written")


def written(folder: Path) -> list[str]:
    """Every file under ``folder``, relative, sorted (the build's own folder: only its files)."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


#: what a build of judge 0.x (before the list of files) wrote at the top of OUT
_LEGACY = ("index.html", "site.json", "sw.js", "manifest.webmanifest", "static", "pagefind")


def _legacy(out: Path, entries: list[Path]) -> list[str]:
    """The files of a site an earlier judge wrote without a list (``site.json`` and no
    ``MANIFEST``): its own top-level names and the game folders (with an ``ids.json``)."""
    files: list[str] = []
    for entry in entries:
        if entry.is_symlink():
            continue
        if entry.is_file() and entry.name in _LEGACY:
            files.append(entry.name)
        elif entry.is_dir() and (entry.name in _LEGACY or (entry / "ids.json").is_file()):
            files += [f"{entry.name}/{name}" for name in written(entry)]
    return files


def _inside(name: str) -> bool:
    parts = Path(name).parts
    return bool(parts) and not Path(name).is_absolute() and ".." not in parts


def _prune(out: Path, folders: set[str]) -> None:
    """Remove the folders (and their parents inside OUT) that the deletion left empty."""
    for folder in sorted(folders, key=lambda f: -len(Path(f).parts)):
        path = out / folder
        while path != out and path.is_dir() and not path.is_symlink():
            try:
                path.rmdir()
            except OSError:
                break
            path = path.parent


def _lock(handle: IO[Any]) -> None:
    """An exclusive advisory lock on an open file, without waiting (BlockingIOError when held)."""
    import sys

    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as error:
            raise BlockingIOError(str(error)) from None
        return
    import fcntl

    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
