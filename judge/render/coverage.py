"""Coverage shown: per document the clauses implemented, cited and neither; then the engine's
assumptions (readings no loaded clause states)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from judge.rulebook.ids import sort_key
from judge.suite.coverage import DocumentCoverage

if TYPE_CHECKING:
    from judge.engine.registry import Assumption


def assumption_entry(a: Assumption, lang: str = "en") -> dict[str, Any]:
    return {
        "id": a.id,
        "game": a.game,
        "source": a.source,
        "text": a.wording(lang),
        "where": f"{a.file}:{a.line}",
    }


def coverage_json(
    report: list[DocumentCoverage], assumptions: Sequence[Assumption] = ()
) -> dict[str, Any]:
    return {
        "assumptions": [assumption_entry(a) for a in assumptions],
        "documents": [
            {
                "id": c.document.id,
                "game": c.document.game,
                "clauses": c.total,
                "implemented": c.implemented,
                "cited": c.cited,
                "neither": c.neither,
                "classes": [
                    {"id": clause_id, "class": kind, "reason": reason}
                    for clause_id, (kind, reason) in c.classes.items()
                ],
            }
            for c in report
        ],
    }


NBSP = "\u00a0"


def coverage_text(
    report: list[DocumentCoverage],
    width: int | None = None,
    assumptions: Sequence[Assumption] = (),
) -> str:
    """Per document a summary line and the ids of each group, wrapped to ``width`` (default:
    the terminal's)."""
    from judge.render.text import hanging, screen_width, terminal_width

    width = width or terminal_width()
    lines: list[str] = []
    for c in report:
        # a count and its words stay on one line (joined by no-break spaces while wrapping)
        parts = [
            f"{c.total} clauses",
            f"{len(c.implemented)} implemented by engine rules",
            f"{len(c.cited)} cited by scenarios",
            f"{len(c.neither)} neither",
        ]
        summary = f"{c.document.id} [{c.document.game}]: " + ", ".join(
            part.replace(" ", NBSP) for part in parts
        )
        lines.append(hanging(summary, screen_width(), 2).replace(NBSP, " "))
        for label, ids in (
            ("implemented", c.implemented),
            ("cited", c.cited),
            ("neither", c.neither),
        ):
            lines.append(_wrapped(f"  {label:<12}", ids, width) if ids else f"  {label:<12} —")
        for clause_id in c.neither:
            kind, reason = c.classes.get(clause_id, ("unclassified", None))
            item = clause_id if clause_id.replace(".", "").isdigit() else f"«{clause_id}»"
            why = f": {reason}" if reason else ": no reason stated (judge lint warns)"
            lines.append(_wrapped_text(f"{item} — {kind}{why}", "    ", width))
    total = sum(c.total for c in report)
    impl = sum(len(c.implemented) for c in report)
    cited = sum(len(c.cited) for c in report)
    neither = sum(len(c.neither) for c in report)
    parts = [f"{impl} implemented", f"{cited} cited by scenarios", f"{neither} neither"]
    summary = f"{total} clauses: " + ", ".join(part.replace(" ", NBSP) for part in parts)
    lines.append(hanging(summary, screen_width(), 2).replace(NBSP, " "))
    if assumptions:
        screen = screen_width()
        lines.append(f"{len(assumptions)} assumptions (readings no loaded clause states):")
        for a in assumptions:
            lines.append(hanging(f"  {a.game}: {a.id} ({a.source}, {a.file}:{a.line})", screen, 6))
            lines.append(_wrapped_text(a.wording("en"), "      ", width))
    return "\n".join(lines)


def _wrapped_text(text: str, indent: str, width: int) -> str:
    import textwrap

    return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)


def _wrapped(head: str, ids: list[str], width: int) -> str:
    lines = [head]
    for clause_id in ids:
        numbered = sort_key(clause_id.partition("#")[0]) != (10**9,)
        item = clause_id if numbered else f"«{clause_id}»"
        if len(lines[-1]) + len(item) + 1 > width and lines[-1].strip():
            lines.append(" " * len(head))
        lines[-1] += ("" if lines[-1].endswith(" ") else " ") + item
    return "\n".join(lines)
