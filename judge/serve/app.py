"""The Starlette application of one worker process.

    create_app(settings) -> the ASGI application (``Guard`` around Starlette)
    worker()             -> the same, with the settings ``judge serve`` handed over (the factory
                            the server calls in each worker process)

Routes: the API (``judge.serve.api.ENDPOINTS``) and ``/api/openapi.json``; a game's Ask page,
``/GAME/ask``, and the scenario it built, ``/GAME/ask/scenario.yaml``; this package's own
assets under ``/-/static/``; and, when there are pages, the site at ``/``.

The library is called on one **compute thread** per process: the rulebook is loaded on it at
start (so its search index, an SQLite connection, belongs to it), and every answer is computed
on it, one at a time, while the event loop keeps accepting requests, reading bodies, refusing
what the guard refuses and serving the static pages. A request waits for its answer at most
``settings.timeout`` seconds (then 503; the work left in the queue is dropped), and at most
``MAX_QUEUE`` requests wait at once (beyond, 503 at once).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from judge.commands import versioned
from judge.errors import JudgeError
from judge.serve import api, ask_page
from judge.serve.api import BODY, ENDPOINTS, Endpoint, Param, RequestError, State
from judge.serve.guard import Guard
from judge.serve.settings import MAX_QUEUE, Settings

T = TypeVar("T")

#: the Ask page's parameters
ASK_PARAMS = (Param("q", "text", "The question."),)
#: the scenario download's
SCENARIO_PARAMS = (Param("q", "text", "The question.", required=True),)


@functools.cache
def compute_thread() -> ThreadPoolExecutor:
    """The process's one compute thread: the library keeps its open search index per process,
    an SQLite connection that belongs to the thread that opened it."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="judge-compute")


