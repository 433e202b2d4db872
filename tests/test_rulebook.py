"""Loading rulebooks (book.yaml folders, folders of game folders, bare texts), the on-disk cache
keyed by content hash, the errors for bad input, and the clause index built over the texts."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import judge.rulebook.parser
from judge import games
from judge.config import bundled_rulebook
from judge.errors import (
    AmbiguousClauseError,
    ClauseNotFoundError,
    DecodeError,
    RulebookError,
    UsageError,
)
from judge.rulebook.load import load
from judge.rulebook.lookup import describe, lookup

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def rulebook(tmp_path: Path) -> Path:
    """A private copy of the bundled rulebook that a test may edit."""
    return Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUDGE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        yield load()


BOOK = """\
documents:
  - id: mini
    game: berserk
    language: ru
    title: Мини
    edition: test
    file: mini.txt
"""
MINI = "514. Общие правила.\n514.5. Летающее существо (см. 514.6).\n514.6. Другое летающее.\n"


def game_folder(root: Path, book: str = BOOK, text: str = MINI, name: str = "berserk") -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "book.yaml").write_text(book, encoding="utf-8")
    (folder / "mini.txt").write_text(text, encoding="utf-8")
    return folder


# ------------------------------------------------------------------------------- what loads


def test_bundled_rulebook_documents(bundled, bundled_documents):
    rows = [(d.id, d.game, d.language, d.source, len(d)) for d in bundled]
    assert sorted(r[0] for r in rows) == bundled_documents
    seeds = [
        ("berserk-513-514", "berserk", "ru", "rulebook/berserk/002_fa0cfb8bde9b3e0b.txt", 14),
        ("berserk-attack-stages", "berserk", "ru", "rulebook/berserk/003_83644be9a4a7e715.txt", 4),
        (
            "heroes-506-508",
            "berserk-heroes",
            "ru",
            "rulebook/berserk-heroes/000_e2ea195a25089495.txt",
            12,
        ),
        ("hkk-kodex-34", "hkk", "hu", "rulebook/hkk/001_aaf65c05475313e5.txt", 14),
    ]
    assert [r for r in sorted(rows) if r[0] in {s[0] for s in seeds}] == seeds
    assert bundled.document("hkk-kodex-34").title == "Támadók kijelölése részfázis"
    assert bundled.document("berserk-513-514").edition == "excerpt 513–514"
    assert bundled.games() == sorted(games.BUNDLED)


def test_bundled_texts_are_the_seeds_byte_for_byte():
    seeds = REPO.parent / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("the seed texts are not next to this checkout")
    for seed in sorted(seeds.glob("*.txt")):
        bundled = list(bundled_rulebook().glob(f"*/{seed.name}"))
        assert len(bundled) == 1, seed.name
        assert bundled[0].read_bytes() == seed.read_bytes()


def test_a_game_folder(rulebook):
    assert [d.id for d in load([rulebook / "berserk"])] == [
        "berserk-513-514",
        "berserk-attack-stages",
    ]


def test_a_folder_of_game_folders(rulebook, bundled_documents):
    assert sorted(d.id for d in load([rulebook])) == bundled_documents


def test_several_paths(rulebook):
    ids = [d.id for d in load([rulebook / "hkk", rulebook / "berserk-heroes"])]
    assert ids == ["hkk-kodex-34", "heroes-506-508"]


def test_a_book_yaml_path_loads_its_folder(rulebook):
    assert [d.id for d in load([rulebook / "hkk" / "book.yaml"])] == ["hkk-kodex-34"]


def test_a_bare_text_file_needs_no_metadata(tmp_path):
    text = tmp_path / "my rules.txt"
    body = "34.3. Támadó lény.\n\nA támadónak kijelölt lény támad, lásd 34.4.\n"
    text.write_bytes(body.encode("cp1250"))
    (doc,) = load([text])
    assert (doc.id, doc.game, doc.language) == ("my rules", "hkk", "hu")
    assert doc.clauses["34.3"].title == "Támadó lény"
    assert [(r.id, r.resolved) for r in doc.clauses["34.3"].refs] == [("34.4", False)]


def test_a_bare_russian_text_in_cp1251_with_crlf(tmp_path):
    text = tmp_path / "rules.txt"
    text.write_bytes("514.\u00a0Общие правила.\r\n514.6. Текст, см. 514.\r\n".encode("cp1251"))
    (doc,) = load([text])
    assert (doc.game, doc.language) == ("berserk", "ru")
    assert list(doc.clauses) == ["514", "514.6"]
    assert doc.clauses["514"].title == "Общие правила"
    assert [(r.id, r.resolved) for r in doc.clauses["514.6"].refs] == [("514", True)]


def test_a_bare_text_in_a_game_folder_takes_the_game(tmp_path):
    folder = tmp_path / "berserk-heroes"
    folder.mkdir()
    (folder / "x.txt").write_text("507. Атаки\n507.1. Текст.\n", encoding="utf-8")
    (doc,) = load([folder / "x.txt"])
    assert doc.game == "berserk-heroes"


def test_a_folder_of_bare_texts(tmp_path):
    (tmp_path / "a.txt").write_text("1. Один.\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("2. Два.\n", encoding="utf-8")
    assert [d.id for d in load([tmp_path])] == ["a", "b"]


# ------------------------------------------------------------------------------- bad input


def test_missing_path(tmp_path):
    missing = tmp_path / "nope"
    with pytest.raises(RulebookError) as info:
        load([missing])
    assert info.value.path == str(missing)
    assert str(info.value).startswith(str(missing))


def test_folder_with_nothing_to_load(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(RulebookError) as info:
        load([tmp_path / "empty"])
    assert info.value.path == str(tmp_path / "empty")


def test_binary_bare_file(tmp_path):
    path = tmp_path / "image.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(200))
    with pytest.raises(DecodeError) as info:
        load([path])
    assert info.value.path == str(path)
    assert info.value.line == 3  # the NUL follows the two line feeds of the PNG signature


def test_empty_bare_file(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    with pytest.raises(DecodeError) as info:
        load([path])
    assert info.value.path == str(path)


def test_binary_text_named_by_a_book(tmp_path):
    folder = game_folder(tmp_path)
    (folder / "mini.txt").write_bytes(b"514. \x00\x00\x00")
    with pytest.raises(DecodeError) as info:
        load([folder])
    assert info.value.path == str(folder / "mini.txt")


def book_error(tmp_path: Path, book: str) -> RulebookError:
    folder = game_folder(tmp_path, book=book)
    with pytest.raises(RulebookError) as info:
        load([folder])
    assert info.value.path == str(folder / "book.yaml")
    return info.value


def test_book_unknown_key_with_did_you_mean(tmp_path):
    error = book_error(tmp_path, BOOK.replace("    language: ru", "    languag: ru"))
    assert error.line == 4
    assert "documents[0].languag" in error.message
    assert "did you mean 'language'" in error.message
    assert "allowed:" in error.message


def test_book_bad_game_value(tmp_path):
    error = book_error(tmp_path, BOOK.replace("game: berserk", "game: bersrek"))
    assert error.line == 3
    assert "documents[0].game" in error.message
    assert "did you mean 'berserk'" in error.message
    assert "hkk" in error.message  # the allowed values are listed


def test_book_bad_language_value(tmp_path):
    error = book_error(tmp_path, BOOK.replace("language: ru", "language: russian"))
    assert error.line == 4
    assert "documents[0].language" in error.message


def test_book_names_a_missing_file(tmp_path):
    error = book_error(tmp_path, BOOK.replace("file: mini.txt", "file: other.txt"))
    assert error.line in (2, 7)  # the document entry or its file key
    assert "other.txt" in error.message


def test_book_missing_required_key(tmp_path):
    error = book_error(tmp_path, BOOK.replace("    game: berserk\n", ""))
    assert error.line == 2
    assert "documents[0].game" in error.message


def test_book_top_level_unknown_key(tmp_path):
    error = book_error(tmp_path, "docs: []\n")
    assert error.line == 1
    assert "docs" in error.message


def test_book_duplicate_key(tmp_path):
    error = book_error(tmp_path, BOOK + "    id: again\n")
    assert error.line == 8
    assert "duplicate" in error.message


def test_book_invalid_yaml(tmp_path):
    error = book_error(tmp_path, "documents: [\n")
    assert error.line is not None


def test_book_empty(tmp_path):
    error = book_error(tmp_path, "")
    assert "empty" in error.message


def test_duplicate_document_ids(tmp_path):
    game_folder(tmp_path / "a")
    game_folder(tmp_path / "b")
    with pytest.raises(RulebookError) as info:
        load([tmp_path / "a" / "berserk", tmp_path / "b" / "berserk"])
    assert "mini" in str(info.value)


# ----------------------------------------------------------------------------------- cache


def test_second_load_comes_from_the_cache(rulebook, cache_dir, monkeypatch):
    first = load([rulebook])
    assert list(cache_dir.glob("rulebook-*"))

    def no_parsing(*args, **kwargs):
        raise AssertionError("parsed again instead of reading the cache")

    monkeypatch.setattr(judge.rulebook.parser, "parse_document", no_parsing)
    second = load([rulebook])
    assert second.digest == first.digest
    assert [d.id for d in second] == [d.id for d in first]
    assert second.document("berserk-513-514").clauses["514.6"].text == (
        first.document("berserk-513-514").clauses["514.6"].text
    )
    assert not [p for p in cache_dir.iterdir() if p.name.endswith(".tmp")]  # written atomically


def test_editing_a_text_invalidates_the_cache(rulebook):
    first = load([rulebook])
    path = rulebook / "berserk" / "002_fa0cfb8bde9b3e0b.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("другое летающее существо", "любое существо"), encoding="utf-8")
    second = load([rulebook])
    assert second.digest != first.digest
    assert (
        second.document("berserk-513-514")
        .clauses["514.6"]
        .text.endswith("может выступить любое существо.")
    )


def test_editing_a_book_yaml_invalidates_the_cache(rulebook):
    load([rulebook])
    book = rulebook / "hkk" / "book.yaml"
    book.write_text(
        book.read_text(encoding="utf-8").replace("id: hkk-kodex-34", "id: kodex"), encoding="utf-8"
    )
    assert load([rulebook / "hkk"]).documents[0].id == "kodex"


def test_unwritable_cache_only_costs_speed(rulebook, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(blocker / "cache"))
    for _ in range(2):
        book = load([rulebook])
        assert book.document("berserk-513-514").clauses["514.6"].parent == "514"


def test_corrupt_cache_entry_is_rebuilt(rulebook, cache_dir):
    first = load([rulebook])
    for entry in cache_dir.glob("rulebook-*"):
        entry.write_bytes(b"garbage, not a pickle")
    again = load([rulebook])
    assert again.digest == first.digest
    assert len(again.document("hkk-kodex-34")) == 14


def test_empty_cache_dir_setting_turns_caching_off(
    rulebook, cache_dir, monkeypatch, bundled_documents
):
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")
    assert len(load([rulebook]).documents) == len(bundled_documents)
    assert not cache_dir.exists()


# ------------------------------------------------------------------- installed, not editable


def test_installed_package_finds_its_bundled_data(tmp_path, bundled_documents):
    """A wheel puts rulebook/ under judge/_data; simulate that layout outside the checkout."""
    site = tmp_path / "site"
    shutil.copytree(
        REPO / "judge", site / "judge", ignore=shutil.ignore_patterns("__pycache__", "_data")
    )
    shutil.copytree(REPO / "rulebook", site / "judge" / "_data" / "rulebook")
    if (REPO / "scenarios").is_dir():
        shutil.copytree(REPO / "scenarios", site / "judge" / "_data" / "scenarios")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = textwrap.dedent(
        """
        import judge.config
        from judge.rulebook.load import load
        print(judge.config.bundled_rulebook())
        print(sorted(d.id for d in load()))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(site), "JUDGE_CACHE_DIR": str(tmp_path / "cache")}
    env.pop("JUDGE_RULEBOOK", None)
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    where, ids = result.stdout.splitlines()
    assert Path(where) == site / "judge" / "_data" / "rulebook"
    assert ids == str(bundled_documents)


