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


def _found_again(numbered: list[tuple[int, str]], last_seen: dict[str, int], end: int) -> bool:
    """Whether most (and at least two) of a run's numbers are found again after it."""
    again = sum(last_seen[cid] > end for _, cid in numbered)
    return again * 2 >= len(numbered) and again >= 2


def _plain_entry(line: str, running: bool, marked: bool) -> tuple[bool, str, bool, bool]:
    """(an entry, its key, whether a title or a leader marks the run now, a contents' title)
    for a stripped unnumbered line; ``running``: a run has begun, ``marked``: it is marked so
    far."""
    if line[-1].isdigit() and _LEADER.search(line):
        return True, "", True, False
    if is_contents_title(line):
        marks = not running or marked
        return marks, "", marked or marks, True
    if is_part(line):
        return True, line.casefold(), marked, False
    return False, "", marked, False


def _is_contents(
    run: list[int],
    numbered: list[tuple[int, str]],
    counts: tuple[bool, int, int],
    last_seen: dict[str, int],
    lists: bool,
) -> bool:
    """Whether a run of three entries or more is a table of contents. ``counts``: whether a
    title or a leader marks it, how many numbered entries end in a page number and with a
    period; ``lists``: the text has no dotted numbers, and a run of sentences numbered again
    later is a list that the next list numbers again, not a table of contents."""
    marked, pages, periods = counts
    if marked or (len(numbered) >= 3 and pages == len(numbered)):
        return True
    if not numbered or (lists and periods == len(numbered)):
        return False
    return _found_again(numbered, last_seen, run[-1])


def find_contents(
    lines: list[str], numbers: list[Number], short: dict[int, bool]
) -> list[list[int]]:
    """The runs of line indexes that are tables of contents, in order. ``short`` receives, per
    numbered line looked at, whether its text is a short title (the parser asks again later)."""
    last_seen = {number[0]: i for i, number in enumerate(numbers) if number is not None}
    lists = not any("." in cid for cid in last_seen)
    found: list[list[int]] = []
    run: list[int] = []
    numbered: list[tuple[int, str]] = []
    seen: set[str] = set()  # an entry seen twice in a run: the body has begun
    marked = False  # a contents title or a dot leader in the run
    pages = periods = 0  # numbered entries ending in a page number, with a period
    end = len(lines)
    for i, number in enumerate([*numbers, None]):
        key = ""
        entry = title = False
        if number is not None:
            key, inline = number
            # the number itself ends neither in a leader nor in a page
            if inline[-1:].isdigit() and _LEADER.search(inline):
                entry = marked = True
            else:
                inline = inline.strip()
                entry = short[i] = short_title(inline)
                entry = entry and not ("[" in inline and MARKER.search(inline))
        elif i < end:
            line = lines[i].strip()
            if not line:
                continue
            if len(line) <= 100 or line[-1].isdigit():  # else a paragraph (the common case)
                entry, key, marked, title = _plain_entry(line, bool(run), marked)
        if entry and not (key and key in seen):
            run.append(i)
            seen.add(key)
            if number is not None:
                numbered.append((i, key))
                text = number[1].rstrip(" \t")
                # a page number ends the line: look for it only behind a final digit
                pages += text[-1:].isdecimal() and _PAGE.search(text) is not None
                periods += text[-1:] == "."
            continue
        if run:
            if len(run) >= 3 and _is_contents(
                run, numbered, (marked, pages, periods), last_seen, lists
            ):
                found.append(run)
            run, numbered, seen, marked, pages, periods = [], [], set(), False, 0, 0
        if entry:  # a repeated entry starts the next run
            run, seen = [i], {key}
            numbered = [(i, key)] if number is not None else []
        elif title:
            run, marked = [i], True
    return found
