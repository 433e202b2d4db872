"""The ``judge`` command line: thin wrappers over the library, one error handler.

Heavy modules (yaml, the search index, the engines) are imported inside command bodies so that
``judge --help`` and ``judge show`` start fast.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from judge import commands, progress
from judge.commands import (
    INTERNAL_ERROR,
    JSON_SCHEMA,
    echo,
    emit_json,
    emit_json_line,
    error_document,
    fail,
    load_rulebook,
    located,
    marks,
    wants_json,
)
from judge.errors import JudgeError
from judge.games import BUNDLED

__all__ = ["INTERNAL_ERROR", "JSON_SCHEMA", "app", "emit_json", "load_rulebook", "main"]


def _click_error(error: BaseException) -> bool:
    """Whether ``error`` is one of click's own (a usage error, a bad value…). typer vendors click
    from 0.28 on, so click's classes have no public name in every typer this runs with; each of
    them carries an ``exit_code`` and ``format_message``, which typer's ``Exit`` does not."""
    return isinstance(getattr(error, "exit_code", None), int) and callable(
        getattr(error, "format_message", None)
    )


def _shows_help(error: BaseException) -> bool:
    """``judge`` with no command: click shows the help (its ``NoArgsIsHelpError``, exit 2)."""
    return type(error).__name__ == "NoArgsIsHelpError"


#: the groups ``judge --help`` lists the commands in, in this order; each command names its
#: group with typer's ``rich_help_panel`` (``JudgeGroup.format_commands`` reads it)
LOOK_UP, RESOLVE, CHECK, EDIT, PUBLISH, SET_UP = (
    "Look up",
    "Resolve",
    "Check",
    "Edit",
    "Publish",
    "Set up",
)
HELP_GROUPS = (LOOK_UP, RESOLVE, CHECK, EDIT, PUBLISH, SET_UP)


class JudgeGroup(TyperGroup):
    """Runs the commands; the one place errors become a stderr line and an exit status: a usage
    error exits 2, anything else as every command's failures are told
    (``judge.commands.failed``). Its help lists the commands in their groups."""

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """The commands under a heading per group (``HELP_GROUPS``), as click lists them under
        one (the plain help: typer draws its panels only in rich markup mode)."""
        groups: dict[str, list[tuple[str, Any]]] = {}
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                group = getattr(command, "rich_help_panel", None) or "Commands"
                groups.setdefault(group, []).append((name, command))
        if not groups:
            return
        longest = max(len(name) for listed in groups.values() for name, _ in listed)
        limit = formatter.width - 6 - longest
        order = [g for g in HELP_GROUPS if g in groups]
        order += [g for g in groups if g not in HELP_GROUPS]
        for group in order:  # names padded: one column across the groups
            listed = groups[group]
            rows = [(name.ljust(longest), cmd.get_short_help_str(limit)) for name, cmd in listed]
            with formatter.section(group):
                formatter.write_dl(rows)

    def make_context(self, info_name: Any, args: list[str], *a: Any, **kw: Any) -> Any:
        try:
            return super().make_context(info_name, args, *a, **kw)
        except Exception as error:  # an option before the command: judge --bogus
            if _click_error(error) and not _shows_help(error):
                raise _usage(error, wants_json(list(args))) from None
            raise

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        ctx.meta.setdefault("judge.args", list(args))  # the command line, for the error policy
        rest: list[str] = super().parse_args(ctx, args)
        return rest

    def invoke(self, ctx: Any) -> Any:
        args = ctx.meta.get("judge.args", [])
        as_json = wants_json(args)
        progress.enable(not as_json)  # (check --quiet turns it off again)
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort):
            raise
        except (Exception, KeyboardInterrupt) as error:
            if _shows_help(error):
                raise
            if _click_error(error):
                raise _usage(error, as_json) from None
            debug = bool(ctx.find_root().params.get("debug"))
            command = " ".join(["judge", *args[:1]])
            raise typer.Exit(commands.failed(error, command, as_json, debug=debug)) from None


def _usage(error: Any, as_json: bool) -> typer.Exit:
    """A click usage error as one line: ``judge search: Invalid value for '--limit' …``."""
    context = getattr(error, "ctx", None)
    command = context.command_path if context is not None else "judge"
    message = " ".join(error.format_message().split()) + f" (see {command} --help)"
    code = error.exit_code if error.exit_code in (1, 2) else 2
    prefix = command.removeprefix("judge").strip()
    line = f"{prefix}: {message}" if prefix else message
    return typer.Exit(fail(line, code, as_json=as_json, kind="UsageError", message=message))


#: the look-ups: commands whose whole body is the function of ``judge.commands`` of the same
#: name, called with the command's parameters (so the console script may call it itself:
#: ``command_line_grammar``)
LOOK_UPS: dict[str, tuple[Callable[..., int], Callable[..., None]]] = {}


