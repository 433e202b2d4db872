"""Building the search index: documents analysed into segments (their clauses' stems, cached per
document), the SQLite database made of them, and its cache on disk.

Each clause is indexed as three columns of stems: its title, its text, and the titles of its
parent chain and its flags' marker words (``context``), so a question about "назначение
защитника" reaches the 514.x clauses under «514. Общие правила назначения защитников». The
index also stores the vocabulary (every folded word of the texts → its stem): a query word found
there needs no stemmer, and a snippet is marked without one.

The index is one SQLite database, cached on disk under the rulebook's content hash
(``judge.cache.SEARCH``, sealed with a checksum), written atomically and read into memory
read-only, or, when large (``IN_PLACE_BYTES``), opened read-only where it lies; when the cache
cannot be read, is corrupt or cannot be written, the index is built in memory instead.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from judge import cache, progress
from judge.rulebook.model import Document, Rulebook
from judge.search import analysis

#: the version an index records in its ``meta`` table: that of its kind of cache entry (bump
#: ``judge.cache.SEARCH`` when the schema changes; a change to the analysis code rebuilds the
#: index anyway, as the code is in the entry's key)
INDEX_VERSION = str(cache.SEARCH.version)

_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
CREATE TABLE clause(
    rowid INTEGER PRIMARY KEY, document TEXT, game TEXT, language TEXT,
    id TEXT, title TEXT, text TEXT, line INTEGER, heading TEXT, tokens TEXT
);
CREATE INDEX clause_id ON clause(id);
CREATE INDEX clause_heading ON clause(heading);
CREATE TABLE vocab(word TEXT PRIMARY KEY, token TEXT, script TEXT) WITHOUT ROWID;
CREATE TABLE token(token TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE fts USING fts5(
    title, text, context, content='', columnsize=1, detail='full',
    tokenize='unicode61 remove_diacritics 0'
);
CREATE VIRTUAL TABLE fts_df USING fts5vocab(fts, 'row');
"""

#: a clause's flags are found by the marker words the texts use for them
FLAG_WORDS = {("supplement", "hu"): "Kiegészítés", ("supplement", "ru"): "Дополнение"}

#: what the last ``build`` did: documents analysed afresh, documents whose analysis was cached
LAST_BUILD = {"analysed": 0, "reused": 0}

#: one clause as indexed: id, title, text, line, heading key, and the three columns of stems
Row = tuple[str, str | None, str, int, str | None, str, str, str]
#: one document's analysis: its rows, and its vocabulary (folded word, token, script) in the
#: order the words first occur
Segment = tuple[list[Row], list[tuple[str, str, str]]]


def analyse(doc: Document) -> Segment:
    """Stem one document's clauses into index rows and collect its vocabulary (the costly part
    of indexing, done once per document and cached with it)."""
    language = doc.language
    seen: dict[str, str | None] = {}  # word → token; None: stop word
    vocab: dict[str, tuple[str, str]] = {}  # folded word → (token, script)
    rows: list[Row] = []
    for clause in doc:
        chain = [c.title for c in doc.parent_chain(clause.id) if c.title]
        chain += [FLAG_WORDS.get((flag, language), flag) for flag in clause.flags]
        columns = []
        for text in (clause.title or "", clause.text, " ".join(chain)):
            stems = []
            for word in analysis.words(text):
                token = seen.get(word, "")
                if token == "":
                    token = seen[word] = analysis.token_of(word, language)
                    if token is not None:
                        vocab.setdefault(analysis.fold(word), (token, analysis.script(word)))
                if token is not None:
                    stems.append(token)
            columns.append(" ".join(stems))
        heading = analysis.heading_key(clause.title) if clause.title else None
        rows.append((clause.id, clause.title, clause.text, clause.line, heading, *columns))  # type: ignore[arg-type]
    return rows, [(w, t, s) for w, (t, s) in vocab.items()]


def _segment(doc: Document) -> Segment:
    """``analyse(doc)``, from the cache when the document has a cache key (a loaded document)."""
    import marshal

    key = getattr(doc.clauses, "key", "")
    entry = cache.entry(cache.SEGMENT, key, book=key) if key else None
    stored = cache.load(entry, _unpack_segment) if entry else None
    if stored is not None:
        LAST_BUILD["reused"] += 1
        return stored
    segment = analyse(doc)
    LAST_BUILD["analysed"] += 1
    if entry:
        cache.store(entry, marshal.dumps(segment))
    return segment


def _unpack_segment(data: bytes) -> Segment:
    """A stored segment, its shape checked (anything else raises: it is analysed again)."""
    import marshal

    rows, vocab = marshal.loads(data)
    if not isinstance(rows, list) or not isinstance(vocab, list):
        raise ValueError("not a segment")
    return rows, vocab


