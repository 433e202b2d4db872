"""What rests on a clause: the engine rules that implement it and the bundled scenarios whose
verdicts cite it."""

from __future__ import annotations

from judge.model import Clause, Document, Rulebook


def citing(book: Rulebook, doc: Document, clause: Clause) -> dict:
    """``{"rules": [...], "scenarios": [...]}`` for ``judge show``."""
    from judge.rules import all_rules

    rules = [
        {"name": r.name, "where": r.where}
        for r in all_rules()
        if r.game == doc.game and clause.id in r.cites
    ]
    return {"rules": rules, "scenarios": []}
