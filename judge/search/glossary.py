"""The game vocabulary against the loaded rulebook: ``judge define`` (a term, its variants, the
clause defining it and the clauses using it) and the lint check that every term of a loaded
game occurs in its texts. The vocabulary itself is ``judge.search.terms``; the rulebooks' own
glossaries (``judge.rulebook.glossary``) are terms too, of any game, defined by their entries;
clauses are found with the search index (``judge.search.index``) as runs of stems."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from judge.rulebook.glossary import GlossaryEntry, glossary
from judge.rulebook.model import Rulebook
from judge.search import analysis
from judge.search.opened import SearchIndex
from judge.search.query import Query
from judge.search.rank import Hit
from judge.search.terms import Term, load_terms

if TYPE_CHECKING:
    from judge.rulebook.lint import LintFinding


def _phrase(tokens: Iterable[str]) -> str:
    return '"' + " ".join(t.replace('"', '""') for t in tokens) + '"'


def clauses_with(
    rulebook: Rulebook,
    tokens: tuple[str, ...],
    game: str,
    *,
    titles: bool = False,
) -> list[Hit]:
    """The clauses of ``game`` whose text (or, with ``titles``, title) has the stems ``tokens``
    as a run of words, in rulebook order, as search hits."""
    index = SearchIndex.of(rulebook)
    column = "title" if titles else "{title text}"
    return index.phrase(f"{column}: {_phrase(tokens)}", tokens, game)


def find_terms(text: str, terms: Iterable[Term]) -> list[Term]:
    """The terms ``text`` names, as a term or one of its variants (any form, ``text`` stemmed in
    each term's own language; a Latin spelling of a Russian word too)."""
    readings = []
    latin = analysis.words(text)
    if latin and all(analysis.script(w) == "latin" for w in latin):
        for n in range(3):  # the first few readings of each word together
            each = [analysis.transliterations(w) for w in latin]
            if all(len(r) > n for r in each):
                readings.append(analysis.tokens(" ".join(r[n] for r in each), "ru"))
    stemmed: dict[str, list[str]] = {}  # language → the text's tokens in it
    found = []
    for term in terms:
        if term.language not in stemmed:
            stemmed[term.language] = analysis.tokens(text, term.language)
        candidates = [stemmed[term.language], *readings]
        forms = {term.tokens, *term.variant_tokens}
        folded = {analysis.fold(term.term), *(analysis.fold(v) for v in term.variants)}
        if any(tuple(c) in forms for c in candidates if c) or analysis.fold(text.strip()) in folded:
            found.append(term)
    return found


class Definition(NamedTuple):
    """A term as ``judge define`` shows it: the entry, the clause(s) defining it (its glossary
    entry, the one the terms file names, else those titled with the term), the clauses using it
    (search hits with the term marked, in rulebook order), and its entry in a loaded rulebook's
    glossary, when it has one."""

    term: Term
    defined_in: list[Hit]
    used_in: list[Hit]
    entry: GlossaryEntry | None = None


class GlossaryTerm(NamedTuple):
    """A glossary entry as a term."""

    term: Term
    entry: GlossaryEntry


def glossary_terms(rulebook: Rulebook, game: str | None = None) -> list[GlossaryTerm]:
    """The entries of the loaded rulebooks' glossaries as terms of their documents' games (no
    variants; ``clause`` is the entry's id), each with its entry."""
    found = []
    for doc, entry in glossary(rulebook, game):
        tokens = tuple(analysis.tokens(entry.term, doc.language))
        if tokens:
            term = Term(
                doc.game, doc.language, entry.term, (), entry.id, doc.source, entry.line, tokens, ()
            )
            found.append(GlossaryTerm(term, entry))
    return found


def define(rulebook: Rulebook, text: str, *, game: str | None = None) -> list[Definition]:
    """The terms ``text`` names (as a term, a variant, in any form or Latin spelling; a term of
    the games' vocabulary or of a loaded rulebook's glossary), each with its defining clause and
    the clauses using it. An unknown term is a UsageError naming the closest terms."""
    from judge.errors import UsageError

    games = set(rulebook.games())
    pool = [t for t in load_terms() if t.game in games and (game is None or t.game == game)]
    entries = {(g.term.game, g.term.tokens): g for g in glossary_terms(rulebook, game)}
    known = {(t.game, t.tokens) for t in pool}  # a vocabulary term's entry defines it
    pool += [g.term for key, g in entries.items() if key not in known]
    found = find_terms(text, pool)
    if not found:
        from judge.similar import extract

        names = list(dict.fromkeys(n for t in pool for n in (t.term, *t.variants)))
        close = extract(text, names, processor=analysis.fold, limit=3)
        hint = ", ".join(f"'{name}'" for name, score, _ in close if score >= 60)
        where = f" of {game}" if game else ""
        raise UsageError(
            f"TERM: no term '{text}' in the vocabulary{where}"
            + (f" (did you mean {hint}?)" if hint else "")
        )
    index = SearchIndex.of(rulebook)
    result = []
    for term in found:
        glossed = entries.get((term.game, term.tokens))
        entry = glossed.entry if glossed is not None else None
        defining = []
        # its glossary entry, the clause the terms file names, what the game's own declaration
        # defines: each with the term's words marked
        named = [entry.id] if entry is not None else []
        named += [term.clause] if term.clause else []
        for clause_id in dict.fromkeys([*named, *declared_clauses(term)]):
            query = Query(ids=(clause_id,), tokens=term.tokens)
            defining += [h for h in index.run(query, game=term.game, limit=1) if h.id == clause_id]
        if not defining:
            defining = clauses_with(rulebook, term.tokens, term.game, titles=True)
        used = clauses_with(rulebook, term.tokens, term.game)
        result.append(Definition(term, defining, used, entry))
    return result


def defined_if_any(rulebook: Rulebook, text: str, *, game: str | None = None) -> list[Definition]:
    """``define``, empty where ``text`` is no term of the loaded games (a question that asked
    "what is X?" is then answered as any other); a phrase no term is, by its head — its last
    word (``lény ellenfelén`` → ``ellenfél``), when that is a term — or, where the head is
    a word as general as ``атака`` (``_GENERAL``), by the word before it that says which
    (``быстрая атака`` → ``быстрая``)."""
    from judge.errors import UsageError

    said = text.split()
    candidates = [text]
    if len(said) > 1 and said[-1].lower() in _GENERAL:
        candidates += said[:-1]
    for tried in dict.fromkeys([*candidates, said[-1] if said else text]):
        try:
            return define(rulebook, tried, game=game)
        except UsageError:
            continue
    return []


#: heads of a phrase too general to be what it asks about (``быстрая атака``: its speed)
_GENERAL = frozenset(("атака", "атаки", "существо", "карта", "támadás", "lény", "attack"))


def declared_clauses(term: Term) -> list[str]:
    """The clauses the term's game declares as defining it (``Game.definitions``, read by the
    engine too), beyond the one its terms file names."""
    from judge import games

    try:
        declared = games.get(term.game).definitions
    except games.UnknownGameError:
        return []
    out = []
    for name, definition in declared.items():
        wording = re.sub(r"\s*\(.*?\)", "", name)  # "ellenfél (lényé)" → "ellenfél"
        if term in find_terms(wording, [term]) and definition.clause != term.clause:
            out.append(definition.clause)
    return out


# ------------------------------------------------------------------------------------ lint


def lint_terms(book: Rulebook, terms: Iterable[Term] | None = None) -> list[LintFinding]:
    """Terms of a loaded game whose wording occurs in no clause of that game, and defining
    clauses the game's rulebook lacks, as ``judge lint`` findings: errors against the bundled
    texts the terms files are written for, warnings against other or partial books."""
    from judge.rulebook.lint import LintFinding

    # a bare text's game is a guess from its language: its terms are not held against it
    games = {doc.game for doc in book if not doc.guessed_game}
    bundled = _bundled_games(book)
    findings = []
    for term in load_terms() if terms is None else terms:
        if term.game not in games:
            continue
        if not clauses_with(book, term.tokens, term.game) and not clauses_with(
            book, term.tokens, term.game, titles=True
        ):
            findings.append(
                LintFinding(
                    term.source,
                    term.line,
                    "error" if term.game in bundled else "warning",
                    "term-not-in-rulebook",
                    None,
                    None,
                    f"term '{term.term}' occurs in no clause of {term.game}"
                    + ("" if term.game in bundled else " (not the bundled texts, so a warning)"),
                )
            )
        if term.clause and not book.find(term.clause, game=term.game):
            findings.append(
                LintFinding(
                    term.source,
                    term.line,
                    "error" if term.game in bundled else "warning",
                    "term-clause-missing",
                    None,
                    term.clause,
                    f"term '{term.term}': {term.game} has no clause {term.clause}",
                )
            )
    return findings


def _bundled_games(book: Rulebook) -> set[str]:
    """The games whose loaded texts include the bundled ones (the terms files' reference)."""
    from pathlib import Path

    from judge.config import bundled_rulebook

    root = bundled_rulebook().resolve()
    found = set()
    for doc in book:
        for candidate in (Path(doc.source), root.parent / doc.source):
            try:
                if candidate.resolve().is_relative_to(root) and candidate.is_file():
                    found.add(doc.game)
            except OSError:
                continue
    return found
