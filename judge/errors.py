"""The one exception tree of judge; the CLI catches ``JudgeError`` in one place.

    JudgeError                  exit 2 — the command could not do its job
    ├── RulebookError           a rulebook path or text cannot be loaded
    │   └── DecodeError         a text is binary or in no supported encoding
    ├── ScenarioError           a scenario file is not valid under the format
    ├── ClauseNotFoundError     an id names no clause of the loaded rulebook
    ├── AmbiguousClauseError    an id names clauses of several documents
    └── UsageError              an argument or option value is wrong
        └── GameNotLoadedError  a game id names no game of the loaded rulebook

Every message is one line that says where (``file:line: key: what``) and what is allowed.
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
        return where + " ".join(self.message.split())


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


class UsageError(JudgeError):
    """An argument or option value is wrong."""


class GameNotLoadedError(UsageError):
    """A game id names no game of the loaded rulebook (``known``: the ids it has)."""

    def __init__(self, message: str, game: str, known: list[str]):
        self.game = game
        self.known = known
        super().__init__(message)
