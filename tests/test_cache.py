"""The on-disk cache: one entry per document (an edited text is the only one parsed and indexed
again), look-ups that read only the clauses they need and answer as a full load does, eviction
of what no current book uses, and any unreadable entry rebuilt."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import judge.rulebook.parser
from judge import cache
from judge.config import bundled_rulebook
from judge.engine.citations import citing
from judge.rulebook.load import load
from judge.rulebook.lookup import books, describe, dump, lookup
from judge.rulebook.model import Document, Rulebook
from judge.rulebook.store import ClauseTable
from judge.search import build as search_build
from judge.search import index as search_index
from judge.search import opened
from judge.search.rank import Hit

DEFENDERS = Path("berserk") / "002_fa0cfb8bde9b3e0b.txt"
OTHER_FLYER = "может выступить другое летающее существо."
ANY_FLYER = "может выступить любое летающее существо."


@pytest.fixture
def rulebook(tmp_path: Path) -> Path:
    """A private copy of the bundled rulebook that a test may edit."""
    return Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))


def content(book: Rulebook) -> list[Any]:
    """Everything a loaded rulebook holds, document by document and field by field (a
    document read from the cache reads its clauses and problems here)."""
    shown = {"clauses": dict, "problems": list}
    return [
        book.digest,
        *(
            tuple(shown.get(name, _same)(getattr(doc, name)) for name in Document.__slots__)
            for doc in book
        ),
    ]


def _same(value: Any) -> Any:
    return value


def edit(path: Path, before: str, after: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert before in text
    path.write_text(text.replace(before, after, 1), encoding="utf-8")


@pytest.fixture
def parsed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids of the documents the parser is asked to parse from now on."""
    calls: list[str] = []
    real = judge.rulebook.parser.parse_document

    def counting(text: str, doc: judge.rulebook.model.Document) -> judge.rulebook.model.Document:
        calls.append(doc.id)
        return real(text, doc)

    monkeypatch.setattr(judge.rulebook.parser, "parse_document", counting)
    return calls


def entries(cache_dir: Path, kind: str) -> list[str]:
    return sorted(p.name for p in cache_dir.glob(f"{kind}-*"))


# ------------------------------------------------------------------------ one entry per document


def test_editing_one_text_parses_only_that_document_again(
    rulebook: Path, parsed: list[str]
) -> None:
    first = load([rulebook])
    assert sorted(parsed) == sorted(d.id for d in first)
    parsed.clear()
    edit(rulebook / DEFENDERS, OTHER_FLYER, ANY_FLYER)
    second = load([rulebook])
    assert parsed == ["berserk-513-514"]
    assert second.digest != first.digest
    assert second.document("berserk-513-514").clauses["514.6"].text.endswith(ANY_FLYER)
    assert content(second) == content(load([rulebook], use_cache=False))


def test_editing_a_document_entry_in_book_yaml_parses_only_that_document(
    rulebook: Path, parsed: list[str]
) -> None:
    load([rulebook])
    parsed.clear()
    edit(rulebook / "berserk" / "book.yaml", 'edition: "excerpt 513–514"', 'edition: "2"')
    book = load([rulebook])
    assert parsed == ["berserk-513-514"]
    assert book.document("berserk-513-514").edition == "2"


def test_an_edited_byte_of_the_same_length_is_seen(rulebook: Path) -> None:
    load([rulebook])
    path = rulebook / DEFENDERS
    data = path.read_bytes()
    before, after = "выступить другое".encode(), "выступить дрУгое".encode()
    assert data.count(before) == 1 and len(after) == len(before)
    path.write_bytes(data.replace(before, after))
    clause = load([rulebook]).document("berserk-513-514").clauses["514.6"]
    assert "дрУгое" in clause.text


