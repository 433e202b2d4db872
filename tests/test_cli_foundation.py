"""`judge books`, `show`, `lint`, `dump` and the rulebook options, through typer's CliRunner:
exit code first, then output."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
import typer.main
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook

runner = CliRunner()

COMMANDS = sorted(typer.main.get_command(app).commands)  # type: ignore[attr-defined]


def judge(*args: str, **kwargs):
    return runner.invoke(app, list(args), **kwargs)


def error_line(result) -> str:
    """The one-line message a failing command prints on stderr (never a traceback)."""
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("judge: ")
    assert "Traceback" not in result.stderr
    return lines[0]


MINI_BOOK = """\
documents:
  - id: mini
    game: berserk
    language: ru
    file: mini.txt
"""
MINI = (
    "514. Общие правила.\n"
    "514.5. Летающее существо рядом (см. 514.6).\n"
    "514.6. Другое летающее существо, п. 514.\n"
)


@pytest.fixture
def mini(tmp_path: Path) -> Path:
    folder = tmp_path / "games" / "berserk"
    folder.mkdir(parents=True)
    (folder / "book.yaml").write_text(MINI_BOOK, encoding="utf-8")
    (folder / "mini.txt").write_text(MINI, encoding="utf-8")
    return folder


# ------------------------------------------------------------------------------------ help


def test_the_foundation_commands_are_registered():
    assert {"books", "show", "lint", "dump"} <= set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_help(command):
    result = judge(command, "--help")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Usage: ")
    assert command in result.stdout.splitlines()[0]


def test_top_level_help_lists_the_commands():
    result = judge("--help")
    assert result.exit_code == 0
    for command in ("books", "show", "lint", "dump"):
        assert command in result.stdout


# ----------------------------------------------------------------------------------- books


def test_books_json(bundled_documents: list[str]):
    result = judge("books", "--json")
    assert result.exit_code == 0, result.output
    rows = {r["id"]: r for r in json.loads(result.stdout)["documents"]}
    assert sorted(rows) == bundled_documents
    facts = {k: (r["game"], r["language"], r["clauses"], r["unresolved"]) for k, r in rows.items()}
    seeds = {
        "berserk-513-514": ("berserk", "ru", 14, 1),
        "berserk-attack-stages": ("berserk", "ru", 4, 1),
        "heroes-506-508": ("berserk-heroes", "ru", 12, 0),
        "hkk-kodex-34": ("hkk", "hu", 14, 2),
    }
    assert {k: facts[k] for k in seeds} == seeds
    assert rows["hkk-kodex-34"]["edition"] == "Kódex, chapter 34"


def test_books_text(bundled_documents: list[str]):
    result = runner.invoke(app, ["books"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["id", "game", "lang", "edition", "clauses", "unresolved", "source"]
    body = {line.split()[0]: line for line in lines[2:]}
    assert sorted(body) == bundled_documents
    assert "excerpt 513–514" in body["berserk-513-514"]
    assert "rulebook/hkk/001_aaf65c05475313e5.txt" in body["hkk-kodex-34"]


@pytest.mark.parametrize("columns", ["60", "80", "100"])
def test_books_fits_a_narrow_terminal(columns, bundled_documents: list[str]):
    # the source column moves under each row (100 columns), or each document becomes a record
    # of "key: value" pairs (narrower), rather than overflowing the terminal
    result = runner.invoke(app, ["books"], env={"COLUMNS": columns})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= int(columns)
    assert "source: rulebook/hkk/001_aaf65c05475313e5.txt" in result.stdout
    rows = [line.split()[0] for line in lines if line and not line.startswith((" ", "-", "id "))]
    assert sorted(rows) == bundled_documents
    if columns == "100":
        assert lines[0].split() == ["id", "game", "lang", "edition", "clauses", "unresolved"]
    else:
        assert any(line.startswith("  game: hkk  lang: hu  edition: Kódex") for line in lines)


# ------------------------------------------------------------------------------------ show


def test_show_514_6_text():
    result = judge("show", "514.6")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.splitlines()[0].startswith("514.6")
    assert "berserk-513-514" in out
    assert "002_fa0cfb8bde9b3e0b.txt:11" in out
    flat = " ".join(out.split())
    assert (
        "Защитником от удара летающего существа по карте во вспомогательной зоне может "
        "выступить другое летающее существо."
    ) in flat
    chain = next(line for line in out.splitlines() if line.startswith("Parent chain:"))
    assert "514 Общие правила назначения защитников" in chain
    assert result.stderr == ""


def test_show_514_6_json():
    result = judge("show", "514.6", "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.stdout)
    assert (info["id"], info["document"], info["game"], info["line"]) == (
        "514.6",
        "berserk-513-514",
        "berserk",
        11,
    )
    assert info["title"] is None
    assert info["text"] == (
        "Защитником от удара летающего существа по карте во вспомогательной зоне может "
        "выступить другое летающее существо."
    )
    assert info["parent"] == "514"
    assert [p["id"] for p in info["parents"]] == ["514"]
    assert info["refs"] == []
    assert info["cited_by"] == []
    assert info["children"] == []
    assert info["flags"] == []


@pytest.mark.parametrize(
    "typed", [["514 6"], ["514", "6"], ["п.514.6"], ["514.6."], ["п.", "514.6"], ["пункт 514.6"]]
)
def test_show_loose_ids(typed):
    result = judge("show", *typed, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["id"] == "514.6"


def test_show_heading_in_another_case():
    result = judge("show", "основной ЭТАП", "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.stdout)
    assert (info["id"], info["document"], info["line"]) == (
        "Основной этап",
        "berserk-attack-stages",
        19,
    )


def test_show_unresolved_reference_with_candidate():
    result = judge("show", "511.5.1", "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.stdout)
    assert info["title"] == "Шаг броска кубика"
    assert [(r["id"], r["resolved"]) for r in info["refs"]] == [("514", False)]
    assert [c["document"] for c in info["refs"][0]["candidates"]] == ["berserk-513-514"]
    text = judge("show", "511.5.1")
    assert text.exit_code == 0
    refs = next(line for line in text.stdout.splitlines() if line.startswith("References:"))
    assert "514" in refs and "unresolved" in refs and "berserk-513-514" in refs


def test_show_supplement_flag():
    result = judge("show", "34.4", "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.stdout)
    assert (info["title"], info["flags"]) == ("Átüt az őrposzton", ["supplement"])
    assert judge("show", "34.4").stdout.splitlines()[0].endswith("[supplement]")


def test_show_cited_by_and_resolved_refs(mini):
    result = judge("show", "514.6", "--rulebook", str(mini), "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.stdout)
    assert [c["id"] for c in info["cited_by"]] == ["514.5"]
    assert [(r["id"], r["resolved"]) for r in info["refs"]] == [("514", True)]
    text = judge("show", "514.6", "-r", str(mini))
    assert text.exit_code == 0
    cited = next(line for line in text.stdout.splitlines() if line.startswith("Cited by:"))
    assert "514.5" in cited


def test_show_unknown_id_suggests_nearest():
    result = judge("show", "514.10")
    assert result.exit_code == 2
    line = error_line(result)
    assert "514.10" in line
    assert "nearest" in line and "514.1" in line


def test_show_ambiguous_id_lists_documents(mini, tmp_path):
    other = tmp_path / "other" / "berserk"
    shutil.copytree(mini, other)
    (other / "book.yaml").write_text(MINI_BOOK.replace("id: mini", "id: mini-2"), encoding="utf-8")
    result = judge("show", "514.6", "-r", str(mini), "-r", str(other))
    assert result.exit_code == 2
    line = error_line(result)
    assert "mini" in line and "mini-2" in line and "--book" in line
    chosen = judge("show", "514.6", "-r", str(mini), "-r", str(other), "--book", "mini-2", "--json")
    assert chosen.exit_code == 0, chosen.output
    assert json.loads(chosen.stdout)["document"] == "mini-2"


def test_show_unknown_book():
    result = judge("show", "514.6", "--book", "nope")
    assert result.exit_code == 2
    assert "nope" in error_line(result)


# ------------------------------------------------------------------------------------ lint


def test_lint_lists_the_four_unresolved_references():
    result = judge("lint")
    assert result.exit_code == 0, result.output
    unresolved = [line for line in result.stdout.splitlines() if "unresolved" in line]
    assert len(unresolved) == 4
    expected = [
        ("002_fa0cfb8bde9b3e0b.txt:2:", "513.1", "304"),
        ("003_83644be9a4a7e715.txt:21:", "511.5.1", "514"),
        ("001_aaf65c05475313e5.txt:15:", "34.3", "110"),
        ("001_aaf65c05475313e5.txt:47:", "34.10", "37.6"),
    ]
    for where, clause, ref in expected:
        assert any(
            where in line and f" {clause} " in line and f" {ref}" in line for line in unresolved
        ), (where, clause, ref)
    stages = next(line for line in unresolved if "511.5.1" in line)
    assert "berserk-513-514" in stages  # the candidate, labelled with its document


def test_lint_json():
    result = judge("lint", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["errors"] == 0
    unresolved = sorted(
        (f["document"], f["clause"], f["line"])
        for f in report["findings"]
        if f["kind"] == "unresolved"
    )
    assert unresolved == [
        ("berserk-513-514", "513.1", 2),
        ("berserk-attack-stages", "511.5.1", 21),
        ("hkk-kodex-34", "34.10", 47),
        ("hkk-kodex-34", "34.3", 15),
    ]
    kinds = {(f["document"], f["clause"], f["kind"]) for f in report["findings"]}
    assert ("berserk-attack-stages", "Предварительный этап", "unnumbered") in kinds
    assert ("berserk-attack-stages", "Основной этап", "unnumbered") in kinds
    assert ("heroes-506-508", "506.3", "missing-parent") in kinds
    assert report["warnings"] == len(report["findings"])


def test_lint_strict_counts_warnings():
    result = judge("lint", "--strict")
    assert result.exit_code == 1


def test_lint_errors_exit_1(tmp_path):
    text = tmp_path / "broken.txt"
    text.write_text("1. Глава\n1.2. Два.\n1.1. Один.\n1.1. Снова.\n", encoding="utf-8")
    result = judge("lint", "--rulebook", str(text), "--json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    kinds = sorted(
        (f["kind"], f["clause"], f["line"])
        for f in report["findings"]
        if f["severity"] == "error" and f["document"] == "broken"
    )
    assert kinds == [("duplicate", "1.1", 4), ("order", "1.1", 3)]


# ------------------------------------------------------------------------------------ dump


def test_dump_json_carries_the_product_fields(bundled_documents: list[str]):
    result = judge("dump", "--json")
    assert result.exit_code == 0, result.output
    documents = {d["id"]: d for d in json.loads(result.stdout)["documents"]}
    assert sorted(documents) == bundled_documents
    for doc in documents.values():
        assert {"id", "game", "language", "title", "source", "clauses"} <= set(doc)
        for clause in doc["clauses"]:
            assert {"id", "parent", "title", "text", "refs", "line", "flags"} <= set(clause)
            assert all(set(ref) == {"id", "resolved"} for ref in clause["refs"])
            assert isinstance(clause["line"], int) and clause["line"] >= 1
    hkk = documents["hkk-kodex-34"]
    assert (hkk["game"], hkk["language"], hkk["title"], hkk["source"]) == (
        "hkk",
        "hu",
        "Támadók kijelölése részfázis",
        "rulebook/hkk/001_aaf65c05475313e5.txt",
    )
    clauses = {c["id"]: c for c in hkk["clauses"]}
    assert [c["id"] for c in hkk["clauses"]][:3] == ["34", "34.0", "34.1"]
    assert clauses["34.3"] | {"text": None} == {
        **clauses["34.3"],
        "id": "34.3",
        "parent": "34",
        "title": "Támadó lény",
        "text": None,
        "refs": [{"id": "110", "resolved": False}],
        "line": 15,
        "flags": ["supplement"],
    }
    assert clauses["34.3"]["text"].endswith("az ellenfelet is. (110.)")
    stages = {c["id"]: c for c in documents["berserk-attack-stages"]["clauses"]}
    assert stages["Предварительный этап"]["parent"] is None
    assert stages["511.5.1"]["refs"] == [{"id": "514", "resolved": False}]
    assert stages["511.5.1"]["title"] == "Шаг броска кубика"


def test_dump_without_json_flag_is_json_too(bundled_documents: list[str]):
    result = judge("dump")
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)["documents"]) == len(bundled_documents)


# ---------------------------------------------------------------------- choosing rulebooks


def book_ids(*args: str, **kwargs) -> list[str]:
    result = judge("books", "--json", *args, **kwargs)
    assert result.exit_code == 0, result.output
    return [r["id"] for r in json.loads(result.stdout)["documents"]]


def test_rulebook_option_with_a_file(tmp_path):
    text = tmp_path / "mine.txt"
    text.write_text("34.2.\n\nA támadni nem kötelező.\n", encoding="utf-8")
    assert book_ids("--rulebook", str(text)) == ["mine"]
    show = judge("show", "34.2", "-r", str(text), "--json")
    assert show.exit_code == 0, show.output
    info = json.loads(show.stdout)
    assert (info["game"], info["language"]) == ("hkk", "hu")
    assert info["text"] == "A támadni nem kötelező."


def test_rulebook_option_with_a_game_folder():
    assert book_ids("--rulebook", str(bundled_rulebook() / "berserk")) == [
        "berserk-513-514",
        "berserk-attack-stages",
    ]


def test_rulebook_option_with_a_folder_of_game_folders(mini, bundled_documents: list[str]):
    assert book_ids("--rulebook", str(mini.parent)) == ["mini"]
    assert sorted(book_ids("-r", str(bundled_rulebook()))) == bundled_documents


def test_rulebook_option_is_repeatable(mini):
    assert book_ids("-r", str(mini), "-r", str(bundled_rulebook() / "hkk")) == [
        "mini",
        "hkk-kodex-34",
    ]


def test_judge_rulebook_environment_variable(mini):
    hkk = str(bundled_rulebook() / "hkk")
    assert book_ids(env={"JUDGE_RULEBOOK": str(mini)}) == ["mini"]
    assert book_ids(env={"JUDGE_RULEBOOK": os.pathsep.join([str(mini), hkk])}) == [
        "mini",
        "hkk-kodex-34",
    ]
    # an explicit --rulebook wins over the environment
    assert book_ids("-r", hkk, env={"JUDGE_RULEBOOK": str(mini)}) == ["hkk-kodex-34"]


def test_commands_work_from_any_directory(tmp_path, monkeypatch, bundled_documents: list[str]):
    monkeypatch.chdir(tmp_path)
    assert sorted(book_ids()) == bundled_documents


# ---------------------------------------------------------------------------------- errors


def test_missing_rulebook_path(tmp_path):
    missing = tmp_path / "nope"
    result = judge("books", "-r", str(missing))
    assert result.exit_code == 2
    assert error_line(result) == f"judge: {missing}: no such file or folder"


@pytest.mark.parametrize(
    ("content", "line", "words"),
    [
        (b"1. A\n" + bytes(range(0, 32)) * 10, 2, "binary"),
        (b"", None, "empty"),
        (b"\n \n", None, "empty"),
    ],
    ids=["binary", "empty", "blank"],
)
def test_unloadable_text(tmp_path, content, line, words):
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    for command in ("books", "show", "lint", "dump"):
        args = [command, "514.6"] if command == "show" else [command]
        result = judge(*args, "-r", str(path))
        assert result.exit_code == 2, (command, result.output)
        message = error_line(result)
        where = f"judge: {path}:{line}: " if line else f"judge: {path}: "
        assert message.startswith(where)
        assert words in message


def test_bad_book_yaml_names_file_and_line(mini):
    book = mini / "book.yaml"
    book.write_text(MINI_BOOK.replace("game: berserk", "game: berzerk"), encoding="utf-8")
    result = judge("books", "-r", str(mini))
    assert result.exit_code == 2
    message = error_line(result)
    assert message.startswith(f"judge: {book}:3: documents[0].game: ")
    assert "did you mean 'berserk'" in message


def test_book_yaml_unknown_key(mini):
    book = mini / "book.yaml"
    book.write_text(MINI_BOOK.replace("file:", "fiel:"), encoding="utf-8")
    result = judge("lint", "-r", str(mini))
    assert result.exit_code == 2
    message = error_line(result)
    assert message.startswith(f"judge: {book}:5: documents[0].fiel: unknown key")
    assert "did you mean 'file'" in message


def test_book_yaml_missing_text(mini):
    (mini / "mini.txt").unlink()
    result = judge("dump", "-r", str(mini))
    assert result.exit_code == 2
    message = error_line(result)
    assert message.startswith(f"judge: {mini / 'book.yaml'}:")
    assert "mini.txt" in message
