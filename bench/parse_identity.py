"""The parser's output, dumped over a wide corpus, to prove a change to the parser changes nothing.

    python bench/parse_identity.py --write /tmp/before   # on the commit before the change
    python bench/parse_identity.py --check /tmp/before   # after it: exit 1 on any difference

The corpus: ``judge dump --json`` (run as a command, with an empty cache) of the bundled rulebook,
of every rulebook text under ``tests/data`` and of generated books (``bench_speed.Book`` of
several sizes and seeds, an edited copy with renumbered clauses, and books in the shapes of
published ones: contents tables, preambles, part headings, Markdown and reStructuredText
headings, run-in headings, lettered ids, repeated numbers, supplement markers, Hungarian); and
the full form (every field) of every document ``parse_document`` builds (problems included)
from those texts, from every multi-line string literal in the tests, and from fixed-seed draws
of the tests' property generators, each also with blank lines between its lines and decoded from
CRLF bytes (the draws vary a little from run to run: ``--write`` keeps them in ``draws.json``
and ``--check`` parses those). A speed change is not a change of output: compare byte for byte.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from bench_speed import MB, Book  # noqa: E402

from judge.rulebook.model import Document  # noqa: E402
from judge.rulebook.parser import parse_document  # noqa: E402
from judge.rulebook.textio import decode, detect_language  # noqa: E402

HU = (
    "lény támad védekező harci fázis játékos lap kártya őrposzt építmény sebzés kör "
    "képesség hatás sebződik átüt mágia varázslat irányít kijátszik"
).split()


def shaped_book(seed: int, clauses: int = 400) -> str:
    """A text in the shapes of published books: preamble, contents (with dot leaders or as a
    block of headings repeated later), part headings, markup, run-in headings, lettered ids,
    repeated and undotted numbers, supplement markers; Hungarian or Russian words."""
    rng = random.Random(seed)
    hungarian = seed % 2 == 0
    words = HU if hungarian else Book(20000, seed=seed).words

    def phrase(low: int, high: int) -> str:
        return " ".join(rng.choices(words, k=rng.randint(low, high))).capitalize()

    def sentence() -> str:
        return phrase(4, 14) + rng.choice([".", ".", ".", "!", ":", "?"])

    lines: list[str] = []
    if rng.random() < 0.8:  # a preamble
        lines += [phrase(2, 4), "", sentence() + " " + sentence(), ""]
    tops = list(range(1, 4 + clauses // 40))
    if rng.random() < 0.5:
        title = "Tartalomjegyzék" if hungarian else "Содержание"
        lines += [title, ""]
        for t in tops:
            lines.append(f"{t}. {phrase(1, 3)} {'.' * rng.randint(3, 9)} {rng.randint(2, 90)}")
        lines.append("")
    elif rng.random() < 0.5:  # a block of headings, found again below
        for t in tops[:6]:
            lines.append(f"{t}. {phrase(1, 3)}")
        lines.append("")
    for t in tops:
        r = rng.random()
        if r < 0.15:
            lines.append(f"{'IVX'[t % 3]}. rész - {phrase(1, 2)}" if hungarian else f"Часть {t}.")
        elif r < 0.25:
            lines.append(f"## {t}. {phrase(1, 3)}")
        elif r < 0.35:
            head = phrase(1, 3)
            lines += [head, rng.choice("=-~") * len(head)]
        else:
            lines.append(f"{t}. {phrase(1, 3)}" + rng.choice(["", ".", ""]))
        if rng.random() < 0.3:
            lines.append("")
        for s in range(1, rng.randint(2, 12)):
            cid = f"{t}.{s}"
            form = rng.random()
            ref = f"{rng.choice(tops)}.{rng.randint(1, 9)}"
            tail = rng.choice(["", f" (lásd {ref}.)", f" {ref} pont", f" (см. {ref})", " (12.)"])
            if form < 0.1:
                lines += [f"{cid}.", "", sentence() + tail]
            elif form < 0.2:
                lines.append(f"{cid}. {phrase(1, 3)}. {sentence()}{tail}")
            elif form < 0.25:
                lines += [f"{cid}. {phrase(1, 4)}", f". {sentence()}"]
            elif form < 0.3:
                lines.append(f"{cid}.{sentence()}")
            elif form < 0.35:
                lines.append(f"{cid} {sentence()}")  # no dot
            elif form < 0.4:
                lines.append(f"{cid}. {sentence()} [Kiegészítés]")
            elif form < 0.45:
                lines.append(f"{cid}. {phrase(1, 3)}")
                letters = "abc" if hungarian else "абв"
                lines += [f"{cid}{ch} {sentence()}" for ch in letters[: rng.randint(1, 3)]]
            elif form < 0.5 and s > 1:
                lines.append(f"{t}.{s - 1}. {sentence()}")  # repeated number
            else:
                lines.append(f"{cid}. {sentence()} {sentence()}{tail}")
            extra = rng.random()
            if extra < 0.1:
                lines += [f"· {phrase(2, 6)};" for _ in range(3)]
            elif extra < 0.15:
                lines.append(("PÉLDA. " if hungarian else "ПРИМЕР. ") + sentence())
            elif extra < 0.2:
                lines += [f"| {phrase(1, 2)} | {phrase(1, 2)} |" for _ in range(2)]
            elif extra < 0.25:
                lines += ["", phrase(1, 4), ""]  # an unnumbered heading block
            elif extra < 0.3:
                lines.append(f"«{phrase(2, 5)}». {sentence()}")
            if rng.random() < 0.2:
                lines.append("")
    return "\n".join(lines) + "\n"


def texts_in_tests() -> list[str]:
    """Every multi-line string literal in the test modules."""
    found: list[str] = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            value = node.value if isinstance(node, ast.Constant) else None
            if isinstance(value, str) and ("\n" in value.strip("\n") or value.count(". ") > 1):
                found.append(value)
    return found


def property_draws(count: int) -> list[str]:
    """Fixed-seed draws of the tests' text generators."""
    import test_conservation
    import test_properties
    from hypothesis import HealthCheck, given, settings

    drawn: list[str] = []
    for strategy in (test_conservation.BOOKS, test_properties.TEXTS):

        @settings(
            max_examples=count,
            derandomize=True,
            database=None,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(strategy)
        def collect(text: str) -> None:
            drawn.append(text)

        collect()
    return drawn


def parsed(text: str, language: str) -> str:
    """The document's full form: each of its fields (clauses and problems are named tuples,
    shown by their ``repr``)."""
    doc = parse_document(text, Document("t", "berserk", language, "t", "", "t.txt"))
    fields = ", ".join(f"{name}={getattr(doc, name)!r}" for name in Document.__slots__)
    return f"Document({fields})"


def dump_json(paths: list[Path]) -> str:
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "JUDGE_CACHE_DIR": cache}
        args = [sys.executable, "-m", "judge", "dump", "--json"]
        for path in paths:
            args += ["-r", str(path)]
        done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    return f"exit {done.returncode}\n{done.stdout}\n{done.stderr}"


