"""Finding scenario files: the paths given, folders walked for ``*.yaml``/``*.yml`` (any letter
case), in a stable order.

    iter_scenario_files(paths, notes, faults) -> [Path]

A folder is walked whole: linked folders are followed (a folder met twice — a link back to an
ancestor, two links to one folder — is walked once), hidden files and folders are left out. What
cannot be used is never passed over in silence: a FIFO, socket or broken link with a scenario's
name is skipped with a note (reading a FIFO would block the run); a folder that cannot be read,
a link that cannot be followed (a loop of links), and a scenario file or folder whose name is
not UTF-8 (it could not be shown, remembered or published as it is) are *faults*, which
``judge check`` reports as ERROR items (exit 2).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from judge.errors import UsageError

SUFFIXES = (".yaml", ".yml")


def iter_scenario_files(
    paths: Iterable[str | Path] | None = None,
    notes: list[str] | None = None,
    faults: list[tuple[Path, str]] | None = None,
) -> list[Path]:
    """The scenario files under ``paths`` (files as given, folders walked), in a stable order;
    default: the bundled suite. What in a folder is not a regular file is skipped with a note
    appended to ``notes``; what cannot be read or named is appended to ``faults`` as (path, what
    is wrong)."""
    from judge.config import shown
    from judge.inputs import is_regular, is_stream

    if paths is None or not list(paths := list(paths)):
        from judge.config import bundled_scenarios

        paths = [bundled_scenarios()]
    files: list[Path] = []
    for item in paths:
        item = Path(item)
        if item.is_dir():
            walk = _Walk()
            walk.folder(os.fspath(item))
            if notes is not None:
                notes += [f"{shown(file)}: not a regular file, skipped" for file in walk.skipped]
            if faults is not None:
                faults += walk.faults
            files += sorted(walk.found, key=path_order)
        elif is_regular(item) or is_stream(item):  # a FIFO named on purpose: <(cat x.yaml)
            files.append(item)
        elif item.exists():
            raise UsageError("not a file or folder that can be read", path=str(item))
        else:
            raise UsageError("no such file or folder", path=str(item))
    return files


class _Walk:
    """One folder walked: the scenario files found, what was skipped, what could not be read."""

    __slots__ = ("found", "skipped", "faults", "seen")

    def __init__(self) -> None:
        self.found: list[Path] = []
        self.skipped: list[Path] = []
        self.faults: list[tuple[Path, str]] = []
        #: the folders walked, by device and inode: a link back to one is not walked again
        self.seen: set[tuple[int, int]] = set()

    def folder(self, folder: str) -> None:
        """Walk ``folder``, telling regular files from the rest by the listing's file types
        rather than one ``stat`` per file."""
        try:
            info = os.stat(folder)
            if (info.st_dev, info.st_ino) in self.seen:
                return
            self.seen.add((info.st_dev, info.st_ino))
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as exc:
            self.faults.append((Path(folder), f"cannot read the folder: {exc.strerror or exc}"))
            return
        folders = []
        for entry in entries:
            name = entry.name
            if name.startswith("."):
                continue
            try:
                is_dir = entry.is_dir()  # links followed
            except OSError as exc:  # a link that cannot be followed (a loop of links…)
                if not name.lower().endswith(SUFFIXES):
                    self.faults.append((Path(folder, name), f"cannot read: {exc.strerror}"))
                    continue
                is_dir = False
            if not is_dir and not name.lower().endswith(SUFFIXES):
                continue
            if not _utf8(name):
                what = "folder" if is_dir else "file"
                self.faults.append(
                    (Path(folder, name), f"the {what} name is not valid UTF-8: rename it")
                )
            elif is_dir:
                folders.append(entry.name)
            else:
                self.file(Path(folder, name), entry)
        for name in folders:
            self.folder(os.path.join(folder, name))

    def file(self, path: Path, entry: os.DirEntry[str]) -> None:
        try:
            regular = entry.is_file()  # links followed
        except OSError:
            regular = False
        (self.found if regular else self.skipped).append(path)


def _utf8(name: str) -> bool:
    """Whether a name read from a folder is UTF-8 (Python keeps other bytes as surrogates)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def path_order(path: Path) -> Any:
    """What paths sort by: their parts (as ``Path`` compares them on POSIX systems, without a
    Python-level comparison per pair); elsewhere the paths themselves."""
    return path.parts if os.name == "posix" else path
