"""Tables of contents in a rulebook text: runs of numbered short titles with no text between
them (blank lines allowed), part headings and lines ending in dot leaders and a page number. A
run is a table of contents when it has a contents title or dot leaders, or when it has at least
three entries and most of its numbered ones are numbers found again after it (the body's
headings), or when every numbered entry ends in a page number."""

from __future__ import annotations

import re

from judge.rulebook.lines import MARKER, is_part, short_title

_CONTENTS_TITLE = re.compile(
    r"^(?i:tartalom|tartalomjegyzék|содержание|оглавление|contents|table of contents)\.?$"
)
# A contents entry: a title followed by dot leaders and a page number, or by a page number.
_LEADER = re.compile(r"(?:\.{3,}|…+|(?:\. ){3,}\.?|_{3,})[ \t]*\d{1,4}[ \t]*$")
_PAGE = re.compile(r"\S[ \t]+\d{1,4}[ \t]*$")

Number = tuple[str, str] | None


def has_leader(line: str) -> bool:
    """A contents entry's end: dot leaders and a page number (``Alapok ........ 5``)."""
    return line[-1:].isdigit() and _LEADER.search(line) is not None


def is_contents_title(line: str) -> bool:
    """``Tartalomjegyzék``, ``Содержание``, ``Contents`` (a stripped line)."""
    return bool(line) and len(line) < 20 and _CONTENTS_TITLE.match(line) is not None


class _Run:
    """The entries of a run being read: their lines, their numbers, the keys seen in it (an
    entry seen twice: the body has begun), whether a title or a leader marks it, and how many
    numbered entries end in a page number."""

    __slots__ = ("lines", "numbered", "seen", "marked", "pages")

    def __init__(self) -> None:
        self.lines: list[int] = []
        self.numbered: list[tuple[int, str]] = []
        self.seen: set[str] = set()
        self.marked = False
        self.pages = 0

    def add(self, i: int, key: str, number: Number) -> None:
        self.lines.append(i)
        if key:
            self.seen.add(key)
        if number is not None:
            self.numbered.append((i, key))
            # a page number ends the line: look for it only behind a final digit
            text = number[1]
            self.pages += bool(text.rstrip(" \t")[-1:].isdecimal() and _PAGE.search(text))

    def is_contents(self, last_seen: dict[str, int]) -> bool:
        numbered = self.numbered
        return len(self.lines) >= 3 and (
            self.marked
            or (bool(numbered) and _found_again(numbered, last_seen, self.lines[-1]))
            or (len(numbered) >= 3 and self.pages == len(numbered))
        )


def _found_again(numbered: list[tuple[int, str]], last_seen: dict[str, int], end: int) -> bool:
    """Whether most (and at least two) of a run's numbers are found again after it."""
    again = sum(last_seen[cid] > end for _, cid in numbered)
    return again * 2 >= len(numbered) and again >= 2


def _plain_entry(line: str, run: _Run) -> tuple[bool, str, bool]:
    """(an entry, its key, whether it marks the run) for a stripped unnumbered line."""
    if line[-1].isdigit() and _LEADER.search(line):
        return True, "", True
    if is_contents_title(line):
        marks = not run.lines or run.marked
        return marks, "", marks
    if is_part(line):
        return True, line.casefold(), False
    return False, "", False


def find_contents(
    lines: list[str], numbers: list[Number], short: dict[int, bool]
) -> list[list[int]]:
    """The runs of line indexes that are tables of contents, in order. ``short`` receives, per
    numbered line looked at, whether its text is a short title (the parser asks again later)."""
    last_seen = {number[0]: i for i, number in enumerate(numbers) if number is not None}
    found: list[list[int]] = []
    run = _Run()
    end = len(lines)
    for i, number in enumerate([*numbers, None]):
        line = ""
        if number is not None:
            key, inline = number
            # the number itself ends neither in a leader nor in a page
            if inline[-1:].isdigit() and _LEADER.search(inline):
                entry = marks = True
            else:
                inline = inline.strip()
                entry = short[i] = short_title(inline)
                entry = entry and not ("[" in inline and MARKER.search(inline))
                marks = False
        elif i == end:
            key, entry, marks = "", False, False
        else:
            line = lines[i]
            if not line or line.isspace():
                continue
            line = line.strip()
            entry, key, marks = _plain_entry(line, run)
        if marks:
            run.marked = True
        if entry and not (key and key in run.seen):
            run.add(i, key, number)
            continue
        if run.lines:
            if run.is_contents(last_seen):
                found.append(run.lines)
            run = _Run()
        if entry:  # a repeated entry starts the next run
            run.lines, run.seen = [i], {key}
            run.numbered = [(i, key)] if number is not None else []
        elif number is None and is_contents_title(line):
            run.lines, run.marked = [i], True
    return found
