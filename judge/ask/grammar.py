"""The structure of a question beyond its words: what a negation governs, whose a card is, what
the question asks, and which role a noun has by its case.

    negated(words, language) -> frozenset[int]     the words a negation governs
    owners(words, language) -> dict[int, str]      a noun → me, them, opponent, self
    asked(words, language) -> frozenset[int]       the words the question asks (not states)
    case_role(word, language) -> frozenset[str]    subject, object, instrument, onto…

Each follows the grammar of the language, not a list of whole phrases:

- **Negation** (``не``/``ни``/``без``/``нет``; ``nem``/``sem``/``nincs``/``nélkül``) governs the
  word or phrase after it — a preposition with its noun phrase (``не в подфазу выбора``), an
  adjective alone (``не летающее существо``: the creature is named, its flying denied), a verb
  with its infinitive (``не умеет летать``); ``nélkül`` the phrase before it; ``не X, а Y``
  everything up to ``а``. ``не X, а Y`` and ``X, а не Y`` deny X and state Y.
- **Possession**: a possessive pronoun (``мой``, ``его``, ``свой``) qualifies the noun after it, a
  genitive (``карта противника``) or ``-nak/-nek`` (``az ellenfél lényének``) the noun before it; a
  Hungarian possessive suffix (``lényem``, ``őrposztja``) its own noun. The possessor belongs to
  that noun, never to the sentence's actor.
- **What is asked**: two values joined by ``или``/``vagy``, a word before ``ли``, a value followed
  by ``или нет``/``vagy nem``, the predicate of ``это X?``/``ez X?``/``X-e?``; and the clause a
  question word or a question mark governs (``ASKED`` words after it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from judge.ask.morph import Gram


class Worded(Protocol):
    """What the grammar needs of a word (``judge.ask.situation.Word``)."""

    @property
    def text(self) -> str: ...
    @property
    def folded(self) -> str: ...
    @property
    def clause(self) -> int: ...
    @property
    def sentence(self) -> int: ...
    @property
    def closing(self) -> bool: ...
    @property
    def grams(self) -> tuple[Gram, ...]: ...


NEGATIONS = {
    "ru": frozenset(("не", "ни", "без", "нет", "нету")),
    "hu": frozenset(("nem", "sem", "se", "nincs", "nincsen", "ne")),
}
#: a negation after the phrase it governs: ``egy lény nélkül``
POSTPOSED_NEGATIONS = {"hu": frozenset(("nelkul",))}
#: ``не X, а Y``: the word that brings the stated alternative
INSTEAD = {"ru": frozenset(("а", "но")), "hu": frozenset(("hanem", "de"))}
#: words a negation passes over to reach what it governs (``не уже``, ``nem is``)
_SKIP = {
    "ru": frozenset(("уже", "еще", "ещё", "сразу", "только", "совсем", "всегда", "же", "то")),
    "hu": frozenset(("is", "mar", "meg", "csak", "egeszen", "mindig", "a", "az", "egy")),
}
#: alternatives: two values joined by one of these are asked, not stated
ALTERNATIVES = {"ru": frozenset(("или", "либо")), "hu": frozenset(("vagy",))}
#: question particles: the word before one is asked (``быстрая ли``)
PARTICLES = {"ru": frozenset(("ли", "ль")), "hu": frozenset()}
#: ``это X?``, ``ez X?``: a demonstrative before the asked predicate
DEMONSTRATIVES = {"ru": frozenset(("это",)), "hu": frozenset(("ez",))}

#: possessive words of Russian and whose they say a card is
RU_OWNERS = {
    "мой": "me", "моя": "me", "мое": "me", "мои": "me", "моего": "me", "моей": "me",
    "моему": "me", "мою": "me", "моим": "me", "моих": "me", "моими": "me", "моем": "me",
    "наш": "me", "наша": "me", "наше": "me", "наши": "me", "нашего": "me", "нашей": "me",
    "нашу": "me", "наших": "me", "нашим": "me",
    "его": "them", "ее": "them", "их": "them",
    "свой": "self", "своя": "self", "свое": "self", "свои": "self", "своего": "self",
    "своей": "self", "своему": "self", "свою": "self", "своим": "self", "своих": "self",
}  # fmt: skip
#: nouns naming the other player: a card in their genitive is the opponent's
RU_OPPONENT = frozenset(
    (
        "противник противника противнику противником противнике соперник соперника сопернику "
        "соперником сопернике враг врага врагу оппонент оппонента оппоненту неприятель "
        "неприятеля"
    ).split()
)
HU_OPPONENT = frozenset(("ellenfel", "ellenfele", "ellenfelem", "ellenfelunk", "ellenseg"))
HU_MINE = frozenset(("enyem", "sajat", "sajatom"))  # (``saját`` = own: the owner of the clause)


def negated(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The positions of the words some negation governs."""
    negations = NEGATIONS.get(language, frozenset())
    skip = _SKIP.get(language, frozenset())
    out: set[int] = set()
    for at, word in enumerate(words):
        if word.folded not in negations:
            continue
        nxt = at + 1
        while nxt < len(words) and words[nxt].folded in skip:
            nxt += 1
        out.update(_phrase_after(words, nxt, language))
        out.update(_contrasted(words, at, language))
    for at, word in enumerate(words):
        if word.folded in POSTPOSED_NEGATIONS.get(language, ()):
            out.update(_phrase_before(words, at - 1))
    # ``не X, а Y`` states Y; ``X, а не Y`` denies Y only
    instead = INSTEAD.get(language, frozenset())
    for at, word in enumerate(words):
        if word.folded in instead and at + 1 < len(words) and words[at + 1].folded not in negations:
            for later in _phrase_after(words, at + 1, language):
                out.discard(later)
    return frozenset(out)


