"""Scenario files (format v1, ``scenarios/README.md``): strict loading into frozen values.

    load_scenario(path) -> Scenario       (judge.scenario.values: the game's typed values)

The file is composed into YAML nodes (the C composer when present; anchors, aliases and
duplicate keys rejected), then walked against ``judge.scenario.schema``: the allowed keys of the top
level, of each game's cards and of each ``ask`` kind are declared once, by the game
(``judge.games``). Scalars
are read literally, so ``cites: [34.10]`` stays ``"34.10"``. Anything that does not fit raises
``ScenarioError`` with ``FILE:LINE: key.path: what is wrong (allowed: …; did you mean '…'?)``.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from judge.errors import ScenarioError
from judge.rulebook.ids import normalize_id
from judge.scenario import names
from judge.scenario.files import SUFFIXES as SUFFIXES
from judge.scenario.files import iter_scenario_files as iter_scenario_files
from judge.scenario.schema import (
    COMMON_KEYS,
    FORMATS,
    MAYBE_KEYS,
    PARTIAL_KEYS,
    UNKNOWN,
    AskKind,
    Field,
    expect_fields,
)
from judge.scenario.values import Expect, Scenario, card, default, kind_values, record

if TYPE_CHECKING:
    import yaml

    from judge.games import Game
    from judge.yamlnodes import check_keys, closest, compose, line_of
else:  # imported when a file is first read: the engine needs the values, not the reader
    yaml = check_keys = closest = compose = line_of = None


def _import_reader() -> None:
    global yaml, check_keys, closest, compose, line_of
    import yaml

    from judge.yamlnodes import check_keys, closest, compose, line_of


_BOOL_TAG = "tag:yaml.org,2002:bool"
_INT_TAG = "tag:yaml.org,2002:int"
_NULL_TAG = "tag:yaml.org,2002:null"
_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"
_STANDARD_TAGS = frozenset(
    "tag:yaml.org,2002:" + t for t in ("str", "bool", "int", "float", "null", "timestamp")
)
_CELL = re.compile(r"^[A-E][1-6]$")
#: the kinds of field that take a single value
_SINGLE_KINDS = frozenset(("text", "bool", "enum", "int", "cell", "card", "target"))


# --------------------------------------------------------------------------- loading


#: far above any real scenario (the bundled ones are under 2 KiB): a larger file is refused
#: before it is read
MAX_SCENARIO_BYTES = 1 << 20


def load_scenario(path: str | Path, *, data: bytes | None = None) -> Scenario[Any, Any]:
    """Read and validate one scenario file; any fault raises ``ScenarioError`` (exit 2).
    ``data``: the file's bytes, when they have been read already."""
    from judge.inputs import read_limited

    _import_reader()
    if not isinstance(path, Path):  # (a Path given is taken as it is: no second parse)
        path = Path(path)
    if data is None:
        data = read_limited(path, MAX_SCENARIO_BYTES, ScenarioError, "scenario file")
    enabled = gc.isenabled()
    gc.disable()  # tens of thousands of nodes would otherwise trigger repeated full collections
    try:
        where = str(path)
        # every mapping read is checked for repeated keys, so only a file that fails needs the
        # walk over the whole tree, which reports a repeated key first (as if before reading)
        root = compose(data, where, ScenarioError, unique_keys=False)
        try:
            return _Reader(path).scenario(root)
        except Exception:
            check_keys(root, where, ScenarioError)
            raise
    finally:
        if enabled:
            gc.enable()


def _whole(raw: str) -> int | None:
    """A whole number written in decimal digits (at most 18 of them: ``int`` refuses 4,300 and
    more, and no count in a scenario comes near), else None (``0x1f``, ``1_000``, ``1e3``)."""
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 18 else None


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
    "targets": "a list of card names (or 'player')",
    "ids": "a list of clause ids",
}


