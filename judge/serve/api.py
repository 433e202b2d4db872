"""The API's JSON documents and its endpoints, declared once.

Each document is the one the CLI prints with ``--json`` (``"schema"`` included), made by the
same library calls as ``judge.commands`` and ``judge.cli``: ``books``, ``show``, ``search``,
``define``, ``ask`` and ``resolve`` answer what the commands of those names answer. ``ENDPOINTS``
declares each endpoint's path, parameters and help once: the application's routes
(``judge.serve.app``), the checking of parameters (``read_params``) and the OpenAPI document
(``judge.serve.openapi``) are derived from it.

Errors are the CLI's ``{"error": {...}}`` documents: a ``JudgeError`` as ``--json`` prints it,
with the HTTP status that fits its class (``status_of``); a fault of the request itself that is
no JudgeError (too large, too many, too slow) is a ``RequestError`` with its own status.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple
from urllib.parse import unquote_to_bytes

from judge import __version__
from judge.commands import check_game, error_document, versioned
from judge.errors import (
    ClauseNotFoundError,
    GameNotLoadedError,
    JudgeError,
    ScenarioError,
    UsageError,
)
from judge.serve.settings import MAX_LIMIT, MAX_QUERY

if TYPE_CHECKING:
    from judge.ask.cases import Reply
    from judge.ask.reply import Answer
    from judge.rulebook.model import Rulebook

#: the name a scenario sent as a request body goes by in its error messages and verdict
BODY = "<body>"


class State:
    """What one worker serves: the rulebook and the scenarios, loaded at start and only read
    afterwards (``scenarios`` None: the bundled ones, as the CLI's ``ask`` uses them)."""

    __slots__ = ("book", "scenarios", "clause_urls", "ruling_urls")

    def __init__(
        self,
        book: Rulebook,
        scenarios: list[Any] | None,
        clause_urls: Mapping[tuple[str, str], str],
        ruling_urls: Mapping[str, str],
    ) -> None:
        self.book = book
        self.scenarios = scenarios
        #: (game, clause id) → the clause's page on the site, ``GAME/DOC.html#514.6``
        self.clause_urls = clause_urls
        #: a scenario's shown path → its ruling page on the site
        self.ruling_urls = ruling_urls


class RequestError(Exception):
    """A request the API refuses that is no JudgeError: its HTTP status, the error's ``kind``
    and, for 429 and 503, the seconds to wait before trying again."""

    def __init__(self, status: int, kind: str, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.status = status
        self.kind = kind
        self.message = message
        self.retry_after = retry_after


def error_json(error: BaseException) -> dict[str, Any]:
    """The ``{"error": …}`` document of a failed request, as the CLI's ``--json`` prints it."""
    if isinstance(error, JudgeError):
        return versioned({"error": error_document(error)})
    if isinstance(error, RequestError):
        kind, message, code = error.kind, error.message, 2
    else:  # a bug: said as the CLI says it, without the traceback
        kind, code = "InternalError", 70
        message = f"internal error ({type(error).__name__}) — a bug in judge: please report it"
    document = {"message": message, "file": None, "line": None, "code": code, "kind": kind}
    return versioned({"error": document})


def status_of(error: BaseException) -> int:
    """The HTTP status of an error: 404 for an id no clause has, 422 for a scenario that is
    not valid, 400 for any other fault of the request's parameters, 500 for a bug."""
    if isinstance(error, RequestError):
        return error.status
    if isinstance(error, ClauseNotFoundError):
        return 404
    if isinstance(error, ScenarioError):
        return 422
    if isinstance(error, JudgeError):  # a bad parameter, an ambiguous id (book= chooses)
        return 400
    return 500


# ------------------------------------------------------------------------ the documents


def books(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """``judge books --json``."""
    from judge.rulebook.lookup import books as list_books

    return {"documents": list_books(state.book)}


def show(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """``judge show ID --json`` (``judge.commands.show``)."""
    from judge.engine.citations import citing
    from judge.render.text import clause_json
    from judge.rulebook.lookup import describe, lookup

    check_game(params["game"])
    doc, clause = lookup(state.book, params["id"], document=params["book"], game=params["game"])
    info = describe(state.book, doc, clause)
    info.update(citing(state.book, doc, clause))
    return clause_json(info)


def search(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """``judge search WORDS --json`` (``judge.commands.search``)."""
    from judge.render.search import hit_json
    from judge.search.index import matched, search_query

    try:
        query, hits = search_query(
            state.book, params["q"], game=params["game"], limit=params["limit"]
        )
    except GameNotLoadedError as error:  # the CLI names its option; so does the API
        raise UsageError(f"--game: {error.message}") from None
    return {"matched": matched(query, hits), "results": [hit_json(h) for h in hits]}


def define(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """``judge define TERM --json``."""
    from judge.render.define import definition_json
    from judge.search.glossary import define as define_term

    found = define_term(state.book, params["term"], game=params["game"])
    return {"query": params["term"], "terms": [definition_json(d) for d in found]}


def ask_reply(state: State, question: str, game: str | None, limit: int) -> Reply | Answer:
    """What ``judge ask`` answers (``judge.commands.ask``): the question read as a situation and
    answered by the engine (a ``Reply``), else the FAQ's closest rulings and clauses (an
    ``Answer``), from the scenarios the server was started with."""
    from judge.ask.cases import ask_situation
    from judge.ask.reply import ask as answer_question

    check_game(game)
    try:
        reply = ask_situation(question, state.book, game=game, limit=limit)
        if reply is not None:
            return reply
        return answer_question(
            question, state.book, scenarios=state.scenarios, game=game, limit=limit
        )
    except GameNotLoadedError as error:  # as for search: the option named
        raise UsageError(f"--game: {error.message}") from None


def is_situation(reply: Reply | Answer) -> bool:
    """Whether ``ask`` read the question as a situation (else it is the FAQ's answer)."""
    return hasattr(reply, "situation")


def ask_json(reply: Reply | Answer) -> dict[str, Any]:
    """``judge ask --json`` of a reply."""
    if is_situation(reply):
        from judge.render.situation import reply_json

        return reply_json(reply)  # type: ignore[arg-type]
    from judge.render.ask import fallback_json

    return fallback_json(reply)  # type: ignore[arg-type]


def ask(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """``judge ask QUESTION --json``: "what is X?" as ``judge define X`` gives it, else the
    situation or the FAQ's answer."""
    from judge.search.terms import asked_term

    term = asked_term(params["q"])
    if term is not None:
        from judge.render.ask import term_json
        from judge.search.glossary import defined_if_any

        found = defined_if_any(state.book, term, game=params["game"])
        if found:
            return term_json(params["q"], term, found)
    return ask_json(ask_reply(state, params["q"], params["game"], params["limit"]))


def resolve(state: State, params: Mapping[str, Any], body: bytes) -> dict[str, Any]:
    """``judge resolve FILE --json`` of the scenario file sent as the body: read by the
    scenario loader, with its limits (1 MiB, no aliases, no repeated keys)."""
    from judge.engine.core import resolve as resolve_scenario
    from judge.render.verdict import verdict_json
    from judge.scenario.load import load_scenario

    lang = params["lang"]
    verdict = resolve_scenario(load_scenario(Path(BODY), data=body), state.book)
    return verdict_json(verdict, lang)


def version(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """The version of judge and of the JSON documents, and the loaded rulebook's digest (it
    changes when the rulebook does, so a client may key what it keeps by it)."""
    return {
        "name": "judge",
        "version": __version__,
        "rulebook": state.book.digest,
    }


def health(state: State, params: Mapping[str, Any]) -> dict[str, Any]:
    """The worker is up, its rulebook loaded."""
    return {"status": "ok", "documents": len(list(state.book))}


# ------------------------------------------------------------------------ the endpoints


class Param(NamedTuple):
    """One parameter: in the query (or the path), its kind — ``text``, ``count`` (a whole
    number from 1 to ``MAX_LIMIT``), ``lang`` (en, ru, hu) — its default and help."""

    name: str
    kind: str
    help: str
    required: bool = False
    default: Any = None
    in_path: bool = False


class Endpoint(NamedTuple):
    """One endpoint of the API: the document it answers with (computed on the worker's compute
    thread; ``body``: it takes the request's body, a scenario file)."""

    method: str
    path: str
    name: str
    summary: str
    document: Callable[..., dict[str, Any]]
    params: tuple[Param, ...] = ()
    body: bool = False
    cli: str = ""  # the command whose --json document it is


_GAME = Param("game", "text", "Only this game (a game id of the loaded rulebook).")

ENDPOINTS: tuple[Endpoint, ...] = (
    Endpoint("GET", "/api/books", "books", "The loaded documents.", books, cli="judge books"),
    Endpoint(
        "GET",
        "/api/show/{id}",
        "show",
        "One clause: text, parent chain, children, references, what cites it, the engine "
        "rules and scenarios resting on it.",
        show,
        (
            Param(
                "id",
                "text",
                "Clause id, typed loosely: 514.6, 514 6, п.514.6 — or a heading's text.",
                required=True,
                in_path=True,
            ),
            Param("book", "text", "Look the id up in this document only."),
            _GAME,
        ),
        cli="judge show",
    ),
    Endpoint(
        "GET",
        "/api/search",
        "search",
        "Clauses by words, best first (any word form, typos, no accents needed).",
        search,
        (
            Param("q", "text", "The words, or a clause number.", required=True),
            _GAME,
            Param("limit", "count", f"At most this many results (1–{MAX_LIMIT}).", default=10),
        ),
        cli="judge search",
    ),
    Endpoint(
        "GET",
        "/api/define",
        "define",
        "A game term: its wording, the words players use for it, the clauses defining and "
        "using it.",
        define,
        (Param("term", "text", "A term, or a player's word for it.", required=True), _GAME),
        cli="judge define",
    ),
    Endpoint(
        "GET",
        "/api/ask",
        "ask",
        "A question in Russian or Hungarian, read as a situation and answered by the engine "
        "(with what was understood), else the closest rulings and clauses.",
        ask,
        (
            Param("q", "text", "The question.", required=True),
            _GAME,
            Param("limit", "count", f"At most this many clauses (1–{MAX_LIMIT}).", default=3),
        ),
        cli="judge ask",
    ),
    Endpoint(
        "POST",
        "/api/resolve",
        "resolve",
        "The verdict of the scenario file sent as the body (YAML, at most 1 MiB).",
        resolve,
        (
            Param(
                "lang", "lang", "Language of the reasons: en, ru or hu (default: the rulebook's)."
            ),
        ),
        body=True,
        cli="judge resolve",
    ),
    Endpoint(
        "GET", "/api/version", "version", "The version of judge and the loaded rulebook.", version
    ),
    Endpoint("GET", "/healthz", "health", "The worker is up, its rulebook loaded.", health),
)


# ------------------------------------------------------------------------ the parameters

_BAD_ESCAPE = re.compile(rb"%(?![0-9A-Fa-f]{2})")


def query_pairs(raw: bytes) -> list[tuple[str, str]]:
    """The query string's name/value pairs, read strictly: a ``%`` not followed by two hex
    digits, or bytes that are not UTF-8 once decoded, are a UsageError (the CLI's class for a
    bad argument) rather than characters silently replaced."""
    pairs = []
    for part in raw.split(b"&"):
        if not part:
            continue
        name, _, value = part.partition(b"=")
        decoded = []
        for piece in (name, value):
            if _BAD_ESCAPE.search(piece):
                raise UsageError(f"query: invalid percent-encoding in '{_shown(piece)}'")
            try:
                decoded.append(unquote_to_bytes(piece.replace(b"+", b" ")).decode("utf-8"))
            except UnicodeDecodeError:
                raise UsageError(f"query: '{_shown(piece)}' is not UTF-8 text") from None
        pairs.append((decoded[0], decoded[1]))
    return pairs


def _shown(raw: bytes) -> str:
    text = raw.decode("ascii", "replace")
    return text if len(text) <= 40 else text[:40] + "…"


def read_params(
    params: tuple[Param, ...], raw_query: bytes, path_params: Mapping[str, str]
) -> dict[str, Any]:
    """The parameters of a request, checked against their declaration: unknown or repeated
    names, a missing required one, text over ``MAX_QUERY`` characters and bad numbers are a
    UsageError naming the parameter (and what is allowed)."""
    from judge.yamlnodes import did_you_mean

    allowed = [p.name for p in params if not p.in_path]
    given: dict[str, str] = {}
    for name, value in query_pairs(raw_query):
        if name not in allowed:
            listed = ", ".join(allowed) or "none"
            raise UsageError(
                f"{name}: unknown parameter{did_you_mean(name, allowed)} (allowed: {listed})"
            )
        if name in given:
            raise UsageError(f"{name}: given twice")
        given[name] = value
    given.update(path_params)
    return {p.name: _value(p, given.get(p.name)) for p in params}


def _value(param: Param, raw: str | None) -> Any:
    if raw is not None and not raw.strip():  # an empty field of a form: not given
        raw = None
    if raw is None:
        if param.required:
            raise UsageError(f"{param.name}: missing ({param.help})")
        return param.default
    if len(raw) > MAX_QUERY:
        raise UsageError(f"{param.name}: at most {MAX_QUERY} characters (got {len(raw)})")
    if param.kind == "count":
        if not raw.isascii() or not raw.isdigit() or not 1 <= int(raw) <= MAX_LIMIT:
            raise UsageError(
                f"{param.name}: '{raw[:20]}' is not a whole number from 1 to {MAX_LIMIT}"
            )
        return int(raw)
    if param.kind == "lang" and raw not in ("en", "ru", "hu"):
        raise UsageError(f"--lang: unknown language '{raw[:20]}' (allowed: en, ru, hu)")
    return raw