def test_the_search_index_analyses_only_the_edited_document(
    rulebook: Path, bundled_documents: list[str]
) -> None:
    query = "летающее существо вспомогательная зона"
    search_index.search(load([rulebook]), query)
    assert {"analysed": len(bundled_documents), "reused": 0} == search_build.LAST_BUILD
    edit(rulebook / DEFENDERS, OTHER_FLYER, ANY_FLYER)
    book = load([rulebook])
    hits = search_index.search(book, query)
    assert {"analysed": 1, "reused": len(bundled_documents) - 1} == search_build.LAST_BUILD
    with search_index.SearchIndex(search_build.build(load([rulebook], use_cache=False))) as fresh:
        assert hits == fresh.search(query)
    assert "любое" in hits[0].snippet()


# ------------------------------------------------------------- remembered text hashes


@pytest.fixture
def texts_read(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the rulebook texts (not book.yaml files) read from now on."""
    import judge.inputs

    calls: list[str] = []
    real = judge.inputs.read_limited

    def counting(path: Path, *args: Any, **kwargs: Any) -> bytes:
        if Path(path).name != "book.yaml":
            calls.append(Path(path).name)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(judge.inputs, "read_limited", counting)
    return calls


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file looks older than the racy window (the clock moved a minute on): what a load
    learns about a text is remembered at once."""
    real = cache.clock_ns
    monkeypatch.setattr(cache, "clock_ns", lambda: real() + 60_000_000_000)


def tick() -> None:
    """Let the file system's clock move on (Linux takes file times from a clock that advances
    every few milliseconds): a write after this gets a new ctime."""
    time.sleep(0.05)


def test_a_warm_load_reads_no_text(
    rulebook: Path, texts_read: list[str], settled: None, bundled_documents: list[str]
) -> None:
    first = load([rulebook])
    assert len(texts_read) == len(bundled_documents)
    texts_read.clear()
    again = load([rulebook])
    assert texts_read == []
    assert again.digest == first.digest
    assert dump(again) == dump(load([rulebook], use_cache=False))


def test_a_text_changed_within_the_racy_window_is_not_remembered(
    rulebook: Path,
    texts_read: list[str],
    cache_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    bundled_documents: list[str],
) -> None:
    """The texts were just copied: within the racy window (widened here so that a slow run
    cannot leave it), so each load reads them all again. An edit of the same size made at once,
    with the mtime set back, is then seen even should it land in the same clock tick as the load
    before it (its ctime would not tell)."""
    monkeypatch.setattr(cache, "FINE_RACY_NS", 3_600_000_000_000)
    monkeypatch.setattr(cache, "RACY_NS", 3_600_000_000_000)
    load([rulebook])
    path = rulebook / DEFENDERS
    info = path.stat()
    data = path.read_bytes()
    before, after = "выступить другое".encode(), "выступить дрУгое".encode()
    path.write_bytes(data.replace(before, after))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert path.stat().st_size == info.st_size
    texts_read.clear()
    clause = load([rulebook]).document("berserk-513-514").clauses["514.6"]
    assert "дрУгое" in clause.text
    assert len(texts_read) == len(bundled_documents)
    assert not (cache_dir / cache.entry(cache.HASHES).name).exists()


@pytest.mark.parametrize("how", ["in place", "replaced"])
def test_a_same_size_edit_with_the_mtime_set_back_is_seen(
    rulebook: Path, texts_read: list[str], settled: None, how: str
) -> None:
    """``cp -p``, ``touch -d`` or an editor keeping the mtime: same size, same mtime_ns. The
    ctime (every write or utime sets it to now) and, for a replacement, the inode tell."""
    load([rulebook])
    path = rulebook / DEFENDERS
    info = path.stat()
    data = path.read_bytes()
    before, after = "выступить другое".encode(), "выступить дрУгое".encode()
    tick()
    if how == "in place":
        path.write_bytes(data.replace(before, after))
    else:
        new = path.with_name(".new")
        new.write_bytes(data.replace(before, after))
        os.replace(new, path)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    now = path.stat()
    assert (now.st_size, now.st_mtime_ns) == (info.st_size, info.st_mtime_ns)
    texts_read.clear()
    book = load([rulebook])
    assert texts_read[0] == DEFENDERS.name  # then the others, once, to parse what changed
    assert sorted(texts_read) == sorted({p.name for p in rulebook.glob("*/*.txt")})
    assert "дрУгое" in book.document("berserk-513-514").clauses["514.6"].text
    assert dump(book) == dump(load([rulebook], use_cache=False))


def test_a_remembered_text_that_grew_past_the_limit_is_refused(
    tmp_path: Path, settled: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import judge.rulebook.load as loading
    from judge.errors import RulebookError

    path = many_clauses(tmp_path)
    monkeypatch.setattr(loading, "MAX_TEXT_BYTES", path.stat().st_size + 10)
    load([path])
    load([path])  # remembered
    tick()
    with path.open("a", encoding="utf-8") as handle:
        handle.write("41. Раздел сверх предела\n")
    with pytest.raises(RulebookError) as refused:
        load([path])
    with pytest.raises(RulebookError) as uncached:
        load([path], use_cache=False)
    assert str(refused.value) == str(uncached.value)
    assert "too large for a rulebook text" in str(refused.value)


# ------------------------------------------------------------------------- lazy look-ups


def many_clauses(folder: Path, sections: int = 40) -> Path:
    """A bare text of a few hundred clauses (several buckets per document), with references."""
    lines = []
    for n in range(1, sections + 1):
        lines.append(f"{n}. Раздел номер {n}")
        for k in range(1, 9):
            ref = f" (см. {n % sections + 1}.{k})" if k % 3 == 0 else ""
            lines.append(f"{n}.{k}. Существо {n} может атаковать карту {k}{ref}.")
    path = folder / "berserk" / "big.txt"
    path.parent.mkdir(parents=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_lazy_look_ups_answer_as_the_full_load(tmp_path: Path, rulebook: Path) -> None:
    big = many_clauses(tmp_path)
    for paths in ([rulebook], [big], [rulebook, big]):
        load(paths)  # fills the cache
        full = load(paths, use_cache=False)
        for document in full:
            for clause in document:
                lazy = load(paths)  # a fresh lazy book for each look-up
                assert all(isinstance(d.clauses, ClauseTable) for d in lazy)
                doc, found = lookup(lazy, clause.id, document=document.id)
                assert found == clause
                assert describe(lazy, doc, found) == describe(full, document, clause)
        lazy = load(paths)
        assert dump(lazy) == dump(full)
        assert books(lazy) == books(full)
        assert [p for d in lazy for p in d.problems] == [p for d in full for p in d.problems]


def test_show_reads_only_what_it_needs(tmp_path: Path) -> None:
    big = many_clauses(tmp_path)
    book = load([big])
    doc, clause = lookup(book, "20.3")
    describe(book, doc, clause)
    citing(book, doc, clause)
    book = load([big])
    doc, clause = lookup(book, "20.3")
    info = describe(book, doc, clause)
    info.update(citing(book, doc, clause))
    assert info["refs"] == [{"id": "21.3", "resolved": True, "title": None}]
    table = doc.clauses
    assert isinstance(table, ClauseTable)
    assert table._all is None  # nothing read beyond the buckets of the clauses shown
    assert len(table) == 360


# ------------------------------------------------------------------------------ eviction


def test_three_edits_leave_one_version_in_the_cache(
    rulebook: Path, cache_dir: Path, bundled_documents: list[str]
) -> None:
    search_index.search(load([rulebook]), "летающее существо")
    one = {kind: entries(cache_dir, kind) for kind in ("rulebook", "document", "search")}
    texts = len(bundled_documents)
    assert [len(one[k]) for k in ("rulebook", "document", "search")] == [1, texts, 1]
    for word in ("любое", "всякое", "иное"):
        text = (rulebook / DEFENDERS).read_text(encoding="utf-8")
        (rulebook / DEFENDERS).write_text(
            text.replace("выступить другое", f"выступить {word}")
            .replace("выступить любое", f"выступить {word}")
            .replace("выступить всякое", f"выступить {word}"),
            encoding="utf-8",
        )
        search_index.search(load([rulebook]), "летающее существо")
    now = {kind: entries(cache_dir, kind) for kind in ("rulebook", "document", "search")}
    assert [len(now[k]) for k in ("rulebook", "document", "search")] == [1, texts, 1]
    assert now["rulebook"] != one["rulebook"] and now["search"] != one["search"]
    assert len(set(now["document"]) & set(one["document"])) == texts - 1  # the untouched texts
    assert len(entries(cache_dir, "segment")) == texts


def test_another_book_keeps_its_entries(rulebook: Path, tmp_path: Path, cache_dir: Path) -> None:
    load([rulebook])
    before = entries(cache_dir, "document")
    load([many_clauses(tmp_path)])
    assert set(before) <= set(entries(cache_dir, "document"))


# -------------------------------------------------------------------- unreadable entries


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty"])
def test_a_damaged_document_entry_is_rebuilt(rulebook: Path, cache_dir: Path, damage: str) -> None:
    expected = load([rulebook], use_cache=False)
    load([rulebook])
    for entry in cache_dir.glob("document-*"):
        data = entry.read_bytes()
        entry.write_bytes(
            {"garbage": b"\x00not a store" * 10, "truncated": data[: len(data) // 2], "empty": b""}[
                damage
            ]
        )
    book = load([rulebook])
    doc, clause = lookup(book, "514.6")
    assert clause == expected.document("berserk-513-514").clauses["514.6"]
    assert content(book) == content(expected)


def test_a_document_entry_damaged_after_loading_is_parsed_again(
    rulebook: Path, cache_dir: Path
) -> None:
    expected = load([rulebook], use_cache=False)
    load([rulebook])
    book = load([rulebook])  # entries opened, clauses not read yet
    for entry in cache_dir.glob("document-*"):
        data = entry.read_bytes()
        entry.write_bytes(data[: len(data) - 40])  # the header stays, the last bucket is cut
    assert dump(book) == dump(expected)


def test_a_damaged_hash_memo_or_book_list_only_costs_speed(rulebook: Path, cache_dir: Path) -> None:
    load([rulebook])
    (cache_dir / cache.entry(cache.HASHES).name).write_bytes(b"garbage")
    (cache_dir / cache.entry(cache.BOOKS).name).write_bytes(b"garbage")
    edit(rulebook / DEFENDERS, OTHER_FLYER, ANY_FLYER)
    assert load([rulebook]).document("berserk-513-514").clauses["514.6"].text.endswith(ANY_FLYER)
    assert content(load([rulebook])) == content(load([rulebook], use_cache=False))


# ---------------------------------------------------------------------- cheaper starts


def run(code: str, cache: Path) -> dict[str, object]:
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache)}
    env.pop("JUDGE_RULEBOOK", None)
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    report: dict[str, object] = json.loads(result.stdout.splitlines()[-1])
    return report


COMMAND = """
import contextlib, io, json, sys
from judge.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    try:
        main({argv!r})
    except SystemExit:
        pass
print(json.dumps({{"output": out.getvalue(), "modules": sorted(sys.modules)}}))
"""


def test_version_is_a_constant(cache_dir: Path) -> None:
    import judge

    report = run(COMMAND.format(argv=["--version"]), cache_dir)
    assert report["output"] == f"judge {judge.__version__}\n"
    assert "importlib.metadata" not in report["modules"]  # type: ignore[operator]


# ------------------------------------------------------------- a large index opened in place


QUERY = "летающее существо вспомогательная зона"


def in_place_search(rulebook: Path) -> list[Hit]:
    """A search through an index opened where it lies (no index kept open in-process)."""
    search_index.close_all()
    hits = search_index.search(load([rulebook]), QUERY)
    (index,) = opened._OPEN.values()
    files = [row[2] for row in index.conn.execute("PRAGMA database_list")]
    assert files[0], "the index was read into memory"
    search_index.close_all()
    return hits


@pytest.fixture
def in_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every cached index counts as large (the bundled rulebook's is far below the size)."""
    monkeypatch.setattr(search_build, "IN_PLACE_BYTES", 0)


def expected_hits(rulebook: Path) -> list[Hit]:
    with search_index.SearchIndex(search_build.build(load([rulebook], use_cache=False))) as fresh:
        return fresh.search(QUERY)


def test_an_index_opened_in_place_answers_as_one_in_memory(rulebook: Path, in_place: None) -> None:
    search_index.search(load([rulebook]), QUERY)  # builds and caches it
    search_index.close_all()
    assert in_place_search(rulebook) == expected_hits(rulebook)


@pytest.mark.parametrize("damage", ["flip", "truncate", "append", "trailer"])
def test_a_damaged_index_opened_in_place_is_rebuilt(
    rulebook: Path, cache_dir: Path, in_place: None, damage: str
) -> None:
    search_index.search(load([rulebook]), QUERY)
    search_index.close_all()
    (entry,) = cache_dir.glob("search-*")
    data = bytearray(entry.read_bytes())
    if damage == "flip":
        data[len(data) // 2] ^= 0xFF
    elif damage == "truncate":
        del data[len(data) // 2 :]
    elif damage == "append":
        data += b"\0" * 100
    else:
        data[-1] ^= 0x01
    entry.write_bytes(bytes(data))
    built: list[int] = []
    real = search_build.build
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(search_build, "build", lambda *a, **k: built.append(1) or real(*a, **k))
        search_index.search(load([rulebook]), QUERY)
        search_index.close_all()
    assert built == [1]
    assert cache.load(cache.named(entry.name), bytes) is not None, "the entry was not rebuilt"
    assert in_place_search(rulebook) == expected_hits(rulebook)


def test_the_checked_index_is_not_read_again_while_its_stamp_holds(
    rulebook: Path, cache_dir: Path, in_place: None, settled: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import zlib

    search_index.search(load([rulebook]), QUERY)
    search_index.close_all()
    (entry,) = cache_dir.glob("search-*")
    real = zlib.crc32
    sizes: list[int] = []

    def counting(data: bytes, value: int = 0) -> int:
        sizes.append(len(data))
        return real(data, value)

    monkeypatch.setattr(zlib, "crc32", counting)
    in_place_search(rulebook)  # checked once
    assert sum(sizes) >= entry.stat().st_size - 100
    sizes.clear()
    in_place_search(rulebook)  # remembered as checked
    assert sum(sizes) < entry.stat().st_size // 2
    tick()
    data = entry.read_bytes()
    entry.write_bytes(data)  # rewritten as it was: a new ctime, so checked again
    sizes.clear()
    in_place_search(rulebook)
    assert sum(sizes) >= entry.stat().st_size - 100


@pytest.mark.parametrize("name", ["ca?che", "ca#che", "a?b=c#d&mode=rw", "ca%41che"])
def test_an_index_in_place_in_a_folder_named_with_uri_characters(
    rulebook: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_place: None, name: str
) -> None:
    folder = tmp_path / "caches" / name
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(folder))
    search_index.search(load([rulebook]), QUERY)
    search_index.close_all()
    assert sorted(p.name for p in (tmp_path / "caches").iterdir()) == [name]
    expected = expected_hits(rulebook)
    built: list[int] = []
    real = search_build.build
    monkeypatch.setattr(search_build, "build", lambda *a, **k: built.append(1) or real(*a, **k))
    assert in_place_search(rulebook) == expected
    assert built == []
