"""The regression check: resolve scenario files and compare each verdict with the file's
``expect`` block.

A scenario passes when every answer key in ``expect`` equals the engine's value (lists compare
as sets of names) and every id in ``expect.cites`` is among the verdict's cites. ``judge check``,
the pytest plugin and ``bench/bench_check.py`` all go through ``check_file``; further checks
(e.g. stale rules) plug in as ``hooks``: callables ``(scenario, verdict) -> list[Mismatch]``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.paths import shown
from judge.rulebook.model import Rulebook
from judge.scenario.load import Scenario, iter_scenario_files, load_scenario


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One expectation the verdict does not meet."""

    key: str
    expected: Any
    actual: Any

    def describe(self) -> str:
        if self.key == "cites":
            return (
                f"cites: expected {_show(self.expected)} among the cites, got {_show(self.actual)}"
            )
        return f"{self.key}: expected {_show(self.expected)}, got {_show(self.actual)}"

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "expected": _plain(self.expected), "actual": _plain(self.actual)}


Hook = Callable[[Scenario, Verdict], list[Mismatch]]


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One scenario file checked (plain data, so that worker processes can hand it back)."""

    path: Path
    game: str
    ask: str
    title: str | None
    has_expect: bool
    answer: dict[str, Any]
    cites: tuple[str, ...]
    mismatches: tuple[Mismatch, ...]
    #: why the scenario was not resolved (its game's texts are not loaded), else None
    skipped: str | None = None

    @property
    def passed(self) -> bool:
        return not self.mismatches and self.skipped is None

    @property
    def shown(self) -> str:
        """The path as a user reads it: relative to the working folder, bundled files as
        ``scenarios/<game>/<file>``."""
        return shown(self.path)

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.shown,
            "title": self.title,
            "game": self.game,
            "ask": self.ask,
            "passed": self.passed,
            "skipped": self.skipped,
            "expect": self.has_expect,
            "answer": {k: _plain(v) for k, v in self.answer.items()},
            "cites": list(self.cites),
            "mismatches": [m.to_json() for m in self.mismatches],
        }


@dataclass(slots=True)
class CheckReport:
    """Every scenario checked, in order."""

    results: list[CaseResult] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def skipped(self) -> int:
        return sum(r.skipped is not None for r in self.results)

    @property
    def failed(self) -> int:
        return len(self.results) - self.passed - self.skipped

    @property
    def ok(self) -> bool:
        return self.failed == 0

    def summary(self) -> str:
        skipped = f", {self.skipped} skipped" if self.skipped else ""
        return f"{self.passed} passed, {self.failed} failed{skipped}"

    def to_json(self) -> dict[str, Any]:
        return {
            "passed": self.passed,
            "failed": self.failed,
            "skipped": self.skipped,
            "results": [r.to_json() for r in self.results],
        }

    def render(self, quiet: bool = False) -> str:
        """A line per file (only failures when ``quiet``), expected vs actual under each failure,
        then the summary."""
        lines = []
        for r in self.results:
            title = f" — {r.title}" if r.title else ""
            if r.skipped is not None:
                if not quiet:
                    lines.append(f"SKIP {r.shown}{title} ({r.skipped})")
                continue
            if r.passed:
                if not quiet:
                    lines.append(f"PASS {r.shown}{title}")
                continue
            lines.append(f"FAIL {r.shown}{title}")
            lines += [f"  {m.describe()}" for m in r.mismatches]
        lines.append(self.summary())
        return "\n".join(lines)

    def junit(self) -> str:
        """JUnit XML: one testcase per scenario file."""
        from xml.etree import ElementTree as ET

        suite = ET.Element(
            "testsuite",
            name="judge check",
            tests=str(len(self.results)),
            failures=str(self.failed),
            skipped=str(self.skipped),
            errors="0",
        )
        for r in self.results:
            case = ET.SubElement(
                suite,
                "testcase",
                classname=f"scenarios.{r.game}",
                name=r.shown,
            )
            if r.skipped is not None:
                ET.SubElement(case, "skipped", message=r.skipped)
            elif not r.passed:
                failure = ET.SubElement(
                    case, "failure", message="; ".join(m.describe() for m in r.mismatches)
                )
                failure.text = "\n".join(m.describe() for m in r.mismatches)
        ET.indent(suite)
        return (
            '<?xml version="1.0" encoding="utf-8"?>\n'
            + ET.tostring(suite, encoding="unicode")
            + "\n"
        )


def compare(scenario: Scenario, verdict: Verdict) -> list[Mismatch]:
    """What of the scenario's ``expect`` the verdict does not meet."""
    expect = scenario.expect
    if expect is None:
        return []
    mismatches = []
    for key, expected in expect.answer.items():
        actual = verdict.answer.get(key)
        if not _equal(expected, actual):
            mismatches.append(Mismatch(key, expected, actual))
    if expect.cites:
        cites = set(verdict.cites)
        missing = [c for c in expect.cites if c not in cites]
        if missing:
            mismatches.append(Mismatch("cites", tuple(missing), verdict.cites))
    return mismatches


