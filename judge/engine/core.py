"""Resolving scenarios: ``resolve(scenario, rulebook) -> Verdict``.

Each game's engine (``judge.games.*``) is a set of encoded rules — functions decorated with
``@rule(game, *clause_ids)`` that read like the clause they implement and return a ``Check``
(holds or fails, and why) or ``None`` when the clause does not speak to the situation — and
one function per ``ask`` kind that applies them. A rule only fires when every clause it cites
is in the loaded rulebook for that game; otherwise the value it would decide is ``unknown``
and the reason lists the clause ids looked for. A verdict's cites are the clauses of the rules
that fired, collected by ``Finding``; no engine writes a cite by hand.

A list answer is built from its candidates (``Member``: a name and whether it belongs, and when
undecided the clauses looked at and the phrases saying what is open) by ``listing``: the names
when every candidate is decided, ``unknown`` when none is, else a partial answer
(``judge.engine.verdict.Partial``). Each verdict records the clauses of every rule applied in
resolving it (``Clauses.recording``), so that a premise's clauses are never lost from what the
verdict says it looked at.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from judge import LANGUAGES, games
from judge.engine.registry import Assumption, Rule
from judge.engine.verdict import Maybe, Phrase, Reason, Verdict, partial, phrase
from judge.rulebook.model import Rulebook
from judge.scenario.schema import UNKNOWN
from judge.scenario.values import Scenario


class Check(NamedTuple):
    """What an encoded rule says about the situation: holds (True), fails (False) or does not
    decide (None), and why. (The engine's values are named tuples and slotted classes, not
    dataclasses: ``judge ask`` imports the engine, and dataclasses cost start-up.)"""

    holds: bool | None
    why: tuple[Phrase, ...]
    #: assumptions (ids) this particular outcome rests on, besides those of its rule
    assumes: tuple[str, ...] = ()
    #: clauses an undecided outcome refers to beyond its rule's (``513.1`` → ``304``): looked at
    refers: tuple[str, ...] = ()


def passes(*why: Phrase, assumes: tuple[Assumption, ...] = ()) -> Check:
    return Check(True, why, _ids_of(assumes))


def fails(*why: Phrase, assumes: tuple[Assumption, ...] = ()) -> Check:
    return Check(False, why, _ids_of(assumes))


def silent(
    *why: Phrase, assumes: tuple[Assumption, ...] = (), refers: tuple[str, ...] = ()
) -> Check:
    """The clause speaks to the situation but does not decide it (``refers``: the clauses it
    sends the reader to, looked at too)."""
    return Check(None, why, _ids_of(assumes), refers)


def _ids_of(assumes: tuple[Assumption, ...]) -> tuple[str, ...]:
    return tuple([a.id for a in assumes]) if assumes else ()


def check(condition: bool, yes: Phrase, no: Phrase) -> Check:
    return Check(True, (yes,)) if condition else Check(False, (no,))


class Clauses:
    """The clause ids of one game in the loaded rulebook (looked up once each), and — in the
    copy one verdict is resolved with (``recording``) — the clauses of every rule applied."""

    def __init__(self, rulebook: Rulebook, game: str, *, shared: Clauses | None = None):
        self.rulebook = rulebook
        self.game = game
        #: the cites of each rule applied, in order (None: not recorded)
        self.consulted: list[tuple[str, ...]] | None = None
        self._has: dict[str, bool]
        self._missing: dict[int, tuple[str, ...]]
        self.language: str
        if shared is not None:
            self._has, self._missing, self.language = shared._has, shared._missing, shared.language
            return
        self._has, self._missing = {}, {}
        languages = [d.language for d in rulebook.documents if d.game == game]
        self.language = (
            languages[0] if languages and languages[0] in LANGUAGES else games.language_of(game)
        )

    def recording(self) -> Clauses:
        """The same look-up (what it has found shared), recording the clauses of every rule
        applied through it: one per verdict."""
        other = Clauses(self.rulebook, self.game, shared=self)
        other.consulted = []
        return other

    def without(self, *clause_ids: str) -> Clauses:
        """The same look-up with ``clause_ids`` taken out, as if the loaded rulebook lacked them
        (what an answer would be without a clause: an undecided premise)."""
        other = Clauses(self.rulebook, self.game)
        other._has.update(dict.fromkeys(clause_ids, False))
        return other

    def has(self, clause_id: str) -> bool:
        found = self._has.get(clause_id)
        if found is None:
            found = self._has[clause_id] = bool(self.rulebook.find(clause_id, game=self.game))
        return found

    def missing(self, rule: Rule) -> tuple[str, ...]:
        """The clauses a rule cites that the loaded rulebook lacks for this game."""
        found = self._missing.get(id(rule))
        if found is None:
            found = self._missing[id(rule)] = tuple(c for c in rule.cites if not self.has(c))
        return found


_CLAUSES: dict[tuple[int, str], Clauses] = {}


def clauses_for(rulebook: Rulebook, game: str) -> Clauses:
    """The (cached) clause look-up for a rulebook and game."""
    key = (id(rulebook), game)
    found = _CLAUSES.get(key)
    if found is None or found.rulebook is not rulebook:
        if len(_CLAUSES) > 16:
            _CLAUSES.clear()
        found = _CLAUSES[key] = Clauses(rulebook, game)
    return found


class _Fired(NamedTuple):
    """One rule applied in a finding, and what it said."""

    rule: Rule | None
    check: Check
    #: passing checks inherited from a shared finding are not repeated
    show: bool = True
    #: the rule's clauses absent from the loaded rulebook
    missing: tuple[str, ...] = ()


class Finding:
    """The conjunction of the rules applied to one subject: it fails if any fired rule fails,
    is undecided if a rule could not fire (its clause is missing) or does not decide, and holds
    otherwise — provided at least one rule fired."""

    def __init__(self, clauses: Clauses):
        self.clauses = clauses
        self.fired: list[_Fired] = []
        self.looked_at: list[str] = []

    def apply(self, fn: Callable[..., Check | None], *args: Any) -> Check | None:
        """Apply one encoded rule; returns its check (None when it does not speak or is missing)."""
        outcome = fn(*args)
        if outcome is None:
            return None
        rule: Rule = fn.rule  # type: ignore[attr-defined]
        if self.clauses.consulted is not None:
            self.clauses.consulted.append(rule.cites)
        missing = self.clauses.missing(rule)
        if missing:
            why = silent(phrase("missing", ids=", ".join(missing)))
            self.fired.append(_Fired(None, why, missing=missing))
            self.looked_at += missing
            return None
        self.fired.append(_Fired(rule, outcome))
        if outcome.holds is None:
            self.looked_at += [*rule.cites, *outcome.refers]
        return outcome

    def include(self, other: Finding) -> None:
        """Take over another finding's checks (a condition shared by several subjects); its
        passing checks count but are not repeated in this subject's reason."""
        self.fired += [
            _Fired(f.rule, f.check, f.check.holds is not True, f.missing) for f in other.fired
        ]
        self.looked_at += other.looked_at

    @property
    def holds(self) -> bool | None:
        undecided = not self.fired
        for fired in self.fired:
            holds = fired.check.holds
            if holds is False:
                return False
            if holds is None:
                undecided = True
        return None if undecided else True

    def reason(self, subject: str, kind: str = "card", *, empty: Phrase | None = None) -> Reason:
        holds = self.holds
        if holds is False:
            chosen = [f for f in self.fired if f.check.holds is False]
        elif holds is True:
            chosen = [f for f in self.fired if f.show] or self.fired
        else:
            chosen = [f for f in self.fired if f.check.holds is None] + [
                f for f in self.fired if f.check.holds and f.show
            ]
        why = tuple(p for f in chosen for p in f.check.why) or ((empty,) if empty else ())
        if holds is None:
            cites: tuple[str, ...] = ()
        elif holds is True:
            cites = _ids(f.rule for f in self.fired)
        else:
            cites = _ids(f.rule for f in chosen)
        rested = self.fired if holds is not False else chosen
        return Reason(
            subject,
            holds,
            why,
            cites,
            tuple(dict.fromkeys(self.looked_at)) if self.looked_at else (),
            kind,
            _assumed(rested),
        )

    def member(self, name: str) -> Member:
        """The finding as a candidate of a list answer: ``name`` belongs when it holds."""
        holds = self.holds
        if holds is not None:
            return Member(name, holds)
        why = tuple(p for f in self.fired if f.check.holds is None for p in f.check.why)
        return Member(name, None, tuple(dict.fromkeys(self.looked_at)), why)

    def per_rule(self, kind: str = "condition") -> list[Reason]:
        """One reason per rule applied (for answers decided condition by condition)."""
        out = []
        for f in self.fired:
            holds = f.check.holds
            if f.rule is None:  # a rule whose clauses are missing from the loaded rulebook
                subject = ", ".join(f.missing)
                out.append(Reason(subject, None, f.check.why, (), f.missing, kind))
                continue
            subject = ", ".join(f.rule.cites)
            cites = f.rule.cites if holds is not None else ()
            looked = (*f.rule.cites, *f.check.refers) if holds is None else ()
            out.append(Reason(subject, holds, f.check.why, cites, looked, kind, _assumed([f])))
        return out


