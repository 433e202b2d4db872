"""Scenario runs that must neither hang nor mislead: FIFOs and oversized files, folders with no
scenarios or upper-case suffixes, one malformed file among good ones, stale rules in the JUnit
report, card names typed in other normal forms or with look-alike letters, an attack on itself,
UTF-16 files, and JUnit reports written where they cannot be."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook
from judge.errors import ScenarioError
from judge.scenario.load import MAX_SCENARIO_BYTES, load_scenario

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
GOOD = SCENARIOS / "hkk" / "two-on-one.yaml"

BERSERK = """\
game: berserk
ask: who-may-defend
cards:
  Гной: {side: active, zone: battlefield, at: B2}
  Жрица: {side: inactive, zone: battlefield, at: B3}
attack: {by: Гной, target: Жрица}
"""


def judge(*args: str):
    return runner.invoke(app, list(args))


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------ hangs and unbounded work


def test_a_fifo_in_a_scenario_folder_is_skipped_with_a_note(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path / "good.yaml")
    os.mkfifo(tmp_path / "pipe.yaml")
    done: list = []
    worker = threading.Thread(target=lambda: done.append(judge("check", str(tmp_path))))
    worker.start()
    worker.join(timeout=30)
    if worker.is_alive():  # unblock the reader so that the test run can end
        with open(tmp_path / "pipe.yaml", "w") as pipe:
            pipe.write("")
        worker.join()
        pytest.fail("check blocked on a FIFO")
    (result,) = done
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("1 passed, 0 failed\n")
    assert result.stderr == f"judge: note: {tmp_path / 'pipe.yaml'}: not a regular file, skipped\n"


def test_a_scenario_given_as_a_fifo_is_read(tmp_path: Path) -> None:
    """``judge resolve <(…)``: a FIFO named on purpose is read as a stream."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)

    def feed() -> None:
        with open(pipe, "w", encoding="utf-8") as handle:
            handle.write(GOOD.read_text(encoding="utf-8"))

    writer = threading.Thread(target=feed)
    writer.start()
    result = judge("resolve", str(pipe), "--json")
    writer.join()
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["game"] == "hkk"


def test_an_oversized_scenario_is_refused_before_reading(tmp_path: Path, monkeypatch) -> None:
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:  # sparse: 52 MB that cost nothing to make
        handle.truncate(52 * 1024 * 1024)
    read: list[int] = []
    real = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: read.append(n) or real(fd, n))
    started = time.perf_counter()
    with pytest.raises(ScenarioError) as caught:
        load_scenario(big)
    assert time.perf_counter() - started < 5  # refused, not parsed (no timing target: a bound)
    assert str(caught.value) == (
        f"{big}: too large for a scenario file (52.0 MiB, over the limit of 1 MiB)"
    )
    assert read == []


def test_an_endless_stream_stops_at_the_limit() -> None:
    with pytest.raises(ScenarioError, match="over the limit of 1 MiB"):
        load_scenario("/dev/zero")


def test_the_limit_is_far_above_any_real_scenario() -> None:
    largest = max(p.stat().st_size for p in SCENARIOS.rglob("*.yaml"))
    assert largest * 100 < MAX_SCENARIO_BYTES


def many_cards(count: int) -> str:
    cards = "".join(f"  c{i}: {{side: inactive, zone: reserve}}\n" for i in range(count))
    return (
        "game: hkk\nask: attack-declaration\ncards:\n"
        + cards
        + "  T: {side: active, zone: guard-post}\nattacks:\n  - {by: T, target: c1}\n"
    )


def test_loading_many_cards_is_linear(tmp_path: Path) -> None:
    """Work per card does not grow with the number of cards (counted, not timed: the number of
    comparisons a name check makes is what would make it quadratic)."""
    from judge.scenario import names

    calls = {"n": 0}
    real = names.skeleton

    def counting(name: str) -> str:
        calls["n"] += 1
        return real(name)

    counts = []
    for size in (500, 2000):
        calls["n"] = 0
        pytest.MonkeyPatch().setattr(names, "skeleton", counting)
        scenario = load_scenario(write(tmp_path / f"m{size}.yaml", many_cards(size)))
        assert len(scenario.cards) == size + 1
        counts.append(calls["n"])
    assert counts[1] <= 4 * counts[0] + 10


# ------------------------------------------------------------------ silently wrong


