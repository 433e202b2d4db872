"""The JSON Schema of scenario files (draft 2020-12), generated from the one schema definition:
the common keys (``judge.scenario.schema``) and each game's declaration (``judge.games``) — its
card attributes, its ``ask`` kinds' own keys and the keys their ``expect`` may hold. A key
added there appears here with no second list to keep.

What the schema cannot say (a card named in ``attack`` that is not in ``cards``, one attribute
contradicting another) is still checked by ``judge.scenario.load``; the schema gives editors
completion and other tools a first validation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.scenario.schema import FORMATS, PARTIAL_KEYS, UNKNOWN, AskKind, Field, expect_fields

DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_ID = "urn:berserk-judge:scenario:v1"

#: any YAML scalar: values are read literally (``title: 2024`` is the text "2024")
_SCALAR = ["string", "number", "integer", "boolean"]

_DESCRIPTIONS = {
    "game": "the game: its rulebook and its ask kinds",
    "ask": "the question kind",
    "format": "2: exact expectations (every answer key given or unchecked, cites exact); "
    "1 (or none): only the keys given are compared",
    "title": "one line, any language",
    "question": "the question as a player would say it; judge ask searches it",
    "cards": "card name → its attributes; names are unique within the file",
    "expect": "the expected answer keys and the clauses the verdict must cite (judge check)",
    "partial": "a list answer partly decided: surely (the names that surely belong) and maybe "
    "(those that may, each a name or {name, cites}: the clauses that speak to it without "
    "deciding)",
}


def field_schema(spec: Field) -> dict[str, Any]:
    """One key's value as JSON Schema."""
    kind = spec.kind
    out: dict[str, Any]
    if kind == "text":
        out = {"type": [*_SCALAR, "null"]}
    elif kind == "bool":
        out = {"enum": [True, False, UNKNOWN]} if spec.with_unknown else {"type": "boolean"}
    elif kind == "enum":
        out = {"enum": [*spec.values, *([UNKNOWN] if spec.with_unknown else [])]}
    elif kind == "int":
        out = {"type": "integer", "minimum": 1}
    elif kind in ("card", "target"):
        out = {"type": "string", "minLength": 1}
    elif kind == "cell":
        out = {"type": "string", "pattern": r"^\s*[A-Ea-e][1-6]\s*$"}
    elif kind == "map":
        assert spec.keys is not None
        out = object_schema(spec.keys)
    elif kind == "attacks":
        assert spec.keys is not None
        out = {"type": ["array", "null"], "items": object_schema(spec.keys)}
    elif kind == "keys":  # the keys of the same mapping (``expect.unchecked``): see _kind_schema
        out = {"type": "array", "items": {"type": "string"}}
    elif kind in ("names", "targets", "ids"):
        item = {"type": "string"} if kind != "ids" else {"type": ["string", "number"]}
        out = {"type": "array", "items": item}
        if spec.with_unknown:
            partial = [_partial_schema()] if kind != "ids" else []
            out = {"anyOf": [out, {"const": UNKNOWN}, *partial]}
    else:  # a kind this module does not know yet: any value (the loader still checks it)
        out = {"description": f"a value of kind '{kind}'"}
    if spec.default is not None and kind != "map":
        out["default"] = spec.default
    return out


def _partial_schema() -> dict[str, Any]:
    """An expected partial list answer: the names that surely belong, and those that may —
    each a name, or its name with the clauses that speak to it without deciding."""
    names = {"type": "array", "items": {"type": "string"}}
    maybe = {
        "type": "object",
        "properties": {"name": {"type": "string"}, "cites": {"type": "array"}},
        "required": ["name"],
        "additionalProperties": False,
    }
    return {
        "type": "object",
        "description": _DESCRIPTIONS["partial"],
        "properties": {
            PARTIAL_KEYS[0]: names,
            PARTIAL_KEYS[1]: {"type": "array", "items": {"anyOf": [{"type": "string"}, maybe]}},
        },
        "additionalProperties": False,
    }


def object_schema(keys: Mapping[str, Field]) -> dict[str, Any]:
    """A mapping with exactly these keys (the required ones required)."""
    out: dict[str, Any] = {
        "type": "object",
        "properties": {key: field_schema(spec) for key, spec in keys.items()},
        "additionalProperties": False,
    }
    required = [key for key, spec in keys.items() if spec.required]
    if required:
        out["required"] = required
    return out


def expect_schema(kind: AskKind) -> dict[str, Any]:
    """An ``expect`` block of this kind; ``unchecked`` names its answer keys (or ``cites``)."""
    out = object_schema(expect_fields(kind))
    unchecked = out["properties"].get("unchecked")
    if unchecked is not None:
        unchecked["items"] = {"enum": [*kind.answers, "cites"]}
    return out


def _kind_schema(game_id: str, ask_id: str, kind: AskKind, cards: dict[str, Any]) -> Any:
    then: dict[str, Any] = {
        "properties": {
            **{key: field_schema(spec) for key, spec in kind.keys.items()},
            "cards": cards,
            "expect": expect_schema(kind),
        },
    }
    required = [key for key, spec in kind.keys.items() if spec.required]
    if kind.cards:
        required.append("cards")
    if required:
        then["required"] = required
    return {
        "if": {
            "properties": {"game": {"const": game_id}, "ask": {"const": ask_id}},
            "required": ["game", "ask"],
        },
        "then": then,
    }


def scenario_schema() -> dict[str, Any]:
    """The JSON Schema of a scenario file of any installed game (``judge schema`` prints it)."""
    from judge.games import all_games

    games = all_games()
    every_ask = sorted({a for g in games for a in g.asks})
    rules: list[Any] = []
    for game in games:
        rules.append(
            {
                "if": {"properties": {"game": {"const": game.id}}, "required": ["game"]},
                "then": {"properties": {"ask": {"enum": list(game.asks)}}},
            }
        )
        cards = {
            "type": "object",
            "propertyNames": {"minLength": 1},
            "additionalProperties": object_schema(game.cards),
        }
        rules += [_kind_schema(game.id, a, kind, cards) for a, kind in game.asks.items()]
    return {
        "$schema": DIALECT,
        "$id": SCHEMA_ID,
        "schema": 1,
        "title": "judge scenario file, format v1",
        "description": "A game situation and one question about it (scenarios/README.md).",
        "type": "object",
        "properties": {
            "game": {"enum": [g.id for g in games], "description": _DESCRIPTIONS["game"]},
            "ask": {"enum": every_ask, "description": _DESCRIPTIONS["ask"]},
            "format": {"enum": list(FORMATS), "description": _DESCRIPTIONS["format"]},
            "title": {"type": [*_SCALAR, "null"], "description": _DESCRIPTIONS["title"]},
            "question": {"type": [*_SCALAR, "null"], "description": _DESCRIPTIONS["question"]},
            "cards": {"type": "object", "description": _DESCRIPTIONS["cards"]},
            "expect": {"type": "object", "description": _DESCRIPTIONS["expect"]},
        },
        "required": ["game", "ask"],
        "allOf": rules,
        # the keys of the file's own kind are evaluated by its rule above; any other is unknown
        "unevaluatedProperties": False,
    }
