"""The console script reads plainly written look-ups itself (``judge.console``); the typer command
line (``judge.cli``) stays the definition. These tests hold the two together: the console's
table of options is the typer declaration, any command line the console reads is read by typer
into the same call, and the console and typer print the same bytes and exit the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.main import get_command
from typer.testing import CliRunner

from judge import commands
from judge.cli import LOOK_UPS, app, command_line_grammar
from judge.commands import grammar
from judge.console import plain


def remember_grammar(command: Any) -> None:
    commands.remember_grammar(command_line_grammar(command))


runner = CliRunner()
CLICK = get_command(app)
#: the console's grammar, as derived from the typer declaration
GRAMMAR = command_line_grammar(CLICK)
LOOKUPS = {name: (g[1], g[2], g[3]) for name, g in GRAMMAR.items()}


def test_every_look_up_is_read_by_the_console() -> None:
    """Each look-up declared (``@look_up``) is in the derived grammar: a change to a look-up's
    options that the console cannot read would silently cost start-up time."""
    assert sorted(GRAMMAR) == sorted(LOOK_UPS) == ["ask", "search", "show"]


def test_the_grammar_is_derived_from_typer_and_kept_in_the_cache(cache_dir: Path) -> None:
    assert grammar() == {}  # typer has not run yet: the console leaves every line to typer
    assert plain(["show", "514.6"], grammar()) is None
    remember_grammar(CLICK)
    assert grammar() == GRAMMAR
    (entry,) = cache_dir.glob("command-line-*")
    entry.write_bytes(b"damaged")
    assert grammar() == {}  # a damaged entry is no grammar (typer reads, and writes it again)


def test_a_grammar_stored_for_other_code_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    remember_grammar(CLICK)
    monkeypatch.setattr("judge.commands.grammar_stamp", lambda: "another version of cli.py")
    assert grammar() == {}


def test_the_console_is_not_used_without_a_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")
    remember_grammar(CLICK)
    assert grammar() == {}


def test_only_look_ups_written_plainly_are_read_by_the_console() -> None:
    assert plain(["show", "514.6"], GRAMMAR) == (
        "show",
        {"clause_id": ["514.6"], "book": None, "game": None, "rulebook": None, "as_json": False},
    )
    assert plain(
        ["search", "-n", "5", "летающее", "--json", "--rulebook=a", "-r", "b"], GRAMMAR
    ) == (
        "search",
        {
            "words": ["летающее"],
            "game": None,
            "limit": 5,
            "rulebook": [Path("a"), Path("b")],
            "as_json": True,
        },
    )
    for typer_reads_these in [
        [],
        ["--version", "show", "1"],
        ["--debug", "show", "1"],
        ["show"],  # a missing argument: typer's usage error
        ["show", "--help"],
        ["show", "-h", "1"],
        ["search", "-n5", "x"],  # an attached short value
        ["search", "-n", "0", "x"],  # refused by typer
        ["search", "-n", "1_0", "x"],
        ["search", "--limit", "x", "y"],
        ["search", "x", "--game"],  # no value
        ["search", "x", "--game", "--json"],
        ["search", "x", "-g", "hkk", "-g", "berserk"],  # given twice
        ["show", "--", "-1"],
        ["show", "-1"],
        ["show", "1", "--json=yes"],
        ["show", "1", "-b=x"],
        ["define", "летун"],  # not a look-up the console reads
        ["check"],
    ]:
        assert plain(typer_reads_these, GRAMMAR) is None, typer_reads_these


def test_shell_completion_is_typer_s(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("_JUDGE_COMPLETE", "complete_bash")
    assert plain(["show", "514.6"], GRAMMAR) is None


def _typer_call(args: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[str, dict] | None:
    """The command and arguments typer calls for ``args`` (None when it refuses them)."""
    calls: list[tuple[str, dict]] = []
    for name in LOOKUPS:

        def record(_name: str = name, **kwargs: Any) -> int:
            calls.append((_name, kwargs))
            return 0

        monkeypatch.setattr(commands, name, record)
    result = runner.invoke(app, args)
    return calls[0] if result.exit_code == 0 and calls else None


TOKENS = st.sampled_from(
    [
        "514.6",
        "летающее",
        "Három",
        "",
        "-",
        "--",
        "-1",
        "0",
        "3",
        "12",
        "x y",
        "--json",
        "--game",
        "-g",
        "hkk",
        "--book",
        "-b",
        "--limit",
        "-n",
        "--limit=4",
        "-n=4",
        "--save",
        "--save=out.yaml",
        "--rulebook",
        "-r",
        "--rulebook=rb",
        "rb",
        "--help",
        "--bogus",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(LOOKUPS)), st.lists(TOKENS, max_size=7))
def test_the_console_reads_a_command_line_as_typer_does(name: str, rest: list[str]) -> None:
    args = [name, *rest]
    read = plain(args, GRAMMAR)
    if read is None:
        return  # typer reads it: nothing to compare
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert _typer_call(args, monkeypatch) == read, args


def _console(args: list[str], cache: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache)}
    env.pop("JUDGE_RULEBOOK", None)
    code = "import sys; from judge.console import main; main(sys.argv[1:])"
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.parametrize(
    "args",
    [
        ["show", "514.6"],
        ["show", "514.6", "--json"],
        ["show", "34.12", "-g", "hkk"],
        ["show", "999.999"],  # not found: exit 2, one line
        ["show", "999.999", "--json"],
        ["show", "1", "--game", "nosuch"],
        ["search", "летающее", "существо", "-n", "2"],
        ["search", "támadás", "--game", "hkk", "--json"],
        ["ask", "Három", "lény", "támadhat", "egy", "lényre?"],
        ["ask", "что", "такое", "защитник?", "--json"],
        ["ask", "что", "такое", "защитник?", "--save", "nowhere.yaml"],  # exit 1
    ],
)
def test_console_and_typer_print_the_same(args: list[str], tmp_path: Path) -> None:
    _console(["cache", "dir"], tmp_path)  # typer runs once: the console has its grammar
    console = _console(args, tmp_path)
    assert plain(args, GRAMMAR) is not None
    typed = runner.invoke(app, args)
    assert (console.returncode, console.stdout, console.stderr) == (
        typed.exit_code,
        typed.stdout,
        typed.stderr,
    )
    if "--json" in args:
        json.loads(console.stdout)


def test_an_unexpected_exception_in_a_look_up_is_the_same_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from judge.console import run

    def broken(*args: Any, **kwargs: Any) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("judge.rulebook.load.load", broken)
    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    read = plain(["show", "514.6", "--json"], GRAMMAR)
    assert read is not None
    code = run(*read, "judge show")
    out, err = capsys.readouterr()
    typed = runner.invoke(app, ["show", "514.6", "--json"])
    assert (code, out, err) == (typed.exit_code, typed.stdout, typed.stderr)
    assert code == commands.INTERNAL_ERROR


@pytest.mark.parametrize("args", [["show", "514.6"], ["check"], ["--version"]])
def test_a_closed_standard_output_is_one_line_and_exit_2(args: list[str], tmp_path: Path) -> None:
    env = {**os.environ, "JUDGE_CACHE_DIR": str(tmp_path)}
    code = "import sys; sys.stdout.close(); sys.stdout = None\nfrom judge.console import main\n"
    code += f"main({args!r})"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr == "judge: standard output is closed: nothing could be printed\n"
