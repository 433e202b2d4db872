"""A rulebook diff shown: per document the changes with a word diff, then the impact; and the
stable JSON form (flat id lists, then the detail per document)."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from judge.config import shown
from judge.edits.diff import ClauseChange, DocumentDiff, RulebookDiff
from judge.edits.worddiff import render_words
from judge.rulebook.model import Clause


def _shared_ids(diff: RulebookDiff) -> set[str]:
    if len(diff.documents) < 2:
        return set()  # (one document: no id to qualify, and no need to list every clause)
    seen: dict[str, int] = defaultdict(int)
    for doc in diff.documents:
        ids = {c.id for side in (doc.old, doc.new) if side is not None for c in side}
        for clause_id in ids:
            seen[clause_id] += 1
    return {i for i, n in seen.items() if n > 1}


def diff_json(diff: RulebookDiff) -> dict[str, Any]:
    """The stable JSON form: flat id lists, then the detail per document."""
    shared = _shared_ids(diff)

    def qid(doc: DocumentDiff, clause_id: str) -> str:
        return f"{doc.id}:{clause_id}" if clause_id in shared else clause_id

    def change(doc: DocumentDiff, c: ClauseChange) -> dict[str, Any]:
        return {
            "from": qid(doc, c.old.id),
            "to": qid(doc, c.new.id),
            "document": doc.id,
            "changed": c.changed,
            "old_text": c.old.full_text(),
            "new_text": c.new.full_text(),
            "word_diff": render_words(c.words, context=None) if c.changed else None,
            "stale_refs": [{"id": ref, "now": now} for ref, now in c.stale_refs],
        }

    return {
        "added": [qid(d, c.id) for d in diff.documents for c in d.added],
        "removed": [qid(d, c.id) for d in diff.documents for c in d.removed],
        "changed": [qid(d, c.new.id) for d in diff.documents for c in d.changed],
        "renumbered": [
            {"from": qid(d, c.old.id), "to": qid(d, c.new.id)}
            for d in diff.documents
            for c in d.renumbered
        ],
        "impacted_scenarios": [shown(p) for p in diff.impacted_scenarios],
        "impacted_rules": [r.where for r in diff.impacted_rules],
        "documents": [
            {
                "old": d.old.id if d.old is not None else None,
                "new": d.new.id if d.new is not None else None,
                "game": d.game,
                "added": [{"id": c.id, "text": c.full_text()} for c in d.added],
                "removed": [{"id": c.id, "text": c.full_text()} for c in d.removed],
                "changes": [change(d, c) for c in d.changes],
            }
            for d in diff.documents
            if d
        ],
    }


def diff_text(diff: RulebookDiff) -> str:
    """Text for a terminal: per document the changes with a word diff, then the impact."""
    if not diff:
        return "No differences."
    lines: list[str] = []
    for d in diff.documents:
        if not d:
            continue
        if d.old is None or d.new is None:
            status = "new document" if d.old is None else "document removed"
            lines.append(f"{d.id} [{d.game}]: {status}, {len(d.added or d.removed)} clauses")
            continue
        head = d.id if d.old.id == d.new.id else f"{d.old.id} → {d.new.id}"
        lines.append(f"{head} [{d.game}]")
        for c in d.changes:
            if c.changed:
                label = f"{c.old.id} → {c.new.id}" if c.renumbered else c.new.id
                lines.append(f"  changed     {label}")
                if any(w.op != "equal" for w in c.words):
                    lines.append(f"      {render_words(c.words)}")
                for ref, now in c.stale_refs:
                    lines.append(
                        f"      the reference to {ref} was not renumbered: that clause is now {now}"
                    )
        for c in d.changes:
            if c.renumbered and not c.changed:
                lines.append(f"  renumbered  {c.old.id} → {c.new.id}")
        for clause in d.added:
            lines.append(f"  added       {clause.id}: {_excerpt(clause)}")
        for clause in d.removed:
            lines.append(f"  removed     {clause.id}: {_excerpt(clause)}")
    summary = _summary(diff)
    lines.append("")
    lines.append(summary)
    if diff.impacted_scenarios:
        lines.append("Scenarios whose verdict cites an affected clause:")
        lines += [f"  {shown(p)}" for p in diff.impacted_scenarios]
    if diff.impacted_rules:
        lines.append("Encoded rules implementing an affected clause:")
        lines += [
            f"  {r.where}  {r.name.rsplit('.', 1)[-1]} ({', '.join(r.cites)})"
            for r in diff.impacted_rules
        ]
    return "\n".join(lines)


def _summary(diff: RulebookDiff) -> str:
    counts = {
        "changed": sum(len(d.changed) for d in diff.documents),
        "renumbered": sum(len(d.renumbered) for d in diff.documents),
        "added": sum(len(d.added) for d in diff.documents),
        "removed": sum(len(d.removed) for d in diff.documents),
    }
    return ", ".join(f"{n} {what}" for what, n in counts.items())


def _excerpt(clause: Clause, width: int = 70) -> str:
    text = " ".join(clause.full_text().split())
    return text if len(text) <= width else text[: width - 1] + "…"
