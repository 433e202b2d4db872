"""Reading a search query against one index's vocabulary: the clause numbers it names, the heading
it may be, and the index tokens its words stand for.

    query ──► clause number? (``514 6``, ``п.514.6``, ``34.5.``) ──► those ids
          ├─► the whole query as a heading (``Предварительный этап``)
          └─► words ──► fold ──► in the index's vocabulary? its token
                    ──► else stemmed (judge.search.analysis, in the declared language of the
                        texts searched) ──► a Latin word read as transliterated Russian, a
                        negated or longer form of an index word, else a typo: the closest
                        index word ──► runs of words that are a game term's variant: the term too

A word the stemmer keeps apart from the text's forms (``закрывается`` / ``закрытие``) is found
by its first letters (``PREFIX``, searched by ``judge.search.rank``); a word whose beginning the
index does not know either is a typo, corrected against the vocabulary (``judge.similar``, for a
misspelling not seen before: corrections are cached beside the index).
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from judge.rulebook.ids import normalize_id
from judge.rulebook.textio import english_question, has_hungarian_letters
from judge.search import analysis
from judge.search.build import rows_in

if TYPE_CHECKING:
    from judge.search.terms import Expansions

#: length of the word beginning also searched for, for stems of more than this plus one letters
PREFIX = 5
#: a misspelt word is replaced by the closest index word scoring at least this (``judge.similar``
#: ratio)
TYPO_CUTOFF = 75.0
#: words shorter than this are never corrected (too many near neighbours)
TYPO_MIN_LENGTH = 4
#: a word whose beginning the index knows (another form, found by the prefix search) is still
#: corrected when the closest index stem is at least this close: ``перенапрвление``
TYPO_STRONG = 90.0
#: the most edits between a Russian word's stem and the index stem it is corrected to: (this
#: many, in a stem of up to this many letters; else this many) — as search engines bound fuzzy
#: matching by the word's length
TYPO_EDITS = (1, 5, 2)

#: a correction: the index word shown, its token, its score ("" for the word: its negation)
Correction = tuple[str, str, float]


#: words that mark the number after (or before) them as a clause number: ``пункт 514 9``,
#: ``статья 508.2``, ``kódex 34 11 szabály``
_ID_MARKS = (
    r"пп?|пункт[а-яё]*|ст|стать[а-яё]*|правил[а-яё]*|раздел[а-яё]*|глав[а-яё]*|см|lásd|ld|§"
    r"|rules?|clause|section|fejezet[a-zá-ű]*"
    r"|szabály[a-zá-ű]*|szakasz[a-zá-ű]*|pont[a-zá-ű]*|kódex[a-zá-ű]*|kodex[a-z]*"
)
#: words that negate the word after them, written apart (``не летает``)
NEGATIONS = frozenset({"не", "nem"})
#: how Russian verbs end (past, present, infinitive): a verb a negation denies is still sought
_RU_PAST_ENDINGS = ("л", "ла", "ло", "ли", "лось", "лся", "лась", "лись")
_RU_NOT_PAST_ENDINGS: tuple[str, ...] = ("ть", "ться", "ет", "ит", "ют", "ут", "ат", "ят")
_RU_NOT_PAST_ENDINGS += ("ется", "ится", "ются", "ятся")
_RU_VERB_ENDINGS = _RU_PAST_ENDINGS + _RU_NOT_PAST_ENDINGS
#: how the stem of a Russian verb made of a noun ends (``атаковать``: ``атака``)
_VERB_OF_NOUN = "ова"
#: words between a negation and the word it negates (``не умеет летать``, ``nem tud támadni``)
_NEGATED_MODALS = frozenset(
    "умеет умеют может могут является являются способно способен способна будет tud tudnak".split()
)
#: a query of at least this many words (after stop words) is a story told round a question:
#: the words no clause has are its story and do not count against a clause's coverage
STORY_WORDS = 10
#: the lengths of a word read as an abbreviation of the index words it begins (``сущ``)
ABBREVIATION = (3, 5)
#: the most index words an abbreviation stands for
ABBREVIATED = 3
#: what parts a clause number apart when typed loosely: a comma, a slash, a dash, a dot and a
#: space, spaces, or a part's word (``511 5 2``, ``513,2``, ``34/5``, ``34. 11``, ``514 ч. 3``)
_LOOSE_APART = r"(?:\s*[,/]\s*|-|\.\s+|\s+ч(?:асть|\.)?\s*|\s+)"
#: a clause number typed loosely: dotted, or in parts ``_LOOSE_APART``
_LOOSE_ID = (
    rf"\d{{1,4}}(?:\.\d{{1,4}})+(?-i:[a-zа-яё])?|\d{{1,4}}(?:{_LOOSE_APART}\d{{1,4}}){{0,3}}"
)
#: a part's word inside a clause number (``514 ч. 3``): read as a dot
_PART_WORD = r"\s*ч(?:асть|\.)?\s*"


#: a clause number typed in parts with no marker word, in a short query (``511 5 2 что там``,
#: ``что говорит 514 6``): parts apart by spaces, the first of two or three digits
_BARE_ID = re.compile(r"(?<![\d.,])\s*(\d{2,3}(?:\s+\d{1,2}){1,2})(?![\d.,])")


#: a section's number of three digits leading a query, then its words (``513 — про скорость
#: атак``): the section it names
_LEADING_SECTION = re.compile(r"\s*([1-9]\d{2})(?:\s*[—–:-]\s*|\s+)(?=\D)")


@lru_cache(maxsize=1)
def _id_in_text() -> re.Pattern[str]:
    """An id-like number inside a longer query: dotted (514.6, 34.10., 702.19b) anywhere; parted
    by spaces or commas too when a marker word stands before it (``пункт 514 9``) or after it
    (``511 5 2 пункт``, ``34 11-es pont``)."""
    return re.compile(
        rf"(?:(?<![\w.])(?:{_ID_MARKS})\.?\s*({_LOOSE_ID})"
        rf"|(?<![\w.,/-])(\d{{1,4}}(?:(?:\s*[.,/]\s*|-|\s+)\d{{1,4}}){{0,3}})"
        rf"(?=\.?(?:-[a-zá-ű]{{1,4}})?\s+(?:{_ID_MARKS})(?!\w))"
        r"|(?<![\w.])(\d{1,4}(?:\.\d{1,4})+(?-i:[a-zа-яё])?))\.?(?![\w])",
        re.IGNORECASE,
    )


def _ids_in(text: str) -> tuple[str, ...]:
    """The clause numbers ``text`` names (``_id_in_text``), dotted, in order, once each (a text
    without a digit names none: the pattern is not even compiled for it)."""
    if not any(c.isdigit() for c in text):
        return ()
    found = (
        normalize_id(re.sub(_PART_WORD, ".", next(p for p in parts if p), flags=re.IGNORECASE))
        for parts in _id_in_text().findall(text)
    )
    return tuple(dict.fromkeys(i for i in found if i is not None))


#: a clause number said with a word for its dot between the parts (``507 точка 5``, ``34-es
#: pont 5``: the fifth point of 34)
_SAID_DOT = re.compile(
    r"(?<![\w.])(\d{1,4})(?:-[a-zá-ű]{1,4})?\s+(?:точка|pont|point)\s+(\d{1,4})(?![\w.,])",
    re.IGNORECASE,
)


#: a clause number typed with a decimal comma (``514,8``, ``34,5``; not ``507, 508``, nor
#: ``507,508``: a list)
_COMMA_DOT = re.compile(r"(?<![\w.,])(\d{2,3}),(\d{1,2})(?![\w.,])")


def _a_verb(folded: str) -> bool:
    """Whether a Russian word ends as a verb's infinitive or present does (not the past's
    ``-л``: ``направл``, cut short, is an adjective's beginning): ``не`` is written apart from a
    verb, so a word the texts have with ``не`` before it (``независимо``) is no form of it
    (``зависит``)."""
    return analysis.script(folded) == "cyrillic" and folded.endswith(_RU_NOT_PAST_ENDINGS)


def _numbers(text: str) -> tuple[tuple[str, ...], str]:
    """The clause numbers a query names and its text without them (``511 5 2 что там``: a
    short query led by a number in parts names it too)."""
    if not any(ch.isdigit() for ch in text):
        return (), text
    text = _SAID_DOT.sub(r"\1.\2", text)
    text = _COMMA_DOT.sub(r"\1.\2", text)
    ids = _ids_in(text)
    text = _id_in_text().sub(" ", text)
    if not ids:
        bare = _BARE_ID.search(text)
        rest = text[: bare.start()] + " " + text[bare.end() :] if bare is not None else ""
        if bare is not None and len(analysis.words(rest)) <= 3:
            # ``511 5 2 что там``, ``что говорит 514 6``: a short query round a number in parts
            ids = tuple(i for i in [normalize_id(bare.group(1))] if i is not None)
            text = rest
    return ids, text


def _leading_section(text: str) -> tuple[str, str]:
    """The section number leading a query (``508 про использование атак``) and the rest."""
    section = _LEADING_SECTION.match(text)
    if section is None:
        return "", text
    return normalize_id(section.group(1)) or "", text[section.end() :]


#: ``не X, а Y``: the word that brings what is meant instead of what was denied
_INSTEAD = frozenset({"а", "hanem"})
#: words after ``а`` that begin a new condition, not the alternative to what was denied
_CONDITIONS = frozenset({"если", "когда", "при", "ha", "amikor"})
#: how far after a negation its ``а`` may come
_CONTRAST_REACH = 8


def _contrasted(words: list[str]) -> list[str]:
    """The words without what a contrast denies: ``удар не по карте в допзоне, а по карте на
    поле боя`` asks about the battlefield card, not the other one."""
    folded = [analysis.fold(w) for w in words]
    out: list[str] = []
    at = 0
    while at < len(words):
        if folded[at] in NEGATIONS:
            later = range(at + 1, min(len(words), at + 1 + _CONTRAST_REACH))
            instead = next((i for i in later if folded[i] in _INSTEAD), None)
            contrast = (
                instead is not None
                and not any(folded[i] in NEGATIONS for i in range(at + 1, instead))
                # ``не отвечает…, а если…``: a new condition, no alternative
                and (instead + 1 >= len(words) or folded[instead + 1] not in _CONDITIONS)
            )
            if instead is not None and contrast:
                at = instead + 1
                continue
        out.append(words[at])
        at += 1
    return out


#: words that ask for a section as a whole, folded (``глава``, ``раздел``, ``section``,
#: ``fejezet``; not ``в разделе``: where something is), and pairs of words that do (``общие
#: правила``, ``general rules``)
_SECTION_WORDS = frozenset(
    (
        "глава главу главы раздел раздела разделу разделы section sections chapter chapters "
        "fejezet fejezete fejezetet"
    ).split()
)
_SECTION_PAIRS = frozenset((("общие", "правила"), ("общих", "правил"), ("general", "rules")))


def asks_for_section(folded: Sequence[str]) -> bool:
    """Whether a query's words ask for a section as a whole (``глава про атаки``, ``раздел о
    скорости``, ``section on using attacks``, ``общие правила про защитников``)."""
    said = set(folded)
    return bool(said & _SECTION_WORDS) or any(set(pair) <= said for pair in _SECTION_PAIRS)


class Query(NamedTuple):
    """A query as the index understood it: clause ids named, and the tokens searched for."""

    ids: tuple[str, ...]
    tokens: tuple[str, ...]
    #: misspelt words and what they were read as (``сущиство`` → ``существо``)
    corrections: tuple[tuple[str, str], ...] = ()
    #: the whole query as a heading (``Предварительный этап``): a clause so titled comes first
    heading: str = ""
    #: per query word (or run of words that is a variant of a game term), the ways it may be
    #: found: each a run of tokens that must all be in a clause
    groups: tuple[tuple[tuple[str, ...], ...], ...] = ()
    #: Latin words read as transliterated Russian (``zashchitnik`` → ``защитник``)
    readings: tuple[tuple[str, str], ...] = ()
    #: runs of words that are variants of a game term (``летун`` → ``летающее существо``)
    expanded: tuple[tuple[str, str], ...] = ()
    #: a section's number leading the query (``514 летающий защитник``): the clause its words
    #: find best within that section comes first
    within: str = ""
    #: tokens only a game term brought in (searched as they are, without their beginning)
    exact: tuple[str, ...] = ()
    #: the game the query names (``в Героях``, ``HKK:``): searched alone unless one is chosen
    game: str = ""
    #: the query asks for a section as a whole (``глава про…``, ``раздел о…``, ``section on``,
    #: ``общие правила``): the heading of the best clause's section comes first
    whole: bool = False
    #: the query asks how many (``сколько``, ``hány``): a clause stating no number answers no
    #: such question, however many of its words it holds
    counting: bool = False
    #: what a query that asks how many counts (``сколько ран``: ``ран``), as the tokens its
    #: words were read as (none read: nothing to tell by): a clause's number must count it
    counted: tuple[str, ...] = ()
    #: the query asks how a card gets somewhere (``hogyan kerül … az őrposztba``): a clause
    #: that says no such move answers nothing of it
    moving: bool = False
    #: a "what is X?" query (``terms.asked_term``): the clause a loaded book defines X in
    #: (``что такое назначение защитника?``: 514.1), which then comes first and answers it
    defines: str = ""
    #: a "what is X?" query whose X the games name but no loaded clause defines (``что такое
    #: направленный удар?``): a clause that only uses the words says nothing of what X is
    undefined: bool = False

    @property
    def story(self) -> bool:
        """Whether the query is a story told round a question (``STORY_WORDS`` words or more):
        its words no clause has are its story, not counted against a clause."""
        return len(self.groups) >= STORY_WORDS

    def notes(self) -> list[str]:
        """How the query was read, one line each, for the text output."""
        lines = [f"(read '{word}' as '{reading}')" for word, reading in self.readings]
        lines += [f"('{words}' means '{term}' here)" for words, term in self.expanded]
        lines += [
            f"(no exact match for '{word}'; closest: '{near}')" for word, near in self.corrections
        ]
        if self.game:
            lines.append(f"(searched {self.game} only: the query names it)")
        return lines


def _counted(
    groups: tuple[tuple[tuple[str, ...], ...], ...], counted: list[str]
) -> tuple[str, ...]:
    """The tokens a count's words may be found as (``analysis.counted_words``): every way of
    the groups those words were read into (``разновидностей нападения`` → ``тип атак``, as a
    term's variant) — none where the texts have none of them (nothing to tell by)."""
    stems = [analysis.stem(w, analysis.language_for(w)) for w in counted]
    return tuple(
        dict.fromkeys(
            token
            for group in groups
            if any(analysis.alike(t, s) for alt in group for t in alt for s in stems)
            for alt in group
            for token in alt
        )
    )


class QueryReader:
    """Reads queries against the vocabulary of one open index (``conn``): what the index and the
    games' terms know, what was corrected before (kept per ``digest``)."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        digest: str = "",
        expansions: Expansions | None = None,
        games: Sequence[str] = (),
        languages: Sequence[str] = (),
    ):
        """A reader of queries; a term's variants come from ``expansions``, or are read from the
        terms files of ``games`` when first needed; ``languages``: those the indexed texts are
        declared in (a query word is stemmed as one of them)."""
        self.conn = conn
        self.digest = digest
        self.languages = tuple(languages)
        self._expansions = expansions
        self._games = tuple(games)
        self._vocab: dict[str, list[tuple[str, str]]] | None = None
        self._typos: dict[str, Correction | None] | None = None

    @property
    def expansions(self) -> Expansions:
        """The variants of the games' terms (read on first use)."""
        if self._expansions is None:
            from judge.search.terms import Expansions, expansions

            self._expansions = expansions(self._games) if self._games else Expansions()
        return self._expansions

    def parse(self, text: str, languages: Sequence[str] | None = None) -> Query:
        """The clause ids a query names and the index tokens its words stand for: each word as
        the index knows it, a Latin word read as transliterated Russian, a misspelt word as the
        closest index word, and a run of words that is a game term's variant as the term too.
        An unknown word is stemmed in one of ``languages`` (by default the index's own), those
        the texts searched are declared in."""
        text = analysis.unmixed(text)
        whole = normalize_id(text)
        if whole is not None:
            return Query(ids=(whole,), tokens=())
        ids, text = _numbers(text)
        within = ""
        if not ids:
            within, text = _leading_section(text)
        declared = self.languages if languages is None else languages
        language = analysis.query_language(text, declared)
        notes: dict[str, list[tuple[str, str]]] = {"corrections": [], "readings": []}
        words = analysis.words(text)
        named = self.expansions.game_named([analysis.fold(w) for w in words])
        if named is not None:  # ``Berserk Heroes: …``: the game is where to look, no word to find
            words = words[: named[1]] + words[named[1] + named[2] :]
        section = asks_for_section([analysis.fold(w) for w in words])
        if section:  # ``раздел``, ``глава``, ``general rules``: what is asked for, no word of
            meta = _SECTION_WORDS | {w for pair in _SECTION_PAIRS for w in pair}  # a clause
            words = [w for w in words if analysis.fold(w) not in meta]
        words = self._preverbs_joined(words)
        found = self._found(text, words, language, notes)
        if notes["readings"]:
            # a query in Russian typed in Latin letters: each Latin word read so first
            # (``skolko tipov atak``: ``атак``, no Hungarian ``át``), its function words too
            notes["corrections"].clear()
            notes["readings"].clear()
            found = self._found(text, words, language, notes, russian=True)
            found = [(word, tokens) for word, tokens in found if not _latin_stop_word(word)]
        groups, expanded = self._expand(found, named[0] if named is not None else "")
        tokens = list(dict.fromkeys(t for group in groups for alt in group for t in alt))
        own = {t for _, alternatives in found for t in alternatives}
        return Query(
            ids=ids,
            tokens=tuple(tokens),
            corrections=tuple(notes["corrections"]),
            heading=analysis.heading_key(text),
            groups=groups,
            readings=tuple(notes["readings"]),
            expanded=tuple(expanded),
            exact=tuple(t for t in tokens if t not in own),
            game=named[0] if named is not None else "",
            within=within,
            counting=analysis.asks_how_many(text),
            counted=_counted(groups, analysis.counted_words(text)),
            moving=analysis.asks_how_moved(text),
            whole=section,
        )

    def _preverbs_joined(self, words: list[str]) -> list[str]:
        """A Hungarian verbal prefix typed apart from its verb (``ra mehetek``, ``be megyek``)
        joined to it where the joined word is one the texts or the terms know (``rámehetek``:
        a variant of ``támad``)."""
        out: list[str] = []
        for word in words:
            verb = analysis.fold(word)  # (a verb: no function word, ``ki a …``)
            if out and analysis.fold(out[-1]) in _SEPARATE_PREVERBS and len(verb) > 3:
                joined = analysis.fold(out[-1] + word)
                stem = analysis.stem(joined, "hu")
                if self.known(joined) or stem in self.expansions.words or self._has_token(stem):
                    out[-1] = joined
                    continue
            out.append(word)
        return out

    def _found(
        self,
        text: str,
        words: list[str],
        language: str,
        notes: dict[str, list[tuple[str, str]]],
        *,
        russian: bool = False,
    ) -> list[tuple[str, list[str]]]:
        """Each word sought with its alternative tokens (the first its own): no stop word,
        nothing a contrast denies, no English word the games' terms do not name. ``russian``:
        the query is Russian typed in Latin letters — a Latin word's Russian reading first."""
        # a text with Hungarian accents is no Russian typed in Latin letters (``magam``); the
        # words of an English query the games' terms do not name are no words of the rules
        accented = has_hungarian_letters(text)
        english = english_question(text)
        found: list[tuple[str, list[str]]] = []
        for word in self._joined_negations(_contrasted(words)):
            folded = analysis.fold(word)
            if folded in analysis.STOP_WORDS or language == "hu" and analysis.hu_stop_form(folded):
                continue
            token = self.known(folded)
            latin = russian and not accented and analysis.script(word) == "latin"
            read = (
                self._read_russian(word, analysis.transliterations(folded), notes)
                if latin
                else None
            )
            if read is not None:
                token = None
                alternatives = read
            else:
                alternatives = (
                    [token] if token is not None else self._unknown(word, language, notes, accented)
                )
            if english and token is None and not self._mapped(alternatives):
                continue  # an English word the games' terms do not name: no rule's word
            if alternatives and analysis.script(word) == "latin" and language == "hu":
                # a Hungarian verb form is also its root: the shortest the texts have
                # (of a word the texts have, only a root they have too: no stemming)
                find = self.known if token is not None else self._root
                roots = [t for t in map(find, analysis.hu_roots(folded)) if t]
                alternatives += [t for t in roots[-1:] if t not in alternatives]
            if alternatives and analysis.script(alternatives[0]) == "cyrillic":  # (or read so)
                alternatives += self._verbs_nouns(alternatives)
            if alternatives:
                found.append((word, alternatives))
        return found

    def _verbs_nouns(self, tokens: list[str]) -> list[str]:
        """The noun a Russian verb in -овать is made of, where the texts have it (``атаковать``,
        stem ``атакова``: ``атака``, stem ``атак``) and the word's tokens do not."""
        nouns = [t[: -len(_VERB_OF_NOUN)] for t in tokens if t.endswith(_VERB_OF_NOUN)]
        return [n for n in nouns if len(n) >= 4 and n not in tokens and self._has_token(n)]

    def _joined_negations(self, words: list[str]) -> list[str]:
        """``не летает`` as the one word ``нелетает`` where the texts use that word's negation
        (``нелетающего``): a negated word is not asked for, its negation is; ``не умеет
        летать`` too. Else the words as they are."""
        joined: list[str] = []
        position = 0
        while position < len(words):
            word = words[position]
            after = position + 1
            if analysis.fold(word) in NEGATIONS:
                while after < len(words) and analysis.fold(words[after]) in _NEGATED_MODALS:
                    after += 1
                if after < len(words):
                    negation = analysis.fold(word) + analysis.fold(words[after])
                    language = analysis.language_for(negation)
                    if self.known(negation) or self._has_token(analysis.stem(negation, language)):
                        joined.append(negation)
                        position = after + 1
                        continue
                    denied = analysis.fold(words[after])
                    quality = not denied.endswith(_RU_VERB_ENDINGS)
                    if after == position + 1 and analysis.fold(word) == "не" and quality:
                        # ``не простой``: a quality denied is not sought (a denied verb, ``не
                        # осталось``, is what the query asks about; ``nem kötelező`` is the
                        # Kódex's own words)
                        position = after + 1
                        continue
            joined.append(word)
            position += 1
        return joined

    def _root(self, root: str) -> str | None:
        """The token of a Hungarian verb's root (``analysis.hu_roots``): a word of the texts, or
        a longer root whose stem the texts have (``dönte``, of ``eldöntenem``: ``dönt``)."""
        token = self.known(root)
        if token is None and len(root) >= 4:
            stem = analysis.stem(root, "hu")
            token = stem if self._has_token(stem) else None
        return token

    def known(self, folded: str) -> str | None:
        """The token of a folded word of the indexed texts (None: not one of their words)."""
        row = self.conn.execute("SELECT token FROM vocab WHERE word = ?", (folded,)).fetchone()
        return row[0] if row else None

    # -- a word the texts do not have

    def _unknown(
        self,
        word: str,
        language: str,
        notes: dict[str, list[tuple[str, str]]],
        accented: bool = False,
    ) -> list[str]:
        """The tokens a word the index does not know stands for (empty: a stop word): its stem
        when the index or a game term has it; else a transliterated reading the index knows (not
        in a text with Hungarian accents, ``accented``); else its stem with the index's forms
        related to it; else the correction of a typo."""
        folded = analysis.fold(word)
        stem = analysis.stem(folded, analysis.language_for(word, language))
        if self._has_token(stem):
            return [stem]
        english = analysis.stem(folded, "en") if analysis.script(word) == "latin" else ""
        if english in self.expansions.words:  # ``tapped``, ``blockers``: an English variant
            return [english]
        hybrid = _english_verb_in_hungarian(folded)  # ``attackolni``: ``attack`` made a verb
        english = analysis.stem(hybrid, "en") if hybrid else ""
        if english in self.expansions.words and not self._has_token(analysis.stem(hybrid, "hu")):
            return [english]  # (not a Hungarian root the texts have: ``harcolni`` is ``harc``'s)
        if stem in self.expansions.words:
            return [stem]
        readings: list[str] = []
        if analysis.script(word) == "latin" and not accented:
            readings = analysis.transliterations(folded)
            read = self._read_russian(word, readings, notes)
            if read is not None:
                return read
        related = self._related(stem, verb=_a_verb(folded))
        if related:
            return [stem, *related]
        shortened = self._abbreviated(folded)
        if shortened:
            notes["readings"].append((word, shortened[0] + "…"))
            return shortened
        return self._typo(word, stem, readings, notes)

    def _read_russian(
        self, word: str, readings: list[str], notes: dict[str, list[tuple[str, str]]]
    ) -> list[str] | None:
        """A Latin word's transliterated Russian reading (of its ``readings``) the index knows
        (``atak`` → ``атак``), noted; ``[]`` for a Russian function word (``na``, ``po``,
        ``ili``); None when it has none."""
        if readings and readings[0] in analysis.STOP_WORDS:
            return []
        reading = self._reading(readings)
        if reading is None:
            return None
        notes["readings"].append((word, reading[0]))
        return [reading[1]]

    def _mapped(self, alternatives: list[str]) -> bool:
        """Whether an unknown word's tokens name something: a game term's variant, a word of the
        texts (read, related or corrected)."""
        return any(t in self.expansions.words or self._has_token(t) for t in alternatives)

    def _abbreviated(self, folded: str) -> list[str]:
        """The index tokens a short unknown word abbreviates (``сущ`` → ``существ``, ``игр`` →
        ``игров``, ``игрок``), the most used first; none for a word of another length."""
        if not (ABBREVIATION[0] <= len(folded) <= ABBREVIATION[1]) or not folded.isalpha():
            return []
        rows = self.conn.execute(
            "SELECT term FROM fts_df WHERE term > ? AND term < ? ORDER BY doc DESC, term LIMIT ?",
            (folded, folded + "\uffff", ABBREVIATED),
        ).fetchall()
        return [term for (term,) in rows]

    def _reading(self, readings: list[str]) -> tuple[str, str] | None:
        """The first Cyrillic reading of a Latin word (``readings``, the usual first) that the
        index or a game term knows, with its token."""
        # a soft sign is often left out: «zashchishchat» → защищать
        candidates = readings + [r + "ь" for r in readings[:4] if r[-1:] in "тлнсдзрм"]
        known = dict(rows_in(self.conn, "SELECT word, token FROM vocab WHERE word IN", candidates))
        tokens = [known.get(r) or analysis.stem(r, "ru") for r in candidates]
        indexed = {
            t for (t,) in rows_in(self.conn, "SELECT token FROM token WHERE token IN", tokens)
        }
        for reading, token in zip(candidates, tokens, strict=True):
            if token in indexed or token in self.expansions.words:
                return reading, token
        return None

    def _related(self, stem: str, verb: bool = False) -> list[str]:
        """Index tokens a stem stands with, no typo: its negations (направленный /
        ненаправленного: both are searched, nothing is "corrected"), but not a verb's (``не``
        is written apart from a verb: ``независимо`` is no form of ``зависит``), else the stem
        it extends by a letter or two (támadtak → tamadt, a form of tamad). One look-up for
        both."""
        negations = [] if verb else [prefix + stem for prefix in analysis.NEGATION_PREFIXES]
        shorter = [stem[:size] for size in (len(stem) - 1, len(stem) - 2) if size >= PREFIX]
        shorter = shorter if stem.isalpha() else []
        indexed = {
            t
            for (t,) in rows_in(
                self.conn, "SELECT token FROM token WHERE token IN", [*negations, *shorter]
            )
        }
        found = [t for t in negations if t in indexed]
        if found:
            return found
        return [t for t in shorter if t in indexed][:1]

    def _typo(
        self, word: str, stem: str, readings: list[str], notes: dict[str, list[tuple[str, str]]]
    ) -> list[str]:
        """A misspelt word's tokens: the closest index word's when close enough (the closer, when
        the index knows the word's beginning), as the word or as its first transliterated
        reading; else the word's own stem."""
        folded = analysis.fold(word)
        if len(folded) < TYPO_MIN_LENGTH or len(stem) < TYPO_MIN_LENGTH:
            return [stem]  # too short to tell a typo from another word
        cutoff = TYPO_STRONG if self._has_prefix(stem) else TYPO_CUTOFF
        best = self._correct(folded, stem, analysis.script(word))
        if readings:
            reading = readings[0]
            other = self._correct(reading, analysis.stem(reading, "ru"), "cyrillic")
            if other is not None and (best is None or other[2] > best[2]):
                best = other
        if best is None or best[2] < cutoff:
            return [stem]
        if not best[0]:  # the clauses that use its negation are searched, nothing "read as"
            return [stem] if _a_verb(folded) else [stem, best[1]]
        notes["corrections"].append((word, best[0]))
        return [best[1]]

    def _expand(
        self, found: list[tuple[str, list[str]]], game: str = ""
    ) -> tuple[tuple[tuple[tuple[str, ...], ...], ...], list[tuple[str, str]]]:
        """Query groups: one per word, or one per run of words that is a term's variant (found
        as the run itself or as the term). Russian words (also read from Latin letters) reach
        a Hungarian game's term only when the query names that game (``здание … в HKK``): a
        Russian variant there is for it."""
        own = [alternatives[0] for _, alternatives in found]
        groups: list[tuple[tuple[str, ...], ...]] = []
        expanded: list[tuple[str, str]] = []
        position = 0
        while position < len(found):
            size, terms = self.expansions.match(own, position) if self.expansions else (0, [])
            run = tuple(own[position : position + size])
            russian = bool(run) and analysis.script(run[0]) == "cyrillic"
            terms = [
                t
                for t in terms
                if t.tokens != run and not (russian and t.language != "ru" and t.game != game)
            ]
            if terms:
                words = " ".join(w for w, _ in found[position : position + size])
                alternatives = [run, *(t.tokens for t in terms)]
                groups.append(tuple(dict.fromkeys(alternatives)))
                expanded += list(dict.fromkeys((words, t.term) for t in terms))
                position += size
                continue
            groups.append(tuple((t,) for t in found[position][1]))
            position += 1
        return tuple(groups), expanded

    def _has_token(self, token: str) -> bool:
        row = self.conn.execute("SELECT 1 FROM token WHERE token = ?", (token,)).fetchone()
        return row is not None

    def _has_prefix(self, token: str) -> bool:
        """Whether the index has a word beginning as this one does (another form of the same
        word, which the prefix search finds: no typo to correct unless one is very close)."""
        if len(token) <= PREFIX + 1 or not token.isalpha():
            return False
        start = token[:PREFIX]
        row = self.conn.execute(
            "SELECT 1 FROM token WHERE token >= ? AND token < ? LIMIT 1", (start, start + "\uffff")
        ).fetchone()
        return row is not None

    # -- typo correction

    def _correct(self, folded: str, stem: str, script: str) -> Correction | None:
        """The index word closest to a misspelt one, with its token and score (computed once per
        rulebook and misspelling, then kept in the cache beside the index)."""
        import marshal

        from judge import cache

        entry = cache.entry(cache.TYPOS, self.digest, book=self.digest)
        if self._typos is None:
            stored = cache.load(entry, _unpack_typos) if self.digest else None
            self._typos = stored or {}
        key = f"{script}:{folded}"
        if key in self._typos:
            return self._typos[key]
        fixed = self._closest(folded, stem, script)
        self._typos[key] = fixed
        if self.digest:
            cache.store(entry, marshal.dumps(self._typos))
        return fixed

    def _closest(self, folded: str, stem: str, script: str) -> Correction | None:
        """The index stem closest to a misspelt word's stem, as ``(word, token, score)``: it
        begins with the same letter (a typo seldom hits the first one) and is never the word's
        negation (``направленный`` is no typo of ``ненаправленного``)."""
        from judge.similar import extract_one, ratio

        if self._vocab is None:
            self._vocab = {}
            for word, token, kind in self.conn.execute(
                "SELECT word, token, script FROM vocab ORDER BY length(word), word"
            ):
                self._vocab.setdefault(kind, []).append((word, token))
        entries = self._vocab.get(script, [])
        forms: dict[str, list[str]] = {}  # token → its words
        for word, token in entries:
            forms.setdefault(token, []).append(word)
        candidates: dict[str, str] = {}  # what is compared → the token it stands for
        for token in forms:
            if not analysis.negated(token, stem):
                candidates.setdefault(token, token)
                continue
            for prefix in analysis.NEGATION_PREFIXES:  # ненаправлен: compared as направлен
                if token.startswith(prefix) and not stem.startswith(prefix):
                    candidates.setdefault(token[len(prefix) :], token)
        compared = [c for c in candidates if c[:1] == stem[:1] and _few_edits(stem, c, script)]
        best = extract_one(stem, compared, cutoff=TYPO_CUTOFF)
        if best is None:
            return None
        match, score, _ = best
        token = candidates[match]
        if token != match:  # a misspelt word whose negation the texts use: no word to show
            return "", token, round(float(score), 1)
        word = max(forms[token], key=lambda w: (ratio(folded, w), -len(w)))
        return word, token, round(float(score), 1)


#: the Hungarian endings that make a verb of an English word (``attackolni``, ``blokkolom``)
_HU_VERB_OF_ENGLISH = re.compile(
    r"^([a-z]{4,}?)(?:ol|ul|el)(?:ni|ok|om|od|sz|ja|juk|unk|tok|nak|hat\w*|t)?$"
)


def _english_verb_in_hungarian(folded: str) -> str:
    """The English word a Hungarian verb is made of (``attackolni`` → ``attack``), else ``""``."""
    m = _HU_VERB_OF_ENGLISH.match(folded)
    return m.group(1) if m else ""


#: Hungarian verbal prefixes a phone's query types apart from their verb (folded)
_SEPARATE_PREVERBS = frozenset(("ra", "be", "neki", "meg", "vissza", "at", "ki", "el"))


def _few_edits(stem: str, other: str, script: str) -> bool:
    """Whether a Russian stem is a typo's distance from another (``TYPO_EDITS``): at most one
    letter inserted, left out, changed or two swapped in a stem of up to five letters, two in a
    longer one — ``раунд`` is no typo of ``ран``, nor ``скока`` of ``несколько``. Hungarian stems
    are not held to it: a misspelt word keeps its suffixes, which its stem does not shed."""
    if script != "cyrillic":
        return True
    from judge.similar import osa_distance

    most = TYPO_EDITS[0] if len(stem) <= TYPO_EDITS[1] else TYPO_EDITS[2]
    return abs(len(stem) - len(other)) <= most and osa_distance(stem, other) <= most


def _latin_stop_word(word: str) -> bool:
    """Whether a Latin word reads, transliterated, as a Russian function word (``na``, ``ili``)."""
    return (
        analysis.script(word) == "latin"
        and (analysis.transliterations(word)[:1] or [""])[0] in analysis.STOP_WORDS
    )


def _unpack_typos(data: bytes) -> dict[str, Correction | None]:
    """The cached corrections (word, token, score), their shape checked (anything else raises:
    rebuilt)."""
    import marshal

    typos = marshal.loads(data)
    if not isinstance(typos, dict):
        raise ValueError("not a typo table")
    for key, fixed in typos.items():
        if not isinstance(key, str) or not (
            fixed is None
            or (
                isinstance(fixed, tuple)
                and len(fixed) == 3
                and isinstance(fixed[0], str)
                and isinstance(fixed[1], str)
                and isinstance(fixed[2], float)
            )
        ):
            raise ValueError("not a typo table")
    return typos
