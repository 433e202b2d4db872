"""The rules editor's and the pip user's workflow: the bundled files exported as a starting
point, named the way the output shows them, and every suggested command that can be pasted."""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook, bundled_scenarios
from judge.edits import stale

runner = CliRunner()
ROOT = Path(__file__).resolve().parent.parent
EDITED = ROOT / "examples" / "edited" / "berserk"
FLYER = "scenarios/berserk/defend-flyer-strikes-auxiliary.yaml"


def judge(*args: str):
    return runner.invoke(app, list(args))


def bundled_files() -> list[str]:
    return sorted(
        f"{name}/{p.relative_to(base).as_posix()}"
        for name, base in (("rulebook", bundled_rulebook()), ("scenarios", bundled_scenarios()))
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    )


# ------------------------------------------------------------------------------ export


def test_export_writes_the_bundled_rulebook_and_scenarios(tmp_path: Path) -> None:
    target = tmp_path / "mine"
    result = judge("export", str(target), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["schema"] == 1 and data["directory"] == str(target)
    assert sorted(data["written"]) == bundled_files()
    for name in data["written"]:
        source = bundled_rulebook() if name.startswith("rulebook/") else bundled_scenarios()
        assert (target / name).read_bytes() == (source / name.split("/", 1)[1]).read_bytes()
    # the copy is a working rulebook and suite
    check = judge(
        "check", "--quiet", "--rulebook", str(target / "rulebook"), str(target / "scenarios")
    )
    assert check.exit_code == 0, check.output
    assert check.output.startswith(
        f"{len(list(bundled_scenarios().rglob('*.yaml')))} passed, 0 failed"
    )


def test_export_text_says_what_to_do_next(tmp_path: Path) -> None:
    result = judge("export", str(tmp_path / "mine"))
    assert result.exit_code == 0
    assert result.output.startswith(f"wrote {len(bundled_files())} files to {tmp_path / 'mine'}")
    assert f"judge check --rulebook {tmp_path / 'mine'}/rulebook" in result.output


def test_export_refuses_a_folder_that_is_not_empty(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    result = judge("export", str(tmp_path))
    assert result.exit_code == 2
    assert (
        result.output.count("\n") == 1
        and "not empty" in result.output
        and "--force" in result.output
    )
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]
    result = judge("export", str(tmp_path), "--force")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "notes.txt").read_text() == "mine"
    assert (tmp_path / "rulebook" / "hkk" / "book.yaml").is_file()


def test_export_to_a_file_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    result = judge("export", str(tmp_path / "file"), "--force")
    assert result.exit_code == 2 and "not a folder" in result.output


# ------------------------------------------------------------------------------ shown names


def test_a_bundled_scenario_is_reached_by_its_shown_name_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = judge("resolve", FLYER)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == FLYER
    result = judge("check", "scenarios/hkk", "--json")
    assert result.exit_code == 0, result.output
    files = [r["path"] for r in json.loads(result.output)["results"]]
    assert files and all(f.startswith("scenarios/hkk/") for f in files)
    result = judge("diff", "rulebook/berserk", str(EDITED), "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["changed"] == ["514.6"]
    # a local file of that name wins over the bundled one
    local = tmp_path / FLYER
    local.parent.mkdir(parents=True)
    text = (bundled_scenarios() / "berserk" / "defend-flyer-strikes-auxiliary.yaml").read_text()
    local.write_text(text.replace("Летающее существо бьёт", "Local copy"), encoding="utf-8")
    assert "Local copy" in judge("resolve", FLYER).output
    # and a name that is neither stays an error naming it
    missing = judge("resolve", "scenarios/berserk/no-such.yaml")
    assert missing.exit_code == 2 and "scenarios/berserk/no-such.yaml" in missing.output


# ------------------------------------------------------------------------------ suggested commands


@pytest.fixture
def edited_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The edited example rulebook, and scratch copies of the games' recorded texts to record
    into (the berserk one returned)."""
    copies = {}
    for game, file in stale.fingerprint_files().items():
        copies[game] = tmp_path / game / file.name
        copies[game].parent.mkdir()
        shutil.copy(file, copies[game])
    monkeypatch.setattr(stale, "fingerprint_files", lambda: dict(copies))
    monkeypatch.chdir(ROOT)
    return copies["berserk"]


def test_every_suggested_update_keeps_the_rulebook_and_pasting_it_records(
    edited_copy: Path,
) -> None:
    rulebook = "examples/edited/berserk"
    suggested = f"judge fingerprint --update berserk:514.6 --rulebook {rulebook}"
    for args in (
        ["check", "--quiet", "--rulebook", rulebook],
        ["lint", "--rulebook", rulebook],
        ["fingerprint", "--rulebook", rulebook],
        ["check", "-q", "-r", rulebook],
    ):
        result = judge(*args)
        assert result.exit_code == 1, (args, result.output)
        assert suggested in result.output, args
    before = json.loads(edited_copy.read_text(encoding="utf-8"))["clauses"]["berserk:514.6"]
    assert "другое" in before["text"]
    pasted = judge(*shlex.split(suggested)[1:])
    assert pasted.exit_code == 0, pasted.output
    after = json.loads(edited_copy.read_text(encoding="utf-8"))["clauses"]["berserk:514.6"]
    assert "любое" in after["text"]
    assert judge("check", "--quiet", "--rulebook", rulebook).exit_code == 0


def test_without_rulebook_the_suggestion_has_none(edited_copy: Path, monkeypatch) -> None:
    monkeypatch.setenv("JUDGE_RULEBOOK", str(EDITED))  # the environment carries it
    result = judge("check", "--quiet")
    assert result.exit_code == 1
    assert "judge fingerprint --update berserk:514.6\n" in result.output


def test_fingerprint_update_refuses_an_installed_package(
    edited_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the records are inside the package, and the package is an installed one
    monkeypatch.setattr("judge.config.installed", lambda: True)
    monkeypatch.setattr("judge.config.package_dir", lambda: edited_copy.parent.parent)
    before = edited_copy.read_bytes()
    result = judge("fingerprint", "--update", "--rulebook", str(EDITED))
    assert result.exit_code == 2
    assert result.output.count("\n") == 1
    assert "pip install -e ." in result.output and "judge export" in result.output
    assert edited_copy.read_bytes() == before
