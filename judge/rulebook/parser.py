"""Rulebook text → clauses. Pure functions over a decoded text; no I/O.

The forms understood (all occur in the published texts):
    514.5. Text on the same line           511.5.1.Text with no space after the number
    34.1.  (number alone) … blank … text   507. Атаки  /  34.3. Támadó lény.   (headings)
    34.4. Átüt az őrposzton … ". A támadó…" (body starting with ". ")
    511.5.1.Шаг броска кубика. Игроки…      (run-in heading)
    Предварительный этап.                   (unnumbered heading block, id = text without '.')
    · bullets, ПРИМЕР. examples, | tables |, paragraphs   (continuation of the clause above)
    [Kiegészítés]                           (supplement marker: a flag, not text)
and, in full published books:
    702.19b Text / 1.2а. Текст              (lettered sub-ids, children of 702.19 / 1.2)
    V. rész - Képességek, …  /  Часть 1. …  (part headings: heading blocks of their own)
    1. Alapok ........ 5  /  a block of headings repeated later (table of contents)
    ## 105. Зоны  /  ==Колода.==  /  a title over ===== or -----   (Markdown, wiki, reST)
    4.1. … blank … Játékos, ellenfél … blank … 4.1.1.   (a number alone, its title below it)
    ТИПЫ КАРТ  /  a short line between paragraphs of a book with no numbers   (headings)
    Glossary / Ability / 1. Text… 2. …      (a glossary: entries, see judge.rulebook.glossary)
    HKK Kódex 12  … on every page            (page furniture, see judge.rulebook.furniture)

A numbered line is a heading only when it reads as one: short, a noun phrase (no verb form,
negation, modal or quantifier that makes it a sentence), and no final period unless a body or
children follow; in an English text a heading is also written as a title (``Parts of a Card``).
Otherwise the whole line is the clause's text, its period kept.

Text conservation: every non-blank line of the input ends up in exactly one place — a clause's
title or text, a heading block, a glossary entry, the document's preamble, contents or page
furniture — or, where the parser keeps one copy of a repeated heading, in a problem that names
the line and where its text is kept. Markup lines (underlines, ``#`` and ``=`` marks) are
markup, not text; a supplement marker is the clause's ``supplement`` flag.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from judge.rulebook import furniture, glossary
from judge.rulebook.contents import find_contents, has_leader
from judge.rulebook.ids import DUPLICATE_MARK, heading_id, numbering_parent, sort_key
from judge.rulebook.lines import (
    CLAUSE,
    MARKER,
    MARKER_FLAGS,
    NO_DOT,
    WORD,
    capitals,
    heading_like,
    is_part,
    is_plain,
    sentence_end,
    sentence_like,
    short_title,
    titled,
    words,
)
from judge.rulebook.model import Clause, Document, Problem, Ref
from judge.runtime import paused_gc

T = TypeVar("T")

_DIGIT = re.compile(r"\d")

# Markup: a reStructuredText underline (or overline, or a Markdown rule), a Markdown heading, a
# wiki heading (``==Колода и Отряд.==``, as many ``=`` after the text as before it).
_UNDERLINE = re.compile(r"^[ \t]*([=\-~^*+#_])\1{2,}[ \t]*$")
_MD_HEADING = re.compile(r"^[ \t]*(#{1,6})[ \t]+(.*?)[ \t#]*$")
_WIKI_HEADING = re.compile(r"^[ \t]*(={1,6})(?!=)[ \t]*([^=\s].*?)[ \t]*(?<!=)\1[ \t]*$")


# Cross-references, in the order they appear. A single number is a reference only behind a
# marker (п. 514, пункт 514, см. 304., lásd 34., rule 510) or as «(110.)» or before «pont»; a
# dotted number (514.5, 37.6., 510.1c) is one anywhere in prose. Plain numbers («до 5
# выстрелов», a dice value 6) and measurements («2.5 inches (6.3 cm)») are not.
_UNITS = (
    r"(?![ \t]?(?:inch|in\b|cm\b|mm\b|km\b|kg\b|m\b|g\b|ft\b|feet|foot|%|см\b|мм\b|км\b|кг\b|м\b"
    r"|г\b|дюйм|mp\b|perc|sec|min\b|мин|сек|°|″|′|\""
    # unit words written out: «6.3 centimeters», «6.3 сантиметра», «6.3 centiméter», «2.5 óra»
    r"|centi|milli|kilo|m[eé]te?r|metre|hüvelyk|yard|mile|pound|ounce|gramm?|percent|százal"
    r"|hour|minute|óra\b|сантим|миллим|килом|метр|грамм|процент|час(?:а|ов)?\b"
    r"))"
)
#: the letter of a lettered target (510.1c, 3.4а): lower case, ending the word
_LETTER = r"(?:(?-i:[a-zа-яё])(?!\w))?"
_REF = re.compile(
    r"(?=[\d(псclr§p])"  # a quick test of the first character: most positions start no reference
    r"(?:(?<![\w.])(?:пп?|пункт[а-яё]*|см|lásd|ld|§|rules?|pont)\.?\s*"
    rf"(?P<marked>\d{{1,4}}(?:(?:\.\d{{1,4}})+{_LETTER})?)"
    r"|\(\s*(?P<paren>\d{1,4})\.\s*\)"
    rf"|(?<![\w.])(?P<pont>\d{{1,4}}(?:(?:\.\d{{1,4}})+{_LETTER})?)\.?[ \t]+pont"
    rf"|(?<![\w.])(?P<dotted>\d{{1,4}}(?:\.\d{{1,4}})+{_LETTER})(?![\w]|\.\d){_UNITS})",
    re.IGNORECASE,
)


def ref_spans(text: str) -> list[tuple[int, int, str]]:
    """Where each cross-reference's number sits in a text: ``(start, end, clause id)``."""
    spans = []
    for match in _REF.finditer(text):
        group = next(g for g in ("marked", "paren", "pont", "dotted") if match.group(g))
        spans.append((match.start(group), match.end(group), match.group(group)))
    return spans