def _ids(rules: Iterable[Rule | None]) -> tuple[str, ...]:
    return tuple(dict.fromkeys([c for r in rules if r is not None for c in r.cites]))


def _assumed(fired: Iterable[_Fired]) -> tuple[str, ...]:
    """The assumptions the fired rules (and their outcomes) rest on, once each."""
    found = [
        a
        for f in fired
        if f.rule is not None and (f.rule.assumes or f.check.assumes)
        for a in (*f.rule.assumes, *f.check.assumes)
    ]
    return tuple(dict.fromkeys(found)) if found else ()


def any_of(values: Iterable[bool | None]) -> bool | None:
    """Any of several findings: True beats undecided beats False."""
    values = list(values)
    if True in values:
        return True
    if None in values:
        return None
    return False


def all_of(values: Iterable[bool | None]) -> bool | None:
    """All of several findings: False beats undecided beats True."""
    values = list(values)
    if False in values:
        return False
    if None in values:
        return None
    return True


def value_or_unknown(holds: bool | None) -> bool | str:
    """A yes/no answer: ``unknown`` when the loaded clauses do not decide it."""
    return UNKNOWN if holds is None else holds


class Member(NamedTuple):
    """A candidate of a list answer: whether it belongs (True, False, or None when the loaded
    clauses do not decide), and when undecided the clauses looked at without deciding and what
    is open (the phrases of the checks that did not decide)."""

    name: str
    holds: bool | None
    looked_at: tuple[str, ...] = ()
    open: tuple[Phrase, ...] = ()


