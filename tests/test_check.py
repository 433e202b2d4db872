"""`judge resolve` and `judge check` through typer's CliRunner (exit code first, then output).
(The pytest plugin, which collects scenario files through the same runner: test_pytest_plugin.)"""

from __future__ import annotations

import json
import shutil
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
        text.replace("cites: [514.1, 514.2, 514.6, 514.8]", "cites: [514.1, 514.2, 514.5, 514.8]"),
        encoding="utf-8",
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


def test_resolve_json_several_files_is_json_lines() -> None:
    files = [str(SPEC_EXAMPLE), str(SCENARIOS / "hkk" / "three-on-one.yaml")]
    result = judge("resolve", "--json", *files)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 2  # one compact object per line, as the scenario format says
    documents = [json.loads(line) for line in lines]
    assert [d["game"] for d in documents] == ["berserk", "hkk"]
    assert all(d["schema"] == 1 for d in documents)
    single = json.loads(judge("resolve", "--json", files[0]).stdout)
    assert single == documents[0]


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
    assert lines[fail + 2] == (
        "  cites: expected exactly [514.1, 514.2, 514.5, 514.8], got [514.1, 514.2, 514.6, 514.8]"
        " (not cited: 514.5; not expected: 514.6)"
    )


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
    assert {
        "key": "may-defend",
        "expected": ["Страж"],
        "actual": ["Дракон"],
        "line": 13,
        "kind": "value",
    } in bad["mismatches"]
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


def test_worker_processes_give_the_same_report() -> None:
    book = load()
    alone = run_check(None, book, workers=1, remember=False)
    shared = run_check(None, book, workers=2, remember=False)
    assert [result_json(r) for r in shared.results] == [result_json(r) for r in alone.results]
    assert summary(shared) == summary(alone)


