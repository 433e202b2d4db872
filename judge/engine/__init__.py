"""Resolving a scenario into a verdict: core applies a game's encoded rules (Check, Finding,
the three-valued answers, resolve), registry is the @rule decorator tying each rule to the
clause ids it implements, verdict holds the answer, reasons and cites as data.
"""
