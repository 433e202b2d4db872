"""Benchmark of `judge site`, printed as figures and ratios from one run.

    python bench/bench_site.py             # the bundled book and a generated 10 MB book
    python bench/bench_site.py --mb 2      # a smaller generated book

What it measures (targets from the issue):
- the bundled rulebook and its rulings: building the pages (collecting the data and rendering
  every page, without the search indexer), median of 5 (target: well under a second, < 0.5 s),
  and the Pagefind indexer's own time, reported apart; the size of the site;
- a generated Russian rulebook of about 10 MB (the `bench_load.py` generator): the whole build
  with the indexer (target < 30 s), split into load, collect, render and index, and the size;
- each build against a baseline taken in the same run: `judge dump --json` of the same book
  (the whole index serialised once), so the ratio says what the pages cost over the data.

It prints; it never fails: speed is compared as ratios here, not asserted in the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))


def _size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def _dump_seconds(book: object) -> float:
    from judge.rulebook.lookup import dump

    t0 = time.perf_counter()
    json.dumps(dump(book), ensure_ascii=False, indent=2)  # type: ignore[arg-type]
    return time.perf_counter() - t0


def _mark(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def bundled(tmp: Path) -> None:
    from judge.render.site import build_site
    from judge.rulebook.load import load

    book = load()
    builds = []
    for round_ in range(5):
        report = build_site(book, tmp / f"bundled-{round_}", search=False)
        builds.append(report.seconds["total"])
    report = build_site(book, tmp / "bundled", search=True)
    files, size = _size(tmp / "bundled")
    pages = report.seconds["collect"] + report.seconds["render"]
    base = statistics.median(_dump_seconds(book) for _ in range(5))
    median = statistics.median(builds)
    print("bundled rulebook and rulings")
    print(
        f"  pages without the indexer  {median * 1000:7.0f} ms  (median of 5; target < 500 ms)"
        f"  {_mark(median < 0.5)}"
    )
    print(
        f"  the same, with the indexer {report.seconds['total'] * 1000:7.0f} ms"
        f"  (pages {pages * 1000:.0f} ms + Pagefind {report.seconds.get('index', 0) * 1000:.0f} ms;"
        f" {report.search_note})"
    )
    print(
        f"  judge dump --json baseline {base * 1000:7.0f} ms  ratio pages/dump {median / base:.1f}"
    )
    print(
        f"  site: {report.pages} pages, {files} files, {size / 1024:.0f} KB"
        f" ({_size(tmp / 'bundled-0')[1] / 1024:.0f} KB without the search index)"
    )


def generated(tmp: Path, megabytes: float) -> None:
    from bench_load import generate

    from judge.render.site import build_site
    from judge.rulebook.load import load

    text = generate(int(5000 * megabytes))
    path = tmp / "big.txt"
    path.write_text(text, encoding="utf-8")
    mb = path.stat().st_size / 1e6
    t0 = time.perf_counter()
    book = load([path], use_cache=False)
    loaded = time.perf_counter() - t0
    base = _dump_seconds(book)
    report = build_site(book, tmp / "big", search=True)
    files, size = _size(tmp / "big")
    s = report.seconds
    total = s["total"]
    print(f"generated rulebook: {mb:.1f} MB, {report.clauses} clauses, {report.pages} pages")
    print(f"  load (parse, no cache)     {loaded:7.2f} s")
    print(f"  build with the indexer     {total:7.2f} s  (target < 30 s)  {_mark(total < 30)}")
    print(
        f"    collect {s['collect']:.2f} s, render {s['render']:.2f} s,"
        f" Pagefind {s.get('index', 0):.2f} s ({report.search_note})"
    )
    print(f"  judge dump --json baseline {base:7.2f} s  ratio build/dump {total / base:.1f}")
    print(f"  site: {files} files, {size / 1e6:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10.0, help="size of the generated book")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["JUDGE_CACHE_DIR"] = str(Path(tmp) / "cache")
        bundled(Path(tmp))
        generated(Path(tmp), args.mb)


if __name__ == "__main__":
    main()
