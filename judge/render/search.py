"""Search results shown: per clause its id, title, document and game, then the snippet with
the matched words marked; and the JSON form of a hit."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from judge.search.rank import Hit


def hit_json(hit: Hit) -> dict[str, Any]:
    return {
        "id": hit.id,
        "document": hit.document,
        "game": hit.game,
        "score": hit.score,
        "snippet": hit.snippet(),
        "title": hit.title,
        "line": hit.line,
        "coverage": hit.coverage,
    }


def hits_text(
    hits: Sequence[Hit], mark: tuple[str, str] = ("[", "]"), width: int | None = None
) -> str:
    """Terminal text: per clause its id, title, document and game, then the marked snippet,
    wrapped to ``width`` (default: the screen's; piped, a snippet stays one line)."""
    from judge.render.text import hanging, screen_width

    width = width or screen_width()
    lines = []
    for hit in hits:
        head = hit.id if not hit.title or hit.title == hit.id else f"{hit.id} {hit.title}"
        lines.append(f"{head}  ·  {hit.document} · {hit.game}  ({hit.score:g})")
        if "".join(text for text, _ in hit.parts) not in ("", hit.title):
            lines.append(hanging(f"    {hit.snippet(mark)}", width, 4))
    return "\n".join(lines)
