"""The ``judge`` command line: thin wrappers over the library, one error handler.

Heavy modules (yaml, the search index, the engines) are imported inside command bodies so that
``judge --help`` and ``judge show`` start fast.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from judge.errors import JudgeError


class JudgeGroup(TyperGroup):
    """Runs the commands; the one place a JudgeError becomes a stderr line and an exit status."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except JudgeError as error:
            typer.echo(f"judge: {error.render()}", err=True)
            raise typer.Exit(error.exit_code) from None


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
    add_completion=False,
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
JsonOpt = Annotated[bool, typer.Option("--json", help="Print one JSON document with stable keys.")]


def emit_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2))


def load_rulebook(paths: list[Path] | None):  # -> judge.model.Rulebook
    from judge.rulebook import load

    env = os.environ.get("JUDGE_RULEBOOK")
    if not paths and env:
        paths = [Path(p) for p in env.split(os.pathsep) if p]
    return load(paths or None)


# ---------------------------------------------------------------- foundation: books show lint dump
# (commands are added below by each part of the tool, each in its own section)


@app.command()
def books(rulebook: RulebookOpt = None, as_json: JsonOpt = False) -> None:
    """List the loaded documents: id, game, language, edition, clauses, unresolved references."""
    from judge.index import books as list_books
    from judge.render import table

    rows = list_books(load_rulebook(rulebook))
    if as_json:
        return emit_json({"documents": rows})
    header = ["id", "game", "lang", "edition", "clauses", "unresolved", "source"]
    keys = ["id", "game", "language", "edition", "clauses", "unresolved", "source"]
    typer.echo(table([[str(r[k]) for k in keys] for r in rows], header))


@app.command()
def show(
    clause_id: Annotated[
        list[str],
        typer.Argument(
            metavar="ID",
            help="Clause id, typed loosely: 514.6, '514 6', п.514.6, 514.6. — or an unnumbered "
            "heading's text ('Предварительный этап').",
        ),
    ],
    book: Annotated[
        str | None, typer.Option("--book", "-b", help="Look the id up in this document only.")
    ] = None,
    game: Annotated[str | None, typer.Option("--game", "-g", help="Only this game's documents.")] = None,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Show one clause: text, parent chain, children, references out, clauses citing it, and the
    engine rules and bundled scenarios that rest on it.

    Example: judge show 514.6
    """
    from judge.citations import citing
    from judge.index import describe, lookup
    from judge.render import clause_card

    loaded = load_rulebook(rulebook)
    doc, clause = lookup(loaded, " ".join(clause_id), document=book, game=game)
    info = describe(loaded, doc, clause)
    info.update(citing(loaded, doc, clause))
    if as_json:
        return emit_json(info)
    typer.echo(clause_card(info))


@app.command()
def lint(
    strict: Annotated[bool, typer.Option("--strict", help="Count warnings as errors.")] = False,
    rulebook: RulebookOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Check the rulebook's health: duplicates and numbering order (errors); numbering gaps,
    missing parents, unresolved references, unnumbered blocks (warnings); engine rules citing
    clauses the loaded rulebook lacks (errors). Exit 1 when there are errors.
    """
    from judge.lint import lint as run_lint
    from judge.lint import summary

    findings = run_lint(load_rulebook(rulebook))
    report = summary(findings)
    if as_json:
        emit_json(report)
    else:
        for finding in findings:
            typer.echo(finding.render())
        typer.echo(f"{report['errors']} errors, {report['warnings']} warnings")
    if report["errors"] or (strict and report["warnings"]):
        raise typer.Exit(1)


@app.command()
def dump(rulebook: RulebookOpt = None, as_json: JsonOpt = True) -> None:
    """Print the whole parsed index as JSON (the only form): per document id, game, language,
    title, source and clauses with id, parent, title, text, refs, line, flags."""
    from judge.index import dump as dump_index

    emit_json(dump_index(load_rulebook(rulebook)))


def main() -> None:
    """Console-script entry point."""
    app()
