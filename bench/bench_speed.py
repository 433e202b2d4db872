"""Speed at any size: every figure of the speed targets, as ratios measured in one run.

    python bench/bench_speed.py            # books of 0.1, 1, 10, 50 MB; suites of 1k, 10k, 50k
    python bench/bench_speed.py --quick    # skip the 50 MB book and the 50k-file suite
    python bench/bench_speed.py --only startup,lookup,diff,lowdiff,lint,load,edit,check

Everything is generated in a temporary folder: bare Russian rulebook texts shaped like the
published ones (headings, run-in headings, bullets, tables, examples, cross-references), an
edited copy of each (5 % of the clauses with a word changed, 2 % renumbered by insertions),
low-variety books of 20 words and a copy with sections renumbered, texts with one clause of many
references or many clauses citing one, a book.yaml of ten documents for the per-document cache,
and scenario suites (``bench_check``'s generator). Whole-process figures are medians of
interleaved runs against ``python -c "import typer"`` (``startup.py``); each row prints its
target with ``ok`` or ``MISSED``. The script never fails on a missed target: speed is measured
here, not asserted in the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import JUDGE, medians, startup_env  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MB = 1_000_000


# ------------------------------------------------------------------------------ the generator


def _vocabulary() -> list[str]:
    words: list[str] = []
    for text in sorted((ROOT / "rulebook").glob("*/*.txt")):
        words += re.findall(r"[А-Яа-яЁё]{3,}", text.read_text(encoding="utf-8"))
    return sorted({w.lower() for w in words})


@dataclass
class Sub:
    body: str
    extra: list[str] = field(default_factory=list)
    leaves: list[str] = field(default_factory=list)


@dataclass
class Section:
    heading: str
    subs: list[Sub]


class Book:
    """A generated rulebook text as sections of clauses, so that it can be edited as a whole."""

    def __init__(self, size: int, seed: int = 11, vocabulary: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.words = _vocabulary()
        if vocabulary is not None:  # a low-variety book: every word pair is common
            self.words = self.words[:: len(self.words) // vocabulary][:vocabulary]
        self.sections: list[Section] = []
        length = 0
        while length < size:
            section = self._section()
            self.sections.append(section)
            length += sum(  # UTF-8 bytes of the clause lines
                len(s.body.encode()) + sum(len(x.encode()) + 1 for x in (*s.extra, *s.leaves)) + 16
                for s in section.subs
            )

    def _sentence(self, low: int = 6, high: int = 16) -> str:
        chosen = self.rng.choices(self.words, k=self.rng.randint(low, high))
        return chosen[0].capitalize() + " " + " ".join(chosen[1:]) + "."

    @staticmethod
    def section_id(n: int) -> str:
        """The number of the n-th section: 100 … 9099, then 9100.1 … (four digits at most per
        part, as the parser reads them; a 50 MB book has some 25,000 sections)."""
        if n < 9000:
            return str(100 + n)
        return f"{9100 + (n - 9000) // 100}.{(n - 9000) % 100 + 1}"

    def _body(self) -> str:
        rng = self.rng
        body = " ".join(self._sentence(4, 11) for _ in range(rng.randint(1, 2)))
        if rng.random() < 0.35 and self.sections:
            ref = f"{self.section_id(rng.randrange(len(self.sections)))}.{rng.randint(1, 6)}"
            form = rng.choice(["(см. {r}.)", "п.{r}", "п. {r}", "пункт {r}", "см. {r}"])
            body += " " + form.format(r=ref) + "."
        if rng.random() < 0.08:  # a run-in heading
            body = f"{' '.join(rng.choices(self.words, k=2)).capitalize()}. {body}"
        return body

    def _sub(self) -> Sub:
        rng = self.rng
        sub = Sub(self._body())
        if rng.random() < 0.1:
            sub.extra += [f"· {self._sentence(3, 8)[:-1]};" for _ in range(3)]
        if rng.random() < 0.05:
            sub.extra.append(f"ПРИМЕР. {self._sentence()} Выпало 6, до 5 выстрелов.")
        if rng.random() < 0.03:
            sub.extra += ["| " + " | ".join(rng.choices(self.words, k=2)) + " |" for _ in range(3)]
        if rng.random() < 0.3:
            sub.leaves = [self._sentence() for _ in range(rng.randint(1, 3))]
        return sub

    def _section(self) -> Section:
        heading = " ".join(self.rng.choices(self.words, k=3)).capitalize()
        return Section(heading, [self._sub() for _ in range(self.rng.randint(7, 13))])

    def clauses(self) -> int:
        groups = max(0, len(self.sections) - 9000 + 99) // 100
        return groups + sum(1 + sum(1 + len(s.leaves) for s in sec.subs) for sec in self.sections)

    def text(self) -> str:
        lines: list[str] = []
        for index, section in enumerate(self.sections):
            n = self.section_id(index)
            if index >= 9000 and (index - 9000) % 100 == 0:
                lines.append(f"{n.split('.')[0]}. Раздел {n.split('.')[0]}")
            lines.append(f"{n}. {section.heading}")
            for j, sub in enumerate(section.subs, start=1):
                lines.append(f"{n}.{j}. {sub.body}")
                lines += sub.extra
                lines += [f"{n}.{j}.{k}.{leaf}" for k, leaf in enumerate(sub.leaves, start=1)]
        return "\n".join(lines) + "\n"

    def show_id(self) -> str:
        return f"{self.section_id(len(self.sections) // 2)}.3"

    def edit(self, changed: float = 0.05, renumbered: float = 0.02, seed: int = 5) -> None:
        """Change a word in ``changed`` of the clauses; insert clauses until ``renumbered`` of
        them moved to another number."""
        rng = random.Random(seed)
        total = self.clauses()
        subs = [s for sec in self.sections for s in sec.subs]
        for sub in rng.sample(subs, min(len(subs), int(total * changed))):
            words = sub.body.split(" ")
            words[rng.randrange(len(words))] = rng.choice(self.words)
            sub.body = " ".join(words)
        moved = 0
        while moved < total * renumbered:
            section = rng.choice(self.sections)
            at = rng.randrange(1, len(section.subs))
            moved += sum(1 + len(s.leaves) for s in section.subs[at:])
            section.subs.insert(at, Sub(self._body()))

    def open_sections(self, opened: float = 0.02, lengthened: float = 0.05, seed: int = 5) -> None:
        """Insert a word into ``lengthened`` of the clauses; give ``opened`` of the sections a
        new first clause, which renumbers the rest of each."""
        rng = random.Random(seed)
        subs = [s for sec in self.sections for s in sec.subs]
        for sub in rng.sample(subs, min(len(subs), int(self.clauses() * lengthened))):
            words = sub.body.split(" ")
            words.insert(rng.randrange(1, len(words) + 1), rng.choice(self.words))
            sub.body = " ".join(words)
        for section in rng.sample(self.sections, int(len(self.sections) * opened)):
            section.subs.insert(0, Sub(self._body()))


def multi_document_book(folder: Path, documents: int, size: int) -> list[Path]:
    """A game folder with a book.yaml naming ``documents`` texts of ``size`` bytes each."""
    folder.mkdir(parents=True, exist_ok=True)
    entries, files = [], []
    for n in range(documents):
        name = f"{n:03d}.txt"
        (folder / name).write_text(Book(size, seed=100 + n).text(), encoding="utf-8")
        files.append(folder / name)
        entries.append(
            f"  - id: part-{n:03d}\n    game: berserk\n    language: ru\n    file: {name}\n"
        )
    (folder / "book.yaml").write_text("documents:\n" + "".join(entries), encoding="utf-8")
    return files


# ------------------------------------------------------------------------------ measuring

ROWS: list[tuple[str, str, str, bool]] = []  # (what, figure, target, ok)


def row(what: str, figure: str, target: str, ok: bool | None) -> None:
    verdict = "" if ok is None else ("ok" if ok else "MISSED")
    ROWS.append((what, figure, target, bool(ok) if ok is not None else True))
    print(f"{what:52s} {figure:46s} {target:24s} {verdict}", flush=True)


def ratio(figures: tuple[float, float], base: tuple[float, float]) -> float:
    """Whole-process ratio: the lower of the wall and CPU ratios (CPU is steadier on a shared
    machine, wall is what a user waits)."""
    return min(figures[0] / base[0], figures[1] / base[1])


PROBE = """
import json, resource, subprocess, sys, time
limit = None if sys.argv[1] == "none" else float(sys.argv[1])
start = time.perf_counter()
try:
    done = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          timeout=limit)
