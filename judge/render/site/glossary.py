"""The glossary page of a game: its terms as ``judge define`` knows them — the term, its
wording, the clause defining it, the words players use instead.

    entries(book, game, *, extra=()) -> list[Entry]

The source is the game's terms file (``judge/games/<game>/terms.yaml``, read by
``judge.search.terms``) and the definitions the game declares (``Game.definitions``: the
wording as the rulebook says it). ``extra`` takes entries from elsewhere — a rulebook's own
glossary section read as entries, say — merged by term (an extra entry's wording and clause
fill what the terms file leaves open)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from judge.games import Definition
from judge.rulebook.model import Rulebook


class Entry(NamedTuple):
    """One term of the glossary."""

    term: str
    #: the defining words as the rulebook says them ("" when no clause defines the term)
    wording: str
    #: the clause that defines it, or None
    clause: str | None
    #: what players say instead (slang, synonyms)
    variants: tuple[str, ...]
    #: the term's stems, for finding it in clause text (empty: never linked)
    stems: tuple[str, ...] = ()

    @property
    def anchor(self) -> str:
        """The entry's element id on the glossary page (from the term only)."""
        words = re.sub(r"[^\w]+", "-", self.term.casefold()).strip("-")[:40]
        return f"t-{words}-{hashlib.sha1(self.term.encode('utf-8')).hexdigest()[:6]}"


def entries(book: Rulebook, game: str, *, extra: Iterable[Entry] = ()) -> list[Entry]:
    """The terms of ``game``, sorted by term: the terms file's entries, each with the wording
    of the game's declared definition (or the defining clause's text), then ``extra``."""
    from judge import games
    from judge.search.terms import load_terms

    declared: Mapping[str, Definition]
    try:
        declared = games.get(game).definitions
    except LookupError:
        declared = {}
    by_term: dict[str, Entry] = {}
    for term in load_terms():
        if term.game != game:
            continue
        wording, clause = "", term.clause
        definition = _declared(term.term, declared)
        if definition is not None:
            wording, clause = definition.wording, clause or definition.clause
        elif clause is not None:
            wording = _clause_text(book, game, clause)
        by_term[term.term.casefold()] = Entry(
            term.term, wording, clause, term.variants, term.tokens
        )
    for entry in extra:
        known = by_term.get(entry.term.casefold())
        if known is None:
            by_term[entry.term.casefold()] = entry
        else:
            by_term[entry.term.casefold()] = known._replace(
                wording=known.wording or entry.wording,
                clause=known.clause or entry.clause,
                variants=tuple(dict.fromkeys((*known.variants, *entry.variants))),
            )
    return sorted(by_term.values(), key=lambda e: e.term.casefold())


def _declared(term: str, declared: Mapping[str, Definition]) -> Definition | None:
    """The game's definition of ``term`` (its name without a parenthesis: ``ellenfél (lényé)``)."""
    for name, definition in declared.items():
        if re.sub(r"\s*\(.*?\)", "", name).casefold() == term.casefold():
            return definition
    return None


def _clause_text(book: Rulebook, game: str, clause_id: str) -> str:
    found = book.find(clause_id, game=game)
    if not found:
        return ""
    clause = found[0][1]
    return clause.text or clause.full_text()
