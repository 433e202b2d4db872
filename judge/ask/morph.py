"""The grammar of a question's words: lemma, part of speech, case, number, person, possessor.

    analyse(word, language) -> tuple[Gram, ...]     every reading of one word (none: unknown)

Russian words are looked up in the generated lexicon (``judge.ask.lexicon``: every form of the
rules' and players' vocabulary); a word it lacks — a card's name, a rare word — is read by its
ending (``_RU_ENDINGS``: the endings of Russian nouns, adjectives, participles and verbs, as a
grammar book gives them), which tells the case of ``Гарпию`` or ``Жрице`` well enough to say who
strikes whom. Hungarian words are read by their suffixes (``_HU_CASES``, ``_HU_OWNERS``): the
case ending (``-t``, ``-ra/-re``, ``-val/-vel``, ``-ban/-ben``, ``-on/-en/-ön``, ``-nak/-nek``…)
and the possessive before it (``-m``, ``-om``, ``-ja``…): ``lényemmel`` is *with my creature*,
``őrposztjában`` *in its guard post*. Readings are kept apart, never guessed down to one: the
sentence (``judge.ask.grammar``) chooses among them.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import NamedTuple

from judge.ask.lexicon import CUT_PARTICIPLE
from judge.search.analysis import fold


class Gram(NamedTuple):
    """One reading of a word."""

    lemma: str
    #: noun, adj (adjective or participle), verb, inf, gerund, prep, conj, particle, pron,
    #: num, adv, pred (``можно``), name (an unknown capitalised word: a card's name), person
    #: (a first name, beside its ``name`` reading: ``Миши``), cell (a battlefield cell: ``C3``)
    pos: str
    cases: frozenset[str] = frozenset()  # nom gen dat acc ins loc (ru); hu: see _HU_CASES
    plural: bool | None = None
    #: whose: ``me`` (1st person), ``you``, ``them`` (3rd) — a possessive pronoun or suffix
    owner: str = ""
    #: a participle or form in the passive voice (``атакованная``): the thing acted on
    passive: bool = False
    person: str = ""  # a verb's or pronoun's person: 1, 2, 3


_POS = {
    "NOUN": "noun",
    "ADJF": "adj",
    "ADJS": "adj",
    "COMP": "adj",
    "PRTF": "adj",
    "PRTS": "adj",
    "VERB": "verb",
    "INFN": "inf",
    "GRND": "gerund",
    "NUMR": "num",
    "ADVB": "adv",
    "NPRO": "pron",
    "PRED": "pred",
    "PREP": "prep",
    "CONJ": "conj",
    "PRCL": "particle",
    "INTJ": "particle",
}
_CASES = {"nomn": "nom", "gent": "gen", "datv": "dat", "accs": "acc", "ablt": "ins", "loct": "loc"}
#: possessive pronouns and their owner
_RU_OWNERS = {"мой": "me", "наш": "me", "твой": "you", "ваш": "you", "свой": "self"}


#: a battlefield cell, in Latin letters, the Cyrillic ones that look the same, or those that
#: sound the same (``б3``, ``д4``)
CELL = re.compile(r"^[a-eавсебд][1-6]$", re.IGNORECASE)
#: a cell's Cyrillic letter as the Latin one it stands for
CELL_LETTERS = str.maketrans("авсебдАВСЕБД", "ABCEBDABCEBD")


def analyse(word: str, language: str) -> tuple[Gram, ...]:
    """Every reading of ``word`` (as written) in ``language``; () when none can be told. A
    battlefield cell (``C3``) is a ``cell``: no noun, whatever its letters."""
    if CELL.match(word):
        return (Gram(lemma=fold(word), pos="cell"),)
    if language == "ru":
        return _russian(fold(word), word[:1].isupper())
    if language == "hu":
        return _hungarian(fold(word), word[:1].isupper())
    return ()


# ------------------------------------------------------------------------------------ Russian


#: possessive adjectives of the other player called as kin (``дочкин Волк``, ``папину карту``,
#: ``сынова Ведьма``): the kin's, in every form
KIN_POSSESSIVES = frozenset(
    stem + ending
    for stem in (
        "дочкин", "папин", "мамин", "сынов", "братов", "внуков", "внучкин", "бабушкин",
        "дедушкин", "дедов", "сестрин",
    )
    for ending in ("", "а", "о", "у", "ы", "ой", "ого", "ому", "ым", "ом", "ых", "ыми", "е")
)  # fmt: skip
_ALL_CASES = frozenset(("nom", "gen", "dat", "acc", "ins", "loc"))


@lru_cache(maxsize=4096)
def _russian(folded: str, capital: bool) -> tuple[Gram, ...]:
    from judge.ask.lexicon import analyses

    if folded in KIN_POSSESSIVES and not capital:
        return (Gram(folded, "adj", _ALL_CASES, None),)
    found = analyses(folded)
    if found:
        return tuple(_from_lexicon(a) for a in found)
    if folded.startswith("не") and len(folded) > 5:
        rest = analyses(folded[2:])  # ``нелетающее``: the negated adjective (read by grammar)
        negated = tuple(_from_lexicon(a) for a in rest if a.split(" ")[1] in ("ADJF", "PRTF"))
        if negated:  # (not ``нелетун``: a noun of its own, read by its ending)
            return negated
    found_by_ending = _by_ending(folded, capital)
    if found_by_ending and folded[-1] in CONSONANTS:
        from judge.ask.lexicon import being_lemma

        if being_lemma(folded) == folded:
            # ``Гном``, ``гном``: a being's own name in its first form, no instrumental in ``-ом``
            return (Gram(folded, "name" if capital else "noun", frozenset(("nom", "acc")), False),)
    if not capital and found_by_ending:
        being = _being_by_ending(folded)
        if being:  # ``по моему гному``: a being's noun, not an adjective's ending
            return being
    if capital and found_by_ending:
        from judge.ask.lexicon import being_form, person_lemma

        person = person_lemma(folded)
        if person is not None and not being_form(folded):
            # ``Миши``, ``Игорь``: a first name, a player's (or a card's: the sentence says)
            # its lemma is its nominative: another form is in another case (``Лизы``)
            cases = frozenset(c for g in found_by_ending for c in g.cases) - {"nom"}
            cases = frozenset(("nom",)) if folded == person else cases
            return (*found_by_ending, Gram(person, "person", cases, False))
    return found_by_ending


def _being_by_ending(folded: str) -> tuple[Gram, ...]:
    """A form of a being's noun the lexicon lacks (``гному``, ``гномом``): the noun's readings
    by the ending after its lemma's stem (``judge.ask.lexicon.being_form``)."""
    from judge.ask.lexicon import being_form, being_lemma

    lemma = being_lemma(folded)
    if lemma is None or lemma == folded or not being_form(folded):
        return ()
    ending = folded[len(os.path.commonprefix([lemma, folded])) :]
    return tuple(
        Gram(lemma, "noun", frozenset(cases.split()), plural)
        for end, pos, cases, plural in _RU_ENDINGS
        if pos == "noun" and end == ending
    )