except subprocess.TimeoutExpired:
    print(json.dumps({"wall": None, "rss": 0, "code": 0, "err": ""}))
    raise SystemExit
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
rss, cpu = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
print(json.dumps({"wall": wall, "cpu": cpu, "rss": rss, "code": done.returncode,
                  "err": done.stderr.decode(errors="replace")[-500:]}))
"""


def run_rss(
    argv: list[str], env: dict[str, str], timeout: float | None = None, *, cpu: bool = False
) -> tuple[float, int]:
    """(seconds, peak RSS in KiB) of one process, inf on timeout: its wall time, or with
    ``cpu`` the lower of its wall and CPU time (steadier on a shared machine, for a process
    that uses one core). The process is started by a small Python process: a child started by
    this one would report this one's memory as its own peak (Linux keeps the high-water mark
    across fork and exec)."""
    limit = "none" if timeout is None else str(timeout)
    out = subprocess.run(
        [sys.executable, "-c", PROBE, limit, *argv], env=env, capture_output=True, text=True
    )
    report = json.loads(out.stdout.splitlines()[-1])
    if report["wall"] is None:
        return float("inf"), 0
    if report["code"] not in (0, 1):
        raise SystemExit(f"{' '.join(argv[:3])}… failed: {report['err']}")
    seconds = float(report["wall"])
    if cpu:
        seconds = min(seconds, float(report["cpu"]))
    return seconds, int(report["rss"])


def python_json(code: str, env: dict[str, str]) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.splitlines()[-1])


def startup(rounds: int, cache: str) -> None:
    env = startup_env(cache)
    question = "Кто может защитить карту во вспомогательной зоне от удара летающего существа?"
    med = medians(
        {
            "show": [JUDGE, "show", "514.6"],
            "search": [JUDGE, "search", "летающее существо вспомогательная зона"],
            "ask": [JUDGE, "ask", question],
            "version": [JUDGE, "--version"],
        },
        rounds,
        env,
    )
    base = med["typer"]
    print(f"(python -c 'import typer': wall {base[0] * 1000:.1f} ms, cpu {base[1] * 1000:.1f} ms)")
    for name, label, target in (
        ("show", "show 514.6, bundled book", 1.10),
        ("search", "search, bundled book", 1.10),
        ("ask", "ask …, bundled", 1.25),
        ("version", "judge --version", 1.10),
    ):
        r = ratio(med[name], base)
        row(label, f"{r:.2f}× typer", f"≤ {target:.2f}×", r <= target)


def lookups(sizes: list[float], folder: Path, rounds: int, cache: str) -> None:
    env = startup_env(cache)
    for size in sizes:
        book = Book(int(size * MB))
        path = folder / "berserk" / f"book-{size:g}mb.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(book.text(), encoding="utf-8")
        clauses, show_id = book.clauses(), book.show_id()
        del book  # this process stays small: its memory is not what is measured
        show = [JUDGE, "show", show_id, "-r", str(path)]
        search = [JUDGE, "search", "летающее существо зона", "-r", str(path)]
        run_rss(show, env)  # the first call builds the caches
        run_rss(search, env)
        med = medians({"show": show, "search": search}, rounds, env)
        base = med["typer"]
        rss_show, rss_search = run_rss(show, env)[1] / 1024, run_rss(search, env)[1] / 1024
        rss = max(rss_show, rss_search)
        target = {10.0: 1.5, 50.0: 2.0}.get(size)
        label = f"warm show / search, {size:g} MB ({clauses:,} clauses)"
        rs, rq = ratio(med["show"], base), ratio(med["search"], base)
        figure = f"{rs:.2f}× / {rq:.2f}× typer, {rss_show:.0f} / {rss_search:.0f} MiB"
        if target is None:
            row(label, figure, "", None)
        else:
            memory = rss <= 100 if size >= 50 else True
            mem_target = ", ≤ 100 MiB" if size >= 50 else ""
            row(label, figure, f"≤ {target:g}×{mem_target}", max(rs, rq) <= target and memory)


def diffs(sizes: list[float], folder: Path, cache: str, timeout: float) -> None:
    """``judge diff`` of a book and its edited copy (5 % of the clauses with a word changed,
    2 % renumbered), at each size; targets at 10 and 50 MB and on the growth per MB."""
    _diff_rows(
        sizes,
        cache,
        timeout,
        pair=lambda size: _write_pair(Book(int(size * MB)), Book.edit, folder, size),
        label="pair (5 % edited, 2 % renum.)",
        kind="diff",
        targets={10.0: 1.5, 50.0: 15.0},
        growth=(sizes[-2], sizes[-1]) if len(sizes) >= 2 else None,
    )


#: words in a low-variety book: 400 word pairs, each in more than ``COMMON_SHINGLE`` of the
#: unpaired clauses of a 28 MB pair (with 50 words, this generator's pairs stay rarer than that)
LOW_VARIETY = 20


def low_variety_diffs(sizes: list[float], folder: Path, cache: str, timeout: float) -> None:
    """``judge diff`` of a low-variety book (``LOW_VARIETY`` words) and a copy with a new first
    clause in 2 % of the sections (the rest of each renumbers) and a word inserted into 5 % of
    the clauses: every word pair is common, the case where pairing by similarity has only a
    bounded number of candidates per clause to keep it linear. The target is the growth per MB
    from the smallest size to the largest."""
    _diff_rows(
        sizes,
        cache,
        timeout,
        pair=lambda size: _write_pair(
            Book(int(size * MB), vocabulary=LOW_VARIETY), Book.open_sections, folder, size
        ),
        label=f"low-variety pair ({LOW_VARIETY} words)",
        kind="low-variety diff",
        targets={},
        growth=(sizes[0], sizes[-1]) if len(sizes) >= 2 else None,
    )


def _write_pair(
    book: Book, edit: Callable[[Book], None], folder: Path, size: float
) -> tuple[Path, Path]:
    """The book's text and its text after ``edit``, as OLD and NEW game folders."""
    old = folder / "old" / "berserk" / f"book-{size:g}mb.txt"
    new = folder / "new" / "berserk" / f"book-{size:g}mb.txt"
    for path in (old, new):
        path.parent.mkdir(parents=True, exist_ok=True)
    old.write_text(book.text(), encoding="utf-8")
    edit(book)
    new.write_text(book.text(), encoding="utf-8")
    return old, new


