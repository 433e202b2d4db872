"""`judge serve`'s API in-process, through Starlette's test client: every endpoint answers the
document the command line prints with --json (compared with the CLI run in the same process),
every error is the CLI's {"error": …} document with the status that fits, and the guard's
limits, rate limit, headers and log line hold. The server as a process:
``test_serve_server.py``; the Ask page: ``test_serve_pages.py``."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the [serve] extra is not installed")
pytest.importorskip("granian", reason="the [serve] extra is not installed")

from starlette.testclient import TestClient  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from judge.cli import app as cli  # noqa: E402
from judge.search.index import close_all  # noqa: E402
from judge.serve.api import ENDPOINTS, RequestError  # noqa: E402
from judge.serve.app import Compute, create_app  # noqa: E402
from judge.serve.guard import CSP, RateLimit  # noqa: E402
from judge.serve.settings import MAX_QUERY, MAX_URL, Settings  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()

RU_SITUATION = "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"
HU_SITUATION = "Két lény támad egy lényre, ki dönti el, melyikre üt vissza?"
NOT_A_SITUATION = "что такое защитник?"


def cli_json(*args: str) -> tuple[int, dict[str, Any]]:
    """``judge ARGS… --json`` run as a command (its own process: the server's search index
    belongs to the worker's compute thread): its exit code and document."""
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args, "--json"], capture_output=True, text=True, cwd=ROOT
    )
    return done.returncode, json.loads(done.stdout)


class Log(list[str]):
    def __call__(self, line: str) -> None:
        self.append(line)


def client(settings: Settings, log: Log | None = None) -> TestClient:
    application = create_app(settings)
    application.log = log if log is not None else Log()
    return TestClient(application, raise_server_exceptions=False)


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """The API of a worker with the bundled rulebook and no pages, its rate limit off."""
    close_all()  # the search index this process opened for other tests: the worker opens its own
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_CACHE_DIR", str(tmp_path_factory.mktemp("serve-cache")))
        with client(Settings(rate_limit=0)) as test_client:
            yield test_client


# ------------------------------------------------------------------ the documents are the CLI's


TYPOS = "летаюшее сущиство вспомагательная зона"
HEROES = "Отбивается ли закрытое существо от атаки ударом?"


@pytest.mark.parametrize(
    ("url", "params", "command"),
    [
        ("/api/books", {}, ["books"]),
        ("/api/show/514.6", {}, ["show", "514.6"]),
        ("/api/show/34.4", {"game": "hkk"}, ["show", "34.4", "--game", "hkk"]),
        (
            "/api/show/514",
            {"book": "berserk-513-514"},
            ["show", "514", "--book", "berserk-513-514"],
        ),
        ("/api/search", {"q": TYPOS}, ["search", TYPOS]),
        (
            "/api/search",
            {"q": "tamadok kijelolese", "limit": 3},
            ["search", "tamadok kijelolese", "-n", "3"],
        ),
        (
            "/api/search",
            {"q": "удар", "game": "berserk-heroes"},
            ["search", "удар", "-g", "berserk-heroes"],
        ),
        ("/api/define", {"term": "védő"}, ["define", "védő"]),
        ("/api/define", {"term": "летун", "game": "berserk"}, ["define", "летун", "-g", "berserk"]),
        ("/api/ask", {"q": RU_SITUATION}, ["ask", RU_SITUATION]),
        ("/api/ask", {"q": HU_SITUATION}, ["ask", HU_SITUATION]),
        ("/api/ask", {"q": NOT_A_SITUATION, "limit": 5}, ["ask", NOT_A_SITUATION, "-n", "5"]),
        (
            "/api/ask",
            {"q": HEROES, "game": "berserk-heroes"},
            ["ask", HEROES, "-g", "berserk-heroes"],
        ),
    ],
)
def test_each_document_is_the_clis_json(
    api: TestClient, url: str, params: dict[str, Any], command: list[str]
) -> None:
    response = api.get(url, params=params)
    code, expected = cli_json(*command)
    assert (response.status_code, code) == (200, 0)
    assert response.headers["content-type"] == "application/json"
    assert response.json() == expected
    assert response.json()["schema"] == 1


@pytest.mark.parametrize(
    "scenario",
    ["scenarios/hkk/three-on-one.yaml", "scenarios/berserk/defend-flyer-strikes-auxiliary.yaml"],
)
@pytest.mark.parametrize("lang", [None, "en"])
def test_resolve_takes_a_scenario_file_as_the_body(
    api: TestClient, scenario: str, lang: str | None
) -> None:
    body = (ROOT / scenario).read_bytes()
    response = api.post("/api/resolve", content=body, params={"lang": lang} if lang else {})
    code, expected = cli_json("resolve", scenario, *(["--lang", lang] if lang else []))
    assert (response.status_code, code) == (200, 0)
    document = response.json()
    assert document["path"] == "<body>"  # the body has no file name; the rest is the CLI's
    assert {**document, "path": expected["path"]} == expected


