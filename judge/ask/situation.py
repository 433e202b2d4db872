"""Reading a question into a situation: the game, the ``ask`` kind, and the facts the words state.

    read_situation(question, game=None) -> Situation | None

Each game says how its situations are put in words in ``judge/games/<game>/situations.yaml``:
the words that point to the game, to each ``ask`` kind (cues), to each card role (the attacker,
the target…) and to each value of each fact (``attacker.flying: true``, ``attack.kind: shot``).
Phrases are compared on their words' Snowball stems, folded as ``search`` folds them
(``judge.search.analysis``), so every word form, missing accents and ``ё``/``е`` match; a word
that matches nothing is compared with the phrase words by similarity (typos).

An attribute word (``летающее``, ``закрытое``, ``tartalékban``) describes the role named
nearest to it: a role word (``карту``, ``защитник``, ``lényre``), or an attack verb — a word
before ``бьёт``/``támad`` describes the attacker, a word after it the target. A negation just
before a yes/no fact turns it round. Nothing is guessed: a fact the words do not state is listed
as unstated, or as assumed where the game's phrasing says what such a question takes for
granted (the attacker is the active player's creature).

The phrasing is compiled once per file content (stems computed) and kept in the cache, so a
warm ``judge ask`` reads no YAML.
"""

from __future__ import annotations

import functools
import itertools
import marshal
import os
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from judge.ask import grammar, players_hu
from judge.ask.corrections import corrected, without_noise, without_rule_quotes
from judge.ask.lexicon import misspelt
from judge.ask.morph import CELL, HU_FUNCTION, Gram, analyse
from judge.search import analysis

if TYPE_CHECKING:
    from judge.ask.scene import Scene

FORMAT = 24
#: a word this long or longer that matches no phrase word is compared by similarity
TYPO_MIN_LENGTH = 5
TYPO_CUTOFF = 80.0
#: how close a long word's whole form is to a phrase word's to be read as it, its stem cut
#: short by the misspelling (``дополнительой``: one letter left out of fourteen)
WHOLE_TYPO_CUTOFF = 92.0
#: a stem this long or longer also matches the words it begins (``лета`` → ``летающего``)
PREFIX_MIN = 4
#: how far a word of another sentence counts (beyond the words between): a card's words of its
#: own sentence come first (``…бьёт героя соперника, его герой открыт. Атака законна?``)
SENTENCE_APART = 7.0
#: a role this much farther than the nearest one still takes an attribute the nearest cannot
NEAR = 2.5
#: a cue this many words after a question word (or the word before it) is what is asked
ASKED_REACH = 3
#: how many other words of its clause may stand between two words of an ``asks`` or a
#: ``not-situation`` phrase (``когда на самом деле закрывается``, ``что в Героях идёт раньше``)
ASKS_GAP = 3
#: at most this many words without a question mark or word are a question as a whole
BARE_QUESTION = 3
#: how many words before it a ``word<`` role word names
BEFORE_REACH = 3

#: a Hungarian suffix after a hyphen (``HKK-ban``, ``lény-e``): part of its word
_HU_SUFFIX = r"(?:-[a-záéíóöőúüű]{1,4}(?![^\W_]))?"
#: a word (with a Hungarian suffix after a hyphen), a card's name of hyphenated words
#: (``Гном-воин``: one word, read by its first part), or a stop
_TOKEN = re.compile(
    r"[A-ZА-ЯЁ][^\W_]*(?:-[^\W_]+)+|[^\W_]+" + _HU_SUFFIX + r"|[,;:.!?()—–]|->|=>|[→⇒➔➜➡]|\n"
)
_BREAK = frozenset(",;:.!?()—–")

Term = tuple[str, ...]


# ------------------------------------------------------------------------------------ phrasing


class KindPhrasing(NamedTuple):
    """How one ``ask`` kind is asked: cue words, the card roles it names, the facts it reads."""

    name: str
    cues: tuple[Term, ...]
    cards: Mapping[str, str]  # role → key path naming the card (``attack.by``)
    #: how this kind's answer is asked (``когда закрывается``, ``szabályos``, ``это удар или
    #: выстрел``): in a clause that asks, these name the kind before anything else does
    facts: Mapping[str, Mapping[str, tuple[Term, ...]]]  # fact → value → terms (own terms)
    assume: Mapping[str, Any]
    cases: tuple[Mapping[str, Any], ...] = ()
    several: str | None = None  # the role that may hold several cards (``attacker.count``)
    extras: Mapping[str, Mapping[str, Any]] = {}
    #: a fact naming a role by the card's own name (``Ki az Ork harcos ellenfele?``): ``fact``,
    #: ``cue`` (the words the name comes before), ``after`` (the words the name comes after)
    named: Mapping[str, Any] = {}
    #: a fact the other stated facts settle: fact → value → {other fact: its values}
    implied: Mapping[str, Mapping[str, Mapping[str, tuple[str, ...]]]] = {}
    asks: tuple[Term, ...] = ()
    #: the answer in plain words: answer key → ``label`` and each value's words (a string, or
    #: one per language: ``{hu: …, ru: …}``)
    say: Mapping[str, Mapping[str, Any]] = {}
    #: a story's named cards (``judge.ask.scene``): ``roles`` a scene must name, ``assume`` —
    #: what a card the question asks about is taken to be where the words leave it unsaid
    scene: Mapping[str, Any] = {}
    #: what a role's card named by a word for a living being (``Гоблина``, ``волчицу``) is taken
    #: to be where no word says (attribute → value: ``type: creature``); the reply gives the
    #: other reading beside the answer
    called: Mapping[str, str] = {}


class Phrasing(NamedTuple):
    """One game's ``situations.yaml``, compiled to stems."""

    game: str
    language: str
    game_terms: tuple[Term, ...]
    names: tuple[Term, ...]  # the game's own name: evidence for the game, no fact
    #: the game's title as players write it, capitalised (``Герои:``, ``в Героях``): the
    #: words, folded; a card type's word written so is the game, no card
    titles: frozenset[str]
    negation: frozenset[str]
    #: question words: each begins a clause (``… во вспомогательной зоне кто может защищать``)
    questions: frozenset[str]
    #: question particles: the word before one is asked about, not stated (``быстрая ли``)
    asking: frozenset[str]
    #: ``или``/``vagy``: two values of one fact joined by one are asked, not stated
    alternative: frozenset[str]
    not_situation: tuple[Term, ...]
    roles: Mapping[str, tuple[Term, ...]]
    roles_before: Mapping[str, tuple[Term, ...]]
    verb_roles: tuple[str, str]
    verbs: tuple[Term, ...]
    #: the lemmas of attack verbs (Russian): any form of them is one (``бью``, ``атаковали``)
    verb_lemmas: frozenset[str]
    #: whether a battlefield cell (``C3``) points to this game
    cells: bool
    labels: Mapping[str, Any]  # a role's word, or its word per language ({hu: …, ru: …})
    attributes: Mapping[str, Mapping[str, tuple[Term, ...]]]
    kinds: Mapping[str, KindPhrasing]
    #: every phrase word (stem) of the game, for typo correction
    vocabulary: frozenset[str]
    #: value → its first phrase as written (to say back what was understood)
    said: Mapping[str, str]
    #: relative words (``amelyik``, ``который``): a clause one begins describes a card, it does
    #: not ask
    relative: frozenset[str] = frozenset()


def _key(word: str, language: str) -> str:
    """A phrase word as matched: its stem and its folded form (``stem/folded``); ``=word``
    matches that very word form only, as ``это`` does (``это удар``: not ``от этого удара``)."""
    if word.startswith("=") or "-" in word or word in _EXACT_WORDS:
        return "=" + analysis.fold(word.removeprefix("="))
    folded = analysis.fold(word)
    if folded.isdigit():
        return folded
    return analysis.stem(folded, analysis.language_for(word, language)) + "/" + folded


#: phrase words matched as written: ``это`` (it is) shares its stem with ``этого``, ``этот``
_EXACT_WORDS = frozenset(("это",))


def _terms(phrases: Any, language: str) -> list[list[str]]:
    return [[_key(w, language) for w in _words(str(p))] for p in phrases or ()]


def _words(text: str) -> list[str]:
    """A phrase's words as the question's are read: a Hungarian suffix after a hyphen is part of
    its word (``lény-e``, as ``read_words`` reads it), matched as that very form: the question
    particle ``-e`` asks (``védekező lény-e``), ``lény`` alone does not."""
    return [w for w in _PHRASE_WORD.findall(text) if w not in _BREAK]


_PHRASE_WORD = re.compile(r"=?[^\W_]+" + _HU_SUFFIX + r"|[,;:.!?()—–]")


def _value_key(value: Any) -> str:
    """A yaml value as a string key: ``true``/``false``, numbers as written."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _stems(phrase: str, language: str) -> tuple[str, ...]:
    return tuple(_key(w, language).partition("/")[0] for w in _words(phrase))


def _glossary(terms: Any, language: str) -> dict[tuple[str, ...], list[str]]:
    """The game's terms file (``terms.yaml``) as term stems → the ways players say it."""
    out: dict[tuple[str, ...], list[str]] = {}
    for entry in (terms or {}).get("terms") or ():
        if not isinstance(entry, Mapping) or not entry.get("term"):
            continue
        variants = [str(v) for v in entry.get("variants") or ()]
        out.setdefault(_stems(str(entry["term"]), language), []).extend(variants)
    return out


def _phrases_of(raw: Any) -> list[Any]:
    """Every phrase written anywhere in a phrasing file (the strings of its lists)."""
    if isinstance(raw, Mapping):
        return [p for v in raw.values() for p in _phrases_of(v)]
    if isinstance(raw, list):
        return [p for v in raw for p in (_phrases_of(v) if isinstance(v, Mapping | list) else [v])]
    return []


def compile_phrasing(
    raw: Mapping[str, Any], game: str, terms: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The plain (marshal-able) form of one ``situations.yaml``: every phrase as stems. A phrase
    that is a term of the game's terms file (``terms``, the same stems) is also matched in each
    of the term's variants (``вспомогательной зоне`` → ``тыл``, ``доп зона``…)."""
    compiler = _Compiler(raw, terms)
    lang = compiler.lang
    attributes = {a: compiler.values(spec, a) for a, spec in (raw.get("attributes") or {}).items()}
    kinds = {name: compiler.kind(spec) for name, spec in (raw.get("kinds") or {}).items()}
    verbs = raw.get("verbs") or {}
    roles = raw.get("roles") or {}
    return {
        "format": FORMAT,
        "game": game,
        "language": lang,
        "game_terms": _terms(raw.get("game"), lang),
        "names": _terms(raw.get("names"), lang),
        "titles": _folded(raw.get("titles")),
        "negation": [_key(w, lang).partition("/")[0] for w in raw.get("negation") or ()],
        "questions": _folded(raw.get("questions")),
        "asking": _folded(raw.get("asking")),
        "alternative": _folded(raw.get("alternative")),
        "relative": _folded(raw.get("relative")),
        "not_situation": _terms(raw.get("not-situation"), lang),
        # ``word<``: a role word that names only what comes before it (``két lény`` ← ``lényre``)
        "roles": {r: _role_terms(words, lang, before=False) for r, words in roles.items()},
        "roles_before": {r: _role_terms(words, lang, before=True) for r, words in roles.items()},
        "verb_roles": list(verbs.get("roles") or ("attacker", "target")),
        "verbs": _terms(verbs.get("words"), lang),
        "verb_lemmas": sorted(analysis.fold(w) for w in verbs.get("lemmas") or ()),
        "cells": bool(raw.get("cells")),
        "labels": dict(raw.get("labels") or {}),
        "attributes": attributes,
        "kinds": kinds,
        "said": compiler.said,
    }


class _Compiler:
    """What compiling one phrasing file keeps: its language, the game's terms file as term stems
    → variants, the stems of every phrase the file places, and each value's first phrase as
    written (``said``, filled as the values are compiled)."""

    def __init__(self, raw: Mapping[str, Any], terms: Mapping[str, Any] | None):
        self.lang = str(raw.get("language") or "ru")
        self.said: dict[str, str] = {}
        self.glossary = _glossary(terms, self.lang)
        # a variant the phrasing itself places somewhere is left where the phrasing puts it
        # (``скорость`` is a cue of the attack's speed, not a word for a fast one)
        self.placed = {_stems(str(p), self.lang) for p in _phrases_of(raw)}

    def said_as(self, phrases: Any) -> list[str]:
        """The phrases, each followed by the variants of the term it is (none of a phrase with
        a ``=word`` or ``word<`` mark)."""
        out = [str(p) for p in phrases or ()]
        for phrase in list(out):
            if "=" in phrase or "<" in phrase:
                continue
            for variant in self.glossary.get(_stems(phrase, self.lang), ()):
                if variant not in out and _stems(variant, self.lang) not in self.placed:
                    out.append(variant)
        return out

    def values(self, spec: Mapping[Any, Any] | None, prefix: str) -> dict[str, list[list[str]]]:
        """A fact's or attribute's values → their phrases as stems; the first phrase of each, as
        written without its marks, is what is said back (``said``)."""
        out = {}
        for value, phrases in (spec or {}).items():
            key = _value_key(value)
            out[key] = _terms(self.said_as(phrases), self.lang)
            if phrases and key != OPEN:  # as written, without the `=word` and `word<` marks
                for phrase in phrases:  # the first, and the first in each alphabet
                    plain = " ".join(w.lstrip("=").rstrip("<") for w in str(phrase).split())
                    self.said.setdefault(f"{prefix}={key}", plain)
                    self.said.setdefault(f"{prefix}={key}@{analysis.script(plain)}", plain)
        return out

    def kind(self, spec: Mapping[str, Any]) -> dict[str, Any]:
        """One ``ask`` kind's phrasing."""
        lang = self.lang
        facts = {fact: self.values(own, fact) for fact, own in (spec.get("facts") or {}).items()}
        return {
            "cues": _terms(self.said_as(spec.get("cues")), lang),
            "asks": _terms(spec.get("asks"), lang),
            "say": _say(spec.get("say"), lang),
            "cards": dict(spec.get("cards") or {}),
            "facts": facts,
            "assume": {k: _value_key(v) for k, v in (spec.get("assume") or {}).items()},
            "cases": [
                {**case, "ask": _terms(case.get("ask"), lang)} for case in spec.get("cases") or ()
            ],
            "count": spec.get("count"),
            "scene": {k: v for k, v in (spec.get("scene") or {}).items()},
            "extras": {k: dict(v) for k, v in (spec.get("extras") or {}).items()},
            "named": _named(spec.get("named"), lang),
            "implied": _implied(spec.get("implied")),
            "called": {str(k): _value_key(v) for k, v in (spec.get("called") or {}).items()},
        }


def _folded(words: Any) -> list[str]:
    return [analysis.fold(w) for w in words or ()]


def _role_terms(words: Sequence[Any], lang: str, *, before: bool) -> list[list[str]]:
    """A role's words that name what comes before them (``word<``, ``before``), or the others."""
    return _terms([str(w).rstrip("<") for w in words if str(w).endswith("<") == before], lang)


def _say(say: Mapping[str, Any] | None, lang: str) -> dict[str, dict[str, Any]]:
    """The answer in plain words: each key's words as written, its ``asks`` phrases as stems."""
    return {
        str(key): {
            _value_key(k): (_terms(v, lang) if k == "asks" else v) for k, v in (words or {}).items()
        }
        for key, words in (say or {}).items()
    }


def _named(named: Mapping[str, Any] | None, lang: str) -> dict[str, Any]:
    """A fact naming a role by the card's own name: its cue and follows phrases as stems, its
    ``after`` words folded ({} when the kind has none)."""
    if not named:
        return {}
    return {
        "fact": str(named["fact"]),
        "cue": _terms(named.get("cue"), lang),
        "after": [analysis.fold(str(w)) for w in named.get("after") or ()],
        "follows": _terms(named.get("follows"), lang),
    }


def _implied(implied: Mapping[str, Any] | None) -> dict[str, dict[str, dict[str, list[str]]]]:
    """fact → value → {other fact: its values}, every value as a key string."""
    return {
        fact: {
            _value_key(value): {
                other: [_value_key(v) for v in values] for other, values in (when or {}).items()
            }
            for value, when in (by_value or {}).items()
        }
        for fact, by_value in (implied or {}).items()
    }


def _frozen(data: Mapping[str, Any]) -> Phrasing:
    def terms(items: Sequence[Sequence[str]]) -> tuple[Term, ...]:
        return tuple(tuple(t) for t in items if t)

    def valued(spec: Mapping[str, Any]) -> dict[str, tuple[Term, ...]]:
        return {v: terms(t) for v, t in spec.items()}

    kinds = {
        name: KindPhrasing(
            name=name,
            cues=terms(k["cues"]),
            asks=terms(k["asks"]),
            say=k["say"],
            cards=k["cards"],
            facts={f: valued(v) for f, v in k["facts"].items()},
            assume=k["assume"],
            cases=tuple({**c, "ask": terms(c["ask"])} for c in k["cases"]),
            several=k["count"],
            scene=k["scene"],
            extras=k["extras"],
            named=(
                {
                    **k["named"],
                    "cue": terms(k["named"]["cue"]),
                    "follows": terms(k["named"]["follows"]),
                    "after": frozenset(k["named"]["after"]),
                }
                if k["named"]
                else {}
            ),
            implied={
                fact: {
                    value: {other: tuple(values) for other, values in when.items()}
                    for value, when in by_value.items()
                }
                for fact, by_value in k["implied"].items()
            },
            called=k["called"],
        )
        for name, k in data["kinds"].items()
    }
    attributes = {a: valued(spec) for a, spec in data["attributes"].items()}
    vocabulary: set[str] = set()
    every: list[tuple[Term, ...]] = [
        terms(data["game_terms"]),
        terms(data["names"]),
        terms(data["verbs"]),
        *(terms(t) for t in data["roles"].values()),
        *(terms(t) for t in data["roles_before"].values()),
        *(t for spec in attributes.values() for t in spec.values()),
    ]
    for kind in kinds.values():
        every.append(kind.cues)
        every.append(kind.asks)
        every += [t for spec in kind.facts.values() for t in spec.values()]
        every += [c["ask"] for c in kind.cases]
    for group in every:
        for term in group:
            vocabulary.update(term)
    return Phrasing(
        game=data["game"],
        language=data["language"],
        game_terms=terms(data["game_terms"]),
        names=terms(data["names"]),
        titles=frozenset(data["titles"]),
        negation=frozenset(data["negation"]),
        questions=frozenset(data["questions"]),
        asking=frozenset(data["asking"]),
        alternative=frozenset(data["alternative"]),
        relative=frozenset(data["relative"]),
        not_situation=terms(data["not_situation"]),
        roles={r: terms(t) for r, t in data["roles"].items()},
        roles_before={r: terms(t) for r, t in data["roles_before"].items()},
        verb_roles=(data["verb_roles"][0], data["verb_roles"][1]),
        verbs=terms(data["verbs"]),
        verb_lemmas=frozenset(data["verb_lemmas"]),
        cells=data["cells"],
        labels=data["labels"],
        attributes=attributes,
        kinds=kinds,
        vocabulary=frozenset(vocabulary),
        said=data["said"],
    )


def phrasing_path(game_id: str) -> Path | None:
    """The game's ``situations.yaml``, when it has one (beside the module declaring it)."""
    import importlib.util

    from judge import games

    module = games.BUNDLED.get(game_id) or games._plugins().get(game_id)
    if module is None:
        return None
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations)), "situations.yaml")
    return path if path.is_file() else None


_PHRASING: dict[str, Phrasing | None] = {}


def phrasing(game_id: str) -> Phrasing | None:
    """The compiled phrasing of one game (None when it has no ``situations.yaml``): read from the
    cache by the file's hash; YAML is parsed only on a miss."""
    if game_id in _PHRASING:
        return _PHRASING[game_id]
    from judge import cache

    found: Phrasing | None = None
    path = phrasing_path(game_id)
    if path is not None:
        data = path.read_bytes()
        glossary = path.with_name("terms.yaml")
        terms = glossary.read_bytes() if glossary.is_file() else b""
        from judge.rulebook.load import content_hash

        entry = cache.entry(cache.SITUATIONS, game_id, content_hash(data + b"\0" + terms))
        compiled: Any = cache.load(entry, marshal.loads)
        if not isinstance(compiled, dict) or compiled.get("format") != FORMAT:
            import yaml

            raw = yaml.safe_load(data.decode("utf-8")) or {}
            said = yaml.safe_load(terms.decode("utf-8")) if terms else None
            compiled = compile_phrasing(raw, game_id, said if isinstance(said, dict) else None)
            cache.store(entry, marshal.dumps(compiled))
        found = _frozen(compiled)
    _PHRASING[game_id] = found
    return found


# ------------------------------------------------------------------------------------ words


class Word(NamedTuple):
    text: str
    folded: str
    stem: str
    clause: int  # words of one clause (between commas and stops) share a number
    sentence: int = 0  # … and of one sentence (between stops)
    closing: bool = False  # a word of a clause that a question mark ends
    grams: tuple[Gram, ...] = ()  # its readings (``judge.ask.morph``)
    colon: bool = False  # a colon follows it (``говорит: …``: what is said comes next)

    @property
    def whole(self) -> str:
        """The word folded with its hyphenated suffix (``lény-e`` → ``leny-e``)."""
        return analysis.fold(self.text) if "-" in self.text else self.folded


def read_words(question: str, language: str, starts: frozenset[str] = frozenset()) -> list[Word]:
    """The words of a question, stemmed, with the clause and sentence each belongs to (a stop
    or a comma ends one; a question word of ``starts`` begins one)."""
    out: list[Word] = []
    clause = sentence = fresh = 0
    outer: list[int] = []  # the clauses a parenthesis interrupts
    question, tokens, at = _tokens(question, language)
    tokens, at = _without_listing_commas(tokens, at, language)
    named = _named_spans(question)
    for n, token in enumerate(tokens):
        if token in _BREAK:
            if token == "?":
                _close_question(out, clause, sentence)
            if token == ":" and out:
                out[-1] = out[-1]._replace(colon=True)
            if token in ".!?":
                outer.clear()
            if token == "(":
                outer.append(clause)
            fresh += 1
            # ``Тролль (не летает) бьёт …``: after a parenthesis its clause goes on
            clause = outer.pop() if token == ")" and outer else fresh
            sentence += token in ".!?"
            continue
        token = _named_after_its_kind(out, token, clause, language)
        base = token.partition("-")[0]
        folded = analysis.fold(base)
        if folded in starts and out and out[-1].clause == clause and not _particle(tokens, n):
            clause = fresh = fresh + 1
        elif _new_subject(tokens, n) and out and out[-1].clause == clause:
            clause = fresh = fresh + 1  # ``…, а я вписываю …``: a conjunction before a new subject
        first = not out or out[-1].sentence != sentence
        word = _word(token, base, language, first)._replace(clause=clause, sentence=sentence)
        out.append(_as_name(word) if _inside(at[n], named) else word)
    if 0 < len(out) <= BARE_QUESTION and not any(w.closing or w.folded in starts for w in out):
        # a few words, no question mark, no question word (``атака быстрая``): they ask
        last = out[-1].clause
        out = [w._replace(closing=True) if w.clause == last else w for w in out]
    return out


#: a creature's own noun, before its name in small letters (``моё существо скелет``)
_KIND_BEFORE_NAME = frozenset(("существо", "существа", "существу", "существом", "сущ"))
#: the players, whom a being's noun after a creature's names (``существо противника``)
_PLAYER_LEMMAS = grammar.PLAYER_LEMMAS | {"друг"}


def _named_after_its_kind(out: Sequence[Word], token: str, clause: int, language: str) -> str:
    """A token, capitalised where it is the name of the creature ``существо`` right before it
    calls (``может моё существо скелет атаковать …``, typed without capitals): a being's noun
    in its own form, no player's."""
    if language != "ru" or not out or not token.isalpha() or not token.islower():
        return token
    before = out[-1]
    if before.clause != clause or before.folded not in _KIND_BEFORE_NAME:
        return token
    from judge.ask.lexicon import being_lemma

    lemma = being_lemma(token)
    named = lemma is not None and lemma not in _PLAYER_LEMMAS and lemma == analysis.fold(token)
    return token[:1].upper() + token[1:] if named else token


def _without_listing_commas(
    tokens: list[str], at: list[int], language: str
) -> tuple[list[str], list[int]]:
    """The tokens without the commas between two Russian adjectives of one case (``простым, не
    направленным и не безответным ударом``): items of one noun's list of attributes, one
    clause — with where each token begins."""
    if language != "ru" or "," not in tokens:
        return tokens, at
    keep = [n for n in range(len(tokens)) if not _listing_comma(tokens, n)]
    tokens, at = [tokens[n] for n in keep], [at[n] for n in keep]
    return _appositions_bracketed(tokens), at


def _appositions_bracketed(tokens: list[str]) -> list[str]:
    """``Варвар противника, не летающий, объявил удар``: a word or two said of the card
    before, between two commas (adjectives, participles, ``не``), as if in brackets — its
    clause goes on after them."""
    out = list(tokens)
    for n, token in enumerate(tokens):
        if token != "," or n == 0 or tokens[n - 1] in _BREAK:
            continue
        close = next((m for m in range(n + 1, min(len(tokens), n + 4)) if tokens[m] in _BREAK), -1)
        if close < 0 or tokens[close] != "," or close == n + 1 or close + 1 >= len(tokens):
            continue
        inside = [_word(t, t.partition("-")[0], "ru") for t in tokens[n + 1 : close]]
        said = [w for w in inside if w.folded not in ("не", "ни")]
        adjectives = bool(said) and all(
            w.grams and all(g.pos == "adj" for g in w.grams) for w in said
        )
        if adjectives and tokens[close + 1].lower() not in ("а", "и", "но", "или"):
            out[n], out[close] = "(", ")"
    return out


