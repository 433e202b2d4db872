"""Characters drawn as nothing: Unicode's default-ignorable code points.

    IGNORABLE_CLASS            them as a regular-expression character class (its inside)
    has_ignorables(text)       whether it holds any
    without_ignorables(text)   ``text`` without them

Unicode's ``Default_Ignorable_Code_Point`` property (DerivedCoreProperties.txt), which Python's
``unicodedata`` does not expose: the soft hyphen, the combining grapheme joiner, the Arabic
letter mark, Hangul fillers, Khmer inherent vowels, Mongolian variation selectors and vowel
separator, zero-width spaces and joiners, the left-to-right and right-to-left marks, embeddings,
overrides and isolates, invisible operators (U+2061 function application…), variation
selectors, the byte-order mark, tags. Two names that differ only by these look the same to
anyone reading them, so card names and search words are compared without them
(``judge.scenario.names``, ``judge.search.analysis``).
"""

from __future__ import annotations

import re

#: the ranges of default-ignorable code points (first, last), Unicode 15
RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)

IGNORABLE_CLASS = "".join(
    re.escape(chr(first)) if first == last else f"{re.escape(chr(first))}-{re.escape(chr(last))}"
    for first, last in RANGES
)
_ANY = re.compile(f"[{IGNORABLE_CLASS}]")


def has_ignorables(text: str) -> bool:
    """Whether ``text`` holds a default-ignorable code point (a quick scan)."""
    return _ANY.search(text) is not None


def without_ignorables(text: str) -> str:
    """``text`` without its default-ignorable code points."""
    return _ANY.sub("", text) if _ANY.search(text) else text
