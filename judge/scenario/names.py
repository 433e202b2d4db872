"""Card names as a reader sees them: the same name typed in NFC or NFD, or with an invisible
zero-width character, is one name; two names that differ only by look-alike letters (a Latin
``o`` for a Cyrillic ``о``) are a mistake to report, naming both, never two cards."""

from __future__ import annotations

#: invisible characters that change no name: zero-width space, non-joiner, joiner, word
#: joiner, byte-order mark, soft hyphen
INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))

#: Cyrillic letters and the Latin letters they are drawn like (both cases)
_CYRILLIC = "аеорсхуіјѕԁһԛԝАВЕКМНОРСТХІЈЅ"
_LATIN = "aeopcxyijsdhqwABEKMHOPCTXIJS"
_SKELETON = str.maketrans(_CYRILLIC, _LATIN)


#: names already normalized (a suite repeats the same few hundred card names in every file)
_NORMALIZED: dict[str, str] = {}


def normalize(name: str) -> str:
    """A card name in NFC without invisible characters."""
    found = _NORMALIZED.get(name)
    if found is None:
        import unicodedata  # only when a file is read

        found = unicodedata.normalize("NFC", name.translate(INVISIBLE))
        if len(name) <= 64 and len(_NORMALIZED) < 1 << 16:
            _NORMALIZED[name] = found
    return found


def skeleton(name: str) -> str:
    """What a normalized name looks like: Cyrillic letters drawn like Latin ones replaced by
    those, so that look-alike names compare equal."""
    return name.translate(_SKELETON)


def difference(one: str, other: str) -> str:
    """How two look-alike names differ: ``Latin 'o' U+006F where the other has Cyrillic 'о'
    U+043E``."""
    for a, b in zip(one, other, strict=False):
        if a != b:
            return f"{_letter(a)} where the other has {_letter(b)}"
    return "different lengths"


def _letter(char: str) -> str:
    import unicodedata

    script = unicodedata.name(char, "").split(" ")[0].capitalize() or "a character"
    return f"{script} '{char}' U+{ord(char):04X}"
