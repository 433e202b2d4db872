"""Text analysis for search: words, folding (case, accents, ё), stop words and Snowball stems.

Every word is folded before it is stemmed, in the index and in the query alike, so that
``támadók``, ``tamadok`` and ``TÁMADÓK`` all become the token ``tamad`` and ``ещё`` matches
``еще``. A word is stemmed in the language its caller declares — its document's (``book.yaml``), its
game's, or one of those of the texts searched (``query_language``) — when the word is written in
that language's script; its script is only a guess when nothing declared fits (a Russian word
typed into a Hungarian query: Russian), so a query needs no language flag.

PyStemmer is imported on first use.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from functools import cache, lru_cache
from typing import Any

from judge.rulebook.invisible import IGNORABLE_CLASS, has_ignorables, without_ignorables
from judge.rulebook.textio import MIXED_WORD
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
#: the language a word of each script is guessed to be in when no language of that script is
#: declared for it (the only guess: a declared language always comes first)
SCRIPT_GUESS = {"cyrillic": "ru", "latin": "hu"}

WORD = re.compile(r"[^\W\d_]+")

#: function words that carry no meaning for a rules search (prepositions, conjunctions,
#: pronouns, question words) of Russian, Hungarian and the English players ask in, compared
#: after folding (English ``at`` is left out: it is Hungarian ``át`` folded; ``себя`` is left
#: in: an attack "по себе" is a rule's, 507.2; a case ending split from a name, ``hkk-ban``,
#: is one)
STOP_WORDS = frozenset(
    """
    и в во не на с со а но или ли что как к ко по из у о об от до за для при же бы
    то это этот эта эти тот та те так там тут уже ещё еще его ее её их им ему она он оно они мы
    вы я ты кто где когда если чем чего кого кому какой какая какие какое каких каким который
    которая которое которые которого которой ни да нет вот всё все всех будет был была было были
    может могут можно можна ли ль свой своя свое свои также тоже только лишь
    какого каком какому какую каким какими сколько бывает бывают допускается разрешено момент
    под над про через между перед затем потом сначала
    мой моя моё мое мои моего моей моему мою моим моих моими мне меня мной него нее неё ней
    нему ним ними них нём нем этого этой этому этом эту этим этих тех том тому той ту тем
    весь вся всего всем всеми всей даже ведь вообще уж чтобы чтоб потому поэтому тогда очень
    просто ну короче вроде разве неужели
    быть должен должна должно должны зависит зависят зависеть
    a az egy es is nem de hogy ha mar meg mi mit mik ki kit kik ahol akkor azt ez ezt ezek
    azok vagy illetve pedig mint sem le fel el be ki ra re van volt lesz hany hol mikor miert
    melyik milyen mivel aki ami amit amely kell lehet e hogyan mennyi
    o ot ok oket neki nekem nala nalam engem en te ti ennek annak ebben abban erre arra ekkor
    most meg csak sot tehat vajon talan szerint miatt mert magam magad maga
    the an of to in on by for from with into onto about as are was were been being do does did
    can could may might must should would will shall i me my mine you your we our us they them
    their it its he she his her who whom whose what which when where why how many much there
    this that these those than then so if or and any all each every some yes also just only ever
    still yet here vs etc get gets got have has had one s whether like really actually
    значит означает означают jelent jelenti jelentese mean means meaning
    kifejezes kifejezest fogalom fogalma szo szot termin термин слово понятие мона
    ban ben nal nel hoz hez
    """.split()  # noqa: SIM905 — a word list reads best as words
)

# Latin letters with diacritics → their base letter (lower case: ``fold`` lowers first);
# Cyrillic is left alone (й ≠ и) except ё → е, which Russian texts use interchangeably.
_FOLD = str.maketrans(
    "àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžơưǎǐǒǔșțđłøё",
    "aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzouaioustdloе",
)


#: the words that ask how many (folded beginnings; ``how many``/``how much`` as two words): a
#: clause that states no number answers no such question (``сколько карт в колоде``)
COUNTING = ("сколько", "скольк", "скока", "skolko", "hany", "hanny", "mennyi")
#: the words of a number or an amount a clause may state (folded; whole words)
_QUANTITY = frozenset(
    """