class Compute:
    """The compute thread as one application uses it: its time limit and the requests waiting."""

    __slots__ = ("pool", "timeout", "waiting")

    def __init__(self, timeout: float, pool: ThreadPoolExecutor | None = None) -> None:
        self.pool = pool or compute_thread()
        self.timeout = timeout
        self.waiting = 0

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` computed on the thread, within the time limit."""
        if self.waiting >= MAX_QUEUE:
            raise RequestError(503, "Busy", "too many requests are waiting: try again", 1)
        self.waiting += 1
        try:
            future = asyncio.wrap_future(self.pool.submit(function, *args))
            return await asyncio.wait_for(future, self.timeout)
        except TimeoutError:
            raise RequestError(
                503, "Timeout", f"no answer within {self.timeout:g} s: try again", 1
            ) from None
        finally:
            self.waiting -= 1


def load_state(settings: Settings) -> State:
    """The rulebook and scenarios as ``judge serve`` was asked for them, the site's page of
    every clause and ruling, and the library warmed up (its index open, its modules imported)."""
    from judge.commands import load_rulebook

    book = load_rulebook([Path(p) for p in settings.rulebook] or None)
    scenarios = None
    if settings.scenarios is not None:
        from judge.ask.reply import load_scenarios

        scenarios = load_scenarios(list(settings.scenarios))
    clause_urls, ruling_urls = site_urls(settings.pages)
    state = State(book, scenarios, clause_urls, ruling_urls)
    _warm(state)
    return state


def site_urls(pages: str | None) -> tuple[dict[tuple[str, str], str], dict[str, str]]:
    """From the site's ``site.json``: (document, clause id) and (game, clause id) → the clause's
    page (a game's first document having the id), and a scenario's shown path → its ruling."""
    if pages is None:
        return {}, {}
    try:
        manifest = json.loads((Path(pages) / "site.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}, {}
    clauses: dict[tuple[str, str], str] = {}
    for entry in manifest.get("clauses", []):
        clauses.setdefault((entry["document"], entry["id"]), entry["url"])
        clauses.setdefault((entry["game"], entry["id"]), entry["url"])
    rulings = {entry["path"]: entry["url"] for entry in manifest.get("scenarios", [])}
    return clauses, rulings


def _warm(state: State) -> None:
    """A search, a look-up and a question for each game, so that a worker's first answers are
    as quick as the others (the index open, the question reader and the engine loaded)."""
    questions = _questions(state)
    for game in state.book.games():
        with contextlib.suppress(JudgeError):
            api.search(state, {"q": game, "game": game, "limit": 1})
            first = next((d for d in state.book if d.game == game), None)
            clause = next(iter(first), None) if first is not None else None
            if first is not None and clause is not None:
                api.show(state, {"id": clause.id, "book": first.id, "game": None})
            api.ask_reply(state, questions.get(game, game), game, 1)


def _questions(state: State) -> dict[str, str]:
    """A scenario's question for each game (of the served scenarios, else the bundled ones)."""
    if state.scenarios is not None:
        pool = [(s.game, s.question) for s in state.scenarios]
    else:
        from judge.ask.reply import bundled_catalogue

        pool = [(e.game, e.question) for e in bundled_catalogue()[0]]
    found: dict[str, str] = {}
    for game, question in pool:
        if question:
            found.setdefault(game, question)
    return found


class Worker:
    """One worker's application: its settings, its state once loaded, its compute thread."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.compute = Compute(settings.timeout)
        self.state: State | None = None

    @contextlib.asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        self.state = await asyncio.wrap_future(self.compute.pool.submit(load_state, self.settings))
        try:
            yield
        finally:  # the search index is closed on the thread that opened it
            from judge.search.index import close_all

            await asyncio.wrap_future(self.compute.pool.submit(close_all))

    def ready(self) -> State:
        if self.state is None:  # (only before the lifespan has run)
            raise RequestError(503, "Starting", "the server is starting: try again", 1)
        return self.state

    # -- the API

    def endpoint(self, endpoint: Endpoint) -> Route:
        async def handle(request: Request) -> Response:
            params = api.read_params(
                endpoint.params, request.scope["query_string"], request.path_params
            )
            args: list[Any] = [self.ready(), params]
            if endpoint.body:
                args.append(await self.body(request))
            data = await self.compute.run(endpoint.document, *args)
            return JSONResponse(versioned(data))

        path = endpoint.path
        for param in endpoint.params:
            if param.in_path:  # a clause id may hold a '/'
                path = path.replace("{" + param.name + "}", "{" + param.name + ":path}")
        return Route(path, handle, methods=[endpoint.method], name=endpoint.name)

    async def body(self, request: Request) -> bytes:
        """The request's body: at most the scenario loader's limit (else 413, refused before
        the rest is read), sent within the time limit (else 408)."""
        from judge.scenario.load import MAX_SCENARIO_BYTES as LIMIT

        too_large = RequestError(
            413,
            "RequestTooLarge",
            f"{BODY}: too large for a scenario file (over the limit of {LIMIT >> 20} MiB)",
        )
        length = request.headers.get("content-length", "")
        if length and (not length.isascii() or not length.isdigit() or int(length) > LIMIT):
            raise too_large
        chunks, size = [], 0
        try:
            async with asyncio.timeout(self.settings.timeout):
                async for chunk in request.stream():
                    size += len(chunk)
                    if size > LIMIT:
                        raise too_large
                    chunks.append(chunk)
        except TimeoutError:
            raise RequestError(
                408,
                "RequestTimeout",
                f"{BODY}: not sent within {self.settings.timeout:g} s",
            ) from None
        return b"".join(chunks)

    async def openapi(self, request: Request) -> Response:
        from judge.serve.openapi import document

        return JSONResponse(document())

    # -- the Ask pages

    async def ask_page(self, request: Request) -> Response:
        state, game = self.ready(), request.path_params["game"]
        if game not in state.book.games():
            raise HTTPException(404)
        try:
            params = api.read_params(ASK_PARAMS, request.scope["query_string"], {})
        except JudgeError as error:
            html = await self.compute.run(ask_page.page, state, game, None, error.message)
            return HTMLResponse(html, status_code=400)
        status, html = await self.compute.run(_answered_page, state, game, params["q"])
        return HTMLResponse(html, status_code=status)

    async def scenario(self, request: Request) -> Response:
        state, game = self.ready(), request.path_params["game"]
        if game not in state.book.games():
            raise HTTPException(404)
        params = api.read_params(SCENARIO_PARAMS, request.scope["query_string"], {})
        text = await self.compute.run(_scenario_file, state, game, params["q"])
        return Response(
            text,
            media_type="application/yaml; charset=utf-8",
            headers={"content-disposition": 'attachment; filename="scenario.yaml"'},
        )

    # -- the application

    def routes(self) -> list[BaseRoute]:
        routes: list[BaseRoute] = [self.endpoint(e) for e in ENDPOINTS]
        routes.append(Route("/api/openapi.json", self.openapi, methods=["GET"]))
        routes.append(Route("/{game}/ask", self.ask_page, methods=["GET"]))
        routes.append(Route("/{game}/ask/scenario.yaml", self.scenario, methods=["GET"]))
        here = Path(__file__).resolve().parent
        routes.append(Mount("/-/static", StaticFiles(directory=here / "static"), name="own"))
        if self.settings.pages is not None:
            routes.append(Mount("/", StaticFiles(directory=self.settings.pages, html=True)))
        return routes


def _answered_page(state: State, game: str, question: str | None) -> tuple[int, str]:
    """The Ask page with the reply to ``question``, or with the error it got (and its status)."""
    try:
        return 200, ask_page.page(state, game, question)
    except JudgeError as error:
        return api.status_of(error), ask_page.page(state, game, question, error.message)


def _scenario_file(state: State, game: str, question: str) -> str:
    reply = api.ask_reply(state, question, game, 3)
    if not api.is_situation(reply):
        raise RequestError(
            404, "NotASituation", "the question is not read as a situation: no scenario"
        )
    return ask_page.scenario_text(reply)  # type: ignore[arg-type]


async def _error(request: Request, error: Exception) -> Response:
    """Every error as the CLI's ``{"error": …}`` document on the API; on a page, its message as a
    line of text (a bug: its class only)."""
    on_api = request.url.path.startswith("/api/") or request.url.path == "/healthz"
    if isinstance(error, HTTPException):
        if not on_api:
            return PlainTextResponse(error.detail, status_code=error.status_code)
        kind = "NotFound" if error.status_code == 404 else "MethodNotAllowed"
        error = RequestError(error.status_code, kind, f"{request.url.path}: {error.detail}")
    headers = {}
    if isinstance(error, RequestError) and error.retry_after is not None:
        headers["retry-after"] = str(error.retry_after)
    document, status = api.error_json(error), api.status_of(error)
    if not on_api:
        message = document["error"]["message"]
        return PlainTextResponse(message + "\n", status_code=status, headers=headers)
    return JSONResponse(document, status_code=status, headers=headers)


def create_app(settings: Settings) -> Guard:
    """One worker's ASGI application for ``settings``."""
    worker = Worker(settings)
    app: Any = Starlette(
        routes=worker.routes(),
        lifespan=worker.lifespan,
        exception_handlers={
            JudgeError: _error,
            RequestError: _error,
            HTTPException: _error,
            Exception: _error,
        },
    )
    if settings.cors:
        from starlette.middleware.cors import CORSMiddleware

        app = CORSMiddleware(
            app,
            allow_origins=list(settings.cors),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type"],
            max_age=600,
        )
    return Guard(app, settings)


def worker() -> Guard:
    """The application of a worker process started by ``judge serve``."""
    return create_app(Settings.from_environment())
