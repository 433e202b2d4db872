"""pytest collects scenario files as tests, through the runner ``judge check`` uses
(``judge.suite.regression.check_file``), and fails on stale encoded rules as ``judge check``
does.

Installed as the ``pytest11`` entry point ``judge``: ``pytest -p no:judge`` switches it off. A
conftest's ``pytest_plugins = ["judge.pytest_plugin"]`` names the same plugin (loaded once).

What it collects, from the files pytest offers (under ``testpaths`` or the paths given):

``judge_scenarios`` (ini) — globs, one per line, relative to the rootdir
    exactly the files they match (``scenarios/**/*.yaml``);
``scenarios`` of the project's ``[tool.judge]`` / ``judge.toml`` (``judge.config.settings``)
    else the files those globs match, relative to that file's folder;
else
    every ``*.yaml`` / ``*.yml`` file that is a scenario: a mapping with ``game`` and ``ask``
    at its top level, told from the text without parsing it — other YAML is left alone.

One item per file. When any was collected, one failing item per stale encoded rule (whose
clause text changed since it was written: ``judge fingerprint``), so that pytest is as strict
as ``judge check``.

The rulebook resolved against: ``--judge-rulebook PATH`` (repeatable), else the ini
``judge_rulebook`` (relative to the rootdir), else ``$JUDGE_RULEBOOK``, else the configuration
file's ``rulebook``, else the bundled rulebook. A bad glob, or a rulebook that cannot be loaded,
is a usage error (exit 4), not a traceback.
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import pytest

from judge.errors import JudgeError
from judge.rulebook.model import Rulebook
from judge.scenario.load import SUFFIXES

if TYPE_CHECKING:
    from judge.edits.stale import Stale
    from judge.suite.regression import CaseResult

_RULEBOOK = pytest.StashKey[Rulebook]()
_CHOOSER = pytest.StashKey["Chooser"]()
_RESULT = pytest.StashKey["CaseResult | JudgeError"]()

#: the plugin's entry-point name (``-p no:judge``)
NAME = "judge"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("judge", "scenario files as tests (judge; -p no:judge: off)")
    group.addoption(
        "--judge-rulebook",
        action="append",
        default=None,
        metavar="PATH",
        help="resolve scenario files against this rulebook (repeatable; default: the ini "
        "option judge_rulebook, else $JUDGE_RULEBOOK, else the [tool.judge] rulebook, else the "
        "bundled rulebook)",
    )
    parser.addini(
        "judge_scenarios",
        type="linelist",
        default=[],
        help="globs of scenario files to collect, relative to the rootdir (default: the "
        "[tool.judge] scenarios, else every YAML file with game and ask at its top level)",
    )
    parser.addini(
        "judge_rulebook",
        type="linelist",
        default=[],
        help="rulebook paths to resolve scenario files against, relative to the rootdir",
    )


@pytest.hookimpl
def pytest_plugin_registered(plugin: object, plugin_name: str, manager: Any) -> None:
    """The plugin has two names: ``judge`` (its entry point) and ``judge.pytest_plugin`` (its
    module, as a conftest's ``pytest_plugins`` names it). Registered under one, it blocks the
    other, so that it is registered once (pytest refuses a plugin registered twice); blocked
    under the other (``-p no:judge``, or the module's name), it takes itself off."""
    if plugin is not _module():
        return
    other = __name__ if plugin_name == NAME else NAME
    if manager.is_blocked(other):
        manager.unregister(plugin)
    else:
        manager.set_blocked(other)


def _module() -> object:
    import sys

    return sys.modules[__name__]


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_CHOOSER] = Chooser.of(config)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix.lower() in SUFFIXES and parent.config.stash[_CHOOSER].wants(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    """With any scenario collected: load the rulebook (a usage error when it cannot be), and
    add an item per stale encoded rule."""
    if not any(isinstance(item, ScenarioItem) for item in items):
        return
    from judge.edits.stale import find_stale

    book = _rulebook(config)
    try:
        stale = find_stale(book)
    except JudgeError as error:
        raise pytest.UsageError(f"judge: {error.render()}") from None
    for found in stale:
        file, _, _line = found.where.rpartition(":")
        name = f"{found.rule.name.rsplit('.', 1)[-1]}[{found.key}]"
        items.append(
            StaleRule.from_parent(session, name=name, nodeid=f"{file}::{name}", stale=found)
        )


# ------------------------------------------------------------------------------ what is collected


class Chooser(NamedTuple):
    """Which files are scenarios: those the globs match (relative to ``root``), or, with no
    globs, those that look like one."""

    root: Path | None
    globs: tuple[re.Pattern[str], ...]

    @classmethod
    def of(cls, config: pytest.Config) -> Chooser:
        """From the ini's ``judge_scenarios``, else the configuration file's ``scenarios``; a
        glob that is not one is a usage error."""
        listed: list[str] = config.getini("judge_scenarios")
        if listed:
            return cls(config.rootpath, _compiled(listed, "judge_scenarios"))
        found = _settings(config)
        if found.scenarios:
            return cls(found.folder, _compiled(found.scenarios, found.origin("scenarios")))
        return cls(None, ())

    def wants(self, path: Path) -> bool:
        if self.root is None:
            return looks_like_a_scenario(path)
        try:
            relative: str | None = path.relative_to(self.root).as_posix()
        except ValueError:
            relative = None
        absolute = path.as_posix()
        return any(
            g.match(absolute) or (relative is not None and g.match(relative)) for g in self.globs
        )


def _settings(config: pytest.Config) -> Any:
    from judge.config import settings

    try:
        return settings(config.rootpath)
    except JudgeError as error:
        raise pytest.UsageError(f"judge: {error.render()}") from None


def _compiled(globs: Any, where: str) -> tuple[re.Pattern[str], ...]:
    try:
        return tuple(_glob(g) for g in globs)
    except re.error as error:
        bad = next(g for g in globs if _fails(g))
        raise pytest.UsageError(f"{where}: '{bad}' is not a glob: {error}") from None


def _fails(glob: str) -> bool:
    try:
        _glob(glob)
    except re.error:
        return True
    return False


@functools.cache
def _glob(glob: str) -> re.Pattern[str]:
    """A path glob as a regular expression: ``**/`` any folders (none too), ``*`` and ``?``
    within one path segment, ``[…]`` a character class (``[!…]`` negated)."""
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
            body = glob[i + 1 : end].replace("\\", "\\\\")
            if body.startswith(("!", "^")):
                body = ("^" if body[0] == "!" else "\\^") + body[1:]
            out.append("[" + body + "]")
            i = end + 1
        else:
            out.append(re.escape(glob[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


#: how much of a file is looked at to tell whether it is a scenario (a scenario file's limit)
SNIFF_BYTES = 1 << 20
_TOP_KEY = re.compile(r"""^["']?(game|ask)["']?[ \t]*:(?:[ \t]|$)""", re.MULTILINE)
_FLOW_KEY = re.compile(r"""[{,][ \t\r\n]*["']?(game|ask)["']?[ \t]*:""")


def looks_like_a_scenario(path: Path) -> bool:
    """Whether a YAML file is a scenario: a mapping with ``game`` and ``ask`` keys at its top
    level (a block mapping's keys at the first column, or a flow mapping's), read from at most
    the first ``SNIFF_BYTES`` of its text (UTF-8, or UTF-16 with a byte-order mark) without
    parsing it. Anything that cannot be read is not one."""
    from judge.inputs import is_regular

    if not is_regular(path):
        return False
    try:
        with open(path, "rb") as handle:
            data = handle.read(SNIFF_BYTES)
    except OSError:
        return False
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")
    else:
        text = data.decode("utf-8", errors="replace")
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    flow = body.lstrip().lstrip("-").lstrip().startswith("{")
    keys = {m.group(1) for m in (_FLOW_KEY if flow else _TOP_KEY).finditer(body)}
    return keys == {"game", "ask"}


# ------------------------------------------------------------------------------ the rulebook


def rulebook_paths(config: pytest.Config) -> list[Path] | None:
    """``--judge-rulebook``, else the ini ``judge_rulebook`` (relative to the rootdir), else None:
    ``$JUDGE_RULEBOOK``, the configuration file's or the bundled rulebook."""
    return _chosen_rulebook(config)[0]


def _chosen_rulebook(config: pytest.Config) -> tuple[list[Path] | None, str]:
    """The rulebook paths (None: the bundled rulebook) and what named them."""
    given: list[str] | None = config.getoption("judge_rulebook")
    if given:
        return [Path(p) for p in given], "--judge-rulebook"
    listed: list[str] = config.getini("judge_rulebook")
    if listed:
        return [config.rootpath / p for p in listed], "judge_rulebook"
    if os.environ.get("JUDGE_RULEBOOK"):
        return None, "$JUDGE_RULEBOOK"
    found = _settings(config)
    if found.rulebook:
        return list(found.rulebook), found.origin("rulebook")
    return None, "the bundled rulebook"


def _rulebook(config: pytest.Config) -> Rulebook:
    """The rulebook, loaded once per session; one that cannot be loaded is a usage error."""
    if _RULEBOOK not in config.stash:
        from judge.rulebook.load import load

        paths, origin = _chosen_rulebook(config)
        try:
            config.stash[_RULEBOOK] = load(paths)
        except JudgeError as error:
            raise pytest.UsageError(f"{origin}: {error.render()}") from None
        except OSError as error:
            where = f"{error.filename}: " if error.filename else ""
            raise pytest.UsageError(f"{origin}: {where}{error.strerror or error}") from None
    return config.stash[_RULEBOOK]


# ------------------------------------------------------------------------------ the items


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


class StaleRuleError(Exception):
    """An encoded rule's clause changed since the rule was written."""


class StaleRule(pytest.Item):
    """An encoded rule whose clause text changed since it was written (or was never recorded):
    it fails, as it fails ``judge check``, until the rule is reviewed and the text recorded."""

    def __init__(self, *, stale: Stale, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.stale = stale

    def runtest(self) -> None:
        from judge.render.stale import stale_text

        paths = rulebook_paths(self.config)
        raise StaleRuleError(stale_text([self.stale], rulebook=paths))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, StaleRuleError):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        rule = self.stale.rule
        return Path(rule.file), max(rule.line, 1) - 1, f"stale rule {self.stale.key}"