один одна одно одного одной одну одним два две двух двумя три трех тремя четыре четырех пять
двум трем четырем пяти пятью шесть шести
несколько нескольких несколькими количество число максимум минимум более менее
ket ketto harom negy barmennyi akarhany maximum minimum legfeljebb legalabb tobb
one two three four five several number
""".split()
)
_NUMBER = re.compile(r"(?<![\d.])\d+(?![\d.])")


def asks_how_many(text: str) -> bool:
    """Whether a query asks how many (``сколько``, ``hány``, ``how many``)."""
    folded = [fold(w) for w in words(text)]
    pairs = zip(folded, folded[1:], strict=False)
    return any(_counting(w) for w in folded) or any(
        a == "how" and b in ("many", "much") for a, b in pairs
    )


#: words between a word of counting and what it counts (``сколько максимум``, ``hány db``)
_COUNT_FILLERS = frozenset(
    """
максимум минимум всего вообще же именно можно может могут ли раз-то всего-то у в на
maximum minimum osszesen egyszerre legfeljebb a az egy db darab is
""".split()
)
#: how far a counted word may stand from the number that counts it in a clause
_COUNTED_NEAR = 3


def counted_words(text: str) -> list[str]:
    """What a query that asks how many counts (``сколько ран``, ``hány lénnyel``, ``сколько
    стоит``): the word after its word of counting, past fillers (``максимум``), folded — none
    where it asks no count."""
    folded = [fold(w) for w in words(text)]
    at = next((i for i, w in enumerate(folded) if _counting(w)), None)
    if at is None:
        return []
    return [w for w in folded[at + 1 :] if w not in _COUNT_FILLERS and len(w) >= 3][:1]


def _counting(folded: str) -> bool:
    """Whether a folded word asks how many (``сколько``, ``hány``; not ``mennyire``: how far)."""
    return folded.startswith(COUNTING) and not folded.startswith(_NOT_COUNTING)


#: words of counting's beginnings that ask no count (``mennyire világosan``: how clearly)
_NOT_COUNTING = ("mennyire",)


def states_count_of(text: str, what: Sequence[str]) -> bool:
    """Whether a clause states a number or an amount (``states_quantity``) of what a query
    counts (``counted``): one of those words within a few words of it (``до пяти выстрелов``
    counts shots, not wounds)."""
    if not states_quantity(text):
        return False
    if not what:
        return True
    folded = [fold(w) for w in words_and_numbers(text)]
    numbers = [i for i, w in enumerate(folded) if w in _QUANTITY or _NUMBER.fullmatch(w)]
    stems = [stem(w, language_for(w)) for w in folded]
    return any(
        alike(stems[j], w)
        for i in numbers
        for j in range(max(0, i - _COUNTED_NEAR), min(len(folded), i + _COUNTED_NEAR + 1))
        if j != i
        for w in what
    )


def alike(one: str, other: str) -> bool:
    """Whether two stems are of one word: the same beginning of four letters or more, or the
    whole of a shorter one (``tamadh``, ``tamado``; ``ран``, ``ран``)."""
    shared = len(os.path.commonprefix([one, other]))
    return shared >= min(4, len(one), len(other)) and min(len(one), len(other)) >= 3


def words_and_numbers(text: str) -> list[str]:
    """The words and the whole numbers of a text, in order."""
    return re.findall(r"[^\W\d_]+|\d+", text)


#: words that ask how (folded): with a verb of getting somewhere, how a card gets there
_HOW = frozenset(("hogyan", "miként", "mikent", "как", "каким", "kak"))
#: verbs of a card getting somewhere (folded beginnings): ``hogyan kerül … az őrposztba``,
#: ``как попадает … во вспомогательную зону``, ``как перемещается по полю``
_GETTING_THERE = (
    "kerul", "попада", "попаст", "перемещ", "передвига", "передвиж", "переход",
    "перейт", "переходит", "улет", "перелет", "popada", "peremeshch",
)  # fmt: skip


def asks_how_moved(text: str) -> bool:
    """Whether a query asks how a card gets somewhere (a word of how and a verb of getting
    there): a clause that says no such move answers nothing of it."""
    folded = [fold(w) for w in words(text)]
    return bool(set(folded) & _HOW) and any(w.startswith(_GETTING_THERE) for w in folded)


def states_move(text: str) -> bool:
    """Whether a clause says a card gets somewhere (a verb of getting there)."""
    return any(fold(w).startswith(_GETTING_THERE) for w in words(text))


def states_quantity(text: str) -> bool:
    """Whether a clause's text states a number or an amount (``maximum két lény``, ``несколько
    атак``, ``2 существа``; not a clause number such as ``(37.6.)``)."""
    return bool(_NUMBER.search(text)) or any(fold(w) in _QUANTITY for w in words(text))


#: Latin letters that look like Cyrillic ones, and the Cyrillic ones they look like
_LATIN_LOOK = "AaBCcEeHKkMOoPpTXxy"
_CYRILLIC_LOOK = "АаВСсЕеНКкМОоРрТХху"
_TO_CYRILLIC = str.maketrans(_LATIN_LOOK, _CYRILLIC_LOOK)
_TO_LATIN = str.maketrans(_CYRILLIC_LOOK, _LATIN_LOOK)


def unmixed(text: str) -> str:
    """Words typed in two alphabets at once (``сeбя`` with a Latin ``e``, ``tаmadás`` with a
    Cyrillic ``а``, as a keyboard switched mid-word or a pasted text leaves them) in the
    alphabet most of their letters are in, when each other letter is its look-alike there."""

    def one(match: re.Match[str]) -> str:
        word = match.group()
        cyrillic = [c for c in word if "\u0400" <= c <= "\u04ff"]
        latin = [c for c in word if c.isascii() and c.isalpha()]
        if len(cyrillic) >= len(latin):
            table, strays, looks = _TO_CYRILLIC, latin, _LATIN_LOOK
        else:
            table, strays, looks = _TO_LATIN, cyrillic, _CYRILLIC_LOOK
        return word.translate(table) if all(c in looks for c in strays) else word

    return MIXED_WORD.sub(one, text)


def fold(text: str) -> str:
    """Lower case, Latin accents removed, ё → е: ``Támadók`` → ``tamadok``."""
    return text.lower().translate(_FOLD)


def heading_key(text: str) -> str:
    """A heading as typed by anyone: folded, single-spaced, without the final period."""
    return " ".join(fold(text).split()).rstrip(".").strip()


def script(word: str) -> str:
    """``cyrillic``, ``latin`` or ``other``, by the word's first letter."""
    for char in word:
        if "\u0400" <= char <= "\u04ff":
            return "cyrillic"
        if char.isascii() and char.isalpha() or "\u00c0" <= char <= "\u024f":
            return "latin"
    return "other"


