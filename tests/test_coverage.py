"""``judge coverage``: per document, clauses implemented, cited by scenarios, or neither."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook
from judge.engine.citations import ScenarioCites
from judge.engine.registry import Rule
from judge.render.coverage import coverage_json as coverage_to_json
from judge.render.coverage import coverage_text as render_coverage
from judge.rulebook.load import load
from judge.suite.coverage import CLASSES, coverage

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
        assert set(entry) == {
            "id",
            "game",
            "clauses",
            "implemented",
            "cited",
            "neither",
            "classes",
        }
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


def test_every_bundled_clause_has_a_class_and_none_is_left_without_a_reason() -> None:
    result = runner.invoke(app, ["coverage", "--json"])
    assert result.exit_code == 0, result.output
    docs = {d["id"]: d for d in json.loads(result.output)["documents"]}
    for doc in docs.values():
        assert [c["id"] for c in doc["classes"]] == [
            *[c for c in load().documents if c.id == doc["id"]][0].clauses
        ]
        for entry in doc["classes"]:
            assert entry["class"] in CLASSES and entry["class"] != "unclassified", entry
            if entry["class"] in ("definition", "heading", "not-encoded"):
                assert entry["reason"], entry
    classes = {c["id"]: c for c in docs["hkk-kodex-34"]["classes"]}
    assert classes["34"]["class"] == "heading"
    assert classes["34.0"]["class"] == "not-encoded" and "structure" in classes["34.0"]["reason"]
    assert classes["34.9"]["class"] == "implemented"
    assert {c["class"] for c in docs["berserk-attack-stages"]["classes"]} == {
        "implemented",
        "heading",
    }


def test_a_clause_left_without_a_class_or_reason_is_a_lint_warning(tmp_path: Path) -> None:
    from judge.suite.health import lint

    copy = Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))
    path = copy / "hkk/001_aaf65c05475313e5.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text + "\n\n34.13.\n\nEgy új szabály, amit semmi sem kódol.\n", encoding="utf-8"
    )
    found = [f for f in lint(load([copy])) if f.kind == "unencoded"]
    assert [(f.severity, f.clause) for f in found] == [("warning", "34.13")]
    assert found[0].line_text().startswith(f"{path}:")
    assert [f for f in lint(load()) if f.kind == "unencoded"] == []


def test_definitions_are_data_for_other_parts() -> None:
    from judge import games

    hkk = games.get("hkk").definitions
    assert hkk["védekező lény"].clause == "34.7"
    assert hkk["ellenfél (lényé)"].clause == "34.9"
    assert hkk["védekező lény"].wording.startswith("A harci fázisban megtámadott lényt")
    heroes = games.get("berserk-heroes").definitions
    assert heroes["атака выстрелом"].clause == "507.3"
    book = load()
    for game in games.all_games():
        for term, definition in game.definitions.items():
            assert definition.term == term
            found = book.find(definition.clause, game=game.id)
            assert found, (game.id, term)
            clause_text = found[0][1].text
            assert definition.wording.split(".")[0].strip(" ()") in clause_text, (game.id, term)