def _listing_comma(tokens: Sequence[str], n: int) -> bool:
    if tokens[n] != "," or n == 0 or n + 1 >= len(tokens) or tokens[n - 1] in _BREAK:
        return False
    after = n + 2 if tokens[n + 1].lower() in ("не", "ни") else n + 1
    if after >= len(tokens) or tokens[after] in _BREAK:
        return False
    before, nxt = (_word(t, t.partition("-")[0], "ru") for t in (tokens[n - 1], tokens[after]))
    cases = {c for g in before.grams if g.pos == "adj" for c in g.cases}
    return bool(cases & {c for g in nxt.grams if g.pos == "adj" for c in g.cases})


#: a cell said aloud (``на цэ три``, ``с бэ два``, a voice message typed out): the letter's
#: name, then the row's number; ``а``, ``е`` only after a preposition (else a conjunction)
_LETTER_NAMES = {"бэ": "B", "бе": "B", "цэ": "C", "це": "C", "дэ": "D", "де": "D"}
_LETTER_NAMES |= {"а": "A", "е": "E", "э": "E"}
_CELL_PREPOSITIONS = frozenset(("на", "с", "со", "в", "из", "к"))
_SPOKEN_PREPOSITION = "|".join(sorted(_CELL_PREPOSITIONS, key=lambda p: (-len(p), p)))
_SPOKEN_CELL = (
    r"(?<![^\W\d_])(?:(?P<letter>бэ|бе|цэ|це|дэ|де)"
    rf"|(?P<prep>{_SPOKEN_PREPOSITION})\s+(?P<vowel>а|е|э))"
    r"\s+(?P<row>один|одна|адин|два|две|три|четыре|читыре|пять|шесть|[1-6])(?![^\W\d_])"
)
_ROW_NAMES = {"один": 1, "одна": 1, "адин": 1, "два": 2, "две": 2, "три": 3, "четыре": 4}
_ROW_NAMES |= {"читыре": 4, "пять": 5, "шесть": 6}


@functools.cache
def _spoken_cell() -> re.Pattern[str]:
    return re.compile(_SPOKEN_CELL, re.IGNORECASE)


def _spoken_cells(question: str) -> str:
    """A question with its cells said aloud written as cells (``на цэ три`` → ``на C3``)."""
    said = question.lower().split()
    if not any(
        word in _LETTER_NAMES and (len(word) == 2 or (at and said[at - 1] in _CELL_PREPOSITIONS))
        for at, word in enumerate(said)
    ):
        return question  # (the pattern is compiled only for a question that may say a cell)

    def cell(m: re.Match[str]) -> str:
        letter = _LETTER_NAMES[(m.group("letter") or m.group("vowel")).lower()]
        row = m.group("row").lower()
        number = row if row.isdigit() else str(_ROW_NAMES[row])
        prep = f"{m.group('prep')} " if m.group("prep") else ""
        return f"{prep}{letter}{number}"

    return _spoken_cell().sub(cell, question)


#: a name in quotes after the word that says it is one (``с названием «Быстрый ветер»``,
#: ``которое называется «Летун»``), or before Hungarian ``nevű`` (``„Kő” nevű``)
_NAMED_QUOTE = (
    r"(?:названием|называется|называемое|называемая|называемый|зовут|зовётся|зовется)"
    r"\s*[«\"„“](?P<after>[^»\"”“]+)[»\"”“]"
    r"|[«\"„“](?P<before>[^»\"”“]+)[»\"”“]\s*(?:nevű|nevu)"
)
_QUOTES = frozenset('«"„“')


@functools.cache
def _named_quote() -> re.Pattern[str]:
    return re.compile(_NAMED_QUOTE, re.IGNORECASE)


#: a plus between words joins a list (``Ork + Troll``), no number's
_PLUS = re.compile(r"(?<=[^\W\d]) ?\+ ?(?=[^\W\d])")


