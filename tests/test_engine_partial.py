"""Partial list answers ("surely these, maybe those"), every clause that ruled something out
cited, and no action without a possible actor (issue 24). Each expectation below is read from
the clause texts quoted beside it, not from the engine's output."""

from __future__ import annotations

import copy
import marshal
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.errors import ScenarioError
from judge.render.check import mismatch_text
from judge.render.verdict import verdict_json, verdict_text
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.jsonschema import scenario_schema
from judge.scenario.values import build
from judge.suite.regression import CaseResult, check_file


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


def without(book: Rulebook, *clause_ids: str) -> Rulebook:
    """A copy of the rulebook with these clauses removed from every document."""
    trimmed = copy.deepcopy(book)
    for doc in trimmed.documents:
        for clause_id in clause_ids:
            doc.clauses.pop(clause_id, None)
    return trimmed


def resolved(book: Rulebook, **data: Any) -> Verdict:
    return resolve(build(data), book)


def surely(value: Any) -> set[str]:
    assert isinstance(value, dict), value
    return set(value["surely"])


def maybe(value: Any) -> dict[str, Any]:
    """The members that may belong, by name."""
    assert isinstance(value, dict), value
    return {m["name"]: m for m in value["maybe"]}


HKK = {
    "Ork": {"side": "active"},
    "Troll": {"side": "active"},
    "Goblin": {"side": "active"},
    "Sárkány": {"side": "active"},
    "Elf": {"side": "inactive"},
    "Törpe": {"side": "inactive"},
}


def attacks(*pairs: str) -> list[dict[str, str]]:
    return [{"by": p.split(">")[0], "target": p.split(">")[1]} for p in pairs]


# ------------------------------------------------------------------ 1. partial list answers


def test_over_the_limit_and_at_the_player_is_partly_decided(book: Rulebook) -> None:
    """34.5 "Egy lényre egyszerre maximum két lény támadhat": the three attacking Elf surely
    break it. 34.3 lets a creature attack the opponent directly only "ha át tud ütni az
    őrposzton", and 34.4 breaks through only when every guard is attacked: whether attacks
    that break 34.5 still attack Elf the Kódex does not say, so Sárkány's attack may or may
    not be illegal — undecided by 34.3 and 34.4."""
    verdict = resolved(
        book,
        game="hkk",
        ask="attack-declaration",
        cards={k: v for k, v in HKK.items() if k != "Törpe"},
        attacks=attacks("Ork>Elf", "Troll>Elf", "Goblin>Elf", "Sárkány>player"),
    )
    illegal = verdict.answer["illegal"]
    assert surely(illegal) == {"Ork", "Troll", "Goblin"}
    assert set(maybe(illegal)) == {"Sárkány"}
    assert {"34.3", "34.4"} <= set(maybe(illegal)["Sárkány"]["cites"])
    assert maybe(illegal)["Sárkány"]["decides"]  # the fact that would decide it
    assert verdict.answer["legal"] is False  # one surely broken rule is enough


def test_a_partial_answer_in_json_and_text(book: Rulebook) -> None:
    verdict = resolved(
        book,
        game="hkk",
        ask="attack-declaration",
        cards={k: v for k, v in HKK.items() if k != "Törpe"},
        attacks=attacks("Ork>Elf", "Troll>Elf", "Goblin>Elf", "Sárkány>player"),
    )
    shown = verdict_json(verdict, "en")["answer"]["illegal"]
    assert sorted(shown["surely"]) == ["Goblin", "Ork", "Troll"]
    (entry,) = shown["maybe"]
    assert entry["name"] == "Sárkány"
    assert set(entry) == {"name", "cites", "decides"}
    assert isinstance(entry["decides"], str) and "breaks through" in entry["decides"]
    assert {"34.3", "34.4"} <= set(entry["cites"])
    hungarian = verdict_json(verdict)["answer"]["illegal"]["maybe"][0]["decides"]
    assert hungarian != entry["decides"]  # in the verdict's language
    lines = verdict_text(verdict, "en", width=200).splitlines()
    answer = next(line for line in lines if line.startswith("Answer:"))
    assert "illegal = surely [Ork, Troll, Goblin] · maybe [Sárkány]," in answer
    lines = verdict_text(verdict, width=200).splitlines()
    hungarian = next(line for line in lines if line.startswith("Válasz:"))
    assert "illegal = biztosan [Ork, Troll, Goblin] · talán [Sárkány]," in hungarian


