"""The FAQ: a question in words answered from the bundled rulings (the closest scenarios,
resolved live) and the closest clauses.
"""