def _diff_rows(
    sizes: list[float],
    cache: str,
    timeout: float,
    *,
    pair: Callable[[float], tuple[Path, Path]],
    label: str,
    kind: str,
    targets: dict[float, float],
    growth: tuple[float, float] | None,
) -> None:
    """A row per size (warm: parsed texts cached; the lower of wall and CPU time, peak RSS),
    then the growth of the time per MB between the two ``growth`` sizes (linear: ≤ 1.5×)."""
    env = startup_env(cache)
    per_mb: dict[float, float] = {}
    for size in sizes:
        old, new = pair(size)  # the generated books are freed before the diff runs
        argv = [JUDGE, "diff", str(old), str(new)]
        wall, rss = run_rss(argv, env, timeout, cpu=True)  # cold: both texts parsed
        if wall != float("inf"):
            wall, rss = run_rss(argv, env, timeout, cpu=True)  # warm: parsed texts cached
            per_mb[size] = wall / size
        target = targets.get(size)
        figure = (
            f"{wall:.2f} s = {wall / size:.2f} s/MB, {rss / 1024:.0f} MiB"
            if wall != float("inf")
            else f"> {timeout:g} s"
        )
        row(
            f"diff OLD NEW, {size:g} MB {label}",
            figure,
            f"≤ {target:g} s" if target else "",
            None if target is None else wall <= target,
        )
    if growth is not None:
        low, high = growth
        what = f"{kind} growth, {low:g} → {high:g} MB, per MB"
        if low in per_mb and high in per_mb:
            times = per_mb[high] / per_mb[low]
            row(what, f"{times:.2f}×", "≤ 1.5× (linear)", times <= 1.5)
        else:
            row(what, "timed out", "≤ 1.5× (linear)", False)


