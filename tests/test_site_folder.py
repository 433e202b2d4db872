"""`judge site` into folders that hold other things, fail, or are written by two builds at
once: the build is made beside OUT and moved in at the end, deletes only what the previous build
recorded it wrote, never writes through a link, and every fault is one line with exit 2."""

from __future__ import annotations

import errno
import fcntl
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.render.site import build as site_build
from judge.render.site import build_site
from judge.render.site.folder import LOCK, MANIFEST
from judge.rulebook.load import load

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]


def _site(out: Path) -> dict[str, bytes]:
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in out.rglob("*")
        if p.is_file() and p.name != LOCK
    }


def _one_line(output: str) -> str:
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    assert lines[0].startswith("judge: "), output
    return lines[0]


def test_a_failing_build_leaves_the_earlier_site_and_the_next_build_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    build_site(load(use_cache=False), out, search=False)
    before = _site(out)

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(site_build._Builder, "write_service_worker", full_disk)
    result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 2
    assert "No space left on device" in _one_line(result.output)
    assert _site(out) == before  # the earlier site, untouched
    assert not [p for p in tmp_path.iterdir() if "judge-build" in p.name]  # no leftovers
    monkeypatch.undo()
    result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 0, result.output


def test_a_build_killed_midway_does_not_block_the_next(tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_site(load(use_cache=False), out, search=False)
    script = (
        "import os, sys\n"
        "from judge.render.site import build as b\n"
        "from judge.rulebook.load import load\n"
        "b._Builder.write_service_worker = lambda self: os._exit(9)\n"  # killed before the swap
        "b.build_site(load(), sys.argv[1], search=False)\n"
    )
    killed = subprocess.run([sys.executable, "-c", script, str(out)], check=False)
    assert killed.returncode == 9
    assert (out / "index.html").is_file() and (out / MANIFEST).is_file()
    result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 0, result.output
    assert not [p for p in tmp_path.iterdir() if "judge-build" in p.name]


def test_two_builds_at_once_the_second_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_site(load(use_cache=False), out, search=False)
    with open(out / LOCK, "ab") as held:  # another build holds the folder
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 2
    assert "another 'judge site' is writing this folder" in _one_line(result.output)


def test_a_linked_folder_inside_out_is_refused_and_its_target_untouched(tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_site(load(use_cache=False), out, search=False)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("mine", encoding="utf-8")
    for name in list((out / "hkk").iterdir()):
        if name.is_dir():
            for f in name.iterdir():
                f.unlink()
            name.rmdir()
        else:
            name.unlink()
    (out / "hkk").rmdir()
    (out / "hkk").symlink_to(elsewhere, target_is_directory=True)
    result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 2
    assert "a symbolic link where the site writes" in _one_line(result.output)
    assert [p.name for p in elsewhere.iterdir()] == ["keep.txt"]


def test_out_itself_may_be_a_link_to_a_folder(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real, target_is_directory=True)
    result = runner.invoke(app, ["site", str(tmp_path / "link"), "--no-search"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "link").is_symlink() and (real / "index.html").is_file()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_is_one_line_and_exit_2(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    try:
        result = runner.invoke(app, ["site", str(locked / "out"), "--no-search"])
    finally:
        locked.chmod(0o755)
    assert result.exit_code == 2
    assert "cannot write the site here" in _one_line(result.output)


def test_a_folder_that_cannot_be_made_is_one_line_and_exit_2() -> None:
    # /proc takes no new folders, whoever asks (root included)
    result = runner.invoke(app, ["site", "/proc/judge-site-test/out", "--no-search"])
    assert result.exit_code == 2
    assert "cannot write the site here" in _one_line(result.output)


def test_a_file_in_the_way_is_refused_not_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "out"
    build_site(load(use_cache=False), out, search=False)
    (out / "hkk" / "glossary.html").unlink()
    manifest = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    manifest["files"].remove("hkk/glossary.html")
    (out / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    (out / "hkk" / "glossary.html").write_text("my own glossary", encoding="utf-8")
    result = runner.invoke(app, ["site", str(out), "--no-search"])
    assert result.exit_code == 2
    assert "not written by an earlier build" in _one_line(result.output)
    assert (out / "hkk" / "glossary.html").read_text(encoding="utf-8") == "my own glossary"


def test_with_standard_output_closed_the_site_is_still_written(tmp_path: Path) -> None:
    out = tmp_path / "out"
    env = {**os.environ, "JUDGE_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run(
        [sys.executable, "-m", "judge", "site", str(out), "--no-search"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        check=False,
        close_fds=True,
        preexec_fn=lambda: os.close(1),
    )
    assert done.returncode == 0, done.stderr
    assert (out / "index.html").is_file() and (out / "sw.js").is_file()


def test_document_names_cannot_take_the_sites_own_pages(tmp_path: Path) -> None:
    text = (ROOT / "rulebook" / "hkk").glob("*.txt")
    source = next(text).read_text(encoding="utf-8")
    book = tmp_path / "book"
    book.mkdir()
    docs = []
    for name in ("rulings", "search", "index", "glossary"):
        (book / f"{name}.txt").write_text(source, encoding="utf-8")
        docs.append(
            f"  - {{id: {name}, game: hkk, language: hu, title: {name.title()}, "
            f'edition: "1", file: {name}.txt}}'
        )
    (book / "book.yaml").write_text("documents:\n" + "\n".join(docs) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    build_site(load([book], use_cache=False), out, search=False)
    manifest = json.loads((out / "site.json").read_text(encoding="utf-8"))
    pages = {c["url"].partition("#")[0] for c in manifest["clauses"]}
    assert len(pages) == 4
    assert not pages & {
        "hkk/rulings.html",
        "hkk/search.html",
        "hkk/index.html",
        "hkk/glossary.html",
    }
    # the site's own pages are what they say
    assert "Döntések pontonként" in (out / "hkk" / "rulings.html").read_text(encoding="utf-8")
    assert "Fogalomtár" in (out / "hkk" / "glossary.html").read_text(encoding="utf-8")
