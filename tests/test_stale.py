"""Stale encoded rules: fingerprints recorded from the bundled rulebook vs edited copies."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from judge import games
from judge.cli import app
from judge.config import bundled_rulebook
from judge.edits.normalize import fingerprint, normalize_text
from judge.edits.stale import (
    find_stale,
    fingerprint_files,
    read_fingerprints,
    record_fingerprints,
)
from judge.engine.citations import ScenarioCites
from judge.engine.registry import Rule
from judge.errors import JudgeError
from judge.render.stale import stale_json as stale_to_json
from judge.render.stale import stale_text as render_stale
from judge.rulebook.load import load
from judge.suite.health import stale_findings

runner = CliRunner()

DEFENDERS = "berserk/002_fa0cfb8bde9b3e0b.txt"
OTHER_FLYER = "вспомогательной зоне может выступить другое летающее существо."
ANY_FLYER = "вспомогательной зоне может выступить любое летающее существо."

RULES = [
    Rule(
        "judge.games.berserk.rules.flyer_defends",
        "berserk",
        ("514.6",),
        "judge/games/berserk.py",
        40,
        "",
    ),
    Rule(
        "judge.games.berserk.rules.ground",
        "berserk",
        ("514.4", "514.5"),
        "judge/games/berserk.py",
        60,
        "",
    ),
    Rule("judge.games.hkk.rules.limit", "hkk", ("34.5",), "judge/games/hkk.py", 12, ""),
]
VERDICTS = [
    ScenarioCites("scenarios/berserk/flyer.yaml", "berserk", ("514.6",)),
    ScenarioCites("scenarios/berserk/ground.yaml", "berserk", ("514.4",)),
]


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    return Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))


@pytest.fixture
def prints(tmp_path: Path) -> Path:
    """A fingerprint file recorded for RULES from the bundled rulebook."""
    path = tmp_path / "fingerprints.json"
    record_fingerprints(load(), rules=RULES, path=path)
    return path


def edit(root: Path, name: str, before: str, after: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert before in text
    path.write_text(text.replace(before, after, 1), encoding="utf-8")


def test_normalization_ignores_typography_only() -> None:
    assert normalize_text("«Атака»\u00a0– это  удар") == normalize_text('"Атака" - это удар')
    assert normalize_text("„idézet” — és ‘más’") == '"idézet" - és "más"'
    assert fingerprint("a  b") == fingerprint("a\nb")
    assert fingerprint("другое") != fingerprint("любое")


@given(st.text())
def test_normalizing_twice_changes_nothing(text: str) -> None:
    once = normalize_text(text)
    assert normalize_text(once) == once
    assert fingerprint(once) == fingerprint(text)


@given(st.lists(st.text(alphabet="абвгдеёжзabcdé.,;0123456789", min_size=1), min_size=1))
def test_spacing_and_dash_or_quote_style_never_change_a_fingerprint(words: list[str]) -> None:
    plain = " ".join(words)
    assert fingerprint("\u00a0 \n".join(words)) == fingerprint(plain)
    assert fingerprint(f"«{plain}» – „{plain}“") == fingerprint(f'"{plain}" - "{plain}"')


def test_recording_writes_each_cited_clause_with_its_text(prints: Path) -> None:
    records = read_fingerprints(prints)
    assert sorted(records) == ["berserk:514.4", "berserk:514.5", "berserk:514.6", "hkk:34.5"]
    record = records["berserk:514.6"]
    assert record.document == "berserk-513-514"
    assert record.text.endswith("может выступить другое летающее существо.")
    assert record.fingerprint == fingerprint(record.text)
    assert records["hkk:34.5"].text == "Egy lényre egyszerre maximum két lény támadhat."
    assert [p.name for p in prints.parent.iterdir()] == ["fingerprints.json"]  # no temp files


def test_the_rulebook_they_were_recorded_from_has_no_stale_rule(prints: Path) -> None:
    assert find_stale(load(), rules=RULES, verdicts=VERDICTS, path=prints) == []


def test_changing_514_6_makes_the_rule_implementing_it_stale(copy: Path, prints: Path) -> None:
    edit(copy, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    [stale] = find_stale(load([copy]), rules=RULES, verdicts=VERDICTS, path=prints)
    assert stale.clause == "514.6"
    assert stale.kind == "changed"
    assert stale.where == "judge/games/berserk.py:40"
    assert stale.document == "berserk-513-514"
    assert stale.scenarios == ["scenarios/berserk/flyer.yaml"]
    text = render_stale([stale])
    assert "judge/games/berserk.py:40 flyer_defends — 514.6 [berserk-513-514]" in text
    assert "[-другое-] {+любое+}" in text
    assert "scenarios/berserk/flyer.yaml" in text
    assert "устаревшее правило: judge/games/berserk.py:40" in render_stale([stale], "ru")
    [data] = stale_to_json([stale])
    assert data["clause"] == "514.6"
    assert data["rule"] == "judge/games/berserk.py:40"
    assert data["recorded_text"].endswith("другое летающее существо.")
    assert data["text"].endswith("любое летающее существо.")
    [finding] = stale_findings([stale])
    assert (finding.source, finding.line, finding.severity) == (
        "judge/games/berserk.py",
        40,
        "error",
    )
    assert finding.line_text().startswith(
        "judge/games/berserk.py:40: error: stale-rule: "
        "rule judge.games.berserk.rules.flyer_defends "
        "implements 514.6 [berserk-513-514], whose text changed since it was recorded: "
    )
    assert "[-другое-] {+любое+}" in finding.message


def test_typography_alone_does_not_make_a_rule_stale(copy: Path, prints: Path) -> None:
    edit(copy, DEFENDERS, "514.6. Защитником от удара", "514.6.  Защитником\u00a0от   удара")
    assert find_stale(load([copy]), rules=RULES, verdicts=VERDICTS, path=prints) == []


def test_a_renumbering_makes_rules_stale_and_says_where_the_text_went(
    copy: Path, prints: Path
) -> None:
    path = copy / DEFENDERS
    text = re.sub(
        r"^514\.([5-9])\.",
        lambda m: f"514.{int(m.group(1)) + 1}.",
        path.read_text(encoding="utf-8"),
        flags=re.M,
    )
    text = text.replace("514.6. Защитником", "514.5. Новый пункт.\n514.6. Защитником", 1)
    path.write_text(text, encoding="utf-8")
    stale = find_stale(load([copy]), rules=RULES, verdicts=VERDICTS, path=prints)
    assert [(s.clause, s.kind, s.moved_to) for s in stale] == [
        ("514.6", "changed", "514.7"),
        ("514.5", "changed", "514.6"),
    ]


def test_a_removed_clause_makes_its_rule_stale(copy: Path, prints: Path) -> None:
    path = copy / "hkk/001_aaf65c05475313e5.txt"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("34.5.")] + text[text.index("34.6.") :], encoding="utf-8")
    [stale] = find_stale(load([copy]), rules=RULES, verdicts=VERDICTS, path=prints)
    assert (stale.game, stale.clause, stale.kind) == ("hkk", "34.5", "removed")
    assert stale.current is None


def test_a_rule_with_no_recorded_text_is_reported(prints: Path) -> None:
    rules = [*RULES, Rule("t.new", "berserk", ("514.9",), "judge/games/berserk.py", 99, "")]
    [stale] = find_stale(load(), rules=rules, verdicts=VERDICTS, path=prints)
    assert (stale.clause, stale.kind) == ("514.9", "unrecorded")


def test_rules_of_games_not_loaded_are_not_checked(copy: Path, prints: Path) -> None:
    edit(copy, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    assert find_stale(load([copy / "hkk"]), rules=RULES, verdicts=VERDICTS, path=prints) == []


def test_recording_only_some_clauses_leaves_the_others(copy: Path, prints: Path) -> None:
    edit(copy, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    edit(copy, DEFENDERS, "или другое летающее существо.", "или иное летающее существо.")  # 514.5
    done = record_fingerprints(load([copy]), only=["514.6"], rules=RULES, path=prints)
    assert done.updated == ["berserk:514.6"]
    stale = find_stale(load([copy]), rules=RULES, verdicts=VERDICTS, path=prints)
    assert [s.clause for s in stale] == ["514.5"]
    with pytest.raises(JudgeError, match="no encoded rule cites 999"):
        record_fingerprints(load([copy]), only=["999"], rules=RULES, path=prints)


def test_records_no_rule_cites_are_dropped(prints: Path) -> None:
    done = record_fingerprints(load(), rules=RULES[:1], path=prints)
    assert done.dropped == ["berserk:514.4", "berserk:514.5", "hkk:34.5"]
    assert sorted(read_fingerprints(prints)) == ["berserk:514.6"]


# ------------------------------------------------ the bundled rules and their recorded texts


def test_every_encoded_rule_of_the_bundled_rulebook_is_fingerprinted_and_current() -> None:
    files = fingerprint_files()
    assert set(files) == set(games.game_ids())
    for file in files.values():
        assert file.is_file(), "record with: judge fingerprint --update"
    stale = find_stale(load())
    assert stale == [], render_stale(stale)


def test_cli_fingerprint_reports_the_bundled_rulebook_current() -> None:
    result = runner.invoke(app, ["fingerprint"])
    assert result.exit_code == 0, result.output
    assert result.output == "No stale rules.\n"


def test_cli_fingerprint_on_an_edited_copy_exits_1_naming_514_6(copy: Path) -> None:
    edit(copy, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    result = runner.invoke(app, ["fingerprint", "--rulebook", str(copy), "--json"])
    assert result.exit_code == 1, result.output
    stale = json.loads(result.output)["stale"]
    assert stale and {s["clause"] for s in stale} == {"514.6"}
    assert all(s["rule"].startswith("judge/games/") for s in stale)
