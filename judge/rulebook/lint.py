"""Rulebook health: what the parser noticed in each text (numbering, parents, references,
unnumbered blocks). ``judge.suite.health`` adds what the engine and the stale check say."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from judge.rulebook.ids import numbering_parent, sort_key
from judge.rulebook.lookup import clause_ids, nearest_hint
from judge.rulebook.model import Document, Rulebook
from judge.rulebook.parser import unresolved_message


@dataclass(frozen=True, slots=True)
class LintFinding:
    source: str
    line: int
    severity: str  # error | warning
    kind: str
    document: str | None
    clause: str | None
    message: str

    def line_text(self) -> str:
        """``FILE:LINE: severity: kind: message``."""
        return f"{self.source}:{self.line}: {self.severity}: {self.kind}: {self.message}"


_FIELDS = tuple(f.name for f in fields(LintFinding))


def lint_rulebook(book: Rulebook) -> list[LintFinding]:
    """What the parser noticed in each text, errors and warnings, in document and line order.

    An unresolved reference names, after its message, the other documents of the game that
    have its id, or else the ids of the game most like it (as ``judge show`` does an unknown
    id)."""
    hint = _ReferenceHints(book)
    findings = []
    for doc in book:
        unresolved: dict[str, str] | None = None  # message → the reference it is about
        for problem in doc.problems:
            message = problem.message
            if problem.kind == "unresolved":
                if unresolved is None:
                    unresolved = {unresolved_message(c.id, r.id): r.id for c, r in doc.unresolved()}
                ref = unresolved.get(message)
                if ref is not None:
                    message += hint(doc, ref)
            findings.append(
                LintFinding(
                    doc.source,
                    problem.line,
                    problem.severity,
                    problem.kind,
                    doc.id,
                    problem.clause,
                    message,
                )
            )
    return findings


class _ReferenceHints:
    """`` (candidate: ID in DOCUMENTS)`` for an unresolved reference another document of the
    game has, else `` (nearest in this document: ID)`` — the id under the same numbering parent
    most like it (``110.1`` for ``110.10``: a digit dropped or doubled) — else the game's ids
    most like it, as ``judge show`` names them for an unknown id; ids are gathered once, each
    reference looked up once."""

    def __init__(self, book: Rulebook) -> None:
        self.book = book
        self.siblings: dict[str, dict[str | None, list[str]]] = {}
        self.ids: dict[str, list[str]] = {}
        self.found: dict[tuple[str, str], str] = {}

    def __call__(self, doc: Document, ref: str) -> str:
        key = (doc.id, ref)
        hint = self.found.get(key)
        if hint is None:
            hint = self.found[key] = self._hint(doc, ref)
        return hint

    def _hint(self, doc: Document, ref: str) -> str:
        others = [d.id for d in self.book.candidates(doc, ref)]
        if others:
            return f" (candidate: {ref} in {', '.join(others)})"
        siblings = self.siblings.get(doc.id)
        if siblings is None:
            siblings = self.siblings[doc.id] = _siblings(doc)
        near = nearest(ref, siblings)
        if near is not None:
            return f" (nearest in this document: {near})"
        ids = self.ids.get(doc.game)
        if ids is None:
            ids = self.ids[doc.game] = clause_ids(self.book, doc.game)
        return nearest_hint(ref, ids)  # the ids of the game most like it, as ``show`` names them


def _siblings(doc: Document) -> dict[str | None, list[str]]:
    """A document's numbered clause ids by their numbering parent."""
    found: dict[str | None, list[str]] = {}
    for clause in doc:
        if clause.numbered:
            found.setdefault(numbering_parent(clause.id), []).append(clause.id)
    return found


def nearest(missing: str, siblings: dict[str | None, list[str]]) -> str | None:
    """The id nearest a missing one among those under the same numbering parent (``110.1`` for
    ``110.10``: a digit dropped or doubled; else the closest number), or None when it has no
    parent or the parent has no other children."""
    from rapidfuzz.distance import Levenshtein

    parent = numbering_parent(missing)
    if parent is None or not siblings.get(parent):
        return None
    key = sort_key(missing)

    def distance(cid: str) -> tuple[int, int]:
        other = sort_key(cid)
        return Levenshtein.distance(cid, missing), abs(other[len(key) - 1] - key[-1])

    return min(siblings[parent], key=distance)


def summary(findings: list[LintFinding]) -> dict[str, Any]:
    errors = sum(f.severity == "error" for f in findings)
    return {
        "errors": errors,
        "warnings": len(findings) - errors,
        # the fields as they are (``asdict`` would deep-copy each value: a tenth of a large lint)
        "findings": [{name: getattr(f, name) for name in _FIELDS} for f in findings],
    }
