"""`judge serve` as a real process on 127.0.0.1, started and stopped by the tests: it answers,
hostile requests get a 4xx while other clients are served, a slow client is cut off by the
time limit, and SIGTERM lets the requests in flight finish. ``Server`` is the harness the
browser tests use too."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

pytest.importorskip("starlette", reason="the [serve] extra is not installed")
pytest.importorskip("granian", reason="the [serve] extra is not installed")

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = (ROOT / "scenarios/hkk/three-on-one.yaml").read_bytes()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``judge serve ARGS…`` on a free port of 127.0.0.1, its log in a file; ready once
    /healthz answers."""

    def __init__(self, *args: str, cache: Path, ready_within: float = 120.0) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}/"
        self.log_path = Path(tempfile.mkstemp(prefix="judge-serve-", suffix=".log")[1])
        env = {**os.environ, "JUDGE_CACHE_DIR": str(cache)}
        env.pop("JUDGE_RULEBOOK", None)
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "judge", "serve", "--port", str(self.port), *args],
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=ROOT,
            )
        deadline = time.monotonic() + ready_within
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"judge serve exited {self.process.returncode}: {self.log}")
            try:
                if self.get("/healthz")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise AssertionError(f"judge serve did not start in {ready_within} s: {self.log}")

    @property
    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def connection(self, timeout: float = 30.0) -> http.client.HTTPConnection:
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def get(self, path: str) -> tuple[int, bytes]:
        connection = self.connection()
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def post(self, path: str, body: bytes) -> tuple[int, bytes]:
        connection = self.connection()
        try:
            connection.request("POST", path, body=body)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def raw(self, data: bytes, timeout: float = 30.0) -> bytes:
        """Bytes sent as they are (no client normalises them); what came back, until the
        server closed the connection or the headers and a body arrived."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as sock:
            with contextlib.suppress(OSError):  # the server refused part way and closed
                sock.sendall(data)
            out = b""
            try:
                while chunk := sock.recv(1 << 16):
                    out += chunk
            except OSError:
                pass
            return out

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def status_of(reply: bytes) -> int:
    return int(reply.split(b" ", 2)[1]) if reply.startswith(b"HTTP/1.1 ") else 0


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from judge.render.site import build_site
    from judge.rulebook.load import load

    folder = tmp_path_factory.mktemp("serve-site") / "site"
    build_site(load(None), folder, search=False)
    return folder


@pytest.fixture(scope="module")
def server(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    cache = tmp_path_factory.mktemp("serve-cache")
    running = Server(
        "--workers", "2", "--site", str(site), "--timeout", "2", "--rate-limit", "0", cache=cache
    )
    yield running
    assert running.stop() == 0, running.log


# ------------------------------------------------------------------------------ it serves


def test_it_answers_on_localhost_and_says_where(server: Server) -> None:
    status, body = server.get("/api/show/514.6")
    assert status == 200 and json.loads(body)["id"] == "514.6"
    status, body = server.get("/api/ask?q=" + quote("Két lény támad egy lényre?"))
    assert status == 200 and json.loads(body)["game"] == "hkk"
    assert server.post("/api/resolve", SCENARIO)[0] == 200
    assert server.get("/")[0] == 200 and server.get("/hkk/ask")[0] == 200
    started = [line for line in server.log.splitlines() if line.startswith("judge serve: http")]
    assert started == [
        f"judge serve: {server.base} (2 workers); Ask: {server.base}berserk/ask, "
        f"{server.base}berserk-heroes/ask, {server.base}hkk/ask; "
        f"API: {server.base}api/openapi.json"
    ]


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_it_listens_on_loopback_only(server: Server) -> None:
    rows = [line.split() for line in Path("/proc/net/tcp").read_text().splitlines()[1:]]
    listening = [r[1] for r in rows if r[1].endswith(f":{server.port:04X}") and r[3] == "0A"]
    assert listening and all(local.startswith("0100007F:") for local in listening)


# ------------------------------------------------------------------------------ hostile


def _alias_bomb() -> bytes:
    """A scenario whose aliases would expand to 9 × 4¹² values."""
    lines = [b"game: hkk", b"a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [b"a%d: &a%d [*a%d, *a%d, *a%d, *a%d]" % ((n, n) + (n - 1,) * 4) for n in range(1, 13)]
    return b"\n".join(lines) + b"\n"


def _get(target: bytes) -> bytes:
    return b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"


def _post(body: bytes) -> bytes:
    head = b"POST /api/resolve HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n"
    return head % len(body) + b"Connection: close\r\n\r\n" + body


#: what each is sent as, and the statuses that answer it (a 1 MB URL: the server's own 431
#: before the application's 414)
HOSTILE: dict[str, tuple[bytes, tuple[int, ...]]] = {
    "a 1 MB query": (_get(b"/api/search?q=" + b"a" * (1 << 20)), (414, 431)),
    "invalid UTF-8, escaped": (_get(b"/api/search?q=%ff%fe"), (400,)),
    "invalid UTF-8, raw": (_get(b"/api/show/\xff\xfe"), (400,)),
    "bad percent-encoding": (_get(b"/api/search?q=%zz"), (400,)),
    "bad percent-encoding in the path": (_get(b"/api/show/%z1"), (400,)),
    "../ in show": (_get(b"/api/show/../../../etc/passwd"), (404,)),
    "../ in the pages": (_get(b"/../../../etc/passwd"), (404,)),
    "a 2 MB body": (_post(b"#" * (2 << 20)), (413,)),
    "an alias bomb": (_post(_alias_bomb()), (422,)),
}


def test_hostile_requests_get_a_4xx_while_others_are_served(server: Server) -> None:
    answered: list[int] = []
    stop = threading.Event()

    def others() -> None:  # a well-behaved client, all along
        while not stop.is_set():
            answered.append(server.get("/api/search?q=" + quote("летающее существо"))[0])

    friend = threading.Thread(target=others)
    friend.start()
    try:
        got = {name: status_of(server.raw(request)) for name, (request, _) in HOSTILE.items()}
    finally:
        stop.set()
        friend.join()
    assert {name: got[name] for name, (_, ok) in HOSTILE.items() if got[name] not in ok} == {}
    assert answered and set(answered) == {200}
    assert server.process.poll() is None


def test_a_slow_client_is_cut_off_while_others_are_served(server: Server) -> None:
    """A body sent slower than the time limit (2 s here) is answered 408; headers sent that
    slowly get the connection closed (the server's header timeout); others are served."""
    results: dict[str, Any] = {}

    def slow_body() -> None:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            sock.sendall(b"POST /api/resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n")
            started = time.monotonic()
            reply = b""
            for _ in range(20):  # a byte every 0.3 s: 6 s for 20 bytes
                try:
                    sock.sendall(b"#")
                    time.sleep(0.3)
                    sock.setblocking(False)
                    reply += sock.recv(4096)
                except (BlockingIOError, OSError):
                    pass
                finally:
                    sock.setblocking(True)
                if reply:
                    break
            results["body"] = (status_of(reply), time.monotonic() - started)

    def slow_headers() -> None:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            sock.sendall(b"GET /api/books HTTP/1.1\r\n")
            started = time.monotonic()
            try:
                for _ in range(40):
                    sock.sendall(b"X-Slow: 1\r\n")
                    time.sleep(0.3)
                closed = sock.recv(4096) == b""
            except OSError:
                closed = True
            results["headers"] = (closed, time.monotonic() - started)

    threads = [threading.Thread(target=slow_body), threading.Thread(target=slow_headers)]
    for thread in threads:
        thread.start()
    served = []
    while any(t.is_alive() for t in threads):
        started = time.monotonic()
        served.append((server.get("/api/books")[0], time.monotonic() - started))
        time.sleep(0.1)
    status, seconds = results["body"]
    assert status == 408 and 1.5 < seconds < 5
    closed, seconds = results["headers"]
    assert closed and seconds < 6
    assert served and {s for s, _ in served} == {200}
    assert max(t for _, t in served) < 1.5  # the slow clients held no one up


# ------------------------------------------------------------------------------ SIGTERM


def test_sigterm_finishes_the_requests_in_flight(site: Path, tmp_path: Path) -> None:
    server = Server("--site", str(site), "--rate-limit", "0", cache=tmp_path / "cache")
    try:
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            head = b"POST /api/resolve HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n"
            sock.sendall(head % len(SCENARIO) + SCENARIO[:100])  # a request in flight
            time.sleep(0.3)
            server.process.send_signal(signal.SIGTERM)
            time.sleep(0.5)
            assert server.process.poll() is None  # still finishing it
            sock.sendall(SCENARIO[100:])
            reply = b""
            while b"\r\n\r\n" not in reply or not reply.rstrip().endswith(b"}"):
                chunk = sock.recv(1 << 16)
                if not chunk:
                    break
                reply += chunk
        assert status_of(reply) == 200
        assert json.loads(reply.split(b"\r\n\r\n", 1)[1])["game"] == "hkk"
        assert server.process.wait(timeout=30) == 0
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", server.port), timeout=2).close()
    finally:
        server.stop()
