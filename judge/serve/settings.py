"""What ``judge serve`` was asked for, and the limits it keeps.

The command line builds one ``Settings``; the server's worker processes are started by the
server (``judge.serve.run``) and read it back from the environment (``to_environment`` /
``from_environment``), so every worker serves with the same settings.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass

#: the environment variable that hands the settings to the worker processes
ENVIRONMENT = "JUDGE_SERVE_SETTINGS"

#: a request's URL (path and query) may be at most this long
MAX_URL = 8 * 1024
#: a question, search words or a term: at most this many characters
MAX_QUERY = 1000
#: ``limit`` of search and ask: at most this
MAX_LIMIT = 50
#: requests waiting for one worker's compute thread: beyond, 503 at once (load shed)
MAX_QUEUE = 64
#: per client address remembered by the rate limit (the oldest are forgotten beyond)
MAX_CLIENTS = 10_000


@dataclass(frozen=True, slots=True)
class Settings:
    """``judge serve``'s options. ``pages``: the folder of the site's pages (built at start
    into a temporary folder by ``judge.serve.run``, or a ``judge site`` build given with
    ``--site``); None serves the API and the Ask pages only."""

    host: str = "127.0.0.1"
    port: int = 8000
    workers: int = 1
    rulebook: tuple[str, ...] = ()
    scenarios: tuple[str, ...] | None = None
    pages: str | None = None
    cors: tuple[str, ...] = ()
    log_queries: bool = False
    #: answers per client address per minute (0: no limit); the API and the Ask pages count,
    #: the static pages do not
    rate_limit: int = 120
    #: seconds a request may take: to send its headers (else the server closes the connection),
    #: its body (else 408), to get its answer (else 503)
    timeout: float = 10.0

    def to_environment(self) -> dict[str, str]:
        """The settings as an environment entry for the worker processes."""
        return {ENVIRONMENT: json.dumps(asdict(self), ensure_ascii=False)}

    @classmethod
    def from_environment(cls) -> Settings:
        """The settings ``to_environment`` handed over (the defaults when there are none)."""
        raw = os.environ.get(ENVIRONMENT)
        if not raw:
            return cls()
        data = json.loads(raw)
        for key in ("rulebook", "cors"):
            data[key] = tuple(data[key])
        if data["scenarios"] is not None:
            data["scenarios"] = tuple(data["scenarios"])
        return cls(**data)
