"""A verdict in plain words, the answer first, as a judge says it at the table:
``Nem szabályos: Ork harcos, Troll, Goblin → Elf íjász — erre a lényre 3 lény támad, pedig egy
lényre egyszerre legfeljebb két lény támadhat (34.5).``

    answers(verdict, lang=None) -> tuple[Said, ...]   one per answer key, in the kind's order
    sentence(verdict, lang=None) -> str              the first answer key's, as one sentence
    subject(verdict, reason, lang=None) -> str       a reason's subject in words
    name(verdict, value, lang=None) -> str           a card or target name as the game says it

``Said`` holds the head (``Nem szabályos``), the reasons that decided it as text, and the clauses
that decided it (for an undecided answer: the clauses looked at); ``Said.sentence`` joins them.

The words are the game's: its ``WORDS`` catalog (``judge/games/<game>/phrases.py``, exported by
its rules module beside ``PHRASES``), phrase key → language → template:

    answer.KEY.CASE        an answer's head; CASE is ``yes``/``no``/``unknown`` for a yes-no key,
                           ``some`` (``{names}``)/``none`` for a list, the value for a choice
    answer.ASK.KEY.CASE    the same, for one kind only (looked up first)
    name.NAME              a target that is not a card (``name.player``: the inactive player)

A key the game has no words for is said with the engine's shared words (``да``/``nem``/
``undecided``, the names as listed), never as ``key = value``.

An answer's *shape* says how its value is read: which case, which parameters, which reasons
decided it. The shapes are tried in order (``SHAPES``); adding one (say, a list answer that
keeps the members that surely belong apart from those that may) is one more ``Shape`` placed
before the ones it would otherwise match, with its cases in the games' catalogs
(``answer.KEY.partial``: ``{surely}``, ``{maybe}``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from judge.engine.verdict import Catalog, Phrase, Reason, Verdict
from judge.scenario.schema import UNKNOWN

#: the words of every game when its own catalog has none (the engine's shared ones first)
FALLBACK: Catalog = {
    "answer.yes": {"ru": "Да", "hu": "Igen", "en": "Yes"},
    "answer.no": {"ru": "Нет", "hu": "Nem", "en": "No"},
    "answer.unknown": {"ru": "Не решено", "hu": "Nem eldönthető", "en": "Undecided"},
    "answer.some": {"ru": "{names}", "hu": "{names}", "en": "{names}"},
    "answer.none": {"ru": "Никто", "hu": "Senki", "en": "None"},
    "answer.partial": {
        "ru": "Точно: {surely}; возможно: {maybe}",
        "hu": "Biztosan: {surely}; talán: {maybe}",
        "en": "Surely: {surely}; maybe: {maybe}",
    },
    "answer.choice": {"ru": "{value}", "hu": "{value}", "en": "{value}"},
    "looked-at": {"ru": "просмотрены", "hu": "megnézett pontok", "en": "looked at"},
}


class Said(NamedTuple):
    """One answer key in words: ``head`` (``Nem szabályos``), ``because`` (the deciding reasons'
    texts, each with its subjects where they name cards), ``cites`` (the clauses that decided
    it; for an undecided answer the clauses looked at, ``looked`` then True)."""

    key: str
    head: str
    because: tuple[str, ...]
    cites: tuple[str, ...]
    looked: bool
    lang: str

    @property
    def sentence(self) -> str:
        """``Head: because; because (cites).`` — one sentence, ending with a full stop."""
        text = self.head
        if self.because:
            text += ": " + "; ".join(self.because)
        if self.cites:
            ids = ", ".join(self.cites)
            if self.looked:
                ids = f"{Phrase('looked-at').text(FALLBACK, self.lang)}: {ids}"
            text += f" ({ids})"
        return text if text.endswith((".", "!", "?")) else text + "."


class Shape(NamedTuple):
    """How one shape of answer value is said: ``accepts(value)``; ``case(value, say_names)`` →
    (case, template parameters); ``deciding(value, reasons)`` → the reasons that decided it,
    among those no other answer key claims by name."""

    name: str
    accepts: Callable[[Any], bool]
    case: Callable[[Any, Callable[[Sequence[str]], str]], tuple[str, dict[str, str]]]
    deciding: Callable[[Any, Sequence[Reason]], list[Reason]]


def _holding(wanted: bool | None) -> Callable[[Any, Sequence[Reason]], list[Reason]]:
    def deciding(value: Any, reasons: Sequence[Reason]) -> list[Reason]:
        chosen = [r for r in reasons if r.holds is wanted]
        # a card's reason decides a list of cards, not a yes or no about the whole situation
        return [r for r in chosen if r.kind != "card"] or chosen

    return deciding


def _members(value: Any, reasons: Sequence[Reason]) -> list[Reason]:
    """The reasons about the listed cards (a card, or an attack by one)."""
    wanted = set(value)
    return [r for r in reasons if r.subject in wanted or _by(r.subject) in wanted]


def _nobody(value: Any, reasons: Sequence[Reason]) -> list[Reason]:
    """An empty list of cards: why each card is not in it (none when no card was weighed)."""
    return [r for r in reasons if r.kind == "card" and r.holds is False]


def _is_list(value: Any) -> bool:
    return isinstance(value, tuple | list)


def _is_partial(value: Any) -> bool:
    """A list answer partly decided: ``{"surely": [...], "maybe": [{"name", …}, …]}``."""
    return isinstance(value, Mapping) and "surely" in value and "maybe" in value


def _partial(value: Any, say: Callable[[Sequence[str]], str]) -> tuple[str, dict[str, str]]:
    maybe = [m["name"] if isinstance(m, Mapping) else str(m) for m in value["maybe"]]
    return "partial", {"surely": say(value["surely"]) or "—", "maybe": say(maybe)}


def _partial_reasons(value: Any, reasons: Sequence[Reason]) -> list[Reason]:
    """The reasons about the members that surely belong, then those about the ones that may."""
    maybe = {m["name"] if isinstance(m, Mapping) else str(m) for m in value["maybe"]}
    surely = _members(value["surely"], reasons)
    return surely + [r for r in _members(maybe, reasons) if r.holds is None]


SHAPES: list[Shape] = [
    Shape("partial", _is_partial, _partial, _partial_reasons),
    Shape("unknown", lambda v: v == UNKNOWN, lambda v, _: ("unknown", {}), _holding(None)),
    Shape("yes", lambda v: v is True, lambda v, _: ("yes", {}), _holding(True)),
    Shape("no", lambda v: v is False, lambda v, _: ("no", {}), _holding(False)),
    Shape("none", lambda v: _is_list(v) and not v, lambda v, _: ("none", {}), _nobody),
    Shape("some", _is_list, lambda v, say: ("some", {"names": say(v)}), _members),
    Shape("choice", lambda v: True, lambda v, _: (str(v), {"value": str(v)}), _holding(True)),
]


def shape_of(value: Any) -> Shape:
    return next(s for s in SHAPES if s.accepts(value))


# ------------------------------------------------------------------------------ the words


def words(game: str) -> Catalog:
    """The game's plain words (its rules module's ``WORDS``), empty for a game without them."""
    from judge import games

    try:
        found = getattr(games.get(game).engine(), "WORDS", None)
    except (LookupError, ImportError):
        return {}
    return found if isinstance(found, Mapping) else {}


def _say(catalog: Catalog, keys: Sequence[str], lang: str, params: Mapping[str, str]) -> str:
    for key in keys:
        entry = catalog.get(key) or FALLBACK.get(key)
        if entry:
            return Phrase(key, params).text({key: entry}, lang)
    return ""


def _key(text: str) -> str:
    return text.replace("_", "-").casefold()


def _by(subject: str) -> str:
    return subject.split(" → ", 1)[0]


def name(verdict: Verdict, value: str, lang: str | None = None) -> str:
    """A card name as it is, a target that is not a card (``player``) as the game says it."""
    lang = lang or verdict.language
    return _say(words(verdict.game), [f"name.{value}"], lang, {}) or value


def _names(verdict: Verdict, lang: str) -> Callable[[Sequence[str]], str]:
    def say(values: Sequence[str]) -> str:
        return ", ".join(name(verdict, str(v), lang) for v in values)

    return say


def head(verdict: Verdict, key: str, value: Any, lang: str | None = None) -> str:
    """An answer key's value in words: ``Nem szabályos``, ``Защитником можно назначить: Дракон``."""
    lang = lang or verdict.language
    case, params = shape_of(value).case(value, _names(verdict, lang))
    k = _key(key)
    keys = [f"answer.{verdict.ask}.{k}.{case}", f"answer.{k}.{case}"]
    fallback = case if case in ("yes", "no", "unknown", "some", "none") else "choice"
    return _say(words(verdict.game), [*keys, f"answer.{fallback}"], lang, params)


