"""`judge lint`: the rulebook's own problems, and engine citations the loaded texts cannot back."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import ClauseNotFoundError
from judge.rulebook.lint import lint_rulebook
from judge.rulebook.load import load
from judge.rulebook.lookup import lookup
from judge.suite.health import engine_citations, lint

runner = CliRunner()

CLEAN = "1. Общие положения\n1.1. Игра ведётся по этим правилам.\n1.2. См. 1.1.\n"


def test_the_bundled_rulebook_backs_every_engine_citation() -> None:
    assert engine_citations(load()) == []


def test_a_clean_bare_text_has_nothing_to_report(tmp_path: Path) -> None:
    # its game is only guessed from its language: the engines' citations are not held against it
    text = tmp_path / "rules.txt"
    text.write_text(CLEAN, encoding="utf-8")
    result = runner.invoke(app, ["lint", "--rulebook", str(text)])
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "0 errors, 0 warnings"


def test_a_partial_book_in_a_game_folder_gets_warnings_for_chapters_it_lacks(
    tmp_path: Path,
) -> None:
    # chapter 1 only: the engine's citations of chapters 511, 513, 514 are not this book's
    folder = tmp_path / "berserk"
    folder.mkdir()
    (folder / "rules.txt").write_text(CLEAN, encoding="utf-8")
    findings = [f for f in lint(load([folder / "rules.txt"])) if f.kind == "engine-citation"]
    assert {f.clause for f in findings} >= {"514.6", "513.2", "511.5.1", "Предварительный этап"}
    assert all(f.severity == "warning" and f.source.startswith("judge/games/") for f in findings)
    result = runner.invoke(app, ["lint", "--rulebook", str(folder)])
    assert result.exit_code == 0, result.output
    assert "cites 514.6, which the loaded berserk rulebook does not have (nor chapter 514" in (
        result.output
    )


def test_a_book_with_the_chapter_but_not_the_clause_gets_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "berserk"
    folder.mkdir()
    text = "514. Общие правила назначения защитников.\n514.1. Назначение защитника.\n"
    (folder / "rules.txt").write_text(text, encoding="utf-8")
    findings: dict[str, set[str]] = {}
    for f in lint(load([folder / "rules.txt"])):
        if f.kind == "engine-citation":
            findings.setdefault(f.clause or "", set()).add(f.severity)
    assert findings["514.6"] == {"error"}  # chapter 514 is there, 514.6 is not
    assert findings["513.2"] == {"warning"}  # no chapter 513 at all
    assert "514.1" not in findings
    # a heading block is in the chapters its rule cites beside it: an error where a rule cites
    # it with 514.1, a warning where a rule cites it alone
    assert findings["Предварительный этап"] == {"error", "warning"}
    result = runner.invoke(app, ["lint", "--rulebook", str(folder)])
    assert result.exit_code == 1
    assert "cites 514.6, which the loaded berserk rulebook does not have\n" in result.output


def test_duplicates_and_order_are_errors_gaps_are_warnings(tmp_path: Path) -> None:
    text = tmp_path / "rules.txt"
    text.write_text("1. A\n1.1. a\n1.4. b\n1.3. c\n1.3. d\n", encoding="utf-8")
    found = {(f.kind, f.clause, f.severity) for f in lint(load([text]))}
    assert ("duplicate", "1.3", "error") in found
    assert ("order", "1.3", "error") in found
    assert ("gap", "1.3", "warning") in found  # 1.1 → 1.3 among the siblings: 1.2 missing
    result = runner.invoke(app, ["lint", "--rulebook", str(text), "--json"])
    assert result.exit_code == 1


TWO_TEXTS = """\
documents:
  - id: rules
    game: hkk
    language: hu
    file: rules.txt
  - id: codex
    game: hkk
    language: hu
    file: codex.txt
"""


def test_an_unresolved_reference_is_offered_its_own_id_elsewhere_else_the_nearest(
    tmp_path: Path,
) -> None:
    # rules.txt cites 34.1 and 34.10, neither of which it has; of the two only 34.1 is in the
    # codex, another document of the game (a candidate); 34.10 is in no document
    folder = tmp_path / "hkk"
    folder.mkdir()
    (folder / "book.yaml").write_text(TWO_TEXTS, encoding="utf-8")
    (folder / "rules.txt").write_text(
        "1. Általános szabályok\n1.1. A támadásról lásd 34.1 és 34.10 pont.\n", encoding="utf-8"
    )
    (folder / "codex.txt").write_text(
        "34. Támadás\n34.1. A támadó lény.\n34.2. A védekező lény.\n", encoding="utf-8"
    )
    book = load([folder])
    found = {
        f.message.split(" refers to ")[1].split(",")[0]: f.message
        for f in lint_rulebook(book)
        if f.kind == "unresolved"
    }
    assert set(found) == {"34.1", "34.10"}
    assert found["34.1"].endswith(", which this document does not have (candidate: 34.1 in codex)")
    # not 34.1 as a candidate of 34.10 (a substring of it); the ids most like it, as `show` names
    # them for the unknown id, the first of them 34.1
    assert "candidate" not in found["34.10"]
    with pytest.raises(ClauseNotFoundError) as unknown:
        lookup(book, "34.10", game="hkk")
    nearest = str(unknown.value).removeprefix("34.10: no such clause")
    assert nearest.startswith(" (nearest: 34.1, ")
    assert found["34.10"] == "1.1 refers to 34.10, which this document does not have" + nearest
