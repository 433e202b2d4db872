"""Process-wide state borrowed for a while and given back: the cyclic garbage collector paused.

    with paused_gc():
        ...   # builds many objects, makes no reference cycles

Parsing a text, reading a stored document or a scenario file and pairing the clauses of two
books allocate thousands of small objects that hold no reference cycles: the collector would only
walk the growing heap again and again (about 15 % of a cold parse of a big book). It pauses for
the block and is switched back on after it only if it was on before (a caller that had switched it
off keeps it off), whatever the block raises.
"""

from __future__ import annotations

import gc
from types import TracebackType


class paused_gc:  # noqa: N801 - used as a function: ``with paused_gc():``
    """The cyclic garbage collector off for the block, then as it was (a context manager; a
    class rather than ``contextlib.contextmanager``, whose import a look-up would pay for)."""

    __slots__ = ("_was_on",)

    def __enter__(self) -> None:
        self._was_on = gc.isenabled()
        gc.disable()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._was_on:
            gc.enable()
