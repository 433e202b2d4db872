"""Full-text search over the rulebook's clauses: SQLite FTS5 (BM25) over Snowball stems.

    query ──► clause number? (``514 6``, ``п.514.6``, ``34.5.``) ──► that clause first
          ├─► a heading typed whole (``Предварительный этап``) ──► clauses so titled first
          └─► words ──► fold + stem (judge.search.analysis) ──► unknown word? closest index word
                    ──► FTS5 ``MATCH tok1 OR tok2 OR tok1[:5]* …`` ranked by
                        bm25(title ×3, text, context ×0.5)

Each clause is indexed as three columns of stems: its title, its text, and the titles of its
parent chain and its flags' marker words (``context``), so a question about "назначение
защитника" reaches the 514.x clauses under «514. Общие правила назначения защитников». The
index also stores the vocabulary (every folded word of the texts → its stem): a query word found
there needs no stemmer, and a snippet is marked without one. A word the stemmer keeps apart from
the text's forms (``закрывается`` / ``закрытие``) is found by its first letters; a word whose
beginning the index does not know either is a typo, corrected against the vocabulary
(rapidfuzz, imported only for a misspelling not seen before: corrections are cached).

The index is one SQLite database, cached on disk under the rulebook's content hash
(``search-v{INDEX_VERSION}-{digest}.sqlite`` in ``judge.config.cache_dir()``, sealed with a
checksum by ``judge.cache``), written atomically and read into memory read-only; when the cache
cannot be read, is corrupt or cannot be written, the index is built in memory instead.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from judge.rulebook.ids import normalize_id
from judge.rulebook.model import Rulebook
from judge.search import analysis

#: bump when the analysis or the schema changes: cached indexes then rebuild
INDEX_VERSION = "4"
#: the most results a search returns (a larger --limit means "all")
MAX_LIMIT = 1 << 31
#: BM25 weight of each column: title, text, context (the parent chain's titles)
WEIGHTS = (3.0, 1.0, 0.5)
#: length of the word beginning also searched for, for stems of more than this plus one letters
PREFIX = 5
#: a misspelt word is replaced by the closest index word scoring at least this (rapidfuzz ratio)
TYPO_CUTOFF = 75.0
#: words shorter than this are never corrected (too many near neighbours)
TYPO_MIN_LENGTH = 4

_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
CREATE TABLE clause(
    rowid INTEGER PRIMARY KEY, document TEXT, game TEXT, language TEXT,
    id TEXT, title TEXT, text TEXT, line INTEGER, heading TEXT
);
CREATE INDEX clause_id ON clause(id);
CREATE INDEX clause_heading ON clause(heading);
CREATE TABLE vocab(word TEXT PRIMARY KEY, token TEXT, script TEXT) WITHOUT ROWID;
CREATE TABLE token(token TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE fts USING fts5(
    title, text, context, content='', columnsize=1, detail='full',
    tokenize='unicode61 remove_diacritics 0'
);
"""


@lru_cache(maxsize=1)
def _id_in_text() -> re.Pattern[str]:
    """An id-like number inside a longer query: dotted (514.6, 34.10., 702.19b) or behind a
    marker."""
    return re.compile(
        r"(?:(?<![\w.])(?:пп?|пункт[а-яё]*|см|lásd|ld|§|rule)\.?\s*"
        r"(\d{1,4}(?:(?:\.\d{1,4})+(?-i:[a-zа-яё])?)?)"
        r"|(?<![\w.])(\d{1,4}(?:\.\d{1,4})+(?-i:[a-zа-яё])?))\.?(?![\w])",
        re.IGNORECASE,
    )


class Hit(NamedTuple):
    """One search result: a clause, its document, its score and a snippet around the matches."""

    id: str
    document: str
    game: str
    title: str | None
    score: float
    #: the snippet as segments of text, each with whether it is a matched word
    parts: tuple[tuple[str, bool], ...]
    line: int = 0

    def snippet(self, mark: tuple[str, str] = ("[", "]")) -> str:
        """The snippet with matched words between ``mark`` (``[…]``; bold escapes on a tty)."""
        return "".join(f"{mark[0]}{s}{mark[1]}" if hit else s for s, hit in self.parts)


