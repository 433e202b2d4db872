"""The games: one folder per game, each declaring itself once; every other module asks here.

A game is a package (``judge/games/berserk/`` and its siblings, or any installed package) whose
``__init__`` defines ``GAME``, a :class:`Game`: its id, the language of its rulebook, the attributes
of its cards, its ``ask`` kinds with their keys and answer keys (``judge.scenario.schema``), the
typed classes (named tuples, in its ``values.py``) its cards and kinds are read into (checked
against the declaration by ``judge.games.typed``), a check of what one card attribute says about
another, and the module of its encoded rules (``rules.py``: the ``@rule`` functions, ``ASKS`` —
one function per ``ask`` kind — and ``PHRASES``). The README's "Adding a game" lists every file a
game needs.

The bundled games are listed below; other packages add games through the ``judge.games``
entry-point group, naming the module that defines ``GAME``::

    [project.entry-points."judge.games"]
    my-game = "my_package.my_game"

Entry points are read only when a game id is not a bundled one, or when every game is asked for
(``all_games``), so the commands that need only the bundled games never pay for the scan; the
scan itself is cached while no folder on ``sys.path`` changes (``_installed_games``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from judge.scenario.schema import AskKind, Field

#: the bundled games: id → the module defining ``GAME``
BUNDLED: Mapping[str, str] = {
    "berserk": "judge.games.berserk",
    "berserk-heroes": "judge.games.heroes",
    "hkk": "judge.games.hkk",
}

ENTRY_POINT_GROUP = "judge.games"

#: ``check_card(name, values, present, cards)``: raise ``CardFault`` when one attribute of a card
#: contradicts another (or another card); may fill in defaults that depend on other attributes.
CardCheck = Callable[[str, dict[str, Any], frozenset[str], Mapping[str, Mapping[str, Any]]], None]


#: ``check_scenario(values, cards)``: raise ``CardFault`` (with a dotted key path) when a kind's
#: keys contradict the cards they name.
ScenarioCheck = Callable[[Mapping[str, Any], Mapping[str, Mapping[str, Any]]], None]


class Definition(NamedTuple):
    """A term a clause defines (``védekező lény`` — 34.7): the clause and its defining words,
    as the rulebook says them. The engine's rules and ``judge define`` read the same entry."""

    term: str
    clause: str
    wording: str