# ------------------------------------------------------------------------------ answers


def answers(verdict: Verdict, lang: str | None = None) -> tuple[Said, ...]:
    """Each answer key of the verdict in words, in the order the kind declares them."""
    lang = lang or verdict.language
    keys = {_key(k) for k in verdict.answer}
    free = [r for r in verdict.reasons if _key(r.subject) not in keys]
    out = []
    for key, value in verdict.answer.items():
        own = [r for r in verdict.reasons if _key(r.subject) == _key(key)]
        deciding = own or shape_of(value).deciding(value, free)
        undecided = value == UNKNOWN or (bool(deciding) and all(r.holds is None for r in deciding))
        if undecided:
            cites = [c for r in deciding for c in r.looked_at or r.cites]
        else:
            cites = [c for r in deciding for c in r.cites]
        said = head(verdict, key, value, lang)
        named = shape_of(value).name == "some"
        out.append(
            Said(
                key=key,
                head=said,
                because=_because(verdict, deciding, lang, said, named),
                cites=_ordered(cites),
                looked=undecided,
                lang=lang,
            )
        )
    return tuple(out)


def sentence(verdict: Verdict, lang: str | None = None) -> str:
    """The verdict's first answer key as one sentence, with the clauses that decided it."""
    said = answers(verdict, lang)
    return said[0].sentence if said else ""


