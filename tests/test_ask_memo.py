"""``judge ask`` remembers a reply in the cache: a question asked again prints exactly what was
computed the first time (text, JSON, the file ``--save`` writes, the exit code), and anything a
reply depends on (the question, the options, the rulebook) gives another entry."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()

QUESTIONS = [
    "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?",
    "Отбивается ли закрытое существо от атаки ударом?",
    "Három lény támadhat egy lényre?",
    "что такое защитник?",  # not a situation: the FAQ fallback
    "совсем не про игру ничего",
]
OPTIONS = [[], ["--json"], ["--game", "berserk"], ["-n", "1"]]


def _ask(args: list[str], save: Path | None = None) -> tuple[int, str, str, str | None]:
    extra = ["--save", str(save)] if save is not None else []
    result = runner.invoke(app, ["ask", *args, *extra])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    saved = None
    if save is not None and save.exists():
        saved = save.read_text(encoding="utf-8")
        save.unlink()
    return result.exit_code, result.stdout, result.stderr, saved


def _entries(cache: Path, kind: str = "reply") -> list[str]:
    """The remembered replies (or, ``kind="answer"``, the engine's answers) in the cache."""
    names = sorted(p.name for p in cache.glob(f"ask-{kind}-*")) if cache.is_dir() else []
    return names


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize("options", OPTIONS)
def test_a_remembered_reply_is_the_computed_one(
    question: str,
    options: list[str],
    cache_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    args = [*options, question]
    first = _ask(args)
    assert len(_entries(cache_dir)) == 1
    again = _ask(args)  # from the cache
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")  # caching off: computed from scratch
    uncached = _ask(args)
    assert first == again == uncached


@pytest.mark.parametrize("question", [QUESTIONS[0], QUESTIONS[2], QUESTIONS[3]])
@pytest.mark.parametrize("options", [[], ["--json"]])
def test_save_from_a_remembered_reply(
    question: str,
    options: list[str],
    cache_dir: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "situation.yaml"
    first = _ask([*options, question], path)
    again = _ask([*options, question], path)
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")
    uncached = _ask([*options, question], path)
    assert first == again == uncached
    situation = question != QUESTIONS[3]
    assert (first[3] is not None) == situation
    assert first[0] == (0 if situation else 1)


def test_each_question_and_option_has_its_own_entry(cache_dir: Path) -> None:
    _ask([QUESTIONS[1]])
    _ask([QUESTIONS[1] + " "])  # another text
    _ask(["--json", QUESTIONS[1]])
    _ask(["-n", "2", QUESTIONS[1]])
    _ask(["--game", "berserk", QUESTIONS[1]])
    assert len(_entries(cache_dir)) == 5


def test_a_damaged_entry_is_a_miss(cache_dir: Path) -> None:
    first = _ask([QUESTIONS[0]])
    (entry,) = _entries(cache_dir)
    path = cache_dir / entry
    data = bytearray(path.read_bytes())
    data[len(data) // 3] ^= 0xFF
    path.write_bytes(bytes(data))
    assert _ask([QUESTIONS[0]]) == first
    path.write_bytes(b"")
    assert _ask([QUESTIONS[0]]) == first


def test_another_rulebook_is_another_entry(cache_dir: Path, tmp_path: Path) -> None:
    """Without 514.6 the flyer case is no longer decided: a reply remembered for the bundled
    rulebook is not reused for the edited one (the key is the book's digest: a hash of the loaded
    texts and their paths)."""
    import json
    import shutil

    from judge.config import bundled_rulebook
    from judge.rulebook.load import load

    question = QUESTIONS[0]
    bundled = json.loads(_ask(["--json", question])[1])
    assert "514.6" in bundled["cites"]
    book = Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))
    same = json.loads(_ask(["--json", "--rulebook", str(book), question])[1])
    text = book / "berserk" / "002_fa0cfb8bde9b3e0b.txt"
    lines = text.read_text(encoding="utf-8").splitlines(keepends=True)
    text.write_text("".join(x for x in lines if not x.startswith("514.6.")), encoding="utf-8")
    edited = json.loads(_ask(["--json", "--rulebook", str(book), question])[1])
    bundled_digest, edited_digest = load(None).digest, load([book]).digest
    assert "514.6" in same["cites"]
    assert "514.6" not in edited["cites"]
    # the copy's first version is no longer a recent book: its reply went with its other entries
    heads = sorted([bundled_digest[:32], edited_digest[:32]])
    assert [e.split("-")[3] for e in _entries(cache_dir)] == heads


def test_an_atomic_write_leaves_no_temporary_and_keeps_the_mode(tmp_path: Path) -> None:
    import os
    import stat

    from judge.outputs import replace_atomically as atomic_write

    path = tmp_path / "out" / "entry.bin"
    assert atomic_write(path, b"one")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask
    path.chmod(0o640)
    assert atomic_write(path, b"two")
    assert path.read_bytes() == b"two"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in path.parent.iterdir()) == ["entry.bin"]
    (tmp_path / "dir").mkdir()
    assert not atomic_write(tmp_path / "dir", b"x")  # a folder in the way: no write, no residue
    assert list((tmp_path / "dir").iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir", "out"]


def test_the_same_situation_in_other_words_is_not_resolved_again(cache_dir: Path) -> None:
    """Options and wordings that read as the same situation share the engine's answer."""
    _ask([QUESTIONS[0]])
    _ask(["--json", QUESTIONS[0]])
    _ask(["-n", "1", QUESTIONS[0]])
    _ask([QUESTIONS[0].replace("бьёт", "бьет")])
    assert len(_entries(cache_dir)) == 4
    assert len(_entries(cache_dir, "answer")) == 1
    _ask([QUESTIONS[2]])
    assert len(_entries(cache_dir, "answer")) == 2


def test_every_remembered_answer_is_the_engines(cache_dir: Path) -> None:
    """For every test question read as a situation, the answer read back from the cache is the
    computed one, types included (what the rendering sees is the same)."""
    import yaml

    from judge.ask import memo
    from judge.ask.cases import (
        NotASituation,
        answer_situation,
        decode_answer,
        encode_answer,
        read,
    )
    from judge.rulebook.load import load

    rulebook = load(None)
    items = yaml.safe_load((Path(__file__).parent / "data" / "ask_questions.yaml").read_text())
    checked = 0
    for item in items:
        situation = read(item["q"], rulebook)
        if situation is None:
            continue
        try:
            reply = answer_situation(situation, rulebook)
        except NotASituation:
            continue
        name = memo.answer_key(rulebook.digest, situation)
        assert name is not None
        data = encode_answer(reply)
        assert data is not None, item["q"]
        assert memo.remember_answer(name, data)
        back = memo.recall_answer(name, lambda d: decode_answer(d, situation))  # noqa: B023
        assert back is not None and memo.identical(back, reply), item["q"]
        checked += 1
    assert checked > 100


def test_the_screen_width_and_the_working_folder_have_their_own_entries(
    cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Text is wrapped to the screen's width and paths are shown from the working folder: a
    reply remembered for one is not printed for another."""
    question = "что такое защитник? кто может защитить карту во вспомогательной зоне"
    piped = _ask([question])
    monkeypatch.setenv("COLUMNS", "50")
    narrow = _ask([question])
    assert _ask([question]) == narrow
    monkeypatch.setenv("JUDGE_CACHE_DIR", "")
    assert _ask([question]) == narrow
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(cache_dir))
    monkeypatch.delenv("COLUMNS")
    monkeypatch.chdir(tmp_path)
    elsewhere = _ask([question])
    assert len(_entries(cache_dir)) == 3
    assert piped[0] == narrow[0] == elsewhere[0] == 0
    assert narrow[1] != piped[1]  # the closest clauses wrapped to the screen
