"""Reading rulebook texts as users have them: UTF-8 (with or without BOM), cp1251, cp1250/latin-2,
CRLF or CR line ends, non-breaking spaces. Binary and empty files are errors, never guesses."""

from __future__ import annotations

import re
import unicodedata

from judge.errors import DecodeError

_CYRILLIC = re.compile(r"[А-Яа-яЁё]")
_LATIN = re.compile(r"[A-Za-zÁÉÍÓÖŐÚÜŰáéíóöőúüű]")
_MIXED_WORD = re.compile(r"\w*(?:[A-Za-z][А-Яа-яЁё]|[А-Яа-яЁё][A-Za-z])\w*")
#: spaces that become a plain one (str.replace per character: str.translate is ~60 ms per MB)
_SPACES = ("\u00a0", "\u202f", "\u2007", "\u2009", "\t")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _garble(text: str) -> int:
    """How implausible a decoding is: words mixing Latin and Cyrillic letters, C1 controls."""
    return len(_MIXED_WORD.findall(text)) * 4 + sum(1 for ch in text if "\x80" <= ch <= "\x9f")


def decode(data: bytes, path: str) -> str:
    """Bytes of a rulebook text → normalized str (LF line ends, plain spaces, NFC)."""
    if not data.strip():
        raise DecodeError("empty file: no rulebook text in it", path=path)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise DecodeError(
                f"cannot decode byte 0x{data[exc.start]:02x}: a UTF-16 byte-order mark, "
                "but not UTF-16 text",
                path=path,
            ) from None
    else:
        nul = data.find(b"\x00")
        if nul >= 0:
            line = data.count(b"\n", 0, nul) + 1
            raise DecodeError(
                f"binary file (NUL byte at offset {nul}): expected a UTF-8, cp1251 or cp1250 text",
                path=path,
                line=line,
            )
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            text = _decode_legacy(data, path, exc)
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    for space in _SPACES:
        text = text.replace(space, " ")
    text = unicodedata.normalize("NFC", text)
    controls = _CONTROL.findall(text)
    if len(controls) > max(8, len(text) // 200):
        line = text[: text.find(controls[0])].count("\n") + 1
        raise DecodeError(
            "binary file (control characters): expected a UTF-8, cp1251 or cp1250 text",
            path=path,
            line=line,
        )
    return _CONTROL.sub("", text)


def _decode_legacy(data: bytes, path: str, exc: UnicodeDecodeError) -> str:
    """Not UTF-8: the legacy code page (cp1251 for Russian, cp1250/latin-2 for Hungarian) that
    reads best."""
    decoded = []
    for encoding in ("cp1251", "cp1250", "iso8859_2"):
        try:
            text = data.decode(encoding)
            decoded.append((_garble(text[:50_000]), encoding, text))  # a sample decides
        except UnicodeDecodeError:
            continue
    if not decoded:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DecodeError(
            f"cannot decode byte 0x{data[exc.start]:02x}: not UTF-8, cp1251 or cp1250",
            path=path,
            line=line,
        ) from None
    decoded.sort(key=lambda item: item[0])
    return decoded[0][2]


def detect_language(text: str) -> str:
    """``ru`` for Cyrillic texts, ``hu`` for Latin ones (the games' two rulebook languages); a
    text with no letters is ``hu``. The one detector of the tool: rulebook texts and search
    queries alike. The first 50,000 characters decide: counting letters over a whole 1 MB text
    costs ~90 ms."""
    text = text[:50_000]
    cyrillic = len(_CYRILLIC.findall(text))
    latin = len(_LATIN.findall(text))
    return "ru" if cyrillic and cyrillic >= latin else "hu"