def look_up(body: Callable[..., int]) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Declare a look-up: the decorated function declares the parameters and help (its own body
    is never run); ``body`` does the work and returns the exit status."""

    def declare(declared: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(declared)
        def run(**params: Any) -> None:
            code = getattr(commands, body.__name__)(**params)  # as the console script calls it
            if code:
                raise typer.Exit(code)

        LOOK_UPS[declared.__name__] = (body, declared)
        return run

    return declare


app = typer.Typer(
    cls=JudgeGroup,
    name="judge",
    help=(
        "Rules judge and FAQ assistant for Берсерк, Берсерк. Герои and Hatalom Kártyái (HKK).\n\n"
        "Look clauses up by number (judge show 514.6), search them by words in any form "
        "(judge search 'летающее существо'), resolve YAML scenarios into verdicts that cite "
        "the deciding clauses (judge resolve FILE), and run the scenario suite as a regression "
        "check (judge check)."
    ),
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

RulebookOpt = Annotated[
    list[Path] | None,
    typer.Option(
        "--rulebook",
        "-r",
        metavar="PATH",
        help="Load these texts instead of the bundled rulebook: a game folder with book.yaml, a "
        "folder of game folders, or one bare text file. Repeatable. Default: $JUDGE_RULEBOOK, "
        "else the configuration file's rulebook (see judge config), else the bundled rulebook.",
        show_default=False,
    ),
]
JsonOpt = Annotated[
    bool,
    typer.Option(
        "--json", help='Print one JSON document with stable keys (versioned by its "schema" key).'
    ),
]


def _complete_games(incomplete: str) -> list[str]:
    """``--game``: the ids of the games the registry knows."""
    from judge import games

    return [g for g in games.game_ids() if g.startswith(incomplete)]


def _complete_clause_ids(ctx: typer.Context, incomplete: str) -> list[str]:
    """``show``: the ids of the rulebook the command would load (with the ``--rulebook`` and
    ``--game`` typed so far) starting with what is typed — the shortest first, at most 100."""
    import contextlib
    import io

    try:
        with contextlib.redirect_stderr(io.StringIO()):  # (a warning would land in the prompt)
            book = load_rulebook(ctx.params.get("rulebook"))
        game = ctx.params.get("game")
        found = {
            clause.id: None
            for doc in book
            if game is None or doc.game == game
            for clause in doc
            if clause.id.startswith(incomplete)
        }
    except Exception:  # a shell asking: no answer rather than a traceback
        return []
    return sorted(found, key=lambda cid: cid.count("."))[:100]


def _complete_terms(ctx: typer.Context, incomplete: str) -> list[str]:
    """``define``: the games' terms and the words players use for them."""
    from judge.search.terms import load_terms

    game = ctx.params.get("game")
    typed = incomplete.casefold()
    words = {
        word: None
        for term in load_terms()
        if game is None or term.game == game
        for word in (term.term, *term.variants)
        if word.casefold().startswith(typed)
    }
    return list(words)


GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        metavar="GAME",
        help=f"Only this game: {', '.join(BUNDLED)} or an installed game's id. Default: the "
        "configuration file's game, else every game.",
        show_default=False,
        autocompletion=_complete_games,
    ),
]

# ---------------------------------------------------------------- foundation: books show lint dump
# (commands are added below by each part of the tool, each in its own section)


@app.command(
    rich_help_panel=LOOK_UP, short_help="The loaded documents: id, game, language, clauses."
)
def books(rulebook: RulebookOpt = None, as_json: JsonOpt = False) -> None:
    """List the loaded documents: id, game, language, edition, clauses, unresolved references."""
    from judge.render.text import screen_width, table
    from judge.rulebook.lookup import books as list_books

    rows = list_books(load_rulebook(rulebook))
    if as_json:
        return emit_json({"documents": rows})
    header = ["id", "game", "lang", "edition", "clauses", "unresolved", "source"]
    keys = ["id", "game", "language", "edition", "clauses", "unresolved", "source"]
    cells = [[str(r[k]) for k in keys] for r in rows]
    echo(table(cells, header, width=screen_width(), last_below=True))


