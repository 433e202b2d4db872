"""Rulebook text → clauses. Pure functions over a decoded text; no I/O.

The forms understood (all occur in the published texts):
    514.5. Text on the same line           511.5.1.Text with no space after the number
    34.1.  (number alone) … blank … text   507. Атаки  /  34.3. Támadó lény.   (headings)
    34.4. Átüt az őrposzton … ". A támadó…" (body starting with ". ")
    511.5.1.Шаг броска кубика. Игроки…      (run-in heading)
    Предварительный этап.                   (unnumbered heading block, id = text without '.')
    · bullets, ПРИМЕР. examples, | tables |, paragraphs   (continuation of the clause above)
    [Kiegészítés]                           (supplement marker: a flag, not text)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge.rulebook.ids import heading_id, numbering_parent, sort_key
from judge.rulebook.model import Clause, Document, Problem, Ref

_CLAUSE = re.compile(r"^\s*(\d{1,4}(?:\.\d{1,4})*)\.(?!\d)[ \t]*(.*)$")
_MARKER = re.compile(r"\[\s*(Kiegészítés|Дополнение)\s*\]", re.IGNORECASE)
_MARKER_FLAGS = {"kiegészítés": "supplement", "дополнение": "supplement"}
_EXAMPLE = re.compile(r"^(?:ПРИМЕР|Пример|ПРИМЕЧАНИЕ|Примечание|PÉLDA|Példa|Megjegyzés)\b")
_BULLET = re.compile(r"^[·•\-–—*]\s")
_WORD = re.compile(r"\w+")

# Cross-references, in the order they appear. A single number is a reference only behind a
# marker (п. 514, пункт 514, см. 304., lásd 34.) or as «(110.)»; a dotted number (514.5, 37.6.)
# is one anywhere in prose. Plain numbers («до 5 выстрелов», a dice value 6) are not.
_REF = re.compile(
    r"(?:(?<![\w.])(?:пп?|пункт[а-яё]*|см|lásd|ld|§)\.?\s*(?P<marked>\d{1,4}(?:\.\d{1,4})*)"
    r"|\(\s*(?P<paren>\d{1,4})\.\s*\)"
    r"|(?<![\w.])(?P<dotted>\d{1,4}(?:\.\d{1,4})+)(?![\w]|\.\d))",
    re.IGNORECASE,
)


def ref_spans(text: str) -> list[tuple[int, int, str]]:
    """Where each cross-reference's number sits in a text: ``(start, end, clause id)``."""
    spans = []
    for match in _REF.finditer(text):
        group = next(g for g in ("marked", "paren", "dotted") if match.group(g))
        spans.append((match.start(group), match.end(group), match.group(group)))
    return spans


def find_refs(text: str) -> list[str]:
    """Clause ids a text refers to, in order of first appearance."""
    seen: dict[str, None] = {}
    for match in _REF.finditer(text):
        ref = match.group("marked") or match.group("paren") or match.group("dotted")
        seen.setdefault(ref, None)
    return list(seen)


@dataclass
class _Raw:
    id: str
    line: int
    numbered: bool
    inline: str  # text on the number's own line
    body: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _is_plain(line: str) -> bool:
    return not (_BULLET.match(line) or _EXAMPLE.match(line) or line.startswith("|"))


def _is_heading_line(lines: list[str], i: int) -> bool:
    """An unnumbered heading block: a short stand-alone line between blank lines."""
    line = lines[i].strip()
    if not line or not _is_plain(line) or _CLAUSE.match(line) or _MARKER.fullmatch(line):
        return False
    if not line[0].isupper() or any(ch in line for ch in ',:;«»"()|'):
        return False
    if _words(line) > 6 or len(line) > 60 or line.count(".") > 1 or line[-1] in "!?":
        return False
    before = i == 0 or not lines[i - 1].strip()
    following = next((ln for ln in lines[i + 1 :] if ln.strip()), None)
    after = i + 1 < len(lines) and (not lines[i + 1].strip() or bool(_CLAUSE.match(lines[i + 1])))
    # a heading heads something: a short last paragraph of the text is a paragraph
    return before and after and following is not None


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
    for word in _WORD.findall(text.lower()):
        if word in _SENTENCE_WORDS or (len(word) > 5 and word.endswith(_VERB_ENDINGS_RU)):
            return True
        if len(word) > 5 and word.endswith(_VERB_ENDINGS_HU):
            return True
    return False


def _heading_like(inline: str) -> bool:
    """Short enough, and shaped like a heading (a noun phrase) rather than a sentence."""
    single = inline.rstrip(".")
    return (
        _words(single) <= 8
        and len(single) <= 90
        and ". " not in single
        and not inline.endswith((":", ",", ";"))
        and not _sentence_like(single)
    )


def split_raw(text: str) -> list[_Raw]:
    """Cut the text into clause blocks (numbered and unnumbered), keeping every line."""
    lines = text.split("\n")
    blocks: list[_Raw] = []
    preamble: list[str] = []
    for i, line in enumerate(lines):
        match = _CLAUSE.match(line)
        current = blocks[-1] if blocks else None
        awaiting_body = (  # a number alone or a heading: the next paragraph is its body
            current is not None
            and current.numbered
            and (not current.inline or _heading_like(current.inline))
            and not any(b.strip() for b in current.body)
        )
        if match:
            blocks.append(_Raw(match.group(1), i + 1, True, match.group(2).strip()))
        elif not awaiting_body and _is_heading_line(lines, i):
            blocks.append(_Raw(heading_id(line), i + 1, False, line.strip()))
        elif current is None:
            preamble.append(line)
        else:
            current.body.append(line)
    if any(p.strip() for p in preamble):
        first = next(n for n, p in enumerate(preamble) if p.strip())
        blocks.insert(0, _Raw("", first + 1, False, "", preamble[first:]))
    return blocks


