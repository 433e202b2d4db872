"""Output fits the screen: ``$COLUMNS`` or the terminal's width; piped, clause texts wrap at 100
columns and record lines (a reason, a search hit, a table row) stay whole for grep."""

from __future__ import annotations

import os

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.render import text

runner = CliRunner()
FLYER = "scenarios/berserk/defend-flyer-strikes-auxiliary.yaml"


def lines_at(columns: str | None, *args: str) -> list[str]:
    result = runner.invoke(app, list(args), env={"COLUMNS": columns})
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


def test_the_width_comes_from_columns_then_the_terminal_then_the_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    assert text.screen_width() == text.terminal_width() == 60
    monkeypatch.setenv("COLUMNS", "12")
    assert text.terminal_width() == text.MIN_WIDTH
    monkeypatch.delenv("COLUMNS")
    monkeypatch.setattr("sys.stdout.isatty", lambda: False)
    assert text.screen_width() is None and text.terminal_width() == text.PIPED_WIDTH == 100
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.setattr("shutil.get_terminal_size", lambda fallback: os.terminal_size((80, 24)))
    assert text.screen_width() == text.terminal_width() == 80


@pytest.mark.parametrize("columns", ["60", "80"])
def test_a_narrow_screen_gets_narrow_lines(columns: str) -> None:
    width = int(columns)
    for args in (
        ["resolve", FLYER],
        ["resolve", "scenarios/hkk/three-on-one.yaml", "--lang", "en"],
        ["search", "летающее существо вспомогательная зона", "--limit", "3"],
        ["coverage"],
        ["books"],
    ):
        lines = lines_at(columns, *args)
        assert max(len(line) for line in lines) <= width, (args, lines)
    shown = lines_at(columns, "show", "511.5.1")
    body = [line for line in shown if line.startswith("  ") and "·" not in line]
    assert body and max(len(line) for line in body) <= width


def test_the_words_survive_the_wrapping() -> None:
    narrow = " ".join(" ".join(lines_at("60", "resolve", FLYER)).split())
    wide = " ".join(" ".join(lines_at("200", "resolve", FLYER)).split())
    assert narrow == wide


def test_piped_a_reason_and_a_hit_stay_one_line_and_texts_wrap_at_100() -> None:
    reasons = [line for line in lines_at(None, "resolve", FLYER) if line.startswith("  - Страж")]
    assert reasons == [
        "  - Страж           не может: не летающее, а от удара летающего существа по карте во "
        "вспомогательной зоне защищает только другое летающее существо (514.6)"
    ]
    hits = lines_at(None, "search", "514.5", "--limit", "1")
    assert len(hits) == 2 and len(hits[1]) > 100
    shown = lines_at(None, "show", "511.5.1")
    assert max(len(line) for line in shown if line.startswith("  ") and "·" not in line) <= 100
    books = lines_at(None, "books")
    assert books[0].split()[-1] == "source"  # the whole table, one row per line


def test_readme_examples_are_quoted_for_every_shell() -> None:
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"^\$ (judge .*)$", readme, flags=re.MULTILINE)
    assert len(commands) >= 16
    for command in commands:
        bare = re.sub(r"'[^']*'|\"[^\"]*\"", "", command)
        assert not re.search(r"[?*\[\]!&|;<>()]", bare), command