def find_refs(text: str) -> list[str]:
    """Clause ids a text refers to, in order of first appearance."""
    digit = _DIGIT.search(text)
    if digit is None:
        return []
    return _refs_in(text, _ref_start(text, digit.start()))


def _ref_start(text: str, digit: int) -> int:
    """The first place a reference can start in a text whose first digit is at ``digit``.

    Every reference holds a digit, and only a marker (a word, perhaps a period, spaces) or «(»
    and spaces come before its number: the reference holding the first digit starts at the
    latest at the word before it, and none starts earlier (the regex's look-behinds still see
    the text before). The text before that need not be scanned."""
    start = digit
    while start and text[start - 1].isspace():
        start -= 1
    if start and text[start - 1] == "(":
        return start - 1
    if start and text[start - 1] == ".":
        start -= 1
    while start and (text[start - 1].isalnum() or text[start - 1] in "_§"):
        start -= 1
    return start


def _refs_in(text: str, start: int) -> list[str]:
    """``find_refs`` from ``start`` on (see ``_ref_start``)."""
    seen: dict[str, None] = {}
    for match in _REF.finditer(text, start):
        marked, paren, pont, dotted = match.groups()
        seen.setdefault(marked or paren or pont or dotted, None)
    return list(seen)


@dataclass(slots=True)
class _Raw:
    id: str
    line: int
    numbered: bool
    inline: str  # text on the number's own line
    body: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    forced: bool = False  # a heading by markup (Markdown '#', wiki '==', an underline)
    awaits: bool = False  # a number alone or a heading: the next paragraph is its body
    has_body: bool = False
    marked: bool = False  # a «[» somewhere: perhaps a supplement marker
    #: an unnumbered block's parent: the heading of a higher level above it, or the glossary's
    parent: _Raw | None = None


# --------------------------------------------------------------------------------- reading


class _Lines:
    """The text's lines with markup and page furniture dropped, and what each line is."""

    __slots__ = (
        "lines",
        "numbers",
        "forced",
        "levels",
        "markup",
        "contents",
        "furniture",
        "furniture_text",
        "problems",
        "short",
    )

    def __init__(self, text: str) -> None:
        lines = text.split("\n")
        self.markup: set[int] = set()
        self.forced: set[int] = set()
        self.levels: dict[int, int] = {}  # a Markdown or wiki heading's line → its level
        self.contents: list[int] = []
        self.problems: list[Problem] = []
        self.short: dict[int, bool] = {}  # numbered line → its text is a short title
        if "#" in text or "==" in text or "--" in text or "~~" in text:
            self._read_markup(lines)
        self.lines = lines
        #: per line, (clause id, the text after the number) when it starts a numbered clause
        self.numbers: list[tuple[str, str] | None] = [
            (g[0] or g[1], g[2]) if (m := CLAUSE.match(line)) and (g := m.groups()) else None
            for line in lines
        ]
        self.furniture = furniture.find_furniture(lines, self.numbers)
        self.furniture_text = ""
        if self.furniture:
            self._take_furniture()
        for run in find_contents(lines, self.numbers, self.short):
            self._take_contents(run)

    def _read_markup(self, lines: list[str]) -> None:
        for i, line in enumerate(lines):
            first = line.lstrip()[:1]
            if first == "#" or first == "=":
                heading = (_MD_HEADING if first == "#" else _WIKI_HEADING).match(line)
                if heading and heading.group(2):
                    lines[i] = heading.group(2)
                    self.forced.add(i)
                    self.levels[i] = len(heading.group(1))
                    continue
            if first and first in "=-~^*+#_" and _UNDERLINE.match(line):
                self.markup.add(i)
                lines[i] = ""
                above = i - 1
                if above >= 0 and lines[above].strip() and above not in self.markup:
                    self.forced.add(above)

    def _take_furniture(self) -> None:
        """Page furniture is kept apart, its lines read as blank (a page break)."""
        lines, numbers, found = self.lines, self.numbers, self.furniture
        self.problems.append(
            Problem("furniture", None, found[0] + 1, furniture.describe(lines, found), "warning")
        )
        self.furniture_text = "\n".join(lines[i].strip() for i in found)
        for i in found:
            lines[i] = ""
            numbers[i] = None
            self.forced.discard(i)

    def _take_contents(self, run: list[int]) -> None:
        first, last = run[0], run[-1]
        taken = [k for k in range(first, last + 1) if self.lines[k].strip()]
        self.contents += taken
        for k in taken:
            self.numbers[k] = None
        self.problems.append(
            Problem(
                "contents",
                None,
                first + 1,
                f"lines {first + 1}–{last + 1} are a table of contents ({len(taken)} lines): "
                "kept as the document's contents, not as clauses; the body's headings are the "
                "clauses",
                "warning",
            )
        )


