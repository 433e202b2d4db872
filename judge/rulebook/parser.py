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
    ## 105. Зоны  /  a title over ===== or -----   (Markdown and reStructuredText markup)

Text conservation: every non-blank line of the input ends up in exactly one place — a clause's
title or text, a heading block, the document's preamble or contents — or, where the parser keeps
one copy of a repeated heading, in a problem that names the line and where its text is kept.
Markup lines (underlines, ``#`` marks) are markup, not text.
"""

from __future__ import annotations

import gc
import re
from collections.abc import MutableMapping
from dataclasses import dataclass, field

from judge.rulebook.ids import DUPLICATE_MARK, heading_id, numbering_parent, sort_key
from judge.rulebook.model import Clause, Document, Problem, Ref

_CLAUSE = re.compile(
    r"^[ \t]*(?:(\d{1,4}(?:\.\d{1,4})*)\.(?!\d)|(\d{1,4}(?:\.\d{1,4})+[a-zа-яё])[.)]?(?=[ \t]|$))"
    r"[ \t]*(.*)$"
)
#: a dotted number at the start of a line with no dot after it: «606.5 If…»
_NO_DOT = re.compile(r"^[ \t]*(\d{1,4}(?:\.\d{1,4})+)[ \t]+(?=[A-ZА-ЯЁÁÉÍÓÖŐÚÜŰ])")
_MARKER = re.compile(r"\[\s*(Kiegészítés|Дополнение)\s*\]", re.IGNORECASE)
_MARKER_FLAGS = {"kiegészítés": "supplement", "дополнение": "supplement"}
_EXAMPLE = re.compile(r"^(?:ПРИМЕР|Пример|ПРИМЕЧАНИЕ|Примечание|PÉLDA|Példa|Megjegyzés)\b")
_BULLET = re.compile(r"^[·•\-–—*]\s")
_WORD = re.compile(r"\w+")
_DIGIT = re.compile(r"\d")

# Markup: a reStructuredText underline (or overline, or a Markdown rule), a Markdown heading.
_UNDERLINE = re.compile(r"^[ \t]*([=\-~^*+#_])\1{2,}[ \t]*$")
_MD_HEADING = re.compile(r"^[ \t]*#{1,6}[ \t]+(.*?)[ \t#]*$")

# Part headings: heading blocks of their own whatever punctuation they hold.
_ROMAN = r"(?=[IVXL])L?X{0,3}(?:IX|IV|V?I{0,3})"
#: after a part's number or word: the end of the line or a separator («2. rész – Harc», «Part 2:»)
_PART_END = r"(?=[ \t]*(?:$|[-–—:.,]))"
_PART = re.compile(
    rf"^(?:{_ROMAN}\.[ \t]+\S"
    rf"|(?:{_ROMAN}|\d{{1,2}})\.?[ \t]*(?i:rész|fejezet){_PART_END}"
    rf"|(?i:часть|глава|раздел|rész|fejezet|part|chapter)[ \t]+"
    rf"(?:{_ROMAN}|\d{{1,3}}|(?i:[ivxl]+)){_PART_END}"
    r"|(?i:bevezető|bevezetés|előszó|tartalom|tartalomjegyzék|szójegyzék|függelék|введение"
    r"|предисловие|содержание|оглавление|глоссарий|приложение|introduction|contents"
    r"|table of contents|glossary|appendix|credits)\.?[ \t]*$)"
)
_PART_START = frozenset("IVXLЧчГгРрrRfFpPcCbBeEtTsSgGaAiвВпПсСоОиИ")


def _is_part(line: str) -> bool:
    """A part heading (``V. rész - …``, ``Часть 2. …``, ``ГЛАВА III``, ``Bevezető``): a line of
    its own, stripped, at most 100 characters."""
    return (
        (line[:1] in _PART_START or line[:1].isdigit())
        and len(line) <= 100
        and _PART.match(line) is not None
    )


_CONTENTS_TITLE = re.compile(
    r"^(?i:tartalom|tartalomjegyzék|содержание|оглавление|contents|table of contents)\.?$"
)
# A contents entry: a title followed by dot leaders and a page number, or by a page number.
_LEADER = re.compile(r"(?:\.{3,}|…+|(?:\. ){3,}\.?|_{3,})[ \t]*\d{1,4}[ \t]*$")
_PAGE = re.compile(r"\S[ \t]+\d{1,4}[ \t]*$")

# Cross-references, in the order they appear. A single number is a reference only behind a
# marker (п. 514, пункт 514, см. 304., lásd 34., rule 510) or as «(110.)» or before «pont»; a
# dotted number (514.5, 37.6., 510.1c) is one anywhere in prose. Plain numbers («до 5
# выстрелов», a dice value 6) and measurements («2.5 inches (6.3 cm)») are not.
_UNITS = (
    r"(?![ \t]?(?:inch|in\b|cm\b|mm\b|km\b|kg\b|m\b|g\b|ft\b|feet|foot|%|см\b|мм\b|км\b|кг\b|м\b"
    r"|г\b|дюйм|mp\b|perc|sec|min\b|мин|сек|°|″|′|\"))"
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
    forced: bool = False  # a heading by markup (Markdown '#', an underline)
    awaits: bool = False  # a number alone or a heading: the next paragraph is its body
    has_body: bool = False
    marked: bool = False  # a «[» somewhere: perhaps a supplement marker


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _is_plain(line: str) -> bool:
    return not (_BULLET.match(line) or _EXAMPLE.match(line) or line.startswith("|"))


# ----------------------------------------------------------------------- sentences and titles

#: words after which a period ends no sentence (Hungarian, Russian, English abbreviations)
_ABBREVIATIONS = frozenset(
    "ill stb pl vs kb ld ún sz ui vö ua vmi vki db ff kk "
    "т.е т.д т.п т.к т.н см п пп ст стр гл рис др ср напр прим разд тыс "
    "e.g i.e etc cf no nr mr mrs dr st vol fig pp p ch sec approx".split()
)
_OPENING = re.compile(r'[«„“"(\[]')
_OPENERS = {"«": "»", "„": "”“", "“": "”", "(": ")", "[": "]"}


def _inside_quotes(text: str, end: int) -> bool:
    """Whether position ``end`` of ``text`` is inside «…» „…" "…" “…” or (…)."""
    stack: list[str] = []
    for ch in text[:end]:
        if stack and ch in stack[-1]:
            stack.pop()
        elif ch == '"':
            stack.append('"')
        elif ch in _OPENERS:
            stack.append(_OPENERS[ch])
    return bool(stack)


def _after_abbreviation(text: str, end: int) -> bool:
    word = text[text.rfind(" ", 0, end) + 1 : end].lstrip("(«„\"“'").lower()
    if len(word) == 1:
        return word.isalpha()  # an initial, «п.», «т. е.»
    return word in _ABBREVIATIONS or ("." in word and word.replace(".", "").isalpha())


def _sentence_end(text: str) -> int:
    """The index of the first «. » that ends a sentence: not inside quotes or brackets, not
    after a known abbreviation; -1 when there is none."""
    start = 0
    while True:
        at = text.find(". ", start)
        if at < 0:
            return -1
        if not _after_abbreviation(text, at) and not (
            _OPENING.search(text, 0, at) is not None and _inside_quotes(text, at)
        ):
            return at
        start = at + 2


def _is_heading_line(lines: list[str], i: int) -> bool:
    """An unnumbered heading block: a short stand-alone line between blank lines."""
    line = lines[i].strip()
    if not line or (i > 0 and lines[i - 1].strip()):  # the cheap test first: a blank line above
        return False
    if not _is_plain(line) or _MARKER.fullmatch(line):
        return False
    if not line[0].isupper() or any(ch in line for ch in ',:;«»"()|'):
        return False
    if _words(line) > 6 or len(line) > 60 or line.count(".") > 1 or line[-1] in "!?":
        return False
    if _CLAUSE.match(line):
        return False
    before = i == 0 or not lines[i - 1].strip()
    after = i + 1 < len(lines) and (not lines[i + 1].strip() or bool(_CLAUSE.match(lines[i + 1])))
    if not (before and after):
        return False
    # a heading heads something: a short last paragraph of the text is a paragraph
    return any(lines[k].strip() for k in range(i + 1, len(lines)))


# Words that make a short line a sentence rather than a heading: negations, modals and copulas,
# and Russian verb endings (3rd person, reflexive, infinitive) or Hungarian potential forms.
_SENTENCE_WORDS = frozenset(
    (
        "не нельзя можно может могут должен должна должно должны является являются это есть "
        "nem sem lehet kell van nincs csak nevezzük"
    ).split()
)
_VERB_ENDINGS_RU = tuple("ется ются ится ятся ться ает яет ует ают яют уют".split())
_VERB_ENDINGS_HU = tuple("hat het hatja heti ható hető".split())


def _sentence_like(text: str) -> bool:
    return _sentence_words(_WORD.findall(text.lower()))


def _sentence_words(words: list[str]) -> bool:
    """Whether lower-cased words hold a sentence word or a verb ending."""
    for word in words:
        if word in _SENTENCE_WORDS:
            return True
        if len(word) > 5 and (word.endswith(_VERB_ENDINGS_RU) or word.endswith(_VERB_ENDINGS_HU)):
            return True
    return False


def _short_title(inline: str) -> bool:
    """Short enough for a heading, with no sentence break and no trailing list punctuation."""
    single = inline.rstrip(".")
    return (
        0 < len(single) <= 90
        and not inline.endswith((":", ",", ";"))
        and single.count(" ") < 12
        and (". " not in single or _sentence_end(single) < 0)
    )


def _heading_like(inline: str, short: bool | None = None) -> bool:
    """Short enough, and shaped like a heading (a noun phrase) rather than a sentence.
    ``short`` is ``_short_title(inline)`` when it is known already."""
    if len(inline) > 91 or not (_short_title(inline) if short is None else short):
        return False
    lowered = inline.lower()
    if len(lowered) != len(inline):  # «İ» → «i̇»: lower-casing split a letter
        return _words(inline) <= 8 and not _sentence_like(inline.rstrip("."))
    # one character for one, and a letter's lower case is a letter: the same words, once
    # (trailing periods are no word)
    words = _WORD.findall(lowered)
    return len(words) <= 8 and not _sentence_words(words)


# --------------------------------------------------------------------------------- reading


def _found_again(numbered: list[tuple[int, str]], last_seen: dict[str, int], end: int) -> bool:
    """Whether most (and at least two) of a run's numbers are found again after it."""
    again = sum(last_seen[cid] > end for _, cid in numbered)
    return again * 2 >= len(numbered) and again >= 2


class _Lines:
    """The text's lines with markup dropped, and what each line is."""

    __slots__ = ("lines", "numbers", "forced", "markup", "contents", "problems", "short")

    def __init__(self, text: str) -> None:
        lines = text.split("\n")
        self.markup: set[int] = set()
        self.forced: set[int] = set()
        self.contents: list[int] = []
        self.problems: list[Problem] = []
        self.short: dict[int, bool] = {}  # numbered line → its text is a short title
        if "#" in text or "==" in text or "--" in text or "~~" in text:
            self._read_markup(lines)
        self.lines = lines
        #: per line, (clause id, the text after the number) when it starts a numbered clause
        self.numbers: list[tuple[str, str] | None] = [
            (g[0] or g[1], g[2]) if (m := _CLAUSE.match(line)) and (g := m.groups()) else None
            for line in lines
        ]
        self._find_contents()

    def _read_markup(self, lines: list[str]) -> None:
        for i, line in enumerate(lines):
            first = line.lstrip()[:1]
            if first == "#":
                heading = _MD_HEADING.match(line)
                if heading and heading.group(1):
                    lines[i] = heading.group(1)
                    self.forced.add(i)
                    continue
            if first and first in "=-~^*+#_" and _UNDERLINE.match(line):
                self.markup.add(i)
                lines[i] = ""
                above = i - 1
                if above >= 0 and lines[above].strip() and above not in self.markup:
                    self.forced.add(above)

    def _find_contents(self) -> None:
        """Runs of contents entries: numbered short titles with no text between them (blank
        lines allowed), part headings, lines ending in dot leaders and a page number. A run is
        a table of contents when it has a contents title or dot leaders, or when at least three
        entries and most of its numbered ones are numbers found again after it."""
        lines, numbers = self.lines, self.numbers
        last_seen = {number[0]: i for i, number in enumerate(numbers) if number is not None}
        short = self.short
        run: list[int] = []
        numbered: list[tuple[int, str]] = []
        seen: set[str] = set()  # an entry seen twice in a run: the body has begun
        marked = False  # a contents title or a dot leader in the run
        pages = 0
        for i, number in enumerate([*numbers, None]):
            key = ""
            if number is not None:
                key, inline = number
                line = inline  # the number itself ends neither in a leader nor in a page
                if inline[-1:].isdigit() and _LEADER.search(inline):
                    entry = marked = True
                else:
                    inline = inline.strip()
                    entry = short[i] = _short_title(inline)
                    entry = entry and not ("[" in inline and _MARKER.search(inline))
            elif i == len(lines):
                line, entry = "", False
            else:
                line = lines[i]
                if not line or line.isspace():
                    continue
                line = line.strip()
                if line[-1].isdigit() and _LEADER.search(line):
                    entry = marked = True
                elif len(line) < 20 and _CONTENTS_TITLE.match(line):
                    entry = marked = not run or marked
                elif _is_part(line):
                    entry = True
                    key = line.casefold()
                else:
                    entry = False
            if entry and not (key and key in seen):
                run.append(i)
                if key:
                    seen.add(key)
                if number is not None:
                    numbered.append((i, key))
                    # a page number ends the line: look for it only behind a final digit
                    page = number[1].rstrip(" \t")[-1:].isdecimal() and _PAGE.search(number[1])
                    pages += bool(page)
                continue
            if run:
                if len(run) >= 3 and (
                    marked
                    or (numbered and _found_again(numbered, last_seen, run[-1]))
                    or (len(numbered) >= 3 and pages == len(numbered))
                ):
                    self._take_contents(run)
                run, numbered, marked, pages = [], [], False, 0
                seen = set()
            if entry:  # a repeated entry starts the next run
                run, seen = [i], {key}
                numbered = [(i, key)] if number is not None else []
            elif number is None and len(line) < 20 and line and _CONTENTS_TITLE.match(line):
                run, marked = [i], True

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


def _split(read: _Lines) -> tuple[list[_Raw], list[int], list[Problem]]:
    """Clause blocks, the preamble's line indexes, and the hints noticed on the way."""
    lines, numbers, forced, short = read.lines, read.numbers, read.forced, read.short
    skip = set(read.contents) | read.markup
    blocks: list[_Raw] = []
    preamble: list[int] = []
    hints: list[Problem] = []
    current: _Raw | None = None
    heading_like = _heading_like
    for i, line in enumerate(lines):
        if skip and i in skip:
            if current is not None:
                current.body.append("")
            continue
        number = numbers[i]
        if number is not None:
            cid, inline = number
            # «2. rész – Harc»: a number, then the word for a part
            if not (inline[:1] in "rRfF" and _is_part(line.strip())):
                inline = inline.strip()
                awaits = not inline or heading_like(inline, short.get(i))
                # _Raw(id, line, numbered, inline, body, flags, forced, awaits, has_body, marked)
                current = _Raw(
                    cid, i + 1, True, inline, [], [], i in forced, awaits, False, "[" in inline
                )
                blocks.append(current)
                continue
            part = True
            stripped = ""
        else:
            stripped = line.strip()
            part = _is_part(stripped)
        if part or (forced and i in forced):
            stripped = line.strip()
            current = _Raw(heading_id(stripped), i + 1, False, stripped, flags=["part"])
            current.awaits = True
            current.marked = "[" in stripped
            blocks.append(current)
            continue
        if not stripped:
            if current is not None:
                current.body.append(line)
            continue
        if line[:1].isdigit() or line[:2].strip()[:1].isdigit():
            no_dot = _NO_DOT.match(line)
            if no_dot:
                where = f"text of {current.id}" if current is not None else "the preamble"
                hints.append(
                    Problem(
                        "no-dot",
                        current.id if current is not None else None,
                        i + 1,
                        f"«{no_dot.group(1)} …» starts with a clause number without its "
                        f"trailing dot: read as {where} (write «{no_dot.group(1)}.» if it is a "
                        "clause)",
                        "warning",
                    )
                )
        awaiting = current is not None and current.awaits and not current.has_body
        if not awaiting and _is_heading_line(lines, i):
            current = _Raw(heading_id(line), i + 1, False, stripped)
            current.marked = "[" in stripped
            blocks.append(current)
        elif current is None:
            preamble.append(i)
        else:
            current.body.append(line)
            current.has_body = True
            if "[" in line:
                current.marked = True
    return blocks, preamble, hints


def _is_child(raw: _Raw, other: _Raw | None) -> bool:
    if other is None or not other.numbered or not other.id.startswith(raw.id):
        return False
    rest = other.id[len(raw.id) :]
    return rest[:1] == "." or (len(rest) == 1 and rest.isalpha())


def _title_and_text(raw: _Raw, next_raw: _Raw | None) -> tuple[str | None, str]:
    """Decide whether the text on a number's line is a heading, a run-in heading or the body."""
    body = [ln for ln in map(str.strip, raw.body) if ln] if raw.has_body else []
    if body and body[0].startswith(". "):  # «34.4. Átüt az őrposzton» … «. A támadó…»
        body[0] = body[0][2:].lstrip()
    inline = raw.inline
    if not raw.numbered:
        return heading_id(inline) if inline else None, "\n".join(body)
    if not inline:
        return None, "\n".join(body)
    if raw.forced:  # a Markdown or underlined heading
        return inline.rstrip(".").strip() or inline, "\n".join(body)
    at = inline.find(". ")
    # a run-in heading is a few words with no comma: a longer first sentence cannot be one (the
    # heading holds all of the text before the first «. »: with a comma or more than four words
    # there, there is no need to look for the sentence's end)
    if (
        at >= 0
        and inline.count(" ", 0, at) <= 8
        and "," not in (first := inline[:at])
        and len(_WORD.findall(first)) <= 4
    ):
        cut = _sentence_end(inline)
        if cut >= 0:
            head, rest = inline[:cut], inline[cut + 2 :].strip()
            run_in = rest and "," not in head and rest[:1].isupper() and _words(head) <= 4
            if run_in and not _sentence_like(head):
                return head.strip(), "\n".join([rest, *body])  # run-in heading
    if raw.awaits:  # heading-like
        if (body and _is_plain(body[0])) or (not body and "." not in raw.id):
            return inline.rstrip(".").strip(), "\n".join(body)
        has_child = _is_child(raw, next_raw)
        if has_child:
            return inline.rstrip(".").strip(), "\n".join(body)
    elif body or inline[-1] in ".!?:;,":
        return None, "\n".join([inline, *body])
    else:
        has_child = _is_child(raw, next_raw)
    if (
        not body
        and next_raw is not None
        and (next_raw.numbered or "part" in next_raw.flags)
        and inline[-1] not in ".!?:;,"
        and (raw.awaits or has_child or "." not in raw.id)
        and _short_title(inline)
    ):
        # a numbered line with no body before the next number is a heading, even one that
        # holds «nem» or «не» («20. Máshová nem sorolható részletszabályok»)
        return inline.rstrip(".").strip(), ""
    return None, "\n".join([inline, *body])


def _strip_markers(raw: _Raw) -> None:
    if not raw.marked:
        return

    def take(match: re.Match[str]) -> str:
        flag = _MARKER_FLAGS[match.group(1).lower()]
        if flag not in raw.flags:
            raw.flags.append(flag)
        return ""

    if "[" in raw.inline:
        raw.inline = _MARKER.sub(take, raw.inline).strip()
        raw.awaits = not raw.inline or _heading_like(raw.inline)
    raw.body = [_MARKER.sub(take, ln).rstrip() if "[" in ln else ln for ln in raw.body]


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
    """Fill ``doc.clauses``, ``doc.preamble``, ``doc.contents`` and ``doc.problems`` from a
    decoded text."""
    # Parsing allocates a few objects per line and makes no reference cycles: the cyclic
    # garbage collector would only walk the growing heap again and again (~15 % of a cold
    # parse of a big book), so it pauses while the text is read.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _parse(text, doc)
    finally:
        if collecting:
            gc.enable()


def _parse(text: str, doc: Document) -> Document:
    read = _Lines(text)
    blocks, preamble, hints = _split(read)
    problems = doc.problems
    problems += read.problems
    problems += hints
    lines = read.lines
    if preamble:
        doc.preamble = "\n".join(lines[i].strip() for i in preamble)
        doc.preamble_line = preamble[0] + 1
        last = preamble[-1] + 1
        span = (
            f"line {doc.preamble_line}"
            if last == doc.preamble_line
            else (f"lines {doc.preamble_line}–{last}")
        )
        problems.append(
            Problem(
                "preamble",
                None,
                doc.preamble_line,
                f"text before the first clause ({span}) belongs to no clause: kept as the "
                "document's preamble",
                "warning",
            )
        )
    if read.contents:
        doc.contents = "\n".join(lines[i].strip() for i in sorted(read.contents))
        doc.contents_line = min(read.contents) + 1
    del read, lines  # the per-line tables are not needed any more: a lower peak of memory
    clauses: dict[str, Clause] = {}
    copies: dict[str, int] = {}
    for raw, next_raw in zip(blocks, [*blocks[1:], None], strict=False):
        if raw.marked:
            _strip_markers(raw)
        title, body = _title_and_text(raw, next_raw)
        cid, numbered = raw.id, raw.numbered
        # positional: Clause(id, title, text, line, parent, refs, flags, numbered)
        clause = Clause(cid, title, body, raw.line, None, None, raw.flags, numbered)
        first = clauses.get(cid)
        if first is None:
            clauses[cid] = clause
        else:
            _repeated(clauses, copies, first, clause, problems)
        if not numbered and first is None and "part" not in raw.flags:
            problems.append(
                Problem(
                    "unnumbered",
                    raw.id,
                    raw.line,
                    f"unnumbered heading block «{raw.id}»",
                    "warning",
                )
            )
    doc.clauses = clauses
    _link(clauses)  # the clauses are new: nothing to reset
    check_numbering(doc)
    return doc


def _repeated(
    clauses: dict[str, Clause],
    copies: dict[str, int],
    first: Clause,
    again: Clause,
    problems: list[Problem],
) -> None:
    """A number (or heading) seen twice. An empty copy, or a heading-only copy whose title the
    other repeats (a contents entry), is one clause with the other's text; two copies with text
    both stay, the second as ``ID#2``."""
    cid = first.id
    if _holds_nothing_else(first, again):
        del clauses[cid]  # the clause takes the place of the copy with the text
        again.title = again.title or first.title
        again.flags = list(dict.fromkeys([*first.flags, *again.flags]))
        clauses[cid] = again
        kept = again
        dropped = first
    elif _holds_nothing_else(again, first):
        first.title = first.title or again.title
        first.flags = list(dict.fromkeys([*first.flags, *again.flags]))
        kept, dropped = first, again
    else:
        number = copies[cid] = copies.get(cid, 1) + 1
        copy_id = f"{cid}{DUPLICATE_MARK}{number}"
        again.id = copy_id
        clauses[copy_id] = again
        problems.append(
            Problem(
                "duplicate",
                cid,
                again.line,
                f"{cid} appears again (first at line {first.line}); both copies have text: "
                f"the first is {cid}, this one is kept as {copy_id}",
            )
        )
        return
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


def link(doc: Document) -> None:
    """Parents by numbering, children, references out and the clauses citing each clause."""
    clauses = doc.clauses
    for clause in clauses.values():
        clause.children, clause.cited_by, clause.parent, clause.missing_parent = [], [], None, None
    _link(clauses)


def _link(clauses: MutableMapping[str, Clause]) -> None:
    """``link`` over clauses whose children, citing clauses and parents are still empty."""
    for clause in clauses.values():
        if not clause.numbered:
            continue
        parent = numbering_parent(clause.id)
        if parent is None:
            continue
        if parent in clauses:
            clause.parent = parent
            clauses[parent].children.append(clause.id)
            continue
        clause.missing_parent = parent
        while parent is not None and parent not in clauses:
            parent = numbering_parent(parent)
        clause.parent = parent
        if parent is not None:
            clauses[parent].children.append(clause.id)
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
                clause.refs = []
                continue
            at = first.start() + (len(title) + 2 if title else 0)
        if title:
            text = f"{title}. {text}"
        found = _refs_in(text, _ref_start(text, at))
        if not found:
            clause.refs = []
            continue
        own = clause.id
        refs = clause.refs = []
        for r in found:
            if r == own:
                continue
            target = clauses.get(r)
            resolved = target is not None and target.numbered
            refs.append(Ref(r, resolved))
            if resolved:  # each clause once, its references without repeats: no test needed
                target.cited_by.append(own)  # type: ignore[union-attr]


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
        if len(group) < 2:
            continue
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


def unresolved_message(clause_id: str, ref_id: str) -> str:
    """The message of an ``unresolved`` problem: the reference ``ref_id`` of a clause names no
    numbered clause of its document."""
    return f"{clause_id} refers to {ref_id}, which this document does not have"
