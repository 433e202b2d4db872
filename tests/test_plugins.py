"""A game is one folder declared to one registry: a toy game written only in a temporary folder,
installed as a plugin through the ``judge.games`` entry-point group, loads its rulebook, resolves
and checks its scenarios — with no edit anywhere in ``judge/``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from judge import games

TOY_GAME = '''
"""A toy game: two cards duel; the strong one wins."""

from pathlib import Path

from typing import NamedTuple

from judge.games import CardFault, Game
from judge.scenario.schema import BOOL, CARD, SIDE, TRISTATE, ask, mapping, named


class Card(NamedTuple):
    name: str
    side: str
    strong: bool = False
    line: int = 0

    @property
    def active(self):
        return self.side == "active"


class Duel(NamedTuple):
    by: str
    target: str
    line: int = 0


class WhoWins(NamedTuple):
    duel: Duel


def check_card(name, values, present, cards):
    if values["strong"] and values["side"] == "inactive" and "strong" not in present:
        raise CardFault("strong", "unreachable")


GAME = Game(
    id="toy",
    title="Toy duels",
    language="en",
    cards=named(dict(side=SIDE, strong=BOOL)),
    card=Card,
    asks={
        "who-wins": ask(
            WhoWins,
            {"wins": TRISTATE},
            cards=True,
            duel=mapping(Duel, required=True, by=CARD, target=CARD),
        )
    },
    rules="toygame.rules",
    check_card=check_card,
    folder=Path(__file__).parent,
)
'''

TOY_RULES = '''
"""The toy game's one rule."""

from judge.engine.core import Finding, check
from judge.engine.registry import rule
from judge.engine.verdict import phrase

PHRASES = {
    "wins": {"en": "{name} is strong and {other} is not"},
    "draw": {"en": "{name} is not stronger than {other}"},
}


@rule("toy", "1.1")
def strong_wins(by, target):
    """1.1 A strong card wins a duel against a card that is not strong."""
    return check(
        by.strong and not target.strong,
        phrase("wins", name=by.name, other=target.name),
        phrase("draw", name=by.name, other=target.name),
    )


def who_wins(scenario, clauses):
    finding = Finding(clauses)
    duel = scenario.values.duel
    finding.apply(strong_wins, scenario.cards[duel.by], scenario.cards[duel.target])
    holds = finding.holds
    return {"wins": "unknown" if holds is None else holds}, finding.per_rule()


ASKS = {"who-wins": who_wins}
'''

BOOK_YAML = """\
documents:
  - id: toy-rules
    game: toy
    language: en
    title: Toy duel rules
    file: toy.txt
"""

BOOK_TEXT = """\
1. Duels

1.1. A strong card wins a duel against a card that is not strong.
"""

SCENARIO = """\
game: toy
ask: who-wins
title: A strong card duels a weak one
cards:
  Giant: {side: active, strong: true}
  Mouse: {side: inactive}
duel: {by: Giant, target: Mouse}
expect:
  wins: true
  cites: [1.1]
"""


@pytest.fixture()
def toy(tmp_path: Path) -> dict[str, Path]:
    site = tmp_path / "site"
    package = site / "toygame"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(textwrap.dedent(TOY_GAME), encoding="utf-8")
    (package / "rules.py").write_text(textwrap.dedent(TOY_RULES), encoding="utf-8")
    dist = site / "toygame-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: toygame\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[judge.games]\ntoy = toygame\n")
    book = tmp_path / "book" / "toy"
    book.mkdir(parents=True)
    (book / "book.yaml").write_text(BOOK_YAML, encoding="utf-8")
    (book / "toy.txt").write_text(BOOK_TEXT, encoding="utf-8")
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "giant.yaml").write_text(SCENARIO, encoding="utf-8")
    return {"site": site, "package": package, "book": book, "scenarios": scenarios}


def judge(toy: dict[str, Path], *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(toy["site"]), env.get("PYTHONPATH", "")])
    env.pop("JUDGE_RULEBOOK", None)
    code = "import sys; from judge.cli import main; main(sys.argv[1:])"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=toy["book"].parent.parent,
        check=False,
    )


def test_a_plugin_game_loads_resolves_and_checks(toy: dict[str, Path]) -> None:
    book = str(toy["book"])
    done = judge(toy, "books", "--rulebook", book, "--json")
    assert done.returncode == 0, done.stderr
    assert [d["game"] for d in json.loads(done.stdout)["documents"]] == ["toy"]

    done = judge(toy, "resolve", "--json", "--rulebook", book, str(toy["scenarios"] / "giant.yaml"))
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["answer"] == {"wins": True}
    assert verdict["cites"] == ["1.1"]
    assert verdict["reasons"][0]["text"] == "Giant is strong and Mouse is not"

    # a new game's rules are stale until their clause texts are recorded, in the game's folder
    done = judge(toy, "check", "--rulebook", book, str(toy["scenarios"]))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "its text was never recorded" in done.stdout
    done = judge(toy, "fingerprint", "--update", "--rulebook", book)
    assert done.returncode == 0, done.stderr
    assert (toy["package"] / "fingerprints.json").is_file()
    done = judge(toy, "check", "--rulebook", book, str(toy["scenarios"]))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "1 passed, 0 failed"


def test_a_plugin_games_scenario_is_checked_against_its_declaration(toy: dict[str, Path]) -> None:
    bad = toy["scenarios"] / "bad.yaml"
    bad.write_text(SCENARIO.replace("strong: true", "mighty: true"), encoding="utf-8")
    done = judge(toy, "resolve", "--rulebook", str(toy["book"]), str(bad))
    assert done.returncode == 2
    assert "cards.Giant.mighty: unknown key (allowed: side, strong" in done.stderr


def test_unknown_game_in_a_scenario_lists_the_registered_ones(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("game: chess\nask: mate\n", encoding="utf-8")
    from judge.errors import ScenarioError
    from judge.scenario.load import load_scenario

    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    assert "unknown value 'chess' (allowed: berserk, berserk-heroes, hkk" in str(raised.value)


def test_the_registry_knows_the_bundled_games_without_reading_entry_points() -> None:
    code = (
        "import sys, judge.games as g\n"
        "assert g.is_game('hkk') and g.get('hkk').language == 'hu'\n"
        "print('importlib.metadata' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
    assert [g.id for g in games.all_games()][:3] == ["berserk", "berserk-heroes", "hkk"]


def test_installed_games_are_scanned_again_only_when_an_install_changes(
    toy: dict[str, Path], tmp_path: Path
) -> None:
    """The entry-point scan is cached: a second process finds the plugin without importing
    importlib.metadata, and installing another distribution (a new ``.dist-info`` folder) is
    seen by the next process."""
    code = (
        "import json, sys; from judge import games; "
        "print(json.dumps([games.game_ids(), 'importlib.metadata' in sys.modules]))"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(toy["site"]), env.get("PYTHONPATH", "")])
    env["JUDGE_CACHE_DIR"] = str(tmp_path / "cache")

    def scan() -> tuple[list[str], bool]:
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
        )
        ids, scanned = json.loads(done.stdout)
        assert ids[: len(games.BUNDLED)] == list(games.BUNDLED)
        return sorted(ids[len(games.BUNDLED) :]), scanned

    assert scan() == (["toy"], True)
    assert scan() == (["toy"], False)
    dist = toy["site"] / "toyduel-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: toyduel\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[judge.games]\nduel = toygame\n")
    assert scan() == (["duel", "toy"], True)
    assert scan() == (["duel", "toy"], False)