def test_a_result_is_remembered_until_its_file_changes(
    failing: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second run against the same rulebook takes each unchanged file's result from the cache
    (the same report); an edited or renamed file, or another ``exact``, is checked again."""
    import judge.suite.regression as regression

    book = load()
    (failing / "c-bad.yaml").write_text("game: hkk\nask: nope\n", encoding="utf-8")
    first = run_check([failing], book, stale=False)
    checked: list[str] = []
    real = regression.check_or_report

    def counting(path: Path, *args: object, **kwargs: object) -> object:
        checked.append(path.name)
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(regression, "check_or_report", counting)
    again = run_check([failing], book, stale=False)
    assert checked == []
    assert [result_json(r) for r in again.results] == [result_json(r) for r in first.results]
    assert [r.error for r in again.results] == [r.error for r in first.results]
    assert again.results[2].error is not None

    text = (failing / "b-fail.yaml").read_text(encoding="utf-8")
    (failing / "b-fail.yaml").write_text(text.replace("[Страж]", "[Дракон]"), encoding="utf-8")
    (failing / "c-bad.yaml").rename(failing / "d-bad.yaml")
    edited = run_check([failing], book, stale=False)
    assert checked == ["b-fail.yaml", "d-bad.yaml"]
    fresh = run_check([failing], book, stale=False, remember=False)
    assert [result_json(r) for r in edited.results] == [result_json(r) for r in fresh.results]
    assert "d-bad.yaml" in (edited.results[2].error or "")

    checked.clear()
    run_check([failing], book, stale=False, exact=True)
    assert checked == ["a-pass.yaml", "b-fail.yaml", "d-bad.yaml"]


# ---- exact expectations: cites exact, cites-include, every answer key, unchecked


def check_one(tmp_path: Path, expect: str, source: str = "hkk/two-on-one.yaml"):
    """Check a copy of a bundled scenario whose ``expect`` block is replaced."""
    text = (SCENARIOS / source).read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    path.write_text(text[: text.index("expect:")] + expect, encoding="utf-8")
    return run_check([path], load(), stale=False).results[0], path


ALL_KEYS = "  legal: true\n  illegal: []\n  breakthrough: true\n  strike-back-choice: [Elf íjász]\n"


def test_cites_are_exact_by_default(tmp_path: Path) -> None:
    result, _ = check_one(tmp_path, f"expect:\n{ALL_KEYS}  cites: [34.5, 34.8]\n")
    assert [m.key for m in result.mismatches] == ["cites"]
    exact = "cites: [34.1, 34.3, 34.4, 34.5, 34.8]\n"
    assert check_one(tmp_path, f"expect:\n{ALL_KEYS}  {exact}")[0].passed
    # order does not matter, an extra expected id does
    assert check_one(tmp_path, f"expect:\n{ALL_KEYS}  cites: [34.8, 34.5, 34.4, 34.3, 34.1]\n")[
        0
    ].passed
    too_many = f"expect:\n{ALL_KEYS}  cites: [34.1, 34.2, 34.3, 34.4, 34.5, 34.8]\n"
    assert not check_one(tmp_path, too_many)[0].passed


def test_cites_include_means_at_least_these(tmp_path: Path) -> None:
    result, _ = check_one(tmp_path, f"expect:\n{ALL_KEYS}  cites-include: [34.5, 34.8]\n")
    assert result.passed
    result, _ = check_one(tmp_path, f"expect:\n{ALL_KEYS}  cites-include: [34.6]\n")
    assert [(m.key, m.kind, m.expected) for m in result.mismatches] == [
        ("cites", "cites-include", ("34.6",))
    ]


def test_empty_cites_are_checked(tmp_path: Path) -> None:
    result, _ = check_one(tmp_path, f"expect:\n{ALL_KEYS}  cites: []\n")
    assert [m.key for m in result.mismatches] == ["cites"]


def test_every_answer_key_and_the_cites_must_be_expected(tmp_path: Path) -> None:
    result, _ = check_one(
        tmp_path, "expect:\n  legal: true\n  cites: [34.1, 34.3, 34.4, 34.5, 34.8]\n"
    )
    unlisted = {m.key for m in result.mismatches if m.kind == "unlisted"}
    assert unlisted == {"illegal", "breakthrough", "strike-back-choice"}
    result, _ = check_one(tmp_path, f"expect:\n{ALL_KEYS}")
    assert [(m.key, m.kind) for m in result.mismatches] == [("cites", "unlisted")]


def test_unchecked_names_the_keys_left_out_on_purpose(tmp_path: Path) -> None:
    expect = (
        "expect:\n  legal: true\n  unchecked: [illegal, breakthrough, strike-back-choice, cites]\n"
    )
    assert check_one(tmp_path, expect)[0].passed


def test_a_failing_key_is_reported_at_its_line(tmp_path: Path) -> None:
    expect = f"expect:\n{ALL_KEYS.replace('breakthrough: true', 'breakthrough: false')}"
    expect += "  cites: [34.5]\n"
    result, path = check_one(tmp_path, expect)
    lines = path.read_text(encoding="utf-8").splitlines()
    where = {m.key: lines[m.line - 1].strip() for m in result.mismatches}
    assert where == {"breakthrough": "breakthrough: false", "cites": "cites: [34.5]"}
    data = json.loads(judge("check", "--json", str(path)).stdout)
    assert [m["line"] for m in data["results"][0]["mismatches"]] == [
        m.line for m in result.mismatches
    ]


@pytest.mark.parametrize(
    ("expect", "line", "message"),
    [
        (
            "expect:\n  legal: true\n  cites: [34.1]\n  cites-include: [34.1]\n",
            4,
            "expect.cites-include: give either cites (exact) or cites-include",
        ),
        ("expect:\n  legal: true\n  unchecked: [legal]\n", 3, "expect.unchecked: 'legal' is"),
        ("expect:\n  unchecked: [legality]\n", 2, "expect.unchecked[0]: unknown key (allowed: "),
        ("expect:\n  unchecked: legal\n", 2, "expect.unchecked: expected a list of keys"),
    ],
)
def test_expect_keys_are_input_checked(
    tmp_path: Path, expect: str, line: int, message: str
) -> None:
    text = (SCENARIOS / "hkk" / "two-on-one.yaml").read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    head = text[: text.index("expect:")]
    path.write_text(head + expect, encoding="utf-8")
    result = judge("check", str(path))
    assert result.exit_code == 2
    first = head.count("\n") + line
    assert result.stderr.startswith(f"judge: {path}:{first}: {message}"), result.stderr


SPEC_TEXT = """\
game: berserk
ask: who-may-defend
title: Летающее существо бьёт карту во вспомогательной зоне
question: Кто может защитить карту во вспомогательной зоне от удара летающего существа?
cards:
  Гарпия: {side: active, zone: auxiliary, flying: true}
  Жрица:  {side: inactive, zone: auxiliary, flying: true}
  Дракон: {side: inactive, zone: auxiliary, flying: true}
  Страж:  {side: inactive, zone: battlefield, at: C2}
attack: {by: Гарпия, target: Жрица}
expect:
  may-defend: [Дракон]
  cites: [514.6]
"""


def test_a_format_1_file_keeps_its_meaning(tmp_path: Path) -> None:
    """The format-1 contract: the keys given are compared, and every id of ``cites`` must be
    among the verdict's cites (the verdict also cites 514.1, 514.2 and 514.8 here)."""
    path = tmp_path / "spec-example.yaml"
    path.write_text(SPEC_TEXT, encoding="utf-8")
    assert judge("check", str(path)).exit_code == 0
    path.write_text(SPEC_TEXT.replace("cites: [514.6]", "cites: [514.5]"), encoding="utf-8")
    result = judge("check", str(path))
    assert result.exit_code == 1
    assert "cites: expected [514.5] among the cites" in result.stdout


def test_format_2_and_exact_check_cites_exactly(tmp_path: Path) -> None:
    path = tmp_path / "spec-example.yaml"
    path.write_text(SPEC_TEXT.replace("ask: who-may-defend\n", "ask: who-may-defend\nformat: 2\n"))
    result = judge("check", str(path))
    assert result.exit_code == 1
    assert "cites: expected exactly [514.6], got [514.1, 514.2, 514.6, 514.8]" in result.stdout
    path.write_text(SPEC_TEXT, encoding="utf-8")
    assert judge("check", "--exact", str(path)).exit_code == 1
    exact = SPEC_TEXT.replace("cites: [514.6]", "cites: [514.1, 514.2, 514.6, 514.8]")
    path.write_text(exact.replace("ask: who-may-defend\n", "ask: who-may-defend\nformat: 2\n"))
    assert judge("check", str(path)).exit_code == 0


def test_an_unknown_format_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SPEC_TEXT.replace("ask: who-may-defend\n", "ask: who-may-defend\nformat: 3\n"))
    result = judge("check", str(path))
    assert result.exit_code == 2
    assert result.stderr.endswith("s.yaml:3: format: unknown format '3' (allowed: 1, 2)\n")
