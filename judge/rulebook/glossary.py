"""Glossaries: the section at the end of a rulebook that lists its terms («Глоссарий», «Словарь
терминов», «Fogalomtár», «Glossary»), each a term on its own line (or ``Term: …`` / ``Term —
…``) and its definition, sometimes in numbered senses (``1. First sense. 2. Second sense.``).

The parser reads each entry as an unnumbered clause flagged ``glossary``: its id and title are
the term, its text the definition (each sense on its own line, numbered as printed), its parent
the glossary's heading. What is here:

- for the parser: ``is_glossary`` (a heading that opens a glossary), ``term_of`` (a line that
  starts an entry), ``split_senses`` (senses printed on one line);
- for everyone else: ``entries(doc)`` and ``glossary(book)``, the entries as ``GlossaryEntry``
  values (document, id, term, senses, text, line), and ``senses(text)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from judge.rulebook.lines import GLOSSARY_TITLE, MARKER, heading_like, is_plain, titled, words
from judge.rulebook.model import Clause, Document, Rulebook

#: the flag of a glossary entry
FLAG = "glossary"

_TITLE = re.compile(GLOSSARY_TITLE)
#: the first letters of the titles
TITLE_START = frozenset("гГсСтТоОfFsSgGdD")


def is_glossary(title: str) -> bool:
    """Whether a heading's text opens a glossary («Глоссарий», «3. Fogalomtár», «Glossary»)."""
    return (
        title[:1] in TITLE_START
        and len(title) <= 40
        and _TITLE.fullmatch(" ".join(title.casefold().rstrip(".").split())) is not None
    )


#: «Term: definition», «Term — definition», «Term - definition»
_INLINE = re.compile(r"(?P<term>[^:;.!?—–]{2,60}?)[ \t]*(?::|[ \t][—–-])[ \t]+(?P<rest>\S.*)")
#: a term in bold or italics (Markdown ``**…**``, wiki ``'''…'''``), its definition after it
_WRAPPED = re.compile(
    r"(?P<mark>\*\*?|'''?)(?P<term>[^*']{2,60}?)(?P=mark)[ \t]*(?::|[—–-])?[ \t]*(?P<rest>.*)"
)
#: what may close a sentence after its final punctuation
CLOSERS = "\"'”’»)]"


def ends_sentence(line: str) -> bool:
    """Whether a stripped line ends with the end of a sentence (a closing quote may follow)."""
    return line.rstrip(CLOSERS)[-1:] in (".", "!", "?", "…")


def _term_shaped(term: str) -> bool:
    """A term: two to sixty characters starting with a letter, at most six words, no digit, a
    noun phrase rather than a sentence — or written as a title (``Attacks Each Combat if
    Able``, ``Can't``)."""
    return (
        2 <= len(term) <= 60
        and term[0].isalpha()
        and words(term) <= 6
        and not any(ch.isdigit() for ch in term)
        and (heading_like(term) or (term[0].isupper() and titled(term)))
    )


def term_of(line: str, after_break: bool) -> tuple[str, str] | None:
    """The term a stripped glossary line starts an entry with, and the definition that follows
    it on the line («Lény: a játék alapegysége.», «**Атака** — действие…»), or None for a line of
    a definition. A term on a line of its own has no final punctuation; ``after_break``: a blank
    line or the end of a sentence comes before the line (else only a capitalised term starts an
    entry)."""
    wrapped = _WRAPPED.fullmatch(line) if line[:1] in "*'" else None
    if wrapped is not None and after_break and _term_shaped(wrapped.group("term")):
        return wrapped.group("term"), wrapped.group("rest")
    if not after_break and not line[:1].isupper():
        return None
    if not is_plain(line) or MARKER.fullmatch(line):
        return None
    if line.rstrip(CLOSERS)[-1:] not in (".", ",", ";", ":", "!", "?", "…", "") and _term_shaped(
        line
    ):
        return line, ""
    inline = _INLINE.fullmatch(line)
    if inline is not None and _term_shaped(inline.group("term")):
        return inline.group("term"), inline.group("rest")
    return None


def split_senses(line: str) -> list[str]:
    """``1. First sense. 2. Second sense.`` as one line per sense: a sense starts at `` N. ``
    (the next number) after the end of a sentence. A line that does not start with ``1. `` is
    one line."""
    if not line.startswith("1. "):
        return [line]
    parts = []
    start = search = 0
    number = 2
    while (at := line.find(f" {number}. ", search)) >= 0:
        if ends_sentence(line[start:at]):
            parts.append(line[start:at])
            start = at + 1
            number += 1
        search = at + 1
    parts.append(line[start:])
    return parts


# ------------------------------------------------------------------------------------ entries

_SENSE = re.compile(r"(\d{1,2})\.[ \t]+(.*)")


class GlossaryEntry(NamedTuple):
    """One entry of a document's glossary: ``id`` addresses its clause (``judge show ID``);
    ``senses`` are its numbered senses without their numbers (empty when it has none); ``text``
    is the whole definition as the clause holds it; ``line`` is where the term is."""

    document: str
    id: str
    term: str
    senses: tuple[str, ...]
    text: str
    line: int


def senses(text: str) -> tuple[str, ...]:
    """The numbered senses of a definition (lines ``1. …``, ``2. …`` in order), without their
    numbers."""
    found: list[str] = []
    for line in text.splitlines():
        sense = _SENSE.match(line)
        if sense is not None and int(sense.group(1)) == len(found) + 1:
            found.append(sense.group(2))
    return tuple(found)


def is_entry(clause: Clause) -> bool:
    return FLAG in clause.flags and not clause.numbered


def entries(doc: Document) -> list[GlossaryEntry]:
    """The glossary entries of a document, in file order."""
    return [
        GlossaryEntry(doc.id, c.id, c.title or c.id, senses(c.text), c.text, c.line)
        for c in doc
        if is_entry(c)
    ]


def glossary(book: Rulebook, game: str | None = None) -> Iterator[tuple[Document, GlossaryEntry]]:
    """Every glossary entry of the loaded documents (of one game), with its document."""
    for doc in book:
        if game is None or doc.game == game:
            for entry in entries(doc):
                yield doc, entry
