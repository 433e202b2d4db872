"""Ranking clauses for a read query: the clauses it names first, then SQLite FTS5's BM25 over the
stems, the share of the query each clause covers breaking near-ties; and the hits shown, each
with a snippet around its matches.

    Query ──► named ids / heading ──► those clauses first (their descendants for a bare number)
          └─► tokens ──► FTS5 ``MATCH tok1 OR tok2 OR tok1[:5]* …`` ranked by
                         bm25(title ×3, text, context ×0.5) × (1 + coverage)

On a large book (``BEST_OF_FEW_CLAUSES``) FTS5 is asked to score only the matches that may rank
(``judge.search.fts5_shortcut``: the same rows and scores as the full ranking, which is used
whenever the shortcut would not pay or cannot vouch for its answer).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from judge.search import analysis
from judge.search.build import rows_in
from judge.search.query import PREFIX, Query

#: the most results a search returns (a larger --limit means "all")
MAX_LIMIT = 1 << 31
#: BM25 weight of each column: title, text, context (the parent chain's titles)
WEIGHTS = (3.0, 1.0, 0.5)
#: extra rows ranked beyond the limit, so that a heading can be put after its clauses
RERANK_EXTRA = 5
#: a clause next to the one a query names comes first when the query's words (at least
#: ``NEIGHBOUR_WORDS``) cover this much of it and the named one's cover is this much less
#: (``514.4 от удара летающего … или другой летающий`` is 514.5's text: a number one off)
NEIGHBOUR_WORDS = 3
NEIGHBOUR_COVERS = 0.8
NEIGHBOUR_MARGIN = 0.1
#: text hits are ranked by BM25 × (this + the share of the query they cover): the smaller,
#: the more the share counts against BM25's repeated words (0.25 found 50 more of the
#: rounds' questions first than 1.0 and lost 9; bench/README.md)
COVERAGE_BIAS = 0.25
#: an index of at least this many clauses has FTS5 score only the matches that may rank
#: (``judge.search.fts5_shortcut``, imported only then); below it, every match is scored (a
#: few milliseconds)
BEST_OF_FEW_CLAUSES = 20_000


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
    #: whether the clause states a number or an amount (``analysis.states_quantity``): read
    #: for a query that asks how many (``Query.counting``) only, else False
    counts: bool = False
    #: whether the clause says a card gets somewhere (``analysis.states_move``): read for a
    #: query that asks how one does (``Query.moving``) only, else False
    moves: bool = False

    def snippet(self, mark: tuple[str, str] = ("[", "]")) -> str:
        """The snippet with matched words between ``mark`` (``[…]``; bold escapes on a tty)."""
        return "".join(f"{mark[0]}{s}{mark[1]}" if hit else s for s, hit in self.parts)


class _Asked(NamedTuple):
    """What a query asks that only some clauses' words answer: a count of what
    (``Query.counted``, None where it asks no count), a card getting somewhere
    (``Query.moving``)."""

    counted: tuple[str, ...] | None
    moving: bool


class Ranker:
    """Ranks the clauses of one open index (``conn``) for read queries."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn
        self._clauses: int | None = None
        self._clause_tokens: dict[int, str] = {}  # rowid → its tokens, as last ranked
        self._dfs: dict[str, int] = {}
        self._word_tokens: dict[str, str] = {}  # folded word → token ("" when none), as read

    def run(self, query: Query, *, game: str | None = None, limit: int = 10) -> list[Hit]:
        """The clauses for a read query, best first: those it names (a clause number, a heading),
        then BM25 over its tokens, at most ``limit`` of them (of ``game`` only, when given)."""
        limit = min(limit, MAX_LIMIT)  # SQLite's LIMIT is a 64-bit integer
        rows: list[tuple[Any, ...]] = []
        seen: set[int] = set()
        text_rows = (
            self._ranked(query.tokens, game, limit + RERANK_EXTRA, query.exact)
            if query.tokens
            else []
        )
        top = text_rows[0][-1] if text_rows else 0.0
        weights = self._weights(query.groups, query.story) if query.groups else []
        named = [r for i in query.ids for r in self._where("id", i, game)]
        named = self._neighbour_first(query, named, text_rows, weights) + named
        named += self._best_within(query, text_rows, weights)
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
        rows = [*rows, *_headings_after_their_clauses(ranked)]
        rows = self._section_first(rows, game, query, weights, coverage)[:limit]
        wanted = set(query.tokens)
        tokens = self._tokens_of(row[6] or row[5] or "" for row in rows) if wanted else {}
        asked = _Asked(query.counted if query.counting else None, query.moving)
        return [self._hit(row, wanted, tokens, coverage[row[0]], asked) for row in rows]

    def _section_first(
        self,
        rows: list[tuple[Any, ...]],
        game: str | None,
        query: Query,
        weights: list[float],
        coverage: dict[int, float],
    ) -> list[tuple[Any, ...]]:
        """The rows with the heading of the first numbered clause's top section (``507`` for
        ``507.4``, of the first three rows: a heading of its own, a title, no text) put first,
        scored as the first."""
        if not query.whole or not rows or query.ids:  # a query for a section as a whole only
            return rows  # (``глава про…``; not one that names a number: ``п 507 раздел``)
        numbered = [r for r in rows[:3] if "." in r[1]]
        if not numbered or rows[0][5] and not rows[0][6]:  # (a section heading first already)
            return rows
        clause_id, document = numbered[0][1], numbered[0][2]
        top = clause_id.partition(".")[0]
        section = [r for r in self._where("id", top, game) if r[2] == document and r[5]]
        if not section:
            return rows
        rest = [r for r in rows if r[0] != section[0][0]]
        coverage.setdefault(section[0][0], self._coverage(section[0][0], query.groups, weights))
        return [(*section[0], rows[0][-1]), *rest]

    def _neighbour_first(
        self,
        query: Query,
        named: Sequence[tuple[Any, ...]],
        text_rows: Sequence[tuple[Any, ...]],
        weights: list[float],
    ) -> list[tuple[Any, ...]]:
        """The clause next to the one a query names (``514.4`` → ``514.5``) when the query's
        words describe it much better (``NEIGHBOUR_COVERS``, ``NEIGHBOUR_MARGIN``): a number
        typed one off from memory, as a row without score, to rank before the named one."""
        if len(query.ids) != 1 or len(named) != 1 or len(query.groups) < NEIGHBOUR_WORDS:
            return []
        said = self._coverage(named[0][0], query.groups, weights)
        parent, _, last = named[0][1].rpartition(".")
        best: tuple[float, tuple[Any, ...]] | None = None
        for row in text_rows:
            up, _, own = row[1].rpartition(".")
            if up != parent or not parent or not (own.isdigit() and last.isdigit()):
                continue
            if abs(int(own) - int(last)) != 1:
                continue
            covered = self._coverage(row[0], query.groups, weights)
            if best is None or covered > best[0]:
                best = (covered, row[:-1])
        if best is None or best[0] < NEIGHBOUR_COVERS or said > best[0] - NEIGHBOUR_MARGIN:
            return []
        return [best[1]]

    def _best_within(
        self, query: Query, text_rows: Sequence[tuple[Any, ...]], weights: list[float]
    ) -> list[tuple[Any, ...]]:
        """The clause of the section a query leads with (``Query.within``) its words find
        best (the section itself when its title is what they say), as a row without score."""
        section = query.within
        if not section or not query.groups:
            return []
        inside = [r for r in text_rows if r[1] == section or r[1].startswith(section + ".")]
        if not inside:
            return []
        best = max(
            inside,
            key=lambda r: r[-1] * (COVERAGE_BIAS + self._coverage(r[0], query.groups, weights)),
        )
        return [best[:-1]]

    def _weights(
        self, groups: tuple[tuple[tuple[str, ...], ...], ...], story: bool = False
    ) -> list[float]:
        """Each group's weight: the rarer its word in the texts, the heavier (a word the texts
        do not have at all weighs most — in a ``story``, nothing)."""
        import math

        total = self.clauses()
        dfs = [
            max(min(self._df(t) for t in alternative) for alternative in group) for group in groups
        ]
        weights = [math.log(1.0 + total / (df + 1.0)) for df in dfs]
        if story:  # a story's words the texts lack are its story, not the rule
            weights = [0.0 if df == 0 else w for df, w in zip(dfs, weights, strict=True)]
        return weights

    def clauses(self) -> int:
        """How many clauses the index has (as its meta table says; 1 when it says nothing)."""
        if self._clauses is None:
            row = self.conn.execute("SELECT value FROM meta WHERE key = 'clauses'").fetchone()
            self._clauses = int(row[0]) if row else 1
        return self._clauses

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
            cached.update(
                rows_in(self.conn, "SELECT word, token FROM vocab WHERE word IN", missing)
            )
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
        ranked = None
        if not game and self.clauses() >= BEST_OF_FEW_CLAUSES:
            from judge.search.fts5_shortcut import best_of_few

            ranked = best_of_few(self.conn, self.clauses(), WEIGHTS, match, terms, phrases, limit)
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

    def _hit(
        self,
        row: tuple[Any, ...],
        wanted: set[str],
        tokens: dict[str, str],
        coverage: float,
        asked: _Asked | None = None,
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
            counts=asked is not None
            and asked.counted is not None
            and analysis.states_count_of(text or "", asked.counted),
            moves=asked is not None and asked.moving and analysis.states_move(text or ""),
        )


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
