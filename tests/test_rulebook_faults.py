"""Rulebook paths and files that once gave a traceback or read far too much: devices and process
substitution, book.yaml with complex keys, game folders full of unrelated files, BOM-only texts,
an unknown --game, and the mode of fingerprints.json after an update."""

from __future__ import annotations

import json
import os
import shutil
import stat
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import games
from judge.cli import app
from judge.config import bundled_rulebook
from judge.errors import DecodeError, RulebookError
from judge.rulebook.load import load

runner = CliRunner()

BOOK = """\
documents:
  - id: mini
    game: berserk
    language: ru
    title: Мини
    file: mini.txt
"""
MINI = "514. Общие правила.\n514.5. Летающее существо (см. 514.6).\n514.6. Другое летающее.\n"


def judge(*args: str):
    return runner.invoke(app, list(args))


def fifo_feeding(path: Path, text: str) -> threading.Thread:
    """A FIFO at ``path`` that a thread fills once (as ``<(cat file)`` does)."""
    os.mkfifo(path)

    def feed() -> None:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)

    thread = threading.Thread(target=feed, daemon=True)
    thread.start()
    return thread


def test_dev_null_as_a_rulebook_is_an_empty_text() -> None:
    result = judge("books", "-r", "/dev/null")
    assert result.exit_code == 2
    assert result.stderr == "judge: /dev/null: empty file: no rulebook text in it\n"


def test_a_fifo_as_a_rulebook_is_read_as_a_bare_text(tmp_path: Path) -> None:
    pipe = tmp_path / "63"
    writer = fifo_feeding(pipe, MINI)
    result = judge("show", "514.6", "-r", str(pipe), "--json")
    writer.join(timeout=10)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["text"] == "Другое летающее."


def test_diff_against_process_substitution(tmp_path: Path) -> None:
    text = tmp_path / "a.txt"
    text.write_text(MINI, encoding="utf-8")
    pipe = tmp_path / "pipe"
    writer = fifo_feeding(pipe, MINI.replace("Другое летающее", "Любое летающее"))
    result = judge("diff", str(text), str(pipe), "--json")
    writer.join(timeout=10)
    assert result.exit_code == 0, result.output
    assert "514.6" in json.dumps(json.loads(result.stdout)["documents"], ensure_ascii=False)


def test_a_socket_or_other_odd_path_is_a_clear_error(tmp_path: Path) -> None:
    import socket

    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        result = judge("books", "-r", str(path))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"judge: {path}: not a text file, a folder or a stream")


@pytest.mark.parametrize(
    ("book", "line", "message"),
    [
        ("? [a]\n: 1\n", 1, "expected a plain key, got a list as a key"),
        ("? {a: 1}\n: 1\n", 1, "expected a plain key, got a mapping as a key"),
        ("documents:\n  - ? [a]\n    : 1\n", 2, "documents[0]: expected a plain key, got a list"),
    ],
)
def test_book_yaml_with_complex_keys(tmp_path: Path, book: str, line: int, message: str) -> None:
    (tmp_path / "book.yaml").write_text(book, encoding="utf-8")
    (tmp_path / "mini.txt").write_text(MINI, encoding="utf-8")
    with pytest.raises(RulebookError) as caught:
        load([tmp_path])
    assert str(caught.value).startswith(f"{tmp_path / 'book.yaml'}:{line}: {message}")
    assert "Node(" not in str(caught.value)


def test_a_game_folder_reads_only_the_texts_its_book_names(tmp_path: Path) -> None:
    folder = tmp_path / "berserk"
    folder.mkdir()
    (folder / "book.yaml").write_text(BOOK, encoding="utf-8")
    (folder / "mini.txt").write_text(MINI, encoding="utf-8")
    (folder / ".git").mkdir()
    (folder / ".git" / "pack.txt").write_bytes(b"\x00" * 1000)
    (folder / "drafts").mkdir()
    os.mkfifo(folder / "drafts" / "draft.txt")  # reading it would block the load
    os.mkfifo(folder / "notes.md")
    (folder / "scan.pdf").write_bytes(b"%PDF\x00\xff")
    book = load([folder])
    assert [d.id for d in book.documents] == ["mini"]


def test_a_folder_without_book_reads_its_texts_but_not_hidden_folders(tmp_path: Path) -> None:
    (tmp_path / "mini.txt").write_text(MINI, encoding="utf-8")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "other.txt").write_text(MINI, encoding="utf-8")
    assert [d.id for d in load([tmp_path]).documents] == ["mini"]


def test_a_book_naming_its_text_in_flow_style_still_loads(tmp_path: Path) -> None:
    """book.yaml in a form the quick scan of ``file:`` lines does not read: parsed properly,
    just not cached."""
    flow = "documents: [{id: mini, game: berserk, language: ru, file: mini.txt}]\n"
    (tmp_path / "book.yaml").write_text(flow, encoding="utf-8")
    (tmp_path / "mini.txt").write_text(MINI, encoding="utf-8")
    assert [d.id for d in load([tmp_path]).documents] == ["mini"]
    (tmp_path / "mini.txt").write_text(MINI.replace("Другое", "Третье"), encoding="utf-8")
    assert load([tmp_path]).documents[0].clauses["514.6"].text == "Третье летающее."


@pytest.mark.parametrize("data", [b"\xef\xbb\xbf", b"\xef\xbb\xbf \n\n", b"\xff\xfe", b" \n"])
def test_a_bom_only_text_is_empty_like_a_blank_one(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(data)
    with pytest.raises(DecodeError, match="empty file"):
        load([path])
    assert judge("books", "-r", str(path)).exit_code == 2


def test_show_names_an_unknown_game() -> None:
    result = judge("show", "514.6", "--game", "nope")
    assert result.exit_code == 2
    allowed = ", ".join(games.game_ids())
    assert result.stderr == f"judge: --game: unknown game 'nope' (allowed: {allowed})\n"
    result = judge("show", "514.6", "--game", "berserc")
    assert "did you mean 'berserk'?" in result.stderr


def test_fingerprint_update_keeps_the_file_mode(tmp_path: Path, monkeypatch) -> None:
    from judge.edits import stale

    files = {}
    for game, original in stale.fingerprint_files().items():
        copy = tmp_path / "prints" / game / original.name
        copy.parent.mkdir(parents=True)
        shutil.copy(original, copy)
        copy.chmod(0o644)
        files[game] = copy
    monkeypatch.setattr(stale, "fingerprint_files", lambda: files)
    book = Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))
    for text in book.rglob("*.txt"):  # a changed clause: the berserk record is rewritten
        body = text.read_text(encoding="utf-8")
        text.write_text(body.replace("другое летающее", "любое летающее"), encoding="utf-8")
    before = files["berserk"].read_bytes()
    result = judge("fingerprint", "--update", "-r", str(book))
    assert result.exit_code == 0, result.output
    assert files["berserk"].read_bytes() != before
    for file in files.values():
        assert stat.S_IMODE(file.stat().st_mode) == 0o644
        assert [p.name for p in file.parent.iterdir()] == ["fingerprints.json"]  # no temp file