# ------------------------------------------------------------------------------ the index


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("514.6", "514.6"),
        ("514 6", "514.6"),
        ("п.514.6", "514.6"),
        ("п. 514.6", "514.6"),
        ("514.6.", "514.6"),
        (" 514.6 ", "514.6"),
        ("пункт 514", "514"),
        ("Пункт 514.6.", "514.6"),
        ("см. 513.1", "513.1"),
        ("lásd 34.4.", "34.4"),
        ("34 10", "34.10"),
        ("Предварительный этап", "Предварительный этап"),
        ("Предварительный этап.", "Предварительный этап"),
        ("предварительный ЭТАП", "Предварительный этап"),
        ("ОСНОВНОЙ ЭТАП", "Основной этап"),
    ],
)
def test_lookup_loose_ids(bundled, typed, expected):
    _, clause = lookup(bundled, typed)
    assert clause.id == expected


def test_lookup_unknown_id_suggests_nearest(bundled):
    with pytest.raises(ClauseNotFoundError) as info:
        lookup(bundled, "514.10")
    message = str(info.value)
    assert message.startswith("514.10")
    assert "nearest" in message
    assert "514.1" in message
    assert info.value.exit_code == 2


def test_lookup_ambiguous_id_lists_documents(tmp_path):
    game_folder(tmp_path / "a", book=BOOK)
    game_folder(tmp_path / "b", book=BOOK.replace("id: mini", "id: mini-2"))
    book = load([tmp_path / "a" / "berserk", tmp_path / "b" / "berserk"])
    with pytest.raises(AmbiguousClauseError) as info:
        lookup(book, "514.6")
    assert info.value.documents == ["mini", "mini-2"]
    assert "mini" in str(info.value) and "mini-2" in str(info.value)
    doc, clause = lookup(book, "514.6", document="mini-2")
    assert (doc.id, clause.id) == ("mini-2", "514.6")


