"""Files a user names are written where they lead and never replaced by something else
(``judge.outputs``): devices and FIFOs written in place, links followed and kept, sockets and
folders refused; a report written whole or not at all on a full disk; two ``fingerprint
--update`` at once both land; ``export --force`` never writes through a link out of its folder;
a missing home folder is not created; closed standard streams keep files and exit statuses."""

from __future__ import annotations

import json
import multiprocessing
import os
import resource
import shutil
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
import xml.dom.minidom
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import OutputError
from judge.outputs import write_file, write_inside

runner = CliRunner()
#: forking a process that runs threads (pytest-xdist's) warns from Python 3.12 on; these forks
#: run no code that takes a lock another thread could hold
FORK = pytest.mark.filterwarnings("ignore:This process .* is multi-threaded:DeprecationWarning")
ROOT = Path(__file__).resolve().parent.parent
QUESTION = "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"
AS_ROOT = pytest.mark.skipif(
    os.geteuid() != 0, reason="needs root (a device node of its own, a tmpfs mount)"
)


def save(path: Path | str):
    return runner.invoke(app, ["ask", QUESTION, "--save", str(path)])


def judge_process(*args: str, **kwargs) -> subprocess.CompletedProcess[str]:
    """``judge ARGS…`` in a new interpreter (the console script's code)."""
    code = "import sys; from judge.console import main; main(sys.argv[1:])"
    kwargs.setdefault("stdout", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        stderr=subprocess.PIPE,
        text=True,
        timeout=300,
        **kwargs,
    )


# ------------------------------------------------------------------ what a path is


@AS_ROOT
def test_a_device_is_written_in_place_never_replaced_even_by_root(tmp_path: Path) -> None:
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a /dev/null of the test's own
    result = save(null)
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat(null).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"]  # no temporary left


def test_dev_null_stays_a_device() -> None:
    result = runner.invoke(app, ["check", "--junit", "/dev/null", "scenarios/hkk"])
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_link_is_followed_to_its_target_and_stays_a_link(tmp_path: Path) -> None:
    target = tmp_path / "real" / "saved.yaml"
    target.parent.mkdir()
    target.write_text("old\n", encoding="utf-8")
    os.chmod(target, 0o640)
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    result = save(link)
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8").startswith("game: berserk\n")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640  # the target's mode kept


def test_a_link_to_nothing_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "report.xml"
    link.symlink_to("made/by/judge.xml")
    result = runner.invoke(app, ["check", "scenarios/hkk", "--junit", str(link)])
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    xml.dom.minidom.parse(str(tmp_path / "made/by/judge.xml"))


