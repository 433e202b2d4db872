"""Clause text as compared by ``judge diff`` and fingerprinted for the stale-rule check.

Two texts that differ only in typography are the same text: runs of whitespace (non-breaking
spaces, line breaks, tabs) are one space; quotes « » “ ” „ " ' ‘ ’ ‹ › are one straight quote;
dashes and hyphens – — ‑ ‒ − ‐ are one hyphen; an ellipsis is three dots; zero-width characters,
soft hyphens and byte-order marks are dropped. Letters, digits and punctuation otherwise stay as
they are: a changed word, number or full stop is a changed text.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Mapping

_QUOTES = "«»“”„‟\"'‘’‚‛‹›″′`´"
_DASHES = "–—‑‒−‐⸺⸻﹘﹣－-"
_DROPPED = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
_REPLACE = {
    **{ch: '"' for ch in _QUOTES},
    **{ch: "-" for ch in _DASHES},
    **{ch: "" for ch in _DROPPED},
    "…": "...",
}
# a regex finds the few characters to replace much faster than str.translate scans every one
_SPECIAL = re.compile("[" + re.escape("".join(_REPLACE)) + "]")

#: a dotted clause number in prose (``514.5``, ``п.514``, ``(37.6.)``), not part of a longer one
_NUMBER = re.compile(r"(?<!\d)(?<!\d\.)\d+(?:\.\d+)*(?!\.?\d)")


def normalize_text(text: str) -> str:
    """The text with whitespace, quotes and dashes made uniform (see the module docstring)."""
    text = unicodedata.normalize("NFC", _SPECIAL.sub(lambda m: _REPLACE[m.group(0)], text))
    return " ".join(text.split())


def fingerprint(text: str) -> str:
    """A short stable hash of the normalized text: equal for texts differing in typography only."""
    digest = hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()
    return f"sha256:{digest[:16]}"


def map_refs(text: str, refs: Iterable[str], mapping: Mapping[str, str]) -> str:
    """Rewrite the clause numbers in ``text`` that are references (``refs``) through ``mapping``.

    Used to compare a clause across a renumbering: ``см. 514.5`` in the old text and ``см. 514.6``
    in the new one are the same reference when 514.5 became 514.6. Replacement is simultaneous,
    so a chain 514.5 → 514.6 → 514.7 never rewrites a number twice. Numbers that are not among
    ``refs`` (a dice value, «до 5 выстрелов») are left alone.
    """
    wanted = {ref: mapping[ref] for ref in refs if ref in mapping}
    if not wanted:
        return text
    return _NUMBER.sub(lambda m: wanted.get(m.group(0), m.group(0)), text)


def mask_refs(text: str, refs: Iterable[str]) -> str:
    """The text with each reference number replaced by ``§``, for pairing clauses by similarity."""
    wanted = set(refs)
    if not wanted:
        return text
    return _NUMBER.sub(lambda m: "§" if m.group(0) in wanted else m.group(0), text)
