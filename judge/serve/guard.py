"""One ASGI middleware around the whole application: what every request goes through.

In order: a URL longer than ``MAX_URL`` is refused (414), a path with a bad percent-encoding or
bytes that are not UTF-8 too (400); a client address over its rate limit gets 429 with
``Retry-After`` (the API and the Ask pages count, the static pages and ``/healthz`` do not);
every response gets the security headers (a CSP without inline script, no sniffing, no framing,
no referrer); and one line per request is logged on standard error — time, method, path,
status, milliseconds — without the query (where the question is) unless ``--log-queries``.

The rate limit is a token bucket per client address, in the worker's memory: workers share
nothing, so with N workers a client may get up to N times the limit (a reverse proxy in front
limits across them; see the README, "Serving many users").
"""

from __future__ import annotations

import math
import re
import sys
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import unquote_to_bytes

from judge.serve.api import RequestError, error_json
from judge.serve.settings import MAX_CLIENTS, MAX_URL, Settings

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

#: scripts only from the server's own files (none inline), WebAssembly for the site's search
#: (Pagefind), no plugins, no framing, forms posting only here
CSP = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
HEADERS = (
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=()"),
)

#: the answers (counted by the rate limit): the API, a game's Ask page and its scenario
_COUNTED = re.compile(r"/api/.*|/[^/]+/ask(?:/.*)?")
_BAD_ESCAPE = re.compile(rb"%(?![0-9A-Fa-f]{2})")
#: the Ask pages: refused with a line of text, not the API's JSON
_PAGE = re.compile(r"/[^/]+/ask")


class RateLimit:
    """A token bucket per client address: ``per_minute`` answers a minute, refilled evenly,
    up to ``per_minute`` at once; at most ``MAX_CLIENTS`` addresses remembered (the least
    recently seen forgotten first)."""

    __slots__ = ("rate", "burst", "buckets")

    def __init__(self, per_minute: int) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(per_minute)
        self.buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def wait(self, client: str, now: float) -> int:
        """0 when ``client`` may have an answer now (one token taken), else the whole seconds
        until it may."""
        tokens, then = self.buckets.pop(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        self.buckets[client] = (tokens - 1.0 if tokens >= 1.0 else tokens, now)
        if len(self.buckets) > MAX_CLIENTS:
            self.buckets.popitem(last=False)
        if tokens >= 1.0:
            return 0
        return max(1, math.ceil((1.0 - tokens) / self.rate))


class Guard:
    """The middleware: limits, rate limit, security headers, the log line."""

    def __init__(self, app: App, settings: Settings, log: Callable[[str], None] | None = None):
        self.app = app
        self.settings = settings
        self.limit = RateLimit(settings.rate_limit) if settings.rate_limit > 0 else None
        self.log = log or _stderr

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = [0]

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
                message["headers"] = [*message.get("headers", ()), *HEADERS]
            await send(message)

        try:
            refused = self.refused(scope)
            if refused is None:
                await self.app(scope, receive, sending)
            else:
                await respond(refused, sending, as_json=not _PAGE.fullmatch(scope["path"]))
        finally:
            self.log(self.line(scope, status[0], time.perf_counter() - started))

    def refused(self, scope: Scope) -> RequestError | None:
        """Why the request is refused before it reaches the application, if it is."""
        raw = scope.get("raw_path") or scope["path"].encode("utf-8", "surrogateescape")
        query = scope.get("query_string", b"")
        if len(raw) + len(query) > MAX_URL:
            return RequestError(414, "URITooLong", f"the URL is over {MAX_URL} bytes")
        if _BAD_ESCAPE.search(raw):
            return RequestError(400, "UsageError", "path: invalid percent-encoding")
        try:
            unquote_to_bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            return RequestError(400, "UsageError", "path: not UTF-8 text")
        if self.limit is not None and _COUNTED.fullmatch(scope["path"]):
            client = scope.get("client")
            wait = self.limit.wait(client[0] if client else "", time.monotonic())
            if wait:
                return RequestError(
                    429,
                    "RateLimited",
                    f"more than {self.settings.rate_limit} requests a minute from this address; "
                    f"try again in {wait} s",
                    retry_after=wait,
                )
        return None

    def line(self, scope: Scope, status: int, seconds: float) -> str:
        """``2025-01-31T12:00:00Z GET /api/search 200 3.1 ms`` (the path as sent, so no
        character in it can break the line; the query only with ``--log-queries``)."""
        raw = scope.get("raw_path") or scope["path"].encode("utf-8", "surrogateescape")
        path = raw.decode("ascii", "backslashreplace")
        query = scope.get("query_string", b"")
        if self.settings.log_queries and query:
            path += "?" + query.decode("ascii", "backslashreplace")
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        return f"{stamp} {scope['method']} {path[:2000]} {status} {seconds * 1000:.1f} ms"


async def respond(error: RequestError, send: Send, *, as_json: bool = True) -> None:
    """Send ``error`` as the API's ``{"error": …}`` document (for a page: its message)."""
    import json

    if as_json:
        body = json.dumps(error_json(error), ensure_ascii=False).encode("utf-8")
        kind = b"application/json"
    else:
        body, kind = (error.message + "\n").encode("utf-8"), b"text/plain; charset=utf-8"
    headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode())]
    if error.retry_after is not None:
        headers.append((b"retry-after", str(error.retry_after).encode()))
    await send({"type": "http.response.start", "status": error.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _stderr(line: str) -> None:
    sys.stderr.write(line + "\n")
    sys.stderr.flush()
