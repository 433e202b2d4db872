"""Encoded rules: each engine function that implements a clause names the clause ids it implements.

    @rule("berserk", "514.6")
    def flyer_defends_auxiliary(...): ...

The registry is what ``judge lint`` sweeps (every cited id must exist in the loaded rulebook), what
``judge diff`` and the stale check use to tie a clause edit to the code that rests on it, and what
``judge coverage`` counts. A verdict's cites are the clauses of the rules that actually fired.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Rule(NamedTuple):
    """One encoded rule: where it is in the code and the clauses it implements. (A named tuple,
    not a dataclass: ``judge ask`` imports the registry, and dataclasses cost start-up.)"""

    name: str
    game: str
    cites: tuple[str, ...]
    file: str
    line: int
    doc: str
    #: the ids of the assumptions (not clauses) the rule's reading rests on
    assumes: tuple[str, ...] = ()

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


class Assumption(NamedTuple):
    """A reading the engine relies on that no loaded clause states: like a rule, named and
    listed in every verdict resting on it, but marked as an assumption, with its source (the
    scenario format, a card-game convention) and its wording (language → text)."""

    id: str
    game: str
    source: str
    text: Mapping[str, str]
    file: str = ""
    line: int = 0

    def wording(self, lang: str) -> str:
        return self.text.get(lang) or self.text.get("en") or self.id


#: where each assumption comes from
SOURCES = ("scenario format", "card-game convention")

RULES: list[Rule] = []
ASSUMPTIONS: dict[tuple[str, str], Assumption] = {}
_ROOT = Path(__file__).resolve().parents[2]


def _shown(filename: str) -> str:
    """``judge/games/berserk.py`` rather than an absolute path inside site-packages."""
    try:
        return Path(filename).resolve().relative_to(_ROOT).as_posix()
    except ValueError:
        return filename


def assumption(game: str, id: str, *, source: str, text: Mapping[str, str]) -> Assumption:
    """Declare (and register) an assumption of ``game``'s engine; ``source`` is one of
    ``SOURCES``, ``text`` its wording per language."""
    if source not in SOURCES:
        raise ValueError(f"an assumption's source is one of {', '.join(SOURCES)}")
    caller = sys._getframe(1)
    entry = Assumption(
        id, game, source, dict(text), _shown(caller.f_code.co_filename), caller.f_lineno
    )
    ASSUMPTIONS[(game, id)] = entry
    return entry


def find_assumption(game: str, id: str) -> Assumption | None:
    """The assumption ``id`` of ``game`` (its engine module imported already)."""
    return ASSUMPTIONS.get((game, id))


def rule(game: str, *cites: str, assumes: tuple[Assumption, ...] = ()) -> Callable[[F], F]:
    """Register the decorated function as the encoding of ``cites`` (clause ids) in ``game``;
    ``assumes``: the assumptions its reading rests on (listed in every verdict it decides)."""
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
            assumes=tuple(a.id for a in assumes),
        )
        RULES.append(entry)
        fn.rule = entry  # type: ignore[attr-defined]
        return fn

    return register


def cites_of(fn: Callable[..., Any]) -> tuple[str, ...]:
    """The clauses an encoded rule implements (for a reason that refers the reader to them)."""
    found: Rule = fn.rule  # type: ignore[attr-defined]
    return found.cites


def all_rules() -> list[Rule]:
    """Every encoded rule of every game (imports each engine module once)."""
    from judge import games

    for game in games.all_games():
        game.engine()
    return list(RULES)


def all_assumptions() -> list[Assumption]:
    """Every declared assumption of every game (imports each engine module once), by game in
    the registry's order, then in the order declared."""
    from judge import games

    all_rules()
    order = {game: index for index, game in enumerate(games.game_ids())}
    return sorted(
        ASSUMPTIONS.values(), key=lambda a: (order.get(a.game, len(order)), a.file, a.line)
    )
