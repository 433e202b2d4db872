"""Text output for the terminal: aligned tables, wrapped paragraphs, clause cards."""

from __future__ import annotations

import os
import sys
import textwrap
from typing import Any

from judge.config import shown

#: the width of text written to a pipe or a file (a terminal's own width is used otherwise)
PIPED_WIDTH = 100
#: never narrower than this, however narrow the terminal says it is
MIN_WIDTH = 40


def screen_width() -> int | None:
    """The width of the screen the text is read on: ``$COLUMNS`` when set, else the terminal's
    width when standard output is one, else None (a pipe or a file)."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return max(int(columns), MIN_WIDTH)
    if sys.stdout.isatty():
        import shutil

        return max(shutil.get_terminal_size((PIPED_WIDTH, 24)).columns, MIN_WIDTH)
    return None


def terminal_width() -> int:
    """The width to wrap paragraphs (a clause's text) to: the screen's, else ``PIPED_WIDTH``.
    Lines that are records (a reason, a search hit, a table row) are wrapped only on a screen:
    piped, each stays one line for grep and scripts."""
    return screen_width() or PIPED_WIDTH


def table(
    rows: list[list[str]], header: list[str], *, width: int | None = None, last_below: bool = False
) -> str:
    """Left-aligned columns, the header underlined. Given a ``width`` the table does not exceed:
    with ``last_below`` its last column first moves to a line of its own under each row; when
    that is still too wide, each row becomes a record: its first cell, then ``header: value``
    lines."""
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    if width is not None and sum(widths) + 2 * (len(widths) - 1) > width:
        narrow = widths[:-1]
        if last_below and sum(narrow) + 2 * (len(narrow) - 1) <= width:
            label = header[-1]
            lines = table([r[:-1] for r in rows], header[:-1]).splitlines()
            out = lines[:2]
            for row, line_text in zip(rows, lines[2:], strict=True):
                out += [line_text, f"  {label}: {row[-1]}"]
            return "\n".join(out)
        return _records(rows, header, width)

    def line(cells: list[str]) -> str:
        return "  ".join(str(c).ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def _records(rows: list[list[str]], header: list[str], width: int) -> str:
    """Each row as its first cell, then its other cells as ``header: value``, as many to a line
    as fit."""
    out = []
    for row in rows:
        out.append(str(row[0]))
        line = ""
        for h, c in zip(header[1:], row[1:], strict=True):
            pair = f"{h}: {c}"
            if line and len(line) + 2 + len(pair) > width:
                out.append(line)
                line = ""
            line = f"{line}  {pair}" if line else f"  {pair}"
        out.append(line)
    return "\n".join(out)


def _label(entry: dict[str, Any]) -> str:
    """``514 Общие правила…``; a heading block or glossary term, whose id is its title: once."""
    title = entry.get("title")
    return f"{entry['id']} {title}" if title and title != entry["id"] else entry["id"]


def hanging(line: str, width: int | None, indent: int) -> str:
    """One line wrapped to ``width`` (None: left whole), its continuation lines indented by
    ``indent`` spaces (by four when that would leave less than half the width)."""
    if width is None or len(line) <= width:
        return line
    if indent > width // 2:
        indent = 4
    return textwrap.fill(
        line,
        width,
        subsequent_indent=" " * indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


def wrap(text: str, width: int | None = None, indent: str = "  ") -> str:
    """Wrap each line of a clause body to ``width`` (default: the terminal's); table rows and
    bullets keep their own lines."""
    width = width or terminal_width()
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
