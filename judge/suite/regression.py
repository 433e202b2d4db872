"""The regression check: resolve scenario files and compare each verdict with the file's
``expect`` block.

A scenario with an ``expect`` block passes when every answer key of the verdict is in ``expect``
(or named in ``expect.unchecked``) with the engine's value (lists compare as sets of names), and
its cites are exactly ``expect.cites`` — or include every id of ``expect.cites-include`` (a
scenario that means "at least these"); ``cites`` too must be given or named unchecked. Each
mismatch carries the line of its ``expect`` key. ``judge check``,
the pytest plugin and ``bench/bench_check.py`` all go through ``check_file``; ``run_check`` also
holds the encoded rules against the clause texts they were written for (stale rules fail it).

``run_check`` remembers each file's result in the cache, keyed by the file's path and bytes, the
loaded rulebook, judge's own code and data, the Python version and ``exact``: a result is a
function of these alone, so an unchanged file is not read as YAML nor resolved again on the next
run against the same rulebook. (Not when a game plugin is installed: its code is not in the
key.)
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge import progress
from judge.cache import blake2b
from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.errors import JudgeError, ScenarioError, UsageError
from judge.inputs import read_limited
from judge.rulebook.model import Rulebook
from judge.scenario.files import iter_scenario_files
from judge.scenario.load import MAX_SCENARIO_BYTES, load_scenario
from judge.scenario.schema import UNKNOWN, is_partial
from judge.scenario.values import Scenario

if TYPE_CHECKING:
    from judge.edits.stale import Stale


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One expectation the verdict does not meet, and the line of its ``expect`` key.

    ``kind``: ``value`` (an answer key), ``cites`` (the exact cites), ``cites-include`` (ids
    missing from the cites) or ``unlisted`` (an answer key or ``cites`` that ``expect`` neither
    gives nor names in ``unchecked``)."""

    key: str
    expected: Any
    actual: Any
    line: int = 0
    kind: str = "value"


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
    #: the input error that kept the file from being checked (one line), else None
    error: str | None = None

    @property
    def passed(self) -> bool:
        return not self.mismatches and self.skipped is None and self.error is None


@dataclass(slots=True)
class CheckReport:
    """Every scenario checked, in order, and the encoded rules found stale (whose clause text
    changed since they were written): a stale rule fails the check as a failing scenario does."""

    results: list[CaseResult] = field(default_factory=list)
    stale: list[Stale] = field(default_factory=list)
    #: what was left out and why (a FIFO in a scenario folder…), one line each
    notes: list[str] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def skipped(self) -> int:
        return sum(r.skipped is not None for r in self.results)

    @property
    def errors(self) -> int:
        """Files that could not be checked (input errors): the run exits 2."""
        return sum(r.error is not None for r in self.results)

    @property
    def failed(self) -> int:
        return len(self.results) - self.passed - self.skipped - self.errors

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.errors == 0 and not self.stale


def compare(
    scenario: Scenario[Any, Any], verdict: Verdict, *, exact: bool | None = None
) -> list[Mismatch]:
    """What of the scenario's ``expect`` the verdict does not meet: exactly (format 2, or
    ``exact``), or as format 1 says — the keys given, and ``cites`` among the verdict's."""
    return _compare(scenario, verdict.answer_data(), verdict.cites, exact)


def _compare(
    scenario: Scenario[Any, Any],
    answer: Mapping[str, Any],
    cites: tuple[str, ...],
    exact: bool | None,
) -> list[Mismatch]:
    """``compare``, the verdict's answer as data and its cites given (``Verdict.cites`` sorts
    them afresh on every read)."""
    expect = scenario.expect
    if expect is None:
        return []
    mismatches = []
    cited = set(cites)
    strict = expect.exact if exact is None else exact
    for key, expected in expect.answer.items():
        actual = answer.get(key)
        if not _equal(expected, actual, strict):
            mismatches.append(Mismatch(key, expected, actual, expect.line_of(key)))
    if not strict:
        wanted = expect.cites_include if expect.cites is None else expect.cites
        missing = tuple(c for c in wanted or () if c not in cited)
        if missing:
            line = expect.line_of("cites" if expect.cites is not None else "cites-include")
            mismatches.append(Mismatch("cites", missing, cites, line, "cites-include"))
        return mismatches
    for key, actual in answer.items():
        if key not in expect.answer and key not in expect.unchecked:
            mismatches.append(Mismatch(key, None, actual, expect.line, "unlisted"))
    if expect.cites is not None:
        if set(expect.cites) != cited:
            line = expect.line_of("cites")
            mismatches.append(Mismatch("cites", expect.cites, cites, line, "cites"))
    elif expect.cites_include is not None:
        missing = tuple(c for c in expect.cites_include if c not in cited)
        if missing:
            line = expect.line_of("cites-include")
            mismatches.append(Mismatch("cites", missing, cites, line, "cites-include"))
    elif "cites" not in expect.unchecked:
        mismatches.append(Mismatch("cites", None, cites, expect.line, "unlisted"))
    return mismatches


