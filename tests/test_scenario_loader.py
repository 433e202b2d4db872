"""Loading scenario files: every fault is one line `judge: FILE:LINE: key.path: what is wrong`
with exit status 2 (through `judge resolve`), and valid files load into frozen values."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import games
from judge.cli import app
from judge.errors import ScenarioError
from judge.scenario.load import iter_scenario_files, load_scenario

runner = CliRunner()

HEAD = "game: berserk\nask: who-may-defend\n"
TWO_CARDS = (
    HEAD + "cards:\n"
    "  Гарпия: {side: active, zone: auxiliary, flying: true}\n"
    "  Жрица: {side: inactive, zone: auxiliary}\n"
)


def write(tmp_path: Path, text: str | bytes, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


BAD = {
    "unknown key": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary, flyng: true}\n"
        "attack: {by: Гарпия, target: Гарпия}\n",
        4,
        "cards.Гарпия.flyng: unknown key (allowed: side, type, zone, at, flying, closed; "
        "did you mean 'flying'?)",
    ),
    "unknown top-level key": (
        "game: berserk\nask: attack-speed\nability: {speed: slow}\ntitel: x\n",
        4,
        "titel: unknown key (allowed: game, ask, format, title, question, cards, expect, ability; "
        "did you mean 'title'?)",
    ),
    "duplicate card": (
        TWO_CARDS
        + "  Гарпия: {side: inactive, zone: auxiliary}\nattack: {by: Гарпия, target: Жрица}\n",
        6,
        "duplicate key (first at line 4)",
    ),
    "duplicate attribute": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary, zone: battlefield}\n",
        4,
        "duplicate key",
    ),
    "unknown value": (
        HEAD + "cards:\n  Гарпия: {side: activ, zone: auxiliary}\n",
        4,
        "cards.Гарпия.side: unknown value 'activ' "
        "(allowed: active, inactive; did you mean 'active'?)",
    ),
    "unknown game": (
        "game: berserkk\nask: who-may-defend\n",
        1,
        f"game: unknown value 'berserkk' (allowed: {', '.join(games.game_ids())}; "
        "did you mean 'berserk'?)",
    ),
    "ask of another game": (
        "game: hkk\nask: who-may-defend\n",
        2,
        "ask: unknown value 'who-may-defend' for game hkk (allowed: attack-declaration, "
        "declaration-status, opponent, is-destruction",
    ),
    "unknown attacker": (
        TWO_CARDS + "attack: {by: Гарпя, target: Жрица}\n",
        6,
        "attack.by: no card named 'Гарпя' (allowed: Гарпия, Жрица; did you mean 'Гарпия'?)",
    ),
    "unknown target": (
        TWO_CARDS + "attack: {by: Гарпия, target: Жрицa}\n",
        6,
        "attack.target: no card named 'Жрицa'",
    ),
    "unknown attacker in attacks": (
        "game: hkk\nask: attack-declaration\ncards:\n  Troll: {side: active}\nattacks:\n"
        "  - {by: Trol, target: player}\n",
        6,
        "attacks[0].by: no card named 'Trol' (allowed: Troll; did you mean 'Troll'?)",
    ),
    "unknown building in damage": (
        "game: hkk\nask: is-destruction\ncards:\n  Őrtorony: {side: inactive, type: building}\n"
        "damage: {building: Ortorony, subphase: strike}\n",
        5,
        "damage.building: no card named 'Ortorony'",
    ),
    "damage to a creature": (
        "game: hkk\nask: is-destruction\ncards:\n  Troll: {side: active}\n"
        "damage: {building: Troll, subphase: strike}\n",
        5,
        "damage.building: 'Troll' is a creature, not a building",
    ),
    "off-grid column": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: battlefield, at: F3}\n",
        4,
        "cards.Гарпия.at: 'F3' is not a battlefield cell",
    ),
    "off-grid row": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: battlefield, at: A7}\n",
        4,
        "cards.Гарпия.at: 'A7' is not a battlefield cell",
    ),
    "row zero": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: battlefield, at: A0}\n",
        4,
        "'A0' is not a battlefield cell",
    ),
    "two cards on one cell": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: battlefield, at: C3}\n"
        "  Жрица: {side: inactive, zone: battlefield, at: c3}\n",
        5,
        "cards.Жрица.at: cell C3 is already taken by 'Гарпия'",
    ),
    "missing at on the battlefield": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: battlefield}\n",
        4,
        "cards.Гарпия.at: missing: a card on the battlefield needs a cell",
    ),
    "at off the battlefield": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary, at: C3}\n",
        4,
        "cards.Гарпия.at: only a card on the battlefield has a cell",
    ),
    "missing side": (
        HEAD + "cards:\n  Гарпия: {zone: auxiliary}\n",
        4,
        "cards.Гарпия.side: missing (required)",
    ),
    "missing attack": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary}\n",
        1,
        "attack: missing (required)",
    ),
    "missing game": ("ask: who-may-defend\n", 1, "game: missing (required"),
    "quoted boolean": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary, flying: 'true'}\n",
        4,
        "cards.Гарпия.flying: expected true or false, got 'true'",
    ),
    "list for a boolean": (
        HEAD + "cards:\n  Гарпия: {side: active, zone: auxiliary, closed: [1]}\n",
        4,
        "cards.Гарпия.closed: expected a single value, got a list",
    ),
    "cards as a list": (HEAD + "cards: [Гарпия]\n", 3, "cards: expected a mapping"),
    "attacks as a mapping": (
        "game: hkk\nask: attack-declaration\nattacks: {by: Troll}\n",
        3,
        "attacks: expected a list of attacks, got a mapping",
    ),
    "position not a number": (
        "game: berserk\nask: attack-speed\n"
        "ability: {composite: true, speed: fast, position: two}\n",
        3,
        "ability.position: expected a whole number from 1, got 'two'",
    ),
    "expect key the kind does not define": (
        "game: hkk\nask: attack-declaration\nattacks: []\nexpect:\n  may-defend: []\n",
        5,
        "expect.may-defend: unknown expect key for this ask (allowed: legal, illegal, "
        "breakthrough, strike-back-choice, cites, cites-include, unchecked)",
    ),
    "expect value of the wrong kind": (
        "game: berserk\nask: attack-speed\nability: {speed: slow}\nexpect: {speed: medium}\n",
        4,
        "expect.speed: unknown value 'medium' (allowed: fast, slow, unknown",
    ),
    "expect names a card the file lacks": (
        TWO_CARDS + "attack: {by: Гарпия, target: Жрица}\nexpect: {may-defend: [Дракон]}\n",
        7,
        "expect.may-defend[0]: no card named 'Дракон'",
    ),
    "zone of a building": (
        "game: hkk\nask: attack-declaration\ncards:\n"
        "  Őrtorony: {side: inactive, type: building, zone: reserve}\nattacks: []\n",
        4,
        "cards.Őrtorony.zone: only creatures have a zone",
    ),
    "a passive creature": (
        "game: hkk\nask: attack-declaration\ncards:\n  Troll: {side: active, passive: true}\n"
        "attacks: []\n",
        4,
        "cards.Troll.passive: only a building can be passive",
    ),
    "attribute of another game": (
        "game: berserk-heroes\nask: may-attack\ncards:\n  Орк: {side: active, flying: true}\n",
        4,
        "cards.Орк.flying: unknown key (allowed: side, type, zone, closed)",
    ),
    "custom tag": (
        "game: berserk\nask: attack-speed\nability: {speed: !!python/name:os.system slow}\n",
        3,
        "ability.speed: tags such as 'tag:yaml.org,2002:python/name:os.system' are not allowed",
    ),
    "empty file": ("", 1, "empty file"),
    "comments only": ("# nothing here\n\n", 1, "empty file"),
    "top-level list": ("- game: berserk\n- ask: who-may-defend\n", 1, "expected a mapping"),
    "top-level scalar": ("just words\n", 1, "expected a mapping"),
    "invalid yaml": ("game: berserk\nask: [who-may-defend\n", 3, "invalid YAML"),
    "two documents": ("game: berserk\n---\ngame: hkk\n", 2, "invalid YAML"),
    "alias": (
        "game: berserk\nask: attack-speed\nability: &a {speed: slow}\nexpect: *a\n",
        None,
        "anchors and aliases",
    ),
}


@pytest.mark.parametrize("case", list(BAD), ids=list(BAD))
def test_bad_input_is_one_line_with_file_line_and_key_path(tmp_path: Path, case: str) -> None:
    text, line, message = BAD[case]
    path = write(tmp_path, text)
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    where = f"judge: {path}:{line}: " if line else f"judge: {path}:"
    assert lines[0].startswith(where), lines[0]
    assert message in lines[0]
    assert "Traceback" not in result.stderr


def test_binary_file(tmp_path: Path) -> None:
    path = write(tmp_path, b"\x7fELF\x02\x01\x01\x00\x00\x00game: berserk\n")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert result.stderr == f"judge: {path}:1: binary file: expected a YAML text\n"


def test_not_utf8(tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\ntitle: Гарпия\n".encode("cp1251"))
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert "not UTF-8" in result.stderr


def test_alias_bomb_fails_fast(tmp_path: Path) -> None:
    lines = ["game: berserk", "ask: attack-speed", 'a0: &a0 ["lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 40)]
    path = write(tmp_path, "\n".join(lines) + "\n")
    start = time.perf_counter()
    with pytest.raises(ScenarioError, match="anchors and aliases"):
        load_scenario(path)
    assert time.perf_counter() - start < 1.0


def test_missing_file() -> None:
    result = runner.invoke(app, ["resolve", "no/such/file.yaml"])
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: no/such/file.yaml: cannot read")


def test_clause_ids_are_read_literally(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "game: hkk\nask: is-destruction\ncards:\n  T: {side: inactive, type: building}\n"
        "damage: {building: T, subphase: strike}\n"
        "expect:\n  destruction: true\n  cites: [34.10, '34.11', 34.1, п. 34.4, 514.6.]\n",
    )
    expect = load_scenario(path).expect
    assert expect is not None
    assert expect.cites == ("34.10", "34.11", "34.1", "34.4", "514.6")


def test_heading_block_cites_lose_the_final_period(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "game: berserk\nask: may-act\nstage: preliminary\naction: block\n"
        "expect: {allowed: true, cites: [Предварительный этап., 'Предварительный этап']}\n",
    )
    expect = load_scenario(path).expect
    assert expect is not None
    assert expect.cites == ("Предварительный этап", "Предварительный этап")


def test_defaults(tmp_path: Path) -> None:
    scenario = load_scenario(
        write(
            tmp_path,
            TWO_CARDS + "  Страж: {side: inactive, zone: battlefield, at: c2}\n"
            "attack: {by: Гарпия, target: Жрица}\n",
        )
    )
    assert scenario.game == "berserk" and scenario.ask == "who-may-defend"
    assert scenario.title is None and scenario.question is None and scenario.expect is None
    harpy, guard = scenario.cards["Гарпия"], scenario.cards["Страж"]
    assert (harpy.type, harpy.flying, harpy.closed, harpy.at) == ("creature", True, False, None)
    assert (guard.flying, guard.closed, guard.at) == (False, False, "C2")
    attack = scenario.values.attack
    assert attack is not None
    assert (attack.kind, attack.directed, attack.unanswerable, attack.redirected) == (
        "simple-strike",
        False,
        False,
        False,
    )
    assert (scenario.values.turn.phase, scenario.values.turn.step) == ("main", "selection")
    with pytest.raises(AttributeError):
        scenario.game = "hkk"  # type: ignore[misc]


def test_hkk_defaults_and_empty_declaration(tmp_path: Path) -> None:
    scenario = load_scenario(
        write(
            tmp_path,
            "game: hkk\nask: attack-declaration\ncards:\n  Troll: {side: active}\n"
            "  Torony: {side: inactive, type: building}\nattacks:\n",
        )
    )
    assert scenario.values.attacks == ()
    assert scenario.cards["Troll"].zone == "guard-post"
    assert scenario.cards["Torony"].zone is None and scenario.cards["Torony"].passive is False


def test_heroes_defaults(tmp_path: Path) -> None:
    scenario = load_scenario(
        write(
            tmp_path,
            "game: berserk-heroes\nask: may-attack\ncards:\n  Орк: {side: active}\n"
            "  Хакодар: {side: inactive, type: hero}\nattack: {by: Орк, target: Хакодар}\n",
        )
    )
    assert scenario.cards["Орк"].zone == "play" and scenario.cards["Орк"].type == "creature"
    assert scenario.values.attack is not None and scenario.values.attack.mode == "strike"


def test_yaml_booleans_and_card_names_in_any_script(tmp_path: Path) -> None:
    scenario = load_scenario(
        write(
            tmp_path,
            "game: berserk\nask: who-may-defend\ncards:\n"
            "  '123': {side: active, zone: auxiliary, flying: yes}\n"
            "  Ork harcos: {side: inactive, zone: auxiliary, flying: True}\n"
            "attack: {by: '123', target: Ork harcos}\nexpect: {may-defend: unknown}\n",
        )
    )
    assert scenario.cards["123"].flying is True
    assert scenario.cards["Ork harcos"].flying is True
    assert scenario.expect is not None and scenario.expect.answer["may-defend"] == "unknown"


def test_spec_example_loads(tmp_path: Path) -> None:
    scenario = load_scenario(Path("scenarios/berserk/defend-flyer-strikes-auxiliary.yaml"))
    assert list(scenario.cards) == ["Гарпия", "Жрица", "Дракон", "Страж"]
    assert scenario.expect is not None
    assert scenario.expect.answer == {"may-defend": ("Дракон",)}
    assert scenario.expect.cites == ("514.1", "514.2", "514.6", "514.8")


def test_iter_scenario_files(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / ".hidden").mkdir()
    for name in ("b/2.yaml", "b/1.yml", "a.yaml", "notes.txt", ".hidden/x.yaml"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    found = [p.relative_to(tmp_path).as_posix() for p in iter_scenario_files([tmp_path])]
    assert found == ["a.yaml", "b/1.yml", "b/2.yaml"]
    assert len(iter_scenario_files(None)) >= 40


def test_iter_scenario_files_orders_by_path_parts_and_follows_links_as_os_walk(
    tmp_path: Path,
) -> None:
    """Folders sort before longer names that share their start ("a/…" before "a-c.yaml", as
    paths compare, not as strings); a linked file is read, a broken link is a note, a linked
    folder is not entered (nor is a hidden one)."""
    import os

    root = tmp_path / "suite"
    (root / "a").mkdir(parents=True)
    (root / "A").mkdir()
    (root / "elsewhere").mkdir()
    for name in ("a/z.yaml", "a-c.yaml", "A/b.YAML", "elsewhere/e.yaml", "ab.yaml"):
        (root / name).write_text("x", encoding="utf-8")
    (tmp_path / "outside.yaml").write_text("x", encoding="utf-8")
    os.symlink(tmp_path / "outside.yaml", root / "linked.yaml")
    os.symlink(tmp_path / "missing.yaml", root / "broken.yaml")
    os.symlink(root / "elsewhere", root / "via-link")
    notes: list[str] = []
    found = [p.relative_to(root).as_posix() for p in iter_scenario_files([root], notes)]
    assert found == [
        "A/b.YAML",
        "a/z.yaml",
        "a-c.yaml",
        "ab.yaml",
        "elsewhere/e.yaml",
        "linked.yaml",
    ]
    assert notes == [f"{root / 'broken.yaml'}: not a regular file, skipped"]


def test_every_bundled_scenario_loads_and_asks_a_question() -> None:
    files = iter_scenario_files()
    assert {load_scenario(f).game for f in files} == set(games.BUNDLED)
    for path in files:
        scenario = load_scenario(path)
        assert scenario.question and scenario.title, path
        assert scenario.expect is not None, path
        assert path.parent.name == scenario.game, path


def test_composed_tags_match_the_safe_loader_when_read_again() -> None:
    """The loader remembers the tag of each scalar it has resolved: a second reading, and a
    quoted value that looks like another type, get the tags PyYAML's own safe loader gives."""
    import yaml

    from judge.yamlnodes import compose

    text = "a: yes\nb: 1\nc: 1.5\nd: ~\ne: 2001-12-14\nf: '1'\ng: Yes\nh: 0x1F\ni: text\nj: '~'\n"
    expected = {k.value: v.tag for k, v in yaml.compose(text, Loader=yaml.SafeLoader).value}
    assert expected["f"] == expected["i"] == "tag:yaml.org,2002:str"
    for _ in range(2):
        assert {k.value: v.tag for k, v in compose(text, "x.yaml").value} == expected


