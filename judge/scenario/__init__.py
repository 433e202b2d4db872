"""Scenario files (format v1): schema holds the vocabulary a game declares its cards and
ask kinds with; values the validated, frozen, typed values a scenario is (each game's named
tuples) and their constructors; load reads a YAML file strictly into them, every fault a
FILE:LINE: key.path message.
"""