class _Reader:
    """Walks one file's node tree against the schema."""

    def __init__(self, path: Path):
        self.path = path
        self.where = str(path)
        #: each card read: as the game's typed card, and as the mapping the game's checks read
        self.cards: dict[str, Any] = {}
        self.read: dict[str, dict[str, Any]] = {}
        #: each card's name as it looks (``judge.scenario.names.skeleton``) → the name
        self.skeletons: dict[str, str] = {}
        #: each card's name as typed (``names.spelling`` shows two spellings of one name apart)
        self.spellings: dict[str, str] = {}
        self.player: str | None = None

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
        scalar = yaml.ScalarNode
        for key_node, value_node in node.value:
            if type(key_node) is scalar and key_node.tag in _STANDARD_TAGS:
                key = key_node.value  # (``scalar`` inlined: the composer gives strings)
            else:
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
        return str(node.value)

    def value(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        kind = spec.kind
        if kind not in _SINGLE_KINDS:
            return self.several(node, keypath, spec)
        if type(node) is yaml.ScalarNode and node.tag in _STANDARD_TAGS:
            raw = node.value  # (``scalar`` inlined: the composer gives strings)
        else:
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
            number = _whole(raw) if node.tag == _INT_TAG else None
            if number is None or number < 1:
                raise self.fail(node, keypath, f"expected a whole number from 1, got '{raw}'")
            return number
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
            if kind == "target" and names.normalize(raw) == self.player:
                return self.player
            return self.card_name(node, keypath, raw)
        raise AssertionError(kind)  # pragma: no cover - every kind is handled above

    def several(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        """A value of a kind that holds more than one: a mapping (read into its typed class),
        a list of attacks, a list of names or ids."""
        if spec.kind == "map":
            assert spec.keys is not None
            return record(spec, self.fields(node, keypath, spec.keys), line_of(node))
        if spec.kind == "attacks":
            return self.attacks(node, keypath, spec)
        return self.names(node, keypath, spec)

    def card_name(self, node: yaml.Node, keypath: str, raw: str) -> str:
        name = names.normalize(raw)
        if name not in self.cards:
            if not self.cards:
                raise self.fail(node, keypath, f"no card named '{raw}' (the file has no cards)")
            alike = self.skeletons.get(names.skeleton(name))
            if alike is not None:
                raise self.fail(
                    node,
                    keypath,
                    f"no card named '{raw}': it looks like the card '{alike}' but is spelt "
                    f"differently ({names.difference(name, alike)})",
                )
            raise self.fail(node, keypath, f"no card named '{raw}' {_hint(raw, self.cards)}")
        return name

    def fields(self, node: yaml.Node, keypath: str, keys: Mapping[str, Field]) -> dict[str, Any]:
        """A mapping read against its fields: values checked, defaults filled in."""
        return self.fields_present(node, keypath, keys)[0]

    def fields_present(
        self, node: yaml.Node, keypath: str, keys: Mapping[str, Field]
    ) -> tuple[dict[str, Any], frozenset[str]]:
        """``fields``, and the keys the mapping gives."""
        entries = self.mapping(node, keypath, keys)
        out: dict[str, Any] = {}
        for key, spec in keys.items():
            entry = entries.get(key)
            if entry is not None:
                out[key] = self.value(entry[1], _join(keypath, key), spec)
            elif spec.required:
                raise self.fail(node, _join(keypath, key), "missing (required)")
            else:
                out[key] = spec.default
        return out, frozenset(entries)

    def names(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        if spec.with_unknown and isinstance(node, yaml.ScalarNode) and node.value == UNKNOWN:
            return UNKNOWN
        if spec.with_unknown and spec.kind != "ids" and isinstance(node, yaml.MappingNode):
            return self.partial(node, keypath, spec)
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(node, keypath, f"expected {_KIND_NAMES[spec.kind]}, got {_shape(node)}")
        if node.tag != _SEQ_TAG:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        out = []
        for index, item in enumerate(node.value):
            raw = self.scalar(item, f"{keypath}[{index}]")
            if spec.kind == "ids":
                raw = _clause_id(raw)
            elif spec.kind == "targets" and raw == self.player:
                pass
            else:
                raw = self.card_name(item, f"{keypath}[{index}]", raw)
            out.append(raw)
        return tuple(out)

    def partial(self, node: yaml.Node, keypath: str, spec: Field) -> Any:
        """An expected partial list answer: ``{surely: [names], maybe: [name or {name, cites}]}``
        (either list may be left out: empty). With nothing maybe it is the list of ``surely``."""
        entries = self.mapping(node, keypath, PARTIAL_KEYS)
        plain = spec._replace(with_unknown=False)
        surely = entries.get("surely")
        names = self.names(surely[1], f"{keypath}.surely", plain) if surely else ()
        maybe = []
        if "maybe" in entries:
            given = entries["maybe"][1]
            where = f"{keypath}.maybe"
            if not isinstance(given, yaml.SequenceNode) or given.tag != _SEQ_TAG:
                raise self.fail(given, where, f"expected a list of names, got {_shape(given)}")
            maybe = [self.maybe(item, f"{where}[{i}]", spec) for i, item in enumerate(given.value)]
        seen: dict[str, str] = {}
        listed = [(n, "surely") for n in names] + [(m["name"], "maybe") for m in maybe]
        for name, part in listed:
            if name in seen:
                raise self.fail(node, keypath, f"'{name}' is given twice ({seen[name]}, {part})")
            seen[name] = part
        if not maybe:
            return names
        return {"surely": names, "maybe": tuple(maybe)}

    def maybe(self, node: yaml.Node, keypath: str, spec: Field) -> dict[str, Any]:
        """One name of an expected partial answer's ``maybe``: a name, or ``{name, cites}``
        (the clauses that speak to it without deciding; compared like ``expect.cites``)."""
        if isinstance(node, yaml.MappingNode):
            allowed = [k for k in MAYBE_KEYS if k != "decides"]
            entries = self.mapping(node, keypath, allowed)
            if "name" not in entries:
                raise self.fail(node, f"{keypath}.name", "missing (required)")
            name = self.target_name(entries["name"][1], f"{keypath}.name", spec)
            cites = None
            if "cites" in entries:
                cites = self.names(entries["cites"][1], f"{keypath}.cites", Field("ids"))
            return {"name": name, "cites": cites}
        return {"name": self.target_name(node, keypath, spec), "cites": None}

    def target_name(self, node: yaml.Node, keypath: str, spec: Field) -> str:
        """A card name in a list of names (or ``player`` in a list of targets)."""
        raw = self.scalar(node, keypath)
        if spec.kind == "targets" and raw == self.player:
            return raw
        return self.card_name(node, keypath, raw)

    def attacks(self, node: yaml.Node, keypath: str, spec: Field) -> tuple[Any, ...]:
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return ()  # ``attacks:`` with nothing after it: the empty declaration
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(node, keypath, f"expected a list of attacks, got {_shape(node)}")
        if node.tag != _SEQ_TAG:
            raise self.fail(node, keypath, f"tags such as '{node.tag}' are not allowed")
        assert spec.keys is not None
        return tuple(
            record(spec, self.fields(item, f"{keypath}[{index}]", spec.keys), line_of(item))
            for index, item in enumerate(node.value)
        )

    # -- the file

    def scenario(self, root: yaml.Node) -> Scenario[Any, Any]:
        from judge import games

        if not isinstance(root, yaml.MappingNode):
            raise self.fail(
                root, "", f"expected a mapping of scenario keys at the top, got {_shape(root)}"
            )
        top = {self.scalar(k, ""): (k, v) for k, v in root.value}
        game_id = self.required_enum(root, top, "game", games.game_ids())
        game = games.get(game_id)
        self.player = game.player
        ask = self.required_enum(root, top, "ask", game.asks, f"for game {game_id}")
        kind = game.asks[ask]
        self.mapping(root, "", [*COMMON_KEYS, *kind.keys])
        version = self.format(top)

        if "cards" in top:
            self.read_cards(top["cards"][1], game)
        elif kind.cards:
            raise self.fail(root, "cards", "missing (required)")

        values: dict[str, Any] = {}
        for key, spec in kind.keys.items():
            if key in top:
                values[key] = self.value(top[key][1], key, spec)
            elif spec.required:
                raise self.fail(root, key, "missing (required)")
            else:
                values[key] = default(spec)
        self.no_attack_on_itself(values, kind)
        if game.check_scenario is not None:
            from judge.games import CardFault

            try:
                game.check_scenario(values, self.read)
            except CardFault as fault:
                raise self.fail(_at_path(root, fault.key), fault.key, fault.message) from None
        return Scenario(
            path=self.path,
            game=game_id,
            ask=ask,
            cards=MappingProxyType(self.cards),
            values=kind_values(kind, values),
            title=self.text(top, "title"),
            question=self.text(top, "question"),
            format=version,
            expect=self.expect(top["expect"][1], kind, version) if "expect" in top else None,
        )

    def format(self, top: dict[str, Any]) -> int:
        """``format: 2`` (exact expectations) or ``format: 1``; 1 when the file says nothing."""
        if "format" not in top:
            return 1
        node = top["format"][1]
        raw = self.scalar(node, "format")
        allowed = ", ".join(map(str, FORMATS))
        number = _whole(raw) if node.tag == _INT_TAG else None
        if number is None or number not in FORMATS:
            raise self.fail(node, "format", f"unknown format '{raw}' (allowed: {allowed})")
        return number

    def required_enum(
        self,
        root: yaml.Node,
        top: dict[str, Any],
        key: str,
        allowed: Iterable[str],
        context: str = "",
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

    def text(self, top: dict[str, Any], key: str) -> str | None:
        if key not in top:
            return None
        node = top[key][1]
        if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
            return None
        return self.scalar(node, key)

    def read_cards(self, node: yaml.Node, game: Game) -> None:
        from judge.games import CardFault

        if not isinstance(node, yaml.MappingNode):
            raise self.fail(
                node,
                "cards",
                f"expected a mapping from card name to attributes, got {_shape(node)}",
            )
        read = self.read
        for key_node, value_node in node.value:
            raw = self.scalar(key_node, "cards")
            name = names.normalize(raw)
            keypath = f"cards.{raw}"
            if not name.strip():
                raise self.fail(key_node, "cards", "a card needs a name")
            self.distinct_name(key_node, keypath, raw, name)
            if game.player is not None and name == game.player:
                raise self.fail(
                    key_node, keypath, f"'{name}' names the inactive player, not a card"
                )
            values, present = self.fields_present(value_node, keypath, game.cards)
            if game.check_card is not None:
                try:
                    game.check_card(name, values, present, read)
                except CardFault as fault:
                    where = _entry(value_node, fault.key) if fault.key in present else value_node
                    raise self.fail(where, f"{keypath}.{fault.key}", fault.message) from None
            read[name] = values
            self.cards[name] = card(game, name, values, line_of(key_node))

    def distinct_name(self, node: yaml.Node, keypath: str, raw: str, name: str) -> None:
        """A new card's name is neither an earlier one typed another way (NFC/NFD, an invisible
        character) nor one that only looks like it (Latin and Cyrillic look-alike letters)."""
        if name in self.cards:
            first, typed = self.cards[name].line, self.spellings.get(name, name)
            raise self.fail(
                node,
                keypath,
                f"'{names.spelling(raw)}' is the same name as the card '{names.spelling(typed)}' "
                f"at line {first} (they differ only in Unicode normalization or invisible "
                "characters and spaces): one card, one spelling",
            )
        self.spellings[name] = raw
        look = names.skeleton(name)
        alike = self.skeletons.get(look)
        if alike is not None:
            first = self.cards[alike].line
            raise self.fail(
                node,
                keypath,
                f"'{raw}' looks like the card '{alike}' at line {first} but is spelt "
                f"differently ({names.difference(name, alike)}): one card, one spelling",
            )
        self.skeletons[look] = name

    def no_attack_on_itself(self, values: Mapping[str, Any], kind: AskKind) -> None:
        """An attack whose attacker is its target is an input error, unless the kind asks
        whether an attack may be declared and its game's rules answer that."""
        if kind.attack_on_itself:
            return
        for key, spec in kind.keys.items():
            if spec.kind not in ("map", "attacks") or values[key] is None:
                continue
            many = spec.kind == "attacks"
            for index, entry in enumerate(values[key] if many else (values[key],)):
                by = getattr(entry, "by", None)
                if by is not None and by == getattr(entry, "target", None):
                    keypath = f"{key}[{index}].target" if many else f"{key}.target"
                    raise ScenarioError(
                        f"{keypath}: '{by}' attacks itself: a card cannot be its own target",
                        path=self.where,
                        line=entry.line or 1,
                    )

    def expect(self, node: yaml.Node, kind: AskKind, version: int = 2) -> Expect:
        keys = expect_fields(kind)
        entries = self.mapping(node, "expect", keys, what="expect key for this ask")
        answer = {}
        found: dict[str, Any] = {}
        for key, (_, value_node) in entries.items():
            if key == "unchecked":
                found[key] = self.unchecked(value_node, [*kind.answers, "cites"])
                continue
            value = self.value(value_node, f"expect.{key}", keys[key])
            if key in ("cites", "cites-include"):
                found[key] = value
            else:
                answer[key] = value
        if "cites" in found and "cites-include" in found:
            key_node = entries["cites-include"][0]
            raise self.fail(
                key_node, "expect.cites-include", "give either cites (exact) or cites-include"
            )
        for key in found.get("unchecked", ()):
            if key in entries or (key == "cites" and "cites-include" in entries):
                raise self.fail(
                    entries["unchecked"][1], "expect.unchecked", f"'{key}' is checked above"
                )
        return Expect(
            MappingProxyType(answer),
            found.get("cites"),
            line_of(node),
            found.get("cites-include"),
            found.get("unchecked", ()),
            MappingProxyType({k: line_of(key_node) for k, (key_node, _) in entries.items()}),
            exact=version >= 2,
        )

    def unchecked(self, node: yaml.Node, allowed: list[str]) -> tuple[str, ...]:
        """``expect.unchecked``: the answer keys (or ``cites``) left unchecked on purpose."""
        if not isinstance(node, yaml.SequenceNode) or node.tag != _SEQ_TAG:
            raise self.fail(
                node, "expect.unchecked", f"expected a list of keys, got {_shape(node)}"
            )
        out = []
        for index, item in enumerate(node.value):
            raw = self.scalar(item, f"expect.unchecked[{index}]")
            if raw not in allowed:
                raise self.fail(
                    item, f"expect.unchecked[{index}]", f"unknown key {_hint(raw, allowed)}"
                )
            out.append(raw)
        return tuple(dict.fromkeys(out))


#: clause ids already read (a suite cites the same few ids in every file)
_CLAUSE_IDS: dict[str, str] = {}


def _clause_id(raw: str) -> str:
    """A clause id as written: ``34.10`` stays ``34.10``; ``п. 514.6`` → ``514.6``; a heading
    block (``Предварительный этап.``) loses its final period."""
    found = _CLAUSE_IDS.get(raw)
    if found is None:
        found = normalize_id(raw) or " ".join(raw.split()).rstrip(".").strip()
        if len(raw) <= 64 and len(_CLAUSE_IDS) < 1 << 16:
            _CLAUSE_IDS[raw] = found
    return found


def _at_path(node: yaml.Node, path: str) -> yaml.Node:
    """The node at a dotted key path (as far as it exists; ``attacks[1]`` indexes a list), for
    the line of an error."""
    for part in path.split("."):
        key, _, index = part.partition("[")
        found = _entry(node, key)
        if found is node:
            break
        node = found
        if index and isinstance(node, yaml.SequenceNode):
            position = int(index.rstrip("]"))
            if position < len(node.value):
                node = node.value[position]
    return node


def _entry(node: yaml.Node, key: str) -> yaml.Node:
    """The value node of ``key`` in a mapping node (for the line of an error), else the mapping."""
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if key_node.value == key:
                found: yaml.Node = value_node
                return found
    return node


def _shape(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _NULL_TAG:
        return "nothing"
    return f"'{node.value}'"
