"""What a scenario, a rulebook or a command line holds is shown, never obeyed: a carriage return
and ``ESC[K`` cannot print a failing case as PASS, an OSC sequence cannot retitle the window, a
right-to-left override cannot reverse a line (``judge.render.terminal``); JSON keeps them as
escapes; judge's own bold marks still reach a terminal. Text arguments with bytes that are not
UTF-8, a C locale with Python's UTF-8 mode off, a number of 5,000 digits and a 900 KB value are
each a one-line error or printed with replacement — never an internal error."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import commands
from judge.cli import app
from judge.render.terminal import json_text, visible

runner = CliRunner()
ROOT = Path(__file__).resolve().parent.parent
FLYER = ROOT / "scenarios" / "berserk" / "defend-flyer-strikes-auxiliary.yaml"
TITLE = "title: Летающее существо бьёт карту во вспомогательной зоне"
#: what a hostile title holds: a carriage return and erase-line that would overwrite the FAIL
#: line with a PASS one, an OSC window title, a right-to-left override, a C1 CSI
FAKE_PASS = "x\\r\\e[KPASS t.yaml \\u2014 fine"
RETITLE = "\\e]0;pwned\\a"
HOSTILE = f'title: "{FAKE_PASS}{RETITLE}\\u202eabc\\x9b2J"'
RAW = "x\r\x1b[KPASS t.yaml \u2014 fine\x1b]0;pwned\x07\u202eabc\x9b2J"


def failing_hostile(tmp_path: Path) -> Path:
    """The flyer scenario with the hostile title, expecting a clause it does not cite (fails)."""
    text = FLYER.read_text(encoding="utf-8").replace(TITLE, HOSTILE).replace("514.6", "514.7")
    path = tmp_path / "t.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def assert_inert(text: str) -> None:
    """Nothing in ``text`` a terminal would obey (newlines and tabs aside)."""
    for char in text:
        assert char in "\n\t" or (
            ord(char) >= 0x20
            and not 0x7F <= ord(char) <= 0x9F
            and char not in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
        ), repr(char)


# ------------------------------------------------------------------ a failing case, a window title


def test_a_failing_case_cannot_print_as_pass(tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", str(failing_hostile(tmp_path))])
    assert result.exit_code == 1
    assert_inert(result.stdout)
    first = result.stdout.splitlines()[0]
    assert first.startswith("FAIL ")
    assert "\\x1b[KPASS" in first and "\\x1b]0;pwned\\x07" in first and "\\u202e" in first
    assert "\\u009b2J" in first
    assert result.stdout.splitlines()[-1] == "0 passed, 1 failed"


def test_the_console_script_shows_the_same_inert_text(tmp_path: Path) -> None:
    path = failing_hostile(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "judge", "resolve", str(path)],
        capture_output=True,
        timeout=300,
    )
    assert done.returncode == 0
    shown = done.stdout.decode("utf-8")
    assert_inert(shown)
    assert "\\x0d\\x1b[KPASS t.yaml — fine\\x1b]0;pwned\\x07\\u202eabc\\u009b2J" in shown


def test_json_keeps_them_as_escapes_that_read_back_unchanged(tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", str(failing_hostile(tmp_path)), "--json"])
    assert result.exit_code == 1
    assert_inert(result.stdout)
    assert '\\u001b]0;pwned\\u0007\\u202eabc\\u009b2J"' in result.stdout
    assert json.loads(result.stdout)["results"][0]["title"] == RAW


def test_an_error_naming_a_hostile_value_is_inert_too(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text('game: "berserk\\e]0;pwned\\a\\u202e"\nask: x\n', encoding="utf-8")
    result = runner.invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert_inert(result.stderr)
    assert "berserk\\x1b]0;pwned\\x07\\u202e" in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_rulebook_heading_with_c1_controls_and_overrides_is_shown(tmp_path: Path) -> None:
    book = tmp_path / "t.txt"
    book.write_bytes(
        "514. Общие правила \x9b2J \u202eвсе.\n514.5. Летающее существо.\n".encode("utf-8")
    )
    result = runner.invoke(app, ["show", "514", "-r", str(book)])
    assert result.exit_code == 0, result.output
    assert_inert(result.stdout)
    assert result.stdout.startswith("514. Общие правила \\u009b2J \\u202eвсе\n")


def test_a_question_is_shown_inert() -> None:
    result = runner.invoke(app, ["ask", "летающее существо \u202e\x1b]0;x\x07 кто защищает?"])
    assert result.exit_code == 0, result.output
    assert_inert(result.stdout)


def test_visible_escapes_exactly_what_a_terminal_would_obey() -> None:
    assert visible("a\tb\nc") == "a\tb\nc"
    assert visible("\x1b[2J\r\x00\x7f\x85\u061c\u200e\u2066\u2028") == (
        "\\x1b[2J\\x0d\\x00\\u007f\\u0085\\u061c\\u200e\\u2066\\u2028"
    )
    assert visible("name\udcff.yaml") == "name\\xff.yaml"  # a byte of a non-UTF-8 file name
    # judge's own marks pass only when styled, and only those two
    assert visible("\x1b[1mword\x1b[0m\x1b[2J", styled=True) == "\x1b[1mword\x1b[0m\\x1b[2J"
    assert visible("\x1b[1mword\x1b[0m") == "\\x1b[1mword\\x1b[0m"
    assert json.loads(json_text({"k": "\x9b\u202e\udcff\u2029"}))["k"] == "\x9b\u202e\udcff\u2029"


def test_the_bold_marks_reach_a_real_terminal_and_nothing_else_does(tmp_path: Path) -> None:
    """On a pseudo-terminal the matched words are bold; a control sequence in the clause text
    searched is still shown, not obeyed."""
    book = tmp_path / "t.txt"
    book.write_bytes("514. Правила.\n514.5. Летающее \x9b2J существо.\n".encode())
    master, slave = pty.openpty()
    errors = tmp_path / "stderr"
    try:
        with open(errors, "wb") as stderr:
            process = subprocess.Popen(
                [sys.executable, "-m", "judge", "search", "летающее", "-r", str(book)],
                stdout=slave,
                stderr=stderr,
                env={**os.environ, "COLUMNS": "200"},
            )
        os.close(slave)
        out = b""
        while True:
            ready, _, _ = select.select([master], [], [], 60)
            if not ready:
                break
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:  # the other end closed
                break
            if not chunk:
                break
            out += chunk
        assert process.wait(60) == 0, errors.read_text(encoding="utf-8")
    finally:
        os.close(master)
    text = out.decode("utf-8")
    assert "\x1b[1mЛетающее\x1b[0m" in text
    assert "\\u009b2J" in text and "\x9b" not in text


def test_the_pytest_plugin_shows_a_hostile_failure_inert(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "scenarios").mkdir(parents=True)
    (project / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    hostile = FLYER.read_text(encoding="utf-8").replace("514.6", '"514.7\\e]0;pwned\\a"')
    (project / "scenarios" / "t.yaml").write_text(hostile, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-P", "-m", "pytest", "-p", "no:cacheprovider", "-rA"],
        cwd=project,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTEST_ADDOPTS": ""},
        timeout=300,
    )
    assert done.returncode == 1, done.stdout
    assert "\\x1b]0;pwned\\x07" in done.stdout
    assert "\x1b]0" not in done.stdout and "\x07" not in done.stdout


# ------------------------------------------------------------------ arguments and locales


def prime(cache: Path) -> dict[str, str]:
    """An environment whose cache knows the look-ups' grammar (the console script reads them)."""
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache)}
    subprocess.run([sys.executable, "-m", "judge", "cache", "dir"], env=env, check=True)
    return env


