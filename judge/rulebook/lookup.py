"""Questions asked of the clause index: look an id up (loosely typed), describe a clause with its
neighbours, list documents, report the rulebook's health. Returns plain dicts for the CLI and
for JSON."""

from __future__ import annotations

from typing import Any

from judge.errors import AmbiguousClauseError, ClauseNotFoundError, UsageError
from judge.rulebook.ids import heading_id, normalize_id
from judge.rulebook.model import Clause, Document, Rulebook


def lookup(
    book: Rulebook, raw_id: str, *, document: str | None = None, game: str | None = None
) -> tuple[Document, Clause]:
    """The one clause a loosely typed id names (``514 6``, ``п.514.6``, a heading's text)."""
    if document and book.document(document) is None:
        from judge.yamlnodes import did_you_mean

        ids = [d.id for d in book]
        raise UsageError(
            f"--book: no document '{document}'{did_you_mean(document, ids)} "
            f"(loaded: {', '.join(ids)})"
        )
    wanted = normalize_id(raw_id) or heading_id(raw_id)
    found = book.find(wanted, game=game, book=document)
    if not found and normalize_id(raw_id) is None:  # a heading typed in another case
        low = wanted.casefold()
        found = [
            (d, c)
            for d, c in book.clauses(game)
            if (document is None or d.id == document) and not c.numbered and c.id.casefold() == low
        ]
    if not found and wanted[-1:] in _LOOKALIKES and wanted[:1].isdigit():
        # 1.2a typed with a Latin letter for the Russian 1.2а (or the other way round)
        found = book.find(wanted[:-1] + _LOOKALIKES[wanted[-1]], game=game, book=document)
    if not found and wanted.casefold() in KEPT_TEXTS:
        found = kept_texts(book, wanted.casefold(), document=document, game=game)
    if len(found) == 1:
        return found[0]
    if found:
        docs = [d.id for d, _ in found]
        raise AmbiguousClauseError(
            f"{wanted}: ambiguous id, in documents {', '.join(docs)}; choose one with --book",
            docs,
        )
    raise ClauseNotFoundError(f"{raw_id}: no such clause{_nearest(book, wanted, game, document)}")


_LOOKALIKES = dict(zip("aceopxyасеорху", "асеорхуaceopxy", strict=True))

#: the text of a document that is in no clause, shown by ``judge show preamble`` / ``contents``
#: / ``furniture``
KEPT_TEXTS = ("preamble", "contents", "furniture")


def kept_texts(
    book: Rulebook, part: str, *, document: str | None = None, game: str | None = None
) -> list[tuple[Document, Clause]]:
    """A document's preamble (the text before its first clause), its table of contents or its
    page furniture, as a clause-shaped record (id ``preamble`` / ``contents`` / ``furniture``,
    unnumbered), for each document that has one."""
    found = []
    for doc in book:
        if (document and doc.id != document) or (game and doc.game != game):
            continue
        text, line = {
            "preamble": (doc.preamble, doc.preamble_line),
            "contents": (doc.contents, doc.contents_line),
            "furniture": (doc.furniture, doc.furniture_line),
        }[part]
        if text:
            found.append((doc, Clause(part, None, text, line, numbered=False)))
    return found


def _nearest(book: Rulebook, wanted: str, game: str | None, document: str | None) -> str:
    return nearest_hint(wanted, clause_ids(book, game, document))


def clause_ids(book: Rulebook, game: str | None = None, document: str | None = None) -> list[str]:
    """Every clause id of the book, or of one game or document, sorted: what ``nearest_hint``
    chooses from."""
    return sorted({c.id for d, c in book.clauses(game) if document is None or d.id == document})


def nearest_hint(wanted: str, ids: list[str]) -> str:
    """`` (nearest: …)``: the ids of ``ids`` (sorted) most like ``wanted``, at most three, best
    first, or an empty string — what ``judge show`` says of an unknown id and ``judge lint`` of
    an unresolved reference no other document of the game has."""
    from rapidfuzz import fuzz, process

    best = process.extract(wanted, ids, scorer=fuzz.ratio, limit=3, score_cutoff=50)
    return f" (nearest: {', '.join(b[0] for b in best)})" if best else ""


def _brief(doc: Document, clause_id: str) -> dict[str, Any]:
    clause = doc.clauses[clause_id]
    return {"id": clause.id, "title": clause.title}


def describe(book: Rulebook, doc: Document, clause: Clause) -> dict[str, Any]:
    """Everything ``judge show`` prints about a clause."""
    refs = []
    for ref in clause.refs:
        entry: dict[str, Any] = {"id": ref.id, "resolved": ref.resolved}
        if ref.resolved:
            entry["title"] = doc.clauses[ref.id].title
        else:
            entry["candidates"] = [
                {"document": other.id, "title": other.clauses[ref.id].title}
                for other in book.candidates(doc, ref.id)
            ]
        refs.append(entry)
    return {
        "id": clause.id,
        "document": doc.id,
        "game": doc.game,
        "language": doc.language,
        "source": doc.source,
        "line": clause.line,
        "title": clause.title,
        "text": clause.text,
        "flags": list(clause.flags),
        "parent": clause.parent,
        "missing_parent": clause.missing_parent,
        "parents": [{"id": p.id, "title": p.title} for p in doc.parent_chain(clause.id)],
        "children": [_brief(doc, c) for c in clause.children],
        "refs": refs,
        "cited_by": [_brief(doc, c) for c in clause.cited_by],
    }


def books(book: Rulebook) -> list[dict[str, Any]]:
    """One row per loaded document."""
    return [
        {**_about(doc), "clauses": len(doc), "unresolved": len(doc.unresolved())} for doc in book
    ]


def _about(doc: Document) -> dict[str, Any]:
    """What ``books`` and ``dump`` say of every document first."""
    return {
        "id": doc.id,
        "game": doc.game,
        "language": doc.language,
        "title": doc.title,
        "edition": doc.edition,
        "source": doc.source,
    }


def dump(book: Rulebook) -> dict[str, Any]:
    """The whole parsed index, as ``judge dump --json`` prints it."""
    return {
        "documents": [
            {
                **_about(doc),
                "preamble": doc.preamble,
                "preamble_line": doc.preamble_line or None,
                "contents": doc.contents,
                "contents_line": doc.contents_line or None,
                "furniture": doc.furniture,
                "furniture_line": doc.furniture_line or None,
                "clauses": [
                    {
                        "id": c.id,
                        "parent": c.parent,
                        "title": c.title,
                        "text": c.text,
                        "refs": [{"id": r.id, "resolved": r.resolved} for r in c.refs],
                        "line": c.line,
                        "flags": list(c.flags),
                        "numbered": c.numbered,
                        "children": list(c.children),
                        "cited_by": list(c.cited_by),
                    }
                    for c in doc
                ],
            }
            for doc in book
        ]
    }