def _equal(expected: Any, actual: Any, exact: bool = True) -> bool:
    """Whether an answer value meets its expectation: lists as sets of names; a partial list
    answer by its two sets of names, and the cites of a maybe where ``expect`` gives them
    (exactly, or — not ``exact`` — among the verdict's). Format 1 (not ``exact``) reads
    ``unknown`` as it always meant, "not wholly decided": a partial answer meets it."""
    if is_partial(expected) or is_partial(actual):
        if not (is_partial(expected) and is_partial(actual)):
            return not exact and expected == UNKNOWN and is_partial(actual)
        return _equal_partial(expected, actual, exact)
    if isinstance(expected, tuple) or isinstance(actual, tuple):
        if not (isinstance(expected, tuple) and isinstance(actual, tuple)):
            return False
        return set(expected) == set(actual)
    return type(expected) is type(actual) and expected == actual


def _equal_partial(expected: dict[str, Any], actual: dict[str, Any], exact: bool) -> bool:
    if set(expected["surely"]) != set(actual["surely"]):
        return False
    found = {m["name"]: m for m in actual["maybe"]}
    if {m["name"] for m in expected["maybe"]} != set(found):
        return False
    for wanted in expected["maybe"]:
        if wanted.get("cites") is None:
            continue
        given, cited = set(wanted["cites"]), set(found[wanted["name"]]["cites"])
        if (given != cited) if exact else not given <= cited:
            return False
    return True


def check_file(
    path: Path, rulebook: Rulebook, *, exact: bool | None = None, data: bytes | None = None
) -> CaseResult:
    """Load, resolve and compare one scenario file (input errors raise ScenarioError). A
    scenario of a game whose texts are not loaded is skipped: nothing could decide it.
    ``data``: the file's bytes, when they have been read already."""
    scenario = load_scenario(path, data=data)
    answer: dict[str, Any] = {}
    cites: tuple[str, ...] = ()
    mismatches: list[Mismatch] = []
    skipped = None
    if any(doc.game == scenario.game for doc in rulebook.documents):
        verdict = resolve(scenario, rulebook)
        answer, cites = verdict.answer_data(), verdict.cites
        mismatches = _compare(scenario, answer, cites, exact)
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


def check_or_report(
    path: Path, rulebook: Rulebook, *, exact: bool | None = None, data: bytes | None = None
) -> CaseResult:
    """``check_file``, an input error becoming an error result: one bad file does not stop the
    run."""
    try:
        return check_file(path, rulebook, exact=exact, data=data)
    except JudgeError as error:
        return CaseResult(path, "", "", None, False, {}, (), (), error=error.render())


#: suites at least this large are checked by one worker process per core (fork only): a
#: forked worker costs a few milliseconds, a few hundred scenarios take a tenth of a second
PARALLEL_FROM = 300
#: at most this many files per task, and at least four tasks per worker (a slow chunk then
#: does not keep the others waiting)
_CHUNK = 250