#: the guard post in players' English, before a Hungarian ending (``guard postjában``)
_GUARD_POST = re.compile(r"\bguard[\s-]?post", re.IGNORECASE)
#: the reserve in players' English (``a reserve-ben chillelő Koboldom``)
_RESERVE = re.compile(r"\breserve?-?(?=[a-záéíóöőúüű]*\b)", re.IGNORECASE)
#: a guard in players' English with a Hungarian possessive ending, as ``őr`` takes it
_GUARD_ENDINGS = {"ja": "e", "ját": "ét", "jat": "et", "jai": "ei", "jait": "eit", "jaid": "eid"}
_GUARD = re.compile(
    r"\bguard(" + "|".join(sorted(_GUARD_ENDINGS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)


def _tokens(question: str, language: str) -> tuple[str, list[str], list[int]]:
    """The question (its cells said aloud written as cells), its tokens and where each begins:
    a stop after a short word cut off dropped (``в доп. зоне``), a line break a stop where no
    stop ends its line (a pasted board's lines are sentences), the numbers of a table, a round
    or a time dropped (``5. asztal``, ``13:47``), and the words a self-correction takes back
    (``на D3 нет стоп на C3``)."""
    if language == "ru":
        question = _spoken_cells(question)
    else:  # ``a guard postjában``, ``mindkét guardját``: players' English with Hungarian endings
        question = _GUARD_POST.sub("őrposzt", question)
        question = _RESERVE.sub("tartalék", question)
        question = _GUARD.sub(lambda m: "őr" + _GUARD_ENDINGS[m.group(1).lower()], question)
    question = _PLUS.sub(",", question)  # ``Ork + Troll``: a list
    tokens: list[str] = []
    at: list[int] = []
    found = list(_TOKEN.finditer(question))
    every = [m.group() for m in found]
    for n, m in enumerate(found):
        token = every[n]
        if token == "." and _abbreviation(every, n):
            if tokens and tokens[-1].lower() in _CUT_WITH_STOP:  # ``(лет., откр.)``
                tokens[-1] = _CUT_WITH_STOP[tokens[-1].lower()]
            continue
        if token == "\n":
            if not tokens or tokens[-1] in _BREAK and tokens[-1] != ")":
                continue  # (a line that ends in a bracket ends its sentence too)
            token = "."
        tokens.append(token)
        at.append(m.start())
        if language == "ru" and question.islower() and _strike_left_out(every, n):
            # ``бьёт простым его ведьму``, typed in small letters: the strike's noun left out
            tokens.append("ударом")
            at.append(m.start())
    tokens, at = without_rule_quotes(question, tokens, at)
    return (question, *corrected(*without_noise(tokens, at)))


#: the kinds of a strike said without the noun (``бьёт простым по …``)
_STRIKE_KINDS = frozenset(("простым", "направленным", "безответным"))


def _strike_left_out(tokens: Sequence[str], n: int) -> bool:
    """Whether a strike's kind in the instrumental stands with no noun after it (``бьёт
    простым его ведьму``): the noun ``ударом`` is left out."""
    if tokens[n].lower() not in _STRIKE_KINDS:
        return False
    after = tokens[n + 1].lower() if n + 1 < len(tokens) else ""
    return not after.startswith(("удар", "выстрел", "и", "или", ",", "не"))


def _close_question(out: list[Word], clause: int, sentence: int) -> None:
    """Mark the words of the clause a question mark ends as asking: a parenthesis inside it
    too (``ellenfél (lényé)?``)."""
    for at in range(len(out) - 1, -1, -1):
        if out[at].clause < clause or out[at].sentence != sentence:
            break
        out[at] = out[at]._replace(closing=True)


def _inside(at: int, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a position of the question lies in one of ``spans`` (``«Быстрый ветер»``: a
    card's name in quotes, no fact of the game)."""
    return any(start <= at < end for start, end in spans)


def _named_spans(question: str) -> list[tuple[int, int]]:
    """Where the names said in quotes stand in the question (``_NAMED_QUOTE``; compiled only
    for a question with a quote)."""
    if not _QUOTES & set(question):
        return []
    out = []
    for m in _named_quote().finditer(question):
        group = "after" if m.group("after") is not None else "before"
        out.append((m.start(group), m.end(group)))
    return out


def _said_instead(words: list[Word], said: Mapping[int, tuple[str, ...]]) -> list[Word]:
    """The words with some said in other words (``Danira`` → ``az ellenfélre``), each new word
    in the clause and sentence of the one it stands for."""
    out: list[Word] = []
    for at, word in enumerate(words):
        for text in said.get(at, ()):
            new = _word(text, text, "hu")._replace(clause=word.clause, sentence=word.sentence)
            out.append(new._replace(closing=word.closing))
        if at not in said:
            out.append(word)
    return out


def _as_name(word: Word) -> Word:
    """A word of a name in quotes: a name (capitalised), its stem no phrase word's."""
    gram = Gram(word.folded, "name", frozenset(("nom", "acc")))
    return word._replace(folded="«" + word.folded, stem="«" + word.stem, grams=(gram,))


def _word(token: str, base: str, language: str, first: bool = False) -> Word:
    """One word of a question, stemmed and analysed; a misspelt ``соперника`` (``сапеника``)
    as the other player's word, another misspelt word of the game (``атаковоть``) as that word
    (in small letters, or the ``first`` of a sentence: ``Може ли …``)."""
    if not token[0].isalnum():  # an arrow (``Troll → Kobold``)
        return Word(grammar.ARROW, grammar.ARROW, grammar.ARROW, 0)
    folded = analysis.fold(base)
    own = analysis.language_for(base, language)
    read = None
    if own == "ru" and (base.islower() or first):
        read = grammar.player_misspelt(folded) or misspelt(folded)
    if own == "hu" and folded.startswith("poszt") and read is None:
        read = "őr" + base.lower()  # ``a posztomról``: players' short word for the guard post
    short = grammar.PHONE_SHORT.get(folded) if read is None and base.islower() else None
    if short is not None:  # ``нелет сущ``: a word cut short, in whatever case it stands
        read = short
    if read is not None:
        folded = analysis.fold(read)
    stem = folded if folded.isdigit() else analysis.stem(folded, own)
    grams = analyse(read or token, own)
    if short is not None and own == "ru":
        grams = tuple(g._replace(cases=_ANY_CASE) if g.cases else g for g in grams)
    return Word(token, folded, stem, 0, 0, grams=grams)


#: every case a word cut short may stand in
_ANY_CASE = frozenset(("nom", "gen", "dat", "acc", "ins", "loc"))


#: conjunctions that join clauses, and the pronouns that begin a clause's own subject
_JOINING = frozenset(("а", "но", "и", "de", "és"))
_PERSONAL = frozenset(("я", "ты", "он", "она", "оно", "мы", "вы", "они", "én", "ő", "mi", "ők"))


def _new_subject(tokens: Sequence[str], n: int) -> bool:
    """``а я``, ``но он``, ``és én``: a conjunction before a personal pronoun begins a clause."""
    after = tokens[n + 1].lower() if n + 1 < len(tokens) else ""
    return tokens[n].lower() in _JOINING and after in _PERSONAL


def _particle(tokens: Sequence[str], n: int) -> bool:
    """``ki`` after a verb, ending its clause or before an adverb (``nem jelölte ki, melyikre``,
    ``nem mondta ki egyértelműen``): the verb's particle, no question word."""
    if tokens[n].lower() != "ki" or n == 0 or tokens[n - 1] in _BREAK:
        return False
    after = tokens[n + 1] if n + 1 < len(tokens) else "."
    return after in _BREAK or analysis.fold(after).endswith(grammar.HU_MANNER)


#: words cut short that are read so only with their stop (``лет.``: flying; ``лет`` alone is
#: years), as the word ``grammar.PHONE_SHORT`` reads
_CUT_WITH_STOP = {"лет": "летающ"}


def _abbreviation(tokens: Sequence[str], n: int) -> bool:
    """Whether the stop at ``n`` ends a short word cut off (``доп.``, ``вспом.``) inside a
    sentence: a word of at most five small letters before it, a small letter, a comma or a
    closing bracket after it — not a being's noun (``эльф.``), nor
    a Hungarian sentence typed in small letters (``… a Kobold all. a Lovagom …``: a word
    that ends a sentence before it, or an article after it)."""
    before = tokens[n - 1] if n else ""
    after = tokens[n + 1] if n + 1 < len(tokens) else ""
    if analysis.fold(before) in _ENDS_A_SENTENCE or after in ("a", "az"):
        return False
    # (a stop before a comma or a closing bracket ends no sentence: ``(откр.),``)
    going_on = after[:1].islower() or after in (",", ")", ";")
    if going_on and analysis.script(before) == "cyrillic":
        from judge.ask.lexicon import being_lemma

        if being_lemma(before) is not None:
            return False  # ``… в őrposzt эльф. бью эльфа …``: a whole word, no word cut off
    return before.isalpha() and before.islower() and len(before) <= 5 and going_on


#: short Hungarian words that end a sentence, never cut off (``áll``, ``van``)
_ENDS_A_SENTENCE = frozenset(
    ("all", "van", "nincs", "ott", "itt", "igen", "nem", "jo", "ok", "igy")
)


def _same(word: Word, key: str) -> bool:
    """Whether a word of the question is this phrase word: the same stem or word form, or a
    longer form of it (a stem of 4 letters or more, a word form of 5 or more, begins it)."""
    if key.startswith("="):
        return key[1:] in (word.folded, word.whole)
    stem, _, folded = key.partition("/")
    if word.stem == stem or word.folded == stem or word.folded == folded:
        return True
    if len(stem) >= PREFIX_MIN and word.folded.startswith(stem):
        return True
    return len(folded) > PREFIX_MIN and word.folded.startswith(folded)


class _Places:
    """The positions of the words of one question that each phrase word matches (as ``_same``
    decides, by look-ups: every phrase of every kind is matched against the same words)."""

    def __init__(self, words: Sequence[Word]):
        self.words = words
        self.exact: dict[str, set[int]] = {}  # a word form, and a stem → positions
        self.stems: dict[str, set[int]] = {}
        self.prefixes: dict[str, set[int]] = {}  # every beginning of PREFIX_MIN letters or more
        for at, word in enumerate(words):
            self.exact.setdefault(word.folded, set()).add(at)
            if word.whole != word.folded:  # ``lény-e``: also as that very form
                self.exact.setdefault(word.whole, set()).add(at)
            self.stems.setdefault(word.stem, set()).add(at)
            for end in range(PREFIX_MIN, len(word.folded) + 1):
                self.prefixes.setdefault(word.folded[:end], set()).add(at)
        self.known: dict[str, frozenset[int]] = {}

    def __call__(self, key: str) -> frozenset[int]:
        places = self.known.get(key)
        if places is None:
            places = self.known[key] = frozenset(self._look_up(key))
        return places

    def _look_up(self, key: str) -> set[int]:
        none: set[int] = set()
        if key.startswith("="):
            return self.exact.get(key[1:], none)
        stem, _, folded = key.partition("/")
        out = self.stems.get(stem, none) | self.exact.get(stem, none) | self.exact.get(folded, none)
        begun = set()
        if len(stem) >= PREFIX_MIN:
            begun |= self.prefixes.get(stem, none)
        if len(folded) > PREFIX_MIN:
            begun |= self.prefixes.get(folded, none)
        out |= {at for at in begun if not self.unknown_name(at)}
        if out and folded and analysis.script(folded) == "cyrillic":
            # a word of another lemma that shares the stem is not this word: ``атаке`` (атака)
            # is no ``атакующий`` (атаковать), whatever Snowball makes of both
            own = _lemmas(folded)
            if own:
                out = {at for at in out if not _lemmas(self.words[at].folded) or
                       own & _lemmas(self.words[at].folded)}  # fmt: skip
        return out

    def unknown_name(self, at: int) -> bool:
        """Whether a word is a Russian card's name the lexicon lacks, capitalised inside its
        sentence (``Его Дракончик``): no longer form of a phrase word it begins with
        (``драка``)."""
        word = self.words[at]
        inside = at > 0 and self.words[at - 1].sentence == word.sentence
        cyrillic = analysis.script(word.folded) == "cyrillic"
        if word.colon:
            return False  # (``Атакуюший: Тролль``: a label, misspelt, no card's name)
        return inside and cyrillic and word.text[:1].isupper() and not _lemmas(word.folded)

    def phrased(self, vocabulary: frozenset[str]) -> set[int]:
        """The positions any key of ``vocabulary`` matches: each word asks only the keys that
        could match it (``_keys_by_start``), not every key of the vocabulary."""
        exact, stems, folded = _keys_by_start(vocabulary)
        out = set()
        for at, word in enumerate(self.words):
            w = word.folded
            keys = [*exact.get(w, ()), *stems.get(word.stem, ()), *stems.get(w, ())]
            keys += exact.get(word.whole, ()) if word.whole != w else ()
            keys += folded.get(w, ())
            for end in range(PREFIX_MIN, len(w) + 1):
                keys += stems.get(w[:end], ())
                if end > PREFIX_MIN:
                    keys += folded.get(w[:end], ())
            if any(at in self(key) for key in keys):
                out.add(at)
        return out


@functools.lru_cache(maxsize=16)
def _keys_by_start(
    vocabulary: frozenset[str],
) -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, list[str]]]:
    """The keys of a vocabulary by what a word must be or begin with to match them: a ``=word``
    key by its word, the others by their stem and by their folded form."""
    exact: dict[str, list[str]] = {}
    stems: dict[str, list[str]] = {}
    folded: dict[str, list[str]] = {}
    for key in vocabulary:
        if key.startswith("="):
            exact.setdefault(key[1:], []).append(key)
            continue
        stem, _, form = key.partition("/")
        stems.setdefault(stem, []).append(key)
        folded.setdefault(form, []).append(key)
    return exact, stems, folded


@functools.lru_cache(maxsize=8192)
def _lemmas(folded: str) -> frozenset[str]:
    """The lemmas the Russian lexicon gives a word form (none for a word it lacks)."""
    from judge.ask.lexicon import analyses

    return frozenset(a.partition(" ")[0] for a in analyses(folded.replace("ё", "е")))


_PLACES: dict[tuple[Word, ...], _Places] = {}


def _places(words: Sequence[Word]) -> _Places:
    """The places of ``words`` (kept for the words of the last questions read)."""
    key = tuple(words)
    places = _PLACES.get(key)
    if places is None:
        if len(_PLACES) > 8:
            _PLACES.clear()
        places = _PLACES[key] = _Places(key)
    return places


#: words a phrase word right after them must follow at once (``не летает`` is not ``не
#: безответный летающий``): what a negation governs is the grammar's (``judge.ask.grammar``)
_CLOSE = frozenset(w for words in grammar.NEGATIONS.values() for w in words)


def find(term: Term, words: Sequence[Word]) -> list[tuple[int, ...]]:
    """Every occurrence of the term's words in order (one other word may stand between two of
    them, but after a negation), as the positions of the words matched."""
    return _spans(term, words, _places(words))


def found(
    terms: Sequence[Term], words: Sequence[Word], *, across: bool = True, gap: int = 1
) -> list[tuple[int, ...]]:
    """Every occurrence of each term (``find``); with ``across`` false, never one that steps
    over a negation: a fact's phrase is not stated by ``объявлена не атака``. ``gap``: how many
    other words may stand between two of a term's words (always in one clause)."""
    places = _places(words)
    return [span for term in terms for span in _spans(term, words, places, across, gap)]


def _spans(
    term: Term, words: Sequence[Word], places: _Places, across: bool = True, gap: int = 1
) -> list[tuple[int, ...]]:
    firsts = places(term[0])
    if not firsts:
        return []
    spans = []
    for start in sorted(firsts):
        at = [start]
        for key in term[1:]:
            nxt = _next(at[-1], places(key), words, across, gap)
            if nxt is None:
                break
            at.append(nxt)
        else:
            spans.append(tuple(at))
    return spans


def _next(
    last: int, there: frozenset[int], words: Sequence[Word], across: bool, gap: int
) -> int | None:
    """Where a term's next word stands after its word at ``last``: right after it, or up to
    ``gap`` words further in the same clause (one word further in any, as before), never past
    a negation with ``across`` false nor after one (``не летает``), never over one beyond the
    first word skipped."""
    if words[last].folded in _CLOSE:
        return last + 1 if last + 1 in there else None
    for step in range(1, gap + 2):
        at = last + step
        if at >= len(words):
            return None
        if step > 1:
            skipped = words[at - 1]
            if skipped.folded in _CLOSE and (not across or step > 2):
                return None
            if step > 2 and skipped.clause != words[last].clause:
                return None
        if at in there:
            return at
    return None


def correct_typos(
    words: list[Word],
    vocabulary: frozenset[str],
    stop: frozenset[str],
    known: Callable[[str], bool] | None = None,
    titles: frozenset[str] = frozenset(),
) -> list[str]:
    """Words that match no phrase word and are no word of the rules (``known``), replaced by the
    closest phrase word (by stem, same first letter), and a game's title misspelt (``Гирои``,
    capitalised or not) by the title; returns what was read as what."""
    notes = _titles_misspelt(words, vocabulary, titles)
    phrased = _places(words).phrased(vocabulary)
    unknown = [
        at for at in range(len(words)) if at not in phrased and _may_be_typo(words, at, stop, known)
    ]
    if not unknown or not vocabulary:
        return notes
    from judge.similar import extract_one

    choices = _typo_choices(vocabulary)
    for i in unknown:
        w = words[i]
        same_start = [c for c in choices if c[0] == w.stem[0] and _near_length(w.stem, c)]
        best = extract_one(w.stem, same_start, cutoff=TYPO_CUTOFF)
        cut = w.folded != w.stem and analysis.script(w.folded) == "cyrillic"
        if best is None and cut:  # (a Russian stem cut short by the misspelling:
            # ``дополнительой`` → ``дополнител``; its whole form is one letter off)
            same_form = [c for c in choices if c[0] == w.folded[0] and _near_length(w.folded, c)]
            best = extract_one(w.folded, same_form, cutoff=WHOLE_TYPO_CUTOFF)
        if best is None:
            continue
        key = best[0]
        words[i] = _corrected(w, key)
        notes.append(f"{w.text}→{key.partition('/')[2] or words[i].folded}")
    return notes


def _corrected(word: Word, key: str) -> Word:
    """A misspelt word read as a phrase word's stem — with its own ending, where the two make
    a word the lexicon knows (``выстрилить`` → ``выстрелить``, a verb still), as that word."""
    ending = word.folded[len(word.stem) :] if word.folded.startswith(word.stem[:1]) else ""
    whole = key + ending
    if ending and "/" not in key and key != word.stem and _lemmas(whole):
        from judge.ask import morph

        return word._replace(folded=whole, stem=key, grams=morph.analyse(whole, "ru"))
    return word._replace(folded=key, stem=key)


def _near_length(stem: str, choice: str) -> bool:
    """Whether a Russian stem is as long as the phrase word it may misspell give or take a
    letter (``Осенний`` is no misspelt ``особен…``); a Hungarian stem keeps its suffixes."""
    return abs(len(choice) - len(stem)) < 2 or analysis.script(stem) != "cyrillic"


def _titles_misspelt(
    words: list[Word], vocabulary: frozenset[str], titles: frozenset[str]
) -> list[str]:
    """A game's title typed with one letter wrong (``Гирои``, ``Геори``, ``Героии``): read as the
    title's phrase word (of ``vocabulary``), as a typo is."""
    keys = {k.partition("/")[2]: k for k in vocabulary if k.partition("/")[2] in titles}
    # (a title the phrases have in this form only: ``=героях``)
    keys |= {t: f"={t}" for t in titles if f"={t}" in vocabulary and t not in keys}
    starts = {t[0] for t in keys}
    near = [
        i
        for i, w in enumerate(words)
        if len(w.folded) >= TYPO_MIN_LENGTH
        and w.folded[0] in starts
        and w.folded not in titles
        and "/" not in w.folded
        and not _lemmas(w.folded)  # (``героя``: a word of its own, no misspelt ``герои``)
    ]
    if not near:
        return []
    from judge.similar import extract_one

    notes = []
    for i in near:
        word = words[i]
        folded = word.folded
        same_start = [t for t in keys if t[0] == folded[0]]
        best = extract_one(folded, same_start, cutoff=TITLE_CUTOFF)
        if best is not None:
            words[i] = word._replace(folded=best[0], stem=keys[best[0]])  # a title, as written
            notes.append(f"{word.text}→{best[0]}")
    return notes


#: how close a word is to a game's title to be read as it (one letter of five wrong: 80)
TITLE_CUTOFF = 80.0


#: words never read as a misspelt phrase word: stop words, and Hungarian function words
#: (``Mindkét lényem``: both of mine, no misspelt ``minden``)
_NO_TYPOS = analysis.STOP_WORDS | HU_FUNCTION


def _may_be_typo(
    words: Sequence[Word], at: int, stop: frozenset[str], known: Callable[[str], bool] | None
) -> bool:
    """Whether a word no phrase word matches may be a typo: long enough, no number, no function
    word (``stop``), no word of the rules nor a form the lexicon has, no card's name."""
    folded = words[at].folded
    if len(folded) < TYPO_MIN_LENGTH or folded.isdigit() or folded in stop:
        return False
    if folded.startswith(grammar.HU_ORDINALS + grammar.HU_CLAIMING):
        return False  # (a verb of claiming is read by the grammar: ``mondja`` no ``mondta``)
    if known is not None and known(folded):
        return False
    if analysis.script(folded) == "cyrillic" and _lemmas(folded):
        return False  # a form of a word of the lexicon (``в состав``): no typo
    if analysis.script(folded) != "cyrillic":
        from judge.ask.declarations import being_called

        if being_called(words[at].text):
            return False  # ``a kígyó meg a sárkányára``: a card typed in small letters
    return not _card_name(words, at)


def _card_name(words: Sequence[Word], at: int) -> bool:
    """Whether the word at ``at`` is a card's name: a capitalised word inside a sentence
    (``Монах``)."""
    word = words[at]
    return word.text[:1].isupper() and at > 0 and words[at - 1].sentence == word.sentence


def _typo_choices(vocabulary: frozenset[str]) -> list[str]:
    """The phrase words a typo may be read as: every stem and folded form of the vocabulary
    (not a ``=word`` form) of at least ``PREFIX_MIN`` letters, sorted."""
    keys = [k for k in vocabulary if not k.startswith("=")]
    choices = sorted({k.partition("/")[0] for k in keys} | {k.partition("/")[2] for k in keys})
    return [c for c in choices if len(c) >= PREFIX_MIN]


# ------------------------------------------------------------------------------------ reading


class Situation(NamedTuple):
    """What a question was read as."""

    game: str
    kind: str
    language: str
    stated: dict[str, Any]  # fact → value (``attacker.flying`` → True)
    assumed: dict[str, Any]
    unstated: list[str]
    #: a general question: the role whose kinds of card are enumerated, and the answer read
    case: Mapping[str, Any] | None = None
    #: what the words say about the card of the case role (``closed`` → True)
    case_stated: dict[str, Any] = {}
    read_as: list[str] = []  # typo corrections
    #: other games whose phrasing reads the question equally well (the bundled order chose)
    tied: tuple[str, ...] = ()
    #: the words the reader could not place (no fact, card, cue or function word of the game)
    unplaced: tuple[str, ...] = ()
    #: the answer keys the question asks for by name (``отбивается ли`` → ``strikes-back``)
    asked: tuple[str, ...] = ()
    #: the cards a story names (``judge.ask.scene``), when it names every card it asks about
    scene: Scene | None = None
    #: facts taken from how a card is called (``target.type`` → the name as typed, ``Гоблина``):
    #: a reading, not the words' statement; the reply gives the other reading beside it
    called: dict[str, str] = {}
    #: the values a fact left open was said to have one of (``удар или выстрел``): its cases
    either: dict[str, tuple[Any, ...]] = {}
    #: the question asks of every case (``Mikor számít rombolásnak …?``, ``вообще``): a yes/no
    #: answer its open facts decide is answered by case (``grammar.asks_in_general``: how it
    #: asks; ``how`` to tell cases apart: an answer of any value too); ``""``: it does not
    general: str = ""
    #: the name a general question's card is called by (``Может ли мой Дракон защитить?``)
    case_name: str | None = None
    #: the same kind read in each other game whose phrasing asks it, where the question names
    #: no game (``Когда закрывается защитник?``): the game is not told, its answer is by game
    also: tuple[Situation, ...] = ()


#: what a phrase found states: a fact of the ask kind (``attack.kind``, ``attacker.count``), or an
#: attribute of the game's cards (``flying``) — of whichever card the words name
HitKind = Literal["fact", "attribute"]


class _Hit(NamedTuple):
    kind: HitKind
    name: str  # the fact (``attack.kind``) or the attribute (``flying``)
    value: str
    at: tuple[int, ...]  # the positions of the words matched

    @property
    def start(self) -> int:
        return self.at[0]

    @property
    def end(self) -> int:
        return self.at[-1] + 1


#: a verb of striking back right after a fact's words (``mindkettőre visszaüt``)
_STRIKING_BACK = ("visszaut",)


def _hits(
    phrasing: Phrasing, kind: KindPhrasing, words: Sequence[Word], language: str
) -> list[_Hit]:
    """The fact phrases found, longest first, none overlapping another; a phrase in what the
    question asks (``judge.ask.grammar.asked``: ``быстрая или медленная``, ``быстрая ли``,
    ``это удар?``) states nothing."""
    candidates: list[_Hit] = []
    for fact, spec in kind.facts.items():
        for value, terms in spec.items():
            spans = found(terms, words, across=False)
            candidates += [_Hit("fact", fact, value, at) for at in spans]
    for attribute, spec in phrasing.attributes.items():
        for value, terms in spec.items():
            spans = found(terms, words, across=False)
            candidates += [_Hit("attribute", attribute, value, at) for at in spans]
    # ``Соперник говорит…``: the other player named, no card's side
    candidates = [
        h
        for h in candidates
        if not (
            h.name == "side" and len(h.at) == 1 and _as_written(words[h.start]) in grammar.PLAYERS
        )
    ]
    candidates = _not_asked(candidates, words, language)
    compared = grammar.COMPARED.get(language, frozenset())  # ``тоже …, как атака?``
    candidates = [
        h
        for h in candidates
        if not (
            h.start and words[h.start - 1].folded in compared and not _marked_as(words, h.start)
        )
    ]
    candidates.sort(key=lambda h: (-len(h.at), h.kind == "attribute", h.start))
    taken: set[int] = {at for span in found(phrasing.names, words) for at in span}
    taken |= titles(phrasing, words)
    chosen = []
    for hit in candidates:
        span = set(hit.at)
        if span & taken:
            continue
        taken |= span
        chosen.append(hit)
    return sorted(chosen, key=lambda h: h.start)


def _of_the_game(hit: _Hit, words: Sequence[Word]) -> bool:
    """Whether a number or ordinal counts something of the game, not of the question (``третий
    раунд``, ``второй тур``, ``стол 3``): the noun right after it or before it."""
    if not hit.name.endswith(".position") or len(hit.at) != 1:
        return False
    near = [words[i] for i in (hit.start - 1, hit.start + 1) if 0 <= i < len(words)]
    return any(g.lemma in _OF_THE_GAME for w in near for g in w.grams)


#: what a match counts (``третий раунд``, ``стол 3``)
_OF_THE_GAME = frozenset(("раунд", "тур", "стол", "партия", "игра", "круг", "день", "место"))


def _specified(
    hit: _Hit, hits: Sequence[_Hit], words: Sequence[Word], negated: frozenset[int]
) -> bool:
    """Whether a fact's word is said more closely by another value of the same fact just after
    it: a verb (``бьёт выстрелом``, ``бьёт не простым ударом, а выстрелом``: the noun says it,
    the verb only that something is done), or any word its own value is denied after (``Удар
    по Голему — не простой удар, а выстрел``)."""
    if hit.kind != "fact" or len(hit.at) != 1 or hit.start in negated:
        return False
    sentence = words[hit.start].sentence
    after = [
        o
        for o in hits
        if o.name == hit.name
        and hit.start < o.start <= hit.start + _SPECIFIED_GAP
        and words[o.start].sentence == sentence
    ]
    other = any(
        o.value != hit.value
        and o.start not in negated
        and not any(_a_verb(words[at]) for at in o.at)
        for o in after
    )
    if not other:
        return False
    denied = any(o.value == hit.value and o.start in negated for o in after)
    # ``Удар не простой, а выстрел``, ``… не простой — это выстрел``: the word's own kind
    # denied, another said instead
    contrasted = any(
        o.value != hit.value
        and words[o.start - 1].folded in ("а", "hanem", "это")
        and any(words[at].folded in ("не", "nem") for at in range(hit.start + 1, o.start))
        for o in after
    )
    # ``кубик ещё не бросали, мы на предварительном этапе``: what its own clause denies
    clause = words[hit.start].clause
    undone = any(
        w.folded in ("не", "nem") and nxt.clause == clause and _a_verb(nxt)
        for w, nxt in itertools.pairwise(words[hit.end :])
        if w.clause == clause
    )
    return _a_verb(words[hit.start]) or denied or contrasted or undone


#: how far after a fact's verb a noun of another value of it may say it more closely
_SPECIFIED_GAP = 8


def _a_verb(word: Word) -> bool:
    return bool(word.grams) and all(g.pos in ("verb", "inf") for g in word.grams)


def _not_asked(candidates: list[_Hit], words: Sequence[Word], language: str) -> list[_Hit]:
    """The phrases not in what the question asks (``judge.ask.grammar.asked``) — or asked
    with the question particle inside them (``обязан ли``: meant asked), or a card's place
    said as either of two in a sentence of doubt, which no question asks (``не помню, он в
    руке или в игровой зоне``: read, and left open by ``doubted_choice``; a place is what
    the kinds take by convention where none is said, so dropped it would be taken; so is a
    fact's value, ``пока не решил, ударом или «сразиться»``: read, and left open by
    ``alternatives``)."""
    questioned = grammar.asked(words, language)
    particles = grammar.PARTICLES.get(language, frozenset())
    doubted = grammar.doubted(words)
    return [
        h
        for h in candidates
        if not questioned.intersection(h.at)
        or any(words[i].folded in particles for i in h.at)
        or (h.kind == "fact" or h.name == "zone")  # (``пока не решил, ударом или …``)
        and words[h.start].sentence in doubted
        and not words[h.start].closing
        and _in_choice(words, h)
    ]


def _in_choice(words: Sequence[Word], hit: _Hit) -> bool:
    """Whether ``или``/``vagy`` stands right after a phrase or right before it, in its clause
    (``в руке или в игровой зоне``), not ``passzív-e`` nor ``летающий или нет``."""
    clause = words[hit.start].clause
    near = [*range(hit.end, hit.end + 2), *range(hit.start - 2, hit.start)]
    return any(
        0 <= i < len(words)
        and words[i].clause == clause
        and words[i].folded in _OR
        and (i + 1 >= len(words) or words[i + 1].folded not in grammar.NOT | {"нет", "nem"})
        for i in near
    )


def _marked_as(words: Sequence[Word], at: int) -> bool:
    """Whether the ``как`` before ``at`` follows a verb of marking or counting (``помечена как
    медленная``, ``считается как быстрая``): what it is marked as, stated, no comparison."""
    return at > 1 and words[at - 2].folded.startswith(_MARKING)


#: the beginnings of verbs of marking, naming and counting a thing as something
_MARKING: tuple[str, ...] = ("помечен", "отмечен", "обозначен", "указан", "записан", "считает")
_MARKING += ("идет", "определен", "описан")


#: the words that say nothing stands in a place (``nincs lényem``, ``на поле нет``)
_NONE_THERE = frozenset(("nincs", "nincsen", "sincs", "нет", "нету"))
#: the nouns for cards in general (``по 5 карт``, ``öt lap``)
_CARDS_AT_LARGE = frozenset(("карта", "lap", "kartya"))
#: nouns no card is, that a possessive may qualify (``своей способностью``, ``мой ход``)
_NO_CARD = frozenset(("способность", "абилка", "удар", "выстрел", "атака", "ход", "фаза", "рука"))


def _as_written(word: Word) -> str:
    """A word folded as the question writes it (before a typo's correction)."""
    return analysis.fold(word.text.partition("-")[0])


def _owned(words: Sequence[Word], at: int) -> bool:
    """``моего Берсерка``: a game's name someone owns is a card's name."""
    return at > 0 and words[at - 1].folded in grammar.RU_OWNERS


#: how a Russian verb's forms end, for a word the lexicon does not know (``вписываю``)
_VERB_ENDINGS = ("ю", "ет", "ешь", "ем", "ут", "ют", "ал", "ала", "али")


def _verb_like(word: Word) -> bool:
    """A verb, by the lexicon or by its ending (the lexicon does not know ``вписываю``)."""
    return any(g.pos == "verb" for g in word.grams) or word.folded.endswith(_VERB_ENDINGS)


#: words that make a game's name a comparison (``как в Героях``, ``в отличие от классики``):
#: the story is not about that game
_COMPARING = frozenset(("как", "чем", "отличие", "mint", "akarcsak"))


def _compared(words: Sequence[Word], at: int) -> bool:
    """Whether the words before ``at`` (two at most, in its clause) compare with it."""
    start = max(0, at - 3)
    return any(
        w.folded in _COMPARING
        and w.clause == words[at].clause
        and (w.folded != "как" or words[i + 1].folded in _LIKE)
        for i, w in enumerate(words[start:at], start)
    )


#: what ``как`` compares with begins so (``как у атаки``, ``как в Героях``, ``как и``); else
#: it is ``as soon as`` (``как только``, ``сразу как объявил``)
_LIKE = frozenset(("у", "в", "во", "и", "с", "со"))


#: words that point to a target without a phrase of one (``rá``, ``rájuk``, ``ugyanarra``,
#: ``на него``, ``его``)
_TARGET_WORDS = frozenset(("ra", "ratamad", "ugyanarra", "ugyanazt", "arra", "azt", "oket"))
_TARGET_WORDS |= frozenset(("него", "нее", "неё", "его", "ее", "её", "одного", "одну"))


#: the verbs of striking back (``отобьётся``, ``ответит``, ``даст сдачи``), by their stems
_STRUCK_BACK_AT = ("отбива", "отбьет", "отобьет", "отбить", "ответит", "ответить", "отвечает")


#: the words for the other player (``противник``, ``опп``, ``ellenfél``)
_OPPONENT_WORDS = grammar.RU_OPPONENT | grammar.HU_OPPONENT


#: a card named as what defends (``назначить своего Медведя защитником``, ``блокером``)
_SET_TO_DEFEND = frozenset(("защитником", "блокером", "блокирующим", "защитницей"))


def titles(phrasing: Phrasing, words: Sequence[Word]) -> set[int]:
    """The words that are the game's title (``Герои: …``, ``в Героях``, ``Играли в
    Героев``, ``герои мой зомби …``): a title word capitalised inside a sentence, alone in
    its clause, or the question's first word before a phrase of another or a verb of the first
    person (no other verb after it: ``герои могут атаковать?`` asks of heroes)."""
    out = set()
    for at, word in enumerate(words):
        if word.folded not in phrasing.titles:
            continue
        inside = at > 0 and words[at - 1].sentence == word.sentence and word.text[:1].isupper()
        alone = sum(w.clause == word.clause for w in words) == 1 and word.text[:1].isupper()
        heading = (
            at == 0
            and len(words) > 1
            and (
                _heads_a_phrase(words[1])
                or words[1].folded in _NO_SUBJECT_AFTER
                # (``герои заставляю …``: a verb of the first person has no heroes for subject)
                or grammar.person(words[1], "ru") == "1"
                # (``герои заставил …``: a verb of one in the past has no heroes for subject)
                or any(g.pos == "verb" for g in words[1].grams)
                and words[1].folded.endswith(("л", "ла", "ло"))
                # (``герои заставить …``: an infinitive has no subject)
                or any(g.pos == "inf" for g in words[1].grams)
            )
        )
        if inside or alone or heading:
            out.add(at)
    return out


#: words that take no subject before them (``герои можно ли …``, ``герои кто может …``): the
#: title before one is no card
_NO_SUBJECT_AFTER = frozenset(
    ("можно", "нельзя", "ли", "кто", "кого", "что", "когда", "как", "если", "mit", "ki", "mikor")
)


def _heads_a_phrase(word: Word) -> bool:
    """Whether a word begins a noun phrase of its own (a possessive, an adjective, a noun; no
    verb, particle or preposition reading)."""
    kinds = {g.pos for g in word.grams}
    return (
        bool(kinds & {"adj", "noun", "name", "pron"})
        and not kinds & (_VERBAL | {"particle", "conj", "prep"})
        or word.folded in grammar.RU_OWNERS
    )


_VERBAL = frozenset(("verb", "inf", "gerund", "pred"))


def _begins_its_own_phrase(words: Sequence[Word], hit: _Hit, at: int) -> bool:
    """Whether the word at ``at`` begins a phrase of its own right after a phrase: at once, or
    past the phrase's own noun (``мой кабан по``) — the phrase no part of what follows."""
    between = words[hit.end : at]
    if not between:
        return True  # (``во вспомогательной зоне, от простого удара``: ``от`` begins its own)
    return len(between) <= 2 and any(g.pos in ("noun", "name") for g in between[0].grams)


def _preposition(word: Word) -> bool:
    """Whether the lexicon reads a word as a preposition only (``по``)."""
    return bool(word.grams) and all(g.pos == "prep" for g in word.grams)


def _markers(phrasing: Phrasing, words: Sequence[Word]) -> list[tuple[int, str, str]]:
    """``(position, role, how)``: role words (``how`` = ``role``) and attack verbs (``verb``):
    a phrase of the verbs' words, or any form of a verb's lemma (``бью``); a word the
    morphology reads as no verb is no attack verb (``при атаке``)."""
    verbs = {
        at[0]
        for at in found(phrasing.verbs, words)
        if analysis.script(words[at[0]].text) != "cyrillic"  # (no Hungarian verb analysis)
        and not (len(at) == 1 and grammar.participle(words[at[0]]))  # ``támadó``: a noun's
        or not words[at[0]].grams
        or {g.pos for g in words[at[0]].grams} & _VERBAL
    }
    if phrasing.verb_lemmas:
        roots = _verb_roots(phrasing.verb_lemmas)
        verbs |= {
            at
            for at, word in enumerate(words)
            if any(g.pos in _VERBAL and g.lemma in phrasing.verb_lemmas for g in word.grams)
            or _slang_verb(word, roots)
        }
    out = [(at, "", "verb") for at in verbs]
    for role, terms in phrasing.roles.items():
        out += [
            (at[0], role, "role")
            for at in found(terms, words)
            if at[0] not in verbs
            and not grammar.of_time(words, at[0])
            and not _beside_it(words, at[0])
            and not _away_from(words, at[0])
        ]
    for role, terms in phrasing.roles_before.items():
        out += [(at[0], role, "before") for at in found(terms, words) if at[0] not in verbs]
    return sorted(set(out))


#: the words a card stands beside another with (``рядом с атакующим``, ``возле цели``)
_BESIDE = frozenset(("рядом", "возле", "около", "вплотную"))


def _beside_it(words: Sequence[Word], at: int) -> bool:
    """Whether a role's word names the card another stands beside (``стоит рядом с атакующим и
    с целью``): a place's landmark, no role a phrase round it describes (what is said there
    describes the card that stands beside it)."""
    before = [w.folded for w in words[max(0, at - 5) : at] if w.clause == words[at].clause]
    if not before:
        return False
    if before[-1] in _BESIDE:
        return True
    if before[-1] not in ("с", "со"):
        return False
    right_after = len(before) > 1 and before[-2] in _BESIDE  # ``рядом с атакующим``
    listed = "и" in before and bool(_BESIDE & set(before))  # ``рядом и с …, и с целью``
    return right_after or listed


#: the cards one stands away from, said by a pronoun (``далеко от обоих``)
_THEM_ALL = frozenset(("обоих", "обеих", "них", "него", "неё", "нее", "всех", "остальных"))


#: a digit typed with the instrumental's ending (``3мя``, ``2умя``, ``3емя``)
_DIGITS_INSTRUMENTAL = re.compile(r"^\d+(?:мя|умя|емя|ю|мью)$")


def _away_from(words: Sequence[Word], at: int) -> bool:
    """Whether ``от`` says what a card stands away from (``Тигр далеко от обоих``), not the
    attack one is defended from (``защитить от летающего``)."""
    if words[at].folded != "от":
        return False
    after = words[at + 1].folded if at + 1 < len(words) else ""
    return after in _THEM_ALL


@functools.lru_cache(maxsize=8)
def _verb_roots(lemmas: frozenset[str]) -> tuple[str, ...]:
    """The roots of the attack verbs (``лупить`` → ``луп``): the infinitive without its
    ending, of three letters at least."""
    ends = ("ить", "ать", "ять", "еть", "уть", "ыть")
    return tuple(sorted({w[:-3] for w in lemmas if w.endswith(ends) and len(w) >= 6}))


def _slang_verb(word: Word, roots: tuple[str, ...]) -> bool:
    """A verb the lexicon lacks, made on an attack verb's root (``лупануть``, ``долбанул``):
    read by its ending as a verb, it begins with the root."""
    from judge.ask.lexicon import analyses

    if not any(g.pos in _VERBAL for g in word.grams) or analyses(word.folded):
        return False
    return word.folded.startswith(roots)


def _roles_of(
    hit: _Hit,
    words: Sequence[Word],
    markers: Sequence[tuple[int, str, str]],
    phrasing: Phrasing,
) -> list[tuple[str, float]]:
    """The roles an attribute phrase may describe, likeliest first: a role word inside it, then
    by distance the role words and verbs around it (a word in another clause counts as far; at
    equal distance a one-word phrase goes with the word after it, a longer one — a phrase such
    as ``во вспомогательной зоне`` — with the word before it); ``(role, distance)``, a role once
    or more."""
    ranked: list[tuple[float, int, str]] = []
    heads = _kind_nouns(phrasing, words)
    prefer_after = len(hit.at) == 1
    for at, role, how in markers:
        if how != "verb" and at in hit.at:
            ranked.append((-1.0, 0, role))
            continue
        after = at >= hit.end  # the marker comes after the phrase
        if hit.start <= at < hit.end or how == "before" and not after:
            continue
        if (
            how == "role"
            and after
            and _preposition(words[at])
            and _begins_its_own_phrase(words, hit, at)
        ):
            continue  # ``мой кабан по вражескому гоблину``: ``по`` governs what follows it
        if how == "role" and after and _heads_a_later_clause(words, hit, at):
            continue  # ``Мой Ловчий в игре, цель — существо …``: the word names what follows
        if how == "verb":
            role = _verb_role(markers, words, at, after, phrasing.verb_roles)
        edge = hit.end - 1 if after else hit.start
        if how == "before" and _beyond_own_phrase(hit, at, edge, heads):
            continue  # ``lényre``: the words of its own noun phrase only (``2 lény 1 lényre``)
        ranked.append((_distance(words, at, edge), 0 if after == prefer_after else 1, role))
    return [(role, distance) for distance, _, role in sorted(ranked)]


def _heads_a_later_clause(words: Sequence[Word], hit: _Hit, at: int) -> bool:
    """Whether a role's noun begins a clause after the phrase's own (``…, цель — существо
    противника``): it names the card said after it, not a card of an earlier clause."""
    word = words[at]
    begins = at > 0 and words[at - 1].clause != word.clause
    noun = any(g.pos == "noun" for g in word.grams)
    return begins and noun and words[hit.start].clause != word.clause


def _kind_nouns(phrasing: Phrasing, words: Sequence[Word]) -> set[int]:
    """The words of the nouns naming a kind of card (``lény``): a noun phrase before one ends
    there."""
    return {
        at
        for terms in (phrasing.attributes.get("type") or {}).values()
        for span in found(terms, words)
        for at in span
    }


def _verb_role(
    markers: Sequence[tuple[int, str, str]],
    words: Sequence[Word],
    verb: int,
    after: bool,
    verb_roles: tuple[str, str],
) -> str:
    """The role an attack verb gives a phrase: before the verb the first (the attacker), after
    it the second — the other way round where the second role's word comes before the verb in
    its sentence and the first one's does not (``по карте … бьёт летающее существо``: the
    object named before the verb, the subject comes after it)."""
    first, second = verb_roles
    swapped = _named_before(markers, words, verb, second) and not _named_before(
        markers, words, verb, first
    )
    if swapped:
        return second if after else first
    return first if after else second


def _named_before(
    markers: Sequence[tuple[int, str, str]], words: Sequence[Word], verb: int, role: str
) -> bool:
    """Whether a word of the role stands before the verb in its sentence."""
    sentence = words[verb].sentence
    return any(
        how == "role" and r == role and at < verb and words[at].sentence == sentence
        for at, r, how in markers
    )


def _beyond_own_phrase(hit: _Hit, at: int, edge: int, heads: set[int]) -> bool:
    """Whether a ``word<`` role word at ``at`` is out of the phrase's reach: farther than
    ``BEFORE_REACH``, or past a noun naming a kind of card."""
    return abs(at - edge) > BEFORE_REACH or any(i in heads for i in range(hit.end, at))


def _distance(words: Sequence[Word], at: int, edge: int) -> float:
    """How far a marker is from a phrase's nearest word: words apart, another clause counting a
    little, another sentence a lot."""
    distance = float(abs(at - edge))
    distance += 1.5 * abs(words[at].clause - words[edge].clause)
    distance += SENTENCE_APART * abs(words[at].sentence - words[edge].sentence)
    return distance


def relative_clauses(phrasing: Phrasing, words: Sequence[Word]) -> frozenset[int]:
    """The clauses a relative word begins (``, который лежит в руке,``): they describe a card."""
    starts: dict[int, str] = {}
    for word in words:
        starts.setdefault(word.clause, word.folded)
    return frozenset(c for c, first_word in starts.items() if first_word in phrasing.relative)


def question_clauses(phrasing: Phrasing, words: Sequence[Word]) -> frozenset[int]:
    """The clauses that ask: those of a sentence a question mark ends; in a question without
    one, a clause a question word begins or holds, and the last (not a relative clause:
    ``…, amelyik az épületemet támadja?`` describes a card). A question word in a sentence
    that states (``…még nem jelölte ki, melyikre üt vissza.``) asks nothing."""
    relative = relative_clauses(phrasing, words)
    asking_sentences = {w.sentence for w in words if w.closing}
    if asking_sentences:
        asking = {w.clause for w in words if w.sentence in asking_sentences}
    else:
        asking = {w.clause for w in words if w.folded in phrasing.questions}
        last = [w for w in words if words and w.sentence == words[-1].sentence]
        # (a phone's short question has no mark: its last sentence asks, all of it; a long
        # one tells a story first)
        asking |= {w.clause for w in last} if len(last) <= _SHORT_QUESTION else {words[-1].clause}
    return frozenset(asking - relative)


#: the most words a question with no question mark asks in all of its last sentence
_SHORT_QUESTION = 20


def _score(
    phrasing: Phrasing,
    kind: KindPhrasing,
    words: Sequence[Word],
    spread: Mapping[Term, int],
) -> tuple[float, int, tuple[frozenset[int], ...]]:
    """(cues in the clauses that ask, cue words found, the words that state each fact): what
    is asked names the kind (``ki az ellenfele``, ``на кого направлено``, ``это удар или
    выстрел?``), then the rest of the question. A cue in the asking clauses counts as much as
    it tells this kind from the others: ``1 / the number of kinds with that cue``
    (``spread``)."""
    asking = [at for at, word in enumerate(words) if word.folded in phrasing.questions]
    hits = [
        (term, at)
        for term in kind.cues
        for at in find(term, words)
        if not grammar.opponent_possessor(words, at[0])  # whose, not what is asked
    ]
    places = {at[0] for _, at in hits}
    first = words[0].clause if words else 0
    clauses = question_clauses(phrasing, words)
    weight: dict[int, float] = {}
    for term, at in hits:
        if words[at[0]].clause in clauses:
            weight[at[0]] = max(weight.get(at[0], 0.0), 1.0 / spread.get(term, 1))
    asked = round(sum(weight.values()), 3)
    cues = len(places) + sum(
        1
        for at in places
        if any(
            q - 1 <= at <= q + ASKED_REACH and words[q].clause == words[at].clause for q in asking
        )
        # ``…, тип атаки?``: a clause of its own that a question mark ends is what is asked
        or (words[at].closing and words[at].clause != first and words[at].clause in clauses)
    )
    facts: dict[str, frozenset[int]] = {}
    for fact, spec in kind.facts.items():
        for value, terms in spec.items():
            if value != OPEN:  # (an open fact tells none)
                said = frozenset(at for span in found(terms, words) for at in span)
                if said:
                    facts[fact] = facts.get(fact, frozenset()) | said
    return asked, cues, tuple(facts.values())


def _asks(
    kind: KindPhrasing, words: Sequence[Word], clauses: frozenset[int], relative: frozenset[int]
) -> int:
    """How many words of the kind's ``asks`` phrases stand in the clauses that ask: the longest
    phrase found at each place (``это удар или выстрел`` beats ``удар``). A relative clause
    inside the phrase is stepped over: ``может ли Орк, который лежит в руке, объявить атаку``."""
    kept = [at for at, word in enumerate(words) if word.clause not in relative]
    longest: dict[int, int] = {}
    for span in found(kind.asks, [words[at] for at in kept], gap=ASKS_GAP):
        start = kept[span[0]]
        if words[start].clause in clauses:
            longest[start] = max(longest.get(start, 0), len(span))
    covered: set[int] = set()
    for start, length in sorted(longest.items()):
        covered.update(range(start, start + length))
    return len(covered)


#: a fact's phrases under this value say the fact is left open (``атакует``: an attack of no
#: stated kind): the kind's usual case is not taken for it, and it is answered by case
OPEN = "open"


def _values_of(fact_field: Any, value: str) -> Any:
    """A phrasing value as the declared field reads it (``OPEN`` as it is)."""
    if value == OPEN:
        return OPEN
    if fact_field is None:
        return (
            int(value)
            if value.isdigit()
            else value == "true"
            if value in ("true", "false")
            else value
        )
    if fact_field.kind == "bool":
        return value == "true"
    if fact_field.kind == "int":
        return int(value)
    return value


def read_situation(
    question: str, game: str | None = None, known: Callable[[str], bool] | None = None
) -> Situation | None:
    """The situation a question states, or None when it is not one (or no game's phrasing reads
    it). ``known(folded_word)`` tells a real word of the rules (not a typo to correct)."""
    from judge import games

    question = analysis.unmixed(question)
    language = analysis.detect_language(question)
    if game is not None:
        ids: tuple[str, ...] = (game,)
        found_here = _read(question, ids, language, known, any_language=True)
    else:  # the bundled games first; installed ones only when none of those reads it
        ids = tuple(games.BUNDLED)
        found_here = _read(question, ids, language, known)
        if found_here is None:
            others = tuple(g for g in games.game_ids() if g not in games.BUNDLED)
            found_here = _read(question, others, language, known)
            ids = ids + others
    if (
        found_here is not None
        and not _mostly_unread(question, found_here)
        and not _typed_russian(question)
    ):
        return found_here
    typed = _cyrillic(question)
    if typed is None:
        return found_here
    # Russian typed on a Latin keyboard (``kto mozhet zashchishchat``): read as its Cyrillic,
    # its cards called as it spells them (``Ent``, not ``Ент``)
    cyrillic, spelled = typed
    as_russian = _read(cyrillic, ids, "ru", known)
    if (
        as_russian is None
        or found_here is not None
        and len(as_russian.unplaced) >= len(found_here.unplaced)
    ):
        return found_here  # (read in Latin letters, most of it unread: better read as Russian)
    if as_russian.scene is None:
        return as_russian
    return as_russian._replace(scene=as_russian.scene.renamed(lambda n: _latin(n, spelled)))


#: letters of Russian typed in Latin letters that Hungarian never writes (``zh``, ``kh``,
#: ``shch``, ``yy``, ``iy``, a soft sign as an apostrophe inside a word)
_TYPED_RUSSIAN = r"zh|kh|shch|yy|iy\b|[a-z]'[a-z]|\b(?:kto|mozhet|ili|chto)\b"


@functools.cache
def _typed_russian_marks() -> re.Pattern[str]:
    return re.compile(_TYPED_RUSSIAN)  # (compiled when a question is read, not at import)


def _typed_russian(question: str) -> bool:
    """Whether a question in Latin letters shows at least three marks of Russian typed in
    them (``letayushchiy``, ``b'et``, ``kto``): it is read as Russian too, and the reading that
    places more of its words is taken."""
    return len(_typed_russian_marks().findall(question.lower())) >= 3


def _mostly_unread(question: str, found: Situation) -> bool:
    """Whether a question in Latin letters left most of its words unread (``kakaya skorost u
    ataki v sostave …``, read as Hungarian with a typo corrected): Russian typed in Latin
    letters, perhaps."""
    words = [w for w in _LATIN_WORD.findall(question) if w[0].isalpha()]
    return len(found.unplaced) >= 3 and len(found.unplaced) * 2 >= len(words)


def _alphabet(language: str) -> str:
    return "cyrillic" if language in ("ru", "uk", "bg") else "latin"


#: a word in Latin letters with the apostrophe that stands for the soft sign (``sygrat'``)
#: (a line break and an arrow kept: a pasted board's lines and attacks)
_LATIN_WORD = re.compile(
    r"[A-Ea-e][1-6](?![\w'])|[A-Za-z]+(?:'[A-Za-z]+)*'?(?:-[A-Za-z]+(?:'[A-Za-z]+)*'?)*"
    r"|->|=>|[→⇒➔➜➡]|[,;:.!?()—–-]|\n"
)


#: the Hungarian words of HKK's places players keep in a Russian question (``v orposzte``)
_KEPT_LATIN = ("orposzt", "tartalek")


def _cyrillic(question: str) -> tuple[str, dict[str, str]] | None:
    """A question in Latin letters, each word in its usual Cyrillic reading, with each
    reading's word as typed (None when some word has letters of another alphabet). A HKK
    place (``orposzt``) and a word with Hungarian accents (``őrposzt``, ``(ütés)``, ``Hatalom
    Kártyái``: the game's own words, as players quote them) are kept as typed, without accents.
    Punctuation of any kind is kept (``—``); an apostrophe after a word is the soft sign."""
    unaccented = _accents_kept(question)
    if unaccented is None:
        return None
    question, kept = unaccented
    out: list[str] = []
    spelled: dict[str, str] = {}
    for token in _LATIN_WORD.findall(question):
        if (
            not token[0].isalpha()
            or CELL.match(token)
            or _kept_latin(token)
            or token.lower() in kept
        ):
            out.append(token)  # a mark, a battlefield cell (``na C3``), a HKK place (``orposzt``)
            continue
        parts = []
        for piece in token.split("-"):  # (each part of ``Gnom-kuznets``)
            best = _cyrillic_word(piece)
            if best is None:
                return None
            parts.append(best.capitalize() if piece[:1].isupper() else best)  # a name stays one
        out.append("-".join(parts))
        spelled.setdefault(out[-1], token)
    return (" ".join(out), spelled) if any(t.isalpha() for t in out) else None


def _accents_kept(question: str) -> tuple[str, set[str]] | None:
    """The question with its words of Hungarian accents unaccented, and those words (kept as
    typed, see ``_cyrillic``); None when it has letters of another alphabet, or accents and no
    mark of Russian typed in Latin letters (Hungarian)."""
    accented = {t.strip(_MARKS) for t in question.split()}
    accented = {
        t for t in accented if not t.isascii() and all(c.isascii() or _latin_letter(c) for c in t)
    }
    if accented and not _typed_russian_marks().search(question.lower()):
        return None  # (Hungarian with its accents: no mark of Russian typed in Latin letters)
    question = _without(question, sorted(accented))
    if any(ch.isalpha() and not ch.isascii() for ch in question):
        return None
    return question, {analysis.fold(t) for t in accented}


def _cyrillic_word(token: str) -> str | None:
    """A word in Latin letters in Cyrillic: the reading that is a Russian word (the one read in
    most ways: ``это``, not ``ето``), else the most usual one; None when a part has none."""
    from judge.ask.lexicon import analyses

    parts = token.split("'")
    readings = [""]
    for n, part in enumerate(parts):
        options = analysis.transliterations(part) if part else [""]
        if part and not options:
            return None
        soft = "ь" if n < len(parts) - 1 else ""
        readings = [r + o + soft for r in readings for o in options][:64]
    return max(readings, key=lambda r: len(analyses(r)))


def _latin_letter(char: str) -> bool:
    """Whether a letter is a Latin one with an accent (``ő``, ``á``), no Cyrillic."""
    return char.isalpha() and "LATIN" in unicodedata.name(char, "")


def _kept_latin(token: str) -> bool:
    """A word kept as typed in a transliterated question: a HKK place (``orposzt``, with its
    accents too: ``őrposzt``)."""
    return analysis.fold(token).startswith(_KEPT_LATIN)


def _without(text: str, tokens: Sequence[str]) -> str:
    """The text with each token's accents dropped (``őrposzt`` → ``orposzt``)."""
    for token in tokens:
        text = text.replace(token, analysis.fold(token))
    return text


#: the marks round a word in a question
_MARKS = ",;:.!?()«»\"'"


#: each Cyrillic letter as Latin letters usually spell it (a card's name typed in Latin); the
#: hard and soft signs are seldom typed in a name (``Troll``)
_LATIN_LETTERS = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщыэюя",
        "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch y e yu ya".split(),
        strict=True,
    )
) | {"ъ": "", "ь": ""}


