"""The pytest plugin in other people's projects: installed as the ``pytest11`` entry point
``judge``, it collects the scenario files that project names (``judge_scenarios``, or the
``[tool.judge]`` scenarios) or, with nothing named, the YAML files that are scenarios — and leaves
every other YAML file alone; it fails on stale encoded rules as ``judge check`` does; ``-p
no:judge`` switches it off. Each test runs pytest in a temporary project outside this
repository, in this process (``pytester``) where a separate process is not the point."""

from __future__ import annotations

import importlib
import os
import pkgutil
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

import judge
from judge.cli import app
from judge.config import bundled_rulebook, bundled_scenarios
from judge.pytest_plugin import looks_like_a_scenario

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
FLYER = bundled_scenarios() / "berserk" / "defend-flyer-strikes-auxiliary.yaml"
THREE = bundled_scenarios() / "hkk" / "three-on-one.yaml"
EDITED = ROOT / "examples" / "edited" / "berserk"  # 514.6 reads otherwise there
runner = CliRunner()


@pytest.fixture(scope="module")
def warm_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder for the runs of this module (what they test is collection, not the
    cache), warmed with the bundled rulebook; and every module a run of the plugin imports,
    imported before the first run here: pytester forgets the modules a run imported when it
    ends, and a module imported again would hold classes of another identity than those the
    modules kept refer to."""
    for info in pkgutil.walk_packages(judge.__path__, "judge."):
        if not info.name.endswith(("__main__", "console")):
            importlib.import_module(info.name)
    folder = tmp_path_factory.mktemp("judge") / "cache"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_CACHE_DIR", str(folder))
        from judge.rulebook.load import load
        from judge.suite.regression import run_check

        run_check(None, load(), remember=False)
    return folder


@pytest.fixture(autouse=True)
def cache_dir(cache_dir: Path, warm_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The environment of every test (``conftest.cache_dir``), with the module's warm cache."""
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(warm_cache))
    return warm_cache


def project(pytester: pytest.Pytester, files: dict[str, Path | str]) -> Path:
    """The files (copied from a path, or written from a text) in pytester's project folder."""
    for name, source in files.items():
        target = pytester.path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, Path):
            shutil.copy(source, target)
        else:
            target.write_text(source, encoding="utf-8")
    return pytester.path


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """pytest in the project, in this process (without hypothesis's plugin, which would import
    hypothesis again in each run: pytester forgets what a run imported)."""
    return pytester.runpytest("-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-rA", *args)


FOREIGN = {
    # a project that has nothing to do with judge, but folders named "scenarios" and YAML files
    "scenarios/docker-compose.yaml": "services:\n  web:\n    image: nginx\n",
    "scenarios/load/game.yml": "game: chess\nplayers: 2\n",  # a game, but no ask
    "config/scenarios/list.yaml": "- game: go\n  ask: who\n",  # a list, not a mapping
    "notes.yaml": "text: |\n  game: x\n  ask: y\n",  # the words inside a block scalar
    ".github/workflows/ci.yml": "on: push\njobs: {}\n",
    "tests/test_it.py": "def test_it():\n    assert True\n",
}


def test_a_foreign_project_keeps_its_own_yaml(tmp_path: Path) -> None:
    """In a real process, as installed: only the project's own test runs."""
    for name, text in FOREIGN.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-P", "-m", "pytest", "-p", "no:cacheprovider", "-rA", "."]
        + ["-p", "no:hypothesispytest"],  # (its import is most of the run's time)
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTEST_ADDOPTS": ""},
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "PASSED tests/test_it.py::test_it" in done.stdout
    assert done.stdout.strip().splitlines()[-1].startswith("=") and " 1 passed" in done.stdout
    assert ".yaml" not in done.stdout and ".yml" not in done.stdout


def test_scenario_files_are_collected_wherever_they_are(pytester: pytest.Pytester) -> None:
    project(
        pytester,
        {
            **FOREIGN,
            "rulings/flyer.yaml": FLYER,  # no folder named scenarios: still a scenario
            "deep/er/three.yml": THREE,
        },
    )
    result = run(pytester)
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        [
            "PASSED deep/er/three.yml::three",
            "PASSED rulings/flyer.yaml::flyer",
            "PASSED tests/test_it.py::test_it",
        ],
        consecutive=False,
    )


@pytest.mark.parametrize(
    ("text", "scenario"),
    [
        ("game: hkk\nask: attack-declaration\n", True),
        ("# a comment\n---\nask: x\ntitle: t\ngame: hkk\n", True),
        ("\"game\": hkk\n'ask': x\n", True),
        ("{game: hkk, ask: x}\n", True),
        ("game: hkk\n", False),
        ("ask: x\n", False),
        ("- game: hkk\n  ask: x\n", False),
        ("title: |\n  game: hkk\n  ask: x\n", False),
        ("# game: hkk\n# ask: x\nother: 1\n", False),
        ("gamer: hkk\nasked: x\n", False),
        ("game:hkk\nask: x\n", False),  # a plain scalar 'game:hkk', not a key
    ],
)
def test_a_scenario_is_told_by_its_top_keys(tmp_path: Path, text: str, scenario: bool) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(text, encoding="utf-8")
    assert looks_like_a_scenario(path) is scenario
    path.write_bytes(text.encode("utf-16"))  # with its byte-order mark
    assert looks_like_a_scenario(path) is scenario


