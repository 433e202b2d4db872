"""Scenario files (format v1, ``scenarios/README.md``): strict loading into frozen values.

    load_scenario(path) -> Scenario

The file is composed into YAML nodes (the C composer when present; anchors, aliases and
duplicate keys rejected), then walked against ``judge.scenario.schema``: the allowed keys of the top
level, of each game's cards and of each ``ask`` kind are declared once, in ``GAMES``. Scalars
are read literally, so ``cites: [34.10]`` stays ``"34.10"``. Anything that does not fit raises
``ScenarioError`` with ``FILE:LINE: key.path: what is wrong (allowed: …; did you mean '…'?)``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from judge.errors import ScenarioError, UsageError
from judge.rulebook.ids import normalize_id
from judge.scenario.schema import (
    COMMON_KEYS,
    GAMES,
    PLAYER,
    UNKNOWN,
    AskKind,
    Field,
)
from judge.yamlnodes import closest, compose, line_of

SUFFIXES = (".yaml", ".yml")

_BOOL_TAG = "tag:yaml.org,2002:bool"
_INT_TAG = "tag:yaml.org,2002:int"
_NULL_TAG = "tag:yaml.org,2002:null"
_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"
_STANDARD_TAGS = frozenset(
    "tag:yaml.org,2002:" + t for t in ("str", "bool", "int", "float", "null", "timestamp")
)
_CELL = re.compile(r"^[A-E][1-6]$")


# --------------------------------------------------------------------------- the values


@dataclass(frozen=True, slots=True)
class Card:
    """A card of the situation; attributes a game does not have keep their defaults."""

    name: str
    side: str
    type: str = "creature"
    zone: str | None = None
    at: str | None = None
    flying: bool = False
    closed: bool = False
    passive: bool = False
    line: int = 0

    @property
    def active(self) -> bool:
        return self.side == "active"


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack as a kind describes it (``by``/``target`` are card names, or ``player``)."""

    by: str | None = None
    target: str | None = None
    kind: str = "simple-strike"
    directed: bool = False
    unanswerable: bool = False
    redirected: bool = False
    mode: str = "strike"
    line: int = 0


@dataclass(frozen=True, slots=True)
class Turn:
    phase: str = "main"
    step: str = "selection"


@dataclass(frozen=True, slots=True)
class Ability:
    composite: bool = False
    speed: str | None = None
    position: int | None = None


@dataclass(frozen=True, slots=True)
class Damage:
    building: str
    subphase: str


@dataclass(frozen=True, slots=True)
class Expect:
    """The expected answer keys (lists as name tuples, ``unknown`` as the string) and cites."""

    answer: Mapping[str, Any]
    cites: tuple[str, ...] = ()
    line: int = 0


@dataclass(frozen=True, slots=True)
class Scenario:
    """One validated scenario file."""

    path: Path
    game: str
    ask: str
    title: str | None = None
    question: str | None = None
    cards: Mapping[str, Card] = field(default_factory=dict)
    attack: Attack | None = None
    attacks: tuple[Attack, ...] = ()
    turn: Turn = Turn()
    ability: Ability | None = None
    stage: str | None = None
    action: str | None = None
    who: str | None = None
    damage: Damage | None = None
    expect: Expect | None = None

    def card(self, name: str | None) -> Card | None:
        return self.cards.get(name) if name is not None else None


# --------------------------------------------------------------------------- loading


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate one scenario file; any fault raises ``ScenarioError`` (exit 2)."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ScenarioError(f"cannot read: {exc.strerror}", path=str(path)) from None
    root = compose(data, str(path), ScenarioError)
    return _Reader(path).scenario(root)


