"""Clause ids as people type them: ``514 6``, ``п.514.6``, ``514.6.``, ``lásd 34.4.``, and
lettered sub-ids (``702.19b``, Russian ``1.2а``) that sit under their parent (``702.19``)."""

from __future__ import annotations

import re

_PREFIX = re.compile(
    r"^\s*(?:(?:пункт[а-яё]*|пп|п|см|§|lásd|ld|pont|clause|rules?|cr)\.?\s*)+", re.IGNORECASE
)
_NUMBER = re.compile(r"^\d{1,4}(?:\s*[.,:/\s-]\s*\d{1,4})*[a-zа-яё]?$", re.IGNORECASE)
#: a duplicate clause kept beside the first copy is addressed as ``96.5#2``
DUPLICATE_MARK = "#"
#: the letters of lettered sub-ids, in order (Latin, then Cyrillic)
_LETTERS = "abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя"


def normalize_id(raw: str) -> str | None:
    """The dotted clause number a loosely typed id means, or None when it is not a number."""
    text = _PREFIX.sub("", raw.strip()).strip().rstrip(".").strip()
    if not text or not _NUMBER.match(text):
        return None
    numbers = re.findall(r"\d+", text)
    letter = text[-1].lower()
    if not letter.isalpha():
        return ".".join(numbers)
    return ".".join(numbers) + letter if len(numbers) > 1 else None  # 702.19b, never 5a


def sort_key(clause_id: str) -> tuple[int, ...]:
    """Numeric order of dotted ids (``514.10`` after ``514.9``, ``702.19b`` after ``702.19a``
    and before ``702.20``); unnumbered ids sort last."""
    parts = clause_id.split(".")
    if clause_id.replace(".", "").isdecimal() and "" not in parts:
        return tuple(map(int, parts))
    last = parts[-1]
    if last[:-1].isdigit() and last[-1] in _LETTERS and all(p.isdigit() for p in parts[:-1]):
        return (*(int(p) for p in parts[:-1]), int(last[:-1]), -1, _LETTERS.index(last[-1]) + 1)
    return (10**9,)


def numbering_parent(clause_id: str) -> str | None:
    """``100.10`` → ``100``; ``511.5.1`` → ``511.5``; ``702.19b`` → ``702.19``; a top-level or
    unnumbered id → None."""
    if DUPLICATE_MARK in clause_id:
        clause_id = clause_id.partition(DUPLICATE_MARK)[0]
    if clause_id[-1:].isalpha() and clause_id[-2:-1].isdigit():
        return clause_id[:-1]
    head, dot, _ = clause_id.rpartition(".")
    return head if dot and head else None


def heading_id(heading: str) -> str:
    """An unnumbered heading block's id: its heading text without the final period."""
    return " ".join(heading.split()).rstrip(".").strip()