def referring_text(references: int, *, one_clause: bool) -> str:
    """A bare text of low-variety clauses and ``references`` references: all in one clause,
    each to an id the text lacks (every one an ``unresolved`` warning), or ``one_clause`` false,
    one per clause, every clause citing the first."""
    rng = random.Random(7)
    words = Book(0, vocabulary=LOW_VARIETY).words
    lines = ["1. " + " ".join(rng.choices(words, k=3)).capitalize()]
    lines += [f"1.{n}. {' '.join(rng.choices(words, k=8))}." for n in range(1, 11)]
    if one_clause:
        parts = [
            f"{' '.join(rng.choices(words, k=3))} (см. {2 + n // 1000}.{n % 1000 + 1})"
            for n in range(references)
        ]
        lines.append(f"1.11. {'; '.join(parts)}.")
    else:
        for n in range(references):
            section = f"{2 + n // 20}"
            if n % 20 == 0:
                lines.append(f"{section}. {' '.join(rng.choices(words, k=3)).capitalize()}")
            lines.append(f"{section}.{n % 20 + 1}. {' '.join(rng.choices(words, k=6))} (см. 1.1).")
    return "\n".join(lines) + "\n"


def lints(counts: list[int], folder: Path, cache: str, timeout: float) -> None:
    """``judge lint`` of a bare text with one clause of many unresolved references, and of one
    where every clause cites the same one, parsed afresh (the parser links the references): the
    time per reference should not grow with their number."""
    for one_clause, what in ((True, "refs in one clause"), (False, "clauses citing one")):
        per_ref: dict[int, float] = {}
        for count in counts:
            path = folder / f"lint-{one_clause}-{count}.txt"
            path.write_text(referring_text(count, one_clause=one_clause), encoding="utf-8")
            env = startup_env(str(Path(cache) / path.stem))  # an empty cache: a cold parse
            argv = [JUDGE, "lint", "--rulebook", str(path)]
            seconds, rss = run_rss(argv, env, timeout, cpu=True)
            if seconds != float("inf"):
                per_ref[count] = seconds / count
            figure = (
                f"{seconds:.2f} s = {seconds / count * 1e6:.0f} µs each, {rss / 1024:.0f} MiB"
                if seconds != float("inf")
                else f"> {timeout:g} s"
            )
            row(f"lint (cold), {count:,} {what}", figure, "", None)
        low, high = counts[0], counts[-1]
        label = f"  growth per reference, {low:,} → {high:,}"
        if low in per_ref and high in per_ref:
            times = per_ref[high] / per_ref[low]
            row(label, f"{times:.2f}×", "≤ 1.5× (linear)", times <= 1.5)
        else:
            row(label, "timed out", "≤ 1.5× (linear)", False)