def test_version_and_health(api: TestClient) -> None:
    from judge import __version__

    version = api.get("/api/version").json()
    assert version["schema"] == 1 and version["version"] == __version__
    assert len(version["rulebook"]) >= 16
    assert api.get("/healthz").json() == {"schema": 1, "status": "ok", "documents": 4}


def test_the_openapi_document_describes_every_endpoint(api: TestClient) -> None:
    document = api.get("/api/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    described = {(m.upper(), p) for p, ops in document["paths"].items() for m in ops}
    assert described == {(e.method, e.path) for e in ENDPOINTS}
    search = document["paths"]["/api/search"]["get"]
    assert [p["name"] for p in search["parameters"]] == ["q", "game", "limit"]
    assert {"200", "400", "429"} <= set(search["responses"])
    resolve = document["paths"]["/api/resolve"]["post"]
    assert {"413", "422"} <= set(resolve["responses"]) and resolve["requestBody"]["required"]


# ------------------------------------------------------------------------------- errors


def _error(response: Any, status: int, kind: str) -> str:
    """The error document's message, after checking the status and the document's shape."""
    assert response.status_code == status, response.text
    document = response.json()
    assert document["schema"] == 1 and set(document) == {"schema", "error"}
    error = document["error"]
    assert set(error) == {"message", "file", "line", "code", "kind"}
    assert error["kind"] == kind, error
    assert "Traceback" not in response.text
    return str(error["message"])


@pytest.mark.parametrize(
    ("url", "command", "status"),
    [
        ("/api/show/999.9", ["show", "999.9"], 404),
        ("/api/show/514.6?game=chess", ["show", "514.6", "--game", "chess"], 400),
        ("/api/search?q=удар&game=chess", ["search", "удар", "--game", "chess"], 400),
        ("/api/define?term=qwertyuiop", ["define", "qwertyuiop"], 400),
        ("/api/ask?q=удар&game=chess", ["ask", "удар", "--game", "chess"], 400),
    ],
)
def test_errors_are_the_clis_error_documents(
    api: TestClient, url: str, command: list[str], status: int
) -> None:
    response = api.get(url)
    code, expected = cli_json(*command)
    assert code == 2
    _error(response, status, expected["error"]["kind"])
    assert response.json() == expected


def test_an_invalid_scenario_is_422_naming_the_line_and_key(api: TestClient) -> None:
    body = (ROOT / "tests/data/bad-scenario.yaml").read_bytes()
    response = api.post("/api/resolve", content=body)
    message = _error(response, 422, "ScenarioError")
    assert message.startswith("attack.target: no card named 'Жрицa'")
    assert response.json()["error"]["file"] == "<body>" and response.json()["error"]["line"] == 7


@pytest.mark.parametrize(
    ("url", "where"),
    [
        ("/api/search", "q: missing"),
        ("/api/search?q=", "q: missing"),
        ("/api/search?q=a&limit=0", "limit: '0' is not a whole number from 1 to 50"),
        ("/api/search?q=a&limit=51", "limit: '51'"),
        ("/api/search?q=a&limit=x", "limit: 'x'"),
        ("/api/search?q=a&q=b", "q: given twice"),
        ("/api/search?q=a&gmae=hkk", "gmae: unknown parameter (did you mean 'game'?)"),
        ("/api/define", "term: missing"),
        ("/api/ask?q=" + "д" * (MAX_QUERY + 1), f"q: at most {MAX_QUERY} characters"),
        ("/api/search?q=%zz", "query: invalid percent-encoding"),
        ("/api/search?q=%D0", "query: '%D0' is not UTF-8 text"),
        ("/api/search?q=%ff%fe", "is not UTF-8 text"),
        ("/api/books?x=1", "x: unknown parameter (allowed: none)"),
    ],
)
def test_bad_parameters_are_400_naming_the_parameter(api: TestClient, url: str, where: str) -> None:
    assert where in _error(api.get(url), 400, "UsageError")


def test_a_bad_lang_for_resolve_is_the_clis_message(api: TestClient) -> None:
    body = (ROOT / "scenarios/hkk/three-on-one.yaml").read_bytes()
    message = _error(api.post("/api/resolve?lang=de", content=body), 400, "UsageError")
    assert message == "--lang: unknown language 'de' (allowed: en, ru, hu)"


def test_unknown_paths_and_methods_are_json_errors_on_the_api(api: TestClient) -> None:
    _error(api.get("/api/nothing"), 404, "NotFound")
    _error(api.post("/api/search?q=a"), 405, "MethodNotAllowed")
    _error(api.get("/api/resolve"), 405, "MethodNotAllowed")


def test_a_bug_is_a_500_without_a_traceback(
    api: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    import judge.rulebook.lookup

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug with a secret path /etc/x")

    monkeypatch.setattr(judge.rulebook.lookup, "describe", broken)
    response = api.get("/api/show/514.6")
    message = _error(response, 500, "InternalError")
    assert response.json()["error"]["code"] == 70
    assert "secret" not in message and "RuntimeError" in message


# ---------------------------------------------------------------------- hostile requests


def asgi_get(application: Any, path: bytes, query: bytes) -> tuple[int, dict[str, str], bytes]:
    """One GET straight through the ASGI interface (no HTTP client: none sends a 1 MB URL)."""
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "method": "GET",
        "path": path.decode("latin-1"),
        "raw_path": path,
        "query_string": query,
        "headers": [],
        "client": ("127.0.0.1", 5000),
    }
    asyncio.run(application(scope, receive, send))
    start, body = sent[0], b"".join(m.get("body", b"") for m in sent[1:])
    headers = {k.decode(): v.decode() for k, v in start["headers"]}
    return start["status"], headers, body


def test_a_1_mb_query_is_refused_before_it_is_read(api: TestClient) -> None:
    query = b"q=" + b"%D1%83" * ((1 << 20) // 6)
    status, headers, body = asgi_get(api.app, b"/api/search", query)
    assert len(query) > 1 << 19 and status == 414
    assert json.loads(body)["error"]["kind"] == "URITooLong"
    assert headers["content-security-policy"] == CSP
    long_but_fine = "д" * MAX_QUERY  # the longest question still allowed (its URL under 8 KiB)
    assert len(long_but_fine.encode()) * 3 < MAX_URL
    assert api.get("/api/search", params={"q": long_but_fine}).status_code == 200


def test_an_alias_bomb_is_refused_by_the_scenario_loader(api: TestClient) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{n}: &a{n} [*a{n - 1}, *a{n - 1}, *a{n - 1}, *a{n - 1}]" for n in range(1, 12)]
    bomb = "\n".join(["format: 2", "game: hkk", *lines, ""]).encode()
    response = api.post("/api/resolve", content=bomb)
    message = _error(response, 422, "ScenarioError")
    assert message.endswith("anchors and aliases (&, *) are not allowed")
    assert response.json()["error"]["file"] == "<body>"


@pytest.mark.parametrize("declared", [True, False])
def test_a_2_mb_body_is_413(api: TestClient, declared: bool) -> None:
    body = b"# " + b"x" * (2 << 20) + b"\n"

    def stream() -> Iterator[bytes]:  # no Content-Length: counted as it comes
        for at in range(0, len(body), 1 << 16):
            yield body[at : at + (1 << 16)]

    response = api.post("/api/resolve", content=body if declared else stream())
    message = _error(response, 413, "RequestTooLarge")
    assert message == "<body>: too large for a scenario file (over the limit of 1 MiB)"


@pytest.mark.parametrize(
    "path",
    [b"/api/show/../../../etc/passwd", b"/api/show/..%2F..%2Fetc%2Fpasswd", b"/api/show/%2e%2e/x"],
)
def test_dot_dot_in_show_is_no_clause(api: TestClient, path: bytes) -> None:
    status, _, body = asgi_get(api.app, path, b"")  # sent as written, not normalised
    assert status == 404
    assert json.loads(body)["error"]["kind"] == "ClauseNotFoundError"


@pytest.mark.parametrize("path", [b"/api/show/%zz", b"/api/show/%ff", b"/static/%c0%af"])
def test_a_bad_path_encoding_is_400(api: TestClient, path: bytes) -> None:
    status, _, body = asgi_get(api.app, path, b"")
    assert status == 400
    assert json.loads(body)["error"]["kind"] == "UsageError"


def test_the_time_limit_drops_work_left_waiting() -> None:
    """A request that waits longer than the time limit is 503 with Retry-After; the work it
    left in the queue never runs."""

    async def scenario() -> list[str]:
        compute = Compute(timeout=0.2, pool=ThreadPoolExecutor(max_workers=1))
        ran: list[str] = []

        def slow(name: str) -> str:
            time.sleep(0.5)
            ran.append(name)
            return name

        first = asyncio.ensure_future(compute.run(slow, "first"))
        second = asyncio.ensure_future(compute.run(slow, "second"))
        for task in (first, second):
            with pytest.raises(RequestError) as caught:
                await task
            assert (caught.value.status, caught.value.retry_after) == (503, 1)
        await asyncio.sleep(0.6)
        assert await compute.run(lambda: "later") == "later"
        compute.pool.shutdown()
        return ran

    assert asyncio.run(scenario()) == ["first"]


# ---------------------------------------------------------------------- the guard


def test_every_response_has_the_security_headers(api: TestClient) -> None:
    for url in ("/api/books", "/api/show/999", "/-/static/ask.js", "/api/nothing"):
        headers = api.get(url).headers
        assert headers["content-security-policy"] == CSP
        assert "script-src 'self'" in CSP and "unsafe-inline" not in CSP
        assert "frame-ancestors 'none'" in CSP
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"


def test_cors_is_off_unless_asked_for(api: TestClient) -> None:
    origin = {"origin": "https://example.org"}
    assert "access-control-allow-origin" not in api.get("/api/books", headers=origin).headers
    with client(Settings(rate_limit=0, cors=("https://example.org",))) as allowed:
        headers = allowed.get("/api/books", headers=origin).headers
        assert headers["access-control-allow-origin"] == "https://example.org"
        other = allowed.get("/api/books", headers={"origin": "https://evil.example"})
        assert "access-control-allow-origin" not in other.headers
        preflight = allowed.options(
            "/api/resolve",
            headers={
                **origin,
                "access-control-request-method": "POST",
                "access-control-request-headers": "content-type",
            },
        )
        assert preflight.status_code == 200
        assert preflight.headers["access-control-allow-origin"] == "https://example.org"


def test_the_rate_limit_answers_429_with_retry_after() -> None:
    with client(Settings(rate_limit=3)) as limited:
        statuses = [limited.get("/api/version").status_code for _ in range(4)]
        assert statuses == [200, 200, 200, 429]
        response = limited.get("/api/search?q=удар")
        message = _error(response, 429, "RateLimited")
        assert int(response.headers["retry-after"]) >= 1 and "3 requests a minute" in message
        page = limited.get("/berserk/ask")  # a page is told in words, not JSON
        assert page.status_code == 429 and page.headers["content-type"].startswith("text/plain")
        assert (
            page.text.startswith("more than 3 requests a minute") and "retry-after" in page.headers
        )
        assert limited.get("/healthz").status_code == 200  # not counted
        assert limited.get("/-/static/ask.css").status_code == 200  # static: not counted


def test_the_rate_limit_refills_and_forgets_old_clients() -> None:
    limit = RateLimit(per_minute=60)  # one a second
    assert [limit.wait("a", 0.0) for _ in range(60)] == [0] * 60
    assert limit.wait("a", 0.0) == 1
    assert limit.wait("a", 1.5) == 0
    for n in range(20_000):
        limit.wait(f"client-{n}", 2.0)
    assert len(limit.buckets) <= 10_000


def test_one_log_line_per_request_without_the_question() -> None:
    log = Log()
    with client(Settings(rate_limit=0), log) as logged:
        logged.get("/api/search", params={"q": "секретный вопрос"})
        logged.get("/api/show/999")
    lines = [line for line in log if " /api/" in line]
    assert len(lines) == 2
    stamp, method, path, status, ms, unit = lines[0].split(" ")
    assert (method, path, status, unit) == ("GET", "/api/search", "200", "ms")
    assert float(ms) >= 0 and stamp.endswith("Z")
    assert lines[1].split(" ")[2:4] == ["/api/show/999", "404"]
    assert "секрет" not in "".join(log) and "%D1%81" not in "".join(log)


def test_log_queries_logs_the_query_as_sent() -> None:
    log = Log()
    with client(Settings(rate_limit=0, log_queries=True), log) as logged:
        logged.get("/api/search", params={"q": "удар\nFAKE 200"})
    (line,) = [line for line in log if "/api/search" in line]
    assert "/api/search?q=%D1%83%D0%B4%D0%B0%D1%80%0AFAKE+200 200" in line  # one line


# ---------------------------------------------------------------------- the command


def test_without_the_extra_serve_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    found = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "granian" else found(name)
    )
    result = runner.invoke(cli, ["serve"])
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "judge: serve: the server is an optional extra: pip install 'berserk-judge[serve]'"
    ]


@pytest.mark.parametrize("option", ["--rulebook", "--scenarios"])
def test_a_missing_path_is_one_line_before_anything_starts(tmp_path: Path, option: str) -> None:
    result = runner.invoke(cli, ["serve", option, str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith("judge: ") and "nowhere" in line


def test_a_port_in_use_is_one_line() -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(cli, ["serve", "--port", str(port)])
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"judge: --port: cannot listen on 127.0.0.1:{port}")
