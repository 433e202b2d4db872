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

On a large book (``BEST_OF_FEW_CLAUSES``) FTS5 scores only the matches that may rank: a floor
for the last score wanted comes from the clauses having every word, and a clause whose words
cannot add up to it is never scored (``SearchIndex._best_of_few``: the same rows and scores as
the full ranking, which is used whenever the shortcut would not pay).

The index is one SQLite database, cached on disk under the rulebook's content hash
(``search-v{INDEX_VERSION}-{digest}.sqlite`` in ``judge.config.cache_dir()``, sealed with a
checksum by ``judge.cache``), written atomically and read into memory read-only, or, when
large (``IN_PLACE_BYTES``), opened read-only where it lies; when the cache cannot be read, is
corrupt or cannot be written, the index is built in memory instead.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from judge.rulebook.ids import normalize_id
from judge.rulebook.model import Document, Rulebook
from judge.search import analysis

if TYPE_CHECKING:
    from judge.search.terms import Expansions

#: bump when the analysis or the schema changes: cached indexes then rebuild
INDEX_VERSION = "9"
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
#: a word whose beginning the index knows (another form, found by the prefix search) is still
#: corrected when the closest index stem is at least this close: ``перенапрвление``
TYPO_STRONG = 90.0
#: share of the query (its words weighted by rarity, after expansion) the best clause must cover
#: for the search to count as an answer (``matched``)
MATCH_COVERAGE = 0.4
#: extra rows ranked beyond the limit, so that a heading can be put after its clauses
RERANK_EXTRA = 5
#: text hits are ranked by BM25 × (this + the share of the query they cover)
COVERAGE_BIAS = 1.0
#: the constants of FTS5's bm25()
BM25_K1 = 1.2
BM25_B = 0.75
#: an index of at least this many clauses has FTS5 score only the matches that may rank
#: (``SearchIndex._best_of_few``); below it, every match is scored (a few milliseconds)
BEST_OF_FEW_CLAUSES = 20_000
#: ... and whose commonest phrase is in at least this many clauses (FTS5 scores some 20,000
#: matches in the time the shortcut costs)
BEST_OF_FEW_MATCHES = 20_000
#: ... for queries of at most this many phrases, asking for at most this many results, whose
#: candidates are described by at most this many sets of phrases
BEST_OF_FEW_PHRASES = 10
BEST_OF_FEW_LIMIT = 100
BEST_OF_FEW_SETS = 16
#: the most clauses having every word of the query scored to find the floor
BEST_OF_FEW_SEED = 200
#: the candidates are scored apart only while fewer than this share of the commonest phrase's
#: clauses (else every match is scored)
BEST_OF_FEW_SHARE = 0.5

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
    #: the share of the query this clause covers (words weighted by rarity)
    coverage: float = 1.0

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
    #: per query word (or run of words that is a variant of a game term), the ways it may be
    #: found: each a run of tokens that must all be in a clause
    groups: tuple[tuple[tuple[str, ...], ...], ...] = ()
    #: Latin words read as transliterated Russian (``zashchitnik`` → ``защитник``)
    readings: tuple[tuple[str, str], ...] = ()
    #: runs of words that are variants of a game term (``летун`` → ``летающее существо``)
    expanded: tuple[tuple[str, str], ...] = ()
    #: tokens only a game term brought in (searched as they are, without their beginning)
    exact: tuple[str, ...] = ()

    def notes(self) -> list[str]:
        """How the query was read, one line each, for the text output."""
        lines = [f"(read '{word}' as '{reading}')" for word, reading in self.readings]
        lines += [f"('{words}' means '{term}' here)" for words, term in self.expanded]
        lines += [
            f"(no exact match for '{word}'; closest: '{near}')" for word, near in self.corrections
        ]
        return lines


# ------------------------------------------------------------------------------------ building


#: a clause's flags are found by the marker words the texts use for them
FLAG_WORDS = {("supplement", "hu"): "Kiegészítés", ("supplement", "ru"): "Дополнение"}


def heading_key(text: str) -> str:
    """A heading as typed by anyone: folded, single-spaced, without the final period."""
    return " ".join(analysis.fold(text).split()).rstrip(".").strip()


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
        heading = heading_key(clause.title) if clause.title else None
        rows.append((clause.id, clause.title, clause.text, clause.line, heading, *columns))  # type: ignore[arg-type]
    return rows, [(w, t, s) for w, (t, s) in vocab.items()]