def test_strike_back_choice_surely_and_maybe(book: Rulebook) -> None:
    """34.8: "Amennyiben egy lényre egyszerre két lény támad" the owner chooses. Törpe is
    attacked by two allowed attacks; Elf by Ork (allowed) and by Troll, which is also declared
    against the player — one creature, two targets, which 34.1 does not settle: whether two
    creatures attack Elf is undecided."""
    verdict = resolved(
        book,
        game="hkk",
        ask="attack-declaration",
        cards=HKK,
        attacks=attacks("Ork>Elf", "Troll>Elf", "Troll>player", "Goblin>Törpe", "Sárkány>Törpe"),
    )
    choice = verdict.answer["strike-back-choice"]
    assert surely(choice) == {"Törpe"}
    assert set(maybe(choice)) == {"Elf"}
    assert "34.8" in maybe(choice)["Elf"]["cites"]


def test_may_defend_surely_not_and_maybe(book: Rulebook) -> None:
    """Without 514.5 loaded, whether a creature next to the target may defend against a
    flyer's strike is undecided; a closed creature is still surely out (514.1: "открытое
    существо Неактивного игрока")."""
    verdict = resolve(
        build(
            {
                "game": "berserk",
                "ask": "who-may-defend",
                "cards": {
                    "Гарпия": {"side": "active", "zone": "auxiliary", "flying": True},
                    "Жрица": {"side": "inactive", "zone": "battlefield", "at": "C3"},
                    "Страж": {"side": "inactive", "zone": "battlefield", "at": "C4"},
                    "Отшельник": {
                        "side": "inactive",
                        "zone": "battlefield",
                        "at": "D3",
                        "closed": True,
                    },
                },
                "attack": {"by": "Гарпия", "target": "Жрица"},
            }
        ),
        without(book, "514.5"),
    )
    may = verdict.answer["may-defend"]
    assert surely(may) == set()
    assert set(maybe(may)) == {"Страж"}
    assert maybe(may)["Страж"]["cites"] == ("514.5",)
    assert "514.1" in verdict.cites  # what ruled Отшельник out


def test_nothing_known_stays_unknown(book: Rulebook) -> None:
    """One creature declared against two targets (34.1 does not say whether it may): its only
    attacker undecided, nothing of ``illegal`` is known."""
    verdict = resolved(
        book,
        game="hkk",
        ask="attack-declaration",
        cards=HKK,
        attacks=attacks("Ork>Elf", "Ork>Törpe"),
    )
    assert verdict.answer["illegal"] == "unknown"


# ------------------------------------------------------------------ 2. ruling-out clauses cited


def test_opponent_of_a_creature_that_may_not_attack_the_player_cites_why(book: Rulebook) -> None:
    """34.3: the opponent may be attacked directly only "ha át tud ütni az őrposzton"; 34.4:
    only if every creature in the opponent's guard post is attacked — Elf is not. The attack
    is not allowed, Ork has no opponent (34.9), and 34.3 and 34.4 are what ruled it out."""
    verdict = resolved(
        book,
        game="hkk",
        ask="opponent",
        cards={"Ork": HKK["Ork"], "Elf": HKK["Elf"]},
        attacks=attacks("Ork>player"),
        of="Ork",
    )
    assert verdict.answer["opponent"] == ()
    assert {"34.3", "34.4", "34.9"} <= set(verdict.cites)


def test_opponent_with_a_co_attacker_in_reserve_cites_34_1(book: Rulebook) -> None:
    """34.1: the active player chooses creatures "őrposztban lévő" — Ork in the reserve does
    not attack Elf; Troll alone does, and is Elf's opponent (34.9, 34.12)."""
    verdict = resolved(
        book,
        game="hkk",
        ask="opponent",
        cards={
            "Ork": {"side": "active", "zone": "reserve"},
            "Troll": HKK["Troll"],
            "Elf": HKK["Elf"],
        },
        attacks=attacks("Ork>Elf", "Troll>Elf"),
        of="Elf",
    )
    assert verdict.answer["opponent"] == ("Troll",)
    assert "34.1" in verdict.cites