COLD = """
import json, time, sys
from pathlib import Path
from judge.rulebook.load import load
t = time.perf_counter()
load([Path({path!r})], use_cache=False)
print(json.dumps({{"load": time.perf_counter() - t}}))
"""


def cold_load(folder: Path, cache: str) -> None:
    book = Book(10 * MB)
    path = folder / "berserk" / "cold-10mb.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(book.text(), encoding="utf-8")
    env = startup_env(cache)
    times = [python_json(COLD.format(path=str(path)), env)["load"] for _ in range(3)]
    first = statistics.median(times)
    row("cold load, 10 MB (no cache)", f"{first:.2f} s", "≤ 1.1 s", first <= 1.1)


EDIT = """
import json, time
from pathlib import Path
import judge.rulebook.parser as parser
from judge.rulebook.load import load
from judge.search.index import search
calls = []
real = parser.parse_document
def counting(text, doc):
    calls.append(doc.id)
    return real(text, doc)
parser.parse_document = counting
t = time.perf_counter()
book = load([Path({path!r})])
search(book, "летающее существо зона")
import judge.search.build as index
built = getattr(index, "LAST_BUILD", None)  # None: the index is built whole, from scratch
print(json.dumps({{"parsed": len(calls), "seconds": time.perf_counter() - t,
                   "indexed": built["analysed"] if built else None}}))
"""


