"""`judge.render.plain`: a verdict's answer in plain words of the page's language, citing the
clauses that decided it. The expected words are the game's own (its WORDS) and the deciding
clauses are read from the rulebook texts named beside each case."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.core import resolve
from judge.engine.verdict import Reason, Verdict
from judge.render import plain
from judge.rulebook.load import load
from judge.scenario.load import iter_scenario_files, load_scenario

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def book():  # type: ignore[no-untyped-def]
    return load()


def verdict_of(book, name: str) -> Verdict:  # type: ignore[no-untyped-def]
    return resolve(load_scenario(ROOT / "scenarios" / name), book)


def test_three_on_one_is_not_legal_because_of_34_5(book) -> None:  # type: ignore[no-untyped-def]
    # 34.5: «Egy lényre egyszerre legfeljebb két lény támadhat» — three on one breaks it
    said = plain.answers(verdict_of(book, "hkk/three-on-one.yaml"), "hu")
    assert said[0].head == "Nem szabályos"
    assert said[0].cites == ("34.5",)
    assert said[0].sentence.startswith("Nem szabályos: Ork harcos, Troll, Goblin → Elf íjász — ")
    assert "legfeljebb két lény támadhat (34.5)." in said[0].sentence
    # the undecided break-through names the clause looked at, not one that decided
    through = next(s for s in said if s.key == "breakthrough")
    # (34.5 is looked at too: whether attacks breaking it count for 34.4 is what is open)
    assert through.looked and through.cites == ("34.4", "34.5")
    assert "(megnézett pontok: 34.4, 34.5)" in through.sentence


def test_the_same_answer_in_english(book) -> None:  # type: ignore[no-untyped-def]
    sentence = plain.sentence(verdict_of(book, "hkk/three-on-one.yaml"), "en")
    assert sentence.startswith("Not legal: ")
    assert sentence.endswith("(34.5).")


def test_who_may_defend_names_the_card_and_514_6(book) -> None:  # type: ignore[no-untyped-def]
    # 514.6: from a flyer's strike on a card in the auxiliary zone only another flyer defends
    said = plain.answers(verdict_of(book, "berserk/defend-flyer-strikes-auxiliary.yaml"), "ru")
    assert said[0].head == "Защитником можно назначить: Дракон"
    assert "514.6" in said[0].cites
    assert "другое летающее существо" in said[0].sentence


def test_nobody_may_defend_against_a_shot(book) -> None:  # type: ignore[no-untyped-def]
    # 514.1 (a defender when a simple strike is declared), 514.2 (only from a simple strike):
    # not from a shot
    said = plain.answers(verdict_of(book, "berserk/defend-shot.yaml"), "ru")
    assert said[0].head == "Защитника назначить нельзя"
    assert said[0].cites == ("514.1", "514.2")


def test_a_reason_named_for_an_answer_key_says_its_outcome(book) -> None:  # type: ignore[no-untyped-def]
    verdict = verdict_of(book, "berserk/action-simple-strike.yaml")
    subjects = [plain.subject(verdict, r, "ru") for r in verdict.reasons]
    assert subjects[0] == "Назначение защитника — внезапное действие"  # not "sudden"
    assert all("sudden" not in s and "action-targets" not in s for s in subjects)


def test_the_player_as_a_target_is_said_in_words(book) -> None:  # type: ignore[no-untyped-def]
    verdict = verdict_of(book, "hkk/no-breakthrough.yaml")
    subjects = [plain.subject(verdict, r, "hu") for r in verdict.reasons]
    assert "Troll → a játékos" in subjects


def test_every_bundled_answer_has_words_in_its_language(book) -> None:  # type: ignore[no-untyped-def]
    for path in iter_scenario_files():
        verdict = resolve(load_scenario(path), book)
        for said in plain.answers(verdict):
            assert said.head, path
            assert "=" not in said.head and "_" not in said.head, (path, said.head)
            words = plain.words(verdict.game)
            case = plain.shape_of(verdict.answer[said.key]).case(verdict.answer[said.key], str)
            keys = {
                f"answer.{said.key}.{case[0]}",
                f"answer.{verdict.ask}.{said.key}.{case[0]}",
            }
            assert keys & set(words), (path, keys)


def test_a_new_answer_shape_is_one_entry(book, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    class Partial(tuple):  # type: ignore[type-arg]
        """surely these, maybe those"""

    shape = plain.Shape(
        "partial",
        lambda v: isinstance(v, Partial),
        lambda v, say: ("partial", {"surely": say(v[0]), "maybe": say(v[1])}),
        lambda v, reasons: [r for r in reasons if r.holds is None],
    )
    monkeypatch.setattr(plain, "SHAPES", [shape, *plain.SHAPES])
    words = {"answer.illegal.partial": {"en": "Surely {surely}; maybe {maybe}"}}
    monkeypatch.setattr(plain, "words", lambda game: words)
    verdict = Verdict(
        "hkk",
        "attack-declaration",
        {"illegal": Partial((("Troll",), ("Goblin",)))},
        (Reason("Goblin → player", None, (), (), ("34.4",), "attack"),),
        "en",
    )
    said = plain.answers(verdict, "en")[0]
    assert said.head == "Surely Troll; maybe Goblin"
    assert said.looked and said.cites == ("34.4",)