def _from_lexicon(line: str) -> Gram:
    lemma, pos, cases, number, _gender, person, voice = line.split(" ")
    return Gram(
        lemma=lemma,
        pos=_POS.get(pos, "other"),
        cases=frozenset(_CASES[c] for c in cases.split("+") if c in _CASES),
        plural=None if number == "-" or "+" in number else number == "plur",
        owner=_RU_OWNERS.get(lemma, ""),
        passive=voice == "pssv",
        person=person[:1] if person != "-" else "",
    )


#: endings of words the lexicon lacks: ending → (part of speech, cases, plural), longest first
#: (the noun endings for a capitalised word — a card's name — and for a lower-case one alike)
_RU_ENDINGS: tuple[tuple[str, str, str, bool | None], ...] = (
    # adjectives and participles
    ("ого", "adj", "gen acc", False),
    ("его", "adj", "gen acc", False),
    ("ому", "adj", "dat", False),
    ("ему", "adj", "dat", False),
    ("ыми", "adj", "ins", True),
    ("ими", "adj", "ins", True),
    ("ый", "adj", "nom acc", False),
    ("ий", "adj", "nom acc", False),
    ("ая", "adj", "nom", False),
    ("яя", "adj", "nom", False),
    ("ое", "adj", "nom acc", False),
    ("ее", "adj", "nom acc", False),
    ("ую", "adj", "acc", False),
    ("юю", "adj", "acc", False),
    ("ые", "adj", "nom acc", True),
    ("ие", "adj", "nom acc", True),
    ("ых", "adj", "gen loc acc", True),
    ("их", "adj", "gen loc acc", True),
    ("ым", "adj", "ins dat", None),
    ("им", "adj", "ins dat", None),
    # a participle cut short as a phone types it (``летающ``, ``нелетающ``, ``стоящ``)
    *((ending, "adj", "nom acc", None) for ending in CUT_PARTICIPLE),
    # verbs
    ("ться", "inf", "", None),
    ("ть", "inf", "", None),
    # reflexive verbs (``находится``, ``вписался``): no noun ends in ``-ся``
    ("ется", "verb", "", False),
    ("ится", "verb", "", False),
    ("ются", "verb", "", True),
    ("ятся", "verb", "", True),
    ("утся", "verb", "", True),
    ("атся", "verb", "", True),
    ("лся", "verb", "", False),
    ("лась", "verb", "", False),
    ("лось", "verb", "", False),
    ("лись", "verb", "", True),
    ("ет", "verb", "", False),
    ("ит", "verb", "", False),
    ("ют", "verb", "", True),
    ("ят", "verb", "", True),
    ("ут", "verb", "", True),
    ("ат", "verb", "", True),
    # the first and second person of the present (``бахаю``, ``вписываю``, ``ставишь``)
    ("аю", "verb", "", False),
    ("яю", "verb", "", False),
    ("ешь", "verb", "", False),
    ("ишь", "verb", "", False),
    # the past of a verb of one blow (``лупанул``, ``шмальнула``: players' words for striking)
    ("нула", "verb", "", False),
    ("нули", "verb", "", True),
    ("нул", "verb", "", False),
    # the past of ``идти`` and its kin (``ушёл``, ``пришёл``, ``вышла``): no noun ends so
    ("шел", "verb", "", False),
    ("шла", "verb", "", False),
    ("шли", "verb", "", True),
    # nouns
    ("ами", "noun", "ins", True),
    ("ями", "noun", "ins", True),
    ("ом", "noun", "ins", False),
    ("ем", "noun", "ins", False),
    ("ой", "noun", "ins gen dat loc", False),
    ("ей", "noun", "ins gen dat loc", False),
    ("ов", "noun", "gen", True),
    ("ам", "noun", "dat", True),
    ("ям", "noun", "dat", True),
    ("ах", "noun", "loc", True),
    ("ях", "noun", "loc", True),
    ("у", "noun", "acc dat", False),
    # a soft-sign feminine's instrumental (``с его Рысью``), or an ``-ья`` noun's accusative
    ("ью", "noun", "ins acc", False),
    ("ю", "noun", "acc dat", False),
    # a masculine creature's accusative is its genitive (``бьёт моего жреца``)
    ("а", "noun", "nom gen acc", False),
    ("я", "noun", "nom gen acc", False),
    ("е", "noun", "dat loc", False),
    ("ы", "noun", "gen nom", None),
    ("и", "noun", "gen dat loc nom", None),
    ("о", "noun", "nom acc", False),
)
#: the letters a Russian word without a vowel ending ends in (consonants, ``й`` and ``ь``)
CONSONANTS = frozenset("бвгджзйклмнпрстфхцчшщь")


