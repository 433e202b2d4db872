"""How the command line fails: one line on stderr, the exit status of the class (2 bad input or
arguments, 70 a bug in judge), a JSON document on stdout under ``--json``, never a traceback —
and legacy terminal encodings print what they can."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from judge.cli import INTERNAL_ERROR, app

runner = CliRunner()


def one_line(text: str) -> str:
    lines = text.strip("\n").split("\n")
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["search", "-n", "0", "x"], "judge: search: Invalid value for '--limit' / '-n': 0 is"),
        (["search", "--bogus", "x"], "judge: search: No such option: --bogus"),
        (["search"], "judge: search: Missing argument 'WORDS...'."),
        (["--bogus", "show", "1"], "judge: No such option: --bogus"),
        (["nosuch"], "judge: No such command 'nosuch'."),
        (["resolve", "--lang", "xx", "f.yaml"], "judge: --lang: unknown language 'xx'"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(args: list[str], expected: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert one_line(result.stderr).startswith(expected)
    assert result.stdout == ""


def test_usage_error_under_json_prints_an_error_document() -> None:
    result = runner.invoke(app, ["search", "-n", "0", "x", "--json"])
    assert result.exit_code == 2
    error = json.loads(result.stdout)["error"]
    assert set(error) == {"message", "file", "line", "code", "kind"}
    assert error["code"] == 2 and error["kind"] == "UsageError"
    assert error["message"].startswith("Invalid value for '--limit'")
    one_line(result.stderr)


def test_input_error_under_json_names_file_and_line(tmp_path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: berserk\nask: nope\n", encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(bad), "--json"])
    assert result.exit_code == 2
    error = json.loads(result.stdout)["error"]
    assert error["file"] == str(bad) and error["line"] == 2 and error["code"] == 2
    assert error["kind"] == "ScenarioError"
    assert error["message"].startswith("ask: unknown value 'nope'")
    assert one_line(result.stderr).startswith(f"judge: {bad}:2: ask: unknown value 'nope'")


@pytest.mark.parametrize("command", [["show", "514.6"], ["search", "летающее"], ["books"]])
def test_an_unexpected_exception_is_one_line_with_its_own_exit_code(monkeypatch, command) -> None:
    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("judge.rulebook.load.load", broken)
    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    result = runner.invoke(app, command)
    assert result.exit_code == INTERNAL_ERROR not in (0, 1, 2)
    line = one_line(result.stderr)
    assert line.startswith(f"judge: internal error in 'judge {command[0]}' (ZeroDivisionError")
    assert "report" in line and "--debug" in line

    result = runner.invoke(app, [*command, "--json"])
    assert json.loads(result.stdout)["error"]["code"] == INTERNAL_ERROR


def test_the_traceback_only_with_debug(monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("judge.rulebook.load.load", broken)
    monkeypatch.delenv("JUDGE_DEBUG", raising=False)
    result = runner.invoke(app, ["--debug", "show", "514.6"])
    assert result.exit_code == INTERNAL_ERROR
    assert "Traceback" in result.stderr and "ZeroDivisionError" in result.stderr
    monkeypatch.setenv("JUDGE_DEBUG", "1")
    result = runner.invoke(app, ["show", "514.6"])
    assert result.exit_code == INTERNAL_ERROR
    assert "Traceback" in result.stderr


def test_a_huge_search_limit_means_all() -> None:
    result = runner.invoke(app, ["search", "-n", "99999999999999999999", "летающее", "--json"])
    assert result.exit_code == 0, result.output
    small = runner.invoke(app, ["search", "-n", "1000", "летающее", "--json"])
    assert json.loads(result.stdout) == json.loads(small.stdout)


def run(args: list[str], encoding: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    code = "import sys; from judge.cli import main; main(sys.argv[1:])"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, env=env)


@pytest.mark.parametrize("encoding", ["cp1251", "cp1250", "iso8859-2", "ascii"])
@pytest.mark.parametrize(
    "args",
    [
        ["show", "34.12", "--game", "hkk"],  # Hungarian: á, é, ő… are not all in cp1251
        ["show", "514.6"],  # Russian and '·', '→' in every table
        ["search", "támadás", "--game", "hkk"],
        ["show", "999.999"],  # an error line
    ],
)
def test_legacy_encodings_print_what_they_can(encoding: str, args: list[str]) -> None:
    done = run(args, encoding)
    assert b"Traceback" not in done.stderr and b"UnicodeEncodeError" not in done.stderr
    assert done.returncode == (2 if args[1] == "999.999" else 0)
    text = (done.stdout + done.stderr).decode(encoding, errors="replace")
    marker = {"támadás": "34.12"}.get(args[1], args[1])
    assert marker in text
