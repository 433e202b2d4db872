"""The ``judge`` console script.

``judge.cli`` is the command line: every command, option, help text and usage error is declared
there, with typer. Building it costs about as much as Python's own start (importing typer and
click, then the commands' parameters), which is most of the time of a look-up at an event
table. So the console script reads the everyday look-ups itself when they are written plainly —
``show``, ``search`` and ``ask`` with their words and their own options — and calls the same
functions the typer commands call (``judge.commands``): the same bytes out, the same exit
status.

How to read them is not written here: ``judge.cli.command_line_grammar`` derives it from the
typer declaration whenever typer runs, and keeps it in the cache (``judge.cache.COMMAND_LINE``)
under the stamp of the code that declares it and of typer (``judge.commands.grammar_stamp``).
Until typer has run once for this code, or with the cache off, every command line goes to
typer. Anything else goes to typer untouched too: another command,
``--help``, an option spelled another way (``-n5``, a repeated option, ``--``), a value typer
would refuse. Reading plainly means: the command name first, then words and options of the
grammar in any order, each option's value the next argument or after ``=``.
``tests/test_console.py`` checks that both ways call the command with the same arguments.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any


def plain(args: list[str], look_ups: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """``(function, keyword arguments)`` for a look-up written plainly, else None (typer reads
    it: help, another command, another spelling, or something typer refuses)."""
    if not args or args[0] not in look_ups or "_JUDGE_COMPLETE" in os.environ:
        return None  # (a shell asking typer to complete a command line)
    function, words_name, options, defaults = look_ups[args[0]]
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
        name, kind = option
        if kind == "flag":
            if equals or name in given:
                return None
            given[name] = True
            continue
        if not equals:
            value = next(rest, "")
        read = _value(kind, value)
        if read is None:
            return None
        if kind == "paths":
            given.setdefault(name, []).append(read)
        elif name in given:
            return None
        else:
            given[name] = read
    if not words:
        return None
    return function, {**defaults, words_name: words, **given}


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


def run(function: str, arguments: dict[str, Any], command: str) -> int:
    """Run a look-up with the command line's error policy; returns the exit status."""
    from judge import commands, progress

    progress.enable(not arguments.get("as_json"))  # (a first index build of a big book)
    try:
        code: int = getattr(commands, function)(**arguments)
    except (Exception, KeyboardInterrupt) as error:
        return commands.failed(error, command, bool(arguments.get("as_json")))
    return code


def main(argv: list[str] | None = None) -> None:
    """The console script: ``--version`` and plainly written look-ups here, the rest through
    ``judge.cli`` (under the policies of ``judge.commands.entry``)."""
    from judge.commands import entry

    args = sys.argv[1:] if argv is None else argv
    entry(lambda: _main(args), args)


def _main(args: list[str]) -> int:
    if args == ["--version"]:
        from judge import __version__

        print(f"judge {__version__}", flush=True)
        return 0
    from judge.commands import grammar

    look_up = plain(args, grammar()) if args and not args[0].startswith("-") else None
    if look_up is None:
        from judge.cli import main as command_line

        command_line(args)
        return 0
    return run(*look_up, f"judge {args[0]}")
