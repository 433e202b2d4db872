"""Where the bundled data lives: inside the installed package, or at the top of a source checkout."""

from __future__ import annotations

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
