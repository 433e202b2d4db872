"""Remembered replies of ``judge ask``: a question asked again is answered from the cache.

    key(digest, question, game, limit, as_json, marks) -> str   (the entry's name)
    recall(name) -> Memo | None
    remember(name, memo) -> bool

The engine's answer to a situation is remembered too (``answer_key``, ``recall_answer``,
``remember_answer``): another wording of a question read before, or the same question with
other options, is read and searched again but not resolved again.

A reply depends on the question and the options, the screen's width and the working folder
(where the text is wrapped, how paths are shown), the loaded rulebook (its ``digest``), the code
and data of the package (reading, phrasing and terms files, the engine, the games, the search,
the rendering), the bundled scenarios (the FAQ fallback) and the Python version; the entry's name
is a hash of all of them, so a change to any one is a miss and the reply is computed again. The
stamp of the code and data is their paths, sizes and modification times (a stat per file, no
file read). What is stored is the printed text exactly, so a remembered reply is byte for byte
the computed one. A reply that used an installed game plugin is not remembered (its code is not
in the stamp). Entries are keyed by the book first, so they are evicted with the book's other
entries (``judge.rulebook.load``).
"""

from __future__ import annotations

import marshal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from judge import cache
from judge.cache import blake2b

if TYPE_CHECKING:
    from judge.ask.situation import Situation

T = TypeVar("T")

#: bump when what an entry holds changes
FORMAT = "1"


class Memo(NamedTuple):
    """One reply as printed."""

    situation: bool  # read as a situation (else the FAQ fallback)
    out: str  # what is printed on stdout (text or JSON, without the final newline)
    scenario: str | None  # the scenario file --save writes (situations only)


_STAMP: list[str] = []


def stamp() -> str:
    """The stamp of the package's code and data and of the bundled scenarios (worked out once
    per process: a reply and its answer are keyed by the same)."""
    if not _STAMP:
        _STAMP.append(_walk())
    return _STAMP[0]


def _walk() -> str:
    from judge.config import bundled_scenarios

    package = Path(__file__).resolve().parent.parent
    return "\n".join(
        (
            cache.stamp(package, (".py", ".yaml")),
            cache.stamp(bundled_scenarios(), (".yaml",)),
        )
    )


def key(
    digest: str,
    question: str,
    game: str | None,
    limit: int,
    as_json: bool,
    marks: tuple[str, str],
    width: int | None,
) -> str:
    """The name of the entry of this question asked with these options of the book ``digest``,
    printed with these ``marks`` to a screen ``width`` wide (None: a pipe), from the working
    folder (paths are shown relative to it)."""
    import os

    try:
        here = os.getcwd()
    except OSError:
        here = ""
    parts = (
        FORMAT,
        sys.version,
        stamp(),
        question,
        str(game),
        str(limit),
        str(as_json),
        *marks,
        str(width),
        here,
    )
    text = "\0".join(parts).encode("utf-8", "surrogatepass")
    return f"ask-{digest}-{blake2b(text, digest_size=20).hexdigest()}.marshal"


def _decode(data: bytes) -> Memo:
    fmt, situation, out, scenario = marshal.loads(data)
    if (
        fmt != FORMAT
        or not isinstance(situation, bool)
        or not isinstance(out, str)
        or not (scenario is None or isinstance(scenario, str))
    ):
        raise ValueError("not a remembered reply")
    return Memo(situation, out, scenario)


def recall(name: str) -> Memo | None:
    """The reply remembered under ``name``; None when there is none (or it is damaged)."""
    return cache.load(name, _decode)


def _plugged() -> bool:
    """Whether installed game plugins were looked up and there are some (their code is not in
    the stamp: what they shaped is not remembered)."""
    from judge import games

    return bool(games._PLUGINS)


def remember(name: str, memo: Memo) -> bool:
    """Store ``memo`` under ``name``, unless an installed game plugin may have shaped it."""
    if _plugged():
        return False
    return cache.write(name, marshal.dumps((FORMAT, memo.situation, memo.out, memo.scenario)))


# ------------------------------------------------------------------ the engine's answer


def answer_key(digest: str, situation: Situation) -> str | None:
    """The name of the entry of the answer to ``situation`` in the book ``digest``; None when
    the situation cannot be stored as a key."""
    fields: list[Any] = list(situation)
    try:
        read = marshal.dumps(tuple(fields))
    except ValueError:
        return None
    text = "\0".join((FORMAT, sys.version, stamp())).encode("utf-8", "surrogatepass")
    hashed = blake2b(text + b"\0" + read, digest_size=20).hexdigest()
    return f"ask-{digest}-answer-{hashed}.marshal"


def recall_answer(name: str, decode: Callable[[bytes], T]) -> T | None:
    """The answer remembered under ``name``, decoded (``judge.ask.cases`` knows its shape);
    None when there is none (or it is damaged)."""
    return cache.load(name, decode)


def remember_answer(name: str, data: bytes) -> bool:
    """Store an encoded answer under ``name``, unless an installed game plugin may have shaped
    it."""
    return not _plugged() and cache.write(name, data)


def identical(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (a tuple is not a list here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(identical(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
