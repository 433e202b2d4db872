"""pytest collects scenario files as tests: one item per file, run through the same runner as
``judge check`` (``judge.suite.regression.check_file``).

Installed as a ``pytest11`` entry point, so any project that installs the package gets it. What
it collects and against which rulebook, in the project's ini file (``pytest.ini``,
``pyproject.toml`` ``[tool.pytest.ini_options]``…) or on the command line:

``judge_scenarios``
    globs (one per line, relative to the rootdir) of the files to collect, e.g.
    ``scenarios/**/*.yaml``. Default: every ``*.yaml`` / ``*.yml`` with a folder named
    ``scenarios`` in its path. pytest offers only files under the paths it collects
    (``testpaths`` or the command line), so list the scenario folder there too.
``judge_rulebook`` / ``--judge-rulebook PATH``
    the rulebook to resolve against (a game folder, a folder of game folders or a text file;
    repeatable). Default: ``$JUDGE_RULEBOOK``, else the bundled rulebook.
"""

from __future__ import annotations

import functools
import os
import re
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


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("judge", "scenario files as tests (judge)")
    group.addoption(
        "--judge-rulebook",
        action="append",
        default=None,
        metavar="PATH",
        help="resolve scenario files against this rulebook (repeatable; default: the ini "
        "option judge_rulebook, else $JUDGE_RULEBOOK, else the bundled rulebook)",
    )
    parser.addini(
        "judge_scenarios",
        type="linelist",
        default=[],
        help="globs of scenario files to collect, relative to the rootdir "
        "(default: *.yaml / *.yml under a folder named scenarios)",
    )
    parser.addini(
        "judge_rulebook",
        type="linelist",
        default=[],
        help="rulebook paths to resolve scenario files against, relative to the rootdir",
    )


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if _wanted(parent.config, file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


def _wanted(config: pytest.Config, file_path: Path) -> bool:
    globs: list[str] = config.getini("judge_scenarios")
    if not globs:
        return file_path.suffix.lower() in SUFFIXES and "scenarios" in file_path.parts
    root = config.rootpath
    try:
        relative = file_path.relative_to(root).as_posix()
    except ValueError:
        relative = None
    absolute = file_path.as_posix()
    for glob in globs:
        pattern = _glob(glob)
        if pattern.match(absolute) or (relative is not None and pattern.match(relative)):
            return True
    return False


@functools.cache
def _glob(glob: str) -> re.Pattern[str]:
    """A path glob as a regular expression: ``**/`` any folders (none too), ``*`` and ``?``
    within one path segment, ``[…]`` a character class."""
    out = []
    i = 0
    glob = glob.replace(os.sep, "/")
    while i < len(glob):
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif glob[i] == "*":
            out.append("[^/]*")
            i += 1
        elif glob[i] == "?":
            out.append("[^/]")
            i += 1
        elif glob[i] == "[" and "]" in glob[i + 1 :]:
            end = glob.index("]", i + 1)
            out.append("[" + glob[i + 1 : end].replace("!", "^", 1) + "]")
            i = end + 1
        else:
            out.append(re.escape(glob[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def rulebook_paths(config: pytest.Config) -> list[Path] | None:
    """``--judge-rulebook``, else the ini ``judge_rulebook`` (relative to the rootdir), else None:
    ``$JUDGE_RULEBOOK`` or the bundled rulebook."""
    given: list[str] | None = config.getoption("judge_rulebook")
    if given:
        return [Path(p) for p in given]
    listed: list[str] = config.getini("judge_rulebook")
    if listed:
        return [config.rootpath / p for p in listed]
    return None


def _rulebook(config: pytest.Config) -> Rulebook:
    if _RULEBOOK not in config.stash:
        from judge.rulebook.load import load

        config.stash[_RULEBOOK] = load(rulebook_paths(config))
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
        if result.skipped:
            pytest.skip(result.skipped)
        if not result.passed:
            from judge.render.check import mismatch_text

            raise ScenarioMismatch(
                "\n".join(f"{self.path}:{m.line}: {mismatch_text(m)}" for m in result.mismatches)
            )

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        from judge.render.terminal import visible  # what a scenario holds is shown, not obeyed

        if isinstance(excinfo.value, ScenarioMismatch):
            return visible(f"{self.path}: verdict does not meet expect\n{excinfo.value}")
        if isinstance(excinfo.value, JudgeError):
            return visible(excinfo.value.render())
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
