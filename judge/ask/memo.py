"""Remembered replies of ``judge ask``: a question asked again is answered from the cache.

    key(digest, question, game, limit, as_json, marks) -> str   (the entry's name)
    recall(name) -> Memo | None
    remember(name, memo) -> bool

A reply depends on the question and the options, the loaded rulebook (its ``digest``), the code
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
from pathlib import Path
from typing import NamedTuple

from judge import cache

try:  # hashlib's import loads OpenSSL (~4 ms); blake2b alone is a builtin module
    from _blake2 import blake2b
except ImportError:  # pragma: no cover
    from hashlib import blake2b

#: bump when what an entry holds changes
FORMAT = "1"


class Memo(NamedTuple):
    """One reply as printed."""

    situation: bool  # read as a situation (else the FAQ fallback)
    out: str  # what is printed on stdout (text or JSON, without the final newline)
    scenario: str | None  # the scenario file --save writes (situations only)


def _stamp() -> str:
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
) -> str:
    """The name of the entry of this question asked with these options of the book ``digest``."""
    parts = (FORMAT, sys.version, _stamp(), question, str(game), str(limit), str(as_json), *marks)
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


def remember(name: str, memo: Memo) -> bool:
    """Store ``memo`` under ``name``, unless an installed game plugin may have shaped it."""
    from judge import games

    if games._PLUGINS:  # plugins were looked up and there are some: their code is not stamped
        return False
    return cache.write(name, marshal.dumps((FORMAT, memo.situation, memo.out, memo.scenario)))