def _latin(name: str, spelled: Mapping[str, str]) -> str:
    """A card's name as a question typed in Latin letters spells it: each word as typed, or
    (a form the question did not type: ``Орк`` read from ``Orka``) the typed word's letters as
    far as its reading agrees and the rest spelled letter by letter; the name as read when a
    word of it was not typed."""
    out = []
    for word in name.split(" "):
        typed = spelled.get(word)
        if typed is None:
            typed = _respelled(word, spelled)
        if typed is None:
            return name
        out.append(typed)
    return " ".join(out)


def _respelled(word: str, spelled: Mapping[str, str]) -> str | None:
    """``Орк`` from the typed ``Orka`` (read ``Орка``): the longest Latin beginning of a typed
    word that reads as the longest beginning the two share (three letters at least), then the
    rest of ``word`` letter by letter; None when no typed word shares one."""
    folded = analysis.fold(word)
    best: tuple[int, str] | None = None
    for reading, typed in spelled.items():
        size = len(os.path.commonprefix([folded, analysis.fold(reading)]))
        if size >= 3 and (best is None or size > best[0]):
            best = (size, typed)
    if best is None:
        return None
    size, typed = best
    for end in range(len(typed), 0, -1):
        if folded[:size] in analysis.transliterations(typed[:end]):
            rest = "".join(_LATIN_LETTERS.get(ch, ch) for ch in folded[size:])
            return typed[:end] + rest
    return None


def _read(
    question: str,
    ids: Sequence[str],
    language: str,
    known: Callable[[str], bool] | None,
    *,
    any_language: bool = False,
) -> Situation | None:
    candidates = _phrasings_for(question, ids, language, any_language=any_language)
    best: tuple[tuple[float, ...], Phrasing, KindPhrasing, list[Word], list[str]] | None = None
    # the game a question names comes first, then the kind whose answer the asking clause asks
    # for, then how much of the question each kind reads
    per_game: dict[str, tuple[float, ...]] = {}  # each game's best rank, to tell a tie
    # each game's best reading of each kind (the same kind in another game: ``also``)
    per_kind: dict[tuple[str, str], tuple[tuple[float, ...], KindPhrasing, list[Word], Any]] = {}
    spread = _cue_spread(candidates)
    for p in candidates:
        words = read_words(question, p.language, p.questions)
        if _not_a_situation(p, words):
            continue
        notes = _misspellings_read(words)
        notes += correct_typos(words, p.vocabulary, _NO_TYPOS, known, p.titles)
        others = frozenset().union(*(c.titles for c in candidates if c.game != p.game))
        for rank, kind in _ranks(p, words, spread, others):
            per_game[p.game] = max(per_game.get(p.game, rank), rank)
            if per_kind.get((p.game, kind.name), (rank,))[0] <= rank:
                per_kind[(p.game, kind.name)] = (rank, kind, words, notes)
            if best is None or rank > best[0]:
                best = (rank, p, kind, words, notes)
    if best is None:
        return None
    rank, p, kind, words, notes = best
    situation = _understand(p, kind, words, notes, language)
    # another game that reads it equally well is named, so that the reply can say so
    tied = tuple(sorted(g for g, r in per_game.items() if r == rank and g != p.game))
    if tied:
        situation = situation._replace(tied=tied)
    if not rank[0] and rank[2]:
        # no game named, the kind asked: the same kind of each other game that reads it with as
        # many of its own words (none, or some of each: ``на этапе оплаты или после сражения``)
        by_game = {c.game: c for c in candidates}
        also = [
            _understand(by_game[g], k, w, n, language)
            for (g, name), (r, k, w, n) in sorted(per_kind.items())
            if g != p.game
            and name == kind.name
            and r[2]
            and _told_apart((p, kind, words), (by_game[g], k, w)) is None
        ]
        situation = situation._replace(also=tuple(also)) if also else situation
    return situation


def _told_apart(
    one: tuple[Phrasing, KindPhrasing, Sequence[Word]],
    other: tuple[Phrasing, KindPhrasing, Sequence[Word]],
) -> bool | None:
    """Which of two games' readings of the same kind the question's own words tell: True for
    the first, False for the other, None when neither or both — a word of one game's own that
    either kind asks with (``после сражения или …``: an answer offered) tells nothing."""

    asks = (*one[1].asks, *other[1].asks)  # (either kind's own words of asking)
    # the words of either kind's answers (``после сражения``): an answer offered or believed
    # (``закрывается он ведь после сражения?``) tells no game
    answers = (*_answer_terms(one[1], one[0].language), *_answer_terms(other[1], one[0].language))

    def told(reading: tuple[Phrasing, KindPhrasing, Sequence[Word]]) -> bool:
        p, _, words = reading
        offered = {i for span in found(asks, words) for i in span}
        offered |= grammar.claimed(words, p.language)  # (someone's claim: ``он говорит, что …``)
        offered |= grammar.rules_claimed(words, p.language)
        offered |= {i for span in found(answers, words) for i in span}
        cells = p.cells and any(g.pos == "cell" for w in words for g in w.grams)  # (``на C3``)
        return cells or any(at[0] not in offered for at in found(p.game_terms, words))

    first, second = told(one), told(other)
    return None if first == second else first


def _answer_terms(kind: KindPhrasing, language: str) -> list[Term]:
    """A kind's answers in plain words (its ``say`` values, not its labels), as terms."""
    said: list[str] = []
    for values in kind.say.values():
        for key, value in values.items():
            if key != "label":
                said += value.values() if isinstance(value, Mapping) else [str(value)]
    return [tuple(term) for term in _terms(said, language)]


def _not_a_situation(p: Phrasing, words: Sequence[Word]) -> bool:
    """Whether the first sentence that asks (one a question mark ends; any, when none does)
    says a ``not-situation`` phrase: ``6 lap van a kezemben.`` in a story is no question of
    hands, nor is ``Meg hogy kell a lapokat keverni?`` after a question of the rules."""
    said = {
        words[span[0]].sentence
        for span in found(p.not_situation, words, gap=ASKS_GAP)
        if not _conjunction(words, span[0])
        and not _what_about(words, span[0])
        and not _spread_function_words(words, span)
        and not _not_what_is_asked(words, span[0])
    }
    asking = [w.sentence for w in words if w.closing]
    return bool(said) and (not asking or asking[0] in said)


#: the words that say what the asker does not ask (``Nem az érdekel, hány sebzést kap, hanem
#: …``, ``Nem az a kérdés, hogy …``, ``Меня интересует не то, сколько …, а …``)
_NOT_ASKING = frozenset(("erdekel", "kerdes", "kerdezem", "интересует", "вопрос", "спрашиваю"))


def _not_what_is_asked(words: Sequence[Word], at: int) -> bool:
    """Whether the phrase at ``at`` is in what the asker says is not asked: after ``nem`` or
    ``не`` with a word of asking (``_NOT_ASKING``) in its sentence, before the ``hanem`` or
    ``а`` (or ``csak az``) that says what is asked."""
    sentence = words[at].sentence
    before = [w.folded for w in words[:at] if w.sentence == sentence]
    said = {"nem", "не"} & set(before[-8:]) and _NOT_ASKING & set(before[-8:])
    instead = grammar.INSTEAD["hu"] | {"а"}
    after = [w.folded for w in words[at + 1 :] if w.sentence == sentence]
    # (``…, csak az: rombolás-e?``: only that)
    only = any(a == "csak" and b == "az" for a, b in zip(after, after[1:], strict=False))
    return bool(said) and (only or bool(instead.intersection(after)))


def _spread_function_words(words: Sequence[Word], span: Sequence[int]) -> bool:
    """A phrase of function words alone found round a verb of what would have been (``mi lett
    volna a helyes döntés``): no ``mi a …?`` question."""
    from judge.ask.morph import HU_FUNCTION

    between = {w.folded for w in words[span[0] + 1 : span[-1]]}
    supposed = bool(between & {"volna", "lenne", "lett"})  # (what would have been)
    return supposed and all(words[i].folded in HU_FUNCTION for i in span)


#: the words before ``что`` that make it a conjunction (``потому что``, ``так что``), no
#: question word (``потому что за рулём значит …`` asks no ``что значит``)
_CONJUNCTION_OF_WHAT = frozenset(("потому", "оттого", "так", "то", "после", "хотя"))


def _what_about(words: Sequence[Word], at: int) -> bool:
    """Whether ``mi`` at ``at`` begins a ``what about`` (``Mi a helyzet az átütéssel?``, ``mi
    van a visszaütéssel?``), no ``what is``."""
    after = [w.folded for w in words[at : at + 4]]
    if after[:1] != ["mi"] or len(after) < 3:
        return False
    if after[1] in ("a", "az") and after[2] == "helyzet":
        return True
    return (
        len(after) == 4
        and after[1] == "van"
        and after[2] in ("a", "az")
        and after[3].endswith(("val", "vel", "al", "el"))
    )


def _conjunction(words: Sequence[Word], at: int) -> bool:
    return words[at].folded == "что" and at > 0 and words[at - 1].folded in _CONJUNCTION_OF_WHAT


def _misspellings_read(words: Sequence[Word]) -> list[str]:
    """What ``read_words`` read as another word (``сапеника→соперника``, ``атаковоть→атаковать``),
    once each."""
    said = {
        f"{w.text}→{w.folded}"
        for w in words
        if analysis.fold(w.text.partition("-")[0]) != w.folded
        and analysis.script(w.text) == "cyrillic"
        and (w.folded in grammar.PLAYER_FORMS or misspelt(analysis.fold(w.text)) == w.folded)
    }
    return sorted(said)


def _phrasings_for(
    question: str, ids: Sequence[str], language: str, *, any_language: bool
) -> list[Phrasing]:
    """The phrasings of the games that may read the question: each in its language (any with
    ``any_language``); where the question's language is no game's (Hungarian without accents
    may look English), the games in the same alphabet; a game of another language when the
    question names it (``HKK: могу ли я ещё поменять цель?``)."""
    from judge import games

    candidates = []
    languages = {games.get(game_id).language for game_id in ids}
    words: list[Word] | None = None  # the question's words, read once when a name is looked for
    for game_id in ids:
        declared = games.get(game_id)
        foreign = language not in languages and _alphabet(language) == _alphabet(declared.language)
        own = any_language or declared.language == language or foreign
        found_phrasing = phrasing(game_id)
        if found_phrasing is None:
            continue
        if not own:  # a game of another language: only when the question names it or says
            # its own words (``в его őrposzt``: HKK asked in Russian)
            words = read_words(question, language) if words is None else words
            if not found(found_phrasing.names, words) and not _says_foreign(
                found_phrasing, words, declared.language
            ):
                continue
        candidates.append(found_phrasing)
    return candidates


def _says_foreign(p: Phrasing, words: Sequence[Word], language: str) -> bool:
    """Whether the question says a word of the game's own (``game``) in the game's language
    (``őrposzt``, ``tartalék`` in a Russian question)."""
    return any(
        analysis.language_for(words[span[0]].text, "") == language
        for span in found(p.game_terms, words)
    )


def _cue_spread(candidates: Sequence[Phrasing]) -> dict[Term, int]:
    """A cue → how many kinds of the candidate games have it."""
    spread: dict[Term, int] = {}
    for p in candidates:
        for k in p.kinds.values():
            for term in set(k.cues):
                spread[term] = spread.get(term, 0) + 1
    return spread


def _ranks(
    p: Phrasing,
    words: Sequence[Word],
    spread: Mapping[Term, int],
    other_titles: frozenset[str] = frozenset(),
) -> list[tuple[tuple[float, ...], KindPhrasing]]:
    """How well each kind of the game reads the question (a kind none of whose cues or
    ``asks`` words it has, not at all): whether the question names the game (not as the first
    word of another game's title, ``other_titles``: ``Берсерк. Герои``), the words of what is
    asked, cues and facts and the game's own words, those alone, the cues in the clauses that
    ask."""
    titles_said = found(p.names, words)
    named = len(
        {
            at[0]
            for at in titles_said
            if not _compared(words, at[0])
            and not _owned(words, at[0])
            and not (at[-1] + 1 < len(words) and words[at[-1] + 1].folded in other_titles)
        }
    )
    own_words = [at for at in found(p.game_terms, words) if not _compared(words, at[0])]
    own = len({at[0] for at in own_words}) + 2 * named
    cells = 0
    if p.cells:  # ``на C3``: a cell of this game's battlefield
        cells = sum(any(g.pos == "cell" for g in w.grams) for w in words)
        own += cells
    clauses = question_clauses(p, words) | grammar.disputed(words, p.language)
    relative = relative_clauses(p, words)
    capitals = _capitals(words, {i for at in titles_said for i in at})
    out: list[tuple[tuple[float, ...], KindPhrasing]] = []
    for kind in p.kinds.values():
        asked, cues, said = _score(p, kind, words, spread)
        facts = len(said)
        asks = _asks(kind, words, clauses, relative)
        # one fact alone reads a kind only beside the game's own words, its name aside, and
        # other words than the fact's own (``Можно ли играть в Берсерк втроём?``, ``забыл
        # кубик`` ask nothing of a kind)
        beside = facts == 1 and (cells or any(not set(at) <= said[0] for at in own_words))
        beside = beside and not (not capitals and _an_article(words, said[0]))
        if cues or asks or facts >= 2 or beside:
            # (a battlefield cell all but names the game that has one: ``Стража с D4``)
            first = min(named + cells, 1)
            out.append(((first, min(own, 1), asks, cues + facts + own, own, asked), kind))
    return out


#: modal verbs between a card and the role word that is its verb (``Гарпия может защищать``)
_MODAL_VERBS = frozenset(("может", "могут", "мог", "могла", "могло", "сможет", "смогут", "ли"))


#: words of two cards fighting, whatever the attack (``сражается``, ``дерётся``, ``вступает в
#: бой``)
_FOUGHT = ("сража", "дерет", "дерут", "драл", "драт", "подра", "бой", "боя", "бою", "схватк")
#: the words of an ability that makes a fight (``по способности``, ``заставил``, ``навязанное``,
#: ``форсит``, players' ``абилка``, ``способка``)
_FORCED = ("способн", "способк", "застав", "навяз", "форс", "абилк", "принуд")
#: words a fact may be said by that are also the language's articles and the like
_FUNCTION_FACTS = frozenset(("egy", "a", "az"))


def _an_article(words: Sequence[Word], said: frozenset[int]) -> bool:
    """Whether a fact is said by an article alone (``egy``): where no card is named, it tells
    no kind (``Hány életpontja van egy játékosnak?``)."""
    return all(words[i].folded in _FUNCTION_FACTS for i in said)


def _capitals(words: Sequence[Word], titled: set[int]) -> bool:
    """Whether a word inside a sentence is capitalised, no game's title (``titled``: the words
    of those said): a card named."""
    return any(
        i and words[i - 1].sentence == w.sentence and w.text[:1].isupper() and i not in titled
        for i, w in enumerate(words)
    )


#: facts a story may say more than once, the last said being the one it comes to (the damage
#: after the spells and rounds before it)
_LAST_SAID = ("damage.subphase",)
#: the beginnings of the verbs of damage (folded): the clause the last value stands in says
#: the damage (``az ütés részfázisban megsebezte``, ``ранил``); and ``üt``'s own forms (``üt
#: rá``), which other words begin as (``utána``)
_DAMAGING = (
    "sebez",
    "sebz",
    "megsebez",
    "megsebz",
    "rombol",
    "lerombol",
    "ранил",
    "ранит",
    "нанес",
)
_STRIKING = frozenset(("ut", "uti", "utik", "utott", "utotte", "utnek", "ratut"))
#: the facts that tell a moment of the attack (which of them is going on is asked about)
_MOMENTS = frozenset(("stage", "turn.step", "damage.subphase"))
#: the facts a question may tell twice, the story's value and the one asked about: the moments,
#: and what a player would do (``защитников никто не назначал … можно кинуть внезапку?``)
_ASKED_OVER = _MOMENTS | {"action"}
#: words that say a moment is over (``этап прошёл``); ``не идёт``: not going on
_GONE_BY = frozenset(("прошёл", "прошел", "закончился", "завершился", "кончился", "позади"))
#: a moment an attack is said to have passed (``атака уже прошла предварительный этап``)
_PASSED = frozenset(("прошла", "прошёл", "прошел", "миновала", "миновал"))
_GOING_ON = ("идёт", "идет")
#: words after which a card noun is the subject a general question asks about
_MODALS = frozenset(("может", "могут", "ли", "можно"))
#: nouns that name a card of any kind
_CARD_NOUNS = frozenset(("существо", "карта", "персонаж"))


#: the nouns that call a card by what it is (``моё существо``, ``моя тварь``)
_CARD_LEMMAS = frozenset(("существо", "тварь", "персонаж", "карта", "герой"))