def test_three_on_one_looks_at_34_5(book: Rulebook) -> None:
    """Three creatures on Elf break 34.5; whether Elf is then a defending creature (34.7)
    rests on how 34.5 is read: 34.5 is among the clauses looked at (or cited)."""
    verdict = resolved(
        book,
        game="hkk",
        ask="opponent",
        cards={k: v for k, v in HKK.items() if k in ("Ork", "Troll", "Goblin", "Elf")},
        attacks=attacks("Ork>Elf", "Troll>Elf", "Goblin>Elf"),
        of="Elf",
    )
    assert verdict.answer["defending"] == "unknown"
    defending = next(r for r in verdict.reasons if r.subject == "defending")
    assert "34.5" in defending.looked_at
    assert "34.5" in verdict.looked_at


def test_an_undecided_breakthrough_looks_at_the_clause_it_names(book: Rulebook) -> None:
    """The breakthrough reason names 34.5 (two readings of attacks over its limit): 34.5 is
    among the clauses that reason looked at."""
    verdict = resolved(
        book,
        game="hkk",
        ask="attack-declaration",
        cards={k: v for k, v in HKK.items() if k in ("Ork", "Troll", "Goblin", "Elf")},
        attacks=attacks("Ork>Elf", "Troll>Elf", "Goblin>Elf"),
    )
    through = next(r for r in verdict.reasons if r.subject == "breakthrough")
    assert through.holds is None
    assert {"34.4", "34.5"} <= set(through.looked_at)


# ------------------------------------------------------------------ 3. no action without an actor

NO_DEFENDER = {
    "Гном-воин": {"side": "active", "zone": "battlefield", "at": "C3"},
    "Эльф": {"side": "inactive", "zone": "battlefield", "at": "C4"},
    # the only creature next to both is closed; the others are next to neither
    "Страж": {"side": "inactive", "zone": "battlefield", "at": "D4", "closed": True},
    "Отшельник": {"side": "inactive", "zone": "battlefield", "at": "A1"},
    "Лучник": {"side": "inactive", "zone": "battlefield", "at": "E6"},
}


def test_no_possible_defender_no_action_target(book: Rulebook) -> None:
    """514.1: assigning a defender is an action "которое может использовать открытое существо
    Неактивного игрока"; 514.4: against a walker's strike on the battlefield, only a creature
    "стоящее рядом с существом, объявившим этот удар, и картой, по которой объявлен этот удар".
    Страж is closed, the others stand next to neither: nobody may take the action, so it has
    no target — and who-may-defend on the same cards agrees."""
    attack = {"by": "Гном-воин", "target": "Эльф"}
    action = resolved(book, game="berserk", ask="defender-action", cards=NO_DEFENDER, attack=attack)
    defend = resolved(book, game="berserk", ask="who-may-defend", cards=NO_DEFENDER, attack=attack)
    assert defend.answer["may-defend"] == ()
    assert action.answer["action-targets"] == ()
    assert action.answer["sudden"] is True
    assert {"514.1", "514.4"} <= set(action.cites)


def test_a_possible_defender_makes_the_striker_the_target(book: Rulebook) -> None:
    """514.3: the target of the action is "существо, объявившее атаку простым ударом"; Страж,
    open and next to both, may take it (514.1, 514.4)."""
    cards = {**NO_DEFENDER, "Страж": {"side": "inactive", "zone": "battlefield", "at": "D4"}}
    attack = {"by": "Гном-воин", "target": "Эльф"}
    action = resolved(book, game="berserk", ask="defender-action", cards=cards, attack=attack)
    assert action.answer["action-targets"] == ("Гном-воин",)
    assert {"514.1", "514.3", "514.4"} <= set(action.cites)


# ------------------------------------------------------------------ the scenario format

OVER_LIMIT = """\
game: hkk
ask: attack-declaration
format: {format}
cards:
  Ork: {{side: active}}
  Troll: {{side: active}}
  Goblin: {{side: active}}
  Sárkány: {{side: active}}
  Elf: {{side: inactive}}
attacks:
  - {{by: Ork, target: Elf}}
  - {{by: Troll, target: Elf}}
  - {{by: Goblin, target: Elf}}
  - {{by: Sárkány, target: player}}
expect:
  legal: false
  illegal: {illegal}
  breakthrough: unknown
  strike-back-choice: []
  cites: [34.5]
"""


def checked(tmp_path: Path, book: Rulebook, illegal: str, format: int = 2) -> CaseResult:
    path = tmp_path / "s.yaml"
    path.write_text(OVER_LIMIT.format(illegal=illegal, format=format), encoding="utf-8")
    return check_file(path, book)


