"""Worker processes for a long run: forked, fed one chunk of work at a time over a pipe, and never
outliving the run.

    in_workers(work, chunks, workers, start, args) -> (results, lost, deaths)

Each worker is forked (it shares the parent's loaded rulebook without pickling it), runs
``start(*args)`` once, then ``work(chunk)`` for every chunk it is sent, and sends each result back.
What ``concurrent.futures`` does not promise, this does:

- **a worker dies with its parent.** Killed (``kill -9``), the parent cannot stop its workers, so
  each asks the kernel to kill it when its parent goes (``PR_SET_PDEATHSIG`` on Linux; elsewhere
  a thread watching the parent's id). A worker's standard streams are the null device: one that
  lingers never holds the terminal or the pipe of ``$(judge check)``;
- **Ctrl-C is the parent's.** Workers ignore SIGINT (the terminal sends it to them too); the
  parent, interrupted, kills its workers and lets ``KeyboardInterrupt`` go on (exit 130);
- **a worker that dies loses no work.** Its chunk (and every chunk no worker is left to take) is
  returned in ``lost``, for the caller to do itself, and what ended it in ``deaths``
  (``signal 9``); the other workers go on.

An exception raised by ``work`` in a worker is raised again in the parent, as it would be there.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

#: how often a worker without ``PR_SET_PDEATHSIG`` looks whether its parent is still there
_WATCH_SECONDS = 0.5


def in_workers(
    work: Callable[[T], R],
    chunks: Sequence[T],
    workers: int,
    start: Callable[..., None],
    args: tuple[Any, ...],
    tick: Callable[[], object] = lambda: None,
) -> tuple[dict[int, R], list[int], list[str]]:
    """Run ``work`` on every chunk in forked workers: the results by chunk index, the indexes of
    the chunks no worker finished (its worker died), and what ended each worker that died;
    ``tick()`` after each chunk done (progress)."""
    import multiprocessing
    from multiprocessing.connection import wait

    context = multiprocessing.get_context("fork")
    pool = _Pool(context, min(workers, len(chunks)), work, start, args)
    results: dict[int, R] = {}
    todo = list(range(len(chunks) - 1, -1, -1))  # popped from the end: in order
    lost: list[int] = []
    try:
        while todo or pool.busy:
            for worker in pool.idle():
                if not todo:
                    break
                pool.send(worker, todo.pop(), chunks)
            if not pool.busy:  # every worker died: the rest is the caller's
                lost += reversed(todo)
                break
            for ready in wait(pool.waited()):
                done = pool.receive(ready)
                if done is not None:
                    index, value = done
                    results[index] = value
                    tick()
            lost += pool.reap()
    except BaseException:
        pool.kill()
        raise
    finally:
        pool.close()
    return results, sorted(lost), pool.deaths


class _Worker:
    __slots__ = ("process", "connection", "chunk")

    def __init__(self, process: Any, connection: Any) -> None:
        self.process = process
        self.connection = connection
        #: the index of the chunk it works on, or None when idle
        self.chunk: int | None = None


class _Pool:
    """The workers of one run and what each is doing."""

    def __init__(
        self,
        context: Any,
        count: int,
        work: Callable[[Any], Any],
        start: Callable[..., None],
        args: tuple[Any, ...],
    ) -> None:
        self.workers: list[_Worker] = []
        #: what killed each worker that died ("signal 9", "exit 1"), in order
        self.deaths: list[str] = []
        blocked = _block_interrupts()  # a Ctrl-C during a fork is the parent's, not the child's
        try:
            for _ in range(count):
                mine, theirs = context.Pipe()
                inherited = [w.connection for w in self.workers] + [mine]
                process = context.Process(
                    target=_serve,
                    args=(theirs, inherited, os.getpid(), work, start, args),
                    daemon=True,
                )
                process.start()
                theirs.close()
                self.workers.append(_Worker(process, mine))
        finally:
            _unblock_interrupts(blocked)

    @property
    def busy(self) -> list[_Worker]:
        return [w for w in self.workers if w.chunk is not None]

    def idle(self) -> list[_Worker]:
        return [w for w in self.workers if w.chunk is None]

    def send(self, worker: _Worker, index: int, chunks: Sequence[Any]) -> None:
        worker.chunk = index
        with contextlib.suppress(OSError):  # it died meanwhile: reap() returns the chunk
            worker.connection.send((index, chunks[index]))

    def waited(self) -> list[Any]:
        """What to wait on: each busy worker's pipe and its process (which ends when it dies)."""
        return [x for w in self.busy for x in (w.connection, w.process.sentinel)]

    def receive(self, ready: Any) -> tuple[int, Any] | None:
        """The result a worker sent, if ``ready`` is its pipe and it sent one."""
        for worker in self.busy:
            if ready is worker.connection:
                try:
                    index, ok, value = worker.connection.recv()
                except (EOFError, OSError):
                    return None  # it died: reap() returns the chunk
                if not ok:
                    raise value
                worker.chunk = None
                return index, value
        return None

    def reap(self) -> list[int]:
        """The chunks of the workers that died, which leave the pool."""
        lost = []
        for worker in list(self.workers):
            if worker.process.is_alive():
                continue
            code = worker.process.exitcode
            self.deaths.append(
                f"signal {-code}" if code is not None and code < 0 else f"exit {code}"
            )
            if worker.chunk is not None:
                lost.append(worker.chunk)
            worker.connection.close()
            self.workers.remove(worker)
        return lost

    def kill(self) -> None:
        """Stop every worker now (the run was interrupted), a second Ctrl-C meanwhile ignored."""
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            for worker in self.workers:
                if worker.process.is_alive():
                    os.kill(worker.process.pid, signal.SIGKILL)
            for worker in self.workers:
                worker.process.join()
        finally:
            signal.signal(signal.SIGINT, previous)

    def close(self) -> None:
        """Tell the idle workers to end and wait for them."""
        for worker in self.workers:
            with contextlib.suppress(OSError):
                worker.connection.send(None)
        for worker in self.workers:
            worker.process.join()
            worker.connection.close()


def _serve(
    connection: Any,
    inherited: list[Any],
    parent: int,
    work: Callable[[Any], Any],
    start: Callable[..., None],
    args: tuple[Any, ...],
) -> None:
    """A worker's life: detached from the terminal's Ctrl-C and streams, tied to its parent,
    then one chunk after another until told to end."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _unblock_interrupts(True)
    _die_with(parent)
    for other in inherited:  # the parent's ends of the pipes: only the parent holds them
        other.close()
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    start(*args)
    while True:
        try:
            task = connection.recv()
        except EOFError:
            return
        if task is None:
            return
        index, chunk = task
        try:
            connection.send((index, True, work(chunk)))
        except Exception as error:  # noqa: BLE001 - raised again in the parent
            connection.send((index, False, error))


def _die_with(parent: int) -> None:
    """Have the kernel kill this process when its parent ends (Linux), else watch the parent."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            if libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0) == 0:
                if os.getppid() != parent:  # it ended before the request was made
                    os._exit(1)
                return
        except (OSError, AttributeError):
            pass
    import threading

    def watch() -> None:
        import time

        while os.getppid() == parent:
            time.sleep(_WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _block_interrupts() -> bool:
    """Hold SIGINT back in this thread (True when it could)."""
    block = getattr(signal, "pthread_sigmask", None)
    if block is None:  # pragma: no cover - not POSIX
        return False
    block(signal.SIG_BLOCK, {signal.SIGINT})
    return True


def _unblock_interrupts(blocked: bool) -> None:
    if blocked:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
