"""The README's "Adding a game", followed literally for its toy game Duel in a temporary folder.

``conftest.write_readme_game`` writes every file the steps show, as shown, and installs the
package as step 6's ``pip install -e .`` would (its entry points, read from the ``pyproject.toml``
the step shows, in a ``.dist-info`` folder on the path). Then every other command of the steps
runs as written, in the project folder; and the tests every game must pass (``tests/test_games.py``
and the property tests of ``tests/test_engine_unknown.py``, parametrized by the registry) run on
Duel in a fresh pytest process that sees it installed.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ReadmeGame, write_readme_game

from judge.config import bundled_rulebook

ROOT = Path(__file__).resolve().parent.parent
#: the command that installs the package: what ``write_readme_game`` does in the test's folder
INSTALL = "pip install -e ."


@pytest.fixture(scope="module")
def duel(tmp_path_factory: pytest.TempPathFactory) -> ReadmeGame:
    return write_readme_game(tmp_path_factory.mktemp("adding") / "duel-project")


def judge(game: ReadmeGame, command: str, cache: Path) -> subprocess.CompletedProcess[str]:
    """One ``judge …`` command of the steps, as written, run in the project folder with the
    game installed."""
    code = "import sys; from judge.console import main; sys.argv[0] = 'judge'; main()"
    return subprocess.run(
        [sys.executable, "-c", code, *shlex.split(command)[1:]],
        capture_output=True,
        text=True,
        cwd=game.root,
        env=game.env(JUDGE_CACHE_DIR=str(cache), COLUMNS="100"),
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
def ran(
    duel: ReadmeGame, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, subprocess.CompletedProcess[str]]:
    """Every command of the steps, in order (step 9's fingerprint first: check and lint need
    the clause texts recorded), each run once."""
    cache = tmp_path_factory.mktemp("cache")
    return {c: judge(duel, c, cache) for c in duel.commands if c != INSTALL}


def command(duel: ReadmeGame, start: str) -> str:
    return next(c for c in duel.commands if c.startswith(start))


def test_the_steps_show_every_file_a_game_needs(duel: ReadmeGame) -> None:
    package = {Path(p).name for p in duel.files if p.startswith("duel/")}
    assert package == {"__init__.py", "values.py", "rules.py", "terms.yaml", "situations.yaml"}
    assert {p for p in duel.files if not p.startswith("duel/")} == {
        "pyproject.toml",
        "rulebook/duel/book.yaml",
        "rulebook/duel/rules.txt",
        "scenarios/duel/strong-wins.yaml",
    }
    assert INSTALL in duel.commands


def test_every_command_of_the_steps_succeeds(
    duel: ReadmeGame, ran: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    for line, done in ran.items():
        assert done.returncode == 0, f"{line}\n{done.stdout}{done.stderr}"
    assert (duel.root / "duel" / "fingerprints.json").is_file()
    check = ran[command(duel, "judge check")]
    assert check.stdout.splitlines()[-1] == "1 passed, 0 failed"
    lint = ran[command(duel, "judge lint")]
    assert lint.stdout.splitlines()[-1] == "0 errors, 0 warnings"


def test_the_question_of_the_steps_is_read_as_a_situation_and_answered(
    duel: ReadmeGame, tmp_path: Path
) -> None:
    asked = judge(duel, command(duel, "judge ask") + " --json", tmp_path)
    assert asked.returncode == 0, asked.stderr
    reply = json.loads(asked.stdout)
    assert (reply["game"], reply["understood"]["ask"]) == ("duel", "who-wins")
    assert reply["answer"] == {"wins": True}  # 1.1: the strong card wins against the weak one
    assert reply["cites"] == ["1.1"]


def test_a_search_in_the_games_language_reads_its_word_forms(
    duel: ReadmeGame, ran: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    """``duels won by stronger cards``: English word forms of the words of 1.1, found as such
    (no "closest" guess for a plural the English stemmer reads)."""
    searched = ran[command(duel, "judge search")]
    assert searched.stdout.startswith("1.1 "), searched.stdout
    assert "no exact match" not in searched.stdout


def test_a_bare_text_in_the_games_language_is_not_taken_for_it(
    duel: ReadmeGame, tmp_path: Path
) -> None:
    """Step 7: a bare English text loads as ``generic`` with Duel installed — and would with
    Duel bundled (listed in ``judge.games.BUNDLED``) too."""
    text = tmp_path / "house-rules.txt"
    text.write_text("1. Scoring\n\n1.1. The player with the most points wins the game.\n")
    listed = judge(duel, f"judge books --json --rulebook {text}", tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert [d["game"] for d in json.loads(listed.stdout)["documents"]] == ["generic"]
    code = (
        "from judge import games\n"
        "games.BUNDLED = {**games.BUNDLED, 'duel': 'duel'}\n"
        "print(games.guess_from_language('en'), games.guess_from_language('ru'))"
    )
    guessed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=duel.env(), check=True
    )
    assert guessed.stdout.split() == ["None", "berserk"]


def test_the_tests_every_game_must_pass_pass_on_it(
    duel: ReadmeGame, ran: dict[str, subprocess.CompletedProcess[str]], tmp_path: Path
) -> None:
    """tests/test_games.py and the property tests, in a pytest process that sees Duel
    installed (its clause texts recorded by the steps' commands) and loads its texts beside the
    bundled ones, selected by its id."""
    rulebook = os.pathsep.join([str(bundled_rulebook()), str(duel.root / "rulebook" / "duel")])
    env = duel.env(JUDGE_RULEBOOK=rulebook, JUDGE_CACHE_DIR=str(tmp_path / "cache"))
    tests = ["tests/test_games.py", "tests/test_engine_unknown.py"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=", "-q"]
        + ["-k", "duel"]
        + [str(ROOT / t) for t in tests],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    summary = done.stdout.splitlines()[-1]
    assert "skipped" not in summary and "deselected" in summary, done.stdout
    passed = int(summary.split(" passed")[0].split()[-1])
    assert passed >= 7, done.stdout  # test_games' six per game, and the kind's property test