#: a word that holds invisible characters (a soft hyphen, a zero-width space, a bidirectional
#: mark, a variation selector: ``judge.rulebook.invisible``), which do not split it
_MARKED_WORD = re.compile(
    rf"(?:[^\W\d_]|[{IGNORABLE_CLASS}])*[^\W\d_](?:[^\W\d_]|[{IGNORABLE_CLASS}])*"
)


def words(text: str) -> list[str]:
    """The words of a text (letters only; numbers and punctuation split them; invisible
    characters inside a word are dropped, so ``лета\u00adющее`` is ``летающее``)."""
    if not has_ignorables(text):
        return WORD.findall(text)
    return [without_ignorables(word) for word in _MARKED_WORD.findall(text)]


def word_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, word)`` for every word of a text, for marking matches in a snippet (the
    word without the invisible characters it holds, the span with them)."""
    if not has_ignorables(text):
        for match in WORD.finditer(text):
            yield match.start(), match.end(), match.group()
        return
    for match in _MARKED_WORD.finditer(text):
        yield match.start(), match.end(), without_ignorables(match.group())


def language_for(word: str, language: str | None = None) -> str:
    """The language to stem ``word`` as: ``language``, the one its caller declares (of the word's
    document, of its game, of the texts searched), when the word is written in its script; else
    a guess by the word's script (``SCRIPT_GUESS``)."""
    kind = script(word)
    if language in SNOWBALL and kind in SCRIPT_GUESS and _script_of_language(language) == kind:
        return language
    return SCRIPT_GUESS.get(kind, language or "hu")


