"""Answering a question in words: situation reads it into a game, an ask kind and the facts it
states; cases resolves that situation with the engine (by case for a general question, unknown
where an unstated fact matters); reply falls back to the closest bundled rulings and clauses;
memo remembers whole replies.
"""
