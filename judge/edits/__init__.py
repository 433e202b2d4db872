"""What a rulebook edit changes: normalize compares texts modulo typography, worddiff shows
a change word by word, diff pairs the clauses of two versions (moves, renumbering, edits), stale
finds encoded rules whose clause text changed since they were recorded.
"""
