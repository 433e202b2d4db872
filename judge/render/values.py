"""Answer values shown: lists as JSON lists, and in text as ``[a, b]``, ``true``/``false``."""

from __future__ import annotations

from typing import Any


def plain(value: Any) -> Any:
    """A value for JSON: tuples, sets and frozensets become lists."""
    return list(value) if isinstance(value, tuple | list | frozenset | set) else value


def shown_value(value: Any) -> str:
    """A value in text: ``[a, b]``, ``true``/``false``, ``missing`` for None."""
    if isinstance(value, tuple | list):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "missing" if value is None else str(value)
