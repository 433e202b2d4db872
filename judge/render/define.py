"""``judge define`` shown: per term its rulebook wording and game, its definition from a
rulebook's glossary, the words players use for it, the clause that defines it and the clauses
that use it; and the JSON form."""

from __future__ import annotations

from typing import Any

from judge.render.search import hit_json
from judge.search.glossary import Definition


def definition_json(found: Definition) -> dict[str, Any]:
    term = found.term
    return {
        "term": term.term,
        "game": term.game,
        "language": term.language,
        "variants": list(term.variants),
        "clause": term.clause,
        "defined_in": [
            {"id": h.id, "document": h.document, "title": h.title} for h in found.defined_in
        ],
        "used_in": [hit_json(h) for h in found.used_in],
        "source": f"{term.source}:{term.line}",
        "definition": found.entry.text if found.entry else None,
        "senses": list(found.entry.senses) if found.entry else [],
    }


def definitions_text(definitions: list[Definition], mark: tuple[str, str] = ("[", "]")) -> str:
    """Terminal text: one block per term."""
    lines: list[str] = []
    for found in definitions:
        term = found.term
        if lines:
            lines.append("")
        lines.append(f"{term.term}  ·  {term.game} ({term.language})")
        if found.entry is not None:  # the rulebook's glossary says it
            definition = found.entry.text.splitlines() or [""]
            lines.append(f"  definition: {definition[0]}")
            lines += [f"              {line}" for line in definition[1:]]
        lines.append(f"  variants:   {', '.join(term.variants) or '(none)'}")
        defined = ", ".join(
            f"{h.id} {h.title}" if h.title and h.title != h.id else h.id for h in found.defined_in
        )
        lines.append(f"  defined in: {defined or '(no clause defines it)'}")
        lines.append(f"  used in:    {len(found.used_in)} clause(s)")
        for hit in found.used_in:
            lines.append(f"    {hit.id}  ·  {hit.document}")
            snippet = hit.snippet(mark)
            if snippet:
                lines.append(f"        {snippet}")
    return "\n".join(lines)
