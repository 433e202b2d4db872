"""The ``judge`` console script.

``judge.cli`` is the command line: every command, option, help text and usage error is declared
there, with typer. Building it costs about as much as Python's own start (importing typer and
click, then the command's parameters), which is most of the time of a look-up at an event table.
So the console script reads the everyday look-ups itself when they are written plainly —
``show``, ``search`` and ``ask`` with their words and their own options — and calls the same
functions the typer commands call (``judge.commands``): the same bytes out, the same exit status.

Anything else goes to ``judge.cli`` untouched: another command, ``--help``, an option spelled
another way (``-n5``, a repeated option, ``--``), a value typer would refuse. Reading plainly
means: the command name first, then words and options of the table below in any order, each
option's value the next argument or after ``=``. ``tests/test_console.py`` checks the table
against the typer declarations and that both ways call the command with the same arguments.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, NamedTuple


class Option(NamedTuple):
    """One option of a look-up: the parameter it sets and how its value is read."""

    name: str
    kind: str  # "flag", "text", "count" (an integer ≥ 1), "path", "paths" (repeatable)


_GAME = Option("game", "text")
_RULEBOOK = Option("rulebook", "paths")
_JSON = Option("as_json", "flag")
_LIMIT = Option("limit", "count")

#: command → (its words' parameter, its options by spelling, the defaults)
LOOKUPS: dict[str, tuple[str, dict[str, Option], dict[str, Any]]] = {
    "show": (
        "clause_id",
        {
            "--book": Option("book", "text"),
            "-b": Option("book", "text"),
            "--game": _GAME,
            "-g": _GAME,
            "--rulebook": _RULEBOOK,
            "-r": _RULEBOOK,
            "--json": _JSON,
        },
        {"book": None, "game": None, "rulebook": None, "as_json": False},
    ),
    "search": (
        "words",
        {
            "--game": _GAME,
            "-g": _GAME,
            "--limit": _LIMIT,
            "-n": _LIMIT,
            "--rulebook": _RULEBOOK,
            "-r": _RULEBOOK,
            "--json": _JSON,
        },
        {"game": None, "limit": 10, "rulebook": None, "as_json": False},
    ),
    "ask": (
        "question",
        {
            "--game": _GAME,
            "-g": _GAME,
            "--limit": _LIMIT,
            "-n": _LIMIT,
            "--save": Option("save", "path"),
            "--rulebook": _RULEBOOK,
            "-r": _RULEBOOK,
            "--json": _JSON,
        },
        {"game": None, "limit": 3, "save": None, "rulebook": None, "as_json": False},
    ),
}


def plain(args: list[str]) -> tuple[str, dict[str, Any]] | None:
    """``(command, keyword arguments)`` for a look-up written plainly, else None (typer reads
    it: help, another command, another spelling, or something typer refuses)."""
    if not args or args[0] not in LOOKUPS or "_JUDGE_COMPLETE" in os.environ:
        return None  # (a shell asking typer to complete a command line)
    words_name, options, defaults = LOOKUPS[args[0]]
    words: list[str] = []
    given: dict[str, Any] = {}
    rest = iter(args[1:])
    for arg in rest:
        if not arg.startswith("-"):
            words.append(arg)
            continue
        spelling, equals, value = arg.partition("=")
        option = options.get(spelling)
        if option is None or (equals and not spelling.startswith("--")):
            return None
        if option.kind == "flag":
            if equals or option.name in given:
                return None
            given[option.name] = True
            continue
        if not equals:
            value = next(rest, "")
        read = _value(option.kind, value)
        if read is None:
            return None
        if option.kind == "paths":
            given.setdefault(option.name, []).append(read)
        elif option.name in given:
            return None
        else:
            given[option.name] = read
    if not words:
        return None
    return args[0], {words_name: words, **defaults, **given}


def _value(kind: str, value: str) -> Any:
    """An option's value as typer would pass it, or None where typer might read it otherwise
    (nothing, something that looks like an option, a count typer would refuse)."""
    if not value or value.startswith("-"):
        return None
    if kind == "count":
        return int(value) if value.isascii() and value.isdigit() and int(value) >= 1 else None
    if kind in ("path", "paths"):
        return Path(value)
    return value


def run(command: str, arguments: dict[str, Any]) -> int:
    """Run a look-up with the command line's error policy; returns the exit status."""
    from judge import commands
    from judge.errors import JudgeError

    as_json = bool(arguments.get("as_json"))
    try:
        code: int = getattr(commands, command)(**arguments)
    except JudgeError as error:
        return commands.report_error(error, as_json)
    except KeyboardInterrupt:
        return 130
    except OSError as error:
        import errno

        if error.errno != errno.EPIPE:
            return commands.internal_error(f"judge {command}", error, as_json)
        _quiet_stdout()  # the reader went away (judge … | head)
        return 1
    except Exception as error:
        return commands.internal_error(f"judge {command}", error, as_json)
    return code


def _quiet_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit does not fail again."""
    import contextlib
    import os

    with contextlib.suppress(Exception):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())


def main(argv: list[str] | None = None) -> None:
    """The console script: ``--version`` and plainly written look-ups here, the rest through
    ``judge.cli``."""
    from judge.commands import output_closed, tolerant_streams

    args = sys.argv[1:] if argv is None else argv
    if output_closed():
        raise SystemExit(2)
    if args == ["--version"]:
        from judge import __version__

        print(f"judge {__version__}", flush=True)
        return
    look_up = plain(args)
    if look_up is None:
        from judge.cli import main as command_line

        command_line(args)
        return
    tolerant_streams()
    code = run(*look_up)
    if code:
        raise SystemExit(code)