def iter_scenario_files(paths: Iterable[str | Path] | None = None) -> list[Path]:
    """The scenario files under ``paths`` (files as given, folders searched for *.yaml/*.yml),
    in a stable order; default: the bundled suite."""
    if paths is None or not list(paths := list(paths)):
        from judge.paths import bundled_scenarios

        paths = [bundled_scenarios()]
    files: list[Path] = []
    for item in paths:
        item = Path(item)
        if item.is_dir():
            found = []
            for folder, dirs, names in os.walk(item):
                dirs[:] = [d for d in dirs if not d.startswith(".")]
                found += [Path(folder, n) for n in names if n.endswith(SUFFIXES)]
            files += sorted(found)
        elif item.is_file():
            files.append(item)
        else:
            raise UsageError("no such file or folder", path=str(item))
    return files


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _hint(word: str, choices: Iterable[str]) -> str:
    """``(allowed: a, b; did you mean 'x'?)`` — the allowed values, and the closest one."""
    choices = list(choices)
    shown = ", ".join(choices) if len(choices) <= 12 else ", ".join(choices[:12]) + ", …"
    best = closest(word, choices, cutoff=55)
    guess = f"; did you mean '{best}'?" if best else ""
    return f"(allowed: {shown}{guess})"


_KIND_NAMES = {
    "text": "a string",
    "bool": "true or false",
    "enum": "one of the allowed values",
    "int": "a whole number",
    "card": "a card name",
    "target": "a card name or 'player'",
    "cell": "a battlefield cell such as C3",
    "map": "a mapping",
    "attacks": "a list of {by, target} mappings",
    "names": "a list of card names",
    "ids": "a list of clause ids",
}


