"""Ranking a large book's matches without having FTS5 score them all: the same rows and scores as
the full ranking (``judge.search.rank``), found sooner, or None — then the full ranking is used.

FTS5 takes about a microsecond to score a match, and the common words of a large book match a
quarter of it. A phrase adds at most ``idf × (k1 + 1)`` to a clause's BM25 score. A floor θ for
the ``limit``-th best score comes from clauses having every word, scored here from below as
FTS5's ``bm25()`` scores them; a clause whose phrases' bounds add up to less than θ cannot reach
it, so only the clauses having one of the smallest sets of phrases whose bounds reach θ are
scored, by FTS5, with the same MATCH (so with the same statistics: the scores are those of the
full ranking, bit for bit), and every clause left out scores below each of those kept.

What it reads of FTS5's own storage
-----------------------------------
Scoring from below needs two figures FTS5 keeps for ``bm25()`` and exposes to no SQL function:
the average clause length and each clause's length. They are read from the shadow tables of the
``fts`` table (``judge.search.build``: ``content=''``, ``columnsize=1``, ``detail='full'``, three
columns), as SQLite's FTS5 stores them:

- ``fts_config``, key ``version``: the FTS5 file format, which must be 4 (what FTS5 writes for
  a table without the ``secure-delete`` option; 5 with it);
- ``fts_data``, the row of id 1 (FTS5's "averages" record): a BLOB of exactly 1 + 3 varints,
  the number of rows, then each column's number of tokens over all rows;
- ``fts_docsize``, the ``sz`` BLOB of each clause scored from below: exactly 3 varints, the
  number of tokens in each of its columns;

each varint as in SQLite's record format (1 to 9 bytes, big-endian: a byte's high bit says
another follows, and a ninth byte gives all 8 of its bits). Nothing else of the storage is read:
not ``fts_idx`` nor the doclists and position lists of ``fts_data`` — a clause's term counts
come from the index's own ``clause.tokens`` column, the stems FTS5 was given, and phrases'
clause counts from the ``fts_df`` fts5vocab table (an SQL interface, not the storage).
Checked, by the shortcut's tests in ``tests/test_search.py`` (the same rows and scores as the
full ranking; the full ranking for damaged records, as below), with SQLite 3.40.1 (the
``sqlite3`` module of CPython 3.11.7, 3.12.1 and 3.13.0) and SQLite 3.51.1 (the
``pysqlite3-binary`` 0.5.4.post2 wheel).

When the storage is not as expected
-----------------------------------
Every doubt gives None, and the full ranking answers: another format version or none; an
averages record missing, not a BLOB, with a varint cut short or another number of them, whose
row count is not the index's clause count or whose token count is 0; a clause whose column
sizes are missing, not a BLOB, or other than its own tokens' (it gives no floor: with fewer than
``limit`` such clauses there is none); any SQLite error on the way (a shadow table missing, an
SQLite without ``json_each``). What cannot be checked is what the numbers mean: were FTS5 to
change that without changing its format version, the floor could be too high.
"""

from __future__ import annotations

import math
import sqlite3

#: tried on an index of ``rank.BEST_OF_FEW_CLAUSES`` clauses or more, the shortcut pays when the
#: query's commonest phrase is in at least this many clauses (FTS5 scores some 20,000 matches in
#: the time the shortcut costs) ...
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
#: the constants of FTS5's bm25()
BM25_K1 = 1.2
BM25_B = 0.75
#: the FTS5 file format whose records are read (``fts_config``'s ``version``)
FTS5_VERSION = 4
#: the row id of FTS5's averages record in ``fts_data`` (``FTS5_AVERAGES_ROWID``)
AVERAGES_ROWID = 1

#: a phrase of the query: a token, or (True) a word beginning searched with ``*``
Phrase = tuple[str, bool]


def best_of_few(
    conn: sqlite3.Connection,
    clauses: int,
    weights: tuple[float, ...],
    match: str,
    terms: list[str],
    phrases: list[Phrase],
    limit: int,
) -> list[tuple[int, float]] | None:
    """The ``limit`` best (rowid, BM25 score) of ``match`` — the FTS5 expression ``terms``
    joined by OR, one per phrase of ``phrases`` — as FTS5 ranks them over an index of ``clauses``
    clauses with column ``weights``, having FTS5 score only the clauses that may be among them;
    None when the query does not lend itself to it, or the storage is not as expected."""
    if not _lends_itself(phrases, limit):
        return None
    try:
        return _best_of_few(conn, clauses, weights, match, terms, phrases, limit)
    except sqlite3.Error:  # a table not there, a value of another type, no json_each…
        return None


