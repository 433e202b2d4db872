"""Load figures of `judge serve`: requests per second, latency, errors and memory per worker.

    python bench/bench_serve.py                 # 15 s per phase, about 2 minutes in all
    python bench/bench_serve.py --duration 30   # longer phases

A bounded load run on loopback only: `judge serve --workers 2` on a free port of 127.0.0.1, and
wrk (Debian's ``wrk``: ``apt-get install wrk``; a C load generator, so that the client takes
little of the two cores the server runs on) with 20 connections for a fixed duration per
phase, each request distinct:

- ``/healthz``: the stack's own ceiling (no library call), the baseline of the ratios;
- ``search``: distinct queries — pairs of words of the rulebook and a running number;
- ``show``: every clause of every document in turn (``?book=`` the document);
- ``ask, nothing remembered``: the questions of tests/data/ask_questions.yaml, each time a new
  text, the engine's answer computed for every request (the server never keeps replies; for this
  phase the workers also never recall an answer from judge's cache: a ``sitecustomize`` in the
  bench's temporary folder turns ``judge.ask.memo.recall_answer`` off in them). This is the
  first-time ask of the issue;
- ``ask, answers recalled``: the same questions on the first server, whose workers recall the
  engine's answer to a situation read before from judge's cache (as ``judge ask`` does for a
  question in other words) — for reference;
- memory: the resident size of each worker (``/proc/PID/status``) while search, show and ask
  requests run in 5-second rounds until more than 10,000 have been answered.

Each row prints its figure with the issue's target and ``ok`` or ``MISSED``: search and show ≥
300 requests/s, first-time ask ≥ 50/s, p95 ≤ 150 ms, no errors (wrk's socket errors and
statuses ≥ 400), memory per worker flat (no worker grows by more than 5 MiB between the first
round and the last). The script never fails on a missed target: speed is measured here, not
asserted in the tests. The machine's load average is printed before and after: other jobs on
a shared machine move every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote, urlencode

ROOT = Path(__file__).resolve().parent.parent
CONNECTIONS = 20
WORKERS = 2

#: wrk's script: the paths to request (one per line in PATHS_FILE), in turn from a place that
#: differs per thread; at the end one JSON line with the figures
LUA = r"""
local paths = {}
for line in io.lines(os.getenv("PATHS_FILE")) do paths[#paths + 1] = line end
local counter = 0
local threads = {}
function setup(thread)
  thread:set("start", #threads * 7919)
  table.insert(threads, thread)
end
function init(args) counter = tonumber(wrk.thread:get("start")) or 0 end
function request()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests": %d, "seconds": %f, "p50": %f, "p95": %f, "p99": %f, ' ..
    '"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1e3,
    latency:percentile(95) / 1e3, latency:percentile(99) / 1e3,
    e.connect, e.read, e.write, e.status, e.timeout))
end
"""

#: for the phase "nothing remembered": no worker recalls the engine's answer from the cache
NO_RECALL = """\
import judge.ask.memo as memo