def _awaits(inline: str, english: bool, short: bool | None = None) -> bool:
    """A number alone, or a number with a heading's words: its body may follow (in an English
    text a heading is written as a title)."""
    return not inline or (heading_like(inline, short) and (not english or titled(inline)))


def _is_heading_line(lines: list[str], i: int) -> bool:
    """An unnumbered heading block: a short stand-alone line between blank lines."""
    line = lines[i].strip()
    if not line or (i > 0 and lines[i - 1].strip()):  # the cheap test first: a blank line above
        return False
    if not is_plain(line) or MARKER.fullmatch(line):
        return False
    if not line[0].isupper() or any(ch in line for ch in ',:;«»"()|'):
        return False
    if words(line) > 6 or len(line) > 60 or line.count(".") > 1 or line[-1] in "!?":
        return False
    if CLAUSE.match(line):
        return False
    before = i == 0 or not lines[i - 1].strip()
    after = i + 1 < len(lines) and (not lines[i + 1].strip() or bool(CLAUSE.match(lines[i + 1])))
    if not (before and after):
        return False
    # a heading heads something: a short last paragraph of the text is a paragraph
    return any(lines[k].strip() for k in range(i + 1, len(lines)))


def _between_paragraphs(lines: list[str], i: int, line: str) -> bool:
    """In a text with no clause numbers, a heading between one-line paragraphs: a short noun
    phrase with a capital and no final punctuation, after the end of a sentence (or a blank
    line), before a line that starts a sentence."""
    if not line[0].isupper() or line[-1] in ".,;:!?…" or len(line) > 60:
        return False
    if any(ch in line for ch in ":;|") or not is_plain(line) or not heading_like(line):
        return False
    above = lines[i - 1].strip() if i else ""
    if above and not glossary.ends_sentence(above):
        return False
    below = next((ln for ln in lines[i + 1 : i + 3] if ln and not ln.isspace()), "").lstrip()
    return bool(below) and (below[0].isupper() or below[0].isdigit() or not is_plain(below))