class Query(NamedTuple):
    """A query as the index understood it: clause ids named, and the tokens searched for."""

    ids: tuple[str, ...]
    tokens: tuple[str, ...]
    #: misspelt words and what they were read as (``сущиство`` → ``существо``)
    corrections: tuple[tuple[str, str], ...] = ()
    #: the whole query as a heading (``Предварительный этап``): a clause so titled comes first
    heading: str = ""


# ------------------------------------------------------------------------------------ building


#: a clause's flags are found by the marker words the texts use for them
FLAG_WORDS = {("supplement", "hu"): "Kiegészítés", ("supplement", "ru"): "Дополнение"}


def heading_key(text: str) -> str:
    """A heading as typed by anyone: folded, single-spaced, without the final period."""
    return " ".join(analysis.fold(text).split()).rstrip(".").strip()


def _rows(rulebook: Rulebook) -> Iterable[tuple[Any, ...]]:
    for doc in rulebook:
        for clause in doc:
            chain = [c.title for c in doc.parent_chain(clause.id) if c.title]
            chain += [FLAG_WORDS.get((flag, doc.language), flag) for flag in clause.flags]
            yield doc.id, doc.game, doc.language, clause, chain


def build(rulebook: Rulebook, path: str = ":memory:") -> sqlite3.Connection:
    """A fresh index database of every clause of ``rulebook`` (in memory unless ``path``)."""
    conn = sqlite3.connect(path)
    conn.executescript(_SCHEMA)
    vocab: dict[str, tuple[str, str]] = {}  # folded word → (token, script)
    seen: dict[tuple[str, str], str | None] = {}  # (word, language) → token; None: stop word
    clause_rows, fts_rows = [], []
    for rowid, (doc_id, game, language, clause, chain) in enumerate(_rows(rulebook), start=1):
        title = clause.title or ""
        columns = []
        for text in (title, clause.text, " ".join(chain)):
            stems = []
            for word in analysis.words(text):
                token = seen.get((word, language), "")
                if token == "":
                    token = seen[word, language] = analysis.token_of(word, language)
                    if token is not None:
                        vocab.setdefault(analysis.fold(word), (token, analysis.script(word)))
                if token is not None:
                    stems.append(token)
            columns.append(" ".join(stems))
        clause_rows.append(
            (
                rowid,
                doc_id,
                game,
                language,
                clause.id,
                clause.title,
                clause.text,
                clause.line,
                heading_key(clause.title) if clause.title else None,
            )
        )
        fts_rows.append((rowid, *columns))
    conn.executemany("INSERT INTO clause VALUES (?,?,?,?,?,?,?,?,?)", clause_rows)
    conn.executemany("INSERT INTO fts(rowid, title, text, context) VALUES (?,?,?,?)", fts_rows)
    conn.executemany("INSERT INTO vocab VALUES (?,?,?)", ((w, t, s) for w, (t, s) in vocab.items()))
    conn.executemany("INSERT OR IGNORE INTO token VALUES (?)", ((t,) for t, _ in vocab.values()))
    conn.executemany(
        "INSERT INTO meta VALUES (?,?)",
        [("version", INDEX_VERSION), ("digest", rulebook.digest)],
    )
    conn.execute("INSERT INTO fts(fts) VALUES ('optimize')")
    conn.commit()
    return conn


def cache_path(rulebook: Rulebook) -> Path | None:
    """Where the index of this rulebook is cached, or None when caching is off."""
    from judge.config import cache_dir

    root = cache_dir()
    if root is None or not rulebook.digest:
        return None
    return root / _cache_name(rulebook)


def _cache_name(rulebook: Rulebook) -> str:
    return f"search-v{INDEX_VERSION}-{rulebook.digest[:32]}.sqlite"


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


def connect(rulebook: Rulebook) -> sqlite3.Connection:
    """The index of ``rulebook``: from the on-disk cache when there, else built (and cached)."""
    from judge import cache

    path = cache_path(rulebook)
    if path is not None:
        digest = rulebook.digest
        conn = cache.load(_cache_name(rulebook), lambda data: _open_cached(data, digest))
        if conn is not None:
            return conn
    conn = build(rulebook)
    if path is not None:
        cache.write(_cache_name(rulebook), conn.serialize())
    return conn


