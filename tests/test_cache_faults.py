"""A cache is only ever a speed-up: whatever is wrong with a cache file (a flipped byte, a wrong
shape, a FIFO, no permission, a strange folder name), the next run prints what a clean run prints
and repairs the entry — never a traceback, never a hang, never a different answer."""

from __future__ import annotations

import marshal
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from judge import cache
from judge.cli import app
from judge.search import build as search_build
from judge.search import index as search_module

runner = CliRunner()

#: commands that between them read every cache file: the parsed rulebook and the citations
#: (show), the search index and the typo corrections (a misspelt search word)
COMMANDS = (
    ["show", "514.6", "--json"],
    ["search", "летаюшее", "существо", "--json"],
    ["ask", "может ли летаюшее существо защитить", "--json"],
)
KINDS = ("rulebook-", "citations-", "search-", "typos-")


def run_all() -> list[tuple[int, str]]:
    """Every command's exit code and stdout, in a fresh state (no index kept open in-process)."""
    outputs = []
    for args in COMMANDS:
        search_module.close_all()  # closed, not only forgotten
        result = runner.invoke(app, args)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.output
        outputs.append((result.exit_code, result.stdout))
    return outputs


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[tuple[int, str]], Path]:
    """A clean run's outputs and the cache folder it left (kept as the pristine copy)."""
    with pytest.MonkeyPatch.context() as mp:
        folder = tmp_path_factory.mktemp("pristine") / "cache"
        mp.setenv("JUDGE_CACHE_DIR", str(folder))
        mp.delenv("JUDGE_RULEBOOK", raising=False)
        outputs = run_all()
        assert run_all() == outputs  # and a warm run agrees with the cold one
    return outputs, folder


def restore(pristine: Path, target: Path) -> None:
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(pristine, target)


def entry(folder: Path, kind: str) -> Path:
    (found,) = [p for p in folder.iterdir() if p.name.startswith(kind)]
    return found


def test_a_clean_run_writes_every_kind_of_cache_file(clean) -> None:
    _, pristine = clean
    names = sorted(p.name for p in pristine.iterdir())
    assert [k for k in KINDS if any(n.startswith(k) for n in names)] == list(KINDS), names
    assert not [n for n in names if n.startswith(".")], "a temporary file was left behind"


# ------------------------------------------------------------------ the examples of the report


def corrupt_and_compare(clean, cache_dir: Path, kind: str, data: bytes) -> None:
    outputs, pristine = clean
    restore(pristine, cache_dir)
    entry(cache_dir, kind).write_bytes(data)
    assert run_all() == outputs
    assert cache.load(cache.named(entry(cache_dir, kind).name), bytes) is not None, (
        "the entry was not rebuilt"
    )


def test_a_flipped_byte_in_the_search_database(clean, cache_dir: Path) -> None:
    _, pristine = clean
    data = bytearray(entry(pristine, "search-").read_bytes())
    data[len(data) // 2] ^= 0xFF  # 'database disk image is malformed', or a silently other text
    corrupt_and_compare(clean, cache_dir, "search-", bytes(data))


@pytest.mark.parametrize(
    "payload",
    [b"N", marshal.dumps(None), marshal.dumps([1, 2]), marshal.dumps({"rules": 1})],
    ids=["N", "None", "list", "dict"],
)
def test_a_citations_cache_of_the_wrong_shape(clean, cache_dir: Path, payload: bytes) -> None:
    corrupt_and_compare(clean, cache_dir, "citations-", payload)
    corrupt_and_compare(clean, cache_dir, "citations-", cache.seal(payload))


@pytest.mark.parametrize(
    "payload",
    [marshal.dumps([("a", "b")]), marshal.dumps({"k": 3}), marshal.dumps({1: ("a", "b")})],
    ids=["list", "int-value", "int-key"],
)
def test_a_typos_cache_of_the_wrong_shape(clean, cache_dir: Path, payload: bytes) -> None:
    corrupt_and_compare(clean, cache_dir, "typos-", cache.seal(payload))


def test_a_rulebook_cache_of_another_format(clean, cache_dir: Path) -> None:
    corrupt_and_compare(clean, cache_dir, "rulebook-", cache.seal(marshal.dumps((2, "x", 5))))


@pytest.mark.parametrize("kind", KINDS)
def test_a_fifo_or_a_folder_in_place_of_an_entry(clean, cache_dir: Path, kind: str) -> None:
    outputs, pristine = clean
    for make in (os.mkfifo, os.mkdir):
        restore(pristine, cache_dir)
        path = entry(cache_dir, kind)
        path.unlink()
        make(path)
        assert run_all() == outputs  # a FIFO would block a plain read forever


def test_a_cache_folder_without_search_permission(clean, tmp_path: Path) -> None:
    """No search (x) permission on the cache folder: is_file() and open() raise PermissionError.
    Every command works, uncached. (Run as an unprivileged user: permissions do not bind root.)"""
    if os.geteuid() == 0:
        pytest.skip("permissions do not bind root; see the simulated test below")
    outputs, _ = clean
    folder = tmp_path / "cache"
    folder.mkdir()
    folder.chmod(0o600)
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("JUDGE_CACHE_DIR", str(folder / "inner"))
            assert run_all() == outputs
    finally:
        folder.chmod(0o755)


def test_a_cache_folder_that_refuses_every_access(clean, cache_dir: Path, monkeypatch) -> None:
    """The same fault simulated for any user: every stat, open and mkdir under the cache folder
    raises PermissionError."""
    outputs, pristine = clean
    restore(pristine, cache_dir)
    inside = str(cache_dir)

    def refusing(real):
        def call(path, *args, **kwargs):
            if os.fspath(path).startswith(inside):
                raise PermissionError(13, "Permission denied", os.fspath(path))
            return real(path, *args, **kwargs)

        return call

    for name in ("open", "stat", "lstat", "mkdir", "unlink", "replace"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name)))
    assert run_all() == outputs


