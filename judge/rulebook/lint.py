"""Rulebook health: what the parser noticed in each text (numbering, parents, references,
unnumbered blocks). ``judge.suite.health`` adds what the engine and the stale check say."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from judge.rulebook.ids import numbering_parent, sort_key
from judge.rulebook.model import Document, Rulebook


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


def lint_rulebook(book: Rulebook) -> list[LintFinding]:
    """What the parser noticed in each text, errors and warnings, in document and line order."""
    findings = []
    for doc in book:
        siblings: dict[str | None, list[str]] | None = None
        for problem in doc.problems:
            message = problem.message
            if problem.kind == "unresolved" and problem.clause:
                if siblings is None:
                    siblings = _siblings(doc)
                message += _candidate(book, doc, problem.clause, message, siblings)
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


def _candidate(
    book: Rulebook,
    doc: Document,
    clause_id: str,
    message: str,
    siblings: dict[str | None, list[str]],
) -> str:
    """What an unresolved reference may mean: the same id in another document of the game, or
    else the nearest id of this document."""
    for ref in doc.clauses[clause_id].refs:
        if not ref.resolved and ref.id in message:
            others = [d.id for d in book.candidates(doc, ref.id)]
            if others:
                return f" (candidate: {ref.id} in {', '.join(others)})"
            near = nearest(ref.id, siblings)
            if near is not None:
                return f" (nearest in this document: {near})"
    return ""


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
        "findings": [asdict(f) for f in findings],
    }
