"""Strict YAML reading shared by book.yaml and scenario files: safe composition (the C composer
when present) into nodes that keep line numbers and literal scalars, with duplicate keys and
anchors/aliases rejected before anything is built."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import yaml

from judge.errors import JudgeError, RulebookError

#: the C loader when PyYAML was built with libyaml (several times faster), else the Python one
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

#: the tags of plain scalar values already worked out: the safe schema's implicit tag of a plain
#: scalar depends on its value alone, and a suite repeats the same few hundred short scalars in
#: every file
_RESOLVED: dict[str, str] = {}
_RESOLVED_MAX = 1 << 16
_STR_TAG = "tag:yaml.org,2002:str"


class _Loader(_SafeLoader):  # type: ignore[valid-type,misc]
    """The safe loader, remembering the tag of each plain scalar value it has resolved (the
    resolver tries a list of regular expressions on every scalar of every file)."""

    #: No path resolvers, whatever is added to the shared resolver classes: the implicit tags
    #: depend on the scalar's value only. PyYAML's composer calls ``descend_resolver(parent,
    #: index)`` on entering every node and ``ascend_resolver()`` on leaving it, to track the
    #: path for those resolvers; with none, both have nothing to do. A Python method that does
    #: nothing still costs a call frame per node (tens of milliseconds over a large suite), so
    #: two built-in callables that take the same arguments, build a throw-away value and do
    #: nothing else stand in for them: ``slice(parent, index)`` and ``tuple()``.
    yaml_path_resolvers: dict[Any, Any] = {}
    descend_resolver: Any = slice
    ascend_resolver: Any = tuple

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        if kind is yaml.ScalarNode:
            if not implicit[0]:  # quoted or tagged "!": a string
                return _STR_TAG
            tag = _RESOLVED.get(value)
            if tag is None:
                tag = super().resolve(kind, value, implicit)
                if len(value) <= 64 and len(_RESOLVED) < _RESOLVED_MAX:
                    _RESOLVED[value] = tag  # (short values only: a few MB at most)
            return tag
        resolved: str = super().resolve(kind, value, implicit)
        return resolved


def compose(
    data: bytes | str,
    where: str,
    error: type[JudgeError] = RulebookError,
    *,
    unique_keys: bool = True,
) -> yaml.Node:
    """Parse YAML into a node tree; syntax errors, aliases and duplicate keys become ``error``.
    Without ``unique_keys`` the keys of a text without aliases are left to the caller: a reader
    that checks every mapping it reads, and calls ``check_keys`` before reporting any fault."""
    text = data if isinstance(data, str) else _decode(data, where, error)
    if not text.strip():
        raise error("empty file", path=where, line=1)
    try:
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise error(f"invalid YAML: {exc.problem or exc.context}", path=where, line=line) from None
    except yaml.YAMLError as exc:
        raise error(f"invalid YAML: {exc}", path=where, line=1) from None
    if node is None:
        raise error("empty file", path=where, line=1)
    if "*" in text:
        check_tree(node, where, error)
    elif unique_keys:  # no alias can be in a text without "*"
        check_keys(node, where, error)
    composed: yaml.Node = node
    return composed


def check_keys(root: yaml.Node, where: str, error: type[JudgeError]) -> None:
    """Reject duplicate mapping keys in a tree without aliases, naming the key path."""
    if not _unique_keys(root):
        _check_paths(root, where, error)


def _decode(data: bytes, where: str, error: type[JudgeError]) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) and len(data) % 2 == 0:
        try:  # UTF-16 with its byte-order mark (Windows editors' "Unicode"): read as such
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    nul = data.find(b"\x00")
    if nul >= 0:
        even, odd = data[:400:2].count(0), data[1:400:2].count(0)
        if min(even, odd) == 0 and max(even, odd) >= 4:  # NULs on one side only: UTF-16
            raise error(
                "UTF-16 without a byte-order mark is not supported: save the file as UTF-8",
                path=where,
                line=1,
            )
        line = data.count(b"\n", 0, nul) + 1
        raise error("binary file: expected a YAML text", path=where, line=line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise error(
            f"not UTF-8 (byte 0x{data[exc.start]:02x}): expected a UTF-8 YAML text",
            path=where,
            line=line,
        ) from None


def check_tree(root: yaml.Node, where: str, error: type[JudgeError]) -> None:
    """Reject anchors/aliases (alias bombs) and duplicate mapping keys, naming the key path."""
    if not _clean(root):
        _check_paths(root, where, error)


def _clean(root: yaml.Node) -> bool:
    """Whether a tree has no anchor, alias or duplicate key (what ``_check_paths`` walks,
    without building the key path of every node: only a faulty tree needs them)."""
    stack = [root]
    seen: set[int] = set()
    mapping, sequence = yaml.MappingNode, yaml.SequenceNode
    while stack:
        node = stack.pop()
        if id(node) in seen or getattr(node, "anchor", None):
            return False
        seen.add(id(node))
        if isinstance(node, mapping):
            keys = set()
            for key, value in node.value:
                name = str(key.value)
                if name in keys:
                    return False
                keys.add(name)
                stack.append(value)
        elif isinstance(node, sequence):
            stack.extend(node.value)
    return True


def _unique_keys(root: yaml.Node) -> bool:
    """Whether no mapping of a tree (with no aliases) repeats a key."""
    mapping, sequence, scalar = yaml.MappingNode, yaml.SequenceNode, yaml.ScalarNode
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, mapping):
            pairs = node.value
            if len({str(key.value) for key, _ in pairs}) != len(pairs):
                return False
            stack += [value for _, value in pairs if type(value) is not scalar]
        elif isinstance(node, sequence):
            stack += [item for item in node.value if type(item) is not scalar]
    return True


def _check_paths(root: yaml.Node, where: str, error: type[JudgeError]) -> None:
    stack: list[tuple[yaml.Node, str]] = [(root, "")]
    seen: set[int] = set()
    while stack:
        node, path = stack.pop()
        if id(node) in seen or getattr(node, "anchor", None):
            raise error(
                f"{path or 'document'}: anchors and aliases (&, *) are not allowed",
                path=where,
                line=line_of(node),
            )
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            keys: dict[str, int] = {}
            for key, value in node.value:
                name = str(key.value)
                keypath = f"{path}.{name}" if path else name
                if name in keys:
                    raise error(
                        f"{keypath}: duplicate key (first at line {keys[name]})",
                        path=where,
                        line=line_of(key),
                    )
                keys[name] = line_of(key)
                stack.append((value, keypath))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend((item, f"{path}[{i}]") for i, item in enumerate(node.value))


def line_of(node: object) -> int:
    """The 1-based line a node starts on (1 when it has no position)."""
    mark = getattr(node, "start_mark", None)
    return mark.line + 1 if mark is not None else 1


def closest(word: str, choices: Iterable[str], cutoff: int = 60) -> str | None:
    """The choice most like ``word`` (``judge.similar.ratio`` at least ``cutoff``), or None."""
    from judge.similar import extract_one

    best = extract_one(str(word), list(choices), cutoff=cutoff)
    return best[0] if best else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest choice, or an empty string."""
    best = closest(word, choices)
    return f" (did you mean '{best}'?)" if best else ""
