"""Rulebook health: what the parser noticed in each text (numbering, parents, references,
unnumbered blocks). ``judge.suite.health`` adds what the engine and the stale check say."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from judge.rulebook.model import Rulebook


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
        for problem in doc.problems:
            message = problem.message
            if problem.kind == "unresolved" and problem.clause:
                clause = doc.clauses[problem.clause]
                for ref in clause.refs:
                    if not ref.resolved and ref.id in message:
                        others = [d.id for d in book.candidates(doc, ref.id)]
                        if others:
                            message += f" (candidate: {ref.id} in {', '.join(others)})"
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


def summary(findings: list[LintFinding]) -> dict[str, Any]:
    errors = sum(f.severity == "error" for f in findings)
    return {
        "errors": errors,
        "warnings": len(findings) - errors,
        "findings": [asdict(f) for f in findings],
    }
