"""What one line of a rulebook text is: a clause number, a supplement marker, a bullet, an
example, a part heading; and whether a short text reads as a heading (a noun phrase) or as a
sentence. Pure functions over strings, shared by the parser and the readers of contents, page
furniture and glossaries."""

from __future__ import annotations

import re

CLAUSE = re.compile(
    r"^[ \t]*(?:(\d{1,4}(?:\.\d{1,4})*)\.(?!\d)|(\d{1,4}(?:\.\d{1,4})+[a-zа-яё])[.)]?(?=[ \t]|$))"
    r"[ \t]*(.*)$"
)
#: a dotted number at the start of a line with no dot after it: «606.5 If…»
NO_DOT = re.compile(r"^[ \t]*(\d{1,4}(?:\.\d{1,4})+)[ \t]+(?=[A-ZА-ЯЁÁÉÍÓÖŐÚÜŰ])")
MARKER = re.compile(r"\[\s*(Kiegészítés|Дополнение)\s*\]", re.IGNORECASE)
MARKER_FLAGS = {"kiegészítés": "supplement", "дополнение": "supplement"}
_EXAMPLE = re.compile(
    r"^(?:ПРИМЕР|Пример|ПРИМЕЧАНИЕ|Примечание|PÉLDA|Példa|Megjegyzés|EXAMPLE|Example|Note)\b"
)
_BULLET = re.compile(r"^[·•\-–—*]\s")
WORD = re.compile(r"\w+")


def words(text: str) -> int:
    return len(WORD.findall(text))


def is_plain(line: str) -> bool:
    """A paragraph line: not a bullet, an example or a table row."""
    return not (_BULLET.match(line) or _EXAMPLE.match(line) or line.startswith("|"))


def is_example(line: str) -> bool:
    """``ПРИМЕР. …``, ``Példa: …``, ``Example: …`` and notes."""
    return _EXAMPLE.match(line) is not None


# ---------------------------------------------------------------------------- part headings

#: a glossary's title («Глоссарий», «Словарь терминов», «Fogalomtár», «Glossary»), lower case
GLOSSARY_TITLE = (
    r"(?:глоссарий|словарь)(?: (?:игровых )?терминов)?|термины(?: и определения)?"
    r"|основные термины|fogalomtár|fogalommagyarázat(?:ok)?|szójegyzék|szószedet"
    r"|glossary(?: of terms)?|definitions"
)
_ROMAN = r"(?=[IVXL])L?X{0,3}(?:IX|IV|V?I{0,3})"
#: after a part's number or word: the end of the line or a separator («2. rész – Harc», «Part 2:»)
_PART_END = r"(?=[ \t]*(?:$|[-–—:.,]))"
_PART = re.compile(
    rf"^(?:{_ROMAN}\.[ \t]+\S"
    rf"|(?:{_ROMAN}|\d{{1,2}})\.?[ \t]*(?i:rész|fejezet){_PART_END}"
    rf"|(?i:часть|глава|раздел|rész|fejezet|part|chapter)[ \t]+"
    rf"(?:{_ROMAN}|\d{{1,3}}|(?i:[ivxl]+)){_PART_END}"
    r"|(?i:bevezető|bevezetés|előszó|tartalom|tartalomjegyzék|függelék|введение"
    r"|предисловие|содержание|оглавление|приложение|introduction|contents"
    rf"|table of contents|appendix|credits|{GLOSSARY_TITLE})\.?[ \t]*$)"
)
_PART_START = frozenset("IVXLЧчГгРрrRfFpPcCbBeEtTsSgGaAiвВпПсСоОиИтТdD")


def is_part(line: str) -> bool:
    """A part heading (``V. rész - …``, ``Часть 2. …``, ``ГЛАВА III``, ``Bevezető``): a line of
    its own, stripped, at most 100 characters."""
    return (
        (line[:1] in _PART_START or line[:1].isdigit())
        and len(line) <= 100
        and _PART.match(line) is not None
    )


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


