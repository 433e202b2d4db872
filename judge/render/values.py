"""Answer values shown: lists as JSON lists, and in text as ``[a, b]``, ``true``/``false``; a
partial list answer as JSON ``{"surely": [...], "maybe": [{"name", "cites", "decides"}]}`` and
in text as its ``expect`` form, ``{surely: [a], maybe: [b]}``."""

from __future__ import annotations

from typing import Any

from judge.scenario.schema import is_partial


def plain(value: Any) -> Any:
    """A value for JSON: tuples, sets and frozensets become lists (in a partial answer too)."""
    if type(value) is dict:
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list | frozenset | set):
        return [plain(v) for v in value]
    return value


def shown_value(value: Any) -> str:
    """A value in text: ``[a, b]``, ``true``/``false``, ``missing`` for None; a partial list
    answer as ``{surely: [a], maybe: [b]}`` (the names, as ``expect`` writes it)."""
    if is_partial(value):
        names = [m["name"] if isinstance(m, dict) else m for m in value["maybe"]]
        return f"{{surely: {shown_value(value['surely'])}, maybe: {shown_value(names)}}}"
    if isinstance(value, tuple | list):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "missing" if value is None else str(value)
