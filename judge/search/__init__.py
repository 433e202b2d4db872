"""Finding clauses from a player's own words: ``analysis`` normalises and stems Russian, Hungarian
and English text; ``build`` indexes the clauses in SQLite FTS5; ``query`` reads a query (clause
numbers, typos); ``rank`` ranks clauses by BM25 over the stems (``fts5_shortcut`` on large
books); ``index`` is the open index and the search functions; ``terms`` and ``glossary`` hold the
games' vocabulary.
"""
