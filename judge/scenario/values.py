"""A scenario's values: the validated, frozen, typed form of a scenario file.

    Scenario(path, game, ask, cards, values, …)      cards: name → the game's typed card
    build(data) -> Scenario                           plain data (a file's mapping) → the values

Every game declares the typed classes its values are read into (``judge.games``): a named tuple
for its cards (``GAME.card``), one for each ``ask`` kind's own keys (``AskKind.record``) and one
for each mapping among them (``Field.record``: an attack, a turn, an ability…). Their fields are
the declared keys with ``-`` read as ``_`` (``closed-at`` → ``closed_at``), so that a misspelt
attribute in a game's rules is a type error; ``judge.games.typed`` checks each class against its
declaration. ``judge.scenario.load`` builds these values from a YAML file, ``build`` from plain
data (``judge ask``, tests): both through the constructors here.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from judge.scenario.schema import AskKind, Field

if TYPE_CHECKING:
    from judge.games import Game


class Card(Protocol):
    """What the typed card of every game has: its name, side and the line it is read from (0
    when it was built without a file)."""

    @property
    def name(self) -> str: ...

    @property
    def side(self) -> str: ...

    @property
    def line(self) -> int: ...

    @property
    def active(self) -> bool: ...


C = TypeVar("C", bound=Card)
V = TypeVar("V")

#: an empty mapping, read-only as the values holding it
_NONE: Mapping[str, Any] = MappingProxyType({})


class Expect(NamedTuple):
    """The expected answer keys (lists as name tuples, ``unknown`` as the string) and cites.

    ``cites`` is the exact set of the verdict's cites in format 2, the ids it must include in
    format 1 (``None`` when the file does not give it);
    ``cites_include`` the ids the verdict must cite at least; ``unchecked`` the answer keys (or
    ``cites``) the file deliberately leaves unchecked; ``lines`` the line of each key."""

    answer: Mapping[str, Any]
    cites: tuple[str, ...] | None = None
    line: int = 0
    cites_include: tuple[str, ...] | None = None
    unchecked: tuple[str, ...] = ()
    lines: Mapping[str, int] = _NONE
    #: format 2: ``cites`` is exact and every answer key must be given (or named unchecked);
    #: format 1: only the keys given are compared and ``cites`` must be among the verdict's
    exact: bool = True

    def line_of(self, key: str) -> int:
        """The line of an ``expect`` key (of ``expect`` itself when the key is not written)."""
        return self.lines.get(key, self.line)


class Scenario(NamedTuple, Generic[C, V]):
    """One validated scenario: the common keys, the cards (each its game's typed card), and the
    kind's own keys as its typed record in ``values`` (``scenario.values.attack``)."""

    path: Path
    game: str
    ask: str
    cards: Mapping[str, C]
    values: V
    title: str | None = None
    question: str | None = None
    #: the format version the file declares (``format:``; 1 when it declares none)
    format: int = 1
    expect: Expect | None = None

    def card(self, name: str | None) -> C | None:
        return self.cards.get(name) if name is not None else None


# --------------------------------------------------------------------------- building values


def attribute(key: str) -> str:
    """A declared key's attribute name in the typed classes: ``closed-at`` → ``closed_at``."""
    return key.replace("-", "_")


#: each declared table's attribute names, by the table's id
_ATTRIBUTES: dict[int, tuple[Mapping[str, Field], dict[str, str]]] = {}


def attributes(keys: Mapping[str, Field]) -> dict[str, str]:
    """Each key's attribute name, worked out once per declared table."""
    found = _ATTRIBUTES.get(id(keys))
    if found is None or found[0] is not keys:
        found = _ATTRIBUTES[id(keys)] = (keys, {k: attribute(k) for k in keys})
    return found[1]


def record(spec: Field, values: Mapping[str, Any], line: int = 0) -> Any:
    """A mapping's values (each declared key, defaults filled in) as the field's typed class."""
    assert spec.record is not None and spec.keys is not None
    names = attributes(spec.keys)
    return spec.record(line=line, **{names[k]: v for k, v in values.items()})


def card(game: Game, name: str, values: Mapping[str, Any], line: int = 0) -> Any:
    """A card's attributes (each declared one, defaults filled in) as the game's typed card."""
    names = attributes(game.cards)
    # (a key the game's check added is named as it is read)
    return game.card(
        name=name, line=line, **{names.get(k) or attribute(k): v for k, v in values.items()}
    )


def kind_values(kind: AskKind, values: Mapping[str, Any]) -> Any:
    """A kind's own keys (each declared one, defaults filled in) as its typed record."""
    names = attributes(kind.keys)
    return kind.record(**{names[k]: v for k, v in values.items()})


def default(spec: Field) -> Any:
    """The value of an optional key the file leaves out: a mapping of defaults for a mapping
    whose keys all have one, an empty list of attacks, else the declared default."""
    if spec.kind == "map" and spec.keys is not None:
        if any(f.required for f in spec.keys.values()):
            return None
        return record(spec, {k: default(f) for k, f in spec.keys.items()})
    if spec.kind == "attacks":
        return ()
    return spec.default


def entries(value: Any) -> dict[str, Any]:
    """A typed card's or record's entries under the format's key names (``closed_at`` →
    ``closed-at``), without the line it was read from."""
    return {
        attr.replace("_", "-"): item
        for attr, item in zip(value._fields, value, strict=True)
        if attr != "line"
    }


def build(data: Mapping[str, Any], path: Path | None = None) -> Scenario[Any, Any]:
    """The scenario ``load_scenario`` reads from a file holding ``data`` (mappings as
    mappings, lists of attacks as lists), built without YAML: defaults filled in as the loader
    fills them, the game's checks applied (``judge.games.CardFault`` when they fail) — each
    card's alone, as ``judge ask`` tries several kinds of card at once, on one cell if need be.
    ``data`` is trusted to hold declared keys and allowed values (``judge ask`` builds it from
    the declaration)."""
    from judge import games

    game = games.get(data["game"])
    kind = game.asks[data["ask"]]
    read: dict[str, dict[str, Any]] = {}
    cards: dict[str, Any] = {}
    for name, given in (data.get("cards") or {}).items():
        values = {key: given.get(key, spec.default) for key, spec in game.cards.items()}
        if game.check_card is not None:
            game.check_card(name, values, frozenset(given), {})
        read[name] = values
        cards[name] = card(game, name, values)
    values = {key: _built(spec, data.get(key)) for key, spec in kind.keys.items()}
    if game.check_scenario is not None:
        game.check_scenario(values, read)
    return Scenario(
        path=path if path is not None else Path("<question>"),
        game=game.id,
        ask=data["ask"],
        cards=MappingProxyType(cards),
        values=kind_values(kind, values),
        title=data.get("title"),
        question=data.get("question"),
        format=data.get("format", 1),
    )


def _built(spec: Field, raw: Any) -> Any:
    """One kind key's value from plain data (None: not given)."""
    if raw is None:
        return default(spec)
    if spec.kind in ("map", "attacks"):
        assert spec.keys is not None
        keys = spec.keys.items()
        items = raw if spec.kind == "attacks" else (raw,)
        built = tuple(record(spec, {k: i.get(k, f.default) for k, f in keys}) for i in items)
        return built if spec.kind == "attacks" else built[0]
    if isinstance(raw, list):
        return tuple(raw)
    return raw
