"""The parsed rulebook: clauses, documents and the cross-referenced index over them.

Plain data with no I/O, so the index can be cached, compared (``judge diff``) and handed to the
engines and the search. ``judge.rulebook.load`` builds these from texts; nothing here imports a
third-party module.

Clauses, references and problems are named tuples (every command imports this module: no
``dataclasses``). A document and the rulebook are objects the parser and the loader fill in
(a document's clauses may be a table read from the cache on demand): plain slotted classes,
compared by identity.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping, Sequence
from typing import NamedTuple


class Ref(NamedTuple):
    """A cross-reference in a clause's text: the id it names, and whether its document has it."""

    id: str
    resolved: bool


class Clause(NamedTuple):
    """One numbered clause (``514.6``) or unnumbered heading block (``Предварительный этап``).

    ``missing_parent`` is the numbering parent when the document lacks it (lint reports it);
    ``parent`` is then the nearest ancestor the document has, or None. The parser links the
    clauses (parent, children, references, citing clauses) when it has read them all; a clause
    built by hand starts unlinked.
    """

    id: str
    title: str | None
    text: str
    line: int
    parent: str | None = None
    refs: Sequence[Ref] = ()
    flags: Sequence[str] = ()
    numbered: bool = True
    children: Sequence[str] = ()
    cited_by: Sequence[str] = ()
    missing_parent: str | None = None

    @property
    def label(self) -> str:
        """``514.6`` or ``508.3 Предварительный этап`` — the id with its title, for listings."""
        return f"{self.id} {self.title}" if self.title and self.numbered else self.id

    def full_text(self) -> str:
        """Title and body as one string, as a reader sees the clause."""
        return (
            f"{self.title}. {self.text}" if self.title and self.text else (self.title or self.text)
        )


class Problem(NamedTuple):
    """Something about a text that ``judge lint`` reports (kind, clause id, line, message);
    ``severity`` is ``error`` or ``warning``."""

    kind: str
    clause: str | None
    line: int
    message: str
    severity: str = "error"


class Document:
    """One rulebook text: its metadata from book.yaml and its clauses in file order (a dict, or
    for a document read from the cache a ``judge.rulebook.store.ClauseTable`` that reads clauses
    on demand).
    ``digest`` is the content hash of the text's bytes; ``guessed_game`` is true for a bare text
    whose game was guessed from its language (no book.yaml, no game-named folder).
    ``preamble`` is the text before the first clause, ``contents`` a table of contents the
    parser recognised and ``furniture`` the lines repeated on every page of a converted book
    (running heads, page numbers; one line each), each with the line it starts at (0 when there
    is none): text that is in no clause but is kept."""

    __slots__ = (
        "id",
        "game",
        "language",
        "title",
        "edition",
        "source",
        "clauses",
        "problems",
        "digest",
        "guessed_game",
        "preamble",
        "preamble_line",
        "contents",
        "contents_line",
        "furniture",
        "furniture_line",
    )

    def __init__(
        self,
        id: str,  # noqa: A002
        game: str,
        language: str,
        title: str,
        edition: str,
        source: str,
        clauses: MutableMapping[str, Clause] | None = None,
        problems: list[Problem] | Sequence[Problem] | None = None,
        digest: str = "",
        guessed_game: bool = False,
        preamble: str = "",
        preamble_line: int = 0,
        contents: str = "",
        contents_line: int = 0,
        furniture: str = "",
        furniture_line: int = 0,
    ) -> None:
        self.id = id
        self.game = game
        self.language = language
        self.title = title
        self.edition = edition
        self.source = source
        self.clauses: MutableMapping[str, Clause] = clauses if clauses is not None else {}
        #: a list as parsed; read on first use when the document comes from the cache
        self.problems: list[Problem] = problems if problems is not None else []  # type: ignore[assignment]
        self.digest = digest
        self.guessed_game = guessed_game
        self.preamble = preamble
        self.preamble_line = preamble_line
        self.contents = contents
        self.contents_line = contents_line
        self.furniture = furniture
        self.furniture_line = furniture_line

    def get(self, clause_id: str) -> Clause | None:
        return self.clauses.get(clause_id)

    def __iter__(self) -> Iterator[Clause]:
        return iter(self.clauses.values())

    def __len__(self) -> int:
        return len(self.clauses)

    def parent_chain(self, clause_id: str) -> list[Clause]:
        """The ancestors of a clause, nearest first."""
        chain: list[Clause] = []
        clause = self.clauses.get(clause_id)
        while clause is not None and clause.parent is not None:
            clause = self.clauses.get(clause.parent)
            if clause is None:
                break
            chain.append(clause)
        return chain

    def unresolved(self) -> list[tuple[Clause, Ref]]:
        return [(c, r) for c in self.clauses.values() for r in c.refs if not r.resolved]


class Rulebook:
    """Every loaded document, with look-ups across them. ``digest`` is a hash over every loaded
    file; caches of derived indexes key on it."""

    __slots__ = ("documents", "digest")

    def __init__(self, documents: list[Document], digest: str = "") -> None:
        self.documents = documents
        self.digest = digest

    def __iter__(self) -> Iterator[Document]:
        return iter(self.documents)

    def document(self, doc_id: str) -> Document | None:
        return next((d for d in self.documents if d.id == doc_id), None)

    def games(self) -> list[str]:
        return sorted({d.game for d in self.documents})

    def find(
        self, clause_id: str, *, game: str | None = None, book: str | None = None
    ) -> list[tuple[Document, Clause]]:
        """Every (document, clause) with this exact id, optionally within one game or document."""
        found = []
        for doc in self.documents:
            if (game and doc.game != game) or (book and doc.id != book):
                continue
            clause = doc.clauses.get(clause_id)
            if clause is not None:
                found.append((doc, clause))
        return found

    def candidates(self, doc: Document, clause_id: str) -> list[Document]:
        """Other documents of the same game that have an id this document lacks."""
        return [
            other
            for other in self.documents
            if other is not doc and other.game == doc.game and clause_id in other.clauses
        ]

    def clauses(self, game: str | None = None) -> Iterator[tuple[Document, Clause]]:
        for doc in self.documents:
            if game is None or doc.game == game:
                for clause in doc.clauses.values():
                    yield doc, clause
