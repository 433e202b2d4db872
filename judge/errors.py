"""The one exception tree of judge; the CLI catches ``JudgeError`` in one place.

    JudgeError                  exit 2 — the command could not do its job
    ├── RulebookError           a rulebook path or text cannot be loaded
    │   └── DecodeError         a text is binary or in no supported encoding
    ├── ScenarioError           a scenario file is not valid under the format
    ├── ClauseNotFoundError     an id names no clause of the loaded rulebook
    ├── AmbiguousClauseError    an id names clauses of several documents
    ├── OutputError             a file judge was asked to write cannot be written there
    └── UsageError              an argument or option value is wrong
        └── GameNotLoadedError  a game id names no game of the loaded rulebook

Every message is one line that says where (``file:line: key: what``) and what is allowed. A
message stays short whatever the input: a quoted value longer than ``QUOTE`` characters is shown
by its start and end and its length (a 900 KB scalar is not echoed whole), and a message longer
than ``LONGEST`` is cut with the count of what was left out.
"""

from __future__ import annotations


class JudgeError(Exception):
    """Root of every error judge reports to its user."""

    exit_code = 2

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        self.message = message
        self.path = path
        self.line = line
        super().__init__(self.render())

    def render(self) -> str:
        where = ""
        if self.path is not None:
            where = f"{self.path}:{self.line}: " if self.line else f"{self.path}: "
        return where + shortened(" ".join(self.message.split()))


#: a quoted value in a message longer than this is shown by its ends and its length
QUOTE = 80
#: a message is cut at this many characters
LONGEST = 2000


def shortened(message: str) -> str:
    """``message`` with each long quoted value (``'…'``) shortened to its ends and its length,
    then cut at ``LONGEST`` characters (a message of a few lines' length is left as it is)."""
    if len(message) <= 5 * QUOTE:
        return message
    import re

    def shorten(match: re.Match[str]) -> str:
        value = match.group(1)
        if len(value) <= QUOTE:
            return match.group()
        return f"'{value[:48]}…{value[-16:]}' ({len(value):,} characters)"

    message = re.sub(r"'([^']*)'", shorten, message)
    if len(message) > LONGEST:
        message = f"{message[:LONGEST]}… ({len(message) - LONGEST:,} characters more)"
    return message


class RulebookError(JudgeError):
    """A rulebook path, book.yaml or text cannot be loaded."""


class DecodeError(RulebookError):
    """A rulebook text is binary, empty or in no supported encoding."""


class ScenarioError(JudgeError):
    """A scenario file is not valid under the scenario format."""


class ClauseNotFoundError(JudgeError):
    """An id names no clause of the loaded rulebook."""


class AmbiguousClauseError(JudgeError):
    """An id names clauses in several documents; --book chooses one."""

    def __init__(self, message: str, documents: list[str]):
        self.documents = documents
        super().__init__(message)


class OutputError(JudgeError):
    """A file judge was asked to write (``--save``, ``--junit``, ``export``…) cannot be written
    there: a folder, a socket, a link out of the folder, a full disk."""


class UsageError(JudgeError):
    """An argument or option value is wrong."""


class GameNotLoadedError(UsageError):
    """A game id names no game of the loaded rulebook (``known``: the ids it has)."""

    def __init__(self, message: str, game: str, known: list[str]):
        self.game = game
        self.known = known
        super().__init__(message)