memo.recall_answer = lambda entry, decode: None
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``judge serve --workers 2`` on 127.0.0.1, its log in a file; with ``stack="uvicorn"``
    the same application under uvicorn (httptools, uvloop) instead of Granian."""

    def __init__(
        self, folder: Path, site: Path, env: dict[str, str], stack: str = "granian"
    ) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = (folder / f"serve-{self.port}.log").open("wb")
        if stack == "granian":
            argv = [sys.executable, "-m", "judge", "serve", "--port", str(self.port)]
            argv += ["--workers", str(WORKERS), "--rate-limit", "0", "--site", str(site)]
        else:
            from judge.serve.settings import Settings

            settings = Settings(port=self.port, rate_limit=0, pages=str(site))
            env = {**env, **settings.to_environment()}
            argv = [sys.executable, "-m", "uvicorn", "judge.serve.app:worker", "--factory"]
            argv += ["--port", str(self.port), "--workers", str(WORKERS), "--no-access-log"]
            argv += ["--http", "httptools", "--loop", "uvloop", "--log-level", "warning"]
        self.process = subprocess.Popen(argv, stdout=self.log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                    if sock.recv(64).startswith(b"HTTP/1.1 200"):
                        return
            except OSError:
                time.sleep(0.3)
        raise SystemExit("judge serve did not start: see " + self.log.name)

    def workers(self) -> list[int]:
        """The worker processes: the server's children."""
        found = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == self.process.pid:
                found.append(int(stat.parent.name))
        return sorted(found)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=60)
        self.log.close()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def wrk(server: Server, paths: list[str], seconds: float, folder: Path) -> dict[str, float]:
    """One wrk run over ``paths`` (each a distinct request); its figures."""
    listing = folder / "paths.txt"
    listing.write_text("\n".join(paths) + "\n", encoding="ascii")
    script = folder / "paths.lua"
    script.write_text(LUA, encoding="utf-8")
    argv = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds:g}s", "--timeout", "10s"]
    argv += ["-s", str(script), server.base]
    env = {**os.environ, "PATHS_FILE": str(listing)}
    done = subprocess.run(argv, capture_output=True, text=True, env=env, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    figures["rate"] = figures["requests"] / figures["seconds"]
    figures["errors"] = sum(figures[k] for k in ("connect", "read", "write", "status", "timeout"))
    return figures


# ------------------------------------------------------------------------------ the requests


def search_paths(count: int) -> list[str]:
    from judge.rulebook.load import load
    from judge.search.analysis import tokens

    words = sorted(
        {w for doc in load(None) for c in doc for w in tokens(c.text, doc.language) if len(w) > 3}
    )
    pick = random.Random(7)
    return [
        "/api/search?" + urlencode({"q": f"{pick.choice(words)} {pick.choice(words)} {n}"})
        for n in range(count)
    ]


def show_paths() -> list[str]:
    from judge.rulebook.load import load

    return [
        f"/api/show/{quote(c.id, safe='')}?" + urlencode({"book": doc.id})
        for doc in load(None)
        for c in doc
    ]


def ask_paths(count: int) -> list[str]:
    """The test questions, with the game the question is about (by its language when the test
    gives none), each time a different text (a running number after it)."""
    import yaml

    items = yaml.safe_load((ROOT / "tests/data/ask_questions.yaml").read_text(encoding="utf-8"))
    pairs = []
    for item in items:
        question = str(item["q"])
        latin = sum(ch.isascii() and ch.isalpha() for ch in question) > len(question) / 3
        pairs.append((question, item.get("game") or ("hkk" if latin else "berserk")))
    random.Random(11).shuffle(pairs)
    paths = []
    for n in range(count):
        question, game = pairs[n % len(pairs)]
        if n >= len(pairs):
            question = f"{question} {n // len(pairs)}"
        paths.append("/api/ask?" + urlencode({"q": question, "game": game}))
    return paths


# ------------------------------------------------------------------------------ the report


ROWS: list[bool] = []


def row(what: str, figure: str, target: str, ok: bool | None) -> None:
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    if ok is not None:
        ROWS.append(ok)
    print(f"{what:44s} {figure:58s} {target:16s} {verdict}", flush=True)


def phase(name: str, figures: dict[str, float], base: float, rate_target: float | None) -> None:
    rate = figures["rate"]
    ratio = f" ({rate / base:.2f}× /healthz)" if base else ""
    ok = None if rate_target is None else rate >= rate_target
    target = f"≥ {rate_target:g}/s" if rate_target else ""
    row(name, f"{rate:7.1f} req/s{ratio}, {figures['requests']:.0f} requests", target, ok)
    latency = (
        f"p50 {figures['p50']:.1f} ms, p95 {figures['p95']:.1f} ms, p99 {figures['p99']:.1f} ms"
    )
    row("  latency", latency, "p95 ≤ 150 ms", figures["p95"] <= 150 if rate_target else None)
    errors = figures["errors"]
    row("  errors", f"{errors:.0f}", "0", errors == 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=float, default=15.0, help="seconds per phase")
    parser.add_argument(
        "--stacks",
        action="store_true",
        help="only compare the servers: /healthz, search and show under Granian and under "
        "uvicorn (httptools, uvloop; pip install 'uvicorn[standard]'), in turn, twice",
    )
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("bench_serve: needs wrk (apt-get install wrk)")
    seconds = args.duration
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory(prefix="judge-bench-serve-") as tmp:
        folder = Path(tmp)
        env = {**os.environ, "JUDGE_CACHE_DIR": str(folder / "cache")}
        env.pop("JUDGE_RULEBOOK", None)
        site = folder / "site"
        subprocess.run(
            [sys.executable, "-m", "judge", "site", str(site), "--no-search"],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
        )
        searches, shows, asks = search_paths(50_000), show_paths(), ask_paths(20_000)
        print(f"{CONNECTIONS} connections, {WORKERS} workers, {seconds:g} s per phase; wrk -t2")
        if args.stacks:
            return stacks(folder, site, env, seconds, {"search": searches, "show": shows})
        server = Server(folder, site, env)
        try:
            base = wrk(server, ["/healthz"], seconds, folder)
            phase("/healthz (the stack alone: baseline)", base, 0, None)
            for name, paths, target in (("search", searches, 300), ("show", shows, 300)):
                phase(name, wrk(server, paths, seconds, folder), base["rate"], target)
            recalled = wrk(server, asks, seconds, folder)
            memory(server, [*searches[:5000], *shows, *asks[:5000]], folder)
        finally:
            server.stop()
        (folder / "no-recall").mkdir()
        (folder / "no-recall" / "sitecustomize.py").write_text(NO_RECALL, encoding="utf-8")
        path = os.pathsep.join(p for p in (str(folder / "no-recall"), env.get("PYTHONPATH")) if p)
        patched = subprocess.run(
            [sys.executable, "-c", "import judge.ask.memo as m; print(m.recall_answer.__name__)"],
            env={**env, "PYTHONPATH": path},
            capture_output=True,
            text=True,
        )
        if patched.stdout.strip() != "<lambda>":  # else the phase would measure recalled answers
            raise SystemExit("bench_serve: the sitecustomize that turns recall off was not loaded")
        fresh = Server(folder, site, {**env, "PYTHONPATH": path})
        try:
            first = wrk(fresh, asks[::-1], seconds, folder)
        finally:
            fresh.stop()
        phase("ask, first time (nothing remembered)", first, base["rate"], 50)
        phase("ask, answers recalled (reference)", recalled, base["rate"], None)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{sum(ROWS)} of {len(ROWS)} targets met")


def stacks(
    folder: Path, site: Path, env: dict[str, str], seconds: float, paths: dict[str, list[str]]
) -> None:
    """The same application and requests under each server, in turn, twice."""
    for _ in range(2):
        for stack in ("granian", "uvicorn"):
            server = Server(folder, site, env, stack)
            try:
                for name, listed in (("/healthz", ["/healthz"]), *paths.items()):
                    f = wrk(server, listed, seconds, folder)
                    figures = (
                        f"{f['rate']:7.1f} req/s, p95 {f['p95']:.1f} ms, p99 {f['p99']:.1f} ms"
                    )
                    row(f"{stack}: {name}", f"{figures}, {f['errors']:.0f} errors", "", None)
            finally:
                server.stop()


def memory(server: Server, paths: list[str], folder: Path) -> None:
    """Rounds of 5 s of mixed requests until more than 10,000 are answered; each worker's
    resident size after each round."""
    random.Random(3).shuffle(paths)
    pids = server.workers()
    series: dict[int, list[float]] = {pid: [] for pid in pids}
    answered = errors = 0
    while answered <= 10_000:
        figures = wrk(server, paths, 5, folder)
        answered += int(figures["requests"])
        errors += int(figures["errors"])
        for pid in pids:
            series[pid].append(rss_mib(pid))
    for n, pid in enumerate(pids, 1):
        sizes = series[pid]
        growth = sizes[-1] - sizes[0]
        shown = " → ".join(f"{s:.0f}" for s in sizes)
        row(
            f"memory, worker {n} over {answered:,} requests",
            f"{shown} MiB ({growth:+.1f})",
            "flat (≤ +5 MiB)",
            growth <= 5,
        )
    row("  errors", str(errors), "0", errors == 0)


if __name__ == "__main__":
    main()
