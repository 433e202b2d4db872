"""Rulebook health: what the parser noticed in each text, and engine citations the loaded
rulebook cannot back."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from judge.rulebook.model import Rulebook


@dataclass(frozen=True, slots=True)
class Finding:
    source: str
    line: int
    severity: str  # error | warning
    kind: str
    document: str | None
    clause: str | None
    message: str

    def render(self) -> str:
        return f"{self.source}:{self.line}: {self.severity}: {self.kind}: {self.message}"


def lint(book: Rulebook, *, engine: bool = True) -> list[Finding]:
    """Every finding, errors and warnings, in document and line order."""
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
                Finding(
                    doc.source,
                    problem.line,
                    problem.severity,
                    problem.kind,
                    doc.id,
                    problem.clause,
                    message,
                )
            )
    if engine:
        from judge.edits.stale import find_stale, stale_findings

        findings += engine_citations(book)
        findings += stale_findings(find_stale(book))
    return findings


def engine_citations(book: Rulebook) -> list[Finding]:
    """Engine rules citing a clause id the loaded rulebook of their game does not have."""
    from judge.engine.registry import all_rules

    # a bare text's game is a guess from its language: engine rules are not held against it
    games = {doc.game for doc in book if not doc.guessed_game}
    findings = []
    for rule in all_rules():
        if rule.game not in games:
            continue  # that game's texts are not loaded: nothing to check against
        for cited in rule.cites:
            if not book.find(cited, game=rule.game):
                findings.append(
                    Finding(
                        rule.file,
                        rule.line,
                        "error",
                        "engine-citation",
                        None,
                        cited,
                        f"rule {rule.name} cites {cited}, which the loaded {rule.game} "
                        "rulebook does not have",
                    )
                )
    return findings


def summary(findings: list[Finding]) -> dict:
    errors = sum(f.severity == "error" for f in findings)
    return {
        "errors": errors,
        "warnings": len(findings) - errors,
        "findings": [asdict(f) for f in findings],
    }
