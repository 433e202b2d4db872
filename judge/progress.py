"""Progress of long work, on standard error: shown only on a terminal, only once the work has
taken about a second, and only when the command line turned it on (``enable``) — never for
``--json`` or ``--quiet``, never when the library is called from another program or a test.

    with progress.status("building the search index"):      # a spinner and the time taken
        ...
    for path in progress.track(files, "checking scenarios"):  # a bar, counted per item
        ...

Work that shows nothing costs a clock reading per item (``track``) or a check of the stream
(``status``); rich (installed with typer) is imported only when something is shown. A ``status``
runs a timer thread while it lasts (it has no items to count); ``track`` runs none, so work that
forks worker processes reports through ``track``. Several at once are shown one per line.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable, Iterator, Sized
from types import TracebackType
from typing import Any, TypeVar

T = TypeVar("T")

#: seconds of work before anything is shown
DELAY = 1.0
#: seconds between two redraws
REFRESH = 0.1

_enabled = False


def enable(on: bool = True) -> None:
    """Let long work show its progress (the command line calls this; off by default)."""
    global _enabled
    _enabled = on


def wanted() -> bool:
    """Whether progress would be shown now: turned on, and standard error a terminal that can
    redraw a line (not ``TERM=dumb``)."""
    if not _enabled or os.environ.get("TERM") == "dumb":
        return False
    stream = sys.stderr
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError):  # replaced by something else, or closed
        return False


class _Board:
    """The one display (rich's ``Progress`` on stderr, erased when done), started with the first
    step shown and stopped with the last one."""

    def __init__(self) -> None:
        import _thread  # (built in; threading itself is imported only by a status)

        self.lock = _thread.allocate_lock()  # a status's thread and the main thread share it
        self.shown: Any = None
        self.steps = 0

    def add(self, label: str, total: int | None) -> int:
        with self.lock:
            return self._add(label, total)

    def _add(self, label: str, total: int | None) -> int:
        if self.shown is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                Progress,
                SpinnerColumn,
                TextColumn,
                TimeElapsedColumn,
            )

            counted = "[progress.download]{task.completed:.0f}/{task.total:.0f}"
            self.shown = Progress(
                SpinnerColumn(),
                TextColumn("{task.description}"),
                _Counted(BarColumn()),
                _Counted(TextColumn(counted)),
                TimeElapsedColumn(),
                console=Console(file=sys.stderr),
                transient=True,
                auto_refresh=False,
                redirect_stdout=False,
                redirect_stderr=False,
            )
            self.shown.start()
        self.steps += 1
        task: int = self.shown.add_task(label, total=total)
        return task

    def update(self, task: int, done: int) -> None:
        with self.lock:
            if self.shown is not None:
                self.shown.update(task, completed=done, refresh=True)

    def remove(self, task: int) -> None:
        with self.lock:
            self._remove(task)

    def _remove(self, task: int) -> None:
        if self.shown is None:
            return
        self.shown.remove_task(task)
        self.steps -= 1
        if self.steps == 0:
            self.shown.stop()
            self.shown = None


def _Counted(column: Any) -> Any:  # noqa: N802 - a class, made when rich is imported
    """``column`` for a step counted against a total (a bar, ``12/105``); blank for a
    ``status``, which has none."""
    from rich.progress import ProgressColumn
    from rich.text import Text

    class Counted(ProgressColumn):
        def render(self, task: Any) -> Any:
            return Text("") if task.total is None else column.render(task)

    return Counted()


_board = _Board()


class status:  # noqa: N801 - used as a function: ``with progress.status(label):``
    """A spinner with ``label`` and the time taken, shown while the block runs once it has run
    for ``DELAY`` seconds (a timer thread redraws it)."""

    __slots__ = ("_label", "_stop", "_thread")

    def __init__(self, label: str) -> None:
        self._label = label
        self._stop: Any = None
        self._thread: Any = None

    def __enter__(self) -> None:
        if not wanted():
            return
        import threading

        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._show, name="judge progress", daemon=True)
        self._thread.start()

    def _show(self) -> None:
        if self._stop.wait(DELAY):
            return
        task = _board.add(self._label, None)
        try:
            while not self._stop.wait(REFRESH):
                _board.update(task, 0)
        finally:
            _board.remove(task)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()


def track(items: Iterable[T], label: str, total: int | None = None) -> Iterator[T]:
    """``items`` one by one; once they have taken ``DELAY`` seconds, a bar with ``label``,
    counted against ``total`` (default: ``len(items)`` when it has one)."""
    if not wanted():
        yield from items
        return
    if total is None and isinstance(items, Sized):
        total = len(items)
    started = time.monotonic()
    last = 0.0
    task: int | None = None
    done = 0
    try:
        for item in items:
            yield item
            done += 1
            now = time.monotonic()
            if task is None:
                if now - started < DELAY:
                    continue
                task = _board.add(label, total)
            if now - last >= REFRESH:
                last = now
                _board.update(task, done)
    finally:
        if task is not None:
            _board.remove(task)
