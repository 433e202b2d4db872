"""Card names as a reader sees them: the same name typed in NFC or NFD, with an invisible
character (a zero-width space, a left-to-right mark, a variation selector…), a no-break space or
a trailing space, is one name; two names that differ only by look-alike letters (a Latin ``o``
for a Cyrillic ``о``, a full-width ``Ｏ``) are a mistake to report, naming both, never two cards.

    normalize(name)      the name compared: default-ignorable code points removed
                         (``judge.rulebook.invisible``), NFC, every character but letters in
                         NFKC (a no-break or ideographic space is a space, a full-width digit a
                         digit), spaces collapsed and trimmed
    skeleton(name)       what a normalized name looks like (NFKC, look-alike letters as Latin)
    difference(a, b)     how two look-alike names differ, in words
    spelling(raw)        a name as typed, its invisible characters shown (for messages)
"""

from __future__ import annotations

#: Cyrillic letters and the Latin letters they are drawn like (both cases)
_CYRILLIC = "аеорсхуіјѕԁһԛԝАВЕКМНОРСТХІЈЅ"
_LATIN = "aeopcxyijsdhqwABEKMHOPCTXIJS"
_SKELETON = str.maketrans(_CYRILLIC, _LATIN)


#: names already normalized (a suite repeats the same few hundred card names in every file)
_NORMALIZED: dict[str, str] = {}


def normalize(name: str) -> str:
    """A card name as compared (see the module docstring). NFKC is applied to every character
    but letters: it would change some letters (``ﬁ`` → ``fi``, ``Ｏ`` → ``O``), and a name
    spelt with those is a look-alike to report (``skeleton``), not the same name."""
    found = _NORMALIZED.get(name)
    if found is None:
        import unicodedata  # only when a file is read

        from judge.rulebook.invisible import without_ignorables

        text = unicodedata.normalize("NFC", without_ignorables(name))
        if not text.isascii():
            text = "".join(c if c.isalpha() else unicodedata.normalize("NFKC", c) for c in text)
        found = " ".join(text.split())
        if len(name) <= 64 and len(_NORMALIZED) < 1 << 16:
            _NORMALIZED[name] = found
    return found


def skeleton(name: str) -> str:
    """What a normalized name looks like: in NFKC (full-width and other compatibility letters as
    the letters they show), Cyrillic letters drawn like Latin ones replaced by those, so that
    look-alike names compare equal."""
    if not name.isascii():
        import unicodedata

        name = unicodedata.normalize("NFKC", name)
    return name.translate(_SKELETON)


def spelling(raw: str) -> str:
    """A name as typed, for a message: what cannot be seen — an invisible character, a space
    other than the plain one, a leading, trailing or doubled space — shown as ``<U+200E>``, so
    that two spellings that look alike read differently."""
    from judge.rulebook.invisible import has_ignorables

    out = []
    for n, char in enumerate(raw):
        if char == " ":
            seen = 0 < n < len(raw) - 1 and raw[n - 1] != " "
        else:
            seen = char.isprintable() and not has_ignorables(char)
        out.append(char if seen else f"<U+{ord(char):04X}>")
    return "".join(out)


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