def query_language(text: str, declared: Sequence[str] = ()) -> str:
    """The language a query is stemmed in when searching texts declared in ``declared``: the one
    ``detect_language`` reads in it, when the texts are in it; else the first declared language of
    the same script (against an English rulebook a Latin query is English, though a few words
    seldom say so); else that reading, a guess."""
    guess = detect_language(text)
    if guess in declared:
        return guess
    kind = _script_of_language(guess)
    fits = (code for code in declared if code in SNOWBALL and _script_of_language(code) == kind)
    return next(fits, guess)


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


# ------------------------------------------------------------------------- Hungarian verbs

#: Hungarian verbal prefixes (folded), which a verb takes on or leaves behind it: ``visszaüt``
#: and ``üt vissza``, ``megtámadott`` and ``támad``
HU_PREVERBS = (
    "keresztul", "vissza", "ossze", "vegig", "korul", "tovabb", "hozza", "szembe", "szet",
    "meg", "fel", "fol", "oda", "ide", "ala", "el", "ki", "be", "le", "at", "ra",
)  # fmt: skip
#: endings of a Hungarian verb's person, tense or infinitive that Snowball leaves on it (folded),
#: longest first; the potential ``-hat``/``-het`` may stand before them (``üthet``, ``támadhatja``)
HU_VERB_ENDINGS = tuple(
    sorted(
        {
            "ni", "ani", "eni", "ott", "ett", "ottak", "ettek", "tak", "tek", "tam", "tem", "t",
            "ja", "juk", "jak", "i", "ik", "ok", "ek", "om", "em", "unk", "nak", "nek", "tok",
            "sz", "asz", "esz", "od", "ed", "nank", "nenk", "na", "ne", "nam", "nem",
        },
        key=len,
        reverse=True,
    )
)  # fmt: skip
#: the potential's suffix (``támadhat``: may attack), before the person's ending
HU_POTENTIAL = ("hat", "het")


def hu_stop_form(folded: str) -> bool:
    """Whether a Hungarian word is a stop word with a case ending (``melyikre``, ``milyen``,
    ``ezzel``): the index leaves the stop word out (``melyik``), so its forms draw only the
    clauses that happen to write them. Not ``kire``, ``mire``: the Kódex says them (34.1).
    (By its beginning: no stemming for a plain query.)"""
    return folded.startswith(_HU_STOP_BEGINNINGS) or folded in _HU_POINTING


#: the beginnings of the Hungarian question words whose every form is a stop word
_HU_STOP_BEGINNINGS = ("melyik", "milyen", "amelyik", "amelyek", "hany", "mikor")
#: the pointing words with a case ending (``ezzel``, ``arra``)
_HU_POINTING = frozenset(
    "ezzel azzal ezert azert ezen azon ebbe abba ebbol abbol errol arrol ettol attol ehhez ahhoz "
    "ezeket azokat ezekre azokra".split()
)


def hu_roots(folded: str) -> list[str]:
    """The words a folded Hungarian verb form may be made of, its root last: without its
    verbal prefix (``visszautni`` → ``utni``), its ending (→ ``ut``) and its potential
    (``megutheti`` → ``uthet`` → ``ut``). A root counts only where the texts use it as a word
    (the caller's test)."""
    roots: list[str] = []
    word = folded
    shortest = 3  # a root of two letters only after a prefix (``visszaüt``; ``értem`` ≠ ``ér``)
    for preverb in HU_PREVERBS:
        if word.startswith(preverb) and len(word) - len(preverb) >= 2:
            word = word[len(preverb) :]
            roots.append(word)
            shortest = 2
            break
    for ending in () if word.endswith(HU_POTENTIAL) else HU_VERB_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= shortest:
            word = word[: -len(ending)]
            roots.append(word)
            break
    if word.endswith(HU_POTENTIAL) and len(word) > 4:
        roots.append(word[:-3])
    return [r for r in dict.fromkeys(roots) if r != folded]


