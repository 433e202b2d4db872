"""The kinds that answer the clauses nothing encoded before: HKK ``declaration-status`` (34.1,
34.12) and ``opponent`` (34.7, 34.9); Берсерк ``defender-action`` (514.3) and 513.1 in
``attack-speed``; Берсерк. Герои ``attack-type`` (507.3), ``several-attacks`` (507.6) and
``preliminary-start`` (508.1, 508.2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.errors import ScenarioError
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.load import load_scenario

runner = CliRunner()


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


def resolved(tmp_path: Path, book: Rulebook, text: str) -> Verdict:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return resolve(load_scenario(path), book)


HKK = (
    "game: hkk\nask: opponent\ncards:\n"
    "  Ork: {side: active}\n  Troll: {side: active}\n  Goblin: {side: active}\n"
    "  Elf: {side: inactive}\n  Torony: {side: inactive, type: building}\n"
)


def test_a_speed_not_given_names_304(tmp_path: Path, book: Rulebook) -> None:
    verdict = resolved(tmp_path, book, "game: berserk\nask: attack-speed\nability: {}\n")
    assert verdict.answer == {"speed": "unknown"}
    assert verdict.cites == ()
    assert verdict.looked_at == ("513.1", "304")
    assert "304" in verdict.reasons[0].text(verdict.catalog, "en")
    path = tmp_path / "s.yaml"
    result = runner.invoke(app, ["resolve", "--quote", str(path)])
    assert result.exit_code == 0
    assert "304 (нет в загруженных правилах)" in result.stdout


def test_defender_action_targets_the_striking_creature(tmp_path: Path, book: Rulebook) -> None:
    text = (
        "game: berserk\nask: defender-action\ncards:\n"
        "  Гном: {side: active, zone: battlefield, at: C3}\n"
        "  Эльф: {side: inactive, zone: battlefield, at: C4}\n"
        "  Страж: {side: inactive, zone: battlefield, at: D4}\n"
        "attack: {by: Гном, target: Эльф}\n"
    )
    verdict = resolved(tmp_path, book, text)
    assert verdict.answer == {"sudden": True, "action-targets": ("Гном",)}
    # 514.1: the action is taken by a creature that may defend; without Страж, nobody can
    alone = resolved(
        tmp_path, book, text.replace("  Страж: {side: inactive, zone: battlefield, at: D4}\n", "")
    )
    assert alone.answer == {"sudden": True, "action-targets": ()}
    target = verdict.reasons[1]
    assert "объявившее атаку простым ударом: Гном" in target.text(verdict.catalog, "ru")
    directed = resolved(
        tmp_path, book, text.replace("target: Эльф}", "target: Эльф, directed: true}")
    )
    assert directed.answer == {"sudden": True, "action-targets": ()}
    assert "514.2" in directed.cites


def test_opponent_of_an_over_limit_defender_is_undecided(tmp_path: Path, book: Rulebook) -> None:
    """Three attack Elf: whether those attacks still attack it (34.5 broken) the Kódex does not
    say — so whether it defends (34.7) and whom it strikes back (34.9)."""
    text = HKK + (
        "attacks:\n  - {by: Ork, target: Elf}\n  - {by: Troll, target: Elf}\n"
        "  - {by: Goblin, target: Elf}\nof: Elf\n"
    )
    verdict = resolved(tmp_path, book, text)
    assert verdict.answer == {"defending": "unknown", "opponent": "unknown"}


def test_the_only_attacker_is_the_one_struck_back(tmp_path: Path, book: Rulebook) -> None:
    verdict = resolved(tmp_path, book, HKK + "attacks:\n  - {by: Ork, target: Elf}\nof: Elf\n")
    assert verdict.answer == {"defending": True, "opponent": ("Ork",)}
    # Ork's attack is allowed (34.1, 34.3, 34.5): what the answer rests on is cited too
    assert verdict.cites == ("34.1", "34.3", "34.5", "34.7", "34.9", "34.12")


def test_an_attacker_on_a_building_without_breakthrough_has_no_opponent(
    tmp_path: Path, book: Rulebook
) -> None:
    verdict = resolved(tmp_path, book, HKK + "attacks:\n  - {by: Ork, target: Torony}\nof: Ork\n")
    assert verdict.answer == {"defending": False, "opponent": ()}


@pytest.mark.parametrize(
    ("tail", "message"),
    [
        (
            "attacks:\n  - {by: Ork, target: Elf}\n"
            "strikes-back:\n  - {by: Elf, target: Troll}\nof: Elf\n",
            "strikes-back[0]: 'Troll' is not declared attacking 'Elf'",
        ),
        (
            "attacks:\n  - {by: Ork, target: Elf}\n  - {by: Troll, target: Elf}\n"
            "strikes-back:\n  - {by: Elf, target: Troll}\n  - {by: Elf, target: Ork}\nof: Elf\n",
            "strikes-back[1]: 'Elf' strikes back once",
        ),
        ("attacks: []\nof: Torony\n", "of: 'Torony' is a building"),
    ],
)
def test_opponent_input_errors(tmp_path: Path, tail: str, message: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(HKK + tail, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert message in caught.value.render()


def test_several_attacks_means_two_or_more(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        "game: berserk-heroes\nask: several-attacks\nability: {attacks: 1}\n", encoding="utf-8"
    )
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert caught.value.render().endswith(
        "s.yaml:3: ability.attacks: 507.6 speaks of several attacks: give 2 or more, not 1"
    )


@pytest.mark.parametrize(
    ("keys", "may_change", "over"),
    [
        ("end-announced: true\n", False, False),
        ("targets-announced: true\nstrike-back: announced\n", False, True),
        ("targets-announced: true\nstrike-back: none\n", "unknown", "unknown"),
        ("end-announced: true\ntargets-announced: true\nstrike-back: none\n", False, "unknown"),
        ("targets-announced: true\nstrike-back: announced\nambiguous: true\n", True, False),
        ("", True, False),
    ],
)
def test_declaration_status(
    tmp_path: Path, book: Rulebook, keys: str, may_change: object, over: object
) -> None:
    verdict = resolved(tmp_path, book, "game: hkk\nask: declaration-status\n" + keys)
    assert verdict.answer == {"may-change": may_change, "subphase-over": over}


@pytest.mark.parametrize(
    ("declared", "starts", "in_order"),
    [
        ("attack", "on-declaration", True),
        ("spell", "on-declaration", "unknown"),
        ("effect", "on-declaration", "unknown"),
        ("ability", "unknown", True),
    ],
)
def test_preliminary_start(
    tmp_path: Path, book: Rulebook, declared: str, starts: str, in_order: object
) -> None:
    verdict = resolved(
        tmp_path, book, f"game: berserk-heroes\nask: preliminary-start\ndeclared: {declared}\n"
    )
    assert verdict.answer == {"preliminary-starts": starts, "stages-in-order": in_order}


@pytest.mark.parametrize(
    ("mode", "kind", "cites"),
    [
        ("strike", "strike", ("507.3", "507.4")),
        ("fight", "strike", ("507.3", "507.4")),
        ("shot", "shot", ("507.3", "507.5")),
        ("other", "unknown", ()),
    ],
)
def test_attack_type(tmp_path: Path, book: Rulebook, mode: str, kind: str, cites: tuple) -> None:
    verdict = resolved(tmp_path, book, f"game: berserk-heroes\nask: attack-type\nmode: {mode}\n")
    assert verdict.answer == {"type": kind}
    assert verdict.cites == cites


def test_a_choice_of_an_attacker_that_may_not_attack_decides_nothing(
    tmp_path: Path, book: Rulebook
) -> None:
    text = HKK.replace("  Goblin: {side: active}\n", "  Goblin: {side: active, zone: reserve}\n")
    text += (
        "attacks:\n  - {by: Ork, target: Elf}\n  - {by: Goblin, target: Elf}\n"
        "strikes-back:\n  - {by: Elf, target: Goblin}\nof: Elf\n"
    )
    verdict = resolved(tmp_path, book, text)
    assert verdict.answer == {"defending": True, "opponent": ("Ork",)}
