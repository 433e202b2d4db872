"""Reading rulebook texts as users have them: UTF-8 (with or without BOM), cp1251, cp1250/latin-2,
CRLF or CR line ends, non-breaking spaces. Binary and empty files are errors, never guesses.

A text that is UTF-8 but for a few stray bytes is read line by line: a bad byte costs its own
line only (read as U+FFFD) and is reported as ``invalid UTF-8 byte 0x…``; a text that is wholly
in a legacy code page is read in that code page."""

from __future__ import annotations

import re
import unicodedata

from judge.errors import DecodeError

_CYRILLIC = re.compile(r"[А-Яа-яЁё]")
_LATIN = re.compile(r"[A-Za-zÁÉÍÓÖŐÚÜŰáéíóöőúüű]")
#: a word with Latin and Cyrillic letters side by side (a keyboard switched mid-word, a bad decode)
MIXED_WORD = re.compile(r"\w*(?:[A-Za-z][А-Яа-яЁё]|[А-Яа-яЁё][A-Za-z])\w*")
#: spaces that become a plain one (str.replace per character: str.translate is ~60 ms per MB)
_SPACES = ("\u00a0", "\u202f", "\u2007", "\u2009", "\t")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _garble(text: str) -> int:
    """How implausible a decoding is: words mixing Latin and Cyrillic letters, C1 controls."""
    return len(MIXED_WORD.findall(text)) * 4 + sum(1 for ch in text if "\x80" <= ch <= "\x9f")


def decode(data: bytes, path: str, problems: list[tuple[int, str]] | None = None) -> str:
    """Bytes of a rulebook text → normalized str (LF line ends, plain spaces, NFC).
    Stray bytes in a UTF-8 text are added to ``problems`` as (line, message)."""
    if not data or data.isspace():  # ``not data.strip()`` without copying the text
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
            mixed = _decode_lines(data)
            if mixed is None:
                text = _decode_legacy(data, path, exc)
            else:
                text, bad = mixed
                if problems is not None:
                    problems += bad
    text = text.lstrip("\ufeff")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text or text.isspace():  # a byte-order mark and nothing else is empty too
        raise DecodeError("empty file: no rulebook text in it", path=path)
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
    return _CONTROL.sub("", text) if controls else text


_LINE_END = re.compile(rb"\r\n|\r|\n")


def _decode_lines(data: bytes) -> tuple[str, list[tuple[int, str]]] | None:
    """A UTF-8 text with a few invalid bytes, line by line; None when the text is not mostly
    UTF-8 (more lines fail than decode with non-ASCII letters: a legacy code page)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines = _LINE_END.split(data)
    out: list[str] = []
    bad: list[tuple[int, str]] = []
    good = 0
    for number, raw in enumerate(lines, 1):
        try:
            line = raw.decode("utf-8")
            good += not raw.isascii()
        except UnicodeDecodeError as exc:
            line = raw.decode("utf-8", errors="replace")
            bad.append(
                (
                    number,
                    f"invalid UTF-8 byte 0x{raw[exc.start]:02x} at byte {exc.start + 1} of the "
                    "line: read as U+FFFD (\ufffd), the rest of the line kept as it is",
                )
            )
        out.append(line)
    if not bad or good < len(bad):
        return None
    return "\n".join(out), bad


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


_HU_WORDS = frozenset("az és hogy nem egy vagy ha van csak meg kell lehet amely ami még".split())
_EN_WORDS = frozenset("the and of to is that or if be it are may this with for".split())
_HU_LETTERS = re.compile(r"[áéíóöőúüűÁÉÍÓÖŐÚÜŰ]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
#: the words of an English question that no other language of the games writes
_EN_QUESTION_WORDS = frozenset(
    "the can does do is are what how which when who my if it of to with into from whether "
    "there this that as in on an at for you we".split()
)


def has_hungarian_letters(text: str) -> bool:
    """Whether a text has a letter only Hungarian of the loaded languages writes (``á``, ``ő``)."""
    return _HU_LETTERS.search(text) is not None


def english_question(text: str) -> bool:
    """Whether a short query is English: no Hungarian letter, and two or more of the words only
    an English question writes (``what counts as a defender``). ``detect_language`` weighs a
    text's common words; a query of a few words needs its question words."""
    if has_hungarian_letters(text):
        return False
    return len(set(_LATIN_WORD.findall(text.lower())) & _EN_QUESTION_WORDS) >= 2


def detect_language(text: str) -> str:
    """``ru`` for Cyrillic texts; for Latin ones ``hu`` or ``en`` by their common words and
    Hungarian accented letters; a text with no letters is ``hu``. The one detector of the tool:
    rulebook texts and search queries alike. The first 50,000 characters decide: counting
    letters over a whole 1 MB text costs ~90 ms."""
    text = text[:50_000]
    cyrillic = len(_CYRILLIC.findall(text))
    latin = len(_LATIN.findall(text))
    if cyrillic and cyrillic >= latin:
        return "ru"
    hungarian = english = 0
    for word in _LATIN_WORD.findall(text.lower()):
        hungarian += word in _HU_WORDS
        english += word in _EN_WORDS
    hungarian += len(_HU_LETTERS.findall(text)) // 4
    return "en" if english > hungarian else "hu"