def _best_of_few(
    conn: sqlite3.Connection,
    clauses: int,
    weights: tuple[float, ...],
    match: str,
    terms: list[str],
    phrases: list[Phrase],
    limit: int,
) -> list[tuple[int, float]] | None:
    """``best_of_few``, for a query that lends itself to it; SQLite's errors not caught."""
    counts = [_hits(conn, token, prefix) for token, prefix in phrases]
    if max(low for low, _ in counts) < BEST_OF_FEW_MATCHES:
        return None  # few matches: scoring them all is quicker than sorting them out
    floor = _floor(conn, clauses, weights, terms, phrases, counts, limit)
    if floor is None:
        return None
    chosen = _smallest_sets(clauses, counts, floor)
    if chosen is None:
        return None
    kept = _candidates(conn, clauses, terms, counts, chosen)
    if kept is None:
        return None
    return _scored(conn, weights, match, kept, limit)


def _lends_itself(phrases: list[Phrase], limit: int) -> bool:
    """Whether a query is worth the shortcut: two words at least (one word: its clauses are the
    candidates, every one of them), few phrases, few results."""
    words = sum(1 for _, prefix in phrases if not prefix)
    return words >= 2 and len(phrases) <= BEST_OF_FEW_PHRASES and limit <= BEST_OF_FEW_LIMIT


def _hits(conn: sqlite3.Connection, token: str, prefix: bool) -> tuple[int, int]:
    """How many clauses have a phrase (a token; or, with ``prefix``, a word beginning so), at
    least and at most: exact for a token; for a beginning, its commonest word's count and the
    sum of its words' counts."""
    if not prefix:
        row = conn.execute("SELECT doc FROM fts_df WHERE term = ?", (token,)).fetchone()
        hits = int(row[0]) if row else 0
        return hits, hits
    low, high = conn.execute(
        "SELECT max(doc), sum(doc) FROM fts_df WHERE term >= ? AND term < ?",
        (token, token + "\uffff"),
    ).fetchone()
    return int(low or 0), int(high or 0)


def _idf(total: int, hits: int) -> float:
    """FTS5's idf of a phrase found in ``hits`` of ``total`` rows (never below 1e-6)."""
    idf = math.log((total - hits + 0.5) / (hits + 0.5))
    return idf if idf > 0.0 else 1e-6


# ------------------------------------------------------------------------------------ the floor


def _floor(
    conn: sqlite3.Connection,
    clauses: int,
    weights: tuple[float, ...],
    terms: list[str],
    phrases: list[Phrase],
    counts: list[tuple[int, int]],
    limit: int,
) -> float | None:
    """A score the ``limit``-th best match reaches at least: the ``limit``-th best of the
    clauses that have every word (``_seed``), each scored from below as FTS5's bm25() does,
    with the smallest idf each phrase's clause count allows; None when no such clauses are
    found, or FTS5's lengths cannot be read as expected."""
    rows = _seed(conn, terms, phrases, counts, limit)
    if rows is None:
        return None
    averages = _averages(conn, len(weights))
    if averages is None or averages[0] != clauses or not averages[1]:
        return None
    avgdl = averages[1] / averages[0]
    idfs = [_idf(clauses, high) for _, high in counts]
    marks = ",".join("?" * len(rows))
    sizes = dict(
        conn.execute(
            f"SELECT id, sz FROM fts_docsize WHERE id IN ({marks}) AND typeof(sz) = 'blob'", rows
        )
    )
    scores = []
    for rowid, text in conn.execute(
        f"SELECT rowid, tokens FROM clause WHERE rowid IN ({marks})", rows
    ):
        columns = [column.split() for column in (text or "").split("\n")]
        size = sizes.get(rowid)
        if size is None or varints(size) != [len(c) for c in columns]:
            continue  # not tokenised as FTS5 does, or not stored as expected: no floor from it
        scores.append(_score_from_below(columns, phrases, idfs, weights, avgdl))
    if len(scores) < limit:
        return None
    scores.sort(reverse=True)
    return scores[limit - 1] * (1 - 1e-9)


def _seed(
    conn: sqlite3.Connection,
    terms: list[str],
    phrases: list[Phrase],
    counts: list[tuple[int, int]],
    limit: int,
) -> list[int] | None:
    """Up to ``BEST_OF_FEW_SEED`` clauses having every word of the query (or, should fewer than
    ``limit`` have them, every word but the commonest ones); None when too few are found."""
    order = sorted(
        (i for i, (_, prefix) in enumerate(phrases) if not prefix), key=lambda i: counts[i][0]
    )
    rows: list[int] = []
    while order:
        every = " AND ".join(terms[i] for i in order)
        rows = [
            r
            for (r,) in conn.execute(
                "SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", [every, BEST_OF_FEW_SEED]
            )
        ]
        if len(rows) >= limit:
            return rows
        order.pop()
    return None


