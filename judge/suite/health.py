"""Rulebook health as ``judge lint`` reports it: what the parser noticed in each text
(``judge.rulebook.lint``), engine rules citing clauses the loaded rulebook lacks, encoded
rules whose clause text changed since they were written (stale), games whose typed values do
not fit their declaration or that lack the files ``search``, ``define`` and ``ask`` read, and
game vocabulary terms the rulebook does not use (``judge.search.glossary.lint_terms``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from judge.config import shown
from judge.edits.stale import Stale, find_stale, update_command
from judge.edits.worddiff import render_words
from judge.engine.registry import all_rules
from judge.games import Game
from judge.rulebook.lint import LintFinding, lint_rulebook
from judge.rulebook.model import Rulebook
from judge.search.glossary import lint_terms


def lint(
    book: Rulebook, *, engine: bool = True, rulebook: Sequence[str | Path] | None = None
) -> list[LintFinding]:
    """Every finding, errors and warnings: the texts' first, in document and line order, then
    (with ``engine``) the engine's citations and the stale rules (their ``fingerprint --update``
    hint keeps ``rulebook``, the ``--rulebook`` paths given)."""
    findings = lint_rulebook(book)
    if engine:
        findings += engine_citations(book)
        findings += stale_findings(find_stale(book), rulebook)
        findings += unencoded_findings(book)
        findings += game_findings()
    findings += lint_terms(book)
    return findings


#: the files beside a game's declaration, and what reads each
GAME_FILES = {
    "terms.yaml": "search and define read the words players use for its terms there",
    "situations.yaml": "ask reads a question as one of its situations from there",
}


def game_findings(of: Sequence[Game] | None = None) -> list[LintFinding]:
    """Every bundled and installed game (or those of ``of``): typed classes that do not fit its
    declaration (errors, ``judge.games.typed``), and the files of ``GAME_FILES`` it lacks
    (warnings)."""
    from judge import games
    from judge.games.typed import faults

    findings = []
    for game in games.all_games() if of is None else of:
        folder = games.folder_of(game)
        source = shown(folder / "__init__.py") if folder is not None else game.id
        findings += [
            LintFinding(source, 1, "error", "game-values", None, None, fault)
            for fault in faults(game)
        ]
        for name, use in GAME_FILES.items():
            if folder is None or not (folder / name).is_file():
                message = f"game {game.id} has no {name}: {use} (README: Adding a game)"
                findings.append(
                    LintFinding(source, 1, "warning", "game-files", None, None, message)
                )
    return findings


def unencoded_findings(book: Rulebook) -> list[LintFinding]:
    """Clauses of a known game that no rule implements and that are neither a definition nor a
    heading, with no reason stated in the game's declaration (``not_encoded``): warnings."""
    from judge.suite.coverage import unclassified

    return [
        LintFinding(
            doc.source,
            doc.clauses[clause_id].line,
            "warning",
            "unencoded",
            doc.id,
            clause_id,
            f"{clause_id} is not implemented by an engine rule, not a definition, not a heading, "
            f"and no reason is stated why (the {doc.game} game's not_encoded)",
        )
        for doc, clause_id in unclassified(book)
    ]


def _chapter(clause_id: str) -> str | None:
    """``514.6`` → ``514``; an unnumbered heading block has none."""
    head = clause_id.partition(".")[0]
    return head if head.isdigit() else None


def engine_citations(book: Rulebook) -> list[LintFinding]:
    """Engine rules citing a clause id the loaded rulebook of their game does not have.

    The finding is an error when the loaded rulebook has the chapter of the cited clause (a
    clause with the same first number: the book the rule was written against, or an edit of
    it); when it lacks the whole chapter — a partial excerpt, or another edition — it is a
    warning. An unnumbered heading block belongs to the chapters of the numbered clauses its
    rule cites beside it (none: a warning)."""
    # a bare text's game is a guess from its language: engine rules are not held against it
    games = {doc.game for doc in book if not doc.guessed_game}
    chapters: dict[str, set[str]] = {}
    for doc in book:
        if doc.game in games:
            have = chapters.setdefault(doc.game, set())
            have.update(c for c in map(_chapter, doc.clauses) if c is not None)
    findings = []
    for rule in all_rules():
        if rule.game not in games:
            continue  # that game's texts are not loaded: nothing to check against
        for cited in rule.cites:
            if book.find(cited, game=rule.game):
                continue
            own = _chapter(cited)
            near = [own] if own else [c for c in map(_chapter, rule.cites) if c]
            in_scope = any(c in chapters[rule.game] for c in near)
            message = (
                f"rule {rule.name} cites {cited}, which the loaded {rule.game} rulebook does "
                "not have"
            )
            if not in_scope:
                where = f"chapter {own}" if own else "the chapter it belongs to"
                message += f" (nor {where}: a partial or other book, so a warning)"
            findings.append(
                LintFinding(
                    rule.file,
                    rule.line,
                    "error" if in_scope else "warning",
                    "engine-citation",
                    None,
                    cited,
                    message,
                )
            )
    return findings


def stale_findings(
    stale: list[Stale], rulebook: Sequence[str | Path] | None = None
) -> list[LintFinding]:
    """The stale list as ``judge lint`` errors at each rule's file:line (kind ``stale-rule``).

    A removed clause is left out: lint already reports a rule citing a clause the rulebook does
    not have (``engine-citation``).
    """
    findings = []
    for item in stale:
        if item.kind == "removed":
            continue
        doc = f" [{item.document}]" if item.document else ""
        message = f"rule {item.rule.name} implements {item.clause}{doc}, whose text "
        if item.kind == "unrecorded":
            message += "was never recorded"
        else:
            message += f"changed since it was recorded: {render_words(item.words, context=4)}"
            if item.moved_to:
                message += f" (the recorded text is now {item.moved_to})"
        if item.scenarios:
            message += f"; verdicts resting on it: {', '.join(shown(p) for p in item.scenarios)}"
        message += f"; after review: {update_command(item.key, rulebook)}"
        findings.append(
            LintFinding(
                item.rule.file,
                item.rule.line,
                "error",
                "stale-rule",
                item.document,
                item.clause,
                message,
            )
        )
    return findings
