"""Verdicts: the answer to a scenario, the clauses that decided it, and a reason per card or
condition, in the rulebook's language or in English (shown by ``judge.render.verdict``).

Reasons hold phrase keys with parameters, not finished sentences: each engine module keeps its
phrase catalog (``PHRASES``: key → language → template), and the text is built only when shown,
so ``judge check`` never pays for it.

A list answer is three-valued: the names when every candidate is decided, ``unknown`` when none
is, and otherwise a partial answer (``Partial``): the names that surely belong, and those that
may, each with the clauses that speak to it without deciding and the fact that would decide it.
A partial answer is a plain mapping, not a class: answers are data that ``judge check`` keeps in
its cache (``marshal``) and that JSON shows as it is, and a consumer that knows only lists,
booleans and strings reads it as "not a list" rather than as a list of something else.
``Verdict.answer_data`` gives the answer as that data, the facts worded in a language.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple, TypedDict

from judge.scenario.schema import is_partial

Catalog = Mapping[str, Mapping[str, str]]

#: phrases every engine shares
COMMON: Catalog = {
    "missing": {
        "ru": "в загруженных правилах нет пункта {ids}",
        "hu": "a betöltött szabálykönyvben nincs {ids} pont",
        "en": "the loaded rulebook has no clause {ids}",
    },
    "may": {"ru": "может", "hu": "igen", "en": "may"},
    "may-not": {"ru": "не может", "hu": "nem", "en": "may not"},
    "holds": {"ru": "да", "hu": "igen", "en": "yes"},
    "fails": {"ru": "нет", "hu": "nem", "en": "no"},
    "undecided": {"ru": "не решено", "hu": "nem eldönthető", "en": "undecided"},
    "question": {"ru": "Вопрос", "hu": "Kérdés", "en": "Question"},
    "answer": {"ru": "Ответ", "hu": "Válasz", "en": "Answer"},
    "clauses": {"ru": "Пункты", "hu": "Pontok", "en": "Clauses"},
    "looked-at": {"ru": "просмотрены", "hu": "megnézett pontok", "en": "looked at"},
    "assumptions": {"ru": "Допущения", "hu": "Feltevések", "en": "Assumptions"},
    "not-in-rulebook": {
        "ru": "(нет в загруженных правилах)",
        "hu": "(nincs a betöltött szabálykönyvben)",
        "en": "(not in the loaded rulebook)",
    },
    "surely": {"ru": "наверняка", "hu": "biztosan", "en": "surely"},
    "maybe": {"ru": "возможно", "hu": "talán", "en": "maybe"},
}


#: no parameters, no catalog (read-only, as the values holding it)
_NONE: Mapping[str, Any] = MappingProxyType({})


class Phrase(NamedTuple):
    """A reason's wording: a catalog key and its parameters. (Verdicts are named tuples, not
    dataclasses: ``judge ask`` imports them, and dataclasses cost start-up.)"""

    key: str
    params: Mapping[str, object] = _NONE

    def text(self, catalog: Catalog, lang: str) -> str:
        entry = catalog.get(self.key) or COMMON.get(self.key) or {}
        template = entry.get(lang) or entry.get("en") or self.key
        return template.format_map(self.params)


def phrase(key: str, **params: object) -> Phrase:
    return Phrase(key, params)


class Maybe(TypedDict):
    """A member of a list answer that may belong: its name, the clauses that speak to it without
    deciding (``cites``), and what would decide it (``decides``: phrases in the engine, their
    text in ``Verdict.answer_data``)."""

    name: str
    cites: tuple[str, ...]
    decides: tuple[Phrase, ...] | str


class Partial(TypedDict):
    """A list answer partly decided: the names that surely belong, and those that may."""

    surely: tuple[str, ...]
    maybe: tuple[Maybe, ...]


def partial(surely: tuple[str, ...], maybe: tuple[Maybe, ...]) -> Partial:
    return {"surely": surely, "maybe": maybe}


def in_answer(value: object, name: str) -> bool | None:
    """Whether ``name`` belongs to a list answer: True, False, or None when the answer does not
    decide it (``unknown``, or one of a partial answer's maybe)."""
    if isinstance(value, tuple | list):
        return name in value
    if is_partial(value):
        assert isinstance(value, dict)
        if name in value["surely"]:
            return True
        return None if any(m["name"] == name for m in value["maybe"]) else False
    return None


def answer_value(value: Any, catalog: Catalog, lang: str) -> Any:
    """One answer value as data: a partial answer's facts worded in ``lang``; others as they
    are."""
    if not is_partial(value):
        return value
    maybe = tuple(
        {
            "name": m["name"],
            "cites": m["cites"],
            "decides": m["decides"]
            if isinstance(m["decides"], str)
            else "; ".join(p.text(catalog, lang) for p in m["decides"]),
        }
        for m in value["maybe"]
    )
    return {"surely": value["surely"], "maybe": maybe}


class Reason(NamedTuple):
    """Why one card, attack or condition holds (True), fails (False) or is undecided (None)."""

    subject: str
    holds: bool | None
    why: tuple[Phrase, ...]
    cites: tuple[str, ...] = ()
    #: clause ids the engine looked for and did not find, or that do not decide (undecided)
    looked_at: tuple[str, ...] = ()
    kind: str = "card"  # card | attack | condition
    #: the assumptions (ids of ``judge.engine.registry.Assumption``) the reason rests on
    assumptions: tuple[str, ...] = ()

    def text(self, catalog: Catalog, lang: str) -> str:
        return "; ".join(p.text(catalog, lang) for p in self.why)


class Verdict(NamedTuple):
    """The resolved scenario."""

    game: str
    ask: str
    answer: Mapping[str, Any]
    reasons: tuple[Reason, ...]
    language: str
    catalog: Catalog = _NONE
    path: Path | None = None
    title: str | None = None
    question: str | None = None
    #: the clauses of every encoded rule applied in resolving (spoken or missing), in order
    consulted: tuple[str, ...] = ()

    def answer_data(self, lang: str | None = None) -> dict[str, Any]:
        """The answer as plain data: a partial answer's facts worded in ``lang`` (default: the
        verdict's language), every other value as it is."""
        answer = self.answer
        if not any(type(v) is dict for v in answer.values()):
            return dict(answer)
        lang = lang or self.language
        return {k: answer_value(v, self.catalog, lang) for k, v in answer.items()}

    @property
    def cites(self) -> tuple[str, ...]:
        """Every clause that decided the answer: the union of the reasons' cites, in the
        rulebook's numbering order (unnumbered heading blocks last)."""
        from judge.rulebook.ids import sort_key

        cites = dict.fromkeys([c for r in self.reasons for c in r.cites])
        return tuple(sorted(cites, key=sort_key)) if len(cites) > 1 else tuple(cites)

    @property
    def looked_at(self) -> tuple[str, ...]:
        """The clauses looked at that did not decide the answer: those the reasons looked at
        (undecided, missing, referred to), then every other clause of a rule applied that is
        not among the cites (a rule outweighed by another, a premise's)."""
        found = dict.fromkeys(c for r in self.reasons for c in r.looked_at)
        if self.consulted:
            cited = set(self.cites)
            found.update(dict.fromkeys(c for c in self.consulted if c not in cited))
        return tuple(found)

    @property
    def assumptions(self) -> tuple[str, ...]:
        """The assumptions (not clauses) the answer rests on: the union of the reasons'."""
        return tuple(dict.fromkeys(a for r in self.reasons for a in r.assumptions))
