"""Verdicts: the answer to a scenario, the clauses that decided it, and a reason per card or
condition — as data (``to_json``) and as terminal text (``render``), in the rulebook's language
or in English.

Reasons hold phrase keys with parameters, not finished sentences: each engine module keeps its
phrase catalog (``PHRASES``: key → language → template), and the text is built only when shown,
so ``judge check`` never pays for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from judge.rulebook.model import Rulebook

Catalog = Mapping[str, Mapping[str, str]]

#: the language of each game's rulebook, used when the loaded documents do not say otherwise
GAME_LANGUAGE = {"berserk": "ru", "berserk-heroes": "ru", "hkk": "hu"}
LANGUAGES = ("ru", "hu", "en")

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
    "not-in-rulebook": {
        "ru": "(нет в загруженных правилах)",
        "hu": "(nincs a betöltött szabálykönyvben)",
        "en": "(not in the loaded rulebook)",
    },
}


@dataclass(frozen=True, slots=True)
class Phrase:
    """A reason's wording: a catalog key and its parameters."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, catalog: Catalog, lang: str) -> str:
        entry = catalog.get(self.key) or COMMON.get(self.key) or {}
        template = entry.get(lang) or entry.get("en") or self.key
        return template.format_map(self.params)


def phrase(key: str, **params: object) -> Phrase:
    return Phrase(key, params)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why one card, attack or condition holds (True), fails (False) or is undecided (None)."""

    subject: str
    holds: bool | None
    why: tuple[Phrase, ...]
    cites: tuple[str, ...] = ()
    #: clause ids the engine looked for and did not find, or that do not decide (undecided)
    looked_at: tuple[str, ...] = ()
    kind: str = "card"  # card | attack | condition

    def text(self, catalog: Catalog, lang: str) -> str:
        return "; ".join(p.text(catalog, lang) for p in self.why)

    def to_json(self, catalog: Catalog, lang: str) -> dict[str, Any]:
        return {
            "subject": self.subject,
            "kind": self.kind,
            "holds": self.holds,
            "text": self.text(catalog, lang),
            "cites": list(self.cites),
            "looked_at": list(self.looked_at),
        }


@dataclass(frozen=True)
class Verdict:
    """The resolved scenario."""

    game: str
    ask: str
    answer: Mapping[str, Any]
    reasons: tuple[Reason, ...]
    language: str
    catalog: Catalog = field(default_factory=dict, repr=False)
    path: str | None = None
    title: str | None = None
    question: str | None = None

    @property
    def cites(self) -> tuple[str, ...]:
        """Every clause that decided the answer: the union of the reasons' cites, in the
        rulebook's numbering order (unnumbered heading blocks last)."""
        from judge.rulebook.ids import sort_key

        return tuple(sorted(dict.fromkeys(c for r in self.reasons for c in r.cites), key=sort_key))

    @property
    def looked_at(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c for r in self.reasons for c in r.looked_at))

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        lang = lang or self.language
        return {
            "path": self.path,
            "game": self.game,
            "ask": self.ask,
            "title": self.title,
            "question": self.question,
            "answer": {k: _plain(v) for k, v in self.answer.items()},
            "cites": list(self.cites),
            "looked_at": list(self.looked_at),
            "language": lang,
            "reasons": [r.to_json(self.catalog, lang) for r in self.reasons],
        }

    def render(
        self, lang: str | None = None, *, quote: bool = False, rulebook: Rulebook | None = None
    ) -> str:
        """Terminal text: the question, the answer, one line per reason, the cited clauses (with
        ``quote``, their text, and the text of clauses looked at for undecided values)."""
        lang = lang or self.language

        def say(key: str) -> str:
            return Phrase(key).text(self.catalog, lang)

        lines = []
        if self.path:
            lines.append(self.path)
        if self.title:
            lines.append(self.title)
        if self.question:
            lines.append(f"{say('question')}: {self.question}")
        shown = ", ".join(f"{k} = {_shown(v)}" for k, v in self.answer.items())
        lines.append(f"{say('answer')}: {shown}")
        width = max((len(r.subject) for r in self.reasons), default=0)
        for r in self.reasons:
            mark = {True: "+", False: "-", None: "?"}[r.holds]
            if r.kind == "card":
                verdict = say({True: "may", False: "may-not", None: "undecided"}[r.holds])
            else:
                verdict = say({True: "holds", False: "fails", None: "undecided"}[r.holds])
            ids = ", ".join(r.cites)
            if r.looked_at:
                ids = ", ".join(
                    filter(None, [ids, f"{say('looked-at')}: {', '.join(r.looked_at)}"])
                )
            tail = f" ({ids})" if ids else ""
            lines.append(
                f"  {mark} {r.subject.ljust(width)}  {verdict}: {r.text(self.catalog, lang)}{tail}"
            )
        if self.cites:
            lines.append(f"{say('clauses')}: {', '.join(self.cites)}")
        if quote and rulebook is not None:
            from judge.render.text import wrap

            looked = [c for r in self.reasons for c in r.looked_at if c not in self.cites]
            for cid in dict.fromkeys([*self.cites, *looked]):
                found = rulebook.find(cid, game=self.game)
                if not found:
                    lines.append(f"{cid} {say('not-in-rulebook')}")
                    continue
                doc, clause = found[0]
                head = cid if not clause.numbered else clause.label
                lines.append(f"\n{head}  [{doc.id}]")
                lines.append(wrap(clause.text or clause.full_text()))
        return "\n".join(lines)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple | list | frozenset | set) else value


def _shown(value: Any) -> str:
    if isinstance(value, tuple | list):
        return "[" + ", ".join(value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
