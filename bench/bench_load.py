"""Benchmark of loading a rulebook and of `judge show`, printed as figures and ratios from one run.

    python bench/bench_load.py              # everything
    python bench/bench_load.py --rounds 21  # more whole-process rounds

What it measures (targets from the product description):
- a generated rulebook of about 1 MB and 5,000 clauses (Russian words drawn from the bundled
  texts, headings, bullets, tables, examples and cross-references in every form the parser reads):
  first load with an empty cache (target < 0.5 s), each in a fresh process;
- later loads from the cache, as the time *added* to reading and hashing the text, which any load
  must do (target < 20 ms);
- peak memory of a process that loads it cold (ru_maxrss; target < 100 MB), and the Python heap
  peak of the load alone (tracemalloc);
- the whole-process median of `judge show 514.6` (bundled rulebook, warm cache) against
  `python -c "import typer"`, runs interleaved (target ratio <= 1.3).

It prints; it never fails: speed is compared as ratios here, not asserted in the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JUDGE = str(Path(sys.executable).with_name("judge"))

# ---------------------------------------------------------------------------- the generator


def _vocabulary() -> list[str]:
    words: list[str] = []
    for text in sorted((ROOT / "rulebook").glob("*/*.txt")):
        words += re.findall(r"[А-Яа-яЁё]{3,}", text.read_text(encoding="utf-8"))
    return sorted(set(w.lower() for w in words))


def _sentence(rng: random.Random, words: list[str], low: int = 6, high: int = 16) -> str:
    chosen = rng.choices(words, k=rng.randint(low, high))
    return chosen[0].capitalize() + " " + " ".join(chosen[1:]) + "."


def generate(target_clauses: int = 5000, seed: int = 11) -> str:
    """A Russian rulebook text shaped like the published ones, ~1 MB for 5,000 clauses."""
    rng = random.Random(seed)
    words = _vocabulary()
    lines: list[str] = []
    ids: list[str] = []
    count = 0
    section = 100
    while count < target_clauses:
        lines.append(f"{section}. {' '.join(rng.choices(words, k=3)).capitalize()}")
        ids.append(str(section))
        count += 1
        for sub in range(1, rng.randint(8, 14)):
            cid = f"{section}.{sub}"
            body = " ".join(_sentence(rng, words, 4, 11) for _ in range(rng.randint(1, 2)))
            if ids and rng.random() < 0.35:
                ref = rng.choice(ids)
                form = rng.choice(
                    ["(см. {r}.)", "п.{r}", "п. {r}", "пункт {r}", "({r}.)", "см. {r}", "{r} и {r}"]
                )
                body += " " + form.format(r=ref) + "."
            if rng.random() < 0.08:  # a run-in heading
                body = f"{' '.join(rng.choices(words, k=2)).capitalize()}. {body}"
            lines.append(f"{cid}. {body}")
            ids.append(cid)
            count += 1
            if rng.random() < 0.1:
                lines += [f"· {_sentence(rng, words, 3, 8)[:-1]};" for _ in range(3)]
            if rng.random() < 0.05:
                lines.append(f"ПРИМЕР. {_sentence(rng, words)} Выпало 6, до 5 выстрелов.")
            if rng.random() < 0.03:
                lines += ["| " + " | ".join(rng.choices(words, k=2)) + " |" for _ in range(3)]
            for leaf in range(1, rng.randint(1, 4) if rng.random() < 0.3 else 1):
                lines.append(f"{cid}.{leaf}.{_sentence(rng, words)}")  # no space after number
                ids.append(f"{cid}.{leaf}")
                count += 1
        section += 1
    # the clause the CLI benchmark looks up
    lines.append("514.6. Защитником от удара летающего существа может выступить другое летающее.")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------ measuring


def _python(code: str, env: dict[str, str]) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout.splitlines()[-1])


COLD = """
import json, time, sys
path = sys.argv[1] if len(sys.argv) > 1 else {path!r}
t0 = time.perf_counter()
from judge.rulebook.load import load
t1 = time.perf_counter()
book = load([__import__("pathlib").Path(path)])
t2 = time.perf_counter()
import resource
print(json.dumps({{"import": t1 - t0, "load": t2 - t1,
                   "clauses": sum(len(d) for d in book),
                   "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}}))
"""

WARM = """
import json, time
from pathlib import Path
from judge.rulebook.load import load, content_hash
path = Path({path!r})
load([path])  # make sure the cache holds it
base, cached = [], []
for _ in range({rounds}):
    t0 = time.perf_counter(); content_hash(path.read_bytes()); t1 = time.perf_counter()
    load([path]); t2 = time.perf_counter()
    base.append(t1 - t0); cached.append(t2 - t1)
print(json.dumps({{"base": base, "cached": cached}}))
"""

TRACE = """
import json, tracemalloc
from pathlib import Path
import judge.rulebook.parser, judge.rulebook.textio, judge.rulebook.load, yaml
tracemalloc.start()
judge.rulebook.load.load([Path({path!r})], use_cache=False)
print(json.dumps({{"peak": tracemalloc.get_traced_memory()[1]}}))
"""


def load_figures(path: Path, rounds: int) -> None:
    size = path.stat().st_size
    colds = []
    for _ in range(5):
        with tempfile.TemporaryDirectory() as cache:
            env = {**os.environ, "JUDGE_CACHE_DIR": cache}
            colds.append(_python(COLD.format(path=str(path)), env))
    clauses = colds[0]["clauses"]
    first = statistics.median(c["load"] for c in colds)
    rss = max(c["maxrss_kb"] for c in colds) / 1024
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "JUDGE_CACHE_DIR": cache}
        warm = _python(WARM.format(path=str(path), rounds=rounds), env)
        peak = _python(TRACE.format(path=str(path)), env)["peak"] / 2**20
    base = statistics.median(warm["base"])
    cached = statistics.median(warm["cached"])
    print(f"generated rulebook           {size / 1e6:.2f} MB, {clauses} clauses")
    print(
        f"first load (empty cache)     {first * 1000:7.1f} ms   target < 500 ms   "
        f"{'ok' if first < 0.5 else 'MISSED'}   (median of 5 fresh processes; "
        f"judge.rulebook.load import {statistics.median(c['import'] for c in colds) * 1000:.1f} ms)"
    )
    print(f"read + hash baseline         {base * 1000:7.2f} ms")
    extra = cached - base
    print(
        f"cached load                  {cached * 1000:7.2f} ms   adds {extra * 1000:.2f} ms   "
        f"target < 20 ms   {'ok' if extra < 0.020 else 'MISSED'}"
    )
    print(
        f"peak RSS, cold-load process  {rss:7.1f} MB   target < 100 MB   "
        f"{'ok' if rss < 100 else 'MISSED'}"
    )
    print(f"heap peak of the load        {peak:7.1f} MB   (tracemalloc, no cache)")


def whole_process(rounds: int, big: Path) -> None:
    from startup import JUDGE, baseline_line, medians, report, startup_env

    with tempfile.TemporaryDirectory() as cache:
        med = medians(
            {
                "show": [JUDGE, "show", "514.6"],
                "big": [JUDGE, "show", "514.6", "--rulebook", str(big)],
            },
            rounds,
            startup_env(cache),
        )
    print(baseline_line(med["typer"], rounds))
    print(report("judge show 514.6", med["show"], med["typer"]))
    print(report("judge show 514.6 -r 1MB.txt", med["big"], med["typer"], None))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15, help="whole-process rounds (15)")
    parser.add_argument("--clauses", type=int, default=5000, help="generated clauses (5000)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "generated.txt"
        big.write_text(generate(args.clauses), encoding="utf-8")
        load_figures(big, rounds=max(args.rounds, 15))
        whole_process(args.rounds, big)


if __name__ == "__main__":
    main()