def _score_from_below(
    columns: list[list[str]],
    phrases: list[Phrase],
    idfs: list[float],
    weights: tuple[float, ...],
    avgdl: float,
) -> float:
    """A clause's BM25 score as FTS5's bm25() computes it, from its columns' tokens, with the
    given (smallest possible) idfs."""
    length = float(sum(len(c) for c in columns))
    score = 0.0
    for (token, prefix), idf in zip(phrases, idfs, strict=True):
        freq = 0.0
        for column, weight in zip(columns, weights, strict=True):
            if prefix:
                freq += weight * sum(1 for t in column if t.startswith(token))
            else:
                freq += weight * column.count(token)
        score += idf * (
            (freq * (BM25_K1 + 1.0)) / (freq + BM25_K1 * (1 - BM25_B + BM25_B * length / avgdl))
        )
    return score


def _averages(conn: sqlite3.Connection, columns: int) -> tuple[int, int] | None:
    """FTS5's row count and token count (all ``columns``), from its averages record; None when
    the table is not of the expected format or the record not of the expected shape."""
    row = conn.execute("SELECT v FROM fts_config WHERE k = 'version'").fetchone()
    if row is None or row[0] != FTS5_VERSION:
        return None
    row = conn.execute(
        "SELECT block FROM fts_data WHERE id = ? AND typeof(block) = 'blob'", (AVERAGES_ROWID,)
    ).fetchone()
    numbers = varints(row[0]) if row else None
    if numbers is None or len(numbers) != 1 + columns:
        return None
    return numbers[0], sum(numbers[1:])


def varints(data: bytes) -> list[int] | None:
    """The SQLite varints ``data`` is made of (FTS5's column sizes and averages records); None
    when it ends inside one."""
    numbers: list[int] = []
    at = 0
    while at < len(data):
        value = 0
        for step in range(9):
            if at >= len(data):
                return None
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


# ------------------------------------------------------------------------------ the candidates


def _smallest_sets(
    clauses: int, counts: list[tuple[int, int]], floor: float
) -> list[set[int]] | None:
    """The smallest sets of phrases (their indexes) whose bounds add up to the floor: a clause
    with none of these sets among its phrases cannot reach it; None when there are none, or too
    many to search for."""
    import itertools

    bounds = [_idf(clauses, low) * (BM25_K1 + 1.0) * (1 + 1e-9) for low, _ in counts]
    smallest: list[set[int]] = []
    for size in range(1, len(counts) + 1):
        for chosen in itertools.combinations(range(len(counts)), size):
            if sum(bounds[i] for i in chosen) >= floor and not any(
                s <= set(chosen) for s in smallest
            ):
                smallest.append(set(chosen))
    if not smallest or len(smallest) > BEST_OF_FEW_SETS:
        return None
    return smallest


def _candidates(
    conn: sqlite3.Connection,
    clauses: int,
    terms: list[str],
    counts: list[tuple[int, int]],
    smallest: list[set[int]],
) -> list[int] | None:
    """The clauses having one of the ``smallest`` sets of phrases; None when they are not much
    fewer than the matches (scoring them apart would not pay): their number is guessed first as
    if the words were independent, then counted (up to ``BEST_OF_FEW_SHARE`` of the commonest
    phrase's clauses)."""
    most = int(BEST_OF_FEW_SHARE * max(low for low, _ in counts))
    guess = sum(clauses * math.prod(counts[i][1] / clauses for i in chosen) for chosen in smallest)
    if guess > most:
        return None
    either = " OR ".join(
        "(" + " AND ".join(terms[i] for i in sorted(chosen)) + ")" for chosen in smallest
    )
    kept = [
        r
        for (r,) in conn.execute(
            "SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ?", [either, most + 1]
        )
    ]
    if len(kept) > most:
        return None  # nearly every match: scoring them all is as quick
    return kept


def _scored(
    conn: sqlite3.Connection, weights: tuple[float, ...], match: str, kept: list[int], limit: int
) -> list[tuple[int, float]]:
    """The ``limit`` best of the ``kept`` clauses as FTS5 scores them for ``match`` (its
    statistics over every match)."""
    import json

    listed = ", ".join(str(w) for w in weights)
    sql = (
        f"SELECT fts.rowid, -bm25(fts, {listed}) AS score FROM fts WHERE fts MATCH ?"
        # '+' keeps SQLite from handing the list to FTS5 as rowid look-ups, each of which
        # would gather the BM25 statistics anew
        " AND +fts.rowid IN (SELECT value FROM json_each(?))"
        " ORDER BY score DESC, fts.rowid LIMIT ?"
    )
    ranked: list[tuple[int, float]] = conn.execute(sql, [match, json.dumps(kept), limit]).fetchall()
    return ranked
