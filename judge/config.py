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
    than scattered over whatever the working folder is."""
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit is not None:
        return Path(explicit) if explicit else None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "judge"
    home = os.environ.get("HOME")
    if home is None:
        home = os.path.expanduser("~")  # the password database's
    if not os.path.isabs(home):
        return None
    return Path(home) / ".cache" / "judge"


def shown(path: str | Path) -> str:
    """A path as a user reads it: relative to the working folder when under it, else bundled
    files as ``scenarios/…`` / ``rulebook/…``, else as given."""
    text = os.path.abspath(path)
    for base, prefix in _display_bases():
        if base != os.sep and text.startswith(base):
            return prefix + text[len(base) :]
    return str(path)


@functools.cache
def _display_bases() -> tuple[tuple[str, str], ...]:
    return (
        (os.path.join(os.getcwd(), ""), ""),
        (os.path.join(os.path.abspath(bundled_scenarios()), ""), "scenarios" + os.sep),
        (os.path.join(os.path.abspath(bundled_rulebook()), ""), "rulebook" + os.sep),
        (os.path.join(str(_PACKAGE), ""), "judge" + os.sep),
    )