@pytest.mark.parametrize("command", ["ask", "search", "show", "define"])
@pytest.mark.parametrize("path", ["typer", "console"])
def test_bytes_that_are_not_utf8_in_an_argument_are_a_usage_error(
    command: str, path: str, tmp_path: Path
) -> None:
    env = prime(tmp_path) if path == "console" else {**os.environ, "JUDGE_CACHE_DIR": ""}
    done = subprocess.run(
        [sys.executable.encode(), b"-m", b"judge", command.encode(), b"abc\xff\xfe"],
        capture_output=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 2, done.stderr
    what = {"ask": "QUESTION", "search": "WORDS", "show": "ID", "define": "TERM"}[command]
    assert (
        done.stderr
        == (
            f"judge: {what}: not valid UTF-8 text (the byte \\xff in 'abc\\xff\\xfe'); "
            "type the words in UTF-8\n"
        ).encode()
    )


@pytest.mark.parametrize(
    "args",
    [
        ["show", "514.6"],
        ["search", "летающее", "-n", "1"],
        ["resolve", str(FLYER)],
        ["check", "scenarios/hkk"],
    ],
)
def test_a_c_locale_without_utf8_mode_prints_with_replacement(args: list[str]) -> None:
    env = {**os.environ, "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONIOENCODING": ""}
    env.pop("PYTHONIOENCODING")
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args], capture_output=True, env=env, cwd=ROOT, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii() and b"?" in done.stdout
    if args[0] == "search":  # the Cyrillic word of the command line was read as UTF-8
        assert done.stdout.startswith(b"514.6 ")


