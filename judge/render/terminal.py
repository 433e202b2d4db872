"""What reaches a terminal is text to read, never orders to the terminal: the one place output is
made safe.

    visible(text, styled=False) -> str     control characters shown, not obeyed
    escaped(char) -> str                   how one such character is shown
    json_text(data, indent=None) -> str    a JSON document with the same characters escaped
    ascii_json(text) -> str                a JSON document in ASCII alone (for a stream in a
                                           legacy encoding: nothing replaced, nothing lost)

Every line judge prints goes through ``visible`` (``judge.commands.echo``): scenario titles, card
names, questions, rulebook headings and texts, file names and error messages may hold whatever
their authors typed, and a carriage return with ``ESC[K`` would print a failing case as ``PASS``,
an OSC sequence would retitle the window, a right-to-left override would reverse what follows.
So these are written as escapes a reader sees:

- C0 controls but newline and tab, as ``\\x1b``;
- DEL, C1 controls, bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
  U+200F, U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029),
  as ``\\u202e`` — the JSON spelling, so a JSON document printed through here keeps its meaning;
- a byte of a file name that is not UTF-8 (kept by Python as a lone surrogate), as ``\\xff``.

The bold marks judge itself puts around matched words on a terminal (``ESC[1m``, ``ESC[0m``,
``judge.commands.marks``) pass when ``styled``: they only style, never move the cursor or hide
text. ``json_text`` escapes the same characters as ``\\uXXXX`` (``json.dumps`` leaves all but the
C0 controls as they are).
"""

from __future__ import annotations

import re
from typing import Any

#: what is made visible: C0 controls but tab and newline, DEL and C1, bidirectional formatting,
#: line and paragraph separators, lone surrogates (undecodable bytes of a file name)
_C0 = "\x00-\x08\x0b-\x1f"
_OTHERS = "\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029"
_UNSAFE = _C0 + _OTHERS
_SURROGATES = "\ud800-\udfff"
_CHARACTER = re.compile(f"[{_UNSAFE}{_SURROGATES}]")
#: the same, with judge's own bold marks kept whole (matched first)
_STYLED = re.compile(f"(\x1b\\[[01]m)|[{_UNSAFE}{_SURROGATES}]")


def escaped(char: str) -> str:
    """One character as the escape a reader sees: ``\\x1b`` (a C0 control), ``\\xff`` (a byte of
    a file name that is not UTF-8), else ``\\u202e``."""
    code = ord(char)
    if code < 0x20:
        return f"\\x{code:02x}"
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that is not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\u{code:04x}"


def visible(text: str, *, styled: bool = False) -> str:
    """``text`` with every control character, bidirectional formatting character and
    undecodable byte written as an escape (``\\x1b``, ``\\u202e``, ``\\xff``); with ``styled``,
    judge's own bold marks are kept."""
    if styled:
        return _STYLED.sub(lambda m: m.group(1) or escaped(m.group()), text)
    return _CHARACTER.sub(lambda m: escaped(m.group()), text)


#: what ``json.dumps`` leaves as it is of that set (it escapes the C0 controls itself)
_JSON_UNSAFE = re.compile(f"[{_OTHERS}{_SURROGATES}]")


def json_text(data: Any, indent: int | None = None) -> str:
    """``data`` as JSON (UTF-8 characters as they are, ``ensure_ascii=False``), with the
    characters ``visible`` escapes written as ``\\uXXXX``: a terminal shows them, a JSON reader
    reads them back unchanged."""
    import json

    text = json.dumps(data, ensure_ascii=False, indent=indent)
    # (these characters can only stand inside a string, where the escape means the same)
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def ascii_json(text: str) -> str:
    """A JSON document (``json_text``'s) with every character outside ASCII written as a JSON
    escape (``\\u043b``; a surrogate pair beyond the BMP): the same document, printable
    whole on a stream in a legacy encoding (``LC_ALL=C``, ``PYTHONIOENCODING=cp1251``), where
    replacing what the encoding lacks would change the strings."""
    if text.isascii():
        return text

    def escape(match: re.Match[str]) -> str:
        code = ord(match.group())
        if code <= 0xFFFF:
            return f"\\u{code:04x}"
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"

    return _NOT_ASCII.sub(escape, text)


_NOT_ASCII = re.compile("[^\x00-\x7f]")