def _segment(doc: Document) -> Segment:
    """``analyse(doc)``, from the cache when the document has a cache key (a loaded document)."""
    import marshal

    from judge import cache

    key = getattr(doc.clauses, "key", "")
    name = f"segment-v{INDEX_VERSION}-{key}.marshal" if key else ""
    stored = cache.read(name) if name else None
    if stored is not None:
        try:
            rows, vocab = marshal.loads(stored)
            if isinstance(rows, list) and isinstance(vocab, list):
                LAST_BUILD["reused"] += 1
                return rows, vocab
        except (ValueError, EOFError, TypeError):
            pass
    segment = analyse(doc)
    LAST_BUILD["analysed"] += 1
    if name:
        cache.write(name, marshal.dumps(segment))
    return segment


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


def _open_in_place(name: str, digest: str) -> sqlite3.Connection | None:
    """A large cached index opened where it lies, read-only (SQLite reads the pages a query
    needs: memory does not grow with the book), once ``judge.cache`` has its checksum checked
    (or remembered as checked for the file as it is); None when it cannot be used."""
    import os

    from judge import cache

    checked = cache.checked_in_place(name)
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
        cache.discard(name)
        return None
    return conn


#: a cached index at least this large is opened in place rather than read into memory (the
#: bundled rulebook's is well under a megabyte; a 10 MB book's, about 30 MB)
IN_PLACE_BYTES = 16 << 20


def connect(rulebook: Rulebook) -> sqlite3.Connection:
    """The index of ``rulebook``: from the on-disk cache when there, else built (and cached)."""
    import os

    from judge import cache

    path = cache_path(rulebook)
    if path is not None:
        digest = rulebook.digest
        name = _cache_name(rulebook)
        try:
            large = os.stat(path).st_size >= IN_PLACE_BYTES
        except OSError:
            large = False
        conn = _open_in_place(name, digest) if large else None
        if conn is None:
            conn = cache.load(name, lambda data: _open_cached(data, digest))
        if conn is not None:
            return conn
    conn = build(rulebook)
    if path is not None:
        cache.write(_cache_name(rulebook), conn.serialize())
    return conn


# ------------------------------------------------------------------------------------ searching


