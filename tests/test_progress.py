"""Progress of long work: on standard error when it is a terminal (here a pseudo-terminal) and
the work has taken ``judge.progress.DELAY`` (set to 0 here, so the test needs no long work);
nothing when stderr is piped, with ``--json`` or ``--quiet``, or from the library."""

from __future__ import annotations

import io
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from judge import progress

#: the console script with no delay before progress shows; prints nothing of its own
RUN = """
import sys
import judge.progress
judge.progress.DELAY = 0
from judge.console import main
sys.argv = ["judge", *sys.argv[1:]]
main()
"""


def judge_on(stderr_terminal: bool, *args: str, cwd: Path) -> tuple[int, str, str]:
    """``judge ARGS…`` with stdout piped and stderr on a pseudo-terminal (or piped): the exit
    status, stdout, and what reached stderr."""
    env = {**os.environ, "JUDGE_CACHE_DIR": "", "COLUMNS": "80", "TERM": "xterm"}
    env.pop("NO_COLOR", None)
    if not stderr_terminal:
        done = subprocess.run(
            [sys.executable, "-c", RUN, *args], cwd=cwd, env=env, capture_output=True, timeout=300
        )
        return done.returncode, done.stdout.decode(), done.stderr.decode()
    leader, follower = pty.openpty()
    out = cwd / "stdout.txt"
    with out.open("wb") as sink:
        child = subprocess.Popen(
            [sys.executable, "-c", RUN, *args],
            cwd=cwd,
            env=env,
            stdout=sink,
            stderr=follower,
            stdin=subprocess.DEVNULL,
        )
    os.close(follower)
    seen = bytearray()
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closed: the child is done
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    code = child.wait(timeout=300)
    return code, out.read_text(encoding="utf-8"), seen.decode(errors="replace")


@pytest.fixture
def suite() -> Path:
    from judge.config import bundled_scenarios

    return bundled_scenarios()


def test_check_shows_progress_on_a_terminal_only(suite: Path, tmp_path: Path) -> None:
    code, out, err = judge_on(True, "check", str(suite), cwd=tmp_path)
    assert code == 0, out + err
    assert "checking scenarios" in err
    assert "\x1b[" in err  # drawn, then erased: the terminal's escapes
    assert out.splitlines()[-1].endswith(" passed, 0 failed")
    code, out_piped, err_piped = judge_on(False, "check", str(suite), cwd=tmp_path)
    assert code == 0 and err_piped == ""
    assert out_piped == out  # the same report either way


@pytest.mark.parametrize("flag", ["--json", "--quiet"])
def test_nothing_with_json_or_quiet(suite: Path, tmp_path: Path, flag: str) -> None:
    code, out, err = judge_on(True, "check", flag, str(suite), cwd=tmp_path)
    assert code == 0, out + err
    assert "checking" not in err and "\x1b[" not in err


def test_site_shows_its_steps(tmp_path: Path) -> None:
    code, out, err = judge_on(True, "site", str(tmp_path / "out"), "--no-search", cwd=tmp_path)
    assert code == 0, out + err
    assert "site: " in err
    assert out.startswith(f"wrote {tmp_path / 'out'}: ")


def test_a_dumb_terminal_gets_none(monkeypatch: pytest.MonkeyPatch) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stderr", Terminal())
    monkeypatch.setattr(progress, "_enabled", True)
    monkeypatch.setenv("TERM", "xterm")
    assert progress.wanted()
    monkeypatch.setenv("TERM", "dumb")
    assert not progress.wanted()


def test_the_library_shows_nothing_unless_turned_on(monkeypatch: pytest.MonkeyPatch) -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stderr", Terminal())
    monkeypatch.setattr(progress, "DELAY", 0)
    monkeypatch.setattr(progress, "_enabled", False)
    assert list(progress.track(range(3), "counting")) == [0, 1, 2]
    with progress.status("waiting"):
        pass
    assert sys.stderr.getvalue() == ""
    monkeypatch.setattr(sys, "stderr", io.StringIO())  # on, but not a terminal
    monkeypatch.setattr(progress, "_enabled", True)
    assert list(progress.track(range(3), "counting")) == [0, 1, 2]
    assert sys.stderr.getvalue() == ""
