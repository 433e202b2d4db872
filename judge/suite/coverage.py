"""How much of each document the engine implements and the scenario suite exercises.

Per document: the clauses an encoded rule implements (``@rule(game, *ids)``), the clauses at
least one bundled scenario's verdict cites, and the clauses that neither implements nor cites.
A rule's or verdict's id counts for every document of its game that has that id.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.engine.registry import Rule
    from judge.rulebook.model import Document, Rulebook
    from judge.suite.citations import ScenarioCites


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
    verdicts: Iterable[ScenarioCites] | None = None,
) -> list[DocumentCoverage]:
    """Coverage of every loaded document; ``rules`` default to every encoded rule, ``verdicts``
    to the bundled scenarios resolved under ``rulebook``."""
    from judge.suite.citations import encoded_rules, scenario_cites

    rules = encoded_rules() if rules is None else rules
    verdicts = scenario_cites(rulebook) if verdicts is None else verdicts
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
