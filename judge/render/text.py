"""Text output for the terminal: aligned tables, wrapped paragraphs, clause cards."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.config import shown


def table(rows: list[list[str]], header: list[str]) -> str:
    """Left-aligned columns, the header underlined."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(str(c).ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def _label(entry: dict[str, Any]) -> str:
    return f"{entry['id']} {entry['title']}" if entry.get("title") else entry["id"]


def wrap(text: str, width: int = 96, indent: str = "  ") -> str:
    """Wrap each line of a clause body; table rows and bullets keep their own lines."""
    out = []
    for line in text.splitlines():
        if line.startswith("|"):
            out.append(indent + line)
        else:
            out.append(
                textwrap.fill(
                    line,
                    width,
                    initial_indent=indent,
                    subsequent_indent=indent + ("  " if line[:1] in "·•" else ""),
                )
            )
    return "\n".join(out)


def clause_card(info: dict[str, Any]) -> str:
    """``judge show``: the clause, where it sits, what it points to and what points to it."""
    head = info["id"] + (
        f". {info['title']}" if info["title"] and info["title"] != info["id"] else ""
    )
    flags = f"  [{', '.join(info['flags'])}]" if info["flags"] else ""
    lines = [
        f"{head}{flags}",
        f"  {info['document']} · {info['game']} · {info['source']}:{info['line']}",
    ]
    if info["text"]:
        lines += ["", wrap(info["text"])]
    lines.append("")
    chain = " › ".join(_label(p) for p in reversed(info["parents"])) or "—"
    if info.get("missing_parent"):
        chain += f"  (parent {info['missing_parent']} is not in the text)"
    lines.append(f"Parent chain:  {chain}")
    lines.append(f"Children:      {', '.join(_label(c) for c in info['children']) or '—'}")
    refs = []
    for ref in info["refs"]:
        if ref["resolved"]:
            refs.append(_label(ref))
        else:
            cands = "; ".join(
                f"{c['document']}: {_label({'id': ref['id'], **c})}" for c in ref["candidates"]
            )
            refs.append(f"{ref['id']} (unresolved{'; candidate in ' + cands if cands else ''})")
    lines.append(f"References:    {', '.join(refs) or '—'}")
    lines.append(f"Cited by:      {', '.join(_label(c) for c in info['cited_by']) or '—'}")
    if "rules" in info:
        rules = [f"{r['name']} ({r['where']})" for r in info["rules"]]
        lines.append(f"Engine rules:  {(chr(10) + ' ' * 15).join(rules) or '—'}")
    if "scenarios" in info:
        listed = [shown(p) for p in info["scenarios"]]
        lines.append(f"Scenarios:     {(chr(10) + ' ' * 15).join(listed) or '—'}")
    return "\n".join(lines)


def clause_json(info: dict[str, Any]) -> dict[str, Any]:
    """``judge show --json``: what ``describe`` and ``citing`` found, paths as a user reads them."""
    if "scenarios" in info:
        info = {**info, "scenarios": [shown(p) for p in info["scenarios"]]}
    return info
