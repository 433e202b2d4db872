"""Scenario files (format v1): schema holds the vocabulary a game declares its cards and
ask kinds with; load reads a YAML file strictly into frozen values, every fault a FILE:LINE:
key.path message.
"""
