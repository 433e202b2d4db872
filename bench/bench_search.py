"""Benchmark of `judge search`: quality on the development set, and speed.

    python bench/bench_search.py            # everything
    python bench/bench_search.py --quality  # top-1 and MRR@5, ours and the baseline
    python bench/bench_search.py --speed    # whole-process and in-process timings

Quality: every question of tests/data/search_devset.yaml is searched; top-1 is the share whose
expected clause comes first, MRR@5 the mean of 1/rank within the first five (0 beyond). The
baseline, in the same run, ranks the raw text of every clause (title and text) by rapidfuzz
``token_set_ratio`` against the question, with clause numbers given no special treatment.

Speed, as ratios measured in one run:
- whole process: the median wall time of ``judge search …`` over several queries, against the
  median of ``python -c "import typer"`` (the CLI framework alone), runs interleaved;
- in process: a generated rulebook of 5,000 clauses (words drawn from the bundled texts), its
  index built cold, opened from the cache, and the median time per query.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

from judge.rulebook.model import Clause, Document, Rulebook
from judge.search import analysis

ROOT = Path(__file__).resolve().parent.parent
DEVSET = ROOT / "tests" / "data" / "search_devset.yaml"
#: questions never used for tuning, reported apart
HELDOUT = ROOT / "tests" / "data" / "search_heldout.yaml"
JUDGE = str(Path(sys.executable).with_name("judge"))

#: whole-process queries: words with a typo, Hungarian without accents, a loose number
CLI_QUERIES = [
    "летаюшее сущиство вспомагательная зона",
    "tamadok kijelolese",
    "514 6",
    "назначение защитника",
]


# ------------------------------------------------------------------------------------ quality


def load_devset(path: Path = DEVSET) -> list[dict]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]


def rank_of(results: list[tuple[str, str]], item: dict) -> int | None:
    """1-based rank of the expected clause among ``(document, id)`` results, or None."""
    for n, (document, clause_id) in enumerate(results, start=1):
        if clause_id == str(item["expect"]) and item.get("document", document) == document:
            return n
    return None


def baseline(rulebook: Rulebook, question: str, limit: int = 5) -> tuple[list, bool]:
    """rapidfuzz token_set_ratio of the question against each clause's raw text (it never
    abstains)."""
    from rapidfuzz import fuzz

    scored = [
        (fuzz.token_set_ratio(question, clause.full_text()), n, doc.id, clause.id)
        for n, (doc, clause) in enumerate(rulebook.clauses())
    ]
    scored.sort(key=lambda s: (-s[0], s[1]))
    return [(d, c) for _, _, d, c in scored[:limit]], True


def ours(rulebook: Rulebook, question: str, limit: int = 5) -> tuple[list, bool]:
    from judge.search.index import matched, search_query

    query, hits = search_query(rulebook, question, limit=limit)
    return [(h.document, h.id) for h in hits], matched(query, hits)


#: the styles the figures are grouped by (the dev set's ``kind``s)
STYLES = {
    "translit": "transliterated Russian",
    "slang": "phone slang, abbreviations",
    "synonym": "synonyms",
    "paraphrase": "paraphrase",
    "forms": "word forms",
    "typo": "typos",
    "accents": "no accents",
    "number": "clause numbers",
}


def quality(
    rulebook: Rulebook, verbose: bool = False, path: Path = DEVSET
) -> dict[str, tuple[float, float]]:
    """Top-1 and MRR@5 overall and per style, and how abstention fares; prints ok/MISSED against
    the targets (top-1 ≥ 0.90 overall and ≥ 0.75 per style, abstention right on ≥ 6 of 7
    no-answer questions, ≤ 3 % of answerable ones abstained)."""
    items = load_devset(path)
    answerable = [i for i in items if i["expect"] is not None]
    unanswerable = [i for i in items if i["expect"] is None]
    figures = {}
    for name, method in (("judge search", ours), ("baseline token_set_ratio", baseline)):
        per_kind: dict[str, list[float]] = {}
        misses, abstained = [], 0
        for item in answerable:
            results, found = method(rulebook, item["q"])
            rank = rank_of(results, item)
            per_kind.setdefault(item["kind"], []).append(1 / rank if rank else 0.0)
            abstained += not found
            if rank != 1 or not found:
                why = "" if found else ", abstained"
                misses.append(f"    rank {rank or '>5'}{why}: {item['q']!r} ({item['expect']})")
        right = 0
        for item in unanswerable:
            results, found = method(rulebook, item["q"])
            right += not found
            if found:
                misses.append(f"    matched, should not: {item['q']!r} → {results[:1]}")
        ranks = [r for kind in per_kind.values() for r in kind]
        top1 = sum(r == 1 for r in ranks) / len(ranks)
        mrr = sum(ranks) / len(ranks)
        figures[name] = (top1, mrr)
        print(f"{name:26s} top-1 {top1:.3f}   MRR@5 {mrr:.3f}   {_ok(top1 >= 0.9)}")
        for kind, label in STYLES.items():
            if kind in per_kind:
                got = per_kind[kind]
                kind_top1 = sum(r == 1 for r in got) / len(got)
                print(
                    f"  {label:28s} top-1 {kind_top1:.3f}   MRR@5 {sum(got) / len(got):.3f}"
                    f"   ({len(got)})   {_ok(kind_top1 >= 0.75)}"
                )
        share = abstained / len(answerable)
        print(
            f"  abstention: right on {right} of {len(unanswerable)} no-answer questions "
            f"{_ok(right >= len(unanswerable) - 1)}; {abstained} of {len(answerable)} answerable "
            f"abstained ({share:.1%}) {_ok(share <= 0.03)}"
        )
        if verbose:
            print("\n".join(misses))
    print(f"({len(items)} questions in {path.relative_to(ROOT)})")
    return figures


def _ok(reached: bool) -> str:
    return "ok" if reached else "MISSED"


# ------------------------------------------------------------------------------------ speed


def whole_process(rounds: int) -> float:
    from startup import JUDGE, baseline_line, medians, report, startup_env

    commands = {query: [JUDGE, "search", query] for query in CLI_QUERIES}
    med = medians(commands, rounds, startup_env())
    base = med.pop("typer")
    print(baseline_line(base, rounds))
    for query, figures in med.items():
        print(report(f"judge search {query[:15]}", figures, base, None))
    overall = (
        statistics.median(w for w, _ in med.values()),
        statistics.median(c for _, c in med.values()),
    )
    print(report("judge search (median)", overall, base))
    return overall[0] / base[0]


def generated_rulebook(clauses: int = 5000, seed: int = 7) -> Rulebook:
    """A rulebook of ``clauses`` clauses in chapters of 50, Russian and Hungarian, whose words
    are drawn from the bundled texts (so their stems and frequencies are realistic)."""
    from judge.rulebook.load import load

    rng = random.Random(seed)
    vocab: dict[str, list[str]] = {"ru": [], "hu": []}
    for doc in load(None):
        for clause in doc:
            vocab[doc.language] += analysis.words(clause.full_text())
    documents = []
    per_doc = clauses // 2
    for language, game in (("ru", "berserk"), ("hu", "hkk")):
        words = vocab[language]
        doc = Document(f"generated-{language}", game, language, "generated", "bench", "generated")
        for n in range(per_doc):
            chapter, item = divmod(n, 50)
            number = 100 + chapter
            if item == 0:
                title = " ".join(rng.choices(words, k=rng.randint(2, 5))).capitalize()
                doc.clauses[str(number)] = Clause(str(number), title, "", n + 1, numbered=True)
                continue
            text = " ".join(rng.choices(words, k=rng.randint(12, 45))).capitalize() + "."
            clause_id = f"{number}.{item}"
            doc.clauses[clause_id] = Clause(clause_id, None, text, n + 1, parent=str(number))
        documents.append(doc)
    digest = hashlib.sha256(
        "".join(c.id + c.text + (c.title or "") for d in documents for c in d).encode()
    ).hexdigest()
    return Rulebook(documents, digest)


def in_process(rounds: int) -> float:
    from judge.search.build import connect
    from judge.search.index import SearchIndex

    rulebook = generated_rulebook()
    size = sum(len(c.full_text().encode()) for _, c in rulebook.clauses())
    count = sum(len(d) for d in rulebook)
    print(f"generated rulebook: {count} clauses, {size / 1e6:.2f} MB of text")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["JUDGE_CACHE_DIR"] = tmp
        start = time.perf_counter()
        connect(rulebook).close()
        print(f"index build (cold)         {(time.perf_counter() - start) * 1000:7.1f} ms")
        start = time.perf_counter()
        conn = connect(rulebook)
        print(f"index open (cached)        {(time.perf_counter() - start) * 1000:7.2f} ms")
        index = SearchIndex(conn, games=rulebook.games())  # with their terms
        queries = [item["q"] for item in load_devset()]  # every style, no-answer ones too
        for query in queries:  # once: the first misspelt word loads the vocabulary
            index.search(query)
        times = []
        for _ in range(rounds):
            for query in queries:
                start = time.perf_counter()
                index.search(query, limit=10)
                times.append(time.perf_counter() - start)
        conn.close()
    median, worst = statistics.median(times), max(times)
    p90 = statistics.quantiles(times, n=10)[-1]
    print(
        f"query (in process)         median {median * 1000:.2f} ms, 90th percentile "
        f"{p90 * 1000:.2f} ms, max {worst * 1000:.2f} ms over {len(times)} queries "
        "(target < 10 ms)"
    )
    return median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quality", action="store_true")
    parser.add_argument("--speed", action="store_true")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("-v", "--verbose", action="store_true", help="list the misses")
    args = parser.parse_args()
    both = not (args.quality or args.speed)
    if args.quality or both:
        from judge.rulebook.load import load

        print("== quality (development set)")
        quality(load(None), verbose=args.verbose)
        print("== quality (held-out set: never used for tuning)")
        quality(load(None), verbose=args.verbose, path=HELDOUT)
    if args.speed or both:
        print("== speed: whole process")
        whole_process(args.rounds)
        print("== speed: in process, generated 5,000-clause rulebook")
        in_process(max(1, args.rounds // 3))


if __name__ == "__main__":
    main()
