"""Verdicts: the answer to a scenario, the clauses that decided it, and a reason per card or
condition, in the rulebook's language or in English (shown by ``judge.render.verdict``).

Reasons hold phrase keys with parameters, not finished sentences: each engine module keeps its
phrase catalog (``PHRASES``: key → language → template), and the text is built only when shown,
so ``judge check`` never pays for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

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

    @property
    def cites(self) -> tuple[str, ...]:
        """Every clause that decided the answer: the union of the reasons' cites, in the
        rulebook's numbering order (unnumbered heading blocks last)."""
        from judge.rulebook.ids import sort_key

        cites = dict.fromkeys([c for r in self.reasons for c in r.cites])
        return tuple(sorted(cites, key=sort_key)) if len(cites) > 1 else tuple(cites)

    @property
    def looked_at(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c for r in self.reasons for c in r.looked_at))

    @property
    def assumptions(self) -> tuple[str, ...]:
        """The assumptions (not clauses) the answer rests on: the union of the reasons'."""
        return tuple(dict.fromkeys(a for r in self.reasons for a in r.assumptions))
