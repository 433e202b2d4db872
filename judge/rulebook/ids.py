"""Clause ids as people type them: ``514 6``, ``п.514.6``, ``514.6.``, ``lásd 34.4.``."""

from __future__ import annotations

import re

_PREFIX = re.compile(
    r"^\s*(?:(?:пункт[а-яё]*|пп|п|см|§|lásd|ld|pont|clause|rule)\.?\s*)+", re.IGNORECASE
)
_NUMBER = re.compile(r"^\d{1,4}(?:\s*[.,:/\s-]\s*\d{1,4})*$")


def normalize_id(raw: str) -> str | None:
    """The dotted clause number a loosely typed id means, or None when it is not a number."""
    text = _PREFIX.sub("", raw.strip()).strip().rstrip(".").strip()
    if not text or not _NUMBER.match(text):
        return None
    return ".".join(re.findall(r"\d+", text))


def sort_key(clause_id: str) -> tuple[int, ...]:
    """Numeric order of dotted ids (``514.10`` after ``514.9``); unnumbered ids sort last."""
    parts = clause_id.split(".")
    if all(p.isdigit() for p in parts):
        return tuple(int(p) for p in parts)
    return (10**9,)


def numbering_parent(clause_id: str) -> str | None:
    """``100.10`` → ``100``; ``511.5.1`` → ``511.5``; a top-level or unnumbered id → None."""
    head, dot, _ = clause_id.rpartition(".")
    return head if dot and head else None


def heading_id(heading: str) -> str:
    """An unnumbered heading block's id: its heading text without the final period."""
    return " ".join(heading.split()).rstrip(".").strip()