def _title_and_text(raw: _Raw, next_raw: _Raw | None) -> tuple[str | None, str]:
    """Decide whether the text on a number's line is a heading, a run-in heading or the body."""
    body = [ln.strip() for ln in raw.body]
    body = [ln for ln in body if ln]
    if body and body[0].startswith(". "):  # «34.4. Átüt az őrposzton» … «. A támadó…»
        body[0] = body[0][2:].lstrip()
    inline = raw.inline
    if not raw.numbered:
        return heading_id(inline) if inline else None, "\n".join(body)
    if not inline:
        return None, "\n".join(body)
    head, sep, rest = inline.partition(". ")
    run_in = sep and rest and _words(head) <= 4 and "," not in head and rest[:1].isupper()
    if run_in and not _sentence_like(head):
        return head.strip(), "\n".join([rest.strip(), *body])  # run-in heading
    single = inline.rstrip(".")
    heading_like = _heading_like(inline)
    has_child = next_raw is not None and next_raw.numbered and next_raw.id.startswith(raw.id + ".")
    body_follows = bool(body) and _is_plain(body[0])
    if heading_like and (body_follows or has_child or (not body and raw.id.count(".") == 0)):
        return single.strip(), "\n".join(body)
    return None, "\n".join([inline, *body])


def _strip_markers(raw: _Raw) -> None:
    def take(match: re.Match[str]) -> str:
        flag = _MARKER_FLAGS[match.group(1).lower()]
        if flag not in raw.flags:
            raw.flags.append(flag)
        return ""

    raw.inline = _MARKER.sub(take, raw.inline).strip()
    raw.body = [_MARKER.sub(take, ln).rstrip() for ln in raw.body]


def parse_document(text: str, doc: Document) -> Document:
    """Fill ``doc.clauses`` and ``doc.problems`` from a decoded text."""
    blocks = split_raw(text)
    for raw in blocks:
        _strip_markers(raw)
    clauses: dict[str, Clause] = {}
    problems = doc.problems
    for n, raw in enumerate(blocks):
        if not raw.id:
            problems.append(
                Problem(
                    "preamble",
                    None,
                    raw.line,
                    "text before the first clause belongs to no clause",
                    "warning",
                )
            )
            continue
        title, body = _title_and_text(raw, blocks[n + 1] if n + 1 < len(blocks) else None)
        if raw.id in clauses:
            first = clauses[raw.id]
            problems.append(
                Problem(
                    "duplicate",
                    raw.id,
                    raw.line,
                    f"{raw.id} appears again (first at line {first.line}); this one is ignored",
                )
            )
            continue
        clauses[raw.id] = Clause(
            id=raw.id, title=title, text=body, line=raw.line, flags=raw.flags, numbered=raw.numbered
        )
        if not raw.numbered:
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
    link(doc)
    check_numbering(doc)
    return doc


def link(doc: Document) -> None:
    """Parents by numbering, children, references out and the clauses citing each clause."""
    clauses = doc.clauses
    for clause in clauses.values():
        clause.children, clause.cited_by, clause.parent, clause.missing_parent = [], [], None, None
    for clause in clauses.values():
        if not clause.numbered:
            continue
        parent = numbering_parent(clause.id)
        if parent is not None and parent not in clauses:
            clause.missing_parent = parent
        while parent is not None and parent not in clauses:
            parent = numbering_parent(parent)
        clause.parent = parent
        if parent is not None:
            clauses[parent].children.append(clause.id)
    for clause in clauses.values():
        own = clause.id
        ids = [r for r in find_refs(clause.full_text()) if r != own]
        clause.refs = [Ref(r, r in clauses and clauses[r].numbered) for r in ids]
        for ref in clause.refs:
            if ref.resolved and own not in clauses[ref.id].cited_by:
                clauses[ref.id].cited_by.append(own)


def check_numbering(doc: Document) -> None:
    """Report duplicates (at parse), order, gaps between siblings, missing parents."""
    problems = doc.problems
    previous: Clause | None = None
    siblings: dict[str | None, list[Clause]] = {}
    for clause in doc.clauses.values():
        if not clause.numbered:
            continue
        if previous is not None and sort_key(clause.id) < sort_key(previous.id):
            problems.append(
                Problem(
                    "order",
                    clause.id,
                    clause.line,
                    f"{clause.id} comes after {previous.id} (line {previous.line})",
                )
            )
        previous = clause
        if clause.missing_parent:
            problems.append(
                Problem(
                    "missing-parent",
                    clause.id,
                    clause.line,
                    f"parent {clause.missing_parent} of {clause.id} is not in the text",
                    "warning",
                )
            )
        siblings.setdefault(numbering_parent(clause.id), []).append(clause)
    for group in siblings.values():
        ordered = sorted(group, key=lambda c: sort_key(c.id))
        for a, b in zip(ordered, ordered[1:], strict=False):
            last_a, last_b = sort_key(a.id)[-1], sort_key(b.id)[-1]
            if last_b - last_a > 1:
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
                        f"{clause.id} refers to {ref.id}, which this document does not have",
                        "warning",
                    )
                )
