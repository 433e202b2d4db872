"""What a verdict says it rests on, over arbitrary situations of every kind of every game:

- every clause named in a reason's words is among the verdict's cites (or, for an undecided
  reason, among the clauses it looked at);
- every encoded rule that ran — watched from outside the engine, by the interpreter's profiler
  — has its clauses among the verdict's cites or the clauses it looked at;
- kinds that share facts agree on them: ``defender-action`` names a target exactly when
  ``who-may-defend`` on the same cards finds a creature that may take the action (514.1,
  514.3), and an HKK creature's ``opponent`` judges its attacks as ``attack-declaration`` does.

The situations are those of ``test_engine_unknown`` (each kind's tuned strategy, else one drawn
from its declaration), resolved under the whole rulebook and with a few clauses taken out.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import CodeType, FrameType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_unknown import (
    BOOK,
    SETTINGS,
    clause_ids,
    every_kind,
    opponent,
    strategy,
    who_may_defend,
)

from judge import games
from judge.engine.core import Clauses, resolve
from judge.engine.registry import Rule
from judge.engine.verdict import Verdict, in_answer
from judge.games.berserk.values import DefenderAction
from judge.games.hkk.values import AttackDeclaration
from judge.scenario.schema import UNKNOWN, is_partial
from judge.scenario.values import Scenario

FEWER = settings(SETTINGS, max_examples=60)

#: a clause id in a reason's words: dotted (34.5, 511.5.1), or a bare three-digit one (304)
NAMED = re.compile(r"(?<![\w.])(\d+(?:\.\d+)+|\d{3})(?![\w]|\.\d)")


def verdict_of(scenario: Scenario[Any, Any], taken: frozenset[str] = frozenset()) -> Verdict:
    clauses = Clauses(BOOK, scenario.game)
    return resolve(scenario, BOOK, clauses=clauses.without(*taken) if taken else clauses)


def removed(game: str) -> st.SearchStrategy[frozenset[str]]:
    ids = clause_ids(game) or ["-"]
    return st.one_of(st.just(frozenset()), st.frozensets(st.sampled_from(ids), max_size=2))


def rule_codes() -> dict[CodeType, Rule]:
    """Each encoded rule's function code, to know it when it runs."""
    found = {}
    for game in games.all_games():
        for value in vars(game.engine()).values():
            rule = getattr(value, "rule", None)
            if isinstance(rule, Rule) and hasattr(value, "__code__"):
                found[value.__code__] = rule
    return found


CODES = rule_codes()


@contextmanager
def rules_that_ran() -> Iterator[list[Rule]]:
    """The encoded rules that returned a check (spoke) while the block ran, as the profiler
    sees their frames return — not as the engine records them."""
    ran: list[Rule] = []

    def watch(frame: FrameType, event: str, arg: Any) -> None:
        if event == "return" and arg is not None:
            rule = CODES.get(frame.f_code)
            if rule is not None:
                ran.append(rule)

    before = sys.getprofile()
    sys.setprofile(watch)
    try:
        yield ran
    finally:
        sys.setprofile(before)


@pytest.mark.parametrize(("game", "kind"), every_kind(), ids=lambda v: str(v))
def test_every_clause_named_in_a_reason_is_cited(game: str, kind: str) -> None:
    if not clause_ids(game):
        pytest.skip(f"the loaded rulebook has no {game} text")

    @FEWER
    @given(strategy(game, kind), removed(game))
    def check(scenario: Scenario[Any, Any], taken: frozenset[str]) -> None:
        verdict = verdict_of(scenario, taken)
        cited = set(verdict.cites)
        for reason in verdict.reasons:
            for lang in dict.fromkeys([verdict.language, "en"]):
                named = set(NAMED.findall(reason.text(verdict.catalog, lang)))
                allowed = cited if reason.holds is not None else cited | set(reason.looked_at)
                assert named <= allowed, (reason.subject, reason.holds, named - allowed)

    check()


@pytest.mark.parametrize(("game", "kind"), every_kind(), ids=lambda v: str(v))
def test_every_rule_that_ran_is_cited_or_looked_at(game: str, kind: str) -> None:
    if not clause_ids(game):
        pytest.skip(f"the loaded rulebook has no {game} text")

    @FEWER
    @given(strategy(game, kind), removed(game))
    def check(scenario: Scenario[Any, Any], taken: frozenset[str]) -> None:
        with rules_that_ran() as ran:
            verdict = verdict_of(scenario, taken)
        seen = set(verdict.cites) | set(verdict.looked_at)
        assert ran or not verdict.reasons
        for rule in ran:
            assert set(rule.cites) <= seen, (rule.name, set(rule.cites) - seen)

    check()


# ------------------------------------------------------------------ kinds that share facts