@app.command(rich_help_panel=LOOK_UP, short_help="One clause, its neighbours and what rests on it.")
@look_up(commands.show)
def show(
    clause_id: Annotated[
        list[str],
        typer.Argument(
            metavar="ID...",
            autocompletion=_complete_clause_ids,
            help="Clause id, typed loosely: 514.6, '514 6', п.514.6, 514.6., 702.19b — or an "
            "unnumbered heading's text ('Предварительный этап'); 'preamble' or 'contents' for "
            "a document's text before its first clause or its table of contents.",
        ),
    ],
    book: Annotated[
        str | None,
        typer.Option(
            "--book", "-b", metavar="DOC", help="Look the id up in this document (its id) only."
        ),
    ] = None,
    game: GameOpt = None,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one clause: text, parent chain, children, references out, clauses citing it, and the
    engine rules and bundled scenarios that rest on it.

    Example: judge show 514.6
    """


@app.command(rich_help_panel=CHECK, short_help="Rulebook health: numbering, references, citations.")
def lint(
    strict: Annotated[bool, typer.Option("--strict", help="Count warnings as errors.")] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Check the rulebook's health: duplicates, numbering order and invalid UTF-8 bytes
    (errors); numbering gaps, missing parents, unresolved references, unnumbered blocks,
    repeated numbers kept as one clause, a table of contents, a preamble, numbers without their
    trailing dot (warnings); engine rules citing clauses the loaded rulebook lacks (errors; warnings
    when the book lacks the whole chapter); game vocabulary terms no clause uses (errors; warnings
    against a book other than the bundled one). Exit 1 when there are errors.
    """
    from judge.rulebook.lint import summary
    from judge.suite.health import lint as run_lint

    findings = run_lint(load_rulebook(rulebook), rulebook=rulebook)
    report = summary(findings)
    if as_json:
        emit_json(report)
    else:
        for finding in findings:
            echo(finding.line_text())
        echo(f"{report['errors']} errors, {report['warnings']} warnings")
    if report["errors"] or (strict and report["warnings"]):
        raise typer.Exit(1)


@app.command(rich_help_panel=PUBLISH, short_help="The whole parsed index as JSON.")
def dump(rulebook: RulebookOpt = None, as_json: JsonOpt = True) -> None:
    """Print the whole parsed index as JSON (the only form): per document id, game, language,
    title, source and clauses with id, parent, title, text, refs, line, flags."""
    from judge.rulebook.lookup import dump as dump_index

    emit_json(dump_index(load_rulebook(rulebook)))


# ---- edits: diff coverage fingerprint


@app.command(rich_help_panel=EDIT, short_help="What a rulebook edit changes, and what rests on it.")
def diff(
    old: Annotated[
        Path,
        typer.Argument(
            metavar="OLD",
            help="The rulebook before the edit: a game folder with book.yaml, a folder of game "
            "folders, or one bare text file.",
        ),
    ],
    new: Annotated[
        Path,
        typer.Argument(metavar="NEW", help="The rulebook after the edit (same forms as OLD)."),
    ],
    exit_code: Annotated[
        bool,
        typer.Option(
            "--exit-code",
            help="Exit 1 when the rulebooks differ, 0 when they do not (as git diff --exit-code).",
        ),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Compare two rulebook versions, per document: clauses added, removed, changed (with a word
    diff) and renumbered (514.5 → 514.6, text unchanged or nearly so). Typography and
    references that only follow a renumbering are not changes. Then the impact: bundled
    scenarios whose verdicts under OLD cite a changed, removed or renumbered clause, and the
    encoded rules implementing one (file:line).

    In --json, ids are plain ("514.6"); an id two documents share is written
    "DOCUMENT:ID". Example: judge diff rulebook/ edited-rulebook/
    """
    from judge.edits.diff import diff_paths
    from judge.render.diff import diff_json, diff_text

    result = diff_paths(located([old]) or [old], located([new]) or [new])
    if as_json:
        emit_json(diff_json(result))
    else:
        echo(diff_text(result))
    if exit_code and result:
        raise typer.Exit(1)


@app.command(
    rich_help_panel=CHECK, short_help="Clauses implemented, cited by scenarios, or neither."
)
def coverage(rulebook: RulebookOpt = None, as_json: JsonOpt = False) -> None:
    """Per document: the clauses encoded engine rules implement, the clauses at least one
    bundled scenario's verdict cites, and the clauses neither implements nor cites; then the
    engine's assumptions — readings no loaded clause states (source: the scenario format or a
    card-game convention), listed in every verdict that rests on one."""
    from judge.engine.registry import all_assumptions
    from judge.render.coverage import coverage_json, coverage_text
    from judge.suite.coverage import coverage as measure

    report = measure(load_rulebook(rulebook))
    assumptions = all_assumptions()
    if as_json:
        return emit_json(coverage_json(report, assumptions))
    echo(coverage_text(report, assumptions=assumptions))


@app.command(rich_help_panel=EDIT, short_help="Stale encoded rules; --update records the texts.")
def fingerprint(
    clause_ids: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="[ID]...",
            help="Only these clauses: 514.6, or berserk:514.6 for one game's.",
            show_default=False,
        ),
    ] = None,
    update: Annotated[
        bool,
        typer.Option(
            "--update",
            help="Record the clause texts as they are now, after reviewing the rules citing them.",
        ),
    ] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Stale rules: compare the clause texts the encoded rules were written against with the
    loaded rulebook, or record them after a review.

    Without --update: list every encoded rule (file:line) whose clause changed since it was
    recorded (with a word diff and the scenarios whose verdicts rest on it), was removed, or was
    never recorded; exit 1 when there is any. judge check and judge lint report the same.

    With --update: record the current texts in each game's fingerprints.json (written
    atomically), all of them or only the IDs given. Do it once the rules citing those clauses
    have been reviewed and, where the meaning changed, fixed. It works in a clone installed
    with `pip install -e .`, never inside an installed package.
    """
    from judge.edits.stale import find_stale, record_fingerprints
    from judge.render.stale import recorded_json, recorded_text, stale_json, stale_text

    loaded = load_rulebook(rulebook)
    if update:
        done = record_fingerprints(loaded, only=clause_ids or None)
        return emit_json(recorded_json(done)) if as_json else echo(recorded_text(done))
    stale = find_stale(loaded)
    if clause_ids:
        stale = [s for s in stale if s.clause in clause_ids or s.key in clause_ids]
    if as_json:
        emit_json({"stale": stale_json(stale)})
    else:
        echo(stale_text(stale, rulebook=rulebook) or "No stale rules.")
    if stale:
        raise typer.Exit(1)


# ---- search: search ask


@app.command(rich_help_panel=LOOK_UP, short_help="Clauses by words in any form, best first.")
@look_up(commands.search)
def search(
    words: Annotated[
        list[str],
        typer.Argument(
            metavar="WORDS...",
            help="Words in any form (Russian or Hungarian, accents optional, typos tolerated), "
            "or a clause number typed loosely: 514 6, п.514.6, 34.5.",
        ),
    ],
    game: GameOpt = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=1, metavar="N", help="At most N results.")
    ] = 10,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Search the clauses by words, best first: clause id, document, title and a snippet with
    the matched words marked. A clause number puts that clause first.

    Example: judge search летающее существо вспомогательная зона
    """


@app.command(
    rich_help_panel=LOOK_UP, short_help="A game term: its wording, players' words, its clauses."
)
def define(
    term: Annotated[
        list[str],
        typer.Argument(
            metavar="TERM...",
            help="A game term in any form, or a player's word for it (slang, abbreviation, "
            "synonym, Latin spelling of a Russian word).",
            autocompletion=_complete_terms,
        ),
    ],
    game: GameOpt = None,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """A game term: the rulebook's own wording, the words players use for it, the clause that
    defines it and the clauses that use it (from the games' terms files,
    judge/games/<game>/terms.yaml). An unknown term exits 2 naming the closest terms.

    Example: judge define летун
    """
    from judge.render.define import definition_json, definitions_text
    from judge.search.glossary import define as define_term

    text = " ".join(commands.text_words(term, "TERM"))
    found = define_term(load_rulebook(rulebook), text, game=commands.configured_game(game))
    if as_json:
        return emit_json({"query": text, "terms": [definition_json(d) for d in found]})
    echo(definitions_text(found, marks()))


@app.command(
    rich_help_panel=RESOLVE, short_help="A question in words, answered from the encoded rules."
)
@look_up(commands.ask)
def ask(
    question: Annotated[
        list[str], typer.Argument(metavar="QUESTION...", help="The question, quoted or not.")
    ],
    game: GameOpt = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=1, metavar="N", help="At most N clauses.")
    ] = 3,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            metavar="FILE",
            help="Write the understood situation as a scenario file (format v1, no expect) "
            "that judge resolve accepts; edit a fact and resolve again. Exit 1 when the "
            "question is not read as a situation (nothing is written).",
            show_default=False,
        ),
    ] = None,
    every: Annotated[
        bool,
        typer.Option(
            "--all",
            help="A general question: list every kind of card, also those the answer does not "
            "hold for (by default they are counted).",
        ),
    ] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Answer a question about a situation, in Russian or Hungarian, from the encoded rules.

    The question is read into a situation of a known ask kind (the game, the kind, every fact
    the words state); facts it does not state are listed, and an answer that depends on one is
    unknown. A general question ("кто может защищать?") is answered case by case, one line per
    kind of card with the deciding clauses. A question that is not a situation gets the closest
    bundled scenario (resolved live) and the closest clauses.

    Example: judge ask "летающее существо бьёт карту во вспомогательной зоне, кто может
    защищать?"
    """


# ---- engine: resolve check


LangOpt = Annotated[
    str | None,
    typer.Option(
        "--lang",
        metavar="LANG",
        help="Language of the reasons: en, or ru / hu. Default: the rulebook's own "
        "(Russian for the Берсерк games, Hungarian for HKK).",
        show_default=False,
    ),
]


@app.command(
    rich_help_panel=RESOLVE, short_help="The verdicts of scenario files, with their reasons."
)
def resolve(
    files: Annotated[list[Path], typer.Argument(metavar="FILE...", help="Scenario YAML files.")],
    quote: Annotated[bool, typer.Option("--quote", help="Print the cited clauses' text.")] = False,
    lang: LangOpt = None,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The verdict for each scenario: the answer, a reason per card or condition (why-not for
    what fails) and the deciding clauses. --json: one object for one file; for several, JSON
    Lines — one compact object per line, in the order of the files (the scenario format's
    contract). Of several files, one that is not a valid scenario is reported on stderr (and as
    an {"error": …} line with --json) and the others still resolve; the exit status is then 2.
    A bundled scenario may be named as shown (scenarios/berserk/…) from any folder.

    Example: judge resolve scenarios/berserk/defend-flyer-strikes-auxiliary.yaml --quote
    """
    from judge.engine.core import resolve as resolve_scenario
    from judge.errors import UsageError
    from judge.render.verdict import verdict_json, verdict_text
    from judge.scenario.load import load_scenario

    if lang is not None and lang not in ("en", "ru", "hu"):
        raise UsageError(f"--lang: unknown language '{lang}' (allowed: en, ru, hu)")
    book = load_rulebook(rulebook)
    files = located(files) or []
    if len(files) == 1:
        verdict = resolve_scenario(load_scenario(files[0]), book)
        if as_json:
            return emit_json(verdict_json(verdict, lang))
        return echo(verdict_text(verdict, lang, quote=quote, rulebook=book) + "\n")
    failed = False
    for file in files:  # one bad file is reported in its place; the others still resolve
        try:
            verdict = resolve_scenario(load_scenario(file), book)
        except JudgeError as error:
            failed = True
            echo(f"judge: {error.render()}", err=True)
            if as_json:
                emit_json_line({"error": error_document(error)})
            continue
        if as_json:
            emit_json_line(verdict_json(verdict, lang))
        else:
            echo(verdict_text(verdict, lang, quote=quote, rulebook=book) + "\n")
    if failed:
        raise typer.Exit(2)


@app.command(rich_help_panel=CHECK, short_help="Scenario files against their expect; stale rules.")
def check(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            metavar="[PATH]...",
            help="Scenario files or folders. Default: the configuration file's scenarios (see "
            "judge config), else the bundled suite.",
        ),
    ] = None,
    junit: Annotated[
        Path | None, typer.Option("--junit", metavar="FILE", help="Also write a JUnit XML report.")
    ] = None,
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="List only the failing files.")
    ] = False,
    exact: Annotated[
        bool,
        typer.Option(
            "--exact",
            help="Check every file as format 2 — cites exactly the verdict's, every answer key "
            "given — also files that declare no format (format 1: the keys given, cites at least).",
        ),
    ] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Run scenario files against their expect blocks: PASS or FAIL per file, expected vs actual
    under each failure, then `N passed, N failed`. Also reports stale encoded rules: rules whose
    clause text changed since they were written (see `judge fingerprint`). Exit 1 when any
    scenario fails or any rule is stale; a file that is not a valid scenario is reported as an
    ERROR in its place (a JUnit <error>), the others still run, and the exit status is 2.

    Example: judge check scenarios/hkk
    """
    from judge.errors import UsageError
    from judge.render.check import check_json, check_junit, check_text
    from judge.suite.regression import run_check

    if junit is not None and junit.is_dir():
        raise UsageError(f"--junit: '{junit}' is a folder; name a file such as {junit}/judge.xml")
    if quiet:
        progress.enable(False)
    chosen = located(paths) or commands.settings().scenario_files()
    report = run_check(chosen, load_rulebook(rulebook), exact=exact or None)
    for note in report.notes:
        echo(f"judge: note: {note}", err=True)
    for result in report.results:
        if result.error is not None:
            echo(f"judge: {result.error}", err=True)
    if junit is not None:
        _write_report(junit, check_junit(report))
    if as_json:
        emit_json(check_json(report))
    else:
        echo(check_text(report, quiet, rulebook=rulebook))
    if report.errors:
        raise typer.Exit(2)
    if not report.ok:
        raise typer.Exit(1)


def _write_report(path: Path, text: str) -> None:
    """Write a report file whole or not at all, creating its folder (as pytest's --junitxml
    does), as every file a user names is written (``judge.outputs.write_file``)."""
    from judge.outputs import write_file

    write_file(path, text.encode("utf-8"), "--junit")


# ---------------------------------------------------------------- the static site


@app.command(
    rich_help_panel=PUBLISH, short_help="The rulebook and rulings as a static site for phones."
)
def site(
    out_dir: Annotated[
        Path,
        typer.Argument(
            metavar="OUT_DIR",
            help="Folder to write the site into: new, empty, or an earlier site (replaced).",
        ),
    ],
    scenarios: Annotated[
        list[Path] | None,
        typer.Option(
            "--scenarios",
            "-s",
            metavar="PATH",
            help="Scenario files or folders for the rulings pages. Repeatable. Default: the "
            "configuration file's scenarios (see judge config), else the bundled suite.",
            show_default=False,
        ),
    ] = None,
    no_search: Annotated[
        bool, typer.Option("--no-search", help="Do not run the search indexer.")
    ] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Write the rulebook and the rulings as a static site for phones: a page per document
    (every clause addressable, every reference a link, with its parent chain, children, cited
    by, engine rules and rulings), a page per ruling with its verdict, search with Pagefind
    (Russian and Hungarian word forms, no accents needed; a clause number jumps to the clause),
    offline use through a service worker, and OUT_DIR/site.json listing every page. Serve it
    from any static host, e.g. `python -m http.server -d OUT_DIR`.

    Search needs the Pagefind indexer (pip install 'berserk-judge[site]'); without it the site is
    written and this says that search is off.

    Example: judge site public/
    """
    from judge.render.site import build_site

    chosen = scenarios or commands.settings().scenario_files()
    report = build_site(load_rulebook(rulebook), out_dir, scenarios=chosen, search=not no_search)
    if as_json:
        return emit_json(report.to_json())
    for line in report.skipped:
        echo(f"judge: skipped {line}", err=True)
    echo(
        f"wrote {out_dir}: {report.pages} pages, {report.clauses} clauses, "
        f"{report.scenarios} rulings, {report.bytes / 1024:.0f} KB; {report.search_note}"
    )


# ---------------------------------------------------------------- the server


@app.command(rich_help_panel=PUBLISH, short_help="The rules, rulings and ask over HTTP.")
def serve(
    host: Annotated[
        str,
        typer.Option(
            "--host", metavar="HOST", help="The address to listen on (another host: 0.0.0.0)."
        ),
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", "-p", metavar="PORT", min=1, max=65535, help="The port.")
    ] = 8000,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            "-w",
            metavar="N",
            min=1,
            help="Worker processes (each answers on one core).",
        ),
    ] = 1,
    scenarios: Annotated[
        list[Path] | None,
        typer.Option(
            "--scenarios",
            "-s",
            metavar="PATH",
            help="Scenario files or folders for the rulings pages and for ask's closest "
            "rulings (default: the bundled suite). Repeatable.",
            show_default=False,
        ),
    ] = None,
    site: Annotated[
        Path | None,
        typer.Option(
            "--site",
            metavar="DIR",
            help="Serve these pages, built by `judge site DIR`, instead of building them at "
            "start (for a large book; the same build can go to a CDN).",
            show_default=False,
        ),
    ] = None,
    cors: Annotated[
        list[str] | None,
        typer.Option(
            "--cors",
            metavar="ORIGIN",
            help="Let pages of this origin (https://example.org) call the API from a browser. "
            "Repeatable. Default: no other origin.",
            show_default=False,
        ),
    ] = None,
    rate_limit: Annotated[
        int,
        typer.Option(
            "--rate-limit",
            min=0,
            metavar="N",
            help="Answers (API calls, Ask pages) per client address per minute, per worker; "
            "beyond, 429 with Retry-After. 0: no limit (behind a proxy that limits).",
        ),
    ] = 120,
    timeout: Annotated[
        float,
        typer.Option(
            "--timeout",
            min=0.1,
            metavar="SECONDS",
            help="Time limit of a request: to send its headers (else the connection is closed) "
            "and its body (else 408), to get its answer (else 503).",
        ),
    ] = 10.0,
    log_queries: Annotated[
        bool,
        typer.Option(
            "--log-queries",
            help="Log each request's query too (the question asked); by default the log line "
            "has the method, path, status and milliseconds only.",
        ),
    ] = False,
    rulebook: RulebookOpt = None,
) -> None:
    """Serve the rules over HTTP for phones and other programs: the site's pages at /, an Ask
    page per game (/GAME/ask: a question box that works with or without JavaScript), and a JSON
    API whose documents are the --json documents of the commands — /api/books,
    /api/show/ID, /api/search?q=, /api/define?term=, /api/ask?q=, POST /api/resolve (a
    scenario file as the body), /api/version, /healthz; /api/openapi.json describes them.

    Safe by default: listens on 127.0.0.1 only; limits on URL and body size (1 MiB) and time;
    a rate limit per client; security headers (a CSP without inline script, no framing); no
    CORS unless --cors; one log line per request without the question unless --log-queries.
    The rulebook and scenarios are loaded at start and only read: add workers, or hosts behind
    a reverse proxy, to serve more users. Stops on SIGTERM or Ctrl-C after the requests in
    flight.

    Needs the server extra: pip install 'berserk-judge[serve]'.

    Example: judge serve --workers 2
    """
    import importlib.util

    from judge.errors import UsageError

    if any(importlib.util.find_spec(m) is None for m in ("starlette", "granian")):
        raise UsageError(
            "serve: the server is an optional extra: pip install 'berserk-judge[serve]'"
        )
    from judge.serve.run import serve as run_server
    from judge.serve.settings import Settings

    settings = Settings(
        host=host,
        port=port,
        workers=workers,
        rulebook=tuple(str(p) for p in located(rulebook) or ()),
        scenarios=tuple(str(p) for p in located(scenarios) or ()) if scenarios else None,
        cors=tuple(cors or ()),
        log_queries=log_queries,
        rate_limit=rate_limit,
        timeout=timeout,
    )
    run_server(settings, site=site)


# ---- distribution: export schema


@app.command(rich_help_panel=EDIT, short_help="The bundled rulebook and scenarios, to edit.")
def export(
    directory: Annotated[
        Path, typer.Argument(metavar="DIR", help="Where to write (created when missing).")
    ],
    force: Annotated[
        bool,
        typer.Option("--force", help="Write into a folder that is not empty (overwrites)."),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Write the bundled rulebook and scenarios to DIR/rulebook and DIR/scenarios, as an
    editable starting point: edit them, then judge check --rulebook DIR/rulebook DIR/scenarios.
    A folder that is not empty is refused unless --force.

    Example: judge export my-rules
    """
    from judge.suite.export import export_bundle

    done = export_bundle(directory, force=force)
    if as_json:
        return emit_json({"directory": str(directory), "written": list(done.files)})
    counts = {
        top: sum(f.startswith(top + "/") for f in done.files) for top in ("rulebook", "scenarios")
    }
    target = str(directory)
    echo(
        f"wrote {len(done.files)} files to {target}: rulebook/ ({counts['rulebook']} files), "
        f"scenarios/ ({counts['scenarios']} files)\n"
        f"next: judge check --rulebook {target}/rulebook {target}/scenarios"
    )


@app.command(rich_help_panel=EDIT, short_help="The JSON Schema of scenario files.")
def schema(as_json: JsonOpt = True) -> None:
    """Print the JSON Schema of scenario files (draft 2020-12), generated from the games'
    declarations (JSON is its only form): for editor completion and validation in other tools.
    Save it (judge schema > scenario.schema.json) and start a scenario file with:

    # yaml-language-server: $schema=scenario.schema.json
    """
    from judge.render.terminal import json_text
    from judge.scenario.jsonschema import scenario_schema

    commands.echo_json(json_text(scenario_schema(), indent=2))


# ---- the cache: judge cache [clear [KIND]… | dir]

cache_app = typer.Typer(
    cls=JudgeGroup,
    help="Where the cache is and what each kind of entry holds; clear it.",
    short_help="The cache: where it is, what it holds; clear it.",
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(cache_app, name="cache", rich_help_panel=SET_UP)


@cache_app.callback(invoke_without_command=True)
def cache_info(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    """Show the cache folder and, per kind of entry, how many there are, their size and what
    their key covers. The cache only saves time: clearing it costs one slower run.

    The folder is $JUDGE_CACHE_DIR (empty: no cache), else $XDG_CACHE_HOME/judge, else
    ~/.cache/judge. Subcommands: judge cache clear [KIND]…, judge cache dir.
    """
    if ctx.invoked_subcommand is not None:
        return
    from judge import cache
    from judge.config import cache_dir_origin
    from judge.render.cache import usage_json, usage_text
    from judge.render.text import screen_width

    root, rows = cache.usage()
    if as_json:
        return emit_json(usage_json(root, cache_dir_origin(), rows))
    echo(usage_text(root, cache_dir_origin(), rows, screen_width()))


@cache_app.command("clear")
def cache_clear(
    kinds: Annotated[
        list[str] | None,
        typer.Argument(
            metavar="[KIND]...",
            help="Only these kinds of entry (judge cache lists them); default: every entry, "
            "and those of other versions of judge.",
            show_default=False,
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Delete the cache's entries (all, or of the KINDs given). Only files judge wrote are
    deleted, whatever else the folder holds."""
    from judge import cache
    from judge.config import cache_dir
    from judge.errors import UsageError
    from judge.render.cache import cleared_json, cleared_text
    from judge.yamlnodes import did_you_mean

    chosen = []
    for name in kinds or ():
        if name not in cache.KINDS:
            allowed = list(cache.KINDS)
            raise UsageError(
                f"cache clear: unknown kind '{name}'{did_you_mean(name, allowed)} "
                f"(allowed: {', '.join(allowed)})"
            )
        chosen.append(cache.KINDS[name])
    deleted, freed = cache.clear(chosen or None, other=not chosen)
    root = cache_dir()
    names = [k.name for k in chosen]
    if as_json:
        return emit_json(cleared_json(root, names, deleted, freed))
    echo(cleared_text(root, names, deleted, freed))


@cache_app.command("dir")
def cache_folder() -> None:
    """Print the cache folder's path (exit 1 when caching is off)."""
    from judge.config import cache_dir

    root = cache_dir()
    if root is None:
        raise typer.Exit(1)
    echo(str(root))


# ---- settings: judge config


@app.command(
    name="config",
    rich_help_panel=SET_UP,
    short_help="The settings in effect, and where each came from.",
)
def show_config(as_json: JsonOpt = False) -> None:
    """The settings a command uses when no flag gives them, and where each came from: the
    configuration file, the rulebook, the scenario files, the game, the cache folder.

    The configuration file is a judge.toml, or the [tool.judge] table of a pyproject.toml, in
    the working folder or the nearest folder above it that has one ($JUDGE_CONFIG names a file
    instead; set empty: none). Its keys: rulebook (paths, as --rulebook), scenarios (globs of the
    files judge check and judge site read by default), game (--game by default); paths and
    globs are relative to the file's folder. For example, in pyproject.toml:

    \b
        [tool.judge]
        rulebook = ["rulebook"]
        scenarios = ["scenarios/**/*.yaml"]
        game = "hkk"

    A flag given to a command overrides the file, and $JUDGE_RULEBOOK its rulebook.
    """
    from judge.config import effective, shown
    from judge.render.text import hanging, screen_width

    def plain(value: Any) -> Any:
        if isinstance(value, list):
            return [plain(v) for v in value]
        return shown(value) if isinstance(value, Path) else value

    rows = [(row.name, plain(row.value), row.source) for row in effective()]
    if as_json:
        return emit_json({"settings": {n: {"value": v, "source": s} for n, v, s in rows}})
    for name, value, source in rows:
        text = ", ".join(value) if isinstance(value, list) else value or "—"
        typer.echo(hanging(f"{name + ':':<11}{text}  ({source})", screen_width(), 11))


def _version(value: bool) -> None:
    if value:
        from judge import __version__

        echo(f"judge {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
    debug: Annotated[
        bool,
        typer.Option(
            "--debug", help="Show the traceback of an internal error (also: JUDGE_DEBUG=1)."
        ),
    ] = False,
) -> None:
    """Rules judge and FAQ assistant for Берсерк, Берсерк. Герои and Hatalom Kártyái (HKK)."""


def main(argv: list[str] | None = None) -> None:
    """Run the full command line (``judge.console.main`` is the console script and comes here
    for anything but a plainly written look-up), under the policies of
    ``judge.commands.entry``; keep the look-ups' grammar it derives from the declarations
    above in the cache, for the console script's next run."""
    import sys

    args = sys.argv[1:] if argv is None else argv

    def run() -> None:
        command = typer.main.get_command(app)
        commands.remember_grammar(command_line_grammar(command))
        command.main(args=args, prog_name="judge")

    commands.entry(run, args)


def command_line_grammar(command: Any) -> dict[str, Any]:
    """How the console script reads each look-up, derived from the click command typer builds
    from the declarations (``typer.main.get_command(app)``): the parameter its words fill,
    each option spelling's parameter and kind — ``flag``, ``text``, ``count`` (a whole number
    from 1), ``path``, ``paths`` (repeatable) — and each parameter's default. A look-up with a
    parameter of any other shape is not in it: typer reads it."""
    import inspect

    grammar: dict[str, Any] = {}
    for name, (_body, declared) in LOOK_UPS.items():
        words, options = None, {}
        for param in command.commands[name].params:
            if not param.expose_value:  # --help
                continue
            if param.param_type_name == "argument":
                if words is not None or param.nargs != -1:
                    break
                words = param.name
                continue
            kind = _kind(param)
            if kind is None:
                break
            for spelling in (*param.opts, *param.secondary_opts):
                options[spelling] = (param.name, kind)
        else:
            signature = inspect.signature(declared)
            defaults = {p.name: p.default for p in signature.parameters.values() if p.name != words}
            if words is not None and set(defaults) == {n for n, _ in options.values()}:
                grammar[name] = (_body.__name__, words, options, defaults)
    return grammar


#: the names click gives its parameter types (click itself / the click typer 0.28 vendors)
_TEXT, _RANGE, _PATH = {"text", "str"}, {"integer range", "int range"}, {"path"}


def _kind(param: Any) -> str | None:
    """The console's kind of an option (``command_line_grammar``), from click's description of
    it (public attributes of click's ``Option`` and its type); None for a shape the console does
    not read (typer then reads the command)."""
    shape = param.type
    if param.is_flag:
        return "flag" if not param.secondary_opts and not param.count else None
    if param.nargs != 1:
        return None
    if shape.name in _PATH:
        return "paths" if param.multiple else "path"
    if param.multiple:
        return None
    if shape.name in _TEXT:
        return "text"
    if shape.name in _RANGE and (shape.min, shape.max, shape.min_open) == (1, None, False):
        return "count"
    return None
