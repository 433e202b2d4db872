"""Rulebook health: what the parser noticed in each text (numbering, parents, references,
unnumbered blocks). ``judge.suite.health`` adds what the engine and the stale check say."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

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
    """`` (candidate: ID in DOCUMENTS)`` or `` (nearest: …)`` for an unresolved reference;
    the ids of a game are gathered once, and each id's nearest ones found once."""

    def __init__(self, book: Rulebook) -> None:
        self.book = book
        self.ids: dict[str, list[str]] = {}
        self.nearest: dict[tuple[str, str], str] = {}

    def __call__(self, doc: Document, ref: str) -> str:
        others = [d.id for d in self.book.candidates(doc, ref)]
        if others:
            return f" (candidate: {ref} in {', '.join(others)})"
        key = (doc.game, ref)
        found = self.nearest.get(key)
        if found is None:
            ids = self.ids.get(doc.game)
            if ids is None:
                ids = self.ids[doc.game] = clause_ids(self.book, doc.game)
            found = self.nearest[key] = nearest_hint(ref, ids)
        return found


def summary(findings: list[LintFinding]) -> dict[str, Any]:
    errors = sum(f.severity == "error" for f in findings)
    return {
        "errors": errors,
        "warnings": len(findings) - errors,
        # the fields as they are (``asdict`` would deep-copy each value: a tenth of a large lint)
        "findings": [{name: getattr(f, name) for name in _FIELDS} for f in findings],
    }