@pytest.mark.parametrize("question", ["plain", "'a * b'"])
def test_a_repeated_key_is_named_with_or_without_a_star_in_the_text(
    tmp_path: Path, question: str
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        f"game: berserk\nask: attack-speed\nquestion: {question}\n"
        "ability: {speed: slow, speed: fast}\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert caught.value.render() == (f"{path}:4: ability.speed: duplicate key (first at line 4)")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a fault read before the repeated key: the repeated key is still what is reported
        (
            "game: berzerk\nask: attack-speed\nability: {speed: slow, speed: fast}\n",
            "3: ability.speed: duplicate key (first at line 3)",
        ),
        (
            "game: berserk\nask: who-may-defend\ncards:\n  Страж: {side: both}\n"
            "attack: {by: Страж, target: Страж}\nexpect:\n  cites: [514.4]\n  cites: [514.5]\n",
            "8: expect.cites: duplicate key (first at line 7)",
        ),
        # a card named twice: the repeated key, not the card check's own message
        (
            "game: berserk\nask: attack-speed\nability: {speed: slow}\ncards:\n"
            "  Страж: {side: active, zone: auxiliary}\n  Страж: {side: active, zone: auxiliary}\n",
            "6: cards.Страж: duplicate key (first at line 5)",
        ),
    ],
)
def test_a_repeated_key_is_reported_before_what_the_reader_finds(
    tmp_path: Path, text: str, expected: str
) -> None:
    """Repeated keys are looked for over the whole file only when reading it fails: the report
    is the one a check before reading would give."""
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert caught.value.render() == f"{path}:{expected}"
