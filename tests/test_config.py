"""The settings file: ``[tool.judge]`` in a pyproject.toml or a ``judge.toml``, found upward from
the working folder (the nearest wins); flags override it and ``$JUDGE_RULEBOOK`` its rulebook;
``judge config`` says what is in effect and where each setting came from; a wrong file is one
error line at the key."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import commands
from judge.cli import app
from judge.config import bundled_rulebook, bundled_scenarios, config_file, settings, shown

runner = CliRunner()


def judge(*args: str, env: dict[str, str] | None = None):
    return runner.invoke(app, list(args), env=env)


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A rules editors' repository: the HKK texts under texts/, its cases under cases/, a
    pyproject.toml naming both, the working folder two levels below it."""
    root = tmp_path / "rules"
    shutil.copytree(bundled_rulebook() / "hkk", root / "texts" / "hkk")
    shutil.copytree(bundled_scenarios() / "hkk", root / "cases")
    (root / "pyproject.toml").write_text(
        '[project]\nname = "rules"\n\n[tool.judge]\nrulebook = ["texts"]\n'
        'scenarios = ["cases/*.yaml"]\ngame = "hkk"\n',
        encoding="utf-8",
    )
    below = root / "notes" / "2025"
    below.mkdir(parents=True)
    monkeypatch.chdir(below)
    return root


def test_the_file_is_found_upward_and_read(repo: Path) -> None:
    assert config_file() == repo / "pyproject.toml"
    done = judge("config", "--json")
    assert done.exit_code == 0, done.output
    found = json.loads(done.stdout)["settings"]
    assert found["file"] == {"value": str(repo / "pyproject.toml"), "source": "found upward"}
    where = f"{repo / 'pyproject.toml'}:{{}} [tool.judge]"
    assert found["rulebook"] == {"value": [str(repo / "texts")], "source": where.format(5)}
    assert found["scenarios"] == {"value": ["cases/*.yaml"], "source": where.format(6)}
    assert found["game"] == {"value": "hkk", "source": where.format(7)}
    assert set(found) == {"file", "rulebook", "scenarios", "game", "cache"}
    text = judge("config").stdout.splitlines()
    assert text[0] == f"file:      {repo / 'pyproject.toml'}  (found upward)"
    assert text[3] == f"game:      hkk  ({where.format(7)})"


def test_the_commands_use_it(repo: Path) -> None:
    books = json.loads(judge("books", "--json").stdout)["documents"]
    assert [d["game"] for d in books] == ["hkk"]  # texts/, not the bundled rulebook
    done = judge("check", "--quiet")  # cases/*.yaml, not the bundled suite
    assert done.exit_code == 0, done.output
    count = len(list((repo / "cases").glob("*.yaml")))
    assert done.stdout.splitlines()[0] == f"{count} passed, 0 failed"
    # the look-ups, as the console script calls them too
    assert commands.search(["támadó"], as_json=True) == 0
    assert commands.show(["34.5"]) == 0


