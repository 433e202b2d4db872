"""The cached form of a parsed rulebook: plain tuples through ``marshal`` (a builtin, several
times faster than unpickling thousands of objects), turned back into
``judge.rulebook.model`` objects."""

from __future__ import annotations

import gc
import marshal
from typing import Any

from judge.rulebook.model import Clause, Document, Problem, Ref, Rulebook

FORMAT = 3


def pack(book: Rulebook) -> bytes:
    documents = tuple(
        (
            d.id,
            d.game,
            d.language,
            d.title,
            d.edition,
            d.source,
            d.digest,
            d.guessed_game,
            (d.preamble, d.preamble_line, d.contents, d.contents_line),
            tuple((p.kind, p.clause, p.line, p.message, p.severity) for p in d.problems),
            tuple(
                (
                    c.id,
                    c.title,
                    c.text,
                    c.line,
                    c.parent,
                    tuple((r.id, r.resolved) for r in c.refs),
                    tuple(c.flags),
                    c.numbered,
                    tuple(c.children),
                    tuple(c.cited_by),
                    c.missing_parent,
                )
                for c in d.clauses.values()
            ),
        )
        for d in book.documents
    )
    return marshal.dumps((FORMAT, book.digest, documents))


def unpack(data: bytes) -> Rulebook:
    """The inverse of ``pack``; raises ValueError on anything else."""
    enabled = gc.isenabled()
    gc.disable()  # thousands of new objects would otherwise trigger repeated collections
    try:
        fmt, digest, documents = marshal.loads(data)
        if fmt != FORMAT:
            raise ValueError("cache format")
        return Rulebook([_document(d) for d in documents], digest)
    except (EOFError, TypeError) as exc:
        raise ValueError("cache entry") from exc
    finally:
        if enabled:
            gc.enable()


def _document(row: tuple[Any, ...]) -> Document:
    did, game, language, title, edition, source, digest, guessed, kept, problems, clauses = row
    doc = Document(
        did,
        game,
        language,
        title,
        edition,
        source,
        {},
        [Problem(*p) for p in problems],
        digest,
        guessed,
        *kept,
    )
    table = doc.clauses
    for cid, ctitle, text, line, parent, refs, flags, numbered, kids, citers, missing in clauses:
        table[cid] = Clause(
            cid,
            ctitle,
            text,
            line,
            parent,
            [Ref(i, r) for i, r in refs] if refs else [],
            list(flags),
            numbered,
            list(kids),
            list(citers),
            missing,
        )
    return doc
