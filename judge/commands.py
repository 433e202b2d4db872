"""What the everyday commands do, without typer: the bodies of ``show``, ``search`` and ``ask``,
the output and error conventions every command shares, and the rulebook a command works on.

``judge.cli`` declares the commands (arguments, options, help) and calls these functions; the
console script (``judge.console``) calls the same functions directly when a look-up is written
plainly, so that it does not pay for building the typer command line. Either way a command
prints the same bytes and exits with the same status.

    versioned, emit_json, emit_json_line, echo      what the commands print
    echo_json                                       a JSON document, lossless on any stream
    entry, tolerant_streams, text_words             a run's streams, status and text arguments
    error_document, failed, fail                    how a failure is told (one policy)
    load_rulebook, located, check_game, marks       what the commands share
    show, search, ask                               the look-ups (return the exit status)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.errors import GameNotLoadedError, JudgeError, UsageError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from judge.ask.memo import Memo
    from judge.config import Settings
    from judge.rulebook.model import Rulebook


#: the exit status of a fault in judge itself (EX_SOFTWARE of sysexits.h): not 1 ("failures
#: found") nor 2 ("bad input"), so that CI tells a bug from a red result
INTERNAL_ERROR = 70

#: the version of every JSON document the commands print (its ``"schema"`` key); raised when a
#: key is renamed or removed or changes meaning, not when one is added
JSON_SCHEMA = 1


# ------------------------------------------------------------------------------------ output


def echo(text: str = "", *, err: bool = False) -> None:
    """Print one line (``text`` and a newline) on stdout or stderr and flush, as ``typer.echo``
    does for text, made safe for a terminal (``judge.render.terminal.visible``: what the text
    holds is shown, never obeyed; judge's own bold marks kept on stdout). The stream is looked
    up at each call (test runners swap it); a closed one (``2>&-``) gets nothing."""
    from judge.render.terminal import visible

    stream = sys.stderr if err else sys.stdout
    if stream is None:
        return
    stream.write(visible(text, styled=not err and styled()) + "\n")
    stream.flush()


def versioned(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with the ``"schema"`` version key first."""
    return {"schema": JSON_SCHEMA, **data}


def emit_json(data: dict[str, Any] | list[dict[str, Any]]) -> None:
    """Print one JSON document: an object with its ``"schema"`` key, or a list of them."""
    from judge.render.terminal import json_text

    body = [versioned(d) for d in data] if isinstance(data, list) else versioned(data)
    echo_json(json_text(body, indent=2))


def emit_json_line(data: dict[str, Any]) -> None:
    """Print one JSON object on one line (JSON Lines), with its ``"schema"`` key."""
    from judge.render.terminal import json_text

    echo_json(json_text(versioned(data)))


#: commands whose result is the files they write, not what they print: with standard output
#: closed they still succeed (the summary line is dropped)
WRITE_FILES = frozenset({"site"})


def echo_json(text: str) -> None:
    """Print a JSON document: as it is on a UTF-8 stream, in ASCII with JSON escapes on a
    stream in another encoding (``LC_ALL=C``…), where replacing characters would change it."""
    import codecs

    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        utf8 = codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        utf8 = False
    if not utf8:
        from judge.render.terminal import ascii_json

        text = ascii_json(text)
    echo(text)


def entry(body: Callable[[], int | None], args: Sequence[str] = ()) -> None:
    """Run a command line (the console script's, or typer's) under the policies every run
    shares, then exit with its status:

    - a closed standard output (``judge … >&-``) is said on stderr; the command still runs, so
      that the files it writes (``--junit``, ``--save``, ``site``) are written, and exits 2 when
      it would have exited 0 (what it printed is lost) — but a command whose result is the files
      it writes (``WRITE_FILES``, the first of ``args``); a closed stderr changes no status;
    - a terminal or file in a legacy encoding gets what it can show (``tolerant_streams``);
    - Ctrl-C ends the run with 130, wherever it lands."""
    closed = _closed_streams()
    tolerant_streams()
    try:
        code = _status(body())
    except KeyboardInterrupt:
        code = 130
    except SystemExit as exit:
        code = _status(exit.code)
    if closed and not code and not (args and args[0] in WRITE_FILES):
        code = 2
    if code:
        raise SystemExit(code)


def _status(code: object) -> int:
    """An exit status as ``SystemExit`` carries it (None, a number, a message) as a number."""
    if code is None:
        return 0
    return code if isinstance(code, int) else 1


def _closed_streams() -> bool:
    """Point a closed stdout or stderr at the null device (so that no file opened later takes
    its descriptor, and printing costs nothing); True when stdout was closed, which is then said
    on stderr."""
    closed = False
    for name in ("stdin", "stdout", "stderr"):
        if getattr(sys, name) is None:
            null = open(os.devnull, "r" if name == "stdin" else "w", encoding="utf-8")  # noqa: SIM115
            setattr(sys, name, null)
            closed = closed or name == "stdout"
    if closed:
        echo("judge: standard output is closed: nothing could be printed", err=True)
    return closed


def tolerant_streams() -> None:
    """A terminal or file in a legacy encoding (``PYTHONIOENCODING=cp1251``, ``LC_ALL=C`` with
    Python's UTF-8 mode off, Windows redirecting to a file) cannot show every character: print
    what it can, replace the rest, never crash."""
    import contextlib

    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        errors = getattr(stream, "errors", "strict")
        if reconfigure is not None and errors in ("strict", "surrogateescape"):
            with contextlib.suppress(ValueError, OSError):  # a stream in some other state
                reconfigure(errors="replace")


def text_words(words: list[str], what: str) -> list[str]:
    """The words of a text argument (``QUESTION…``, ``WORDS…``, ``ID…``): bytes the locale could
    not decode (``LC_ALL=C`` with Python's UTF-8 mode off) read as UTF-8; bytes that are not
    UTF-8 either are a usage error naming the first, never an internal error."""
    out = []
    for word in words:
        try:
            word.encode("utf-8")
        except UnicodeEncodeError:
            raw = os.fsencode(word)
            try:
                word = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                bad = raw[error.start : error.start + 1]
                raise UsageError(
                    f"{what}: not valid UTF-8 text (the byte \\x{bad.hex()} in "
                    f"'{raw.decode('utf-8', 'backslashreplace')}'); "
                    "type the words in UTF-8"
                ) from None
        out.append(word)
    return out


# ------------------------------------------------------------------------------------ errors


def wants_json(args: list[str]) -> bool:
    """Whether the command line asks for ``--json`` (before a ``--``)."""
    return "--json" in (args[: args.index("--")] if "--" in args else args)


def error_document(error: JudgeError) -> dict[str, Any]:
    """``{"message", "file", "line", "code", "kind"}``: what ``--json`` prints for an error."""
    from judge.errors import shortened

    return {
        "message": shortened(" ".join(error.message.split())),
        "file": error.path,
        "line": error.line,
        "code": error.exit_code,
        "kind": type(error).__name__,
    }


def fail(line: str, code: int, *, as_json: bool, kind: str, message: str = "") -> int:
    """Report an error that is not a JudgeError: ``judge: LINE`` on stderr and, for ``--json``,
    one document on stdout; returns the exit status."""
    if as_json:
        error = {"message": message or line, "file": None, "line": None, "code": code}
        emit_json({"error": {**error, "kind": kind}})
    echo(f"judge: {line}", err=True)
    return code


def report_error(error: JudgeError, as_json: bool) -> int:
    """A JudgeError as the user sees it: one ``judge: …`` line on stderr (and the error document
    on stdout for ``--json``); returns the exit status."""
    if as_json:
        emit_json({"error": error_document(error)})
    echo(f"judge: {error.render()}", err=True)
    return error.exit_code


def failed(error: BaseException, command: str, as_json: bool, *, debug: bool = False) -> int:
    """The exit status of a command that raised ``error``, told as every command tells it: a
    JudgeError as its one line (exit 2, or its class's status); Ctrl-C as 130, silently; a
    reader that went away (``judge … | head``) as 1, with nothing more written; anything else
    is a bug (``internal_error``)."""
    if isinstance(error, JudgeError):
        return report_error(error, as_json)
    if isinstance(error, KeyboardInterrupt):
        return 130
    if isinstance(error, BrokenPipeError):
        _quiet_stdout()
        return 1
    if not isinstance(error, Exception):
        raise error
    return internal_error(command, error, as_json, debug=debug)


def _quiet_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit does not fail again."""
    import contextlib

    with contextlib.suppress(Exception):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())


def debugging(flag: bool = False) -> bool:
    """``--debug`` or ``JUDGE_DEBUG=1``: show the traceback of an internal error."""
    return flag or os.environ.get("JUDGE_DEBUG", "") not in ("", "0")


def internal_error(command: str, error: Exception, as_json: bool, *, debug: bool = False) -> int:
    """An unexpected exception: one line naming the command and asking for a bug report; the
    traceback only with --debug or JUDGE_DEBUG=1. Returns ``INTERNAL_ERROR``."""
    detail = " ".join(str(error).split())[:200]
    message = (
        f"internal error in '{command}' ({type(error).__name__}: {detail}) — a bug in judge: "
        "please report it with the command line"
    )
    if debugging(debug):
        import traceback

        traceback.print_exception(error)
    else:
        message += " (--debug or JUDGE_DEBUG=1 shows the traceback)"
    return fail(message, INTERNAL_ERROR, as_json=as_json, kind="InternalError")


# ------------------------------------------------------------------ what the commands share


def located(paths: list[Path] | None) -> list[Path] | None:
    """Paths as typed, a missing ``scenarios/…`` or ``rulebook/…`` read as the bundled file of
    that shown name (so a pip user can name the bundled files the way the output shows them)."""
    from judge.config import locate

    return [locate(p) for p in paths] if paths else paths


def check_game(game: str | None, where: Settings | None = None) -> None:
    """``--game`` (or the configuration file's ``game``, ``where``): a game the registry knows
    (``judge.games``), else a usage error naming the option (or the file's line)."""
    if game is None:
        return
    from judge import games

    if not games.is_game(game):
        import difflib

        known = games.game_ids()
        close = difflib.get_close_matches(game, known, n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        message = f"unknown game '{game}' (allowed: {', '.join(known)}{hint})"
        raise where.fault("game", message) if where else UsageError(f"--game: {message}")


def settings() -> Settings:
    """The settings of the configuration file that applies here (``judge.config.settings``),
    remembered in the cache under the file's stamp: a look-up in a folder that has one reads no
    TOML again (importing tomllib is a sixth of a look-up's time)."""
    from judge import cache, config

    path = config.config_file()
    if path is None:
        return config.Settings()
    stamped = cache.stamp([path])
    remembered = cache.load_stamped(cache.SETTINGS, stamped, str(path))
    if isinstance(remembered, tuple):
        return config.Settings.unpacked(remembered)
    found = config.settings()
    cache.store_stamped(cache.SETTINGS, stamped, found.packed(), str(path))
    return found


def configured_game(game: str | None) -> str | None:
    """``--game`` as given, else the configuration file's ``game`` (checked), else None."""
    if game is not None:
        return game
    found = settings()
    check_game(found.game, found)
    return found.game


def _game_not_loaded(error: GameNotLoadedError, given: str | None) -> UsageError:
    """A game the loaded rulebook lacks, named as the user chose it: ``--game``, or the
    configuration file's line."""
    if given is None:
        return settings().fault("game", error.message)
    return UsageError(f"--game: {error.message}")


def load_rulebook(paths: list[Path] | None) -> Rulebook:
    """The rulebook the command works on: ``--rulebook`` paths, else ``$JUDGE_RULEBOOK``, else the
    configuration file's ``rulebook`` (``judge.config.settings``), else the bundled one. Warns
    when that is the bundled one read from an installed copy while the working folder is a clone
    whose ``rulebook/`` differs."""
    from judge.rulebook.load import load

    if not paths and not os.environ.get("JUDGE_RULEBOOK"):
        from judge.config import clone_rulebook_differs

        found = settings()
        if found.rulebook:
            for path in found.rulebook:
                if not path.exists():
                    raise found.fault("rulebook", f"no such file or folder: {path}")
            return load(list(found.rulebook))
        clone = clone_rulebook_differs()
        if clone is not None:
            echo(
                f"judge: warning: {clone}/ differs from the installed copy, which is what this "
                f"reads; pass --rulebook {clone} or install the clone with `pip install -e .`",
                err=True,
            )
    return load(located(paths) or None)


def styled() -> bool:
    """Whether standard output gets bold text, decided as Python 3.13 decides colour: not with
    ``NO_COLOR`` set, always with ``FORCE_COLOR`` set, never on ``TERM=dumb``, else on a
    terminal."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return os.environ.get("TERM") != "dumb" and sys.stdout.isatty()


def marks() -> tuple[str, str]:
    """Matched words in bold where standard output is styled (``styled``), between brackets
    otherwise."""
    return ("\033[1m", "\033[0m") if styled() else ("[", "]")


# ------------------------------------------------------- the look-ups' grammar, as cached

#: one look-up's grammar: the function of ``judge.commands`` it calls, the parameter its words
#: fill, each option spelling → (parameter, kind), and the parameters' defaults
Grammar = tuple[str, str, dict[str, tuple[str, str]], dict[str, Any]]


def grammar_stamp() -> str:
    """What the derived grammar rests on: the code declaring the command line, and the typer that
    derived it (the stamp of the first ``typer/__init__.py`` on ``sys.path``: an upgrade
    rewrites it)."""
    from judge import cache

    found = (os.path.join(p or ".", "typer", "__init__.py") for p in sys.path)
    typer = next((t for t in found if os.path.isfile(t)), "no typer")
    return "\n".join((cache.code_stamp(cache.COMMAND_LINE), cache.stamp([typer])))


def grammar() -> dict[str, Grammar]:
    """The look-ups' grammar typer last derived for this code, or {} (none yet, cache off)."""
    from judge import cache

    found = cache.load_stamped(cache.COMMAND_LINE, grammar_stamp())
    return found if isinstance(found, dict) else {}


def remember_grammar(derived: dict[str, Grammar]) -> None:
    """Keep the grammar typer derived (``judge.cli.command_line_grammar``) for the console
    script's next run, unless it is kept for this code already."""
    from judge import cache

    stamped = grammar_stamp()
    if cache.load_stamped(cache.COMMAND_LINE, stamped) != derived:
        cache.store_stamped(cache.COMMAND_LINE, stamped, derived)


# -------------------------------------------------------------------------------- look-ups


def show(
    clause_id: list[str],
    *,
    book: str | None = None,
    game: str | None = None,
    rulebook: list[Path] | None = None,
    as_json: bool = False,
) -> int:
    """``judge show``: one clause with its parents, children, references and what rests on it."""
    from judge.engine.citations import citing
    from judge.render.text import clause_card, clause_json
    from judge.rulebook.lookup import describe, lookup

    game = configured_game(game)
    wanted = " ".join(text_words(clause_id, "ID"))
    check_game(game)
    loaded = load_rulebook(rulebook)
    doc, clause = lookup(loaded, wanted, document=book, game=game)
    info = describe(loaded, doc, clause)
    info.update(citing(loaded, doc, clause))
    if as_json:
        emit_json(clause_json(info))
    else:
        echo(clause_card(info))
    return 0


def search(
    words: list[str],
    *,
    game: str | None = None,
    limit: int = 10,
    rulebook: list[Path] | None = None,
    as_json: bool = False,
) -> int:
    """``judge search``: clauses by words, best first."""
    from judge.render.search import hit_json, hits_text
    from judge.search.index import NOTHING_FOUND, matched, search_query

    text = " ".join(text_words(words, "WORDS"))
    chosen, loaded = configured_game(game), load_rulebook(rulebook)
    try:
        query, hits = search_query(loaded, text, game=chosen, limit=limit)
    except GameNotLoadedError as error:  # the library names the game; the command, its option
        raise _game_not_loaded(error, game) from None
    found = matched(query, hits)
    if as_json:
        emit_json({"matched": found, "results": [hit_json(h) for h in hits]})
        return 0
    for note in query.notes():
        echo(note)
    if not hits:
        echo("No clause matches.")
        return 0
    if not found:
        echo(NOTHING_FOUND + " Closest, weak:")
    echo(hits_text(hits, marks()))
    return 0


def ask(
    question: list[str],
    *,
    game: str | None = None,
    limit: int = 3,
    save: Path | None = None,
    every: bool = False,
    rulebook: list[Path] | None = None,
    as_json: bool = False,
) -> int:
    """``judge ask``: a question read into a situation and answered (or the FAQ fallback); exit 1
    when ``--save`` was asked for and the question is not a situation."""
    from judge.ask import memo
    from judge.render.text import screen_width

    given, game = game, configured_game(game)
    text = " ".join(text_words(question, "QUESTION"))
    check_game(game)
    loaded = load_rulebook(rulebook)
    shown = marks()
    name = memo.key(loaded.digest, text, game, limit, as_json, shown, screen_width(), every)
    reply = memo.recall(name)
    if reply is None:
        try:
            reply = _answer(text, loaded, game, limit, as_json, shown, every)
        except GameNotLoadedError as error:  # as for search: the option named here
            raise _game_not_loaded(error, given) from None
        memo.remember(name, reply)
    say = echo_json if as_json else echo
    if not reply.situation:
        say(reply.out)
        if save is not None:  # asked for a scenario, got none: say so, exit 1
            echo("judge: --save: not read as a situation, nothing saved", err=True)
            return 1
        return 0
    if save is not None:
        from judge.outputs import write_file

        write_file(save, (reply.scenario or "").encode("utf-8"), "--save")
    say(reply.out)
    return 0


def _answer(
    text: str,
    loaded: Rulebook,
    game: str | None,
    limit: int,
    as_json: bool,
    marks: tuple[str, str],
    every: bool = False,
) -> Memo:
    """The reply to a question as ``judge ask`` prints it (computed: the engine is imported)."""
    from judge.ask.cases import ask_situation, scenario_yaml
    from judge.ask.memo import Memo
    from judge.render.terminal import json_text

    defined = _term_asked(text, loaded, game, as_json, marks)
    if defined is not None:  # "what is X?": no situation, whatever its words would read as
        return defined
    reply = ask_situation(text, loaded, game=game, limit=limit)
    if reply is None:
        from judge.ask.reply import ask as answer_question
        from judge.render.ask import fallback_json, fallback_text

        answer = answer_question(text, loaded, game=game, limit=limit)
        if as_json:
            out = json_text(versioned(fallback_json(answer)), indent=2)
        else:
            out = fallback_text(answer, marks)
        return Memo(False, out, None)
    from judge.render.situation import reply_json, reply_text

    if as_json:
        out = json_text(versioned(reply_json(reply)), indent=2)
    else:
        out = reply_text(reply, marks, every=every)
    return Memo(True, out, scenario_yaml(reply.scenario))


def _term_asked(
    text: str, loaded: Rulebook, game: str | None, as_json: bool, marks: tuple[str, str]
) -> Memo | None:
    """ "What is X?" answered as ``judge define X`` does; None when the question asks more, or
    X is no term of the loaded games (the FAQ answers then)."""
    from judge.search.terms import asked_term

    term = asked_term(text)
    if term is None:  # the glossary is imported only for such a question
        return None
    from judge.ask.memo import Memo
    from judge.search.glossary import defined_if_any

    found = defined_if_any(loaded, term, game=game)
    if not found:
        return None
    from judge.render.ask import question_language, term_json, term_text
    from judge.render.terminal import json_text

    if as_json:
        return Memo(False, json_text(versioned(term_json(text, term, found)), indent=2), None)
    return Memo(False, term_text(term, found, marks, question_language(text)), None)
