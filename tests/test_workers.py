"""A parallel ``judge check`` never leaves a process behind: its workers die with it (``kill
-9`` of the parent), Ctrl-C ends the run with 130 and closes its output (``$(judge check)``
returns), and a worker killed under it costs a note, not the run (its files are checked by the
parent). Real signals, real processes (``judge.suite.workers``)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.suite.workers import in_workers

ROOT = Path(__file__).resolve().parent.parent
#: forking a process that runs threads (pytest-xdist's) warns from Python 3.12 on; these forks
#: run no code that takes a lock another thread could hold
FORK = pytest.mark.filterwarnings("ignore:This process .* is multi-threaded:DeprecationWarning")
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads a process's children from /proc"
)


@pytest.fixture(scope="module")
def big_suite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Enough scenario files for a check to take seconds across its workers (40 copies of the
    bundled suite)."""
    root = tmp_path_factory.mktemp("suite")
    for copy in range(40):
        shutil.copytree(
            ROOT / "scenarios", root / f"copy{copy}", ignore=shutil.ignore_patterns("*.md")
        )
    return root


def children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as handle:
            return [int(child) for child in handle.read().split()]
    except OSError:
        return []


def alive(pid: int) -> bool:
    """Running, not a zombie waiting for its parent to read its status."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def start_check(suite: Path) -> tuple[subprocess.Popen[bytes], list[int]]:
    """``judge check SUITE`` in a session of its own (a signal to its group reaches nothing else),
    once its workers run: the process and the workers' ids."""
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", "check", str(suite), "-q"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "JUDGE_CACHE_DIR": ""},  # nothing remembered: every file is checked
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        workers = children(process.pid)
        if len(workers) >= 2:
            time.sleep(0.1)  # working, mid-chunk
            return process, workers
        if process.poll() is not None:
            break
        time.sleep(0.02)
    process.kill()
    process.communicate()
    pytest.skip("the check ran without workers (one core?)")


def gone(pids: list[int], within: float = 10) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not any(alive(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return False


@pytest.fixture(autouse=True)
def _two_cores() -> None:
    if (os.cpu_count() or 1) < 2:
        pytest.skip("one core: check runs without workers")


def test_workers_die_with_a_parent_killed_by_sigkill(big_suite: Path) -> None:
    process, workers = start_check(big_suite)
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)  # the output pipes close: no worker holds them
    try:
        assert gone(workers), "workers outlived their parent"
    finally:
        for pid in workers:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("to_group", [False, True], ids=["to-the-parent", "as-a-terminal-does"])
def test_ctrl_c_ends_the_run_with_130_and_leaves_nothing(big_suite: Path, to_group: bool) -> None:
    interrupted = 0
    for _ in range(8):  # three runs interrupted mid-way (on a loaded machine one may end first)
        process, workers = start_check(big_suite)
        if to_group:
            os.killpg(process.pid, signal.SIGINT)
        else:
            os.kill(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)  # returns: nobody holds stdout any more
        if b" passed, " in out:
            continue  # the run had ended (its summary printed) before the signal came
        assert process.returncode == 130, (process.returncode, out[-300:], err[-2000:])
        assert b"Traceback" not in err
        assert gone(workers, within=5)
        interrupted += 1
        if interrupted == 3:
            return
    pytest.fail(f"only {interrupted} of 8 runs were still running when interrupted")


def test_a_killed_worker_costs_a_note_not_the_run(big_suite: Path) -> None:
    count = sum(1 for _ in big_suite.rglob("*.yaml"))
    process, workers = start_check(big_suite)
    os.kill(workers[0], signal.SIGKILL)
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    assert out.decode().splitlines()[-1] == f"{count} passed, 0 failed"
    assert err.decode().startswith("judge: note: 1 worker process ended early (signal 9); ")
    assert err.decode().endswith(" files were checked in the main process instead\n")


# ------------------------------------------------------------------ the pool itself


def _square_or_die(chunk: list[int]) -> list[int]:
    if chunk == [13]:
        os.kill(os.getpid(), signal.SIGKILL)
    return [n * n for n in chunk]


def _fail(chunk: list[int]) -> list[int]:
    if chunk == [1]:
        raise ValueError(f"bad chunk {chunk}")
    return chunk


def _nothing() -> None:
    pass


@FORK
def test_a_chunk_whose_worker_died_is_handed_back() -> None:
    chunks = [[n] for n in range(20)]
    results, lost, deaths = in_workers(_square_or_die, chunks, 2, _nothing, ())
    assert lost == [13] and deaths == ["signal 9"]
    assert results == {n: [n * n] for n in range(20) if n != 13}


@FORK
def test_an_exception_in_a_worker_is_raised_here() -> None:
    # only the second chunk fails: its exception, raised in its worker, is raised here
    with pytest.raises(ValueError, match=r"bad chunk \[1\]"):
        in_workers(_fail, [[0], [1]], 2, _nothing, ())