class _Reading:
    """What one question says, as it is read: the facts stated of the situation and of the card
    a general question asks about, and the values a negation denies."""

    def __init__(self, p: Phrasing, kind: KindPhrasing, words: list[Word], language: str):
        from judge import games

        self.p = p
        self.kind = kind
        self.words = words
        self.declared = games.get(p.game)
        self.tongue = language if language in grammar.NEGATIONS else p.language
        # (the game's title inside the asking words names the game: ``Какие существа в
        # Героях отбиваются``)
        self.title_words = titles(p, words)
        untitled = [w for at, w in enumerate(words) if at not in self.title_words and not (
            at + 1 in self.title_words and w.folded in ("в", "во")
        )]  # fmt: skip
        self.case: Mapping[str, Any] | None = next(
            (c for c in kind.cases if c.get("always") or _asks_of_a_card(c["ask"], untitled)),
            None,
        )
        self.roles = list(kind.cards)
        if self.case is not None and self.case["role"] not in self.roles:
            self.roles.append(self.case["role"])
        self.markers = _markers(p, words)
        #: what someone claims is so (``соперник говорит, что…``): no fact of the story
        self.claims = grammar.claimed(words, self.tongue)
        #: what a question supposes in the sentences that ask (``а если бы Гном летал, …?``):
        #: the situation asked about, its values over what the story said before; and the
        #: remarks of what would be, which say nothing of a card
        self.supposed, self.remarks = grammar.supposed(words, self.tongue)
        self.by_grammar = self.grammatical_roles()
        self.stated: dict[str, Any] = {}
        self.case_stated: dict[str, Any] = {}
        #: the values a negation denies: of a fact, of an attribute of the case's card
        self.denied: dict[str, set[Any]] = {}
        self.case_denied: dict[str, set[Any]] = {}
        self.role_ending: dict[int, str] = {}  # the role of the phrase ending at a position
        self.called_as: dict[str, str] = {}  # a fact taken by a card's name: the name as typed
        #: the values said as alternatives of an open fact (``удар или выстрел``): the cases
        self.either: dict[str, tuple[Any, ...]] = {}
        self.open_hits: set[int] = set()  # attribute phrases said as either of two

    def grammatical_roles(self) -> dict[int, str]:
        """The role of each word of a noun phrase whose role the grammar tells: its own role
        word (``защитник``, ``támadó``), else its part in an attack verb's clause — what
        attacks, what is attacked (``judge.ask.grammar.attack_roles``)."""
        verbs = frozenset(at for at, _, how in self.markers if how == "verb")
        verbs -= grammar.earlier_attacks(self.words, sorted(verbs))
        role_words = {at: role for at, role, how in self.markers if how != "verb" and role}
        found = grammar.phrases(self.words, self.tongue, frozenset(role_words), verbs)
        self.phrases = _without_titles(found, self.title_words)
        parts = grammar.attack_roles(self.words, self.phrases, sorted(verbs), self.tongue)
        if self.tongue == "ru":  # ``Волк → Жрица``: a pasted board's attack
            parts = grammar.arrow_roles(self.words, self.phrases) | parts
            parts |= grammar.verb_headings(self.words, self.phrases, sorted(verbs))
        headed = grammar.headed_roles(self.words, self.phrases, role_words)
        first, second = self.p.verb_roles
        out: dict[int, str] = {}
        self.phrase_roles: dict[int, str] = {}
        for index, phrase in enumerate(self.phrases):
            if phrase.head in self.claims or headed.get(index) == "":
                continue  # a card of someone's claim has no part in the story; a heading
            if self.no_card_after(index):
                continue  # ``по своей способности``: the preposition and its noun, no card
            if self.means_owner(index):
                continue  # ``по свойству моей же карты``: whose ability, no role by its place
            own = [role_words[i] for i in range(phrase.start, phrase.end) if i in role_words]
            own = [headed[index]] if headed.get(index) else own
            if own and self.lone_preposition(index):
                continue  # (its role is the card's after it: ``по моему Эльфу``)
            if index and self.lone_preposition(index - 1):
                own = own or [role_words[self.phrases[index - 1].head]]
            part = parts.get(index)
            role = own[-1] if own else first if part == "subject" else second if part else None
            if role is None:
                continue
            self.phrase_roles[index] = role
            for i in range(phrase.start, phrase.end):
                out.setdefault(i, role)
        self.verb_objects(out, role_words)
        self.attack_makers(out)
        self.ability_owner(out)
        self.verb_subjects(out, role_words)
        self.subject_acts(out)
        self.pointed_back(out)
        self.predicates(out)
        self.asked_card(out)
        return out

    def no_card_after(self, index: int) -> bool:
        """Whether a phrase is a noun of what a card acts by (``grammar.no_card``:
        ``способности``), or a lone preposition right before one (``по своей способности``)."""
        if grammar.no_card(self.words[self.phrases[index].head]):
            return True
        after = self.governed(index)
        return after is not None and grammar.no_card(self.words[after.head])

    def means_owner(self, index: int) -> bool:
        """Whether a phrase is the genitive right after a noun of what a card acts by (``по
        свойству моей же карты``): the ability's owner, given a role only by
        ``ability_owner``."""
        if self.tongue != "ru" or not index:
            return False
        phrase, before = self.phrases[index], self.phrases[index - 1]
        sentence = self.words[phrase.head].sentence
        if any(w.sentence == sentence and w.folded.startswith("застав") for w in self.words):
            return False  # ``способность моего Тролля заставляет сразиться …``: it fights
        return (
            grammar.card_phrase(self.words, phrase)
            and before.end == phrase.start
            and grammar.no_card(self.words[before.head])
            and not phrase.prep
            and "gen" in phrase.cases
            and phrase.cases <= {"gen", "acc"}
        )

    def lone_preposition(self, index: int) -> bool:
        """Whether a phrase is a role word that is a preposition alone (``по``), a card's phrase
        right after it (``по моему существу Сова``, ``по нему``; not ``по способности``)."""
        after = self.governed(index)
        return after is not None and grammar.card_phrase(self.words, after)

    def governed(self, index: int) -> grammar.Phrase | None:
        """The phrase right after a phrase that is a preposition alone (``по`` + ``…``), else
        None."""
        phrase, after = self.phrases[index], self.phrases[index + 1 : index + 2]
        alone = phrase.end - phrase.start == 1 and _preposition(self.words[phrase.head])
        return after[0] if alone and after and after[0].start == phrase.end else None

    def verb_objects(self, out: dict[int, str], role_words: Mapping[int, str]) -> None:
        """``я вписываю Стража``: a role word that is a verb gives its role to the noun phrase
        right after it in its clause (the one it acts on), where that phrase has none."""
        if self.tongue != "ru":
            return
        for index, phrase in enumerate(self.phrases):
            verb = phrase.start
            role = role_words.get(verb)
            if role is None or phrase.end - phrase.start != 1 or not _verb_like(self.words[verb]):
                continue
            nxt = index + 1
            if nxt >= len(self.phrases) or nxt in self.phrase_roles:
                continue
            after = self.phrases[nxt]
            if self.words[after.head].clause != self.words[verb].clause or after.prep:
                continue
            self.phrase_roles[nxt] = role
            for i in range(after.start, after.end):
                out.setdefault(i, role)

    def attack_makers(self, out: dict[int, str]) -> None:
        """``от удара летающего существа противника``: the card in the genitive right after an
        attack's noun that names the attacker makes the attack — the attacker, its words (and
        whose it is) its own."""
        if self.tongue != "ru":
            return
        for index, role in list(self.phrase_roles.items()):
            phrase, nxt = self.phrases[index], index + 1
            said = self.words[phrase.start : phrase.end]  # (``от удара``: its head the ``от``)
            if role != "attacker" or not any(
                w.folded.startswith(grammar.ATTACK_NOUN_STEMS) for w in said
            ):
                continue
            if nxt >= len(self.phrases) or nxt in self.phrase_roles:
                continue
            after = self.phrases[nxt]
            genitive = not after.prep and after.cases == frozenset({"gen"})
            if not genitive or after.start != self.phrases[index].end:
                continue
            if not grammar.card_phrase(self.words, after):
                continue
            self.phrase_roles[nxt] = role
            for i in range(after.start, after.end):
                out.setdefault(i, role)

    def ability_owner(self, out: dict[int, str]) -> None:
        """``способность моего Эльфа-лучника по вражескому Грифону``: the card in the genitive
        right after an ability's noun makes the attack, where no card is the attacker yet and
        the ability makes no other card act (``заставляет …``)."""
        if self.tongue != "ru" or "attacker" not in self.roles:
            return
        if any(
            r == "attacker" and grammar.card_phrase(self.words, self.phrases[i])
            for i, r in self.phrase_roles.items()
        ):
            return
        for index, phrase in enumerate(self.phrases[:-1]):
            said = self.words[phrase.start : phrase.end]
            if not any(w.folded.startswith("способност") for w in said):
                continue
            after = self.phrases[index + 1]
            clause = [w.folded for w in self.words if w.clause == said[-1].clause]
            if index + 1 in self.phrase_roles or after.prep or after.start != phrase.end:
                continue
            genitive = "gen" in after.cases and after.cases <= {"gen", "acc"}
            if not genitive or any(w.startswith("застав") for w in clause):
                continue
            if grammar.card_phrase(self.words, after):
                self.phrase_roles[index + 1] = "attacker"
                for i in range(after.start, after.end):
                    out.setdefault(i, "attacker")
                return

    def subject_acts(self, out: dict[int, str]) -> None:
        """``Моё существо в игровой зоне активирует выстрел по существу противника``: where a
        clause gives the target its role (``по …``) and no word tells the attacker, the card in
        the nominative before its verb — the one that acts — is the attacker."""
        from judge.ask.lexicon import being_lemma

        if self.tongue != "ru" or "attacker" in self.phrase_roles.values():
            return
        if "attacker" not in self.roles:
            return
        for target in [i for i, r in self.phrase_roles.items() if r == "target"]:
            clause = self.words[self.phrases[target].head].clause
            for index in range(target):
                phrase = self.phrases[index]
                head = self.words[phrase.head]
                if index in self.phrase_roles or not self.may_act(phrase):
                    continue
                span = range(phrase.end, self.phrases[target].start)
                between = [self.words[i] for i in span]
                # (a verb, or the attack's noun in the instrumental where the verb is left
                # out: ``Гоблин на D2 простым ударом по моей Жрице``)
                acts = phrase.prep == "из" or any(
                    {g.pos for g in w.grams} & {"verb", "inf"}
                    or w.folded in ("ударом", "выстрелом")
                    for w in between
                )
                if any(
                    self.other_roles_verb(at, role) for at, role, _ in self.markers if at in span
                ):
                    return  # (``вписаться за …`` defends, ``отбивается`` strikes back)
                card = _CARD_LEMMAS & {g.lemma for g in head.grams} or being_lemma(head.text)
                if head.clause != clause or not acts or not card:
                    continue
                self.phrase_roles[index] = "attacker"
                for i in range(phrase.start, phrase.end):
                    out.setdefault(i, "attacker")
                return

    def may_act(self, phrase: grammar.Phrase) -> bool:
        """Whether a phrase may be the one that acts: in the nominative with no preposition, or
        what an attack's noun before it comes out of (``Выстрел … из моего существа по …``)."""
        if not phrase.prep:
            return "nom" in phrase.cases
        clause = self.words[phrase.head].clause
        before = [w for w in self.words[: phrase.start] if w.clause == clause]
        return phrase.prep == "из" and any(w.folded in grammar.ATTACK_NOUNS for w in before)

    def other_roles_verb(self, at: int, role: str) -> bool:
        """Whether a marker is a verb of a role other than the attacker's (``вписаться``)."""
        verbal = {g.pos for g in self.words[at].grams} & {"verb", "inf"}
        return role not in ("attacker", "") and bool(verbal)

    def verb_subjects(self, out: dict[int, str], role_words: Mapping[int, str]) -> None:
        """``Может ли мой летающий Дракон защитить её?``: a role word that is a verb gives its
        role to the living being named right before it in its clause (the one that acts), where
        that phrase has none."""
        from judge.ask.lexicon import names_a_being

        if self.tongue != "ru" or any(g.pos == "cell" for w in self.words for g in w.grams):
            return  # (a story with cells is a scene: its cards are read there)
        for index, phrase in enumerate(self.phrases[1:], 1):
            role = role_words.get(phrase.start)
            if role is None or role != self.case_role or phrase.end - phrase.start != 1:
                continue
            before = self.phrases[index - 1]
            head = self.words[before.head]
            between = {w.folded for w in self.words[before.end : phrase.start]}
            if index - 1 in self.phrase_roles or before.prep or not between <= _MODAL_VERBS:
                continue  # (``Моя … Гарпия может защищать``: a modal verb between)
            apart = head.clause != self.words[phrase.start].clause and not between
            if apart or not head.text[:1].isupper():
                continue  # (``может`` begins a clause of its own: the modal between joins them)
            if "nom" in before.cases and names_a_being(head.text):
                self.phrase_roles[index - 1] = role
                for i in range(before.start, before.end):
                    out.setdefault(i, role)

    def case_named(self) -> str | None:
        """The name of the card a general question asks about, where the words call it by one
        (``мой летающий Дракон``): a living being's name in the case role's phrase."""
        from judge.ask.lexicon import being_lemma

        names = [
            self.words[self.phrases[i].head]
            for i, role in self.phrase_roles.items()
            if role == self.case_role and role not in self.kind.cards
        ]
        names = [w for w in names if w.text[:1].isupper() and being_lemma(w.text)]
        if len(names) != 1:
            return None
        lemma = being_lemma(names[0].text) or names[0].text
        return lemma[:1].upper() + lemma[1:]

    def predicates(self, out: dict[int, str]) -> None:
        """``Существо противника не закрыто``: an adjective outside every noun phrase says
        something of its clause's one noun phrase in the nominative, and takes its role."""
        if self.tongue != "ru":
            return
        inside = {i for p in self.phrases for i in range(p.start, p.end)}
        for at, word in enumerate(self.words):
            if at in inside or at in out or not any(g.pos == "adj" for g in word.grams):
                continue
            subjects = [
                role
                for index, role in self.phrase_roles.items()
                if self.words[self.phrases[index].head].clause == word.clause
                and "nom" in self.phrases[index].cases
                and not self.phrases[index].prep
            ]
            if len(set(subjects)) == 1:
                out[at] = subjects[0]

    def pointed_back(self, out: dict[int, str]) -> None:
        """``Существо противника не закрыто. Я бью его…``: a pronoun's role is the card's it
        points back to, where that card has none of its own."""
        cards = frozenset(_kind_nouns(self.p, self.words))
        game = titles(self.p, self.words)  # ``Герои.``: the game, no card
        for index, role in list(self.phrase_roles.items()):
            before = grammar.antecedent(self.words, self.phrases, index, cards)
            if before is None or before in self.phrase_roles or self.phrases[before].head in game:
                continue
            self.phrase_roles[before] = role
            phrase = self.phrases[before]
            for i in range(phrase.start, phrase.end):
                out.setdefault(i, role)

    def asked_card(self, out: dict[int, str]) -> None:
        """``Может ли существо неактивного игрока, стоящее рядом …, защищать?``: the card a
        general question asks about is the subject after ``может``/``могут``, with the
        possessor and the participle phrase that follow it (its side, where it stands)."""
        case = self.case_role
        if case is None or self.tongue != "ru" or case in self.kind.cards:
            return
        for index, phrase in enumerate(self.phrases):
            head = self.words[phrase.head]
            before = {w.folded for w in self.words[max(0, phrase.start - 2) : phrase.start]}
            if phrase.prep or "nom" not in phrase.cases or not before & _MODALS:
                continue
            if not {g.lemma for g in head.grams} & _CARD_NOUNS:
                continue  # ``ли``: no card
            if phrase.start in out:
                return
            taken = [phrase]
            for nxt in self.phrases[index + 1 :]:
                if nxt.start != taken[-1].end or nxt.prep or nxt.start in out:
                    break
                taken.append(nxt)  # ``неактивного игрока``, ``стоящее рядом``
            for piece in taken:
                for i in range(piece.start, piece.end):
                    out.setdefault(i, case)
            return

    @property
    def case_role(self) -> str | None:
        return None if self.case is None else str(self.case["role"])

    def read(self) -> None:
        hits = self.stating(_hits(self.p, self.kind, self.words, self.tongue))
        self.open_hits = {id(h) for h in self.doubted_choice(hits)}
        negated = grammar.negated(self.words, self.tongue)
        hits = [h for h in hits if not _specified(h, hits, self.words, negated)]
        marked = {
            id(h) for h in hits if any(how != "verb" and at in h.at for at, _, how in self.markers)
        }
        # a phrase holding its own role word first (``építményre``), then the others by distance
        for hit in sorted(
            hits, key=lambda h: (h.start not in self.supposed, id(h) not in marked, h.start)
        ):
            self.take(hit, id(hit) in marked, hit.start in negated and not self.says_no(hit))
        self.settle_denied()
        self.fought_how(hits)
        self.now(hits, negated)
        self.last_said(hits, negated)
        self.named_where_asked(hits, negated)
        self.action_asked(hits, negated)
        self.answer_guessed(hits, negated)
        self.moment_asked(hits, negated)
        self.sides_from_owners()
        self.count_conjoined()
        self.kinds_by_name()
        self.scene = None
        if self.kind.scene.get("declarations") and self.tongue == "ru":
            from judge.ask.declarations_ru import read_ru_declarations

            # (nor a rule someone holds after a colon: ``Петя возмутился: пока Тролль жив, в
            # игрока бить нельзя``)
            claims = self.claims | grammar.rules_claimed(self.words, "ru")
            self.scene = read_ru_declarations(self.words, self.phrases, claims)
        elif self.kind.scene.get("declarations"):
            from judge.ask.declarations import opponents_named, read_declarations, target_unsaid

            rules = frozenset(k.partition("/")[0] for k in self.p.vocabulary)
            said = opponents_named(self.words)
            if self.kind.several and target_unsaid(self.words):
                self.stated[f"{self.kind.several}.count"] = OPEN  # (how many on which: unsaid)
            if said:  # ``Bence … Dani Farkasára``: Dani is the attacker's opponent
                words = _said_instead(self.words, said)
                self.scene = read_declarations(words, rules, grammar.claimed(words, "hu"))
            else:
                self.scene = read_declarations(
                    self.words, rules, self.claims, supposed=self.supposed
                )
        elif self.kind.scene:
            from judge.ask.scene import read_scene

            self.scene = read_scene(
                self.p,
                self.words,
                self.phrases,
                self.by_grammar,
                frozenset(at for at, _, how in self.markers if how == "verb"),
                self.tongue,
                # the role's word names a card no word names (``атакующий``); the zones the
                # words give the roles (``по моей Сове, которая во вспомогательной зоне``)
                {
                    **self.kind.scene,
                    "labels": labels_in(self.p, self.tongue),
                    "zones": {
                        f.partition(".")[0]: v
                        for f, v in self.stated.items()
                        if f.endswith(".zone")
                    },
                },
                find,
                said_first=self.supposed,
                unsaid=self.remarks,
            )

    def fought_how(self, hits: Sequence[_Hit]) -> None:
        """``Костяной дракон сражается с Духом леса``: an attack's two cards fight in any attack
        (506.3); only an ability makes it the forced fight of 507.4 (``по способности``,
        ``заставил``) — without a word of one, how the attack was made is open."""
        said = [h for h in hits if h.name == "attack.mode"]
        if self.stated.get("attack.mode") != "fight" or any(h.value != "fight" for h in said):
            return
        if not all(self.words[i].folded.startswith(_FOUGHT) for h in said for i in h.at):
            return
        if not any(w.folded.startswith(_FORCED) for w in self.words):
            self.stated["attack.mode"] = OPEN

    def says_no(self, hit: _Hit) -> bool:
        """Whether a phrase holds its own negation (``átütés nélkül``, ``без прорыва``): what it
        states is already the denied fact, not to be turned round again."""
        own = grammar.NEGATIONS.get(self.tongue, frozenset())
        own |= grammar.POSTPOSED_NEGATIONS.get(self.tongue, frozenset())
        return any(self.words[i].folded in own for i in hit.at)

    def stating(self, every: Sequence[_Hit]) -> list[_Hit]:
        """The hits that state something of the story: not what someone claims, what the
        question compares with (``как у атаки``), what it asks, nor a moment said to be over; a
        fact asked about whether it matters (``Számít-e, hogy …``) is left open."""
        hits = [
            h
            for h in every
            if h.start not in self.claims
            and not _compared(self.words, h.start)
            and not _of_the_game(h, self.words)
        ]
        whether = self.whether
        for hit in (h for h in hits if h.start in whether and h.kind == "fact"):
            self.stated[hit.name] = OPEN
        either = self.alternatives(hits)
        for hit in either:
            self.stated[hit.name] = OPEN
            value = _values_of(self.fact_field(hit.name), hit.value)
            self.either[hit.name] = (*self.either.get(hit.name, ()), value)
        hits = [h for h in hits if h not in either]
        asking = [set(span) for span in found(self.kind.asks, self.words, gap=ASKS_GAP)]
        return [
            h
            for h in hits
            if (h.start not in whether or h.kind == "attribute")
            and not self.asks_it(h, asking)
            and not self.over(h)
            and not self.struck_back_onto(h)
        ]

    def alternatives(self, hits: Sequence[_Hit]) -> list[_Hit]:
        """Two values of one fact of the situation with ``или``/``vagy`` between them (``не
        помню, удар там был или выстрел``): either may hold, so the fact is open — answered by
        case, never taken as the first one said."""
        facts = [h for h in hits if h.kind == "fact"]
        out: list[_Hit] = []
        for first, then in itertools.combinations(facts, 2):
            if first.name != then.name or first.value == then.value:
                continue
            a, b = sorted((first, then), key=lambda h: h.start)
            # near, or in one clause of the story (``ударом в фазе атаки или по способности
            # «сразиться»``; a question's ``két lény vagy három lény támadhat?`` asks which)
            one_clause = self.words[a.start].clause == self.words[b.start].clause
            one_clause = one_clause and not self.words[b.start].closing
            # (``то ли … то ли``: the two said each with its own mark, clauses apart)
            one_clause = one_clause or _either_marked(self.words, a.start, b.start)
            gap = _EITHER_CLAUSE_GAP if one_clause else _EITHER_GAP
            if 0 <= b.start - a.end <= gap and _or_between(self.words, a.end, b.start):
                out += [first, then]
            elif (
                self.words[a.start].clause == self.words[b.start].clause
                and 0 <= b.start - a.end <= _EITHER_CLAUSE_GAP
                and self.each_asked(a.end, b.start)
            ):
                out += [first, then]  # ``В каких случаях … при ударе … и при сражении?``
        # one value said, the other one the kind has no word for, in a sentence of doubt (``не
        # помню, удар там был или выстрел``)
        out += [h for h in facts if h not in out and self.doubted_or(h)]
        # (and the other value, said further on: ``ударом в фазе или способность заставляет
        # сразиться``)
        sentences = {(h.name, self.words[h.start].sentence) for h in out}
        return out + [
            h for h in facts if h not in out and (h.name, self.words[h.start].sentence) in sentences
        ]

    def each_asked(self, start: int, end: int) -> bool:
        """Whether ``и``/``és`` joins two values a general question asks of (``В каких
        случаях … при ударе в фазе атаки и при вынужденном сражении?``): each is a case."""
        between = {w.folded for w in self.words[start - 1 : end]}
        denied = grammar.NEGATIONS.get(self.tongue, frozenset())
        if between & denied:
            return False  # ``не заклинание и не воздействие``: what it is not, no case
        return bool(between & _AND) and bool(grammar.asks_in_general(self.words))

    @functools.cached_property
    def doubted(self) -> set[int]:
        """The sentences that say the player does not know (``grammar.doubted``)."""
        return grammar.doubted(self.words)

    def doubted_choice(self, hits: Sequence[_Hit]) -> list[_Hit]:
        """Two values of one card attribute with ``или``/``vagy`` between them in a sentence of
        doubt (``не помню, где он: в руке или уже в игровой зоне``), or one with ``или`` and a
        word after it (``doubted_or``): either may hold, so its role's fact is open — answered
        by case, not by the kind's usual value."""
        doubted = self.doubted
        attributes = [
            h for h in hits if h.kind == "attribute" and self.words[h.start].sentence in doubted
        ]
        out: list[_Hit] = []
        for first, then in itertools.combinations(attributes, 2):
            a, b = sorted((first, then), key=lambda h: h.start)
            if a.name != b.name or a.value == b.value or not 0 <= b.start - a.end <= _EITHER_GAP:
                continue
            if _or_between(self.words, a.end, b.start):
                out += [a, b]
        # one value said, the other in words no phrase reads as one (``а герой это или
        # существо, я не разглядел``)
        out += [h for h in attributes if h not in out and self.doubted_or(h)]
        # asked whether it matters (``Számít, hogy a Goblinom a tartalékban vagy az őrposztban
        # van?``): its card's attribute is open
        out += [h for h in hits if h.kind == "attribute" and h.start in self.whether]
        # said in another's words, then doubted by the asker (``Противник говорит, что Варг
        # закрыт, а закрыт он или нет — я не помню``): open
        return out + [
            h for h in hits if h.kind == "attribute" and h not in out and self.doubted_again(h)
        ]

    @functools.cached_property
    def whether(self) -> frozenset[int]:
        """The words a question of whether something matters asks about
        (``grammar.asked_whether``)."""
        return grammar.asked_whether(self.words, self.tongue)

    def doubted_again(self, hit: _Hit) -> bool:
        """Whether a fact's word is said again in a sentence of doubt, ``или`` right after it
        (``закрыт он или нет — не помню``): the player does not know it, whoever said it."""
        words = self.words
        said = words[hit.start].folded
        return any(
            words[i].folded == said
            and words[i].sentence in self.doubted
            and any(w.folded in _OR for w in words[i + 1 : i + 4] if w.clause == words[i].clause)
            for i in range(len(words))
            if i != hit.start
        )

    def doubted_or(self, hit: _Hit) -> bool:
        """Whether ``или``/``vagy`` and another word follow a fact's value in its clause, in a
        sentence that says the player does not know (``не помню``, ``не знаю``, ``nem tudom``)."""
        words = self.words
        doubt = words[hit.start].sentence in self.doubted
        clause = words[hit.start].clause
        # (the ``или`` near it: ``ударом … он в руке или в игровой зоне`` doubts the zone)
        after = [w for w in words[hit.end : hit.end + _EITHER_GAP + 2] if w.clause == clause]
        return doubt and any(
            w.folded in _OR
            and i + 1 < len(after)
            and after[i + 1].folded not in grammar.NOT | {"нет", "nem"}
            for i, w in enumerate(after)
        )

    def asks_it(self, hit: _Hit, asking: Sequence[set[int]]) -> bool:
        """Whether a fact's words are what the question asks (``Átütöttem az őrposzton?``): in
        the clause its question mark ends, holding the words of what the kind asks from their
        first."""
        if hit.kind != "fact" or not all(self.words[i].closing for i in hit.at):
            return False
        if any(self.words[i].folded in _WITHOUT for i in hit.at):
            return False  # ``Átütés nélkül/után támadhatok…?``: a condition the question sets
        sentence = self.words[hit.start].sentence
        alone = {i for i, w in enumerate(self.words) if w.sentence == sentence} == set(hit.at)
        if alone and len(hit.at) == 1:
            return True  # ``… составной особенности. Быстрая?``: a word alone, asked
        # (or the words that ask begin with it: ``Быстрая у неё атака?``, the attack's speed)
        return any(
            hit.start in span
            and (span <= set(hit.at) or span == set(range(hit.start, max(span) + 1)) > set(hit.at))
            for span in asking
        )

    def struck_back_onto(self, hit: _Hit) -> bool:
        """Whether a fact's words are the object of striking back (``A Bölény mindkettőre
        visszaüt?``): onto whom a creature strikes back tells no fact of the attack."""
        following = self.words[hit.end].folded if hit.end < len(self.words) else ""
        return hit.kind == "fact" and following.startswith(_STRIKING_BACK)

    def over(self, hit: _Hit) -> bool:
        """Whether a moment's words are said to be over (``предварительный этап прошёл``,
        ``этап уже не идёт``): a moment gone by is not the one asked about."""
        if hit.kind != "fact" or hit.name not in _MOMENTS:
            return False
        end = max(hit.at) + 1
        clause = self.words[hit.start].clause
        after = [w.folded for w in self.words[end : end + 3] if w.clause == clause]
        before = [w.folded for w in self.words[max(0, hit.start - 2) : hit.start]]
        said = " ".join(after)
        passed = bool(set(before) & _PASSED) and all(
            w.clause == clause for w in self.words[max(0, hit.start - 2) : hit.start]
        )
        return bool(set(after) & _GONE_BY) or any(f"не {v}" in said for v in _GOING_ON) or passed

    def kinds_by_name(self) -> None:
        """The facts a role's card is taken to have by what it is called (the kind's
        ``called``): a card named by a word for a living being (``закрытого Гоблина``,
        ``волчицу``) is a creature, where no word says its kind — ``called_as``: fact → the
        name as typed. A word of the game's or of the questions' own (``противника``,
        ``персонажа``: the lexicon's ``COMMON``) names no card so."""
        from judge.ask.lexicon import COMMON, names_a_being

        if self.tongue != "ru" or not self.kind.called:
            return
        if self.targets_other_than_cards() and any(
            w.folded.startswith(_OTHER_TARGETS) for w in self.words
        ):
            return  # (``…, третье — самого игрока``: another target said, the kind is open)
        for index, role in self.phrase_roles.items():
            head = self.words[self.phrases[index].head]
            if role not in self.kind.cards or head.stem in self.p.vocabulary:
                continue
            if grammar.named_adjective(self.words, self.phrases[index].head):
                head = self.words[self.phrases[index].head + 1]  # ``Ледяным волком``: a wolf
                if head.text[:1].isupper():
                    continue  # ``Лунной Жрицей``: a name of its own, no word of what it is
            if any(g.lemma in COMMON for g in head.grams) or not names_a_being(head.text):
                continue
            for attribute, value in self.kind.called.items():
                fact = f"{role}.{attribute}"
                taken = self.kind.assume.get(fact) == value  # (the usual case anyway)
                if fact in self.kind.facts and fact not in self.stated and not taken:
                    self.called_as.setdefault(fact, head.text)

    def targets_other_than_cards(self) -> bool:
        """Whether the kind's target may be a building or the player (HKK), not a card alone."""
        field = self.fact_field("target.type")
        return "building" in tuple(getattr(field, "values", ()) or ())

    def count_conjoined(self) -> None:
        """``az Orkom és a Trollom is támadja``: the cards of the role that may hold several,
        counted where its noun phrase is joined with others (when no number is stated)."""
        several = self.kind.several
        if several is None or f"{several}.count" in self.stated:
            return
        counts = [
            grammar.conjoined(self.words, self.phrases, index, self.tongue)
            for index, role in self.phrase_roles.items()
            if role == several
        ]
        if counts and max(counts) > 1 and not self.target_told(several):
            self.stated[f"{several}.count"] = OPEN  # (``… és a Goblinommal támadok.``: onto what)
        elif counts and max(counts) > 1:
            self.stated[f"{several}.count"] = max(counts)
        elif self.several_unnumbered():  # ``a fiam lényei … támadnak``: two or more, by case
            self.stated[f"{several}.count"] = OPEN
            self.either[f"{several}.count"] = (2, 3)

    def target_told(self, several: str) -> bool:
        """Whether a sentence that names the cards of the role that may hold several names a
        target too: where none does (``Az Elf íjászommal és a Goblinommal támadok.``), how many
        go onto one card is not told."""
        sentences = {
            self.words[self.phrases[i].head].sentence
            for i, role in self.phrase_roles.items()
            if role == several
        }
        return any(
            role != several and self.words[self.phrases[i].head].sentence in sentences
            for i, role in self.phrase_roles.items()
        ) or any(w.sentence in sentences and w.folded in _TARGET_WORDS for w in self.words)

    def several_unnumbered(self) -> bool:
        """Whether a sentence of the story that attacks calls creatures in the plural, not the
        opponent's (``a fiam lényei … támadnak``), and no attacker is named: the attackers, how
        many unsaid."""
        several = self.kind.several
        if any(self.phrases[i].name for i, role in self.phrase_roles.items() if role == several):
            return False  # (the attackers are named: counted as named)
        words = self.words
        if any(w.folded.startswith(("altalab", "altalanos")) for w in words):
            return False  # ``Általában: … a lényeim?``: a general question, of any count
        attacking = {words[at].sentence for at, _, how in self.markers if how == "verb"}
        return any(
            w.folded in _HU_PLURAL_CREATURES
            and w.sentence in attacking
            and not w.closing  # (``Melyik lényeim támadhatják …?``: asked of any)
            and not any(v.folded.startswith("ellenfel") for v in words[max(0, at - 3) : at])
            for at, w in enumerate(words)
        )

    def sides_from_owners(self) -> None:
        """Whose each card is, where the words say it (``моя карта``, ``существо противника``,
        ``lényem``, ``az ellenfél lénye``, ``его же героя``) and the kind reads its side: the
        attacker is the active player's, so an attacker that is mine makes me the active
        player (so does an attack verb in the first person: ``атакую``, ``támadom``), one that
        is the opponent's makes me the inactive one; ``свой``/``saját`` and a second ``его``
        are the attacker's own side. Nothing is stated where the words leave it open."""
        first, second = self.p.verb_roles
        owners = self.role_owners(first)
        me_acts, opponent_acts = self.who_acts(first, owners)
        sides: dict[str, str] = {"self": "active"}
        # who acts, decided by the words: it outweighs a phrase's own convention (``мой`` =
        # active, ``соперника`` = inactive: the asker attacks)
        acting = {self.phrases[i].owner for i, role in self.phrase_roles.items() if role == first}
        mixed = {"me", "opponent"} <= acting | ({"opponent"} if opponent_acts else set())
        decided = not mixed and (me_acts != opponent_acts or owners.get(first) == "them")
        if me_acts and not opponent_acts:
            sides.update(me="active", opponent="inactive")
        elif opponent_acts and not me_acts:
            sides.update(me="inactive", opponent="active")
        elif not owners.get(first) and owners.get(second) == "me":
            # ``может ли Гоблин атаковать моего героя?``: an attack on my card is the other
            # player's (507.2: no one attacks their own side)
            sides.update(me="inactive")
            decided = True
        if owners.get(first) == "them":
            sides["them"] = "active"  # ``его существо стреляет в его же героя``
            if not me_acts:  # ``его существо бьёт моё``: his attacks, so I am the other player
                sides["me"] = "inactive"
        for role, owner in owners.items():
            side = sides.get(owner)
            if side is None:
                continue
            if role == self.case_role and role not in self.kind.cards:
                self.case_stated.setdefault("side", side)
            elif f"{role}.side" in self.kind.facts:
                if decided:  # ``его существо бьёт моё``, ``существо соперника … моего героя``
                    self.stated[f"{role}.side"] = side
                self.stated.setdefault(f"{role}.side", side)
        self.theirs_when_i_act(first, owners, (me_acts, opponent_acts))
        self.sides_of_persons(first, owners, me_acts and not opponent_acts)
        self.same_side_again(first, second)

    def same_side_again(self, first: str, second: str) -> None:
        """``атаковать моего же Голема``, ``его же героя``: ``же`` after the possessive of the
        card acted on says it is the acting card's own side (the active player's where the
        acting card's is not said)."""
        if self.tongue != "ru" or f"{second}.side" not in self.kind.facts:
            return
        for index, role in self.phrase_roles.items():
            phrase = self.phrases[index]
            said = [w.folded for w in self.words[phrase.start : phrase.head]]
            pairs = itertools.pairwise(said)
            own_again = any(a in grammar.RU_OWNERS and b == "же" for a, b in pairs)
            if role == second and phrase.owner and own_again:
                self.stated[f"{second}.side"] = self.stated.get(f"{first}.side", "active")

    def role_owners(self, first: str) -> dict[str, str]:
        """Whose each role's card is by the words of its phrase (``моя``, ``противника``; the
        acting card called ``опп``; a possessive in a named player's words)."""
        owners: dict[str, str] = {}
        for index, role in self.phrase_roles.items():
            owner = self.phrases[index].owner
            head = self.words[self.phrases[index].head].folded
            if not owner and role == first and head in _OPPONENT_WORDS:
                owner = "opponent"  # ``опп бьёт``: the acting card the opponent's
            owner = self.owner_in_speech(self.phrases[index]) or owner
            owner = owner or self.owner_named_before(index, role != first)
            if owner:
                owners.setdefault(role, owner)
        return owners

    def owner_named_before(self, index: int, acted_on: bool) -> str:
        """Whose a role's card called by its name is, where an earlier phrase of that name no
        role has says it is mine or the opponent's (``У меня Горец, … заставляет Горца
        сразиться``, ``у соперника закрытый Ящер … по Ящеру``), or a third person's of the card
        acted on (``Его Дриада закрыта … бьёт закрытую Дриаду``: an acting card said to be
        ``его`` may be the one that strikes back); else nothing."""
        phrase = self.phrases[index]
        if not phrase.name or self.tongue != "ru":
            return ""
        name = self.words[phrase.head]
        earlier = [
            p.owner
            for i, p in enumerate(self.phrases[:index])
            if p.name and i not in self.phrase_roles and _called_alike(self.words[p.head], name)
        ]
        whose = ("me", "opponent", "them") if acted_on else ("me", "opponent")
        return earlier[-1] if earlier and earlier[-1] in whose else ""

    def sides_of_persons(self, first: str, owners: Mapping[str, str], i_act: bool) -> None:
        """Players a story calls by their first names (``grammar.first_name``): the one who
        acts (``Маша бьёт своим Кентавром``, ``Ход Олега``, the attacker's owner) is the active
        player; a card of another one (``существо Миши``), and mine when a named player acts,
        the inactive player's; where I act, every named player's card is the other side's."""
        acting = self.acting_person(first, owners)
        if acting is None and not i_act:
            return
        for role, owner in owners.items():
            if f"{role}.side" not in self.kind.facts:
                continue
            if owner.startswith(grammar.PERSON):
                self.stated[f"{role}.side"] = "active" if owner == acting else "inactive"
            elif acting is not None and not i_act and owner == "me":
                self.stated[f"{role}.side"] = "inactive"
            elif acting is not None and role == first and owner == "self":
                self.stated[f"{role}.side"] = "active"

    def acting_person(self, first: str, owners: Mapping[str, str]) -> str | None:
        """The player named by a first name who acts (``grammar.PERSON`` and the name): the
        acting card's owner, the subject before its ``свой`` or of the attack verb's clause,
        or whose turn it is (``Ход Олега``); None when none is said."""
        owner = owners.get(first, "")
        if owner.startswith(grammar.PERSON):
            return owner
        verbs = {self.words[at].clause: at for at, _, how in self.markers if how == "verb"}
        acting = [self.phrases[i].start for i, r in self.phrase_roles.items() if r == first]
        own = acting[0] if acting and owner == "self" else -1  # where its ``свой`` stands
        for at, word in enumerate(self.words):
            name = grammar.first_name(self.words, at)
            if name is None:
                continue
            nominative = "nom" in grammar.person_cases(self.words, at)
            before = self.words[at - 1].folded if at > 0 else ""
            turn = before in grammar.TURN_WORDS and word.sentence == self.words[at - 1].sentence
            subject = nominative and (
                own >= 0
                and _before_in_sentence(self.words, at, own)
                or verbs.get(word.clause, -1) > at
            )
            if turn or subject:
                return grammar.PERSON + name
        speakers = [self.speaker(v) for v in verbs.values()]
        return next((grammar.PERSON + name for name in speakers if name is not None), None)

    def owner_in_speech(self, phrase: grammar.Phrase) -> str:
        """Whose a card is by a possessive in a named player's words (``Костя говорит: бью
        Орком твоего Волка``): ``твой`` is mine, ``мой`` the speaker's; else nothing."""
        said = [self.words[at].folded for at in range(phrase.start, phrase.end)]
        if not set(said) & (grammar.RU_YOURS | _MINE) or self.tongue != "ru":
            return ""
        speaker = self.speaker(phrase.head)
        if speaker is None:
            return ""
        if set(said) & grammar.RU_YOURS:
            return "me"
        # ``мой`` is the speaker's where the speaker tells of themselves (``бью``), not in words
        # told of a third person (``Коля объявил: его Лучник стреляет по моему герою``)
        spoken = [
            w for w in self.words[phrase.head :] if w.sentence == self.words[phrase.head].sentence
        ]
        first = any(grammar.person(w, self.tongue) == "1" for w in spoken)
        first = first or any(
            w.folded in grammar.RU_YOURS for w in spoken
        )  # (``мой Орк … твою …``: to me)
        return grammar.PERSON + speaker if first else ""

    def speaker(self, verb: int) -> str | None:
        """The player named by a first name (or called the other player, ``Брат``) whose words,
        after a verb of saying and a colon, a verb stands in (``Костя говорит: бью Орком
        твоего Волка``): the one who says ``бью``, else None."""
        words = self.words
        sentence = words[verb].sentence
        said = next(
            (
                at
                for at in range(verb - 1, -1, -1)
                if words[at].sentence == sentence and words[at].colon
            ),
            None,
        )
        if said is None or not grammar.says(words[said], self.tongue):
            return None
        for at in range(said - 1, -1, -1):
            if words[at].clause != words[said].clause:
                break
            name = grammar.first_name(words, at)
            if name is not None and "nom" in grammar.person_cases(words, at):
                return name
            if words[at].folded in grammar.RU_OTHER_PLAYER:  # ``Брат объявляет: мой Орк …``
                return words[at].folded
        return None

    def theirs_when_i_act(
        self, first: str, owners: Mapping[str, str], acting: tuple[bool, bool]
    ) -> None:
        """``мой Орк бьёт его Тролля``: a third person's card, where I act (``acting``: I act,
        the opponent acts) and no word says whose, is the other player's — so where the acting
        card is no role's phrase but mine by a word of its own (``способность моего мага
        заставляет мою Копейщицу сразиться с его Волкодлаком``)."""
        mine = first not in owners and self.stated.get(f"{first}.side") == "active"
        if not (acting[0] or mine) or acting[1] or owners.get(first) == "them":
            return
        for role, owner in owners.items():
            if owner == "them" and role != first and f"{role}.side" in self.kind.facts:
                self.stated.setdefault(f"{role}.side", "inactive")

    def who_acts(self, first: str, owners: Mapping[str, str]) -> tuple[bool, bool]:
        """(I act, the opponent acts), as the words say: the acting card's owner, the opponent
        named as the one who acts, a verb in the first person, whose ``свой`` is."""
        verbs = [at for at, _, how in self.markers if how == "verb"]
        opponent_acts = owners.get(first) == "opponent" or any(
            self.words[self.phrases[i].head].folded in _OPPONENT_WORDS
            for i, role in self.phrase_roles.items()
            if role == first
        )
        opponent_acts = opponent_acts or any(self.opponent_subject(v) for v in verbs)
        me_acts = owners.get(first) == "me" or any(
            grammar.person(self.words[v], self.tongue) == "1" and self.speaker(v) is None
            for v in verbs
        )
        if grammar.opponents_turn(self.words):  # ``Az ellenfél körében …``, ``Ход соперника``
            opponent_acts, me_acts = True, False
        if owners.get(first) == "self":  # ``противник своей Гарпией бьёт``: whose is ``своей``
            whose = self.owner_of_own(first)
            opponent_acts = opponent_acts or whose == "opponent"
            me_acts = me_acts or whose == "me"
        return me_acts, opponent_acts

    def opponent_subject(self, verb: int) -> bool:
        """Whether the other player, in the nominative, stands right before an attack verb in
        its clause (``сын бьёт орком …``, ``внук нападает …``): the opponent acts."""
        words = self.words
        return self.tongue == "ru" and any(
            words[at].folded in grammar.RU_OTHER_PLAYER and words[at].clause == words[verb].clause
            for at in range(max(0, verb - 3), verb)
        )

    def owner_of_own(self, role: str) -> str:
        """Who ``свой`` of the role's phrase is: the player named in the nominative before it in
        its sentence (``противник своей Гарпией``, ``я своим Орком``), else nobody said."""
        index = next(i for i, r in self.phrase_roles.items() if r == role)
        own = self.phrases[index]
        sentence = self.words[own.head].sentence
        for p in reversed(self.phrases[:index]):
            head = self.words[p.head]
            if head.sentence != sentence:
                break
            if p.prep or "nom" not in p.cases:
                continue
            if head.folded in grammar.RU_OPPONENT:
                return "opponent"
            if head.folded == "я":
                return "me"
            if head.folded in _HE and self.tongue == "ru":
                return "opponent"  # ``он … объявляет атаку своим существом``: a player, his own
        return ""

    def take(self, hit: _Hit, marked: bool, denied: bool) -> None:
        """One fact phrase: the fact it states (of its role), or what it denies — not one said
        as what is not done instead (``вместо героя``, ``a hős helyett``)."""
        if hit.start and self.words[hit.start - 1].folded == "вместо":
            return
        if hit.end < len(self.words) and self.words[hit.end].folded == "helyett":
            return
        if self.named_defender(hit) or self.forcer(hit) or self.of_means_owner(hit):
            return
        if self.own_of_a_third(hit):
            return
        of_card = self.card_attribute(hit)
        if of_card is None:  # a fact of the situation as a whole
            if self.of_another_role(hit):
                return
            self.state(hit.name, hit.value, denied, self.fact_field(hit.name))
            return
        attribute, named = of_card
        if self.of_a_bystander(hit):  # (the card asked about, not a role)
            role: str | None = self.case_role
        else:
            role = self.role_for(hit, attribute, named, marked)
        if role is None:
            return
        if role == "target" and "attacker" in self.kind.cards and self.struck_back_at(hit):
            role = "attacker"  # ``ответит ли её рыцарь моему троллю``: the attacker
        self.role_ending[hit.end] = role
        value = OPEN if id(hit) in self.open_hits else hit.value
        if role == self.case_role and role not in self.kind.cards:
            spec = self.declared.cards.get(attribute)
            self.state(attribute, value, denied, spec, case=True)
            return
        fact = f"{role}.{attribute}"
        self.state(fact, value, denied, self.fact_field(fact))

    def named_defender(self, hit: _Hit) -> bool:
        """Whether a fact is said of a card named as the one set to defend (``может ли он
        назначить своего Медведя защитником``): the defender's, no role's, where the kind asks
        of no defender."""
        if self.case_role is not None or set(self.kind.cards) != {"attacker", "target"}:
            return False
        index = self.phrase_at(hit.start)
        phrase = None if index is None else self.phrases[index]
        if phrase is None or not grammar.card_phrase(self.words, phrase):
            return False
        if phrase.end < len(self.words) and self.words[phrase.end].folded in _SET_TO_DEFEND:
            return True
        clause = self.words[phrase.head].clause  # (``защитником он поставит своего Копейщика``)
        return any(
            w.clause == clause and w.folded in _SET_TO_DEFEND for w in self.words[: phrase.start]
        )

    def own_of_a_third(self, hit: _Hit) -> bool:
        """Whether ``свой`` says whose a card is after another's card in the nominative in its
        clause (``а его Страж хочет защитить своего героя``): that card's owner's, not the
        attacker's side the word is read as elsewhere."""
        if self.tongue != "ru" or not self.words[hit.start].folded.startswith(("сво", "своё")):
            return False
        index = self.subject_before(hit.start, within_clause=True)
        if index is None:
            return False
        subject = self.phrases[index]
        # (``может ли он поставить своего защитника``: the other player's own)
        return subject.owner in ("them", "opponent") or self.words[subject.head].folded in _HE

    def subject_before(self, at: int, *, within_clause: bool) -> int | None:
        """The last phrase in the nominative, with no preposition, before the word at ``at`` in
        its clause (or its sentence): the subject the words at ``at`` are said of."""
        word = self.words[at]
        return next(
            (
                i
                for i in range(len(self.phrases) - 1, -1, -1)
                if self.phrases[i].end <= at
                and not self.phrases[i].prep
                and "nom" in self.phrases[i].cases
                and (
                    self.words[self.phrases[i].head].clause == word.clause
                    if within_clause
                    else self.words[self.phrases[i].head].sentence == word.sentence
                )
            ),
            None,
        )

    def of_a_bystander(self, hit: _Hit) -> bool:
        """Whether a fact is said after a subject that is a card named by its own name that no
        role is, no role's phrase between (``а моя летяга Мантикора открыта и висит в допке``):
        that card's place, not the target's — where the kind asks about such cards (who may
        defend)."""
        if self.tongue != "ru" or "target" not in self.kind.cards or self.case_role != "defender":
            return False
        if self.phrase_at(hit.start) in self.phrase_roles:
            return False  # (a fact inside a role's phrase is that role's)
        subject = self.subject_before(hit.start, within_clause=False)
        if subject is None or subject in self.phrase_roles or not self.phrases[subject].name:
            return False
        head = self.phrases[subject].head
        if head == 0 or self.words[head - 1].sentence != self.words[head].sentence:
            return False  # (``Судья сказал — …``: capitalised as a sentence's first word)
        stem = self.words[head].folded[:4]
        if any(
            self.words[self.phrases[i].head].folded[:4] == stem and role != self.case_role
            for i, role in self.phrase_roles.items()
        ):
            return False  # (``Его Гоблин ещё в руке. Может ли Гоблин …``: a role named again;
            # ``… Может ли Нетопырь защищать?``: the card asked about, no role's)
        start = self.phrases[subject].end
        return not any(start <= self.phrases[i].start < hit.start for i in self.phrase_roles)

    def struck_back_at(self, hit: _Hit) -> bool:
        """Whether a fact is said of what a strike back goes at, in the dative after the verb
        of striking back in its clause (``ответит ли её рыцарь моему троллю``, ``отобьётся ли
        Голем по моему Жрецу``): the attacker."""
        if self.tongue != "ru":
            return False
        index = self.phrase_at(hit.start)
        phrase = None if index is None else self.phrases[index]
        if phrase is None or "dat" not in phrase.cases or phrase.prep not in ("", "по"):
            return False
        clause = self.words[phrase.head].clause
        return any(
            w.clause == clause and w.folded.startswith(_STRUCK_BACK_AT)
            for w in self.words[: phrase.start]
        )

    def phrase_at(self, at: int) -> int | None:
        """The index of the noun phrase the word at ``at`` is in, else None."""
        return next((i for i, p in enumerate(self.phrases) if p.start <= at < p.end), None)

    def of_means_owner(self, hit: _Hit) -> bool:
        """Whether a fact is said inside the phrase of an ability's owner that no role has
        (``по свойству моей же карты``: ``means_owner``)."""
        index = self.phrase_at(hit.start)
        return index is not None and index not in self.phrase_roles and self.means_owner(index)

    def forcer(self, hit: _Hit) -> bool:
        """Whether a fact is said of the card that makes another fight (``Мой герой
        разыгрывает способность, которая заставляет моего Кабана сразиться …``): a phrase of no
        role before ``заставить`` in its sentence, the card made to fight named after it as the
        attacker — the forcing card fights no one."""
        if self.tongue != "ru":
            return False
        index = self.phrase_at(hit.start)
        if index is None or index in self.phrase_roles:
            return False
        sentence = self.words[hit.start].sentence
        force = next(
            (
                at
                for at in range(hit.end, len(self.words))
                if self.words[at].sentence == sentence
                and self.words[at].folded.startswith("застав")
            ),
            None,
        )
        if force is None:
            return False
        after = [
            p for p in self.phrases if p.start > force and self.words[p.head].sentence == sentence
        ]
        # (``заставляет мою Валькирию из игровой зоны сразиться с его Лесовиком``: a card, then
        # what it fights with ``с``)
        made = next((p for p in after if not p.prep and grammar.card_phrase(self.words, p)), None)
        fought = made is not None and any(
            p.prep in ("с", "со") and p.start > made.start and "ins" in p.cases for p in after
        )
        return fought or any(
            role == "attacker" and self.phrases[i].start > force
            for i, role in self.phrase_roles.items()
        )

    def of_another_role(self, hit: _Hit) -> bool:
        """Whether a fact of one role's cards (``attacker.count``) is said inside a phrase the
        grammar gives another role (``бьют одного эльфа``: the one attacked, not the number of
        attackers)."""
        role = hit.name.partition(".")[0]
        said = self.by_grammar.get(hit.start)
        return role in self.kind.cards and said in self.kind.cards and said != role

    def card_attribute(self, hit: _Hit) -> tuple[str, str | None] | None:
        """The card attribute a phrase states, with the role when the fact names one
        (``attacker.count`` → ``count``, ``attacker``; ``flying`` → ``flying``, None); None for a
        fact of the situation as a whole (``attack.kind``)."""
        if hit.kind == "attribute":
            return hit.name, None
        role, _, attribute = hit.name.partition(".")
        return (attribute, role) if role in self.kind.cards and attribute else None

    def fact_field(self, fact: str) -> Any:
        return fact_field(self.declared, self.kind, fact)

    def now(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """A story of several moments (``прошли предварительный этап, бросили кубики, и уже на
        шаге нанесения эффекта…``): a value of a situation-wide fact right after ``уже``,
        ``сейчас``, ``most`` is the moment asked about, over one stated earlier."""
        words = grammar.NOW.get(self.tongue, frozenset())
        going = grammar.NOW_GOING.get(self.tongue, frozenset())
        for hit in hits:
            fact = hit.name
            if hit.kind != "fact" or hit.start in negated or fact not in self.stated:
                continue
            if self.asks_in(self.words[hit.start].clause) or fact.startswith("ability."):
                continue  # (``она ведь уже быстрая?``: asked; an ability's speed is no moment)
            clause = self.words[hit.start].clause
            before = self.words[max(0, hit.start - 3) : hit.start]
            if any(w.folded in words and w.clause == clause for w in before) or any(
                w.folded in going and w.clause == clause for w in before[-2:]
            ):
                self.stated[fact] = _values_of(self.fact_field(fact), hit.value)

    def asks_in(self, clause: int) -> bool:
        """Whether a clause asks (a question mark ends it)."""
        return any(w.closing for w in self.words if w.clause == clause)

    def moment_asked(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """A question that says two moments of the attack (``На предварительном этапе я мог …,
        но прозевал. А на шаге нанесения эффекта ещё можно?``, ``После того как на
        предварительном этапе оба спасовали, можно ли на шаге броска кубика …?``): the one said
        in the sentence that asks (a question mark ends it, a question word is in it), else in
        the clause of its question word, is the moment asked about; the other went before."""
        questions = self.p.questions | self.p.asking
        closed = {w.sentence for w in self.words if w.closing}  # (a question mark ends it)
        asking = [w for w in self.words if w.sentence in closed and w.folded in questions]
        sentences = {w.sentence for w in asking}
        clauses = {w.clause for w in asking}
        for fact in _ASKED_OVER:
            said = [h for h in hits if h.name == fact and h.start not in negated]
            if fact not in self.stated or len({h.value for h in said}) < 2:
                continue
            # (not a side of a choice: ``прямо сейчас или только на шаге нанесения эффекта``)
            said = [h for h in said if not self.after_alternative(h.start)]
            in_sentence = {h.value for h in said if self.words[h.start].sentence in sentences}
            in_clause = {h.value for h in said if self.words[h.start].clause in clauses}
            asked = next((values for values in (in_sentence, in_clause) if len(values) == 1), None)
            if asked:
                self.stated[fact] = _values_of(self.fact_field(fact), asked.pop())

    def after_alternative(self, at: int) -> bool:
        """Whether ``или``/``vagy`` stands shortly before ``at`` in its clause, or begins a
        clause of its sentence shortly before (``…, или перенаправлять можно было только на
        предварительном этапе?``: the other side of a choice)."""
        word = self.words[at]
        near = self.words[max(0, at - 4) : at]
        if any(w.folded in self.p.alternative and w.clause == word.clause for w in near):
            return True
        first: dict[int, Word] = {}
        for w in self.words[max(0, at - 8) : at]:
            first.setdefault(w.clause, w)
        return any(
            w.folded in self.p.alternative and w.sentence == word.sentence for w in first.values()
        )

    def last_said(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """A story that says a fact of ``_LAST_SAID`` more than once, in clauses of their own
        (``az előző körben egy varázslattal, … most az ütés részfázisban``): the value said last
        is the one the story comes to, over those of what went before."""
        for fact in _LAST_SAID:
            if fact in self.denied:  # ``nem … X vagy Y, hanem máskor``: what is left is said
                continue
            said = [h for h in hits if h.name == fact and h.start not in negated]
            clauses = {self.words[h.start].clause for h in said}
            last = self.words[said[-1].start].clause if said else -1
            # (the last one in a clause of damage: not ``a kör elején még építették``)
            of_damage = any(
                w.clause == last and (w.folded.startswith(_DAMAGING) or w.folded in _STRIKING)
                for w in self.words
            )
            several = len({h.value for h in said}) > 1 and len(clauses) > 1
            if fact in self.stated and several and of_damage:
                self.stated[fact] = _values_of(self.fact_field(fact), said[-1].value)

    def named_where_asked(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """The card a question asks about named by its role in the sentence that asks, other
        roles said before it (``атакующий у нас летающий … Защитник закрывается на этапе оплаты
        или после сражения?``): the one the asking sentence names is the card asked about."""
        fact = self.kind.named.get("fact") if self.kind.named else None
        asks = {w.sentence for w in self.words if w.closing}
        self.one_asked(fact, hits, negated, lambda h: self.words[h.start].sentence in asks)

    def action_asked(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """Two actions said, one in the clause that asks (``Что защитника тут уже не назначить
        — понятно, вопрос про другое: можно ли ещё сыграть внезапную способность?``): the
        action asked about is that one."""
        self.one_asked("action", hits, negated, lambda h: self.asks_in(self.words[h.start].clause))

    def one_asked(
        self,
        fact: str | None,
        hits: Sequence[_Hit],
        negated: frozenset[int],
        asking: Callable[[_Hit], bool],
    ) -> None:
        """A fact said with several values, one of them where the question asks (``asking``):
        that one is the fact."""
        if fact is None or fact not in self.stated:
            return
        said = [h for h in hits if h.name == fact and h.start not in negated]
        asked = {h.value for h in said if asking(h)}
        if len({h.value for h in said}) > 1 and len(asked) == 1:
            self.stated[fact] = _values_of(self.fact_field(fact), asked.pop())

    def answer_guessed(self, hits: Sequence[_Hit], negated: frozenset[int]) -> None:
        """A value of the answer offered in the clause that asks, another said of the same fact
        in a clause that tells (``Скажите, атака тут медленная? Особенность, …, и сама
        особенность быстрая``): the one told is the fact, the one asked a guess."""
        for fact in [f for f in self.stated if f.rpartition(".")[2] in self.kind.say]:
            said = [h for h in hits if h.name == fact and h.start not in negated]
            asking = {h.value for h in said if self.asks_in(self.words[h.start].clause)}
            told = {h.value for h in said if not self.asks_in(self.words[h.start].clause)}
            if len(told) == 1 and asking - told:
                self.stated[fact] = _values_of(self.fact_field(fact), told.pop())

    def state(self, fact: str, raw: str, denied: bool, spec: Any, *, case: bool = False) -> None:
        """A value stated of a fact, or with ``case`` of an attribute of the case's card (a
        yes/no denied is its opposite); a value of several denied is kept as denied:
        ``settle_denied`` states what is left when one value remains."""
        value: Any = _values_of(spec, raw)
        store = self.case_stated if case else self.stated
        if value == OPEN:  # said to be open: unless a value is said too (``атакует ударом``)
            if not denied:
                store.setdefault(fact, value)
            return
        if store.get(fact) == OPEN:
            del store[fact]
        if denied and not isinstance(value, bool):
            (self.case_denied if case else self.denied).setdefault(fact, set()).add(value)
            return
        if denied:
            value = not value
        (self.case_stated if case else self.stated).setdefault(fact, value)

    def settle_denied(self) -> None:
        """``не удар и не выстрел``: a fact every value of which but one is denied has that
        one; a fact with values left open stays unstated."""
        for fact, values in self.denied.items():
            own = [_values_of(None, v) for v in self.kind.facts.get(fact, {})]
            self.settle(fact, values, self.fact_field(fact), own, case=False)
        for attribute, values in self.case_denied.items():
            spec = self.declared.cards.get(attribute)
            self.settle(attribute, values, spec, [], case=True)  # (no phrasing values of its own)

    def settle(self, fact: str, denied: set[Any], spec: Any, own: list[Any], *, case: bool) -> None:
        """One fact with denied values: the one value left stated (the declared field's values,
        else the phrasing's ``own``)."""
        if fact in (self.case_stated if case else self.stated):
            return
        enum = spec is not None and spec.kind == "enum"
        possible = [v for v in spec.values if v != "unknown"] if enum else own
        left = [v for v in possible if v not in denied]
        if len(left) == 1 and len(possible) > 1:
            self.state(fact, _value_key(left[0]), False, spec, case=case)

    def reads(self, role: str, attribute: str) -> bool:
        """Whether the kind reads this attribute of the card in this role."""
        return f"{role}.{attribute}" in self.kind.facts

    def role_for(self, hit: _Hit, attribute: str, named: str | None, marked: bool) -> str | None:
        """The role an attribute phrase describes: its own role word, else the roles about as
        near as the nearest one that the kind reads this attribute of (a word about a card the
        kind does not read is dropped, not handed to a card far away). ``named``: the role a
        fact of one role names (``attacker.count``)."""
        if named is not None and attribute == "count" and self.counts_by_instrument(hit):
            return named  # ``атаковать одно существо тремя своими``: three attack
        if attribute == "count" and self.counts_standing(hit):
            return None  # ``Az ellenfél őrposztjában három lény áll``: who stands, no attacker
        if attribute == "side" and self.owns_no_card(hit):
            return None  # ``своей способностью``: whose the ability is, no card's side
        told = self.grammar_role(hit, attribute)
        if told is not None:
            return told
        named_card = self.of_a_named_card(hit, attribute)
        if named_card is not None:
            return named_card or None
        if self.of_no_role(hit, attribute):
            return None
        same = self.named_again(hit)
        if same == "":
            return None  # (``её героиня Арина стоит рядом``: a card in no role)
        if same is not None and self.reads(same, attribute):
            return None if f"{same}.{attribute}" in self.stated else same
        usable = self.usable_roles(hit, attribute, named, marked)
        if usable and self.stated.get(f"{usable[0]}.{attribute}") == hit.value:
            return None  # ``из сторожевого поста (őrposzt)``: the same card's, said again
        free = [r for r in usable if f"{r}.{attribute}" not in self.stated]
        return free[0] if free else None

    def of_no_role(self, hit: _Hit, attribute: str) -> bool:
        """Whether an attribute phrase is said of no card of the question's roles."""
        if attribute == "type" and self.counted_attackers(hit):
            return True  # ``три моих существа атакуют одну цель``: the attackers' kind, no target's
        if attribute == "type" and self.bracket_of_another(hit):
            return True  # ``Башня C3 (артефакт)``: the kind of a card in no role
        if self.described_elsewhere(hit, attribute):
            return True  # ``egy támadó lény``: the attacker's words, of no other card
        if self.of_cards_at_large(hit):
            return True  # ``у всех по 5 карт в руке``: the hands, no card of the question's
        # ``Az őrposztomban nincs lényem``: a place where no card stands
        return attribute == "zone" and self.none_there(hit)

    def usable_roles(self, hit: _Hit, attribute: str, named: str | None, marked: bool) -> list[str]:
        """The roles an attribute phrase may describe, the likeliest first: the card it follows
        right after (a place), else by distance (``near_roles``, ``put_first``), else the one
        card the kind names."""
        usable = self.put_first(self.near_roles(hit, attribute, named), hit, attribute, marked)
        right_after = self.placed_after(hit) if attribute == "zone" else None
        if right_after is not None and self.reads(right_after, attribute):
            usable = [right_after, *(r for r in usable if r != right_after)]
        return usable or self.sole_card(attribute)

    def named_again(self, hit: _Hit) -> str | None:
        """The role of the card a word describes inside a phrase of its own name, or right
        after it in its clause (``у меня закрытый Медведь``, ``Его Костолом закрыт``), where a
        role's phrase names it again (``… бьёт … твоего Медведя``): that role; ``""`` for a
        card called by a person's name no role's phrase says (``её героиня Арина``: her hero's
        word); else None."""
        if self.tongue != "ru":
            return None
        index = self.described_phrase(hit)
        if index is None:
            return None
        phrase = self.phrases[index]
        at, named = phrase.head, phrase.name
        after = self.words[phrase.end] if phrase.end < len(self.words) else None
        if not named and after is not None and after.clause == self.words[at].clause:
            at, named = phrase.end, after.text[:1].isupper()  # ``её героиня Арина``: by name
        name = self.words[at]
        if not named or not name.text[:1].isupper() or at == 0:
            return None
        roles = {
            role
            for i, role in self.phrase_roles.items()
            if self.phrases[i].name and _same_name(self.words[self.phrases[i].head], name)
        }
        if not roles and at == phrase.end and any(g.pos == "person" for g in name.grams):
            return ""  # (``её героиня Арина``: a card called by a person's name, no role's)
        return roles.pop() if len(roles) == 1 else None

    def described_phrase(self, hit: _Hit) -> int | None:
        """The phrase (no role's) a word describes: the one it stands in before its head, or
        the one it follows right after in its clause (``Костолом закрыт``)."""
        index = self.phrase_at(hit.start)
        if index is not None:
            inside = index not in self.phrase_roles and hit.start <= self.phrases[index].head
            return index if inside else None
        right_after = next(
            (
                i
                for i, p in enumerate(self.phrases)
                if p.end == hit.start
                and i not in self.phrase_roles
                and self.words[p.head].clause == self.words[hit.start].clause
            ),
            None,
        )
        return right_after if right_after is not None else self.predicated_phrase(hit)

    def predicated_phrase(self, hit: _Hit) -> int | None:
        """The subject (no role's) a short adjective says something of further on in its
        clause (``его Мантикора тоже там и открыта``): the last nominative phrase before it, with
        no verb between (a short adjective is a predicate: it describes its clause's subject)."""
        word = self.words[hit.start]
        if hit.end - hit.start != 1 or not word.grams:
            return None
        if not all(g.pos == "adj" and not g.cases for g in word.grams):
            return None
        for i in range(len(self.phrases) - 1, -1, -1):
            phrase = self.phrases[i]
            if phrase.end > hit.start or self.words[phrase.head].clause != word.clause:
                continue
            if "nom" not in phrase.cases or any(
                g.pos == "verb" for w in self.words[phrase.end : hit.start] for g in w.grams
            ):
                return None
            return None if i in self.phrase_roles else i
        return None

    def placed_after(self, hit: _Hit) -> str | None:
        """The role of the card phrase a place follows right after in its clause (``по моей
        Нимфе в допке``, ``защитить Ведьму во вспомогательной зоне``): where that card is."""
        from judge.ask.lexicon import names_a_being

        if self.tongue != "ru":
            return None
        for index, role in self.phrase_roles.items():
            phrase = self.phrases[index]
            between = [w.folded for w in self.words[phrase.end : hit.start]]
            # (``гоблином из резерва``: a being's noun typed in small letters names its card
            # as a name does)
            head = self.words[phrase.head].text
            card = phrase.name or head[:1].islower() and names_a_being(head)
            if (
                phrase.end <= hit.start
                and set(between) <= {"в", "во", "на", "из"}
                and len(between) <= 1
                and card
                and self.words[phrase.head].clause == self.words[hit.start].clause
            ):
                return role
        return None

    def of_a_named_card(self, hit: _Hit, attribute: str) -> str | None:
        """The role of the card a fact's words name, where they name one: a possessive's card
        (``owned_card``: ``… своего Эльфа``, a card in no role — ``""``); a building other than
        the one damaged (``Az ellenfél Őrtornya nem passzív, … megsebzi az én Kaszárnyámat``:
        ``""``); None where the words name none."""
        if attribute == "side" and self.tongue == "ru":
            return self.owned_card(hit)
        if self.tongue == "hu" and self.of_another_building(hit):
            return ""
        return None

    def owned_card(self, hit: _Hit) -> str | None:
        """Whose card a possessive says, where it heads a card's own name outside every role's
        phrase: the role of the card of that name (``мой Горец … а мой Горец открыт``) when its
        side is not stated yet, ``""`` when no role's card has that name (``может ли она
        назначить защитником своего Эльфа``: the defender's, no role's) or its side is stated;
        None for any other phrase."""
        phrase = next(
            (p for p in self.phrases if p.start <= hit.start < p.head and hit.end <= p.head), None
        )
        if phrase is None or not phrase.name or phrase.head in self.by_grammar:
            return None
        name = self.words[phrase.head]
        if not name.text[:1].isupper() or name.text.isupper():
            return None
        game = titles(self.p, self.words)  # (``по Героям``: the game, no card)
        own = {i: r for i, r in self.phrase_roles.items() if self.phrases[i].head not in game}
        for index, role in own.items():
            if _same_name(self.words[self.phrases[index].head], name):
                return "" if f"{role}.side" in self.stated else role
        # (only where every role's card is called by its name: else the name may be one of
        # theirs the grammar missed, ``… существо соперника Страж ворот``)
        roles = {r for r in own.values() if r in self.kind.cards}
        called = {r for i, r in own.items() if self.called_by_name(i)}
        return "" if roles == set(self.kind.cards) and roles <= called else None

    def of_another_building(self, hit: _Hit) -> bool:
        """Whether a fact is said in a clause of a named card other than the one damaged, where
        the kind's card is a building and the words name the damaged one by its accusative
        beside a verb of damage (``Az ellenfél Őrtornya nem passzív, az én Kaszárnyám viszont
        passzív. … megsebzi az én Kaszárnyámat``): the other building's fact, no role's."""
        if "building" not in self.kind.cards:
            return False
        words = self.words
        inside = [  # capitalised inside its sentence: a card's name
            at
            for at, w in enumerate(words)
            if at and w.text[:1].isupper() and words[at - 1].sentence == w.sentence
        ]
        damaged = {
            words[at].folded[:3]
            for at in inside
            if words[at].folded.endswith("t")
            and any(v.folded.startswith(_DAMAGING) for v in words if v.clause == words[at].clause)
        }
        clause = words[hit.start].clause
        # (``Sem a Malom, sem a Vár nem passzív``: the clauses ``sem`` joins say it of both)
        joined = any(w.folded == "sem" for w in words if w.clause == clause)
        clauses = {clause, clause - 1} if joined else {clause}
        named = {words[at].folded[:3] for at in inside if words[at].clause in clauses}
        return len(damaged) == 1 and bool(named) and not damaged & named

    def called_by_name(self, index: int) -> bool:
        """Whether a noun phrase holds a capitalised word past its first (``её закрытого
        Лесного духа``) or its head is one: a card called by its name."""
        phrase = self.phrases[index]
        words = self.words[phrase.start + 1 : phrase.end] + [self.words[phrase.head]]
        return any(w.text[:1].isupper() for w in words)

    def bracket_of_another(self, hit: _Hit) -> bool:
        """Whether a phrase is the whole of the bracket right after a card named in no role, its
        cell between (``Моё: Башня C3 (артефакт), Лекарь B3 (существо, открыт)``)."""
        words, clause = self.words, self.words[hit.start].clause
        first = hit.start
        while first > 0 and words[first - 1].clause == clause:
            first -= 1
        before = first - 1
        if before > 0 and CELL.match(words[before].text):
            before -= 1
        if before < 0 or words[before].sentence != words[hit.start].sentence:
            return False
        name = words[before]
        named = name.text[:1].isupper() and not CELL.match(name.text) and not name.colon
        own = [w for w in words if w.clause == clause]  # (``Герои: тапнутое …``: a heading)
        return named and before not in self.by_grammar and len(own) <= 3

    def owns_no_card(self, hit: _Hit) -> bool:
        """Whether a possessive is said of a noun no card is (``своей способностью``, ``мой
        удар``): the head of its noun phrase, after it, is one of ``_NO_CARD``."""
        for phrase in self.phrases:
            if phrase.start <= hit.start < phrase.head and hit.end <= phrase.head:
                head = self.words[phrase.head]
                return any(g.lemma in _NO_CARD for g in head.grams)
        return False

    def of_cards_at_large(self, hit: _Hit) -> bool:
        """Whether a phrase stands in a clause that names no card of a role, beside cards
        counted or in the plural (``у всех по 5 карт в руке``, ``öt lap van a kezemben``): it
        tells of those cards, not of one the question is about."""
        words, clause = self.words, self.words[hit.start].clause
        cards = [at for at, word in enumerate(words) if word.clause == clause and self._many(at)]
        if not cards or any(at in hit.at for at in cards):
            return False
        own = {at - k for at in cards for k in range(3)}  # ``по 5 карт``: the cards' own words
        return not any(words[at].clause == clause and at not in own for at, _, _ in self.markers)

    def none_there(self, hit: _Hit) -> bool:
        """Whether a place's clause says nothing stands there (``nincs``, ``нет``): the place
        of no card."""
        clause = self.words[hit.start].clause
        return any(
            w.clause == clause
            and w.folded in _NONE_THERE
            and not (at and self.words[at - 1].folded in ("или", "да", "vagy"))  # ``… или нет?``
            for at, w in enumerate(self.words)
        )

    def _many(self, at: int) -> bool:
        """Whether the word is a noun for cards in general, counted or in the plural."""
        before = self.words[at - 1] if at else None
        counted = before is not None and (
            before.text.isdigit() or any(g.pos == "num" for g in before.grams)
        )
        return any(
            g.pos == "noun" and g.lemma in _CARDS_AT_LARGE and (g.plural or counted)
            for g in self.words[at].grams
        )

    def counts_by_instrument(self, hit: _Hit) -> bool:
        """A Russian numeral in the instrumental (``тремя``, ``двумя своими``): what one
        attacks with, the attackers."""
        word = self.words[hit.start]
        if _DIGITS_INSTRUMENTAL.match(word.folded):
            return True  # (``3мя``: players' digits with the instrumental's ending)
        return any(g.pos == "num" and g.cases == frozenset({"ins"}) for g in word.grams)

    def grammar_role(self, hit: _Hit, attribute: str) -> str | None:
        """The role of the phrase the grammar tells (one for all its words), when the kind reads
        this attribute of it and it is not stated yet."""
        role = self.told(hit)
        if role is None:
            return None
        readable = self.reads(role, attribute) or role == self.case_role
        if readable and role in self.roles and f"{role}.{attribute}" not in self.stated:
            return role
        return None

    def counts_standing(self, hit: _Hit) -> bool:
        """Whether a count is of cards a clause says stand somewhere, with no verb of attack in
        it (``az ellenfél őrposztjában három lény áll``, ``у него на посту стоят два``)."""
        clause = [w.folded for w in self.words if w.clause == self.words[hit.start].clause]
        standing = any(w in _STANDING_VERBS for w in clause)
        # (``ha egy támadó van``: the attacker's noun counts as its verb)
        return standing and not any(w.startswith(_ATTACKING) for w in clause)

    def counted_attackers(self, hit: _Hit) -> bool:
        """Whether a kind-of-card word follows a count of attackers (``три моих существа``),
        where the kind reads no attacker's kind: the attackers counted, no other card."""
        if self.reads("attacker", "type") or "attacker.count" not in self.kind.facts:
            return False
        before = self.words[max(0, hit.start - 2) : hit.start]
        return any(w.folded in _COUNT_WORDS for w in before)

    def told(self, hit: _Hit) -> str | None:
        """The one role the grammar gives the words of a phrase, if it gives them one."""
        roles = {self.by_grammar[i] for i in hit.at if i in self.by_grammar}
        return roles.pop() if len(roles) == 1 else None

    def described_elsewhere(self, hit: _Hit, attribute: str) -> bool:
        """Whether the grammar tells a kind-of-card word is one card's, and the kind reads no
        kind of that card (nor asks about it): the word names it, no other card."""
        role = self.told(hit)
        if role is None or attribute != "type":
            return False
        asked = role == self.case_role
        return role in self.kind.cards and not self.reads(role, attribute) and not asked

    def near_roles(self, hit: _Hit, attribute: str, named: str | None) -> list[str]:
        """The roles about as near to the phrase as the nearest one (``NEAR``) that the kind
        reads this attribute of; for a fact of one role (``named``) that role, unless another
        card is named nearer in its sentence."""
        case = self.case_role
        ranked = [
            (r, d) for r, d in _roles_of(hit, self.words, self.markers, self.p) if r in self.roles
        ]
        if named is not None:
            # (a role word of the fact's own phrase is the phrase's: ``egyetlen lényemet sem``)
            ranked = [(r, d) for r, d in ranked if d >= 0]
            far = not ranked or ranked[0][1] >= SENTENCE_APART  # no card in its sentence
            return [named] if far or ranked[0][0] == named else []
        near = [r for r, d in ranked if d <= ranked[0][1] + NEAR] if ranked else []
        return [
            r
            for r in dict.fromkeys(near)
            if self.reads(r, attribute) or case is not None and r == case
        ]

    def put_first(self, usable: list[str], hit: _Hit, attribute: str, marked: bool) -> list[str]:
        """The usable roles in the order they take the phrase: a phrase without its own role
        word about the card asked about describes the other cards first (``кого атакует
        существо``); the role of the phrase just before it comes first (``закрытое
        существо``: one card, one role)."""
        case, cards = self.case_role, self.kind.cards
        asked = case if case is not None and case in cards else None
        if asked is not None and usable[:1] == [asked] and not marked:
            others = [r for r in cards if r != asked and self.reads(r, attribute)]
            usable = others + [r for r in usable if r not in others]
        before = self.role_ending.get(hit.start)
        if before in usable and not marked:
            usable.remove(before)
            usable.insert(0, before)
        return usable

    def sole_card(self, attribute: str) -> list[str]:
        """The one card the kind names, when it reads this attribute of it: what the words
        describe where nothing nearer does."""
        only = next(iter(self.kind.cards), "")
        return [only] if len(self.kind.cards) == 1 and self.reads(only, attribute) else []


#: the third person, a player (``он``/``она``)
_HE = frozenset(("он", "она"))
#: the first person's possessive (folded; the second person's: ``grammar.RU_YOURS``)
_MINE = frozenset(k for k, v in grammar.RU_OWNERS.items() if v == "me")
#: Hungarian plurals of "creature" (folded): cards of one role, how many unsaid
_HU_PLURAL_CREATURES = frozenset(
    "lenyei lenyeim lenyeid lenyeink lenyeitek lenyeik lenyek lenyeivel lenyeimmel lenyekkel "
    "lenyeinkkel".split()
)
#: the words that join alternatives, and how far apart two values of one fact may stand
_OR = frozenset(("или", "либо", "vagy", "ili"))
_EITHER_GAP = 3
#: how far apart two values of one fact may stand in one clause with ``или`` between them
_EITHER_CLAUSE_GAP = 7

#: verbs of standing somewhere (folded): a count in their clause counts who stands there
_STANDING_VERBS = frozenset(("all", "allnak", "allt", "alltak", "van", "vannak", "стоит", "стоят"))
#: the words that count several cards (``три моих существа``, ``két lényem``)
_COUNT_WORDS = frozenset(("два", "две", "три", "четыре", "пять", "оба", "обе", "двое", "трое"))
_COUNT_WORDS |= {"ket", "harom", "negy", "ot", "2", "3", "4", "5"}
#: the beginnings of the words of attacking, verbs and nouns (folded)
_ATTACKING = ("tamad", "megtamad", "ratamad", "betamad", "atak", "бь", "напада")

#: ``without``, ``after``: what they govern is a condition of the question, not what it asks
#: (``Átütés nélkül …?``, ``Átütés után …?``, ``после прорыва …?``)
_WITHOUT = frozenset(("nelkul", "без", "utan", "после"))


def _either_marked(words: Sequence[Word], first: int, then: int) -> bool:
    """Whether each of two values has ``то ли`` shortly before it (``то ли это был обычный
    удар, то ли способность заставила их сразиться``)."""
    return _to_li(words[max(0, first - 5) : first]) and _to_li(words[max(0, then - 5) : then])


#: the words that join two of a kind (``и``, ``és`` folded)
_AND = frozenset(("и", "es"))


def _or_between(words: Sequence[Word], start: int, end: int) -> bool:
    """Whether the words between two values join them as either of two: ``или``/``vagy``, or
    ``то ли`` (``то ли «сразиться», то ли выстрел``)."""
    between = words[start:end]
    return any(w.folded in _OR for w in between) or _to_li(between)


def _to_li(words: Sequence[Word]) -> bool:
    """Whether ``то ли`` stands among the words."""
    return any(a.folded == "то" and b.folded == "ли" for a, b in itertools.pairwise(words))


def _asks_of_a_card(terms: Sequence[Term], words: Sequence[Word]) -> bool:
    """Whether a case's question words are said, other than as who is right in a dispute."""
    clauses = {words[at].clause for at, w in enumerate(words) if w.folded in grammar.JUDGEMENT}
    return any(
        words[span[0]].clause not in clauses and not _indefinite(words, span[-1])
        for span in found(terms, words)
    )


#: ``кто-нибудь``, ``кто-то``: the parts that make a question word indefinite (anyone, someone)
_INDEFINITE = frozenset(("нибудь", "либо", "то"))


def _indefinite(words: Sequence[Word], at: int) -> bool:
    """Whether the question word at ``at`` is made indefinite by the part hyphened after it
    (``кто-нибудь может поставить блок?``: does anyone — no card asked which)."""
    return at + 1 < len(words) and words[at + 1].folded in _INDEFINITE


def _without_titles(found: Sequence[grammar.Phrase], title_words: set[int]) -> list[grammar.Phrase]:
    """The noun phrases without the game's title at their front (``В Героях мой Гном …``: the
    phrase is ``мой Гном``, no ``в`` before it) — the title names the game, no card's words."""
    out = []
    for phrase in found:
        front = [i for i in title_words if phrase.start <= i < phrase.head]
        if front:
            phrase = phrase._replace(start=max(front) + 1, prep="")
        out.append(phrase)
    return out


def _before_in_sentence(words: Sequence[Word], at: int, later: int) -> bool:
    """Whether the word at ``at`` comes before the one at ``later`` in its sentence."""
    return at < later and words[at].sentence == words[later].sentence


def _understand(
    p: Phrasing, kind: KindPhrasing, words: list[Word], notes: list[str], language: str
) -> Situation:
    reading = _Reading(p, kind, words, language)
    reading.read()
    stated, case_stated, case = reading.stated, reading.case_stated, reading.case
    declared = reading.declared
    scene = reading.scene
    declares = scene is not None and scene.declares
    if scene is not None:  # the named cards are what is asked about, not kinds of card
        case, case_stated = None, {}
        _state_scene(scene, kind, stated)
    if kind.named:  # a card asked about by its name: its role in the statement decides
        _state_named(p, kind, reading, scene, stated)
    _imply(kind, declared, stated)
    called = {f: kind.called[f.partition(".")[2]] for f in reading.called_as}
    asked_keys = _asked_keys(p, kind, words)
    assume = {**_usual(kind, asked_keys, declares), **called, **_taken_by_case(case)}
    if scene is not None and declares:
        _named_cards(scene, kind, stated, assume)
    asked = None if case is None else str(case["role"])
    if asked is not None and asked in kind.cards:
        _to_case(asked, stated, case_stated)
    usual = _usual_of_case(case, asked, case_stated)  # the asked card's usual place, taken
    unplaced = _unplaced(p, words, scene is not None, _name_words(scene))
    left_open = (scene.open if scene is not None else frozenset()) | _opened(stated)
    left_open |= _count_unread(stated, unplaced) | _targets_unread(p, kind, scene, stated, words)
    left_open |= _kind_unread(stated, words, unplaced) | _count_asked(kind, stated, words)
    if kind.scene.get("places") == "assumed":  # where a card stands, unsaid: the usual case
        left_open = frozenset(f for f in left_open if not f.endswith(".zone"))
    assumed = {
        f: _values_of(fact_field(declared, kind, f), str(v))
        for f, v in assume.items()
        if f not in stated and not _of_role(f, asked) and f not in left_open
    } | usual
    unstated = [
        f
        for f in kind.facts
        if f not in stated and f not in assumed and not _of_role(f, asked)
        and not (declares and f.partition(".")[0] in _UNNAMED_KEYS)  # a story says it or not
    ]  # fmt: skip
    return Situation(
        game=p.game,
        kind=kind.name,
        language=language,
        stated=stated,
        assumed=assumed,
        unstated=unstated,
        case=case,
        case_stated=case_stated,
        read_as=notes,
        unplaced=unplaced,
        asked=asked_keys,
        scene=scene,
        called={f: n for f, n in reading.called_as.items() if f in assumed},
        either=_either(reading.either, unstated),
        general=_general(scene, words),
        case_name=_case_name(reading, case),
    )


#: words of a target no creature is (folded beginnings): the player, a building
_OTHER_TARGETS = ("игрок", "напрям", "здани", "постройк")
#: ordinals (folded) that count one more card than a count said before (``два моих существа
#: …, а третье — …``, ``a harmadik``)
_ORDINAL_WORDS = frozenset(
    "второй второе вторая вторым третий третье третья третьим четвертый четвертое четвертая "
    "четвертым".split()
)  # (not ``на третьем ходу``: a turn; the Hungarian ``a harmadikkal`` is read as one more)


def _kind_unread(
    stated: dict[str, Any], words: Sequence[Word], unplaced: Sequence[str]
) -> frozenset[str]:
    """An adjective the reader could not place right before the attack's noun (``у его Орка
    «особый» удар``): which kind of attack it is, the words do not tell — the kind is left
    open (removed from ``stated``), never answered from the noun alone."""
    if "attack.kind" not in stated:
        return frozenset()
    from judge.ask.lexicon import analyses

    unread = set(unplaced)
    for at, word in enumerate(words[1:], 1):
        before = words[at - 1]
        noun = word.folded.startswith(grammar.ATTACK_NOUN_STEMS) and any(
            g.pos == "noun" for g in word.grams
        )
        if not noun or before.text not in unread or not analyses(before.folded):
            continue  # (a misspelt word, ``праскым``, is no kind said: it is listed unread)
        lemmas = {g.lemma for g in before.grams if g.pos == "adj"}
        if lemmas and not lemmas & _POINTING_ADJECTIVES:
            del stated["attack.kind"]
            return frozenset({"attack.kind"})
    return frozenset()


#: adjectives that point or count, no kind (``от такого удара``, ``каждый удар``)
_POINTING_ADJECTIVES = frozenset(
    "такой этот тот каждый любой весь какой который чей мой твой свой его наш ваш один другой "
    "сам первый второй третий последний".split()
)


def _count_asked(
    kind: KindPhrasing, stated: dict[str, Any], words: Sequence[Word]
) -> frozenset[str]:
    """``Hány lény támadhat egyszerre …?``, ``Сколько существ может атаковать …?``: the count
    of attackers is what is asked — left open, none assumed (answered for every count)."""
    if "attacker.count" not in kind.facts or not words or words[0].sentence != words[-1].sentence:
        return frozenset()  # (asked in a story: the story's count answers)
    for at, word in enumerate(words):
        if word.folded in grammar.HOW_MANY:
            counted = words[at + 1 : at + 3]
            if any(w.folded.startswith(_COUNTED_NOUNS) for w in counted):
                stated.pop("attacker.count", None)
                return frozenset({"attacker.count"})
    return frozenset()


#: the nouns ``hány``/``сколько`` counts attackers by (beginnings)
_COUNTED_NOUNS = ("leny", "сущест", "твар", "карт")


def _count_unread(stated: dict[str, Any], unplaced: Sequence[str]) -> frozenset[str]:
    """An ordinal the reader could not place beside a count of attackers (``два моих существа
    атакуют …, а третье — самого противника``): the count said is not all of them — it is
    left open (removed from ``stated``), never answered from the count read; so is a count
    that says no number (``néhány``, ``несколько``), and none is assumed."""
    unread = {analysis.fold(w) for w in unplaced}
    if unread & grammar.SOME_COUNTS:  # ``a Trollom és még néhány lényem``: none assumed
        stated.pop("attacker.count", None)
        return frozenset({"attacker.count"})
    if "attacker.count" not in stated or not unread & _ORDINAL_WORDS:
        return frozenset()
    del stated["attacker.count"]
    return frozenset({"attacker.count"})


def _targets_unread(
    p: Phrasing,
    kind: KindPhrasing,
    scene: Scene | None,
    stated: dict[str, Any],
    words: Sequence[Word],
) -> frozenset[str]:
    """A declaration read without its story (no names) as attacks on a creature where the words
    send an attacker at the player or a building too (``Az egyik lényemmel az ellenfél egyik
    lényét támadom, a másikkal egyenesen az ellenfelet``): the target's kind is left open
    (removed from ``stated``) — the reading holds one of the attacks only."""
    if not kind.scene.get("declarations") or scene is not None:
        return frozenset()
    if stated.get("target.type") != "creature":
        return frozenset()
    from judge.ask.declarations import another_target_said

    if not another_target_said(words, p.language, p.verb_lemmas):
        return frozenset()
    del stated["target.type"]
    return frozenset({"target.type"})


def _case_name(reading: _Reading, case: Mapping[str, Any] | None) -> str | None:
    """The name a general question calls its card by (``_Reading.case_named``), if general."""
    return None if case is None else reading.case_named()


def _general(scene: Scene | None, words: Sequence[Word]) -> str:
    """How a question that tells no story asks of every case (``grammar.asks_in_general``)."""
    return grammar.asks_in_general(words) if scene is None else ""


def _usual(kind: KindPhrasing, asked: Sequence[str], declares: bool) -> dict[str, Any]:
    """The kind's usual facts, taken where unsaid — but a fact an asked key turns on (``open``
    in the key's words: ``Ki választja, kire üt vissza?`` supposes the number of attackers the
    question leaves unsaid), unless a story's declared attacks count themselves."""
    opened = set() if declares else {f for k in asked for f in kind.say.get(k, {}).get("open", ())}
    return {f: v for f, v in kind.assume.items() if f not in opened}


def _either(said: Mapping[str, tuple[Any, ...]], unstated: Sequence[str]) -> dict[str, Any]:
    """The open facts said to have one of some values, with those values (of one value only,
    the other said is none the kind has a word for: every value stays)."""
    return {f: v for f, v in said.items() if f in unstated and len(set(v)) > 1}


def _opened(stated: dict[str, Any]) -> frozenset[str]:
    """The facts the question says are open (``атакует``: ``OPEN``), taken out of ``stated``:
    never assumed."""
    opened = frozenset(f for f, v in stated.items() if v == OPEN)
    for fact in opened:
        del stated[fact]
    return opened


def _state_named(
    p: Phrasing, kind: KindPhrasing, reading: _Reading, scene: Scene | None, stated: dict[str, Any]
) -> None:
    """The card a question asks about by its own name: its role in the statement (in a story
    that declares attacks, the story's card in that role), unless the story said it."""
    fact = kind.named["fact"]
    if fact in stated:
        return
    named = _named_role(p, kind, reading.words, reading.markers, reading.by_grammar)
    if scene is not None and scene.declares and named is not None:
        named = scene.roles.get(named)
    if named is not None:
        stated[fact] = named


def _name_words(scene: Scene | None) -> frozenset[str]:
    """The folded words of the names a scene read (the beginning of each: its other forms)."""
    if scene is None:
        return frozenset()
    return frozenset(analysis.fold(w)[:4] for name in scene.cards for w in name.split() if w)


#: keys of a kind that name cards by role (``strikes-back.by: target``): a story's named
#: cards say them by name or not at all (a strike-back the story does not announce is none)
_UNNAMED_KEYS = frozenset(("strikes-back",))


def _named_cards(
    scene: Scene, kind: KindPhrasing, stated: dict[str, Any], assume: dict[str, Any]
) -> None:
    """A story's named cards in place of roles: a fact naming a role's card (``of:
    attacker``) names the story's card in that role; the usual case of a key that names cards
    by role (``strikes-back.by: target``) is not taken."""
    for fact, value in list(stated.items()):
        if isinstance(value, str) and value in scene.roles and fact in kind.facts:
            stated[fact] = scene.roles[value]
    for fact in [f for f in assume if f.partition(".")[0] in _UNNAMED_KEYS]:
        del assume[fact]


def _taken_by_case(case: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """What a general question about one role's cards takes of the other roles: the case's own
    usual ones (its ``assume``, shown as taken)."""
    return (case or {}).get("assume") or {}


def _state_scene(scene: Scene, kind: KindPhrasing, stated: dict[str, Any]) -> None:
    """A story's named cards: what its words say of each card in a role, as the facts of that
    role the kind reads (a story that declares attacks: each card's facts are its own words'
    alone; not what the scene took where they are silent and the kind takes the same), and the
    facts it settles."""
    if scene.declares:
        for fact in [f for f in stated if f.partition(".")[0] in scene.roles]:
            del stated[fact]
    stated.update({f: v for f, v in scene.settled.items() if f in kind.facts})
    for role, name in scene.roles.items():
        taken = scene.assumed.get(name, {})
        for attribute, value in scene.cards[name].items():
            fact = f"{role}.{attribute}"
            if fact in kind.facts and (attribute not in taken or fact not in kind.assume):
                stated[fact] = value  # (taken where the kind takes it too: shown as taken)


def _imply(kind: KindPhrasing, declared: Any, stated: dict[str, Any]) -> None:
    """The facts the stated ones settle (``a lényem a játékost támadja, ki az ellenfele?``: the
    target is no creature, so the creature asked about is the attacker)."""
    for fact, by_value in kind.implied.items():
        for value, when in by_value.items():
            if fact not in stated and all(
                other in stated and _value_key(stated[other]) in values
                for other, values in when.items()
            ):
                stated[fact] = _values_of(fact_field(declared, kind, fact), value)


def _usual_of_case(
    case: Mapping[str, Any] | None, asked: str | None, case_stated: dict[str, Any]
) -> dict[str, Any]:
    """What a general question takes of the card it asks about where its words are silent: the
    case's own ``assume`` of that role (``target.zone: play``: whom a creature may attack, of
    the characters in play), put to every case card and shown as taken."""
    taken: dict[str, Any] = {}
    for fact, value in _taken_by_case(case).items():
        attribute = fact.partition(".")[2]
        if _of_role(fact, asked) and attribute not in case_stated:
            case_stated[attribute] = taken[fact] = value
    return taken


def _to_case(role: str, stated: dict[str, Any], case_stated: dict[str, Any]) -> None:
    """The facts stated of the card a general question asks about (``role``), moved to what is
    said of the case's card (``defender.closed`` → ``closed``)."""
    for fact in [f for f in stated if _of_role(f, role)]:
        case_stated[fact.partition(".")[2]] = stated.pop(fact)


def _of_role(fact: str, role: str | None) -> bool:
    """Whether a fact is one of the card in ``role`` (``defender.closed``)."""
    return role is not None and fact.startswith(role + ".")


def _asked_keys(p: Phrasing, kind: KindPhrasing, words: Sequence[Word]) -> tuple[str, ...]:
    """The answer keys whose ``asks`` words stand in the clauses that ask."""
    clauses = question_clauses(p, words)
    out = []
    for key, spoken in kind.say.items():
        terms = tuple(tuple(t) for t in spoken.get("asks") or () if t)
        if any(words[span[0]].clause in clauses for span in found(terms, words)):
            out.append(key)
    return tuple(out)


def _unplaced(
    p: Phrasing, words: Sequence[Word], scene: bool = False, named: frozenset[str] = frozenset()
) -> tuple[str, ...]:
    """The words of a question no phrase of the game covers that carry meaning: not a function
    word, not a number, not a card's name (a capitalised word inside a sentence), not a word a
    story's scene read (whose a card is, whose turn)."""
    from judge.ask.scene import words_read

    placed = _places(words).phrased(p.vocabulary)
    function = analysis.STOP_WORDS | p.questions | p.asking | p.alternative | p.relative
    if scene:
        function = function | words_read(p.language)
    out = []
    for at, word in enumerate(words):
        if at in placed or word.folded in function or word.folded.isdigit():
            continue
        if word.folded in grammar.NEGATIONS.get(p.language, ()) or len(word.folded) < 3:
            continue
        if word.folded in grammar.DOUBTING:  # (``не разглядел``: read as doubt)
            continue
        if scene and word.folded.startswith(grammar.HU_ORDINALS):  # a creature counted
            continue
        if {g.pos for g in word.grams} & {"prep", "conj", "particle", "pron", "name"}:
            continue
        if p.language == "hu" and (
            word.folded in players_hu.KIN or word.folded.startswith(grammar.HU_CLAIMING)
        ):  # the other player called as kin (``a lányom Sárkánya``); who claims (``mondja``)
            continue
        if _card_name(words, at) or word.folded.startswith(tuple(named)):
            continue  # a word of a name the scene read (``lovag`` of ``Sötét lovag``)
        out.append(word.text)
    return tuple(dict.fromkeys(out))


def _named_role(
    p: Phrasing,
    kind: KindPhrasing,
    words: Sequence[Word],
    markers: Sequence[tuple[int, str, str]],
    by_grammar: Mapping[int, str],
) -> str | None:
    """The role of a card the question asks about by its own name (``Ki az Ork harcos
    ellenfele?``, ``Védekező lénynek számít az Orkom?``), when the statement before names it
    too: its role there by its case (``az Elfemet támadja``: the attacked one), else by its
    place — before the attack verb of its sentence the first role (the attacker), after it the
    second (``… támad a Trollomra``). None when the name is not found again, or nothing says
    which role it has."""
    values = kind.facts.get(kind.named["fact"]) or {}
    verbs = [at for at, _, how in markers if how == "verb"]
    for name, cue in _names_asked(kind, p, words):
        for at in range(name - 1, -1, -1):
            if words[at].clause == words[cue].clause or not _same_name(words[at], words[name]):
                continue
            role = by_grammar.get(at)
            if role is None:
                verb = [v for v in verbs if words[v].sentence == words[at].sentence and v != at]
                if not verb:
                    continue  # a mention that says nothing of its role: an earlier one may
                role = p.verb_roles[0] if at < verb[0] else p.verb_roles[1]
            return role if role in values else None
    return None


def _names_asked(
    kind: KindPhrasing, p: Phrasing, words: Sequence[Word]
) -> Iterator[tuple[int, int]]:
    """(the word of a name asked about, the cue it is asked with): the name between an ``after``
    word and a ``cue`` (``az Ork ellenfele``), or the one after a ``follows`` cue and its
    article (``védekező lénynek számít az Orkom``)."""
    after = kind.named["after"]
    for span in found(kind.named["cue"], words):
        cue = span[0]
        start = cue
        while (
            start > 0
            and cue - start < 3
            and words[start - 1].clause == words[cue].clause
            and words[start - 1].folded not in after
            and words[start - 1].folded not in p.questions
        ):
            start -= 1
        if start != cue and start != 0 and words[start - 1].folded in after:
            yield start, cue
    for span in found(kind.named.get("follows", ()), words):
        name = span[-1] + 1
        if name < len(words) and words[name].folded in after:
            name += 1
        if name < len(words) and words[name].clause == words[span[-1]].clause:
            yield name, span[-1]


def _called_alike(word: Word, name: Word) -> bool:
    """Whether two words name one card: the same name (``_same_name``) or forms of one lemma
    (``Горец``, ``Горца``)."""
    lemmas = {g.lemma for g in word.grams}
    return _same_name(word, name) or bool(lemmas & {g.lemma for g in name.grams})


def _same_name(word: Word, name: Word) -> bool:
    return (
        word.folded == name.folded
        or word.stem == name.stem
        or len(name.stem) >= PREFIX_MIN
        and word.folded.startswith(name.stem)
    )


def fact_field(declared: Any, kind: KindPhrasing, fact: str) -> Any:
    """The declared field a fact sets (a card attribute or a key of the kind), or None for the
    phrasing's own facts (a count of cards, a card added by ``extras``)."""
    head, _, rest = fact.partition(".")
    if head in kind.cards and rest:
        if rest == "count":
            return None
        return declared.cards.get(rest)
    spec = declared.asks[kind.name].keys.get(head)
    if spec is None:
        return None
    if rest and spec.keys is not None:
        return spec.keys.get(rest)
    return spec


def labels_in(p: Phrasing, lang: str) -> dict[str, str]:
    """Each role's word in a language: a word given per language (HKK asked in Russian) in
    that one, else in the phrasing's own."""
    return {
        role: str(word.get(lang) or word.get(p.language) or role)
        if isinstance(word, Mapping)
        else str(word)
        for role, word in p.labels.items()
    }


def say(situation: Situation, facts: Mapping[str, Any] | Sequence[str]) -> str:
    """Facts in the question's words (the first phrase of each value, under its role's label):
    ``атакующий: летающее, существо; удар; цель: вспомогательной зоне``. Given names only (open
    facts), each is said with its possible values: ``цель: вспомогательной зоне / поле боя``."""
    p = phrasing(situation.game)
    if p is None:
        return ", ".join(facts)
    kind = p.kinds[situation.kind]
    labels = labels_in(p, situation.language)
    script = "cyrillic" if situation.language == "ru" else "latin"
    groups: dict[str, list[str]] = {}
    for fact in facts:
        if fact == "game":  # (a question that names no game: ``Situation.also``)
            from judge import games

            told = [facts[fact]] if isinstance(facts, Mapping) else [situation.game]
            told += [] if isinstance(facts, Mapping) else [s.game for s in situation.also]
            titles = " / ".join(games.get(g).title for g in told)
            game = {"ru": "игра", "hu": "játék"}.get(situation.language, "game")
            groups.setdefault("", []).append(f"{game} {titles}")
            continue
        head, _, rest = fact.partition(".")
        if isinstance(facts, Mapping):  # (a case narrowed to some of a fact's values: each)
            told = facts[fact]
            values = [_value_key(v) for v in (told if isinstance(told, list) else [told])]
        else:
            values = [v for v in kind.facts.get(fact) or p.attributes.get(rest) or {} if v != OPEN]
        words = [_value_said(p, fact, value, script, labels.get(fact)) for value in values]
        said = " / ".join(dict.fromkeys(words))
        label = labels.get(head, "") if rest and head in kind.cards else ""
        groups.setdefault(label, []).append(said)
    return "; ".join(
        f"{label}: {', '.join(w)}" if label else ", ".join(w) for label, w in groups.items()
    )


def _value_said(p: Phrasing, fact: str, value: Any, script: str, named: str | None) -> str:
    """One value of a fact in the question's words: the first phrase of it in the question's
    alphabet, else in any; a fact naming a story's card (``of``) by its label."""
    head, _, rest = fact.partition(".")
    own = (
        p.said.get(f"{fact}={value}@{script}")
        or p.said.get(f"{rest}={value}@{script}")
        or p.said.get(f"{fact}={value}")
        or p.said.get(f"{rest}={value}")
    )
    if own:
        return own.lstrip("=").rstrip("<")
    return f"{named}: {value}" if named else f"{rest or head}={value}"


def say_card(situation: Situation, card: Mapping[str, Any]) -> list[str]:
    """A kind of card in the question's words, one item per attribute (``закрытое``,
    ``летающее / нелетающее``); an attribute without phrases as ``name=value``."""
    p = phrasing(situation.game)
    script = "cyrillic" if situation.language == "ru" else "latin"
    out = []
    for attribute, value in card.items():
        if attribute == "at":  # a battlefield cell (``на C2``, ``a C2 mezőn``)
            out.append(f"на {value}" if situation.language == "ru" else f"{value} mezőn")
            continue
        if value == OPEN:  # (left open by the words: says nothing of the card)
            continue
        values = value if isinstance(value, list) else [value]
        words = []
        for v in values:
            key = f"{attribute}={_value_key(v)}"
            own = None
            if p is not None and not isinstance(v, list):  # in the question's alphabet first
                own = p.said.get(f"{key}@{script}") or p.said.get(key)
            words.append(own if own else f"{attribute}={v}")
        out.append(" / ".join(words))
    return out