def edits(folder: Path, cache_root: Path) -> None:
    """A ten-document book of 10 MB: one byte edited in one document (what is re-parsed and
    re-indexed), and the cache after three such edits against one version's."""
    book = folder / "multi" / "berserk"
    files = multi_document_book(book, 10, MB)
    cache = cache_root / "edits"
    env = startup_env(str(cache))
    ask = EDIT.format(path=str(book))
    first = python_json(ask, env)
    one_version = _size(cache)
    sizes = []
    for n in range(3):
        target = files[3 + n]
        data = target.read_bytes()
        at = data.index(b"\n", len(data) // 2) + 2  # a letter at the start of a clause line
        target.write_bytes(
            data[:at] + (b"7" if data[at : at + 1] != b"7" else b"8") + data[at + 1 :]
        )
        after = python_json(ask, env)
        show = [JUDGE, "show", "105.3", "--book", f"part-{3 + n:03d}", "-r", str(book)]
        subprocess.run(show, env=env, check=True, stdout=subprocess.DEVNULL)
        sizes.append(_size(cache))
        if n == 0:
            indexed = after["indexed"]
            what = f"{after['parsed']} of 10 documents re-parsed"
            what += f", {indexed} re-indexed" if indexed is not None else ", index rebuilt whole"
            row(
                "one byte edited in one of 10 documents",
                f"{what}; {after['seconds']:.2f} s vs {first['seconds']:.2f} s cold",
                "1 re-parsed, 1 indexed",
                after["parsed"] == 1 and indexed == 1,
            )
    growth = sizes[-1] / one_version
    row(
        "cache after three edits of a 10 MB book",
        f"{sizes[-1] / MB:.0f} MB = {growth:.2f}× one version ({one_version / MB:.0f} MB)",
        "≤ 2×",
        growth <= 2.0,
    )


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


BARE_YAML = """
import os, sys, yaml
for folder, dirs, names in os.walk(sys.argv[1]):
    dirs.sort()
    for name in sorted(names):
        if name.endswith(".yaml"):
            with open(os.path.join(folder, name), "rb") as f:
                yaml.load(f.read(), Loader=yaml.CSafeLoader)
"""

# the same loop over the same files, split into chunks over the same number of forked worker
# processes as ``judge check`` uses (``run_check``'s chunking): the comparison on equal cores
BARE_YAML_PARALLEL = """
import multiprocessing, os, sys, yaml
from concurrent.futures import ProcessPoolExecutor

def load(chunk):
    for path in chunk:
        with open(path, "rb") as f:
            yaml.load(f.read(), Loader=yaml.CSafeLoader)
    return len(chunk)

files = []
for folder, dirs, names in os.walk(sys.argv[1]):
    dirs.sort()
    files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".yaml")]
workers = int(sys.argv[2])
size = max(1, min(250, -(-len(files) // (workers * 4))))
chunks = [files[i : i + size] for i in range(0, len(files), size)]
context = multiprocessing.get_context("fork")
with ProcessPoolExecutor(workers, mp_context=context) as pool:
    assert sum(pool.map(load, chunks)) == len(files)
"""


def run_times(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the process and every worker it waited for) of one run
    that may exit 1 (a check with failing scenarios)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv[:3])}… failed: {done.stderr.decode()[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _forget_results(cache: str) -> None:
    """Remove the remembered check results (``verdict-*`` entries): the next check is a first
    run, with the rulebook still cached."""
    for entry in Path(cache).glob("verdict-*"):
        entry.unlink()


def checks(counts: list[int], folder: Path, cache: str) -> None:
    """``judge check --quiet`` against a bare ``yaml.load(…, CSafeLoader)`` loop over the same
    files, the rulebook cached and the OS file cache warm, runs interleaved. Two kinds of check
    run: the first one over a suite (no result remembered: every file read, validated and
    resolved) and a run again over the unchanged suite (every result remembered). Figures per
    size:

    - wall time, judge on its worker processes (one per core) against the loop on one core —
      the issue's target, which lets judge use the cores a plain loop leaves idle;
    - wall time against the same loop split over as many forked workers as judge uses;
    - CPU time of every process of each, which does not depend on the cores (how much more
      work a check is than reading the YAML)."""
    from bench_check import generate

    from judge.suite.regression import _default_workers

    env = startup_env(cache)
    cores = os.cpu_count() or 1
    print(f"(check: {cores} cores on this machine, both commands may use all of them)")
    for count in counts:
        suite = folder / f"suite-{count}"
        suite.mkdir()
        generate(suite, count)
        workers = _default_workers(count)
        check = [JUDGE, "check", "--quiet", str(suite)]
        commands = {
            "first": check,
            "again": check,
            "bare": [sys.executable, "-c", BARE_YAML, str(suite)],
            "bare-n": [sys.executable, "-c", BARE_YAML_PARALLEL, str(suite), str(workers)],
        }
        for argv in commands.values():
            run_times(argv, env)  # warm the caches
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(3 if count <= 10_000 else 1):
            for name, argv in commands.items():
                if name == "first":
                    _forget_results(cache)
                runs[name].append(run_times(argv, env))
        wall = {name: statistics.median(w for w, _ in r) for name, r in runs.items()}
        cpu = {name: statistics.median(c for _, c in r) for name, r in runs.items()}
        if count < 10_000:
            figure = f"{wall['first']:.2f} s, {workers} processes"
            row(
                f"check, {count:,} files",
                figure,
                f"{min(cores, 2)} processes",
                workers >= min(cores, 2),
            )
            shutil.rmtree(suite)
            continue
        for name, label in (("first", "first run"), ("again", "again, unchanged")):
            one = wall[name] / wall["bare"]
            row(
                f"check, {count:,} files, {label}, wall: {workers} proc. vs loop on 1",
                f"{wall[name]:.2f} s = {one:.2f}× bare CSafeLoader loop ({wall['bare']:.2f} s)",
                "≤ 1.2× bare loop",
                one <= 1.2,
            )
            row(
                f"  wall, the loop also on {workers} proc.",
                f"{wall[name] / wall['bare-n']:.2f}× ({wall['bare-n']:.2f} s)",
                "",
                None,
            )
            row(
                "  CPU time, all processes",
                f"{cpu[name]:.2f} s = {cpu[name] / cpu['bare']:.2f}× ({cpu['bare']:.2f} s)",
                "",
                None,
            )
        shutil.rmtree(suite)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the 50 MB and 50k sizes")
    parser.add_argument("--rounds", type=int, default=9, help="whole-process rounds (9)")
    parser.add_argument("--only", default="", help="comma-separated parts to run")
    parser.add_argument("--diff-timeout", type=float, default=120.0, help="seconds (120)")
    parser.add_argument("--sizes", default="", help="book sizes in MB, e.g. 10,50")
    parser.add_argument(
        "--low-sizes", default="", help="low-variety pair sizes in MB (10,28,46; quick: 10,28)"
    )
    args = parser.parse_args()
    parts = set(args.only.split(",")) if args.only else None
    sizes = [0.1, 1.0, 10.0] if args.quick else [0.1, 1.0, 10.0, 50.0]
    if args.sizes:
        sizes = [float(size) for size in args.sizes.split(",")]
    counts = [1000, 10_000] if args.quick else [1000, 10_000, 50_000]
    low_sizes = [10.0, 28.0] if args.quick else [10.0, 28.0, 46.0]
    if args.low_sizes:
        low_sizes = [float(size) for size in args.low_sizes.split(",")]
    steps: list[tuple[str, Callable[[Path, Path], None]]] = [
        ("startup", lambda tmp, cache: startup(args.rounds, str(cache / "startup"))),
        (
            "lookup",
            lambda tmp, cache: lookups(sizes, tmp, max(3, args.rounds // 2), str(cache / "lookup")),
        ),
        ("diff", lambda tmp, cache: diffs(sizes, tmp, str(cache / "diff"), args.diff_timeout)),
        (
            "lowdiff",
            lambda tmp, cache: low_variety_diffs(
                low_sizes, tmp, str(cache / "lowdiff"), args.diff_timeout
            ),
        ),
        (
            "lint",
            lambda tmp, cache: lints(
                [20_000, 200_000], tmp, str(cache / "lint"), args.diff_timeout
            ),
        ),
        ("load", lambda tmp, cache: cold_load(tmp, str(cache / "load"))),
        ("edit", edits),
        ("check", lambda tmp, cache: checks(counts, tmp, str(cache / "check"))),
    ]
    print(f"{'what':52s} {'figure':46s} {'target':24s}")
    for name, step in steps:
        if parts is not None and name not in parts:
            continue
        with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as cache:
            step(Path(tmp), Path(cache))
    missed = sum(not ok for *_, ok in ROWS)
    print(f"\n{len(ROWS) - missed} ok, {missed} MISSED")


if __name__ == "__main__":
    main()