def test_what_cannot_be_read_is_not_a_scenario(tmp_path: Path) -> None:
    assert not looks_like_a_scenario(tmp_path / "missing.yaml")
    (tmp_path / "folder.yaml").mkdir()
    assert not looks_like_a_scenario(tmp_path / "folder.yaml")
    os.mkfifo(tmp_path / "fifo.yaml")  # would block a reader
    assert not looks_like_a_scenario(tmp_path / "fifo.yaml")


def test_globs_from_the_ini_choose_the_files(pytester: pytest.Pytester) -> None:
    wrong = FLYER.read_text(encoding="utf-8").replace("may-defend: [Дракон]", "may-defend: [Страж]")
    assert wrong != FLYER.read_text(encoding="utf-8")
    project(
        pytester,
        {
            "pytest.ini": "[pytest]\ntestpaths = rulings\n"
            "judge_scenarios =\n    rulings/**/*.yaml\n    extra/one.yml\n",
            "rulings/berserk/flyer.yaml": FLYER,
            "rulings/hkk/deep/three.yaml": THREE,
            "rulings/berserk/wrong.yaml": wrong,
            "rulings/notes.txt": "not collected",
            "rulings/other.yml": THREE,  # a scenario, but not what the globs name
        },
    )
    result = run(pytester)
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "PASSED rulings/berserk/flyer.yaml::flyer",
            "PASSED rulings/hkk/deep/three.yaml::three",
            "FAILED rulings/berserk/wrong.yaml::wrong*",
        ],
        consecutive=False,
    )
    assert "verdict does not meet expect" in result.stdout.str()
    assert "other.yml" not in result.stdout.str()
    # a file given on the command line is collected when the globs name it
    project(pytester, {"extra/one.yml": THREE})
    run(pytester, "extra").assert_outcomes(passed=1)


def test_the_tool_judge_table_names_the_files_and_the_rulebook(pytester: pytest.Pytester) -> None:
    """Without ini options, the project's ``[tool.judge]`` (as ``judge check`` reads it): its
    globs and rulebook, relative to the file's folder."""
    project(
        pytester,
        {
            "pyproject.toml": '[tool.judge]\nscenarios = ["cases/*.yaml"]\nrulebook = ["texts"]\n',
            "cases/flyer.yaml": FLYER,
            "cases/three.yaml": THREE,
            "other/three.yaml": THREE,  # a scenario the globs do not name
        },
    )
    shutil.copytree(bundled_rulebook() / "hkk", pytester.path / "texts" / "hkk")
    result = run(pytester)
    result.assert_outcomes(passed=1, skipped=1)  # only HKK texts: the Берсерк case is skipped
    assert "other/three.yaml" not in result.stdout.str()
    # judge check reads the same table: the same files and texts
    done = runner.invoke(app, ["check", "--quiet"])
    assert done.exit_code == 0, done.output
    assert done.stdout.splitlines()[0] == "1 passed, 0 failed, 1 skipped"


def test_judge_rulebook_option_and_ini(pytester: pytest.Pytester) -> None:
    project(pytester, {"scenarios/flyer.yaml": FLYER, "scenarios/three.yaml": THREE})
    shutil.copytree(bundled_rulebook() / "hkk", pytester.path / "texts" / "hkk")
    # only the HKK texts: the Берсерк scenario is skipped, not failed
    result = run(pytester, "--judge-rulebook", "texts/hkk")
    result.assert_outcomes(passed=1, skipped=1)
    result.stdout.fnmatch_lines(["SKIPPED*berserk*"])
    project(pytester, {"pytest.ini": "[pytest]\njudge_rulebook = texts/hkk\n"})
    run(pytester).assert_outcomes(passed=1, skipped=1)
    # the command line wins over the ini
    shutil.copytree(bundled_rulebook() / "berserk", pytester.path / "texts" / "berserk")
    run(pytester, "--judge-rulebook", "texts").assert_outcomes(passed=2)
    helped = run(pytester, "--help")
    wanted = ["*(judge; -p no:judge: off)*", "*--judge-rulebook*", "*judge_scenarios*"]
    helped.stdout.fnmatch_lines(wanted)


def test_stale_rules_fail_in_pytest_as_in_judge_check(pytester: pytest.Pytester) -> None:
    """An edited rulebook (514.6 reworded): ``judge check`` exits 1 for the stale encoded
    rule, and pytest fails an item for it, at the rule's line."""
    project(pytester, {"scenarios/flyer.yaml": FLYER, "scenarios/three.yaml": THREE})
    shutil.copytree(EDITED, pytester.path / "edited" / "berserk")
    done = runner.invoke(app, ["check", "--rulebook", "edited/berserk", "scenarios"])
    assert done.exit_code == 1, done.output
    assert "1 stale rule citation(s)" in done.stdout
    result = run(pytester, "--judge-rulebook", "edited/berserk")
    result.assert_outcomes(passed=1, skipped=1, failed=1)  # HKK is not loaded: skipped
    item = "judge/games/berserk/rules.py::flyer_strikes_auxiliary[berserk:514.6]"
    # the reason follows the item when the terminal is wide or CI is set: match the start
    assert any(line.startswith(f"FAILED {item}") for line in result.stdout.lines)
    text = result.stdout.str()
    assert "[-другое-] {+любое+}" in text
    assert "judge fingerprint --update berserk:514.6 --rulebook edited/berserk" in text
    # the bundled rulebook: nothing stale, no such item
    run(pytester).assert_outcomes(passed=2)


