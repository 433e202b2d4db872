"""Where things are: the bundled data, the rulebook paths of ``$JUDGE_RULEBOOK``, the cache folder.

The command line, the library and the pytest plugin all read the environment through here, so they
agree: ``load()`` with no paths means ``$JUDGE_RULEBOOK`` when it is set, else the bundled rulebook.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data(name: str) -> Path:
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name  # a source checkout or an editable install


def package_dir() -> Path:
    """The installed ``judge`` package folder."""
    return _PACKAGE


def bundled_rulebook() -> Path:
    """The bundled ``rulebook/`` folder (one folder per game, each with a book.yaml)."""
    return _data("rulebook")


def bundled_scenarios() -> Path:
    """The bundled ``scenarios/`` folder (the FAQ and regression suite, grouped by game)."""
    return _data("scenarios")


def rulebook_paths(explicit: Sequence[str | Path] | None = None) -> list[Path] | None:
    """The rulebook paths to load: ``explicit`` when given, else ``$JUDGE_RULEBOOK`` (paths joined
    by the platform's path separator), else None — the bundled rulebook."""
    if explicit:
        return [Path(p) for p in explicit]
    env = os.environ.get("JUDGE_RULEBOOK")
    if env:
        found = [Path(p) for p in env.split(os.pathsep) if p]
        return found or None
    return None


def cache_dir() -> Path | None:
    """``$JUDGE_CACHE_DIR``, else ``$XDG_CACHE_HOME/judge``, else ``~/.cache/judge``; an empty
    ``JUDGE_CACHE_DIR`` turns caching off. A relative ``XDG_CACHE_HOME`` is ignored (as the XDG
    spec says); with no absolute home either (``HOME`` empty or relative), caching is off rather
    than scattered over whatever the working folder is; and a home folder that does not exist
    (``HOME=/nonexistent``, a service account's) is not created: caching is off."""
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit is not None:
        return Path(explicit) if explicit else None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "judge"
    home = _home()
    return None if home is None else Path(home) / ".cache" / "judge"


def _home() -> str | None:
    """``$HOME`` (else the password database's home) when it is an absolute path to a folder
    that exists, else None."""
    home = os.environ.get("HOME")
    if home is None:
        home = os.path.expanduser("~")
    if not os.path.isabs(home) or not os.path.isdir(home):
        return None
    return home


def cache_dir_origin() -> str:
    """Where ``cache_dir`` took the folder from (or why caching is off), as a user would set
    it."""
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit is not None:
        return "$JUDGE_CACHE_DIR" if explicit else "JUDGE_CACHE_DIR is empty"
    if os.path.isabs(os.environ.get("XDG_CACHE_HOME", "")):
        return "$XDG_CACHE_HOME/judge"
    return "~/.cache/judge" if cache_dir() is not None else "no home folder (absolute, existing)"


def installed() -> bool:
    """Whether this is an installed copy of the package (a wheel: the data shipped inside it),
    not a source checkout or an editable install — its files are not the user's to edit."""
    return (_PACKAGE / "_data").is_dir() or any(
        part in ("site-packages", "dist-packages") for part in _PACKAGE.parts
    )


def shown(path: str | Path) -> str:
    """A path as a user reads it: bundled files as ``scenarios/…`` / ``rulebook/…`` (wherever
    pip put them), the package's own files as ``judge/…``, else relative to the working folder
    when under it, else as given."""
    text = os.path.abspath(path)
    for base, prefix in _display_bases():
        if base != os.sep and text.startswith(base):
            return prefix + text[len(base) :]
    return str(path)


@functools.cache
def _display_bases() -> tuple[tuple[str, str], ...]:
    # the bundled data first (inside the package when installed), then the package, then the
    # working folder: from a project with .venv inside, a bundled file is still scenarios/…
    return (
        (os.path.join(os.path.abspath(bundled_scenarios()), ""), "scenarios" + os.sep),
        (os.path.join(os.path.abspath(bundled_rulebook()), ""), "rulebook" + os.sep),
        (os.path.join(str(_PACKAGE), ""), "judge" + os.sep),
        (os.path.join(os.getcwd(), ""), ""),
    )


def locate(path: str | Path) -> Path:
    """A path as typed: itself when it exists, else a bundled file or folder by its shown name
    (``scenarios/berserk/x.yaml``, ``rulebook/hkk``), else itself (for the caller's error)."""
    given = Path(path)
    if given.exists() or given.is_absolute() or not given.parts:
        return given
    head, rest = given.parts[0], given.parts[1:]
    bases = {"scenarios": bundled_scenarios, "rulebook": bundled_rulebook}
    if head in bases:
        bundled = bases[head]().joinpath(*rest)
        if bundled.exists():
            return bundled
    return given


def clone_rulebook_differs(folder: str | Path = "rulebook") -> Path | None:
    """``folder`` (default ``./rulebook``) when the working folder is a clone of this project
    whose rulebook differs from the installed package's copy, which the commands read instead
    (an install that is not editable); else None."""
    clone = Path(folder)
    if not installed() or not (clone.parent / "judge" / "__init__.py").is_file():
        return None
    if not clone.is_dir():
        return None
    bundled = bundled_rulebook()

    def files(root: Path) -> dict[str, bytes]:
        return {
            p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts
        }

    try:
        return None if files(clone) == files(bundled) else clone
    except OSError:
        return None
