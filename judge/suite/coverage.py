"""How much of each document the engine implements and the scenario suite exercises.

Per document: the clauses an encoded rule implements (``@rule(game, *ids)``), the clauses at
least one bundled scenario's verdict cites, and the clauses that neither implements nor cites.
A rule's or verdict's id counts for every document of its game that has that id.

Every clause is also given one class, the first that fits: ``implemented``, ``cited``,
``definition`` (a term the game's declaration defines by it), ``heading`` (a heading with no
text of its own: structure), ``not-encoded`` (the game's declaration says why), else
``unclassified`` — which ``judge lint`` warns of.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge.engine.citations import ScenarioCites
    from judge.engine.registry import Rule
    from judge.rulebook.model import Document, Rulebook


@dataclass(frozen=True, slots=True)
class DocumentCoverage:
    """One document's clauses, sorted into implemented, cited and neither (file order)."""

    document: Document
    implemented: list[str]
    cited: list[str]
    neither: list[str]
    #: clause id → (class, reason); the reason says why a clause is not encoded
    classes: dict[str, tuple[str, str | None]] = field(default_factory=dict)

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
    from judge.engine.citations import encoded_rules, scenario_cites

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
        classes = {i: classify(doc, i, i in impl, i in cite) for i in ids}
        result.append(DocumentCoverage(doc, impl, cite, neither, classes))
    return result


CLASSES = ("implemented", "cited", "definition", "heading", "not-encoded", "unclassified")


def classify(
    doc: Document, clause_id: str, implemented: bool, cited: bool = False
) -> tuple[str, str | None]:
    """One clause's class and, for a definition, heading or clause not encoded, the reason."""
    from judge import games

    if implemented:
        return "implemented", None
    if cited:
        return "cited", None
    game = games.get(doc.game) if games.is_game(doc.game) else None
    if game is not None:
        terms = [d.term for d in game.definitions.values() if d.clause == clause_id]
        if terms:
            return "definition", f"defines {', '.join(terms)}"
    clause = doc.clauses[clause_id]
    if clause.title and not clause.text.strip():
        return "heading", "a heading with no text of its own"
    if game is not None and clause_id in game.not_encoded:
        return "not-encoded", game.not_encoded[clause_id]
    return "unclassified", None


def unclassified(
    rulebook: Rulebook, rules: Iterable[Rule] | None = None
) -> list[tuple[Document, str]]:
    """The clauses of games the tool knows that no rule implements and that are neither a
    definition nor a heading nor given a reason (scenarios not consulted: a cite comes from a
    rule)."""
    from judge import games
    from judge.engine.citations import encoded_rules

    rules = encoded_rules() if rules is None else rules
    implemented = {(r.game, c) for r in rules for c in r.cites}
    found = []
    for doc in rulebook:
        if doc.guessed_game or not games.is_game(doc.game):
            continue
        for clause_id in doc.clauses:
            implements = (doc.game, clause_id) in implemented
            if classify(doc, clause_id, implements)[0] == "unclassified":
                found.append((doc, clause_id))
    return found