class _Reader:
    """Walks one file's node tree against the schema."""

    def __init__(self, path: Path):
        self.path = path
        self.where = str(path)
        self.cards: dict[str, Card] = {}

    def fail(self, node: yaml.Node | None, keypath: str, message: str) -> ScenarioError:
        line = line_of(node) if node is not None else 1
        return ScenarioError(
            f"{keypath}: {message}" if keypath else message, path=self.where, line=line
        )

    # -- shapes

    def mapping(
        self, node: yaml.Node, keypath: str, allowed: Collection[str], what: str = "key"
    ) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        """A mapping's entries by key; unknown and duplicate keys are errors."""
        if type(node) is not yaml.MappingNode:
            raise self.fail(node, keypath, f"expected a mapping, got {_shape(node)}")
        if node.tag != _MAP_TAG:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        entries: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for key_node, value_node in node.value:
            key = self.scalar(key_node, keypath)
            if key not in allowed:
                raise self.fail(
                    key_node, _join(keypath, key), f"unknown {what} {_hint(key, allowed)}"
                )
            if key in entries:
                first = line_of(entries[key][0])
                raise self.fail(
                    key_node, _join(keypath, key), f"duplicate key (first at line {first})"
                )
            entries[key] = (key_node, value_node)
        return entries

    def scalar(self, node: yaml.Node, keypath: str) -> str:
        if type(node) is not yaml.ScalarNode:
            raise self.fail(node, keypath, f"expected a single value, got {_shape(node)}")
        if node.tag not in _STANDARD_TAGS:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        return node.value

    def value(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        kind = spec.kind
        if kind == "map":
            assert spec.keys is not None
            return self.fields(node, keypath, spec.keys)
        if kind == "attacks":
            return self.attacks(node, keypath, spec)
        if kind in ("names", "ids"):
            return self.names(node, keypath, spec)
        raw = self.scalar(node, keypath)
        if spec.with_unknown and raw == UNKNOWN and node.tag != _BOOL_TAG:
            return UNKNOWN
        if kind == "text":
            return raw
        if kind == "bool":
            if node.tag != _BOOL_TAG:
                allowed = "true, false, unknown" if spec.with_unknown else "true, false"
                raise self.fail(
                    node, keypath, f"expected true or false, got '{raw}' (allowed: {allowed})"
                )
            return raw.lower() in ("true", "yes", "on", "y")
        if kind == "enum":
            if raw not in spec.values:
                raise self.fail(node, keypath, f"unknown value '{raw}' {_hint(raw, spec.values)}")
            return raw
        if kind == "int":
            if node.tag != _INT_TAG or not raw.isdigit() or int(raw) < 1:
                raise self.fail(node, keypath, f"expected a whole number from 1, got '{raw}'")
            return int(raw)
        if kind == "cell":
            cell = raw.strip().upper()
            if not _CELL.match(cell):
                raise self.fail(
                    node,
                    keypath,
                    f"'{raw}' is not a battlefield cell "
                    "(columns A–E in Latin letters, rows 1–6: A1…E6)",
                )
            return cell
        if kind in ("card", "target"):
            if kind == "target" and raw == PLAYER:
                return raw
            return self.card_name(node, keypath, raw)
        raise AssertionError(kind)  # pragma: no cover - every kind is handled above

    def card_name(self, node: yaml.Node, keypath: str, raw: str) -> str:
        if raw not in self.cards:
            if not self.cards:
                raise self.fail(node, keypath, f"no card named '{raw}' (the file has no cards)")
            raise self.fail(node, keypath, f"no card named '{raw}' {_hint(raw, self.cards)}")
        return raw

    def fields(self, node: yaml.Node, keypath: str, keys: Mapping[str, Field]) -> dict[str, Any]:
        """A mapping read against its fields: values checked, defaults filled in."""
        entries = self.mapping(node, keypath, keys)
        out: dict[str, Any] = {}
        for key, spec in keys.items():
            if key in entries:
                out[key] = self.value(entries[key][1], _join(keypath, key), spec)
            elif spec.required:
                raise self.fail(node, _join(keypath, key), "missing (required)")
            else:
                out[key] = spec.default
        return out

    def names(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        if spec.with_unknown and isinstance(node, yaml.ScalarNode) and node.value == UNKNOWN:
            return UNKNOWN
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(node, keypath, f"expected {_KIND_NAMES[spec.kind]}, got {_shape(node)}")
        if node.tag != _SEQ_TAG:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        out = []
        for index, item in enumerate(node.value):
            raw = self.scalar(item, f"{keypath}[{index}]")
            if spec.kind == "ids":
                raw = _clause_id(raw)
            else:
                raw = self.card_name(item, f"{keypath}[{index}]", raw)
            out.append(raw)
        return tuple(out)

    def attacks(self, node: yaml.Node, keypath: str, spec: Field) -> tuple[Attack, ...]:
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return ()  # ``attacks:`` with nothing after it: the empty declaration
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(node, keypath, f"expected a list of attacks, got {_shape(node)}")
        if node.tag != _SEQ_TAG:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        assert spec.keys is not None
        return tuple(
            Attack(**self.fields(item, f"{keypath}[{index}]", spec.keys), line=line_of(item))
            for index, item in enumerate(node.value)
        )

    # -- the file

    def scenario(self, root: yaml.Node) -> Scenario:
        if not isinstance(root, yaml.MappingNode):
            raise self.fail(
                root, "", f"expected a mapping of scenario keys at the top, got {_shape(root)}"
            )
        top = {self.scalar(k, ""): (k, v) for k, v in root.value}
        game = self.required_enum(root, top, "game", GAMES)
        schema = GAMES[game]
        ask = self.required_enum(root, top, "ask", schema.asks, f"for game {game}")
        kind = schema.asks[ask]
        self.mapping(root, "", [*COMMON_KEYS, *kind.keys])

        if "cards" in top:
            self.read_cards(top["cards"][1], game, schema.cards)
        elif kind.cards:
            raise self.fail(root, "cards", "missing (required)")

        values: dict[str, Any] = {}
        for key, spec in kind.keys.items():
            if key in top:
                values[key] = self.value(top[key][1], key, spec)
            elif spec.required:
                raise self.fail(root, key, "missing (required)")
        attack = values.get("attack")
        turn = values.get("turn")
        ability = values.get("ability")
        damage = values.get("damage")
        if damage is not None:
            self.check_building(top["damage"][1], damage["building"])
        return Scenario(
            path=self.path,
            game=game,
            ask=ask,
            title=self.text(top, "title"),
            question=self.text(top, "question"),
            cards=MappingProxyType(self.cards),
            attack=Attack(**attack, line=line_of(top["attack"][1])) if attack else None,
            attacks=values.get("attacks", ()),
            turn=Turn(**turn) if turn else Turn(),
            ability=Ability(**ability) if ability else None,
            stage=values.get("stage"),
            action=values.get("action"),
            who=values.get("who"),
            damage=Damage(**damage) if damage else None,
            expect=self.expect(top["expect"][1], kind) if "expect" in top else None,
        )

    def required_enum(
        self, root: yaml.Node, top: dict, key: str, allowed: Iterable[str], context: str = ""
    ) -> str:
        allowed = list(allowed)
        if key not in top:
            raise self.fail(root, key, f"missing (required; allowed: {', '.join(allowed)})")
        node = top[key][1]
        raw = self.scalar(node, key)
        if raw not in allowed:
            suffix = f" {context}" if context else ""
            raise self.fail(node, key, f"unknown value '{raw}'{suffix} {_hint(raw, allowed)}")
        return raw

    def text(self, top: dict, key: str) -> str | None:
        if key not in top:
            return None
        node = top[key][1]
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return None
        return self.scalar(node, key)

    def read_cards(self, node: yaml.Node, game: str, attributes: Mapping[str, Field]) -> None:
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(
                node,
                "cards",
                f"expected a mapping from card name to attributes, got {_shape(node)}",
            )
        cells: dict[str, str] = {}
        for key_node, value_node in node.value:
            name = self.scalar(key_node, "cards")
            keypath = f"cards.{name}"
            if not name.strip():
                raise self.fail(key_node, "cards", "a card needs a name")
            if name == PLAYER and game == "hkk":
                raise self.fail(key_node, keypath, "'player' names the inactive player, not a card")
            values = self.fields(value_node, keypath, attributes)
            present = {k.value for k, _ in value_node.value}
            self.check_card(value_node, keypath, game, values, present, cells, name)
            self.cards[name] = Card(name=name, line=line_of(key_node), **values)

    def check_card(
        self,
        node: yaml.Node,
        keypath: str,
        game: str,
        values: dict[str, Any],
        present: set[str],
        cells: dict[str, str],
        name: str,
    ) -> None:
        """What one attribute says about another: cells on the battlefield, zones of creatures."""
        if game == "berserk":
            at = values["at"]
            if values["zone"] == "battlefield":
                if at is None:
                    raise self.fail(
                        node,
                        f"{keypath}.at",
                        "missing: a card on the battlefield needs a cell (A1…E6)",
                    )
                if at in cells:
                    raise self.fail(
                        _entry(node, "at"),
                        f"{keypath}.at",
                        f"cell {at} is already taken by '{cells[at]}'",
                    )
                cells[at] = name
            elif at is not None:
                raise self.fail(
                    _entry(node, "at"),
                    f"{keypath}.at",
                    "only a card on the battlefield has a cell "
                    f"(this one's zone is {values['zone']})",
                )
        elif game == "hkk":
            if values["type"] == "building":
                if "zone" in present:
                    raise self.fail(
                        _entry(node, "zone"),
                        f"{keypath}.zone",
                        "only creatures have a zone (guard-post, reserve)",
                    )
            else:
                values["zone"] = values["zone"] or "guard-post"
                if values["passive"]:
                    raise self.fail(
                        _entry(node, "passive"),
                        f"{keypath}.passive",
                        "only a building can be passive",
                    )

    def check_building(self, node: yaml.Node, name: str) -> None:
        card = self.cards[name]
        if card.type != "building":
            raise self.fail(
                _entry(node, "building"),
                "damage.building",
                f"'{name}' is a {card.type}, not a building",
            )

    def expect(self, node: yaml.Node, kind: AskKind) -> Expect:
        keys = {**kind.answers, "cites": Field("ids")}
        entries = self.mapping(node, "expect", keys, what="expect key for this ask")
        answer = {}
        cites: tuple[str, ...] = ()
        for key, (_, value_node) in entries.items():
            value = self.value(value_node, f"expect.{key}", keys[key])
            if key == "cites":
                cites = value
            else:
                answer[key] = value
        return Expect(MappingProxyType(answer), cites, line_of(node))


def _clause_id(raw: str) -> str:
    """A clause id as written: ``34.10`` stays ``34.10``; ``п. 514.6`` → ``514.6``; a heading
    block (``Предварительный этап.``) loses its final period."""
    return normalize_id(raw) or " ".join(raw.split()).rstrip(".").strip()


def _entry(node: yaml.Node, key: str) -> yaml.Node:
    """The value node of ``key`` in a mapping node (for the line of an error), else the mapping."""
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if key_node.value == key:
                return value_node
    return node


def _shape(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _NULL_TAG:
        return "nothing"
    return f"'{node.value}'"
