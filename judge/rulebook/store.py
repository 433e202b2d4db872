"""The cached form of a parsed document: a keyed file read clause by clause.

One file per document (``document-{key}.marshal`` in the cache, ``key`` a hash of the text's
bytes, its metadata and the parsing code). Plain tuples through ``marshal`` (a builtin, several
times faster than unpickling objects), laid out so that a look-up reads only what it needs::

    12 bytes ``JDOC``, the length and the CRC-32 of the header (4 bytes each, little-endian)
    header   marshal of (FORMAT, metadata, clause count, problems span, order span, buckets)
    blobs    the problems; the clause ids in file order; the clauses, in buckets of about
             ``BUCKET`` clauses chosen by a hash of the id (each bucket a marshal'd dict)

``open_document`` reads the header only; ``doc.clauses`` is then a ``ClauseTable`` that reads
the bucket of an id when asked for it, and the whole file only when iterated. ``judge show``
on a book of 200,000 clauses thus reads a few kilobytes. Any fault reading a file raises
``StoreError`` (or is answered by re-parsing the text, for a table given a ``reparse``): a
cache is only a speed-up.
"""

from __future__ import annotations

import marshal
import os
import zlib
from collections.abc import (
    Callable,
    ItemsView,
    Iterator,
    KeysView,
    MutableMapping,
    Sequence,
    ValuesView,
)
from typing import Any

from judge.cache import blake2b
from judge.rulebook.model import Clause, Document, Problem, Ref
from judge.runtime import paused_gc

FORMAT = 5
#: clauses per bucket, on average: a look-up reads and decodes one bucket
BUCKET = 64
_MAGIC = b"JDOC"
_HEAD = 12


class StoreError(ValueError):
    """A stored document that cannot be read (missing, truncated, of another format)."""


def _bucket(clause_id: str, buckets: int) -> int:
    return int.from_bytes(blake2b(clause_id.encode(), digest_size=4).digest(), "little") % buckets