def test_a_fifo_is_written_in_place_for_its_reader(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    time.sleep(0.2)  # the reader is waiting in open()
    result = save(fifo)
    reader.join(10)
    assert result.exit_code == 0, result.output
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert got and got[0].startswith(b"game: berserk\n")


def test_a_fifo_nobody_reads_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    result = save(fifo)
    assert result.exit_code == 2
    assert result.stderr == f"judge: --save: '{fifo}' is a FIFO nobody reads: nothing written\n"
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_a_socket_or_a_folder_is_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    try:
        result = save(path)
    finally:
        server.close()
    assert result.exit_code == 2
    assert result.stderr == f"judge: --save: '{path}' is a socket, not a file to write\n"
    assert stat.S_ISSOCK(os.stat(path).st_mode)
    result = save(tmp_path)
    assert result.stderr == f"judge: --save: '{tmp_path}' is a folder, not a file to write\n"


def test_the_descriptor_of_standard_output_is_written_in_place(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    with open(out, "w", encoding="utf-8") as handle:
        done = judge_process("ask", QUESTION, "--save", "/dev/stdout", stdout=handle)
    assert done.returncode == 0, done.stderr
    assert out.is_file() and not out.is_symlink()
    assert "game: berserk" in out.read_text(encoding="utf-8")


def test_the_library_names_the_option_and_the_path(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match=r"^--junit: '.*' is a folder, not a file to write$"):
        write_file(tmp_path, b"x", "--junit")


# ------------------------------------------------------------------ a full disk


def test_a_report_on_a_full_disk_is_whole_or_not_at_all(tmp_path: Path) -> None:
    """A file size limit makes every write past 8 KiB fail, as a full disk does: the old report
    stays whole, no temporary is left, and the run says so (exit 2)."""
    report = tmp_path / "report.xml"
    report.write_text("<testsuite/>\n", encoding="utf-8")

    def limited() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (8192, 8192))

    # (no bytecode written under the limit: CPython would write a module's .pyc cut at 8 KiB
    # without noticing, and every later import of that module would fail)
    done = judge_process(
        "check",
        "--junit",
        str(report),
        preexec_fn=limited,
        env={**os.environ, "JUDGE_CACHE_DIR": "", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert done.returncode == 2
    assert done.stderr.startswith(f"judge: --junit: cannot write '{report}': File too large")
    assert report.read_text(encoding="utf-8") == "<testsuite/>\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.xml"]


@AS_ROOT
def test_a_report_on_a_full_tmpfs_is_whole_or_not_at_all(tmp_path: Path) -> None:
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8k", "tmpfs", str(disk)])
    if mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        report = disk / "report.xml"
        report.write_text("<testsuite/>\n", encoding="utf-8")
        result = runner.invoke(app, ["check", "--junit", str(report)])
        assert result.exit_code == 2
        assert result.stderr.startswith(f"judge: --junit: cannot write '{report}': No space left")
        assert report.read_text(encoding="utf-8") == "<testsuite/>\n"
        assert sorted(p.name for p in disk.iterdir()) == ["report.xml"]
    finally:
        subprocess.run(["umount", str(disk)], check=True)


# ------------------------------------------------------------------ fingerprint --update at once


def _update_one(path: str, clause: str) -> None:
    from judge.edits.stale import record_fingerprints
    from judge.rulebook.load import load

    record_fingerprints(load(), only=[clause], path=Path(path))


@FORK
def test_two_updates_at_once_both_land(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each update reads the file, then (slowed here) writes it back: without the lock the one
    that writes last drops the other's clause; with it, both are recorded, every round."""
    from judge.edits import stale
    from judge.engine.citations import encoded_rules

    rules = list(encoded_rules())
    cited = sorted({f"{r.game}:{c}" for r in rules for c in r.cites if r.game == "berserk"})
    first, second = cited[0], cited[-1]
    reading = stale._read_file

    def slow_read(path: Path):
        records = reading(path)
        time.sleep(0.3)  # between the reading and the writing: the window two writers share
        return records

    monkeypatch.setattr(stale, "_read_file", slow_read)
    context = multiprocessing.get_context("fork")
    for round_ in range(3):
        path = tmp_path / f"fingerprints-{round_}.json"
        path.write_text('{"format": 1, "clauses": {}}\n', encoding="utf-8")
        workers = [
            context.Process(target=_update_one, args=(str(path), key)) for key in (first, second)
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(60)
            assert worker.exitcode == 0
        recorded = json.loads(path.read_text(encoding="utf-8"))["clauses"]
        assert set(recorded) == {first, second}, f"round {round_}: one update lost"


# ------------------------------------------------------------------ export --force


def test_export_force_never_writes_through_a_link_out_of_its_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me\n", encoding="utf-8")
    target = tmp_path / "my-rules"
    (target / "rulebook" / "hkk").mkdir(parents=True)
    (target / "rulebook" / "hkk" / "book.yaml").symlink_to(outside)
    result = runner.invoke(app, ["export", str(target), "--force"])
    assert result.exit_code == 2
    assert result.stderr == (
        f"judge: export: '{target}/rulebook/hkk/book.yaml' is a link to '{outside}', outside "
        f"'{target}': not written through\n"
    )
    assert outside.read_text(encoding="utf-8") == "keep me\n"


def test_export_force_never_writes_into_a_linked_folder_outside(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = tmp_path / "my-rules"
    target.mkdir()
    (target / "scenarios").symlink_to(elsewhere, target_is_directory=True)
    result = runner.invoke(app, ["export", str(target), "--force"])
    assert result.exit_code == 2 and "outside" in result.stderr
    assert list(elsewhere.iterdir()) == []


def test_export_force_replaces_the_files_inside_and_follows_links_inside(tmp_path: Path) -> None:
    target = tmp_path / "my-rules"
    assert runner.invoke(app, ["export", str(target)]).exit_code == 0
    book = target / "rulebook" / "hkk" / "book.yaml"
    kept = target / "kept.yaml"
    shutil.move(book, kept)
    book.symlink_to(kept)  # a link inside the folder: followed
    kept.write_text("edited\n", encoding="utf-8")
    result = runner.invoke(app, ["export", str(target), "--force"])
    assert result.exit_code == 0, result.output
    assert book.is_symlink() and "documents:" in kept.read_text(encoding="utf-8")


def test_write_inside_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    with pytest.raises(OutputError, match="is a FIFO, not a file to write"):
        write_inside(tmp_path, "pipe.yaml", b"x", "export")


# ------------------------------------------------------------------ home, closed streams


def test_a_home_folder_that_does_not_exist_is_not_created(tmp_path: Path) -> None:
    home = tmp_path / "nonexistent"
    env = {k: v for k, v in os.environ.items() if k not in ("JUDGE_CACHE_DIR", "XDG_CACHE_HOME")}
    done = judge_process("show", "514.6", env={**env, "HOME": str(home)})
    assert done.returncode == 0, done.stderr
    assert not home.exists()


def test_with_stdout_closed_check_still_writes_its_junit_file(tmp_path: Path) -> None:
    report = tmp_path / "report.xml"
    done = subprocess.run(
        f"{sys.executable} -m judge check scenarios/hkk --junit {report} >&-",
        shell=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 2
    assert done.stderr == "judge: standard output is closed: nothing could be printed\n"
    suite = xml.dom.minidom.parse(str(report)).documentElement
    assert suite.getAttribute("failures") == "0" and int(suite.getAttribute("tests")) > 0


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ("show 9999", 2),  # no such clause
        ("check no/such/folder", 2),
        ("search --limit 0 x", 2),  # a usage error, read by typer
        ("show 514.6", 0),
        ("check scenarios/hkk", 0),
    ],
)
def test_with_stderr_closed_the_exit_status_is_the_same(args: str, code: int) -> None:
    done = subprocess.run(
        f"{sys.executable} -m judge {args} 2>&-",
        shell=True,
        capture_output=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == code