class _Splitter:
    """Reads the lines into clause blocks, the preamble's line indexes and the hints noticed on
    the way; inside a glossary, into its entries."""

    __slots__ = (
        "read",
        "english",
        "unnumbered",
        "blocks",
        "preamble",
        "hints",
        "current",
        "nested",
        "glossary",
        "entry",
        "sense",
        "gap",
        "item",
    )

    def __init__(self, read: _Lines, english: bool) -> None:
        self.read = read
        self.english = english
        #: no dotted clause number: a book of headings and paragraphs, its headings found by
        #: their shape alone
        self.unnumbered = not any(n is not None and "." in n[0] for n in read.numbers)
        self.blocks: list[_Raw] = []
        self.preamble: list[int] = []
        self.hints: list[Problem] = []
        self.current: _Raw | None = None
        self.nested: list[tuple[int, _Raw]] = []  # the headings with a level, outermost first
        self.glossary: _Raw | None = None  # the heading of the glossary being read
        self.entry: _Raw | None = None  # its entry being read
        self.sense = 1  # the number the entry's next sense has
        self.gap = True  # a blank line or the end of a sentence just before
        self.item = 1  # the number the next item of a list under a heading block has

    def run(self) -> None:
        read = self.read
        lines, numbers, forced, short = read.lines, read.numbers, read.forced, read.short
        english, nesting = self.english, bool(read.levels)
        blocks = self.blocks
        skip = set(read.contents) | read.markup
        for i, line in enumerate(lines):
            if skip and i in skip:
                if self.current is not None:
                    self.current.body.append("")
                continue
            number = numbers[i]
            if self.glossary is not None and self._in_glossary(i, line, number):
                continue
            if number is not None:
                cid, inline = number
                if self.unnumbered and self._list_item(line, cid, inline):
                    continue
                # «2. rész – Harc»: a number, then the word for a part
                if not (inline[:1] in "rRfF" and is_part(line.strip())):
                    inline = inline.strip()
                    awaits = not inline or (
                        heading_like(inline, short.get(i)) and (not english or titled(inline))
                    )
                    # _Raw(id, line, numbered, inline, body, flags, forced, awaits, has_body,
                    # marked)
                    raw = _Raw(
                        cid, i + 1, True, inline, [], [], i in forced, awaits, False, "[" in inline
                    )
                    blocks.append(raw)
                    self.current = raw
                    if nesting or (awaits and inline[:1] in glossary.TITLE_START):
                        self._opened(i, raw)
                    continue
                stripped = line.strip()
            else:
                stripped = line.strip()
                if not is_part(stripped) and not (forced and i in forced):
                    if stripped:
                        self._text(i, line, stripped)
                    elif self.current is not None:
                        self.current.body.append(line)
                    continue
            self._open(
                i, _Raw(heading_id(stripped), i + 1, False, stripped, [], ["part"], False, True)
            )

    def _open(self, i: int, raw: _Raw) -> None:
        """A new unnumbered block: the current one."""
        self.blocks.append(raw)
        self.current = raw
        raw.marked = raw.marked or "[" in raw.inline
        self.item = 1
        self._opened(i, raw)

    def _opened(self, i: int, raw: _Raw) -> None:
        """A new block, nested under the headings of higher levels; a glossary's heading when
        it names one."""
        levels = self.read.levels
        if levels and i in levels:
            level = levels[i]
            nested = self.nested
            while nested and nested[-1][0] >= level:
                nested.pop()
            if nested and not raw.numbered:
                raw.parent = nested[-1][1]
            nested.append((level, raw))
        inline = raw.inline
        if inline and (raw.awaits or not raw.numbered) and glossary.is_glossary(inline):
            self.glossary, self.entry, self.gap = raw, None, True

    def _text(self, i: int, line: str, stripped: str) -> None:
        """A line with no number: a heading block, the preamble, or the current block's body."""
        current = self.current
        if line[:1].isdigit() or line[:2].strip()[:1].isdigit():
            self._no_dot(i, line)
        awaiting = (
            current is not None
            and current.awaits
            and (not current.has_body or _only_a_title(current, self.english))
        )
        if not awaiting and (
            _is_heading_line(self.read.lines, i)
            or ((self.unnumbered or stripped.isupper()) and self._opens_block(i, stripped))
        ):
            self._open(i, _Raw(heading_id(stripped), i + 1, False, stripped))
        elif current is None:
            self.preamble.append(i)
        else:
            current.body.append(line)
            current.has_body = True
            if "[" in line:
                current.marked = True

    def _opens_block(self, i: int, line: str) -> bool:
        """A heading block besides one between blank lines: a heading in capitals before a
        clause; in a book without dotted numbers, outside a numbered clause, a heading in
        capitals or one between paragraphs, before more text."""
        lines = self.read.lines
        current = self.current
        free = self.unnumbered and (current is None or not current.numbered)
        if line.isupper() and capitals(line):
            return self._clause_follows(i) or (free and self._text_follows(i))
        return free and _between_paragraphs(lines, i, line)

    def _clause_follows(self, i: int) -> bool:
        """Whether a numbered line comes next (blank lines and more headings in capitals
        between)."""
        lines, numbers = self.read.lines, self.read.numbers
        for k in range(i + 1, len(lines)):
            if numbers[k] is not None:
                return True
            line = lines[k].strip()
            if line and not capitals(line):
                return False
        return False

    def _list_item(self, line: str, cid: str, inline: str) -> bool:
        """In a book without dotted numbers, ``1. …``, ``2. …`` under a heading block are a
        list in its text (each list starts again at 1), not clauses: items that read as
        sentences, numbered one after the other."""
        current = self.current
        if current is None or current.numbered or cid != str(self.item):
            return False
        text = inline.strip()
        if not text or (text[-1] not in ".;:!?…" and heading_like(text)) or has_leader(text):
            return False  # a numbered heading, a contents entry: a chapter of its own
        current.body.append(line)
        current.has_body = True
        current.marked = current.marked or "[" in line
        self.item += 1
        return True

    def _text_follows(self, i: int) -> bool:
        """Whether text comes within the next three lines (a heading heads something)."""
        lines = self.read.lines
        return any(line and not line.isspace() for line in lines[i + 1 : i + 4])

    def _no_dot(self, i: int, line: str) -> None:
        no_dot = NO_DOT.match(line)
        if not no_dot:
            return
        current = self.current
        where = f"text of {current.id}" if current is not None else "the preamble"
        self.hints.append(
            Problem(
                "no-dot",
                current.id if current is not None else None,
                i + 1,
                f"«{no_dot.group(1)} …» starts with a clause number without its trailing dot: "
                f"read as {where} (write «{no_dot.group(1)}.» if it is a clause)",
                "warning",
            )
        )

    # -- a glossary: its heading's own paragraph, then entries until a part or another number

    def _in_glossary(self, i: int, line: str, number: tuple[str, str] | None) -> bool:
        """Read a line of the glossary; False when the glossary ends before it."""
        current = self.current
        assert current is not None  # the glossary's heading, or its last entry
        stripped = line.strip()
        if number is not None:
            return self._sense(line, number)
        if not stripped:
            current.body.append(line)
            self.gap = True
            return True
        if is_part(stripped) or i in self.read.forced:
            self.glossary = None
            return False
        term = glossary.term_of(stripped, self.gap or self.entry is None)
        if term is None:
            current.body.append(line)
            current.has_body = True
            current.marked = current.marked or "[" in line
        else:
            name, rest = term
            entry = _Raw(heading_id(name), i + 1, False, name, [], [glossary.FLAG])
            entry.parent = self.glossary
            entry.marked = "[" in stripped
            if rest:
                entry.body.append(rest)
                entry.has_body = True
            self.blocks.append(entry)
            self.current = self.entry = entry
            self.sense = 1
        self.gap = glossary.ends_sentence(stripped)
        return True

    def _sense(self, line: str, number: tuple[str, str]) -> bool:
        """``1. …``, ``2. …`` under a term: its senses. Any other number, or a numbered line that
        reads as a heading, ends the glossary."""
        cid, inline = number
        entry = self.entry
        text = inline.strip()
        if entry is None or cid != str(self.sense) or not text:
            self.glossary = None
            return False
        if text[-1] not in ".!?:;,…" + glossary.CLOSERS and heading_like(text):
            self.glossary = None
            return False
        entry.body.append(line)
        entry.has_body = True
        entry.marked = entry.marked or "[" in line
        self.sense += 1
        self.gap = glossary.ends_sentence(text)
        return True