@pytest.mark.parametrize(
    "args",
    [
        ["show", "514.6", "--json"],
        [
            "ask",
            "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?",
            "--json",
        ],
    ],
)
def test_json_in_a_c_locale_is_ascii_and_loses_nothing(args: list[str]) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONIOENCODING"}
    c_locale = {**env, "LC_ALL": "C", "PYTHONUTF8": "0"}
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args], capture_output=True, env=c_locale, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii()
    utf8 = subprocess.run(
        [sys.executable, "-m", "judge", *args], capture_output=True, env=env, timeout=300
    )
    assert json.loads(done.stdout) == json.loads(utf8.stdout)


# ------------------------------------------------------------------ oversized values


def test_a_format_of_5000_digits_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(
        FLYER.read_text(encoding="utf-8").replace("format: 2", "format: " + "1" * 5000),
        encoding="utf-8",
    )
    for args in (["resolve", str(path)], ["check", str(path)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2
        assert f"{path}:3: format: unknown format '1111" in result.stderr
        assert "(5,000 characters) (allowed: 1, 2)" in result.stderr


def test_a_900_kb_value_is_quoted_shortly_with_its_position(tmp_path: Path) -> None:
    path = tmp_path / "g.yaml"
    path.write_text(
        FLYER.read_text(encoding="utf-8").replace("game: berserk", "game: " + "x" * 900_000),
        encoding="utf-8",
    )
    result = runner.invoke(app, ["resolve", str(path), "--json"])
    assert result.exit_code == 2
    assert len(result.stderr) < 300
    assert result.stderr.startswith(f"judge: {path}:1: game: unknown value 'xxxx")
    assert "…xxxxxxxxxxxxxxxx' (900,000 characters) (allowed: berserk" in result.stderr
    error = json.loads(result.stdout)["error"]
    assert error["line"] == 1 and len(error["message"]) < 300


def test_the_marks_are_judges_own_only_when_bold(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(commands, "styled", lambda: True)
    commands.echo("\x1b[1mслово\x1b[0m \x1b]0;x\x07")
    commands.echo("\x1b[1mслово\x1b[0m", err=True)  # stderr is never styled
    out, err = capsys.readouterr()
    assert out == "\x1b[1mслово\x1b[0m \\x1b]0;x\\x07\n"
    assert err == "\\x1b[1mслово\\x1b[0m\n"
