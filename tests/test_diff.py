"""``judge diff``: edited copies of the bundled rulebook, made here, compared with the original."""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from judge.cli import app
from judge.config import bundled_rulebook
from judge.edits.diff import diff_rulebooks, impact
from judge.engine.citations import ScenarioCites
from judge.engine.registry import Rule, all_rules
from judge.render.diff import diff_json as diff_to_json
from judge.render.diff import diff_text as render_diff
from judge.rulebook.load import load
from judge.rulebook.model import Clause, Document, Rulebook
from judge.scenario.load import iter_scenario_files, load_scenario

runner = CliRunner()

DEFENDERS = "berserk/002_fa0cfb8bde9b3e0b.txt"
STAGES = "berserk/003_83644be9a4a7e715.txt"
OTHER_FLYER = "вспомогательной зоне может выступить другое летающее существо."
ANY_FLYER = "вспомогательной зоне может выступить любое летающее существо."
NEW_CLAUSE = (
    "514.5. Защитником от удара существа с особенностью «страж» может выступить только он сам."
)


@pytest.fixture
def old(tmp_path: Path) -> Path:
    """An untouched copy of the bundled rulebook."""
    return Path(shutil.copytree(bundled_rulebook(), tmp_path / "old"))


@pytest.fixture
def new(tmp_path: Path) -> Path:
    """A second copy, for the test to edit."""
    return Path(shutil.copytree(bundled_rulebook(), tmp_path / "new"))


