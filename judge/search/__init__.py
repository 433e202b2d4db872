"""Finding clauses from a player's own words: analysis normalises and stems Russian and
Hungarian text, index ranks clauses with SQLite FTS5 (BM25) over the stems, with loose clause
numbers and typo correction.
"""
