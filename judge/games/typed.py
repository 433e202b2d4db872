"""Each game's typed classes checked against its declaration.

A game names the named tuples its values are read into (``GAME.card``, each kind's
``AskKind.record``, each mapping's ``Field.record``); their fields must be the declared keys
with ``-`` read as ``_`` (a card's also ``name`` and ``line``, a mapping's ``line``), of types
the declared kinds give (``enum`` → ``str``, ``map`` → its class, ``attacks`` → a tuple of it,
``| None`` for an optional key without a default), with the declared defaults where they have
one. ``faults(game)`` lists what does not fit: ``judge lint`` reports it, and the tests require
none for every game in the registry.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Any

from judge.games import Game
from judge.scenario.schema import Field
from judge.scenario.values import attribute, default

#: the type a value of each single kind is read as
_SINGLE: Mapping[str, type] = {
    "text": str,
    "bool": bool,
    "enum": str,
    "int": int,
    "card": str,
    "target": str,
    "cell": str,
}
_LISTS = ("names", "targets", "ids")


def faults(game: Game) -> list[str]:
    """What in the game's typed classes does not fit its declaration (empty: all fits)."""
    found = _class(f"{game.id} card", game.card, game.cards, {"name": str, "line": int})
    if not found and not isinstance(getattr(game.card, "active", None), property):
        found.append(f"{game.id} card: {_name(game.card)} has no 'active' property")
    for name, kind in game.asks.items():
        found += _class(f"{game.id} {name}", kind.record, kind.keys, {})
        for key, spec in kind.keys.items():
            if spec.kind in ("map", "attacks"):
                assert spec.keys is not None
                found += _class(f"{game.id} {name}.{key}", spec.record, spec.keys, {"line": int})
    return found


def _class(where: str, cls: Any, keys: Mapping[str, Field], extra: Mapping[str, type]) -> list[str]:
    if not (isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")):
        return [f"{where}: the declaration names no typed class (a named tuple), but {cls!r}"]
    shown = _name(cls)
    fields = set(cls._fields)
    wanted = {attribute(k): k for k in keys}
    out = [
        f"{where}: {shown} has no field '{attr}' (declared key '{key}')"
        for attr, key in wanted.items()
        if attr not in fields
    ]
    out += [f"{where}: {shown} has no field '{attr}'" for attr in extra if attr not in fields]
    out += [
        f"{where}: {shown}.{attr} is no declared key"
        for attr in cls._fields
        if attr not in wanted and attr not in extra
    ]
    try:
        hints = typing.get_type_hints(cls)
    except Exception as error:  # an annotation that does not evaluate
        return [*out, f"{where}: {shown}'s annotations do not evaluate ({error})"]
    defaults: Mapping[str, Any] = getattr(cls, "_field_defaults", {})
    for attr, key in wanted.items():
        if attr in hints:
            out += _field(f"{where}: {shown}.{attr}", hints[attr], keys[key], defaults, attr)
    for attr, kind in extra.items():
        if attr in hints and _members(hints[attr]) != {kind}:
            out.append(f"{where}: {shown}.{attr} is {_shown(hints[attr])}, not {kind.__name__}")
    if "line" in extra and defaults.get("line", None) != 0:
        out.append(f"{where}: {shown}.line needs the default 0 (a value built without a file)")
    return out


def _field(where: str, hint: Any, spec: Field, defaults: Mapping[str, Any], attr: str) -> list[str]:
    out = []
    want = _expected(spec)
    if _members(hint) != want:
        out.append(f"{where} is {_shown(hint)}; the declaration reads {_union(want)}")
    if attr in defaults:
        if spec.required:
            out.append(f"{where} has a default, but the key is required")
        elif defaults[attr] != default(spec):
            out.append(
                f"{where} defaults to {defaults[attr]!r}; the declared default is {default(spec)!r}"
            )
    return out


def _expected(spec: Field) -> set[Any]:
    """The members of the union a value of this field is."""
    if spec.kind in _SINGLE:
        members: set[Any] = {_SINGLE[spec.kind]}
    elif spec.kind == "map":
        members = {spec.record}
    elif spec.kind == "attacks":
        members = {tuple[spec.record, ...]}  # type: ignore[name-defined]
    elif spec.kind in _LISTS:
        members = {tuple[str, ...]}
    else:
        members = {object}
    if spec.with_unknown:
        members.add(str)
    if not spec.required and default(spec) is None:
        members.add(types.NoneType)
    return members


def _members(hint: Any) -> set[Any]:
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return set(typing.get_args(hint))
    return {hint}


def _union(members: set[Any]) -> str:
    return " | ".join(sorted(_shown(m) for m in members))


def _shown(hint: Any) -> str:
    if hint is types.NoneType:
        return "None"
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")


def _name(cls: Any) -> str:
    return f"{cls.__module__}.{cls.__qualname__}" if isinstance(cls, type) else repr(cls)