def test_flags_override_it_and_the_environment_its_rulebook(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = str(bundled_rulebook())
    done = judge("search", "--json", "--rulebook", bundled, "--game", "berserk", "летающее")
    assert done.exit_code == 0, done.output
    assert {r["game"] for r in json.loads(done.stdout)["results"]} == {"berserk"}
    # the file's game, with the rulebook of the flag: HKK only
    done = judge("search", "--json", "--rulebook", bundled, "támadó lény")
    assert {r["game"] for r in json.loads(done.stdout)["results"]} == {"hkk"}
    # a game the file's rulebook lacks, asked for by flag: the flag is named
    done = judge("search", "--game", "berserk", "летающее")
    assert done.exit_code == 2
    assert done.stderr.startswith("judge: --game: ")
    monkeypatch.setenv("JUDGE_RULEBOOK", str(bundled_rulebook() / "berserk"))
    found = json.loads(judge("config", "--json").stdout)["settings"]["rulebook"]
    assert found == {"value": ["rulebook/berserk"], "source": "$JUDGE_RULEBOOK"}  # as shown
    books = json.loads(judge("books", "--json").stdout)["documents"]
    assert {d["game"] for d in books} == {"berserk"}
    # the file's game is not loaded now: the error names the file's line
    done = judge("search", "летающее")
    assert done.exit_code == 2
    assert done.stderr.startswith(f"judge: {repo / 'pyproject.toml'}:7: tool.judge.game: ")


def test_the_nearest_file_wins_and_a_pyproject_without_the_table_does_not_count(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (repo / "notes" / "pyproject.toml").write_text('[project]\nname = "notes"\n')
    assert config_file() == repo / "pyproject.toml"
    (repo / "notes" / "judge.toml").write_text('game = "berserk"\n')
    assert config_file() == repo / "notes" / "judge.toml"
    assert settings().game == "berserk" and settings().rulebook is None
    (repo / "notes" / "2025" / "pyproject.toml").write_text('[tool.judge]\ngame = "hkk"\n')
    assert config_file() == repo / "notes" / "2025" / "pyproject.toml"
    assert settings().game == "hkk"
    # judge.toml first in one folder
    (repo / "notes" / "2025" / "judge.toml").write_text("")
    assert config_file() == repo / "notes" / "2025" / "judge.toml"
    assert settings().game is None
    monkeypatch.setenv("JUDGE_CONFIG", "")
    assert config_file() is None and settings().game is None
    monkeypatch.setenv("JUDGE_CONFIG", str(repo / "notes" / "judge.toml"))
    assert settings().game == "berserk"
    found = json.loads(judge("config", "--json").stdout)["settings"]["file"]
    assert found["source"] == "$JUDGE_CONFIG"


def test_without_a_file_the_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("JUDGE_CONFIG", "")
    found = json.loads(judge("config", "--json").stdout)["settings"]
    assert found["file"] == {"value": None, "source": "$JUDGE_CONFIG"}
    assert found["rulebook"]["source"] == "default: the bundled rulebook"
    assert found["scenarios"]["source"] == "default: the bundled suite"
    assert found["game"] == {"value": None, "source": "default: every game"}


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (
            "[tool.judge]\nrulebok = 'x'\n",
            "2: tool.judge.rulebok: unknown key (allowed: rulebook, "
            "scenarios, game; did you mean 'rulebook'?)",
        ),
        ("[tool.judge]\n\ngame = 3\n", "3: tool.judge.game: expected a non-empty string"),
        (
            "[tool.judge]\nscenarios = []\n",
            "2: tool.judge.scenarios: expected a string or a non-empty list of strings",
        ),
        ("[tool.judge]\ngame = 'hk'\n", "2: tool.judge.game: unknown game 'hk' (allowed: "),
        (
            "[tool.judge]\nrulebook = 'nowhere'\n",
            "2: tool.judge.rulebook: no such file or folder: ",
        ),
        (
            "[tool.judge]\nscenarios = 'cases/*.yml'\n",
            "2: tool.judge.scenarios: 'cases/*.yml' names no file or folder",
        ),
        ("[tool.judge]\ngame = [hkk\n", "2: invalid TOML: "),
    ],
)
def test_a_wrong_file_is_one_error_line_at_its_key(tmp_path: Path, text: str, error: str) -> None:
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        command = ["check"] if "scenarios" in text else ["show", "34.5"]
        done = judge(*command)
    assert done.exit_code == 2
    assert done.stderr.startswith(f"judge: {tmp_path / 'pyproject.toml'}:{error}"), done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_judge_toml_takes_the_keys_at_its_top_level(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "judge.toml").write_text("[tool.judge]\ngame = 'hkk'\n", encoding="utf-8")
    done = judge("config")
    assert done.exit_code == 2
    assert done.stderr == (
        f"judge: {tmp_path / 'judge.toml'}:1: tool: unknown key (allowed: rulebook, scenarios, "
        "game; in judge.toml the settings are at the top level, with no [tool.judge])\n"
    )
    (tmp_path / "judge.toml").write_text("# the HKK texts only\ngame = 'hkk'\n", encoding="utf-8")
    found = json.loads(judge("config", "--json").stdout)["settings"]["game"]
    assert found == {"value": "hkk", "source": f"{shown(tmp_path / 'judge.toml')}:2"}


def test_a_look_up_reads_the_file_once_then_remembers_it(repo: Path, cache_dir: Path) -> None:
    """Finding the file reads no TOML; what it says is remembered in the cache under its stamp,
    so the next look-up there imports no TOML parser — until the file changes."""
    import os
    import subprocess
    import sys

    run = (
        "import sys\n"
        "from judge.console import main\n"
        "sys.argv = ['judge', 'show', '34.5']\n"
        "try:\n"
        "    main()\n"
        "except SystemExit as exit:\n"
        "    assert not exit.code\n"
        "print('toml:', 'tomllib' in sys.modules)\n"
    )
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache_dir)}

    def toml_read() -> bool:
        done = subprocess.run(
            [sys.executable, "-c", run], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        assert "34.5" in done.stdout  # from texts/: the file's rulebook
        return done.stdout.splitlines()[-1] == "toml: True"

    assert toml_read()
    assert not toml_read()
    pyproject = repo / "pyproject.toml"
    pyproject.write_text(pyproject.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert toml_read()
    assert not toml_read()
