"""``judge cache``: where the cache is, what each kind of entry holds, and clearing it — only
ever the files judge wrote. Every file the commands leave in the cache is an entry of a kind
declared in ``judge.cache.KINDS``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import cache
from judge.cli import app

runner = CliRunner()


def _fill() -> None:
    """Run commands that between them write most kinds of entry."""
    from judge.search import index

    index.close_all()  # (an index another test opened in this process is not looked for)
    for args in (
        ["show", "514.6"],
        ["search", "летаюшее", "существо"],
        ["ask", "может ли летающее существо защищать карту во вспомогательной зоне?"],
        ["ask", "что такое защитник?"],
        ["check", "scenarios/hkk"],
    ):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, (args, result.output)


def test_every_file_the_commands_write_is_an_entry_of_a_declared_kind(cache_dir: Path) -> None:
    _fill()
    names = sorted(os.listdir(cache_dir))
    assert names
    assert [n for n in names if cache.kind_of(n) is None] == []
    written = {cache.kind_of(n).name for n in names}  # type: ignore[union-attr]
    assert {"document", "rulebook", "search", "citations", "check", "ask-reply"} <= written


def test_kinds_are_told_apart_by_their_file_names() -> None:
    for kind in cache.KINDS.values():
        for item in (cache.entry(kind), cache.entry(kind, "a", "b", book="0" * 40)):
            assert cache.kind_of(item.name) is kind, item.name
            assert cache.kind_of(f".{item.name}.0123456789ab.tmp") is kind
    assert cache.kind_of("notes.txt") is None
    assert cache.kind_of("document-v999-x.marshal") is None  # another version's


def test_the_key_covers_the_kinds_code() -> None:
    """Two kinds with different code give different names for the same key parts, and a kind's
    name changes with its version."""
    first = cache.entry(cache.DOCUMENT, "x", book="f" * 40).name
    assert first.startswith("document-v1-ffffffffffffffffffffffffffffffff-")
    assert cache.entry(cache.DOCUMENT, "y", book="f" * 40).name != first
    bumped = cache.DOCUMENT._replace(version=2)
    assert cache.entry(bumped, "x", book="f" * 40).name.startswith("document-v2-")


def test_judge_cache_shows_each_kind(cache_dir: Path) -> None:
    _fill()
    result = runner.invoke(app, ["cache"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"cache: {cache_dir}  ($JUDGE_CACHE_DIR)\n")
    for kind in cache.KINDS:
        assert f"\n{kind} " in result.stdout
    document = json.loads(runner.invoke(app, ["cache", "--json"]).stdout)
    assert document["schema"] == 1
    assert document["directory"] == str(cache_dir)
    assert [k["kind"] for k in document["kinds"]] == list(cache.KINDS)
    sizes = {k["kind"]: (k["entries"], k["bytes"]) for k in document["kinds"]}
    on_disk = [p for p in cache_dir.iterdir() if p.name.startswith("document-")]
    assert sizes["document"] == (len(on_disk), sum(p.stat().st_size for p in on_disk))
    total = sum(p.stat().st_size for p in cache_dir.iterdir())
    assert document["total"] == {"entries": len(os.listdir(cache_dir)), "bytes": total}


def test_clearing_one_kind_leaves_the_others(cache_dir: Path) -> None:
    _fill()
    before = sorted(os.listdir(cache_dir))
    result = runner.invoke(app, ["cache", "clear", "search", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["kinds"] == ["search"] and report["deleted"] == 1
    assert sorted(os.listdir(cache_dir)) == [n for n in before if not n.startswith("search-")]
    from judge.search import index

    index.close_all()
    assert runner.invoke(app, ["search", "летающее"]).exit_code == 0  # rebuilt on demand
    assert any(n.startswith("search-") for n in os.listdir(cache_dir))


def test_clearing_everything_deletes_only_what_judge_wrote(cache_dir: Path) -> None:
    _fill()
    (cache_dir / "notes.txt").write_text("mine")
    (cache_dir / "document-v0-old.marshal").write_bytes(b"an older judge's entry")
    (cache_dir / "verdict-0123-4567.marshal").write_bytes(b"an entry of a name used before")
    (cache_dir / "search-v1-folder.sqlite").mkdir()  # not a file: left alone
    result = runner.invoke(app, ["cache", "clear"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"cleared every kind from {cache_dir}: ")
    assert sorted(os.listdir(cache_dir)) == ["notes.txt", "search-v1-folder.sqlite"]


def test_an_unknown_kind_is_a_usage_error() -> None:
    result = runner.invoke(app, ["cache", "clear", "serch"])
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: cache clear: unknown kind 'serch' (did you mean")
    assert "allowed: document, rulebook," in result.stderr


def test_with_the_cache_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")
    assert runner.invoke(app, ["cache"]).stdout == "The cache is off (JUDGE_CACHE_DIR is empty).\n"
    assert runner.invoke(app, ["cache", "clear"]).stdout == "The cache is off: nothing to clear.\n"
    assert runner.invoke(app, ["cache", "dir"]).exit_code == 1


def test_cache_dir_prints_the_folder(cache_dir: Path) -> None:
    result = runner.invoke(app, ["cache", "dir"])
    assert (result.exit_code, result.stdout) == (0, f"{cache_dir}\n")
