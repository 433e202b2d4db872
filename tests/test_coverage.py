"""``judge coverage``: per document, clauses implemented, cited by scenarios, or neither."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook
from judge.engine.registry import Rule
from judge.render.coverage import coverage_json as coverage_to_json
from judge.render.coverage import coverage_text as render_coverage
from judge.rulebook.load import load
from judge.suite.citations import ScenarioCites
from judge.suite.coverage import coverage

runner = CliRunner()

RULES = [
    Rule("t.a", "berserk", ("514.6", "514.5"), "judge/games/berserk.py", 1, ""),
    Rule("t.b", "hkk", ("34.4",), "judge/games/hkk.py", 1, ""),
    Rule("t.c", "berserk-heroes", ("514.6",), "judge/games/heroes.py", 1, ""),  # another game
]
VERDICTS = [
    ScenarioCites("scenarios/berserk/a.yaml", "berserk", ("514.6", "Предварительный этап")),
    ScenarioCites("scenarios/hkk/b.yaml", "hkk", ("34.2",)),
]


def by_id(report: list) -> dict:
    return {entry["id"]: entry for entry in coverage_to_json(report)["documents"]}


def test_each_document_sorts_its_clauses_into_implemented_cited_neither() -> None:
    docs = by_id(coverage(load(), rules=RULES, verdicts=VERDICTS))
    defenders = docs["berserk-513-514"]
    assert defenders["implemented"] == ["514.5", "514.6"]
    assert defenders["cited"] == ["514.6"]
    assert "514.6" not in defenders["neither"] and "514.5" not in defenders["neither"]
    assert "514.4" in defenders["neither"] and "513" in defenders["neither"]
    assert docs["berserk-attack-stages"]["cited"] == ["Предварительный этап"]
    assert docs["berserk-attack-stages"]["implemented"] == []
    assert docs["hkk-kodex-34"]["implemented"] == ["34.4"]
    assert docs["hkk-kodex-34"]["cited"] == ["34.2"]
    assert docs["heroes-506-508"]["implemented"] == []  # no heroes clause 514.6


def test_the_three_lists_account_for_every_clause() -> None:
    book = load()
    for entry in coverage(book, rules=RULES, verdicts=VERDICTS):
        ids = set(entry.document.clauses)
        assert set(entry.neither) == ids - set(entry.implemented) - set(entry.cited)
        assert entry.total == len(ids)


def test_coverage_follows_the_loaded_rulebook(tmp_path: Path) -> None:
    copy = Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))
    path = copy / "hkk/001_aaf65c05475313e5.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("34.4.")] + text[text.index("34.5.") :], encoding="utf-8")
    docs = by_id(coverage(load([copy]), rules=RULES, verdicts=VERDICTS))
    assert docs["hkk-kodex-34"]["implemented"] == []


def test_text_output_has_a_line_per_document_and_a_total() -> None:
    text = render_coverage(coverage(load(), rules=RULES, verdicts=VERDICTS))
    assert "berserk-513-514 [berserk]: 14 clauses, 2 implemented by engine rules, " in text
    assert "«Предварительный этап»" in text
    assert text.splitlines()[-1].startswith(f"{sum(len(d) for d in load())} clauses: 3 implemented")


def test_cli_coverage_json() -> None:
    result = runner.invoke(app, ["coverage", "--json"])
    assert result.exit_code == 0, result.output
    docs = json.loads(result.output)["documents"]
    assert [d["id"] for d in docs] == [d.id for d in load()]
    for entry in docs:
        assert set(entry) == {"id", "game", "clauses", "implemented", "cited", "neither"}
    berserk = next(d for d in docs if d["id"] == "berserk-513-514")
    assert "514.6" in berserk["implemented"]
    assert "514.6" in berserk["cited"]


def test_coverage_lists_the_assumptions() -> None:
    result = runner.invoke(app, ["coverage", "--json"])
    assert result.exit_code == 0, result.output
    listed = {(a["game"], a["id"]): a for a in json.loads(result.output)["assumptions"]}
    assert ("berserk", "adjacent-includes-diagonals") in listed
    assert ("hkk", "only-allowed-attacks-count") in listed
    assert listed[("berserk", "battlefield-5x6")]["source"] == "scenario format"
    assert listed[("hkk", "only-allowed-attacks-count")]["source"] == "card-game convention"
    text = runner.invoke(app, ["coverage"]).output
    assert "assumptions (readings no loaded clause states):" in text
    assert "  hkk: empty-guard-post-is-broken-through (card-game convention, " in text