#: the endings an adjective shares with a noun's (``Болотной``, ``Ледяном``): a word the lexicon
#: lacks is read by them as a noun alone, as an adjective before a noun that agrees with it
_SHARED_WITH_NOUNS: tuple[tuple[str, str], ...] = (
    ("ой", "nom acc gen dat ins loc"),
    ("ей", "gen dat ins loc"),
    ("ом", "loc"),
    ("ем", "loc"),
)
#: an adjective's endings (``_RU_ENDINGS`` and those shared with nouns), longest first
_ADJECTIVE_ENDINGS = sorted(
    [(e, c) for e, pos, c, _ in _RU_ENDINGS if pos == "adj" and e not in CUT_PARTICIPLE]
    + list(_SHARED_WITH_NOUNS),
    key=lambda row: -len(row[0]),
)


def adjective_ending(folded: str) -> tuple[str, frozenset[str]] | None:
    """The adjective's ending a word ends in and the cases it allows (``ледяным``: ``ым``, the
    instrumental or dative), else None."""
    for ending, cases in _ADJECTIVE_ENDINGS:
        if folded.endswith(ending):
            return ending, frozenset(cases.split())
    return None


def _by_ending(folded: str, capital: bool) -> tuple[Gram, ...]:
    """The readings of a word the lexicon lacks, by its ending: a capitalised word is a name
    (a noun); a lower-case one an adjective, verb or noun as its ending says."""
    if not folded or not folded[-1].isalpha() or not ("а" <= folded[0] <= "я" or folded[0] == "ё"):
        return ()
    for ending, pos, cases, plural in _RU_ENDINGS:
        if folded.endswith(ending) and len(folded) > len(ending) + 1:
            if capital and pos != "noun":
                continue
            return (Gram(folded, "name" if capital else pos, frozenset(cases.split()), plural),)
    if folded[-1] in CONSONANTS:  # a masculine noun's own form: ``Дракон``, ``Тролль``
        return (Gram(folded, "name" if capital else "noun", frozenset(("nom", "acc")), False),)
    return ()


