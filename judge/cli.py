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

from judge import commands
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


class JudgeGroup(TyperGroup):
    """Runs the commands; the one place errors become a stderr line and an exit status: a usage
    error exits 2, anything else as every command's failures are told
    (``judge.commands.failed``)."""

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
        help="Load these texts instead of the bundled rulebook: a game folder with book.yaml, a "
        "folder of game folders, or one bare text file. Repeatable. Default: $JUDGE_RULEBOOK, "
        "else the bundled rulebook.",
        show_default=False,
    ),
]
JsonOpt = Annotated[
    bool,
    typer.Option(
        "--json", help='Print one JSON document with stable keys (versioned by its "schema" key).'
    ),
]

# ---------------------------------------------------------------- foundation: books show lint dump
# (commands are added below by each part of the tool, each in its own section)


@app.command()
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


@app.command()
@look_up(commands.show)
def show(
    clause_id: Annotated[
        list[str],
        typer.Argument(
            metavar="ID...",
            help="Clause id, typed loosely: 514.6, '514 6', п.514.6, 514.6., 702.19b — or an "
            "unnumbered heading's text ('Предварительный этап'); 'preamble' or 'contents' for "
            "a document's text before its first clause or its table of contents.",
        ),
    ],
    book: Annotated[
        str | None, typer.Option("--book", "-b", help="Look the id up in this document only.")
    ] = None,
    game: Annotated[
        str | None, typer.Option("--game", "-g", help="Only this game's documents.")
    ] = None,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one clause: text, parent chain, children, references out, clauses citing it, and the
    engine rules and bundled scenarios that rest on it.

    Example: judge show 514.6
    """


@app.command()
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


@app.command()
def dump(rulebook: RulebookOpt = None, as_json: JsonOpt = True) -> None:
    """Print the whole parsed index as JSON (the only form): per document id, game, language,
    title, source and clauses with id, parent, title, text, refs, line, flags."""
    from judge.rulebook.lookup import dump as dump_index

    emit_json(dump_index(load_rulebook(rulebook)))


# ---- edits: diff coverage fingerprint


@app.command()
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
        return emit_json(diff_json(result))
    echo(diff_text(result))


@app.command()
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


@app.command()
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


GameOpt = Annotated[
    str | None,
    typer.Option(
        "--game",
        "-g",
        help=f"Only this game: {', '.join(BUNDLED)} or an installed game's id.",
        show_default=False,
    ),
]


@app.command()
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
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="At most N results.")] = 10,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Search the clauses by words, best first: clause id, document, title and a snippet with
    the matched words marked. A clause number puts that clause first.

    Example: judge search летающее существо вспомогательная зона
    """


@app.command()
def define(
    term: Annotated[
        list[str],
        typer.Argument(
            metavar="TERM...",
            help="A game term in any form, or a player's word for it (slang, abbreviation, "
            "synonym, Latin spelling of a Russian word).",
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
    found = define_term(load_rulebook(rulebook), text, game=game)
    if as_json:
        return emit_json({"query": text, "terms": [definition_json(d) for d in found]})
    echo(definitions_text(found, marks()))


@app.command()
@look_up(commands.ask)
def ask(
    question: Annotated[
        list[str], typer.Argument(metavar="QUESTION...", help="The question, quoted or not.")
    ],
    game: GameOpt = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="At most N clauses.")] = 3,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            help="Write the understood situation as a scenario file (format v1, no expect) "
            "that judge resolve accepts; edit a fact and resolve again. Exit 1 when the "
            "question is not read as a situation (nothing is written).",
            show_default=False,
        ),
    ] = None,
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
        help="Language of the reasons: en, or ru / hu. Default: the rulebook's own "
        "(Russian for the Берсерк games, Hungarian for HKK).",
        show_default=False,
    ),
]


@app.command()
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


@app.command()
def check(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            metavar="[PATH]...", help="Scenario files or folders (default: the bundled suite)."
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
    report = run_check(located(paths), load_rulebook(rulebook), exact=exact or None)
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


@app.command()
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
            help="Scenario files or folders for the rulings pages (default: the bundled "
            "suite). Repeatable.",
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

    report = build_site(load_rulebook(rulebook), out_dir, scenarios=scenarios, search=not no_search)
    if as_json:
        return emit_json(report.to_json())
    for line in report.skipped:
        echo(f"judge: skipped {line}", err=True)
    echo(
        f"wrote {out_dir}: {report.pages} pages, {report.clauses} clauses, "
        f"{report.scenarios} rulings, {report.bytes / 1024:.0f} KB; {report.search_note}"
    )


# ---- distribution: export schema


@app.command()
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


@app.command()
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
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(cache_app, name="cache")


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

    commands.entry(run)


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