# ------------------------------------------------------------------------ titles and texts


def _is_child(raw: _Raw, other: _Raw | None) -> bool:
    if other is None or not other.numbered or not other.id.startswith(raw.id):
        return False
    rest = other.id[len(raw.id) :]
    return rest[:1] == "." or (len(rest) == 1 and rest.isalpha())


def _title_and_text(raw: _Raw, next_raw: _Raw | None, english: bool) -> tuple[str | None, str]:
    """Decide whether the text on a number's line is a heading, a run-in heading or the body."""
    body = [ln for ln in map(str.strip, raw.body) if ln] if raw.has_body else []
    if body and body[0].startswith(". "):  # «34.4. Átüt az őrposzton» … «. A támadó…»
        body[0] = body[0][2:].lstrip()
    inline = raw.inline
    if not raw.numbered:
        if glossary.FLAG in raw.flags:  # each sense on a line of its own
            senses = [sense for line in body for sense in glossary.split_senses(line)]
            return heading_id(inline), "\n".join(senses)
        return heading_id(inline) if inline else None, "\n".join(body)
    if not inline:
        return _title_below(raw, body, next_raw, english)
    if raw.forced:  # a Markdown or underlined heading
        return inline.rstrip(".").strip() or inline, "\n".join(body)
    at = inline.find(". ")
    # a run-in heading is a few words: more than eight spaces before the first «. », none
    run_in = _run_in(inline, at, english) if at >= 0 and inline.count(" ", 0, at) <= 8 else None
    if run_in is not None:
        return run_in[0], "\n".join([run_in[1], *body])
    # the common case first: no heading's words, and a body or a sentence's end
    if (raw.awaits or not (body or inline[-1] in ".!?:;,")) and _reads_as_heading(
        raw, body, next_raw
    ):
        return inline.rstrip(".").strip(), "\n".join(body)
    return None, "\n".join([inline, *body])


def _run_in(inline: str, at: int, english: bool) -> tuple[str, str] | None:
    """A run-in heading and the text after it (``511.5.1.Шаг броска кубика. Игроки…``): a few
    words with no comma and no sentence word before the first end of a sentence, a capital
    after it (in an English text, a heading written as a title). ``at`` is the first «. »."""
    # with a comma or more than four words before the first «. » there is no need to look for
    # the sentence's end (the caller has seen at most eight spaces before it)
    first = inline[:at]
    if "," in first or len(WORD.findall(first)) > 4:
        return None
    cut = sentence_end(inline)
    if cut < 0:
        return None
    head, rest = inline[:cut], inline[cut + 2 :].strip()
    if not rest or "," in head or not rest[:1].isupper() or words(head) > 4:
        return None
    if sentence_like(head) or (english and not titled(head)):
        return None
    return head.strip(), rest


