"""pytest collects scenario files as tests: one item per ``scenarios/**/*.yaml``, run through the
same runner as ``judge check`` (``judge.suite.regression.check_file``) against the bundled rulebook.

Enabled by the repository's root ``conftest.py``
(``pytest_plugins = ["judge.suite.pytest_plugin"]``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from judge.errors import JudgeError
from judge.rulebook.model import Rulebook
from judge.scenario.load import SUFFIXES

if TYPE_CHECKING:
    from judge.suite.regression import CaseResult

_RULEBOOK = pytest.StashKey[Rulebook]()
_RESULT = pytest.StashKey["CaseResult | JudgeError"]()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix.lower() in SUFFIXES and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


def _rulebook(config: pytest.Config) -> Rulebook:
    if _RULEBOOK not in config.stash:
        from judge.rulebook.load import load

        config.stash[_RULEBOOK] = load()
    return config.stash[_RULEBOOK]


class ScenarioFile(pytest.File):
    """A scenario YAML file: one test."""

    def collect(self) -> Any:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioMismatch(Exception):
    """The verdict does not meet the file's ``expect``."""


class ScenarioItem(pytest.Item):
    """Resolves the scenario and compares the verdict with its ``expect`` block; its reported
    location is the line of the first failing ``expect`` key."""

    def result(self) -> CaseResult | JudgeError:
        """The check of this file (run once; an input error is kept, raised by ``runtest``)."""
        found = self.stash.get(_RESULT, None)
        if found is None:
            from judge.suite.regression import check_file

            try:
                found = check_file(self.path, _rulebook(self.config))
            except JudgeError as error:
                found = error
            self.stash[_RESULT] = found
        return found

    def runtest(self) -> None:
        result = self.result()
        if isinstance(result, JudgeError):
            raise result
        if not result.passed:
            from judge.render.check import mismatch_text

            raise ScenarioMismatch(
                "\n".join(f"{self.path}:{m.line}: {mismatch_text(m)}" for m in result.mismatches)
            )

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, ScenarioMismatch):
            return f"{self.path}: verdict does not meet expect\n{excinfo.value}"
        if isinstance(excinfo.value, JudgeError):
            return excinfo.value.render()
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        """The file, the (0-based) line of the first failing ``expect`` key — or of the input
        error — and the item's description."""
        result = self.result()
        if isinstance(result, JudgeError):
            line = result.line or 1
        else:
            line = result.mismatches[0].line if result.mismatches else 1
        return self.path, max(line, 1) - 1, f"scenario {self.path.parent.name}/{self.path.name}"