# ------------------------------------------------------------------------------ transliteration

#: Latin letter groups → the Cyrillic letters they stand for in the usual ways of typing Russian
#: on a Latin keyboard (scientific, ISO-like, passport and chat spellings mixed); the first
#: reading of an ambiguous group is the common one. Longest groups are tried first.
TRANSLIT: dict[str, tuple[str, ...]] = {
    "shch": ("щ",),
    "tsya": ("тся", "ця"),
    "sch": ("щ", "сч"),
    "zh": ("ж",),
    "kh": ("х",),
    "ch": ("ч",),
    "sh": ("ш",),
    "ts": ("ц", "тс"),
    "tz": ("ц",),
    "ya": ("я", "ыа"),
    "ja": ("я",),
    "yu": ("ю",),
    "ju": ("ю",),
    "yo": ("ё",),
    "jo": ("ё",),
    "ye": ("е", "ые"),
    "je": ("е",),
    "a": ("а",),
    "b": ("б",),
    "v": ("в",),
    "w": ("в",),
    "g": ("г",),
    "d": ("д",),
    "e": ("е", "э"),
    "z": ("з",),
    "i": ("и",),
    "j": ("й",),
    "k": ("к",),
    "l": ("л",),
    "m": ("м",),
    "n": ("н",),
    "o": ("о",),
    "p": ("п",),
    "r": ("р",),
    "s": ("с",),
    "t": ("т",),
    "u": ("у",),
    "f": ("ф",),
    "h": ("х",),
    "c": ("ц", "к"),
    "y": ("ы", "й"),
    "x": ("кс",),
    "q": ("к",),
}
_TRANSLIT_LONGEST = max(len(k) for k in TRANSLIT)
#: at most this many readings of one word are tried
TRANSLIT_READINGS = 32


def transliterations(word: str) -> list[str]:
    """The Cyrillic readings of a Latin word typed as transliterated Russian, the most usual
    first: ``zashchitnik`` → ``защитник``, ``letayushchee`` → ``летающее`` (then ``летающеэ``, …).
    Empty for a word with letters outside the table (Hungarian accents, digits)."""
    folded = word.lower()
    if not folded.isascii() or not folded.isalpha():
        return []
    readings = [""]
    position = 0
    while position < len(folded):
        for size in range(min(_TRANSLIT_LONGEST, len(folded) - position), 0, -1):
            options = TRANSLIT.get(folded[position : position + size])
            if options is not None:
                break
        else:  # pragma: no cover — every ASCII letter is in the table
            return []
        if _a_short_i(folded, position, size):
            options = tuple(reversed(options))  # ``-iy``, ``-oy``: ``й`` before ``ы``
        readings = [r + o for r in readings for o in options][:TRANSLIT_READINGS]
        position += size
    return [fold(r) for r in readings]


def _a_short_i(folded: str, position: int, size: int) -> bool:
    """Whether a ``y`` after a vowel and before no vowel is read ``й`` first (``chiy``)."""
    after = folded[position + 1 : position + 2]
    return (
        size == 1
        and folded[position] == "y"
        and position > 0
        and folded[position - 1] in "aeiouy"
        and after not in tuple("aeiou")
    )


#: how a negated word begins or ends, per script (не-/без-, nem-/-tlan/-tlen)
NEGATION_PREFIXES = ("не", "без", "бес", "nem")
NEGATION_SUFFIXES = ("tlan", "tlen", "talan", "telen")


def negated(folded: str, of: str) -> bool:
    """Whether ``folded`` is a negated form that ``of`` is not (``ненаправленного`` of
    ``направленный``; ``védtelen`` of ``védett``)."""

    def negative(word: str) -> bool:
        return word.startswith(NEGATION_PREFIXES) or word.endswith(NEGATION_SUFFIXES)

    return negative(folded) and not negative(of)
