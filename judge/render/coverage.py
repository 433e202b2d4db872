"""Coverage shown: per document the clauses implemented, cited and neither."""

from __future__ import annotations

from typing import Any

from judge.rulebook.ids import sort_key
from judge.suite.coverage import DocumentCoverage


def coverage_json(report: list[DocumentCoverage]) -> dict[str, Any]:
    return {
        "documents": [
            {
                "id": c.document.id,
                "game": c.document.game,
                "clauses": c.total,
                "implemented": c.implemented,
                "cited": c.cited,
                "neither": c.neither,
            }
            for c in report
        ]
    }


def coverage_text(report: list[DocumentCoverage], width: int = 96) -> str:
    lines: list[str] = []
    for c in report:
        lines.append(
            f"{c.document.id} [{c.document.game}]: {c.total} clauses, "
            f"{len(c.implemented)} implemented by engine rules, "
            f"{len(c.cited)} cited by scenarios, {len(c.neither)} neither"
        )
        for label, ids in (
            ("implemented", c.implemented),
            ("cited", c.cited),
            ("neither", c.neither),
        ):
            lines.append(_wrapped(f"  {label:<12}", ids, width) if ids else f"  {label:<12} —")
    total = sum(c.total for c in report)
    impl = sum(len(c.implemented) for c in report)
    cited = sum(len(c.cited) for c in report)
    neither = sum(len(c.neither) for c in report)
    lines.append(
        f"{total} clauses: {impl} implemented, {cited} cited by scenarios, {neither} neither"
    )
    return "\n".join(lines)


def _wrapped(head: str, ids: list[str], width: int) -> str:
    lines = [head]
    for clause_id in ids:
        numbered = sort_key(clause_id.partition("#")[0]) != (10**9,)
        item = clause_id if numbered else f"«{clause_id}»"
        if len(lines[-1]) + len(item) + 1 > width and lines[-1].strip():
            lines.append(" " * len(head))
        lines[-1] += ("" if lines[-1].endswith(" ") else " ") + item
    return "\n".join(lines)