def _because(
    verdict: Verdict, reasons: Sequence[Reason], lang: str, said: str, named: bool
) -> tuple[str, ...]:
    """The reasons' texts, each once, with the cards they are about: identical texts of several
    cards (or attacks on one target) said once for all of them. A text that only repeats the
    head is left out, and so are the cards when the head lists them and one text explains all
    (``named``)."""
    by_text: dict[str, list[str]] = {}
    for r in reasons:
        text = r.text(verdict.catalog, lang)
        if not text or text.casefold() == said.casefold():
            continue
        subjects = by_text.setdefault(text, [])
        if r.kind in ("card", "attack"):
            subjects.append(subject(verdict, r, lang))
    if named and len(by_text) == 1:
        return tuple(by_text)
    return tuple(f"{_together(s)} — {text}" if s else text for text, s in by_text.items())


def _together(subjects: list[str]) -> str:
    """``A → X``, ``B → X`` as ``A, B → X``; other subjects listed."""
    targets = {s.partition(" → ")[2] for s in subjects}
    if len(subjects) > 1 and len(targets) == 1 and "" not in targets:
        return ", ".join(_by(s) for s in subjects) + " → " + targets.pop()
    return ", ".join(dict.fromkeys(subjects))


def _ordered(cites: list[str]) -> tuple[str, ...]:
    from judge.rulebook.ids import sort_key

    return tuple(sorted(dict.fromkeys(cites), key=sort_key))


def subject(verdict: Verdict, reason: Reason, lang: str | None = None) -> str:
    """What a reason is about, in words: a reason named for an answer key says that answer as
    its outcome (``Átüt az őrposzton``, ``Nem eldönthető, hogy …``); an attack ``by → target``
    with the target as the game says it; anything else (a card, a clause) as it is."""
    lang = lang or verdict.language
    for key, value in verdict.answer.items():
        if _key(key) == _key(reason.subject):
            outcome: Any
            if reason.holds is None:
                outcome = UNKNOWN
            elif _is_list(value):
                outcome = value if reason.holds else ()
            elif isinstance(value, bool) or value == UNKNOWN:
                outcome = reason.holds
            else:  # a choice: the value the reason gave
                outcome = value
            return head(verdict, key, outcome, lang)
    by, arrow, target = reason.subject.partition(" → ")
    if arrow:
        return f"{name(verdict, by, lang)} → {name(verdict, target, lang)}"
    return name(verdict, reason.subject, lang)