def _reads_as_heading(raw: _Raw, body: list[str], next_raw: _Raw | None) -> bool:
    """Whether a numbered line's text is its heading: heading-like words (``awaits``) before
    a paragraph, or before children, or at the top level; or, with no body before the next
    number, a short line with no final punctuation that heads children or stands at the top
    level — even one that holds «nem» or «не» («20. Máshová nem sorolható részletszabályok»)."""
    inline = raw.inline
    if raw.awaits:
        if (body and is_plain(body[0])) or (not body and "." not in raw.id):
            return True
        has_child = _is_child(raw, next_raw)
        if has_child:
            return True
    elif body or inline[-1] in ".!?:;,":
        return False
    else:
        has_child = _is_child(raw, next_raw)
    return (
        not body
        and next_raw is not None
        and (next_raw.numbered or "part" in next_raw.flags)
        and inline[-1] not in ".!?:;,"
        and (raw.awaits or has_child or "." not in raw.id)
        and short_title(inline)
    )


def _title_below(
    raw: _Raw, body: list[str], next_raw: _Raw | None, english: bool
) -> tuple[str | None, str]:
    """A number alone: the line under it is its title when that line stands alone (a blank
    line or the next number after it), reads as a heading with no final punctuation, and heads
    something — the paragraphs after it or the number's children (``4.1.``, blank, ``Játékos,
    ellenfél``, blank, ``4.1.1. …``)."""
    if (
        body
        and (len(body) > 1 or _is_child(raw, next_raw))
        and _title_line(body[0], english)
        and _stands_alone(raw.body)
    ):
        return body[0], "\n".join(body[1:])
    return None, "\n".join(body)


def _only_a_title(raw: _Raw, english: bool) -> bool:
    """A number alone with only its title under it so far: it still awaits its body."""
    if raw.inline or not raw.numbered:
        return False
    lines = [line for line in raw.body if line and not line.isspace()]
    return len(lines) == 1 and _title_line(lines[0].strip(), english)


def _title_line(line: str, english: bool) -> bool:
    """A line that reads as a heading: a capital first, no final punctuation."""
    return (
        line[0].isupper()
        and line[-1] not in ".!?:;,…"
        and is_plain(line)
        and _awaits(line, english)
    )


def _stands_alone(lines: list[str]) -> bool:
    """Whether the first non-blank of ``lines`` is followed by a blank line or by nothing."""
    first = next(k for k, line in enumerate(lines) if line.strip())
    return first + 1 == len(lines) or not lines[first + 1].strip()


def _strip_markers(raw: _Raw, english: bool) -> None:
    if not raw.marked:
        return

    def take(match: re.Match[str]) -> str:
        flag = MARKER_FLAGS[match.group(1).lower()]
        if flag not in raw.flags:
            raw.flags.append(flag)
        return ""

    if "[" in raw.inline:
        raw.inline = MARKER.sub(take, raw.inline).strip()
        raw.awaits = _awaits(raw.inline, english)
    raw.body = [MARKER.sub(take, ln).rstrip() if "[" in ln else ln for ln in raw.body]


def _holds_nothing_else(copy: Clause, other: Clause) -> bool:
    """A copy with no text whose title is none or the other copy's: nothing of it is lost."""
    if copy.text:
        return False
    if copy.title is None:
        return True
    return (
        other.title is not None and copy.title.casefold().split() == other.title.casefold().split()
    )


def parse_document(text: str, doc: Document) -> Document:
    """Fill ``doc.clauses``, ``doc.preamble``, ``doc.contents``, ``doc.furniture`` and
    ``doc.problems`` from a decoded text."""
    with paused_gc():  # a few objects per line and no reference cycles (judge.runtime)
        return _parse(text, doc)


