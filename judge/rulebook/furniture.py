"""Page furniture in a text converted from a paged book: running heads and feet, page numbers,
a navigation line («Tartalomjegyzék | Tárgymutató») — a line repeated at regular intervals,
the same each time or the same but for its numbers («HKK Kódex 12», «HKK Kódex 13»). Such lines
belong to no clause: the parser keeps them as the document's furniture and reports them in one
finding."""

from __future__ import annotations

import re
from collections.abc import Sequence

from judge.rulebook.contents import has_leader, is_contents_title
from judge.rulebook.lines import MARKER, is_example, is_part

#: a line longer than this is text, not furniture
_LONGEST = 80
#: copies needed, and the fewest lines from one copy to the next (at the median): a page
_COPIES = 3
_PAGE = 12
_DIGITS = re.compile(r"\d+")
_DIGIT = re.compile(r"\d")


def _clause_number(number: tuple[str, str]) -> bool:
    """A clause's number: «34.1.», «34.1. Text», «702.19b Text» (not «12. oldal»)."""
    return not number[1].strip() or "." in number[0] or number[0][-1:].isalpha()


def _may_be_furniture(line: str) -> bool:
    """Not a sentence, a lone word, a contents' title or entry, a marker, an example or a table
    row."""
    parts = len(line.split())
    if line[-1] in ".!?:;" and parts >= 3:
        return False  # a sentence repeated is a rule said again
    if parts < 2 and not any(ch.isdigit() for ch in line):
        return False  # a heading repeated («Ход»); furniture names the book or the page
    if is_contents_title(line) or has_leader(line):
        return False  # the contents' own
    return not (line.startswith("|") or is_example(line) or MARKER.fullmatch(line))


def _regular(where: list[int]) -> bool:
    """Copies a page apart, at intervals alike: three in four gaps within half and twice the
    median gap."""
    gaps = sorted(b - a for a, b in zip(where, where[1:], strict=False))
    median = gaps[len(gaps) // 2]
    if median < _PAGE:
        return False
    alike = sum(median / 2 <= gap <= median * 2 for gap in gaps)
    return alike * 4 >= len(gaps) * 3


def find_furniture(lines: Sequence[str], numbers: Sequence[tuple[str, str] | None]) -> list[int]:
    """The indexes of the furniture lines of a text, in order."""
    copies: dict[str, list[int]] = {}
    for i in [i for i, line in enumerate(lines) if len(line) <= _LONGEST]:
        line = lines[i]
        number = numbers[i]
        if number is not None and ("." in number[0] or _clause_number(number)):
            continue
        key = line.strip()
        if not key:
            continue
        if _DIGIT.search(key):  # page 9, page 10: one key
            key = _DIGITS.sub("#", key)
        found = copies.get(key)
        if found is None:
            copies[key] = [i]
        else:
            found.append(i)
    furniture: list[int] = []
    for where in copies.values():
        if len(where) < _COPIES:
            continue
        first = lines[where[0]].strip()
        if not _may_be_furniture(first):
            continue
        if not is_part(first):
            furniture += where if _regular(where) else []
            continue
        # a part heading repeated as a running head: the same words each time (parts of other
        # numbers are other parts), its first copy the heading
        same: dict[str, list[int]] = {}
        for i in where:
            same.setdefault(lines[i].strip(), []).append(i)
        for copies_of_one in same.values():
            if len(copies_of_one) >= _COPIES and _regular(copies_of_one):
                furniture += copies_of_one[1:]
    return sorted(furniture)


def describe(lines: Sequence[str], furniture: list[int]) -> str:
    """The finding's words: how many lines, and each kind of line with its count."""
    kinds: dict[str, list[str]] = {}
    for i in furniture:
        text = " ".join(lines[i].split())
        kinds.setdefault(_DIGITS.sub("#", text), []).append(text)
    shown = [
        f"«{copies[0]}» ×{len(copies)}"
        if len(set(copies)) == 1
        else f"«{copies[0]}» and {len(copies) - 1} more like it"
        for copies in kinds.values()
    ]
    return (
        f"{len(furniture)} lines repeated at regular intervals are page furniture (running heads "
        f"and feet, page numbers): {', '.join(shown)}; kept as the document's furniture, not in "
        "any clause"
    )