# ------------------------------------------------------------------------------------ searching


class SearchIndex:
    """An open index: parse queries against its vocabulary and rank clauses."""

    def __init__(self, conn: sqlite3.Connection, digest: str = ""):
        self.conn = conn
        self.digest = digest
        self._vocab: dict[str, list[tuple[str, str]]] | None = None
        self._typos: dict[str, tuple[str, str] | None] | None = None

    @classmethod
    def of(cls, rulebook: Rulebook) -> SearchIndex:
        """The index of ``rulebook``, opened once per process and per content hash (a rulebook
        built by hand, with no digest, is indexed afresh each time)."""
        if not rulebook.digest:
            return cls(build(rulebook))
        index = _OPEN.get(rulebook.digest)
        if index is None:
            index = _OPEN[rulebook.digest] = cls(connect(rulebook), rulebook.digest)
        return index

    # -- query parsing

    def parse(self, text: str) -> Query:
        """The clause ids a query names and the index tokens its words stand for."""
        whole = normalize_id(text)
        if whole is not None:
            return Query(ids=(whole,), tokens=())
        ids: tuple[str, ...] = ()
        if any(ch.isdigit() for ch in text):
            ids = tuple(dict.fromkeys(a or b for a, b in _id_in_text().findall(text)))
            text = _id_in_text().sub(" ", text)
        language = analysis.detect_language(text)
        tokens: list[str] = []
        corrections: list[tuple[str, str]] = []
        for word in analysis.words(text):
            folded = analysis.fold(word)
            if folded in analysis.STOP_WORDS:
                continue
            token = self._known(folded)
            if token is None:
                token = analysis.stem(folded, analysis.language_for(word, language))
                if (
                    not self._has_token(token)
                    and not self._has_prefix(token)
                    and len(folded) >= TYPO_MIN_LENGTH
                ):
                    fixed = self._correct(folded, token, analysis.script(word))
                    if fixed is not None:
                        corrections.append((word, fixed[0]))
                        token = fixed[1]
            if token not in tokens:
                tokens.append(token)
        return Query(
            ids=ids, tokens=tuple(tokens), corrections=tuple(corrections), heading=heading_key(text)
        )

    def _known(self, folded: str) -> str | None:
        row = self.conn.execute("SELECT token FROM vocab WHERE word = ?", (folded,)).fetchone()
        return row[0] if row else None

    def _has_token(self, token: str) -> bool:
        row = self.conn.execute("SELECT 1 FROM token WHERE token = ?", (token,)).fetchone()
        return row is not None

    def _has_prefix(self, token: str) -> bool:
        """Whether the index has a word beginning as this one does (another form of the same
        word, which the prefix search finds: no typo to correct)."""
        if len(token) <= PREFIX + 1 or not token.isalpha():
            return False
        start = token[:PREFIX]
        row = self.conn.execute(
            "SELECT 1 FROM token WHERE token >= ? AND token < ? LIMIT 1", (start, start + "\uffff")
        ).fetchone()
        return row is not None

    def _correct(self, folded: str, stem: str, script: str) -> tuple[str, str] | None:
        """The index word closest to a misspelt one (a correction is computed once per
        rulebook and misspelling, then kept in the cache beside the index)."""
        import marshal

        from judge import cache

        name = f"typos-v{INDEX_VERSION}-{self.digest[:32]}.marshal"
        if self._typos is None:
            stored = cache.load(name, _unpack_typos) if self.digest else None
            self._typos = stored or {}
        key = f"{script}:{folded}"
        if key in self._typos:
            return self._typos[key]
        fixed = self._closest(folded, stem, script)
        self._typos[key] = fixed
        if self.digest:
            cache.write(name, marshal.dumps(self._typos))
        return fixed

    def _closest(self, folded: str, stem: str, script: str) -> tuple[str, str] | None:
        """The index word closest to a misspelt one, compared as words and as stems."""
        from rapidfuzz import fuzz, process  # only a new misspelling pays for this import

        if self._vocab is None:
            self._vocab = {}
            for word, token, kind in self.conn.execute("SELECT word, token, script FROM vocab"):
                self._vocab.setdefault(kind, []).append((word, token))
        entries = self._vocab.get(script, [])
        if not entries:
            return None
        best_word = process.extractOne(
            folded, [w for w, _ in entries], scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF
        )
        best_stem = process.extractOne(
            stem, [t for _, t in entries], scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF
        )
        candidates = [b for b in (best_word, best_stem) if b is not None]
        if not candidates:
            return None
        _, _, position = max(candidates, key=lambda b: b[1])
        return entries[position]

    # -- ranking

    def search(self, text: str, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        """Clauses for a query, best first: named clause numbers, then BM25 over stems."""
        query = self.parse(text)
        return self.run(query, game=game, limit=limit)

    def run(self, query: Query, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        limit = min(limit, MAX_LIMIT)  # SQLite's LIMIT is a 64-bit integer
        rows: list[tuple[Any, ...]] = []
        seen: set[int] = set()
        text_rows = self._ranked(query.tokens, game, limit) if query.tokens else []
        top = text_rows[0][-1] if text_rows else 0.0
        named = [r for i in query.ids for r in self._where("id", i, game)]
        if query.heading:
            named += self._where("heading", query.heading, game)
        for row in named:
            if row[0] not in seen:
                seen.add(row[0])
                rows.append((*row, round(top + 1.0, 3)))
        if query.ids and not query.tokens:
            for row in self._descendants(query.ids, game, limit):
                if row[0] not in seen:
                    seen.add(row[0])
                    rows.append((*row, 0.5))
        for row in text_rows:
            if row[0] not in seen:
                seen.add(row[0])
                rows.append(row)
        rows = rows[:limit]
        wanted = set(query.tokens)
        tokens = self._tokens_of(row[6] or row[5] or "" for row in rows) if wanted else {}
        return [self._hit(row, wanted, tokens) for row in rows]

    def _tokens_of(self, texts: Iterable[str]) -> dict[str, str]:
        """The index token of every word of ``texts`` (folded word → token), from the vocabulary:
        marking a snippet needs no stemming."""
        folded = list({analysis.fold(w) for text in texts for w in analysis.words(text)})
        found: dict[str, str] = {}
        for start in range(0, len(folded), 500):
            chunk = folded[start : start + 500]
            marks = ",".join("?" * len(chunk))
            sql = f"SELECT word, token FROM vocab WHERE word IN ({marks})"
            found.update(self.conn.execute(sql, chunk).fetchall())
        return found

    _COLUMNS = "c.rowid, c.id, c.document, c.game, c.language, c.title, c.text, c.line"

    def _where(self, column: str, value: str, game: str | None) -> list[tuple[Any, ...]]:
        """Clauses whose ``id`` or ``heading`` (column) is exactly ``value``, in text order."""
        sql = f"SELECT {self._COLUMNS} FROM clause c WHERE c.{column} = ?"
        params: list[Any] = [value]
        if game:
            sql += " AND c.game = ?"
            params.append(game)
        return self.conn.execute(sql + " ORDER BY c.rowid", params).fetchall()

    def _descendants(
        self, ids: Iterable[str], game: str | None, limit: int
    ) -> list[tuple[Any, ...]]:
        found: list[tuple[Any, ...]] = []
        for clause_id in ids:
            sql = f"SELECT {self._COLUMNS} FROM clause c WHERE c.id >= ? AND c.id < ?"
            params: list[Any] = [clause_id + ".", clause_id + "/"]  # '/' sorts right after '.'
            if game:
                sql += " AND c.game = ?"
                params.append(game)
            found += self.conn.execute(sql + " ORDER BY c.rowid LIMIT ?", [*params, limit])
        return found

    def _ranked(self, tokens: Iterable[str], game: str | None, limit: int) -> list[tuple[Any, ...]]:
        terms = ['"' + t.replace('"', '""') + '"' for t in tokens]
        # a shared beginning catches forms the stemmer keeps apart (закрывается / закрытие)
        terms += [
            '"' + t[:PREFIX].replace('"', '""') + '"*'
            for t in tokens
            if len(t) > PREFIX + 1 and t.isalpha()
        ]
        match = " OR ".join(terms)
        weights = ", ".join(str(w) for w in WEIGHTS)
        sql = (
            f"SELECT {self._COLUMNS}, -bm25(fts, {weights}) AS score"
            " FROM fts JOIN clause c ON c.rowid = fts.rowid WHERE fts MATCH ?"
        )
        params: list[Any] = [match]
        if game:
            sql += " AND c.game = ?"
            params.append(game)
        sql += " ORDER BY score DESC, c.rowid LIMIT ?"
        params.append(limit)
        return [(*r[:-1], round(r[-1], 3)) for r in self.conn.execute(sql, params)]

    def _hit(self, row: tuple[Any, ...], wanted: set[str], tokens: dict[str, str]) -> Hit:
        _, clause_id, document, game, _language, title, text, line, score = row
        return Hit(
            id=clause_id,
            document=document,
            game=game,
            title=title,
            score=score,
            parts=snippet_parts(text or title or "", wanted, tokens),
            line=line,
        )


_OPEN: dict[str, SearchIndex] = {}


def _unpack_typos(data: bytes) -> dict[str, tuple[str, str] | None]:
    """The cached corrections, their shape checked (anything else raises: rebuilt)."""
    import marshal

    typos = marshal.loads(data)
    if not isinstance(typos, dict):
        raise ValueError("not a typo table")
    for key, fixed in typos.items():
        if not isinstance(key, str) or not (
            fixed is None
            or (
                isinstance(fixed, tuple)
                and len(fixed) == 2
                and all(isinstance(x, str) for x in fixed)
            )
        ):
            raise ValueError("not a typo table")
    return typos


def search(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> list[Hit]:
    """Clauses of ``rulebook`` matching ``query`` (any word form, typos, loose clause numbers)."""
    return search_query(rulebook, query, game=game, limit=limit)[1]


def search_query(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> tuple[Query, list[Hit]]:
    """As ``search``, with the query as understood (ids, tokens, corrected words)."""
    if game is not None and game not in rulebook.games():
        from judge.errors import UsageError
        from judge.yamlnodes import did_you_mean

        games = rulebook.games()
        hint = did_you_mean(game, games).strip().strip("()")
        raise UsageError(
            f"--game: no game '{game}' in the loaded rulebook "
            f"(allowed: {', '.join(games)}{'; ' + hint if hint else ''})"
        )
    index = SearchIndex.of(rulebook)
    parsed = index.parse(query)
    return parsed, index.run(parsed, game=game, limit=limit)


# ------------------------------------------------------------------------------------ snippets

SNIPPET_CHARS = 160


def snippet_parts(
    text: str, wanted: set[str], tokens: dict[str, str], width: int = SNIPPET_CHARS
) -> tuple[tuple[str, bool], ...]:
    """A window of ``text`` around its densest run of matched words, cut into segments marked
    where a word's token (``tokens``: folded word → token) is one of ``wanted`` or begins as a
    long one of them does (the prefix search's matches)."""
    text = " ".join(text.split())
    starts = tuple(t[:PREFIX] for t in wanted if len(t) > PREFIX + 1 and t.isalpha())

    def matched(word: str) -> bool:
        token = tokens.get(analysis.fold(word))
        return token is not None and (token in wanted or token.startswith(starts))

    spans = [(start, end) for start, end, word in analysis.word_spans(text) if matched(word)]
    begin = 0
    if spans and len(text) > width:
        lead = width // 6  # context shown before the first match
        best = max(
            range(len(spans)),
            key=lambda i: (sum(1 for _, e in spans[i:] if e <= spans[i][0] + width - lead), -i),
        )
        begin = max(0, spans[best][0] - lead)
        if begin:
            space = text.find(" ", begin)
            begin = space + 1 if 0 <= space < spans[best][0] else begin
    end = min(len(text), begin + width)
    if end < len(text):
        space = text.rfind(" ", begin, end)
        end = space if space > begin else end
    parts: list[tuple[str, bool]] = [("…", False)] if begin else []
    cursor = begin
    for start, stop in spans:
        if start < begin or stop > end:
            continue
        if start > cursor:
            parts.append((text[cursor:start], False))
        parts.append((text[start:stop], True))
        cursor = stop
    if cursor < end:
        parts.append((text[cursor:end], False))
    if end < len(text):
        parts.append(("…", False))
    return tuple(parts)
