"""The parsed rulebook: clauses, documents and the cross-referenced index over them.

Plain data with no I/O, so the index can be cached, compared (``judge diff``) and handed to the
engines and the search. ``judge.rulebook`` builds these from texts; nothing here imports a
third-party module.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Ref:
    """A cross-reference in a clause's text: the id it names, and whether its document has it."""

    id: str
    resolved: bool


@dataclass(slots=True)
class Clause:
    """One numbered clause (``514.6``) or unnumbered heading block (``Предварительный этап``)."""

    id: str
    title: str | None
    text: str
    line: int
    parent: str | None = None
    refs: list[Ref] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    numbered: bool = True
    children: list[str] = field(default_factory=list)
    cited_by: list[str] = field(default_factory=list)
    #: the numbering parent when it is missing from the document (reported by lint)
    missing_parent: str | None = None

    @property
    def label(self) -> str:
        """``514.6`` or ``508.3 Предварительный этап`` — the id with its title, for listings."""
        return f"{self.id} {self.title}" if self.title and self.numbered else self.id

    def full_text(self) -> str:
        """Title and body as one string, as a reader sees the clause."""
        return f"{self.title}. {self.text}" if self.title and self.text else (self.title or self.text)


@dataclass(slots=True)
class Problem:
    """Something about a text that ``judge lint`` reports (kind, clause id, line, message)."""

    kind: str
    clause: str | None
    line: int
    message: str
    severity: str = "error"  # error | warning


@dataclass(slots=True)
class Document:
    """One rulebook text: its metadata from book.yaml and its clauses in file order."""

    id: str
    game: str
    language: str
    title: str
    edition: str
    source: str
    clauses: dict[str, Clause] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    #: sha256 of the text's bytes; the cache and ``judge diff`` key on it
    digest: str = ""

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


@dataclass(slots=True)
class Rulebook:
    """Every loaded document, with look-ups across them."""

    documents: list[Document]
    #: sha256 over every loaded text and its metadata; caches of derived indexes key on it
    digest: str = ""

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