def run_check(
    paths: Iterable[str | Path] | None,
    rulebook: Rulebook,
    *,
    workers: int | None = None,
    stale: bool = True,
    exact: bool | None = None,
    remember: bool = True,
) -> CheckReport:
    """Check every scenario file under ``paths`` (default: the bundled suite), in order, and
    (with ``stale``) the encoded rules against the clause texts they were written for.
    ``exact`` checks every file as format 2 (exact cites, every answer key) whatever format it
    declares; by default each file is checked as its own format says.

    Large suites are split across worker processes (``workers``; default: one per core, for
    suites of ``PARALLEL_FROM`` files or more where the platform can fork). With ``remember``
    (and a cache folder), results are remembered and an unchanged file is not checked again."""
    paths = list(paths) if paths is not None else None
    notes: list[str] = []
    faults: list[tuple[Path, str]] = []
    files = iter_scenario_files(paths, notes, faults)
    if not files and not faults:
        where = ", ".join(str(p) for p in paths) if paths else "the bundled suite"
        raise UsageError(f"no scenario files (*.yaml, *.yml) in {where}")
    found: list[Stale] = []
    if stale:
        from judge.edits.stale import find_stale

        found = find_stale(rulebook)
    memory = _Remembered(rulebook if remember else None, exact)
    keys = memory.keys(files)
    rows: list[tuple[Any, ...] | None] = [memory.rows.get(k) if k else None for k in keys]
    todo = [path for path, row in zip(files, rows, strict=True) if row is None]
    computed = iter(_compute(todo, rulebook, exact, workers, memory.keyed_by_checks, notes))
    for n, row in enumerate(rows):
        if row is None:
            key, rows[n] = next(computed)
            memory.learn(keys[n] or key, rows[n])  # type: ignore[arg-type]
    memory.save()
    results = [_unpack(path, row) for path, row in zip(files, rows, strict=True)]  # type: ignore[arg-type]
    results += [_fault(path, message) for path, message in faults]  # after the files read
    return CheckReport(results, found, notes)


def _fault(path: Path, message: str) -> CaseResult:
    """A folder or file that could not be read or named, as an error result."""
    error = ScenarioError(message, path=str(path)).render()
    return CaseResult(path, "", "", None, False, {}, (), (), error=error)