# ---------------------------------------------------------------------------------- Hungarian

#: case endings (accents folded), longest first: ending → case. ``sub`` onto (``lényre``:
#: the target of an attack), ``ins`` with (``lényemmel``: the attacker), ``acc`` the object,
#: ``ine``/``sup`` in/on (a zone), ``dat`` to/of (``ellenfelének``: a possessor), ``ela``/``del``
#: from (``őrposztról``)
_HU_CASES: tuple[tuple[str, str], ...] = (
    ("bol", "ela"),
    ("bol", "ela"),
    ("rol", "del"),
    ("tol", "abl"),
    ("nak", "dat"),
    ("nek", "dat"),
    ("hoz", "all"),
    ("hez", "all"),
    ("val", "ins"),
    ("vel", "ins"),
    ("ban", "ine"),
    ("ben", "ine"),
    ("nal", "ade"),
    ("nel", "ade"),
    ("ert", "cau"),
    ("kent", "ess"),
    ("ba", "ill"),
    ("be", "ill"),
    ("ra", "sub"),
    ("re", "sub"),
    ("on", "sup"),
    ("en", "sup"),
    ("ig", "ter"),
    ("t", "acc"),
    ("n", "sup"),
)
#: possessive endings before the case (accents folded): ending → owner
_HU_OWNERS: tuple[tuple[str, str], ...] = (
    ("aim", "me"),
    ("eim", "me"),
    ("jaim", "me"),
    ("jeim", "me"),
    ("unk", "me"),
    ("unk", "me"),
    ("juk", "them"),
    ("jok", "them"),
    ("uk", "them"),
    ("om", "me"),
    ("em", "me"),
    ("am", "me"),
    ("m", "me"),
    ("od", "you"),
    ("ed", "you"),
    ("ad", "you"),
    ("d", "you"),
    ("ja", "them"),
    ("je", "them"),
    ("ai", "them"),
    ("ei", "them"),
    ("a", "them"),
    ("e", "them"),
)
_HU_VOWELS = frozenset("aeiou")


def _undoubled(body: str) -> str:
    """A word before an assimilated ``-val/-vel`` with its doubled last consonant made single
    (``lénny`` → ``lény``, ``Trolll`` → ``Troll``, ``ássz`` → ``ász``); "" when it ends in no
    doubled consonant."""
    if len(body) > 4 and body[-1] == "y" and body[-2] == body[-3] and body[-2] in "nglt":
        return body[:-3] + body[-2:]
    if len(body) > 4 and body[-2:] in ("sz", "zs", "cs") and body[-3] == body[-2]:
        return body[:-3] + body[-2:]
    if len(body) > 3 and body[-1] == body[-2] and body[-1] not in _HU_VOWELS:
        return body[:-1]
    return ""