def member_of(name: str, findings: Iterable[Finding]) -> Member:
    """A candidate that belongs when every one of several findings holds (an attacker's
    attacks): decided when they are, else what each undecided one leaves open."""
    members = [f.member(name) for f in findings]
    holds = all_of(m.holds for m in members)
    if holds is not None:
        return Member(name, holds)
    undecided = [m for m in members if m.holds is None]
    looked = tuple(dict.fromkeys(c for m in undecided for c in m.looked_at))
    return Member(name, None, looked, tuple(p for m in undecided for p in m.open))


def listing(members: Iterable[Member]) -> Any:
    """A list answer from its candidates: the names that belong when every candidate is
    decided; ``unknown`` when none is (nothing is known); otherwise the partial answer — the
    names that surely belong, and those that may, each with the clauses looked at and what
    would decide it."""
    members = list(members)
    undecided = [m for m in members if m.holds is None]
    if not undecided:
        return tuple([m.name for m in members if m.holds])
    if len(undecided) == len(members):
        return UNKNOWN
    maybe: tuple[Maybe, ...] = tuple(
        {"name": m.name, "cites": m.looked_at, "decides": m.open} for m in undecided
    )
    return partial(tuple([m.name for m in members if m.holds]), maybe)


Ask = Callable[[Scenario[Any, Any], Clauses], tuple[Mapping[str, Any], list[Reason]]]


def resolve(
    scenario: Scenario[Any, Any], rulebook: Rulebook, *, clauses: Clauses | None = None
) -> Verdict:
    """The verdict for one scenario under the loaded rulebook (``clauses``: its look-up for the
    scenario's game, when given — ``Clauses.without`` answers as if some were not loaded)."""
    module = games.get(scenario.game).engine()
    clauses = (clauses or clauses_for(rulebook, scenario.game)).recording()
    ask: Ask = module.ASKS[scenario.ask]
    answer, reasons = ask(scenario, clauses)
    consulted = clauses.consulted or ()
    return Verdict(
        game=scenario.game,
        ask=scenario.ask,
        answer=answer,
        reasons=tuple(reasons),
        language=clauses.language,
        catalog=module.PHRASES,
        path=scenario.path,
        title=scenario.title,
        question=scenario.question,
        consulted=tuple(dict.fromkeys([c for cites in consulted for c in cites])),
    )