def _compute(
    files: list[Path],
    rulebook: Rulebook,
    exact: bool | None,
    workers: int | None,
    keyed: bool,
    notes: list[str],
) -> list[tuple[bytes | None, tuple[Any, ...]]]:
    """The packed results of ``files``, in order, each with the file's key when ``keyed`` (from
    the bytes read to check it, else None): in this process, or in worker processes
    (``judge.suite.workers``: they die with this one; the files of a worker that died are
    checked here, with a note saying so)."""
    if workers is None:
        workers = _default_workers(len(files))
    if workers <= 1:
        return _check_files(progress.track(files, "checking scenarios"), rulebook, exact, keyed)
    from judge.suite.workers import in_workers

    size = max(1, min(_CHUNK, -(-len(files) // (workers * 4))))
    # paths travel as strings: a pickled Path is parsed again on arrival
    names = [os.fspath(path) for path in files]
    chunks = [names[i : i + size] for i in range(0, len(names), size)]
    ticks = progress.track(range(len(chunks)), "checking scenarios")
    done, lost, deaths = in_workers(
        _check_chunk,
        chunks,
        workers,
        _start_worker,
        (rulebook, exact, keyed),
        tick=lambda: next(ticks, None),
    )
    for _ in ticks:  # (the bar, if shown, goes)
        pass
    for index in lost:
        done[index] = _check_files(map(Path, chunks[index]), rulebook, exact, keyed)
    if deaths:
        count = sum(len(chunks[i]) for i in lost)
        notes.append(
            f"{len(deaths)} worker process{'es' if len(deaths) > 1 else ''} ended early "
            f"({', '.join(deaths)}); {count} files were checked in the main process instead"
        )
    return [row for index in range(len(chunks)) for row in done[index]]


def _check_files(
    files: Iterable[Path], rulebook: Rulebook, exact: bool | None, keyed: bool
) -> list[tuple[bytes | None, tuple[Any, ...]]]:
    """Each file checked and packed, with its key when ``keyed``: the bytes are read here, once,
    for both (a file that cannot be read gets no key; checking it reports why)."""
    out: list[tuple[bytes | None, tuple[Any, ...]]] = []
    for path in files:
        data = _read(path) if keyed else None
        if data is None:
            out.append((None, _pack(check_or_report(path, rulebook, exact=exact))))
            continue
        result = check_or_report(path, rulebook, exact=exact, data=data)
        out.append((_file_key(path, data), _pack(result)))
    return out


class _Remembered:
    """The results remembered for this rulebook, code and ``exact``: file key → packed result."""

    #: at most this many results are kept (those of the last run when there are more)
    LIMIT = 200_000

    def __init__(self, rulebook: Rulebook | None, exact: bool | None) -> None:
        import sys

        from judge import cache, games

        self.rows: dict[bytes, tuple[Any, ...]] = {}
        self.learnt: dict[bytes, tuple[Any, ...]] = {}
        self.used: set[bytes] = set()
        self.entry: cache.Entry | None = None
        if rulebook is None or not rulebook.digest or set(games.game_ids()) - set(games.BUNDLED):
            return
        self.entry = cache.entry(cache.CHECK, sys.version, repr(exact), book=rulebook.digest)
        self.rows = cache.load(self.entry, _decode_rows) or {}

    @property
    def keyed_by_checks(self) -> bool:
        """Results are remembered but none is yet: the files' keys come from the bytes read to
        check them (each file read once), not from a reading of every file beforehand."""
        return self.entry is not None and not self.rows

    def keys(self, files: list[Path]) -> list[bytes | None]:
        """Each file's key, when results are remembered: its path and bytes hashed (None when
        it cannot be read: checking it reports why)."""
        if self.entry is None or not self.rows:
            return [None] * len(files)
        out = [None if (data := _read(path)) is None else _file_key(path, data) for path in files]
        self.used = {k for k in out if k is not None}
        return out

    def learn(self, key: bytes | None, row: tuple[Any, ...]) -> None:
        if key is not None:
            self.learnt[key] = row
            self.used.add(key)

    def save(self) -> None:
        if not self.learnt or self.entry is None:
            return
        import marshal

        from judge import cache

        rows = {**self.rows, **self.learnt}
        if len(rows) > self.LIMIT:
            rows = {k: v for k, v in rows.items() if k in self.used}
        try:
            data = marshal.dumps(rows)
        except ValueError:  # a value marshal cannot hold: nothing is remembered
            return
        cache.store(self.entry, data)


def _read(path: Path) -> bytes | None:
    """A scenario file's bytes within the size limit; None when it cannot be read (checking it
    then reports why)."""
    try:
        return read_limited(path, MAX_SCENARIO_BYTES, JudgeError, "scenario file")
    except JudgeError:
        return None


def _file_key(path: Path, data: bytes) -> bytes:
    """What a file's result is remembered by: its path as given and its bytes."""
    shown = os.fsencode(path)
    return blake2b(len(shown).to_bytes(4, "little") + shown + data, digest_size=20).digest()


def _decode_rows(data: bytes) -> dict[bytes, tuple[Any, ...]]:
    import marshal

    rows = marshal.loads(data)
    if not isinstance(rows, dict) or not all(
        isinstance(k, bytes) and isinstance(v, tuple) and len(v) == 9 for k, v in rows.items()
    ):
        raise ValueError("not a table of results")
    return rows


def _default_workers(count: int) -> int:
    import multiprocessing
    import threading

    if count < PARALLEL_FROM or threading.active_count() > 1:
        return 1
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return min(os.cpu_count() or 1, 8)


_WORKER: dict[str, Any] = {}


def _start_worker(rulebook: Rulebook, exact: bool | None, keyed: bool) -> None:
    import gc

    # what the worker inherited (the rulebook, the modules) lives as long as it does: kept out
    # of the collector's passes, which would walk it (and copy its pages) again and again
    gc.freeze()
    _WORKER["rulebook"], _WORKER["exact"], _WORKER["keyed"] = rulebook, exact, keyed


def _check_chunk(names: list[str]) -> list[tuple[bytes | None, tuple[Any, ...]]]:
    """A worker's results as plain tuples, without the paths the parent already has: pickling
    them costs a fraction of pickling the objects."""
    paths = map(Path, names)
    return _check_files(paths, _WORKER["rulebook"], _WORKER["exact"], _WORKER["keyed"])


def _pack(result: CaseResult) -> tuple[Any, ...]:
    mismatches = tuple((m.key, m.expected, m.actual, m.line, m.kind) for m in result.mismatches)
    return (
        result.game,
        result.ask,
        result.title,
        result.has_expect,
        result.answer,
        result.cites,
        mismatches,
        result.skipped,
        result.error,
    )


def _unpack(path: Path, row: tuple[Any, ...]) -> CaseResult:
    game, ask, title, has_expect, answer, cites, mismatches, skipped, error = row
    return CaseResult(
        path,
        game,
        ask,
        title,
        has_expect,
        answer,
        cites,
        tuple(Mismatch(*m) for m in mismatches),
        skipped,
        error,
    )