#: Hungarian words that are no noun: articles, pronouns asking or pointing, conjunctions,
#: particles, adverbs, postpositions and modal verbs a question is made of (accents folded)
HU_FUNCTION = frozenset(
    """
    a az egy es is de hogy ha vagy pedig csak meg mar nem sem se ki mi kit mit kik mik kinek minek
    melyik melyiket melyikre melyikkel melyiknek hany hanyan mikor hol miert hogyan mennyi ez
    ezt azt ezek azok itt ott akkor amikor ami amit amely amelyik aki akit ahol mert mint tehat
    igen nincs nincsen van vannak volt lesz kell lehet szabad tud egyszerre kozvetlenul inkabb
    szerint ellen utan elott alatt folott mellett kozott nelkul ota fele miatt al all allo
    illetve vagyis majd most mar mindig soha sehol senki semmi valaki valami mindket mindegyik
    megis barhonnan sehonnan valahonnan kozul ugyanis viszont persze kozben szinten ugyancsak
    egyutt egyenesen aztan azutan utana ekkor elobb eloszor vegul ugye eppen epp
    szeretnem szeretnek szeretne akarom akarok akarnam akarnek fogom fogok tudom tudok kellene
    lehetne konkretan peldaul szoval egyebkent azaz vagyis amugy tulajdonkeppen ugy
    """.split()
)


@lru_cache(maxsize=4096)
def _hungarian(folded: str, capital: bool) -> tuple[Gram, ...]:
    """The readings of a Hungarian word by its suffixes: the bare word (nominative), and each
    case ending it may carry, with the possessive before it when there is one."""
    if folded in HU_FUNCTION:
        return (Gram(folded, "particle"),)
    pos = "name" if capital else "noun"
    out = [Gram(folded, pos, frozenset(("nom",)))]
    out += _case_readings(folded, pos)
    out += _assimilated_readings(folded, pos)
    out += _owned(folded, "nom", pos, 3)  # a possessed noun with no case: ``az őrposztom``
    return tuple(dict.fromkeys(out))


def _case_readings(folded: str, pos: str) -> list[Gram]:
    """The word read with each case ending it ends in (and a possessive before the ending):
    a linking vowel (``lényt`` / ``Trollt`` / ``épületet``, ``őrposzton``) taken off an
    accusative or a superessive stem."""
    out = []
    for ending, case in _HU_CASES:
        if not folded.endswith(ending) or len(folded) - len(ending) < 2:
            continue
        stem = folded[: len(folded) - len(ending)]
        if ending in ("val", "vel") and not stem.endswith((*_HU_VOWELS, "-")):
            continue  # (after a consonant the v assimilates: ``_assimilated_readings``)
        if case == "ins":
            stem = stem.rstrip("-")
        bare = stem.rstrip("aeoiu") if case in ("acc", "sup") and len(stem) > 3 else stem
        out.append(Gram(bare, pos, frozenset((case,))))
        out += _owned(stem, case, pos, 2)
    return out


def _assimilated_readings(folded: str, pos: str) -> list[Gram]:
    """``lényemmel``, ``Orkommal``: the v of -val/-vel turned into the consonant before it (a
    digraph doubles its first letter: ``lénnyel``, ``Troll-lal``, ``ásszal``)."""
    out = []
    for ending, case in (("val", "ins"), ("vel", "ins")):
        body = folded[: -len(ending) + 1].replace("-", "") if folded.endswith(ending[1:]) else ""
        stem = _undoubled(body)
        if stem:
            out.append(Gram(stem, pos, frozenset((case,))))
            out += _owned(stem, case, pos, 2)
    return out


def _owned(stem: str, case: str, pos: str, shortest: int) -> list[Gram]:
    """The readings of a stem ending in a possessive suffix (``lényem``: ``lény``, mine), each
    leaving at least ``shortest`` letters."""
    return [
        Gram(stem[: -len(own)], pos, frozenset((case,)), owner=owner)
        for own, owner in _HU_OWNERS
        if stem.endswith(own) and len(stem) - len(own) >= shortest
    ]
