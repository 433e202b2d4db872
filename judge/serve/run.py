"""``judge serve`` started: the rulebook checked, the pages built, the server run.

The rulebook (and the scenarios) are loaded here first, so that a fault in them is the usual
one-line error (exit 2) before any worker starts. The site's pages are then built once into a
temporary folder — the pages always match the rulebook and rulings being served — unless
``--site`` names a folder ``judge site`` built already (a large book takes seconds to build;
the same build can be put on a CDN). The server is Granian: it starts the worker processes,
each of which builds the application (``judge.serve.app.worker``); on SIGTERM or Ctrl-C it stops
accepting, lets the requests in flight finish, and stops the workers.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import socket
import tempfile
import time
from pathlib import Path

from judge.commands import echo, load_rulebook
from judge.errors import UsageError
from judge.serve.settings import Settings


def serve(settings: Settings, *, site: Path | None = None) -> None:
    """Serve until stopped (SIGTERM, SIGINT)."""
    book = load_rulebook([Path(p) for p in settings.rulebook] or None)
    if settings.scenarios is not None:  # a path that is not there: said now, not in a worker
        from judge.scenario.load import iter_scenario_files

        iter_scenario_files(list(settings.scenarios))
    _check_port(settings.host, settings.port)
    built = None
    if site is not None:
        if not (site / "site.json").is_file():
            raise UsageError(f"--site: '{site}' holds no site built by `judge site` (no site.json)")
        pages = site
    else:
        from judge.render.site import build_site

        built = Path(tempfile.mkdtemp(prefix="judge-serve-"))
        started = time.perf_counter()
        scenarios = list(settings.scenarios) if settings.scenarios is not None else None
        report = build_site(book, built / "site", scenarios=scenarios)
        pages = built / "site"
        echo(
            f"judge serve: built the pages in {time.perf_counter() - started:.1f} s "
            f"({report.pages} pages; {report.search_note})",
            err=True,
        )
    settings = dataclasses.replace(settings, pages=str(pages))
    try:
        _run(settings, book.games())
    finally:
        if built is not None:
            shutil.rmtree(built, ignore_errors=True)


def _check_port(host: str, port: int) -> None:
    """A port another program holds is a usage error, said before anything is built."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        raise UsageError(f"--port: cannot listen on {host}:{port}: {exc.strerror or exc}") from None


def _run(settings: Settings, games: list[str]) -> None:
    from granian import Granian
    from granian.constants import Interfaces
    from granian.http import HTTP1Settings
    from granian.log import LogLevels

    os.environ.update(settings.to_environment())
    shown = f"[{settings.host}]" if ":" in settings.host else settings.host
    base = f"http://{shown}:{settings.port}/"
    asks = ", ".join(f"{base}{game}/ask" for game in games)
    echo(
        f"judge serve: {base} ({settings.workers} worker{'s' * (settings.workers > 1)}); "
        f"Ask: {asks}; API: {base}api/openapi.json",
        err=True,
    )
    Granian(
        "judge.serve.app:worker",
        factory=True,
        address=settings.host,
        port=settings.port,
        interface=Interfaces.ASGI,
        workers=settings.workers,
        websockets=False,
        http1_settings=HTTP1Settings(header_read_timeout=max(1, int(settings.timeout * 1000))),
        log_level=LogLevels.warning,
        log_access=False,
        respawn_failed_workers=True,
        workers_kill_timeout=int(settings.timeout) + 5,
    ).serve()
