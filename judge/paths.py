"""Where the bundled data lives: in the installed package, or at the top of a source checkout."""

from __future__ import annotations

import functools
import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data(name: str) -> Path:
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name  # a source checkout or an editable install


def bundled_rulebook() -> Path:
    """The bundled ``rulebook/`` folder (one folder per game, each with a book.yaml)."""
    return _data("rulebook")


def bundled_scenarios() -> Path:
    """The bundled ``scenarios/`` folder (the FAQ and regression suite, grouped by game)."""
    return _data("scenarios")


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
