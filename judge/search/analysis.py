"""Text analysis for search: words, folding (case, accents, ё), stop words and Snowball stems.

Every word is folded before it is stemmed, in the index and in the query alike, so that
``támadók``, ``tamadok`` and ``TÁMADÓK`` all become the token ``tamad`` and ``ещё`` matches
``еще``. The stemmer is chosen per word by its script (Cyrillic → Russian, Latin → the Latin-script
language, Hungarian by default), so a query needs no language flag.

PyStemmer is imported on first use.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Any

from judge.rulebook.textio import detect_language as detect_language  # the one detector

#: Snowball algorithm per language code of ``book.yaml``
SNOWBALL = {
    "ru": "russian",
    "hu": "hungarian",
    "en": "english",
    "de": "german",
    "uk": "russian",
    "pl": "polish",
}
#: the language a word of each script is stemmed as when nothing says otherwise
SCRIPT_DEFAULT = {"cyrillic": "ru", "latin": "hu"}

WORD = re.compile(r"[^\W\d_]+")

#: function words that carry no meaning for a rules search (prepositions, conjunctions,
#: pronouns, question words), compared after folding
STOP_WORDS = frozenset(
    """
    и в во не на с со а но или ли что как к ко по из у о об от до за для при же бы
    то это этот эта эти тот та те так там тут уже ещё еще его ее её их им ему она он оно они мы
    вы я ты кто где когда если чем чего кого кому какой какая какие какое каких каким который
    которая которое которые которого которой ни да нет вот всё все всех будет был была было были
    может могут можно ли ль себя свой своя свое свои также тоже только лишь
    a az egy es is nem de hogy ha mar meg mi mit mik ki kit kik ahol akkor azt ez ezt ezek
    azok vagy illetve pedig mint sem le fel el be ki ra re van volt lesz hany hol mikor miert
    melyik milyen mivel aki ami amit amely kell lehet
    """.split()  # noqa: SIM905 — a word list reads best as words
)

# Latin letters with diacritics → their base letter (lower case: ``fold`` lowers first);
# Cyrillic is left alone (й ≠ и) except ё → е, which Russian texts use interchangeably.
_FOLD = str.maketrans(
    "àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžơưǎǐǒǔșțđłøё",
    "aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzouaioustdloе",
)


def fold(text: str) -> str:
    """Lower case, Latin accents removed, ё → е: ``Támadók`` → ``tamadok``."""
    return text.lower().translate(_FOLD)


def script(word: str) -> str:
    """``cyrillic``, ``latin`` or ``other``, by the word's first letter."""
    for char in word:
        if "\u0400" <= char <= "\u04ff":
            return "cyrillic"
        if char.isascii() and char.isalpha() or "\u00c0" <= char <= "\u024f":
            return "latin"
    return "other"


def words(text: str) -> list[str]:
    """The words of a text (letters only; numbers and punctuation split them)."""
    return WORD.findall(text)


def word_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, word)`` for every word of a text, for marking matches in a snippet."""
    for match in WORD.finditer(text):
        yield match.start(), match.end(), match.group()


def language_for(word: str, language: str | None = None) -> str:
    """The language to stem ``word`` as: the document's own when its script fits, else by script."""
    kind = script(word)
    if language in SNOWBALL and kind in SCRIPT_DEFAULT and _script_of_language(language) == kind:
        return language
    return SCRIPT_DEFAULT.get(kind, language or "hu")


def _script_of_language(language: str) -> str:
    return "cyrillic" if language in ("ru", "uk") else "latin"


@cache
def _stemmer(language: str) -> Any:
    import Stemmer  # PyStemmer: C extension, imported only when something is stemmed

    return Stemmer.Stemmer(SNOWBALL.get(language, "hungarian"))


def stem(folded: str, language: str) -> str:
    """The Snowball stem of an already folded word."""
    return str(_stemmer(language).stemWord(folded))


def tokens(text: str, language: str | None = None) -> list[str]:
    """Index tokens of a text: each word folded, stop words dropped, then stemmed."""
    return [t for t in (token_of(word, language) for word in words(text)) if t is not None]


@lru_cache(maxsize=1 << 16)
def token_of(word: str, language: str | None = None) -> str | None:
    """The index token of one word, or None for a stop word (memoised: words repeat)."""
    folded = fold(word)
    if folded in STOP_WORDS:
        return None
    return stem(folded, language_for(word, language))