def test_lookup_unknown_document(bundled):
    with pytest.raises(UsageError) as info:
        lookup(bundled, "514.6", document="berserk-513")
    assert "berserk-513-514" in str(info.value)


def test_describe_514_6(bundled):
    info = describe(bundled, *lookup(bundled, "514.6"))
    assert (info["id"], info["document"], info["game"], info["line"]) == (
        "514.6",
        "berserk-513-514",
        "berserk",
        11,
    )
    assert info["parent"] == "514"
    assert info["parents"] == [{"id": "514", "title": "Общие правила назначения защитников"}]
    assert info["refs"] == []
    assert info["cited_by"] == []
    assert info["text"].startswith("Защитником от удара летающего существа")


def test_describe_unresolved_reference_with_candidate(bundled):
    info = describe(bundled, *lookup(bundled, "511.5.1"))
    assert info["parent"] is None
    assert info["missing_parent"] == "511.5"
    (ref,) = info["refs"]
    assert (ref["id"], ref["resolved"]) == ("514", False)
    assert ref["candidates"] == [
        {"document": "berserk-513-514", "title": "Общие правила назначения защитников"}
    ]


def test_candidates_only_come_from_the_same_game(bundled):
    # 34.10 refers to 37.6 and 34.3 to 110: no other hkk document, so no candidates
    for clause_id in ("34.10", "34.3"):
        (ref,) = describe(bundled, *lookup(bundled, clause_id))["refs"]
        assert ref["resolved"] is False
        assert ref["candidates"] == []


def test_describe_cited_by_and_children(tmp_path):
    book = load([game_folder(tmp_path)])
    info = describe(book, *lookup(book, "514.6"))
    assert info["cited_by"] == [{"id": "514.5", "title": None}]
    top = describe(book, *lookup(book, "514"))
    assert [c["id"] for c in top["children"]] == ["514.5", "514.6"]
    assert top["title"] == "Общие правила"