@pytest.mark.parametrize(
    "illegal",
    [
        "{surely: [Ork, Troll, Goblin], maybe: [Sárkány]}",
        "{surely: [Goblin, Ork, Troll], maybe: [{name: Sárkány}]}",
        "{surely: [Ork, Troll, Goblin], maybe: [{name: Sárkány, cites: [34.4, 34.3]}]}",
        "\n    surely: [Ork, Troll, Goblin]\n    maybe:\n      - name: Sárkány\n"
        "        cites: [34.3, 34.4]",
    ],
)
def test_format_2_states_both_parts(tmp_path: Path, book: Rulebook, illegal: str) -> None:
    result = checked(tmp_path, book, illegal)
    assert result.passed, result.mismatches


@pytest.mark.parametrize(
    "illegal",
    [
        "unknown",  # format 2 is exact: a partial answer is not unknown
        "[Ork, Troll, Goblin]",
        "{surely: [Ork, Troll], maybe: [Goblin, Sárkány]}",
        "{surely: [Ork, Troll, Goblin, Sárkány]}",  # nothing maybe: the list itself
        "{surely: [Ork, Troll, Goblin], maybe: [{name: Sárkány, cites: [34.4]}]}",
    ],
)
def test_format_2_partial_mismatches(tmp_path: Path, book: Rulebook, illegal: str) -> None:
    result = checked(tmp_path, book, illegal)
    (mismatch,) = result.mismatches
    assert mismatch.key == "illegal"
    said = mismatch_text(mismatch)
    assert "got {surely: [Ork, Troll, Goblin], maybe: [Sárkány]}" in said


def test_format_1_unknown_still_means_not_wholly_decided(tmp_path: Path, book: Rulebook) -> None:
    """A format-1 file keeps its meaning: ``unknown`` was what an answer not wholly decided
    read as; a partial answer meets it. A maybe's cites are "among" there, as ``cites`` is."""
    assert checked(tmp_path, book, "unknown", format=1).passed
    partly = "{surely: [Ork, Troll, Goblin], maybe: [{name: Sárkány, cites: [34.4]}]}"
    assert checked(tmp_path, book, partly, format=1).passed
    assert not checked(tmp_path, book, "[Ork, Troll, Goblin]", format=1).passed


def test_the_remembered_result_of_a_partial_answer(tmp_path: Path, book: Rulebook) -> None:
    """A result is plain data (kept by the check's cache, handed back by worker processes):
    the partial answer with its facts worded."""
    result = checked(tmp_path, book, "{surely: [Ork, Troll, Goblin], maybe: [Sárkány]}")
    assert marshal.loads(marshal.dumps(result.answer)) == result.answer
    (entry,) = result.answer["illegal"]["maybe"]
    assert isinstance(entry["decides"], str)


@pytest.mark.parametrize(
    ("illegal", "message"),
    [
        (
            "{surely: [Ork], sure: [Troll]}",
            "expect.illegal.sure: unknown key (allowed: surely, maybe",
        ),
        ("{maybe: [Ork, Ork]}", "expect.illegal: 'Ork' is given twice (maybe, maybe)"),
        ("{surely: [Ork], maybe: [Ork]}", "expect.illegal: 'Ork' is given twice (surely, maybe)"),
        ("{maybe: [Orc]}", "expect.illegal.maybe[0]: no card named 'Orc'"),
        ("{maybe: [{cites: [34.4]}]}", "expect.illegal.maybe[0].name: missing (required)"),
        ("{maybe: [{name: Ork, decides: x}]}", "expect.illegal.maybe[0].decides: unknown key"),
        ("{maybe: Ork}", "expect.illegal.maybe: expected a list of names"),
    ],
)
def test_a_partial_expectation_is_input_checked(
    tmp_path: Path, book: Rulebook, illegal: str, message: str
) -> None:
    with pytest.raises(ScenarioError) as caught:
        checked(tmp_path, book, illegal)
    assert caught.value.render().startswith(f"{tmp_path / 's.yaml'}:"), caught.value.render()
    assert message in caught.value.render()


def test_the_json_schema_takes_a_partial_expectation() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    data = yaml.safe_load(Path("scenarios/hkk/over-limit-and-player.yaml").read_text("utf-8"))
    jsonschema.validate(data, scenario_schema())
    data["expect"]["illegal"]["maybe"] = [{"name": "Sárkány", "because": "x"}]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, scenario_schema())