class CardFault(Exception):
    """A value that contradicts another: the key (path) at fault and what is wrong."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key
        self.message = message


#: the default of a declaration's mappings: empty, and read-only as the declaration is
_NONE: Mapping[str, Any] = MappingProxyType({})


class Game(NamedTuple):
    """One game, as the rest of the tool knows it. The declarations here are named tuples, not
    dataclasses: every command that reads a game imports this module, and generating
    dataclass methods (and importing ``dataclasses``) costs start-up."""

    id: str
    title: str
    #: the language of the game's rulebook (``ru``, ``hu``, ``en``): of reasons and of guesses
    language: str
    #: the attributes of a card (``side`` always among them)
    cards: Mapping[str, Field]
    #: the ``ask`` kinds: their own top-level keys and the answer keys ``expect`` may hold
    asks: Mapping[str, AskKind]
    #: the module holding the encoded rules, ``ASKS`` and ``PHRASES`` (imported when resolving)
    rules: str
    #: the typed class (a named tuple) a card is read into: ``name``, the attributes of
    #: ``cards`` (``-`` read as ``_``), ``line``, and an ``active`` property
    #: (``judge.scenario.values``; ``judge.games.typed`` checks it against ``cards``)
    card: type[Any]
    check_card: CardCheck | None = None
    check_scenario: ScenarioCheck | None = None
    #: the target name that means the inactive player, where a game has one (``player``)
    player: str | None = None
    #: the terms its rulebook defines: term → ``Definition`` (clause id, defining words)
    definitions: Mapping[str, Definition] = _NONE
    #: clauses no rule encodes, and why (``"513.1": "refers to 304, which is not loaded"``);
    #: ``judge coverage`` shows the reason, ``judge lint`` warns of a clause left without one
    not_encoded: Mapping[str, str] = _NONE
    #: the game's folder: its ``fingerprints.json`` (the clause texts its rules were written
    #: against), ``terms.yaml`` and ``situations.yaml`` live there
    folder: Path | None = None
    extra: Mapping[str, Any] = _NONE
    #: a bare rulebook text (no book.yaml, in no folder named for a game) in this game's
    #: language is read as this game's: the first bundled game that says so for the language
    #: (``berserk`` for Russian, ``hkk`` for Hungarian); any other game's texts name it
    reads_bare_texts: bool = False

    def engine(self) -> Any:
        """The rules module (``ASKS``, ``PHRASES``), imported on first use."""
        return importlib.import_module(self.rules)


class UnknownGameError(LookupError):
    """No bundled or installed game has this id."""


_LOADED: dict[str, Game] = {}
_PLUGINS: dict[str, str] | None = None


def _plugins() -> dict[str, str]:
    """Installed games: entry-point name → module (read once per process)."""
    global _PLUGINS
    if _PLUGINS is None:
        from judge import cache

        _PLUGINS = _installed_games()
        cache.plugins_loaded = bool(set(_PLUGINS) - set(BUNDLED))
    return _PLUGINS


def _installed_games() -> dict[str, str]:
    """The ``judge.games`` entry points, from the cache while no folder on ``sys.path`` has
    changed since they were scanned (importing ``importlib.metadata`` and scanning costs about
    15 ms). Installing, upgrading or removing a distribution adds or removes its ``.dist-info``
    folder, which changes its ``sys.path`` folder's modification time; an ``entry_points.txt``
    edited by hand in place is seen after ``judge.games.refresh`` or any reinstall."""
    import sys

    from judge import cache

    stamp = cache.stamp(entry or "." for entry in sys.path)
    found = cache.load_stamped(cache.GAMES, stamp)
    if not isinstance(found, dict):
        from importlib.metadata import entry_points

        found = {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
        cache.store_stamped(cache.GAMES, stamp, found)
    return found


def refresh() -> None:
    """Forget what was discovered (after installing a game plugin in the same process), here
    and in the cache."""
    global _PLUGINS
    from judge import cache

    _PLUGINS = None
    _LOADED.clear()
    cache.plugins_loaded = False
    cache.discard(cache.entry(cache.GAMES))


def is_game(game_id: str) -> bool:
    """Whether ``game_id`` names a bundled or installed game (cheap for bundled ids)."""
    return game_id in BUNDLED or game_id in _plugins()


def game_ids() -> tuple[str, ...]:
    """Every game id: the bundled ones, then the installed ones."""
    return tuple(dict.fromkeys([*BUNDLED, *_plugins()]))


def get(game_id: str) -> Game:
    """The declaration of one game; ``UnknownGameError`` when there is none."""
    found = _LOADED.get(game_id)
    if found is not None:
        return found
    module = BUNDLED.get(game_id) or _plugins().get(game_id)
    if module is None:
        raise UnknownGameError(game_id)
    declared = importlib.import_module(module).GAME
    if not isinstance(declared, Game) or declared.id != game_id:
        raise UnknownGameError(f"{module}.GAME does not declare the game '{game_id}'")
    _LOADED[game_id] = declared
    return declared


def all_games() -> list[Game]:
    """Every game's declaration."""
    return [get(g) for g in game_ids()]


def language_of(game_id: str, default: str = "en") -> str:
    """The language of a game's rulebook (``default`` for an unknown game)."""
    try:
        return get(game_id).language
    except UnknownGameError:
        return default


def guess_from_language(language: str) -> str | None:
    """The game a bare rulebook text in ``language`` is read as: the first bundled game that
    reads bare texts of its language (``Game.reads_bare_texts``), if any — never a game added
    later that happens to be written in it (its texts name it, in a book.yaml or by folder)."""
    for game_id in BUNDLED:
        game = get(game_id)
        if game.reads_bare_texts and game.language == language:
            return game_id
    return None


def folder_of(game: Game) -> Path | None:
    """The folder of a game's package (its declared ``folder``, else where its module is)."""
    if game.folder is not None:
        return game.folder
    import importlib.util

    module = BUNDLED.get(game.id) or _plugins().get(game.id)
    spec = importlib.util.find_spec(module) if module else None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))