def edit(root: Path, name: str, before: str, after: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert before in text, f"{before!r} is not in {name}"
    path.write_text(text.replace(before, after, 1), encoding="utf-8")


def insert_before_514_5(root: Path) -> None:
    """Insert a clause as the new 514.5 and renumber 514.5–514.9 to 514.6–514.10."""
    path = root / DEFENDERS
    text = path.read_text(encoding="utf-8")

    def bump(match: re.Match[str]) -> str:
        return f"514.{int(match.group(1)) + 1}."

    text = re.sub(r"^514\.([5-9])\.", bump, text, flags=re.M)
    text = text.replace("514.6. Защитником", NEW_CLAUSE + "\n514.6. Защитником", 1)
    path.write_text(text, encoding="utf-8")


def run_diff(old: Path, new: Path) -> dict:
    return diff_to_json(diff_rulebooks(load([old]), load([new])))


def test_a_rulebook_diffed_with_itself_reports_nothing(old: Path, new: Path) -> None:
    result = diff_rulebooks(load([old]), load([new]))
    assert not result
    data = diff_to_json(result)
    for key in ("added", "removed", "changed", "renumbered", "documents"):
        assert data[key] == []
    assert render_diff(result) == "No differences."


def test_changing_514_6_reports_exactly_that_change(old: Path, new: Path) -> None:
    edit(new, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    data = run_diff(old, new)
    assert data["changed"] == ["514.6"]
    assert data["added"] == data["removed"] == data["renumbered"] == []
    [doc] = data["documents"]
    assert doc["old"] == doc["new"] == "berserk-513-514"
    [change] = doc["changes"]
    assert "[-другое-] {+любое+}" in change["word_diff"]


def test_text_output_shows_a_word_diff(old: Path, new: Path) -> None:
    edit(new, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    text = render_diff(diff_rulebooks(load([old]), load([new])))
    assert "changed     514.6" in text
    assert "может выступить [-другое-] {+любое+} летающее существо." in text
    assert "1 changed, 0 renumbered, 0 added, 0 removed" in text


def test_an_inserted_clause_is_one_addition_plus_moves(old: Path, new: Path) -> None:
    insert_before_514_5(new)
    data = run_diff(old, new)
    assert data["added"] == ["514.5"]
    assert data["changed"] == []
    assert data["removed"] == []
    moves = [(m["from"], m["to"]) for m in data["renumbered"]]
    assert moves == [
        ("514.5", "514.6"),
        ("514.6", "514.7"),
        ("514.7", "514.8"),
        ("514.8", "514.9"),
        ("514.9", "514.10"),
    ]


def test_a_moved_clause_edited_a_little_is_renumbered_and_changed(old: Path, new: Path) -> None:
    insert_before_514_5(new)
    edit(new, DEFENDERS, OTHER_FLYER, ANY_FLYER)  # old 514.6, now 514.7
    data = run_diff(old, new)
    assert data["added"] == ["514.5"]
    assert data["changed"] == ["514.7"]
    assert {"from": "514.6", "to": "514.7"} in data["renumbered"]
    assert len(data["renumbered"]) == 5


def test_typography_alone_is_not_a_change(old: Path, new: Path) -> None:
    edit(new, DEFENDERS, "Назначение защитника – это", "Назначение  защитника\u00a0— это")
    edit(new, STAGES, '" при объявлении [текст]"', "« при объявлении [текст]»")
    assert run_diff(old, new)["changed"] == []


def test_a_reference_that_follows_a_renumbering_is_not_a_change(old: Path, new: Path) -> None:
    edit(old, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.5).")
    edit(old, STAGES, "п.514)", "п.514.6)")  # another document of the same game
    insert_before_514_5(new)
    edit(new, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.6).")
    edit(new, STAGES, "п.514)", "п.514.7)")
    data = run_diff(old, new)
    assert data["changed"] == []
    assert data["added"] == ["514.5"]
    assert {"from": "514.8", "to": "514.9"} in data["renumbered"]


def test_a_reference_left_behind_by_a_renumbering_is_a_change(old: Path, new: Path) -> None:
    edit(old, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.5).")
    insert_before_514_5(new)
    edit(new, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.5).")
    data = run_diff(old, new)
    assert data["changed"] == ["514.9"]  # it now points at the inserted clause
    [change] = [c for c in data["documents"][0]["changes"] if c["changed"]]
    assert change["stale_refs"] == [{"id": "514.5", "now": "514.6"}]
    text = render_diff(diff_rulebooks(load([old]), load([new])))
    assert "the reference to 514.5 was not renumbered: that clause is now 514.6" in text


def test_a_reference_pointing_elsewhere_is_a_change(old: Path, new: Path) -> None:
    edit(old, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.5).")
    edit(new, DEFENDERS, "уже перенаправленную атаку.", "уже перенаправленную атаку (см. 514.4).")
    data = run_diff(old, new)
    assert data["changed"] == ["514.8"]
    assert "[-514.5).-] {+514.4).+}" in data["documents"][0]["changes"][0]["word_diff"]


def test_removed_and_added_clauses(old: Path, new: Path) -> None:
    path = new / "hkk/001_aaf65c05475313e5.txt"
    text = path.read_text(encoding="utf-8")
    start = text.index("34.6.")
    end = text.index("34.7.")
    path.write_text(text[:start] + text[end:] + "\n\n34.13.\n\nÚj szabály a teszthez.\n")
    data = run_diff(old, new)
    assert data["removed"] == ["34.6"]
    assert data["added"] == ["34.13"]
    assert data["changed"] == [] and data["renumbered"] == []


def test_a_renamed_document_is_paired_by_its_texts(old: Path, new: Path) -> None:
    edit(new, "berserk/book.yaml", "id: berserk-513-514", "id: berserk-defenders")
    (new / DEFENDERS).rename(new / "berserk/defenders.txt")
    edit(new, "berserk/book.yaml", "file: 002_fa0cfb8bde9b3e0b.txt", "file: defenders.txt")
    edit(new, "berserk/defenders.txt", OTHER_FLYER, ANY_FLYER)
    data = run_diff(old, new)
    assert data["changed"] == ["514.6"]
    assert data["added"] == data["removed"] == []
    assert data["documents"][0]["old"] == "berserk-513-514"
    assert data["documents"][0]["new"] == "berserk-defenders"


def _doc(doc_id: str, texts: dict[str, str]) -> Document:
    clauses = {cid: Clause(cid, None, text, line) for line, (cid, text) in enumerate(texts.items())}
    return Document(doc_id, "hkk", "hu", doc_id, "", f"{doc_id}.txt", clauses)


SENTENCES = st.lists(
    st.lists(
        st.sampled_from(["lény", "támad", "őrposzt", "существо", "удар", "защитник"]), min_size=3
    ).map(" ".join),
    min_size=2,
    max_size=12,
    unique=True,
)


@given(SENTENCES, st.data())
def test_inserting_or_deleting_anywhere_is_one_change_plus_moves(
    texts: list[str], data: st.DataObject
) -> None:
    at = data.draw(st.integers(0, len(texts) - 1))
    inserted = data.draw(st.sampled_from(["Új pont.", "Новый пункт."]))
    before = _doc("d", {f"7.{i + 1}": t for i, t in enumerate(texts)})
    after = _doc("d", {f"7.{i + 1}": t for i, t in enumerate([*texts[:at], inserted, *texts[at:]])})
    data_json = diff_to_json(diff_rulebooks(Rulebook([before]), Rulebook([after])))
    assert data_json["added"] == [f"7.{at + 1}"]
    assert data_json["changed"] == data_json["removed"] == []
    assert data_json["renumbered"] == [
        {"from": f"7.{i}", "to": f"7.{i + 1}"} for i in range(at + 1, len(texts) + 1)
    ]
    back = diff_to_json(diff_rulebooks(Rulebook([after]), Rulebook([before])))
    assert back["removed"] == [f"7.{at + 1}"]
    assert back["added"] == back["changed"] == []
    assert len(back["renumbered"]) == len(texts) - at
    assert not diff_rulebooks(Rulebook([after]), Rulebook([after]))


def test_an_id_two_documents_share_is_qualified_with_its_document() -> None:
    before = Rulebook([_doc("a", {"1.1": "Egy."}), _doc("b", {"1.1": "Kettő.", "1.2": "Három."})])
    after = Rulebook([_doc("a", {"1.1": "Egy."}), _doc("b", {"1.1": "Négy.", "1.2": "Három."})])
    data = diff_to_json(diff_rulebooks(before, after))
    assert data["changed"] == ["b:1.1"]
    assert diff_to_json(diff_rulebooks(before, before))["changed"] == []


def test_impact_names_scenarios_and_rules_resting_on_affected_clauses(old: Path, new: Path) -> None:
    edit(new, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    result = diff_rulebooks(load([old]), load([new]))
    rules = [
        Rule("t.flyer", "berserk", ("514.6",), "judge/games/berserk.py", 10, ""),
        Rule("t.ground", "berserk", ("514.4",), "judge/games/berserk.py", 20, ""),
        Rule("t.hkk", "hkk", ("514.6",), "judge/games/hkk.py", 30, ""),
    ]
    verdicts = [
        ScenarioCites("scenarios/berserk/a.yaml", "berserk", ("514.6", "514.2")),
        ScenarioCites("scenarios/berserk/b.yaml", "berserk", ("514.4",)),
        ScenarioCites("scenarios/hkk/c.yaml", "hkk", ("514.6",)),
    ]
    impact(result, rules=rules, verdicts=verdicts)
    data = diff_to_json(result)
    assert data["impacted_scenarios"] == ["scenarios/berserk/a.yaml"]
    assert data["impacted_rules"] == ["judge/games/berserk.py:10"]


def test_renumbered_clauses_impact_what_cites_their_old_number(old: Path, new: Path) -> None:
    insert_before_514_5(new)
    result = diff_rulebooks(load([old]), load([new]))
    rules = [
        Rule("t.a", "berserk", ("514.4",), "x.py", 1, ""),
        Rule("t.b", "berserk", ("514.9",), "x.py", 2, ""),
    ]
    impact(result, rules=rules, verdicts=[ScenarioCites("s.yaml", "berserk", ("514.5",))])
    assert diff_to_json(result)["impacted_rules"] == ["x.py:2"]
    assert result.impacted_scenarios == ["s.yaml"]


# ------------------------------------------------------------------- the command, end to end


def test_cli_diff_of_a_rulebook_with_itself(old: Path, new: Path) -> None:
    result = runner.invoke(app, ["diff", str(old), str(new)])
    assert result.exit_code == 0, result.output
    assert result.output == "No differences.\n"


def test_cli_diff_json_reports_514_6_with_its_impact(old: Path, new: Path) -> None:
    edit(new, DEFENDERS, OTHER_FLYER, ANY_FLYER)
    result = runner.invoke(app, ["diff", str(old), str(new), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["changed"] == ["514.6"]
    assert data["added"] == data["removed"] == data["renumbered"] == []
    # every bundled scenario expecting 514.6 among its cites rests on it, and no hkk or heroes one
    expecting = {
        f"scenarios/berserk/{path.name}"
        for path in iter_scenario_files(None)
        if (s := load_scenario(path)).game == "berserk" and s.expect and "514.6" in s.expect.cites
    }
    assert expecting, "a bundled scenario expects 514.6"
    assert expecting <= set(data["impacted_scenarios"])
    assert all(p.startswith("scenarios/berserk/") for p in data["impacted_scenarios"])
    encoding = {r.where for r in all_rules() if r.game == "berserk" and "514.6" in r.cites}
    assert encoding, "the berserk engine encodes 514.6"
    assert set(data["impacted_rules"]) == encoding


def test_cli_diff_missing_path_is_an_input_error(old: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["diff", str(old), str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    assert "nowhere" in result.output


# --------------------------------------------------------------- pairing through the word index

WORDS = st.sampled_from(
    "lény támad őrposzt védekező harci fázis существо удар защитник летающее карта зона "
    "вспомогательная атака бросок кубика стадия игрок".split()
)
CLAUSE_TEXTS = st.lists(WORDS, min_size=3, max_size=14).map(" ".join)


@st.composite
def edited_documents(draw: st.DrawFn) -> tuple[Document, Document]:
    """A document and a randomly edited copy: per clause at most one word replaced, inserted
    or deleted, or one letter changed; clauses inserted and deleted, which renumbers the rest."""
    texts = draw(st.lists(CLAUSE_TEXTS, min_size=2, max_size=30))
    edited: list[str] = []
    for text in texts:
        words = text.split()
        op = draw(
            st.sampled_from(["keep", "keep", "replace", "insert", "delete", "letter", "drop"])
        )
        at = draw(st.integers(0, len(words) - 1))
        if op == "replace":
            words[at] = draw(WORDS)
        elif op == "insert":
            words.insert(at, draw(WORDS))
        elif op == "delete" and len(words) > 1:
            del words[at]
        elif op == "letter":
            word = words[at]
            spot = draw(st.integers(0, len(word) - 1))
            words[at] = word[:spot] + draw(st.sampled_from("аоxyz")) + word[spot + 1 :]
        if op == "drop":
            continue
        edited.append(" ".join(words))
        if draw(st.integers(0, 9)) == 0:
            edited.append(draw(CLAUSE_TEXTS))
    before = _doc("d", {f"3.{i + 1}": t for i, t in enumerate(texts)})
    after = _doc("d", {f"3.{i + 1}": t for i, t in enumerate(edited)})
    return before, after


@settings(max_examples=300, deadline=None)
@given(edited_documents())
def test_pairing_through_the_word_index_equals_scoring_every_pair(
    docs: tuple[Document, Document],
) -> None:
    from judge.edits import diff

    before, after = docs
    saved = diff.BRUTE_FORCE_PAIRS
    try:
        diff.BRUTE_FORCE_PAIRS = 10**12  # every unpaired old clause against every new one
        every = [(o.id, n.id) for o, n in diff.pair_clauses(before, after)]
        diff.BRUTE_FORCE_PAIRS = 0  # only the candidates the index proposes
        indexed = [(o.id, n.id) for o, n in diff.pair_clauses(before, after)]
    finally:
        diff.BRUTE_FORCE_PAIRS = saved
    assert indexed == every


@settings(max_examples=200, deadline=None)
@given(edited_documents(), st.data())
def test_diffing_compares_only_the_pairs_that_can_differ(
    docs: tuple[Document, Document], data: st.DataObject
) -> None:
    """``diff_documents`` left to pair the clauses itself skips the pairs that are one clause
    verbatim under the same id and cite nothing; handed the same pairs it compares every one.
    Both give the same changes, additions and removals (references included: some clauses
    cite others, and the renumbering must reach them)."""
    from judge.edits.diff import diff_documents, pair_clauses
    from judge.rulebook.model import Ref

    before, after = docs
    # some clauses cite another; a clause the edit kept word for word keeps its citation, whose
    # target may have been renumbered since (the text then points elsewhere: a change)
    citing: dict[str, str] = {}
    ids = list(before.clauses)
    for clause in before:
        if data.draw(st.integers(0, 2)) == 0:
            citing[clause.text] = data.draw(st.sampled_from(ids))
    for doc in docs:
        for clause in list(doc):
            cited = citing.get(clause.text)
            if cited is not None:
                text = f"{clause.text} (см. {cited})"
                doc.clauses[clause.id] = clause._replace(text=text, refs=[Ref(cited, True)])

    def summary(result: object) -> tuple[object, ...]:
        return (
            [(c.old.id, c.new.id, c.changed, c.words, c.stale_refs) for c in result.changes],  # type: ignore[attr-defined]
            [c.id for c in result.added],  # type: ignore[attr-defined]
            [c.id for c in result.removed],  # type: ignore[attr-defined]
        )

    alone = diff_documents(before, after)
    handed = diff_documents(before, after, pairs=pair_clauses(before, after))
    assert summary(alone) == summary(handed)


# ------------------------------------------------------------- low-variety books: bounded work

FEW_WORDS = "lény támad őrposzt существо удар защитник".split()


def low_variety_pair(clauses: int) -> tuple[Document, Document]:
    """A document of ``clauses`` clauses of eight to twelve words drawn from six (every word
    pair of it common), and an edited copy: a clause inserted first, which renumbers every other
    one, and a word inserted into each. No clause is paired by pass 1 or 2."""
    rng = random.Random(clauses)
    texts = [" ".join(rng.choices(FEW_WORDS, k=rng.randint(8, 12))) for _ in range(clauses)]
    edited = []
    for text in texts:
        words = text.split()
        words.insert(rng.randrange(1, len(words)), rng.choice(FEW_WORDS))
        edited.append(" ".join(words))
    before = _doc("d", {f"5.{i + 1}": t for i, t in enumerate(texts)})
    after = _doc("d", {f"5.{i + 1}": t for i, t in enumerate(["Új pont.", *edited])})
    return before, after


def test_a_low_variety_book_is_paired_in_linear_work() -> None:
    """Every word pair of these books is common (in more than ``COMMON_SHINGLE`` unpaired new
    clauses), so each clause is scored against a bounded number of candidates: doubling the book
    at most doubles the work (plus a tenth), where scoring every clause sharing a word pair
    would quadruple it. What is guaranteed on such a book instead of the best pair among all: a
    clause moved with its neighbours and edited by a word or two is still paired with itself."""
    from judge.edits import diff

    work = []
    for clauses in (1000, 2000, 4000):
        before, after = low_variety_pair(clauses)
        assert clauses * clauses > diff.BRUTE_FORCE_PAIRS  # the word index is used
        pairing = diff._pair_clauses(before, after)
        assert [(o.id, n.id) for o, n in pairing.pairs] == [
            (f"5.{i}", f"5.{i + 1}") for i in range(1, clauses + 1)
        ]
        assert [c.id for c in pairing.added] == ["5.1"]
        work.append(pairing.scored)
    assert work[1] <= 2.2 * work[0] and work[2] <= 2.2 * work[1], work
    assert work[2] <= 4000 * (diff.RARE_SHINGLES * diff.COMMON_SHINGLE + 1), work