class SearchIndex:
    """An open index: parse queries against its vocabulary and rank clauses."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        digest: str = "",
        expansions: Expansions | None = None,
        games: Iterable[str] | None = None,
    ):
        """An index over ``conn``; a term's variants come from ``expansions``, or are read
        from the terms files of ``games`` when first needed (a clause number needs none)."""
        self.conn = conn
        self.digest = digest
        self._expansions = expansions
        self._games = tuple(games) if games is not None else ()
        self._vocab: dict[str, list[tuple[str, str]]] | None = None
        self._typos: dict[str, tuple[str, str, float] | None] | None = None
        self._clauses: int | None = None
        self._clause_tokens: dict[int, str] = {}  # rowid → its tokens, as last ranked
        self._dfs: dict[str, int] = {}
        self._word_tokens: dict[str, str] = {}  # folded word → token ("" when none), as read

    @classmethod
    def of(cls, rulebook: Rulebook) -> SearchIndex:
        """The index of ``rulebook``, opened once per process and per content hash (a rulebook
        built by hand, with no digest, is indexed afresh each time), with the vocabulary of its
        games' terms files."""
        if not rulebook.digest:
            return cls(build(rulebook), games=rulebook.games())
        index = _OPEN.get(rulebook.digest)
        if index is None:
            if not _OPEN:
                import atexit

                atexit.register(close_all)
            index = _OPEN[rulebook.digest] = cls(
                connect(rulebook), rulebook.digest, games=rulebook.games()
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
        if self._expansions is None:
            from judge.search.terms import Expansions, expansions

            self._expansions = expansions(self._games) if self._games else Expansions()
        return self._expansions

    # -- query parsing

    def parse(self, text: str) -> Query:
        """The clause ids a query names and the index tokens its words stand for: each word as
        the index knows it, a Latin word read as transliterated Russian, a misspelt word as the
        closest index word, and a run of words that is a game term's variant as the term too."""
        whole = normalize_id(text)
        if whole is not None:
            return Query(ids=(whole,), tokens=())
        ids: tuple[str, ...] = ()
        if any(ch.isdigit() for ch in text):
            ids = tuple(dict.fromkeys(a or b for a, b in _id_in_text().findall(text)))
            text = _id_in_text().sub(" ", text)
        language = analysis.detect_language(text)
        found: list[tuple[str, list[str]]] = []  # (word, its alternative tokens, first = its own)
        notes: dict[str, list[tuple[str, str]]] = {"corrections": [], "readings": []}
        for word in analysis.words(text):
            folded = analysis.fold(word)
            if folded in analysis.STOP_WORDS:
                continue
            token = self._known(folded)
            if token is not None:
                found.append((word, [token]))
                continue
            alternatives = self._unknown(word, folded, language, notes)
            if alternatives:
                found.append((word, alternatives))
        if notes["readings"]:  # Russian typed in Latin letters: its function words too
            found = [
                (word, alternatives)
                for word, alternatives in found
                if analysis.script(word) != "latin"
                or (analysis.transliterations(word)[:1] or [""])[0] not in analysis.STOP_WORDS
            ]
        groups, expanded = self._expand(found)
        tokens = list(dict.fromkeys(t for group in groups for alt in group for t in alt))
        own = {t for _, alternatives in found for t in alternatives}
        return Query(
            ids=ids,
            tokens=tuple(tokens),
            corrections=tuple(notes["corrections"]),
            heading=heading_key(text),
            groups=groups,
            readings=tuple(notes["readings"]),
            expanded=tuple(expanded),
            exact=tuple(t for t in tokens if t not in own),
        )

    def _unknown(
        self, word: str, folded: str, language: str, notes: dict[str, list[tuple[str, str]]]
    ) -> list[str]:
        """The tokens a word the index does not know stands for (empty: a stop word)."""
        kind = analysis.script(word)
        stem = analysis.stem(folded, analysis.language_for(word, language))
        if self._has_token(stem) or stem in self.expansions.words:
            return [stem]
        if kind == "latin":
            readings = analysis.transliterations(folded)
            if readings and readings[0] in analysis.STOP_WORDS:
                return []  # «na», «po», «ili»: Russian function words typed in Latin letters
            # a soft sign is often left out: «zashchishchat» → защищать
            candidates = readings + [r + "ь" for r in readings[:4] if r[-1:] in "тлнсдзрм"]
            known = dict(self._lookup("SELECT word, token FROM vocab WHERE word IN", candidates))
            tokens = [known.get(r) or analysis.stem(r, "ru") for r in candidates]
            indexed = {t for (t,) in self._lookup("SELECT token FROM token WHERE token IN", tokens)}
            for reading, token in zip(candidates, tokens, strict=True):
                if token in indexed or token in self.expansions.words:
                    notes["readings"].append((word, reading))
                    return [token]
        # one look-up for: its negation (направленный / ненаправленного: both are searched,
        # nothing is "corrected"), and the stem it extends by a letter or two (támadtak → tamadt,
        # a form of tamad: no typo either)
        negations = [prefix + stem for prefix in analysis.NEGATION_PREFIXES]
        shorter = [stem[:size] for size in (len(stem) - 1, len(stem) - 2) if size >= PREFIX]
        shorter = shorter if stem.isalpha() else []
        indexed = {
            t
            for (t,) in self._lookup(
                "SELECT token FROM token WHERE token IN", [*negations, *shorter]
            )
        }
        alternatives = [stem] + [t for t in negations if t in indexed]
        if len(alternatives) > 1:
            return alternatives
        base = next((t for t in shorter if t in indexed), None)
        if base is not None:
            return [stem, base]
        if len(folded) < TYPO_MIN_LENGTH or len(stem) < TYPO_MIN_LENGTH:
            return alternatives  # too short to tell a typo from another word
        prefixed = self._has_prefix(stem)
        cutoff = TYPO_STRONG if prefixed else TYPO_CUTOFF
        best = self._correct(folded, stem, kind)
        if kind == "latin" and readings:
            reading = readings[0]
            other = self._correct(reading, analysis.stem(reading, "ru"), "cyrillic")
            if other is not None and (best is None or other[2] > best[2]):
                best = other
        if best is not None and best[2] >= cutoff:
            if not best[0]:  # the clauses that use its negation are searched, nothing "read as"
                return [stem, best[1]]
            notes["corrections"].append((word, best[0]))
            return [best[1]]
        return alternatives

    def _expand(
        self, found: list[tuple[str, list[str]]]
    ) -> tuple[tuple[tuple[tuple[str, ...], ...], ...], list[tuple[str, str]]]:
        """Query groups: one per word, or one per run of words that is a term's variant (found
        as the run itself or as the term)."""
        own = [alternatives[0] for _, alternatives in found]
        groups: list[tuple[tuple[str, ...], ...]] = []
        expanded: list[tuple[str, str]] = []
        position = 0
        while position < len(found):
            size, terms = self.expansions.match(own, position) if self.expansions else (0, [])
            run = tuple(own[position : position + size])
            terms = [t for t in terms if t.tokens != run]
            if terms:
                words = " ".join(w for w, _ in found[position : position + size])
                alternatives = [run, *(t.tokens for t in terms)]
                groups.append(tuple(dict.fromkeys(alternatives)))
                expanded += list(dict.fromkeys((words, t.term) for t in terms))
                position += size
                continue
            groups.append(tuple((t,) for t in found[position][1]))
            position += 1
        return tuple(groups), expanded

    def _lookup(self, sql: str, values: list[str]) -> list[Any]:
        """Rows of ``sql`` ending in ``IN``, for every value (in chunks SQLite accepts)."""
        rows: list[Any] = []
        for start in range(0, len(values), 500):
            chunk = values[start : start + 500]
            rows += self.conn.execute(f"{sql} ({','.join('?' * len(chunk))})", chunk).fetchall()
        return rows

    def _known(self, folded: str) -> str | None:
        row = self.conn.execute("SELECT token FROM vocab WHERE word = ?", (folded,)).fetchone()
        return row[0] if row else None

    def _has_token(self, token: str) -> bool:
        row = self.conn.execute("SELECT 1 FROM token WHERE token = ?", (token,)).fetchone()
        return row is not None

    def _has_prefix(self, token: str) -> bool:
        """Whether the index has a word beginning as this one does (another form of the same
        word, which the prefix search finds: no typo to correct unless one is very close)."""
        if len(token) <= PREFIX + 1 or not token.isalpha():
            return False
        start = token[:PREFIX]
        row = self.conn.execute(
            "SELECT 1 FROM token WHERE token >= ? AND token < ? LIMIT 1", (start, start + "\uffff")
        ).fetchone()
        return row is not None

    def _correct(self, folded: str, stem: str, script: str) -> tuple[str, str, float] | None:
        """The index word closest to a misspelt one, with its token and score (computed once per
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

    def _closest(self, folded: str, stem: str, script: str) -> tuple[str, str, float] | None:
        """The index stem closest to a misspelt word's stem, as ``(word, token, score)``: it
        begins with the same letter (a typo seldom hits the first one) and is never the word's
        negation (``направленный`` is no typo of ``ненаправленного``)."""
        from rapidfuzz import fuzz, process  # only a new misspelling pays for this import

        if self._vocab is None:
            self._vocab = {}
            for word, token, kind in self.conn.execute(
                "SELECT word, token, script FROM vocab ORDER BY length(word), word"
            ):
                self._vocab.setdefault(kind, []).append((word, token))
        entries = self._vocab.get(script, [])
        forms: dict[str, list[str]] = {}  # token → its words
        for word, token in entries:
            forms.setdefault(token, []).append(word)
        candidates: dict[str, str] = {}  # what is compared → the token it stands for
        for token in forms:
            if not analysis.negated(token, stem):
                candidates.setdefault(token, token)
                continue
            for prefix in analysis.NEGATION_PREFIXES:  # ненаправлен: compared as направлен
                if token.startswith(prefix) and not stem.startswith(prefix):
                    candidates.setdefault(token[len(prefix) :], token)
        compared = [c for c in candidates if c[:1] == stem[:1]]
        best = process.extractOne(stem, compared, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF)
        if best is None:
            return None
        match, score, _ = best
        token = candidates[match]
        if token != match:  # a misspelt word whose negation the texts use: no word to show
            return "", token, round(float(score), 1)
        word = max(forms[token], key=lambda w: (fuzz.ratio(folded, w), -len(w)))
        return word, token, round(float(score), 1)

    # -- ranking

    def search(self, text: str, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        """Clauses for a query, best first: named clause numbers, then BM25 over stems."""
        query = self.parse(text)
        return self.run(query, game=game, limit=limit)

    def run(self, query: Query, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        limit = min(limit, MAX_LIMIT)  # SQLite's LIMIT is a 64-bit integer
        rows: list[tuple[Any, ...]] = []
        seen: set[int] = set()
        text_rows = (
            self._ranked(query.tokens, game, limit + RERANK_EXTRA, query.exact)
            if query.tokens
            else []
        )
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
        weights = self._weights(query.groups) if query.groups else []
        coverage: dict[int, float] = {}
        for row in [*rows, *text_rows]:
            if row[0] not in coverage:
                coverage[row[0]] = (
                    self._coverage(row[0], query.groups, weights) if query.groups else 1.0
                )
        # BM25 ranks by matched words, each counted however often; the share of the query a
        # clause covers breaks near-ties towards the clause that answers more of it
        ranked = sorted(
            (r for r in text_rows if r[0] not in seen),
            key=lambda r: -r[-1] * (COVERAGE_BIAS + coverage[r[0]]),
        )
        rows = [*rows, *_headings_after_their_clauses(ranked)][:limit]
        wanted = set(query.tokens)
        tokens = self._tokens_of(row[6] or row[5] or "" for row in rows) if wanted else {}
        return [self._hit(row, wanted, tokens, coverage[row[0]]) for row in rows]

    def _weights(self, groups: tuple[tuple[tuple[str, ...], ...], ...]) -> list[float]:
        """Each group's weight: the rarer its word in the texts, the heavier (a word the texts
        do not have at all weighs most)."""
        import math

        if self._clauses is None:
            row = self.conn.execute("SELECT value FROM meta WHERE key = 'clauses'").fetchone()
            self._clauses = int(row[0]) if row else 1
        total = self._clauses
        weights = []
        for group in groups:
            df = max(min(self._df(t) for t in alternative) for alternative in group)
            weights.append(math.log(1.0 + total / (df + 1.0)))
        return weights

    def _df(self, token: str) -> int:
        known = self._dfs.get(token)
        if known is None:
            known = self._dfs[token] = self._count(token)
        return known

    def _count(self, token: str) -> int:
        # how many clauses have the token: FTS5's own count (fts5vocab), nothing stored for it
        row = self.conn.execute("SELECT doc FROM fts_df WHERE term = ?", (token,)).fetchone()
        if row is not None:
            return int(row[0])
        if len(token) > PREFIX + 1 and token.isalpha():
            start = token[:PREFIX]
            row = self.conn.execute(
                "SELECT max(doc) FROM fts_df WHERE term >= ? AND term < ?",
                (start, start + "\uffff"),
            ).fetchone()
            return int(row[0] or 0)
        return 0

    def _coverage(
        self, rowid: int, groups: tuple[tuple[tuple[str, ...], ...], ...], weights: list[float]
    ) -> float:
        text = self._clause_tokens.get(rowid)
        if text is None:
            row = self.conn.execute("SELECT tokens FROM clause WHERE rowid = ?", (rowid,))
            text = (row.fetchone() or ("",))[0] or ""
        own = set(text.split())
        starts: set[str] | None = None

        def has(token: str) -> bool:
            nonlocal starts
            if token in own:
                return True
            if len(token) <= PREFIX + 1 or not token.isalpha():
                return False
            if starts is None:
                starts = {t[:PREFIX] for t in own}
            return token[:PREFIX] in starts

        covered = sum(
            weight * max(sum(map(has, alternative)) / len(alternative) for alternative in group)
            for group, weight in zip(groups, weights, strict=True)
        )
        total = sum(weights)
        return round(covered / total, 3) if total else 0.0

    def phrase(self, match: str, tokens: Iterable[str], game: str | None) -> list[Hit]:
        """Clauses matching an FTS5 expression (a phrase of stems), in rulebook order."""
        sql = (
            f"SELECT {self._COLUMNS}, 0.0 FROM fts JOIN clause c ON c.rowid = fts.rowid"
            " WHERE fts MATCH ?"
        )
        params: list[Any] = [match]
        if game:
            sql += " AND c.game = ?"
            params.append(game)
        rows = self.conn.execute(sql + " ORDER BY c.rowid", params).fetchall()
        wanted = set(tokens)
        marks = self._tokens_of(row[6] or row[5] or "" for row in rows)
        return [self._hit(row, wanted, marks, 1.0) for row in rows]

    def _tokens_of(self, texts: Iterable[str]) -> dict[str, str]:
        """The index token of every word of ``texts`` (folded word → token), from the vocabulary:
        marking a snippet needs no stemming."""
        folded = {analysis.fold(w) for text in texts for w in analysis.words(text)}
        cached = self._word_tokens
        missing = [w for w in folded if w not in cached]
        if missing:
            cached.update(dict.fromkeys(missing, ""))
            cached.update(self._lookup("SELECT word, token FROM vocab WHERE word IN", missing))
        return {w: cached[w] for w in folded if cached[w]}

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

    def _ranked(
        self, tokens: Iterable[str], game: str | None, limit: int, exact: Iterable[str] = ()
    ) -> list[tuple[Any, ...]]:
        terms = ['"' + t.replace('"', '""') + '"' for t in tokens]
        # a shared beginning catches forms the stemmer keeps apart (закрывается / закрытие); a
        # game term's stems (``exact``) are the rulebook's own, so they need none
        skip = set(exact)
        starts = dict.fromkeys(
            t[:PREFIX] for t in tokens if t not in skip and len(t) > PREFIX + 1 and t.isalpha()
        )
        phrases = [(t, False) for t in tokens] + [(start, True) for start in starts]
        terms += ['"' + start.replace('"', '""') + '"*' for start in starts]
        match = " OR ".join(terms)
        weights = ", ".join(str(w) for w in WEIGHTS)
        # rank only (rowid, score), so that sorting every match carries no text; then read the
        # columns of the few best
        sql = f"SELECT fts.rowid, -bm25(fts, {weights}) AS score FROM fts"
        params: list[Any] = [match]
        if game:  # the join only when it filters
            sql += " JOIN clause c ON c.rowid = fts.rowid WHERE fts MATCH ? AND c.game = ?"
            params.append(game)
        else:
            sql += " WHERE fts MATCH ?"
        sql += " ORDER BY score DESC, fts.rowid LIMIT ?"
        params.append(limit)
        ranked = None if game else self._best_of_few(match, terms, phrases, limit)
        if ranked is None:
            ranked = self.conn.execute(sql, params).fetchall()
        if not ranked:
            return []
        marks = ",".join("?" * len(ranked))
        found = {
            r[0]: r
            for r in self.conn.execute(
                f"SELECT {self._COLUMNS}, c.tokens FROM clause c WHERE c.rowid IN ({marks})",
                [rowid for rowid, _ in ranked],
            )
        }
        rows = []
        for rowid, score in ranked:
            row = found[rowid]
            self._clause_tokens[rowid] = row[-1]
            rows.append((*row[:-1], round(score, 3)))
        return rows

    def _best_of_few(
        self, match: str, terms: list[str], phrases: list[tuple[str, bool]], limit: int
    ) -> list[tuple[int, float]] | None:
        """The ``limit`` best (rowid, BM25 score) of ``match`` as its full ranking gives them,
        having FTS5 score only the clauses that may be among them; None when the index is too
        small for this to pay, or the query does not lend itself to it.

        FTS5 takes about a microsecond to score a match, and the common words of a large book
        match a quarter of it. A phrase adds at most ``idf × (k1 + 1)`` to a clause's score
        (``_bound``). A floor θ for the ``limit``-th best score comes from clauses having every
        word, scored here from below (``_floor``). A clause whose phrases' bounds add up to
        less than θ cannot reach it: only the clauses having one of the smallest sets of
        phrases whose bounds reach θ are scored by FTS5, with the same MATCH (so with the same
        statistics: the scores are those of the full ranking, bit for bit), and every clause
        left out scores below each of those kept."""
        import itertools
        import json
        import math

        words = sum(1 for _, prefix in phrases if not prefix)
        if words < 2 or len(phrases) > BEST_OF_FEW_PHRASES or limit > BEST_OF_FEW_LIMIT:
            return None  # one word: its clauses are the candidates, every one of them
        if self._clauses is None:
            row = self.conn.execute("SELECT value FROM meta WHERE key = 'clauses'").fetchone()
            self._clauses = int(row[0]) if row else 1
        if self._clauses < BEST_OF_FEW_CLAUSES:
            return None
        counts = [self._hits(token, prefix) for token, prefix in phrases]
        if max(low for low, _ in counts) < BEST_OF_FEW_MATCHES:
            return None  # few matches: scoring them all is quicker than sorting them out
        floor = self._floor(terms, phrases, counts, limit)
        if floor is None:
            return None
        bounds = [_idf(self._clauses, low) * (BM25_K1 + 1.0) * (1 + 1e-9) for low, _ in counts]
        smallest: list[set[int]] = []
        for size in range(1, len(phrases) + 1):
            for chosen in itertools.combinations(range(len(phrases)), size):
                if sum(bounds[i] for i in chosen) >= floor and not any(
                    s <= set(chosen) for s in smallest
                ):
                    smallest.append(set(chosen))
        if not smallest or len(smallest) > BEST_OF_FEW_SETS:
            return None
        # worth it only when the candidates are much fewer than the matches: their number is
        # guessed first as if the words were independent, then counted (up to that share)
        total = self._clauses
        most = int(BEST_OF_FEW_SHARE * max(low for low, _ in counts))
        guess = sum(total * math.prod(counts[i][1] / total for i in chosen) for chosen in smallest)
        if guess > most:
            return None
        either = " OR ".join(
            "(" + " AND ".join(terms[i] for i in sorted(chosen)) + ")" for chosen in smallest
        )
        kept = [
            r
            for (r,) in self.conn.execute(
                "SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", [either, most + 1]
            )
        ]
        if len(kept) > most:
            return None  # nearly every match: scoring them all is as quick
        weights = ", ".join(str(w) for w in WEIGHTS)
        sql = (
            f"SELECT fts.rowid, -bm25(fts, {weights}) AS score FROM fts WHERE fts MATCH ?"
            # '+' keeps SQLite from handing the list to FTS5 as rowid look-ups, each of which
            # would gather the BM25 statistics anew
            " AND +fts.rowid IN (SELECT value FROM json_each(?))"
            " ORDER BY score DESC, fts.rowid LIMIT ?"
        )
        try:
            ranked: list[tuple[int, float]] = self.conn.execute(
                sql, [match, json.dumps(kept), limit]
            ).fetchall()
        except sqlite3.OperationalError:  # an SQLite without json_each
            return None
        return ranked

    def _hits(self, token: str, prefix: bool) -> tuple[int, int]:
        """How many clauses have a phrase (a token; or, with ``prefix``, a word beginning so),
        at least and at most: exact for a token; for a beginning, its commonest word's count and
        the sum of its words' counts."""
        if not prefix:
            row = self.conn.execute("SELECT doc FROM fts_df WHERE term = ?", (token,)).fetchone()
            hits = int(row[0]) if row else 0
            return hits, hits
        low, high = self.conn.execute(
            "SELECT max(doc), sum(doc) FROM fts_df WHERE term >= ? AND term < ?",
            (token, token + "\uffff"),
        ).fetchone()
        return int(low or 0), int(high or 0)

    def _floor(
        self,
        terms: list[str],
        phrases: list[tuple[str, bool]],
        counts: list[tuple[int, int]],
        limit: int,
    ) -> float | None:
        """A score the ``limit``-th best match reaches at least: the ``limit``-th best of the
        clauses that have every word (or, should fewer have them, every word but the commonest
        ones), each scored from below as FTS5's bm25() does, with the smallest idf each phrase's
        clause count allows; None when no such clauses are found."""
        order = sorted(
            (i for i, (_, prefix) in enumerate(phrases) if not prefix), key=lambda i: counts[i][0]
        )
        rows: list[int] = []
        while order:
            every = " AND ".join(terms[i] for i in order)
            rows = [
                r
                for (r,) in self.conn.execute(
                    "SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", [every, BEST_OF_FEW_SEED]
                )
            ]
            if len(rows) >= limit:
                break
            order.pop()
        if len(rows) < limit:
            return None
        total = self._clauses or 1
        nrow, tokens = self._averages()
        if nrow != total or not tokens:
            return None
        avgdl = tokens / nrow
        idfs = [_idf(total, high) for _, high in counts]
        marks = ",".join("?" * len(rows))
        sizes = dict(
            self.conn.execute(f"SELECT id, sz FROM fts_docsize WHERE id IN ({marks})", rows)
        )
        scores = []
        for rowid, text in self.conn.execute(
            f"SELECT rowid, tokens FROM clause WHERE rowid IN ({marks})", rows
        ):
            columns = [column.split() for column in (text or "").split("\n")]
            size = sizes.get(rowid)
            if size is None or _varints(size) != [len(c) for c in columns]:
                continue  # not tokenised as FTS5 does: no floor from this clause
            length = float(sum(len(c) for c in columns))
            score = 0.0
            for (token, prefix), idf in zip(phrases, idfs, strict=True):
                freq = 0.0
                for column, weight in zip(columns, WEIGHTS, strict=True):
                    if prefix:
                        freq += weight * sum(1 for t in column if t.startswith(token))
                    else:
                        freq += weight * column.count(token)
                score += idf * (
                    (freq * (BM25_K1 + 1.0))
                    / (freq + BM25_K1 * (1 - BM25_B + BM25_B * length / avgdl))
                )
            scores.append(score)
        if len(scores) < limit:
            return None
        scores.sort(reverse=True)
        return scores[limit - 1] * (1 - 1e-9)

    def _averages(self) -> tuple[int, int]:
        """FTS5's row count and token count (all columns), from its averages record."""
        row = self.conn.execute("SELECT block FROM fts_data WHERE id = 1").fetchone()
        numbers = _varints(row[0]) if row and isinstance(row[0], bytes) else []
        return (numbers[0], sum(numbers[1:])) if numbers else (0, 0)

    def _hit(
        self, row: tuple[Any, ...], wanted: set[str], tokens: dict[str, str], coverage: float
    ) -> Hit:
        _, clause_id, document, game, _language, title, text, line, score = row
        return Hit(
            id=clause_id,
            document=document,
            game=game,
            title=title,
            score=score,
            parts=snippet_parts(text or title or "", wanted, tokens),
            line=line,
            coverage=coverage,
        )


