"""Every way of showing results — terminal text, JSON shaping, JUnit XML — kept out of the
domain objects: one module per thing shown (verdict, check, diff, stale, coverage, search, ask)
and text for the shared pieces (tables, wrapping, clause cards).
"""
