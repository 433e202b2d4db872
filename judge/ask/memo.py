"""Remembered replies of ``judge ask``: a question asked again is answered from the cache.

    key(digest, question, game, limit, as_json, marks, width) -> Entry
    recall(entry) -> Memo | None
    remember(entry, memo) -> bool

The engine's answer to a situation is remembered too (``answer_key``, ``recall_answer``,
``remember_answer``): another wording of a question read before, or the same question with
other options, is read and searched again but not resolved again.

A reply depends on the question and the options, the screen's width and the working folder
(where the text is wrapped, how paths are shown), the loaded rulebook (its ``digest``), the code
and data of the package (reading, phrasing and terms files, the engine, the games, the search,
the rendering), the bundled scenarios (the FAQ fallback) and the Python version; the entry's key
covers all of them (the code through the kind's code stamp, ``judge.cache.REPLY``), so a change to
any one is a miss and the reply is computed again. What is stored is the printed text exactly, so
a remembered reply is byte for byte the computed one. A reply that used an installed game plugin
is not remembered (its code is not in the stamp). Entries are keyed by the book first, so they
are evicted with the book's other entries (``judge.rulebook.load``).
"""

from __future__ import annotations

import marshal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from judge import cache

if TYPE_CHECKING:
    from judge.ask.situation import Situation

T = TypeVar("T")


class Memo(NamedTuple):
    """One reply as printed."""

    situation: bool  # read as a situation (else the FAQ fallback)
    out: str  # what is printed on stdout (text or JSON, without the final newline)
    scenario: str | None  # the scenario file --save writes (situations only)


_STAMP: list[str] = []


def scenarios_stamp() -> str:
    """The stamp of the bundled scenarios (worked out once per process: a reply and its answer
    are keyed by the same)."""
    if not _STAMP:
        from judge.config import bundled_scenarios

        _STAMP.append(cache.stamp(cache.files_under(bundled_scenarios(), (".yaml",))))
    return _STAMP[0]


def key(
    digest: str,
    question: str,
    game: str | None,
    limit: int,
    as_json: bool,
    marks: tuple[str, str],
    width: int | None,
    every: bool = False,
) -> cache.Entry:
    """The entry of this question asked with these options of the book ``digest``,
    printed with these ``marks`` to a screen ``width`` wide (None: a pipe), from the working
    folder (paths are shown relative to it)."""
    import os

    try:
        here = os.getcwd()
    except OSError:
        here = ""
    parts = (
        sys.version,
        scenarios_stamp(),
        question,
        str(game),
        str(limit),
        str(as_json),
        str(every),
    )
    return cache.entry(cache.REPLY, *parts, *marks, str(width), here, book=digest)


def _decode(data: bytes) -> Memo:
    situation, out, scenario = marshal.loads(data)
    if (
        not isinstance(situation, bool)
        or not isinstance(out, str)
        or not (scenario is None or isinstance(scenario, str))
    ):
        raise ValueError("not a remembered reply")
    return Memo(situation, out, scenario)


def recall(entry: cache.Entry) -> Memo | None:
    """The reply remembered as ``entry``; None when there is none (or it is damaged)."""
    return cache.load(entry, _decode)


def remember(entry: cache.Entry, memo: Memo) -> bool:
    """Store ``memo`` as ``entry`` (not while an installed game plugin may have shaped it)."""
    return cache.store(entry, marshal.dumps(tuple(memo)))


# ------------------------------------------------------------------ the engine's answer


def answer_key(digest: str, situation: Situation) -> cache.Entry | None:
    """The entry of the answer to ``situation`` in the book ``digest``; None when the situation
    cannot be stored as a key."""
    try:
        read = marshal.dumps(_plain(situation))
    except ValueError:
        return None
    return cache.entry(cache.ANSWER, sys.version, read.hex(), book=digest)


def _plain(situation: Situation) -> tuple[Any, ...]:
    """A situation as plain data: its story's scene (a named tuple of mappings) a tuple, the
    same kind read in other games (``also``) each plain too."""
    scene = None if situation.scene is None else tuple(situation.scene)
    plain = {"scene": scene, "also": tuple(map(_plain, situation.also))}
    return tuple(plain.get(name, value) for name, value in situation._asdict().items())


def recall_answer(entry: cache.Entry, decode: Callable[[bytes], T]) -> T | None:
    """The answer remembered as ``entry``, decoded (``judge.ask.cases`` knows its shape);
    None when there is none (or it is damaged)."""
    return cache.load(entry, decode)


def remember_answer(entry: cache.Entry, data: bytes) -> bool:
    """Store an encoded answer as ``entry`` (not while an installed game plugin may have shaped
    it)."""
    return cache.store(entry, data)


def identical(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (a tuple is not a list here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(identical(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
