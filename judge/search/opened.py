"""The open index of a rulebook: its SQLite FTS5 database (``judge.search.build``) with the
query reader and the ranker over it, opened once per rulebook and process (``SearchIndex.of``),
closed at exit (``close_all``). ``judge.search.index`` searches it; ``judge.search.glossary``
looks terms up in it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING

from judge.rulebook.model import Rulebook
from judge.search.build import build, connect
from judge.search.query import Query, QueryReader
from judge.search.rank import Hit, Ranker

if TYPE_CHECKING:
    from judge.search.terms import Expansions


class SearchIndex:
    """An open index: queries read against its vocabulary (``reader``), clauses ranked for them
    (``ranker``)."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        digest: str = "",
        expansions: Expansions | None = None,
        games: Iterable[str] | None = None,
        languages: Iterable[str] = (),
    ):
        """An index over ``conn``; a term's variants come from ``expansions``, or are read
        from the terms files of ``games`` when first needed (a clause number needs none); a
        query word is stemmed in one of ``languages``, those of the indexed texts."""
        self.conn = conn
        self.digest = digest
        self.reader = QueryReader(
            conn, digest, expansions, tuple(games or ()), languages=tuple(languages)
        )
        self.ranker = Ranker(conn)

    @classmethod
    def of(cls, rulebook: Rulebook) -> SearchIndex:
        """The index of ``rulebook``, opened once per process and per content hash (a rulebook
        built by hand, with no digest, is indexed afresh each time), with the vocabulary of its
        games' terms files."""
        if not rulebook.digest:
            return cls(build(rulebook), games=rulebook.games(), languages=languages(rulebook))
        index = _OPEN.get(rulebook.digest)
        if index is None:
            if not _OPEN:
                import atexit

                atexit.register(close_all)
            index = _OPEN[rulebook.digest] = cls(
                connect(rulebook),
                rulebook.digest,
                games=rulebook.games(),
                languages=languages(rulebook),
            )
        return index

    def close(self) -> None:
        """Close the database connection (an index kept by ``of`` is closed at exit)."""
        self.conn.close()

    def __enter__(self) -> SearchIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def expansions(self) -> Expansions:
        """The variants of the games' terms (read on first use)."""
        return self.reader.expansions

    def parse(self, text: str, languages: Iterable[str] | None = None) -> Query:
        """The query as this index reads it (``QueryReader.parse``)."""
        return self.reader.parse(text, None if languages is None else tuple(languages))

    def known(self, folded: str) -> str | None:
        """The token of a folded word of the indexed texts (None: not one of their words)."""
        return self.reader.known(folded)

    def run(self, query: Query, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        """The clauses for a read query, best first (``Ranker.run``); for a query that asks
        how many, the clauses that state a number before those that state none."""
        hits = self.ranker.run(query, game=game, limit=limit)
        if query.counting and not query.ids:
            hits.sort(key=lambda hit: not hit.counts)  # (stable: by score within each)
        return hits

    def search(self, text: str, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        """Clauses for a query, best first: named clause numbers, then BM25 over stems."""
        return self.run(self.parse(text), game=game, limit=limit)

    def phrase(self, match: str, tokens: Iterable[str], game: str | None) -> list[Hit]:
        """Clauses matching an FTS5 expression (a phrase of stems), in rulebook order."""
        return self.ranker.phrase(match, tokens, game)


def languages(rulebook: Rulebook, game: str | None = None) -> tuple[str, ...]:
    """The languages the documents of ``rulebook`` (of ``game`` only, when given) declare."""
    return tuple(dict.fromkeys(d.language for d in rulebook if game is None or d.game == game))


_OPEN: dict[str, SearchIndex] = {}


def close_all() -> None:
    """Close every index ``SearchIndex.of`` opened (registered to run at exit)."""
    while _OPEN:
        _OPEN.popitem()[1].close()