def _equal(expected: Any, actual: Any) -> bool:
    if isinstance(expected, tuple) or isinstance(actual, tuple):
        if not (isinstance(expected, tuple) and isinstance(actual, tuple)):
            return False
        return set(expected) == set(actual)
    return type(expected) is type(actual) and expected == actual


def check_file(path: Path, rulebook: Rulebook, hooks: Sequence[Hook] = ()) -> CaseResult:
    """Load, resolve and compare one scenario file (input errors raise ScenarioError). A
    scenario of a game whose texts are not loaded is skipped: nothing could decide it."""
    scenario = load_scenario(path)
    answer: dict[str, Any] = {}
    cites: tuple[str, ...] = ()
    mismatches: list[Mismatch] = []
    skipped = None
    if any(doc.game == scenario.game for doc in rulebook.documents):
        verdict = resolve(scenario, rulebook)
        answer, cites = dict(verdict.answer), verdict.cites
        mismatches = compare(scenario, verdict)
        for hook in hooks:
            mismatches += hook(scenario, verdict)
    else:
        skipped = f"no {scenario.game} rulebook loaded"
    return CaseResult(
        path=path,
        game=scenario.game,
        ask=scenario.ask,
        title=scenario.title,
        has_expect=scenario.expect is not None,
        answer=answer,
        cites=cites,
        mismatches=tuple(mismatches),
        skipped=skipped,
    )


#: suites at least this large are checked by one worker process per core (fork only)
PARALLEL_FROM = 2000
_CHUNK = 250


def run_check(
    paths: Iterable[str | Path] | None,
    rulebook: Rulebook,
    hooks: Sequence[Hook] = (),
    *,
    workers: int | None = None,
) -> CheckReport:
    """Check every scenario file under ``paths`` (default: the bundled suite), in order.

    Large suites are split across worker processes (``workers``; default: one per core, for
    suites of ``PARALLEL_FROM`` files or more where the platform can fork); hooks then run in
    the workers and must be picklable (module-level functions)."""
    files = iter_scenario_files(paths)
    if workers is None:
        workers = _default_workers(len(files))
    if workers <= 1:
        return CheckReport([check_file(path, rulebook, hooks) for path in files])
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunks = [files[i : i + _CHUNK] for i in range(0, len(files), _CHUNK)]
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(
        workers, mp_context=context, initializer=_start_worker, initargs=(rulebook, tuple(hooks))
    ) as pool:
        results = [r for chunk in pool.map(_check_chunk, chunks) for r in chunk]
    return CheckReport(results)


def _default_workers(count: int) -> int:
    import multiprocessing
    import threading

    if count < PARALLEL_FROM or threading.active_count() > 1:
        return 1
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(os.cpu_count() or 1, 8)


_WORKER: dict[str, Any] = {}


def _start_worker(rulebook: Rulebook, hooks: tuple[Hook, ...]) -> None:
    _WORKER["rulebook"], _WORKER["hooks"] = rulebook, hooks


def _check_chunk(files: list[Path]) -> list[CaseResult]:
    return [check_file(path, _WORKER["rulebook"], _WORKER["hooks"]) for path in files]


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _show(value: Any) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "missing" if value is None else str(value)
