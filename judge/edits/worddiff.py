"""Word-level differences between two clause texts, shown like ``git diff --word-diff=plain``.

Защитником … может выступить [-другое-] {+любое+} летающее существо.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Literal

from judge.edits.normalize import normalize_text

Op = Literal["equal", "delete", "insert"]


@dataclass(frozen=True, slots=True)
class Words:
    """A run of words that both texts share (``equal``), or that only the old or new one has."""

    op: Op
    text: str

    def to_json(self) -> dict[str, str]:
        return {"op": self.op, "text": self.text}


def word_diff(old: str, new: str) -> list[Words]:
    """The runs of equal, deleted and inserted words turning ``old`` into ``new``.

    Both texts are compared after normalization (whitespace, quotes, dashes), so typography alone
    never shows up as a difference.
    """
    a = normalize_text(old).split()
    b = normalize_text(new).split()
    runs: list[Words] = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            runs.append(Words("equal", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            runs.append(Words("delete", " ".join(a[i1:i2])))
        if j2 > j1:
            runs.append(Words("insert", " ".join(b[j1:j2])))
    return runs


def render_words(runs: list[Words], *, context: int | None = 8) -> str:
    """``[-old-]{+new+}`` markup; equal runs longer than ``2 × context`` words are shortened."""
    parts: list[str] = []
    last = len(runs) - 1
    for index, run in enumerate(runs):
        if run.op == "delete":
            parts.append(f"[-{run.text}-]")
        elif run.op == "insert":
            parts.append(f"{{+{run.text}+}}")
        else:
            parts.append(_shorten(run.text, context, first=index == 0, last=index == last))
    return " ".join(p for p in parts if p)


def _shorten(text: str, context: int | None, *, first: bool, last: bool) -> str:
    words = text.split()
    if context is None:
        return text
    head = [] if first else words[:context]
    tail = [] if last else words[-context:]
    if len(head) + len(tail) >= len(words):
        return text
    return " ".join([*head, "…", *tail])
