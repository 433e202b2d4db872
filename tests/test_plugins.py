"""A game is one folder declared to one registry: a toy game written only in a temporary folder
(the README's example, Duel), installed as a plugin through the ``judge.games`` entry-point group,
loads its rulebook, resolves and checks its scenarios — with no edit anywhere in ``judge/``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ReadmeGame

from judge import games


@pytest.fixture()
def toy(readme_game: ReadmeGame) -> ReadmeGame:
    """The README's example game (Duel), written in a temporary folder and installed."""
    return readme_game


def judge(toy: ReadmeGame, *args: str) -> subprocess.CompletedProcess[str]:
    code = "import sys; from judge.cli import main; main(sys.argv[1:])"
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=toy.env(),
        cwd=toy.root,
        check=False,
    )


def test_a_plugin_game_loads_resolves_and_checks(toy: ReadmeGame) -> None:
    book = "rulebook/duel"
    done = judge(toy, "books", "--rulebook", book, "--json")
    assert done.returncode == 0, done.stderr
    assert [d["game"] for d in json.loads(done.stdout)["documents"]] == ["duel"]

    done = judge(toy, "resolve", "--json", "--rulebook", book, "scenarios/duel/strong-wins.yaml")
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["answer"] == {"wins": True}
    assert verdict["cites"] == ["1.1"]
    assert verdict["reasons"][0]["text"] == "Giant is strong and Mouse is not"

    # a new game's rules are stale until their clause texts are recorded, in the game's folder
    done = judge(toy, "check", "--rulebook", book, "scenarios/duel")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "its text was never recorded" in done.stdout
    done = judge(toy, "fingerprint", "--update", "--rulebook", book)
    assert done.returncode == 0, done.stderr
    assert (toy.root / "duel" / "fingerprints.json").is_file()
    done = judge(toy, "check", "--rulebook", book, "scenarios/duel")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "1 passed, 0 failed"


def test_a_plugin_games_scenario_is_checked_against_its_declaration(toy: ReadmeGame) -> None:
    bad = toy.root / "scenarios" / "duel" / "bad.yaml"
    good = (toy.root / "scenarios" / "duel" / "strong-wins.yaml").read_text(encoding="utf-8")
    bad.write_text(good.replace("strong: true", "mighty: true"), encoding="utf-8")
    done = judge(toy, "resolve", "--rulebook", "rulebook/duel", str(bad))
    assert done.returncode == 2
    assert "cards.Giant.mighty: unknown key (allowed: side, strong" in done.stderr


def test_unknown_game_in_a_scenario_lists_the_registered_ones(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text("game: chess\nask: mate\n", encoding="utf-8")
    from judge.errors import ScenarioError
    from judge.scenario.load import load_scenario

    with pytest.raises(ScenarioError) as raised:
        load_scenario(path)
    assert f"unknown value 'chess' (allowed: {', '.join(games.game_ids())}" in str(raised.value)


def test_the_registry_knows_the_bundled_games_without_reading_entry_points() -> None:
    code = (
        "import sys, judge.games as g\n"
        "assert g.is_game('hkk') and g.get('hkk').language == 'hu'\n"
        "print('importlib.metadata' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
    assert [g.id for g in games.all_games()][: len(games.BUNDLED)] == list(games.BUNDLED)


def test_installed_games_are_scanned_again_only_when_an_install_changes(
    toy: ReadmeGame, tmp_path: Path
) -> None:
    """The entry-point scan is cached: a second process finds the plugin without importing
    importlib.metadata, and installing another distribution (a new ``.dist-info`` folder) is
    seen by the next process."""
    code = (
        "import json, sys; from judge import games; "
        "print(json.dumps([games.game_ids(), 'importlib.metadata' in sys.modules]))"
    )
    env = toy.env(JUDGE_CACHE_DIR=str(tmp_path / "cache"))

    def scan() -> tuple[list[str], bool]:
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
        )
        ids, scanned = json.loads(done.stdout)
        assert ids[: len(games.BUNDLED)] == list(games.BUNDLED)
        return sorted(ids[len(games.BUNDLED) :]), scanned

    assert scan() == (["duel"], True)
    assert scan() == (["duel"], False)
    dist = toy.site / "rematch-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: rematch\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[judge.games]\nrematch = duel\n")
    assert scan() == (["duel", "rematch"], True)
    assert scan() == (["duel", "rematch"], False)