def build(rulebook: Rulebook, path: str = ":memory:") -> sqlite3.Connection:
    """A fresh index database of every clause of ``rulebook`` (in memory unless ``path``).
    Each document's analysis comes from its cache entry when it has one, so after an edit to
    one text only that text is stemmed again."""
    LAST_BUILD.update(analysed=0, reused=0)
    conn = sqlite3.connect(path)
    conn.executescript(_SCHEMA)
    vocab: dict[str, tuple[str, str]] = {}  # folded word → (token, script), first seen first
    clause_rows, fts_rows = [], []
    rowid = 0
    for doc in rulebook:
        rows, words = _segment(doc)
        for clause_id, title, text, line, heading, *columns in rows:
            rowid += 1
            clause_rows.append(
                (
                    rowid,
                    doc.id,
                    doc.game,
                    doc.language,
                    clause_id,
                    title,
                    text,
                    line,
                    heading,
                    "\n".join(columns),  # .split() as one list; split("\n") by column
                )
            )
            fts_rows.append((rowid, *columns))
        for word, token, script in words:
            vocab.setdefault(word, (token, script))
    conn.executemany("INSERT INTO clause VALUES (?,?,?,?,?,?,?,?,?,?)", clause_rows)
    conn.executemany("INSERT INTO fts(rowid, title, text, context) VALUES (?,?,?,?)", fts_rows)
    conn.executemany("INSERT INTO vocab VALUES (?,?,?)", ((w, t, s) for w, (t, s) in vocab.items()))
    conn.executemany("INSERT OR IGNORE INTO token VALUES (?)", ((t,) for t, _ in vocab.values()))
    conn.executemany(
        "INSERT INTO meta VALUES (?,?)",
        [
            ("version", INDEX_VERSION),
            ("digest", rulebook.digest),
            ("clauses", str(len(clause_rows))),
        ],
    )
    conn.execute("INSERT INTO fts(fts) VALUES ('optimize')")
    conn.commit()
    return conn


def cache_path(rulebook: Rulebook) -> Path | None:
    """Where the index of this rulebook is cached, or None when caching is off."""
    return cache.where(_cache_entry(rulebook)) if rulebook.digest else None


def _cache_entry(rulebook: Rulebook) -> cache.Entry:
    return cache.entry(cache.SEARCH, rulebook.digest, book=rulebook.digest)


def _open_cached(data: bytes, digest: str) -> sqlite3.Connection:
    """A cached index read into memory (no file name reaches SQLite, so no URI to escape), its
    meta checked; raises on anything else (``judge.cache.load`` then discards the entry)."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.deserialize(data)
        meta = dict(conn.execute("SELECT key, value FROM meta"))
        if meta.get("version") != INDEX_VERSION or meta.get("digest") != digest:
            raise ValueError("another index")
        conn.execute("PRAGMA query_only = 1")
    except BaseException:
        conn.close()
        raise
    return conn


def _open_in_place(entry: cache.Entry, digest: str) -> sqlite3.Connection | None:
    """A large cached index opened where it lies, read-only (SQLite reads the pages a query
    needs: memory does not grow with the book), once ``judge.cache`` has its checksum checked
    (or remembered as checked for the file as it is); None when it cannot be used."""
    import os

    checked = cache.checked_in_place(entry)
    if checked is None:
        return None
    where = os.path.abspath(checked[0])
    # in a URI, '%', '?' and '#' of the folder name would be read as escapes, query and fragment
    for char, escape in (("%", "%25"), ("?", "%3F"), ("#", "%23")):
        where = where.replace(char, escape)
    conn: sqlite3.Connection | None = None
    try:
        conn = sqlite3.connect(f"file://{where}?mode=ro&immutable=1", uri=True)
        meta = dict(conn.execute("SELECT key, value FROM meta"))
        if meta.get("version") != INDEX_VERSION or meta.get("digest") != digest:
            raise ValueError("another index")
        conn.execute("PRAGMA query_only = 1")
    except (sqlite3.Error, ValueError):
        if conn is not None:
            conn.close()
        cache.discard(entry)
        return None
    return conn


#: a cached index at least this large is opened in place rather than read into memory (the
#: bundled rulebook's is well under a megabyte; a 10 MB book's, about 30 MB)
IN_PLACE_BYTES = 16 << 20


def connect(rulebook: Rulebook) -> sqlite3.Connection:
    """The index of ``rulebook``: from the on-disk cache when there, else built (and cached)."""
    import os

    path = cache_path(rulebook)
    if path is not None:
        digest = rulebook.digest
        entry = _cache_entry(rulebook)
        try:
            large = os.stat(path).st_size >= IN_PLACE_BYTES
        except OSError:
            large = False
        conn = _open_in_place(entry, digest) if large else None
        if conn is None:
            conn = cache.load(entry, lambda data: _open_cached(data, digest))
        if conn is not None:
            return conn
    with progress.status("building the search index"):
        conn = build(rulebook)
    if path is not None:
        cache.store(_cache_entry(rulebook), conn.serialize())
    return conn


def rows_in(conn: sqlite3.Connection, sql: str, values: list[str]) -> list[Any]:
    """Rows of ``sql`` ending in ``IN``, for every value (in chunks SQLite accepts)."""
    rows: list[Any] = []
    for start in range(0, len(values), 500):
        chunk = values[start : start + 500]
        rows += conn.execute(f"{sql} ({','.join('?' * len(chunk))})", chunk).fetchall()
    return rows
