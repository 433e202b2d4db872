"""What users of well-kept command-line tools expect: ``--help`` lists the commands in groups
with one-line summaries and the same kind of placeholder for every value, ``diff --exit-code``
as git's, completion of values, ``show``'s header lines fit the screen, bold follows
``NO_COLOR`` / ``FORCE_COLOR`` / ``TERM=dumb``."""

from __future__ import annotations

import io
import re
import sys

import pytest
import typer
from typer.testing import CliRunner

from judge import commands
from judge.cli import HELP_GROUPS, app
from judge.config import bundled_rulebook

runner = CliRunner()
COMMAND = typer.main.get_command(app)


def judge(*args: str, env: dict[str, str] | None = None):
    return runner.invoke(app, list(args), env=env)


# ---------------------------------------------------------------------------- help


def test_help_lists_every_command_once_in_its_group() -> None:
    done = judge("--help")
    assert done.exit_code == 0
    text = done.stdout
    headings = [line[:-1] for line in text.splitlines() if line.endswith(":") and line[0] != " "]
    assert headings[0] == "Options"
    groups = [h for h in headings if h in HELP_GROUPS]
    assert groups == [g for g in HELP_GROUPS if g in groups]  # in the declared order
    assert "Commands" not in headings  # every command has a group
    listed = re.findall(r"^  ([a-z]+) +\S", text.split("\nLook up:\n", 1)[1], re.MULTILINE)
    assert sorted(listed) == sorted(n for n, c in COMMAND.commands.items() if not c.hidden)
    assert len(set(listed)) == len(listed)
    assert "..." not in text.split("\nLook up:\n", 1)[1]  # whole one-line summaries
    for name, command in COMMAND.commands.items():
        assert getattr(command, "rich_help_panel", None) in HELP_GROUPS, name


def _options(command: object, path: str = "judge"):
    for param in getattr(command, "params", []):
        yield path, param
    for name, sub in getattr(command, "commands", {}).items():
        yield from _options(sub, f"{path} {name}")


@pytest.mark.parametrize(
    ("where", "param"),
    [
        (where, param)
        for where, param in _options(COMMAND)
        if param.param_type_name == "option" and not param.is_flag and param.expose_value
    ],
    ids=lambda value: value if isinstance(value, str) else value.name,
)
def test_every_option_value_has_a_placeholder_in_capitals(where: str, param: object) -> None:
    metavar = getattr(param, "metavar", None)
    assert metavar is not None and re.fullmatch(r"[A-Z][A-Z_]*", metavar), (where, metavar)


def test_every_command_help_shows_its_placeholders() -> None:
    for name in COMMAND.commands:
        text = judge(name, "--help").stdout
        options = "\n".join(line for line in text.splitlines() if line.startswith("  -"))
        assert not re.search(r"<\w[\w ]*>|\b(TEXT|INTEGER)\b", options), name


# ---------------------------------------------------------------------------- diff --exit-code


def test_diff_exit_code_as_git_diff() -> None:
    same = str(bundled_rulebook() / "berserk")
    edited = "examples/edited/berserk"
    assert judge("diff", same, same, "--exit-code").exit_code == 0
    assert judge("diff", same, edited).exit_code == 0  # without it: 0, as git diff
    done = judge("diff", same, edited, "--exit-code")
    assert done.exit_code == 1
    assert "514.6" in done.stdout
    assert judge("diff", same, edited, "--exit-code", "--json").exit_code == 1


# ---------------------------------------------------------------------------- completion


def complete(words: str) -> list[str]:
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": words}
    env["COMP_CWORD"] = str(len(words.split()) - (0 if words.endswith(" ") else 1))
    done = runner.invoke(app, [], env=env, prog_name="judge")
    assert done.exit_code == 0, done.output
    return [word for word in done.stdout.split("\n") if word]


def test_completion_of_values() -> None:
    assert complete("judge search --game h") == ["hkk"]
    assert complete("judge ask -g berserk-") == ["berserk-heroes"]
    assert complete("judge show 514.") == [f"514.{n}" for n in range(1, 10)]
    assert complete("judge show --game hkk 34.1") == ["34.1", "34.10", "34.11", "34.12"]
    assert complete("judge show --rulebook rulebook/hkk 5") == []  # no 5… in the HKK texts
    assert complete("judge define флае") == ["флаер"]
    assert "védő" in complete("judge define --game hkk véd")


# ---------------------------------------------------------------------------- show's header


def test_show_header_lines_fit_the_screen() -> None:
    done = judge("show", "511.5.1", env={"COLUMNS": "40"})
    assert done.exit_code == 0
    lines = done.stdout.splitlines()
    for line in lines:  # a word longer than the line stays whole, after the label
        assert len(line) <= 40 or " " not in line[15:].strip(), line
    start = next(i for i, line in enumerate(lines) if line.startswith("References:"))
    assert lines[start + 1].startswith(" " * 15) and lines[start + 1][15] != " "
    assert "rulebook/berserk/003_83644be9a4a7e715.txt:21" in done.stdout
    # piped, each stays one line
    piped = judge("show", "511.5.1").stdout.splitlines()
    assert any(line.startswith("References:") and "защитников)" in line for line in piped)


# ---------------------------------------------------------------------------- bold


@pytest.mark.parametrize(
    ("env", "terminal", "bold"),
    [
        ({}, True, True),
        ({}, False, False),
        ({"TERM": "dumb"}, True, False),
        ({"NO_COLOR": "1"}, True, False),
        ({"FORCE_COLOR": "1"}, False, True),
        ({"FORCE_COLOR": "1", "TERM": "dumb"}, True, True),
        ({"FORCE_COLOR": "1", "NO_COLOR": "1"}, True, False),
        ({"FORCE_COLOR": ""}, False, False),  # set but empty: not set
    ],
)
def test_bold_follows_no_color_force_color_and_dumb_terminals(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], terminal: bool, bold: bool
) -> None:
    class Stream(io.StringIO):
        def isatty(self) -> bool:
            return terminal

    monkeypatch.setattr(sys, "stdout", Stream())
    monkeypatch.setenv("TERM", "xterm-256color")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert commands.marks() == (("\033[1m", "\033[0m") if bold else ("[", "]"))


def test_force_color_makes_search_bold_when_piped() -> None:
    done = judge("search", "летающее", "--limit", "1", env={"FORCE_COLOR": "1"})
    assert "\033[1mлетающее" in done.stdout or "\033[1mлетающего" in done.stdout
    plain = judge("search", "летающее", "--limit", "1")
    assert "\033[" not in plain.stdout and "[летающ" in plain.stdout