def _parse(text: str, doc: Document) -> Document:
    english = doc.language == "en"
    read = _Lines(text)
    split = _Splitter(read, english)
    split.run()
    problems = doc.problems
    problems += read.problems
    problems += split.hints
    lines = read.lines
    if split.preamble:
        _keep_preamble(doc, [lines[i].strip() for i in split.preamble], split.preamble)
    if read.contents:
        doc.contents = "\n".join(lines[i].strip() for i in sorted(read.contents))
        doc.contents_line = min(read.contents) + 1
    if read.furniture:
        doc.furniture = read.furniture_text
        doc.furniture_line = read.furniture[0] + 1
    blocks = split.blocks
    del read, lines, split  # the per-line tables are not needed any more: a lower peak of memory
    clauses: dict[str, Clause] = {}
    copies: dict[str, int] = {}
    for raw, next_raw in zip(blocks, [*blocks[1:], None], strict=False):
        if raw.marked:
            _strip_markers(raw, english)
        title, body = _title_and_text(raw, next_raw, english)
        cid, numbered = raw.id, raw.numbered
        # placed among the clauses read so far (``_link`` corrects the few an ancestor of
        # follows), with the lists ``_link`` fills: refs, children, citing clauses; an
        # unnumbered block keeps the parent the parser gave it (a heading of a higher level,
        # the glossary's)
        if numbered:
            parent, missing = _placed(cid, clauses)
        else:
            parent, missing = (raw.parent.id if raw.parent is not None else None), None
        clause = Clause(
            cid, title, body, raw.line, parent, [], raw.flags, numbered, [], [], missing
        )
        first = clauses.get(cid)
        if first is None:
            clauses[cid] = clause
        else:
            # the blocks under it name it as it is kept (a copy is ``ID#2``)
            raw.id = _repeated(clauses, copies, first, clause, problems)
        if not (numbered or first is not None or "part" in raw.flags or glossary.FLAG in raw.flags):
            problems.append(
                Problem("unnumbered", cid, raw.line, f"unnumbered heading block «{cid}»", "warning")
            )
    _link(clauses)
    doc.clauses = clauses
    check_numbering(doc)
    return doc


def _keep_preamble(doc: Document, text: list[str], where: list[int]) -> None:
    doc.preamble = "\n".join(text)
    doc.preamble_line = where[0] + 1
    last = where[-1] + 1
    span = (
        f"line {doc.preamble_line}"
        if last == doc.preamble_line
        else (f"lines {doc.preamble_line}–{last}")
    )
    doc.problems.append(
        Problem(
            "preamble",
            None,
            doc.preamble_line,
            f"text before the first clause ({span}) belongs to no clause: kept as the "
            "document's preamble",
            "warning",
        )
    )


def _repeated(
    clauses: dict[str, Clause],
    copies: dict[str, int],
    first: Clause,
    again: Clause,
    problems: list[Problem],
) -> str:
    """A number (or heading) seen twice. An empty copy, or a heading-only copy whose title the
    other repeats (a contents entry), is one clause with the other's text; two copies with text
    both stay, the second as ``ID#2`` (a warning when one is a glossary's term: a heading and a
    term may share their words). Returns the id the second copy is kept under."""
    cid = first.id
    flags = list(dict.fromkeys([*first.flags, *again.flags]))
    if _holds_nothing_else(first, again):
        del clauses[cid]  # the clause takes the place of the copy with the text
        kept = clauses[cid] = again._replace(title=again.title or first.title, flags=flags)
        dropped = first
    elif _holds_nothing_else(again, first):
        kept = clauses[cid] = first._replace(title=first.title or again.title, flags=flags)
        dropped = again
    else:
        number = copies[cid] = copies.get(cid, 1) + 1
        copy_id = f"{cid}{DUPLICATE_MARK}{number}"
        clauses[copy_id] = again._replace(id=copy_id)
        term = glossary.FLAG in first.flags or glossary.FLAG in again.flags
        problems.append(
            Problem(
                "duplicate",
                cid,
                again.line,
                f"{cid} appears again (first at line {first.line}); both copies have text: "
                f"the first is {cid}, this one is kept as {copy_id}"
                + (" (a glossary term)" if term else ""),
                "warning" if term else "error",
            )
        )
        return copy_id
    what = f"«{dropped.title}»" if dropped.title else "no text"
    problems.append(
        Problem(
            "repeated",
            cid,
            dropped.line,
            f"{cid} at line {dropped.line} ({what}) repeats {cid} at line {kept.line}: "
            f"kept as one clause {cid} at line {kept.line}",
            "warning",
        )
    )
    return cid


def _placed(cid: str, clauses: Mapping[str, Clause]) -> tuple[str | None, str | None]:
    """A numbered clause's parent among ``clauses`` (the nearest ancestor by numbering), and
    its numbering parent when that one is not among them."""
    parent = numbering_parent(cid)
    if parent is None or parent in clauses:
        return parent, None
    missing = parent
    while parent is not None and parent not in clauses:
        parent = numbering_parent(parent)
    return parent, missing


