"""What a scenario folder holds is checked or named, never passed over in silence: linked folders
are followed (a link back to an ancestor walked once), a folder that cannot be read and a name
that is not UTF-8 are ERROR items (exit 2); the JUnit report stays well-formed whatever the
values hold (U+FFFE, controls, file names in other encodings); card names that differ only by
invisible characters or spaces are one card, and two such spellings defined as two cards are an
error naming both; the same invisible marks inside a search word are ignored."""

from __future__ import annotations

import os
import shutil
import xml.dom.minidom
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.errors import ScenarioError
from judge.scenario.load import iter_scenario_files, load_scenario

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
GOOD = SCENARIOS / "hkk" / "two-on-one.yaml"
FLYER = SCENARIOS / "berserk" / "defend-flyer-strikes-auxiliary.yaml"


def judge(*args: str):
    return runner.invoke(app, list(args))


def suite(root: Path) -> Path:
    """A scenario tree: ``berserk/`` a real folder, ``hkk`` a link to one beside the tree."""
    (root / "suite" / "berserk").mkdir(parents=True)
    shutil.copy(FLYER, root / "suite" / "berserk" / "flyer.yaml")
    (root / "shared" / "hkk").mkdir(parents=True)
    shutil.copy(GOOD, root / "shared" / "hkk" / "two-on-one.yaml")
    (root / "suite" / "hkk").symlink_to(root / "shared" / "hkk", target_is_directory=True)
    return root / "suite"


# ------------------------------------------------------------------ links, loops, unreadable


def test_a_linked_game_folder_is_followed(tmp_path: Path) -> None:
    folder = suite(tmp_path)
    result = judge("check", str(folder))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed"
    assert f"PASS {folder}/hkk/two-on-one.yaml" in result.stdout


def test_a_link_back_to_an_ancestor_is_walked_once(tmp_path: Path) -> None:
    folder = suite(tmp_path)
    (folder / "berserk" / "again").symlink_to("..", target_is_directory=True)
    (folder / "hkk-too").symlink_to(folder / "hkk", target_is_directory=True)
    files = iter_scenario_files([folder])
    assert sorted(p.name for p in files) == ["flyer.yaml", "two-on-one.yaml"]


