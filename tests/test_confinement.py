"""A rulebook repository cannot make judge read, show or publish a file outside its folder: a
book.yaml ``file:`` that climbs out, is absolute or is a link out is a book.yaml error naming
the key and the line; so is a FIFO, a folder or a name too long to be one. A rulebook folder
judge cannot read, or a text whose name is not UTF-8, is a one-line error (exit 2), never an
internal error — ``JUDGE_RULEBOOK=/proc`` included."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook
from judge.errors import RulebookError
from judge.rulebook.load import load

runner = CliRunner()
HKK = bundled_rulebook() / "hkk" / "001_aaf65c05475313e5.txt"
SECRET = "1. Titkos kulcs: hunter2.\n"


def book(folder: Path, file: str) -> Path:
    """A game folder whose book.yaml names ``file`` on line 6."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "book.yaml").write_text(
        "documents:\n  - id: kodex\n    game: hkk\n    language: hu\n    title: Kódex\n"
        f"    file: {file}\n",
        encoding="utf-8",
    )
    return folder


def judge(*args: str):
    return runner.invoke(app, list(args))


@pytest.fixture
def secret(tmp_path: Path) -> Path:
    path = tmp_path / "secret" / "key.txt"
    path.parent.mkdir()
    path.write_text(SECRET, encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [["show", "1"], ["books"], ["search", "kulcs"], ["dump"]])
def test_a_file_climbing_out_of_the_folder_is_never_read(
    tmp_path: Path, secret: Path, command: list[str]
) -> None:
    folder = book(tmp_path / "repo" / "hkk", "../../secret/key.txt")
    result = judge(*command, "-r", str(folder))
    assert result.exit_code == 2
    assert "hunter2" not in result.output
    assert result.stderr == (
        f"judge: {folder}/book.yaml:6: documents[0].file: '../../secret/key.txt' leads to "
        f"'{secret}', outside the rulebook folder {folder}: a document must be a file inside "
        "it\n"
    )


def test_an_absolute_file_is_a_book_error(tmp_path: Path) -> None:
    folder = book(tmp_path / "hkk", "/etc/passwd")
    result = judge("books", "-r", str(folder))
    assert result.exit_code == 2
    assert result.stderr == (
        f"judge: {folder}/book.yaml:6: documents[0].file: '/etc/passwd' is an absolute path: "
        f"name a file inside {folder}\n"
    )
    assert "root:" not in result.stdout


def test_a_link_inside_the_folder_to_a_file_outside_is_a_book_error(
    tmp_path: Path, secret: Path
) -> None:
    folder = book(tmp_path / "hkk", "kodex.txt")
    (folder / "kodex.txt").symlink_to(secret)
    with pytest.raises(RulebookError) as caught:
        load([folder])
    assert str(caught.value).startswith(f"{folder}/book.yaml:6: documents[0].file: 'kodex.txt'")
    assert "outside the rulebook folder" in str(caught.value)


def test_texts_inside_the_folder_and_links_staying_inside_load(tmp_path: Path) -> None:
    folder = book(tmp_path / "hkk", "texts/kodex.txt")
    (folder / "texts").mkdir()
    shutil.copy(HKK, folder / "texts" / "real.txt")
    (folder / "texts" / "kodex.txt").symlink_to("real.txt")
    assert [d.id for d in load([folder]).documents] == ["kodex"]


def test_a_linked_game_folder_is_its_own_rulebook_folder(tmp_path: Path) -> None:
    real = book(tmp_path / "elsewhere" / "hkk", "kodex.txt")
    shutil.copy(HKK, real / "kodex.txt")
    (tmp_path / "repo").mkdir()
    (tmp_path / "repo" / "hkk").symlink_to(real, target_is_directory=True)
    assert [d.id for d in load([tmp_path / "repo"]).documents] == ["kodex"]


def test_a_fifo_named_by_book_yaml_is_a_book_error_not_a_hang(tmp_path: Path) -> None:
    folder = book(tmp_path / "hkk", "kodex.txt")
    os.mkfifo(folder / "kodex.txt")
    done: list = []
    worker = threading.Thread(target=lambda: done.append(judge("books", "-r", str(folder))))
    worker.start()
    worker.join(timeout=60)
    if worker.is_alive():  # it is reading the FIFO: unblock it, so that the test run can end
        with open(folder / "kodex.txt", "w", encoding="utf-8") as pipe:
            pipe.write("")
        worker.join()
        pytest.fail("judge read a FIFO named by book.yaml")
    result = done[0]
    assert result.exit_code == 2
    assert result.stderr == (
        f"judge: {folder}/book.yaml:6: documents[0].file: 'kodex.txt' is not a regular file "
        "(a folder, FIFO or device is never read)\n"
    )


@pytest.mark.parametrize("length", [300, 5000])
def test_a_file_name_too_long_for_the_file_system_is_a_book_error(
    tmp_path: Path, length: int
) -> None:
    folder = book(tmp_path / "hkk", "a" * length + ".txt")
    result = judge("books", "-r", str(folder))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"judge: {folder}/book.yaml:6: documents[0].file: ")
    assert result.stderr.count("\n") == 1 and len(result.stderr) < 500


def test_a_bare_text_linking_out_of_the_folder_given_is_an_error(
    tmp_path: Path, secret: Path
) -> None:
    folder = tmp_path / "texts"
    folder.mkdir()
    shutil.copy(HKK, folder / "kodex.txt")
    (folder / "notes.txt").symlink_to(secret)
    result = judge("books", "-r", str(folder))
    assert result.exit_code == 2
    assert result.stderr == (
        f"judge: {folder}/notes.txt: a link to '{secret}', outside the rulebook folder "
        f"{folder}: a rulebook reads only the texts inside its folder\n"
    )


def test_a_text_named_in_bytes_that_are_not_utf8_is_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "texts"
    folder.mkdir()
    shutil.copy(HKK, os.path.join(os.fsencode(folder), b"k\xf3dex.txt"))
    result = judge("books", "-r", str(folder))
    assert result.exit_code == 2
    assert result.stderr == (
        f"judge: {folder}/k\\xf3dex.txt: the file name is not valid UTF-8: rename the file\n"
    )


def test_an_unreadable_rulebook_subfolder_is_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder the listing of which fails (as for an ordinary user a folder of mode 000 does;
    root reads those, so the failure is made here)."""
    shutil.copy(HKK, tmp_path / "kodex.txt")
    locked = tmp_path / "locked"
    locked.mkdir()
    listing = Path.iterdir

    def iterdir(self: Path):
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return listing(self)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    result = judge("books", "-r", str(tmp_path))
    assert result.exit_code == 2
    assert result.stderr == f"judge: {locked}: cannot read: Permission denied\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a folder of mode 000")
def test_a_rulebook_subfolder_of_mode_000_is_an_error(tmp_path: Path) -> None:
    shutil.copy(HKK, tmp_path / "kodex.txt")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        result = judge("books", "-r", str(tmp_path))
    finally:
        locked.chmod(0o755)
    assert result.exit_code == 2
    assert result.stderr == f"judge: {locked}: cannot read: Permission denied\n"


def test_proc_as_the_rulebook_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_RULEBOOK", "/proc")
    result = judge("show", "514.6")
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: /proc")
    assert result.stderr.count("\n") == 1