def _row(c: Clause) -> tuple[Any, ...]:
    return (
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


def _clause(row: tuple[Any, ...]) -> Clause:
    cid, title, text, line, parent, refs, flags, numbered, kids, citers, missing = row
    return Clause(
        cid,
        title,
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


def _meta(doc: Document) -> tuple[Any, ...]:
    return (
        doc.id,
        doc.game,
        doc.language,
        doc.title,
        doc.edition,
        doc.source,
        doc.digest,
        doc.guessed_game,
        doc.preamble,
        doc.preamble_line,
        doc.contents,
        doc.contents_line,
        doc.furniture,
        doc.furniture_line,
    )


def pack(doc: Document) -> bytes:
    """A parsed document as the bytes of its store file."""
    clauses = list(doc.clauses.values())
    count = len(clauses)
    buckets = max(1, count // BUCKET)
    grouped: list[dict[str, tuple[Any, ...]]] = [{} for _ in range(buckets)]
    for clause in clauses:
        grouped[_bucket(clause.id, buckets)][clause.id] = _row(clause)
    blobs = [
        marshal.dumps(
            tuple((p.kind, p.clause, p.line, p.message, p.severity) for p in doc.problems)
        ),
        marshal.dumps(tuple(c.id for c in clauses)),
        *(marshal.dumps(group) for group in grouped),
    ]
    spans = []
    offset = 0
    for blob in blobs:
        spans.append((offset, len(blob), zlib.crc32(blob)))
        offset += len(blob)
    header = marshal.dumps((FORMAT, _meta(doc), count, spans[0], spans[1], tuple(spans[2:])))
    head = len(header).to_bytes(4, "little") + zlib.crc32(header).to_bytes(4, "little")
    return _MAGIC + head + header + b"".join(blobs)


def open_document(path: str, reparse: Callable[[], Document] | None = None) -> Document:
    """The document stored at ``path``, its clauses read lazily; raises StoreError when the file
    cannot be read. ``reparse`` builds the document afresh should the file fail later."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            header, start = _header(handle.read(_HEAD), size, handle.read)
    except OSError as exc:
        raise StoreError(str(exc)) from None

    def read(offset: int, size: int) -> bytes:
        with open(path, "rb") as handle:
            handle.seek(start + offset)
            data = handle.read(size)
        if len(data) != size:
            raise StoreError("truncated")
        return data

    return _document(header, ClauseTable(header, read, reparse))


def _header(head: bytes, total: int, read: Callable[[int], bytes]) -> tuple[tuple[Any, ...], int]:
    if len(head) != _HEAD or not head.startswith(_MAGIC):
        raise StoreError("not a stored document")
    size = int.from_bytes(head[4:8], "little")
    if _HEAD + size > total:
        raise StoreError("truncated")
    try:
        data = read(size)
        if zlib.crc32(data) != int.from_bytes(head[8:], "little"):
            raise StoreError("damaged header")
        header = marshal.loads(data)
        if not isinstance(header, tuple) or len(header) != 6 or header[0] != FORMAT:
            raise StoreError("format")
    except (EOFError, ValueError, TypeError) as exc:
        raise StoreError("header") from exc
    return header, _HEAD + size


def _document(header: tuple[Any, ...], table: ClauseTable) -> Document:
    did, game, language, title, edition, source, digest, guessed, *kept = header[1]
    return Document(
        did, game, language, title, edition, source, table, table.problems, digest, guessed, *kept
    )


class ClauseTable(MutableMapping[str, Clause]):
    """A document's clauses by id, in file order, read from its store on demand.

    Behaves as the ``dict`` a freshly parsed document has: ``get``, ``[]`` and ``in`` read one
    bucket; iterating, ``len`` aside, or changing it reads everything once. ``key`` is the
    cache key of the document (for caches derived from it, such as the search index's)."""

    __slots__ = (
        "_read",
        "_spans",
        "_count",
        "_buckets",
        "_loaded",
        "_all",
        "_reparse",
        "_problems_cache",
        "key",
    )

    def __init__(
        self,
        header: tuple[Any, ...] | None,
        read: Callable[[int, int], bytes] | None = None,
        reparse: Callable[[], Document] | None = None,
        *,
        clauses: dict[str, Clause] | None = None,
        key: str = "",
    ) -> None:
        self._read = read
        self._reparse = reparse
        self._loaded: dict[str, Clause | None] = {}
        self._all: dict[str, Clause] | None = clauses
        self._problems_cache: list[Problem] | None = None
        self.key = key
        if header is not None:
            _fmt, _meta_row, self._count, problems, order, self._buckets = header
            self._spans = (problems, order)
        else:
            self._count = len(clauses or {})
            self._buckets = ()
            self._spans = ((0, 0, 0), (0, 0, 0))

    @classmethod
    def of(cls, clauses: MutableMapping[str, Clause], key: str = "") -> ClauseTable:
        """A table over clauses already in memory (a document just parsed)."""
        return cls(None, clauses=clauses if isinstance(clauses, dict) else dict(clauses), key=key)

    # -- reading

    def _blob(self, span: tuple[int, int, int]) -> Any:
        assert self._read is not None
        try:
            with paused_gc():  # thousands of new objects and no cycles (judge.runtime)
                start, size, crc = span
                data = self._read(start, size)
                if zlib.crc32(data) != crc:
                    raise StoreError("damaged entry")
                return marshal.loads(data)
        except (EOFError, ValueError, TypeError, OSError) as exc:
            raise StoreError("entry") from exc

    def _fallback(self) -> dict[str, Clause]:
        """The store failed: parse the text again, when the table knows how."""
        if self._reparse is None:
            raise StoreError("unreadable and no text to parse again")
        doc = self._reparse()
        self._all = dict(doc.clauses.items())
        self._problems_cache = list(doc.problems)
        return self._all

    def _bucket_of(self, clause_id: str) -> Clause | None:
        if clause_id in self._loaded:
            return self._loaded[clause_id]
        if not self._buckets:
            return None
        try:
            rows = self._blob(self._buckets[_bucket(clause_id, len(self._buckets))])
        except StoreError:
            return self._fallback().get(clause_id)
        row = rows.get(clause_id) if isinstance(rows, dict) else None
        found = _clause(row) if row is not None else None
        self._loaded[clause_id] = found
        return found

    def _everything(self) -> dict[str, Clause]:
        if self._all is not None:
            return self._all
        assert self._read is not None
        spans = [self._spans[1], *self._buckets]
        try:
            with paused_gc():  # thousands of new objects and no cycles (judge.runtime)
                clauses = self._read_everything(spans)
        except (StoreError, KeyError, TypeError, ValueError, EOFError, OSError):
            return self._fallback()
        self._all = clauses
        return clauses

    def _read_everything(self, spans: list[tuple[int, int, int]]) -> dict[str, Clause]:
        """Every clause of the file, in file order (raises on any damage)."""
        assert self._read is not None
        data = memoryview(self._read(0, max(start + size for start, size, _ in spans)))
        blobs = []
        for start, size, crc in spans:
            blob = data[start : start + size]
            if zlib.crc32(blob) != crc:
                raise StoreError("damaged entry")
            blobs.append(marshal.loads(blob))
        order = blobs[0]
        rows: dict[str, tuple[Any, ...]] = {}
        for bucket in blobs[1:]:
            rows.update(bucket)
        clauses: dict[str, Clause] = {}
        loaded = self._loaded
        for cid in order:
            known = loaded.get(cid)
            if known is None:
                known = _clause(rows[cid])
            clauses[cid] = known
        return clauses

    @property
    def problems(self) -> StoredProblems:
        return StoredProblems(self)

    def _problems(self) -> list[Problem]:
        if self._problems_cache is not None:
            return self._problems_cache
        if self._read is None:
            self._problems_cache = []
            return self._problems_cache
        try:
            found = [Problem(*p) for p in self._blob(self._spans[0])]
        except (StoreError, TypeError):
            self._fallback()
            return self._problems_cache or []
        self._problems_cache = found
        return found

    # -- the mapping

    def _find(self, clause_id: str) -> Clause | None:
        if self._all is not None:
            return self._all.get(clause_id)
        return self._bucket_of(clause_id)

    def __getitem__(self, clause_id: str) -> Clause:
        found = self._find(clause_id)
        if found is None:
            raise KeyError(clause_id)
        return found

    def get(self, clause_id: str, default: Any = None) -> Any:
        found = self._find(clause_id)
        return default if found is None else found

    def __contains__(self, clause_id: object) -> bool:
        return isinstance(clause_id, str) and self._find(clause_id) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self._everything())

    def __len__(self) -> int:
        return len(self._all) if self._all is not None else self._count

    def keys(self) -> KeysView[str]:
        return self._everything().keys()

    def values(self) -> ValuesView[Clause]:
        return self._everything().values()

    def items(self) -> ItemsView[str, Clause]:
        return self._everything().items()

    def __setitem__(self, clause_id: str, clause: Clause) -> None:
        self._everything()[clause_id] = clause

    def __delitem__(self, clause_id: str) -> None:
        del self._everything()[clause_id]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ClauseTable):
            other = other._everything()
        return isinstance(other, dict) and self._everything() == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._everything())


class StoredProblems(Sequence[Problem]):
    """A stored document's lint problems, read on first use."""

    __slots__ = ("_table",)

    def __init__(self, table: ClauseTable) -> None:
        self._table = table

    def __getitem__(self, index: Any) -> Any:
        return self._table._problems()[index]

    def __len__(self) -> int:
        return len(self._table._problems())

    def __iter__(self) -> Iterator[Problem]:
        return iter(self._table._problems())

    def append(self, problem: Problem) -> None:
        self._table._problems().append(problem)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, StoredProblems):
            other = other._table._problems()
        return isinstance(other, list) and self._table._problems() == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._table._problems())