def test_an_unreadable_folder_is_an_error_item(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder whose listing fails (a folder of mode 000 for an ordinary user; root reads it,
    so the failure is made here) is named, and the run exits 2 after the others."""
    folder = suite(tmp_path)
    locked = folder / "locked"
    locked.mkdir()
    shutil.copy(GOOD, locked / "hidden-case.yaml")
    scandir = os.scandir

    def listing(path):
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", listing)
    result = judge("check", str(folder))
    assert result.exit_code == 2
    assert f"ERROR {locked}\n  {locked}: cannot read the folder: Permission denied\n" in (
        result.stdout
    )
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed, 1 error"
    assert result.stderr == f"judge: {locked}: cannot read the folder: Permission denied\n"


def test_a_link_that_cannot_be_followed_is_an_error_item(tmp_path: Path) -> None:
    folder = suite(tmp_path)
    (folder / "loop").symlink_to("loop")  # a link to itself: ELOOP, whoever reads it
    result = judge("check", str(folder))
    assert result.exit_code == 2
    assert f"ERROR {folder}/loop\n  {folder}/loop: cannot read: Too many levels of symbolic" in (
        result.stdout
    )
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed, 1 error"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a folder of mode 000")
def test_a_folder_of_mode_000_is_an_error_item(tmp_path: Path) -> None:
    folder = suite(tmp_path)
    locked = folder / "locked"
    locked.mkdir()
    shutil.copy(GOOD, locked / "case.yaml")
    locked.chmod(0)
    try:
        result = judge("check", str(folder))
    finally:
        locked.chmod(0o755)
    assert result.exit_code == 2
    assert f"ERROR {locked}" in result.stdout


def test_names_that_are_not_utf8_are_error_items(tmp_path: Path) -> None:
    folder = suite(tmp_path)
    raw = os.fsencode(folder)
    shutil.copy(GOOD, raw + b"/k\xe9t.yaml")
    os.mkdir(raw + b"/j\xe1t\xe9k")
    result = judge("check", str(folder))
    assert result.exit_code == 2
    assert f"ERROR {folder}/k\\xe9t.yaml\n" in result.stdout
    assert f"{folder}/k\\xe9t.yaml: the file name is not valid UTF-8: rename it" in result.stdout
    assert f"{folder}/j\\xe1t\\xe9k: the folder name is not valid UTF-8: rename it" in (
        result.stdout
    )
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed, 2 errors"


# ------------------------------------------------------------------ JUnit


def test_the_junit_report_is_well_formed_whatever_the_values_hold(tmp_path: Path) -> None:
    text = FLYER.read_text(encoding="utf-8")
    hostile = text.replace(
        "title: Летающее существо бьёт карту во вспомогательной зоне",
        'title: "\\uFFFE\\uFFFF \\x01\\e[2J сущ"',
    ).replace("514.6", "514.7")  # a failing case: its message repeats the values
    (tmp_path / "hostile.yaml").write_text(hostile, encoding="utf-8")
    shutil.copy(GOOD, os.fsencode(tmp_path) + b"/k\xe9t.yaml")
    report = tmp_path / "report.xml"
    result = judge("check", str(tmp_path), "--junit", str(report))
    assert result.exit_code == 2
    suite_ = xml.dom.minidom.parse(str(report)).documentElement
    assert (suite_.getAttribute("failures"), suite_.getAttribute("errors")) == ("1", "1")
    names = [case.getAttribute("name") for case in suite_.getElementsByTagName("testcase")]
    assert f"{tmp_path}/k\\xe9t.yaml" in names


# ------------------------------------------------------------------ invisible characters in names


BERSERK = """\
game: berserk
ask: who-may-defend
cards:
  Орк: {side: active, zone: battlefield, at: B2}
  Жрица: {side: inactive, zone: battlefield, at: B3}
attack: {by: Орк, target: Жрица}
"""
#: each character the issue names, typed into a name that means the same card
INVISIBLE = {
    "LRM": "\u200e",
    "RLM": "\u200f",
    "RLO": "\u202e",
    "LRI": "\u2066",
    "PDI": "\u2069",
    "ALM": "\u061c",
    "CGJ": "\u034f",
    "MVS": "\u180e",
    "VS16": "\ufe0f",
    "function application": "\u2061",
    "Hangul filler": "\u3164",
    "soft hyphen": "\u00ad",
    "zero-width space": "\u200b",
}
SPACES = {"no-break space": "\u00a0", "trailing space": " ", "ideographic space": "\u3000"}


@pytest.mark.parametrize("mark", list(INVISIBLE.values()), ids=list(INVISIBLE))
def test_a_second_card_differing_by_an_invisible_character_is_an_error_naming_both(
    tmp_path: Path, mark: str
) -> None:
    second = f"Ор{mark}к"
    text = BERSERK.replace(
        "attack:", f'  "{second}": {{side: inactive, zone: battlefield, at: C3}}\nattack:'
    )
    path = tmp_path / "alike.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == (
        f"{path}:6: cards.{second}: 'Ор<U+{ord(mark):04X}>к' is the same name as the card 'Орк' "
        "at line 4 (they differ only in Unicode normalization or invisible characters and "
        "spaces): one card, one spelling"
    )


@pytest.mark.parametrize("space", list(SPACES.values()), ids=list(SPACES))
def test_a_second_card_differing_by_a_space_is_an_error_naming_both(
    tmp_path: Path, space: str
) -> None:
    text = BERSERK.replace("Жрица", "Жрица Йорк").replace(
        "attack:", f'  "Жрица{space}Йорк{space}": {{side: inactive, zone: reserve}}\nattack:'
    )
    path = tmp_path / "alike.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    shown = f"<U+{ord(space):04X}>"
    typed = f"Жрица{shown if space != ' ' else ' '}Йорк{shown}"
    assert f"'{typed}' is the same name as the card 'Жрица Йорк' at line 5" in str(caught.value)


@pytest.mark.parametrize("mark", list(INVISIBLE.values()), ids=list(INVISIBLE))
def test_a_reference_with_an_invisible_character_finds_the_card(tmp_path: Path, mark: str) -> None:
    path = tmp_path / "ref.yaml"
    # (and a trailing no-break space: spaces at the ends of a name are no part of it)
    path.write_text(BERSERK.replace("by: Орк", f'by: "Ор{mark}к\u00a0"'), encoding="utf-8")
    scenario = load_scenario(path)
    assert sorted(scenario.cards) == ["Жрица", "Орк"]
    assert scenario.values.attack.by == "Орк"


def test_full_width_letters_are_a_look_alike_to_report(tmp_path: Path) -> None:
    text = BERSERK.replace("Орк", "Ork").replace(
        "attack:", "  Ｏｒｋ: {side: inactive, zone: reserve}\nattack:"
    )
    path = tmp_path / "wide.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError, match="'Ｏｒｋ' looks like the card 'Ork' at line 4"):
        load_scenario(path)


@pytest.mark.parametrize("mark", list(INVISIBLE.values()), ids=list(INVISIBLE))
def test_invisible_marks_inside_a_search_word_are_ignored(mark: str) -> None:
    plain = judge("search", "летающее", "--json")
    marked = judge("search", f"лета{mark}ющее", "--json")
    assert marked.exit_code == 0, marked.output
    assert marked.stdout == plain.stdout and "514.6" in plain.stdout