def test_a_folder_without_scenarios_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no scenarios here", encoding="utf-8")
    result = judge("check", str(tmp_path))
    assert result.exit_code == 2
    assert result.stderr == f"judge: no scenario files (*.yaml, *.yml) in {tmp_path}\n"


def test_upper_case_suffixes_are_scenarios_too(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path / "A.YAML")
    shutil.copy(GOOD, tmp_path / "b.Yml")
    result = judge("check", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("2 passed, 0 failed\n")


def test_one_malformed_file_is_an_error_item_and_the_rest_run(tmp_path: Path) -> None:
    shutil.copy(GOOD, tmp_path / "a-good.yaml")
    write(tmp_path / "b-bad.yaml", "game: berserk\nask: nothing\n")
    shutil.copy(GOOD, tmp_path / "c-good.yaml")
    report = tmp_path / "out" / "junit.xml"
    result = judge("check", str(tmp_path), "--junit", str(report))
    assert result.exit_code == 2
    bad = tmp_path / "b-bad.yaml"
    message = f"{bad}:2: ask: unknown value 'nothing' for game berserk (allowed: who-may-defend"
    assert result.stderr.startswith(f"judge: {message}")
    lines = result.stdout.splitlines()
    assert lines[1] == f"ERROR {bad}" and lines[2].startswith(f"  {message}")
    assert lines[-1] == "2 passed, 0 failed, 1 error"
    suite = ET.parse(report).getroot()
    assert (suite.get("tests"), suite.get("errors"), suite.get("failures")) == ("3", "1", "0")
    (error,) = suite.iter("error")
    assert error.get("message", "").startswith(message)

    as_json = json.loads(judge("check", str(tmp_path), "--json").stdout)
    assert as_json["errors"] == 1
    assert [r["error"] is not None for r in as_json["results"]] == [False, True, False]


def test_resolve_of_several_files_reports_the_bad_one_and_goes_on(tmp_path: Path) -> None:
    bad = write(tmp_path / "bad.yaml", "game: berserk\nask: nothing\n")
    result = judge("resolve", str(GOOD), str(bad), str(GOOD), "--json")
    assert result.exit_code == 2
    documents = [json.loads(line) for line in result.stdout.splitlines()]  # JSON Lines
    assert [d.get("game") for d in documents] == ["hkk", None, "hkk"]
    assert documents[1]["error"]["file"] == str(bad) and documents[1]["error"]["line"] == 2
    assert result.stderr.startswith(f"judge: {bad}:2: ask: unknown value 'nothing'")


@pytest.fixture
def edited(tmp_path: Path) -> Path:
    """The bundled rulebook with the text of 514.6 changed: the rule citing it is stale."""
    copy = Path(shutil.copytree(bundled_rulebook(), tmp_path / "rulebook"))
    for text in copy.rglob("*.txt"):
        body = text.read_text(encoding="utf-8")
        if "514.6." in body:
            text.write_text(body.replace("другое летающее", "любое летающее"), encoding="utf-8")
    return copy


def test_stale_rules_are_failing_cases_in_the_junit_report(tmp_path: Path, edited: Path) -> None:
    report = tmp_path / "junit.xml"
    result = judge("check", str(GOOD), "-r", str(edited), "--junit", str(report))
    assert result.exit_code == 1
    suite = ET.parse(report).getroot()
    stale = [c for c in suite.iter("testcase") if c.get("classname", "").startswith("stale.")]
    assert stale, "no stale case in the report"
    assert int(suite.get("failures", "0")) == len(stale) >= 1
    assert any("514.6" in (c.get("name") or "") for c in stale)
    for case in stale:
        assert case.find("failure") is not None


@pytest.mark.parametrize("where", ["missing/sub/report.xml", "."])
def test_junit_into_a_missing_folder_or_onto_a_folder(tmp_path: Path, where: str) -> None:
    target = tmp_path / where
    result = judge("check", str(GOOD), "--junit", str(target))
    if where == ".":
        assert result.exit_code == 2
        assert result.stderr.startswith(f"judge: --junit: '{target}' is a folder")
        assert "\n" not in result.stderr.rstrip("\n")
    else:
        assert result.exit_code == 0, result.output
        assert ET.parse(target).getroot().get("tests") == "1"


def test_junit_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    blocker = write(tmp_path / "file", "a file where a folder should be")
    result = judge("check", str(GOOD), "--junit", str(blocker / "report.xml"))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"judge: --junit: cannot write '{blocker / 'report.xml'}'")


# ------------------------------------------------------------------ card names