def _contrasted(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """``не свойством «Атака ударом», а способностью``: a negation whose sentence goes on with
    the stated alternative (``а``/``hanem``) governs every word up to it."""
    instead = INSTEAD.get(language, frozenset())
    negations = NEGATIONS.get(language, frozenset())
    for later in range(at + 1, min(len(words), at + 8)):
        word = words[later]
        if word.sentence != words[at].sentence or word.folded in negations:
            return []
        if word.folded in instead:
            return list(range(at + 1, later))
    return []


def _phrase_after(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """The phrase a negation before position ``at`` governs: a preposition with the noun phrase
    it takes, a verb with the infinitive after it, else the one word."""
    if at >= len(words) or words[at].clause != words[at - 1].clause and at > 0:
        return []
    first = words[at]
    span = [at]
    kinds = {g.pos for g in first.grams}
    if "prep" in kinds:
        nxt = at + 1
        while nxt < len(words) and words[nxt].clause == first.clause:
            span.append(nxt)
            if {"noun", "name", "pron"} & {g.pos for g in words[nxt].grams}:
                break
            nxt += 1
    elif (
        kinds & {"verb", "pred"}
        and at + 1 < len(words)
        and "inf" in {g.pos for g in words[at + 1].grams}
    ):
        span.append(at + 1)
    return span


def _phrase_before(words: Sequence[Worded], at: int) -> list[int]:
    """The noun phrase ending at ``at`` (its noun and the words qualifying it)."""
    span = []
    while at >= 0:
        span.append(at)
        if at == 0 or words[at - 1].clause != words[at].clause:
            break
        before = {g.pos for g in words[at - 1].grams}
        if not before & {"adj", "num"} and words[at - 1].folded not in ("a", "az", "egy"):
            break
        at -= 1
    return span


def owners(words: Sequence[Worded], language: str) -> dict[int, str]:
    """Whose each noun (or name) is said to be: ``me``, ``them`` (a third person's — who that
    is, the sentence says), ``opponent``, ``self`` (the actor's own: ``свой``, ``saját``)."""
    out: dict[int, str] = {}
    nouny = {"noun", "name", "pron"}
    for at, word in enumerate(words):
        kinds = {g.pos for g in word.grams}
        if language == "ru":
            owner = RU_OWNERS.get(word.folded)
            if owner is not None and "noun" not in kinds:
                head = _next_noun(words, at)
                if head is not None:
                    out.setdefault(head, owner)
            if word.folded in RU_OPPONENT and at > 0:
                head = _previous_noun(words, at)
                if head is not None and (
                    "gen" in _cases(word) and not {g.pos for g in words[head].grams} & {"prep"}
                ):
                    out.setdefault(head, "opponent")
        elif language == "hu" and kinds & nouny:
            owned = {g.owner for g in word.grams if g.owner}
            if word.folded in HU_OPPONENT:
                nxt = _next_noun(words, at)
                if nxt is not None and any(g.owner == "them" for g in words[nxt].grams):
                    out[nxt] = "opponent"  # ``az ellenfél lényét``: the opponent's creature
                continue
            if at > 0 and words[at - 1].folded in HU_MINE:
                out.setdefault(at, "self" if words[at - 1].folded == "sajat" else "me")
            elif owned == {"me"}:
                out.setdefault(at, "me")
    return out


def _cases(word: Worded) -> set[str]:
    return {c for g in word.grams for c in g.cases}


def _next_noun(words: Sequence[Worded], at: int) -> int | None:
    """The noun (or name) an adjective-like word at ``at`` qualifies: the first after it in its
    clause, past other adjectives."""
    for nxt in range(at + 1, min(len(words), at + 5)):
        if words[nxt].clause != words[at].clause:
            return None
        kinds = {g.pos for g in words[nxt].grams}
        if kinds & {"noun", "name"}:
            return nxt
        if not kinds & {"adj", "num"}:
            return None
    return None


def _previous_noun(words: Sequence[Worded], at: int) -> int | None:
    """The noun a genitive at ``at`` belongs to: the noun just before it (adjectives of the
    genitive's own phrase passed over)."""
    for before in range(at - 1, max(-1, at - 4), -1):
        if words[before].clause != words[at].clause:
            return None
        kinds = {g.pos for g in words[before].grams}
        if kinds & {"noun", "name"}:
            return before
        if not kinds & {"adj"}:
            return None
    return None


def asked(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The words that carry what the question asks: a choice joined by ``или``/``vagy`` (both
    sides), the word before a question particle, a word followed by ``или нет``/``vagy nem``, the
    predicate after ``это``/``ez`` that a question mark ends, a Hungarian word with the question
    clitic ``-e`` (``passzív-e``)."""
    out: set[int] = set()
    alternatives = ALTERNATIVES.get(language, frozenset())
    negations = NEGATIONS.get(language, frozenset())
    for at, word in enumerate(words):
        if word.folded in alternatives:
            after = at + 1
            if after < len(words) and words[after].folded in negations:
                out.update(_phrase_before(words, at - 1))  # ``быстрая или нет``
            else:
                out.update(_phrase_before(words, at - 1))
                out.update(_phrase_after(words, after, language) if after < len(words) else [])
        if word.folded in PARTICLES.get(language, ()) and at > 0:
            out.add(at - 1)
        if word.folded in DEMONSTRATIVES.get(language, ()) and at + 1 < len(words):
            rest = [i for i in range(at + 1, len(words)) if words[i].clause == word.clause]
            if rest and words[rest[-1]].closing and len(rest) <= 3:
                out.update(rest)
        if language == "hu" and word.text.endswith("-e") and word.closing:
            out.add(at)
    return frozenset(out)


def case_role(word: Worded, language: str) -> frozenset[str]:
    """The parts a noun may play in a clause of attacking, by its case alone: ``subject`` (the
    attacker of an active verb), ``object`` (what is attacked), ``instrument`` (Hungarian
    ``-val/-vel``: the creature one attacks with), ``onto`` (``lényre``: the target), ``place``
    (a zone), ``possessor`` (genitive / ``-nak``)."""
    out: set[str] = set()
    for gram in word.grams:
        for case in gram.cases:
            role = (_RU_ROLES if language == "ru" else _HU_ROLES).get(case)
            if role:
                out.add(role)
    return frozenset(out)


_RU_ROLES = {"nom": "subject", "acc": "object", "gen": "possessor", "ins": "means",
             "loc": "place", "dat": "onto"}  # fmt: skip
_HU_ROLES = {"nom": "subject", "acc": "object", "sub": "onto", "ins": "instrument",
             "ine": "place", "sup": "place", "dat": "possessor"}  # fmt: skip