def corpus(quick: bool, draws: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    # a fixed folder: the dumps name the texts' paths
    folder = Path(tempfile.gettempdir()) / "judge-parse-identity"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    books: dict[str, str] = {}
    sizes = [(100_000, 1), (100_000, 2), (100_000, 3), (1 * MB, 11)]
    if not quick:
        sizes.append((10 * MB, 11))
    for size, seed in sizes:
        books[f"book-{size}-{seed}"] = Book(size, seed=seed).text()
    edited = Book(300_000, seed=7)
    edited.edit()
    books["book-edited"] = edited.text()
    for seed in range(12):
        books[f"shaped-{seed}"] = shaped_book(seed)
    files = []
    for name, text in books.items():
        path = folder / f"{name}.txt"
        path.write_text(text, encoding="utf-8")
        files.append(path)
    out["dump:bundled"] = dump_json([])
    data = sorted((ROOT / "tests" / "data").rglob("book.yaml"))
    data += sorted((ROOT / "tests" / "data").rglob("*.txt"))
    for path in data:
        out[f"dump:{path.relative_to(ROOT)}"] = dump_json([path.parent])
    for path in files:
        out[f"dump:{path.stem}"] = dump_json([path])
    texts = {f"file:{name}": text for name, text in books.items()}
    for path in sorted((ROOT / "rulebook").glob("*/*.txt")):
        texts[f"file:{path.relative_to(ROOT)}"] = path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "tests" / "data").rglob("*.txt")):
        texts[f"file:{path.relative_to(ROOT)}"] = path.read_text(encoding="utf-8")
    for text in texts_in_tests():  # named by content, as tests come and go
        texts[f"test-literal:{hashlib.sha1(text.encode()).hexdigest()[:16]}"] = text
    for text in draws:
        texts[f"draw:{hashlib.sha1(text.encode()).hexdigest()[:16]}"] = text
    for name, text in texts.items():
        big = len(text) > 2 * MB
        language = detect_language(text)
        out[f"parse:{name}"] = parsed(text, language)
        if big:
            continue
        out[f"parse-hu:{name}"] = parsed(text, "hu")
        out[f"parse-spaced:{name}"] = parsed(text.replace("\n", "\n\n"), language)
        try:
            decoded = decode(text.replace("\n", "\r\n").encode("utf-8"), "t.txt")
        except Exception as exc:  # noqa: BLE001 - an error is an output too
            out[f"decode:{name}"] = f"{type(exc).__name__}: {exc}"
        else:
            out[f"decode:{name}"] = parsed(decoded, language)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="write the dumps to this folder")
    group.add_argument("--check", type=Path, help="compare with the dumps in this folder")
    parser.add_argument("--quick", action="store_true", help="no 10 MB book")
    args = parser.parse_args()
    # the generators' draws vary a little from run to run: --check parses the texts --write drew
    saved = (args.check or args.write) / "draws.json"
    draws = json.loads(saved.read_text()) if args.check else property_draws(600)
    out = corpus(args.quick, draws)
    digest = hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest()
    if args.write:
        args.write.mkdir(parents=True, exist_ok=True)
        (args.write / "dumps.json").write_text(json.dumps(out, ensure_ascii=False, indent=0))
        saved.write_text(json.dumps(draws, ensure_ascii=False))
        print(f"{len(out)} dumps, {sum(map(len, out.values())):,} characters, sha256 {digest}")
        return 0
    before = json.loads((args.check / "dumps.json").read_text())
    # not run (--quick) are not compared
    missing = sorted(set(before) - set(out))
    differ = [k for k in sorted(out) if k in before and before[k] != out[k]]
    for key in differ[:10]:
        old, new = before.get(key, ""), out.get(key, "")
        at = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), 0)
        print(f"DIFFERS {key} at {at}:\n  before …{old[at - 80 : at + 120]!r}")
        print(f"  after  …{new[at - 80 : at + 120]!r}")
    print(f"{len(out)} dumps, {len(differ)} differ ({len(missing)} not run), sha256 {digest}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