def test_no_card_to_take_the_defender_action_whatever_the_clauses_leave_open(
    tmp_path: Any,
) -> None:
    """Only the attacker and its target, 514.1 not loaded (the strike's own conditions are
    undecided): who-may-defend finds nobody, so nobody takes the action either (found by the
    property test below)."""
    from judge.scenario.load import load_scenario

    path = tmp_path / "s.yaml"
    path.write_text(
        "game: berserk\nask: who-may-defend\ncards:\n"
        "  c0: {side: active, zone: battlefield, at: A1}\n"
        "  c1: {side: active, zone: battlefield, at: A2}\n"
        "attack: {by: c0, target: c1, kind: simple-strike}\n",
        encoding="utf-8",
    )
    scenario = load_scenario(path)
    taken = frozenset({"514.1"})
    assert verdict_of(scenario, taken).answer["may-defend"] == ()
    assert verdict_of(_as_action(scenario), taken).answer["action-targets"] == ()


def test_no_target_when_every_card_is_ruled_out_without_514_1() -> None:
    """With 514.1 unloaded the strike's own conditions are undecided, but 514.4 rules out the
    only other card (A3 is not next to the attacker on A1): who-may-defend says nobody, and the
    action then has no one to take it and no target."""
    from judge.scenario.values import build

    scenario = build(
        {
            "game": "berserk",
            "ask": "who-may-defend",
            "cards": {
                "c0": {"side": "active", "zone": "battlefield", "at": "A1"},
                "c1": {"side": "active", "zone": "battlefield", "at": "A2"},
                "c2": {"side": "active", "zone": "battlefield", "at": "A3"},
            },
            "attack": {"by": "c0", "target": "c1", "kind": "simple-strike"},
            "turn": {"phase": "main", "step": "selection"},
        }
    )
    taken = frozenset({"514.1"})
    assert verdict_of(scenario, taken).answer["may-defend"] == ()
    assert verdict_of(_as_action(scenario), taken).answer["action-targets"] == ()


def _as_action(scenario: Scenario[Any, Any]) -> Scenario[Any, Any]:
    return scenario._replace(ask="defender-action", values=DefenderAction(*scenario.values))


@SETTINGS
@given(who_may_defend(), removed("berserk"))
def test_the_defender_action_has_a_target_when_someone_may_take_it(
    scenario: Scenario[Any, Any], taken: frozenset[str]
) -> None:
    """514.1: the action is taken by an open creature of the inactive player that may defend;
    514.3: its target is the striker. Its target is named when who-may-defend surely finds
    such a creature, none when it surely finds none, and it is undecided otherwise; the cards
    are judged the same way in both verdicts."""
    defend = verdict_of(scenario, taken)
    action = verdict_of(_as_action(scenario), taken)
    may, targets = defend.answer["may-defend"], action.answer["action-targets"]
    striker = scenario.values.attack.by
    if may == UNKNOWN or (is_partial(may) and not may["surely"]):
        assert targets == UNKNOWN or targets == ()  # () only where the strike itself fails
        if targets == ():
            assert next(r for r in action.reasons if r.subject == "action-targets").holds is False
    else:
        anyone = bool(may["surely"]) if is_partial(may) else bool(may)
        assert targets == ((striker,) if anyone else ()), (may, targets)
    cards = {r.subject: r for r in defend.reasons if r.kind == "card"}
    for reason in (r for r in action.reasons if r.kind == "card"):
        assert (reason.holds, reason.cites) == (
            cards[reason.subject].holds,
            cards[reason.subject].cites,
        )


@SETTINGS
@given(opponent(), removed("hkk"))
def test_a_creatures_opponent_rests_on_its_attacks_as_declared(
    scenario: Scenario[Any, Any], taken: frozenset[str]
) -> None:
    """``opponent`` judges the attacks it rests on as ``attack-declaration`` does (the same
    reason for each), and names only what those attacks allow: an attack surely not allowed
    gives no opponent, an allowed one by the creature surely does."""
    asked = verdict_of(scenario, taken)
    values = AttackDeclaration(scenario.values.attacks)
    declared = scenario._replace(ask="attack-declaration", values=values)
    whole = verdict_of(declared, taken)
    attacks = {r.subject: r for r in whole.reasons if r.kind == "attack"}
    name = scenario.values.of
    for reason in (r for r in asked.reasons if r.kind == "attack"):
        assert reason == attacks[reason.subject]
    found = asked.answer["opponent"]
    for attack in (a for a in scenario.values.attacks if a.by == name):
        holds = attacks[f"{attack.by} → {attack.target}"].holds
        over = "34.5" in attacks[f"{attack.by} → {attack.target}"].cites and holds is False
        # (a creature it attacks may still be its opponent as one of its attackers: 34.9)
        attacked_by_it = any(
            a.by == attack.target and a.target == name for a in scenario.values.attacks
        )
        if holds is False and not over and not attacked_by_it:
            assert in_answer(found, attack.target) is False, (attack, found)
        if holds is True:
            assert in_answer(found, attack.target) is True, (attack, found)