def _idf(total: int, hits: int) -> float:
    """FTS5's idf of a phrase found in ``hits`` of ``total`` rows (never below 1e-6)."""
    import math

    idf = math.log((total - hits + 0.5) / (hits + 0.5))
    return idf if idf > 0.0 else 1e-6


def _varints(data: bytes) -> list[int]:
    """The SQLite varints of ``data`` (FTS5's column sizes and averages records)."""
    numbers: list[int] = []
    at = 0
    while at < len(data):
        value = 0
        for step in range(9):
            if at >= len(data):
                return numbers
            byte = data[at]
            at += 1
            if step == 8:
                value = (value << 8) | byte
                break
            value = (value << 7) | (byte & 0x7F)
            if not byte & 0x80:
                break
        numbers.append(value)
    return numbers


def _headings_after_their_clauses(rows: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Rows reordered so that a heading with no text of its own comes after the last of its
    clauses that is also found (its title words count for them through ``context``; the heading
    itself answers nothing)."""
    ordered = list(rows)
    for row in rows:
        _, clause_id, document, *_rest = row
        if row[6]:
            continue
        below = [
            n
            for n, other in enumerate(ordered)
            if other[2] == document and other[1].startswith(clause_id + ".")
        ]
        if below and ordered.index(row) < below[-1]:
            ordered.remove(row)
            ordered.insert(below[-1], row)
    return ordered


_OPEN: dict[str, SearchIndex] = {}


def close_all() -> None:
    """Close every index ``SearchIndex.of`` opened (registered to run at exit)."""
    while _OPEN:
        _OPEN.popitem()[1].close()


def _unpack_typos(data: bytes) -> dict[str, tuple[str, str, float] | None]:
    """The cached corrections (word, token, score), their shape checked (anything else raises:
    rebuilt)."""
    import marshal

    typos = marshal.loads(data)
    if not isinstance(typos, dict):
        raise ValueError("not a typo table")
    for key, fixed in typos.items():
        if not isinstance(key, str) or not (
            fixed is None
            or (
                isinstance(fixed, tuple)
                and len(fixed) == 3
                and isinstance(fixed[0], str)
                and isinstance(fixed[1], str)
                and isinstance(fixed[2], float)
            )
        ):
            raise ValueError("not a typo table")
    return typos


def search(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> list[Hit]:
    """Clauses of ``rulebook`` matching ``query`` (any word form, typos, loose clause numbers)."""
    return search_query(rulebook, query, game=game, limit=limit)[1]


#: the text line of a search or question nothing in the rules answers
NOTHING_FOUND = "Nothing in the loaded rules covers this."


def matched(query: Query, hits: list[Hit]) -> bool:
    """Whether the best clause answers the query: a clause number named, or enough of the
    query's words (weighted by rarity, a variant counting as its term) in that one clause —
    not how high its score is, which only compares clauses for the same query."""
    if not hits:
        return False
    if not query.groups:
        return True
    return hits[0].coverage >= MATCH_COVERAGE


def search_query(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> tuple[Query, list[Hit]]:
    """As ``search``, with the query as understood (ids, tokens, corrected words); a
    ``GameNotLoadedError`` when ``game`` has no document in ``rulebook``."""
    if game is not None and game not in rulebook.games():
        from judge.errors import GameNotLoadedError
        from judge.yamlnodes import did_you_mean

        games = rulebook.games()
        hint = did_you_mean(game, games).strip().strip("()")
        raise GameNotLoadedError(
            f"no game '{game}' in the loaded rulebook "
            f"(allowed: {', '.join(games)}{'; ' + hint if hint else ''})",
            game,
            games,
        )
    index = SearchIndex.of(rulebook)
    try:
        parsed = index.parse(query)
        return parsed, index.run(parsed, game=game, limit=limit)
    finally:
        if not rulebook.digest:  # built for this query only
            index.close()


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
