"""``judge schema``: the JSON Schema of scenario files, generated from the games' declarations,
valid against the draft 2020-12 meta-schema, accepting every bundled scenario and rejecting what
the loader rejects where a schema can say it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_scenarios
from judge.errors import ScenarioError
from judge.games import all_games
from judge.scenario.load import load_scenario
from judge.scenario.schema import expect_fields

jsonschema = pytest.importorskip("jsonschema")

runner = CliRunner()
BUNDLED = sorted(bundled_scenarios().rglob("*.yaml"))


@pytest.fixture(scope="module")
def schema() -> dict:
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.fixture(scope="module")
def validator(schema: dict):
    return jsonschema.Draft202012Validator(schema)


def test_the_schema_is_valid_against_the_meta_schema(schema: dict) -> None:
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["schema"] == 1


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_bundled_scenario_is_valid(validator, path: Path) -> None:
    errors = [e.message for e in validator.iter_errors(yaml.safe_load(path.read_bytes()))]
    assert errors == []


def test_it_is_generated_from_the_game_declarations(schema: dict) -> None:
    games = all_games()
    assert schema["properties"]["game"]["enum"] == [g.id for g in games]
    rules = schema["allOf"]
    for game in games:
        for ask_id, kind in game.asks.items():
            (rule,) = [
                r
                for r in rules
                if r["if"]["properties"].get("ask") == {"const": ask_id}
                and r["if"]["properties"]["game"] == {"const": game.id}
            ]
            then = rule["then"]["properties"]
            assert set(then["expect"]["properties"]) == set(expect_fields(kind))
            assert set(then) == {*kind.keys, "cards", "expect"}
            cards = then["cards"]["additionalProperties"]
            assert set(cards["properties"]) == set(game.cards) and "side" in cards["required"]


BASE = """\
game: berserk
ask: who-may-defend
cards:
  Гарпия: {side: active, zone: battlefield, at: C3}
  Страж: {side: inactive, zone: battlefield, at: C4}
attack: {by: Гарпия, target: Страж}
"""


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (BASE + "color: red\n", "color"),  # an unknown top-level key
        (BASE + "expect: {may-attack: [Страж]}\n", "may-attack"),  # another kind's answer key
        (BASE.replace("zone: battlefield, at: C4", "zone: hand, at: C4"), "hand"),
        (BASE.replace("side: active", "side: mine"), "mine"),
        (BASE.replace("at: C3", "at: F9"), "F9"),
        (BASE.replace("game: berserk", "game: chess"), "chess"),
        (BASE.replace("ask: who-may-defend", "ask: is-destruction"), "is-destruction"),
        (BASE.replace("attack: {by: Гарпия, target: Страж}\n", ""), "attack"),
        (BASE + "expect: {may-defend: yes}\n", "may-defend"),
    ],
)
def test_files_the_loader_rejects_are_invalid(
    validator, tmp_path: Path, text: str, where: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(path)
    errors = list(validator.iter_errors(yaml.safe_load(text)))
    assert errors
    assert any(where in e.message or where in e.json_path for e in errors), [
        e.message for e in errors
    ]


def test_the_base_of_those_is_valid(validator, tmp_path: Path) -> None:
    path = tmp_path / "good.yaml"
    path.write_text(BASE, encoding="utf-8")
    load_scenario(path)
    assert list(validator.iter_errors(yaml.safe_load(BASE))) == []


def test_in_a_project_the_file_points_editors_at_the_schema(tmp_path: Path) -> None:
    # what scenarios/README.md tells authors to do, in a project of their own
    (tmp_path / "scenario.schema.json").write_text(runner.invoke(app, ["schema"]).output)
    case = tmp_path / "case.yaml"
    case.write_text(
        "# yaml-language-server: $schema=scenario.schema.json\n" + BASE, encoding="utf-8"
    )
    schema = json.loads((tmp_path / "scenario.schema.json").read_text())
    jsonschema.validate(yaml.safe_load(case.read_text(encoding="utf-8")), schema)
    result = runner.invoke(app, ["resolve", str(case)])
    assert result.exit_code == 0, result.output


def test_the_scenario_readme_shows_the_editor_line() -> None:
    readme = (bundled_scenarios() / "README.md").read_text(encoding="utf-8")
    assert "# yaml-language-server: $schema=" in readme
    assert "judge schema >" in readme


def test_json_is_its_only_form(schema: dict) -> None:
    result = runner.invoke(app, ["schema", "--json"])
    assert result.exit_code == 0 and json.loads(result.output) == schema


def test_every_declared_field_has_a_real_schema() -> None:
    from judge.scenario.jsonschema import field_schema

    for game in all_games():
        fields = [*game.cards.values()]
        for kind in game.asks.values():
            fields += [*kind.keys.values(), *expect_fields(kind).values()]
        for spec in fields:
            assert not field_schema(spec).get("description", "").startswith("a value of kind"), (
                game.id,
                spec.kind,
            )