@pytest.mark.parametrize("name", ["ca?che", "ca#che", "a?b=c#d&mode=rw"])
def test_a_cache_folder_named_with_uri_characters(tmp_path: Path, monkeypatch, name) -> None:
    """SQLite reads ``?`` and ``#`` in a ``file:`` URI: the index must land in the folder named,
    nowhere else, and be reused."""
    folder = tmp_path / name
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(folder))
    first = run_all()
    assert sorted(p.name for p in tmp_path.iterdir()) == [name], "a stray file outside the cache"
    built = []
    real = search_build.build
    monkeypatch.setattr(search_build, "build", lambda *a, **k: built.append(1) or real(*a, **k))
    assert run_all() == first
    assert built == [], "the cached search index was not reused"


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"XDG_CACHE_HOME": "relative/cache", "HOME": "{home}"}, "{home}/.cache/judge"),
        ({"XDG_CACHE_HOME": "/x/cache", "HOME": "{home}"}, "/x/cache/judge"),
        ({"XDG_CACHE_HOME": "", "HOME": ""}, None),
        ({"XDG_CACHE_HOME": "rel", "HOME": "rel-home"}, None),
        # a home that does not exist (HOME=/nonexistent, a service's) is never created
        ({"XDG_CACHE_HOME": "", "HOME": "{home}/nonexistent"}, None),
    ],
)
def test_cache_folder_from_the_environment(monkeypatch, tmp_path, env, expected) -> None:
    from judge.config import cache_dir

    monkeypatch.delenv("JUDGE_CACHE_DIR")
    for key, value in env.items():
        monkeypatch.setenv(key, value.replace("{home}", str(tmp_path)))
    wanted = Path(expected.replace("{home}", str(tmp_path))) if expected else None
    assert cache_dir() == wanted


# ------------------------------------------------------------------ random corruption


def _objects() -> st.SearchStrategy[object]:
    scalars = (
        st.none() | st.booleans() | st.integers() | st.text(max_size=8) | st.binary(max_size=8)
    )
    return st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.tuples(inner, inner)
            | st.dictionaries(st.text(max_size=6) | st.integers(), inner, max_size=4)
        ),
        max_leaves=12,
    )


@st.composite
def corruption(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` damaged: bytes flipped, cut short, grown, replaced, emptied, or replaced by a
    correctly sealed entry of some other shape."""
    how = draw(st.sampled_from(["flip", "truncate", "append", "random", "empty", "sealed"]))
    data = bytearray(original)
    if how == "flip":
        for _ in range(draw(st.integers(1, 8))):
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= draw(st.integers(1, 255))
    elif how == "truncate":
        del data[draw(st.integers(0, len(data) - 1)) :]
    elif how == "append":
        data += draw(st.binary(min_size=1, max_size=64))
    elif how == "random":
        data = bytearray(draw(st.binary(max_size=256)))
    elif how == "empty":
        data = bytearray()
    else:
        payload = draw(st.binary(max_size=64) | _objects().map(marshal.dumps))
        data = bytearray(cache.seal(payload))
    return bytes(data)


@pytest.mark.parametrize("kind", KINDS)
@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_any_corrupt_cache_file_costs_only_a_rebuild(clean, cache_dir, kind, data) -> None:
    outputs, pristine = clean
    restore(pristine, cache_dir)
    # every file the clean run left, whatever its kind (a cache added later is covered too)
    names = sorted(p.name for p in pristine.iterdir() if p.name.startswith(kind))
    name = data.draw(st.sampled_from(names)) if len(names) > 1 else names[0]
    original = (pristine / name).read_bytes()
    (cache_dir / name).write_bytes(data.draw(corruption(original)))
    assert run_all() == outputs


@settings(
    max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_other_cache_file_costs_only_a_rebuild(clean, cache_dir, data) -> None:
    """Cache files of kinds this test does not name (added later) are corrupted too."""
    outputs, pristine = clean
    others = sorted(p.name for p in pristine.iterdir() if not p.name.startswith(KINDS))
    if not others:
        return
    restore(pristine, cache_dir)
    name = data.draw(st.sampled_from(others))
    (cache_dir / name).write_bytes(data.draw(corruption((pristine / name).read_bytes())))
    assert run_all() == outputs