def sentence_end(text: str) -> int:
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


# Words that make a short line a sentence rather than a heading: negations, modals and copulas,
# quantifiers and conjunctions that open a rule («Каждая карта…», «Minden lap…», «Every card…»,
# «If…»), English auxiliaries, and Russian verb endings (3rd person, reflexive, infinitive) or
# Hungarian potential forms.
_SENTENCE_WORDS = frozenset(
    (
        "не нельзя можно может могут должен должна должно должны является являются это есть "
        "каждый каждая каждое каждую каждого каждом если когда "
        "nem sem lehet kell van nincs csak nevezzük minden amikor "
        "is are has have can cannot may must should shall will would does doesn don isn aren "
        "not each every only if whenever unless"
    ).split()
)
_VERB_ENDINGS_RU = tuple("ется ются ится ятся ться ает яет ует еет ают яют уют еют".split())
_VERB_ENDINGS_HU = tuple("hat het hatja heti ható hető".split())


def sentence_like(text: str) -> bool:
    return sentence_words(WORD.findall(text.lower()))


def sentence_words(found: list[str]) -> bool:
    """Whether lower-cased words hold a sentence word or a verb ending."""
    for word in found:
        if word in _SENTENCE_WORDS:
            return True
        if len(word) > 5 and (word.endswith(_VERB_ENDINGS_RU) or word.endswith(_VERB_ENDINGS_HU)):
            return True
    return False


def short_title(inline: str) -> bool:
    """Short enough for a heading, with no sentence break and no trailing list punctuation."""
    single = inline.rstrip(".")
    return (
        0 < len(single) <= 90
        and not inline.endswith((":", ",", ";"))
        and single.count(" ") < 12
        and (". " not in single or sentence_end(single) < 0)
    )


def heading_like(inline: str, short: bool | None = None) -> bool:
    """Short enough, and shaped like a heading (a noun phrase) rather than a sentence.
    ``short`` is ``short_title(inline)`` when it is known already."""
    if len(inline) > 91 or not (short_title(inline) if short is None else short):
        return False
    lowered = inline.lower()
    if len(lowered) != len(inline):  # «İ» → «i̇»: lower-casing split a letter
        return words(inline) <= 8 and not sentence_like(inline.rstrip("."))
    # one character for one, and a letter's lower case is a letter: the same words, once
    # (trailing periods are no word)
    found = WORD.findall(lowered)
    return len(found) <= 8 and not sentence_words(found)


#: words an English title leaves in lower case («Parts of a Card», «Team vs. Team»)
_SMALL_WORDS = frozenset(
    "a an the and or nor but of in on at to by for from with vs as per if than".split()
)


def titled(text: str) -> bool:
    """Written as an English title: every word but the small ones capitalised (``Parts of a
    Card``), or in capitals. English headings are; its rules' sentences are not."""
    for word in text.split():
        word = word.strip("\"'“”‘’«»()[].,;:!?")
        if word and word[0].isalpha() and not word[0].isupper() and word not in _SMALL_WORDS:
            return False
    return True


_IN_CAPITALS = frozenset(" -–—.,'’&/()«»\"")


def capitals(line: str) -> bool:
    """A heading in capitals (``ТИПЫ КАРТ``, ``HŐSÖK``): words of letters (three or more, every
    one a capital; three in four characters letters), short, no sentence punctuation at its end,
    not a marker, bullet or example."""
    letters = sum(ch.isalpha() for ch in line)
    return (
        line.isupper()
        and len(line) <= 60
        and line[0].isalpha()
        and line[-1] not in ",;:!?"
        and letters >= 3
        and letters * 4 >= len(line.replace(" ", "")) * 3
        and all(ch.isalnum() or ch in _IN_CAPITALS for ch in line)
        and words(line) <= 8
        and is_plain(line)
        and MARKER.fullmatch(line) is None
        and CLAUSE.match(line) is None
    )
