"""How much of each document the engine implements and the scenario suite exercises.

Per document: the clauses an encoded rule implements (``@rule(game, *ids)``), the clauses at
least one bundled scenario's verdict cites, and the clauses that neither implements nor cites.
A rule's or verdict's id counts for every document of its game that has that id.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from judge.engine.registry import Rule
    from judge.rulebook.model import Document, Rulebook
    from judge.suite.impact import Verdict


@dataclass(slots=True)
class DocumentCoverage:
    """One document's clauses, sorted into implemented, cited and neither (file order)."""

    document: Document
    implemented: list[str]
    cited: list[str]
    neither: list[str]

    @property
    def total(self) -> int:
        return len(self.document)


def coverage(
    rulebook: Rulebook,
    *,
    rules: Iterable[Rule] | None = None,
    verdicts: Iterable[Verdict] | None = None,
) -> list[DocumentCoverage]:
    """Coverage of every loaded document; ``rules`` default to every encoded rule, ``verdicts``
    to the bundled scenarios resolved under ``rulebook``."""
    from judge.suite.impact import encoded_rules, scenario_verdicts

    rules = encoded_rules() if rules is None else rules
    verdicts = scenario_verdicts(rulebook) if verdicts is None else verdicts
    implemented = {(r.game, c) for r in rules for c in r.cites}
    cited = {(v.game, c) for v in verdicts for c in v.cites}
    result = []
    for doc in rulebook:
        ids = list(doc.clauses)
        impl = [i for i in ids if (doc.game, i) in implemented]
        cite = [i for i in ids if (doc.game, i) in cited]
        neither = [i for i in ids if (doc.game, i) not in implemented | cited]
        result.append(DocumentCoverage(doc, impl, cite, neither))
    return result


def coverage_to_json(report: list[DocumentCoverage]) -> dict[str, Any]:
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


def render_coverage(report: list[DocumentCoverage], width: int = 96) -> str:
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
        item = clause_id if clause_id.replace(".", "").isdigit() else f"«{clause_id}»"
        if len(lines[-1]) + len(item) + 1 > width and lines[-1].strip():
            lines.append(" " * len(head))
        lines[-1] += ("" if lines[-1].endswith(" ") else " ") + item
    return "\n".join(lines)
