"""Encoded rules: each engine function that implements a clause names the clause ids it implements.

    @rule("berserk", "514.6")
    def flyer_defends_auxiliary(...): ...

The registry is what ``judge lint`` sweeps (every cited id must exist in the loaded rulebook), what
``judge diff`` and the stale check use to tie a clause edit to the code that rests on it, and what
``judge coverage`` counts. A verdict's cites are the clauses of the rules that actually fired.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

#: the engine module of each game, imported on demand
GAME_MODULES = {
    "berserk": "judge.games.berserk.rules",
    "berserk-heroes": "judge.games.heroes.rules",
    "hkk": "judge.games.hkk.rules",
}


@dataclass(frozen=True, slots=True)
class Rule:
    """One encoded rule: where it is in the code and the clauses it implements."""

    name: str
    game: str
    cites: tuple[str, ...]
    file: str
    line: int
    doc: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


RULES: list[Rule] = []
_ROOT = Path(__file__).resolve().parents[2]


def _shown(filename: str) -> str:
    """``judge/games/berserk.py`` rather than an absolute path inside site-packages."""
    try:
        return Path(filename).resolve().relative_to(_ROOT).as_posix()
    except ValueError:
        return filename


def rule(game: str, *cites: str) -> Callable[[F], F]:
    """Register the decorated function as the encoding of ``cites`` (clause ids) in ``game``."""
    if not cites:
        raise ValueError("an encoded rule must cite at least one clause")

    def register(fn: F) -> F:
        code = fn.__code__
        entry = Rule(
            name=f"{fn.__module__}.{fn.__qualname__}",
            game=game,
            cites=tuple(cites),
            file=_shown(code.co_filename),
            line=code.co_firstlineno,
            doc=(fn.__doc__ or "").strip(),
        )
        RULES.append(entry)
        fn.rule = entry  # type: ignore[attr-defined]
        return fn

    return register


def all_rules() -> list[Rule]:
    """Every encoded rule of every game (imports each engine module once)."""
    from judge import games

    for game in games.all_games():
        game.engine()
    return list(RULES)