def _link(clauses: dict[str, Clause]) -> None:
    """Each clause's children, references out and the clauses citing it, filled into the lists
    the parser made them with; a parent placed before the whole text was read is corrected (an
    ancestor further down the text, a repeated number kept under a new id)."""
    for cid, clause in clauses.items():
        if not clause.numbered:
            if clause.parent is not None:  # a heading of a higher level, the glossary's
                _filled(clauses[clause.parent].children).append(cid)
            continue
        placed = _placed(cid, clauses)
        if placed != (clause.parent, clause.missing_parent):
            clauses[cid] = clause._replace(parent=placed[0], missing_parent=placed[1])
        if placed[0] is not None:
            _filled(clauses[placed[0]].children).append(cid)
    digit = _DIGIT.search
    for clause in clauses.values():
        title, text = clause.title, clause.text
        # no digit, no reference: the common case costs a scan of the text, not a new string
        first = digit(title) if title else None
        if first is not None:
            at = first.start()
        else:
            first = digit(text)
            if first is None:
                continue
            at = first.start() + (len(title) + 2 if title else 0)
        if title:
            text = f"{title}. {text}"
        found = _refs_in(text, _ref_start(text, at))
        if not found:
            continue
        own = clause.id
        refs = _filled(clause.refs)
        for r in found:
            if r == own:
                continue
            target = clauses.get(r)
            resolved = target is not None and target.numbered
            refs.append(Ref(r, resolved))
            if resolved:  # each clause once, its references without repeats: no test needed
                _filled(target.cited_by).append(own)  # type: ignore[union-attr]


def _filled(items: Sequence[T]) -> list[T]:
    """One of the lists the parser makes a clause with and fills while linking."""
    return items  # type: ignore[return-value]


def _first(pair: tuple[tuple[int, ...], Clause]) -> tuple[int, ...]:
    return pair[0]


def _sections(doc: Document) -> set[str]:
    """One-digit chapters that head the rules N00–N99 (``1. Game Concepts`` before ``100.``),
    as comprehensive rules number their sections."""
    tops = [c for c in doc.clauses if c.isdecimal()]
    hundreds = {int(t) // 100 for t in tops if len(t) == 3}
    return {t for t in tops if len(t) == 1 and int(t) in hundreds}


def check_numbering(doc: Document) -> None:
    """Report order, gaps between siblings, missing parents, unresolved references (duplicates
    are reported as the text is read)."""
    problems = doc.problems
    previous: Clause | None = None
    previous_key: tuple[int, ...] = ()
    # per numbering parent, its children's (sort key, clause) in file order: one key per clause
    siblings: dict[str | None, list[tuple[tuple[int, ...], Clause]]] = {}
    sections = _sections(doc)
    for clause in doc.clauses.values():
        if not clause.numbered:
            continue
        cid = clause.id
        if DUPLICATE_MARK in cid:
            continue
        key = sort_key(cid)
        own_key = key
        if sections and cid in sections:  # section 2 comes before rule 200, after rule 199
            key = (int(cid) * 100 - 1, 10**9)
        if previous is not None and key < previous_key:
            problems.append(
                Problem(
                    "order",
                    cid,
                    clause.line,
                    f"{cid} comes after {previous.id} (line {previous.line})",
                )
            )
        previous, previous_key = clause, key
        if clause.missing_parent:
            problems.append(
                Problem(
                    "missing-parent",
                    cid,
                    clause.line,
                    f"parent {clause.missing_parent} of {cid} is not in the text",
                    "warning",
                )
            )
        if not cid[-1].isalpha() and cid not in sections:
            # lettered sub-ids skip letters (no l, no o): no gaps for them
            # the numbering parent, whether the text has it or not (set by ``link``)
            parent = clause.missing_parent or clause.parent
            group = siblings.get(parent)
            if group is None:
                siblings[parent] = [(own_key, clause)]
            else:
                group.append((own_key, clause))
    for group in siblings.values():
        if len(group) >= 2:
            _gaps(group, bool(sections), problems)
    for clause in doc.clauses.values():
        for ref in clause.refs:
            if not ref.resolved:
                problems.append(
                    Problem(
                        "unresolved",
                        clause.id,
                        clause.line,
                        unresolved_message(clause.id, ref.id),
                        "warning",
                    )
                )


def _gaps(
    group: list[tuple[tuple[int, ...], Clause]], sections: bool, problems: list[Problem]
) -> None:
    """Gaps between siblings (their sort keys and clauses, in file order)."""
    ordered = sorted(group, key=_first)
    for (key_a, a), (key_b, b) in zip(ordered, ordered[1:], strict=False):
        last_a, last_b = key_a[-1], key_b[-1]
        if last_b - last_a <= 1:
            continue
        if sections and a.parent is None and last_a // 100 != last_b // 100:
            continue  # the rules of one section to the next (122 → 200)
        head = a.id.rpartition(".")[0]
        missing = [f"{head}.{k}" if head else str(k) for k in range(last_a + 1, last_b)]
        shown = ", ".join(missing[:3]) + (" …" if len(missing) > 3 else "")
        problems.append(
            Problem(
                "gap",
                b.id,
                b.line,
                f"numbering jumps from {a.id} to {b.id}: {shown} missing",
                "warning",
            )
        )


def unresolved_message(clause_id: str, ref_id: str) -> str:
    """The message of an ``unresolved`` problem: the reference ``ref_id`` of a clause names no
    numbered clause of its document."""
    return f"{clause_id} refers to {ref_id}, which this document does not have"