def test_a_name_typed_in_nfd_finds_the_card(tmp_path: Path) -> None:
    nfd = unicodedata.normalize("NFD", "Жрица Йорк")
    text = BERSERK.replace("Жрица", "Жрица Йорк").replace("target: Жрица Йорк", f"target: {nfd}")
    text = text.replace("Гной: {", "Гн\u200bой: {")  # a zero-width space typed in the name
    path = write(tmp_path / "nfd.yaml", text)
    scenario = load_scenario(path)
    assert sorted(scenario.cards) == ["Гной", "Жрица Йорк"]
    assert (scenario.values.attack.by, scenario.values.attack.target) == ("Гной", "Жрица Йорк")


@pytest.mark.parametrize(
    ("second", "why"),
    [
        (unicodedata.normalize("NFD", "Жрицй"), "Unicode normalization or invisible"),
        ("Жри\u200bцй", "Unicode normalization or invisible"),
        ("Жрицй".replace("р", "p"), "Latin 'p' U+0070 where the other has Cyrillic 'р' U+0440"),
    ],
)
def test_look_alike_card_names_are_rejected_naming_both(tmp_path: Path, second, why) -> None:
    text = BERSERK.replace(
        "attack:",
        f"  Жрицй: {{side: inactive, zone: battlefield, at: C3}}\n  {second}: "
        "{side: inactive, zone: battlefield, at: C4}\nattack:",
    )
    with pytest.raises(ScenarioError) as caught:
        load_scenario(write(tmp_path / "alike.yaml", text))
    message = str(caught.value)
    assert message.startswith(f"{tmp_path / 'alike.yaml'}:7: cards.{second}: ")
    assert "'Жрицй'" in message and "line 6" in message and why in message


def test_a_reference_in_look_alike_letters_names_the_card_it_resembles(tmp_path: Path) -> None:
    path = write(tmp_path / "ref.yaml", BERSERK.replace("target: Жрица", "target: Жpица"))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == (
        f"{path}:6: attack.target: no card named 'Жpица': it looks like the card 'Жрица' but is "
        "spelt differently (Latin 'p' U+0070 where the other has Cyrillic 'р' U+0440)"
    )


# ------------------------------------------------------------------ an attack on itself


@pytest.mark.parametrize(
    "path",
    sorted(p for p in SCENARIOS.rglob("*.yaml") if "by:" in p.read_text(encoding="utf-8")),
    ids=lambda p: f"{p.parent.name}/{p.stem}",
)
def test_an_attack_on_itself_is_an_input_error_unless_the_rules_answer_it(
    tmp_path: Path, path: Path
) -> None:
    """Every bundled scenario with an attacker, turned on itself. Kinds that ask whether an
    attack may be declared answer it from the clause forbidding it (Берсерк. Герои 507.2, HKK
    34.3); every other kind presupposes a declared attack and rejects it as an input error."""
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data.pop("expect", None)
    for key in ("attack", "attacks"):
        value = data.get(key)
        records = value if isinstance(value, list) else [value] if value else []
        for record in records:
            if "by" in record and "target" in record:
                record["target"] = record["by"]
                break
        else:
            continue
        break
    else:
        pytest.skip("no attack with a target")
    changed = write(tmp_path / path.name, yaml.safe_dump(data, allow_unicode=True))
    result = judge("resolve", str(changed), "--json")
    answers_it = (data["game"], data["ask"]) in {
        ("berserk-heroes", "may-attack"),
        ("hkk", "attack-declaration"),
    }
    if answers_it:
        assert result.exit_code == 0, result.output
        answer = json.loads(result.stdout)["answer"]
        assert answer.get("allowed", answer.get("legal")) is False
    else:
        assert result.exit_code == 2, result.output
        assert "attacks itself: a card cannot be its own target" in result.stderr


# ------------------------------------------------------------------ encodings


def test_a_utf16_scenario_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "u16.yaml"
    path.write_bytes(GOOD.read_text(encoding="utf-8").encode("utf-16"))
    assert load_scenario(path) == load_scenario(GOOD)._replace(path=path)


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_a_utf16_scenario_without_a_mark_is_named_as_such(tmp_path: Path, codec: str) -> None:
    path = tmp_path / "u16.yaml"
    path.write_bytes(GOOD.read_text(encoding="utf-8").encode(codec))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value) == (
        f"{path}:1: UTF-16 without a byte-order mark is not supported: save the file as UTF-8"
    )
