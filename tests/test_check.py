"""`judge resolve` and `judge check` through typer's CliRunner (exit code first, then output),
and the pytest plugin that collects scenario files through the same runner."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.render.check import result_json, summary
from judge.rulebook.load import load
from judge.scenario.load import iter_scenario_files
from judge.suite.regression import run_check

runner = CliRunner()

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
SPEC_EXAMPLE = SCENARIOS / "berserk" / "defend-flyer-strikes-auxiliary.yaml"


def judge(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def failing(tmp_path: Path) -> Path:
    """A folder with one passing and one failing scenario."""
    folder = tmp_path / "suite"
    folder.mkdir()
    shutil.copy(SCENARIOS / "hkk" / "two-on-one.yaml", folder / "a-pass.yaml")
    text = SPEC_EXAMPLE.read_text(encoding="utf-8").replace(
        "may-defend: [Дракон]", "may-defend: [Страж]"
    )
    (folder / "b-fail.yaml").write_text(
        text.replace("cites: [514.6]", "cites: [514.5]"), encoding="utf-8"
    )
    return folder


def test_resolve_spec_example() -> None:
    result = judge("resolve", str(SPEC_EXAMPLE))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "Ответ: may-defend = [Дракон]" in lines
    dragon = next(line for line in lines if line.startswith("  + Дракон"))
    assert "514.6" in dragon and "может" in dragon
    guard = next(line for line in lines if line.startswith("  - Страж"))
    assert guard.endswith("(514.6)") and "не может: не летающее" in guard
    assert sum(line.startswith("  + ") for line in lines) == 2  # the strike itself, and Дракон


def test_resolve_json() -> None:
    result = judge("resolve", "--json", str(SPEC_EXAMPLE))
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["game"] == "berserk" and data["ask"] == "who-may-defend"
    assert data["answer"] == {"may-defend": ["Дракон"]}
    assert "514.6" in data["cites"]
    reasons = {r["subject"]: r for r in data["reasons"]}
    assert reasons["Страж"]["holds"] is False and reasons["Страж"]["cites"] == ["514.6"]
    assert set(data["cites"]) == {c for r in data["reasons"] for c in r["cites"]}


def test_resolve_json_several_files_one_line_each() -> None:
    files = [str(SPEC_EXAMPLE), str(SCENARIOS / "hkk" / "three-on-one.yaml")]
    result = judge("resolve", "--json", *files)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 2
    assert [json.loads(line)["game"] for line in lines] == ["berserk", "hkk"]


def test_resolve_quote_and_english() -> None:
    result = judge("resolve", "--quote", "--lang", "en", str(SPEC_EXAMPLE))
    assert result.exit_code == 0
    assert "may not: not flying" in result.stdout
    assert (
        "Защитником от удара летающего существа по карте во вспомогательной зоне" in result.stdout
    )


def test_resolve_hungarian_by_default() -> None:
    result = judge("resolve", str(SCENARIOS / "hkk" / "three-on-one.yaml"))
    assert result.exit_code == 0
    assert "Válasz: legal = false" in result.stdout
    assert "legfeljebb két lény" in result.stdout


def test_resolve_unknown_language() -> None:
    result = judge("resolve", "--lang", "de", str(SPEC_EXAMPLE))
    assert result.exit_code == 2
    assert result.stderr == "judge: --lang: unknown language 'de' (allowed: en, ru, hu)\n"


def test_check_bundled_suite_passes() -> None:
    result = judge("check")
    assert result.exit_code == 0, result.stdout
    count = len(iter_scenario_files())
    assert count >= 40
    assert result.stdout.splitlines()[-1] == f"{count} passed, 0 failed"
    assert "PASS scenarios/berserk/defend-flyer-strikes-auxiliary.yaml" in result.stdout


def test_check_failure_shows_expected_and_actual(failing: Path) -> None:
    result = judge("check", str(failing))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    fail = lines.index(next(line for line in lines if line.startswith("FAIL ")))
    assert lines[fail].endswith(
        "b-fail.yaml — Летающее существо бьёт карту во вспомогательной зоне"
    )
    assert lines[fail + 1] == "  may-defend: expected [Страж], got [Дракон]"
    assert lines[fail + 2].startswith("  cites: expected [514.5] among the cites, got [")


def test_check_quiet_lists_only_failures(failing: Path) -> None:
    result = judge("check", "-q", str(failing))
    assert result.exit_code == 1
    assert not any(line.startswith("PASS") for line in result.stdout.splitlines())


def test_check_json_and_junit(failing: Path, tmp_path: Path) -> None:
    report = tmp_path / "junit.xml"
    result = judge("check", "--json", "--junit", str(report), str(failing))
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert (data["passed"], data["failed"]) == (1, 1)
    bad = data["results"][1]
    assert bad["passed"] is False
    assert {"key": "may-defend", "expected": ["Страж"], "actual": ["Дракон"]} in bad["mismatches"]
    suite = ET.parse(report).getroot()
    assert suite.get("tests") == "2" and suite.get("failures") == "1"
    failures = suite.findall("testcase/failure")
    assert len(failures) == 1 and "may-defend" in (failures[0].get("message") or "")


def test_check_lists_compare_as_sets(tmp_path: Path) -> None:
    text = (SCENARIOS / "hkk" / "three-on-one.yaml").read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    path.write_text(text.replace("[Ork harcos, Troll, Goblin]", "[Goblin, Ork harcos, Troll]"))
    assert judge("check", str(path)).exit_code == 0


def test_check_bad_file_is_an_input_error(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("game: berserk\nask: nothing\n", encoding="utf-8")
    result = judge("check", str(tmp_path))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"judge: {tmp_path / 'bad.yaml'}:2: ask: unknown value")


def test_check_missing_path() -> None:
    result = judge("check", "no/such/folder")
    assert result.exit_code == 2
    assert result.stderr == "judge: no/such/folder: no such file or folder\n"


def test_run_check_is_a_library_call(failing: Path) -> None:
    report = run_check([failing], load())
    assert (report.passed, report.failed) == (1, 1)
    assert summary(report) == "1 passed, 1 failed"
    assert report.stale == [] and not report.ok


def test_pytest_collects_scenarios_through_the_same_runner(failing: Path) -> None:
    scenarios = failing.parent / "scenarios"
    failing.rename(scenarios)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "judge.suite.pytest_plugin",
            "-q",
            "-p",
            "no:cacheprovider",
            str(scenarios),
        ],
        capture_output=True,
        text=True,
        cwd=scenarios.parent,
    )
    assert done.returncode == 1, done.stdout
    assert "1 failed, 1 passed" in done.stdout
    assert "may-defend: expected [Страж], got [Дракон]" in done.stdout


def test_worker_processes_give_the_same_report() -> None:
    book = load()
    alone = run_check(None, book, workers=1)
    shared = run_check(None, book, workers=2)
    assert [result_json(r) for r in shared.results] == [result_json(r) for r in alone.results]
    assert summary(shared) == summary(alone)