def test_pytest_and_judge_check_tell_the_same_failure(pytester: pytest.Pytester) -> None:
    wrong = FLYER.read_text(encoding="utf-8").replace("may-defend: [Дракон]", "may-defend: [Страж]")
    project(pytester, {"scenarios/a-pass.yaml": THREE, "scenarios/b-fail.yaml": wrong})
    result = run(pytester)
    result.assert_outcomes(passed=1, failed=1)
    mismatch = "may-defend: expected [Страж], got [Дракон]"
    assert mismatch in result.stdout.str()
    done = runner.invoke(app, ["check", "scenarios"])
    assert done.exit_code == 1
    assert f"  {mismatch}" in done.stdout.splitlines()
    assert "1 passed, 1 failed" in done.stdout


def test_a_failure_is_reported_at_the_line_of_its_expect_key(pytester: pytest.Pytester) -> None:
    text = (bundled_scenarios() / "hkk" / "two-on-one.yaml").read_text(encoding="utf-8")
    bad = text.replace("breakthrough: true", "breakthrough: false")
    project(pytester, {"scenarios/bad.yaml": bad})
    line = bad.splitlines().index("  breakthrough: false") + 1
    # junit_family xunit1 writes each item's location
    result = run(pytester, "--junitxml", "report.xml", "-o", "junit_family=xunit1")
    result.assert_outcomes(failed=1)
    assert f"bad.yaml:{line}: breakthrough: expected false, got true" in result.stdout.str()
    case = ET.parse(pytester.path / "report.xml").getroot().find(".//testcase")
    assert case is not None and case.get("line") == str(line - 1)  # pytest counts from 0


@pytest.mark.parametrize(
    ("ini", "message"),
    [
        (
            "judge_scenarios = scen/[z-a].yaml",
            "ERROR: judge_scenarios: 'scen/[z-a].yaml' is not a glob: bad character range z-a",
        ),
        ("judge_rulebook = /proc", "ERROR: judge_rulebook: *"),
        (
            "judge_rulebook = no/such",
            "ERROR: judge_rulebook: */no/such: no such file or folder",
        ),
    ],
)
def test_a_bad_option_is_a_usage_error(pytester: pytest.Pytester, ini: str, message: str) -> None:
    project(pytester, {"pytest.ini": f"[pytest]\n{ini}\n", "scen/flyer.yaml": FLYER})
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    first, _, rest = message.partition("*")
    assert result.stderr.lines[0].startswith(first), result.stderr.str()
    assert rest.strip("*") in result.stderr.lines[0]
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


def test_a_bad_tool_judge_table_is_a_usage_error(pytester: pytest.Pytester) -> None:
    project(pytester, {"judge.toml": "scenario = 'x'\n", "scen/flyer.yaml": FLYER})
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["ERROR: judge: *judge.toml:1: scenario: unknown key*"])


CONFTEST = 'pytest_plugins = ["judge.pytest_plugin"]\n'


@pytest.mark.parametrize(
    ("conftest", "args", "collected"),
    [
        (False, (), True),
        (True, (), True),  # named in a conftest too: one item, not two (nor a refusal)
        (False, ("-p", "no:judge"), False),
        (True, ("-p", "no:judge"), False),
        (False, ("-p", "no:judge.pytest_plugin"), False),  # the module's name, as before
        (False, ("-p", "judge.pytest_plugin"), True),
    ],
)
def test_one_plugin_under_two_names(
    pytester: pytest.Pytester, conftest: bool, args: tuple[str, ...], collected: bool
) -> None:
    project(pytester, {"scenarios/flyer.yaml": FLYER, "test_it.py": "def test_it(): pass\n"})
    if conftest:
        project(pytester, {"conftest.py": CONFTEST})
    result = run(pytester, *args)
    result.assert_outcomes(passed=2 if collected else 1)


def test_with_plugin_autoload_off_it_is_named(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    project(pytester, {"scenarios/flyer.yaml": FLYER, "test_it.py": "def test_it(): pass\n"})
    run(pytester).assert_outcomes(passed=1)
    run(pytester, "-p", "judge").assert_outcomes(passed=2)
    project(pytester, {"conftest.py": CONFTEST})
    run(pytester).assert_outcomes(passed=2)


def test_this_repository_needs_no_conftest_for_it() -> None:
    assert not (ROOT / "conftest.py").exists()
    assert "judge.pytest_plugin" not in (ROOT / "tests" / "conftest.py").read_text(encoding="utf-8")
