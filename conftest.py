"""Scenario files under scenarios/ are collected as tests (see judge/pytest_plugin.py)."""

pytest_plugins = ["judge.suite.pytest_plugin"]
